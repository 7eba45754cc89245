//! The guided tutorial's lessons, as data (`assets/tutorial/*.toml`, embedded), the
//! runner that walks a learner through one lesson, and the exercise that ends each
//! lesson. No egui and no I/O; the exercise's dice and computer player come from seeds,
//! so every attempt replays exactly.
//!
//! A lesson is a list of steps. A step may set a position (DPN and house rules); without
//! one it goes on from where the previous step left the game. Each step shows a message
//! (a Fluent id), marks squares, route segments or the dice, and waits for one action:
//! read on (`next`), throw (the step's scripted throw comes), choose a saved value
//! (pooled turns), play a given move, or play any legal move. A wrong action is refused
//! with the engine's reason and the step waits.
//!
//! The exercise is a prepared position played with real (seeded) dice against the Easy
//! computer player: the learner wins by reaching the lesson's goal first.

use std::fmt;

use serde::Deserialize;

use crate::ai::{Level, Policy};
use crate::dice::{Dice, derive_seed};
use crate::rules::{
    BySeat, Face, IllegalMove, Move, MoveReport, Options, Pawn, Phase, Position, Seat, SeatSet,
    Square, Throw, Value,
};

/// The lessons' files, in the order they are taught.
macro_rules! lesson_files {
    ($($name:literal),+ $(,)?) => {
        [$(($name, include_str!(concat!("../assets/tutorial/", $name)))),+]
    };
}
const SOURCES: [(&str, &str); 9] = lesson_files![
    "01-dice.toml",
    "02-entering.toml",
    "03-moving.toml",
    "04-safe.toml",
    "05-cutting.toml",
    "06-gate.toml",
    "07-centre.toml",
    "08-king.toml",
    "09-house-rules.toml",
];

/// A lesson as its file writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    id: String,
    title: String,
    steps: Vec<StepFile>,
    exercise: ExerciseFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExerciseFile {
    position: String,
    #[serde(default)]
    options: String,
    seed: u64,
    goal: String,
    message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    position: Option<String>,
    #[serde(default)]
    options: String,
    message: String,
    #[serde(default)]
    highlight: Vec<String>,
    action: String,
    throw: Option<String>,
    #[serde(rename = "move")]
    mv: Option<String>,
    /// The saved value a `choose` step asks for.
    value: Option<u8>,
    /// A message for a legal move that is not the one asked for.
    wrong: Option<String>,
}

/// Something a step points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    Square(Square),
    Dice,
    /// A stretch of a route, the squares in the order a pawn walks them.
    Route(Vec<Square>),
}

/// What the learner must do to finish a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Read, then press Next.
    Next,
    /// Throw the dice; this throw comes.
    Throw(Throw),
    /// Pooled turns: choose this saved value to spend next.
    Choose(Value),
    /// Play exactly this move.
    Play(Move),
    /// Play any legal move.
    AnyMove,
}

#[derive(Clone, Debug)]
pub struct Step {
    /// The position the step starts from; `None` goes on from the previous step.
    pub start: Option<Position>,
    pub message: String,
    pub marks: Vec<Mark>,
    pub action: Action,
    /// Said when a legal move other than the one asked for is tried.
    pub wrong: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Lesson {
    /// The name progress is saved under.
    pub id: String,
    /// The title's Fluent id.
    pub title: String,
    pub steps: Vec<Step>,
    pub exercise: ExerciseSpec,
}

/// Why a lesson file is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    pub file: String,
    pub step: Option<usize>,
    pub problem: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(s) => write!(f, "{}, step {}: {}", self.file, s + 1, self.problem),
            None => write!(f, "{}: {}", self.file, self.problem),
        }
    }
}

impl std::error::Error for LessonError {}

/// A throw written as its faces (`0+0`, `2+1`) or as a value (`5`).
fn parse_throw(text: &str) -> Option<Throw> {
    if let Some((a, b)) = text.split_once('+') {
        let a = Face::from_pips(a.trim().parse().ok()?)?;
        let b = Face::from_pips(b.trim().parse().ok()?)?;
        Some(Throw::new(a, b))
    } else {
        Value::new(text.trim().parse().ok()?).map(Throw::example_of)
    }
}

