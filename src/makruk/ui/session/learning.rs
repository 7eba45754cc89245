//! The exercises' screen's half of a Makruk table (issue 66): "Learn from this game"
//! finds the game's exercises on another thread (as the review is found, never blocking
//! the window), File ▸ Practise brings the players' Makruk exercises due; each answer,
//! and each exercise found, is news for the statistics (`take_learned`).

use super::Session;
use crate::games::practice::{FromGame, KeptExercise, News};
use crate::makruk::ai::advisor;
use crate::makruk::rules::{Color, Move};
use crate::makruk::ui::board::BoardInput;
use crate::makruk::ui::command::Command;
use crate::makruk::ui::learn::{Item, LearnScreen};
use crate::store::practice::Day;
use crate::widgets::learning::{Pressed, Then};

impl Session {
    /// Carries out one of the exercises' commands.
    pub(super) fn apply_learn(&mut self, command: Command) {
        match command {
            Command::Learn => {
                if !self.learn_offered() {
                    return;
                }
                let people: Vec<Color> = Color::ALL
                    .into_iter()
                    // At a distance, only this window's own side: each player learns
                    // from their own decisions, on their own machine.
                    .filter(|c| self.seat(*c).computer.is_none() && self.played_here(*c))
                    .collect();
                self.learn_job = Some(advisor::learn_job(
                    self.game.clone(),
                    people,
                    self.wake.clone(),
                ));
                self.learn = Some(LearnScreen::finding());
            }
            Command::Practise(practice) => {
                self.dialog = None;
                self.rules = None;
                self.tutorial = None;
                self.learn_job = None;
                self.learn = Some(practice.screen(Item::new, crate::makruk::ui::learn::summary));
            }
            Command::Learning(pressed) => self.apply_pressed(pressed),
            _ => {}
        }
    }

    /// Leaves the exercises' screen, with what was being worked out for it.
    fn close_learn(&mut self) {
        self.learn = None;
        self.learn_job = None;
        self.learn_chance = None;
    }

    /// What was pressed on the exercises' screen, carried out.
    fn apply_pressed(&mut self, pressed: Pressed<BoardInput>) {
        let Some(screen) = &mut self.learn else {
            return;
        };
        let answer = match screen.press(pressed) {
            Then::Nothing => None,
            Then::Asked => {
                self.learn_chance = None;
                None
            }
            Then::Answer(mv) => Some(mv),
            Then::Board(BoardInput::Clicked(square)) => screen.click(square),
            Then::Board(BoardInput::Dropped { from, to }) => screen.move_between(from, to),
            Then::Leave => {
                self.close_learn();
                None
            }
            Then::Lesson(n) => {
                self.close_learn();
                self.open_tutorial_at(n, false);
                None
            }
        };
        if let Some(mv) = answer {
            self.learn_answer(mv);
        }
    }

    /// Whether "Learn from this game" is offered: the game is over with a move in it, a
    /// person played it at this window, and its exercises are not being found or asked.
    pub fn learn_offered(&self) -> bool {
        self.finished()
            && !self.game.is_empty()
            && self.learn.is_none()
            && Color::ALL
                .into_iter()
                .any(|c| self.seat(c).computer.is_none() && self.played_here(c))
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
        }
        // A wrong answer of its own: its win chance, by a hint's search of the position
        // after it (the other side to move).
        if let Some(answer) = screen.needs_yours()
            && let Some(item) = screen.current()
        {
            let mut after = *item.position();
            after.play_unchecked(answer);
            let job = advisor::hint_job(
                after,
                Vec::new(),
                crate::makruk::ai::advice::hint_limits(),
                self.wake.clone(),
            );
            self.learn_chance = Some((answer, job));
        }
    }

    /// A wrong answer's win chance, once worked out.
    fn poll_learn_chance(&mut self) -> bool {
        let Some((answer, job)) = &mut self.learn_chance else {
            return false;
        };
        let Some(found) = job.poll() else {
            return false;
        };
        let answer = *answer;
        self.learn_chance = None;
        let Some(screen) = &mut self.learn else {
            return true;
        };
        let Some(item) = screen.current() else {
            return true;
        };
        let mut after = *item.position();
        after.play_unchecked(answer);
        let chance = match found {
            Ok(Some(hint)) => 1.0 - hint.best.win_chance,
            // No move left after it: a mate wins, anything else draws.
            Ok(None) => match after.outcome() {
                Some(crate::makruk::rules::Outcome::Checkmate { .. }) => 1.0,
                _ => 0.5,
            },
            Err(failed) => {
                self.advice_failed(&failed);
                return true;
            }
        };
        if screen.answered() == Some(answer) {
            screen.set_yours(chance);
        }
        true
    }

    /// The game's exercises, once found: asked on the screen and told to the statistics.
    pub(super) fn poll_learn(&mut self) -> bool {
        if self.poll_learn_chance() {
            return true;
        }
        let Some(answer) = self.learn_job.as_mut().and_then(|j| j.poll()) else {
            return false;
        };
        self.learn_job = None;
        let found = match answer {
            Ok(found) => found,
            Err(failed) => {
                self.advice_failed(&failed);
                Vec::new()
            }
        };
        let items: Vec<Item> = found
            .iter()
            .filter_map(|e| {
                let from = FromGame {
                    date: self.today.date(),
                    opponents: vec![self.seat(!e.side).name.clone()],
                    ply: e.ply + 1,
                };
                let mut kept = KeptExercise::from_makruk(e, from, self.today);
                kept.line = self
                    .game
                    .moves()
                    .skip(e.ply)
                    .take(crate::games::practice::LINE)
                    .map(|m| m.to_string())
                    .collect();
                Item::new(self.seat(e.side).name.clone(), kept)
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
        true
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
