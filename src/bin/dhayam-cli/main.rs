//! dhayam-cli: positions, moves and simulations without a window.
//!
//! Exit codes: 0 success, 2 bad arguments or a malformed position.

//! One file per subcommand; `run` dispatches on the subcommand's name.

use std::io::{self, Write};
use std::process::ExitCode;

use args::{UsageError, fail};

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

mod arena;
mod args;
mod check;
mod decisions;
mod fit_eval;
mod hint;
mod makruk;
mod moves;
mod replay;
mod review;
mod sim;

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
        "moves" => moves::run(rest),
        "sim" => sim::run(rest),
        "arena" => arena::run(rest),
        "check" => check::run(rest),
        "hint" => hint::run(rest),
        "review" => review::run(rest),
        "replay" => replay::run(rest),
        "fit-eval" => fit_eval::run(rest),
        "decisions" => decisions::run(rest),
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
