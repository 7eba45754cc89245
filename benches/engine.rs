//! Engine benchmark (`cargo bench --bench engine`): whole random games per second, and
//! legal-move generations + applications per second, on one thread. It also counts heap
//! allocations in the hot path, which must be zero.
//!
//! It then plays the same random games through our engine and through a reference simulator
//! written from the rules alone (docs/src/reference/dhayam-rules.md)
//! (`engine/reference.rs`), alternating the two, and prints ours / reference.
//!
//! Figures, not assertions: the machines are shared and noisy.

// A global allocator that counts is the one unsafe thing here; the game has none.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use dhayam::dhayam::ai::Level;
use dhayam::dhayam::ai::sim::{SimConfig, run};
use dhayam::dhayam::play::dice::Dice;
use dhayam::dhayam::rules::{Move, MoveList, Options, Phase, Position, Seat, SeatSet};

#[path = "engine/reference.rs"]
mod reference;

use reference::Picker;

struct CountingAlloc;

static ALLOCATIONS: AtomicU64 = AtomicU64::new(0);

unsafe impl GlobalAlloc for CountingAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: CountingAlloc = CountingAlloc;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The `k`th of `moves` in the reference's canonical order (by value, then never entered,
/// cut, and pawns on the board by increasing progress), found without sorting the list.
fn canonical_nth(moves: &MoveList, k: usize) -> Move {
    let key = |mv: &Move| match *mv {
        Move::Pawn { from, value } => (value.get(), Some(from)),
        Move::Pass => (0, None),
    };
    *moves
        .iter()
        .find(|mv| moves.iter().filter(|other| key(other) < key(mv)).count() == k)
        .expect("k is below the list's length")
}

/// What a batch of games went through, to check that both engines played the same ones.
#[derive(Debug, Default, PartialEq, Eq)]
struct Totals {
    throws: u64,
    moves: u64,
    kings: [u64; 4],
}

/// Games `0..games` through our engine, each with `Dice::from_seed(i)` and the choices of
/// `Picker::new(i)` among the moves in canonical order. Returns games per second.
fn our_games(start: Position, games: u64, totals: &mut Totals) -> f64 {
    let mut list = MoveList::new();
    let clock = Instant::now();
    for i in 0..games {
        let mut position = start;
        let mut dice = Dice::from_seed(i);
        let mut picker = Picker::new(i);
        while !position.is_over() {
            if position.needs_throw() {
                position.throw_unchecked(dice.throw().value());
                totals.throws += 1;
            } else {
                position.legal_moves_into(&mut list);
                let mv = canonical_nth(&list, picker.pick(list.len()));
                position.play_unchecked(mv);
                totals.moves += 1;
            }
        }
        totals.kings[position.king().expect("the game is over").index()] += 1;
    }
    games as f64 / clock.elapsed().as_secs_f64()
}

/// The same games through the reference simulator.
fn reference_games(games: u64, totals: &mut Totals) -> f64 {
    let clock = Instant::now();
    for i in 0..games {
        let mut picker = Picker::new(i);
        let (king, throws, moves) = reference::play_random_game(i, |len| picker.pick(len));
        totals.throws += throws;
        totals.moves += moves;
        totals.kings[king] += 1;
    }
    games as f64 / clock.elapsed().as_secs_f64()
}

/// Positions with a value to play, sampled from random games.
fn sample_positions(n: usize) -> Vec<Position> {
    let mut out = Vec::with_capacity(n);
    let seats: SeatSet = Seat::ALL.into_iter().collect();
    let mut seed = 0;
    while out.len() < n {
        let mut position = Position::new(Options::default(), seats).unwrap();
        let mut dice = Dice::from_seed(seed);
        seed += 1;
        let mut k = 0usize;
        loop {
            match position.phase() {
                Phase::Over(_) => break,
                Phase::Throw => {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value())
                }
                Phase::Move => {
                    if k.is_multiple_of(7) && out.len() < n {
                        out.push(position);
                    }
                    k += 1;
                    let moves = position.legal_moves();
                    position.play_unchecked(moves[k % moves.len()]);
                }
            }
        }
    }
    out
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let rounds = if quick { 1 } else { 5 };

    let seats: SeatSet = Seat::ALL.into_iter().collect();
    let games = if quick { 2_000 } else { 20_000 };
    let mut rates = Vec::new();
    let mut per_game = (0.0, 0.0);
    for round in 0..rounds {
        let config = SimConfig {
            options: Options::default(),
            seats,
            games,
            level: Level::Random,
            seed: round,
        };
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let report = run(&config).unwrap();
        let allocations = ALLOCATIONS.load(Ordering::Relaxed) - before;
        rates.push(report.games_per_second());
        per_game = (
            report.throws as f64 / games as f64,
            report.moves as f64 / games as f64,
        );
        if round == 0 {
            println!("allocations during {games} games: {allocations} (setup only; none per move)");
        }
    }
    println!(
        "random 4-seat games: median {:.0} games/s over {rounds} rounds of {games} ({:.0} throws, {:.0} moves per game)",
        median(rates),
        per_game.0,
        per_game.1
    );

    // The same games (seeds and choices) through ours and the reference, alternating.
    let start = Position::new(Options::default(), seats).unwrap();
    let (mut ours, mut theirs, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        let (mut our_totals, mut their_totals) = (Totals::default(), Totals::default());
        let our_rate = our_games(start, games, &mut our_totals);
        let their_rate = reference_games(games, &mut their_totals);
        assert_eq!(
            our_totals, their_totals,
            "the engines played different games"
        );
        ours.push(our_rate);
        theirs.push(their_rate);
        ratios.push(our_rate / their_rate);
    }
    println!(
        "the same {games} random 4-seat games, ours: median {:.0} games/s; reference from the rules alone (benches/engine/reference.rs): median {:.0} games/s",
        median(ours),
        median(theirs)
    );
    println!(
        "ours / reference: {:.2}x (median of {rounds} rounds' ratios)",
        median(ratios)
    );

    let positions = sample_positions(10_000);
    let mut list = MoveList::new();
    let mut rates = Vec::new();
    for _ in 0..rounds {
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let clock = Instant::now();
        let mut operations = 0u64;
        let mut checksum = 0u64;
        for _ in 0..20 {
            for position in &positions {
                position.legal_moves_into(&mut list);
                operations += 1;
                for &mv in &list {
                    let mut next = *position;
                    let report = next.play_unchecked(mv);
                    checksum += u64::from(report.cut.is_some()) + next.to_move() as u64;
                    operations += 1;
                }
            }
        }
        let secs = clock.elapsed().as_secs_f64();
        assert_eq!(
            ALLOCATIONS.load(Ordering::Relaxed),
            before,
            "the hot path allocated"
        );
        std::hint::black_box(checksum);
        rates.push(operations as f64 / secs / 1e6);
    }
    println!(
        "legal-move generations + applications: median {:.1} M/s (no allocations)",
        median(rates)
    );
}
