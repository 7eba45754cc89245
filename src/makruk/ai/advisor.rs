//! The window's advice on background threads (in a browser, in steps between frames): a
//! hint (and the evaluation bar, which reads a hint's win chance), a review of a finished
//! game, and a computer's answer to a draw offer. Each job stops at once when asked or dropped, so undo, a new game or closing the
//! window never waits for it.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::job::{self, JobFailed, Wake};
use crate::makruk::rules::{Color, Game, Position};
use crate::platform::Instant;

use super::advice::{self, Hint, Hinting, ReviewedMove, Reviewing};
use super::learn::Finding;
use super::params::{
    ADVICE_HASH_MB, DRAW_ACCEPT_MAX_CP, DRAW_OFFER_HASH_MB, DRAW_OFFER_NODES, EVAL_BAR_MS,
    EVAL_BAR_NODES,
};
use super::search::Searcher;
use super::time::Limits;

/// A search running on its own thread (in a browser, in steps between frames), coming
/// back with a `T`.
pub struct Job<T> {
    job: job::Job<T>,
    done: Arc<AtomicUsize>,
    /// A review's moves judged so far, as its thread tells them.
    judged: Arc<Mutex<Vec<ReviewedMove>>>,
}

/// A step of an advisor's work: it goes on until the pause (`None`: to its end) with the
/// searcher, and answers `Some` when done.
type Step<T> = dyn FnMut(&mut Searcher, Option<Instant>, &AtomicUsize, &Mutex<Vec<ReviewedMove>>) -> Option<T>
    + Send;

impl<T: Send + 'static> Job<T> {
    /// `work` done in steps with a searcher of `hash_mb` whose stop flag is the job's: on
    /// the desktop its thread does it in one step, in a browser each frame a step of its
    /// share (`job::Builder::spawn_steps`), so the window keeps painting.
    /// `name` is the job's, and its line in the trace when done ("makruk-hint: done in 40
    /// steps, 812 ms after it began").
    fn spawn(name: &str, hash_mb: usize, wake: Option<Wake>, mut work: Box<Step<T>>) -> Job<T> {
        let done = Arc::new(AtomicUsize::new(0));
        let judged = Arc::new(Mutex::new(Vec::new()));
        let (counter, told) = (done.clone(), judged.clone());
        let (mut searcher, mut steps, began) = (None, 0, Instant::now());
        let traced = name.to_string();
        let job = job::Builder::new(name)
            .wake(wake)
            .spawn_steps(move |stop, pause| {
                let searcher = searcher.get_or_insert_with(|| {
                    advice::searcher(Searcher::with_stop(hash_mb, stop.flag()))
                });
                steps += 1;
                let answer = work(searcher, pause, &counter, &told)?;
                crate::platform::trace(format_args!(
                    "{traced}: done in {steps} steps, {} ms after it began",
                    began.elapsed().as_millis()
                ));
                Some(answer)
            });
        Job { job, done, judged }
    }

    /// The answer once the job has finished (once); `None` while it runs. A search that
    /// panicked comes back as its failure, for the window to say so.
    pub fn poll(&mut self) -> Option<Result<T, JobFailed>> {
        self.job.poll()
    }

    pub fn running(&self) -> bool {
        self.job.is_running()
    }

    /// How many steps of the job are done (a review's positions).
    pub fn progress(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }

    /// A review's moves judged so far.
    pub fn judged(&self) -> Vec<ReviewedMove> {
        self.judged.lock().map(|j| j.clone()).unwrap_or_default()
    }
}

/// The best move here with its win chance, and the next best (`limits`: the hint's own, or
/// a shorter search for the evaluation bar).
pub fn hint_job(
    position: Position,
    history: Vec<u64>,
    limits: Limits,
    wake: Option<Wake>,
) -> Job<Option<Hint>> {
    let mut hinting = Hinting::new(position, history, limits);
    Job::spawn(
        "makruk-hint",
        ADVICE_HASH_MB,
        wake,
        Box::new(move |searcher, pause, _, _| hinting.resume(searcher, pause)),
    )
}

/// The evaluation bar's search: shorter than a hint's.
pub fn eval_limits() -> Limits {
    Limits {
        nodes: Some(EVAL_BAR_NODES),
        movetime: Some(std::time::Duration::from_millis(EVAL_BAR_MS)),
        ..Limits::default()
    }
}

