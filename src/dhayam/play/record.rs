//! A game record: options, seats, the dice seed, and every throw and move in order.
//! Replaying it through the rules rebuilds any position of the game exactly.

use std::fmt;

use crate::dhayam::play::dice::Dice;
use crate::dhayam::rules::{
    IllegalMove, Move, Options, Position, PositionError, SeatSet, Throw, ThrowError,
};

/// One step of a game: a throw of the dice, or a move (including `pass`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ply {
    /// A throw of the app's seeded dice.
    Throw(Throw),
    /// A throw of the players' own dice, entered by hand: not the seed's.
    HandThrow(Throw),
    Move(Move),
}

impl Ply {
    /// The throw, whichever dice made it.
    pub fn throw(self) -> Option<Throw> {
        match self {
            Ply::Throw(t) | Ply::HandThrow(t) => Some(t),
            Ply::Move(_) => None,
        }
    }

    /// The ply as a save file writes it: `t:3,1` a throw of the app's dice as it landed,
    /// `h:3,1` one of the players' own, a move in its notation (`23+3`, `pass`).
    pub fn text(self) -> String {
        match self {
            Ply::Throw(t) => format!("t:{}", t.landing_text()),
            Ply::HandThrow(t) => format!("h:{}", t.landing_text()),
            Ply::Move(m) => m.to_string(),
        }
    }

    /// A ply's text read back; throws of the players' own dice (`h:`) only where
    /// `hand_throws` (a save's first version has none).
    pub fn read(text: &str, hand_throws: bool) -> Option<Ply> {
        if let Some(text) = text.strip_prefix("t:") {
            return Throw::from_landing_text(text).map(Ply::Throw);
        }
        if let Some(text) = text.strip_prefix("h:") {
            return Throw::from_landing_text(text)
                .filter(|_| hand_throws)
                .map(Ply::HandThrow);
        }
        text.parse::<Move>().ok().map(Ply::Move)
    }
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The options and seats do not make a game.
    Start(PositionError),
    /// A throw came when a move was due, or after the end (ply counts from 1).
    Throw { ply: usize, reason: ThrowError },
    /// A move that the rules refuse.
    Move {
        ply: usize,
        mv: Move,
        reason: IllegalMove,
    },
    /// `--to` or a replay asked for a ply past the end of the record.
    PastEnd { ply: usize, len: usize },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Start(e) => write!(f, "the game cannot start: {e}"),
            ReplayError::Throw { ply, reason } => {
                write!(f, "ply {ply}: a throw is not allowed here ({reason})")
            }
            ReplayError::Move { ply, mv, reason } => {
                write!(f, "ply {ply}: illegal move {mv} ({reason})")
            }
            ReplayError::PastEnd { ply, len } => {
                write!(f, "ply {ply} is past the end of the game ({len} plies)")
            }
        }
    }
}

impl std::error::Error for ReplayError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    pub options: Options,
    pub seats: SeatSet,
    pub seed: u64,
    pub plies: Vec<Ply>,
}

impl GameRecord {
    pub fn new(options: Options, seats: SeatSet, seed: u64) -> Result<GameRecord, PositionError> {
        Position::new(options, seats)?;
        Ok(GameRecord {
            options,
            seats,
            seed,
            plies: Vec::new(),
        })
    }

    pub fn start(&self) -> Result<Position, ReplayError> {
        Position::new(self.options, self.seats).map_err(ReplayError::Start)
    }

    /// The position after the first `ply` plies (0 is the start).
    pub fn position_at(&self, ply: usize) -> Result<Position, ReplayError> {
        #[cfg(test)]
        replays::count();
        if ply > self.plies.len() {
            return Err(ReplayError::PastEnd {
                ply,
                len: self.plies.len(),
            });
        }
        let mut position = self.start()?;
        for (i, p) in self.plies[..ply].iter().enumerate() {
            apply(&mut position, *p, i + 1)?;
        }
        Ok(position)
    }

    /// The position after every ply.
    pub fn position(&self) -> Result<Position, ReplayError> {
        self.position_at(self.plies.len())
    }

    /// How many throws the record holds, of either dice.
    pub fn throws(&self) -> u64 {
        self.plies.iter().filter(|p| p.throw().is_some()).count() as u64
    }

    /// How many throws came from the seeded dice: where their stream stands.
    pub fn seeded_throws(&self) -> u64 {
        self.plies
            .iter()
            .filter(|p| matches!(p, Ply::Throw(_)))
            .count() as u64
    }

    /// Whether the record holds throws of the players' own dice.
    pub fn has_hand_throws(&self) -> bool {
        self.plies.iter().any(|p| matches!(p, Ply::HandThrow(_)))
    }

    /// Whether every seeded throw is the one the seed gives, in order: proof that nobody,
    /// computer or person, got other dice than the seed's. Throws entered by hand are
    /// the players' own dice and do not use the seed.
    pub fn throws_match_seed(&self) -> bool {
        let mut dice = Dice::from_seed(self.seed);
        let implement = self.options.dice;
        self.plies.iter().all(|p| match p {
            Ply::Throw(t) => dice.throw_with(implement) == *t,
            Ply::HandThrow(_) | Ply::Move(_) => true,
        })
    }
}

/// Applies one ply, naming it by its 1-based number on error.
pub fn apply(position: &mut Position, ply: Ply, number: usize) -> Result<(), ReplayError> {
    match ply {
        Ply::Throw(t) | Ply::HandThrow(t) => {
            if t.implement() != position.options().dice {
                return Err(ReplayError::Throw {
                    ply: number,
                    reason: ThrowError::OtherImplement,
                });
            }
            position
                .throw(t.value())
                .map_err(|reason| ReplayError::Throw {
                    ply: number,
                    reason,
                })
        }
        Ply::Move(mv) => {
            position
                .check_move(mv)
                .map_err(|reason| ReplayError::Move {
                    ply: number,
                    mv,
                    reason,
                })?;
            position.play_unchecked(mv);
            Ok(())
        }
    }
}

/// How many times a record was replayed through the rules on this thread (test builds):
/// a test can hold a load to one replay.
#[cfg(test)]
pub(crate) mod replays {
    use std::cell::Cell;

    thread_local! {
        static REPLAYS: Cell<usize> = const { Cell::new(0) };
    }

    pub(crate) fn count() {
        REPLAYS.with(|r| r.set(r.get() + 1));
    }

    /// The replays so far on this thread.
    pub(crate) fn so_far() -> usize {
        REPLAYS.with(Cell::get)
    }
}
