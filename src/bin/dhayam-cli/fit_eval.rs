//! `dhayam-cli fit-eval`: fits the evaluation's weights to greedy play.`

use std::io::{self, Write};
use std::process::ExitCode;

use dhayam::dhayam::rules::{BySeat, Options, Seat, SeatSet};

use crate::args::{UsageError, learned_options};
use crate::cli::FitEvalArgs;

pub fn run(args: FitEvalArgs) -> Result<ExitCode, UsageError> {
    use dhayam::dhayam::ai::Level;
    use dhayam::dhayam::ai::eval::{BLOCK_NAMES, FEATURE_NAMES, FEATURES, WEIGHTS};
    use dhayam::dhayam::ai::fit;
    let options = learned_options(args.rules.as_deref())?;
    let number = |name, given: Option<u64>, default: u64| -> Result<u32, UsageError> {
        let n = given.unwrap_or(default);
        u32::try_from(n)
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| UsageError(format!("--{name} must be between 1 and {}", u32::MAX)))
    };
    let games = number("games", args.games, 20_000)?;
    let every = number("every", args.every, 5)?;
    let seed = args.seed.unwrap_or(1);
    let ry: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
    let rgy: SeatSet = [Seat::Red, Seat::Green, Seat::Yellow].into_iter().collect();
    let all: SeatSet = Seat::ALL.into_iter().collect();
    // Each: the seats, the level of those that play partly at random (the rest play
    // greedy) and which they are, and whether the fit sees its games (beginners' games
    // are only held out: they check the blend of the blocks).
    let kinds: [(SeatSet, Level, &[Seat], bool); 8] = [
        (ry, Level::Easy, &[], true),
        (rgy, Level::Easy, &[], true),
        (all, Level::Easy, &[], true),
        (ry, Level::Random, &[Seat::Yellow], true),
        (ry, Level::Random, &[Seat::Red], true),
        (
            all,
            Level::Random,
            &[Seat::Green, Seat::Yellow, Seat::Blue],
            true,
        ),
        (ry, Level::Beginner, &[Seat::Yellow], false),
        (ry, Level::Beginner, &[Seat::Red], false),
    ];
    let clock = std::time::Instant::now();
    let mut train = Vec::new();
    let mut held_out = Vec::new();
    for (i, &(seats, level, erratic_seats, fitted)) in kinds.iter().enumerate() {
        let i = i as u64;
        let erratic_set: SeatSet = erratic_seats.iter().copied().collect();
        let erratic = BySeat::from_fn(|s| {
            if erratic_set.contains(s) {
                level.random_share()
            } else {
                0.0
            }
        });
        let play = |games, seed| fit::self_play(seats, options, games, seed, every, erratic);
        if fitted {
            train.extend(play(games, seed.wrapping_add(2 * i)));
        }
        let mut label = seats.to_letters();
        if !erratic_set.is_empty() {
            label = format!("{label} {} {level}", erratic_set.to_letters());
        }
        if !fitted {
            label.push_str(" (not fitted)");
        }
        held_out.push((label, play(games.div_ceil(4), seed.wrapping_add(2 * i + 1))));
    }
    say!(
        "samples     {} to fit, {} held out ({:.1} s of self-play)",
        train.len(),
        held_out.iter().map(|(_, s)| s.len()).sum::<usize>(),
        clock.elapsed().as_secs_f64()
    );
    let clock = std::time::Instant::now();
    let fitted = fit::fit(&train, 30);
    let weights = fitted.weights;
    say!(
        "fitted      in {:.1} s, {} Newton steps{}",
        clock.elapsed().as_secs_f64(),
        fitted.steps,
        if fitted.converged {
            ""
        } else {
            " (stopped at the limit, not converged)"
        }
    );
    say!("held-out log-loss (nats): uniform / committed weights / new weights");
    for (label, samples) in &held_out {
        say!(
            "  {:<28} {:.4} / {:.4} / {:.4}",
            label,
            fit::uniform_log_loss(samples),
            fit::log_loss(samples, &WEIGHTS),
            fit::log_loss(samples, &weights)
        );
    }
    let rules = if options == Options::default() {
        String::new()
    } else {
        format!(" --rules {options}")
    };
    say!(
        "/// Fitted by `dhayam-cli fit-eval --games {games} --seed {seed} --every {every}{rules}`."
    );
    say!("pub const WEIGHTS: [f64; FEATURES] = [");
    for (i, w) in weights.iter().enumerate() {
        let (block, feature) = (i / FEATURE_NAMES.len(), i % FEATURE_NAMES.len());
        say!(
            "    {w:.6}, // {}{}",
            FEATURE_NAMES[feature],
            BLOCK_NAMES[block]
        );
    }
    say!("];");
    debug_assert_eq!(weights.len(), FEATURES);
    Ok(ExitCode::SUCCESS)
}
