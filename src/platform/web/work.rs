//! A job's work in a browser. The page has one thread for us (threads in wasm need
//! shared memory, which a page served as plain static files does not get), so the work
//! waits until the job is first polled or asked whether it is done, and runs then, on
//! the page's thread between two frames: the window does not paint while it runs, for
//! as long as the computer's level gives it (the searches keep their own time limits).
//! Running it in slices of a frame or in a web worker is for a later step of issue 65.

use std::cell::RefCell;

type Run = Box<dyn FnOnce() + Send>;

/// Work waiting for its poll, or done.
pub struct Worker(RefCell<Option<Run>>);

/// Keeps `run` for the job's first poll and asks for a frame (`wake`) to poll it in.
pub fn start(
    _name: String,
    run: impl FnOnce() + Send + 'static,
    wake: Option<&crate::platform::wake::Wake>,
) -> Result<Worker, String> {
    if let Some(wake) = wake {
        wake();
    }
    Ok(Worker(RefCell::new(Some(Box::new(run)))))
}

impl Worker {
    /// Runs the work now if it has not run yet.
    pub fn settle(&self) {
        // Taken out first, so the work runs with nothing borrowed.
        let run = self.0.borrow_mut().take();
        if let Some(run) = run {
            run();
        }
    }

    /// Whether the work has run.
    pub fn is_finished(&self) -> bool {
        self.0.borrow().is_none()
    }

    /// Runs the work if it has not run yet.
    pub fn join(self) {
        self.settle();
    }
}
