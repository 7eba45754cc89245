//! The guided tutorial's screen: the lessons with their check marks, the step's message,
//! the real board and dice (the game's own painters and `Command`s), the step's marks,
//! and Back / Next / Show me / Skip / Leave. `tutorial::Run` judges every action; after
//! the last step the lesson's exercise is played on the same board against the Easy
//! computer player.

use egui::{CornerRadius, RichText, Shape, Stroke, StrokeKind, Ui, vec2};

use super::DiceView;
use super::board::{self, BoardView, Geom};
use super::dice;
use super::status::text_button;
use super::{Command, MoveAnim, ThrowAnim, move_path, text, theme};
use crate::dhayam::rules::{Board, Move, Pawn, Phase, Position, Throw, Value};
use crate::dhayam::tutorial::{
    Action, Event, Exercise, ExerciseResult, Feedback, Lesson, Mark, Run,
};
use crate::tutorial::first_to_do;
use crate::widgets::theme::upright;
use crate::widgets::tutorial_frame::{self, Pressed};
use crate::widgets::{board_keys, motion, words};

use super::timing::{COMPUTER_PAUSE, FLY_SECS, STEP_SECS, THROW_SECS};

/// The tutorial's state while its screen is open.
pub struct TutorialScreen {
    pub lessons: Vec<Lesson>,
    /// Which lesson is being played.
    pub lesson: usize,
    pub run: Run,
    /// "Show me": the action being demonstrated and when it is done.
    pub demo: Option<(Action, f64)>,
    /// The lesson's exercise, while it is played.
    pub exercise: Option<Exercise>,
    /// When the exercise's next automatic step is due.
    due: Option<f64>,
    throw_anim: Option<ThrowAnim>,
    move_anim: Option<MoveAnim>,
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
            demo: None,
            exercise: None,
            due: None,
            throw_anim: None,
            move_anim: None,
        })
    }

    pub fn start(&mut self, lesson: usize) {
        if let Some(l) = self.lessons.get(lesson) {
            self.lesson = lesson;
            self.run = Run::new(l.clone());
            self.demo = None;
            self.leave_exercise();
        }
    }

    /// The next lesson, leaving this one as it is.
    pub fn skip(&mut self) {
        if self.lesson + 1 < self.lessons.len() {
            self.start(self.lesson + 1);
        }
    }

    /// Starts the lesson's exercise, or plays it again with other dice.
    pub fn start_exercise(&mut self) {
        let exercise = match &self.exercise {
            Some(e) => e.retry(),
            None => Exercise::new(self.lessons[self.lesson].exercise.clone(), 0),
        };
        self.exercise = Some(exercise);
        self.demo = None;
        self.due = None;
        self.throw_anim = None;
        self.move_anim = None;
    }

    pub fn leave_exercise(&mut self) {
        self.exercise = None;
        self.due = None;
        self.throw_anim = None;
        self.move_anim = None;
    }

    /// Whether the dice or a pawn of the exercise are moving.
    fn busy(&self, now: f64) -> bool {
        self.throw_anim.is_some_and(|a| now < a.end())
            || self.move_anim.as_ref().is_some_and(|a| now < a.end())
    }

    /// The learner throws in the exercise.
    pub fn exercise_throw(&mut self, now: f64, speed: f64) {
        if self.busy(now) {
            return;
        }
        let Some(e) = &mut self.exercise else { return };
        let before = e.last_throw();
        e.throw();
        self.animate_throw(before, now, speed);
    }

    /// The learner moves in the exercise.
    pub fn exercise_play(&mut self, mv: Move, now: f64, speed: f64) {
        if self.busy(now) {
            return;
        }
        let Some(e) = &mut self.exercise else { return };
        let before = *e.position();
        e.play(mv);
        if e.position() != &before {
            self.animate_move(&before, mv, now, speed);
        }
    }

    /// The dice tumble at `speed` (not at all with motion reduced, while the demo's
    /// pauses between its steps stay).
    fn animate_throw(&mut self, before: Option<Throw>, now: f64, speed: f64) {
        let speed = if motion::reduced() { 0.0 } else { speed };
        let Some(e) = &self.exercise else { return };
        if e.last_throw() != before || before.is_none() {
            self.throw_anim = Some(ThrowAnim {
                from: before.unwrap_or_else(|| dice::at_rest(e.position().options().dice)),
                start: now,
                secs: THROW_SECS * speed,
            });
        }
    }

    fn animate_move(&mut self, before: &Position, mv: Move, now: f64, speed: f64) {
        let speed = if motion::reduced() { 0.0 } else { speed };
        let Move::Pawn { from, value } = mv else {
            return;
        };
        let seat = before.to_move();
        let cut = before.landing(seat, from, value).ok().and_then(|l| l.cut);
        let (walkers, victims) = MoveAnim::counts(before, seat, from, value);
        self.move_anim = move_path(before, seat, from, value)
            .filter(|_| speed > 0.0)
            .map(|path| MoveAnim {
                seat,
                from,
                path,
                cut,
                walkers,
                victims,
                start: now,
                step_secs: STEP_SECS * speed,
                fly_secs: FLY_SECS * speed,
            });
    }

    /// Takes the exercise's automatic steps (the computer's throws and moves, throws the
    /// learner cannot use) after a pause, one at a time. Returns when to look again.
    pub fn tick(&mut self, now: f64, speed: f64) -> Option<f64> {
        let e = self.exercise.as_ref()?;
        if self.busy(now) {
            // Something moves: paint every frame.
            return Some(now);
        }
        if !e.automatic() {
            self.due = None;
            return None;
        }
        let due = *self.due.get_or_insert(now + COMPUTER_PAUSE * speed);
        if now < due {
            return Some(due);
        }
        self.due = None;
        let e = self.exercise.as_mut()?;
        let before = *e.position();
        let thrown = e.last_throw();
        match e.step_automatic() {
            Some(Event::Threw(..)) => self.animate_throw(thrown, now, speed),
            Some(Event::Moved { mv, .. }) => self.animate_move(&before, mv, now, speed),
            None => {}
        }
        Some(now)
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
        Feedback::NotThatValue => text::tutorial_not_that_value(),
        Feedback::NoThrowNow => text::tutorial_no_throw_now(),
        Feedback::ReadOn => text::tutorial_read_on(),
    }
}

