//! Makruk's guided tutorial screen, in the shell's tutorial frame: the step's words and
//! what the last try earned, the count when one runs, Back / Next / Show me, and the real
//! board with the step's marks. `tutorial::Run` judges every move. After the last step
//! the lesson's exercise is played on a real table (a `Session`) against the Easy
//! computer player, and `Goal` says when it is won.

use std::cell::RefCell;

use egui::{CornerRadius, RichText, Stroke, StrokeKind, Ui};

use super::board::{self, BoardInput, BoardView, Geom};
use super::command::Command;
use super::config::Looks;
use super::session::{Session, TutorialScreen};
use super::side::button;
use super::text;
use crate::i18n::{FluentValue, tr, tr_args};
use crate::makruk::notation::Notation;
use crate::makruk::rules::{Bitboard, Position, counting};
use crate::makruk::tutorial::{ExerciseSpec, Feedback, Mark, Run, Verdict};
use crate::widgets::board_keys;
use crate::widgets::tutorial_frame::{self, Pressed};
use crate::widgets::{theme, words};

fn verdict(spec: &ExerciseSpec, table: &Session) -> Verdict {
    spec.goal.verdict(table.game(), spec.learner())
}

/// What the learner is told about their last try.
fn feedback_text(run: &Run, feedback: Feedback) -> String {
    match feedback {
        Feedback::Illegal(why) => text::refusal(why),
        Feedback::NotThatMove => match &run.step().wrong {
            Some(id) => tr(id),
            None => tr("tutorial-not-that-move"),
        },
        Feedback::ReadOn => tr("tutorial-read-on"),
    }
}

/// The count on the board, when one runs: "Pieces' honour 5 / 8".
fn count_line(position: &Position) -> Option<String> {
    let c = position.count()?;
    let honour = counting::honour(position.board());
    Some(text::count(honour, c.spoken(), c.limit_moves()))
}

/// Next, Back and Escape from the keyboard, as in Dhayam's tutorial; B brings the keys
/// to the board, where Enter reads on while the step asks for no move.
fn keys(ui: &Ui, screen: &TutorialScreen, commands: &mut Vec<Command>) {
    if ui.ctx().text_edit_focused() {
        return;
    }
    if ui.input(|i| Command::FocusBoard.pressed(i)) {
        board_keys::call_to_board(ui.ctx());
    }
    let in_exercise = screen.exercise.is_some();
    if board_keys::holds_focus(ui.ctx()) {
        // The board keeps its arrows; between the moves a step asks for, Enter reads on.
        let reading = !in_exercise && screen.run.demonstration().is_none();
        if reading && screen.run.can_next() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            commands.push(Command::TutorialNext);
        }
        return;
    }
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let offered = [
        (Command::TutorialNext, !in_exercise && screen.run.can_next()),
        (Command::TutorialBack, in_exercise || screen.run.can_back()),
        (Command::CloseTutorial, true),
    ];
    for (command, offered) in offered {
        if offered && ui.input(|i| command.pressed(i)) {
            commands.push(command);
        }
    }
}

/// One frame of the tutorial screen.
pub fn show(
    ui: &mut Ui,
    screen: &mut TutorialScreen,
    done: &[String],
    looks: Looks,
) -> Vec<Command> {
    let mut commands = Vec::new();
    keys(ui, screen, &mut commands);
    let lesson = &screen.lessons[screen.lesson];
    let place = match &screen.exercise {
        Some(_) => tr("tutorial-exercise"),
        None => tr_args(
            "tutorial-step",
            [
                ("n", FluentValue::from(screen.run.step_index() + 1)),
                ("total", FluentValue::from(screen.run.lesson.steps.len())),
            ],
        ),
    };
    let place = format!("{} · {place}", tr(&lesson.title));
    let lessons: Vec<(String, bool)> = screen
        .lessons
        .iter()
        .enumerate()
        .map(|(i, l)| (format!("{}. {}", i + 1, tr(&l.title)), done.contains(&l.id)))
        .collect();
    let frame = tutorial_frame::Frame {
        title: &tr("tutorial-button"),
        place: &place,
        lessons_heading: &tr("tutorial-lessons"),
        skip: &tr("tutorial-skip"),
        leave: &tr("tutorial-leave"),
        lessons: &lessons,
        current: screen.lesson,
        said: &said(screen),
    };
    let mut control_commands = Vec::new();
    let mut board_commands = Vec::new();
    let mut exercise_commands = Vec::new();
    // The side reads the exercise's table and the board draws it, one after the other.
    let exercise = RefCell::new(screen.exercise.take());
    let screen_ref: &TutorialScreen = screen;
    let pressed = tutorial_frame::show(
        ui,
        &frame,
        &mut |ui| match exercise.borrow().as_deref() {
            Some(e) => exercise_side(ui, screen_ref, e),
            None => side(ui, screen_ref),
        },
        &mut |ui| match exercise.borrow().as_deref() {
            Some(_) => exercise_controls(ui, screen_ref, &mut control_commands),
            None => controls(ui, screen_ref, &mut control_commands),
        },
        &mut |ui| match exercise.borrow_mut().as_deref_mut() {
            Some(e) => exercise_commands.extend(e.show_board(ui)),
            None => board_commands.extend(lesson_board(ui, screen_ref, looks)),
        },
    );
    screen.exercise = exercise.into_inner();
    commands.extend(control_commands);
    commands.extend(board_commands);
    commands.extend(
        exercise_commands
            .into_iter()
            .map(|c| Command::Exercise(Box::new(c))),
    );
    match pressed {
        Some(Pressed::Lesson(i)) => commands.push(Command::TutorialLesson(i)),
        Some(Pressed::Skip) => commands.push(Command::TutorialSkip),
        Some(Pressed::Leave) => commands.push(Command::CloseTutorial),
        None => {}
    }
    commands
}

