//! The tutorial while it is open over a Makruk table: its commands go to the lesson or to
//! the exercise's own table, "Show me" plays after pointing, and a finished lesson is
//! remembered in the settings. The table underneath waits, clock and computer included.

use super::Session;
use crate::makruk::ai::Level;
use crate::makruk::rules::{Color, CountingMode, Move, Square};
use crate::makruk::tutorial::{self, ExerciseSpec, Lesson, Run};
use crate::makruk::ui::command::Command;
use crate::makruk::ui::config::{GameConfig, Looks, Seat};
use crate::makruk::ui::text;
use crate::mix::fresh_seed;
use crate::tutorial::first_to_do;
use crate::widgets::tutorial_frame::SHOW_ME_SECS;

/// The tutorial while its screen is open.
pub struct TutorialScreen {
    pub lessons: Vec<Lesson>,
    /// Which lesson is being played.
    pub lesson: usize,
    pub run: Run,
    /// The piece the learner picked up.
    pub selected: Option<Square>,
    /// "Show me": the move pointed at, and when it is played.
    pub demo: Option<(Move, f64)>,
    /// The lesson's exercise, while it is played: a real table.
    pub exercise: Option<Box<Session>>,
}

impl TutorialScreen {
    /// Opens at the first lesson not yet done (else the first).
    pub fn new(lessons: Vec<Lesson>, done: &[String]) -> Option<TutorialScreen> {
        let lesson = first_to_do(lessons.iter().map(|l| l.id.as_str()), done);
        let run = Run::new(lessons.get(lesson)?.clone());
        Some(TutorialScreen {
            lessons,
            lesson,
            run,
            selected: None,
            demo: None,
            exercise: None,
        })
    }

    pub fn start(&mut self, lesson: usize) {
        if let Some(l) = self.lessons.get(lesson) {
            self.lesson = lesson;
            self.run = Run::new(l.clone());
            self.selected = None;
            self.demo = None;
            self.exercise = None;
        }
    }

    /// The next lesson, leaving this one as it is.
    pub fn skip(&mut self) {
        if self.lesson + 1 < self.lessons.len() {
            self.start(self.lesson + 1);
        }
    }

    /// Starts the lesson's exercise (again): the learner against the Easy computer.
    pub fn start_exercise(&mut self, looks: Looks, seed: u64) {
        let spec = &self.lessons[self.lesson].exercise;
        self.exercise = Some(Box::new(exercise_table(spec, looks, seed)));
        self.selected = None;
        self.demo = None;
    }

    /// A click on the board during a lesson: pick up a piece of the side to move, put it
    /// down (the runner judges the move), or let it go.
    pub fn click(&mut self, square: Square) {
        if self.demo.is_some() {
            return;
        }
        let position = *self.run.position();
        let own = position
            .piece_at(square)
            .is_some_and(|p| p.color == position.turn());
        match self.selected {
            Some(from) if from == square => self.selected = None,
            Some(_) if own => self.selected = Some(square),
            Some(from) => {
                self.selected = None;
                self.run.try_move(from, square);
            }
            None if own => self.selected = Some(square),
            None => {}
        }
    }

    pub fn drop(&mut self, from: Square, to: Square) {
        if self.demo.is_none() {
            self.selected = None;
            self.run.try_move(from, to);
        }
    }
}

/// The exercise's table: the learner has the side to move, the Easy computer the other.
fn exercise_table(spec: &ExerciseSpec, looks: Looks, seed: u64) -> Session {
    let learner = spec.learner();
    let seat = |color: Color| Seat {
        name: text::color(color),
        computer: (color != learner).then_some(Level::Easy),
    };
    let mut config = GameConfig::new(seat(Color::White), seat(Color::Black));
    config.start = spec.start;
    config.counting = CountingMode::Automatic;
    config.seed = seed;
    Session::new(config, looks)
}

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
    /// Returns whether the tutorial changed by itself.
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
            Some(_) | None => false,
        }
    }
}
