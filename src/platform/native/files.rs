//! Files in the system's folders: the careful reads and atomic writes of `store::envelope`.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::store::file_error::{EnvelopeError, io_error, not_a_file};

/// Where the settings (first) and the games and statistics (second) live: the system's
/// folders for the app (`directories`), or `None` when the system has no home folder.
pub fn roots() -> Option<(PathBuf, PathBuf)> {
    let dirs = directories::ProjectDirs::from("org", "Dhayam", "Dhayam")?;
    Some((
        dirs.config_dir().to_path_buf(),
        dirs.data_dir().to_path_buf(),
    ))
}

/// Whether `path` is there: `Ok(false)` when it is not, an error when the system cannot
/// tell (no permission to look).
pub fn exists(path: &Path) -> std::io::Result<bool> {
    match std::fs::metadata(path) {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e),
    }
}

/// Removes the file at `path`.
pub fn remove(path: &Path) -> std::io::Result<()> {
    std::fs::remove_file(path)
}

/// Whether `path` is a regular file (following links).
pub fn is_file(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file())
}

/// Renames a file, replacing `to` if it is there.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::rename(from, to)
}

/// Makes a folder and those above it (for a file about to be written there).
pub fn create_dir_all(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

/// Reads a file of at most `limit` bytes. Only a regular file is opened (a named pipe would
/// block the reader forever, a device such as `/dev/zero` never ends), and at most
/// `limit + 1` bytes are read whatever its size claims, so a file that grows while it is
/// read is refused too.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, EnvelopeError> {
    use std::io::Read;
    // `metadata` follows symbolic links: a link to `/dev/zero` is a device here.
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, &e))?;
    if !meta.is_file() {
        return Err(not_a_file_error(path, &meta));
    }
    if meta.len() > limit {
        return Err(EnvelopeError::TooLarge { bytes: meta.len() });
    }
    let file = open_regular(path)?;
    let mut bytes = Vec::with_capacity(usize::try_from(meta.len()).unwrap_or(0));
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| io_error(path, &e))?;
    if bytes.len() as u64 > limit {
        return Err(EnvelopeError::TooLarge {
            bytes: bytes.len() as u64,
        });
    }
    Ok(bytes)
}

/// Opens a file for reading without waiting on it: on Unix with `O_NONBLOCK`, so a file
/// swapped for a named pipe between the check and the open cannot block, and checked
/// again once open.
fn open_regular(path: &Path) -> Result<std::fs::File, EnvelopeError> {
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // O_NONBLOCK, whose value differs between systems: Linux's (but MIPS's and SPARC's)
    // 0o4000, macOS's and the BSDs' 4. Elsewhere the check after opening still holds.
    #[cfg(all(
        any(target_os = "linux", target_os = "android"),
        not(any(target_arch = "mips", target_arch = "mips64", target_arch = "sparc64"))
    ))]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, 0o4000);
    #[cfg(any(
        target_os = "macos",
        target_os = "ios",
        target_os = "freebsd",
        target_os = "openbsd",
        target_os = "netbsd"
    ))]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, 0x0004);
    let file = options.open(path).map_err(|e| io_error(path, &e))?;
    let meta = file.metadata().map_err(|e| io_error(path, &e))?;
    if !meta.is_file() {
        return Err(not_a_file_error(path, &meta));
    }
    Ok(file)
}

pub fn is_private(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(path).is_ok_and(|m| m.permissions().mode() & 0o077 == 0)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        true
    }
}

/// Who may read a file written here.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Readers {
    /// As the user's umask leaves it (a saved game is the player's to share).
    Everyone,
    Owner,
}

/// Writes `bytes` to `path` so that a crash or power cut leaves either the old file or
/// the new one, never a mix: a temporary file in the same folder, flushed and synced, then
/// renamed over the old one; readable by its owner only when `owner_only` (0600 on Unix).
pub fn write(path: &Path, bytes: &[u8], owner_only: bool) -> Result<(), EnvelopeError> {
    let readers = if owner_only {
        Readers::Owner
    } else {
        Readers::Everyone
    };
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
        let mut file = create_temp(&temp, readers)?;
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

/// A new temporary file, never an existing one: a link planted at the temporary name
/// must not send the write elsewhere. A file left there by a crash of this process id
/// (not a link) is removed first.
fn create_temp(temp: &Path, readers: Readers) -> std::io::Result<std::fs::File> {
    let open = || {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        if readers == Readers::Owner {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        #[cfg(not(unix))]
        let _ = readers;
        options.open(temp)
    };
    match open() {
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            // remove_file takes away a link itself, never what it points to.
            std::fs::remove_file(temp)?;
            open()
        }
        other => other,
    }
}

/// The error for a path that is not a regular file: what it is, in words.
fn not_a_file_error(path: &Path, meta: &std::fs::Metadata) -> EnvelopeError {
    EnvelopeError::Io {
        path: path.display().to_string(),
        message: not_a_file(meta).to_string(),
        kind: if meta.is_dir() {
            std::io::ErrorKind::IsADirectory
        } else {
            std::io::ErrorKind::InvalidInput
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exists_tells_a_missing_file_from_one_there_and_rename_moves_it() {
        let dir = std::env::temp_dir().join(format!("dhayam-platform-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (a, b) = (dir.join("a.toml"), dir.join("b.toml"));
        assert!(!exists(&a).unwrap());
        write(&a, b"one", false).unwrap();
        assert!(exists(&a).unwrap() && is_file(&a));
        assert!(!is_file(&dir), "a folder is not a file");
        rename(&a, &b).unwrap();
        assert!(!exists(&a).unwrap());
        assert_eq!(read(&b, 10).unwrap(), b"one");
        assert!(matches!(
            read(&b, 2),
            Err(EnvelopeError::TooLarge { bytes: 3 })
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