/// The lesson's board, in the person's looks: the piece picked up (or the step's piece)
/// with its squares, the last move, "Show me"'s arrow, and the step's rings.
fn lesson_board(ui: &mut Ui, screen: &TutorialScreen, looks: Looks) -> Vec<Command> {
    let run = &screen.run;
    let avail = ui.available_rect_before_wrap();
    let reach = run.marks().iter().find_map(|m| match m {
        Mark::Reach(sq) => Some(*sq),
        Mark::Square(_) => None,
    });
    let selected = screen.selected.or(reach);
    let destinations = selected.map_or(Bitboard::EMPTY, |sq| run.destinations(sq));
    let label = |sq, piece, promoted, _| text::square(sq, piece, promoted);
    let playing = !run.finished() && run.demonstration().is_some();
    let view = BoardView {
        position: run.position(),
        flipped: false,
        look: looks.board,
        style: looks.pieces,
        // The lessons' words name squares in SAN (a1 … h8).
        notation: Notation::San,
        selected,
        destinations,
        last_move: run.last_move(),
        earlier_move: None,
        hint: screen.demo.map(|(mv, _)| mv),
        anim: None,
        interactive: playing && screen.demo.is_none(),
        label: &label,
    };
    let mut out = Vec::new();
    match board::show(ui, &view) {
        Some(BoardInput::Clicked(sq)) => out.push(Command::Click(sq)),
        Some(BoardInput::Dropped { from, to }) => out.push(Command::Drop { from, to }),
        None => {}
    }
    let g = Geom::fit(avail, false);
    let width = (g.cell * 0.07).max(3.0);
    for mark in run.marks() {
        if let Mark::Square(sq) = mark {
            ui.painter().rect_stroke(
                g.square_rect(*sq).shrink(g.cell * 0.04),
                CornerRadius::same((g.cell * 0.1) as u8),
                Stroke::new(width, theme::hint()),
                StrokeKind::Inside,
            );
        }
    }
    out
}

/// What the screen reader hears: the step's words, what the last try earned and the
/// count; in the exercise, its table's news.
fn said(screen: &TutorialScreen) -> String {
    if let Some(e) = screen.exercise.as_deref() {
        return e.said();
    }
    let run = &screen.run;
    let mut sentences = vec![if run.finished() {
        tr("tutorial-lesson-done")
    } else {
        tr(&run.step().message)
    }];
    sentences.extend(run.feedback.map(|f| feedback_text(run, f)));
    sentences.extend(count_line(run.position()));
    sentences.join(" ")
}

/// The step's words, what the last try earned and the count (the buttons are in `controls`).
fn side(ui: &mut Ui, screen: &TutorialScreen) {
    let run = &screen.run;
    let finished = run.finished();
    let message = if finished {
        tr("tutorial-lesson-done")
    } else {
        tr(&run.step().message)
    };
    ui.add_space(6.0);
    if !finished && run.step().new_setup {
        ui.label(
            RichText::new(tr("tutorial-new-setup"))
                .italics()
                .color(theme::highlight()),
        );
        ui.add_space(4.0);
    }
    words::label(ui, RichText::new(message).size(17.0).color(theme::text()));
    if let Some(f) = run.feedback {
        ui.add_space(8.0);
        words::label(
            ui,
            RichText::new(feedback_text(run, f))
                .size(16.0)
                .color(theme::highlight()),
        );
    }
    if let Some(count) = count_line(run.position()) {
        ui.add_space(8.0);
        ui.label(
            RichText::new(count)
                .size(18.0)
                .strong()
                .color(theme::hint()),
        );
    }
    // The keys under the words, where they scroll with them, as in Dhayam's tutorial: in
    // the buttons' strip they took the words' room on a phone.
    ui.add_space(12.0);
    ui.label(
        RichText::new(tr("makruk-tutorial-keys"))
            .size(13.0)
            .color(theme::text_dim()),
    );
}

