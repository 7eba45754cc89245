//! Files the operating system hands to the app while it runs — on macOS, Finder's
//! open-document event (see `crate::shell::macos`). That event arrives on the main thread
//! outside any frame, from a method with no way to reach the `App`, so it leaves the
//! paths here and wakes the window; `App::after_frame` opens them as it opens a dropped
//! file. On other systems nothing posts here: a file manager starts `dhayam FILE` instead.

use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

static WAITING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());
static WINDOW: OnceLock<egui::Context> = OnceLock::new();

/// Leaves `paths` for the window to open and asks it to repaint. Before the window
/// exists they simply wait for its first frame.
pub fn post(paths: impl IntoIterator<Item = PathBuf>) {
    // A poisoned lock only means a panic elsewhere while holding it; the list is still whole.
    let mut waiting = WAITING.lock().unwrap_or_else(|e| e.into_inner());
    waiting.extend(paths);
    drop(waiting);
    if let Some(ctx) = WINDOW.get() {
        ctx.request_repaint();
    }
}

/// The window to wake when something is posted.
pub fn wake(ctx: &egui::Context) {
    let _ = WINDOW.set(ctx.clone());
}

/// Everything posted since the last call, oldest first.
pub(crate) fn take() -> Vec<PathBuf> {
    std::mem::take(&mut *WAITING.lock().unwrap_or_else(|e| e.into_inner()))
}
