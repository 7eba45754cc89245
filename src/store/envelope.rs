//! The envelope every file of the app shares, whatever it holds: a size limit checked
//! before the file is read whole, UTF-8 text, a format tag and version read before the
//! rest (so each version can be read its own way), and writing that a crash or power cut
//! cannot leave half done (a temporary file, synced, renamed over the old one), with a
//! backup of the previous file where one is wanted.
//!
//! The reading and writing themselves are the platform's (`crate::platform::files`): on
//! the desktop as said here; in a browser, one entry of the page's storage per file.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::platform;

pub use super::file_error::{EnvelopeError, io_error, not_a_file};

/// A file's bytes as text, if they are within `limit` bytes and UTF-8.
pub fn text(bytes: &[u8], limit: u64) -> Result<&str, EnvelopeError> {
    if bytes.len() as u64 > limit {
        return Err(EnvelopeError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    std::str::from_utf8(bytes).map_err(|_| EnvelopeError::NotText)
}

/// Reads a file of at most `limit` bytes. Only a regular file is opened (a named pipe would
/// block the reader forever, a device such as `/dev/zero` never ends), and at most
/// `limit + 1` bytes are read whatever its size claims, so a file that grows while it is
/// read is refused too. Returns the bytes; [`text`] checks they are UTF-8.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, EnvelopeError> {
    platform::files::read(path, limit)
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
    platform::files::write(path, bytes, false)
}

/// As [`write_atomically`], for a secret (the host's key, a rejoin token): on Unix the
/// file can be read by its owner only (0600) from the moment it exists. On Windows the
/// files live in the user's own profile folder, which other users cannot read.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), EnvelopeError> {
    platform::files::write(path, bytes, true)
}

/// Whether only the file's owner may read it (always so where Unix modes do not apply).
pub fn is_private(path: &Path) -> bool {
    platform::files::is_private(path)
}

/// As [`write_atomically`], keeping the file it replaces as `<path>.bak`. The backup is
/// written atomically too (read, then a temporary file renamed over the old backup), so
/// a crash while it is made leaves the old backup or the new one, never a torn one.
pub fn write_with_backup(path: &Path, bytes: &[u8]) -> Result<(), EnvelopeError> {
    if platform::files::is_file(path) {
        let backup = backup_path(path);
        // The file replaced is one this app wrote, at most a save's size; a larger or
        // unreadable one is not worth keeping and must not stop the new write.
        if let Ok(previous) = read(path, 64 << 20) {
            write_atomically(&backup, &previous)?;
        }
    }
    write_atomically(path, bytes)
}

/// Where [`write_with_backup`] keeps the previous file.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".bak");
    PathBuf::from(name)
}

/// Makes in `dir` the special files every reader must refuse at once: a named pipe
/// (`fifo`, made by the system's `mkfifo`), a link to `/dev/zero` (`zero`) and a folder
/// (`folder`); each name with whether it could be made.
#[cfg(all(test, unix))]
pub(crate) fn special_files(dir: &Path) -> Vec<(&'static str, bool)> {
    let fifo = std::process::Command::new("mkfifo")
        .arg(dir.join("fifo"))
        .status()
        .is_ok_and(|s| s.success());
    let zero = std::os::unix::fs::symlink("/dev/zero", dir.join("zero")).is_ok();
    let folder = std::fs::create_dir_all(dir.join("folder")).is_ok();
    vec![("fifo", fifo), ("zero", zero), ("folder", folder)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn only_regular_files_are_read_and_at_most_the_limit() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-special-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let clock = std::time::Instant::now();
        for (name, made) in special_files(dir) {
            assert!(made, "{name} could not be made");
            let e = read(&dir.join(name), 1 << 20).unwrap_err();
            let EnvelopeError::Io { message, .. } = &e else {
                panic!("{name}: {e:?}");
            };
            let expected = match name {
                "fifo" => "named pipe",
                "zero" => "device",
                _ => "folder",
            };
            assert!(message.contains(expected), "{name}: {message}");
        }
        assert!(clock.elapsed() < std::time::Duration::from_secs(1));
    }

    #[test]
    fn the_backup_is_written_atomically_with_no_temporary_left() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-bak-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let path = dir.join("autosave.dhayam");
        write_with_backup(&path, b"one").unwrap();
        write_with_backup(&path, b"two").unwrap();
        write_with_backup(&path, b"three").unwrap();
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"two");
        let names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
    }

    #[cfg(unix)]
    #[test]
    fn a_secret_is_its_owners_alone_and_a_save_is_not() {
        use std::os::unix::fs::PermissionsExt;
        let temp = tempfile::Builder::new()
            .prefix("dhayam-private-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let secret = dir.join("host-key");
        write_private(&secret, b"key").unwrap();
        let mode = std::fs::metadata(&secret).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        assert!(is_private(&secret));
        let save = dir.join("game.dhayam");
        write_atomically(&save, b"game").unwrap();
        assert!(!is_private(&save), "a save keeps the umask's mode");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_planted_at_the_temporary_name_is_not_followed() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-planted-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let victim = dir.join("victim");
        std::fs::write(&victim, b"untouched").unwrap();
        let path = dir.join("a.dhayam");
        let temp = dir.join(format!(".a.dhayam.{}.tmp", std::process::id()));
        std::os::unix::fs::symlink(&victim, &temp).unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"untouched");
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        assert!(
            std::fs::symlink_metadata(&temp).is_err(),
            "the link is gone"
        );
    }

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
        let temp = tempfile::Builder::new()
            .prefix("dhayam-envelope-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let path = dir.join("deep/a.txt");
        write_with_backup(&path, b"one").unwrap();
        assert!(!backup_path(&path).exists());
        write_with_backup(&path, b"two").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"two");
        assert_eq!(std::fs::read(backup_path(&path)).unwrap(), b"one");
        assert_eq!(read(&path, 2), Err(EnvelopeError::TooLarge { bytes: 3 }));
    }
}
