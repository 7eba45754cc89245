//! The guided tutorial's lessons, as data (`assets/tutorial/*.toml`, embedded), and the
//! pure runner that walks a learner through one lesson: no egui, no I/O, no randomness.
//!
//! A lesson is a list of steps. A step may set a position (DPN and house rules); without
//! one it goes on from where the previous step left the game. Each step shows a message
//! (a Fluent id), marks squares or the dice, and waits for one action: read on (`next`),
//! throw (the step's scripted throw comes), play a given move, or play any legal move. A
//! wrong action is refused with the engine's reason and the step waits.

use std::fmt;

use serde::Deserialize;

use crate::rules::{Face, IllegalMove, Move, Options, Phase, Position, Square, Throw, Value};

/// The lessons' files, in the order they are taught.
const SOURCES: [(&str, &str); 4] = [
    (
        "01-dice.toml",
        include_str!("../assets/tutorial/01-dice.toml"),
    ),
    (
        "02-entering.toml",
        include_str!("../assets/tutorial/02-entering.toml"),
    ),
    (
        "03-moving.toml",
        include_str!("../assets/tutorial/03-moving.toml"),
    ),
    (
        "04-safe.toml",
        include_str!("../assets/tutorial/04-safe.toml"),
    ),
];

/// A lesson as its file writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    id: String,
    title: String,
    steps: Vec<StepFile>,
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
    /// A message for a legal move that is not the one asked for.
    wrong: Option<String>,
}

/// Something a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Square(Square),
    Dice,
}

/// What the learner must do to finish a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Read, then press Next.
    Next,
    /// Throw the dice; this throw comes.
    Throw(Throw),
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

fn parse_mark(text: &str) -> Option<Mark> {
    if text == "dice" {
        Some(Mark::Dice)
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
        at = Some(pos);
        steps.push(Step {
            start,
            message: s.message,
            marks,
            action,
            wrong: s.wrong,
        });
    }
    Ok(Lesson {
        id: raw.id,
        title: raw.title,
        steps,
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
            feedback: None,
            finished: false,
        };
        run.enter_step();
        run
    }

    fn enter_step(&mut self) {
        if let Some(p) = self.lesson.steps[self.step].start {
            self.position = p;
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
        self.enter_step();
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
            self.feedback = Some(Feedback::ReadOn);
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
    /// with the first pending value. The board offers them; the runner judges them.
    pub fn tries(&self) -> Vec<Move> {
        if self.finished || !matches!(self.position.phase(), Phase::Move) {
            return Vec::new();
        }
        let Some(value) = self.position.pending().values().next() else {
            return Vec::new();
        };
        let mut pawns = self.position.pawns(self.position.to_move()).to_vec();
        pawns.dedup();
        pawns
            .into_iter()
            .filter(|p| !p.is_finished())
            .map(|from| Move::Pawn { from, value })
            .collect()
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
            let mut ids = vec![lesson.title.clone()];
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

    #[test]
    fn bad_lessons_are_refused_with_the_step() {
        let bad = "id='x'\ntitle='t'\n[[steps]]\nposition='n,n,n,n/-/n,n,n,n/- R - -'\nmessage='m'\naction='move'\nmove='n+1'\n";
        let e = parse_lesson("bad.toml", bad).unwrap_err();
        assert_eq!(e.step, Some(0));
        assert!(parse_throw("0+0").is_some_and(|t| t.value() == Value::TWELVE));
        assert!(parse_throw("4+0").is_none());
    }
}
