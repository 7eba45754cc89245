//! The window's computer thinks on a background thread (a [`Job`]): start it, poll it,
//! stop it at once (undo, a new game, closing the window), or drop it.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use crate::job::{Builder, Job, JobFailed, Stop, Wake};
use crate::makruk::rules::{Move, Position};

use super::level::{Choice, Player};
use super::search::Run;
use super::time::Limits;

/// What a thinker brings back: the player (with its table, for the next move) and its
/// choice, `None` when it found nothing to play.
pub type Thought = (Player, Option<Choice>);

/// A search running on its own thread for a [`Player`], which comes back with the move.
pub struct Thinker {
    best_so_far: Arc<Mutex<Option<Move>>>,
    job: Job<Thought>,
}

impl Thinker {
    /// Starts `player` thinking on `position` (with the repetition `history` before it);
    /// `wake` is called when the move can be polled.
    pub fn start(
        player: Player,
        position: Position,
        history: Vec<u64>,
        limits: Option<Limits>,
        wake: Option<Wake>,
    ) -> Thinker {
        // The search's own flag is the job's: stopping the job stops the search.
        let stop = player.searcher.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let best_so_far = Arc::new(Mutex::new(None));
        let shared = best_so_far.clone();
        // Done in steps: a browser's frames each give the search a slice (on the desktop
        // its thread does it in one).
        let mut state: Option<(Player, Option<Run>)> = Some((player, None));
        let job = Builder::new("makruk-thinker")
            .stop(Stop::from_flag(stop))
            .wake(wake)
            .spawn_steps(move |_, pause| {
                let mut note = |r: &super::search::Report| {
                    if let Some(&mv) = r.pv.first()
                        && let Ok(mut best) = shared.lock()
                    {
                        *best = Some(mv);
                    }
                };
                // Never called again once it has answered.
                let (player, run) = state.as_mut()?;
                let run =
                    run.get_or_insert_with(|| player.begin_choice(&position, &history, limits));
                let choice = player.resume_choice(run, pause, &mut note)?;
                if let Some(c) = &choice {
                    let s = &c.search;
                    crate::platform::trace(format_args!(
                        "makruk-thinker: depth {}, {} nodes in {} ms of thinking",
                        s.depth,
                        s.nodes,
                        s.elapsed.as_millis()
                    ));
                }
                state.take().map(|(player, _)| (player, choice))
            });
        Thinker { best_so_far, job }
    }

    /// Asks the search to stop now; its move (the best so far) then comes at once.
    pub fn stop(&self) {
        self.job.stop();
    }

    /// The search has finished (its move waits in [`Thinker::poll`]).
    pub fn is_done(&self) -> bool {
        self.job.is_finished()
    }

    /// The best move of the deepest finished iteration so far.
    pub fn best_so_far(&self) -> Option<Move> {
        self.best_so_far.lock().ok().and_then(|b| *b)
    }

    /// The player and its choice once the search has finished (once); `None` while it
    /// runs. Never blocks. A search that panicked comes back as its failure.
    pub fn poll(&mut self) -> Option<Result<Thought, JobFailed>> {
        self.job.poll()
    }

    /// Waits for the search (stop it first to have it at once) and hands back the player
    /// and its choice; `None` for the player only if the thread panicked.
    pub fn finish(self) -> (Option<Player>, Option<Choice>) {
        match self.job.wait() {
            Ok((player, choice)) => (Some(player), choice),
            Err(_) => (None, None),
        }
    }
}

// A dropped thinker stops: its job raises the search's stop flag, and the thread ends by
// itself within a few thousand nodes.

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::ai::Level;
    use std::thread;
    use std::time::{Duration, Instant};

    #[test]
    fn a_thinker_stops_at_once_and_returns_a_legal_move() {
        let p = Position::start();
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        let t = Thinker::start(
            Player::new(Level::Master, 1),
            p,
            Vec::new(),
            Some(infinite),
            None,
        );
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
        let player = Player::new(Level::Master, 1);
        let stop = player.searcher.stop_flag();
        let t = Thinker::start(
            player,
            Position::start(),
            Vec::new(),
            Some(Limits {
                infinite: true,
                ..Limits::default()
            }),
            None,
        );
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
            None,
        );
        let (_, choice) = t.finish();
        assert!(p.is_legal(choice.unwrap().mv));
    }

    #[test]
    fn a_thinker_is_polled_without_waiting_and_answers_once() {
        let p = Position::start();
        let mut t = Thinker::start(
            Player::new(Level::Hard, 1),
            p,
            Vec::new(),
            Some(Limits::depth(3)),
            None,
        );
        let start = Instant::now();
        let thought = loop {
            if let Some(thought) = t.poll() {
                break thought;
            }
            assert!(start.elapsed() < Duration::from_secs(30));
            thread::sleep(Duration::from_millis(2));
        };
        let (_, choice) = thought.expect("no panic");
        assert!(p.is_legal(choice.unwrap().mv));
        assert!(t.poll().is_none());
    }
}
