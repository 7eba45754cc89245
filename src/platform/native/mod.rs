//! The desktop: the system's folders, threads and clock.

pub mod files;
pub mod work;

pub use std::time::{Instant, SystemTime, UNIX_EPOCH};
