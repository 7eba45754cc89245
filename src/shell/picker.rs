//! The platform's file dialogs, on threads of their own so the window keeps painting.
//!
//! A dialog that cannot open at all (on Linux: no desktop portal and no zenity) returns
//! from rfd exactly as a cancel does; rfd says so only in its log. On Linux the dialog
//! therefore runs on the picker's own thread, where [`rfd_watch`] hears rfd's report and
//! the answer becomes [`Picked::Unavailable`]: the window then offers its own dialog, where
//! a path is typed (`path_dialog`).

use std::path::PathBuf;
use std::sync::mpsc;

use egui::Context;

#[cfg(not(target_arch = "wasm32"))]
use super::text;

/// The file extension of a saved game.
pub const EXTENSION: &str = "dhayam";
/// The file extension of PGN.
pub const PGN_EXTENSION: &str = "pgn";

/// What a file dialog (the system's, or the window's own in `path_dialog`) was opened for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Asked {
    Open,
    Save,
    ImportPgn,
    ExportPgn,
}

/// What a dialog looks for: the app's game files, or PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Game,
    Pgn,
}

impl FileKind {
    #[cfg(not(target_arch = "wasm32"))]
    fn filter(self) -> (String, &'static str) {
        match self {
            FileKind::Game => (text::file_type(), EXTENSION),
            FileKind::Pgn => (text::pgn_file_type(), PGN_EXTENSION),
        }
    }
}

/// Opens and saves files in the platform's dialogs. The answer comes back on a channel
/// (the dialog runs on its own thread, so the window keeps painting); tests put in a
/// picker of their own, or send `Command::OpenPath` / `Command::SaveTo` directly.
pub trait FilePicker {
    fn pick_open(&self, ctx: &Context, kind: FileKind, answer: mpsc::Sender<Picked>);
    fn pick_save(
        &self,
        ctx: &Context,
        kind: FileKind,
        suggested: &str,
        answer: mpsc::Sender<Picked>,
    );

    /// Whether the save dialog asks before it answers with a file that is there already
    /// (the systems' dialogs do: macOS's and Windows' always, GTK's and the desktop
    /// portal's, and rfd asks zenity to). When it does not, the window asks.
    fn confirms_replace(&self) -> bool {
        false
    }
}

/// A path chosen in a dialog, or `None` when the dialog was cancelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    Open(Option<PathBuf>),
    SaveTo(Option<PathBuf>),
    /// The system's dialog could not be shown at all (not a cancel).
    Unavailable,
}

/// Runs a file dialog of rfd's on this thread and tells a failure from a cancel.
#[cfg(not(target_arch = "wasm32"))]
fn run_dialog(show: impl FnOnce() -> Option<PathBuf>) -> Result<Option<PathBuf>, ()> {
    #[cfg(all(unix, not(target_os = "macos")))]
    {
        rfd_watch::run(show)
    }
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        Ok(show())
    }
}

/// The platform's dialogs (`rfd`; in a browser, `shell::web`'s).
pub struct SystemPicker;

#[cfg(not(target_arch = "wasm32"))]
impl FilePicker for SystemPicker {
    fn confirms_replace(&self) -> bool {
        true
    }

    fn pick_open(&self, ctx: &Context, kind: FileKind, answer: mpsc::Sender<Picked>) {
        let (name, extension) = kind.filter();
        let title = match kind {
            FileKind::Game => text::open_title(),
            FileKind::Pgn => text::import_title(),
        };
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let picked = run_dialog(|| {
                #[cfg(all(unix, not(target_os = "macos")))]
                let dialog = rfd::FileDialog::new()
                    .set_title(title)
                    .add_filter(name, &[extension])
                    .pick_file();
                // macOS shows its dialogs from the main thread: the async dialog does that.
                #[cfg(not(all(unix, not(target_os = "macos"))))]
                let dialog = pollster::block_on(
                    rfd::AsyncFileDialog::new()
                        .set_title(title)
                        .add_filter(name, &[extension])
                        .pick_file(),
                )
                .map(|f| f.path().to_path_buf());
                dialog
            });
            let _ = answer.send(picked.map_or(Picked::Unavailable, Picked::Open));
            ctx.request_repaint();
        });
    }

    fn pick_save(
        &self,
        ctx: &Context,
        kind: FileKind,
        suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        let (name, extension) = kind.filter();
        let title = match kind {
            FileKind::Game => text::save_title(),
            FileKind::Pgn => text::export_title(),
        };
        let suggested = suggested.to_string();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let picked = run_dialog(|| {
                #[cfg(all(unix, not(target_os = "macos")))]
                let dialog = rfd::FileDialog::new()
                    .set_title(title)
                    .set_file_name(suggested)
                    .add_filter(name, &[extension])
                    .save_file();
                #[cfg(not(all(unix, not(target_os = "macos"))))]
                let dialog = pollster::block_on(
                    rfd::AsyncFileDialog::new()
                        .set_title(title)
                        .set_file_name(suggested)
                        .add_filter(name, &[extension])
                        .save_file(),
                )
                .map(|f| f.path().to_path_buf());
                dialog
            });
            let _ = answer.send(picked.map_or(Picked::Unavailable, Picked::SaveTo));
            ctx.request_repaint();
        });
    }
}

