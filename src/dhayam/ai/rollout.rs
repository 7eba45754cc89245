//! Monte Carlo rollouts: play a position out many times with the greedy heuristic on
//! every seat (partly at random for seats known or seen to move so: `Modelled`), and
//! count who becomes King. A rollout may stop after some throws and
//! take an evaluation's chances instead of a King (`Budget::horizon`, `Budget::evaluate`).
//!
//! Rollout `i` throws the same dice (seeded from `(seed, i)`) whichever candidate move is
//! being judged — common random numbers — so differences between moves are not drowned in
//! the luck of the dice. Results do not depend on the number of threads.

use std::time::Duration;

use crate::platform::Instant;

use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use super::eval::{self, Evaluate};
use super::greedy::Greedy;
use super::{Policy, player_rng};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, Move, MoveList, Position};

/// A rollout longer than this many plies stops and counts as nobody's win (a guard; real
/// games are far shorter).
const MAX_PLIES: u32 = 20_000;

/// Each seat's share of one rollout.
pub type Shares = BySeat<f64>;

/// Plays `position` as `Modelled` plays every seat until a seat is King, or until
/// `horizon` throws have been thrown, and returns each seat's share of the win: 1 for
/// the King, or `evaluate`'s chances where the rollout stopped. A seat with an
/// `erratic` share plays that share of its decisions at random (`Modelled`, `Habits`),
/// and the evaluation judges it so.
pub fn playout(
    mut position: Position,
    seed: u64,
    horizon: Option<u32>,
    erratic: &BySeat<f64>,
    evaluate: Evaluate,
) -> Shares {
    let mut dice = Dice::from_seed(seed);
    let mut player = Modelled::new(seed ^ 0x9e37_79b9, *erratic);
    let mut moves = MoveList::new();
    let mut thrown = 0;
    for _ in 0..MAX_PLIES {
        // With `places` the game goes on after the King; the rollout need not.
        if let Some(winners) = position.winners() {
            return eval::decided(winners);
        }
        if position.needs_throw() {
            // The evaluation reads the pawns, not saved throws: with pooled turns, ask it
            // only between turns.
            if horizon.is_some_and(|h| thrown >= h) && position.pending().is_empty() {
                return evaluate.chances(&position, erratic);
            }
            thrown += 1;
            position.throw_unchecked(dice.throw_with(position.options().dice).value());
        } else {
            position.legal_moves_into(&mut moves);
            let mv = player.choose(&position, &moves);
            position.play_unchecked(mv);
        }
    }
    BySeat::default()
}

/// How rollouts play the seats: each by the greedy heuristic, except that a seat with an
/// `erratic` share plays that share of its decisions at random (a uniform legal move).
/// The evaluation is fitted to games played this way (`fit::self_play`).
pub struct Modelled {
    greedy: Greedy,
    erratic: BySeat<f64>,
    /// Only drawn from when some seat is erratic, so that among careful seats the game
    /// goes exactly as with the greedy heuristic alone.
    whims: Option<ChaCha8Rng>,
}

impl Modelled {
    /// The heuristic is seeded with `seed` itself, as `Greedy::new(seed)` would be.
    pub fn new(seed: u64, erratic: BySeat<f64>) -> Modelled {
        Modelled {
            greedy: Greedy::new(seed),
            erratic,
            whims: erratic
                .0
                .iter()
                .any(|&e| e > 0.0)
                // Rollouts pass `seed ^ 0x9e37_79b9`, so this is the rollout seed
                // `^ 0x3a1d_e77e`: the whims' stream from before `Modelled` existed.
                .then(|| player_rng(seed ^ 0xa42a_9ec7)),
        }
    }
}

impl Policy for Modelled {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        let share = self.erratic[position.thrower()];
        let whim = match self.whims.as_mut() {
            Some(rng) if share > 0.0 && moves.len() > 1 => {
                (rng.random::<f64>() < share).then(|| rng.random_range(0..moves.len()))
            }
            _ => None,
        };
        match whim {
            Some(i) => moves[i],
            None => self.greedy.choose(position, moves),
        }
    }
}

