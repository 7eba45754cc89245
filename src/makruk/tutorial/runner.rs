//! The runner that walks a learner through one lesson, step by step.

use super::{Action, Lesson, Mark, Step};
use crate::makruk::rules::{Bitboard, Move, Position, Refusal, Square, refusal};
use crate::tutorial::Walk;

/// What the runner says about the learner's last try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// Not a legal move, and why (the rules' words).
    Illegal(Refusal),
    /// A legal move, but not one this step asks for.
    NotThatMove,
    /// The step asks to read on, not to move.
    ReadOn,
}

/// One lesson being played: the step, the board, and what happened last.
#[derive(Clone, Debug)]
pub struct Run {
    pub lesson: Lesson,
    walk: Walk<Position>,
    position: Position,
    /// The last move on the board (the learner's or the reply), for the board to show.
    last_move: Option<Move>,
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
            last_move: None,
            feedback: None,
        };
        run.enter_step();
        run
    }

    fn enter_step(&mut self) {
        if let Some(p) = self.step().start {
            self.position = p;
            self.last_move = None;
        }
        self.walk.begin(self.position);
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

    pub fn last_move(&self) -> Option<Move> {
        self.last_move
    }

    /// Whether the last step is done: the lesson is complete.
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
        if let Some(start) = self.walk.back() {
            self.position = start;
            self.last_move = None;
            self.enter_step();
        }
    }

    /// The learner moves a piece from `from` to `to`: refused with the rules' reason, or
    /// with the step's words when legal but not asked for; a right move is played, then
    /// the scripted reply, and the lesson goes on.
    pub fn try_move(&mut self, from: Square, to: Square) {
        if self.finished() {
            return;
        }
        let Action::Play(accepted) = &self.step().action else {
            self.feedback = Some(Feedback::ReadOn);
            return;
        };
        let Some(mv) = self.position.find_move(from, to, None) else {
            self.feedback = refusal(&self.position, from, to).map(Feedback::Illegal);
            return;
        };
        if !accepted.contains(&mv) {
            self.feedback = Some(Feedback::NotThatMove);
            return;
        }
        self.position.play_unchecked(mv);
        self.last_move = Some(mv);
        if let Some(reply) = self.step().reply {
            self.position.play_unchecked(reply);
            self.last_move = Some(reply);
        }
        self.advance();
    }

    /// What "Show me" plays: the first move the step accepts.
    pub fn demonstration(&self) -> Option<Move> {
        match &self.step().action {
            Action::Play(moves) if !self.finished() => moves.first().copied(),
            _ => None,
        }
    }

    /// The squares a piece on `from` may go to now (for the dots when it is picked up).
    pub fn destinations(&self, from: Square) -> Bitboard {
        self.position
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect()
    }

    /// The marks of the step, while it is open.
    pub fn marks(&self) -> &[Mark] {
        if self.finished() {
            &[]
        } else {
            &self.step().marks
        }
    }
}
