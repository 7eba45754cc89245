//! The keys screen (? or File ▸ Keys…): every key the window answers, in three parts —
//! the window's own, the game's on the table (each game's keyed commands with their
//! words), and the board's (the arrows, Enter, Escape, Tab) — so a person who plays
//! from the keyboard finds every command there.

use egui::{Id, Key, KeyboardShortcut, Modifiers, RichText, Ui};

use super::{ShellCommand, text, theme};
use crate::games::{GameCommand, GameKind};

/// The key that opens (and closes) this screen.
pub const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Questionmark);

/// The rows of one part: the keys as written, and what they do.
type Rows = Vec<(String, String)>;

fn window_rows(ctx: &egui::Context, kind: GameKind) -> Rows {
    let mut rows: Rows = ShellCommand::KEYED
        .iter()
        .filter(|c| kind.has_pgn() || !matches!(c, ShellCommand::PastePgn(_)))
        .filter_map(|c| Some((ctx.format_shortcut(&c.shortcut()?), c.text()?)))
        .collect();
    let zoom = [
        egui::gui_zoom::kb_shortcuts::ZOOM_IN,
        egui::gui_zoom::kb_shortcuts::ZOOM_OUT,
        egui::gui_zoom::kb_shortcuts::ZOOM_RESET,
    ]
    .map(|s| ctx.format_shortcut(&s))
    .join("  ");
    rows.push((zoom, text::keys_zoom()));
    rows.push(("M".into(), text::keys_mute()));
    rows.push(("?".into(), text::keys_this_list()));
    rows
}

/// The game's keys at its table (`screens: false`), or in its tutorial and rules book.
fn game_rows(ctx: &egui::Context, kind: GameKind, screens: bool) -> Rows {
    GameCommand::keyed(kind)
        .into_iter()
        .filter(|c| c.is_screens_key() == screens)
        .filter_map(|c| {
            let keys: Vec<String> = c
                .shortcuts()
                .iter()
                .map(|s| ctx.format_shortcut(s))
                .collect();
            Some((keys.join("  "), c.key_words()?))
        })
        .collect()
}

fn board_rows() -> Rows {
    vec![
        (text::keys_arrows(), text::keys_board_arrows()),
        ("Enter".into(), text::keys_board_enter()),
        ("Esc".into(), text::keys_board_escape()),
        ("Tab".into(), text::keys_board_tab()),
    ]
}

/// One grid for every part, so the words line up from the first part to the last.
/// The words wrap within the screen's width (a long language on a small window).
fn parts(ui: &mut Ui, parts: Vec<(String, Rows)>) {
    let width = ui.available_width();
    egui::Grid::new("keys_parts")
        .num_columns(2)
        .spacing([18.0, 4.0])
        .max_col_width(width * 0.62)
        .show(ui, |ui| {
            for (title, rows) in parts {
                ui.label(RichText::new(title).strong().color(theme::text()));
                ui.end_row();
                for (keys, words) in rows {
                    ui.label(RichText::new(keys).monospace().color(theme::highlight()));
                    ui.add(egui::Label::new(words).wrap());
                    ui.end_row();
                }
            }
        });
}

/// The screen over the table; `CloseKeys` when it is closed (Close, Escape or ?).
pub fn show(ui: &mut Ui, kind: GameKind) -> Option<ShellCommand> {
    let ctx = ui.ctx().clone();
    let mut close =
        ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape) || i.consume_shortcut(&OPEN));
    let modal = crate::widgets::dialog::modal(Id::unique("keys_screen"), &ctx, |ui| {
        let width = crate::widgets::dialog::width(&ctx, 640.0);
        ui.set_width(width);
        ui.heading(text::keys_title());
        egui::ScrollArea::vertical()
            .auto_shrink([false, true])
            .max_height(ctx.content_rect().height() - 150.0)
            .show(ui, |ui| {
                parts(
                    ui,
                    vec![
                        (text::keys_game(), game_rows(&ctx, kind, false)),
                        (text::keys_board(), board_rows()),
                        (text::keys_screens(), game_rows(&ctx, kind, true)),
                        (text::keys_window(), window_rows(&ctx, kind)),
                    ],
                );
            });
        ui.add_space(8.0);
        if ui.button(text::keys_close()).clicked() {
            close = true;
        }
    });
    (close || modal.should_close()).then_some(ShellCommand::CloseKeys)
}
