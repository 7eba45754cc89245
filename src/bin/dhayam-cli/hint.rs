//! `dhayam-cli hint`: every legal move with the mover's chance to become King.`

use std::io::{self, Write};
use std::process::ExitCode;

use dhayam::dhayam::rules::Position;

use crate::args::{UsageError, fail, options, positions};
use crate::cli::HintArgs;

pub fn run(args: HintArgs) -> Result<ExitCode, UsageError> {
    let [dpn] = positions(&args.dpn)? else {
        return fail("hint takes one position in quotes");
    };
    let position = Position::from_dpn(dpn, options(args.rules.as_deref())?)
        .map_err(|e| UsageError(e.to_string()))?;
    let clock = std::time::Instant::now();
    let ranked = dhayam::dhayam::ai::hint_ranking(&position, 1, dhayam::dhayam::ai::hint_budget());
    let elapsed = clock.elapsed();
    for (mv, chance) in &ranked {
        say!("{mv} {:.1}%", chance * 100.0);
    }
    say!("({:.0} ms)", elapsed.as_secs_f64() * 1000.0);
    Ok(ExitCode::SUCCESS)
}
