//! Seeded random games for the engine's tests: positions reached by captures, promotions
//! and the endings they lead to, far more of them than a search's own lines hold.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::makruk::rules::{Move, Position};

/// `games` seeded random games of at most `plies` plies from the start, each position with
/// the move that led to it; captures and promotions twice as likely as other moves.
pub fn random_games(seed: u64, games: usize, plies: usize) -> Vec<Vec<(Position, Move)>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..games)
        .map(|_| {
            let mut p = Position::start();
            let mut line = Vec::new();
            for _ in 0..plies {
                let legal = p.legal_moves();
                if legal.is_empty() || p.outcome().is_some() {
                    break;
                }
                let mv = loop {
                    let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
                    if mv.is_capture() || mv.promotion || rng.next_u32() % 2 == 0 {
                        break mv;
                    }
                };
                p.play_unchecked(mv);
                line.push((p, mv));
            }
            line
        })
        .collect()
}
