use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

use super::greedy::Greedy;
pub(crate) use super::params::RANDOM_SHARE;
use super::{Policy, player_rng};
use crate::dhayam::rules::{Move, MoveList, Position};

/// "Beginner": plays like the greedy heuristic, but one move in three is a blunder chosen
/// at random. Beatable by a newcomer who has just learned the rules.
pub struct Beginner {
    greedy: Greedy,
    rng: ChaCha8Rng,
}

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
