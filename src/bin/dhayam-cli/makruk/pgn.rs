//! `dhayam-cli makruk pgn FILE`: per game, the FEN after its last move and its Result tag;
//! a game that cannot be read gives `game N, line L: <reason>` in its place, and the exit
//! code is then 1.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use dhayam::makruk::notation::pgn;
use dhayam::store::envelope::{self, EnvelopeError};

/// PGN files of this size hold hundreds of thousands of games; larger is refused.
const MAX_BYTES: u64 = 256 << 20;

pub fn run(path: &Path) -> Result<ExitCode, String> {
    let shown = path.display();
    // A regular file only, and never more than the limit read (a pipe or /dev/zero
    // would block or fill the memory).
    let bytes = envelope::read(path, MAX_BYTES).map_err(|e| match e {
        EnvelopeError::TooLarge { .. } => {
            format!("{shown} is larger than {} MiB", MAX_BYTES >> 20)
        }
        EnvelopeError::Io { message, .. } => format!("cannot open {shown}: {message}"),
        EnvelopeError::NotText => format!("{shown} is not text"),
    })?;
    // Old PGN files are often Latin-1: their odd letters in names are replaced, and the
    // moves, which are ASCII, still read.
    let text = String::from_utf8_lossy(&bytes);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let games = pgn::read(&text);
    if games.is_empty() {
        let _ = writeln!(out, "no game in this file");
        return Ok(ExitCode::from(1));
    }
    let mut all_read = true;
    for game in games {
        let _ = match game {
            Ok(game) => writeln!(out, "{} {}", game.end().fen(), game.result()),
            Err(e) => {
                all_read = false;
                writeln!(out, "{e}")
            }
        };
    }
    Ok(if all_read {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
