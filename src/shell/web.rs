//! The window in a browser (issue 65): the web edition's `main` starts it on the page's
//! canvas, and its file dialogs are the browser's picker and downloads.
//!
//! The rest of what differs is below the window, in `crate::platform`: the settings,
//! statistics and autosaves in the page's `localStorage`, the computer players on the
//! page's thread, the browser's clock. There is no sound (no mixer is given) and no
//! online play (the web edition is built without the `online` feature).

use std::sync::mpsc;

use egui::Context;
use wasm_bindgen::JsCast;

use super::picker::{EXTENSION, FileKind, FilePicker, PGN_EXTENSION, Picked, SystemPicker};
use super::{App, Launch, inbox};
use crate::platform::files;
use crate::store::settings::Places;

/// The id of the page's `<canvas>` the window is drawn on (`web/index.html`).
pub const CANVAS_ID: &str = "dhayam";

/// Starts the window on the page's canvas, with the settings kept in the page's storage.
/// What goes wrong is written into the page for the player, and to the console.
pub fn start() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let canvas = document
        .get_element_by_id(CANVAS_ID)
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
    let Some(canvas) = canvas else {
        say(
            &document,
            &format!("The page has no <canvas id=\"{CANVAS_ID}\">."),
        );
        return;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let launch = Launch::load(Places::platform(), None);
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| {
                    inbox::wake(&cc.egui_ctx);
                    Ok(Box::new(App::launch(launch)))
                }),
            )
            .await;
        match started {
            // The loading line goes: the window covers the page.
            Ok(()) => {
                if let Some(status) = document.get_element_by_id("status") {
                    status.remove();
                }
            }
            Err(e) => {
                let words = e.as_string().unwrap_or_else(|| format!("{e:?}"));
                say(&document, &format!("The game could not start: {words}"));
            }
        }
    });
}

/// Puts `words` in the page's `#status` (where the loading line was), or the console.
fn say(document: &web_sys::Document, words: &str) {
    match document.get_element_by_id("status") {
        Some(status) => status.set_text_content(Some(words)),
        None => web_sys::console::error_1(&words.into()),
    }
}

/// The browser's own ways with files: Open asks the browser's file picker (the file is
/// then kept in the page's storage and opened from there), Save downloads the file under
/// the name the window suggests (`platform::files`: a write to its downloads is handed to
/// the browser). The files are the desktop's: each opens the other's.
impl FilePicker for SystemPicker {
    /// A download never replaces a file: the browser names a second one apart.
    fn confirms_replace(&self) -> bool {
        true
    }

    fn pick_open(&self, ctx: &Context, kind: FileKind, answer: mpsc::Sender<Picked>) {
        let extension = match kind {
            FileKind::Game => EXTENSION,
            FileKind::Pgn => PGN_EXTENSION,
        };
        let ctx = ctx.clone();
        files::upload(extension, move |path| {
            let _ = answer.send(Picked::Open(path));
            ctx.request_repaint();
        });
    }

    fn pick_save(
        &self,
        ctx: &Context,
        _kind: FileKind,
        suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        let _ = answer.send(Picked::SaveTo(Some(files::download_path(suggested))));
        ctx.request_repaint();
    }
}
