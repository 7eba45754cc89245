//! Makruk's part of the statistics screen (File ▸ Statistics): each person's games by
//! colour and opponent. The shell's screen draws its frame and calls [`show`] through
//! `crate::games`.

use std::collections::BTreeMap;

use egui::{Grid, RichText, Ui};

use super::text;
use crate::makruk::ai::Level;
use crate::makruk::rules::Color;
use crate::makruk::statistics::MakrukRow;
use crate::widgets::theme;

/// The table of every person's games, a row per colour and opponent.
pub fn show(ui: &mut Ui, players: &BTreeMap<String, Vec<MakrukRow>>) {
    ui.label(theme::section_heading(text::statistics_title()));
    Grid::new("statistics_makruk")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            for h in [
                text::statistics_player(),
                text::statistics_colour(),
                text::statistics_opponent(),
                text::statistics_won(),
                text::statistics_drawn(),
                text::statistics_lost(),
            ] {
                ui.label(RichText::new(h).strong());
            }
            ui.end_row();
            for (name, rows) in players {
                for row in rows {
                    ui.label(name);
                    let colour = match row.colour.as_str() {
                        "black" => Color::Black,
                        _ => Color::White,
                    };
                    ui.label(text::color(colour));
                    ui.label(match Level::from_name(&row.opponent) {
                        Some(level) => text::level(level),
                        None => text::statistics_person(),
                    });
                    ui.label(row.won.to_string());
                    ui.label(row.drawn.to_string());
                    ui.label(row.lost.to_string());
                    ui.end_row();
                }
            }
        });
}
