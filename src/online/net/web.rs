//! What the endpoint's loop needs of a browser (the web edition, issue 65): the page's
//! own thread (`wasm_bindgen_futures::spawn_local`; n0-future's timers are the
//! browser's), and a relay for every connection, since a page has no sockets of its own
//! (iroh's `wasm_browser` build: relay only, over WebSockets). No relay is chosen for
//! the page: a guest goes through the relay its invitation names, a host through the
//! player's own relay (Settings: Online relay), never n0's by default.

use std::future::Future;
use std::net::SocketAddr;

use iroh::Endpoint;
use iroh::endpoint::Builder;

use super::link::Reach;
use crate::online::invitation::{HostAddress, Invitation, InvitationError};

/// Whether this end has sockets of its own (direct paths): a page has none.
pub(super) const DIRECT: bool = false;

/// The endpoint's loop, running on the page's thread.
pub(super) struct Runner;

/// Runs `body` on the page's own thread, between the page's other work.
pub(super) fn start<F, Fut>(body: F, _broken: impl FnOnce(String) + Send + 'static) -> Runner
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + 'static,
{
    wasm_bindgen_futures::spawn_local(body());
    Runner
}

impl Runner {
    /// Nothing to wait for: the loop ends by itself once its command channel is closed.
    pub(super) fn finish(&mut self) {}
}

/// A page cannot bind sockets, on loopback or anywhere.
pub(super) fn on_loopback() -> Result<Builder, String> {
    Err("a browser has no sockets of its own: it connects through a relay".into())
}

pub(super) fn loopback_addresses(_endpoint: &Endpoint) -> Vec<SocketAddr> {
    Vec::new()
}

/// The reach a page's endpoint uses: a guest's is the relay of its invitation (`host`),
/// a host's the player's own relay. Nothing else: no loopback, no direct paths, and no
/// default relay (n0's) it could fall back to.
pub(super) fn reach_here(reach: Reach, host: Option<&HostAddress>) -> Result<Reach, String> {
    super::link::through_a_relay(reach, host)
}

/// A page joins only through a relay: an invitation without one leads nowhere here.
pub(super) fn usable_here(invitation: &Invitation) -> Result<(), InvitationError> {
    match invitation.host.relay {
        Some(_) => Ok(()),
        None => Err(InvitationError::NoRelay),
    }
}
