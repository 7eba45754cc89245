//! The tutorial while it is open over a Makruk table: its commands go to the lesson or to
//! the exercise's own table, "Show me" plays after pointing, and a finished lesson is
//! remembered in the settings. The table underneath waits, clock and computer included.

use super::{Session, fresh_seed};
use crate::makruk::tutorial;
use crate::makruk::ui::command::Command;
use crate::makruk::ui::tutorial::TutorialScreen;
use crate::shell::tutorial_frame::SHOW_ME_SECS;

impl Session {
    pub fn tutorial(&self) -> Option<&TutorialScreen> {
        self.tutorial.as_ref()
    }

    pub(super) fn open_tutorial(&mut self) {
        match tutorial::lessons() {
            Ok(lessons) => {
                self.tutorial = TutorialScreen::new(lessons, &self.settings.tutorial_done)
            }
            // The lessons are embedded and tested; should one break, say so and stay.
            Err(e) => self.notice = Some(e.to_string()),
        }
        self.selected = None;
    }

    /// Opens the tutorial at lesson `n` (1-based), and at its exercise if asked: `dhayam
    /// --makruk --tutorial N[e]`, for screenshots of a lesson.
    pub fn open_tutorial_at(&mut self, n: usize, exercise: bool) {
        self.apply(Command::OpenTutorial);
        self.apply(Command::TutorialLesson(n.saturating_sub(1)));
        if exercise {
            self.apply(Command::TutorialExercise);
        }
    }

    pub(super) fn apply_tutorial(&mut self, command: Command) {
        // The exercise's table looks like this one.
        let looks = self.looks;
        let Some(screen) = &mut self.tutorial else {
            return;
        };
        if let Some(e) = &mut screen.exercise {
            match command {
                Command::Exercise(c) => e.apply(*c),
                Command::TutorialBack => screen.exercise = None,
                Command::TutorialExercise => screen.start_exercise(looks, fresh_seed()),
                Command::TutorialLesson(i) => screen.start(i),
                Command::TutorialSkip => screen.skip(),
                Command::CloseTutorial => self.tutorial = None,
                _ => {}
            }
            return;
        }
        match command {
            Command::Click(square) => screen.click(square),
            Command::Drop { from, to } => screen.drop(from, to),
            Command::TutorialNext => screen.run.next(),
            Command::TutorialBack => screen.run.back(),
            Command::TutorialLesson(i) => screen.start(i),
            Command::TutorialSkip => screen.skip(),
            Command::TutorialExercise => screen.start_exercise(looks, fresh_seed()),
            Command::TutorialShowMe => {
                if screen.demo.is_none()
                    && let Some(mv) = screen.run.demonstration()
                {
                    screen.selected = None;
                    screen.demo = Some((mv, self.now + SHOW_ME_SECS));
                }
            }
            Command::CloseTutorial => {
                self.tutorial = None;
                return;
            }
            _ => {}
        }
        let id = &screen.run.lesson.id;
        if screen.run.finished() && !self.settings.tutorial_done.contains(id) {
            self.settings.tutorial_done.push(id.clone());
            self.settings_changed = true;
        }
    }

    /// Time moving on while the tutorial is open: "Show me" plays its move when it has
    /// pointed long enough, and the exercise's table steps (its computer thinks).
    /// Returns whether anything is under way.
    pub(super) fn step_tutorial(&mut self, now: f64) -> bool {
        let Some(screen) = &mut self.tutorial else {
            return false;
        };
        if let Some(e) = &mut screen.exercise {
            return e.step(now);
        }
        match screen.demo {
            Some((mv, due)) if now >= due => {
                screen.demo = None;
                self.apply_tutorial(Command::Drop {
                    from: mv.from,
                    to: mv.to,
                });
                true
            }
            Some(_) => true,
            None => false,
        }
    }
}