/// One line of the exercise's news.
fn event_text(event: &Event) -> String {
    match *event {
        Event::Threw(seat, t) => text::tutorial_event_threw(seat, t.value()),
        Event::Moved { seat, mv, report } => match (mv, report.to) {
            (Move::Pawn { from, .. }, Some(to)) => {
                // Lessons are played on the 7×7 board.
                let board = Board::Seven;
                let to = to.square(board, seat);
                match from {
                    Pawn::At(p) => {
                        text::tutorial_event_moved(seat, p.square(board, seat), to, report.cut)
                    }
                    _ => text::tutorial_event_entered(seat, to),
                }
            }
            _ => text::tutorial_event_lost(seat),
        },
    }
}

/// The keys of the tutorial: the review's arrows for Back and Next, the game's Space to
/// throw, Escape to leave; B brings the keys to the board, where Space still throws and
/// Enter reads on while the step asks for no move.
fn keys(ui: &Ui, screen: &TutorialScreen, can_throw: bool, commands: &mut Vec<Command>) {
    if ui.ctx().text_edit_focused() {
        return;
    }
    if ui.input(|i| Command::FocusBoard.pressed(i)) {
        board_keys::call_to_board(ui.ctx());
    }
    let in_exercise = screen.exercise.is_some();
    if board_keys::holds_focus(ui.ctx()) {
        // The board keeps its arrows and Enter; Space still throws, and between the
        // moves a step asks for, Enter reads on.
        let reading = !in_exercise
            && !screen.run.finished()
            && matches!(screen.run.step().action, Action::Next);
        let (enter, space) =
            ui.input(|i| (i.key_pressed(egui::Key::Enter), Command::Throw.pressed(i)));
        if reading && enter && screen.run.can_next() {
            commands.push(Command::TutorialNext);
        }
        if space && can_throw {
            commands.push(Command::Throw);
        }
        return;
    }
    if ui.ctx().egui_wants_keyboard_input() {
        return;
    }
    let (next, back, space, escape) = ui.input(|i| {
        (
            Command::TutorialNext.pressed(i),
            Command::TutorialBack.pressed(i),
            Command::Throw.pressed(i),
            Command::CloseTutorial.pressed(i),
        )
    });
    if next && !in_exercise && screen.run.can_next() {
        commands.push(Command::TutorialNext);
    }
    if back && (in_exercise || screen.run.can_back()) {
        commands.push(Command::TutorialBack);
    }
    if space && can_throw {
        commands.push(Command::Throw);
    }
    if escape {
        commands.push(Command::CloseTutorial);
    }
}