/// Every move of `game` marked by the win chance it lost, a first look then a deeper one
/// (`advice::review_passes`); `progress` counts positions searched (twice the game's) and
/// `judged` holds the moves judged so far. The window is woken after each position, so
/// its progress bar and marks move while nobody touches it.
pub fn review_job(game: Game, wake: Option<Wake>) -> Job<Vec<ReviewedMove>> {
    let step_wake = wake.clone();
    let mut reviewing = Reviewing::new(&game, &advice::review_passes(game.len() + 1));
    Job::spawn(
        "makruk-review",
        ADVICE_HASH_MB,
        wake,
        Box::new(move |searcher, pause, done, told| {
            let stop = searcher.stop_flag();
            reviewing.resume(searcher, pause, &mut |i, _, judged| {
                if let Ok(mut told) = told.lock() {
                    told.clear();
                    told.extend_from_slice(judged);
                }
                done.store(i, Ordering::Relaxed);
                if let Some(wake) = &step_wake {
                    wake();
                }
                !stop.load(Ordering::Relaxed)
            })
        }),
    )
}

/// Whether the computer playing `color` takes a draw offered in `game`'s position: when a
/// short search finds it no better than level (`DRAW_ACCEPT_MAX_CP`).
pub fn draw_answer_job(game: &Game, color: Color, wake: Option<Wake>) -> Job<bool> {
    let position = *game.position();
    let history = game.history().to_vec();
    let mut run = None;
    Job::spawn(
        "makruk-draw-answer",
        DRAW_OFFER_HASH_MB,
        wake,
        Box::new(move |searcher, pause, _, _| {
            let r = advice::search_in_steps(searcher, &mut run, pause, |s| {
                s.begin(&position, &history, Limits::nodes(DRAW_OFFER_NODES), 1)
            })?;
            let own = if position.turn() == color {
                r.score
            } else {
                -r.score
            };
            Some(own <= DRAW_ACCEPT_MAX_CP)
        }),
    )
}

/// A finished game's exercises for `sides` (issue 66): the review's deeper pass alone, as
/// `dhayam-cli learn` finds them, each judged again with a hint's search.
pub fn learn_job(
    game: Game,
    sides: Vec<Color>,
    wake: Option<Wake>,
) -> Job<Vec<super::learn::Exercise>> {
    let mut finding = Finding::new(
        &game,
        &sides,
        &[advice::review_limits()],
        advice::hint_limits(),
    );
    Job::spawn(
        "makruk-learn",
        ADVICE_HASH_MB,
        wake,
        Box::new(move |searcher, pause, _, _| finding.resume(searcher, pause)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::CountingMode;
    use std::thread;

    fn wait<T: Send + 'static>(job: &mut Job<T>) -> T {
        loop {
            if let Some(t) = job.poll() {
                return t.expect("no panic");
            }
            thread::sleep(std::time::Duration::from_millis(5));
        }
    }

    #[test]
    fn a_hint_comes_back_from_its_thread_with_a_legal_move() {
        let position = Position::start();
        let mut job = hint_job(position, Vec::new(), Limits::nodes(5_000), None);
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
        let mut job = review_job(game, None);
        let reviewed = wait(&mut job);
        assert_eq!(reviewed.len(), 3);
        assert_eq!(reviewed[2].ply, 2);
    }

    /// On the desktop each advisor's job is one step on its thread: the same searches as
    /// in one go, node for node, so the same hint and the same draw answer (the review's
    /// and the exercises' steps are checked against one go in `advice` and `learn`).
    #[test]
    fn a_job_on_its_thread_answers_as_the_search_in_one_go() {
        let fresh = || advice::searcher(Searcher::new(ADVICE_HASH_MB));
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        for uci in ["e3e4", "d6d5", "e4d5", "a6a5"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let position = *game.position();
        let history = game.history().to_vec();
        let nodes = Limits::nodes(20_000);
        let mut job = hint_job(position, history.clone(), nodes, None);
        let whole = advice::hint(&mut fresh(), &position, &history, nodes);
        assert_eq!(wait(&mut job), whole);

        let mut job = draw_answer_job(&game, Color::Black, None);
        let mut searcher = advice::searcher(Searcher::new(DRAW_OFFER_HASH_MB));
        let r = searcher.search(
            &position,
            &history,
            Limits::nodes(DRAW_OFFER_NODES),
            1,
            &mut |_| {},
        );
        assert_eq!(wait(&mut job), -r.score <= DRAW_ACCEPT_MAX_CP);
    }
}
