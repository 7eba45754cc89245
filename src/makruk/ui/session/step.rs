//! Time moving on at a Makruk table: the animation ends, the clock runs and may fall, the
//! computer to move starts thinking and plays when it has its move (counting as a Thai
//! player would), and the hint, the evaluation bar and the review come back from their
//! threads.

use std::time::Duration;

use super::{Review, Session};
use crate::job::JobFailed;
use crate::makruk::ai::advisor;
use crate::makruk::ai::params::COUNT_MARGIN_CP;
use crate::makruk::ai::{Hint, Level, Limits, Player as Engine, Thinker};
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{Color, CountingMode};
use crate::makruk::save::CountAction;

use super::super::text;

/// The least time between a move and a computer's move after it, in seconds: a person's
/// move stays in sight before the reply comes, however fast the search. The search runs
/// meanwhile; the move found waits, with the clock stopped.
pub const REPLY_PAUSE: f64 = 0.7;

impl Session {
    /// How long until the table must be painted again, if nobody acts: at once while a
    /// move glides, when "Show me" plays, when a running clock's shown time changes;
    /// `None` while the table waits for a person or a search on another thread (which
    /// wakes the window itself when it answers, see `wake_with`).
    pub fn next_wake(&self) -> Option<Duration> {
        if let Some(screen) = &self.tutorial {
            if let Some(e) = &screen.exercise {
                return e.next_wake();
            }
            return screen
                .demo
                .map(|(_, due)| Duration::from_secs_f64((due - self.now).max(0.0)));
        }
        if self.animating() {
            return Some(Duration::ZERO);
        }
        if self.held.is_some() {
            let due = self.moved_at + REPLY_PAUSE;
            return Some(Duration::from_secs_f64((due - self.now).max(0.0)));
        }
        self.clock
            .filter(|_| !self.finished())
            .and_then(|c| c.next_change_ms(self.now))
            .map(Duration::from_millis)
    }

    /// The computer to move in traditional counting starts counting when it is the weaker
    /// side, and stops when it has become the stronger (its own mate would be a draw).
    fn computer_counts(&mut self, color: Color) {
        if self.game.mode() != CountingMode::Traditional {
            return;
        }
        let Some(score) = self.last_score[color] else {
            return;
        };
        if score < -COUNT_MARGIN_CP && self.game.can_start_count().is_ok() {
            self.count_action(CountAction::Start);
        } else if score > COUNT_MARGIN_CP
            && self.game.spoken_count().is_some_and(|c| c.counter == color)
        {
            self.count_action(CountAction::Stop);
        }
    }

    /// Moves time on: finishes an animation, runs the clock, starts the computer to move
    /// and plays its move when it has one, and collects advice. Returns whether the table
    /// changed by itself (then the next frame is painted at once; what is still under way
    /// is `next_wake`'s).
    pub fn step(&mut self, now: f64) -> bool {
        self.now = now;
        if self.poll_learn() {
            return true;
        }
        if self.tutorial.is_some() {
            return self.step_tutorial(now);
        }
        let arrived = self.step_advice();
        if self.animating() {
            return arrived;
        }
        self.anim = None;
        if self.finished() {
            return arrived;
        }
        let turn = self.game.position().turn();
        // At a distance the table's clock runs and flags (`follow_clock`, `receive_flag`).
        if let Some(clock) = self.clock.as_mut().filter(|_| self.distance.is_none()) {
            // A computer holding its move for the reply pause uses none of its time.
            let paused = self.dialog.is_some()
                || self.rules.is_some()
                || self.covered
                || self.held.is_some();
            match (paused, clock.running()) {
                (true, Some(_)) => clock.pause(now),
                (false, None) => clock.start(turn, now),
                _ => {}
            }
            if let Some(loser) = clock.flagged(now) {
                let ending = Ending::time(loser, self.game.position().board());
                self.end(ending);
                return true;
            }
            // A running clock is not "busy": the side panel asks for a frame when its
            // shown time changes (`Clock::next_change_ms`), not twenty times a second.
        }
        if let Some((color, thinker)) = &mut self.thinking {
            let Some(thought) = thinker.poll() else {
                return arrived;
            };
            let color = *color;
            self.thinking = None;
            match thought {
                Ok((engine, Some(choice))) => {
                    self.engines[color] = Some(engine);
                    self.last_score[color] = Some(choice.score);
                    // Played once the reply pause is over, here or on a later frame; an
                    // online host's table keeps its own time, so nothing waits there.
                    self.held = Some((color, choice.mv));
                    if self.distance.is_none()
                        && let Some(clock) = &mut self.clock
                    {
                        clock.pause(now);
                    }
                }
                failed => {
                    // The search's thread died or found nothing to play: play on at Easy
                    // rather than hang the game.
                    let why = match failed {
                        Err(JobFailed::Panicked(Some(message))) => message,
                        Err(_) => "its thread stopped".to_string(),
                        Ok(_) => "no move".to_string(),
                    };
                    self.notice = Some(text::computer_failed(&why));
                    self.config.seats[color].computer = Some(Level::Easy);
                    self.engines[color] = Some(Engine::new(Level::Easy, self.config.seed));
                }
            }
            if self.held.is_none() {
                return true;
            }
        }
        if let Some((_, mv)) = self.held {
            let due = self.moved_at + REPLY_PAUSE;
            if now < due && self.distance.is_none() {
                return arrived;
            }
            self.held = None;
            if self.game.mate_would_be_drawn(mv) {
                // Its own count would draw the mate: it stops counting first.
                self.count_action(CountAction::Stop);
            }
            self.play(mv);
            return true;
        }
        let waits = self.dialog.is_some() || self.rules.is_some() || self.covered;
        // A computer here whose move was asked of the table waits for its answer.
        if self.seat(turn).computer.is_some() && !waits && !self.awaits_answer() {
            if let Some(engine) = self.engines[turn].take() {
                self.computer_counts(turn);
                let history = self.game.history().to_vec();
                let limits = self.clock.map(|c| Limits {
                    clock: Some(crate::makruk::ai::Clock {
                        time: std::time::Duration::from_millis(c.left_ms(turn, now)),
                        increment: std::time::Duration::from_millis(c.increment_ms()),
                        moves_to_go: None,
                    }),
                    ..Limits::default()
                });
                let thinker = Thinker::start(
                    engine,
                    *self.game.position(),
                    history,
                    limits,
                    self.wake.clone(),
                );
                self.thinking = Some((turn, thinker));
            }
            return true;
        }
        arrived
    }

