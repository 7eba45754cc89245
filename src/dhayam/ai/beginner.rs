use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

use super::greedy::Greedy;
use super::{Policy, player_rng};
use crate::dhayam::rules::{Move, MoveList, Position};

/// "Beginner": plays like the greedy heuristic, but one move in three is a blunder chosen
/// at random. Beatable by a newcomer who has just learned the rules.
pub struct Beginner {
    greedy: Greedy,
    rng: ChaCha8Rng,
}

/// Out of 16: how often the beginner ignores its judgement.
const BLUNDERS_IN_16: u32 = 6;

/// The share of its decisions the beginner makes at random.
pub(crate) const RANDOM_SHARE: f64 = BLUNDERS_IN_16 as f64 / 16.0;

impl Beginner {
    pub fn new(seed: u64) -> Beginner {
        Beginner {
            greedy: Greedy::new(seed),
            rng: player_rng(seed ^ 0x00b1_0d3e),
        }
    }
}

impl Policy for Beginner {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        let blunder = self.rng.random_bool(RANDOM_SHARE);
        if moves.len() > 1
            && blunder
            && let Some(mv) = moves.as_slice().choose(&mut self.rng)
        {
            *mv
        } else {
            self.greedy.choose(position, moves)
        }
    }
}
