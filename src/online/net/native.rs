//! What the endpoint's loop needs of the desktop (and the CLI): a thread of its own with
//! a tokio runtime, sockets on loopback, and direct addresses beside a relay. The web
//! edition's are in `web.rs`.

use std::future::Future;
use std::net::SocketAddr;
use std::thread::JoinHandle;

use iroh::Endpoint;
use iroh::endpoint::{Builder, presets};

use super::link::Reach;
use crate::online::invitation::{HostAddress, Invitation, InvitationError};

/// Whether this end has sockets of its own (direct paths); a browser has none.
pub(super) const DIRECT: bool = true;

/// The endpoint's loop, running.
pub(super) struct Runner(Option<JoinHandle<()>>);

/// Runs `body` on a thread of its own in a single-threaded tokio runtime; `broken` is
/// told why if no runtime can be made.
pub(super) fn start<F, Fut>(body: F, broken: impl FnOnce(String) + Send + 'static) -> Runner
where
    F: FnOnce() -> Fut + Send + 'static,
    Fut: Future<Output = ()>,
{
    let thread = std::thread::Builder::new()
        .name("dhayam-online".into())
        .spawn(move || {
            match tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime.block_on(body()),
                Err(e) => broken(e.to_string()),
            }
        })
        .ok();
    Runner(thread)
}

impl Runner {
    /// Waits for the loop to end (its command channel is closed).
    pub(super) fn finish(&mut self) {
        if let Some(thread) = self.0.take() {
            let _ = thread.join();
        }
    }
}

/// An endpoint bound to 127.0.0.1 only, with nothing else: no relay, no address lookup.
pub(super) fn on_loopback() -> Result<Builder, String> {
    Endpoint::builder(presets::Minimal)
        .clear_ip_transports()
        .bind_addr("127.0.0.1:0")
        .map_err(|e| e.to_string())
}

/// The endpoint's sockets on loopback (a host's invitation on this machine).
pub(super) fn loopback_addresses(endpoint: &Endpoint) -> Vec<SocketAddr> {
    endpoint
        .bound_sockets()
        .into_iter()
        .filter(|a| a.ip().is_loopback())
        .collect()
}

/// The reach an endpoint uses here: the one asked (a guest's `host` is the invitation's).
pub(super) fn reach_here(reach: Reach, _host: Option<&HostAddress>) -> Result<Reach, String> {
    Ok(reach)
}

/// What this end asks of an invitation beyond what every end does: nothing here.
pub(super) fn usable_here(_invitation: &Invitation) -> Result<(), InvitationError> {
    Ok(())
}
