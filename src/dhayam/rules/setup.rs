//! An unchecked position: what DPN reads and what a save or a test builds. Only
//! `Position::from_setup` turns it into a position the rules will play.

use super::moves::Pawn;
use super::seat::{BySeat, Seat, SeatSet};
use super::throw::Value;

/// How many values a pooled turn can hold. A chain this long has a chance of about
/// (5/16)^23 ≈ 2·10⁻¹²; the throw that fills the pool ends the chain (docs/rules-notes.md).
pub const POOL_CAPACITY: usize = 24;

/// An unchecked position, as read from DPN or a save: any field may be impossible.
/// The only road to a `Position` is `Position::from_setup`, which checks everything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Each seat's pawns in any order; `None` for a seat not playing.
    pub pawns: BySeat<Option<Vec<Pawn>>>,
    pub to_move: Seat,
    /// Seats that have cut at least once (their gate is open, D11).
    pub cut: SeatSet,
    /// Values waiting to be used, in the order thrown.
    pub dice: Vec<Value>,
    /// Pooled turns: the seat must throw again first (a trailing `+`).
    pub throw_again: bool,
    /// Seats that have finished, in order (`places=on`).
    pub finished: Vec<Seat>,
}
