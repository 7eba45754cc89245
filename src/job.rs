//! Work on a background thread, one way for every game: a computer player thinking, a
//! hint, the win chances, a review (in a browser, on the page's thread between frames:
//! `platform::work`). The window never waits for a job: it polls, and the
//! job can wake it when its answer arrives. A job is cancelled at once (its stop flag is
//! raised and its answer, when it comes, goes nowhere), and a job that panics comes back
//! as a value the caller turns into a notice, never as a hang.
//!
//! Below both games and the window: no egui, no game types.

use std::any::Any;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use crate::platform::Instant;
use crate::platform::work::{self, Worker};

/// Called on the job's thread once its answer can be polled (the window passes
/// `request_repaint`: it does not repaint while idle). Defined beside the platform's work,
/// which names it too.
pub use crate::platform::Wake;

/// The flag a job's work checks to stop early. Raised by [`Job::stop`], [`Job::cancel`]
/// and by dropping the job.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

impl Stop {
    pub fn new() -> Stop {
        Stop::default()
    }

    /// A stop flag shared with work that already has one (a search's own).
    pub fn from_flag(flag: Arc<AtomicBool>) -> Stop {
        Stop(flag)
    }

    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// The flag itself, for work that checks an `AtomicBool` (a search).
    pub fn flag(&self) -> Arc<AtomicBool> {
        self.0.clone()
    }
}

/// Why a job came back without an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobFailed {
    /// The work panicked; the panic's message when it said one in words.
    Panicked(Option<String>),
    /// The system would not start a thread (the error's words).
    NoThread(String),
}

type Answer<T> = Result<T, JobFailed>;

/// What the thread leaves for the poller, guarded only for the moment of handing over
/// (the work runs outside the lock, so a panic never poisons it).
struct Slot<T>(Mutex<Option<Answer<T>>>);

impl<T> Slot<T> {
    fn put(&self, answer: Answer<T>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Some(answer);
    }

    fn take(&self) -> Option<Answer<T>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }

    fn is_full(&self) -> bool {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_some()
    }
}

/// How to start a job: its thread's name, a stop flag it shares, who to wake.
pub struct Builder {
    name: String,
    stop: Stop,
    wake: Option<Wake>,
}

impl Builder {
    /// A job on a thread named `name`: `Builder::new("…").wake(…).spawn(work)`.
    pub fn new(name: &str) -> Builder {
        Builder {
            name: name.to_string(),
            stop: Stop::new(),
            wake: None,
        }
    }

    /// Shares `stop` with the work (a search that owns its stop flag).
    pub fn stop(mut self, stop: Stop) -> Builder {
        self.stop = stop;
        self
    }

    /// Calls `wake` on the job's thread once the answer can be polled.
    pub fn wake(mut self, wake: Option<Wake>) -> Builder {
        self.wake = wake;
        self
    }

    /// Starts `work` on its own thread, handing it the job's stop flag: work in steps
    /// ([`Builder::spawn_steps`]) whose one step always answers (in a browser it runs
    /// whole in a frame's share).
    pub fn spawn<T: Send + 'static>(
        self,
        work: impl FnOnce(&Stop) -> T + Send + 'static,
    ) -> Job<T> {
        let mut work = Some(work);
        // Called once: its step answers, so it is never called again.
        self.spawn_steps(move |stop, _| work.take().map(|work| work(stop)))
    }

    /// Starts work done in steps, handing each the job's stop flag and when to pause
    /// (`None`: never); a step answers `Some` when the work is done, `None` to be called
    /// again. On the desktop a thread of its own does it in one step; in a browser each
    /// frame gets a step of its share (`platform::work`), so the window keeps painting.
    pub fn spawn_steps<T: Send + 'static>(
        self,
        mut work: impl FnMut(&Stop, Option<Instant>) -> Option<T> + Send + 'static,
    ) -> Job<T> {
        let slot = Arc::new(Slot(Mutex::new(None)));
        let (stop, shared) = (self.stop.clone(), slot.clone());
        let wake = self.wake;
        let later = wake.clone();
        let step = move |pause: Option<Instant>| {
            let answer = match panic::catch_unwind(AssertUnwindSafe(|| work(&stop, pause))) {
                Ok(None) => return false,
                Ok(Some(answer)) => Ok(answer),
                Err(panic) => Err(JobFailed::Panicked(panic_message(panic.as_ref()))),
            };
            shared.put(answer);
            if let Some(wake) = &later {
                wake();
            }
            true
        };
        let worker = match work::start_steps(self.name, step, wake.as_ref()) {
            Ok(worker) => Some(worker),
            Err(e) => {
                slot.put(Err(JobFailed::NoThread(e)));
                None
            }
        };
        Job {
            stop: self.stop,
            slot,
            worker,
            answered: false,
        }
    }
}

