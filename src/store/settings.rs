//! What the player chose, kept in `settings.toml` in the platform's config folder: a
//! `[window]` section and one per game (the file's sections are named in `crate::games`,
//! which gives the [`SettingsFile`]; the window's own section is here).
//!
//! Every field has a default (`#[serde(default)]`), so old and partial files load; files
//! written before the sections load too (their keys are moved into place). A value
//! that does not decode falls back to its default with a notice; a file that is not TOML
//! at all is moved aside (`settings.toml.bad-<time>`) with a notice, and the defaults are
//! used. The app always starts.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::envelope::{self, EnvelopeError};
use crate::i18n::Lang;
use crate::platform::files;

/// Settings files above this size are not read.
const MAX_BYTES: u64 = 256 * 1024;
/// Recent files remembered.
pub const MAX_RECENT: usize = 8;
/// Monitors whose window size and place are remembered.
pub const MAX_PLACES: usize = 8;

/// The window's own settings: `[window]`. `K` names the games (`crate::games::GameKind`):
/// the store keeps the one played last without knowing which games there are.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    default,
    bound(serialize = "K: Serialize", deserialize = "K: Deserialize<'de>")
)]
pub struct WindowSettings<K> {
    /// The language the window speaks; `None` (written `""`) for the system's language.
    #[serde(
        serialize_with = "language_tag::serialize",
        deserialize_with = "language_tag::deserialize"
    )]
    pub language: Option<Lang>,
    /// Window size in points, remembered between runs (the last size on any monitor; the
    /// window opens at it until it knows its monitor, and Settings changes it).
    pub width: f32,
    pub height: f32,
    pub recent_files: Vec<PathBuf>,
    /// The game played last, on the table when the app starts; `None` (written `""`)
    /// before any: on a first run no game is marked as played last.
    #[serde(with = "game_name")]
    pub last_game: Option<K>,
    /// The sounds' volume, 0 to 1, and whether they are muted (M).
    pub sound_volume: f32,
    pub sound_muted: bool,
    /// The size of everything, 0.75 to 2 (Ctrl +, Ctrl −, Ctrl 0, and Settings).
    pub ui_scale: f32,
    /// The window's colours: `standard` or `high-contrast`.
    pub contrast: Contrast,
    /// Whether pieces glide and dice tumble: `system` (as the system's accessibility
    /// setting says), `full` or `reduced` (everything moves at once).
    pub motion: Motion,
    /// Online play's relays: "" for n0's public ones, "none", or the player's own relay
    /// server's http(s) address (`online::relay::Relays`).
    pub online_relay: String,
    /// Where the web edition is served, for the lobby's "Copy link" and QR code
    /// (`<page>#join=<invitation>`, `online::web_link`): "" when no page is known, and the
    /// lobby then says so instead of offering a link that leads nowhere.
    pub web_page: String,
    /// The size and place the player gave the window on each monitor, the latest first
    /// (last: TOML writes a list of tables after the plain values).
    pub places: Vec<WindowPlace>,
}

impl<K> Default for WindowSettings<K> {
    fn default() -> WindowSettings<K> {
        WindowSettings {
            language: None,
            width: 1280.0,
            height: 800.0,
            recent_files: Vec::new(),
            last_game: None,
            sound_volume: 0.7,
            ui_scale: 1.0,
            contrast: Contrast::Standard,
            motion: Motion::System,
            online_relay: String::new(),
            web_page: String::new(),
            sound_muted: false,
            places: Vec::new(),
        }
    }
}

/// How the window is drawn (`widgets::theme`): its usual colours, or high contrast for
/// players with low vision (text at least 7:1 against what lies behind it, pieces and
/// pawns at least 3:1 against their squares; tested with the theme and each board).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Contrast {
    #[default]
    Standard,
    High,
}

/// Whether pieces glide and dice tumble (`widgets::motion`): the player's choice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Motion {
    /// As the system's accessibility setting says (full where it says nothing).
    #[default]
    System,
    Full,
    Reduced,
}

impl Motion {
    pub const ALL: [Motion; 3] = [Motion::System, Motion::Full, Motion::Reduced];
}

