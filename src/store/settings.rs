//! What the player chose, kept in `settings.toml` in the platform's config folder: a
//! `[window]` section and one per game (`[dhayam]`, `[makruk]`).
//!
//! Every field has a default (`#[serde(default)]`), so old and partial files load; files
//! written before the sections load too (their keys are moved into place). A value
//! that does not decode falls back to its default with a notice; a file that is not TOML
//! at all is moved aside (`settings.toml.bad-<time>`) with a notice, and the defaults are
//! used. The app always starts.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::envelope::{self, EnvelopeError};
use super::game_file::GameKind;
use crate::dhayam;
use crate::i18n::Lang;
use crate::makruk;

/// Settings files above this size are not read.
const MAX_BYTES: u64 = 256 * 1024;
/// Recent files remembered.
pub const MAX_RECENT: usize = 8;
/// Monitors whose window size and place are remembered.
pub const MAX_PLACES: usize = 8;

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

/// The window's own settings: `[window]`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowSettings {
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
    pub last_game: Option<GameKind>,
    /// The sounds' volume, 0 to 1, and whether they are muted (M).
    pub sound_volume: f32,
    pub sound_muted: bool,
    /// The size and place the player gave the window on each monitor, the latest first
    /// (last: TOML writes a list of tables after the plain values).
    pub places: Vec<WindowPlace>,
}

impl Default for WindowSettings {
    fn default() -> WindowSettings {
        WindowSettings {
            language: None,
            width: 1280.0,
            height: 800.0,
            recent_files: Vec::new(),
            last_game: None,
            sound_volume: 0.7,
            sound_muted: false,
            places: Vec::new(),
        }
    }
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

    use crate::store::game_file::GameKind;

    pub fn serialize<S: Serializer>(game: &Option<GameKind>, s: S) -> Result<S::Ok, S::Error> {
        match game {
            Some(kind) => kind.serialize(s),
            None => s.serialize_str(""),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<GameKind>, D::Error> {
        let name = String::deserialize(d)?;
        if name.trim().is_empty() {
            return Ok(None);
        }
        GameKind::deserialize(serde::de::value::StrDeserializer::<D::Error>::new(&name)).map(Some)
    }
}

/// The keys of settings files written before the sections (each at the top level), and
/// where each lives now.
const MOVED_KEYS: [(&str, &str, &str); 13] = [
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

impl Settings {
    /// Reads settings text, keeping every value that decodes. Files written before the
    /// sections (every key at the top level) are read too: each old key is taken into
    /// its section. A notice names a key as the file writes it.
    pub fn from_toml(text: &str) -> Result<(Settings, Vec<SettingsNotice>), NotSettings> {
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            NotSettings(e.message().lines().next().unwrap_or("not TOML").to_string())
        })?;
        let defaults = toml::Table::try_from(Settings::default()).expect("defaults serialize");
        let mut accepted = defaults.clone();
        let mut notices = Vec::new();
        for (key, value) in table {
            if let Some((_, section, new_key)) = MOVED_KEYS.iter().find(|(old, ..)| *old == key) {
                try_value(
                    &defaults,
                    &mut accepted,
                    &mut notices,
                    (section, new_key),
                    value,
                    key,
                );
            } else if defaults.contains_key(&key) {
                match value {
                    toml::Value::Table(values) => {
                        for (k, v) in values {
                            let label = format!("{key}.{k}");
                            try_value(&defaults, &mut accepted, &mut notices, (&key, &k), v, label);
                        }
                    }
                    _ => notices.push(SettingsNotice::ValueReset { key }),
                }
            } else {
                notices.push(SettingsNotice::UnknownKey { key });
            }
        }
        let mut settings = accepted.try_into::<Settings>().unwrap_or_default();
        settings.clamp(&mut notices);
        Ok((settings, notices))
    }

    /// Numbers that decode but cannot be meant (`sound_volume = 1e308` reads as infinity,
    /// and would be written back so): brought into range, with a notice.
    fn clamp(&mut self, notices: &mut Vec<SettingsNotice>) {
        let defaults = WindowSettings::default();
        let w = &mut self.window;
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

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }
}

/// Tries one value at `section.key` of the settings accepted so far, keeping it if the
/// whole still decodes; otherwise the player is told, naming the key as `label`.
fn try_value(
    defaults: &toml::Table,
    accepted: &mut toml::Table,
    notices: &mut Vec<SettingsNotice>,
    (section, key): (&str, &str),
    value: toml::Value,
    label: String,
) {
    let known = defaults
        .get(section)
        .and_then(|s| s.as_table())
        .is_some_and(|s| s.contains_key(key));
    if !known {
        notices.push(SettingsNotice::UnknownKey { key: label });
        return;
    }
    let mut trial = accepted.clone();
    if let Some(toml::Value::Table(t)) = trial.get_mut(section) {
        t.insert(key.to_string(), value);
    }
    if trial.clone().try_into::<Settings>().is_ok() {
        *accepted = trial;
    } else {
        notices.push(SettingsNotice::ValueReset { key: label });
    }
}

impl WindowSettings {
    /// Remembers a file as the most recent, keeping the list short and without repeats.
    pub fn add_recent(&mut self, path: &Path) {
        self.recent_files.retain(|p| p != path);
        self.recent_files.insert(0, path.to_path_buf());
        self.recent_files.truncate(MAX_RECENT);
    }
}

/// Loads settings from `path`; never fails. A damaged file is moved aside.
pub fn load(path: &Path) -> (Settings, Vec<SettingsNotice>) {
    let unreadable = |message: String| {
        (
            Settings::default(),
            vec![SettingsNotice::Unreadable {
                path: path.to_path_buf(),
                message,
            }],
        )
    };
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return (Settings::default(), Vec::new());
        }
        Err(e) => return unreadable(e.to_string()),
        Ok(_) => {}
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
    match text.and_then(|t| Settings::from_toml(&t)) {
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
            match std::fs::rename(path, &aside) {
                Ok(()) => (
                    Settings::default(),
                    vec![SettingsNotice::MovedAside { to: aside, reason }],
                ),
                Err(e) => unreadable(format!("{reason}; and it could not be moved aside: {e}")),
            }
        }
    }
}

