//! PGN to and from a game as the app keeps it: an imported game's players come from its
//! `White` and `Black` tags (people, who play on from where it stopped), and an exported
//! game gets the tags pychess.org reads. File ▸ Import PGN, Paste PGN, Export PGN and
//! Copy game as PGN come here for their games; the shell only words the outcome.

use std::fmt;
use std::path::Path;

use super::ending::Ending;
use super::pgn::{self, PgnError, PgnGame};
use super::rules::{ByColor, Color, CountingMode, Game, GameError};
use super::save::{MAX_NAME_CHARS, Player, SavedMakruk};
use crate::store::envelope::{self, EnvelopeError};

/// PGN files above this size are not read.
pub const MAX_PGN_BYTES: u64 = 4 << 20;

/// Why a PGN text put no game on the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The first game does not read (its number, line and problem).
    Pgn(PgnError),
    /// Its moves did not replay (cannot come from `pgn::read`, which checks each move).
    Game(GameError),
    /// There is no game in the text.
    NoGame,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Pgn(e) => e.fmt(f),
            ImportError::Game(e) => e.fmt(f),
            ImportError::NoGame => f.write_str("there is no game in the text"),
        }
    }
}

impl std::error::Error for ImportError {}

/// A PGN file's text, within [`MAX_PGN_BYTES`]. PGN is meant to be ASCII or UTF-8; a
/// stray Latin-1 byte should not lose a game, so bytes that are not UTF-8 are replaced.
pub fn read_pgn_file(path: &Path) -> Result<String, EnvelopeError> {
    let bytes = envelope::read(path, MAX_PGN_BYTES)?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// The first game of a PGN text (a file's, or one pasted), ready for the table: two
/// people play on from where it stopped. `created` is when it comes into the app.
pub fn import(text: &str, created: &str) -> Result<SavedMakruk, ImportError> {
    match pgn::read(text).into_iter().next() {
        Some(Ok(game)) => saved_of(&game, created).map_err(ImportError::Game),
        Some(Err(e)) => Err(ImportError::Pgn(e)),
        None => Err(ImportError::NoGame),
    }
}

/// The PGN of a game as its file keeps it, dated the day it was first made.
pub fn pgn_of_saved(saved: &SavedMakruk) -> String {
    let date = saved
        .created
        .get(..10)
        .unwrap_or("????.??.??")
        .replace('-', ".");
    let names = ByColor {
        white: saved.players.white.name.as_str(),
        black: saved.players.black.name.as_str(),
    };
    let result = result_of(&saved.game, saved.ending);
    pgn_of(&saved.game, names, saved.ending, result, &date)
}

/// The PGN result of a game, `*` while it goes on: how it ended besides the rules
/// (resigned, agreed, time), else how the rules ended it.
pub fn result_of(game: &Game, ending: Option<Ending>) -> &'static str {
    if let Some(e) = ending {
        return e.result();
    }
    game.outcome()
        .map_or("*", |o| super::rules::pgn_result(o.winner()))
}

/// The game a PGN game records, ready for the table. A move list that the rules refuse
/// cannot come from `pgn::read`, which checks every move; the error is kept all the same.
pub fn saved_of(pgn: &PgnGame, created: &str) -> Result<SavedMakruk, GameError> {
    let mut game = Game::new(pgn.start, CountingMode::Automatic);
    for &mv in &pgn.moves {
        game.play(mv)?;
    }
    let player = |color: Color| {
        let tag = pgn.tag(color.name_capitalised()).unwrap_or("").trim();
        let name: String = tag
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect();
        Player {
            name: if name.is_empty() || name == "?" {
                color.name_capitalised().to_string()
            } else {
                name
            },
            computer: None,
        }
    };
    Ok(SavedMakruk {
        game,
        players: ByColor {
            white: player(Color::White),
            black: player(Color::Black),
        },
        counts: Vec::new(),
        ending: None,
        clock: None,
        created: created.to_string(),
        modified: String::new(),
    })
}

/// The PGN of a game: Event, Date (`YYYY.MM.DD`), the players, the result, and the
/// variant and start that `pgn::write` adds; how it ended besides the rules as a
/// `Termination` tag.
pub fn pgn_of(
    game: &Game,
    names: ByColor<&str>,
    ending: Option<Ending>,
    result: &str,
    date: &str,
) -> String {
    let termination = ending.map(|e| match e {
        Ending::Resigned { .. } => "abandoned",
        Ending::DrawAgreed => "normal",
        Ending::Time { .. } => "time forfeit",
    });
    let mut tags = vec![
        ("Event", "Makruk game"),
        ("Site", "Dhayam"),
        ("Date", date),
        ("White", names.white),
        ("Black", names.black),
        ("Result", result),
    ];
    if let Some(t) = termination {
        tags.push(("Termination", t));
    }
    super::pgn::write(game, &tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::pgn;
    use crate::makruk::rules::Position;

    #[test]
    fn an_exported_game_imports_as_the_same_game_with_its_players() {
        let start = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for uci in ["a1a7", "e8d8", "e1d2"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let names = ByColor {
            white: "Somchai",
            black: "Malee",
        };
        let text = pgn_of(&game, names, None, "*", "2026.12.01");
        assert!(
            text.contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]"),
            "{text}"
        );
        let read = pgn::read(&text).remove(0).unwrap();
        let saved = saved_of(&read, "2026-12-01T10:00:00Z").unwrap();
        assert_eq!(saved.game.position(), game.position());
        assert_eq!(saved.players.white.name, "Somchai");
        assert_eq!(saved.players.black.name, "Malee");
        assert_eq!(saved.players.black.computer, None);
    }

    #[test]
    fn missing_names_become_the_colours() {
        let read = pgn::read("1. e4 *\n").remove(0).unwrap();
        let saved = saved_of(&read, "").unwrap();
        assert_eq!(saved.players.white.name, "White");
        assert_eq!(saved.game.len(), 1);
    }
}
