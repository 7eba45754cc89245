//! The tutorial while it is open: its commands go to the lesson or the exercise, "Show
//! me" acts after pointing, and a finished lesson is remembered in the settings.

use super::*;
use crate::widgets::tutorial_frame::SHOW_ME_SECS;

impl Session {
    /// Opens the tutorial at lesson `n` (1-based), and at its exercise if asked: `dhayam
    /// --tutorial N[e]`, for screenshots of a lesson.
    pub fn open_tutorial_at(&mut self, n: usize, exercise: bool) {
        self.apply(Command::OpenTutorial);
        self.apply(Command::TutorialLesson(n.saturating_sub(1)));
        if exercise {
            self.apply(Command::TutorialExercise);
        }
    }

    /// Carries out a command while the tutorial is open: throws and moves go to the
    /// lesson, which judges them; a finished lesson is remembered in the settings.
    pub(super) fn apply_tutorial(&mut self, command: Command) {
        let Some(screen) = &mut self.tutorial else {
            return;
        };
        let speed = self.settings.anim.factor();
        if screen.exercise.is_some() {
            match command {
                Command::Throw => screen.exercise_throw(self.now, speed),
                Command::Play(mv) => screen.exercise_play(mv, self.now, speed),
                Command::ChooseValue(v) => {
                    if let Some(e) = &mut screen.exercise {
                        e.choose(v);
                    }
                }
                Command::TutorialBack => screen.leave_exercise(),
                Command::TutorialLesson(i) => screen.start(i),
                Command::TutorialSkip => screen.skip(),
                Command::TutorialExercise => screen.start_exercise(),
                _ => {}
            }
            return;
        }
        match command {
            Command::Throw => screen.run.throw(),
            Command::Play(mv) => screen.run.play(mv),
            Command::ChooseValue(v) => screen.run.choose(v),
            Command::TutorialNext => screen.run.next(),
            Command::TutorialBack => screen.run.back(),
            Command::TutorialLesson(i) => screen.start(i),
            Command::TutorialSkip => screen.skip(),
            Command::TutorialExercise => screen.start_exercise(),
            Command::TutorialShowMe => {
                if screen.demo.is_none()
                    && let Some(action) = screen.run.demonstration()
                {
                    screen.demo = Some((action, self.now + SHOW_ME_SECS));
                }
            }
            _ => {}
        }
        if screen.run.finished() && !self.settings.tutorial_done.contains(&screen.run.lesson.id) {
            self.settings
                .tutorial_done
                .push(screen.run.lesson.id.clone());
            self.settings_changed = true;
        }
    }

    /// "Show me": once the action has been pointed at long enough, do it.
    pub(super) fn tutorial_demo_due(&mut self) -> Option<Command> {
        let screen = self.tutorial.as_mut()?;
        let (action, due) = screen.demo?;
        if self.now < due {
            return None;
        }
        screen.demo = None;
        match action {
            crate::dhayam::tutorial::Action::Throw(_) => Some(Command::Throw),
            crate::dhayam::tutorial::Action::Play(mv) => Some(Command::Play(mv)),
            crate::dhayam::tutorial::Action::Choose(v) => Some(Command::ChooseValue(v)),
            _ => None,
        }
    }
}
