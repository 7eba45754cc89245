//! `dhayam-cli arena`: a tournament between two computer levels.`

use std::io::{self, Write};
use std::process::ExitCode;

use dhayam::dhayam::ai::arena::{self, ArenaConfig, quantile_ms, wilson};

use crate::args::{UsageError, fail, level, options, parse_seats};
use crate::cli::ArenaArgs;

pub fn run(args: ArenaArgs) -> Result<ExitCode, UsageError> {
    let games = args.games.unwrap_or(200);
    if games == 0 {
        return fail("--games must be at least 1");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args.threads.map_or(cores, |t| t as usize);
    if threads == 0 || threads > 256 {
        return fail("--threads must be between 1 and 256");
    }
    let config = ArenaConfig {
        a: level(args.a.as_deref(), "a")?,
        b: level(args.b.as_deref(), "b")?,
        seats: parse_seats(args.seats.as_deref().unwrap_or("RY"))?,
        options: options(args.rules.as_deref())?,
        games,
        seed: args.seed.unwrap_or(1),
        threads,
        timed: args.timed,
    };
    let r = arena::run(&config).map_err(|e| UsageError(format!("--seats: {e}")))?;
    // With partners (V11) A's seat wins with its partner, one of two teams.
    let k = if config.options.teams {
        2.0
    } else {
        config.seats.len() as f64
    };
    say!(
        "arena       {} (A) vs {} (B), seats {}, rules '{}', seed {}, {} games in {:.1} s ({} threads{})",
        config.a,
        config.b,
        config.seats.to_letters(),
        config.options,
        config.seed,
        r.games,
        r.elapsed.as_secs_f64(),
        threads,
        if config.timed { ", timed" } else { "" }
    );
    let (p, lo, hi) = wilson(r.a_wins, r.games);
    say!(
        "A wins      {} of {} = {:.1}% (95% CI {:.1}-{:.1}%); an equal player would win {:.1}%",
        r.a_wins,
        r.games,
        p,
        lo,
        hi,
        100.0 / k
    );
    let (p, lo, hi) = wilson(r.b_wins, r.games);
    say!(
        "B wins      {} of {} = {:.1}% (95% CI {:.1}-{:.1}%)",
        r.b_wins,
        r.games,
        p,
        lo,
        hi
    );
    if r.unfinished > 0 {
        say!("unfinished  {}", r.unfinished);
    }
    for (name, level, times) in [("A", config.a, &r.a_times), ("B", config.b, &r.b_times)] {
        say!(
            "think {name}     {level}: {} decisions, median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            times.len(),
            quantile_ms(times, 0.5),
            quantile_ms(times, 0.99),
            quantile_ms(times, 1.0)
        );
    }
    Ok(ExitCode::SUCCESS)
}