/// The window's size and place on one monitor: `[[window.places]]`.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowPlace {
    /// The monitor, known by its size in points: `1920x1080` (neither winit nor eframe
    /// names monitors to the app).
    pub monitor: String,
    /// The inner size in points while not maximised.
    pub width: f32,
    pub height: f32,
    /// The outer top-left corner in points, where the system tells it (not on Wayland).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<[f32; 2]>,
    pub maximized: bool,
}

/// A language as its tag (`ta`), the empty string for the system's language.
mod language_tag {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::i18n::Lang;

    pub fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(lang.map_or("", Lang::tag))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let tag = String::deserialize(d)?;
        if tag.trim().is_empty() {
            return Ok(None);
        }
        Lang::from_tag(&tag)
            .map(Some)
            .ok_or_else(|| D::Error::custom(format!("'{tag}' is not a language this app speaks")))
    }
}

/// A game as its name (`makruk`), the empty string for none yet.
mod game_name {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer, K: Serialize>(
        game: &Option<K>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match game {
            Some(kind) => kind.serialize(s),
            None => s.serialize_str(""),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>, K: Deserialize<'de>>(
        d: D,
    ) -> Result<Option<K>, D::Error> {
        let name = String::deserialize(d)?;
        if name.trim().is_empty() {
            return Ok(None);
        }
        K::deserialize(serde::de::value::StrDeserializer::<D::Error>::new(&name)).map(Some)
    }
}

/// Something the player should be told about the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsNotice {
    /// The file could not be read; defaults are in use and the file is left alone.
    Unreadable { path: PathBuf, message: String },
    /// The file was not settings at all; it was moved aside and defaults are in use.
    MovedAside { to: PathBuf, reason: String },
    /// One setting had a wrong value and went back to its default.
    ValueReset { key: String },
    /// A setting this version does not know was ignored.
    UnknownKey { key: String },
    /// The file had settings this version ignores or resets (a newer version's, say):
    /// it was copied here as it was before anything is written over it.
    KeptCopy { to: PathBuf },
}

impl fmt::Display for SettingsNotice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsNotice::Unreadable { path, message } => {
                write!(
                    f,
                    "could not read {}: {message}; using default settings",
                    path.display()
                )
            }
            SettingsNotice::MovedAside { to, reason } => write!(
                f,
                "the settings file was damaged ({reason}); it was kept as {} and default settings are in use",
                to.display()
            ),
            SettingsNotice::ValueReset { key } => {
                write!(f, "the setting '{key}' had a wrong value and was reset")
            }
            SettingsNotice::UnknownKey { key } => {
                write!(f, "the setting '{key}' is unknown and was ignored")
            }
            SettingsNotice::KeptCopy { to } => {
                write!(f, "the settings file as it was is kept as {}", to.display())
            }
        }
    }
}

/// Why settings text could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotSettings(pub String);

/// A settings file: sections of values, each with its default, read key by key. The
/// list of games gives the one the app keeps (`crate::games::Settings`).
pub trait SettingsFile: Serialize + DeserializeOwned + Default {
    /// The keys of settings files written before the sections (each at the top level),
    /// and where each lives now: `(old key, section, key)`.
    const MOVED_KEYS: &'static [(&'static str, &'static str, &'static str)];

    /// Numbers that decode but cannot be meant, brought into range with a notice.
    fn clamp(&mut self, notices: &mut Vec<SettingsNotice>);

    /// Reads settings text, keeping every value that decodes. Files written before the
    /// sections (every key at the top level) are read too: each old key is taken into
    /// its section. A notice names a key as the file writes it.
    fn from_toml(text: &str) -> Result<(Self, Vec<SettingsNotice>), NotSettings> {
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            NotSettings(e.message().lines().next().unwrap_or("not TOML").to_string())
        })?;
        let defaults = toml::Table::try_from(Self::default()).expect("defaults serialize");
        let mut accepted = defaults.clone();
        let mut notices = Vec::new();
        for (key, value) in table {
            if let Some((_, section, new_key)) =
                Self::MOVED_KEYS.iter().find(|(old, ..)| *old == key)
            {
                try_value::<Self>(&mut accepted, &mut notices, (section, new_key), value, key);
            } else if defaults.contains_key(&key) {
                match value {
                    toml::Value::Table(values) => {
                        for (k, v) in values {
                            let label = format!("{key}.{k}");
                            let at = (key.as_str(), k.as_str());
                            try_value::<Self>(&mut accepted, &mut notices, at, v, label);
                        }
                    }
                    _ => notices.push(SettingsNotice::ValueReset { key }),
                }
            } else {
                notices.push(SettingsNotice::UnknownKey { key });
            }
        }
        let mut settings = accepted.try_into::<Self>().unwrap_or_default();
        settings.clamp(&mut notices);
        Ok((settings, notices))
    }

    fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }

    /// Loads settings from `path`; never fails. A damaged file is moved aside.
    fn load(path: &Path) -> (Self, Vec<SettingsNotice>) {
        load(path)
    }

    /// Writes settings atomically.
    fn store(&self, path: &Path) -> Result<(), EnvelopeError> {
        envelope::write_atomically(path, self.to_toml().as_bytes())
    }
}

