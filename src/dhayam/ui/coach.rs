//! Advice on background threads: the hint for a person's decision, the win chances of
//! every seat, and the post-game review. Each job remembers the position it was asked
//! about; an answer for a position the game has left is dropped, never shown.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::dhayam::ai::rollout::{Budget, win_chances};
use crate::dhayam::ai::{Hint, REVIEW_LIMIT, Review, hint, hint_budget, review, review_budget};
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::rules::{BySeat, Position, Seat};

/// The win chances bar: a modest budget on one thread, so computer players keep the
/// other core.
fn chances_budget(erratic: BySeat<f64>) -> Budget {
    Budget {
        horizon: Some(crate::dhayam::ai::HORIZON),
        playouts: 768,
        threads: 1,
        erratic,
        time: Some(Duration::from_millis(150)),
    }
}

/// Work on another thread about `key`, and how long it took once answered.
struct Job<K, T> {
    key: K,
    rx: mpsc::Receiver<(T, Duration)>,
}

impl<K, T: Send + 'static> Job<K, T> {
    fn spawn(
        key: K,
        ctx: Option<egui::Context>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Job<K, T> {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let start = Instant::now();
            let answer = work();
            let _ = tx.send((answer, start.elapsed()));
            // Wake the window: it does not repaint while idle.
            if let Some(ctx) = ctx {
                ctx.request_repaint();
            }
        });
        Job { key, rx }
    }

    /// The answer, once there is one (`Err` when the thread died without answering).
    fn poll(&self) -> Option<Result<(T, Duration), ()>> {
        match self.rx.try_recv() {
            Ok(answer) => Some(Ok(answer)),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Err(())),
        }
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
pub struct Coach {
    /// Repainted when an answer arrives.
    pub ctx: Option<egui::Context>,
    hint: Option<(Position, Hint)>,
    hint_job: Option<Job<Position, Option<Hint>>>,
    chances: Option<(Position, BySeat<f64>)>,
    chances_job: Option<Job<Position, BySeat<f64>>>,
    review_job: Option<Job<(), Review>>,
    /// How long the last hint and the last review took.
    pub hint_time: Option<Duration>,
    pub review_time: Option<Duration>,
}

/// Every piece of advice plays each seat in its rollouts with that seat's share of random
/// moves (`erratic`, from the seats' known levels: `Level::random_share`).
impl Coach {
    /// Asks for the hint of `position` (a person's decision).
    pub fn ask_hint(&mut self, position: Position, seed: u64, erratic: BySeat<f64>) {
        if self.hint_job.as_ref().is_some_and(|j| j.key == position)
            || self.hint.as_ref().is_some_and(|(p, _)| *p == position)
        {
            return;
        }
        self.hint_job = Some(Job::spawn(position, self.ctx.clone(), move || {
            hint(
                &position,
                seed,
                Budget {
                    erratic,
                    ..hint_budget()
                },
            )
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

    /// Starts reviewing the decisions of `seats` in a finished game.
    pub fn ask_review(
        &mut self,
        record: GameRecord,
        seats: Vec<Seat>,
        seed: u64,
        erratic: BySeat<f64>,
    ) {
        if self.review_job.is_none() {
            self.review_job = Some(Job::spawn((), self.ctx.clone(), move || {
                let budget = Budget {
                    erratic,
                    ..review_budget()
                };
                review(&record, &seats, seed, budget, REVIEW_LIMIT)
            }));
        }
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
        if let Some(job) = &self.hint_job {
            if job.key != *position {
                self.hint_job = None;
            } else if let Some(answer) = job.poll() {
                if let Ok((Some(h), time)) = answer {
                    self.hint = Some((job.key, h));
                    self.hint_time = Some(time);
                }
                self.hint_job = None;
            }
        }
        if self.hint.as_ref().is_some_and(|(p, _)| p != position) {
            self.hint = None;
        }
        if let Some(job) = &self.chances_job
            && let Some(answer) = job.poll()
        {
            if let Ok((c, _)) = answer {
                self.chances = Some((job.key, c));
            }
            self.chances_job = None;
        }
        if !want_chances {
            self.chances = None;
        } else if self.chances_job.is_none()
            && self.chances.as_ref().is_none_or(|(p, _)| p != position)
        {
            let key = *position;
            self.chances_job = Some(Job::spawn(key, self.ctx.clone(), move || {
                win_chances(&key, seed_of(&key), chances_budget(erratic))
            }));
        }
        let job = self.review_job.as_ref()?;
        let answer = job.poll()?;
        self.review_job = None;
        let (review, time) = answer.ok()?;
        self.review_time = Some(time);
        Some(review)
    }
}

/// The same dice for the same position, so the bar does not flicker on a repeat.
fn seed_of(position: &Position) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    position.hash(&mut h);
    h.finish()
}
