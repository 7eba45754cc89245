//! The app's one file type, `.dhayam`, whichever game it holds: the envelope's roads to
//! and from the disk (the size limit before reading, an atomic write, the autosave's
//! backup, the single autosave of earlier releases moved to its game's place). Which game
//! a file holds and how its payload reads is the [`Payload`]'s: `crate::games` gives one
//! for the list of games, so the store names none.

use std::path::{Path, PathBuf};

use crate::platform::files;
use crate::platform::{SystemTime, UNIX_EPOCH};

use super::envelope::{self, EnvelopeError};

/// What a game file carries: a payload that reads itself from the file's bytes and writes
/// itself as the file's text. The store brings the bytes and takes the text.
pub trait Payload: Sized {
    /// Why a file could not be read or written: the payload's own reasons, and the
    /// envelope's (the disk, the size limit, text that is not UTF-8).
    type Error: From<EnvelopeError>;
    /// Which game a file holds (the autosave of each lives in its own place).
    type Kind: Copy;
    /// Files above this size are refused before they are read whole.
    const MAX_BYTES: u64;

    /// Reads a game from a file's bytes, trusting nothing in them.
    fn from_bytes(bytes: &[u8]) -> Result<Self, Self::Error>;
    /// The file's text.
    fn to_json(&self) -> Result<String, Self::Error>;
    /// Marks the game as modified at `now` (an RFC 3339 time, [`rfc3339`]).
    fn stamp(&mut self, now: &str);
    fn kind(&self) -> Self::Kind;

    /// Reads a game file, refusing an oversized one before reading it whole.
    fn load(path: &Path) -> Result<Self, Self::Error> {
        let bytes = envelope::read(path, Self::MAX_BYTES)?;
        Self::from_bytes(&bytes)
    }

    /// Saves a game to `path` (atomically), stamping its modification time.
    fn save(&mut self, path: &Path) -> Result<(), Self::Error> {
        self.stamp(&rfc3339(SystemTime::now()));
        let text = self.to_json()?;
        envelope::write_atomically(path, text.as_bytes())?;
        Ok(())
    }

    /// Saves the autosave, keeping the one it replaces as `<path>.bak`.
    fn autosave(&mut self, path: &Path) -> Result<(), Self::Error> {
        self.stamp(&rfc3339(SystemTime::now()));
        let text = self.to_json()?;
        envelope::write_with_backup(path, text.as_bytes())?;
        Ok(())
    }

    /// Reads the autosave at `path`, else its backup (`<path>.bak`).
    fn load_autosave(path: &Path) -> Autosave<Self> {
        let backup = envelope::backup_path(path);
        let damaged = match there(path).then(|| Self::load(path)) {
            Some(Ok(game)) => {
                return Autosave {
                    game: Some(game),
                    damaged: None,
                };
            }
            Some(Err(e)) => Some(e),
            None => None,
        };
        let game = there(&backup).then(|| Self::load(&backup).ok()).flatten();
        Autosave {
            damaged: damaged.filter(|_| game.is_some()),
            game,
        }
    }

    /// Reads an autosave, or its backup when the autosave itself is damaged or missing.
    fn read_autosave(path: &Path) -> Option<Self> {
        [path.to_path_buf(), envelope::backup_path(path)]
            .iter()
            .filter(|p| there(p))
            .find_map(|p| Self::load(p).ok())
    }

    /// Moves the single autosave of earlier releases (`legacy`, and its backup) to the
    /// place of the game it holds (`place_of`), unless that game has an autosave of its
    /// own already (then the old file is newer than nothing and older than that: it is
    /// left where it is, unread). Returns the game moved. A file that reads as no game
    /// stays where it is.
    fn migrate_autosave(
        legacy: &Path,
        place_of: impl Fn(Self::Kind) -> PathBuf,
    ) -> Option<Self::Kind> {
        let kind = Self::read_autosave(legacy)?.kind();
        let place = place_of(kind);
        if there(&place) {
            return None;
        }
        let backup = envelope::backup_path(legacy);
        if there(legacy) {
            files::rename(legacy, &place).ok()?;
            if there(&backup) {
                let _ = files::rename(&backup, &envelope::backup_path(&place));
            }
        } else {
            // Only the backup read: it becomes the game's autosave.
            files::rename(&backup, &place).ok()?;
        }
        Some(kind)
    }
}

/// The autosave read at start: the game in it, or when it is damaged the game in its
/// backup together with what was wrong with the autosave (so the player is told).
pub struct Autosave<P: Payload> {
    pub game: Option<P>,
    /// Why the autosave itself could not be read when its backup was used.
    pub damaged: Option<P::Error>,
}

/// A UTC time as RFC 3339 (`2026-11-30T12:00:00Z`), without a date library: the times
/// a game file keeps (when it was made and last saved).
pub fn rfc3339(time: SystemTime) -> String {
    let secs = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's days-to-civil algorithm.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// Whether a file is there (as `Path::exists`, through the platform's files: in a
/// browser, the page's storage).
fn there(path: &Path) -> bool {
    files::exists(path).unwrap_or(false)
}
