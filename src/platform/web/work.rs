//! A job's work in a browser. The page has one thread for us (threads in wasm need
//! shared memory, which a page served as plain static files does not get), so work runs
//! on the page's thread, between two frames, when its job is polled.
//!
//! Every job is work in steps ([`start_steps`]; work in one piece is one step that always
//! answers): [`frame`] opens the frame's share ([`SLICE`]), a step pauses when it is
//! spent, and the window is woken for the next frame, where the work goes on; the window
//! keeps painting while the computer thinks. A step that cannot pause runs whole once
//! its frame's share begins: the window paints nothing meanwhile.

use std::cell::{Cell, RefCell};
use std::time::Duration;

use super::Instant;
use crate::platform::wake::Wake;

/// The share of a frame the work gets: at 60 frames a second (16.7 ms each), what is
/// left is the window's own painting.
pub const SLICE: Duration = Duration::from_millis(10);

/// A step this much longer than its slice is traced.
const OVERRUN: Duration = Duration::from_millis(50);

thread_local! {
    /// When this frame's share of work ends; `None` before the first frame.
    static SHARE_ENDS: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// A frame begins: the work polled in it may run for [`SLICE`], all jobs together.
pub fn frame() {
    SHARE_ENDS.set(Some(Instant::now() + SLICE));
}

type Step = Box<dyn FnMut(Option<Instant>) -> bool + Send>;

/// Work waiting for its poll, going on in steps, or done.
pub struct Worker {
    /// The job's name, in the trace of a step that overran its share.
    name: String,
    step: RefCell<Option<Step>>,
    wake: Option<Wake>,
}

/// Keeps `step` for the job's polls, each running a step until the frame's share is
/// spent (`step` says whether the work is done); asks for a frame (`wake`) to begin in.
pub fn start_steps(
    name: String,
    step: impl FnMut(Option<Instant>) -> bool + Send + 'static,
    wake: Option<&Wake>,
) -> Result<Worker, String> {
    if let Some(wake) = wake {
        wake();
    }
    Ok(Worker {
        name,
        step: RefCell::new(Some(Box::new(step))),
        wake: wake.cloned(),
    })
}

impl Worker {
    /// Runs a step of the work, if this frame's share is not spent; wakes the window for
    /// the next frame while work is left.
    pub fn settle(&self) {
        // Taken out first, so the work runs with nothing borrowed.
        let Some(mut step) = self.step.borrow_mut().take() else {
            return;
        };
        let now = Instant::now();
        let ends = SHARE_ENDS.get().filter(|&e| e > now);
        // Polled outside a frame (or in one whose share is spent by another job): a
        // slice of its own only when no frame has begun yet.
        let pause = match ends {
            Some(ends) => Some(ends),
            None if SHARE_ENDS.get().is_none() => Some(now + SLICE),
            None => None,
        };
        let done = pause.is_some_and(|pause| step(Some(pause)));
        // A step that cannot pause in time holds the frame: a line for whoever measures.
        let took = now.elapsed();
        if took > OVERRUN {
            crate::platform::trace(format_args!(
                "{}: a step of {} ms",
                self.name,
                took.as_millis()
            ));
        }
        if !done {
            *self.step.borrow_mut() = Some(step);
            if let Some(wake) = &self.wake {
                wake();
            }
        }
    }

    /// Whether the work has run to its end.
    pub fn is_finished(&self) -> bool {
        self.step.borrow().is_none()
    }

    /// Runs the rest of the work at once.
    pub fn join(self) {
        if let Some(mut step) = self.step.into_inner() {
            while !step(None) {}
        }
    }
}
