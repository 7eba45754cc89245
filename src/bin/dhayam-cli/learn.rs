//! `dhayam-cli learn`: the exercises a saved game gives (issue 66), of either game: one
//! line each, beginning `exercise:`, with the ply, the position as it was (DPN with the
//! throw in hand, or FEN), the move played, the better move and the chance lost, then the
//! kind of mistake and whose decision it was. Only people's decisions are asked again.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use dhayam::games::GameFile;
use dhayam::store::game_file::Payload;

use crate::args::UsageError;

pub fn run(file: &Path, player: Option<&str>) -> Result<ExitCode, UsageError> {
    let game = match GameFile::load(file) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("dhayam-cli: {}: {e}", file.display());
            return Ok(ExitCode::from(1));
        }
    };
    // Every person's seat or side, or the named person's.
    let people: Vec<(String, bool)> = match &game {
        GameFile::Dhayam(g) => g
            .players
            .iter()
            .filter_map(|(_, p)| p.as_ref())
            .map(|p| (p.name.clone(), p.computer.is_none()))
            .collect(),
        GameFile::Makruk(g) => dhayam::makruk::rules::Color::ALL
            .into_iter()
            .map(|c| (g.players[c].name.clone(), g.players[c].computer.is_none()))
            .collect(),
    };
    let chosen = |name: &str, person: bool| person && player.is_none_or(|p| p.trim() == name);
    if let Some(p) = player
        && !people.iter().any(|(name, person)| chosen(name, *person))
    {
        let names: Vec<&str> = people
            .iter()
            .filter(|(_, person)| *person)
            .map(|(n, _)| n.as_str())
            .collect();
        let who = if people.iter().any(|(n, _)| n == p.trim()) {
            format!(
                "'{}' is a computer player, whose moves are not asked again",
                p.trim()
            )
        } else {
            format!("nobody called '{}' played in this game", p.trim())
        };
        return Err(UsageError(format!(
            "--player: {who} (the people: {})",
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        )));
    }
    let clock = Instant::now();
    let count = match game {
        GameFile::Dhayam(g) => dhayam_exercises(&g, &chosen),
        GameFile::Makruk(g) => makruk_exercises(&g, &chosen),
    };
    say!(
        "{count} exercise{} in {:.1} s",
        if count == 1 { "" } else { "s" },
        clock.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}

fn kind(key: Option<&str>) -> &str {
    key.unwrap_or("-")
}

fn dhayam_exercises(
    game: &dhayam::dhayam::save::SavedGame,
    chosen: &dyn Fn(&str, bool) -> bool,
) -> usize {
    use dhayam::dhayam::ai::{hint_budget, learn, review_budget};
    use dhayam::dhayam::rules::Seat;
    let seats: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|s| {
            game.players[*s]
                .as_ref()
                .is_some_and(|p| chosen(&p.name, p.computer.is_none()))
        })
        .collect();
    if seats.is_empty() {
        return 0;
    }
    let record = game.record();
    let found = learn::exercises(record, &seats, record.seed, review_budget(), hint_budget());
    for e in &found {
        let name = game.players[e.seat]
            .as_ref()
            .map_or("", |p| p.name.as_str());
        say!(
            "exercise: ply {} | dpn {} | played {} | better {} | lost {:.1}% | kind {} | seat {} {name}",
            e.ply,
            e.position.to_dpn(),
            e.played,
            e.better,
            e.lost * 100.0,
            kind(e.kind.map(|k| k.key())),
            e.seat.letter(),
        );
    }
    found.len()
}

fn makruk_exercises(
    game: &dhayam::makruk::save::SavedMakruk,
    chosen: &dyn Fn(&str, bool) -> bool,
) -> usize {
    use dhayam::makruk::ai::advice::{hint_limits, review_limits, searcher};
    use dhayam::makruk::ai::{Searcher, learn};
    use dhayam::makruk::rules::Color;
    let sides: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|c| {
            let p = &game.players[*c];
            chosen(&p.name, p.computer.is_none())
        })
        .collect();
    if sides.is_empty() {
        return 0;
    }
    let mut searcher = searcher(Searcher::new(32));
    // The window's deeper pass alone: its first look only gives marks early.
    let passes = [review_limits()];
    let found = learn::exercises(&mut searcher, &game.game, &sides, &passes, hint_limits());
    for e in &found {
        say!(
            "exercise: ply {} | fen {} | played {} {} | better {} {} | lost {:.1}% | kind {} | side {} {}",
            e.ply + 1,
            e.position.fen(),
            e.played,
            e.position.san(e.played),
            e.better,
            e.position.san(e.better),
            e.lost * 100.0,
            kind(e.kind.map(|k| k.key())),
            e.side,
            game.players[e.side].name,
        );
    }
    found.len()
}
