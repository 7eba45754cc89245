//! The runner that walks a learner through one lesson, step by step.

use super::*;
use crate::tutorial::Walk;

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
    /// The step, and the board and dice each step reached so far began with.
    walk: Walk<(Position, Option<Throw>)>,
    pub(super) position: Position,
    /// The faces the dice show.
    pub(super) last_throw: Option<Throw>,
    /// Pooled turns: the saved value the board offers moves for.
    pub(super) chosen: Option<Value>,
    pub feedback: Option<Feedback>,
}

impl Run {
    pub fn new(lesson: Lesson) -> Run {
        let position = lesson.steps[0]
            .start
            .expect("a checked lesson's first step has a position");
        let mut run = Run {
            walk: Walk::new(lesson.steps.len()),
            lesson,
            position,
            last_throw: None,
            chosen: None,
            feedback: None,
        };
        run.enter_step();
        run
    }

    fn enter_step(&mut self) {
        if let Some(p) = self.step().start {
            self.position = p;
            self.chosen = None;
            // A prepared position's dice show the value it waits to use, not an old throw.
            let implement = p.options().dice;
            self.last_throw = p
                .pending()
                .values()
                .last()
                .and_then(|v| implement.example_of(v));
        }
        self.walk.begin((self.position, self.last_throw));
        self.feedback = None;
    }

    pub fn step_index(&self) -> usize {
        self.walk.step()
    }

    pub fn step(&self) -> &Step {
        &self.lesson.steps[self.walk.step()]
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// Whether the last step's action is done: the lesson is complete.
    pub fn finished(&self) -> bool {
        self.walk.finished()
    }

    /// Whether Next may be pressed (a step that only asks to read).
    pub fn can_next(&self) -> bool {
        !self.finished() && self.step().action == Action::Next
    }

    pub fn can_back(&self) -> bool {
        self.walk.can_back()
    }

    fn advance(&mut self) {
        if self.walk.advance() {
            self.enter_step();
        } else {
            self.feedback = None;
        }
    }

    pub fn next(&mut self) {
        if self.can_next() {
            self.advance();
        }
    }

    /// Back to the start of the previous step (of this one, once finished or at the
    /// first).
    pub fn back(&mut self) {
        if let Some((p, t)) = self.walk.back() {
            self.position = p;
            self.last_throw = t;
            self.chosen = None;
            self.enter_step();
        }
    }

    /// Pooled turns: the learner picks the saved value to spend next. Always allowed
    /// while the value waits; a `choose` step goes on only with the value it asks for.
    pub fn choose(&mut self, value: Value) {
        if self.finished()
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

    /// The value the board offers moves for (`game::current_value`).
    pub fn current_value(&self) -> Option<Value> {
        current_value(&self.position, self.chosen)
    }

    /// The learner throws: the step's scripted throw comes, if a throw is what it asks.
    pub fn throw(&mut self) {
        if self.finished() {
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
        if self.finished() {
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
        if self.finished() {
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
        if self.finished() {
            return Vec::new();
        }
        tries(&self.position, self.current_value())
    }
}

pub(super) use crate::dhayam::play::game::current_value;

/// Every unfinished pawn of the seat to move with `value`, legal or not: a wrong try is
/// answered with the engine's reason rather than made impossible to click.
pub(super) fn tries(position: &Position, value: Option<Value>) -> Vec<Move> {
    let Some(value) = value else {
        return Vec::new();
    };
    let mut pawns = position.pawns(position.to_move()).to_vec();
    pawns.dedup();
    pawns
        .into_iter()
        .filter(|p| !p.is_finished(position.board()))
        .map(|from| Move::Pawn { from, value })
        .collect()
}
