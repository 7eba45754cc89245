//! Online play's first layer: the protocol and the session state machines, with no
//! networking in them (issue 33). A transport only moves bytes: it tells the host or a
//! guest that a connection opened, closed or brought bytes, passes the time in, and sends
//! what they give back. Tests run whole games over in-memory queues.
//!
//! - [`message`]: the messages and their limits; [`codec`]: bytes and back, strictly.
//! - [`secret`]: the invitation's proof, each end's entropy, and the dice seed's
//!   commitment (each throw from the seed is the game's: Dhayam's `online/dice.rs`).
//! - [`table`]: the door through which the protocol plays a game ([`GameTable`]); each
//!   game implements it in its own folder, and the list of games sets a game's up
//!   (`games/tables.rs`): nothing here names a game.
//! - [`host`], [`guest`]: the two ends; [`record`]: what both keep, and the dice's
//!   verdict; [`action`]: what a player does; [`flood`]: the flood limit.
//! - [`admission`]: the short code, for a guest that found the game on the home network.
//! - [`lan`]: what a host shows of its game on the home network, read back strictly.
//! - [`invitation`]: the line of text a host sends, and reading it back strictly.
//! - [`relay`]: which relays an endpoint may use (the player's setting).
//! - [`web_link`]: an invitation as a link to the web edition, and reading it back.
//! - [`net`] (the `online` feature): the iroh transport, and the ends on it.
//!
//! docs/online-protocol.md describes the messages and the dice for other implementers.

pub mod action;
pub mod admission;
pub mod codec;
pub mod flood;
pub mod guest;
pub mod host;
pub mod invitation;
pub mod lan;
pub mod message;
#[cfg(feature = "online")]
pub mod net;
pub mod record;
pub mod relay;
pub mod secret;
pub mod table;
pub mod web_link;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use guest::{Divergence, Guest, GuestNotice, LastGame};
pub use host::{Host, HostConfig, HostNotice, Output, PeerId, Seating};
pub use invitation::{HostAddress, Invitation, InvitationError};
pub use message::{
    Bytes32, ClockReading, ErrorCode, GameSetup, Message, Occupancy, Phrase, SeatId, TableClock,
};
pub use record::OnlineDice;
pub use table::{Due, GameTable, Games, Table};
