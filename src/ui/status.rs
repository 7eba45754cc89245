//! The top bar (new game, undo, speed, auto-move) and the status line.

use egui::{RichText, Sense, Ui, vec2};

use super::{AnimSpeed, Command, Settings, text, theme};
use crate::rules::Seat;

/// The top bar. Settings are the window's own, so the bar edits them in place.
pub fn top_bar(
    ui: &mut Ui,
    settings: &mut Settings,
    can_undo: bool,
    undo_offered: bool,
) -> Option<Command> {
    let mut command = None;
    ui.horizontal(|ui| {
        ui.label(
            RichText::new(text::APP_NAME)
                .size(18.0)
                .strong()
                .color(theme::BRASS_LIGHT),
        );
        ui.add_space(12.0);
        if ui.button(text::NEW_GAME).clicked() {
            command = Some(Command::OpenNewGameDialog);
        }
        if undo_offered
            && ui
                .add_enabled(can_undo, egui::Button::new(text::UNDO))
                .on_hover_text(text::UNDO_HINT)
                .clicked()
        {
            command = Some(Command::Undo);
        }
        ui.separator();
        ui.label(text::ANIMATION);
        egui::ComboBox::from_id_salt("anim_speed")
            .selected_text(settings.anim.label())
            .show_ui(ui, |ui| {
                for speed in AnimSpeed::ALL {
                    ui.selectable_value(&mut settings.anim, speed, speed.label());
                }
            })
            .response
            .on_hover_text(text::ANIMATION);
        ui.checkbox(&mut settings.fast_forward, text::FAST_FORWARD)
            .on_hover_text(text::FAST_FORWARD_HINT);
        ui.checkbox(&mut settings.auto_move, text::AUTO_MOVE)
            .on_hover_text(text::AUTO_MOVE_HINT);
        ui.checkbox(&mut settings.practice, text::PRACTICE)
            .on_hover_text(text::PRACTICE_HINT);
    });
    command
}

/// The status line: a dot in the colour of the seat concerned, the prompt, and the latest event.
pub fn status_line(ui: &mut Ui, seat: Seat, prompt: &str, note: &str) {
    ui.horizontal(|ui| {
        let (r, _) = ui.allocate_exact_size(vec2(18.0, 18.0), Sense::hover());
        ui.painter()
            .circle_filled(r.center(), 8.0, theme::seat(seat));
        ui.label(RichText::new(prompt).size(18.0).strong().color(theme::TEXT));
        if !note.is_empty() {
            ui.add_space(16.0);
            ui.label(RichText::new(note).size(15.0).color(theme::HIGHLIGHT));
        }
    });
}
