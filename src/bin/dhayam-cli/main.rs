//! dhayam-cli: positions, moves and simulations without a window.
//!
//! Exit codes: 0 success, 1 a file that does not check (or that `learn` cannot read), 2 bad
//! arguments or a malformed position.
//!
//! The grammar and help are clap's (`cli.rs`); each subcommand's file takes its own
//! arguments from there and reads the values clap cannot check (rules, seats, levels).

use std::process::ExitCode;

use clap::Parser;

use args::{UsageError, fail};

/// Prints a line to stdout; a reader that went away (`| head`) is not an error.
macro_rules! say {
    ($($arg:tt)*) => {{
        let _ = writeln!(io::stdout().lock(), $($arg)*);
    }};
}

mod arena;
mod args;
mod calibrate;
mod check;
mod cli;
mod decisions;
mod fit_eval;
mod hint;
mod learn;
mod makruk;
mod moves;
#[cfg(feature = "online")]
mod online;
mod replay;
mod review;
mod sim;
mod train;
mod wildcard;

fn main() -> ExitCode {
    let args = cli::arguments(std::env::args_os());
    let parsed = match cli::Cli::try_parse_from(args) {
        Ok(parsed) => parsed,
        Err(e) => {
            // --help and --version go to stdout with 0; a mistake to stderr with 2.
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match run(parsed.command) {
        Ok(code) => code,
        Err(UsageError(message)) => {
            eprintln!("dhayam-cli: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(command: cli::Command) -> Result<ExitCode, UsageError> {
    use cli::Command;
    match command {
        Command::Moves(a) => moves::run(a),
        Command::Sim(a) => sim::run(a),
        Command::Arena(a) => arena::run(a),
        Command::Decisions(a) => decisions::run(a),
        Command::Check(a) => check::run(wildcard::expand_on_windows(a.files)),
        Command::Replay(a) => replay::run(&a.file, a.to),
        Command::Hint(a) => hint::run(a),
        Command::Review(a) => review::run(&a.file, a.seats.as_deref()),
        Command::Learn(a) => learn::run(&a.file, a.player.as_deref()),
        Command::FitEval(a) => fit_eval::run(a),
        Command::Train(a) => train::run(a),
        Command::Calibrate(a) => calibrate::run(a),
        Command::Makruk(m) => makruk::run(m.command).or_else(fail),
        #[cfg(feature = "online")]
        Command::Online(o) => online::run(o.command),
    }
}
