//! Makruk's part of the settings screen: its looks. The shell's screen draws the
//! window's part and calls this through `crate::games`; it edits a copy.

use egui::{Grid, RichText, Ui};

use crate::i18n::tr;
use crate::makruk::notation::Notation;
use crate::makruk::settings::{BoardLook, PieceStyle, Settings};
use crate::widgets::theme;

/// Makruk's looks: the piece set, the board, how moves are written, the moves' glide
/// and the evaluation bar, under the game's name.
pub fn show(ui: &mut Ui, m: &mut Settings) {
    ui.label(
        RichText::new(tr("game-makruk"))
            .strong()
            .color(theme::brass_light()),
    );
    Grid::new("settings_makruk")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            // One choice per line: the longer names (Tamil's, Malayalam's) never run
            // past the screen's edge.
            ui.label(tr("makruk-pieces"));
            ui.vertical(|ui| {
                ui.radio_value(&mut m.pieces, PieceStyle::Thai, tr("makruk-pieces-thai"));
                ui.radio_value(
                    &mut m.pieces,
                    PieceStyle::Western,
                    tr("makruk-pieces-western"),
                );
            });
            ui.end_row();
            ui.label(tr("makruk-board"));
            ui.vertical(|ui| {
                ui.radio_value(&mut m.board, BoardLook::Plain, tr("makruk-board-plain"));
                ui.radio_value(
                    &mut m.board,
                    BoardLook::Chequered,
                    tr("makruk-board-chequered"),
                );
            });
            ui.end_row();
            ui.label(tr("makruk-notation"));
            ui.vertical(|ui| {
                ui.radio_value(&mut m.notation, Notation::San, tr("makruk-notation-san"));
                ui.radio_value(&mut m.notation, Notation::Thai, tr("makruk-notation-thai"));
            });
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut m.animation, tr("makruk-animation"));
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut m.eval_bar, tr("makruk-eval-bar"));
            ui.end_row();
        });
}
