//! `dhayam-cli check`: validates saved games, of either game (the envelope's `format`
//! names it), the app's own autosave included.

use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use dhayam::games::GameFile;
use dhayam::store::game_file::Payload;

use crate::args::UsageError;

pub fn run(files: Vec<PathBuf>) -> Result<ExitCode, UsageError> {
    let mut all_valid = true;
    for file in &files {
        let shown = file.display();
        match GameFile::load(file) {
            Ok(GameFile::Dhayam(game)) => {
                let position = game.game.position();
                let state = match position.outcome() {
                    Some(o) if o.teams => {
                        format!("finished, {} and {} win", o.king(), o.king().opposite())
                    }
                    Some(o) => format!("finished, {} is King", o.king()),
                    None if position.thrower() != position.to_move() => {
                        format!("{} to play for {}", position.thrower(), position.to_move())
                    }
                    None => format!("{} to play", position.to_move()),
                };
                let dice = match &game.online_dice {
                    None => String::new(),
                    Some(d) => match d.checked() {
                        Some(n) => format!(", online dice: all {n} throws checked"),
                        None => format!(
                            ", online dice: {} throws, the seed not yet revealed",
                            d.contributions.len()
                        ),
                    },
                };
                say!(
                    "{shown}: ok ({} plies, {state}{dice})",
                    game.record().plies.len()
                );
            }
            Ok(GameFile::Makruk(game)) => {
                let state = match (game.game.outcome(), game.ending) {
                    (Some(outcome), _) => format!("finished, {outcome}"),
                    (None, Some(ending)) => format!("finished, {}", ending.to_text()),
                    (None, None) => format!("{} to play", game.game.position().turn()),
                };
                say!("{shown}: ok (Makruk, {} moves, {state})", game.game.len());
            }
            Err(e) => {
                all_valid = false;
                say!("{shown}: {e}");
            }
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
