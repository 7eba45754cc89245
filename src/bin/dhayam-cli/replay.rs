//! `dhayam-cli replay`: the position after some plies of a saved game.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::args::UsageError;

pub fn run(file: &Path, to: Option<u64>) -> Result<ExitCode, UsageError> {
    let game = dhayam::dhayam::save::load(file)
        .map_err(|e| UsageError(format!("{}: {e}", file.display())))?;
    let to = match to {
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
        None => game.record().plies.len(),
    };
    let position = game
        .record()
        .position_at(to)
        .map_err(|e| UsageError(format!("--to: {e}")))?;
    say!("{}", position.to_dpn());
    Ok(ExitCode::SUCCESS)
}