/// Hears rfd's log on the thread that runs a dialog. rfd 0.17 on Linux tries the desktop
/// portal, then warns that it falls back to zenity, and logs an error when zenity cannot
/// run either; a cancel in either logs nothing. So an error after the fallback's warning
/// is a dialog that never opened. (An error before it is the portal's alone, which zenity
/// may still make good.)
#[cfg(all(unix, not(target_os = "macos")))]
pub(crate) mod rfd_watch {
    use std::cell::Cell;
    use std::path::PathBuf;

    use log::{Level, LevelFilter, Log, Metadata, Record};

    thread_local! {
        /// rfd fell back to zenity on this thread, and then failed.
        static FELL_BACK: Cell<bool> = const { Cell::new(false) };
        static FAILED: Cell<bool> = const { Cell::new(false) };
    }

    /// The process's logger: rfd's warnings and errors, nothing else (nothing else was
    /// ever logged anywhere: the app had no logger).
    struct Watch;

    impl Log for Watch {
        fn enabled(&self, metadata: &Metadata) -> bool {
            metadata.level() <= Level::Warn && metadata.target().starts_with("rfd")
        }

        fn log(&self, record: &Record) {
            if !self.enabled(record.metadata()) {
                return;
            }
            note(record.level());
            eprintln!("dhayam: file dialog: {}", record.args());
        }

        fn flush(&self) {}
    }

    /// What one of rfd's records says about the dialog on this thread.
    pub(crate) fn note(level: Level) {
        match level {
            Level::Warn => FELL_BACK.set(true),
            Level::Error if FELL_BACK.get() => FAILED.set(true),
            _ => {}
        }
    }

    /// Runs `show` (an rfd dialog) on this thread: `Err` when it could not be shown.
    pub(crate) fn run(show: impl FnOnce() -> Option<PathBuf>) -> Result<Option<PathBuf>, ()> {
        static INSTALL: std::sync::Once = std::sync::Once::new();
        INSTALL.call_once(|| {
            if log::set_logger(&Watch).is_ok() {
                log::set_max_level(LevelFilter::Warn);
            }
        });
        judge(show)
    }

    /// `show`'s answer, judged by what was noted while it ran.
    pub(crate) fn judge(show: impl FnOnce() -> Option<PathBuf>) -> Result<Option<PathBuf>, ()> {
        FELL_BACK.set(false);
        FAILED.set(false);
        let path = show();
        if path.is_none() && FAILED.get() {
            Err(())
        } else {
            Ok(path)
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn only_a_failure_after_the_fallback_is_a_dialog_that_never_opened() {
            // No portal, and zenity missing: rfd's error, warning, error.
            let failed = judge(|| {
                note(Level::Error);
                note(Level::Warn);
                note(Level::Error);
                None
            });
            assert_eq!(failed, Err(()));
            // The portal failed, zenity opened and the player cancelled it.
            assert_eq!(
                judge(|| {
                    note(Level::Error);
                    note(Level::Warn);
                    None
                }),
                Ok(None)
            );
            // A cancel in the portal, and a path chosen after a fallback.
            assert_eq!(judge(|| None), Ok(None));
            let path = PathBuf::from("/g/a.dhayam");
            assert_eq!(
                judge(|| {
                    note(Level::Warn);
                    note(Level::Error);
                    Some(path.clone())
                }),
                Ok(Some(path.clone()))
            );
            // Each dialog is judged afresh.
            assert_eq!(judge(|| None), Ok(None));
        }
    }
}
