//! The strip over the table during a game at a distance: who hosts, each seat and who
//! is in it (held seats count down), the guest's connection, the dice check once the
//! seed is revealed, the quick phrases and Leave.

use egui::{Panel, RichText, Ui};

use super::lobby::{connection_words, seat_words};
use super::table::{OnlineTable, Stage};
use super::{OnlineCommand, text};
use crate::online::Phrase;
use crate::widgets::theme;

/// Shows the strip; what it asks, and where it lies (the notices go under it).
pub fn show(ui: &mut Ui, table: &OnlineTable) -> (Option<OnlineCommand>, egui::Rect) {
    let mut command = None;
    let rect = Panel::top("online_strip")
        .frame(theme::bar_frame(false))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                let lead = if table.is_host() {
                    text::hosting()
                } else {
                    format!("{} · {}", text::guest_of(), connection_words(table))
                };
                ui.label(RichText::new(lead).strong());
                for line in table.seats() {
                    ui.label(RichText::new("·").color(theme::TEXT_DIM));
                    ui.label(format!(
                        "{}: {}",
                        table.kind.seat_word(line.seat),
                        seat_words(&line, table.kind)
                    ));
                }
                match &table.verdict {
                    Some(Ok(words)) => {
                        ui.label(RichText::new(words).color(theme::HINT));
                    }
                    Some(Err(words)) => {
                        ui.label(RichText::new(words).color(theme::CUT));
                    }
                    None => {}
                }
                if let Stage::Stopped(why) = &table.stage {
                    ui.label(RichText::new(why).color(theme::CUT));
                }
                ui.menu_button(text::phrases(), |ui| {
                    for phrase in Phrase::ALL {
                        if ui.button(text::phrase(phrase)).clicked() {
                            command = Some(OnlineCommand::Say(phrase));
                        }
                    }
                });
                if !table.is_host() && ui.button(text::reconnect()).clicked() {
                    command = Some(OnlineCommand::Reconnect);
                }
                if ui.button(text::leave()).clicked() {
                    command = Some(OnlineCommand::Leave);
                }
            });
        })
        .response
        .rect;
    (command, rect)
}
