//! Pawns as DPN tokens, moves in `FROM+VALUE` notation, and a fixed-size move list.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, Progress};
use super::throw::Value;

/// Where one pawn is. The derived order is DPN's canonical order: `n`s, then `x`s,
/// then progress ascending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pawn {
    /// Never entered (`n`): enters on a 1 (D7).
    New,
    /// Cut and waiting to re-enter (`x`): enters on a 1 or 5 (D7, D10).
    Cut,
    /// On the board at this progress on its own route; at 48 it is finished (D12).
    At(Progress),
}

impl Pawn {
    /// Whether the pawn stands on `board`'s centre (D12).
    pub const fn is_finished(self, board: Board) -> bool {
        matches!(self, Pawn::At(p) if p.get() == Progress::centre(board).get())
    }

    pub const fn progress(self) -> Option<Progress> {
        match self {
            Pawn::At(p) => Some(p),
            _ => None,
        }
    }

    pub const fn is_off_board(self) -> bool {
        !matches!(self, Pawn::At(_))
    }
}

impl fmt::Display for Pawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pawn::New => f.write_str("n"),
            Pawn::Cut => f.write_str("x"),
            Pawn::At(p) => write!(f, "{p}"),
        }
    }
}

/// Why a text is not a pawn token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PawnTokenError {
    Empty,
    /// Not `n`, `x` or a number.
    NotAPawn,
    /// A number above 48, the centre.
    PastCentre,
}

impl fmt::Display for PawnTokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PawnTokenError::Empty => "a pawn token is empty",
            PawnTokenError::NotAPawn => {
                "a pawn is n (never entered), x (cut) or a progress 0-48 (0-24 on the 5x5 board)"
            }
            PawnTokenError::PastCentre => {
                "progress above 48: the centre is 48 (24 on the 5x5 board)"
            }
        })
    }
}

impl FromStr for Pawn {
    type Err = PawnTokenError;

    fn from_str(s: &str) -> Result<Pawn, PawnTokenError> {
        match s {
            "" => Err(PawnTokenError::Empty),
            "n" => Ok(Pawn::New),
            "x" => Ok(Pawn::Cut),
            _ if s.bytes().all(|b| b.is_ascii_digit()) => {
                // Long digit strings are past the centre; no need to parse them.
                let p = if s.len() > 3 {
                    u16::MAX
                } else {
                    s.parse::<u16>().unwrap_or(u16::MAX)
                };
                u8::try_from(p)
                    .ok()
                    .and_then(Progress::new)
                    .map(Pawn::At)
                    .ok_or(PawnTokenError::PastCentre)
            }
            _ => Err(PawnTokenError::NotAPawn),
        }
    }
}

/// A move: one pawn moved (or entered) by one value, or a lost throw.
/// Pawns with the same token are interchangeable, so `(from, value)` names the move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Pawn {
        from: Pawn,
        value: Value,
    },
    /// The pending value(s) cannot be used (D13).
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pawn { from, value } => write!(f, "{from}+{value}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Why a text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveParseError {
    /// Neither `pass` nor `FROM+VALUE`.
    Shape,
    From(PawnTokenError),
    /// The value is not 1, 2, 3, 4, 5, 6 or 12.
    Value,
}

impl fmt::Display for MoveParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveParseError::Shape => {
                f.write_str("a move is FROM+VALUE (like n+1, x+5, 23+3) or pass")
            }
            MoveParseError::From(e) => write!(f, "the pawn before '+' is wrong: {e}"),
            MoveParseError::Value => {
                f.write_str("the value after '+' must be 1, 2, 3, 4, 5, 6 or 12")
            }
        }
    }
}

impl std::error::Error for MoveParseError {}

impl FromStr for Move {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Move, MoveParseError> {
        if s == "pass" {
            return Ok(Move::Pass);
        }
        let (from, value) = s.split_once('+').ok_or(MoveParseError::Shape)?;
        let from = from.parse::<Pawn>().map_err(MoveParseError::From)?;
        let value = value
            .parse::<u8>()
            .ok()
            .filter(|_| value.bytes().all(|b| b.is_ascii_digit()))
            .and_then(Value::new)
            .ok_or(MoveParseError::Value)?;
        Ok(Move::Pawn { from, value })
    }
}

/// Enough room for every move of a position: 7 distinct values × 6 distinct pawns.
const MOVE_LIST_CAPACITY: usize = 48;

/// The legal moves of a position, on the stack (no allocation in the hot path).
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MOVE_LIST_CAPACITY],
    len: u8,
}

impl MoveList {
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MOVE_LIST_CAPACITY],
            len: 0,
        }
    }

    pub(crate) fn push(&mut self, mv: Move) {
        self.moves[self.len as usize] = mv;
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    pub fn contains(&self, mv: &Move) -> bool {
        self.as_slice().contains(mv)
    }

    /// The moves as text, sorted by plain byte order (`10+4 < 3+4 < n+1 < pass < x+5`).
    pub fn sorted_text(&self) -> Vec<(String, Move)> {
        let mut v: Vec<(String, Move)> = self.iter().map(|m| (m.to_string(), *m)).collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::ops::Index<usize> for MoveList {
    type Output = Move;
    fn index(&self, i: usize) -> &Move {
        &self.as_slice()[i]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|m| m.to_string()))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawn_tokens_sort_canonically() {
        let mut pawns: Vec<Pawn> = ["10", "x", "3", "n", "0"]
            .iter()
            .map(|t| t.parse().unwrap())
            .collect();
        pawns.sort();
        let text: Vec<String> = pawns.iter().map(Pawn::to_string).collect();
        assert_eq!(text, ["n", "x", "0", "3", "10"]);
    }

    #[test]
    fn pawn_token_errors() {
        assert_eq!("49".parse::<Pawn>(), Err(PawnTokenError::PastCentre));
        assert_eq!(
            "99999999999999999999999".parse::<Pawn>(),
            Err(PawnTokenError::PastCentre)
        );
        assert_eq!("-1".parse::<Pawn>(), Err(PawnTokenError::NotAPawn));
        assert_eq!("N".parse::<Pawn>(), Err(PawnTokenError::NotAPawn));
        assert_eq!("".parse::<Pawn>(), Err(PawnTokenError::Empty));
    }

    #[test]
    fn moves_round_trip_and_sort_by_text() {
        let texts = ["x+5", "pass", "n+1", "3+4", "10+4", "47+12"];
        let mut list = MoveList::new();
        for t in texts {
            let mv: Move = t.parse().unwrap();
            assert_eq!(mv.to_string(), t);
            list.push(mv);
        }
        let sorted: Vec<String> = list.sorted_text().into_iter().map(|(t, _)| t).collect();
        assert_eq!(sorted, ["10+4", "3+4", "47+12", "n+1", "pass", "x+5"]);
        for bad in [
            "", "n+", "n+7", "n+0", "+3", "y+1", "3+4+", "49+1", "pas", "3+-1",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad} parsed");
        }
    }
}
