//! Games on this home network in a browser: none. A page has no multicast (nor any
//! socket of its own), so it shows no game and finds none; the desktop's mDNS look is in
//! `lan.rs`, and the web edition is built without it.

use std::convert::Infallible;

use iroh::Endpoint;

use crate::online::lan::Found;

/// A host's showing of its game: nothing in a browser (a field, so that the endpoint's
/// loop makes it as it makes the desktop's).
#[derive(Default)]
pub(super) struct Shown {
    _nothing: (),
}

impl Shown {
    pub(super) fn set(&mut self, _endpoint: &Endpoint, _words: Option<String>) {}
}

/// The look for games on this network, which a page never has.
pub struct LanLook {
    never: Infallible,
    /// As the desktop's: why neighbours' words were skipped (never any here).
    pub log: Vec<String>,
}

impl std::fmt::Debug for LanLook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LanLook")
    }
}

impl LanLook {
    /// No look in a browser: `None` whatever is allowed.
    pub fn start(_allowed: bool, _wake: std::sync::Arc<dyn Fn() + Send + Sync>) -> Option<LanLook> {
        None
    }

    pub fn poll(&mut self) -> bool {
        match self.never {}
    }

    pub fn games(&self) -> Vec<Found> {
        match self.never {}
    }
}
