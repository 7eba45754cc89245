//! What the player chose, kept in `settings.toml` in the platform's config folder.
//!
//! Every field has a default (`#[serde(default)]`), so old and partial files load. A value
//! that does not decode falls back to its default with a notice; a file that is not TOML
//! at all is moved aside (`settings.toml.bad-<time>`) with a notice, and the defaults are
//! used. The app always starts.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::save::write_atomically;

/// Settings files above this size are not read.
const MAX_BYTES: u64 = 256 * 1024;
/// Recent files remembered.
pub const MAX_RECENT: usize = 8;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// A language tag (`en`, `ta`, …); empty for the system's language.
    pub language: String,
    /// Player names by seat letter, for new games.
    pub names: SeatNames,
    /// Who plays each seat in a new game: `human`, `off`, or a computer level.
    pub players: SeatPlayers,
    /// House rules for new games, as RULES.md writes them (`turn=pooled,cutbonus=on`).
    pub rules: String,
    /// `off`, `slow`, `normal` or `fast`.
    pub animation: String,
    pub fast_forward: bool,
    pub auto_move: bool,
    /// Undo also while computers play.
    pub practice: bool,
    /// Show every seat's chance to become King in the side panel.
    pub win_chances: bool,
    /// Window size in points, remembered between runs.
    pub window_width: f32,
    pub window_height: f32,
    pub recent_files: Vec<PathBuf>,
    /// The ids of the tutorial's lessons finished (`tutorial::Lesson::id`).
    pub tutorial_done: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatNames {
    pub red: String,
    pub green: String,
    pub yellow: String,
    pub blue: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatPlayers {
    pub red: String,
    pub green: String,
    pub yellow: String,
    pub blue: String,
}

impl Default for SeatPlayers {
    fn default() -> SeatPlayers {
        SeatPlayers {
            red: "human".into(),
            green: "greedy".into(),
            yellow: "human".into(),
            blue: "greedy".into(),
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: String::new(),
            names: SeatNames::default(),
            players: SeatPlayers::default(),
            rules: String::new(),
            animation: "normal".into(),
            fast_forward: false,
            auto_move: true,
            practice: false,
            win_chances: false,
            window_width: 1280.0,
            window_height: 800.0,
            recent_files: Vec::new(),
            tutorial_done: Vec::new(),
        }
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
        }
    }
}

/// Why settings text could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotSettings(pub String);

impl Settings {
    /// Reads settings text, keeping every value that decodes.
    pub fn from_toml(text: &str) -> Result<(Settings, Vec<SettingsNotice>), NotSettings> {
        let table: toml::Table = text.parse().map_err(|e: toml::de::Error| {
            NotSettings(e.message().lines().next().unwrap_or("not TOML").to_string())
        })?;
        let defaults = toml::Table::try_from(Settings::default()).expect("defaults serialize");
        let mut accepted = defaults.clone();
        let mut notices = Vec::new();
        for (key, value) in table {
            if !defaults.contains_key(&key) {
                notices.push(SettingsNotice::UnknownKey { key });
                continue;
            }
            let mut trial = accepted.clone();
            trial.insert(key.clone(), value);
            if trial.clone().try_into::<Settings>().is_ok() {
                accepted = trial;
            } else {
                notices.push(SettingsNotice::ValueReset { key });
            }
        }
        let settings = accepted.try_into::<Settings>().unwrap_or_default();
        Ok((settings, notices))
    }

    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self).unwrap_or_default()
    }

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
    let size = match std::fs::metadata(path) {
        Ok(meta) => meta.len(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return (Settings::default(), Vec::new());
        }
        Err(e) => return unreadable(e.to_string()),
    };
    let text = if size > MAX_BYTES {
        Err(NotSettings(format!("{size} bytes is far too large")))
    } else {
        match std::fs::read(path) {
            Ok(bytes) => String::from_utf8(bytes).map_err(|_| NotSettings("not text".into())),
            Err(e) => return unreadable(e.to_string()),
        }
    };
    match text.and_then(|t| Settings::from_toml(&t)) {
        Ok(loaded) => loaded,
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

fn moved_aside_path(path: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".bad-{secs}"));
    PathBuf::from(name)
}

/// Writes settings atomically.
pub fn store(settings: &Settings, path: &Path) -> Result<(), crate::save::SaveError> {
    write_atomically(path, settings.to_toml().as_bytes())
}

/// Where settings and games live on this platform (`directories`).
#[derive(Clone, Debug)]
pub struct Places {
    pub settings: PathBuf,
    pub autosave: PathBuf,
    pub games: PathBuf,
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
        }
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
        let mut s = Settings {
            language: "ta".into(),
            ..Settings::default()
        };
        s.names.red = "அம்மா".into();
        s.rules = "turn=pooled".into();
        s.add_recent(Path::new("/games/a.dhayam"));
        let (back, notices) = Settings::from_toml(&s.to_toml()).unwrap();
        assert_eq!(back, s);
        assert!(notices.is_empty());
    }

    #[test]
    fn old_and_partial_files_load() {
        let (s, notices) = Settings::from_toml("language = \"et\"\n").unwrap();
        assert_eq!(s.language, "et");
        assert!(s.auto_move);
        assert!(notices.is_empty());
        let (s, _) = Settings::from_toml("[names]\nred = \"Kavi\"\n").unwrap();
        assert_eq!(s.names.red, "Kavi");
        assert_eq!(s.names.green, "");
    }

    #[test]
    fn a_wrong_value_resets_only_that_setting() {
        let (s, notices) =
            Settings::from_toml("language = \"ta\"\nauto_move = \"yes\"\nvolume = 3\n").unwrap();
        assert_eq!(s.language, "ta");
        assert!(s.auto_move);
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
        let s = Settings {
            fast_forward: true,
            ..Settings::default()
        };
        store(&s, &path).unwrap();
        assert_eq!(load(&path).0, s);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn recent_files_are_unique_and_few() {
        let mut s = Settings::default();
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
}
