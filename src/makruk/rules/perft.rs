//! Perft: the number of leaf moves of the legal move tree, game ends not applied (as
//! Fairy-Stockfish's `go perft`). The last ply is counted, not played.

use super::moves::Move;
use super::position::Position;

pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves() as u64,
        _ => position
            .legal_moves()
            .iter()
            .map(|&mv| {
                let mut child = *position;
                child.play_unchecked(mv);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Perft below each legal move, in the order the moves are generated.
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked(mv);
            (mv, perft(&child, depth - 1))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m2_perft_from_the_start_to_depth_4() {
        let start = Position::start();
        let counts: Vec<u64> = (1..=4).map(|d| perft(&start, d)).collect();
        assert_eq!(counts, [23, 529, 12012, 273026]);
    }
}
