//! The guided tutorial's screen: the lessons with their check marks, the step's message,
//! the real board and dice (the game's own painters and `Command`s), the step's marks,
//! and Back / Next / Show me / Leave. `tutorial::Run` judges every action.

use egui::{CentralPanel, CornerRadius, Frame, Margin, Panel, RichText, Stroke, StrokeKind, Ui};

use super::board::{self, BoardView, Geom};
use super::dice::{self, DiceView};
use super::{Command, text, theme};
use crate::rules::{Face, Move};
use crate::tutorial::{Action, Feedback, Lesson, Mark, Run};

/// How long "Show me" points at the action before doing it, in seconds.
pub const DEMO_SECS: f64 = 0.9;

/// The tutorial's state while its screen is open.
pub struct TutorialScreen {
    pub lessons: Vec<Lesson>,
    /// Which lesson is being played.
    pub lesson: usize,
    pub run: Run,
    /// "Show me": the action being demonstrated and when it is done.
    pub demo: Option<(Action, f64)>,
}

impl TutorialScreen {
    /// Opens at the first lesson not yet done (else the first).
    pub fn new(lessons: Vec<Lesson>, done: &[String]) -> Option<TutorialScreen> {
        let lesson = lessons
            .iter()
            .position(|l| !done.contains(&l.id))
            .unwrap_or(0);
        let run = Run::new(lessons.get(lesson)?.clone());
        Some(TutorialScreen {
            lessons,
            lesson,
            run,
            demo: None,
        })
    }

    pub fn start(&mut self, lesson: usize) {
        if let Some(l) = self.lessons.get(lesson) {
            self.lesson = lesson;
            self.run = Run::new(l.clone());
            self.demo = None;
        }
    }

    /// The move "Show me" points at, while it does.
    fn demo_move(&self) -> Option<Move> {
        match self.demo {
            Some((Action::Play(mv), _)) => Some(mv),
            _ => None,
        }
    }
}

/// What the learner is told about their last action.
fn feedback_text(run: &Run, feedback: Feedback) -> String {
    match feedback {
        Feedback::Illegal(reason) => text::illegal_move(&reason),
        Feedback::NotThatMove => match &run.step().wrong {
            Some(id) => text::tutorial_message(id),
            None => text::tutorial_not_that_move(),
        },
        Feedback::NoThrowNow => text::tutorial_no_throw_now(),
        Feedback::ReadOn => text::tutorial_read_on(),
    }
}

/// One frame of the tutorial screen.
pub fn show(ui: &mut Ui, screen: &TutorialScreen, done: &[String], now: f64) -> Vec<Command> {
    let mut commands = Vec::new();
    let run = &screen.run;
    let lesson = &screen.lessons[screen.lesson];

    Panel::top("tutorial_top")
        .frame(theme::bar_frame(true))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(theme::screen_title(text::tutorial_button()));
                ui.add_space(12.0);
                // One label, so the lesson list alone is named by the lesson's title.
                ui.label(
                    RichText::new(format!(
                        "{} · {}",
                        text::tutorial_message(&lesson.title),
                        text::tutorial_step(run.step_index() + 1, run.lesson.steps.len())
                    ))
                    .strong(),
                );
                ui.add_space(12.0);
                if ui.button(text::tutorial_leave()).clicked() {
                    commands.push(Command::CloseTutorial);
                }
            });
        });

    Panel::left("tutorial_lessons")
        .resizable(false)
        .exact_size(220.0)
        .frame(theme::panel_frame())
        .show(ui, |ui| {
            ui.heading(text::tutorial_lessons());
            ui.add_space(6.0);
            for (i, l) in screen.lessons.iter().enumerate() {
                ui.horizontal(|ui| {
                    // The check mark is painted: not every font has the glyph.
                    let (r, _) =
                        ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                    if done.contains(&l.id) {
                        let p = |x: f32, y: f32| r.left_top() + egui::vec2(x, y);
                        ui.painter().line(
                            vec![p(2.0, 8.0), p(6.5, 13.0), p(14.0, 3.0)],
                            Stroke::new(2.5, theme::HINT),
                        );
                    }
                    if ui
                        .selectable_label(i == screen.lesson, text::tutorial_message(&l.title))
                        .clicked()
                    {
                        commands.push(Command::TutorialLesson(i));
                    }
                });
            }
        });

    let side_width = (ui.available_width() * 0.34).clamp(260.0, 380.0);
    Panel::right("tutorial_side")
        .resizable(false)
        .exact_size(side_width)
        .frame(theme::panel_frame())
        .show(ui, |ui| side(ui, screen, now, &mut commands));

    CentralPanel::default()
        .frame(
            Frame::new()
                .fill(theme::TABLE)
                .inner_margin(Margin::same(12)),
        )
        .show(ui, |ui| {
            let avail = ui.available_rect_before_wrap();
            let tries = if screen.demo.is_some() {
                Vec::new()
            } else {
                run.tries()
            };
            let view = BoardView {
                position: run.position(),
                moves: &tries,
                anim: None,
                now,
                hint: screen.demo_move(),
            };
            commands.extend(board::show(ui, &view));
            if !run.finished() {
                let g = Geom::fit(avail);
                for mark in &run.step().marks {
                    if let Mark::Square(sq) = mark {
                        ui.painter().rect_stroke(
                            g.square_rect(*sq).expand(g.cell * 0.04),
                            CornerRadius::same((g.cell * 0.1) as u8),
                            Stroke::new((g.cell * 0.07).max(3.0), theme::HINT),
                            StrokeKind::Outside,
                        );
                    }
                }
            }
        });
    commands
}

