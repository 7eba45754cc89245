//! Dhayam Position Notation (docs/src/reference/dhayam-rules.md, "Writing a position down:
//! DPN"): parsing with precise errors, and the canonical format.

use std::fmt;

use super::moves::{Pawn, PawnTokenError};
use super::options::Options;
use super::position::Position;
use super::seat::{BySeat, Seat, SeatSet};
use super::setup::Setup;
use super::throw::Value;
use super::validate::PositionError;

/// The five fields of a DPN line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DpnField {
    Pawns,
    ToMove,
    Cut,
    Dice,
    Finished,
}

impl fmt::Display for DpnField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DpnField::Pawns => "field 1 (pawns)",
            DpnField::ToMove => "field 2 (to move)",
            DpnField::Cut => "field 3 (cut)",
            DpnField::Dice => "field 4 (dice)",
            DpnField::Finished => "field 5 (finished)",
        })
    }
}

/// What is wrong with one token of a field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenProblem {
    /// The pawns field has other than four `/`-separated groups.
    GroupCount(usize),
    Pawn(Seat, PawnTokenError),
    /// Not one of `R`, `G`, `Y`, `B`.
    NotASeat,
    /// A seat letter given twice.
    SeatRepeated(Seat),
    /// Not 1, 2, 3, 4, 5, 6 or 12.
    NotAValue,
    /// A `+` anywhere but at the end of the dice field.
    MisplacedPlus,
}

/// Why a DPN line cannot be read. Syntax problems name the field and token;
/// impossible positions carry the rules' own error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DpnError {
    Empty,
    /// A DPN line has 4 fields, or 5 with `places=on`.
    FieldCount(usize),
    Token {
        field: DpnField,
        token: String,
        problem: TokenProblem,
    },
    Impossible(PositionError),
}

impl fmt::Display for DpnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DpnError::Empty => f.write_str("the position is empty"),
            DpnError::FieldCount(n) => write!(
                f,
                "the position has {n} fields; DPN has 4 (pawns, to move, cut, dice) and an optional 5th (finished)"
            ),
            DpnError::Token {
                field,
                token,
                problem,
            } => {
                // Tokens come from untrusted input: keep messages one short line.
                let shown: String = token.chars().take(40).collect();
                let ellipsis = if token.chars().count() > 40 {
                    "…"
                } else {
                    ""
                };
                write!(f, "{field}, '{}{ellipsis}': ", shown.escape_debug())?;
                match problem {
                    TokenProblem::GroupCount(n) => write!(
                        f,
                        "{n} seat groups; there must be 4 (R/G/Y/B, '-' for a seat not playing)"
                    ),
                    TokenProblem::Pawn(seat, e) => write!(f, "{seat} group: {e}"),
                    TokenProblem::NotASeat => f.write_str("seats are written R, G, Y or B"),
                    TokenProblem::SeatRepeated(s) => write!(f, "{s} is listed twice"),
                    TokenProblem::NotAValue => {
                        f.write_str("a throw's value is 1, 2, 3, 4, 5, 6 or 12")
                    }
                    TokenProblem::MisplacedPlus => {
                        f.write_str("'+' may only end the dice field (5,12+)")
                    }
                }
            }
            DpnError::Impossible(e) => write!(f, "impossible position: {e}"),
        }
    }
}

impl std::error::Error for DpnError {}

impl From<PositionError> for DpnError {
    fn from(e: PositionError) -> DpnError {
        DpnError::Impossible(e)
    }
}

fn token_error(field: DpnField, token: &str, problem: TokenProblem) -> DpnError {
    DpnError::Token {
        field,
        token: token.to_string(),
        problem,
    }
}

fn parse_seat_list(field: DpnField, text: &str) -> Result<Vec<Seat>, DpnError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut seats = Vec::new();
    for c in text.chars() {
        let seat =
            Seat::from_letter(c).ok_or_else(|| token_error(field, text, TokenProblem::NotASeat))?;
        if seats.contains(&seat) {
            return Err(token_error(field, text, TokenProblem::SeatRepeated(seat)));
        }
        seats.push(seat);
    }
    Ok(seats)
}

