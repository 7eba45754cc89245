use std::time::Duration;

use crate::platform::Instant;
use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use super::greedy::score;
use super::habits::Habits;
use super::params::{DROP_AT, ROUND, WIN_AT};
use super::rollout::{Budget, Rollouts, mover_outcomes, outcome_rollouts};
use super::{Policy, player_rng};
use crate::dhayam::rules::{BySeat, Move, MoveList, Position};

/// "Medium" and "Hard" (and Expert where its network does not know the game): judge each
/// candidate move by rollouts (greedy play on the same dice for every candidate, to the
/// King or to a horizon and the evaluation) and play the one that wins most. Opponents
/// seen to move at random are played partly at random in the rollouts (`Habits`), and the
/// evaluation at the horizon judges them so. Medium uses a few short rollouts; Hard many,
/// on both cores, within a time budget.
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
    /// How the other seats have played so far: rollouts play them the same way.
    habits: Habits,
    rng: ChaCha8Rng,
    /// A choice under way in steps (`choose_in_steps`): the race and its candidates.
    racing: Option<(Race, Vec<Move>)>,
}

impl RolloutPlayer {
    pub fn new(seed: u64, budget: Budget, width: usize, confidence: f64) -> RolloutPlayer {
        RolloutPlayer {
            budget,
            width,
            confidence,
            habits: Habits::default(),
            rng: player_rng(seed ^ 0x005e_a4c4),
            racing: None,
        }
    }

    /// The share of their decisions the other seats have made at random so far.
    pub fn erratic_opponents(&self, seat: crate::dhayam::rules::Seat) -> BySeat<f64> {
        self.habits.erratic_except(seat)
    }
}

/// The `width` candidates worth rolling out: best greedy scores first.
pub fn candidates(position: &Position, moves: &[Move], width: usize) -> Vec<Move> {
    let mut scored: Vec<(i32, Move)> = moves.iter().map(|&m| (score(position, m), m)).collect();
    // Stable: equal scores keep the move list's order, so choices are reproducible.
    scored.sort_by_key(|s| std::cmp::Reverse(s.0));
    scored.into_iter().take(width).map(|(_, m)| m).collect()
}

impl RolloutPlayer {
    /// The race that chooses among `moves`, or the move itself where nothing is to race.
    fn begin(&mut self, position: &Position, moves: &MoveList) -> Result<(Race, Vec<Move>), Move> {
        if moves.len() == 1 {
            return Err(moves[0]);
        }
        let budget = Budget {
            erratic: self.habits.erratic_except(position.to_move()),
            ..self.budget
        };
        let candidates = candidates(position, moves.as_slice(), self.width);
        if candidates.len() == 1 {
            return Err(candidates[0]);
        }
        let seed: u64 = self.rng.random();
        let race = Race::new(*position, candidates.clone(), seed, budget, self.confidence);
        Ok((race, candidates))
    }
}

impl Policy for RolloutPlayer {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        self.choose_in_steps(position, moves, None)
            .expect("a choice never asked to pause is made")
    }

    fn choose_in_steps(
        &mut self,
        position: &Position,
        moves: &MoveList,
        pause: Option<Instant>,
    ) -> Option<Move> {
        if self
            .racing
            .as_ref()
            .is_none_or(|(race, _)| race.position != *position)
        {
            match self.begin(position, moves) {
                Ok(racing) => self.racing = Some(racing),
                Err(mv) => {
                    self.racing = None;
                    return Some(mv);
                }
            }
        }
        let (race, _) = self.racing.as_mut()?;
        let chosen = race.resume(pause)?;
        let (_, candidates) = self.racing.take()?;
        Some(candidates[chosen])
    }

    fn observe(&mut self, position: &Position, moves: &MoveList, chosen: Move) {
        self.habits.observe(position, moves, chosen);
    }
}

