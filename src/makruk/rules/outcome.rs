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

    /// What the game is worth to `color`: 1 for a win, ½ for a draw, 0 for a loss.
    pub fn points(self, color: Color) -> f64 {
        match self.winner() {
            Some(w) if w == color => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}

/// The PGN result of a game won by `winner` (`None`: drawn): `1-0`, `0-1`, `1/2-1/2`.
pub fn pgn_result(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// The words of `dhayam-cli makruk play`'s second line (docs/src/reference/makruk-rules.md,
/// "The command line's contract").
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m11_m12_a_mate_is_worth_a_point_to_its_winner_and_a_draw_half() {
        let mate = Outcome::Checkmate {
            winner: Color::Black,
        };
        assert_eq!(mate.points(Color::Black), 1.0);
        assert_eq!(mate.points(Color::White), 0.0);
        assert_eq!(Outcome::Stalemate.points(Color::White), 0.5);
        assert_eq!(pgn_result(mate.winner()), "0-1");
        assert_eq!(
            pgn_result(Outcome::Draw(DrawReason::Repetition).winner()),
            "1/2-1/2"
        );
    }
}
