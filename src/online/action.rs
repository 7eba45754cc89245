//! What a player does at the table, from either end: the host's own seats and computer
//! seats act through `Host::act`, a guest's seats through `Guest::act`. Both check it
//! against the same rules; only the host's decision counts.

use super::message::Phrase;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Dhayam: throw the dice for the seat.
    Throw,
    /// A move in the game's notation: `n+1`, `23+3`, `pass`; `e3e4`, `e5e6m`.
    Move(String),
    /// Makruk.
    Resign,
    /// Makruk.
    OfferDraw,
    /// Makruk: accept or decline the other side's offer.
    AnswerDraw(bool),
    Phrase(Phrase),
    Chat(String),
}
