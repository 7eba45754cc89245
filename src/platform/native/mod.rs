//! The desktop: the system's folders, threads and clock.

pub mod files;
pub mod work;

pub use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The fragment of the address the app was opened at (`#join=…`): a desktop app has
/// none (its command line names what to open).
pub fn page_fragment() -> Option<String> {
    None
}

/// The address of the page the app runs in: a desktop app is no page.
pub fn page_address() -> Option<String> {
    None
}

/// Gives the network a moment to send what was written last before its end is dropped
/// (a host's goodbye): `pump` ten times, 20 ms apart.
pub fn linger(mut pump: impl FnMut()) {
    for _ in 0..10 {
        pump();
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// A line for whoever measures the web edition (its page's console); nothing here, where
/// `dhayam-cli` says what the searches do.
pub fn trace(_words: std::fmt::Arguments) {}
