//! Makruk's evaluations, cost per call (`cargo bench --bench makruk_eval`): the hand
//! evaluation against the shipped network, on the same positions in the same run (issue 34:
//! "the network's cost per evaluation").
//!
//! The positions come from seeded random games from the start (every move kept, up to 160
//! plies a game). Three figures, nanoseconds a position, each the median of five rounds
//! taken in turn so a machine that speeds up or slows down hits all alike:
//! - **hand**: `eval::evaluate`, what Hard and the levels below call at each leaf;
//! - **network, incremental**: what Master's search pays at a node, the accumulators
//!   updated for the move just made (`Network::apply`) and the output with the endings'
//!   scaling (`nnue::scaled`);
//! - **network, from scratch**: `Network::evaluate` (both accumulators refreshed from the
//!   board), what the hint and the evaluation bar pay once a position.
//!
//! With `MAKRUK_EVAL_NET=FILE`, a second network (a candidate, e.g. one of khun blocks:
//! `src/makruk/ai/nnue/buckets.rs`) is timed the same way in the same rounds, and its
//! figures given against the shipped network's (issue 64: "the cost per evaluation
//! measured against net 5").
//!
//! Figures, not assertions: the machines are shared and noisy.

use std::hint::black_box;
use std::time::Instant;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use dhayam::makruk::ai::eval;
use dhayam::makruk::ai::nnue::{self, Accumulator, Network};
use dhayam::makruk::rules::{Move, Position};

const GAMES: usize = 400;
const PLIES: usize = 160;
const ROUNDS: usize = 5;
const REPEATS: usize = 20;

/// A position, the move played from it and the position after.
struct Step {
    before: Position,
    mv: Move,
    after: Position,
}

fn steps() -> Vec<Step> {
    // Seeded as the network's tests seed their random games: the same positions every run.
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    let mut steps = Vec::new();
    for _ in 0..GAMES {
        let mut position = Position::start();
        for _ in 0..PLIES {
            if position.outcome().is_some() {
                break;
            }
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            let mut after = position;
            after.play_unchecked(mv);
            steps.push(Step {
                before: position,
                mv,
                after,
            });
            position = after;
        }
    }
    steps
}

/// Nanoseconds a step of `f` (given the step's index) over all steps, `REPEATS` times.
fn time(steps: &[Step], mut f: impl FnMut(usize, &Step) -> i32) -> f64 {
    let clock = Instant::now();
    let mut sum = 0i64;
    for _ in 0..REPEATS {
        for (i, step) in steps.iter().enumerate() {
            sum += i64::from(f(i, step));
        }
    }
    black_box(sum);
    clock.elapsed().as_secs_f64() * 1e9 / (REPEATS * steps.len()) as f64
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let Some(shipped) = nnue::embedded() else {
        println!("makruk_eval: the shipped network did not load; nothing to compare");
        return;
    };
    let candidate = match std::env::var_os("MAKRUK_EVAL_NET") {
        None => None,
        Some(path) => {
            let bytes = match std::fs::read(&path) {
                Ok(bytes) => bytes,
                Err(e) => {
                    println!("makruk_eval: {}: {e}", path.to_string_lossy());
                    return;
                }
            };
            match nnue::file::read(&bytes) {
                Ok(net) => Some((path.to_string_lossy().into_owned(), net)),
                Err(e) => {
                    println!("makruk_eval: {}: {e}", path.to_string_lossy());
                    return;
                }
            }
        }
    };
    let steps = steps();
    let mut nets: Vec<(String, &Network)> = vec![("shipped".to_string(), &shipped)];
    if let Some((name, net)) = &candidate {
        nets.push((name.clone(), net));
    }
    // The parents' accumulators, made before the clock starts: the search has its parent's
    // on its stack when it makes a move.
    let parents: Vec<Vec<Accumulator>> = nets
        .iter()
        .map(|(_, net)| {
            steps
                .iter()
                .map(|s| net.refresh(s.before.board()))
                .collect()
        })
        .collect();
    // What is timed must be the evaluation the search gets: the updated accumulators equal
    // the ones refreshed from the board after the move.
    for ((name, net), parents) in nets.iter().zip(&parents) {
        for (step, parent) in steps.iter().zip(parents) {
            let mut updated = *parent;
            net.apply(
                parent,
                &mut updated,
                step.mv,
                step.before.turn(),
                step.after.board(),
            );
            assert_eq!(
                updated,
                net.refresh(step.after.board()),
                "{name}: the accumulators after {} differ from a refresh",
                step.mv
            );
        }
    }

    let mut hand = Vec::new();
    let mut incremental = vec![Vec::new(); nets.len()];
    let mut scratch = vec![Vec::new(); nets.len()];
    let mut child = parents[0][0];
    for _ in 0..ROUNDS {
        hand.push(time(&steps, |_, s| eval::evaluate(black_box(&s.after))));
        for (k, (_, net)) in nets.iter().enumerate() {
            let parents = &parents[k];
            incremental[k].push(time(&steps, |i, s| {
                net.apply(
                    black_box(&parents[i]),
                    &mut child,
                    s.mv,
                    s.before.turn(),
                    s.after.board(),
                );
                nnue::scaled(&s.after, net.output(&child, s.after.turn()))
            }));
            scratch[k].push(time(&steps, |_, s| net.evaluate(black_box(&s.after))));
        }
    }
    let hand = median(hand);
    let incremental: Vec<f64> = incremental.into_iter().map(median).collect();
    let scratch: Vec<f64> = scratch.into_iter().map(median).collect();
    println!(
        "makruk evaluations on {} positions of {GAMES} random games, ns a position (median of {ROUNDS} rounds):",
        steps.len()
    );
    println!("  hand evaluation:               {hand:7.1} ns");
    println!(
        "  network, incremental (search): {:7.1} ns  ({:.2}x the hand evaluation)",
        incremental[0],
        incremental[0] / hand
    );
    println!(
        "  network, from scratch:         {:7.1} ns  ({:.2}x the hand evaluation)",
        scratch[0],
        scratch[0] / hand
    );
    if let Some((name, net)) = &candidate {
        println!(
            "  {name} ({} block(s), mirror {}):",
            net.buckets.blocks(),
            net.buckets.mirror()
        );
        println!(
            "    incremental (search):        {:7.1} ns  ({:.2}x the shipped network)",
            incremental[1],
            incremental[1] / incremental[0]
        );
        println!(
            "    from scratch:                {:7.1} ns  ({:.2}x the shipped network)",
            scratch[1],
            scratch[1] / scratch[0]
        );
    }
}
