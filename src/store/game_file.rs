//! The app's one file type, `.dhayam`, whichever game it holds: the envelope's `format`
//! field names the game (`"dhayam"` or `"makruk"`), and each game reads and checks its
//! own payload. Dhayam's files are written exactly as before there was a second game.

use std::fmt;
use std::path::Path;
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use super::envelope;
use crate::dhayam::save::{self as dhayam_save, SaveError, SavedGame};
use crate::makruk::save::{self as makruk_save, MakrukSaveError, SavedMakruk};

/// The games the app plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    #[default]
    Dhayam,
    Makruk,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Dhayam, GameKind::Makruk];
}

/// A game as its file holds it.
// Made once per open or save: the sizes of the games' payloads don't matter.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum GameFile {
    Dhayam(SavedGame),
    Makruk(SavedMakruk),
}

/// Why a file could not be read or written, in the words of the game it holds (a file
/// that is no game at all is told as Dhayam's loader tells it: not a game of this app).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameFileError {
    Dhayam(SaveError),
    Makruk(MakrukSaveError),
}

impl fmt::Display for GameFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameFileError::Dhayam(e) => e.fmt(f),
            GameFileError::Makruk(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GameFileError {}

impl From<SaveError> for GameFileError {
    fn from(e: SaveError) -> GameFileError {
        GameFileError::Dhayam(e)
    }
}

impl GameFile {
    pub fn kind(&self) -> GameKind {
        match self {
            GameFile::Dhayam(_) => GameKind::Dhayam,
            GameFile::Makruk(_) => GameKind::Makruk,
        }
    }

    /// Whether the game is under way: it has moves and has not ended (worth resuming).
    pub fn unfinished(&self) -> bool {
        match self {
            GameFile::Dhayam(g) => {
                !g.record.plies.is_empty() && g.record.position().is_ok_and(|p| !p.is_over())
            }
            GameFile::Makruk(g) => {
                !g.game.is_empty() && g.game.outcome().is_none() && g.ending.is_none()
            }
        }
    }

    fn stamp(&mut self) {
        let now = dhayam_save::rfc3339(SystemTime::now());
        match self {
            GameFile::Dhayam(g) => g.modified = now,
            GameFile::Makruk(g) => g.modified = now,
        }
    }

    /// The file's text.
    pub fn to_json(&self) -> Result<String, GameFileError> {
        match self {
            GameFile::Dhayam(g) => Ok(dhayam_save::to_json(g)?),
            GameFile::Makruk(g) => Ok(g.to_json(&format!("dhayam {}", env!("CARGO_PKG_VERSION")))),
        }
    }
}

/// Reads a game from a file's bytes, trusting nothing in them.
pub fn from_bytes(bytes: &[u8]) -> Result<GameFile, GameFileError> {
    let text = envelope::text(bytes, dhayam_save::MAX_BYTES as u64).map_err(SaveError::from)?;
    // Only Makruk's tag is looked for here; anything else is Dhayam's to read or refuse.
    let header = envelope::json_header(text).map_err(SaveError::json)?;
    if header.format.as_deref() == Some(makruk_save::FORMAT) {
        return SavedMakruk::from_json(text)
            .map(GameFile::Makruk)
            .map_err(GameFileError::Makruk);
    }
    Ok(GameFile::Dhayam(dhayam_save::from_bytes(bytes)?))
}

/// Reads a game file, refusing an oversized one before reading it whole.
pub fn load(path: &Path) -> Result<GameFile, GameFileError> {
    let bytes = envelope::read(path, dhayam_save::MAX_BYTES as u64).map_err(SaveError::from)?;
    from_bytes(&bytes)
}

/// The autosave read at start: the game in it, or when it is damaged the game in its
/// backup together with what was wrong with the autosave (so the player is told).
pub struct Autosave {
    pub game: Option<GameFile>,
    /// Why the autosave itself could not be read when its backup was used.
    pub damaged: Option<GameFileError>,
}

/// Reads the autosave at `path`, else its backup (`<path>.bak`).
pub fn load_autosave(path: &Path) -> Autosave {
    let backup = envelope::backup_path(path);
    let damaged = match path.exists().then(|| load(path)) {
        Some(Ok(game)) => {
            return Autosave {
                game: Some(game),
                damaged: None,
            };
        }
        Some(Err(e)) => Some(e),
        None => None,
    };
    let game = backup.exists().then(|| load(&backup).ok()).flatten();
    Autosave {
        damaged: damaged.filter(|_| game.is_some()),
        game,
    }
}

/// Saves a game to `path` (atomically), stamping its modification time.
pub fn save(game: &mut GameFile, path: &Path) -> Result<(), GameFileError> {
    game.stamp();
    let text = game.to_json()?;
    envelope::write_atomically(path, text.as_bytes()).map_err(SaveError::from)?;
    Ok(())
}

/// Saves the autosave, keeping the one it replaces as `<path>.bak`.
pub fn autosave(game: &mut GameFile, path: &Path) -> Result<(), GameFileError> {
    game.stamp();
    let text = game.to_json()?;
    envelope::write_with_backup(path, text.as_bytes()).map_err(SaveError::from)?;
    Ok(())
}

/// Reads an autosave, or its backup when the autosave itself is damaged or missing.
pub fn read_autosave(path: &Path) -> Option<GameFile> {
    [path.to_path_buf(), envelope::backup_path(path)]
        .iter()
        .filter(|p| p.exists())
        .find_map(|p| load(p).ok())
}

/// Moves the single autosave of earlier releases (`legacy`, and its backup) to the place
/// of the game it holds (`place_of`), unless that game has an autosave of its own already
/// (then the old file is newer than nothing and older than that: it is left where it is,
/// unread). Returns the game moved. A file that reads as no game stays where it is.
pub fn migrate_autosave(
    legacy: &Path,
    place_of: impl Fn(GameKind) -> std::path::PathBuf,
) -> Option<GameKind> {
    let kind = read_autosave(legacy)?.kind();
    let place = place_of(kind);
    if place.exists() {
        return None;
    }
    let backup = envelope::backup_path(legacy);
    if legacy.exists() {
        std::fs::rename(legacy, &place).ok()?;
        if backup.exists() {
            let _ = std::fs::rename(&backup, envelope::backup_path(&place));
        }
    } else {
        // Only the backup read: it becomes the game's autosave.
        std::fs::rename(&backup, &place).ok()?;
    }
    Some(kind)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::{ByColor, CountingMode, Game, Position};
    use crate::makruk::save::Player;

    fn makruk_game() -> SavedMakruk {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        for uci in ["e3e4", "d6d5"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let player = |name: &str| Player {
            name: name.into(),
            computer: None,
        };
        SavedMakruk {
            game,
            players: ByColor {
                white: player("Somchai"),
                black: player("Malee"),
            },
            counts: Vec::new(),
            ending: None,
            clock: None,
            created: "2026-12-01T10:00:00Z".into(),
            modified: String::new(),
        }
    }

    #[test]
    fn a_makruk_file_comes_back_as_makruk_and_anything_else_goes_to_dhayam() {
        let mut file = GameFile::Makruk(makruk_game());
        let text = file.to_json().unwrap();
        let back = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(back.kind(), GameKind::Makruk);
        assert!(back.unfinished());
        // A resigned game is over, though its rules did not end it.
        if let GameFile::Makruk(g) = &mut file {
            g.ending = Some(crate::makruk::ending::Ending::DrawAgreed);
        }
        assert!(!file.unfinished());
        file.stamp();
        assert!(matches!(
            from_bytes(br#"{"format": "chess", "version": 1}"#),
            Err(GameFileError::Dhayam(SaveError::NotDhayam))
        ));
        assert!(matches!(
            from_bytes(br#"{"format": "makruk", "version": 99}"#),
            Err(GameFileError::Makruk(MakrukSaveError::NewerVersion {
                found: 99
            }))
        ));
        assert!(matches!(
            from_bytes(&[0xff, 0x00]),
            Err(GameFileError::Dhayam(SaveError::NotText))
        ));
    }

    #[test]
    fn an_old_single_autosave_moves_to_its_games_place_with_its_backup() {
        let dir = std::env::temp_dir().join(format!("dhayam-migrate-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let legacy = dir.join("autosave.dhayam");
        let place = |kind: GameKind| dir.join(format!("autosave-{kind:?}.dhayam"));
        let mut file = GameFile::Makruk(makruk_game());
        autosave(&mut file, &legacy).unwrap();
        autosave(&mut file, &legacy).unwrap();
        assert!(envelope::backup_path(&legacy).exists());
        assert_eq!(migrate_autosave(&legacy, place), Some(GameKind::Makruk));
        assert!(!legacy.exists() && !envelope::backup_path(&legacy).exists());
        let moved = read_autosave(&place(GameKind::Makruk)).expect("moved and readable");
        assert_eq!(moved.kind(), GameKind::Makruk);
        assert!(envelope::backup_path(&place(GameKind::Makruk)).exists());
        // Nothing left to move; and a game's own autosave is never overwritten.
        assert_eq!(migrate_autosave(&legacy, place), None);
        autosave(&mut file, &legacy).unwrap();
        assert_eq!(migrate_autosave(&legacy, place), None);
        assert!(legacy.exists(), "left alone beside the newer one");
        // A damaged autosave whose backup reads: the backup moves.
        std::fs::remove_file(place(GameKind::Makruk)).unwrap();
        autosave(&mut file, &legacy).unwrap();
        std::fs::write(&legacy, b"{ not a game").unwrap();
        assert_eq!(migrate_autosave(&legacy, place), Some(GameKind::Makruk));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_damaged_autosave_is_resumed_from_its_backup_and_says_so() {
        let dir = std::env::temp_dir().join(format!("dhayam-autosave-bak-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("autosave.dhayam");
        let mut file = GameFile::Makruk(makruk_game());
        autosave(&mut file, &path).unwrap();
        autosave(&mut file, &path).unwrap();
        let good = load_autosave(&path);
        assert!(good.game.is_some() && good.damaged.is_none());
        std::fs::write(&path, b"{ torn").unwrap();
        let resumed = load_autosave(&path);
        assert_eq!(resumed.game.map(|g| g.kind()), Some(GameKind::Makruk));
        assert!(resumed.damaged.is_some());
        // Nothing readable at all: nothing to resume, and nothing to say here.
        std::fs::write(envelope::backup_path(&path), b"{ torn too").unwrap();
        let none = load_autosave(&path);
        assert!(none.game.is_none() && none.damaged.is_none());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