/// `dice`, a square (`d1`), or a route segment (`route:a1-b1-c1-b2`) whose squares are
/// neighbours (the arrow c1→b2 is diagonal).
fn parse_mark(text: &str) -> Option<Mark> {
    if text == "dice" {
        Some(Mark::Dice)
    } else if let Some(path) = text.strip_prefix("route:") {
        let squares = path
            .split('-')
            .map(|s| s.parse::<Square>().ok())
            .collect::<Option<Vec<_>>>()?;
        let neighbours = squares.windows(2).all(|w| {
            let (df, dr) = (
                w[0].file().abs_diff(w[1].file()),
                w[0].rank().abs_diff(w[1].rank()),
            );
            df.max(dr) == 1
        });
        (squares.len() >= 2 && neighbours).then_some(Mark::Route(squares))
    } else {
        text.parse().ok().map(Mark::Square)
    }
}

/// Reads one lesson file and plays it through, so every position parses, every throw is
/// due when it comes and every move asked for is legal (`any` plays the first legal move).
pub fn parse_lesson(file: &str, source: &str) -> Result<Lesson, LessonError> {
    let err = |step: Option<usize>, problem: String| LessonError {
        file: file.to_string(),
        step,
        problem,
    };
    let raw: LessonFile = toml::from_str(source).map_err(|e| err(None, e.to_string()))?;
    if raw.steps.is_empty() {
        return Err(err(None, "a lesson needs at least one step".into()));
    }
    let mut steps = Vec::new();
    let mut at: Option<Position> = None;
    for (i, s) in raw.steps.into_iter().enumerate() {
        let e = |p: String| err(Some(i), p);
        let start = match &s.position {
            Some(dpn) => {
                let options: Options = s.options.parse().map_err(|o| e(format!("{o:?}")))?;
                let pos = Position::from_dpn(dpn, options).map_err(|d| e(d.to_string()))?;
                at = Some(pos);
                Some(pos)
            }
            None => None,
        };
        let Some(mut pos) = at else {
            return Err(e("the first step needs a position".into()));
        };
        let marks = s
            .highlight
            .iter()
            .map(|m| parse_mark(m).ok_or_else(|| e(format!("cannot mark '{m}'"))))
            .collect::<Result<Vec<_>, _>>()?;
        let action = match s.action.as_str() {
            "next" => Action::Next,
            "throw" => {
                let text = s
                    .throw
                    .as_deref()
                    .ok_or_else(|| e("no throw given".into()))?;
                let t = parse_throw(text).ok_or_else(|| e(format!("bad throw '{text}'")))?;
                pos.throw(t.value()).map_err(|t| e(t.to_string()))?;
                Action::Throw(t)
            }
            "choose" => {
                let v = s.value.ok_or_else(|| e("no value given".into()))?;
                let v = Value::new(v).ok_or_else(|| e(format!("{v} is not a value")))?;
                if !matches!(pos.phase(), Phase::Move) || !pos.pending().contains(v) {
                    return Err(e(format!("no {v} is waiting to be chosen")));
                }
                Action::Choose(v)
            }
            "move" => {
                let text = s.mv.as_deref().ok_or_else(|| e("no move given".into()))?;
                let mv: Move = text.parse().map_err(|m| e(format!("bad move: {m:?}")))?;
                pos.check_move(mv).map_err(|r| e(format!("{mv}: {r}")))?;
                pos.play_unchecked(mv);
                Action::Play(mv)
            }
            "any" => {
                let moves = pos.legal_moves();
                match moves.as_slice().first() {
                    Some(Move::Pawn { .. }) => {
                        pos.play_unchecked(moves.as_slice()[0]);
                    }
                    _ => return Err(e("no move to choose".into())),
                }
                Action::AnyMove
            }
            other => return Err(e(format!("unknown action '{other}'"))),
        };
        if !matches!(action, Action::Throw(_)) && s.throw.is_some() {
            return Err(e("a throw given for a step that does not throw".into()));
        }
        if !matches!(action, Action::Choose(_)) && s.value.is_some() {
            return Err(e("a value given for a step that does not choose".into()));
        }
        at = Some(pos);
        steps.push(Step {
            start,
            message: s.message,
            marks,
            action,
            wrong: s.wrong,
        });
    }
    let exercise =
        parse_exercise(&raw.exercise).map_err(|p| err(None, format!("exercise: {p}")))?;
    Ok(Lesson {
        id: raw.id,
        title: raw.title,
        steps,
        exercise,
    })
}

