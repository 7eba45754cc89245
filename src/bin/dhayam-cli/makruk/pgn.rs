//! `dhayam-cli makruk pgn FILE`: per game, the FEN after its last move and its Result tag;
//! a game that cannot be read gives `game N, line L: <reason>` in its place, and the exit
//! code is then 1.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use dhayam::makruk::pgn;

/// PGN files of this size hold hundreds of thousands of games; larger is refused.
const MAX_BYTES: u64 = 256 << 20;

pub fn run(args: &[String]) -> Result<ExitCode, String> {
    let [path] = args else {
        return Err("pgn needs one PGN file".into());
    };
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(format!("{path} is larger than {} MiB", MAX_BYTES >> 20));
    }
    // Old PGN files are often Latin-1: their odd letters in names are replaced, and the
    // moves, which are ASCII, still read.
    let text = String::from_utf8_lossy(&bytes);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut all_read = true;
    for game in pgn::read(&text) {
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
