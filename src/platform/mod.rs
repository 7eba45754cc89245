//! What differs between the desktop and the web edition (issue 65), behind one set of
//! names, so that nothing above knows which it runs on:
//!
//! - `files`: where the app keeps its files, and reading and writing them. On the
//!   desktop, the system's folders with atomic writes; in a browser, the page's
//!   `localStorage`, one key per path.
//! - `work`: where a job (a computer thinking, a hint) runs. On the desktop, a thread of
//!   its own; in a browser, which has no threads for us, on the page's own thread between
//!   two frames, in steps, a slice of each frame (`work::frame` opens the frame's
//!   share); work that cannot pause is one step, run whole in a frame's share.
//! - `linger`: a moment for the network to send its last words (online play).
//! - `page_fragment`: the `#…` of the page's address (a link to join a game); none on
//!   the desktop. `page_address`: the page's address before it (where a page that hosts
//!   links to); none on the desktop.
//! - `trace`: a line for whoever measures (the page's console; nothing on the desktop).
//! - `Instant` and `SystemTime`: the clock. The standard library's panics in a browser.
//!
//! The window's own platform parts (starting on the page's canvas, the file dialogs) are
//! in `shell` (`shell::web`).

mod wake;
pub use wake::Wake;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(not(target_arch = "wasm32"))]
pub use native::*;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::*;
