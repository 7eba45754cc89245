//! Online play on the network: the iroh transport ([`link`]), the host's and a guest's
//! ends on it ([`ends`]), and games on the home network by mDNS ([`lan`]). Everything
//! above the bytes is in the pure layer.

pub mod ends;
pub mod lan;
pub mod link;

pub use ends::{Connection, GuestEnd, HostEnd};
pub use lan::LanLook;
pub use link::{Link, LinkEvent, PathKind, Reach, Wake, usable};