/// The exercise's position must wait for the learner's throw, and nobody may have
/// reached the goal yet.
fn parse_exercise(raw: &ExerciseFile) -> Result<ExerciseSpec, String> {
    let options: Options = raw.options.parse().map_err(|o| format!("{o:?}"))?;
    let start = Position::from_dpn(&raw.position, options).map_err(|d| d.to_string())?;
    let goal = Goal::parse(&raw.goal).ok_or_else(|| format!("unknown goal '{}'", raw.goal))?;
    if start.phase() != Phase::Throw {
        return Err("the learner must be about to throw".into());
    }
    if let Some(seat) = start
        .seats()
        .iter()
        .find(|s| goal.reached(&start, *s, SeatSet::EMPTY))
    {
        return Err(format!("{seat:?} has reached the goal already"));
    }
    Ok(ExerciseSpec {
        start,
        seed: raw.seed,
        goal,
        message: raw.message.clone(),
    })
}

/// Every lesson, in order.
pub fn lessons() -> Result<Vec<Lesson>, LessonError> {
    SOURCES.iter().map(|(f, s)| parse_lesson(f, s)).collect()
}

/// What the runner says about the learner's last action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The engine refused the move.
    Illegal(IllegalMove),
    /// A legal move, but not the one the step asks for.
    NotThatMove,
    /// A saved value, but not the one the step asks to choose.
    NotThatValue,
    /// Not the moment to throw.
    NoThrowNow,
    /// The step wants a move, not a throw (or the other way round).
    ReadOn,
}

/// One lesson being played: the step, the position and what happened last.
#[derive(Clone, Debug)]
pub struct Run {
    pub lesson: Lesson,
    step: usize,
    /// Where each step reached so far started: for Back.
    starts: Vec<(Position, Option<Throw>)>,
    position: Position,
    /// The faces the dice show.
    last_throw: Option<Throw>,
    /// Pooled turns: the saved value the board offers moves for.
    chosen: Option<Value>,
    pub feedback: Option<Feedback>,
    finished: bool,
}

impl Run {
    pub fn new(lesson: Lesson) -> Run {
        let position = lesson.steps[0]
            .start
            .expect("a checked lesson's first step has a position");
        let mut run = Run {
            lesson,
            step: 0,
            starts: Vec::new(),
            position,
            last_throw: None,
            chosen: None,
            feedback: None,
            finished: false,
        };
        run.enter_step();
        run
    }

    fn enter_step(&mut self) {
        if let Some(p) = self.lesson.steps[self.step].start {
            self.position = p;
            self.chosen = None;
            // A prepared position's dice show the value it waits to use, not an old throw.
            self.last_throw = p.pending().values().last().map(Throw::example_of);
        }
        self.starts.truncate(self.step);
        self.starts.push((self.position, self.last_throw));
        self.feedback = None;
    }

