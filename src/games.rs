//! The list of games: the one place outside each game that names a game's types. A third
//! game adds its variant to each enum here and its section to each file's struct; the
//! compiler then points at every `match` that must handle it, all of them here and in
//! `games/`: the shell matches on no game.
//!
//! - [`ActiveGame`]: the game on the table, and the table's methods dispatched to it;
//!   [`GameCommand`], its commands (with the `gui` feature).
//! - [`GameKind`]: which games there are, the chooser's order of them, and each game's
//!   words and picture for the window.
//! - [`GameFile`]: which game a `.dhayam` file holds, read by that game's loader (the
//!   envelope is `store::game_file`'s); PGN import for the game that reads PGN.
//! - [`Settings`]: `settings.toml`, the window's section and one per game, and each
//!   game's part of the settings screen.
//! - [`Statistics`]: `statistics.json`, each game's counts, and each game's part of the
//!   statistics screen.
//! - [`Start`]: where the window starts, for screenshots.
//! - `tables`: each game's table at a distance, for the online protocol (the host, a
//!   guest and a table set up with every game the app knows).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::dhayam;
use crate::dhayam::play::fairness::ThrowCounts;
use crate::dhayam::save::{SaveError, SavedGame};
use crate::dhayam::statistics::{DhayamGame, DhayamPlayer};
use crate::makruk;
use crate::makruk::save::{MakrukSaveError, SavedMakruk};
use crate::makruk::statistics::{MakrukGame, MakrukRow};
use crate::store::envelope::{self, EnvelopeError};
use crate::store::game_file::Payload;
use crate::store::settings::{SettingsFile, SettingsNotice};
use crate::store::statistics::{self, StatisticsFile};

#[cfg(feature = "gui")]
mod active;
mod kind;
#[cfg(feature = "gui")]
mod online;
pub mod practice;
mod start;
mod tables;
#[cfg(test)]
mod tests;

#[cfg(feature = "gui")]
pub use active::{ActiveGame, ForWindow, GameCommand, Snapshot};
pub use kind::GameKind;
#[cfg(feature = "gui")]
pub use online::{DistanceError, DistantSeat, Here, SetupNote};
pub use start::{Start, WindowArgs};
pub use tables::set_up_table;

/// Each game's words for the window: its name and line on the chooser's card, and the
/// button that resumes it.
#[cfg(feature = "gui")]
impl GameKind {
    pub fn name(self) -> String {
        match self {
            GameKind::Dhayam => dhayam::ui::text::game_name(),
            GameKind::Makruk => makruk::ui::text::game_name(),
        }
    }

    pub fn line(self) -> String {
        match self {
            GameKind::Dhayam => dhayam::ui::text::game_line(),
            GameKind::Makruk => makruk::ui::text::game_line(),
        }
    }

    /// The small picture on the game's card in the chooser, in `rect`.
    pub fn paint_picture(self, painter: &egui::Painter, rect: egui::Rect) {
        match self {
            GameKind::Dhayam => dhayam::ui::card::picture(painter, rect),
            GameKind::Makruk => makruk::ui::card::picture(painter, rect),
        }
    }

    /// "Resume Makruk": the button that resumes this game when two games wait.
    pub fn resume(self) -> String {
        match self {
            GameKind::Dhayam => dhayam::ui::text::resume(),
            GameKind::Makruk => makruk::ui::text::resume(),
        }
    }
}

/// A game as its file holds it. The envelope's `format` field names the game
/// (`"dhayam"` or `"makruk"`), and each game reads and checks its own payload. Dhayam's
/// files are written exactly as before there was a second game.
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

/// A file error the window tells in its own words, whichever game's file it was: the
/// disk's, a file cut short, a file that is no JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlainFileError<'a> {
    Io {
        kind: std::io::ErrorKind,
        message: &'a str,
    },
    EndsEarly(&'a str),
    Damaged(&'a str),
}

impl GameFileError {
    /// The error as the window tells it, when it is not the game's to word.
    pub fn plain(&self) -> Option<PlainFileError<'_>> {
        match self {
            GameFileError::Dhayam(SaveError::Io { message, kind, .. }) => {
                Some(PlainFileError::Io {
                    kind: *kind,
                    message,
                })
            }
            GameFileError::Dhayam(SaveError::Truncated(m)) => Some(PlainFileError::EndsEarly(m)),
            GameFileError::Dhayam(SaveError::Syntax(m)) => Some(PlainFileError::Damaged(m)),
            GameFileError::Dhayam(_) | GameFileError::Makruk(_) => None,
        }
    }

    /// The error in the words of the game whose file it was.
    #[cfg(feature = "gui")]
    pub fn words(&self) -> String {
        match self {
            GameFileError::Dhayam(e) => dhayam::ui::text::save_error(e),
            // Makruk's reasons are also said within a line ("bad FEN: …"): here alone.
            GameFileError::Makruk(e) => crate::i18n::sentence(&makruk::ui::text::save_error(e)),
        }
    }
}

