//! Leave asks first: a host who leaves ends the game for everyone, and a guest who
//! leaves hands its seats to the host's computer after the hold. One click on a strip
//! that wraps must not do either by accident.

use egui::{Id, RichText, Ui};

use super::{OnlineCommand, text};
use crate::widgets::theme;

/// The question; what the player answered, if anything.
pub fn show(ui: &mut Ui, host: bool) -> Option<OnlineCommand> {
    let mut command = None;
    crate::widgets::dialog::modal(Id::unique("online_leave"), ui.ctx(), |ui| {
        ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 460.0));
        ui.heading(text::leave_title());
        ui.add_space(6.0);
        let why = if host {
            text::leave_host_body()
        } else {
            text::leave_guest_body()
        };
        ui.label(RichText::new(why).color(theme::text_dim()));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(text::stay()).clicked() {
                command = Some(OnlineCommand::Stay);
            }
            let leave = if host {
                text::end_for_everyone()
            } else {
                text::leave()
            };
            if ui.button(leave).clicked() {
                command = Some(OnlineCommand::Leave);
            }
        });
    });
    // Escape is Stay; a click beside the question is nothing (the click that opened it
    // may still be ending there).
    if command.is_none() && ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        command = Some(OnlineCommand::Stay);
    }
    command
}
