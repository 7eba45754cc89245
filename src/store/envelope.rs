//! The envelope every file of the app shares, whatever it holds: a size limit checked
//! before the file is read whole, UTF-8 text, a format tag and version read before the
//! rest (so each version can be read its own way), and writing that a crash or power cut
//! cannot leave half done (a temporary file, synced, renamed over the old one), with a
//! backup of the previous file where one is wanted.

use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::Deserialize;

/// Why a file's envelope could not be opened or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// Reading or writing failed (path, the system's words, and their kind, which the
    /// window puts in plain words: "there is no such file", "permission denied").
    Io {
        path: String,
        message: String,
        kind: std::io::ErrorKind,
    },
    /// The file is larger than its kind may be.
    TooLarge { bytes: u64 },
    /// The file is not UTF-8 text.
    NotText,
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvelopeError::Io { path, message, .. } => write!(f, "{path}: {message}"),
            EnvelopeError::TooLarge { bytes } => write!(f, "{bytes} bytes is far too large"),
            EnvelopeError::NotText => f.write_str("not text"),
        }
    }
}

impl std::error::Error for EnvelopeError {}

/// An I/O error with the path it concerns.
pub fn io_error(path: &Path, e: &std::io::Error) -> EnvelopeError {
    EnvelopeError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
        kind: e.kind(),
    }
}

/// A file's bytes as text, if they are within `limit` bytes and UTF-8.
pub fn text(bytes: &[u8], limit: u64) -> Result<&str, EnvelopeError> {
    if bytes.len() as u64 > limit {
        return Err(EnvelopeError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    std::str::from_utf8(bytes).map_err(|_| EnvelopeError::NotText)
}

/// Reads a file of at most `limit` bytes, refusing a larger one before reading it whole.
/// Returns the bytes; [`text`] checks they are UTF-8.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, EnvelopeError> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, &e))?;
    if meta.len() > limit {
        return Err(EnvelopeError::TooLarge { bytes: meta.len() });
    }
    std::fs::read(path).map_err(|e| io_error(path, &e))
}

/// The fields of a JSON file that decide how to read the rest: its format tag and its
/// version, each `None` when missing or of the wrong type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    pub format: Option<String>,
    pub version: Option<u64>,
}

/// Reads only the header of a JSON file, so that each version can then be read its own
/// way. Fails with serde's error when the text is not JSON (its category tells a file cut
/// short from one that is not JSON at all).
pub fn json_header(text: &str) -> Result<Header, serde_json::Error> {
    #[derive(Deserialize)]
    struct Raw {
        format: Option<serde_json::Value>,
        version: Option<serde_json::Value>,
    }
    let raw: Raw = serde_json::from_str(text)?;
    Ok(Header {
        format: raw
            .format
            .as_ref()
            .and_then(|f| f.as_str())
            .map(str::to_string),
        version: raw.version.as_ref().and_then(|v| v.as_u64()),
    })
}

/// Writes `bytes` to `path` so that a crash or power cut leaves either the old file or the
/// new one, never a mix: a temporary file in the same folder, flushed and synced, then
/// renamed over the old one.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), EnvelopeError> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| io_error(dir, &e))?;
    let name = path
        .file_name()
        .map_or("dhayam".into(), |n| n.to_string_lossy().into_owned());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let write = || -> std::io::Result<()> {
        let mut file = std::fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_all()?;
        std::fs::rename(&temp, path)?;
        // The rename itself must reach the disk too.
        #[cfg(unix)]
        std::fs::File::open(dir)?.sync_all()?;
        Ok(())
    };
    write().map_err(|e| {
        let _ = std::fs::remove_file(&temp);
        io_error(path, &e)
    })
}

/// As [`write_atomically`], keeping the file it replaces as `<path>.bak`.
pub fn write_with_backup(path: &Path, bytes: &[u8]) -> Result<(), EnvelopeError> {
    if path.exists() {
        let backup = backup_path(path);
        std::fs::copy(path, &backup).map_err(|e| io_error(&backup, &e))?;
    }
    write_atomically(path, bytes)
}

/// Where [`write_with_backup`] keeps the previous file.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".bak");
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_checks_size_and_encoding() {
        assert_eq!(text(b"abc", 3), Ok("abc"));
        assert_eq!(text(b"abcd", 3), Err(EnvelopeError::TooLarge { bytes: 4 }));
        assert_eq!(text(&[0xff, 0xfe], 3), Err(EnvelopeError::NotText));
    }

    #[test]
    fn the_header_is_read_alone() {
        let h = json_header(r#"{"format": "dhayam", "version": 1, "rest": [1, 2]}"#).unwrap();
        assert_eq!(h.format.as_deref(), Some("dhayam"));
        assert_eq!(h.version, Some(1));
        let h = json_header(r#"{"format": 3, "version": "1"}"#).unwrap();
        assert_eq!(
            h,
            Header {
                format: None,
                version: None
            }
        );
        assert!(json_header("[").is_err());
    }

    #[test]
    fn writing_keeps_a_backup_of_the_file_replaced() {
        let dir = std::env::temp_dir().join(format!("dhayam-envelope-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("deep/a.txt");
        write_with_backup(&path, b"one").unwrap();
        assert!(!backup_path(&path).exists());
        write_with_backup(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"one");
        assert_eq!(read(&path, 2), Err(EnvelopeError::TooLarge { bytes: 3 }));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