impl From<SaveError> for GameFileError {
    fn from(e: SaveError) -> GameFileError {
        GameFileError::Dhayam(e)
    }
}

/// The disk's errors, and a file too large or not text, before any game is known: told
/// as Dhayam's loader tells them (the app's files were Dhayam's first).
impl From<EnvelopeError> for GameFileError {
    fn from(e: EnvelopeError) -> GameFileError {
        GameFileError::Dhayam(SaveError::from(e))
    }
}

impl GameFile {
    /// When the game was first made (kept in each of its files).
    pub fn created(&self) -> &str {
        match self {
            GameFile::Dhayam(g) => &g.created,
            GameFile::Makruk(g) => &g.created,
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            GameFile::Dhayam(_) => GameKind::Dhayam,
            GameFile::Makruk(_) => GameKind::Makruk,
        }
    }

    /// Whether the game is under way: it has moves and has not ended (worth resuming).
    pub fn unfinished(&self) -> bool {
        match self {
            GameFile::Dhayam(g) => !g.record().plies.is_empty() && !g.game.position().is_over(),
            GameFile::Makruk(g) => {
                !g.game.is_empty() && g.game.outcome().is_none() && g.ending.is_none()
            }
        }
    }
}

/// What reads of a damaged game file: its game up to the entry before the first damaged
/// one (a ply of Dhayam, a move of Makruk), and which entry that is (issue 62, point 10).
#[derive(Clone, Debug)]
pub struct SalvagedFile {
    pub file: GameFile,
    /// The first damaged entry, counting from 1.
    pub damaged: usize,
    /// How many entries the file lists.
    pub entries: usize,
}

impl GameFile {
    /// The game of the file at `path` as far as it reads, when it was refused for one of
    /// its entries; `None` when nothing reads as a game (or the file reads whole).
    pub fn salvage(path: &std::path::Path) -> Option<SalvagedFile> {
        let bytes = envelope::read(path, Self::MAX_BYTES).ok()?;
        let text = envelope::text(&bytes, Self::MAX_BYTES).ok()?;
        let header = envelope::json_header(text).ok()?;
        if header.format.as_deref() == Some(makruk::save::FORMAT) {
            return SavedMakruk::salvage(text).map(|s| SalvagedFile {
                file: GameFile::Makruk(s.game),
                damaged: s.damaged,
                entries: s.entries,
            });
        }
        dhayam::save::salvage(&bytes).map(|s| SalvagedFile {
            file: GameFile::Dhayam(s.game),
            damaged: s.damaged,
            entries: s.entries,
        })
    }
}

/// The game's line in the resume prompt: its players and how far it went.
#[cfg(feature = "gui")]
impl GameFile {
    pub fn resume_detail(&self) -> String {
        match self {
            GameFile::Dhayam(g) => dhayam::ui::saved::resume_detail(g),
            GameFile::Makruk(g) => makruk::ui::text::resume_detail(g),
        }
    }
}

impl Payload for GameFile {
    type Error = GameFileError;
    type Kind = GameKind;
    const MAX_BYTES: u64 = dhayam::save::MAX_BYTES as u64;

    fn from_bytes(bytes: &[u8]) -> Result<GameFile, GameFileError> {
        let text = envelope::text(bytes, Self::MAX_BYTES)?;
        // Only Makruk's tag is looked for here; anything else is Dhayam's to read or refuse.
        let header = envelope::json_header(text).map_err(SaveError::json)?;
        if header.format.as_deref() == Some(makruk::save::FORMAT) {
            return SavedMakruk::from_json(text)
                .map(GameFile::Makruk)
                .map_err(GameFileError::Makruk);
        }
        Ok(GameFile::Dhayam(dhayam::save::from_bytes(bytes)?))
    }

