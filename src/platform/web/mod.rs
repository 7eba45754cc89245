//! The browser (`wasm32-unknown-unknown`): the page's `localStorage` for files, the page's
//! own thread for jobs, and the browser's clock (`web-time`).

pub mod files;
pub mod work;

pub use web_time::{Instant, SystemTime, UNIX_EPOCH};

/// The fragment of the page's address (`location.hash`, `#join=…` for a link that joins
/// a game at a distance), if it has one.
pub fn page_fragment() -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    (!hash.is_empty()).then_some(hash)
}

/// The page's own address, without its fragment or query (`origin` and `pathname`): where
/// a link to join a game it hosts leads, unless the settings name another page.
pub fn page_address() -> Option<String> {
    let location = web_sys::window()?.location();
    Some(format!(
        "{}{}",
        location.origin().ok()?,
        location.pathname().ok()?
    ))
}

/// Gives the network a moment before its end is dropped: one `pump`. A page cannot wait
/// on its own thread, and needs not: the network's loop runs on after the end is
/// dropped, until it has said goodbye.
pub fn linger(mut pump: impl FnMut()) {
    pump();
}

/// A line in the page's console (`console.debug`) for whoever measures the web edition:
/// what a computer searched, read by `web/browser_test.py`.
pub fn trace(words: std::fmt::Arguments) {
    web_sys::console::debug_1(&words.to_string().into());
}
