//! The window's computer thinks on a background thread: start it, poll it, stop it at
//! once (undo, a new game, closing the window), or drop it.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};

use crate::makruk::rules::{Move, Position};

use super::level::{Choice, Player};
use super::time::Limits;

/// A search running on its own thread for a [`Player`], which comes back with the move.
pub struct Thinker {
    stop: Arc<std::sync::atomic::AtomicBool>,
    best_so_far: Arc<Mutex<Option<Move>>>,
    handle: Option<JoinHandle<(Player, Option<Choice>)>>,
}

impl Thinker {
    /// Starts `player` thinking on `position` (with the repetition `history` before it).
    pub fn start(
        mut player: Player,
        position: Position,
        history: Vec<u64>,
        limits: Option<Limits>,
    ) -> Thinker {
        let stop = player.searcher.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let best_so_far = Arc::new(Mutex::new(None));
        let shared = best_so_far.clone();
        let handle = thread::Builder::new()
            .name("makruk-thinker".into())
            .spawn(move || {
                let mut note = |r: &super::search::Report| {
                    if let Some(&mv) = r.pv.first()
                        && let Ok(mut best) = shared.lock()
                    {
                        *best = Some(mv);
                    }
                };
                let choice = player.choose(&position, &history, limits, &mut note);
                (player, choice)
            })
            .expect("a thread for the computer player");
        Thinker {
            stop,
            best_so_far,
            handle: Some(handle),
        }
    }

    /// Asks the search to stop now; [`Thinker::finish`] then returns at once.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The search has finished (its move waits in [`Thinker::finish`]).
    pub fn is_done(&self) -> bool {
        self.handle.as_ref().is_none_or(|h| h.is_finished())
    }

    /// The best move of the deepest finished iteration so far.
    pub fn best_so_far(&self) -> Option<Move> {
        self.best_so_far.lock().ok().and_then(|b| *b)
    }

    /// Waits for the search (stop it first to have it at once) and hands back the player
    /// and its choice; `None` for the player only if the thread panicked.
    pub fn finish(mut self) -> (Option<Player>, Option<Choice>) {
        match self.handle.take().map(JoinHandle::join) {
            Some(Ok((player, choice))) => (Some(player), choice),
            _ => (None, None),
        }
    }
}

impl Drop for Thinker {
    /// A dropped thinker stops; its thread ends by itself within a few thousand nodes.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::ai::Level;
    use std::time::{Duration, Instant};

    #[test]
    fn a_thinker_stops_at_once_and_returns_a_legal_move() {
        let p = Position::start();
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        let t = Thinker::start(Player::new(Level::Master, 1), p, Vec::new(), Some(infinite));
        thread::sleep(Duration::from_millis(100));
        assert!(!t.is_done());
        let clock = Instant::now();
        t.stop();
        let (player, choice) = t.finish();
        assert!(clock.elapsed() < Duration::from_millis(200));
        assert!(player.is_some());
        assert!(p.is_legal(choice.unwrap().mv));
    }

    #[test]
    fn a_dropped_thinker_stops_its_thread() {
        let t = Thinker::start(
            Player::new(Level::Master, 1),
            Position::start(),
            Vec::new(),
            Some(Limits {
                infinite: true,
                ..Limits::default()
            }),
        );
        let stop = t.stop.clone();
        drop(t);
        assert!(stop.load(Ordering::Relaxed));
    }

    #[test]
    fn a_thinker_reports_its_best_move_so_far() {
        let p = Position::start();
        let t = Thinker::start(
            Player::new(Level::Hard, 1),
            p,
            Vec::new(),
            Some(Limits::depth(3)),
        );
        let (_, choice) = t.finish();
        assert!(p.is_legal(choice.unwrap().mv));
    }
}
