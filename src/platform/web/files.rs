//! Files in a browser: the page's `localStorage`, one entry per path (its key is the
//! path after `dhayam:`), holding the file's text. The app's files are all UTF-8 text
//! (settings TOML, games and statistics JSON), so nothing is lost. A write replaces the
//! entry at once: there is no half-written entry to guard against.

use std::io::{Error, ErrorKind};
use std::path::{Path, PathBuf};

use crate::store::file_error::{EnvelopeError, io_error};

/// The folders the app's paths are made under; only names, as keys of the storage.
const CONFIG: &str = "/config";
const DATA: &str = "/data";

/// Where the settings (first) and the games and statistics (second) live: under two
/// names in the page's storage, or `None` when the browser gives the page none (then
/// nothing is kept, as on a system with no home folder).
pub fn roots() -> Option<(PathBuf, PathBuf)> {
    storage().ok()?;
    Some((PathBuf::from(CONFIG), PathBuf::from(DATA)))
}

fn storage() -> std::io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| {
            Error::new(
                ErrorKind::Unsupported,
                "the browser keeps no storage for this page",
            )
        })
}

fn key(path: &Path) -> String {
    format!("dhayam:{}", path.display())
}

/// The browser's words for a refusal (a full storage: "QuotaExceededError").
fn js_error(value: wasm_bindgen::JsValue) -> Error {
    let words = js_sys_message(&value).unwrap_or_else(|| "the browser refused".to_string());
    Error::other(words)
}

fn js_sys_message(value: &wasm_bindgen::JsValue) -> Option<String> {
    use wasm_bindgen::JsCast;
    value
        .dyn_ref::<web_sys::DomException>()
        .map(|e| format!("{}: {}", e.name(), e.message()))
        .or_else(|| value.as_string())
}

fn get(path: &Path) -> std::io::Result<Option<String>> {
    storage()?.get_item(&key(path)).map_err(js_error)
}

fn set(path: &Path, text: &str) -> std::io::Result<()> {
    storage()?.set_item(&key(path), text).map_err(js_error)
}

/// Whether the page keeps an entry for `path`.
pub fn exists(path: &Path) -> std::io::Result<bool> {
    Ok(get(path)?.is_some())
}

/// Whether the page keeps an entry for `path` (every entry is a file).
pub fn is_file(path: &Path) -> bool {
    exists(path).unwrap_or(false)
}

/// Moves an entry to another path, replacing what was there.
pub fn rename(from: &Path, to: &Path) -> std::io::Result<()> {
    let text = get(from)?.ok_or_else(|| Error::from(ErrorKind::NotFound))?;
    set(to, &text)?;
    storage()?.remove_item(&key(from)).map_err(js_error)
}

/// Nothing to make: paths are only names here.
pub fn create_dir_all(_dir: &Path) -> std::io::Result<()> {
    Ok(())
}

/// The entry's text as bytes, if it is at most `limit` bytes.
pub fn read(path: &Path, limit: u64) -> Result<Vec<u8>, EnvelopeError> {
    let text = get(path)
        .and_then(|t| t.ok_or_else(|| Error::from(ErrorKind::NotFound)))
        .map_err(|e| io_error(path, &e))?;
    if text.len() as u64 > limit {
        return Err(EnvelopeError::TooLarge {
            bytes: text.len() as u64,
        });
    }
    Ok(text.into_bytes())
}

/// Only this page (this site, in this browser profile) reads its storage.
pub fn is_private(_path: &Path) -> bool {
    true
}

/// Replaces the entry for `path` with `bytes`, which must be UTF-8 text.
pub fn write(path: &Path, bytes: &[u8], _owner_only: bool) -> Result<(), EnvelopeError> {
    let text = std::str::from_utf8(bytes).map_err(|_| EnvelopeError::NotText)?;
    set(path, text).map_err(|e| io_error(path, &e))
}
