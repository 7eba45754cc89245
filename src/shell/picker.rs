//! The platform's file dialogs, on threads of their own so the window keeps painting.

use std::path::PathBuf;
use std::sync::mpsc;

use egui::Context;

use super::files::{EXTENSION, PGN_EXTENSION};
use super::text;

/// What a dialog looks for: the app's game files, or PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Game,
    Pgn,
}

impl FileKind {
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
}

/// A path chosen in a dialog, or `None` when the dialog was cancelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    Open(Option<PathBuf>),
    SaveTo(Option<PathBuf>),
}

/// The platform's dialogs (`rfd`).
pub struct SystemPicker;

impl FilePicker for SystemPicker {
    fn pick_open(&self, ctx: &Context, kind: FileKind, answer: mpsc::Sender<Picked>) {
        let (name, extension) = kind.filter();
        let title = match kind {
            FileKind::Game => text::open_title(),
            FileKind::Pgn => text::import_title(),
        };
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .add_filter(name, &[extension]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.pick_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::Open(path));
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
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(title)
            .set_file_name(suggested)
            .add_filter(name, &[extension]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.save_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::SaveTo(path));
            ctx.request_repaint();
        });
    }
}
