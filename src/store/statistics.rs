//! The family's statistics file, kept in `statistics.json` in the platform's data folder
//! and never sent anywhere: what is counted is each game's (the file's sections are named
//! in `crate::games`, which gives the [`StatisticsFile`]); here is the file itself.
//! Written atomically; a damaged file is moved aside and counting starts afresh, with a
//! notice.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::envelope::{self, EnvelopeError};
use super::names::bounded;

/// Files above this size are not read.
const MAX_BYTES: u64 = 4 << 20;
/// The file's format version.
pub const VERSION: u32 = 1;

/// A statistics file: a format version and each game's counts.
pub trait StatisticsFile: Serialize + DeserializeOwned + Default + Clone {
    /// The format version the file says it has.
    fn version(&self) -> u32;
    fn set_version(&mut self, version: u32);
    /// Names as the one rule bounds them ([`super::names`]): a file written by hand or
    /// by an older version may hold any.
    fn bound_names(&mut self);

    /// Loads the statistics from `path`; never fails. A missing file is an empty start.
    fn load(path: &Path) -> (Self, Option<StatisticsNotice>) {
        load(path)
    }

    /// Reads the statistics file's text (names bounded by the one rule); `Err` says why
    /// not.
    fn from_text(text: &str) -> Result<Self, String> {
        let mut stats = serde_json::from_str::<Self>(text).map_err(|e| e.to_string())?;
        if stats.version() > VERSION {
            return Err(format!(
                "made by a newer version (format {})",
                stats.version()
            ));
        }
        stats.bound_names();
        Ok(stats)
    }

    /// Writes the statistics atomically.
    fn store(&self, path: &Path) -> Result<(), EnvelopeError> {
        let mut stats = self.clone();
        stats.set_version(VERSION);
        let text = serde_json::to_string_pretty(&stats).unwrap_or_default();
        envelope::write_atomically(path, text.as_bytes())
    }
}

/// Bounds the names a map is keyed by; two names that become one keep the first's row.
pub fn bound_keys<V>(rows: &mut BTreeMap<String, V>) {
    if rows.keys().any(|n| bounded(n) != *n) {
        let mut bounded_rows = BTreeMap::new();
        for (name, row) in std::mem::take(rows) {
            bounded_rows.entry(bounded(&name)).or_insert(row);
        }
        *rows = bounded_rows;
    }
}

/// What a person should be told about the statistics file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatisticsNotice {
    /// The file could not be read; counting goes on in memory and the file is left alone.
    Unreadable { path: PathBuf, message: String },
    /// The file was damaged: it was kept aside under this name and counting starts afresh.
    MovedAside { to: PathBuf, reason: String },
}

/// Loads the statistics from `path`; never fails. A missing file is an empty start.
fn load<S: StatisticsFile>(path: &Path) -> (S, Option<StatisticsNotice>) {
    let fresh = || {
        let mut stats = S::default();
        stats.set_version(VERSION);
        stats
    };
    match crate::platform::files::exists(path) {
        Ok(false) => return (fresh(), None),
        Err(e) => {
            let notice = StatisticsNotice::Unreadable {
                path: path.to_path_buf(),
                message: e.to_string(),
            };
            return (fresh(), Some(notice));
        }
        Ok(true) => {}
    }
    let parsed = match envelope::read(path, MAX_BYTES) {
        Ok(bytes) => envelope::text(&bytes, MAX_BYTES)
            .map_err(|e| e.to_string())
            .and_then(S::from_text),
        Err(e @ EnvelopeError::TooLarge { .. }) => Err(e.to_string()),
        Err(e) => {
            let notice = StatisticsNotice::Unreadable {
                path: path.to_path_buf(),
                message: e.to_string(),
            };
            return (fresh(), Some(notice));
        }
    };
    match parsed {
        Ok(stats) => (stats, None),
        Err(reason) => {
            let aside = super::settings::moved_aside_path(path);
            let notice = match crate::platform::files::rename(path, &aside) {
                Ok(()) => StatisticsNotice::MovedAside { to: aside, reason },
                Err(e) => StatisticsNotice::Unreadable {
                    path: path.to_path_buf(),
                    message: format!("{reason}; and it could not be moved aside: {e}"),
                },
            };
            (fresh(), Some(notice))
        }
    }
}
