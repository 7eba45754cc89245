//! dhayam-cli: positions, moves and simulations without a window.
//!
//! Exit codes: 0 success, 2 bad arguments or a malformed position.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use dhayam::arena::{self, ArenaConfig, quantile_ms, wilson};
use dhayam::rules::{BySeat, Options, Position, Seat, SeatSet, Value};
use dhayam::sim::{self, SimConfig};

#[path = "dhayam-cli/makruk.rs"]
mod makruk;

const USAGE: &str = "\
usage:
  dhayam-cli moves [--rules K=V,...] \"<DPN>\"
      one line per legal move: <move> <resulting DPN>, sorted by move text
  dhayam-cli moves --batch [--rules K=V,...]
      one DPN per line on stdin (or RULES<TAB>DPN); each answer ends with a blank line
  dhayam-cli sim --games N --seats RGYB --policy random|greedy [--rules K=V,...] [--seed S]
      plays whole games and prints games/s, throws, moves, wins and the dice's values

  dhayam-cli arena --a LEVEL --b LEVEL [--seats RY|RGYB] [--games N] [--seed S] [--rules K=V,...]
                   [--threads T] [--timed]
      level A against level B, seats rotated on shared dice: win rates with 95% intervals
      and think times; --timed thinks as in the app (time budget, every core)
  dhayam-cli decisions --try PLAYOUTS:HORIZON[:WIDTH],... [--seats RY] [--cases N]
                       [--reference R] [--seed S] [--rules K=V,...] [--against LEVEL]
      what each search setting loses per decision against R rollouts played to the King
      (HORIZON: throws before a rollout asks the evaluation, or 'end'; WIDTH: candidates
      rolled out, 1-5, default 5; medium is 16:4:2, hard 4096:32:5); --against random or
      beginner takes the first seat's decisions in games against that level, played so in
      every rollout (default: greedy self-play)

  dhayam-cli check FILE...
      validates .dhayam files: one line per file; exit 0 if all are valid, 1 otherwise
  dhayam-cli replay FILE [--to PLY]
      the position (DPN) after PLY plies of a saved game (default: all of them)

  dhayam-cli hint [--rules K=V,...] \"<DPN>\"
      every legal move with the mover's chance to become King after it, best first
  dhayam-cli review FILE [--seats RY]
      marks each decision of the seats (default: the people) by the King chance it lost
  dhayam-cli fit-eval [--games N] [--seed S] [--every K] [--rules K=V,...]
      fits the evaluation's weights to N greedy games each of 2, 3 and 4 seats and of
      greedy against random seats (beginners' games only held out), sampling every K-th
      throw; prints held-out log-loss and the weights as Rust source

Makruk (Thai chess, MAKRUK.md):
{MAKRUK}

levels: random, beginner, greedy (easy), medium, hard
rules: turn=immediate|pooled, entry=seed|open5|one, cutbonus=off|on, places=off|on, pawns=4|5|6";

/// Prints a line to stdout; a reader that went away (`| head`) is not an error.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(io::stdout().lock(), $($arg)*);
    }};
}

/// A command-line problem: printed on one line, exit code 2.
struct UsageError(String);

