//! Online play on the network: the iroh transport ([`link`]) and the host's and a
//! guest's ends on it ([`ends`]). Everything above the bytes is in the pure layer.

pub mod ends;
pub mod link;

pub use ends::{Connection, GuestEnd, HostEnd};
pub use link::{Link, LinkEvent, PathKind, Reach, Wake, usable};