/// How many rollouts to run, how deep, on how many threads, and for how long at most.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    /// Rollouts per candidate (or per position for `win_chances`).
    pub playouts: u32,
    /// Throws (by all seats together) after which a rollout stops and asks the
    /// evaluation; `None` plays to the King.
    pub horizon: Option<u32>,
    pub threads: usize,
    /// Per seat, the share of its rollout moves played at random rather than by the
    /// heuristic: what the searching player has seen of that seat (`Habits`), or what
    /// its level is known to do (`Level::random_share`).
    pub erratic: BySeat<f64>,
    /// Stop early (after a whole batch) when this much time has passed. `None` keeps the
    /// result a pure function of the seed, for tests and tournaments.
    pub time: Option<Duration>,
    /// The evaluation asked at the horizon.
    pub evaluate: Evaluate,
}

impl Budget {
    pub fn playouts(playouts: u32) -> Budget {
        Budget {
            playouts,
            horizon: None,
            threads: 1,
            erratic: BySeat::default(),
            time: None,
            evaluate: Evaluate::Linear,
        }
    }
}

/// Rollouts are run in batches so a time budget can stop between them.
const BATCH: u32 = 16;

/// The shares of every rollout from every start: `shares[start][i]` for rollouts
/// `first..first + budget.playouts` (fewer if time runs out), the same number for each.
fn run(starts: &[Position], seed: u64, first: u32, budget: Budget) -> Vec<Vec<Shares>> {
    Rollouts::new(starts.to_vec(), seed, first, budget)
        .resume(None)
        .expect("rollouts never asked to pause finish")
}

/// Rollouts played a batch at a time, to be paused between two batches and taken up
/// again (a browser's frames: `job::Builder::spawn_steps`); the same shares as in one go.
/// Only the time spent in `resume` counts against the budget's time.
pub struct Rollouts {
    starts: Vec<Position>,
    seed: u64,
    first: u32,
    budget: Budget,
    done: u32,
    shares: Vec<Vec<Shares>>,
    /// The time spent playing them so far.
    thought: Duration,
}

impl Rollouts {
    /// Rollouts `first..first + budget.playouts` from each of `starts`, none played yet.
    pub fn new(starts: Vec<Position>, seed: u64, first: u32, budget: Budget) -> Rollouts {
        Rollouts {
            shares: vec![Vec::new(); starts.len()],
            starts,
            seed,
            first,
            budget,
            done: 0,
            thought: Duration::ZERO,
        }
    }

    /// Plays batches until the rollouts are done (`run`'s shares) or, once `pause` has
    /// come, stops after a batch (`None`: call again to go on). Without a pause it is done
    /// in one call.
    pub fn resume(&mut self, pause: Option<Instant>) -> Option<Vec<Vec<Shares>>> {
        let clock = Instant::now();
        let budget = self.budget;
        while self.done < budget.playouts {
            let batch = BATCH.min(budget.playouts - self.done);
            self.batch(batch);
            self.done += batch;
            let thought = self.thought + clock.elapsed();
            if budget.time.is_some_and(|t| thought >= t) {
                break;
            }
            if pause.is_some_and(|p| Instant::now() >= p) && self.done < budget.playouts {
                self.thought = thought;
                return None;
            }
        }
        self.thought += clock.elapsed();
        Some(std::mem::take(&mut self.shares))
    }