fn fail<T>(message: impl Into<String>) -> Result<T, UsageError> {
    Err(UsageError(message.into()))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(UsageError(message)) => {
            eprintln!("dhayam-cli: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<ExitCode, UsageError> {
    let Some((command, rest)) = args.split_first() else {
        return fail(
            "no command given (commands: moves, sim, arena, decisions, check, replay, hint, review, fit-eval, makruk, help)",
        );
    };
    match command.as_str() {
        "moves" => moves(rest),
        "sim" => simulate(rest),
        "arena" => arena(rest),
        "check" => check(rest),
        "hint" => hint(rest),
        "review" => review(rest),
        "replay" => replay(rest),
        "fit-eval" => fit_eval(rest),
        "decisions" => decisions(rest),
        "makruk" => makruk::run(rest).or_else(fail),
        "help" | "--help" | "-h" => {
            say!("{}", USAGE.replace("{MAKRUK}", makruk::USAGE));
            Ok(ExitCode::SUCCESS)
        }
        other => fail(format!(
            "unknown command '{other}' (commands: moves, sim, arena, decisions, check, replay, hint, review, fit-eval, makruk, help)"
        )),
    }
}

/// `--flag value` and `--flag=value` options, plus positional arguments.
struct Args {
    flags: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    /// `valued` flags take a value; `switches` do not.
    fn parse(args: &[String], valued: &[&str], switches: &[&str]) -> Result<Args, UsageError> {
        let mut parsed = Args {
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(flag) = arg.strip_prefix("--") {
                let (name, inline) = match flag.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (flag, None),
                };
                if parsed.flags.iter().any(|(n, _)| n == name) {
                    return fail(format!("--{name} is given twice"));
                }
                if valued.contains(&name) {
                    let value = match inline {
                        Some(v) => v,
                        None => match it.next() {
                            Some(v) => v.clone(),
                            None => return fail(format!("--{name} needs a value")),
                        },
                    };
                    parsed.flags.push((name.to_string(), Some(value)));
                } else if switches.contains(&name) && inline.is_none() {
                    parsed.flags.push((name.to_string(), None));
                } else {
                    return fail(format!("unknown option --{name}"));
                }
            } else {
                parsed.positional.push(arg.clone());
            }
        }
        Ok(parsed)
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    fn options(&self) -> Result<Options, UsageError> {
        self.value("rules")
            .unwrap_or("")
            .parse()
            .map_err(|e| UsageError(format!("--rules: {e}")))
    }

    fn number(&self, name: &str) -> Result<Option<u64>, UsageError> {
        self.value(name)
            .map(|v| {
                v.parse::<u64>()
                    .map_err(|_| UsageError(format!("--{name} must be a whole number, not '{v}'")))
            })
            .transpose()
    }
}

/// The answer for one position: each legal move and the position it leads to.
fn answer(dpn: &str, options: Options) -> Result<String, String> {
    let position = Position::from_dpn(dpn, options).map_err(|e| e.to_string())?;
    let mut out = String::new();
    for (text, mv) in position.legal_moves().sorted_text() {
        let mut next = position;
        next.play_unchecked(mv);
        out.push_str(&text);
        out.push(' ');
        out.push_str(&next.to_dpn());
        out.push('\n');
    }
    Ok(out)
}

fn moves(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["rules"], &["batch"])?;
    let options = args.options()?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if !args.has("batch") {
        let [dpn] = &args.positional[..] else {
            return fail("moves takes one position in quotes (or --batch to read stdin)");
        };
        let text = answer(dpn, options).map_err(UsageError)?;
        let _ = out.write_all(text.as_bytes());
        return Ok(ExitCode::SUCCESS);
    }
    if !args.positional.is_empty() {
        return fail("moves --batch reads positions from stdin, not from arguments");
    }
    let mut errors = 0;
    for (n, line) in io::stdin().lock().lines().enumerate() {
        let line = line.map_err(|e| UsageError(format!("reading stdin: {e}")))?;
        let line = line.trim_end_matches('\r');
        let result = match line.split_once('\t') {
            Some((rules, dpn)) => rules
                .parse::<Options>()
                .map_err(|e| e.to_string())
                .and_then(|o| answer(dpn, o)),
            None => answer(line, options),
        };
        let text = result.unwrap_or_else(|e| {
            errors += 1;
            eprintln!("dhayam-cli: line {}: {e}", n + 1);
            format!("error: {e}\n")
        });
        if out
            .write_all(text.as_bytes())
            .and_then(|_| out.write_all(b"\n"))
            .is_err()
        {
            break; // the reader went away
        }
    }
    let _ = out.flush();
    Ok(if errors > 0 {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    })
}

fn parse_seats(text: &str) -> Result<SeatSet, UsageError> {
    let mut seats = SeatSet::EMPTY;
    for c in text.chars() {
        let Some(seat) = Seat::from_letter(c) else {
            return fail(format!("--seats: '{c}' is not a seat (R, G, Y, B)"));
        };
        if seats.contains(seat) {
            return fail(format!("--seats: {seat} is given twice"));
        }
        seats.insert(seat);
    }
    Ok(seats)
}

fn simulate(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["games", "seats", "policy", "rules", "seed"], &[])?;
    if let Some(extra) = args.positional.first() {
        return fail(format!("sim takes no argument '{extra}'"));
    }
    let games = args.number("games")?.unwrap_or(10_000);
    if games == 0 {
        return fail("--games must be at least 1");
    }
    let config = SimConfig {
        options: args.options()?,
        seats: parse_seats(args.value("seats").unwrap_or("RGYB"))?,
        games,
        level: args
            .value("policy")
            .unwrap_or("random")
            .parse()
            .map_err(UsageError)?,
        seed: args.number("seed")?.unwrap_or(1),
    };
    let report = sim::run(&config).map_err(|e| UsageError(format!("--seats: {e}")))?;
    print_report(&config, &report);
    Ok(ExitCode::SUCCESS)
}