/// The message, what the last action earned, the dice and the step buttons.
fn side(ui: &mut Ui, screen: &TutorialScreen, now: f64, commands: &mut Vec<Command>) {
    let run = &screen.run;
    let finished = run.finished();
    let message = if finished {
        text::tutorial_lesson_done()
    } else {
        text::tutorial_message(&run.step().message)
    };
    ui.add_space(6.0);
    ui.label(RichText::new(message).size(17.0).color(theme::TEXT));
    if let Some(f) = run.feedback {
        ui.add_space(8.0);
        ui.label(
            RichText::new(feedback_text(run, f))
                .size(16.0)
                .color(theme::HIGHLIGHT),
        );
    }
    ui.add_space(12.0);

    let wants_throw = !finished && matches!(run.step().action, Action::Throw(_));
    let can_throw = wants_throw && screen.demo.is_none();
    let faces = run.last_throw().map_or([Face::One, Face::Two], |t| t.faces);
    let dice_view = DiceView {
        faces,
        anim: None,
        now,
        can_throw,
    };
    let dice_rect = ui
        .scope(|ui| commands.extend(dice::show(ui, &dice_view)))
        .response
        .rect;
    let marked = !finished && run.step().marks.contains(&Mark::Dice);
    if marked {
        ui.painter().rect_stroke(
            dice_rect.expand(4.0),
            CornerRadius::same(8),
            Stroke::new(3.0, theme::HINT),
            StrokeKind::Outside,
        );
    }
    if let Some(t) = run.last_throw() {
        ui.label(RichText::new(text::value_label(Some(t.value()))).size(16.0));
    }
    ui.add_space(8.0);
    if ui
        .add_enabled(can_throw, egui::Button::new(text::throw()))
        .clicked()
    {
        commands.push(Command::Throw);
    }
    ui.add_space(12.0);
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(run.can_back(), egui::Button::new(text::tutorial_back()))
            .clicked()
        {
            commands.push(Command::TutorialBack);
        }
        if ui
            .add_enabled(run.can_next(), egui::Button::new(text::tutorial_next()))
            .clicked()
        {
            commands.push(Command::TutorialNext);
        }
        let can_show = screen.demo.is_none() && run.demonstration().is_some();
        if ui
            .add_enabled(can_show, egui::Button::new(text::tutorial_show_me()))
            .clicked()
        {
            commands.push(Command::TutorialShowMe);
        }
    });
    if finished && screen.lesson + 1 < screen.lessons.len() {
        ui.add_space(12.0);
        if ui.button(text::tutorial_next_lesson()).clicked() {
            commands.push(Command::TutorialLesson(screen.lesson + 1));
        }
    }
}
