//! The game itself: pure, deterministic, no egui, no I/O, no randomness.
//!
//! Dice are an input: a caller throws (`Position::throw`) with a value from wherever it
//! likes (a seeded generator, a scripted tutorial, a saved game), then plays one of
//! `Position::legal_moves`. The book's docs/src/reference/dhayam-rules.md is the
//! specification; rule IDs D1–D15 name the tests.

mod board;
pub mod dpn;
mod moves;
mod options;
mod position;
mod seat;
mod setup;
mod throw;
mod unusable;
mod validate;

pub use board::{Board, Progress, Square};
pub use dpn::{DpnError, DpnField, TokenProblem};
pub use moves::{Move, MoveList, MoveParseError, Pawn, PawnTokenError};
pub use options::{Entry, Options, OptionsError, Pairs, TurnMode};
pub use position::{
    IllegalMove, Landing, MAX_PAWNS, MoveReport, Outcome, Pending, Phase, PlayError, Position,
    ThrowError,
};
pub use seat::{BySeat, Seat, SeatOrder, SeatSet};
pub use setup::{POOL_CAPACITY, Setup};
pub use throw::{Face, Implement, Shells, Throw, Value};
pub use unusable::{EntryNeed, Unusable};
pub use validate::PositionError;
