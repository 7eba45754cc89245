//! Online play on the network: the iroh transport ([`link`]), the host's and a guest's
//! ends on it ([`ends`]), and games on the home network by mDNS ([`lan`]). Everything
//! above the bytes is in the pure layer.
//!
//! What differs in a browser (the web edition, issue 65) is in two small files chosen by
//! the target, so that nothing above knows which it runs on: `native.rs` and `web.rs`
//! (where the endpoint's loop runs, loopback sockets, which reach an endpoint may use),
//! and `lan.rs` and `lan_web.rs` (a page has no mDNS).

pub mod ends;
#[cfg(not(target_arch = "wasm32"))]
pub mod lan;
#[cfg(target_arch = "wasm32")]
#[path = "lan_web.rs"]
pub mod lan;
pub mod link;

#[cfg(not(target_arch = "wasm32"))]
#[path = "native.rs"]
mod here;
#[cfg(target_arch = "wasm32")]
#[path = "web.rs"]
mod here;

/// Whether games are shown and found on the home network here: on the desktop (off
/// loopback), never in a browser.
pub const HOME_NETWORK: bool = here::DIRECT;

pub use ends::{Connection, GuestEnd, HostEnd};
pub use lan::LanLook;
pub use link::{Link, LinkEvent, PathKind, Reach, Wake, usable};