    /// Plays rollouts `done..done + batch` from every start.
    fn batch(&mut self, batch: u32) {
        let (done, seed, first, budget) = (self.done, self.seed, self.first, self.budget);
        let starts = &self.starts;
        let threads = budget.threads.clamp(1, batch as usize);
        // Thread t plays rollouts done+t, done+t+threads, …; merged back in rollout order.
        let play = |t: usize| {
            let mut local = vec![Vec::new(); starts.len()];
            let mut i = done + t as u32;
            while i < done + batch {
                let rollout_seed = derive_seed(seed, u64::from(first + i));
                for (start, k) in starts.iter().zip(local.iter_mut()) {
                    k.push(playout(
                        *start,
                        rollout_seed,
                        budget.horizon,
                        &budget.erratic,
                        budget.evaluate,
                    ));
                }
                i += threads as u32;
            }
            local
        };
        // One thread plays here (the only way in a browser, which starts none).
        let per_thread: Vec<Vec<Vec<Shares>>> = if threads == 1 {
            vec![play(0)]
        } else {
            std::thread::scope(|scope| {
                let play = &play;
                let handles: Vec<_> = (0..threads).map(|t| scope.spawn(move || play(t))).collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a rollout thread panicked"))
                    .collect()
            })
        };
        for i in 0..batch as usize {
            let (t, j) = (i % threads, i / threads);
            for (start, s) in self.shares.iter_mut().enumerate() {
                s.push(per_thread[t][start][j]);
            }
        }
    }
}

/// Each seat's chance to become King from `position`, estimated by rollouts.
pub fn win_chances(position: &Position, seed: u64, budget: Budget) -> BySeat<f64> {
    if let Some(winners) = position.winners() {
        return eval::decided(winners);
    }
    mean_shares(&run(std::slice::from_ref(position), seed, 0, budget)[0])
}

/// Each seat's mean share over some rollouts (`win_chances` from its rollouts' shares).
pub fn mean_shares(shares: &[Shares]) -> BySeat<f64> {
    let n = shares.len().max(1) as f64;
    BySeat::from_fn(|s| shares.iter().map(|share| share[s]).sum::<f64>() / n)
}

/// For each of `moves`, the mover's share of the win in each rollout after it, on the
/// same dice for every move (rollout `i` of one move pairs with rollout `i` of another).
pub fn move_outcomes(
    position: &Position,
    moves: &[Move],
    seed: u64,
    budget: Budget,
) -> Vec<Vec<f64>> {
    more_outcomes(position, moves, seed, 0, budget)
}

/// As `move_outcomes`, for rollouts `first..`: a search that asks in rounds gets the same
/// dice as one that asks at once.
pub fn more_outcomes(
    position: &Position,
    moves: &[Move],
    seed: u64,
    first: u32,
    budget: Budget,
) -> Vec<Vec<f64>> {
    let shares = outcome_rollouts(position, moves, seed, first, budget)
        .resume(None)
        .expect("rollouts never asked to pause finish");
    mover_outcomes(position, shares)
}

/// The rollouts of `more_outcomes`, to be played in steps (`Rollouts::resume`); their
/// shares become its outcomes through `mover_outcomes`.
pub fn outcome_rollouts(
    position: &Position,
    moves: &[Move],
    seed: u64,
    first: u32,
    budget: Budget,
) -> Rollouts {
    let starts: Vec<Position> = moves
        .iter()
        .map(|&mv| {
            let mut next = *position;
            next.play_unchecked(mv);
            next
        })
        .collect();
    Rollouts::new(starts, seed, first, budget)
}

/// The mover's share of the win in each rollout after each move, from the rollouts'
/// shares (`outcome_rollouts`).
pub fn mover_outcomes(position: &Position, shares: Vec<Vec<Shares>>) -> Vec<Vec<f64>> {
    let seat = position.to_move();
    shares
        .into_iter()
        .map(|k| k.into_iter().map(|share| share[seat]).collect())
        .collect()
}

/// The mover's chance to become King after each of `moves`.
pub fn move_chances(position: &Position, moves: &[Move], seed: u64, budget: Budget) -> Vec<f64> {
    mean_outcomes(&move_outcomes(position, moves, seed, budget))
}

