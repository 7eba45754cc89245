//! `dhayam-cli check`: validates saved games.`

use std::io::{self, Write};
use std::process::ExitCode;

use crate::args::{Args, UsageError, fail};

pub fn run(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &[], &[])?;
    if args.positional.is_empty() {
        return fail("check needs one or more .dhayam files");
    }
    let mut all_valid = true;
    for file in &args.positional {
        match dhayam::dhayam::save::load(std::path::Path::new(file)) {
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