/// Work running on its own thread, coming back with a `T`.
pub struct Job<T> {
    stop: Stop,
    slot: Arc<Slot<T>>,
    worker: Option<Worker>,
    /// The answer has been handed out by `poll`: the job is over.
    answered: bool,
}

impl<T: Send + 'static> Job<T> {
    /// Starts `work` on a thread named `name`, nobody woken (else: [`Builder`]).
    pub fn spawn(name: &str, work: impl FnOnce(&Stop) -> T + Send + 'static) -> Job<T> {
        Builder::new(name).spawn(work)
    }

    /// The answer once there is one (once: then `None` for good); `None` while the work
    /// runs. Never blocks.
    pub fn poll(&mut self) -> Option<Result<T, JobFailed>> {
        if self.answered {
            return None;
        }
        self.settle();
        let answer = self.slot.take().or_else(|| {
            // The thread ended without leaving an answer: only an abort in the panic
            // machinery does that, and the poller still hears of it.
            self.worker
                .as_ref()
                .filter(|w| w.is_finished() && !self.slot.is_full())
                .map(|_| Err(JobFailed::Panicked(None)))
        })?;
        self.answered = true;
        Some(answer)
    }

    /// Whether `poll` would hand out the answer now.
    pub fn is_finished(&self) -> bool {
        self.settle();
        !self.answered
            && (self.slot.is_full() || self.worker.as_ref().is_none_or(|w| w.is_finished()))
    }

    /// Runs work that waits for its poll (in a browser); nothing on the desktop.
    fn settle(&self) {
        if !self.answered
            && let Some(worker) = &self.worker
        {
            worker.settle();
        }
    }

    /// Whether the answer is still to be handed out by `poll`.
    pub fn is_running(&self) -> bool {
        !self.answered
    }

    /// Asks the work to stop now and still wants its answer (a search's best move so far).
    pub fn stop(&self) {
        self.stop.raise();
    }

    /// Stops the work and drops its answer, at once: the thread ends by itself when the
    /// work next checks its flag, unheard.
    pub fn cancel(self) {}

    /// Waits for the answer (stop first to have it soon). For tests, and for work that
    /// stops at once when asked.
    pub fn wait(mut self) -> Result<T, JobFailed> {
        if let Some(worker) = self.worker.take() {
            worker.join();
        }
        self.slot.take().unwrap_or(Err(JobFailed::Panicked(None)))
    }
}

impl<T> Drop for Job<T> {
    /// A dropped job is cancelled: its work is asked to stop and its answer is dropped.
    fn drop(&mut self) {
        self.stop.raise();
    }
}

