//! The guided tutorial's lessons, as data (`assets/tutorial/dhayam/*.toml`, embedded), the
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
//! The exercise is a prepared position played as a `Game` (the type the window plays)
//! with real (seeded) dice against the Easy computer player: the learner wins by
//! reaching the lesson's goal first.

use serde::Deserialize;

mod exercise;
mod runner;

pub use crate::tutorial::LessonError;
use crate::tutorial::{Board, lesson_files, read_all, read_lesson};
pub use exercise::{Event, Exercise, ExerciseResult, ExerciseSpec, Goal};
pub use runner::{Feedback, Run};

use crate::dhayam::ai::{Level, Policy};
use crate::dhayam::play::dice::derive_seed;
use crate::dhayam::rules::{
    BySeat, Face, IllegalMove, Implement, Move, MoveReport, Options, Pawn, Phase, Position, Seat,
    SeatSet, Square, Throw, Value,
};

/// The lessons' files, in the order they are taught.
const SOURCES: [(&str, &str); 11] = lesson_files![
    "dhayam":
    "01-dice.toml",
    "02-entering.toml",
    "03-moving.toml",
    "04-safe.toml",
    "05-cutting.toml",
    "06-gate.toml",
    "07-centre.toml",
    "08-king.toml",
    "09-house-rules.toml",
    "10-shells.toml",
    "11-partners.toml",
];

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
    /// The step sets up the board anew, not where the step before left it: the learner
    /// is told, so the pawns' jump is no surprise.
    pub new_setup: bool,
}

/// A lesson: its id, its title, its steps and its exercise (the frame is both games').
pub type Lesson = crate::tutorial::Lesson<Step, ExerciseSpec>;

/// A throw of `implement` written as the dice's faces (`0+0`, `2+1`), as its shells, 1 for
/// each mouth up (`011010`), or as a value (`5`).
fn parse_throw(text: &str, implement: Implement) -> Option<Throw> {
    let text = text.trim();
    let throw = if let Some((a, b)) = text.split_once('+') {
        let a = Face::from_pips(a.trim().parse().ok()?)?;
        let b = Face::from_pips(b.trim().parse().ok()?)?;
        Throw::new(a, b)
    } else if implement.shells() == Some(text.len()) {
        Throw::from_landing_text(text)?
    } else {
        implement.example_of(Value::new(text.parse().ok()?)?)?
    };
    (throw.implement() == implement).then_some(throw)
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
    let mut board = Board::default();
    read_lesson(
        file,
        source,
        |s: StepFile, _| parse_step(s, &mut board),
        |x: ExerciseFile| parse_exercise(&x),
    )
}

/// One step, begun on `board` and played through, leaving the board where it ends.
fn parse_step(s: StepFile, board: &mut Board<Position>) -> Result<Step, String> {
    let start = match &s.position {
        Some(dpn) => {
            let options: Options = s.options.parse().map_err(|o| format!("{o:?}"))?;
            Some(Position::from_dpn(dpn, options).map_err(|d| d.to_string())?)
        }
        None => None,
    };
    let (mut pos, new_setup) = board.begin(start)?;
    let marks = s
        .highlight
        .iter()
        .map(|m| parse_mark(m).ok_or_else(|| format!("cannot mark '{m}'")))
        .collect::<Result<Vec<_>, _>>()?;
    let action = match s.action.as_str() {
        "next" => Action::Next,
        "throw" => {
            let text = s.throw.as_deref().ok_or("no throw given")?;
            let t = parse_throw(text, pos.options().dice)
                .ok_or_else(|| format!("bad throw '{text}' for this lesson's dice"))?;
            pos.throw(t.value()).map_err(|t| t.to_string())?;
            Action::Throw(t)
        }
        "choose" => {
            let v = s.value.ok_or("no value given")?;
            let v = Value::new(v).ok_or_else(|| format!("{v} is not a value"))?;
            if !matches!(pos.phase(), Phase::Move) || !pos.pending().contains(v) {
                return Err(format!("no {v} is waiting to be chosen"));
            }
            Action::Choose(v)
        }
        "move" => {
            let text = s.mv.as_deref().ok_or("no move given")?;
            let mv: Move = text.parse().map_err(|m| format!("bad move: {m:?}"))?;
            pos.check_move(mv).map_err(|r| format!("{mv}: {r}"))?;
            pos.play_unchecked(mv);
            Action::Play(mv)
        }
        "any" => {
            let moves = pos.legal_moves();
            match moves.as_slice().first() {
                Some(Move::Pawn { .. }) => {
                    pos.play_unchecked(moves.as_slice()[0]);
                }
                _ => return Err("no move to choose".into()),
            }
            Action::AnyMove
        }
        other => return Err(format!("unknown action '{other}'")),
    };
    if !matches!(action, Action::Throw(_)) && s.throw.is_some() {
        return Err("a throw given for a step that does not throw".into());
    }
    if !matches!(action, Action::Choose(_)) && s.value.is_some() {
        return Err("a value given for a step that does not choose".into());
    }
    board.leave(pos);
    Ok(Step {
        start,
        message: s.message,
        marks,
        action,
        wrong: s.wrong,
        new_setup,
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
    read_all(&SOURCES, parse_lesson)
}

#[cfg(test)]
mod tests;
