//! The Statistics screen (File ▸ Statistics): each game's part (its own tables and
//! charts, drawn by the game through `crate::games`), and a reset that asks first.

use egui::{Id, RichText, Ui};

use super::{ShellCommand, text, theme};
use crate::games::Statistics;

/// The screen's own state: whether the reset is being asked about.
#[derive(Debug, Default)]
pub struct StatisticsScreen {
    pub confirming_reset: bool,
}

impl StatisticsScreen {
    pub fn show(&mut self, ui: &mut Ui, stats: &Statistics) -> Option<ShellCommand> {
        let mut command = None;
        let modal =
            crate::widgets::dialog::modal(Id::unique("statistics_screen"), ui.ctx(), |ui| {
                let width = crate::widgets::dialog::width(ui.ctx(), 760.0);
                ui.set_width(width);
                ui.heading(text::statistics_title());
                ui.add_space(6.0);
                // Both ways: a wide table in a long language scrolls rather than spills.
                egui::ScrollArea::both()
                    .auto_shrink([false, true])
                    .max_height(ui.ctx().content_rect().height() - 150.0)
                    .show(ui, |ui| {
                        if stats.is_empty() {
                            ui.label(
                                RichText::new(text::statistics_empty()).color(theme::text_dim()),
                            );
                        }
                        // Each game's part, only what the profile has: a Makruk player sees
                        // Makruk's table, not an empty chart of Dhayam's dice first.
                        crate::games::statistics_sections(ui, stats);
                    });
                ui.add_space(8.0);
                ui.horizontal_wrapped(|ui| {
                    if self.confirming_reset {
                        ui.label(
                            RichText::new(text::statistics_reset_ask()).color(theme::highlight()),
                        );
                        if ui.button(text::statistics_reset_yes()).clicked() {
                            self.confirming_reset = false;
                            command = Some(ShellCommand::ResetStatistics);
                        }
                        if ui.button(text::statistics_reset_no()).clicked() {
                            self.confirming_reset = false;
                        }
                    } else {
                        if ui.button(text::statistics_close()).clicked() {
                            command = Some(ShellCommand::CloseStatistics);
                        }
                        if ui
                            .add_enabled(
                                !stats.is_empty(),
                                egui::Button::new(text::statistics_reset()),
                            )
                            .clicked()
                        {
                            self.confirming_reset = true;
                        }
                    }
                });
            });
        if modal.should_close() && command.is_none() && !self.confirming_reset {
            command = Some(ShellCommand::CloseStatistics);
        }
        command
    }
}
