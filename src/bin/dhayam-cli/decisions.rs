//! `dhayam-cli decisions`: what each search setting loses per decision.`

use std::io::{self, Write};
use std::process::ExitCode;

use crate::args::{UsageError, fail, options, parse_seats};
use crate::cli::DecisionsArgs;

pub fn run(args: DecisionsArgs) -> Result<ExitCode, UsageError> {
    use dhayam::dhayam::ai::eval::Evaluate;
    use dhayam::dhayam::ai::rollout::Budget;
    use dhayam::dhayam::ai::{Level, Ranking, decisions};
    let Some(settings) = &args.try_ else {
        return fail("--try needs settings such as 16:4:2,4096:32 (playouts:horizon[:width])");
    };
    let settings = settings
        .split(',')
        .map(|s| {
            let bad = || {
                UsageError(format!(
                    "--try: '{s}' is not PLAYOUTS:HORIZON[:WIDTH[:linear|learned|expert]], e.g. 4096:32, 16:4:2, 1536:end or 4096:32:5:expert"
                ))
            };
            let mut parts = s.split(':');
            let (Some(playouts), Some(horizon), width, how, None) = (
                parts.next(),
                parts.next(),
                parts.next(),
                parts.next(),
                parts.next(),
            ) else {
                return Err(bad());
            };
            // How the setting ranks and evaluates: as Hard (the heuristic, the linear
            // logit), with the network at the horizon, or as Expert (and the network
            // one throw ahead ranking the candidates).
            let (evaluate, ranking) = match how {
                None | Some("linear") => (Evaluate::Linear, Ranking::Greedy),
                Some("learned") => (Evaluate::Learned, Ranking::Greedy),
                Some("expert") => (Evaluate::Learned, Ranking::OneThrow),
                Some(_) => return Err(bad()),
            };
            let playouts: u32 = playouts.parse().ok().filter(|p| *p > 0).ok_or_else(bad)?;
            let horizon = match horizon {
                "end" => None,
                h => Some(h.parse::<u32>().ok().filter(|h| *h > 0).ok_or_else(bad)?),
            };
            let width = match width {
                None => decisions::WIDTH,
                Some(w) => w
                    .parse::<usize>()
                    .ok()
                    .filter(|w| (1..=decisions::WIDTH).contains(w))
                    .ok_or_else(bad)?,
            };
            let budget = Budget {
                horizon,
                evaluate,
                ..Budget::playouts(playouts)
            };
            Ok((budget, width, ranking))
        })
        .collect::<Result<Vec<(Budget, usize, Ranking)>, UsageError>>()?;
    let count = match args.cases.unwrap_or(400) {
        n @ 1..=100_000 => n as usize,
        _ => return fail("--cases must be between 1 and 100000"),
    };
    let reference = args.reference.unwrap_or(8000).clamp(2, 1_000_000) as u32;
    let seed = args.seed.unwrap_or(1);
    let seats = parse_seats(args.seats.as_deref().unwrap_or("RY"))?;
    let against = match args.against.as_deref().map(str::parse::<Level>).transpose() {
        Ok(None | Some(Level::Easy)) => decisions::Against::Greedy,
        Ok(Some(Level::Beginner)) => decisions::Against::Beginner,
        Ok(Some(Level::Random)) => decisions::Against::Random,
        Ok(Some(level)) => {
            return fail(format!(
                "--against: rollouts cannot play like {level}; use greedy, beginner or random"
            ));
        }
        Err(e) => return fail(format!("--against: {e}")),
    };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let clock = std::time::Instant::now();
    let cases = decisions::cases(
        seats,
        options(args.rules.as_deref())?,
        count,
        seed,
        Budget {
            threads,
            ..Budget::playouts(reference)
        },
        against,
    )
    .map_err(|e| UsageError(format!("--seats: {e}")))?;
    let games = against
        .level()
        .map_or("greedy self-play".to_string(), |level| {
            format!("greedy play against {level}")
        });
    say!(
        "cases       {} decisions of {games}, seats {}, each candidate valued by {} rollouts to the King ({:.1} s)",
        cases.len(),
        seats.to_letters(),
        reference,
        clock.elapsed().as_secs_f64()
    );
    say!(
        "greedy      loses {:.3} points per decision",
        100.0 * decisions::greedy_loss(&cases)
    );
    for (budget, width, ranking) in settings {
        let judged = decisions::judge(&cases, budget, width, ranking, seed ^ 0x00de_c1de);
        let horizon = budget.horizon.map_or("end".to_string(), |h| h.to_string());
        let how = match (ranking, budget.evaluate) {
            (Ranking::OneThrow, _) => ":expert",
            (_, Evaluate::Learned) => ":learned",
            _ => "",
        };
        say!(
            "{:>5}:{}:{}{how}  loses {:.3} points per decision, best choice {:.1}%, {:.1} ms per decision (one thread)",
            budget.playouts,
            horizon,
            width,
            100.0 * judged.mean_loss,
            100.0 * judged.best_share,
            judged.time.as_secs_f64() * 1000.0
        );
    }
    Ok(ExitCode::SUCCESS)
}