/// Rolls out the candidates in rounds on common dice and returns the index of the one to
/// play (0, the heuristic's choice, unless another is clearly better: `paired_choice`).
///
/// Most decisions are not close — a cut against a quiet step — and a few hundred rollouts
/// settle them, so a challenger that clearly trails the heuristic's choice leaves the race,
/// and the race ends when nothing is left to decide. The budget then goes to the close
/// decisions. Rounds use fixed rollout numbers, so the result still depends only on the
/// seed (and on the clock only when the budget has a time limit).
pub fn race(
    position: &Position,
    candidates: &[Move],
    seed: u64,
    budget: Budget,
    confidence: f64,
) -> usize {
    Race::new(*position, candidates.to_vec(), seed, budget, confidence)
        .resume(None)
        .expect("a race never asked to pause ends")
}

/// `race` run a round's batch at a time, to be paused and taken up again (a browser's
/// frames): the same choice as in one go. Only the time spent in `resume` counts against
/// the budget's time.
pub struct Race {
    position: Position,
    candidates: Vec<Move>,
    seed: u64,
    budget: Budget,
    confidence: f64,
    /// The candidates still racing; 0 always stays.
    live: Vec<usize>,
    /// Each candidate's outcomes so far.
    outcomes: Vec<Vec<f64>>,
    /// Rollouts played per candidate still racing.
    done: u32,
    /// The round under way.
    round: Option<Rollouts>,
    thought: Duration,
}

impl Race {
    pub fn new(
        position: Position,
        candidates: Vec<Move>,
        seed: u64,
        budget: Budget,
        confidence: f64,
    ) -> Race {
        Race {
            live: (0..candidates.len()).collect(),
            outcomes: vec![Vec::new(); candidates.len()],
            position,
            candidates,
            seed,
            budget,
            confidence,
            done: 0,
            round: None,
            thought: Duration::ZERO,
        }
    }

    /// Goes on with the race until it ends (the index of the candidate to play) or, once
    /// `pause` has come, pauses it (`None`: call again to go on).
    pub fn resume(&mut self, pause: Option<Instant>) -> Option<usize> {
        let clock = Instant::now();
        let before = self.thought;
        let thought = || before + clock.elapsed();
        let budget = self.budget;
        let paused = || pause.is_some_and(|p| Instant::now() >= p);
        loop {
            if self.round.is_none() {
                if self.done >= budget.playouts || self.live.len() <= 1 {
                    break;
                }
                let round = Budget {
                    playouts: ROUND.min(budget.playouts - self.done),
                    time: budget.time.map(|t| t.saturating_sub(thought())),
                    ..budget
                };
                let moves: Vec<Move> = self.live.iter().map(|&c| self.candidates[c]).collect();
                self.round = Some(outcome_rollouts(
                    &self.position,
                    &moves,
                    self.seed,
                    self.done,
                    round,
                ));
            }
            let round = self.round.as_mut().expect("a round under way");
            let Some(shares) = round.resume(pause) else {
                self.thought = thought();
                return None;
            };
            self.round = None;
            let more = mover_outcomes(&self.position, shares);
            let played = more[0].len() as u32;
            for (&c, wins) in self.live.iter().zip(more) {
                self.outcomes[c].extend(wins);
            }
            self.done += played;
            if played == 0 || budget.time.is_some_and(|t| thought() >= t) {
                break;
            }
            let (base, rest) = self.outcomes.split_first().expect("two candidates or more");
            self.live.retain(|&c| {
                c == 0 || {
                    let (mean, error) = paired_advantage(&rest[c - 1], base);
                    mean + DROP_AT * error >= 0.0
                }
            });
            if let [0, c] = self.live[..] {
                let (mean, error) = paired_advantage(&self.outcomes[c], &self.outcomes[0]);
                if mean > WIN_AT * error {
                    self.thought = thought();
                    return Some(c);
                }
            }
            if paused() {
                self.thought = thought();
                return None;
            }
        }
        self.thought = thought();
        let racing: Vec<Vec<f64>> = self
            .live
            .iter()
            .map(|&c| self.outcomes[c].clone())
            .collect();
        Some(self.live[paired_choice(&racing, self.confidence)])
    }
}