    pub fn step_index(&self) -> usize {
        self.step
    }

    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.step]
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// Whether the last step's action is done: the lesson is complete.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Whether Next may be pressed (a step that only asks to read, or a finished lesson).
    pub fn can_next(&self) -> bool {
        !self.finished && self.step().action == Action::Next
    }

    pub fn can_back(&self) -> bool {
        self.step > 0 || self.finished
    }

    fn advance(&mut self) {
        if self.step + 1 < self.lesson.steps.len() {
            self.step += 1;
            self.enter_step();
        } else {
            self.finished = true;
            self.feedback = None;
        }
    }

    pub fn next(&mut self) {
        if self.can_next() {
            self.advance();
        }
    }

    /// Back to the start of the previous step (or of this one, once finished).
    pub fn back(&mut self) {
        if self.finished {
            self.finished = false;
        } else if self.step > 0 {
            self.step -= 1;
        }
        let (p, t) = self.starts[self.step];
        self.position = p;
        self.last_throw = t;
        self.chosen = None;
        self.enter_step();
    }

    /// Pooled turns: the learner picks the saved value to spend next. Always allowed
    /// while the value waits; a `choose` step goes on only with the value it asks for.
    pub fn choose(&mut self, value: Value) {
        if self.finished
            || !matches!(self.position.phase(), Phase::Move)
            || !self.position.pending().contains(value)
        {
            return;
        }
        self.chosen = Some(value);
        match self.step().action {
            Action::Choose(want) if want == value => self.advance(),
            Action::Choose(_) => self.feedback = Some(Feedback::NotThatValue),
            _ => self.feedback = None,
        }
    }

    /// The value the board offers moves for: the chosen one while it waits, else the
    /// first saved value.
    pub fn current_value(&self) -> Option<Value> {
        current_value(&self.position, self.chosen)
    }

    /// The learner throws: the step's scripted throw comes, if a throw is what it asks.
    pub fn throw(&mut self) {
        if self.finished {
            return;
        }
        let action = self.step().action;
        match action {
            Action::Throw(t) if self.position.throw(t.value()).is_ok() => {
                self.last_throw = Some(t);
                self.advance();
            }
            _ => self.feedback = Some(Feedback::NoThrowNow),
        }
    }

    /// The learner plays a move: refused with the engine's reason, or with "not that
    /// one" when legal but not the move asked for; a right move advances.
    pub fn play(&mut self, mv: Move) {
        if self.finished {
            return;
        }
        let action = self.step().action;
        if !matches!(action, Action::Play(_) | Action::AnyMove) {
            self.feedback = Some(if matches!(action, Action::Choose(_)) {
                Feedback::NotThatValue
            } else {
                Feedback::ReadOn
            });
            return;
        }
        if let Err(reason) = self.position.check_move(mv) {
            self.feedback = Some(Feedback::Illegal(reason));
            return;
        }
        if matches!(action, Action::Play(want) if want != mv) || mv == Move::Pass {
            self.feedback = Some(Feedback::NotThatMove);
            return;
        }
        self.position.play_unchecked(mv);
        self.advance();
    }

    /// What "Show me" does: the throw or move the step asks for.
    pub fn demonstration(&self) -> Option<Action> {
        if self.finished {
            return None;
        }
        match self.step().action {
            Action::AnyMove => self
                .position
                .legal_moves()
                .as_slice()
                .first()
                .map(|m| Action::Play(*m)),
            Action::Next => None,
            a => Some(a),
        }
    }

    /// The moves a learner may try now, right or wrong: every pawn of the seat to move
    /// with the current value. The board offers them; the runner judges them.
    pub fn tries(&self) -> Vec<Move> {
        if self.finished {
            return Vec::new();
        }
        tries(&self.position, self.current_value())
    }
}

fn current_value(position: &Position, chosen: Option<Value>) -> Option<Value> {
    if !matches!(position.phase(), Phase::Move) {
        return None;
    }
    chosen
        .filter(|v| position.pending().contains(*v))
        .or_else(|| position.pending().values().next())
}

/// Every unfinished pawn of the seat to move with `value`, legal or not: a wrong try is
/// answered with the engine's reason rather than made impossible to click.
fn tries(position: &Position, value: Option<Value>) -> Vec<Move> {
    let Some(value) = value else {
        return Vec::new();
    };
    let mut pawns = position.pawns(position.to_move()).to_vec();
    pawns.dedup();
    pawns
        .into_iter()
        .filter(|p| !p.is_finished())
        .map(|from| Move::Pawn { from, value })
        .collect()
}

/// What the learner must reach before the computer player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// This many pawns brought onto the board (finished ones count).
    Enter(u8),
    /// A cut.
    Cut,
    /// This many pawns through the gate: in the inner rings or on the centre.
    Inner(u8),
    /// This many pawns on the centre.
    Centre(u8),
    /// Every pawn on the centre: King of the game.
    King,
}

impl Goal {
    /// `enter:N`, `cut`, `inner:N`, `centre:N` or `king`.
    fn parse(text: &str) -> Option<Goal> {
        let (name, n) = match text.split_once(':') {
            Some((name, n)) => (name, Some(n.parse::<u8>().ok().filter(|n| *n > 0)?)),
            None => (text, None),
        };
        match (name, n) {
            ("cut", None) => Some(Goal::Cut),
            ("king", None) => Some(Goal::King),
            ("enter", Some(n)) => Some(Goal::Enter(n)),
            ("inner", Some(n)) => Some(Goal::Inner(n)),
            ("centre", Some(n)) => Some(Goal::Centre(n)),
            _ => None,
        }
    }

    /// Whether `seat` has reached the goal; `cut` holds the seats that have cut during
    /// the exercise.
    pub fn reached(self, position: &Position, seat: Seat, cut: SeatSet) -> bool {
        let count = |f: fn(Pawn) -> bool| position.pawns(seat).iter().filter(|p| f(**p)).count();
        match self {
            Goal::Enter(n) => count(|p| !p.is_off_board()) >= usize::from(n),
            Goal::Cut => cut.contains(seat),
            Goal::Inner(n) => {
                count(|p| p.progress().is_some_and(|p| !p.is_outer())) >= usize::from(n)
            }
            Goal::Centre(n) => count(Pawn::is_finished) >= usize::from(n),
            Goal::King => position.has_finished(seat),
        }
    }
}