    /// Collects finished hints, evaluations and reviews; starts the evaluation bar's
    /// search for a new position. Returns whether an answer came in.
    fn step_advice(&mut self) -> bool {
        let mut arrived = false;
        if let Some((revision, job)) = &mut self.hint_job
            && let Some(answer) = job.poll()
        {
            arrived = true;
            let revision = *revision;
            self.hint_job = None;
            match answer {
                Ok(Some(hint)) => {
                    self.hint = Some((revision, hint));
                    self.eval_from_hint(revision, hint);
                }
                Ok(None) => {}
                Err(failed) => self.advice_failed(&failed),
            }
        }
        arrived |= self.step_draw_answer();
        if self.settings.eval_bar {
            // The bar follows the position shown: the present, or the move looked back at.
            let key = self.eval_key();
            let stale = self.eval_job.as_ref().is_some_and(|(k, _)| *k != key);
            if stale {
                self.eval_job = None;
            }
            if let Some((key, job)) = &mut self.eval_job
                && let Some(answer) = job.poll()
            {
                arrived = true;
                let key = *key;
                self.eval_job = None;
                match answer {
                    Ok(Some(hint)) => {
                        self.eval = Some((key, white_chance(&self.shown_position(), hint)));
                    }
                    Ok(None) => {}
                    Err(failed) => {
                        // Said once; the bar does not ask again about this position.
                        self.eval_failed = Some(key);
                        self.advice_failed(&failed);
                    }
                }
            }
            let known = self.eval.is_some_and(|(k, _)| k == key)
                || self.reviewed_eval().is_some()
                || self.eval_failed == Some(key);
            if !known && self.eval_job.is_none() && !self.animating() {
                match self.game.outcome().filter(|_| self.viewing.is_none()) {
                    Some(outcome) => self.eval = Some((key, outcome.points(Color::White))),
                    None => {
                        let shown = key.1;
                        let job = advisor::hint_job(
                            self.shown_position(),
                            self.game.history()[..shown].to_vec(),
                            advisor::eval_limits(),
                            self.wake.clone(),
                        );
                        self.eval_job = Some((key, job));
                    }
                }
            }
        }
        if let Some(Review::Running(job, so_far)) = &mut self.review
            && job.progress() > 0
        {
            // The moves judged so far, marked while the rest is worked out.
            *so_far = job.judged();
        }
        if let Some(Review::Running(job, _)) = &mut self.review
            && let Some(answer) = job.poll()
        {
            arrived = true;
            match answer {
                Ok(reviewed) => self.review = Some(Review::Done(reviewed)),
                Err(failed) => {
                    self.review = None;
                    self.advice_failed(&failed);
                }
            }
        }
        arrived
    }

    /// The computer's answer to a draw offered to it, once thought out. Returns whether
    /// it came in.
    fn step_draw_answer(&mut self) -> bool {
        let Some((color, job)) = &mut self.draw_answer else {
            return false;
        };
        let Some(answer) = job.poll() else {
            return false;
        };
        let color = *color;
        self.draw_answer = None;
        match answer {
            Ok(true) if !self.finished() => self.end(Ending::DrawAgreed),
            Ok(true) => {}
            Ok(false) => self.notice = Some(text::draw_declined(&self.seat(color).name)),
            Err(failed) => self.advice_failed(&failed),
        }
        true
    }

    /// A background search that failed is said in the side panel, and the game goes on.
    pub(super) fn advice_failed(&mut self, failed: &JobFailed) {
        let why = match failed {
            JobFailed::Panicked(Some(message)) => message.clone(),
            JobFailed::Panicked(None) => "its thread stopped".to_string(),
            JobFailed::NoThread(why) => why.clone(),
        };
        self.notice = Some(text::advice_failed(&why));
    }

    fn eval_from_hint(&mut self, revision: u64, hint: Hint) {
        let key = (revision, self.game.len());
        if revision == self.revision {
            self.eval = Some((key, white_chance(self.game.position(), hint)));
        }
    }
}

/// White's win chance from a search of `position` (which gives the mover's).
fn white_chance(position: &crate::makruk::rules::Position, hint: Hint) -> f64 {
    let chance = hint.best.win_chance;
    match position.turn() {
        Color::White => chance,
        Color::Black => 1.0 - chance,
    }
}
