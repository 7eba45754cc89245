//! A Dhayam move typed by a person (at the keyboard, or with a screen reader), in the move
//! log's words or close to them: the pawn's square and where it goes (`c1 g3`, `c1-g3`,
//! `c1 to g3`, `c1-இலிருந்து g3-க்கு`), the pawn's square alone when only one move starts
//! there (`c1`), with the value to use when several do (`c1 6`), `n` or `x` (a new or a
//! cut pawn entering, with its value when it matters), or the engine's `FROM+VALUE`
//! (`23+3`, `n+1`, DPN's moves in docs/src/reference/dhayam-rules.md).
//!
//! Words the reader does not know (a language's "to" or "from", a case ending after a
//! hyphen) are passed over: squares, values and the two pawn letters carry the move.

use std::fmt;

use super::rules::{Move, Pawn, Position, Square, Value};

/// Why a typed text is not a move here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedMoveError {
    /// Nothing was typed.
    Empty,
    /// Not a move in any form the table reads (no square, value or pawn letter in it, or
    /// a number that is no value, or more than two squares).
    NotAMove(String),
    /// No move now: a throw is due, or the game is over.
    NotNow(String),
    /// Reads as a move, but no legal move here fits it.
    Illegal(String),
    /// Fits more than one legal move (say where to, or which value).
    Ambiguous(String),
}

impl fmt::Display for TypedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedMoveError::Empty => write!(f, "no move was typed"),
            TypedMoveError::NotAMove(s) => write!(f, "'{s}' is not a move"),
            TypedMoveError::NotNow(s) => write!(f, "{s}: there is no move to make now"),
            TypedMoveError::Illegal(s) => write!(f, "{s} is not a legal move here"),
            TypedMoveError::Ambiguous(s) => write!(f, "{s} fits more than one legal move"),
        }
    }
}

impl std::error::Error for TypedMoveError {}

impl TypedMoveError {
    /// A move typed while it is not the person's to make (the table decides that).
    pub fn not_now(text: &str) -> TypedMoveError {
        TypedMoveError::NotNow(shown(text))
    }
}

/// The typed text as a message repeats it: trimmed, and not a whole pasted page.
fn shown(text: &str) -> String {
    text.trim().chars().take(24).collect()
}

/// The longest text looked at: a pasted page is not read.
const MAX_CHARS: usize = 48;

/// What the text says about the move.
#[derive(Default, Debug)]
struct Said {
    squares: Vec<Square>,
    value: Option<Value>,
    /// `n` or `x`: the pawn entering.
    entering: Option<Pawn>,
}

/// The legal move `text` names in `position`.
pub fn read_move(position: &Position, text: &str) -> Result<Move, TypedMoveError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(TypedMoveError::Empty);
    }
    let shown = shown(trimmed);
    if trimmed.chars().count() > MAX_CHARS {
        return Err(TypedMoveError::NotAMove(shown));
    }
    let legal = position.legal_moves();
    let legal: Vec<Move> = legal
        .as_slice()
        .iter()
        .copied()
        .filter(|m| *m != Move::Pass)
        .collect();
    // The engine's own notation first: `23+3`, `n+1`.
    if let Ok(mv) = trimmed.to_ascii_lowercase().parse::<Move>() {
        return if legal.contains(&mv) {
            Ok(mv)
        } else if legal.is_empty() {
            Err(TypedMoveError::NotNow(shown))
        } else {
            Err(TypedMoveError::Illegal(shown))
        };
    }
    let said = parse(trimmed).ok_or_else(|| TypedMoveError::NotAMove(shown.clone()))?;
    if legal.is_empty() {
        return Err(TypedMoveError::NotNow(shown));
    }
    let seat = position.to_move();
    let fits: Vec<Move> = legal
        .into_iter()
        .filter(|&mv| {
            let Move::Pawn { from, value } = mv else {
                return false;
            };
            let Ok(landing) = position.landing(seat, from, value) else {
                return false;
            };
            let board = position.board();
            let to = landing.to.square(board, seat);
            let from_square = from.progress().map(|p| p.square(board, seat));
            let squares_fit = match said.squares.as_slice() {
                [] => true,
                // The pawn's square, or an entry's landing on its home.
                [one] => from_square == Some(*one) || (from_square.is_none() && to == *one),
                [a, b] => from_square == Some(*a) && to == *b,
                _ => false,
            };
            squares_fit
                && said.value.is_none_or(|v| v == value)
                && said.entering.is_none_or(|pawn| pawn == from)
        })
        .collect();
    match fits.as_slice() {
        [] => Err(TypedMoveError::Illegal(shown)),
        [mv] => Ok(*mv),
        _ => Err(TypedMoveError::Ambiguous(shown)),
    }
}

/// The squares, value and pawn letter in `text`; `None` when it names none of them, or
/// names what no move can be (a number that is no value, three squares).
fn parse(text: &str) -> Option<Said> {
    let mut said = Said::default();
    let words = text
        .split(|c: char| c.is_whitespace() || matches!(c, '-' | '–' | ':' | ',' | '.' | '→' | '>'))
        .filter(|w| !w.is_empty());
    for word in words {
        let word = word.to_ascii_lowercase();
        let digits: String = word.chars().map(thai_or_tamil_digit).collect();
        if let Ok(square) = digits.parse::<Square>() {
            said.squares.push(square);
        } else if digits.bytes().all(|b| b.is_ascii_digit()) {
            let value = digits.parse::<u8>().ok().and_then(Value::new)?;
            if said.value.replace(value).is_some() {
                return None;
            }
        } else if word == "n" || word == "x" {
            let pawn = if word == "n" { Pawn::New } else { Pawn::Cut };
            said.entering = Some(pawn);
        }
        // Any other word (to, from, a case ending) says nothing of the move.
    }
    let nothing = said.squares.is_empty() && said.value.is_none() && said.entering.is_none();
    (!nothing && said.squares.len() <= 2).then_some(said)
}

