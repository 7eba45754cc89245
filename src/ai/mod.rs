//! Computer players. They read the rules and choose among the legal moves; each owns its
//! random generator, seeded, so a game with computer players replays exactly.

mod greedy;
mod random;

use std::fmt;
use std::str::FromStr;

pub use greedy::Greedy;
pub use random::RandomPlayer;

use crate::rules::{Move, MoveList, Position};

/// A computer player's way of choosing a move.
pub trait Policy: Send {
    /// Chooses one of `moves`, the legal moves of `position` (never empty).
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move;
}

/// The levels a seat can be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// The greedy heuristic of `Greedy`.
    Greedy,
}

impl Level {
    pub const ALL: [Level; 2] = [Level::Random, Level::Greedy];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
        }
    }

    /// A player of this level with its own seeded generator.
    pub fn player(self, seed: u64) -> Box<dyn Policy> {
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Greedy => Box::new(Greedy::new(seed)),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| format!("unknown policy '{s}' (known: random, greedy)"))
    }
}

/// A uniform index below `n` from a 32-bit word (multiply-shift; value-stable).
pub(crate) fn index_below(word: u32, n: usize) -> usize {
    ((u64::from(word) * n as u64) >> 32) as usize
}
