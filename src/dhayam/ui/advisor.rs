//! Advice on background threads (each a [`Job`], done in steps: in a browser each frame
//! gives it a slice): the hint for a person's decision, the win chances of every seat,
//! and the post-game review. Each job remembers the position it
//! was asked about; an answer for a position the game has left is dropped, never shown.
//! The review tells its decisions as they are judged (`review_so_far`), so the window
//! shows them while the rest are worked out.
//! A job that fails is kept to be told (`take_failures`), and the advice goes on.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::platform::Instant;

use crate::job::{Builder, Job, JobFailed, Wake};

use crate::dhayam::ai::advice::{Chances, Progress, Ranking, Reviewing, hint_of};
use crate::dhayam::ai::eval::Evaluate;
use crate::dhayam::ai::params::{CHANCES_MS, CHANCES_PLAYOUTS};
use crate::dhayam::ai::rollout::Budget;
use crate::dhayam::ai::{Hint, Review, hint_budget, review_budget};
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::rules::{BySeat, Position, Seat};

/// The win chances bar: a modest budget on one thread, so computer players keep the
/// other core.
fn chances_budget(erratic: BySeat<f64>) -> Budget {
    Budget {
        horizon: Some(crate::dhayam::ai::HORIZON),
        playouts: CHANCES_PLAYOUTS,
        threads: 1,
        erratic,
        evaluate: Evaluate::Learned,
        time: Some(Duration::from_millis(CHANCES_MS)),
    }
}

/// Work on another thread about `key`, and how long it took once answered (in a
/// browser, by the clock over the frames it was done in).
struct Keyed<K, T> {
    key: K,
    job: Job<(T, Duration)>,
}

impl<K, T: Send + 'static> Keyed<K, T> {
    /// `work` is done in steps (`job::Builder::spawn_steps`): it answers `Some` when done,
    /// and may pause once its argument, the pause, has come.
    fn spawn(
        key: K,
        wake: Option<Wake>,
        mut work: impl FnMut(Option<Instant>) -> Option<T> + Send + 'static,
    ) -> Keyed<K, T> {
        let mut start = None;
        let job = Builder::new("dhayam-advice")
            .wake(wake)
            .spawn_steps(move |_, pause| {
                let start = *start.get_or_insert_with(Instant::now);
                let answer = work(pause)?;
                Some((answer, start.elapsed()))
            });
        Keyed { key, job }
    }

    /// The answer, once there is one (once), or why the work failed.
    fn poll(&mut self) -> Option<Result<(T, Duration), JobFailed>> {
        self.job.poll()
    }
}

/// What the hint shows for the current position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HintState {
    /// No hint asked for (or none due).
    None,
    Thinking,
    Ready(Hint),
}

#[derive(Default)]
pub struct Advisor {
    /// Repainted when an answer arrives.
    pub ctx: Option<egui::Context>,
    hint: Option<(Position, Hint)>,
    hint_job: Option<Keyed<Position, Option<Hint>>>,
    chances: Option<(Position, BySeat<f64>)>,
    chances_job: Option<Keyed<Position, BySeat<f64>>>,
    /// The position whose chances failed (their job panicked): not asked again.
    chances_failed: Option<Position>,
    review_job: Option<Keyed<(), Review>>,
    /// The review's decisions judged so far, and how far it has come, as its thread
    /// tells them.
    review_so_far: Arc<Mutex<(Review, Progress)>>,
    /// Jobs that failed since `take_failures` was last asked.
    failures: Vec<JobFailed>,
    /// How long the last hint and the last review took.
    pub hint_time: Option<Duration>,
    pub review_time: Option<Duration>,
}

/// Every piece of advice plays each seat in its rollouts with that seat's share of random
/// moves (`erratic`, from the seats' known levels: `Level::random_share`).
impl Advisor {
    /// Wakes the window when an answer arrives: it does not repaint while idle.
    pub fn wake(&self) -> Option<Wake> {
        let ctx = self.ctx.clone()?;
        Some(Arc::new(move || ctx.request_repaint()))
    }

    /// The jobs that failed since last asked, for the player to be told.
    pub fn take_failures(&mut self) -> Vec<JobFailed> {
        std::mem::take(&mut self.failures)
    }

    /// Asks for the hint of `position` (a person's decision).
    pub fn ask_hint(&mut self, position: Position, seed: u64, erratic: BySeat<f64>) {
        if self.hint_job.as_ref().is_some_and(|j| j.key == position)
            || self.hint.as_ref().is_some_and(|(p, _)| *p == position)
        {
            return;
        }
        let budget = Budget {
            erratic,
            ..hint_budget()
        };
        let mut ranking = Ranking::hint(&position, seed, budget);
        self.hint_job = Some(Keyed::spawn(position, self.wake(), move |pause| {
            ranking.resume(pause).map(|ranked| hint_of(&ranked))
        }));
    }

