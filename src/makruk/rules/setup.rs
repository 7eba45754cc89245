//! An unchecked position: what FEN reads and what a test or an editor builds. Only
//! `Position::from_setup` turns it into a position the rules will play.

use super::board::Board;
use super::counting::Count;
use super::piece::Color;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// FEN fields 4 and 5 while a count runs (M17).
    pub count: Option<Count>,
    /// Plies since the last bia move or capture; kept, but it ends nothing (M13). FEN holds
    /// it in field 5 only while no count runs.
    pub halfmoves: u32,
    /// Starts at 1 and goes up after each of Black's moves.
    pub fullmoves: u32,
}

impl Setup {
    /// M2's start position.
    pub fn start() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::White,
            count: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            ..Setup::start()
        }
    }
}