    fn to_json(&self) -> Result<String, GameFileError> {
        match self {
            GameFile::Dhayam(g) => Ok(dhayam::save::to_json(g)?),
            GameFile::Makruk(g) => Ok(g.to_json(&format!("dhayam {}", env!("CARGO_PKG_VERSION")))),
        }
    }

    fn stamp(&mut self, now: &str) {
        match self {
            GameFile::Dhayam(g) => g.modified = now.to_string(),
            GameFile::Makruk(g) => g.modified = now.to_string(),
        }
    }

    fn kind(&self) -> GameKind {
        GameFile::kind(self)
    }
}

/// Why a PGN gave no game for the table.
#[derive(Clone, Debug, PartialEq)]
pub enum PgnImportError {
    /// It does not read, in words.
    Failed(String),
    /// There is no game in it.
    NoGame,
}

/// A PGN file's text, read within the size the games' PGN readers take.
pub fn read_pgn_file(path: &std::path::Path) -> Result<String, EnvelopeError> {
    makruk::notation::exchange::read_pgn_file(path)
}

/// The first game of a PGN text (a file's, or one pasted), as the file of the game that
/// reads PGN (Makruk); `created` is when it comes into the app, `seats` who sat at each
/// colour (`ActiveGame::pgn_seats`), kept unless the PGN says who played.
#[cfg(feature = "gui")]
pub fn import_pgn(
    text: &str,
    created: &str,
    seats: makruk::rules::ByColor<Option<makruk::ai::Level>>,
) -> Result<GameFile, PgnImportError> {
    use makruk::notation::exchange::ImportError;
    match makruk::notation::exchange::import(text, created, seats) {
        Ok(saved) => Ok(GameFile::Makruk(saved)),
        Err(ImportError::Pgn(e)) => Err(PgnImportError::Failed(makruk::ui::text::pgn_error(&e))),
        Err(ImportError::Game(e)) => Err(PgnImportError::Failed(e.to_string())),
        Err(ImportError::NoGame) => Err(PgnImportError::NoGame),
    }
}

/// The PGN dialogs' words, the game's that reads PGN: their titles, and File ▸ Paste
/// PGN's line (paste with `keys`).
#[cfg(feature = "gui")]
pub fn pgn_import_title() -> String {
    makruk::ui::text::pgn_import_title()
}

#[cfg(feature = "gui")]
pub fn pgn_export_title() -> String {
    makruk::ui::text::pgn_export_title()
}

#[cfg(feature = "gui")]
pub fn pgn_paste_hint(keys: &str) -> String {
    makruk::ui::text::pgn_paste_hint(keys)
}

impl GameKind {
    /// Whether the game is written and read as PGN (the file menu's PGN entries).
    pub fn has_pgn(self) -> bool {
        match self {
            GameKind::Dhayam => false,
            GameKind::Makruk => true,
        }
    }

    /// The name an exported PGN is offered under, without its extension.
    pub fn pgn_file_stem(self) -> &'static str {
        match self {
            GameKind::Dhayam => "dhayam-game",
            GameKind::Makruk => "makruk-game",
        }
    }
}

/// The window's section of the settings file, knowing the games by their kind.
pub type WindowSettings = crate::store::settings::WindowSettings<GameKind>;

/// Everything in `settings.toml`: one typed representation, a section per part of the
/// app. Each section is kept by the part it belongs to while the app runs (the window's
/// by the shell, each game's by that game while it is on the table, by the shell while it
/// is not) and written here whenever one of them changes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub window: WindowSettings,
    pub dhayam: dhayam::settings::Settings,
    pub makruk: makruk::settings::Settings,
}

/// Each game's part of the settings screen, under the window's, each under its game's
/// name: `first`'s (the game on the table) leads, the other follows. Dhayam's: its looks
/// and play aids, the next game's seats, its house rules; Makruk's: its looks.
#[cfg(feature = "gui")]
pub fn settings_sections(ui: &mut egui::Ui, settings: &mut Settings, first: GameKind) {
    for kind in GameKind::last_first(Some(first)) {
        match kind {
            GameKind::Dhayam => dhayam::ui::settings_section::show(ui, &mut settings.dhayam),
            // Its own id space, so its boxes never share an id with Dhayam's.
            GameKind::Makruk => {
                ui.push_id("makruk", |ui| {
                    makruk::ui::settings_section::show(ui, &mut settings.makruk)
                });
            }
        }
        ui.add_space(10.0);
    }
}

