//! Makruk's guided tutorial: the lessons, as data (`assets/tutorial/makruk/*.toml`,
//! embedded), the runner that walks a learner through one lesson, and the goal of the
//! exercise that ends each lesson. Pure: no egui, no I/O, no randomness.
//!
//! A lesson is a list of steps. A step may set a position (FEN); without one it goes on
//! from where the previous step left the board. Each step shows a message (a Fluent id),
//! rings squares or shows where a piece may go, and waits for one action: read on
//! (`next`) or play one of the moves it accepts, after which the other side may answer
//! with a scripted reply. A wrong move is refused with the rules' reason (`refusal`), or
//! with the step's own words when it is legal but not what the step asks.
//!
//! The exercise is a prepared position played against the Easy computer player in the
//! real table; `Goal` says when the learner has done what it asks.

use serde::Deserialize;

mod goal;
mod runner;

pub use goal::{Goal, Verdict};
pub use runner::{Feedback, Run};

use super::rules::{Color, CountingMode, Game, Move, Position, Square};
pub use crate::tutorial::LessonError;
use crate::tutorial::{Board, lesson_files, read_all, read_lesson};

/// The lessons' files, in the order they are taught.
const SOURCES: [(&str, &str); 9] = lesson_files![
    "makruk":
    "01-board.toml",
    "02-ruea-ma.toml",
    "03-khon-met.toml",
    "04-bia.toml",
    "05-check.toml",
    "06-draws.toml",
    "07-board-honour.toml",
    "08-pieces-honour.toml",
    "09-mates.toml",
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StepFile {
    position: Option<String>,
    message: String,
    #[serde(default)]
    highlight: Vec<String>,
    action: String,
    /// The moves (UCI) a `move` step accepts; the first is the one "Show me" plays.
    #[serde(default)]
    accept: Vec<String>,
    /// The other side's answer (UCI), played at once after the learner's move.
    reply: Option<String>,
    /// A message for a legal move that is not one the step accepts.
    wrong: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExerciseFile {
    position: String,
    goal: String,
    message: String,
}

/// Something a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A ringed square.
    Square(Square),
    /// The piece on this square, with the squares it may go to.
    Reach(Square),
}

/// What the learner must do to finish a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Read, then press Next.
    Next,
    /// Play one of these moves (never empty); the first is the one shown.
    Play(Vec<Move>),
}

#[derive(Clone, Debug)]
pub struct Step {
    /// The position the step starts from; `None` goes on from the previous step.
    pub start: Option<Position>,
    pub message: String,
    pub marks: Vec<Mark>,
    pub action: Action,
    /// The other side's scripted answer to the learner's move.
    pub reply: Option<Move>,
    /// Said when a legal move other than the ones asked for is tried.
    pub wrong: Option<String>,
    /// The step sets up the board anew, not where the step before left it: the learner
    /// is told, so the pieces' jump is no surprise.
    pub new_setup: bool,
}

/// The exercise that ends a lesson: the learner plays the side to move of `start`.
#[derive(Clone, Debug)]
pub struct ExerciseSpec {
    pub start: Position,
    pub goal: Goal,
    /// The Fluent id of what the learner is asked to do.
    pub message: String,
}

impl ExerciseSpec {
    pub fn learner(&self) -> Color {
        self.start.turn()
    }
}

/// A lesson: its id, its title, its steps and its exercise (the frame is both games').
pub type Lesson = crate::tutorial::Lesson<Step, ExerciseSpec>;

/// A square (`d4`) or a piece and where it may go (`reach:d4`).
fn parse_mark(text: &str, position: &Position) -> Result<Mark, String> {
    match text.strip_prefix("reach:") {
        Some(sq) => {
            let sq: Square = sq.parse().map_err(|_| format!("cannot mark '{text}'"))?;
            let mine = position
                .piece_at(sq)
                .is_some_and(|p| p.color == position.turn());
            if !mine {
                return Err(format!("no piece of the side to move on {sq}"));
            }
            Ok(Mark::Reach(sq))
        }
        None => text
            .parse()
            .map(Mark::Square)
            .map_err(|_| format!("cannot mark '{text}'")),
    }
}

