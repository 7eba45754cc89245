//! `dhayam-cli replay`: the position after some plies of a saved game.`

use std::io::{self, Write};
use std::process::ExitCode;

use crate::args::{Args, UsageError, fail};

pub fn run(rest: &[String]) -> Result<ExitCode, UsageError> {
    let args = Args::parse(rest, &["to"], &[])?;
    let [file] = &args.positional[..] else {
        return fail("replay takes one .dhayam file");
    };
    let game = dhayam::dhayam::save::load(std::path::Path::new(file))
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
