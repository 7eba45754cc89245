//! `dhayam-cli moves`: each legal move of a position and the position it leads to.`

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use dhayam::dhayam::rules::{Options, Position};

use crate::args::{UsageError, fail, options, positions};
use crate::cli::MovesArgs;

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

pub fn run(args: MovesArgs) -> Result<ExitCode, UsageError> {
    let options = options(args.rules.as_deref())?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if !args.batch {
        let [dpn] = positions(&args.dpn)? else {
            return fail("moves takes one position in quotes (or --batch to read stdin)");
        };
        let text = answer(dpn, options).map_err(UsageError)?;
        let _ = out.write_all(text.as_bytes());
        return Ok(ExitCode::SUCCESS);
    }
    if !positions(&args.dpn)?.is_empty() {
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