fn decisions(rest: &[String]) -> Result<ExitCode, UsageError> {
    use dhayam::ai::rollout::Budget;
    use dhayam::ai::{Level, decisions};
    let args = Args::parse(
        rest,
        &[
            "try",
            "seats",
            "cases",
            "reference",
            "seed",
            "rules",
            "against",
        ],
        &[],
    )?;
    if let Some(extra) = args.positional.first() {
        return fail(format!("decisions takes no argument '{extra}'"));
    }
    let Some(settings) = args.value("try") else {
        return fail("--try needs settings such as 16:4:2,4096:32 (playouts:horizon[:width])");
    };
    let settings = settings
        .split(',')
        .map(|s| {
            let bad = || {
                UsageError(format!(
                    "--try: '{s}' is not PLAYOUTS:HORIZON[:WIDTH], e.g. 4096:32, 16:4:2 or 1536:end"
                ))
            };
            let mut parts = s.split(':');
            let (Some(playouts), Some(horizon), width, None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                return Err(bad());
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
                ..Budget::playouts(playouts)
            };
            Ok((budget, width))
        })
        .collect::<Result<Vec<(Budget, usize)>, UsageError>>()?;
    let count = match args.number("cases")?.unwrap_or(400) {
        n @ 1..=100_000 => n as usize,
        _ => return fail("--cases must be between 1 and 100000"),
    };
    let reference = args
        .number("reference")?
        .unwrap_or(8000)
        .clamp(2, 1_000_000) as u32;
    let seed = args.number("seed")?.unwrap_or(1);
    let seats = parse_seats(args.value("seats").unwrap_or("RY"))?;
    let against = match args.value("against").map(str::parse::<Level>).transpose() {
        Ok(None | Some(Level::Greedy)) => decisions::Against::Greedy,
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
        args.options()?,
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
    for (budget, width) in settings {
        let judged = decisions::judge(&cases, budget, width, seed ^ 0x00de_c1de);
        let horizon = budget.horizon.map_or("end".to_string(), |h| h.to_string());
        say!(
            "{:>5}:{}:{}  loses {:.3} points per decision, best choice {:.1}%, {:.1} ms per decision (one thread)",
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

fn fit_eval(rest: &[String]) -> Result<ExitCode, UsageError> {
    use dhayam::ai::Level;
    use dhayam::ai::eval::{BLOCK_NAMES, FEATURE_NAMES, FEATURES, WEIGHTS};
    use dhayam::ai::fit;
    let args = Args::parse(rest, &["games", "seed", "every", "rules"], &[])?;
    if let Some(extra) = args.positional.first() {
        return fail(format!("fit-eval takes no argument '{extra}'"));
    }
    let options = args.options()?;
    let number = |name, default: u64| -> Result<u32, UsageError> {
        let n = args.number(name)?.unwrap_or(default);
        u32::try_from(n)
            .ok()
            .filter(|n| *n > 0)
            .ok_or_else(|| UsageError(format!("--{name} must be between 1 and {}", u32::MAX)))
    };
    let games = number("games", 20_000)?;
    let every = number("every", 5)?;
    let seed = args.number("seed")?.unwrap_or(1);
    let ry: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
    let rgy: SeatSet = [Seat::Red, Seat::Green, Seat::Yellow].into_iter().collect();
    let all: SeatSet = Seat::ALL.into_iter().collect();
    // Each: the seats, the level of those that play partly at random (the rest play
    // greedy) and which they are, and whether the fit sees its games (beginners' games
    // are only held out: they check the blend of the blocks).
    let kinds: [(SeatSet, Level, &[Seat], bool); 8] = [
        (ry, Level::Greedy, &[], true),
        (rgy, Level::Greedy, &[], true),
        (all, Level::Greedy, &[], true),
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
    say!("wins        {}", wins.join(", "));
    let total: u64 = r.values.iter().sum();
    say!("values      value   seen      D1 (of 16)");
    for v in Value::ALL {
        let seen = 100.0 * r.values[v.ordinal()] as f64 / total.max(1) as f64;
        let expected = 100.0 * f64::from(v.chances_in_16()) / 16.0;
        say!(
            "            {:>5}  {:>6.2}%   {:>6.2}% ({}/16)",
            v.get(),
            seen,
            expected,
            v.chances_in_16()
        );
    }
}

fn level(args: &Args, name: &str) -> Result<dhayam::ai::Level, UsageError> {
    args.value(name)
        .ok_or_else(|| UsageError(format!("arena needs --{name} LEVEL")))?
        .parse()
        .map_err(|e| UsageError(format!("--{name}: {e}")))
}

fn arena(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(
        rest,
        &["a", "b", "seats", "games", "seed", "rules", "threads"],
        &["timed"],
    )?;
    if let Some(extra) = args.positional.first() {
        return fail(format!("arena takes no argument '{extra}'"));
    }
    let games = args.number("games")?.unwrap_or(200);
    if games == 0 {
        return fail("--games must be at least 1");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args.number("threads")?.map_or(cores, |t| t as usize);
    if threads == 0 || threads > 256 {
        return fail("--threads must be between 1 and 256");
    }
    let config = ArenaConfig {
        a: level(&args, "a")?,
        b: level(&args, "b")?,
        seats: parse_seats(args.value("seats").unwrap_or("RY"))?,
        options: args.options()?,
        games,
        seed: args.number("seed")?.unwrap_or(1),
        threads,
        timed: args.has("timed"),
    };
    let r = arena::run(&config).map_err(|e| UsageError(format!("--seats: {e}")))?;
    let k = config.seats.len() as f64;
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

fn check(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &[], &[])?;
    if args.positional.is_empty() {
        return fail("check needs one or more .dhayam files");
    }
    let mut all_valid = true;
    for file in &args.positional {
        match dhayam::save::load(std::path::Path::new(file)) {
            Ok(game) => {
                let position = game.record.position().expect("a loaded game replays");
                let state = match position.outcome() {
                    Some(o) => format!("finished, {} is King", o.king()),
                    None => format!("{} to play", position.to_move()),
                };
                say!("{file}: ok ({} plies, {state})", game.record.plies.len());
            }
            Err(e) => {
                all_valid = false;
                say!("{file}: {e}");
            }
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn replay(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["to"], &[])?;
    let [file] = &args.positional[..] else {
        return fail("replay takes one .dhayam file");
    };
    let game = dhayam::save::load(std::path::Path::new(file))
        .map_err(|e| UsageError(format!("{file}: {e}")))?;
    let to = match args.number("to")? {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
        None => game.record.plies.len(),
    };
    let position = game
        .record
        .position_at(to)
        .map_err(|e| UsageError(format!("--to: {e}")))?;
    say!("{}", position.to_dpn());
    Ok(ExitCode::SUCCESS)
}

fn hint(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["rules"], &[])?;
    let [dpn] = &args.positional[..] else {
        return fail("hint takes one position in quotes");
    };
    let position =
        Position::from_dpn(dpn, args.options()?).map_err(|e| UsageError(e.to_string()))?;
    let clock = std::time::Instant::now();
    let ranked = dhayam::ai::rank_moves(&position, 1, dhayam::ai::hint_budget());
    let elapsed = clock.elapsed();
    for (mv, chance) in &ranked {
        say!("{mv} {:.1}%", chance * 100.0);
    }
    say!("({:.0} ms)", elapsed.as_secs_f64() * 1000.0);
    Ok(ExitCode::SUCCESS)
}

fn review(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["seats"], &[])?;
    let [file] = &args.positional[..] else {
        return fail("review takes one .dhayam file");
    };
    let game = dhayam::save::load(std::path::Path::new(file))
        .map_err(|e| UsageError(format!("{file}: {e}")))?;
    let seats: Vec<Seat> = match args.value("seats") {
        Some(s) => parse_seats(s)?.iter().collect(),
        None => Seat::ALL
            .into_iter()
            .filter(|s| {
                game.players[*s]
                    .as_ref()
                    .is_some_and(|p| p.computer.is_none())
            })
            .collect(),
    };
    let clock = std::time::Instant::now();
    let review = dhayam::ai::review(
        &game.record,
        &seats,
        game.record.seed,
        dhayam::ai::review_budget(),
        dhayam::ai::REVIEW_LIMIT,
    );
    let elapsed = clock.elapsed();
    for m in review.moves.iter().filter(|m| m.mark.is_some()) {
        let mark = m.mark.map_or("", |k| k.symbol());
        say!(
            "ply {:>4} {:<6} played {:<6} {mark:<2} best {:<6} lost {:.1}%",
            m.ply,
            m.seat.name(),
            m.played.to_string(),
            m.best.to_string(),
            m.loss * 100.0
        );
    }
    for seat in &seats {
        let n = review.moves.iter().filter(|m| m.seat == *seat).count();
        say!(
            "{}: {n} decisions, error rate {:.0}%, luck {:+.2} per throw",
            seat.name(),
            review.error_rate[*seat] * 100.0,
            review.luck[*seat]
        );
    }
    say!(
        "({:.2} s{})",
        elapsed.as_secs_f64(),
        if review.incomplete {
            ", stopped at the time limit"
        } else {
            ""
        }
    );
    Ok(ExitCode::SUCCESS)
}