    /// The hint for `position`, if one was asked for.
    pub fn hint(&self, position: &Position) -> HintState {
        match (&self.hint, &self.hint_job) {
            (Some((p, h)), _) if p == position => HintState::Ready(*h),
            (_, Some(job)) if job.key == *position => HintState::Thinking,
            _ => HintState::None,
        }
    }

    /// The latest win chances and whether they are for `position` (else for an earlier one).
    pub fn chances(&self, position: &Position) -> Option<(BySeat<f64>, bool)> {
        self.chances.as_ref().map(|(p, c)| (*c, p == position))
    }

    pub fn is_working(&self) -> bool {
        self.hint_job.is_some() || self.chances_job.is_some() || self.review_job.is_some()
    }

    pub fn reviewing(&self) -> bool {
        self.review_job.is_some()
    }

    /// Starts reviewing the decisions of `seats` in a finished game; the decisions come
    /// as they are judged (`review_so_far`), the whole review from `update`.
    pub fn ask_review(
        &mut self,
        record: GameRecord,
        seats: Vec<Seat>,
        seed: u64,
        erratic: BySeat<f64>,
    ) {
        if self.review_job.is_some() {
            return;
        }
        let budget = Budget {
            erratic,
            ..review_budget()
        };
        let mut reviewing = Reviewing::new(record, seats, seed, budget);
        let so_far = Arc::new(Mutex::new((Review::default(), reviewing.progress())));
        self.review_so_far = so_far.clone();
        let wake = self.wake();
        let mut start = None;
        let job = Builder::new("dhayam-review")
            .wake(wake.clone())
            .spawn_steps(move |stop, pause| {
                let start = *start.get_or_insert_with(Instant::now);
                let review = reviewing.resume(pause, &mut |r, progress| {
                    if let Ok(mut shared) = so_far.lock() {
                        *shared = (r.clone(), progress);
                    }
                    if let Some(wake) = &wake {
                        wake();
                    }
                    !stop.is_raised()
                })?;
                Some((review, start.elapsed()))
            });
        self.review_job = Some(Keyed { key: (), job });
    }

    /// The decisions judged so far and how far the review has come, while it runs.
    pub fn review_so_far(&self) -> Option<(Review, Progress)> {
        self.review_job.as_ref()?;
        self.review_so_far.lock().ok().map(|s| s.clone())
    }

    /// How far the review has come, while it runs.
    pub fn review_progress(&self) -> Option<Progress> {
        self.review_job.as_ref()?;
        self.review_so_far.lock().ok().map(|s| s.1)
    }

    /// Drops a review being computed (its thread finishes unheard).
    pub fn cancel_review(&mut self) {
        self.review_job = None;
    }

    /// Collects answers, drops the ones about positions the game has left, and starts
    /// the win chances of `position` when wanted. Returns a finished review.
    pub fn update(
        &mut self,
        position: &Position,
        want_chances: bool,
        erratic: BySeat<f64>,
    ) -> Option<Review> {
        if let Some(job) = &mut self.hint_job {
            if job.key != *position {
                self.hint_job = None;
            } else if let Some(answer) = job.poll() {
                match answer {
                    Ok((Some(h), time)) => {
                        self.hint = Some((job.key, h));
                        self.hint_time = Some(time);
                    }
                    Ok((None, _)) => {}
                    Err(failed) => self.failures.push(failed),
                }
                self.hint_job = None;
            }
        }
        if self.hint.as_ref().is_some_and(|(p, _)| p != position) {
            self.hint = None;
        }
        if let Some(job) = &mut self.chances_job
            && let Some(answer) = job.poll()
        {
            match answer {
                Ok((c, _)) => self.chances = Some((job.key, c)),
                Err(failed) => {
                    self.chances_failed = Some(job.key);
                    self.failures.push(failed);
                }
            }
            self.chances_job = None;
        }
        if !want_chances {
            self.chances = None;
        } else if self.chances_job.is_none()
            && self.chances_failed != Some(*position)
            && self.chances.as_ref().is_none_or(|(p, _)| p != position)
        {
            let key = *position;
            let mut chances = Chances::new(&key, seed_of(&key), chances_budget(erratic));
            self.chances_job = Some(Keyed::spawn(key, self.wake(), move |pause| {
                chances.resume(pause)
            }));
        }
        let answer = self.review_job.as_mut()?.poll()?;
        self.review_job = None;
        match answer {
            Ok((review, time)) => {
                self.review_time = Some(time);
                Some(review)
            }
            Err(failed) => {
                self.failures.push(failed);
                None
            }
        }
    }
}

/// The same dice for the same position, so the bar does not flicker on a repeat.
fn seed_of(position: &Position) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    position.hash(&mut h);
    h.finish()
}
