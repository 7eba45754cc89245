//! Makruk's rules: pure, deterministic, no egui, no I/O, no randomness.
//!
//! An unchecked [`Setup`] (what FEN reads) becomes a [`Position`] only through
//! [`Position::from_setup`]; a position then changes only by legal moves. A [`Game`] keeps
//! the history that repetition and traditional counting need. The book's
//! docs/src/reference/makruk-rules.md is the specification; rule IDs M1–M17 name the tests.

pub mod attacks;
mod bitboard;
mod board;
pub mod counting;
mod fen;
mod game;
mod movegen;
mod moves;
mod outcome;
pub mod perft;
mod piece;
mod position;
mod refusal;
mod san;
mod setup;
mod square;
mod uci;
mod validate;
pub mod zobrist;

pub use bitboard::Bitboard;
pub use board::Board;
pub use counting::{Count, Honour};
pub use fen::{FenError, START_FEN};
pub use game::{CountError, CountingMode, Game, GameError, SpokenCount};
pub use movegen::promotion_rank;
pub use moves::{MAX_MOVES, Move, MoveList, Uci};
pub use outcome::{DrawReason, Outcome, pgn_result};
pub use piece::{ByColor, Color, Piece, Role};
pub use position::{PlayError, Position};
pub use refusal::{Refusal, refusal};
pub use san::SanError;
pub use setup::Setup;
pub use square::{File, Rank, Square, SquareError};
pub use uci::UciError;
pub use validate::PositionError;