/// One frame of the tutorial screen, in the shell's tutorial frame.
pub fn show(ui: &mut Ui, screen: &TutorialScreen, done: &[String], now: f64) -> Vec<Command> {
    let mut commands = Vec::new();
    let run = &screen.run;
    let lesson = &screen.lessons[screen.lesson];
    let exercise = screen.exercise.as_ref();

    let can_throw = match exercise {
        Some(e) => e.can_throw() && !screen.busy(now),
        None => {
            !run.finished()
                && matches!(run.step().action, Action::Throw(_))
                && screen.demo.is_none()
        }
    };
    keys(ui, screen, can_throw, &mut commands);

    let place = match exercise {
        Some(_) => text::tutorial_exercise(),
        None => text::tutorial_step(run.step_index() + 1, run.lesson.steps.len()),
    };
    let place = format!("{} · {place}", text::tutorial_message(&lesson.title));
    let lessons: Vec<(String, bool)> = screen
        .lessons
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let title = format!("{}. {}", i + 1, text::tutorial_message(&l.title));
            (title, done.contains(&l.id))
        })
        .collect();
    let frame = tutorial_frame::Frame {
        title: &text::tutorial_button(),
        place: &place,
        lessons_heading: &text::tutorial_lessons(),
        skip: &text::tutorial_skip(),
        leave: &text::tutorial_leave(),
        lessons: &lessons,
        current: screen.lesson,
        said: &said(screen, now),
    };
    let mut control_commands = Vec::new();
    let mut board_commands = Vec::new();
    let pressed = tutorial_frame::show(
        ui,
        &frame,
        &mut |ui| match exercise {
            Some(e) => exercise_side(ui, screen, e, now),
            None => side(ui, screen),
        },
        &mut |ui| match exercise {
            Some(e) => exercise_controls(ui, screen, e, now, &mut control_commands),
            None => controls(ui, screen, now, &mut control_commands),
        },
        &mut |ui| {
            let avail = ui.available_rect_before_wrap();
            // Moves are offered only while nothing is being shown (a demonstration, the
            // computer's turn in an exercise).
            let view = match exercise {
                Some(e) => BoardView {
                    position: e.position(),
                    moves: &if screen.busy(now) {
                        Vec::new()
                    } else {
                        e.tries()
                    },
                    anim: screen.move_anim.as_ref().filter(|a| now < a.end()),
                    now,
                    hint: None,
                },
                None => BoardView {
                    position: run.position(),
                    moves: &if screen.demo.is_some() {
                        Vec::new()
                    } else {
                        run.tries()
                    },
                    anim: None,
                    now,
                    hint: screen.demo_move(),
                },
            };
            board_commands.extend(board::show(ui, &view));
            if exercise.is_none() && !run.finished() {
                paint_marks(ui, Geom::fit(avail, Board::Seven), &run.step().marks);
            }
        },
    );
    commands.extend(control_commands);
    commands.extend(board_commands);
    match pressed {
        Some(Pressed::Lesson(i)) => commands.push(Command::TutorialLesson(i)),
        Some(Pressed::Skip) => commands.push(Command::TutorialSkip),
        Some(Pressed::Leave) => commands.push(Command::CloseTutorial),
        None => {}
    }
    commands
}