/// The mean of each move's outcomes (`move_chances` from its outcomes).
pub fn mean_outcomes(outcomes: &[Vec<f64>]) -> Vec<f64> {
    outcomes
        .iter()
        .map(|w| w.iter().sum::<f64>() / w.len().max(1) as f64)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::{Options, Seat};

    fn start() -> Position {
        Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - -", Options::default()).unwrap()
    }

    #[test]
    fn a_rollout_to_the_end_gives_everything_to_the_king() {
        let shares = playout(start(), 5, None, &BySeat::default(), Evaluate::Linear);
        let kings: Vec<f64> = shares.0.iter().copied().filter(|s| *s > 0.0).collect();
        assert_eq!(kings, vec![1.0]);
    }

    #[test]
    fn a_rollout_stopped_at_its_horizon_takes_the_evaluation() {
        assert_eq!(
            playout(start(), 5, Some(0), &BySeat::default(), Evaluate::Linear),
            Evaluate::Linear.chances(&start(), &BySeat::default())
        );
        let shares = playout(start(), 5, Some(12), &BySeat::default(), Evaluate::Linear);
        assert!((shares.0.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(
            shares.0.iter().filter(|s| **s > 0.0).count() == 2,
            "{shares:?}"
        );
    }

    #[test]
    fn with_pooled_turns_a_rollout_spends_the_saved_throws_before_asking() {
        let pooled: Options = "turn=pooled".parse().unwrap();
        // Red has saved a 6 and must throw again: the 6 is worth something the pawns do
        // not show yet.
        let position = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 6+", pooled).unwrap();
        let shares = playout(position, 5, Some(0), &BySeat::default(), Evaluate::Linear);
        assert_ne!(
            shares,
            Evaluate::Linear.chances(&position, &BySeat::default())
        );
        assert!((shares.0.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }

    #[test]
    fn a_seat_that_moves_at_random_is_easier_to_beat() {
        let position = start();
        let careful = win_chances(&position, 3, Budget::playouts(600));
        let budget = Budget {
            erratic: BySeat::from_fn(|s| if s == Seat::Yellow { 1.0 } else { 0.0 }),
            ..Budget::playouts(600)
        };
        let against_random = win_chances(&position, 3, budget);
        assert!(
            against_random[Seat::Red] > careful[Seat::Red] + 0.1,
            "{careful:?} {against_random:?}"
        );
        // Careful seats throw and choose as before: an erratic share of 0 changes nothing.
        let zero = Budget {
            erratic: BySeat::default(),
            ..Budget::playouts(600)
        };
        assert_eq!(win_chances(&position, 3, zero), careful);
    }

    #[test]
    fn short_rollouts_see_a_cut_as_rollouts_to_the_end_do() {
        // Red's 10+4 cuts Yellow's pawn and opens Red's gate (D10, D11); 3+4 does not.
        let cut: Move = "10+4".parse().unwrap();
        let quiet: Move = "3+4".parse().unwrap();
        let position =
            Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default()).unwrap();
        for horizon in [Some(16), None] {
            let budget = Budget {
                horizon,
                ..Budget::playouts(400)
            };
            let chances = move_chances(&position, &[cut, quiet], 8, budget);
            assert!(chances[0] > chances[1] + 0.02, "{horizon:?}: {chances:?}");
        }
    }

    #[test]
    fn against_random_play_short_rollouts_agree_with_rollouts_to_the_end() {
        // Early in a game, when 32 throws settle little and the evaluation says most: it
        // must know that Yellow moves at random, or it calls the game far closer than it is.
        let position = Position::from_dpn("n,n,n,0/-/n,n,n,2/- Y - -", Options::default()).unwrap();
        let yellow_random = BySeat::from_fn(|s| if s == Seat::Yellow { 1.0 } else { 0.0 });
        let budget = |horizon| Budget {
            horizon,
            erratic: yellow_random,
            ..Budget::playouts(3000)
        };
        let short = win_chances(&position, 4, budget(Some(32)))[Seat::Red];
        let to_the_end = win_chances(&position, 4, budget(None))[Seat::Red];
        assert!(to_the_end > 0.8, "{to_the_end}");
        assert!((short - to_the_end).abs() < 0.03, "{short} {to_the_end}");
    }
}
