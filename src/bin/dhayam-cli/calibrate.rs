//! `dhayam-cli calibrate`: how far each estimate of the chance to become King can be
//! trusted, on positions from games neither evaluation learned from.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use dhayam::dhayam::ai::calibration::{Reliability, Sample, reliability, samples};
use dhayam::dhayam::ai::eval::{Evaluate, learned};
use dhayam::dhayam::ai::rollout::{Budget, win_chances};
use dhayam::dhayam::ai::{HORIZON, Level, expert};
use dhayam::dhayam::play::dice::derive_seed;
use dhayam::dhayam::rules::BySeat;

use crate::args::{UsageError, fail, learned_options, parse_seats};
use crate::cli::CalibrateArgs;

pub fn run(args: CalibrateArgs) -> Result<ExitCode, UsageError> {
    let wanted = args.positions.unwrap_or(20_000);
    if !(1..=10_000_000).contains(&wanted) {
        return fail("--positions must be between 1 and 10000000");
    }
    let every = args.every.unwrap_or(5).max(1);
    let level: Level = args
        .level
        .as_deref()
        .unwrap_or("greedy")
        .parse()
        .map_err(|e| UsageError(format!("--level: {e}")))?;
    let seats = parse_seats(args.seats.as_deref().unwrap_or("RY"))?;
    let rules = learned_options(args.rules.as_deref())?;
    let seed = args.seed.unwrap_or(1001);
    let rollouts = args.rollouts.unwrap_or(0);
    for game in learned::Learned::ALL {
        if let Err(e) = learned::embedded(game)
            && *e != learned::LoadError::NotShipped
        {
            say!(
                "note        the embedded network for {} seats does not load ({e}): 'learned' is the linear one there",
                game.seats()
            );
        }
    }
    let clock = Instant::now();
    let mut found: Vec<Sample> = Vec::new();
    let mut games = 0;
    while (found.len() as u64) < wanted {
        let more = samples(seats, rules, level, games..games + 50, every, seed)
            .map_err(|e| UsageError(format!("--seats: {e}")))?;
        found.extend(more);
        games += 50;
    }
    found.truncate(wanted as usize);
    say!(
        "calibrate   {} positions (every {every}th throw) from {games} games of {level} self-play, seats {}, rules '{rules}', seed {seed} ({:.1} s)",
        found.len(),
        seats.to_letters(),
        clock.elapsed().as_secs_f64()
    );
    let none = BySeat::default();
    let mut tables: Vec<(String, Reliability, f64)> = Vec::new();
    for evaluate in [Evaluate::Linear, Evaluate::Learned] {
        let clock = Instant::now();
        let t = reliability(&found, |p| evaluate.chances(p, &none));
        tables.push((
            evaluate.name().to_string(),
            t,
            clock.elapsed().as_secs_f64(),
        ));
    }
    let look = args.look.unwrap_or(0);
    if look > 4 {
        return fail("--look must be between 0 and 4");
    }
    for throws in 1..=look {
        let clock = Instant::now();
        let t = reliability(&found, |p| match Evaluate::Learned.network(p, &none) {
            Some(net) => {
                let c = expert::look(net, p, throws);
                BySeat::from_fn(|s| f64::from(c[s]))
            }
            None => Evaluate::Linear.chances(p, &none),
        });
        tables.push((
            format!("learned+look{throws}"),
            t,
            clock.elapsed().as_secs_f64(),
        ));
    }
    if rollouts > 0 {
        for evaluate in [Evaluate::Linear, Evaluate::Learned] {
            let clock = Instant::now();
            let budget = Budget {
                horizon: Some(HORIZON),
                evaluate,
                ..Budget::playouts(rollouts)
            };
            let mut i = 0u64;
            let t = reliability(&found, |p| {
                i += 1;
                win_chances(p, derive_seed(seed ^ 0x0ca1, i), budget)
            });
            tables.push((
                format!("{rollouts}x{HORIZON}+{}", evaluate.name()),
                t,
                clock.elapsed().as_secs_f64(),
            ));
        }
    }
    let mut head = format!("{:<11}", "predicted");
    for (name, _, _) in &tables {
        head += &format!(" | {name:>24}");
    }
    say!("{head}");
    say!(
        "{:<11}{}",
        "",
        " |    n     mean  observed".repeat(tables.len())
    );
    for bin in 0..10 {
        let mut line = format!("{:>3}-{:>3}%   ", bin * 10, bin * 10 + 10);
        for (_, t, _) in &tables {
            let (n, sum, yes) = t.bins[bin];
            if n == 0 {
                line += &format!(" | {:>6} {:>7} {:>8}", 0, "-", "-");
            } else {
                line += &format!(
                    " | {n:>6} {:>6.1}% {:>7.1}%",
                    100.0 * sum / n as f64,
                    100.0 * yes as f64 / n as f64
                );
            }
        }
        say!("{line}");
    }
    let mut brier = format!("{:<11}", "Brier");
    let mut log = format!("{:<11}", "log-loss");
    let mut time = format!("{:<11}", "time");
    for (_, t, s) in &tables {
        brier += &format!(" | {:>24.4}", t.brier());
        log += &format!(" | {:>24.4}", t.log_loss());
        time += &format!(" | {:>22.1} s", s);
    }
    say!("{brier}");
    say!("{log}");
    say!("{time}");
    Ok(ExitCode::SUCCESS)
}