impl SettingsFile for Settings {
    /// Release 0.1.0 wrote the window's keys and Dhayam's at the top level.
    const MOVED_KEYS: &'static [(&'static str, &'static str, &'static str)] = &[
        ("language", "window", "language"),
        ("window_width", "window", "width"),
        ("window_height", "window", "height"),
        ("recent_files", "window", "recent_files"),
        ("names", "dhayam", "names"),
        ("players", "dhayam", "players"),
        ("rules", "dhayam", "rules"),
        ("animation", "dhayam", "animation"),
        ("fast_forward", "dhayam", "fast_forward"),
        ("auto_move", "dhayam", "auto_move"),
        ("practice", "dhayam", "practice"),
        ("win_chances", "dhayam", "win_chances"),
        ("tutorial_done", "dhayam", "tutorial_done"),
    ];

    fn clamp(&mut self, notices: &mut Vec<SettingsNotice>) {
        self.window.clamp(notices);
    }
}

/// Everything counted so far (`statistics.json`). The keys are the file's since its
/// first version: Dhayam's players, then its dice's counts, then Makruk's players.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    pub version: u32,
    /// Dhayam, by player name.
    pub dhayam: BTreeMap<String, DhayamPlayer>,
    /// Every throw of the app's seeded dice in finished games, by value (1, 2, 3, 4, 5,
    /// 6, 12).
    pub app_dice: ThrowCounts,
    /// Every throw of the players' own dice, entered by hand.
    pub own_dice: ThrowCounts,
    /// The same for games thrown with six cowries (V1): the app's, and the players' own.
    pub app_shells: ThrowCounts,
    pub own_shells: ThrowCounts,
    /// And with four cowries (V2), values 1, 2, 3, 4, 8 in the first five places.
    pub app_four_shells: ThrowCounts,
    pub own_four_shells: ThrowCounts,
    /// Makruk, by player name: a row per colour and opponent.
    pub makruk: BTreeMap<String, Vec<MakrukRow>>,
    /// Each player's own exercises of both games, by name (issue 66); files from before
    /// have none, and an entry that does not read is left out.
    #[serde(deserialize_with = "practice::lenient")]
    pub exercises: practice::Exercises,
}

impl Statistics {
    /// Counts a finished Dhayam game. A record that does not replay, or a game not over,
    /// counts nothing.
    pub fn add_dhayam(&mut self, game: &DhayamGame<'_>) {
        dhayam::statistics::Counts {
            players: &mut self.dhayam,
            app_dice: &mut self.app_dice,
            own_dice: &mut self.own_dice,
            app_shells: &mut self.app_shells,
            own_shells: &mut self.own_shells,
            app_four_shells: &mut self.app_four_shells,
            own_four_shells: &mut self.own_four_shells,
        }
        .add(game);
    }

    /// Counts a finished Makruk game for each person in it.
    pub fn add_makruk(&mut self, game: &MakrukGame<'_>) {
        makruk::statistics::add(&mut self.makruk, game);
    }

    pub fn is_empty(&self) -> bool {
        self.dhayam.is_empty()
            && self.makruk.is_empty()
            && [self.app_dice, self.app_shells, self.app_four_shells]
                .iter()
                .all(|counts| counts.iter().all(|c| *c == 0))
    }
}

/// Each game's part of the statistics screen, in the file's order (Dhayam's players and
/// dice, then Makruk's players); a game with nothing counted shows nothing.
#[cfg(feature = "gui")]
pub fn statistics_sections(ui: &mut egui::Ui, stats: &Statistics) {
    dhayam::ui::statistics::show(
        ui,
        &stats.dhayam,
        &dhayam::ui::statistics::Tallies {
            app_dice: &stats.app_dice,
            own_dice: &stats.own_dice,
            app_shells: &stats.app_shells,
            own_shells: &stats.own_shells,
            app_four_shells: &stats.app_four_shells,
            own_four_shells: &stats.own_four_shells,
        },
    );
    if !stats.makruk.is_empty() {
        makruk::ui::statistics::show(ui, &stats.makruk);
    }
}

impl StatisticsFile for Statistics {
    fn version(&self) -> u32 {
        self.version
    }

    fn set_version(&mut self, version: u32) {
        self.version = version;
    }

    fn bound_names(&mut self) {
        statistics::bound_keys(&mut self.dhayam);
        statistics::bound_keys(&mut self.makruk);
        statistics::bound_keys(&mut self.exercises);
    }
}
