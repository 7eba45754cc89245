//! dhayam-cli: positions, moves and simulations without a window.
//!
//! Exit codes: 0 success, 1 a file that does not check, 2 bad arguments or a malformed
//! position.
//!
//! The grammar and help are clap's (`cli.rs`); one file per subcommand reads its values.

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
mod check;
mod cli;
mod decisions;
mod fit_eval;
mod hint;
mod makruk;
mod moves;
mod replay;
mod review;
mod sim;
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
    use cli::{Command, Words};
    match command {
        Command::Moves(a) => moves::run(
            &Words::default()
                .value("rules", a.rules)
                .switch("batch", a.batch)
                .texts(a.dpn)
                .0,
        ),
        Command::Sim(a) => sim::run(
            &Words::default()
                .value("games", a.games)
                .value("seats", a.seats)
                .value("policy", a.policy)
                .value("rules", a.rules)
                .value("seed", a.seed)
                .0,
        ),
        Command::Arena(a) => arena::run(
            &Words::default()
                .value("a", a.a)
                .value("b", a.b)
                .value("seats", a.seats)
                .value("games", a.games)
                .value("seed", a.seed)
                .value("rules", a.rules)
                .value("threads", a.threads)
                .switch("timed", a.timed)
                .0,
        ),
        Command::Decisions(a) => decisions::run(
            &Words::default()
                .value("try", a.try_)
                .value("seats", a.seats)
                .value("cases", a.cases)
                .value("reference", a.reference)
                .value("seed", a.seed)
                .value("rules", a.rules)
                .value("against", a.against)
                .0,
        ),
        Command::Check(a) => check::run(wildcard::expand_on_windows(a.files)),
        Command::Replay(a) => replay::run(&a.file, a.to),
        Command::Hint(a) => hint::run(&Words::default().value("rules", a.rules).texts(a.dpn).0),
        Command::Review(a) => review::run(&a.file, a.seats.as_deref()),
        Command::FitEval(a) => fit_eval::run(
            &Words::default()
                .value("games", a.games)
                .value("seed", a.seed)
                .value("every", a.every)
                .value("rules", a.rules)
                .0,
        ),
        Command::Makruk(m) => makruk::run(m.command).or_else(fail),
    }
}
