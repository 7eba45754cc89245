//! Fitting the evaluation's weights (`params::WEIGHTS`, read by `eval`) to games of
//! greedy self-play, and of greedy play against seats that move at random.
//!
//! The model is a conditional logit: a seat's chance is the softmax of `w · features`.
//! Its log-likelihood is concave, so Newton's method from zero finds the one best `w`
//! in a few steps (halved while a step would make the fit worse), and the fit is a pure
//! function of the samples.

use super::eval::{FEATURES, all_features, chances_from};
use super::rollout::Modelled;
use super::{Policy, SELF_PLAY_MAX_THROWS};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, MoveList, Options, Position, Seat, SeatSet};

/// One position's features and who became King from it.
#[derive(Clone, Debug)]
pub struct Sample {
    pub features: BySeat<Option<[f64; FEATURES]>>,
    pub king: Seat,
}

/// Plays `games` games with the seats of `seats`, as rollouts play them (`Modelled`: the
/// greedy heuristic, and at random in each seat's `erratic` share of its decisions), and
/// keeps every `every`-th position where a throw is due, labelled with the game's King.
/// With `places` the game goes on after the King; sampling stops at the King.
pub fn self_play(
    seats: SeatSet,
    options: Options,
    games: u32,
    seed: u64,
    every: u32,
    erratic: BySeat<f64>,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut moves = MoveList::new();
    for g in 0..games {
        let game_seed = derive_seed(seed, u64::from(g));
        let mut dice = Dice::from_seed(game_seed);
        let mut player = Modelled::new(game_seed ^ 0x5eed, erratic);
        let Ok(mut position) = Position::new(options, seats) else {
            return samples;
        };
        let mut taken = Vec::new();
        let mut throws = 0u32;
        while position.king().is_none() && throws < SELF_PLAY_MAX_THROWS {
            if position.needs_throw() {
                if throws.is_multiple_of(every.max(1)) {
                    taken.push(all_features(&position, &erratic));
                }
                throws += 1;
                position.throw_unchecked(dice.throw_with(position.options().dice).value());
            } else {
                position.legal_moves_into(&mut moves);
                let mv = player.choose(&position, &moves);
                position.play_unchecked(mv);
            }
        }
        if let Some(king) = position.king() {
            samples.extend(taken.into_iter().map(|features| Sample { features, king }));
        }
    }
    samples
}

/// The mean log-loss (natural log) of predicting `samples` with `weights`.
pub fn log_loss(samples: &[Sample], weights: &[f64; FEATURES]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| -chances_from(&s.features, weights)[s.king].max(1e-12).ln())
        .sum();
    total / samples.len().max(1) as f64
}

/// The log-loss of calling every racing seat equally likely: the bar to beat.
pub fn uniform_log_loss(samples: &[Sample]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (s.features.0.iter().flatten().count().max(1) as f64).ln())
        .sum();
    total / samples.len().max(1) as f64
}

/// Fitted weights and how they were found.
#[derive(Clone, Copy, Debug)]
pub struct Fitted {
    pub weights: [f64; FEATURES],
    /// Newton steps taken.
    pub steps: usize,
    /// Whether the last step was negligible (otherwise the step limit stopped the fit).
    pub converged: bool,
}

/// A small ridge, so that features the samples cannot tell apart stay finite.
const RIDGE: f64 = 1e-6;

/// What the fit minimises: the log-loss plus the ridge.
fn objective(samples: &[Sample], w: &[f64; FEATURES]) -> f64 {
    log_loss(samples, w) + 0.5 * RIDGE * w.iter().map(|x| x * x).sum::<f64>()
}

