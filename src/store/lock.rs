//! One app at a time writes a data folder's autosaves. The first to start holds the
//! system's lock on a file beside them (`File::try_lock`: `flock` on Unix, `LockFileEx` on
//! Windows) for as long as it runs; the system lets the lock go when the app ends, however
//! it ends, so a crash leaves no stale lock to clear. A second app on the same folder finds
//! it held, says so, and leaves the autosaves to the first.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::Path;

use super::envelope::{EnvelopeError, io_error};

/// The lock, held until this value is dropped (or the process ends).
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// Why the lock was not taken.
#[derive(Debug)]
pub enum LockError {
    /// Another app (or another handle in this one) holds it.
    Held,
    /// The lock file could not be opened, or this system cannot lock files: the caller
    /// goes on as before there were locks.
    Io(EnvelopeError),
}

/// Takes the lock on `path` (made with its folder if missing) without waiting.
pub fn lock(path: &Path) -> Result<Lock, LockError> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| LockError::Io(io_error(dir, &e)))?;
    }
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(|e| LockError::Io(io_error(path, &e)))?;
    match file.try_lock() {
        Ok(()) => Ok(Lock { _file: file }),
        Err(TryLockError::WouldBlock) => Err(LockError::Held),
        Err(TryLockError::Error(e)) => Err(LockError::Io(io_error(path, &e))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two holders of one lock file: the second is refused while the first holds it, and
    /// takes it once the first lets go.
    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("data/autosave.lock");
        let first = lock(&path).expect("the first takes it");
        assert!(matches!(lock(&path), Err(LockError::Held)));
        drop(first);
        let second = lock(&path).expect("free again");
        assert!(matches!(lock(&path), Err(LockError::Held)));
        drop(second);
    }

    /// A lock held by another process (`flock` running `sleep 2`) refuses this one too,
    /// and is free once that process has ended.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_lock_held_by_another_process_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("autosave.lock");
        std::fs::write(&path, b"").unwrap();
        let Ok(mut child) = std::process::Command::new("flock")
            .arg("--exclusive")
            .arg(&path)
            .args(["sleep", "2"])
            .spawn()
        else {
            eprintln!("no flock(1) here: skipped");
            return;
        };
        let clock = std::time::Instant::now();
        let mut refused = false;
        while clock.elapsed() < std::time::Duration::from_millis(1500) {
            match lock(&path) {
                Err(LockError::Held) => {
                    refused = true;
                    break;
                }
                // Not held yet: the child is starting.
                Ok(l) => drop(l),
                Err(LockError::Io(e)) => panic!("{e}"),
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        // The lock goes with the process holding it (here `sleep`, which flock forked).
        let _ = child.wait();
        assert!(refused, "the child's lock was never seen");
        lock(&path).expect("free once the child is gone");
    }
}
