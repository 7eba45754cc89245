use rand_chacha::ChaCha8Rng;
use rand_core::RngCore;

use super::{Policy, index_below};
use crate::dhayam::play::dice::chacha_from_seed;
use crate::dhayam::rules::{Move, MoveList, Position};

/// Plays a uniformly random legal move: the baseline every other level must beat.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: chacha_from_seed(seed),
        }
    }
}

impl Policy for RandomPlayer {
    fn choose(&mut self, _position: &Position, moves: &MoveList) -> Move {
        if moves.len() == 1 {
            return moves[0];
        }
        moves[index_below(self.rng.next_u32(), moves.len())]
    }
}
