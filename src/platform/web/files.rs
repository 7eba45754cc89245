//! Files in a browser: the page's `localStorage`, one entry per path (its key is the
//! path after `dhayam:`), holding the file's text. The app's files are all UTF-8 text
//! (settings TOML, games and statistics JSON), so nothing is lost. A write replaces the
//! entry at once: there is no half-written entry to guard against.
//!
//! The player's own files come and go through the browser: a file written under
//! [`DOWNLOADS`] is also handed to the browser as a download (a save, an exported PGN),
//! and [`upload`] asks the browser's file picker for one, kept under [`UPLOADS`] for the
//! app to open as any other file. Both are the desktop's bytes: the files go both ways.

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

/// Removes the entry for `path`.
pub fn remove(path: &Path) -> std::io::Result<()> {
    storage()?.remove_item(&key(path)).map_err(js_error)
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

/// Replaces the entry for `path` with `bytes`, which must be UTF-8 text; under
/// [`DOWNLOADS`], the browser downloads it too, under the file's name.
pub fn write(path: &Path, bytes: &[u8], _owner_only: bool) -> Result<(), EnvelopeError> {
    let text = std::str::from_utf8(bytes).map_err(|_| EnvelopeError::NotText)?;
    set(path, text).map_err(|e| io_error(path, &e))?;
    if path.starts_with(DOWNLOADS) {
        download(path, bytes).map_err(|e| io_error(path, &e))?;
    }
    Ok(())
}

/// Where a file goes to be downloaded: the path [`write`] hands to the browser.
pub const DOWNLOADS: &str = "/downloads";
/// Where a file chosen in the browser's picker is kept for the app to open.
pub const UPLOADS: &str = "/uploads";

/// The path a file named `name` is downloaded from (its folders left off).
pub fn download_path(name: &str) -> PathBuf {
    let name = Path::new(name)
        .file_name()
        .map_or_else(|| "dhayam".into(), |n| n.to_string_lossy().into_owned());
    Path::new(DOWNLOADS).join(name)
}

/// Hands `bytes` to the browser as the download of a file named as `path`'s last part (a
/// link to a `data:` URL, clicked: the page keeps no object URL to free).
fn download(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use wasm_bindgen::JsCast;
    let name = path
        .file_name()
        .map_or_else(|| "dhayam".into(), |n| n.to_string_lossy().into_owned());
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| Error::other("the page has no document"))?;
    let link = document
        .create_element("a")
        .map_err(js_error)?
        .dyn_into::<web_sys::HtmlAnchorElement>()
        .map_err(|_| Error::other("the page made no link"))?;
    link.set_href(&format!(
        "data:application/octet-stream,{}",
        percent_encoded(bytes)
    ));
    link.set_download(&name);
    link.click();
    Ok(())
}

/// `bytes` as a URL may hold them: letters, digits and `-._~` as they are, the rest `%XX`.
fn percent_encoded(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3);
    for &b in bytes {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Asks the browser's file picker for a file ending in `.extension`; `then` hears the path
/// it is kept at (under [`UPLOADS`]) once it is read, or `None` when the picker was
/// cancelled or the file could not be read or kept (the browser's words in the console).
pub fn upload(extension: &str, then: impl FnOnce(Option<PathBuf>) + 'static) {
    use std::cell::RefCell;
    use std::rc::Rc;
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;

    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        then(None);
        return;
    };
    let input = document
        .create_element("input")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
    let Some(input) = input else {
        then(None);
        return;
    };
    input.set_type("file");
    input.set_accept(&format!(".{extension}"));
    let _ = input.set_attribute("hidden", "");
    let _ = input.set_attribute("id", UPLOAD_INPUT_ID);
    // One picker at a time: an earlier one left in the page goes.
    if let Some(old) = document.get_element_by_id(UPLOAD_INPUT_ID) {
        old.remove();
    }
    if let Some(body) = document.body() {
        let _ = body.append_child(&input);
    }
    // Whichever of the two events comes first answers; the other finds `then` gone.
    type Then = Rc<RefCell<Option<Box<dyn FnOnce(Option<PathBuf>)>>>>;
    let then: Then = Rc::new(RefCell::new(Some(Box::new(then))));
    let answer = |then: &Then, picked: Option<PathBuf>| {
        if let Some(then) = then.borrow_mut().take() {
            then(picked);
        }
    };
    let (chosen, cancelled) = (then.clone(), then);
    let picked_input = input.clone();
    let on_change = Closure::once_into_js(move || {
        let file = picked_input.files().and_then(|files| files.get(0));
        picked_input.remove();
        let Some(file) = file else {
            answer(&chosen, None);
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            let path = Path::new(UPLOADS).join(file.name());
            let kept = match text {
                Ok(text) => match text.as_string() {
                    Some(text) => set(&path, &text).map(|()| path),
                    None => Err(Error::other("the file is not text")),
                },
                Err(e) => Err(js_error(e)),
            };
            match kept {
                Ok(path) => answer(&chosen, Some(path)),
                Err(e) => {
                    web_sys::console::error_1(&format!("{}: {e}", file.name()).into());
                    answer(&chosen, None);
                }
            }
        });
    });
    let cancelled_input = input.clone();
    let on_cancel = Closure::once_into_js(move || {
        cancelled_input.remove();
        answer(&cancelled, None);
    });
    let _ = input.add_event_listener_with_callback("change", on_change.unchecked_ref());
    let _ = input.add_event_listener_with_callback("cancel", on_cancel.unchecked_ref());
    input.click();
}

/// The id of the file picker's `<input>` while it is open (`web/browser_test.py` hands it
/// the file to open, as a player picks one).
pub const UPLOAD_INPUT_ID: &str = "dhayam-upload";
