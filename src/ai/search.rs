use rand_chacha::ChaCha8Rng;
use rand_core::RngCore;

use super::Policy;
use super::greedy::score;
use super::rollout::{Budget, move_outcomes};
use crate::dice::chacha_from_seed;
use crate::rules::{Move, MoveList, Position};

/// "Medium" and "Hard": judge each legal move by rollouts (greedy play to the end on the
/// same dice for every candidate) and play the one that wins most often. Medium uses few
/// rollouts; Hard many, on both cores, within a time budget.
///
/// Only the greedy heuristic's best few candidates are rolled out: a move the heuristic
/// ranks far below the others is almost never best, and skipping it buys rollouts for the
/// moves that matter.
pub struct RolloutPlayer {
    budget: Budget,
    /// Candidates rolled out, best greedy scores first.
    width: usize,
    /// How many standard errors a candidate must beat the heuristic's choice by.
    confidence: f64,
    rng: ChaCha8Rng,
}

impl RolloutPlayer {
    pub fn new(seed: u64, budget: Budget, width: usize, confidence: f64) -> RolloutPlayer {
        RolloutPlayer {
            budget,
            width,
            confidence,
            rng: chacha_from_seed(seed ^ 0x005e_a4c4),
        }
    }

    /// The candidates worth rolling out: distinct moves, best greedy scores first.
    fn candidates(&self, position: &Position, moves: &MoveList) -> Vec<Move> {
        let mut scored: Vec<(i32, Move)> = moves.iter().map(|&m| (score(position, m), m)).collect();
        // Stable: equal scores keep the move list's order, so choices are reproducible.
        scored.sort_by_key(|s| std::cmp::Reverse(s.0));
        scored
            .into_iter()
            .take(self.width)
            .map(|(_, m)| m)
            .collect()
    }
}

impl Policy for RolloutPlayer {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        if moves.len() == 1 {
            return moves[0];
        }
        let candidates = self.candidates(position, moves);
        if candidates.len() == 1 {
            return candidates[0];
        }
        let seed = u64::from(self.rng.next_u32()) << 32 | u64::from(self.rng.next_u32());
        let outcomes = move_outcomes(position, &candidates, seed, self.budget);
        candidates[paired_choice(&outcomes, self.confidence)]
    }
}

/// Picks among candidates judged on the same dice. Candidate 0 is the heuristic's choice;
/// another replaces it only when its paired advantage is `confidence` standard errors
/// above zero, so a handful of lucky rollouts cannot talk the player into a worse move.
pub fn paired_choice(outcomes: &[Vec<bool>], confidence: f64) -> usize {
    let base = &outcomes[0];
    let n = base.len();
    if n < 2 {
        return 0;
    }
    let mut best = (0, 0.0);
    for (c, wins) in outcomes.iter().enumerate().skip(1) {
        let diffs = wins
            .iter()
            .zip(base)
            .map(|(a, b)| f64::from(u8::from(*a)) - f64::from(u8::from(*b)));
        let (sum, sum_sq) = diffs.fold((0.0, 0.0), |(s, q), d| (s + d, q + d * d));
        let mean = sum / n as f64;
        let variance = (sum_sq / n as f64 - mean * mean).max(0.0) * n as f64 / (n - 1) as f64;
        let standard_error = (variance / n as f64).sqrt();
        if mean > confidence * standard_error && mean > best.1 {
            best = (c, mean);
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::paired_choice;

    #[test]
    fn the_heuristic_choice_stands_without_clear_evidence() {
        let base = vec![true, false, true, false];
        let slightly_better = vec![true, true, true, false];
        assert_eq!(paired_choice(&[base.clone(), slightly_better], 2.0), 0);
        let much_better: Vec<bool> = (0..400).map(|_| true).collect();
        let worse: Vec<bool> = (0..400).map(|i| i % 2 == 0).collect();
        assert_eq!(paired_choice(&[worse, much_better], 2.0), 1);
    }
}