/// The step's buttons, in the frame's strip under the words, each row in the same place
/// at every step (the lesson's way on keeps its row before the lesson is done).
fn controls(ui: &mut Ui, screen: &TutorialScreen, out: &mut Vec<Command>) {
    let run = &screen.run;
    // Two lines kept: in some languages the two buttons wrap onto a second one. Not on a
    // phone held upright, where the room is the words': there the way on pushes the
    // strip up at the lesson's end, and Back and Next keep their place at the bottom.
    ui.scope(|ui| {
        if !theme::upright(ui.ctx()) {
            ui.set_min_height(56.0);
        }
        ui.horizontal_wrapped(|ui| {
            if run.finished() {
                button(ui, Command::TutorialExercise, true, out);
                next_lesson(ui, screen, out);
            }
        });
    });
    ui.horizontal_wrapped(|ui| {
        button(ui, Command::TutorialBack, run.can_back(), out);
        button(ui, Command::TutorialNext, run.can_next(), out);
        let can_show = screen.demo.is_none() && run.demonstration().is_some();
        button(ui, Command::TutorialShowMe, can_show, out);
    });
}

/// The exercise: what to do, who plays whom and how it stands (the way on is in
/// `exercise_controls`).
fn exercise_side(ui: &mut Ui, screen: &TutorialScreen, e: &Session) {
    let spec = &screen.lessons[screen.lesson].exercise;
    let learner = spec.learner();
    ui.add_space(6.0);
    words::label(
        ui,
        RichText::new(tr(&spec.message))
            .size(17.0)
            .color(theme::text()),
    );
    ui.add_space(6.0);
    ui.label(
        RichText::new(tr_args(
            "makruk-tutorial-exercise-players",
            [
                ("you", FluentValue::from(text::color(learner))),
                ("computer", FluentValue::from(text::color(learner.other()))),
            ],
        ))
        .size(14.0)
        .color(theme::text_dim()),
    );
    ui.add_space(8.0);
    let position = e.game().position();
    match verdict(spec, e) {
        Verdict::Won if !e.animating() => {
            ui.label(
                RichText::new(tr("makruk-tutorial-exercise-won"))
                    .size(17.0)
                    .strong()
                    .color(theme::hint()),
            );
        }
        Verdict::Lost(outcome) if !e.animating() => {
            let winner = outcome.winner().map(text::color).unwrap_or_default();
            let how = text::outcome(outcome, &winner);
            ui.label(
                RichText::new(tr_args(
                    "makruk-tutorial-exercise-lost",
                    [("how", FluentValue::from(how))],
                ))
                .size(17.0)
                .strong()
                .color(theme::highlight()),
            );
        }
        _ => {
            let who = text::color(position.turn());
            let line = if e.is_thinking().is_some() {
                text::thinking(&who)
            } else {
                text::to_move(&who)
            };
            ui.label(RichText::new(line).size(16.0));
            if let Some(why) = e.refused() {
                ui.label(
                    RichText::new(text::refusal(why))
                        .size(15.0)
                        .color(theme::highlight()),
                );
            }
        }
    }
    if let Some(count) = count_line(position) {
        ui.add_space(8.0);
        ui.label(
            RichText::new(count)
                .size(18.0)
                .strong()
                .color(theme::hint()),
        );
    }
}

/// The exercise's buttons, in the frame's strip under the words.
fn exercise_controls(ui: &mut Ui, screen: &TutorialScreen, out: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        // The exercise's own words for playing again and for Back.
        if ui.button(tr("tutorial-exercise-retry")).clicked() {
            out.push(Command::TutorialExercise);
        }
        if ui.button(tr("tutorial-exercise-back")).clicked() {
            out.push(Command::TutorialBack);
        }
        next_lesson(ui, screen, out);
    });
}

/// "Next lesson", but for the last.
fn next_lesson(ui: &mut Ui, screen: &TutorialScreen, out: &mut Vec<Command>) {
    if screen.lesson + 1 < screen.lessons.len() && ui.button(tr("tutorial-next-lesson")).clicked() {
        out.push(Command::TutorialLesson(screen.lesson + 1));
    }
}