/// A lesson's closing exercise as its file prepares it.
#[derive(Clone, Debug)]
pub struct ExerciseSpec {
    /// The learner plays the seat to move; the computer plays every other seat.
    pub start: Position,
    pub seed: u64,
    pub goal: Goal,
    /// What the learner is told to do (a Fluent id).
    pub message: String,
}

/// Something that happened in the exercise, for the learner to follow the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Threw(Seat, Throw),
    /// A move as played (`Move::Pass` for values that could not be used) and what it did.
    Moved {
        seat: Seat,
        mv: Move,
        report: MoveReport,
    },
}

/// How an exercise ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExerciseResult {
    Won,
    /// This computer seat reached the goal first.
    Lost(Seat),
}

/// The events kept for the side panel.
const EVENTS_KEPT: usize = 6;

/// An exercise being played: the learner against Easy computer players, real dice.
pub struct Exercise {
    pub spec: ExerciseSpec,
    /// Each attempt throws other dice (attempt 0 first).
    pub attempt: u64,
    learner: Seat,
    position: Position,
    dice: Dice,
    computers: BySeat<Option<Box<dyn Policy>>>,
    cut: SeatSet,
    last_throw: Option<Throw>,
    chosen: Option<Value>,
    events: Vec<Event>,
    result: Option<ExerciseResult>,
    pub feedback: Option<Feedback>,
}

impl Exercise {
    pub fn new(spec: ExerciseSpec, attempt: u64) -> Exercise {
        let learner = spec.start.to_move();
        let seed = derive_seed(spec.seed, attempt);
        let computers = BySeat::from_fn(|seat| {
            (seat != learner && spec.start.seats().contains(seat))
                .then(|| Level::Greedy.player(derive_seed(seed, 1 + seat.index() as u64)))
        });
        Exercise {
            learner,
            position: spec.start,
            dice: Dice::from_seed(seed),
            computers,
            cut: SeatSet::EMPTY,
            last_throw: None,
            chosen: None,
            events: Vec::new(),
            result: None,
            feedback: None,
            spec,
            attempt,
        }
    }

    /// The same exercise with other dice.
    pub fn retry(&self) -> Exercise {
        Exercise::new(self.spec.clone(), self.attempt + 1)
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn learner(&self) -> Seat {
        self.learner
    }

    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// The latest events, oldest first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn result(&self) -> Option<ExerciseResult> {
        self.result
    }

    fn learners_turn(&self) -> bool {
        self.result.is_none() && self.position.to_move() == self.learner
    }

    /// Whether the learner may throw now.
    pub fn can_throw(&self) -> bool {
        self.learners_turn() && self.position.needs_throw()
    }

    /// Whether the next step is taken without the learner: a computer's throw or move,
    /// or the learner's throw that cannot be used.
    pub fn automatic(&self) -> bool {
        self.result.is_none()
            && (!self.learners_turn() || self.position.legal_moves().as_slice() == [Move::Pass])
    }

    pub fn current_value(&self) -> Option<Value> {
        current_value(&self.position, self.chosen)
    }

    /// The moves the learner may try now (right or wrong, as in a lesson's steps).
    pub fn tries(&self) -> Vec<Move> {
        if !self.learners_turn() || self.automatic() {
            return Vec::new();
        }
        tries(&self.position, self.current_value())
    }

    fn note(&mut self, event: Event) {
        self.events.push(event);
        if self.events.len() > EVENTS_KEPT {
            self.events.remove(0);
        }
    }

    fn throw_dice(&mut self) -> Throw {
        let seat = self.position.to_move();
        let throw = self.dice.throw();
        self.position.throw_unchecked(throw.value());
        self.last_throw = Some(throw);
        self.chosen = None;
        self.note(Event::Threw(seat, throw));
        throw
    }

    /// Plays a checked move and judges the goal for the seat that moved.
    fn apply(&mut self, mv: Move) -> Event {
        let seat = self.position.to_move();
        let report = self.position.play_unchecked(mv);
        if report.cut.is_some() {
            self.cut.insert(seat);
        }
        let event = Event::Moved { seat, mv, report };
        self.note(event);
        let winner = if self.spec.goal.reached(&self.position, seat, self.cut) {
            Some(seat)
        } else {
            self.position.outcome().map(|o| o.king())
        };
        self.result = winner.map(|w| {
            if w == self.learner {
                ExerciseResult::Won
            } else {
                ExerciseResult::Lost(w)
            }
        });
        event
    }

