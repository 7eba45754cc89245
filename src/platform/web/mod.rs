//! The browser (`wasm32-unknown-unknown`): the page's `localStorage` for files, the page's
//! own thread for jobs, and the browser's clock (`web-time`).

pub mod files;
pub mod work;

pub use web_time::{Instant, SystemTime, UNIX_EPOCH};
