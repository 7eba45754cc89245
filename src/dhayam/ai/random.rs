use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

use super::{Policy, player_rng};
use crate::dhayam::rules::{Move, MoveList, Position};

/// Plays a uniformly random legal move: the baseline every other level must beat.
pub struct RandomPlayer {
    rng: ChaCha8Rng,
}

impl RandomPlayer {
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: player_rng(seed),
        }
    }
}

impl Policy for RandomPlayer {
    fn choose(&mut self, _position: &Position, moves: &MoveList) -> Move {
        if moves.len() == 1 {
            return moves[0];
        }
        *moves
            .as_slice()
            .choose(&mut self.rng)
            .expect("a position to move in has a move")
    }
}