/// Squares ringed and route segments drawn as arrows, in the hint colour.
fn paint_marks(ui: &Ui, g: Geom, marks: &[Mark]) {
    let p = ui.painter();
    let width = (g.cell * 0.07).max(3.0);
    for mark in marks {
        match mark {
            Mark::Square(sq) => {
                p.rect_stroke(
                    g.square_rect(*sq).expand(g.cell * 0.04),
                    CornerRadius::same((g.cell * 0.1) as u8),
                    Stroke::new(width, theme::hint()),
                    StrokeKind::Outside,
                );
            }
            Mark::Route(squares) => {
                let points: Vec<_> = squares.iter().map(|sq| g.centre(*sq)).collect();
                let stroke = Stroke::new(width, theme::hint().gamma_multiply(0.8));
                p.add(Shape::line(points.clone(), stroke));
                if let [.., a, b] = points.as_slice() {
                    // The head stops short of the centre, so the pawn there stays visible.
                    let tip = *a + (*b - *a) * 0.7;
                    p.arrow(*a, tip - *a, Stroke::new(width, theme::hint()));
                }
                p.circle_filled(points[0], g.cell * 0.08, theme::hint());
            }
            Mark::Dice => {}
        }
    }
}

/// The dice, marked when the step points at them; returns their command.
fn dice_box(
    ui: &mut Ui,
    shown: Throw,
    anim: Option<ThrowAnim>,
    now: f64,
    can_throw: bool,
    marked: bool,
    commands: &mut Vec<Command>,
) {
    let view = DiceView {
        cleared: false,
        shown,
        anim,
        now,
        can_throw,
    };
    // A short window (800×600) gets smaller dice, as the table's side panel does, so the
    // step's words above them keep their room; so does a phone held upright, where the
    // board above takes the window's width and the dice a ninth of its height (they are
    // 0.56 as high as wide).
    let screen = ui.ctx().content_rect().size();
    let short = screen.y < 640.0;
    let phone = upright(ui.ctx());
    let rect = ui
        .scope(|ui| {
            if short {
                ui.set_max_width(ui.available_width().min(150.0));
            } else if phone {
                ui.set_max_width(ui.available_width().min(screen.y / 9.0 / 0.56));
            }
            commands.extend(dice::show(ui, &view))
        })
        .response
        .rect;
    if marked {
        ui.painter().rect_stroke(
            rect.expand(4.0),
            CornerRadius::same(8),
            Stroke::new(3.0, theme::hint()),
            StrokeKind::Outside,
        );
    }
}

/// Pooled turns: a button per saved value, the current one selected.
fn value_choice(ui: &mut Ui, position: &Position, current: Option<Value>) -> Option<Command> {
    if !position.options().is_pooled() || !matches!(position.phase(), Phase::Move) {
        return None;
    }
    let mut values: Vec<Value> = position.pending().values().collect();
    values.sort();
    values.dedup();
    let mut command = None;
    ui.label(text::tutorial_choose_value());
    ui.horizontal_wrapped(|ui| {
        for v in values {
            // The figure alone on the button, so the values fit one row in every
            // language and the strip keeps its height; its name and tooltip say "use 5".
            let b = egui::Button::new(RichText::new(v.to_string()).size(17.0))
                .selected(current == Some(v))
                .min_size(vec2(44.0, 32.0));
            let usable = position.can_use(v);
            let words = text::use_value(v);
            let response = ui.add_enabled(usable, b);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, usable, &words));
            if response.on_hover_text(&words).clicked() {
                command = Some(Command::ChooseValue(v));
            }
        }
    });
    command
}

/// The height kept for a row of the controls' strip whether or not it shows anything
/// this step, so the rows under it keep their place.
const ROW: f32 = 34.0;

/// Pooled turns: the values to choose from, under their line of words, in a place kept
/// (empty) while there is no choice, so the strip keeps its height (beside the dice on a
/// phone, where the dice keep it).
fn value_row(ui: &mut Ui, shown: Option<(&Position, Option<Value>)>) -> Option<Command> {
    ui.scope(|ui| {
        keep_row(ui);
        shown.and_then(|(position, current)| value_choice(ui, position, current))
    })
    .inner
}

/// Keeps the height of a row that shows something at some steps and nothing at others,
/// so the rows under it keep their place: beside the board. On a phone held upright the
/// row lies beside the dice, which keep the height, and the room is the words'.
fn keep_row(ui: &mut Ui) {
    if !upright(ui.ctx()) {
        ui.set_min_height(ROW + 24.0);
    }
}

