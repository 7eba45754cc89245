//! The window's advice on background threads: a hint (and the evaluation bar, which reads
//! a hint's win chance), and a review of a finished game. Each job stops at once when
//! asked or dropped, so undo, a new game or closing the window never waits for it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::{self, JoinHandle};

use crate::makruk::rules::{Game, Position};

use super::hint::{self, Hint, Reviewed};
use super::search::Searcher;
use super::time::Limits;

/// The hash table of an advice search, in MB: small, as each job has its own.
const HASH_MB: usize = 16;

/// A search running on its own thread, coming back with a `T`.
pub struct Job<T> {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicUsize>,
    handle: Option<JoinHandle<T>>,
}

impl<T: Send + 'static> Job<T> {
    fn spawn(work: impl FnOnce(&mut Searcher, &AtomicUsize) -> T + Send + 'static) -> Job<T> {
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicUsize::new(0));
        let (flag, counter) = (stop.clone(), done.clone());
        let handle = thread::Builder::new()
            .name("makruk-advice".into())
            .spawn(move || {
                let mut searcher = Searcher::with_stop(HASH_MB, flag);
                work(&mut searcher, &counter)
            })
            .expect("a thread for advice");
        Job {
            stop,
            done,
            handle: Some(handle),
        }
    }

    /// The answer once the job has finished (then `None` again); `None` while it runs, and
    /// for good if its thread panicked.
    pub fn poll(&mut self) -> Option<T> {
        if self.handle.as_ref().is_some_and(|h| h.is_finished()) {
            return self.handle.take()?.join().ok();
        }
        None
    }

    pub fn running(&self) -> bool {
        self.handle.is_some()
    }

    /// How many steps of the job are done (a review's positions).
    pub fn progress(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The best move here with its win chance, and the next best (`limits`: the hint's own, or
/// a shorter search for the evaluation bar).
pub fn hint_job(position: Position, history: Vec<u64>, limits: Limits) -> Job<Option<Hint>> {
    Job::spawn(move |searcher, _| hint::hint(searcher, &position, &history, limits))
}

/// The evaluation bar's search: shorter than a hint's.
pub fn eval_limits() -> Limits {
    Limits {
        nodes: Some(150_000),
        movetime: Some(std::time::Duration::from_millis(250)),
        ..Limits::default()
    }
}

/// Every move of `game` marked by the win chance it lost; `progress` counts positions.
pub fn review_job(game: Game) -> Job<Vec<Reviewed>> {
    Job::spawn(move |searcher, done| {
        let stop = searcher.stop_flag();
        hint::review(searcher, &game, hint::review_limits(), &mut |i, _| {
            done.store(i, Ordering::Relaxed);
            !stop.load(Ordering::Relaxed)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::CountingMode;

    fn wait<T: Send + 'static>(job: &mut Job<T>) -> T {
        loop {
            if let Some(t) = job.poll() {
                return t;
            }
            thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn a_hint_comes_back_from_its_thread_with_a_legal_move() {
        let position = Position::start();
        let mut job = hint_job(position, Vec::new(), Limits::nodes(5_000));
        let hint = wait(&mut job).expect("a hint");
        assert!(position.legal_moves().iter().any(|&m| m == hint.best.mv));
        assert!(!job.running());
    }

    #[test]
    fn a_review_marks_every_move() {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        for uci in ["e3e4", "d6d5", "e4d5"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let mut job = review_job(game);
        let reviewed = wait(&mut job);
        assert_eq!(reviewed.len(), 3);
        assert_eq!(reviewed[2].ply, 2);
    }
}