impl<K> WindowSettings<K> {
    /// Remembers a file as the most recent, keeping the list short and without repeats.
    pub fn add_recent(&mut self, path: &Path) {
        self.recent_files.retain(|p| p != path);
        self.recent_files.insert(0, path.to_path_buf());
        self.recent_files.truncate(MAX_RECENT);
    }

    /// Numbers that decode but cannot be meant (`sound_volume = 1e308` reads as infinity,
    /// and would be written back so): brought into range, with a notice.
    pub fn clamp(&mut self, notices: &mut Vec<SettingsNotice>) {
        let defaults = WindowSettings::<K>::default();
        let w = self;
        if !(0.0..=1.0).contains(&w.sound_volume) {
            w.sound_volume = if w.sound_volume.is_nan() {
                defaults.sound_volume
            } else {
                w.sound_volume.clamp(0.0, 1.0)
            };
            notices.push(SettingsNotice::ValueReset {
                key: "window.sound_volume".into(),
            });
        }
        if w.online_relay
            .parse::<crate::online::relay::Relays>()
            .is_err()
        {
            w.online_relay = defaults.online_relay.clone();
            notices.push(SettingsNotice::ValueReset {
                key: "window.online_relay".into(),
            });
        }
        if !w.web_page.trim().is_empty()
            && w.web_page
                .parse::<crate::online::web_link::WebPage>()
                .is_err()
        {
            w.web_page = defaults.web_page.clone();
            notices.push(SettingsNotice::ValueReset {
                key: "window.web_page".into(),
            });
        }
        for (value, default, key) in [
            (&mut w.width, defaults.width, "window.width"),
            (&mut w.height, defaults.height, "window.height"),
        ] {
            if !value.is_finite() || *value <= 0.0 {
                *value = default;
                notices.push(SettingsNotice::ValueReset { key: key.into() });
            }
        }
    }
}

/// Tries one value at `section.key` of the settings accepted so far, keeping it if the
/// whole still decodes; otherwise the player is told, naming the key as `label`. A key is
/// known when the settings, decoded with it and written again, hold it: the defaults'
/// TOML alone lacks every key whose default is none (a Makruk clock), which was then
/// taken for unknown and lost at every start.
fn try_value<S: SettingsFile>(
    accepted: &mut toml::Table,
    notices: &mut Vec<SettingsNotice>,
    (section, key): (&str, &str),
    value: toml::Value,
    label: String,
) {
    let mut trial = accepted.clone();
    if let Some(toml::Value::Table(t)) = trial.get_mut(section) {
        t.insert(key.to_string(), value);
    }
    // serde passes over a key it does not know, so a value that fails to decode is a
    // known key's.
    let Ok(decoded) = trial.clone().try_into::<S>() else {
        notices.push(SettingsNotice::ValueReset { key: label });
        return;
    };
    let kept = toml::Table::try_from(decoded).is_ok_and(|written| {
        written
            .get(section)
            .and_then(|s| s.as_table())
            .is_some_and(|s| s.contains_key(key))
    });
    if kept {
        *accepted = trial;
    } else {
        notices.push(SettingsNotice::UnknownKey { key: label });
    }
}

