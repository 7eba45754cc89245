//! Tournaments between computer levels: seats rotated, and the same dice for every
//! rotation, so a level's share of wins measures its play, not its luck.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::dhayam::ai::{Level, Policy, Resources};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, MoveList, Options, Position, PositionError, Seat, SeatSet};

#[derive(Clone, Debug)]
pub struct ArenaConfig {
    pub a: Level,
    pub b: Level,
    pub seats: SeatSet,
    pub options: Options,
    pub games: u64,
    pub seed: u64,
    /// Games played at once.
    pub threads: usize,
    /// Players think with the app's time budget and every core (for think-time figures)
    /// instead of deterministically.
    pub timed: bool,
}

#[derive(Clone, Debug, Default)]
pub struct ArenaReport {
    pub games: u64,
    pub a_wins: u64,
    pub b_wins: u64,
    /// Games abandoned by the simulator's guard.
    pub unfinished: u64,
    /// Think time of every decision with more than one legal move.
    pub a_times: Vec<Duration>,
    pub b_times: Vec<Duration>,
    pub elapsed: Duration,
}

/// A share with its 95% Wilson interval, in percent.
pub fn wilson(wins: u64, n: u64) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 100.0);
    }
    let (w, n) = (wins as f64, n as f64);
    let z = 1.96f64;
    let p = w / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    (100.0 * p, 100.0 * (centre - half), 100.0 * (centre + half))
}

/// The `q` quantile (0–1) of durations, in milliseconds.
pub fn quantile_ms(times: &[Duration], q: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    let mut sorted = times.to_vec();
    sorted.sort();
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i].as_secs_f64() * 1000.0
}

struct GameResult {
    a_won: Option<bool>,
    a_times: Vec<Duration>,
    b_times: Vec<Duration>,
}

/// Makes the player of a seat from its seed: `true` for A's seat.
type MakePlayer<'a> = &'a (dyn Fn(bool, u64) -> Box<dyn Policy> + Sync);

fn play(config: &ArenaConfig, start: Position, game: u64, make: MakePlayer) -> GameResult {
    let seats: Vec<Seat> = config.seats.iter().collect();
    let rotation = (game % seats.len() as u64) as usize;
    let group = game / seats.len() as u64;
    let a_seat = seats[rotation];
    let mut players: BySeat<Option<Box<dyn Policy>>> = BySeat::from_fn(|seat| {
        config.seats.contains(seat).then(|| {
            make(
                seat == a_seat,
                derive_seed(config.seed ^ 0xa7ea, game * 4 + seat as u64),
            )
        })
    });
    // Every rotation of a group throws the same dice.
    let mut dice = Dice::from_seed(derive_seed(config.seed, group));
    let mut position = start;
    let mut moves = MoveList::new();
    let mut result = GameResult {
        a_won: None,
        a_times: Vec::new(),
        b_times: Vec::new(),
    };
    for _ in 0..200_000 {
        if let Some(outcome) = position.outcome() {
            result.a_won = Some(outcome.winners().contains(a_seat));
            break;
        }
        if position.needs_throw() {
            position.throw_unchecked(dice.throw_with(position.options().dice).value());
            continue;
        }
        position.legal_moves_into(&mut moves);
        let seat = position.to_move();
        let player = players[seat].as_mut().expect("the seat to move plays");
        let clock = Instant::now();
        let mv = player.choose(&position, &moves);
        if moves.len() > 1 {
            let t = clock.elapsed();
            if seat == a_seat {
                result.a_times.push(t)
            } else {
                result.b_times.push(t)
            }
        }
        for (other, player) in players.0.iter_mut().enumerate() {
            if let Some(player) = player.as_mut().filter(|_| other != seat.index()) {
                player.observe(&position, &moves, mv);
            }
        }
        position.play_unchecked(mv);
    }
    result
}

pub fn run(config: &ArenaConfig) -> Result<ArenaReport, PositionError> {
    let resources = if config.timed {
        Resources::interactive()
    } else {
        Resources::deterministic()
    };
    let make = |is_a: bool, seed: u64| {
        let level = if is_a { config.a } else { config.b };
        level.player_with(seed, resources)
    };
    run_with(config, &make)
}

/// As `run`, with A's seat played by `make_a(seed)` instead of `config.a` (a player that
/// is not a level yet, such as one on the learned evaluation while it trains).
pub fn run_with_a(
    config: &ArenaConfig,
    make_a: &(dyn Fn(u64) -> Box<dyn Policy> + Sync),
) -> Result<ArenaReport, PositionError> {
    let resources = if config.timed {
        Resources::interactive()
    } else {
        Resources::deterministic()
    };
    let make = |is_a: bool, seed: u64| {
        if is_a {
            make_a(seed)
        } else {
            config.b.player_with(seed, resources)
        }
    };
    run_with(config, &make)
}

fn run_with(config: &ArenaConfig, make: MakePlayer) -> Result<ArenaReport, PositionError> {
    let start = Position::new(config.options, config.seats)?;
    let threads = config.threads.max(1);
    let next = AtomicU64::new(0);
    let report = Mutex::new(ArenaReport::default());
    let clock = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= config.games {
                        break;
                    }
                    let r = play(config, start, game, make);
                    let mut report = report.lock().expect("no thread panicked holding it");
                    report.games += 1;
                    match r.a_won {
                        Some(true) => report.a_wins += 1,
                        Some(false) => report.b_wins += 1,
                        None => report.unfinished += 1,
                    }
                    report.a_times.extend(r.a_times);
                    report.b_times.extend(r.b_times);
                }
            });
        }
    });
    let mut report = report.into_inner().expect("no thread panicked holding it");
    report.elapsed = clock.elapsed();
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_share() {
        let (p, lo, hi) = wilson(600, 1000);
        assert!((p - 60.0).abs() < 1e-9);
        assert!(lo > 56.8 && lo < 57.1, "{lo}");
        assert!(hi > 62.9 && hi < 63.1, "{hi}");
    }
}
