//! The exercises' screen's half of the session (issue 66): "Learn from this game" finds
//! the game's exercises on another thread (as the review is found, never blocking the
//! window), File ▸ Practise brings the players' exercises due; each answer, and each
//! exercise found, is news for the statistics (`take_learned`).

use super::Session;
use crate::dhayam::ai::advice::Ranking;
use crate::dhayam::ai::learn::{self, Exercise};
use crate::dhayam::ai::{hint_budget, review_budget};
use crate::dhayam::play::record::Ply;
use crate::dhayam::rules::{Move, Seat};
use crate::dhayam::ui::Command;
use crate::dhayam::ui::learn::{Item, LearnScreen};
use crate::games::practice::{FromGame, KeptExercise, News};
use crate::job::Builder;
use crate::store::practice::Day;
use crate::widgets::learning::{Pressed, Then};

impl Session {
    /// Carries out one of the exercises' commands.
    pub(super) fn apply_learn(&mut self, command: Command) {
        match command {
            Command::Learn => {
                let people: Vec<Seat> = self
                    .game
                    .position()
                    .seats()
                    .iter()
                    // At a distance, only this window's own seats: each player learns
                    // from their own decisions, on their own machine.
                    .filter(|s| !self.is_computer(*s) && self.played_here(*s))
                    .collect();
                if !self.game.position().is_over() || self.learn.is_some() {
                    return;
                }
                let record = self.game.record();
                let mut finding = learn::Finding::new(
                    record,
                    &people,
                    record.seed,
                    review_budget(),
                    hint_budget(),
                );
                self.learn_job = Some(
                    Builder::new("dhayam-learn")
                        .wake(self.advisor.wake())
                        .spawn_steps(move |_, pause| finding.resume(pause)),
                );
                self.learn = Some(LearnScreen::finding());
            }
            Command::Practise(practice) => {
                self.dialog = None;
                self.rules = None;
                self.learn_job = None;
                self.learn = Some(practice.screen(Item::new, crate::dhayam::ui::learn::summary));
            }
            Command::Learning(pressed) => self.apply_pressed(pressed),
            _ => {}
        }
    }

    /// Leaves the exercises' screen, with what was being worked out for it.
    fn close_learn(&mut self) {
        self.learn = None;
        self.learn_job = None;
        self.learn_rank = None;
    }

    /// What was pressed on the exercises' screen, carried out.
    fn apply_pressed(&mut self, pressed: Pressed<Move>) {
        let Some(screen) = &mut self.learn else {
            return;
        };
        match screen.press(pressed) {
            Then::Nothing => {}
            Then::Asked => self.learn_rank = None,
            Then::Answer(mv) | Then::Board(mv) => self.learn_answer(mv),
            Then::Leave => self.close_learn(),
            Then::Lesson(n) => {
                self.close_learn();
                self.open_tutorial_at(n, false);
            }
        }
    }

    fn learn_answer(&mut self, mv: Move) {
        let Some(screen) = &mut self.learn else {
            return;
        };
        if let Some(right) = screen.answer(mv)
            && let Some(item) = screen.current()
        {
            self.learned.push(News::Answered {
                name: item.name.clone(),
                exercise: item.exercise.clone(),
                right,
            });
            // Wrong: every move of the position ranked by a hint's look, for the chance
            // of the answer beside the better move's.
            if !right {
                let position = *item.position();
                let seed = item.exercise.from.ply as u64;
                let mut ranking = Ranking::hint(&position, seed, hint_budget());
                self.learn_rank = Some(
                    Builder::new("dhayam-learn-rank")
                        .wake(self.advisor.wake())
                        .spawn_steps(move |_, pause| ranking.resume(pause)),
                );
            }
        }
    }

    /// A wrong answer's ranking, once worked out.
    fn poll_learn_rank(&mut self) {
        let Some(answer) = self.learn_rank.as_mut().and_then(|j| j.poll()) else {
            return;
        };
        self.learn_rank = None;
        match answer {
            Ok(ranked) => {
                if let Some(screen) = &mut self.learn {
                    screen.ranked(ranked);
                }
            }
            Err(failed) => self.advisor_failed(failed),
        }
    }

    /// The game's exercises, once found: asked on the screen and told to the statistics.
    pub(super) fn poll_learn(&mut self) {
        self.poll_learn_rank();
        let Some(answer) = self.learn_job.as_mut().and_then(|j| j.poll()) else {
            return;
        };
        self.learn_job = None;
        let found: Vec<Exercise> = match answer {
            Ok(found) => found,
            Err(failed) => {
                self.advisor_failed(failed);
                Vec::new()
            }
        };
        let items: Vec<Item> = found
            .iter()
            .filter_map(|e| {
                let name = self.config.name(e.seat);
                let opponents = self
                    .game
                    .position()
                    .seats()
                    .iter()
                    .filter(|s| *s != e.seat)
                    .map(|s| self.config.name(s))
                    .collect();
                let from = FromGame {
                    date: self.today.date(),
                    opponents,
                    ply: e.ply,
                };
                let mut kept = KeptExercise::from_dhayam(e, from, self.today);
                // The game's line on from the move played, for "The game went on": its
                // next moves with the throws between them.
                let mut moves = 0;
                kept.line = self
                    .game
                    .record()
                    .plies
                    .iter()
                    .skip(e.ply - 1)
                    .take_while(|ply| {
                        let more = moves < crate::games::practice::LINE;
                        moves += usize::from(matches!(ply, Ply::Move(_)));
                        more
                    })
                    .map(|ply| ply.text())
                    .collect();
                Item::new(name, kept)
            })
            .collect();
        for item in &items {
            self.learned.push(News::Found {
                name: item.name.clone(),
                exercise: item.exercise.clone(),
            });
        }
        if let Some(screen) = &mut self.learn {
            screen.found(items);
        }
    }

    /// The exercises found and answered since last asked, for the statistics; `today`
    /// is the day the window counts (a found exercise's game is dated with it).
    pub fn take_learned(&mut self, today: Day) -> Vec<News> {
        self.today = today;
        std::mem::take(&mut self.learned)
    }

    /// The exercises' screen, while open.
    pub fn learn_screen(&self) -> Option<&LearnScreen> {
        self.learn.as_ref()
    }
}