/// The dice, and Throw with what goes under it: under each other beside the board; side
/// by side on a phone held upright, where the strip under the board has width to spare
/// and the step's words need the height.
fn dice_and_throw(
    ui: &mut Ui,
    commands: &mut Vec<Command>,
    dice: impl FnOnce(&mut Ui, &mut Vec<Command>),
    throw: impl FnOnce(&mut Ui, &mut Vec<Command>),
) {
    if upright(ui.ctx()) {
        ui.horizontal_top(|ui| {
            dice(ui, commands);
            ui.add_space(8.0);
            ui.vertical(|ui| throw(ui, commands));
        });
    } else {
        dice(ui, commands);
        throw(ui, commands);
    }
}

/// What the screen reader hears: the step's words and what the last action earned; in
/// the exercise, its result, what the last action earned, or what it asks.
fn said(screen: &TutorialScreen, now: f64) -> String {
    let run = &screen.run;
    if let Some(e) = screen.exercise.as_ref() {
        let result = exercise_result(e).filter(|_| !screen.busy(now));
        let feedback = e.feedback.map(|f| feedback_text(run, f));
        return result
            .or(feedback)
            .unwrap_or_else(|| text::tutorial_message(&e.spec.message));
    }
    let mut sentences = vec![if run.finished() {
        text::tutorial_lesson_done()
    } else {
        text::tutorial_message(&run.step().message)
    }];
    sentences.extend(run.feedback.map(|f| feedback_text(run, f)));
    sentences.join(" ")
}

/// The message, what the last action earned, and the keys.
fn side(ui: &mut Ui, screen: &TutorialScreen) {
    let run = &screen.run;
    let finished = run.finished();
    let message = if finished {
        text::tutorial_lesson_done()
    } else {
        text::tutorial_message(&run.step().message)
    };
    ui.add_space(6.0);
    if !finished && run.step().new_setup {
        ui.label(
            RichText::new(text::tutorial_new_setup())
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
    // The keys under the words, where they scroll with them: in the controls' strip
    // they took four lines of Tamil from the words' room at 800×600.
    ui.add_space(12.0);
    ui.label(
        RichText::new(text::tutorial_keys())
            .size(13.0)
            .color(theme::text_dim()),
    );
}

/// The step's controls, each row in the same place at every step: the dice, Throw and
/// the value, the values to choose from or the way on once the lesson is done, and
/// Back / Next / Show me.
fn controls(ui: &mut Ui, screen: &TutorialScreen, now: f64, commands: &mut Vec<Command>) {
    let run = &screen.run;
    let finished = run.finished();
    let wants_throw = !finished && matches!(run.step().action, Action::Throw(_));
    let can_throw = wants_throw && screen.demo.is_none();
    let shown = run
        .last_throw()
        .unwrap_or_else(|| dice::at_rest(run.position().options().dice));
    let marked = !finished && run.step().marks.contains(&Mark::Dice);
    let dice = |ui: &mut Ui, commands: &mut Vec<Command>| {
        dice_box(ui, shown, None, now, can_throw, marked, commands);
    };
    dice_and_throw(ui, commands, dice, |ui, commands| {
        // The value beside Throw (a line of its own took the words' room at 800×600).
        let value = run
            .last_throw()
            .map_or(String::new(), |t| text::value_label(Some(t.value())));
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            commands.extend(text_button(ui, Command::Throw, can_throw));
            ui.add_space(8.0);
            ui.label(RichText::new(value).size(16.0));
        });
        // One place, kept at every step, for what comes and goes: the values to choose
        // from during the lesson, the way on once it is done (never both at once).
        ui.scope(|ui| {
            keep_row(ui);
            if finished {
                // In some languages the two buttons wrap onto a second line.
                ui.horizontal_wrapped(|ui| {
                    if ui.button(text::tutorial_exercise_start()).clicked() {
                        commands.push(Command::TutorialExercise);
                    }
                    if screen.lesson + 1 < screen.lessons.len()
                        && ui.button(text::tutorial_next_lesson()).clicked()
                    {
                        commands.push(Command::TutorialLesson(screen.lesson + 1));
                    }
                });
            } else if screen.demo.is_none() {
                commands.extend(value_choice(ui, run.position(), run.current_value()));
            }
        });
    });
    // Wrapped in a narrow panel: the words' length changes with the language only,
    // never from step to step.
    ui.horizontal_wrapped(|ui| {
        commands.extend(text_button(ui, Command::TutorialBack, run.can_back()));
        commands.extend(text_button(ui, Command::TutorialNext, run.can_next()));
        let can_show = screen.demo.is_none() && run.demonstration().is_some();
        commands.extend(text_button(ui, Command::TutorialShowMe, can_show));
    });
}

