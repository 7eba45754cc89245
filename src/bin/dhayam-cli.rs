//! dhayam-cli: positions, moves and simulations without a window.
//!
//! Exit codes: 0 success, 2 bad arguments or a malformed position.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use dhayam::rules::{Options, Position, Seat, SeatSet, Value};
use dhayam::sim::{self, SimConfig};

const USAGE: &str = "\
usage:
  dhayam-cli moves [--rules K=V,...] \"<DPN>\"
      one line per legal move: <move> <resulting DPN>, sorted by move text
  dhayam-cli moves --batch [--rules K=V,...]
      one DPN per line on stdin (or RULES<TAB>DPN); each answer ends with a blank line
  dhayam-cli sim --games N --seats RGYB --policy random|greedy [--rules K=V,...] [--seed S]
      plays whole games and prints games/s, throws, moves, wins and the dice's values

rules: turn=immediate|pooled, entry=seed|open5|one, cutbonus=off|on, places=off|on, pawns=4|5|6";

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
        return fail("no command given (commands: moves, sim, help)");
    };
    match command.as_str() {
        "moves" => moves(rest),
        "sim" => simulate(rest),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => fail(format!(
            "unknown command '{other}' (commands: moves, sim, help)"
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

fn print_report(config: &SimConfig, r: &sim::SimReport) {
    let per_game = |n: u64| n as f64 / r.games as f64;
    println!(
        "games       {} ({} abandoned), seats {}, policy {}, rules '{}', seed {}",
        r.games,
        r.abandoned,
        config.seats.to_letters(),
        config.level,
        config.options,
        config.seed
    );
    println!(
        "speed       {:.0} games/s ({:.3} s, one thread, {:.1} M moves+throws/s)",
        r.games_per_second(),
        r.elapsed.as_secs_f64(),
        (r.moves + r.throws) as f64 / r.elapsed.as_secs_f64().max(1e-9) / 1e6
    );
    println!("throws/game {:.1}", per_game(r.throws));
    println!(
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
    println!("wins        {}", wins.join(", "));
    let total: u64 = r.values.iter().sum();
    println!("values      value   seen      D1 (of 16)");
    for v in Value::ALL {
        let seen = 100.0 * r.values[v.ordinal()] as f64 / total.max(1) as f64;
        let expected = 100.0 * f64::from(v.chances_in_16()) / 16.0;
        println!(
            "            {:>5}  {:>6.2}%   {:>6.2}% ({}/16)",
            v.get(),
            seen,
            expected,
            v.chances_in_16()
        );
    }
}