fn parse_move(position: &Position, text: &str) -> Result<Move, String> {
    position.parse_uci(text).map_err(|e| format!("{text}: {e}"))
}

/// Reads one lesson file and plays it through, so every position parses, every move it
/// accepts and every reply is legal where it comes, and the exercise can be played.
pub fn parse_lesson(file: &str, source: &str) -> Result<Lesson, LessonError> {
    let mut board = Board::default();
    read_lesson(
        file,
        source,
        |s: StepFile, before: &[Step]| parse_step(s, before, &mut board),
        |x: ExerciseFile| parse_exercise(&x),
    )
}

/// One step after the steps `before`, begun on `board` and played through, leaving the
/// board where it ends.
fn parse_step(s: StepFile, before: &[Step], board: &mut Board<Position>) -> Result<Step, String> {
    let start = match &s.position {
        Some(fen) => Some(Position::from_fen(fen).map_err(|f| f.to_string())?),
        None => None,
    };
    if start.is_none() && before.last().is_some_and(|p| branches(&p.action)) {
        // After a step that takes more than one move the board differs by the move
        // played, so the next step says where it stands.
        return Err("a step after one that accepts several moves needs a position".into());
    }
    let (mut pos, new_setup) = board.begin(start)?;
    let marks = s
        .highlight
        .iter()
        .map(|m| parse_mark(m, &pos))
        .collect::<Result<Vec<_>, _>>()?;
    let mut reply = None;
    let action = match s.action.as_str() {
        "next" => {
            if !s.accept.is_empty() || s.reply.is_some() {
                return Err("a next step accepts no moves".into());
            }
            Action::Next
        }
        "move" => {
            if s.accept.is_empty() {
                return Err("a move step needs the moves it accepts".into());
            }
            let moves = s
                .accept
                .iter()
                .map(|m| parse_move(&pos, m))
                .collect::<Result<Vec<_>, _>>()?;
            if let Some(text) = &s.reply {
                for &mv in &moves {
                    let after = pos.play(mv).expect("a legal move");
                    parse_move(&after, text).map_err(|p| format!("reply {p}"))?;
                }
            }
            pos = pos.play(moves[0]).expect("a legal move");
            if let Some(text) = &s.reply {
                let mv = parse_move(&pos, text)?;
                pos = pos.play(mv).expect("a legal reply");
                reply = Some(mv);
            }
            Action::Play(moves)
        }
        other => return Err(format!("unknown action '{other}'")),
    };
    board.leave(pos);
    Ok(Step {
        start,
        message: s.message,
        marks,
        action,
        reply,
        wrong: s.wrong,
        new_setup,
    })
}

fn branches(action: &Action) -> bool {
    matches!(action, Action::Play(moves) if moves.len() > 1)
}

/// The exercise's game must still be going on, with its goal not yet reached.
fn parse_exercise(raw: &ExerciseFile) -> Result<ExerciseSpec, String> {
    let start = Position::from_fen(&raw.position).map_err(|f| f.to_string())?;
    let goal: Goal = raw.goal.parse()?;
    let game = Game::new(start, CountingMode::Automatic);
    match goal.verdict(&game, start.turn()) {
        Verdict::Playing => Ok(ExerciseSpec {
            start,
            goal,
            message: raw.message.clone(),
        }),
        Verdict::Won => Err("the goal is reached before a move".into()),
        Verdict::Lost(outcome) => Err(format!("the game is over before a move: {outcome:?}")),
    }
}

/// Every lesson, in order.
pub fn lessons() -> Result<Vec<Lesson>, LessonError> {
    read_all(&SOURCES, parse_lesson)
}

#[cfg(test)]
mod tests;