/// Maximum-likelihood weights (with a small ridge) by Newton's method, at most
/// `max_steps` steps.
pub fn fit(samples: &[Sample], max_steps: usize) -> Fitted {
    let mut w = [0.0; FEATURES];
    let mut loss = objective(samples, &w);
    let mut steps = 0;
    let mut converged = false;
    while steps < max_steps && !converged {
        let mut gradient = [0.0; FEATURES];
        let mut curvature = [[0.0; FEATURES]; FEATURES];
        for sample in samples {
            // A King that was not racing (never, in self-play) says nothing.
            let Some(king) = sample.features[sample.king] else {
                continue;
            };
            let p = chances_from(&sample.features, &w);
            let mut mean = [0.0; FEATURES];
            for (seat, f) in sample.features.iter() {
                let Some(f) = f else { continue };
                for i in 0..FEATURES {
                    mean[i] += p[seat] * f[i];
                    for j in 0..FEATURES {
                        curvature[i][j] += p[seat] * f[i] * f[j];
                    }
                }
            }
            for i in 0..FEATURES {
                gradient[i] += king[i] - mean[i];
                for j in 0..FEATURES {
                    curvature[i][j] -= mean[i] * mean[j];
                }
            }
        }
        let n = samples.len().max(1) as f64;
        for (i, row) in curvature.iter_mut().enumerate() {
            gradient[i] = gradient[i] / n - RIDGE * w[i];
            for c in row.iter_mut() {
                *c /= n;
            }
            row[i] += RIDGE;
        }
        let Some(mut step) = solve(curvature, gradient) else {
            break;
        };
        steps += 1;
        // The full step, or half of it while the fit would get worse.
        let mut accepted = false;
        for _ in 0..30 {
            let next: [f64; FEATURES] = std::array::from_fn(|i| w[i] + step[i]);
            let next_loss = objective(samples, &next);
            if next_loss.is_finite() && next_loss <= loss {
                (w, loss, accepted) = (next, next_loss, true);
                break;
            }
            step = step.map(|s| s / 2.0);
        }
        let size = step.iter().map(|s| s.abs()).fold(0.0, f64::max);
        converged = !accepted || size < 1e-9;
    }
    Fitted {
        weights: w,
        steps,
        converged,
    }
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` if singular.
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> Option<[f64; FEATURES]> {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-15 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (above, below) = a.split_at_mut(col + 1);
        let pivot_row = &above[col];
        for (row, target) in below.iter_mut().enumerate() {
            let factor = target[col] / pivot_row[col];
            for (t, p) in target[col..].iter_mut().zip(&pivot_row[col..]) {
                *t -= factor * p;
            }
            b[col + 1 + row] -= factor * b[col];
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let rest: f64 = (row + 1..FEATURES).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::eval::BASE;

    #[test]
    fn with_places_samples_stop_at_the_king_and_name_him() {
        let seats: SeatSet = [Seat::Red, Seat::Green, Seat::Yellow].into_iter().collect();
        let options: Options = "places=on".parse().unwrap();
        let samples = self_play(seats, options, 20, 3, 5, BySeat::default());
        assert!(!samples.is_empty());
        // Every sample was taken while all three seats raced, and its King raced too.
        for sample in &samples {
            assert_eq!(sample.features.0.iter().flatten().count(), 3);
            assert!(sample.features[sample.king].is_some());
        }
    }

    #[test]
    fn solving_a_small_system_gives_its_solution() {
        let mut a = [[0.0; FEATURES]; FEATURES];
        let mut b = [0.0; FEATURES];
        for i in 0..FEATURES {
            a[i][i] = 2.0;
            if i + 1 < FEATURES {
                a[i][i + 1] = 1.0;
            }
            b[i] = i as f64;
        }
        let x = solve(a, b).unwrap();
        for i in 0..FEATURES {
            let ax: f64 = (0..FEATURES).map(|k| a[i][k] * x[k]).sum();
            assert!((ax - b[i]).abs() < 1e-9);
        }
    }

    #[test]
    fn a_fit_on_greedy_games_predicts_better_than_chance_and_values_progress() {
        // Three seats: the softmax has more than one rival to weigh.
        let seats: SeatSet = [Seat::Red, Seat::Green, Seat::Yellow].into_iter().collect();
        let train = self_play(seats, Options::default(), 300, 5, 7, BySeat::default());
        let test = self_play(seats, Options::default(), 100, 6, 7, BySeat::default());
        let fitted = fit(&train, 12);
        assert!(fitted.steps >= 1 && fitted.converged, "{fitted:?}");
        let w = fitted.weights;
        assert!(log_loss(&test, &w) < uniform_log_loss(&test) - 0.05);
        // A minimum: a small step along any weight makes the fit no better.
        let best = objective(&train, &w);
        for i in 0..FEATURES {
            for delta in [-1e-3, 1e-3] {
                let mut nudged = w;
                nudged[i] += delta;
                assert!(objective(&train, &nudged) >= best - 1e-12, "weight {i}");
            }
        }
        // Red, far ahead with Yellow to throw, is still the favourite.
        let ahead = Position::from_dpn("30,31,32,33/-/10,11,12,13/- Y RY -", Options::default())
            .expect("a legal position");
        let chances = chances_from(&all_features(&ahead, &BySeat::default()), &w);
        assert!(chances[Seat::Red] > 0.7, "{chances:?}");
    }

    #[test]
    fn games_against_random_play_fit_the_other_blocks_and_leave_careful_judgement_alone() {
        let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
        let options = Options::default();
        let yellow_random = BySeat::from_fn(|s| if s == Seat::Yellow { 1.0 } else { 0.0 });
        let careful = self_play(seats, options, 200, 5, 7, BySeat::default());
        let against_random = self_play(seats, options, 200, 8, 7, yellow_random);
        let alone = fit(&careful, 20);
        let both = fit(&[careful.clone(), against_random.clone()].concat(), 20);
        assert!(alone.converged && both.converged, "{alone:?} {both:?}");
        let (alone, both) = (alone.weights, both.weights);
        // Careful games only reach the first block, games against random play only the
        // other two: careful games are judged as if the others were not there. (The
        // weights themselves may differ a little along directions the fit hardly sees,
        // such as the two kinds of steps to go.)
        let careful_test = self_play(seats, options, 100, 6, 7, BySeat::default());
        let difference = log_loss(&careful_test, &alone) - log_loss(&careful_test, &both);
        assert!(difference.abs() < 1e-6, "{difference}");
        assert!(alone[BASE..].iter().all(|w| *w == 0.0));
        // The careful weights alone call games against random play even (those games
        // reach only the other blocks); fitted, the other blocks predict them far better.
        let test = self_play(seats, options, 100, 9, 7, yellow_random);
        assert!(log_loss(&test, &both) < log_loss(&test, &alone) - 0.05);
        let start = Position::new(options, seats).expect("two seats");
        let chances = chances_from(&all_features(&start, &yellow_random), &both);
        assert!(chances[Seat::Red] > 0.7, "{chances:?}");
    }
}