/// The mean advantage of `wins` over `base` on the same dice, and its standard error.
fn paired_advantage(wins: &[f64], base: &[f64]) -> (f64, f64) {
    let n = wins.len().min(base.len());
    if n < 2 {
        return (0.0, f64::INFINITY);
    }
    let diffs = wins.iter().zip(base).map(|(a, b)| a - b);
    let (sum, sum_sq) = diffs.fold((0.0, 0.0), |(s, q), d| (s + d, q + d * d));
    let mean = sum / n as f64;
    let variance = (sum_sq / n as f64 - mean * mean).max(0.0) * n as f64 / (n - 1) as f64;
    (mean, (variance / n as f64).sqrt())
}

/// Picks among candidates judged on the same dice. Candidate 0 is the heuristic's choice;
/// another replaces it only when its paired advantage is `confidence` standard errors
/// above zero, so a handful of lucky rollouts cannot talk the player into a worse move.
pub fn paired_choice(outcomes: &[Vec<f64>], confidence: f64) -> usize {
    let base = &outcomes[0];
    if base.len() < 2 {
        return 0;
    }
    let mut best = (0, 0.0);
    for (c, wins) in outcomes.iter().enumerate().skip(1) {
        let (mean, standard_error) = paired_advantage(wins, base);
        if mean > confidence * standard_error && mean > best.1 {
            best = (c, mean);
        }
    }
    best.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::{Options, Seat};

    #[test]
    fn a_race_finds_the_cut_behind_a_quiet_first_candidate_and_is_repeatable() {
        // Red's 10+4 cuts Yellow's pawn on 2 and opens Red's gate (D10, D11); 3+4 does not.
        let position = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default())
            .expect("a legal position");
        let quiet: Move = "3+4".parse().unwrap();
        let cut: Move = "10+4".parse().unwrap();
        let budget = Budget::playouts(1024);
        let first = race(&position, &[quiet, cut], 99, budget, 1.0);
        assert_eq!(first, 1);
        assert_eq!(race(&position, &[quiet, cut], 99, budget, 1.0), first);
        // In the other order the cut, now the heuristic's choice, stands.
        assert_eq!(race(&position, &[cut, quiet], 99, budget, 1.0), 0);
    }

    #[test]
    fn the_player_learns_how_its_opponents_play() {
        let mut hard = RolloutPlayer::new(1, Budget::playouts(32), 2, 1.0);
        let mut random = crate::dhayam::ai::RandomPlayer::new(2);
        let seats = [Seat::Red, Seat::Yellow].into_iter().collect();
        let mut moves = MoveList::new();
        for game in 0..3 {
            let mut position = Position::new(Options::default(), seats).unwrap();
            let mut dice = crate::dhayam::play::dice::Dice::from_seed(game);
            while position.outcome().is_none() {
                if position.needs_throw() {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value());
                    continue;
                }
                position.legal_moves_into(&mut moves);
                let mv = if position.to_move() == Seat::Red {
                    hard.choose(&position, &moves)
                } else {
                    let mv = random.choose(&position, &moves);
                    hard.observe(&position, &moves, mv);
                    mv
                };
                position.play_unchecked(mv);
            }
        }
        let erratic = hard.habits.erratic_except(Seat::Red);
        assert!(erratic[Seat::Yellow] > 0.5, "{erratic:?}");
        assert_eq!(erratic[Seat::Red], 0.0);
    }

    #[test]
    fn the_heuristic_choice_stands_without_clear_evidence() {
        let base = vec![1.0, 0.0, 1.0, 0.0];
        let slightly_better = vec![1.0, 1.0, 1.0, 0.0];
        assert_eq!(paired_choice(&[base.clone(), slightly_better], 2.0), 0);
        let much_better: Vec<f64> = (0..400).map(|_| 1.0).collect();
        let worse: Vec<f64> = (0..400).map(|i| f64::from(i % 2)).collect();
        assert_eq!(paired_choice(&[worse, much_better], 2.0), 1);
    }
}