/// The exercise: its goal, who plays whom, how it went, whose turn it is and the news.
fn exercise_side(ui: &mut Ui, screen: &TutorialScreen, e: &Exercise, now: f64) {
    ui.add_space(6.0);
    words::label(
        ui,
        RichText::new(text::tutorial_message(&e.spec.message))
            .size(17.0)
            .color(theme::text()),
    );
    ui.add_space(6.0);
    let computer = e
        .position()
        .seats()
        .iter()
        .find(|s| *s != e.learner())
        .unwrap_or(e.learner());
    ui.label(
        RichText::new(text::tutorial_exercise_players(e.learner(), computer))
            .size(14.0)
            .color(theme::text_dim()),
    );
    let result = exercise_result(e);
    let busy = screen.busy(now);
    if let Some(r) = result.as_ref().filter(|_| !busy) {
        ui.add_space(8.0);
        ui.label(RichText::new(r).size(17.0).strong().color(theme::hint()));
    } else if let Some(f) = e.feedback {
        ui.add_space(8.0);
        words::label(
            ui,
            RichText::new(feedback_text(&screen.run, f))
                .size(16.0)
                .color(theme::highlight()),
        );
    }
    ui.add_space(10.0);

    let pos = e.position();
    let seat = pos.to_move();
    let prompt = match pos.phase() {
        _ if result.is_some() => None,
        Phase::Throw if seat == e.learner() => Some(text::to_throw(&text::seat(seat))),
        Phase::Move if seat == e.learner() && !e.automatic() => {
            let mut values: Vec<Value> = pos.pending().values().collect();
            values.sort();
            values.dedup();
            Some(text::to_move(&text::seat(seat), &values))
        }
        _ => Some(text::thinking(&text::seat(seat))),
    };
    if let Some(p) = prompt {
        ui.label(RichText::new(p).size(16.0).color(theme::seat_text(seat)));
    }
    ui.add_space(10.0);
    for event in e.events() {
        let seat = match event {
            Event::Threw(s, _) | Event::Moved { seat: s, .. } => *s,
        };
        ui.label(
            RichText::new(event_text(event))
                .size(14.0)
                .color(theme::seat_text(seat)),
        );
    }
}

fn exercise_result(e: &Exercise) -> Option<String> {
    match e.result() {
        Some(ExerciseResult::Won) => Some(text::tutorial_exercise_won()),
        Some(ExerciseResult::Lost(winner)) => Some(text::tutorial_exercise_lost(winner)),
        None => None,
    }
}

/// The exercise's controls, in place for the whole exercise: the dice, Throw, the
/// values to choose from, and Play again / Back / Next lesson.
fn exercise_controls(
    ui: &mut Ui,
    screen: &TutorialScreen,
    e: &Exercise,
    now: f64,
    commands: &mut Vec<Command>,
) {
    let busy = screen.busy(now);
    let pos = e.position();
    let can_throw = e.can_throw() && !busy;
    let shown = e
        .last_throw()
        .unwrap_or_else(|| dice::at_rest(pos.options().dice));
    let anim = screen.throw_anim.filter(|a| now < a.end());
    let dice = |ui: &mut Ui, commands: &mut Vec<Command>| {
        dice_box(ui, shown, anim, now, can_throw, false, commands);
    };
    dice_and_throw(ui, commands, dice, |ui, commands| {
        ui.add_space(6.0);
        commands.extend(text_button(ui, Command::Throw, can_throw));
        let choosing = !busy && pos.to_move() == e.learner() && exercise_result(e).is_none();
        commands.extend(value_row(ui, choosing.then(|| (pos, e.current_value()))));
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(text::tutorial_exercise_retry()).clicked() {
            commands.push(Command::TutorialExercise);
        }
        if ui.button(text::tutorial_exercise_back()).clicked() {
            commands.push(Command::TutorialBack);
        }
        if screen.lesson + 1 < screen.lessons.len()
            && ui.button(text::tutorial_next_lesson()).clicked()
        {
            commands.push(Command::TutorialLesson(screen.lesson + 1));
        }
    });
}
