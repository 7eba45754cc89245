use rand_chacha::ChaCha8Rng;
use rand_core::RngCore;

use super::greedy::Greedy;
use super::{Policy, index_below};
use crate::dhayam::play::dice::chacha_from_seed;
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
            rng: chacha_from_seed(seed ^ 0x00b1_0d3e),
        }
    }
}

impl Policy for Beginner {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        let word = self.rng.next_u32();
        if moves.len() > 1 && word % 16 < BLUNDERS_IN_16 {
            moves[index_below(self.rng.next_u32(), moves.len())]
        } else {
            self.greedy.choose(position, moves)
        }
    }
}