    /// The learner throws.
    pub fn throw(&mut self) {
        if self.can_throw() {
            self.feedback = None;
            self.throw_dice();
        } else {
            self.feedback = Some(Feedback::NoThrowNow);
        }
    }

    /// The learner picks the saved value to spend next (pooled turns).
    pub fn choose(&mut self, value: Value) {
        if self.learners_turn() && self.position.pending().contains(value) {
            self.chosen = Some(value);
            self.feedback = None;
        }
    }

    /// The learner plays a move; an illegal one is refused with the engine's reason.
    pub fn play(&mut self, mv: Move) {
        if !self.learners_turn() {
            return;
        }
        match self.position.check_move(mv) {
            Err(reason) => self.feedback = Some(Feedback::Illegal(reason)),
            Ok(()) => {
                self.feedback = None;
                self.apply(mv);
            }
        }
    }

    /// Takes the next automatic step (see `automatic`), if there is one.
    pub fn step_automatic(&mut self) -> Option<Event> {
        if !self.automatic() {
            return None;
        }
        if self.position.needs_throw() {
            let seat = self.position.to_move();
            let throw = self.throw_dice();
            return Some(Event::Threw(seat, throw));
        }
        let moves = self.position.legal_moves();
        let seat = self.position.to_move();
        let mv = match (moves.as_slice(), self.computers[seat].as_mut()) {
            ([Move::Pass], _) | (_, None) => moves.as_slice()[0],
            (_, Some(computer)) => computer.choose(&self.position, &moves),
        };
        Some(self.apply(mv))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_loads_and_plays_through() {
        let lessons = lessons().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(lessons.len(), SOURCES.len());
        let mut ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), lessons.len(), "lesson ids are distinct");
    }

    #[test]
    fn every_message_is_in_every_language() {
        for lesson in lessons().unwrap() {
            let mut ids = vec![lesson.title.clone(), lesson.exercise.message.clone()];
            for s in &lesson.steps {
                ids.push(s.message.clone());
                ids.extend(s.wrong.clone());
            }
            for id in ids {
                for lang in crate::i18n::Lang::ALL {
                    assert!(
                        crate::i18n::has_message(lang, &id),
                        "{}: {id} missing in {lang:?}",
                        lesson.id
                    );
                }
            }
        }
    }

    /// Doing exactly what each step asks finishes every lesson.
    #[test]
    fn doing_what_each_step_asks_finishes_the_lesson() {
        for lesson in lessons().unwrap() {
            let id = lesson.id.clone();
            let mut run = Run::new(lesson);
            for _ in 0..100 {
                if run.finished() {
                    break;
                }
                match run.step().action {
                    Action::Next => run.next(),
                    Action::Throw(_) => run.throw(),
                    Action::Choose(v) => run.choose(v),
                    Action::Play(_) | Action::AnyMove => match run.demonstration() {
                        Some(Action::Play(mv)) => run.play(mv),
                        other => panic!("{id}: no move to show: {other:?}"),
                    },
                }
                assert_eq!(run.feedback, None, "{id}");
            }
            assert!(run.finished(), "{id} did not finish");
        }
    }

    #[test]
    fn a_wrong_move_is_refused_with_the_engines_reason_and_the_step_waits() {
        let lessons = lessons().unwrap();
        let entering = lessons.iter().find(|l| l.id == "entering").unwrap();
        let mut run = Run::new(entering.clone());
        run.throw();
        run.play("n+1".parse().unwrap());
        run.throw();
        assert_eq!(run.step_index(), 3);
        run.play("n+4".parse().unwrap());
        assert_eq!(
            run.feedback,
            Some(Feedback::Illegal(IllegalMove::EntryNeedsOne))
        );
        assert_eq!(run.step_index(), 3, "the step waits");
        run.play("0+4".parse().unwrap());
        assert_eq!(run.step_index(), 4);
        assert_eq!(run.feedback, None);
    }

    #[test]
    fn back_returns_to_the_previous_steps_start() {
        let lessons = lessons().unwrap();
        let mut run = Run::new(lessons[1].clone());
        let start = *run.position();
        run.throw();
        assert_eq!(run.step_index(), 1);
        run.back();
        assert_eq!(run.step_index(), 0);
        assert_eq!(*run.position(), start);
        assert_eq!(run.last_throw(), None);
    }

    fn lesson(id: &str) -> Lesson {
        lessons().unwrap().into_iter().find(|l| l.id == id).unwrap()
    }

    /// Plays steps as asked until `step` is reached.
    fn run_to(id: &str, step: usize) -> Run {
        let mut run = Run::new(lesson(id));
        while run.step_index() < step {
            match run.demonstration() {
                Some(Action::Throw(_)) => run.throw(),
                Some(Action::Choose(v)) => run.choose(v),
                Some(Action::Play(mv)) => run.play(mv),
                _ => run.next(),
            }
        }
        run
    }

    #[test]
    fn a_prepared_position_shows_the_value_it_waits_to_use() {
        // "You threw 5": the dice must say 5, not the 4 thrown a step before.
        let run = run_to("entering", 4);
        assert_eq!(run.last_throw().map(|t| t.value().get()), Some(5));
        let run = run_to("safe", 0);
        assert_eq!(run.last_throw().map(|t| t.value().get()), Some(4));
        let run = run_to("dice", 3);
        assert_eq!(run.last_throw(), None);
    }

    #[test]
    fn every_scripted_throw_comes_when_a_throw_is_due() {
        for lesson in lessons().unwrap() {
            let id = lesson.id.clone();
            let mut run = Run::new(lesson);
            while !run.finished() {
                if let Action::Throw(t) = run.step().action {
                    assert!(
                        run.position().needs_throw(),
                        "{id}: step {}",
                        run.step_index()
                    );
                    let mut after = *run.position();
                    assert_eq!(after.throw(t.value()), Ok(()));
                }
                match run.demonstration() {
                    Some(Action::Throw(_)) => run.throw(),
                    Some(Action::Choose(v)) => run.choose(v),
                    Some(Action::Play(mv)) => run.play(mv),
                    _ => run.next(),
                }
            }
        }
    }

    #[test]
    fn d10_a_cut_sends_the_pawn_home_and_a_safe_square_cuts_nobody() {
        let mut run = run_to("cutting", 1);
        run.play("10+4".parse().unwrap());
        assert_eq!(run.position().to_dpn(), "n,n,n,14/-/n,n,n,x/- Y R -");
        let mut run = run_to("cutting", 3);
        run.play("2+4".parse().unwrap());
        assert_eq!(run.feedback, Some(Feedback::NotThatMove));
        assert_eq!(run.step().wrong.as_deref(), Some("tutorial-cut-safe-wrong"));
        assert_eq!(run.step_index(), 3, "the step waits");
    }

    #[test]
    fn d11_the_gate_lesson_circles_then_turns_in() {
        let mut run = run_to("gate", 1);
        run.play("21+4".parse().unwrap());
        assert_eq!(run.position().pawns(Seat::Red)[3].to_string(), "1");
        let mut run = run_to("gate", 7);
        run.play("22+3".parse().unwrap());
        assert_eq!(run.position().pawns(Seat::Red)[3].to_string(), "25");
    }

    #[test]
    fn d12_past_the_centre_is_refused_with_the_engines_reason() {
        let mut run = run_to("centre", 2);
        run.play("44+6".parse().unwrap());
        assert_eq!(
            run.feedback,
            Some(Feedback::Illegal(IllegalMove::PastCentre))
        );
        assert_eq!(run.step_index(), 2);
    }

    #[test]
    fn pooled_turns_ask_for_a_value_and_offer_its_moves() {
        let mut run = run_to("house-rules", 3);
        assert_eq!(run.position().to_dpn(), "n,n,8,30/-/n,n,n,22/- R R 5,6,2");
        assert_eq!(run.step().action, Action::Choose(Value::new(2).unwrap()));
        run.choose(Value::new(5).unwrap());
        assert_eq!(run.feedback, Some(Feedback::NotThatValue));
        assert_eq!(run.step_index(), 3);
        assert!(
            run.tries()
                .iter()
                .all(|m| matches!(m, Move::Pawn { value, .. } if value.get() == 5))
        );
        run.choose(Value::new(2).unwrap());
        assert_eq!(run.step_index(), 4);
        assert!(run.tries().contains(&"8+2".parse().unwrap()));
        run.play("8+2".parse().unwrap());
        assert_eq!(run.position().to_dpn(), "n,n,10,30/-/n,n,n,x/- R R 5,6");
    }

    #[test]
    fn route_marks_need_neighbouring_squares() {
        assert_eq!(
            parse_mark("route:c1-b2-b3"),
            Some(Mark::Route(vec![
                "c1".parse().unwrap(),
                "b2".parse().unwrap(),
                "b3".parse().unwrap()
            ]))
        );
        assert_eq!(parse_mark("route:a1-c1"), None);
        assert_eq!(parse_mark("route:a1"), None);
    }

    /// Plays an exercise with the Easy player's judgement for the learner too.
    fn play_out(mut exercise: Exercise) -> ExerciseResult {
        let mut learner = Level::Greedy.player(exercise.attempt);
        for _ in 0..5_000 {
            if let Some(r) = exercise.result() {
                return r;
            }
            if exercise.automatic() {
                exercise.step_automatic();
            } else if exercise.can_throw() {
                exercise.throw();
            } else {
                let moves = exercise.position().legal_moves();
                let mv = learner.choose(exercise.position(), &moves);
                exercise.play(mv);
                assert_eq!(exercise.feedback, None);
            }
        }
        panic!("the exercise did not end: {}", exercise.position());
    }

    #[test]
    fn every_exercise_starts_as_prepared_and_can_be_won_or_lost() {
        for lesson in lessons().unwrap() {
            let spec = lesson.exercise.clone();
            let exercise = Exercise::new(spec.clone(), 0);
            assert_eq!(*exercise.position(), spec.start, "{}", lesson.id);
            assert!(
                exercise.can_throw(),
                "{}: the learner throws first",
                lesson.id
            );
            let results: Vec<ExerciseResult> = (0..40)
                .map(|a| play_out(Exercise::new(spec.clone(), a)))
                .collect();
            let won = results
                .iter()
                .filter(|r| **r == ExerciseResult::Won)
                .count();
            // Fair dice and an Easy opponent: the learner wins often, but not always.
            assert!((8..40).contains(&won), "{}: won {won} of 40", lesson.id);
        }
    }

    #[test]
    fn an_exercise_replays_exactly_and_a_retry_throws_other_dice() {
        let spec = lesson("cutting").exercise;
        let a = play_out(Exercise::new(spec.clone(), 3));
        let b = play_out(Exercise::new(spec.clone(), 3));
        assert_eq!(a, b);
        let first = Exercise::new(spec.clone(), 0);
        let throws = |mut e: Exercise| (0..8).map(|_| e.dice.throw()).collect::<Vec<_>>();
        assert_ne!(throws(first.retry()), throws(Exercise::new(spec, 0)));
    }

    #[test]
    fn the_computer_plays_its_turns_and_the_learner_is_judged_by_the_engine() {
        let mut e = Exercise::new(lesson("entering").exercise, 0);
        assert!(!e.automatic());
        e.throw();
        assert!(matches!(e.events(), [Event::Threw(Seat::Red, _)]));
        if e.position().legal_moves().as_slice() != [Move::Pass] {
            let value = e.current_value().unwrap();
            if value != Value::ONE {
                e.play(Move::Pawn {
                    from: Pawn::New,
                    value,
                });
                assert_eq!(
                    e.feedback,
                    Some(Feedback::Illegal(IllegalMove::EntryNeedsOne))
                );
            }
        }
        // Play on until Yellow has acted: its throws and moves are in the news.
        for _ in 0..200 {
            if e.events()
                .iter()
                .any(|ev| matches!(ev, Event::Threw(Seat::Yellow, _)))
            {
                break;
            }
            if e.automatic() {
                e.step_automatic();
            } else if e.can_throw() {
                e.throw();
            } else {
                let mv = e.position().legal_moves().as_slice()[0];
                e.play(mv);
            }
        }
        assert!(
            e.events()
                .iter()
                .any(|ev| matches!(ev, Event::Threw(Seat::Yellow, _)))
        );
    }

    #[test]
    fn bad_lessons_are_refused_with_the_step() {
        let bad = "id='x'\ntitle='t'\n[[steps]]\nposition='n,n,n,n/-/n,n,n,n/- R - -'\nmessage='m'\naction='move'\nmove='n+1'\n[exercise]\nposition='n,n,n,n/-/n,n,n,n/- R - -'\nseed=1\ngoal='cut'\nmessage='m'\n";
        let e = parse_lesson("bad.toml", bad).unwrap_err();
        assert_eq!(e.step, Some(0));
        assert!(parse_throw("0+0").is_some_and(|t| t.value() == Value::TWELVE));
        assert!(parse_throw("4+0").is_none());
    }
}
