//! Why a file could not be read or written, in the store's words: the error both the
//! envelope (`store::envelope`) and the platform's file code (`platform::files`) give. It
//! sits below both, so neither imports the other's module to name it.

use std::fmt;
use std::path::Path;

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

/// What a path that is not a regular file is, in words for the message.
pub fn not_a_file(meta: &std::fs::Metadata) -> &'static str {
    let kind = meta.file_type();
    if kind.is_dir() {
        return "it is a folder, not a file";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "it is a named pipe (FIFO), not a regular file";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "it is a device, not a regular file";
        }
        if kind.is_socket() {
            return "it is a socket, not a regular file";
        }
    }
    "it is not a regular file"
}
