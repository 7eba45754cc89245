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
    let Some(net) = nnue::embedded() else {
        println!("makruk_eval: the shipped network did not load; nothing to compare");
        return;
    };
    let net: &Network = &net;
    let steps = steps();
    // The parents' accumulators, made before the clock starts: the search has its parent's
    // on its stack when it makes a move.
    let parents: Vec<Accumulator> = steps
        .iter()
        .map(|s| net.refresh(s.before.board()))
        .collect();
    // What is timed must be the evaluation the search gets: the updated accumulators equal
    // the ones refreshed from the board after the move.
    for (step, parent) in steps.iter().zip(&parents) {
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
            "the accumulators after {} differ from a refresh",
            step.mv
        );
    }

    let mut hand = Vec::new();
    let mut incremental = Vec::new();
    let mut scratch = Vec::new();
    let mut child = parents[0];
    for _ in 0..ROUNDS {
        hand.push(time(&steps, |_, s| eval::evaluate(black_box(&s.after))));
        incremental.push(time(&steps, |i, s| {
            let parent = &parents[i];
            net.apply(
                black_box(parent),
                &mut child,
                s.mv,
                s.before.turn(),
                s.after.board(),
            );
            nnue::scaled(&s.after, net.output(&child, s.after.turn()))
        }));
        scratch.push(time(&steps, |_, s| net.evaluate(black_box(&s.after))));
    }
    let (hand, incremental, scratch) = (median(hand), median(incremental), median(scratch));
    println!(
        "makruk evaluations on {} positions of {GAMES} random games, ns a position (median of {ROUNDS} rounds):",
        steps.len()
    );
    println!("  hand evaluation:               {hand:7.1} ns");
    println!(
        "  network, incremental (search): {incremental:7.1} ns  ({:.2}x the hand evaluation)",
        incremental / hand
    );
    println!(
        "  network, from scratch:         {scratch:7.1} ns  ({:.2}x the hand evaluation)",
        scratch / hand
    );
}
