//! The platform's file dialogs, on threads of their own so the window keeps painting.

use std::path::PathBuf;
use std::sync::mpsc;

use egui::Context;

use super::files::EXTENSION;
use super::text;

/// Opens and saves files in the platform's dialogs. The answer comes back on a channel
/// (the dialog runs on its own thread, so the window keeps painting); tests put in a
/// picker of their own, or send `Command::OpenPath` / `Command::SaveTo` directly.
pub trait FilePicker {
    fn pick_open(&self, ctx: &Context, answer: mpsc::Sender<Picked>);
    fn pick_save(&self, ctx: &Context, suggested: &str, answer: mpsc::Sender<Picked>);
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
    fn pick_open(&self, ctx: &Context, answer: mpsc::Sender<Picked>) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(text::open_title())
            .add_filter(text::file_type(), &[EXTENSION]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.pick_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::Open(path));
            ctx.request_repaint();
        });
    }

    fn pick_save(&self, ctx: &Context, suggested: &str, answer: mpsc::Sender<Picked>) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(text::save_title())
            .set_file_name(suggested)
            .add_filter(text::file_type(), &[EXTENSION]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.save_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::SaveTo(path));
            ctx.request_repaint();
        });
    }
}
