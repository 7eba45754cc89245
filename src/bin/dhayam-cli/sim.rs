//! `dhayam-cli sim`: whole games at full speed, with what was thrown against D1.`

use std::io::{self, Write};
use std::process::ExitCode;

use dhayam::dhayam::ai::sim::{self, SimConfig};
use dhayam::dhayam::rules::Implement;

use crate::args::{UsageError, fail, options, parse_seats};
use crate::cli::SimArgs;

pub fn run(args: SimArgs) -> Result<ExitCode, UsageError> {
    let games = args.games.unwrap_or(10_000);
    if games == 0 {
        return fail("--games must be at least 1");
    }
    let config = SimConfig {
        options: options(args.rules.as_deref())?,
        seats: parse_seats(args.seats.as_deref().unwrap_or("RGYB"))?,
        games,
        level: args
            .policy
            .as_deref()
            .unwrap_or("random")
            .parse()
            .map_err(UsageError)?,
        seed: args.seed.unwrap_or(1),
    };
    let report = sim::run(&config).map_err(|e| UsageError(format!("--seats: {e}")))?;
    print_report(&config, &report);
    Ok(ExitCode::SUCCESS)
}

fn print_report(config: &SimConfig, r: &sim::SimReport) {
    let per_game = |n: u64| n as f64 / r.games as f64;
    say!(
        "games       {} ({} abandoned), seats {}, policy {}, rules '{}', seed {}",
        r.games,
        r.abandoned,
        config.seats.to_letters(),
        config.level,
        config.options,
        config.seed
    );
    say!(
        "speed       {:.0} games/s ({:.3} s, one thread, {:.1} M moves+throws/s)",
        r.games_per_second(),
        r.elapsed.as_secs_f64(),
        (r.moves + r.throws) as f64 / r.elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    say!("throws/game {:.1}", per_game(r.throws));
    say!(
        "moves/game  {:.1} (of which passes {:.1}), cuts/game {:.2}",
        per_game(r.moves),
        per_game(r.passes),
        per_game(r.cuts)
    );
    let wins: Vec<String> = config
        .seats
        .iter()
        .map(|s| format!("{} {} ({:.1}%)", s, r.wins[s], 100.0 * per_game(r.wins[s])))
        .collect();
    if config.options.teams {
        // Both partners of the winning pair count the game.
        say!(
            "wins        {} (a pair's win counts for both)",
            wins.join(", ")
        );
    } else {
        say!("wins        {}", wins.join(", "));
    }
    let total: u64 = r.values.iter().sum();
    let implement = config.options.dice;
    let (table, of) = match implement {
        Implement::LongDice => ("D1", "dice"),
        Implement::SixCowries => ("V1", "shells"),
        Implement::FourCowries => ("V2", "shells"),
    };
    say!(
        "values      value   seen      {table}, fair {of} (of {})",
        implement.landings()
    );
    for &v in implement.values() {
        let seen = 100.0 * r.values[v.ordinal()] as f64 / total.max(1) as f64;
        say!(
            "            {:>5}  {:>6.2}%   {:>6.2}% ({}/{})",
            v.get(),
            seen,
            100.0 * implement.share(v),
            implement.chances(v),
            implement.landings()
        );
    }
}