/// Reads a DPN line into an unchecked setup; syntax only.
pub fn parse_setup(text: &str) -> Result<Setup, DpnError> {
    let fields: Vec<&str> = text.split_ascii_whitespace().collect();
    if fields.is_empty() {
        return Err(DpnError::Empty);
    }
    if !(4..=5).contains(&fields.len()) {
        return Err(DpnError::FieldCount(fields.len()));
    }

    let groups: Vec<&str> = fields[0].split('/').collect();
    if groups.len() != 4 {
        return Err(token_error(
            DpnField::Pawns,
            fields[0],
            TokenProblem::GroupCount(groups.len()),
        ));
    }
    let mut pawns: BySeat<Option<Vec<Pawn>>> = BySeat::default();
    for (seat, group) in Seat::ALL.into_iter().zip(groups) {
        if group == "-" {
            continue;
        }
        let list = group
            .split(',')
            .map(|t| {
                t.parse::<Pawn>()
                    .map_err(|e| token_error(DpnField::Pawns, t, TokenProblem::Pawn(seat, e)))
            })
            .collect::<Result<Vec<Pawn>, DpnError>>()?;
        pawns[seat] = Some(list);
    }

    let to_move = match fields[1].chars().collect::<Vec<_>>()[..] {
        [c] => Seat::from_letter(c),
        _ => None,
    }
    .ok_or_else(|| token_error(DpnField::ToMove, fields[1], TokenProblem::NotASeat))?;

    let cut: SeatSet = parse_seat_list(DpnField::Cut, fields[2])?
        .into_iter()
        .collect();

    let dice_text = fields[3];
    let (values_text, throw_again) = match dice_text.strip_suffix('+') {
        Some(rest) => (rest, true),
        None => (dice_text, false),
    };
    let mut dice = Vec::new();
    if values_text.contains('+') {
        return Err(token_error(
            DpnField::Dice,
            dice_text,
            TokenProblem::MisplacedPlus,
        ));
    }
    if values_text != "-" && !(values_text.is_empty() && throw_again) {
        for t in values_text.split(',') {
            let value = t
                .parse::<u8>()
                .ok()
                .filter(|_| t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(Value::new)
                .ok_or_else(|| token_error(DpnField::Dice, t, TokenProblem::NotAValue))?;
            dice.push(value);
        }
    } else if values_text == "-" && throw_again {
        return Err(token_error(
            DpnField::Dice,
            dice_text,
            TokenProblem::MisplacedPlus,
        ));
    }

    let finished = match fields.get(4) {
        Some(text) => parse_seat_list(DpnField::Finished, text)?,
        None => Vec::new(),
    };

    Ok(Setup {
        pawns,
        to_move,
        cut,
        dice,
        throw_again,
        finished,
    })
}

/// Reads and checks a DPN line under the given options.
pub fn parse(text: &str, options: Options) -> Result<Position, DpnError> {
    let setup = parse_setup(text)?;
    Ok(Position::from_setup(setup, options)?)
}

/// The canonical DPN of a position; the 5th field only where finished seats are kept
/// (`places=on`, or `teams=on`: V13).
pub fn format(position: &Position) -> String {
    let groups: Vec<String> = Seat::ALL
        .into_iter()
        .map(|seat| {
            if position.seats().contains(seat) {
                let tokens: Vec<String> =
                    position.pawns(seat).iter().map(Pawn::to_string).collect();
                tokens.join(",")
            } else {
                "-".to_string()
            }
        })
        .collect();
    let mut text = format!(
        "{} {} {} {}",
        groups.join("/"),
        position.thrower().letter(),
        position.have_cut().to_letters(),
        position.pending()
    );
    if position.options().keeps_finishers() {
        text.push(' ');
        text.push_str(&position.finished().to_letters());
    }
    text
}

impl Position {
    /// Reads a DPN line under the given options.
    pub fn from_dpn(text: &str, options: Options) -> Result<Position, DpnError> {
        parse(text, options)
    }

    /// The canonical DPN of this position.
    pub fn to_dpn(&self) -> String {
        format(self)
    }
}

impl fmt::Display for Position {
    /// The canonical DPN of the position.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format(self))
    }
}