/// What a panic said, when it said it in words.
fn panic_message(panic: &(dyn Any + Send)) -> Option<String> {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::thread;
    use std::time::{Duration, Instant};

    fn poll_until<T: Send + 'static>(job: &mut Job<T>) -> Result<T, JobFailed> {
        let start = Instant::now();
        loop {
            if let Some(answer) = job.poll() {
                return answer;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the job never answered"
            );
            thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn poll_never_blocks_and_hands_out_the_answer_once() {
        let (go, gate) = std::sync::mpsc::channel::<()>();
        let mut job = Job::spawn("test-poll", move |_| {
            gate.recv().unwrap();
            42
        });
        let clock = Instant::now();
        assert!(job.poll().is_none(), "still working");
        assert!(!job.is_finished());
        assert!(clock.elapsed() < Duration::from_millis(100));
        go.send(()).unwrap();
        assert_eq!(poll_until(&mut job), Ok(42));
        assert!(job.poll().is_none(), "the answer is handed out once");
        assert!(!job.is_running());
    }

    #[test]
    fn cancel_raises_the_stop_flag_and_the_work_ends_unheard() {
        let ended = Arc::new(AtomicBool::new(false));
        let seen = ended.clone();
        let job = Job::spawn("test-cancel", move |stop| {
            while !stop.is_raised() {
                thread::sleep(Duration::from_millis(1));
            }
            seen.store(true, Ordering::Relaxed);
        });
        let clock = Instant::now();
        job.cancel();
        assert!(
            clock.elapsed() < Duration::from_millis(50),
            "cancel does not wait"
        );
        while !ended.load(Ordering::Relaxed) {
            assert!(
                clock.elapsed() < Duration::from_secs(5),
                "the work never stopped"
            );
            thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn a_dropped_job_stops_its_shared_flag() {
        let flag = Arc::new(AtomicBool::new(false));
        let job = Builder::new("test-drop")
            .stop(Stop::from_flag(flag.clone()))
            .spawn(|stop| {
                while !stop.is_raised() {
                    thread::sleep(Duration::from_millis(1));
                }
            });
        drop(job);
        assert!(flag.load(Ordering::Relaxed));
    }

    #[test]
    fn a_stopped_job_still_answers() {
        let mut job = Job::spawn("test-stop", |stop| {
            let mut n = 0u64;
            while !stop.is_raised() {
                n += 1;
                thread::sleep(Duration::from_millis(1));
            }
            n
        });
        job.stop();
        assert!(poll_until(&mut job).is_ok());
    }

    #[test]
    fn a_panicking_job_comes_back_as_a_failure_with_its_message() {
        let mut job: Job<u32> = Job::spawn("test-panic", |_| panic!("the engine broke"));
        assert_eq!(
            poll_until(&mut job),
            Err(JobFailed::Panicked(Some("the engine broke".into())))
        );
        let formatted: Job<u32> = Job::spawn("test-panic-format", |_| panic!("move {}", 7));
        assert_eq!(
            formatted.wait(),
            Err(JobFailed::Panicked(Some("move 7".into())))
        );
        let silent: Job<u32> = Job::spawn("test-panic-any", |_| std::panic::panic_any(5u8));
        assert_eq!(silent.wait(), Err(JobFailed::Panicked(None)));
    }

    #[test]
    fn work_in_steps_goes_on_until_it_answers_and_is_never_paused_here() {
        let (tx, rx) = std::sync::mpsc::channel();
        let wake: Wake = Arc::new(move || {
            let _ = tx.send(());
        });
        let mut steps = 0;
        let mut job = Builder::new("test-steps")
            .wake(Some(wake))
            .spawn_steps(move |_, pause| {
                // A desktop's thread is never asked to pause: one step does it all.
                assert!(pause.is_none());
                steps += 1;
                (steps == 3).then_some(steps)
            });
        rx.recv_timeout(Duration::from_secs(10)).expect("woken");
        assert_eq!(job.poll(), Some(Ok(3)));
        let mut failing: Job<u32> =
            Builder::new("test-steps-panic").spawn_steps(|_, _| panic!("the search broke"));
        assert_eq!(
            poll_until(&mut failing),
            Err(JobFailed::Panicked(Some("the search broke".into())))
        );
    }

    #[test]
    fn the_wake_call_comes_after_the_answer_can_be_polled() {
        let (tx, rx) = std::sync::mpsc::channel();
        let wakes = Arc::new(AtomicUsize::new(0));
        let counted = wakes.clone();
        let wake: Wake = Arc::new(move || {
            counted.fetch_add(1, Ordering::Relaxed);
            let _ = tx.send(());
        });
        let mut job = Builder::new("test-wake").wake(Some(wake)).spawn(|_| 9);
        rx.recv_timeout(Duration::from_secs(10)).expect("woken");
        // A frame repainted by the wake finds the answer waiting.
        assert_eq!(job.poll(), Some(Ok(9)));
        assert_eq!(wakes.load(Ordering::Relaxed), 1);
    }
}
