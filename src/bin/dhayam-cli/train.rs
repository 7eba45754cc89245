//! `dhayam-cli train`: the learned evaluation's network by self-play.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

use dhayam::dhayam::ai::Level;
use dhayam::dhayam::ai::arena::{self, ArenaConfig, quantile_ms, wilson};
use dhayam::dhayam::ai::eval::learned::{DEFAULT_HIDDEN, Net, TrainedOn};
use dhayam::dhayam::ai::train::{LearnedPlayer, Look, TrainConfig, train_game};

use crate::args::{UsageError, fail, learned_options, parse_seats};
use crate::cli::TrainArgs;

pub fn run(args: TrainArgs) -> Result<ExitCode, UsageError> {
    let games = args.games.unwrap_or(10_000);
    let every = args.every.unwrap_or(1000).max(1);
    let hidden = args.hidden.unwrap_or(DEFAULT_HIDDEN as u64);
    if !(32..=128).contains(&hidden) {
        return fail("--hidden must be between 32 and 128");
    }
    let config = TrainConfig {
        seats: parse_seats(args.seats.as_deref().unwrap_or("RY"))?,
        options: learned_options(args.rules.as_deref())?,
        lambda: args.lambda.unwrap_or(0.7),
        rate: args.rate.unwrap_or(0.01),
        explore: args.explore.unwrap_or(0.0),
        seed: args.seed.unwrap_or(1),
    };
    if !(0.0..=1.0).contains(&config.lambda) || !(0.0..=1.0).contains(&config.explore) {
        return fail("--lambda and --explore must be between 0 and 1");
    }
    let against: Level = args
        .against
        .as_deref()
        .unwrap_or("greedy")
        .parse()
        .map_err(|e| UsageError(format!("--against: {e}")))?;
    let measure = args.measure.unwrap_or(400);
    let look = match args.look.as_deref() {
        None | Some("move") => Look::Move,
        Some("throw") => Look::Throws(1),
        Some("throw2") => Look::Throws(2),
        Some("throw3") => Look::Throws(3),
        Some(other) => {
            return fail(format!(
                "--look: '{other}' is not move, throw, throw2 or throw3"
            ));
        }
    };
    let mut net = match std::fs::read(&args.out) {
        Ok(bytes) => Net::from_bytes(&bytes)
            .map_err(|e| UsageError(format!("--out {}: {e}", args.out.display())))?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Net::new(hidden as usize, config.seed),
        Err(e) => return fail(format!("--out {}: {e}", args.out.display())),
    };
    let game = TrainedOn {
        seats: config.seats,
        rules: config.options,
    };
    match net.trained_on {
        // A checkpoint goes on with the game it learned, never silently another.
        Some(learned) if learned != game => {
            return fail(format!(
                "--out {} learned {learned}; this run asks {game}: give the same --seats and --rules",
                args.out.display()
            ));
        }
        Some(_) => {}
        None => {
            // New, or a version-1 file that did not say: from now on it names this game.
            let upgrade = net.games > 0;
            net.trained_on = Some(game);
            if upgrade && games == 0 {
                save(&net, &args.out)?;
                say!(
                    "note        {} now names its game ({game})",
                    args.out.display()
                );
            }
        }
    }
    say!(
        "train       seats {}, rules '{}', seed {}, lambda {}, rate {}, explore {}, {} hidden; from game {}",
        config.seats.to_letters(),
        config.options,
        config.seed,
        config.lambda,
        config.rate,
        config.explore,
        net.hidden(),
        net.games
    );
    if games == 0 {
        // Only measure the checkpoint as it is.
        let line = measured(&net, &config, against, measure.max(1), look)?;
        say!("games {:>8}{line}", net.games);
        return Ok(ExitCode::SUCCESS);
    }
    let first = net.games;
    let clock = Instant::now();
    let (mut loss, mut states, mut n) = (0.0, 0usize, 0u64);
    for game in first..first + games {
        let r = train_game(&mut net, &config, game);
        if r.king.is_some() {
            loss += r.loss;
            states += r.afterstates;
            n += 1;
        }
        if (game + 1 - first) % every == 0 || game + 1 == first + games {
            save(&net, &args.out)?;
            let mut line = format!(
                "games {:>8}  {:.0} games/s  afterstates/game {:.0}  td loss {:.4}",
                net.games,
                (game + 1 - first) as f64 / clock.elapsed().as_secs_f64().max(1e-9),
                states as f64 / n.max(1) as f64,
                loss / n.max(1) as f64
            );
            (loss, states, n) = (0.0, 0, 0);
            if measure > 0 {
                line += &measured(&net, &config, against, measure, look)?;
            }
            say!("{line}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The network's player (one move or one throw ahead) against `against` in the arena, seats rotated
/// on shared dice; the same dice at every measurement.
fn measured(
    net: &Net,
    config: &TrainConfig,
    against: Level,
    games: u64,
    look: Look,
) -> Result<String, UsageError> {
    let shared = Arc::new(net.clone());
    let arena_config = ArenaConfig {
        a: against,
        b: against,
        seats: config.seats,
        options: config.options,
        games,
        seed: config.seed ^ 0x00ab_cdef,
        threads: 1,
        timed: false,
    };
    let make = move |_seed: u64| {
        Box::new(LearnedPlayer::new(shared.clone(), look)) as Box<dyn dhayam::dhayam::ai::Policy>
    };
    let report =
        arena::run_with_a(&arena_config, &make).map_err(|e| UsageError(format!("--seats: {e}")))?;
    let (p, lo, hi) = wilson(report.a_wins, report.games);
    Ok(format!(
        "  vs {against}: {p:.1}% ({lo:.1}-{hi:.1}) of {}; think median {:.2} ms, p99 {:.2} ms (theirs {:.2}, {:.2})",
        report.games,
        quantile_ms(&report.a_times, 0.5),
        quantile_ms(&report.a_times, 0.99),
        quantile_ms(&report.b_times, 0.5),
        quantile_ms(&report.b_times, 0.99),
    ))
}

/// Writes the checkpoint to a new temporary file beside its place and renames it there,
/// so an interrupted write never leaves a damaged file and a link planted at a temporary
/// name is not followed.
fn save(net: &Net, path: &std::path::Path) -> Result<(), UsageError> {
    dhayam::store::envelope::write_atomically(path, &net.to_bytes())
        .map_err(|e| UsageError(format!("--out {e}")))
}