/// Thai and Tamil digits as ours, so a value typed in either script reads.
fn thai_or_tamil_digit(c: char) -> char {
    match c {
        '๐'..='๙' => char::from(b'0' + (c as u32 - '๐' as u32) as u8),
        '௦'..='௯' => char::from(b'0' + (c as u32 - '௦' as u32) as u8),
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::{Board, Options};

    fn at(dpn: &str) -> Position {
        Position::from_dpn(dpn, Options::default()).unwrap()
    }

    fn pawn(from: &str, value: u8) -> Move {
        Move::Pawn {
            from: from.parse().unwrap(),
            value: Value::new(value).unwrap(),
        }
    }

    /// Red to move a 4 with pawns at progress 3 and 10 (d1 is Red's home, progress 0;
    /// the squares follow Red's route).
    fn red_to_move_a_four() -> Position {
        at("n,n,3,10/-/n,n,n,12/- R - 4")
    }

    #[test]
    fn a_move_is_read_from_its_squares_as_the_log_writes_them() {
        let p = red_to_move_a_four();
        let seat = p.to_move();
        let square = |progress: u8| {
            crate::dhayam::rules::Progress::new(progress)
                .unwrap()
                .square(Board::Seven, seat)
                .to_string()
        };
        let (from, to) = (square(10), square(14));
        for typed in [
            format!("{from} {to}"),
            format!("{from}-{to}"),
            format!("{from} to {to}"),
            format!("  {}  ", from.to_uppercase()),
            format!("{from}-இலிருந்து {to}-க்கு"),
            format!("4: {from} to {to}"),
            "10+4".to_string(),
        ] {
            assert_eq!(read_move(&p, &typed), Ok(pawn("10", 4)), "{typed}");
        }
        assert_eq!(read_move(&p, &square(3)), Ok(pawn("3", 4)));
    }

    #[test]
    fn d7_an_entry_is_typed_by_its_letter_or_its_home_square() {
        // Red threw a 1: a new pawn may enter on its home, or the pawn at 3 step on.
        let p = at("n,n,n,3/-/n,n,n,n/- R - 1");
        let home = Board::Seven.home(p.to_move()).to_string();
        assert_eq!(read_move(&p, "n"), Ok(pawn("n", 1)));
        assert_eq!(read_move(&p, "N+1"), Ok(pawn("n", 1)));
        assert_eq!(read_move(&p, &home), Ok(pawn("n", 1)));
        // A cut pawn comes back on a 5 (D10); none is cut here.
        assert_eq!(read_move(&p, "x"), Err(TypedMoveError::Illegal("x".into())));
    }

    #[test]
    fn pooled_values_are_told_apart_by_the_value_typed() {
        let pooled: Options = "turn=pooled".parse().unwrap();
        let p = Position::from_dpn("n,n,3,10/-/n,n,n,12/- R - 4,2", pooled).unwrap();
        let seat = p.to_move();
        let from = crate::dhayam::rules::Progress::new(10)
            .unwrap()
            .square(Board::Seven, seat)
            .to_string();
        assert_eq!(
            read_move(&p, &from),
            Err(TypedMoveError::Ambiguous(from.clone()))
        );
        assert_eq!(read_move(&p, &format!("{from} 2")), Ok(pawn("10", 2)));
        assert_eq!(read_move(&p, &format!("4 {from}")), Ok(pawn("10", 4)));
        assert_eq!(read_move(&p, &format!("{from} ௪")), Ok(pawn("10", 4)));
    }

    #[test]
    fn what_is_no_move_is_said_so() {
        let p = red_to_move_a_four();
        assert_eq!(read_move(&p, "   "), Err(TypedMoveError::Empty));
        assert_eq!(
            read_move(&p, "hello"),
            Err(TypedMoveError::NotAMove("hello".into()))
        );
        assert_eq!(
            read_move(&p, "c1 7"),
            Err(TypedMoveError::NotAMove("c1 7".into()))
        );
        assert_eq!(
            read_move(&p, "a1 b1 c1"),
            Err(TypedMoveError::NotAMove("a1 b1 c1".into()))
        );
        assert_eq!(
            read_move(&p, "h9"),
            Err(TypedMoveError::NotAMove("h9".into()))
        );
        assert!(matches!(
            read_move(&p, &"c1 ".repeat(40)),
            Err(TypedMoveError::NotAMove(_))
        ));
        // A square with none of Red's pawns, and a value not thrown.
        assert_eq!(
            read_move(&p, "g7"),
            Err(TypedMoveError::Illegal("g7".into()))
        );
        assert_eq!(
            read_move(&p, "10+6"),
            Err(TypedMoveError::Illegal("10+6".into()))
        );
        // Before the throw there is nothing to move.
        let throw_due = at("n,n,3,10/-/n,n,n,12/- R - -");
        assert_eq!(
            read_move(&throw_due, "10+4"),
            Err(TypedMoveError::NotNow("10+4".into()))
        );
    }
}
