//! PGN to and from a game as the app keeps it: an imported game's players are named by its
//! `White` and `Black` tags and seated as the table's seats were (a person stays a
//! person, the computer the computer) unless its `WhiteType` and `BlackType` tags say
//! `human` or `program`; an exported game gets the tags pychess.org reads, and those two. File ▸ Import PGN, Paste PGN, Export PGN and
//! Copy game as PGN come here for their games; the shell only words the outcome.

use std::fmt;
use std::path::Path;

use super::pgn::{self, PgnError, PgnGame};
use crate::makruk::ai::Level;
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{ByColor, Color, CountingMode, Game, GameError};
use crate::makruk::save::{MAX_NAME_CHARS, Player, SavedMakruk};
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

/// The first game of a PGN text (a file's, or one pasted), ready for the table: the
/// players play on from where it stopped, seated as `seats` were (each colour's computer
/// level, `None` for a person) unless the PGN says who played. `created` is when it comes
/// into the app.
pub fn import(
    text: &str,
    created: &str,
    seats: ByColor<Option<Level>>,
) -> Result<SavedMakruk, ImportError> {
    match pgn::read(text).into_iter().next() {
        Some(Ok(game)) => saved_of(&game, created, seats).map_err(ImportError::Game),
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
    let computers = ByColor {
        white: saved.players.white.computer.is_some(),
        black: saved.players.black.computer.is_some(),
    };
    pgn_of(&saved.game, names, computers, saved.ending, result, &date)
}

/// The PGN result of a game, `*` while it goes on: how it ended besides the rules
/// (resigned, agreed, time), else how the rules ended it.
pub fn result_of(game: &Game, ending: Option<Ending>) -> &'static str {
    if let Some(e) = ending {
        return e.result();
    }
    game.outcome()
        .map_or("*", |o| crate::makruk::rules::pgn_result(o.winner()))
}

/// The game a PGN game records, ready for the table, its players seated as `seats` were
/// unless its `WhiteType`/`BlackType` tags say `human` or `program` (a program takes the
/// level of the seat it sits at, or of the other seat's computer, or Easy). A move list
/// that the rules refuse cannot come from `pgn::read`, which checks every move; the error
/// is kept all the same.
pub fn saved_of(
    pgn: &PgnGame,
    created: &str,
    seats: ByColor<Option<Level>>,
) -> Result<SavedMakruk, GameError> {
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
            computer: seat_of(pgn, color, seats),
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

/// Who sits at `color` for a PGN game: as its `WhiteType`/`BlackType` tag says, else as
/// `seats` were.
fn seat_of(pgn: &PgnGame, color: Color, seats: ByColor<Option<Level>>) -> Option<Level> {
    let tag = format!("{}Type", color.name_capitalised());
    match pgn
        .tag(&tag)
        .map(|t| t.trim().to_ascii_lowercase())
        .as_deref()
    {
        Some("human") => None,
        Some("program") => Some(seats[color].or(seats[!color]).unwrap_or(Level::Easy)),
        _ => seats[color],
    }
}

/// The PGN of a game: Event, Date (`YYYY.MM.DD`), the players and whether each is a
/// person or the computer (`WhiteType`, `BlackType`: `human` or `program`), the result,
/// and the variant and start that `pgn::write` adds; how it ended besides the rules as a
/// `Termination` tag.
pub fn pgn_of(
    game: &Game,
    names: ByColor<&str>,
    computers: ByColor<bool>,
    ending: Option<Ending>,
    result: &str,
    date: &str,
) -> String {
    let termination = ending.map(|e| match e {
        Ending::Resigned { .. } => "abandoned",
        Ending::DrawAgreed => "normal",
        Ending::Time { .. } => "time forfeit",
    });
    let kind = |computer: bool| if computer { "program" } else { "human" };
    let mut tags = vec![
        ("Event", "Makruk game"),
        ("Site", "Dhayam"),
        ("Date", date),
        ("White", names.white),
        ("Black", names.black),
        ("Result", result),
        ("WhiteType", kind(computers.white)),
        ("BlackType", kind(computers.black)),
    ];
    if let Some(t) = termination {
        tags.push(("Termination", t));
    }
    super::pgn::write(game, &tags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::notation::pgn;
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
        let computers = ByColor {
            white: false,
            black: true,
        };
        let text = pgn_of(&game, names, computers, None, "*", "2026.12.01");
        assert!(
            text.contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]"),
            "{text}"
        );
        let read = pgn::read(&text).remove(0).unwrap();
        // Into a table of two people: the PGN says Black was the computer.
        let saved = saved_of(&read, "2026-12-01T10:00:00Z", ByColor::default()).unwrap();
        assert_eq!(saved.game.position(), game.position());
        assert_eq!(saved.players.white.name, "Somchai");
        assert_eq!(saved.players.black.name, "Malee");
        assert_eq!(saved.players.white.computer, None);
        assert_eq!(saved.players.black.computer, Some(Level::Easy));
    }

    #[test]
    fn missing_names_become_the_colours() {
        let read = pgn::read("1. e4 *\n").remove(0).unwrap();
        let saved = saved_of(&read, "", ByColor::default()).unwrap();
        assert_eq!(saved.players.white.name, "White");
        assert_eq!(saved.game.len(), 1);
    }

    /// Issue 62, point 15: importing a PGN made the computer opponent a second person.
    #[test]
    fn a_pgn_that_does_not_say_who_played_keeps_the_tables_seats() {
        let read = pgn::read("[White \"Ann\"]\n[Black \"Bob\"]\n1. e4 *\n")
            .remove(0)
            .unwrap();
        let seats = ByColor {
            white: None,
            black: Some(Level::Hard),
        };
        let saved = saved_of(&read, "", seats).unwrap();
        assert_eq!(saved.players.white.computer, None);
        assert_eq!(saved.players.black.computer, Some(Level::Hard));
        // A PGN that says both were people seats two people.
        let text = "[WhiteType \"human\"]\n[BlackType \"Human\"]\n1. e4 *\n";
        let read = pgn::read(text).remove(0).unwrap();
        let saved = saved_of(&read, "", seats).unwrap();
        assert_eq!(saved.players.black.computer, None);
    }
}
