//! How a game of Makruk ends (M11–M13, M17), as a value.

use std::fmt;

use super::piece::Color;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// M11: the side to move is in check with no legal move.
    Checkmate {
        winner: Color,
    },
    /// M12: not in check, no legal move: a draw.
    Stalemate,
    Draw(DrawReason),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// A count ran past its limit (M15, M16).
    Counting,
    /// The same placement with the same side to move for the third time (M13).
    Repetition,
    /// Only the two khuns are left (M13).
    BareKhuns,
    /// Traditional counting: the side that was counting gave mate, which draws (M17).
    MateWhileCounting,
}

impl Outcome {
    pub fn winner(self) -> Option<Color> {
        match self {
            Outcome::Checkmate { winner } => Some(winner),
            Outcome::Stalemate | Outcome::Draw(_) => None,
        }
    }
}

/// The words of `dhayam-cli makruk play`'s second line (MAKRUK.md).
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Checkmate { .. } => "checkmate",
            Outcome::Stalemate => "stalemate",
            Outcome::Draw(DrawReason::Counting) => "draw counting",
            Outcome::Draw(DrawReason::Repetition) => "draw repetition",
            Outcome::Draw(DrawReason::BareKhuns) => "draw kings",
            Outcome::Draw(DrawReason::MateWhileCounting) => "draw counter's mate",
        })
    }
}
