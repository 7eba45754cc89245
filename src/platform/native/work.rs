//! A job's work on a thread of its own.

use std::thread::{self, JoinHandle};

use super::Instant;

/// Work started by [`start_steps`].
pub struct Worker(JoinHandle<()>);

/// Starts work done in steps, each told when to pause (`None`: never) and saying whether
/// the work is done, on a thread named `name`, which does it in one step; the system's
/// words when it will not start one. `_wake` is for platforms that run the work later on
/// the window's thread: here the work wakes the window itself when it is done.
pub fn start_steps(
    name: String,
    mut step: impl FnMut(Option<Instant>) -> bool + Send + 'static,
    _wake: Option<&crate::platform::wake::Wake>,
) -> Result<Worker, String> {
    thread::Builder::new()
        .name(name)
        .spawn(move || while !step(None) {})
        .map(Worker)
        .map_err(|e| e.to_string())
}

/// A new frame of the window: nothing to share out here, the work has threads.
pub fn frame() {}

impl Worker {
    /// Nothing to do: the thread runs by itself.
    pub fn settle(&self) {}

    /// Whether the work has ended (with or without leaving its answer).
    pub fn is_finished(&self) -> bool {
        self.0.is_finished()
    }

    /// Waits for the work to end.
    pub fn join(self) {
        let _ = self.0.join();
    }
}
