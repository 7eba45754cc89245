//! The exercise that ends a lesson: a prepared position played with real (seeded) dice
//! against the Easy computer player.

use super::runner::{current_value, tries};
use super::*;
use crate::dhayam::play::game::Game;

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
    pub(super) fn parse(text: &str) -> Option<Goal> {
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
        let board = position.board();
        let count =
            |f: &dyn Fn(Pawn) -> bool| position.pawns(seat).iter().filter(|p| f(**p)).count();
        match self {
            Goal::Enter(n) => count(&|p| !p.is_off_board()) >= usize::from(n),
            Goal::Cut => cut.contains(seat),
            Goal::Inner(n) => {
                count(&|p| p.progress().is_some_and(|p| !p.is_outer(board))) >= usize::from(n)
            }
            Goal::Centre(n) => count(&|p| p.is_finished(board)) >= usize::from(n),
            // With partners, the pair must be home (V13).
            Goal::King if position.options().teams => {
                position.winners().is_some_and(|w| w.contains(seat))
            }
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
    pub(super) learner: Seat,
    /// The game on the exercise's board: the same `Game` the window plays, started
    /// from the prepared position with the attempt's dice.
    pub(super) game: Game,
    pub(super) computers: BySeat<Option<Box<dyn Policy>>>,
    pub(super) cut: SeatSet,
    pub(super) chosen: Option<Value>,
    pub(super) events: Vec<Event>,
    pub(super) result: Option<ExerciseResult>,
    pub feedback: Option<Feedback>,
}

impl Exercise {
    pub fn new(spec: ExerciseSpec, attempt: u64) -> Exercise {
        let learner = spec.start.to_move();
        let seed = derive_seed(spec.seed, attempt);
        let computers = BySeat::from_fn(|seat| {
            (seat != learner && spec.start.seats().contains(seat))
                .then(|| Level::Easy.player(derive_seed(seed, 1 + seat.index() as u64)))
        });
        Exercise {
            learner,
            game: Game::from_position(spec.start, seed),
            computers,
            cut: SeatSet::EMPTY,
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
        self.game.position()
    }

    pub fn learner(&self) -> Seat {
        self.learner
    }

    pub fn last_throw(&self) -> Option<Throw> {
        self.game.last_throw()
    }

    /// The latest events, oldest first.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn result(&self) -> Option<ExerciseResult> {
        self.result
    }

    fn learners_turn(&self) -> bool {
        self.result.is_none() && self.position().to_move() == self.learner
    }

    /// Whether the learner may throw now.
    pub fn can_throw(&self) -> bool {
        self.learners_turn() && self.position().needs_throw()
    }

    /// Whether the next step is taken without the learner: a computer's throw or move,
    /// or the learner's throw that cannot be used.
    pub fn automatic(&self) -> bool {
        self.result.is_none()
            && (!self.learners_turn() || self.position().legal_moves().as_slice() == [Move::Pass])
    }

    pub fn current_value(&self) -> Option<Value> {
        current_value(self.game.position(), self.chosen)
    }

    /// The moves the learner may try now (right or wrong, as in a lesson's steps).
    pub fn tries(&self) -> Vec<Move> {
        if !self.learners_turn() || self.automatic() {
            return Vec::new();
        }
        tries(self.game.position(), self.current_value())
    }

    fn note(&mut self, event: Event) {
        self.events.push(event);
        if self.events.len() > EVENTS_KEPT {
            self.events.remove(0);
        }
    }

    fn throw_dice(&mut self) -> Throw {
        let seat = self.position().to_move();
        let throw = self
            .game
            .throw()
            .expect("the exercise throws only when a throw is due");
        self.chosen = None;
        self.note(Event::Threw(seat, throw));
        throw
    }

    /// Plays a checked move and judges the goal for the seat that moved.
    fn apply(&mut self, mv: Move) -> Event {
        let seat = self.position().to_move();
        let report = self
            .game
            .play(mv)
            .expect("the exercise plays only legal moves");
        if report.cut.is_some() {
            self.cut.insert(seat);
        }
        let event = Event::Moved { seat, mv, report };
        self.note(event);
        let position = self.game.position();
        let winner = if position
            .winners()
            .is_some_and(|w| w.contains(self.learner) && w.contains(seat))
        {
            // The learner's pair is home, whichever partner brought it (V13).
            Some(self.learner)
        } else if self.spec.goal.reached(position, seat, self.cut) {
            Some(seat)
        } else {
            // The learner's partner may bring the pair home (V13).
            position.outcome().map(|o| {
                if o.winners().contains(self.learner) {
                    self.learner
                } else {
                    o.king()
                }
            })
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
        if self.learners_turn() && self.position().pending().contains(value) {
            self.chosen = Some(value);
            self.feedback = None;
        }
    }

    /// The learner plays a move; an illegal one is refused with the engine's reason.
    pub fn play(&mut self, mv: Move) {
        if !self.learners_turn() {
            return;
        }
        match self.position().check_move(mv) {
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
        if self.position().needs_throw() {
            let seat = self.position().to_move();
            let throw = self.throw_dice();
            return Some(Event::Threw(seat, throw));
        }
        let position = *self.position();
        let moves = position.legal_moves();
        let seat = position.to_move();
        let mv = match (moves.as_slice(), self.computers[seat].as_mut()) {
            ([Move::Pass], _) | (_, None) => moves.as_slice()[0],
            (_, Some(computer)) => computer.choose(&position, &moves),
        };
        Some(self.apply(mv))
    }
}