/// Loads settings from `path`; never fails. A damaged file is moved aside.
fn load<S: SettingsFile>(path: &Path) -> (S, Vec<SettingsNotice>) {
    let unreadable = |message: String| {
        (
            S::default(),
            vec![SettingsNotice::Unreadable {
                path: path.to_path_buf(),
                message,
            }],
        )
    };
    match files::exists(path) {
        Ok(false) => return (S::default(), Vec::new()),
        Err(e) => return unreadable(e.to_string()),
        Ok(true) => {}
    }
    let text = match envelope::read(path, MAX_BYTES) {
        Ok(bytes) => envelope::text(&bytes, MAX_BYTES)
            .map(str::to_string)
            .map_err(|e| NotSettings(e.to_string())),
        Err(e @ EnvelopeError::TooLarge { .. }) => Err(NotSettings(e.to_string())),
        Err(EnvelopeError::Io { message, .. }) => return unreadable(message),
        Err(e) => return unreadable(e.to_string()),
    };
    let original = text.clone();
    match text.and_then(|t| S::from_toml(&t)) {
        Ok((settings, mut notices)) => {
            // What this version ignores or resets would be lost at the first write: the
            // file is kept as it was beside it, as a damaged file is.
            let lossy = notices.iter().any(|n| {
                matches!(
                    n,
                    SettingsNotice::UnknownKey { .. } | SettingsNotice::ValueReset { .. }
                )
            });
            if lossy && let Ok(original) = original {
                let aside = moved_aside_path(path);
                match envelope::write_atomically(&aside, original.as_bytes()) {
                    Ok(()) => notices.push(SettingsNotice::KeptCopy { to: aside }),
                    Err(e) => notices.push(SettingsNotice::Unreadable {
                        path: aside,
                        message: e.to_string(),
                    }),
                }
            }
            (settings, notices)
        }
        Err(NotSettings(reason)) => {
            let aside = moved_aside_path(path);
            match files::rename(path, &aside) {
                Ok(()) => (
                    S::default(),
                    vec![SettingsNotice::MovedAside { to: aside, reason }],
                ),
                Err(e) => unreadable(format!("{reason}; and it could not be moved aside: {e}")),
            }
        }
    }
}

/// Where a damaged file is kept: its name with `.bad-<seconds since 1970>`.
pub(crate) fn moved_aside_path(path: &Path) -> PathBuf {
    let secs = crate::platform::SystemTime::now()
        .duration_since(crate::platform::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bad-{secs}"));
    PathBuf::from(name)
}

/// Where settings and games live on this platform (`platform::files::roots`).
#[derive(Clone, Debug)]
pub struct Places {
    pub settings: PathBuf,
    /// The one autosave of releases before each game had its own (`autosave.dhayam`):
    /// read once at start and moved to its game's place (`Places::autosave_of`).
    pub autosave: PathBuf,
    pub games: PathBuf,
    pub statistics: PathBuf,
}

impl Places {
    /// The platform's folders, or `None` when the system has no home folder.
    pub fn platform() -> Option<Places> {
        let (config, data) = files::roots()?;
        Some(Places::under(&config, &data))
    }

    /// Folders under given roots (tests, portable installs).
    pub fn under(config: &Path, data: &Path) -> Places {
        Places {
            settings: config.join("settings.toml"),
            autosave: data.join("autosave.dhayam"),
            games: data.join("games"),
            statistics: data.join("statistics.json"),
        }
    }

    /// The online host's key (issue 33), kept so an invitation survives a restart.
    pub fn host_key(&self) -> PathBuf {
        self.settings.with_file_name("host-key")
    }

    /// A guest's note for taking its seats back after a restart (issue 33).
    pub fn online_rejoin(&self) -> PathBuf {
        self.settings.with_file_name("online-rejoin.json")
    }

    /// The lock the running app holds on the autosaves (`store::lock`), beside them.
    pub fn autosave_lock(&self) -> PathBuf {
        self.autosave.with_file_name("autosave.lock")
    }

    /// Each game's own autosave, beside the old single one, by the game's name:
    /// `autosave-dhayam.dhayam` and `autosave-makruk.dhayam` (so pausing one game for
    /// the other loses neither).
    pub fn autosave_of(&self, game: impl AsRef<str>) -> PathBuf {
        self.autosave
            .with_file_name(format!("autosave-{}.dhayam", game.as_ref()))
    }
}