/// Where a damaged file is kept: its name with `.bad-<seconds since 1970>`.
pub(crate) fn moved_aside_path(path: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bad-{secs}"));
    PathBuf::from(name)
}

/// Writes settings atomically.
pub fn store(settings: &Settings, path: &Path) -> Result<(), EnvelopeError> {
    envelope::write_atomically(path, settings.to_toml().as_bytes())
}

/// Where settings and games live on this platform (`directories`).
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
        let dirs = directories::ProjectDirs::from("org", "Dhayam", "Dhayam")?;
        Some(Places::under(dirs.config_dir(), dirs.data_dir()))
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

    /// Each game's own autosave, beside the old single one: `autosave-dhayam.dhayam`
    /// and `autosave-makruk.dhayam` (so pausing one game for the other loses neither).
    pub fn autosave_of(&self, kind: GameKind) -> PathBuf {
        let name = match kind {
            GameKind::Dhayam => "autosave-dhayam.dhayam",
            GameKind::Makruk => "autosave-makruk.dhayam",
        };
        self.autosave.with_file_name(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("dhayam-settings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn settings_round_trip() {
        let mut s = Settings::default();
        s.window.language = Some(Lang::Ta);
        s.dhayam.names.red = "அம்மா".into();
        s.dhayam.rules = "turn=pooled".to_string().try_into().unwrap();
        s.window.add_recent(Path::new("/games/a.dhayam"));
        let (back, notices) = Settings::from_toml(&s.to_toml()).unwrap();
        assert_eq!(back, s);
        assert!(notices.is_empty());
    }

    #[test]
    fn old_and_partial_files_load() {
        let (s, notices) = Settings::from_toml("language = \"et\"\n").unwrap();
        assert_eq!(s.window.language, Some(Lang::Et));
        assert!(s.dhayam.auto_move);
        assert!(notices.is_empty());
        let (s, _) = Settings::from_toml("[names]\nred = \"Kavi\"\n").unwrap();
        assert_eq!(s.dhayam.names.red, "Kavi");
        assert_eq!(s.dhayam.names.green, "");
    }

    #[test]
    fn a_wrong_value_resets_only_that_setting() {
        let (s, notices) =
            Settings::from_toml("language = \"ta\"\nauto_move = \"yes\"\nvolume = 3\n").unwrap();
        assert_eq!(s.window.language, Some(Lang::Ta));
        assert!(s.dhayam.auto_move);
        assert_eq!(
            notices,
            vec![
                SettingsNotice::ValueReset {
                    key: "auto_move".into()
                },
                SettingsNotice::UnknownKey {
                    key: "volume".into()
                },
            ]
        );
    }

    #[test]
    fn a_corrupt_file_is_moved_aside_and_defaults_are_used() {
        let dir = temp_dir("corrupt");
        let path = dir.join("settings.toml");
        std::fs::write(&path, b"language = \"ta\n[[[").unwrap();
        let (s, notices) = load(&path);
        assert_eq!(s, Settings::default());
        let [SettingsNotice::MovedAside { to, .. }] = &notices[..] else {
            panic!("{notices:?}");
        };
        assert!(to.to_string_lossy().contains("settings.toml.bad-"));
        assert_eq!(std::fs::read(to).unwrap(), b"language = \"ta\n[[[");
        assert!(!path.exists());
        // Binary junk too.
        std::fs::write(&path, [0xff, 0x00, 0xfe]).unwrap();
        assert!(matches!(
            &load(&path).1[..],
            [SettingsNotice::MovedAside { .. }]
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_file_gives_defaults_quietly_and_store_writes_it() {
        let dir = temp_dir("missing");
        let path = dir.join("deep/er/settings.toml");
        assert_eq!(load(&path), (Settings::default(), Vec::new()));
        let mut s = Settings::default();
        s.dhayam.fast_forward = true;
        store(&s, &path).unwrap();
        assert_eq!(load(&path).0, s);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn window_places_round_trip_with_and_without_a_position() {
        let mut s = Settings::default();
        s.window.places = vec![
            WindowPlace {
                monitor: "1280x720".into(),
                width: 1264.0,
                height: 648.0,
                position: None,
                maximized: true,
            },
            WindowPlace {
                monitor: "1920x1080".into(),
                width: 1000.0,
                height: 700.0,
                position: Some([-1900.0, 40.0]),
                maximized: false,
            },
        ];
        let text = s.to_toml();
        assert!(text.contains("[[window.places]]"), "{text}");
        assert_eq!(Settings::from_toml(&text).unwrap(), (s, Vec::new()));
        // A damaged list resets alone.
        let (back, notices) = Settings::from_toml("[window]\nwidth = 900.0\nplaces = 3\n").unwrap();
        assert!(back.window.places.is_empty());
        assert_eq!(back.window.width, 900.0);
        assert_eq!(
            notices,
            vec![SettingsNotice::ValueReset {
                key: "window.places".into()
            }]
        );
    }

    #[test]
    fn recent_files_are_unique_and_few() {
        let mut s = WindowSettings::default();
        for i in 0..12 {
            s.add_recent(Path::new(&format!("/g/{i}.dhayam")));
        }
        s.add_recent(Path::new("/g/5.dhayam"));
        assert_eq!(s.recent_files.len(), MAX_RECENT);
        assert_eq!(s.recent_files[0], Path::new("/g/5.dhayam"));
        assert_eq!(
            s.recent_files
                .iter()
                .filter(|p| p.ends_with("5.dhayam"))
                .count(),
            1
        );
    }

    /// A file written by release 0.1.0, before the sections: every key at the top level.
    const RELEASE_0_1_0: &str = include_str!("../../tests/shell/settings/written-by-0.1.0.toml");

    #[test]
    fn a_file_of_release_0_1_0_is_taken_into_the_sections() {
        use crate::dhayam::ai::Level;
        use crate::dhayam::settings::{AnimSpeed, SeatPlayer};

        let (s, notices) = Settings::from_toml(RELEASE_0_1_0).unwrap();
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.window.language, None);
        assert_eq!((s.window.width, s.window.height), (1280.0, 800.0));
        assert!(s.window.recent_files.is_empty());
        let d = &s.dhayam;
        assert_eq!(d.rules.0.to_string(), "turn=pooled");
        assert_eq!(d.anim, AnimSpeed::Normal);
        assert!(d.practice && d.auto_move && !d.fast_forward && !d.win_chances);
        assert_eq!(d.players.red, SeatPlayer::Human);
        assert_eq!(d.players.green, SeatPlayer::Computer(Level::Greedy));
        assert_eq!(d.players.blue, SeatPlayer::Off);
        assert_eq!(d.names.red, "");
        // Written back in sections, it reads the same.
        let text = s.to_toml();
        assert!(
            text.contains("[window]") && text.contains("[dhayam]"),
            "{text}"
        );
        assert!(!text.contains("window_width"), "{text}");
        assert_eq!(Settings::from_toml(&text).unwrap(), (s, Vec::new()));
    }

    #[test]
    fn old_keys_are_migrated_one_by_one_and_new_sections_are_read_key_by_key() {
        let old = "language = \"ta\"\nwindow_width = 900.0\nrecent_files = [\"/g/a.dhayam\"]\n\
                   animation = \"fast\"\ntutorial_done = [\"dice\"]\n[names]\nred = \"Kavi\"\n";
        let (s, notices) = Settings::from_toml(old).unwrap();
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.window.language, Some(Lang::Ta));
        assert_eq!(s.window.width, 900.0);
        assert_eq!(s.window.recent_files, vec![PathBuf::from("/g/a.dhayam")]);
        assert_eq!(s.dhayam.anim, crate::dhayam::settings::AnimSpeed::Fast);
        assert_eq!(s.dhayam.tutorial_done, vec!["dice".to_string()]);
        assert_eq!(s.dhayam.names.red, "Kavi");

        let new = "[window]\nlanguage = \"xx\"\nwidth = 1000.0\n[dhayam]\npractice = true\n\
                   animation = \"warp\"\nvolume = 3\n[makruk]\nx = 1\npieces = \"western\"\n\
                   black = \"ace\"\n";
        let (s, notices) = Settings::from_toml(new).unwrap();
        assert_eq!(s.window.language, None);
        assert_eq!(s.window.width, 1000.0);
        assert!(s.dhayam.practice);
        assert_eq!(s.dhayam.anim, crate::dhayam::settings::AnimSpeed::Normal);
        assert_eq!(
            s.makruk.pieces,
            crate::makruk::settings::PieceStyle::Western
        );
        assert_eq!(s.makruk.black, makruk::settings::Settings::default().black);
        let mut keys: Vec<String> = notices
            .iter()
            .map(|n| match n {
                SettingsNotice::ValueReset { key } => format!("reset {key}"),
                SettingsNotice::UnknownKey { key } => format!("unknown {key}"),
                other => format!("{other:?}"),
            })
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "reset dhayam.animation",
                "reset makruk.black",
                "reset window.language",
                "unknown dhayam.volume",
                "unknown makruk.x",
            ]
        );
    }

    #[test]
    fn a_file_with_settings_this_version_drops_is_kept_as_it_was() {
        let dir = temp_dir("newer");
        let path = dir.join("settings.toml");
        let text = "[window]\nlanguage = \"ta\"\nfuture_key = 3\n[dhayam]\nauto_move = \"yes\"\n";
        std::fs::write(&path, text).unwrap();
        let (s, notices) = load(&path);
        assert_eq!(s.window.language, Some(Lang::Ta));
        let kept = notices
            .iter()
            .find_map(|n| match n {
                SettingsNotice::KeptCopy { to } => Some(to.clone()),
                _ => None,
            })
            .expect("a copy is kept");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
        // The file itself is still there to be written over.
        assert!(path.exists());
        // A file this version reads whole gets no copy.
        std::fs::remove_file(&kept).unwrap();
        store(&s, &path).unwrap();
        let (_, notices) = load(&path);
        assert!(notices.is_empty(), "{notices:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_impossible_volume_is_clamped_and_said_not_written_back_as_infinity() {
        let (s, notices) = Settings::from_toml("[window]\nsound_volume = 1e308\n").unwrap();
        assert_eq!(s.window.sound_volume, 1.0);
        assert!(notices.contains(&SettingsNotice::ValueReset {
            key: "window.sound_volume".into()
        }));
        assert!(!s.to_toml().contains("inf"));
        let (s, _) = Settings::from_toml("[window]\nsound_volume = -3.0\nwidth = nan\n").unwrap();
        assert_eq!(s.window.sound_volume, 0.0);
        assert_eq!(s.window.width, WindowSettings::default().width);
    }

    #[cfg(unix)]
    #[test]
    fn special_files_in_place_of_the_settings_give_defaults_without_waiting() {
        let dir = temp_dir("special");
        for (name, make) in crate::store::envelope::special_files(&dir) {
            let path = dir.join(name);
            if !make {
                continue;
            }
            let (s, notices) = load(&path);
            assert_eq!(s, Settings::default(), "{name}");
            assert!(!notices.is_empty(), "{name}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
