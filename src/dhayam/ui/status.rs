//! The game's controls in the top bar, and the status line: whose turn it is, the prompt
//! and the latest event.

use egui::{RichText, Sense, Ui, vec2};

use super::{AnimSpeed, Command, Settings, text, theme};
use crate::dhayam::rules::Seat;

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

/// The game's controls in the top bar; a change of a setting is a command too.
pub fn top_bar(
    ui: &mut Ui,
    settings: &Settings,
    can_undo: bool,
    undo_offered: bool,
) -> Option<Command> {
    let mut command = None;
    if ui.button(text::new_game()).clicked() {
        command = Some(Command::OpenNewGameDialog);
    }
    if undo_offered
        && ui
            .add_enabled(can_undo, egui::Button::new(text::undo()))
            .on_hover_text(text::undo_hint())
            .clicked()
    {
        command = Some(Command::Undo);
    }
    ui.separator();
    ui.label(text::animation());
    let mut anim = settings.anim;
    egui::ComboBox::from_id_salt("anim_speed")
        .selected_text(settings.anim.label())
        .show_ui(ui, |ui| {
            for speed in AnimSpeed::ALL {
                ui.selectable_value(&mut anim, speed, speed.label());
            }
        })
        .response
        .on_hover_text(text::animation());
    if anim != settings.anim {
        command = Some(Command::SetAnimation(anim));
    }
    let mut toggle =
        |ui: &mut Ui, on: bool, label: String, hint: String, set: fn(bool) -> Command| {
            let mut on_now = on;
            ui.checkbox(&mut on_now, label).on_hover_text(hint);
            if on_now != on {
                command = Some(set(on_now));
            }
        };
    toggle(
        ui,
        settings.fast_forward,
        text::fast_forward(),
        text::fast_forward_hint(),
        Command::SetFastForward,
    );
    toggle(
        ui,
        settings.auto_move,
        text::auto_move(),
        text::auto_move_hint(),
        Command::SetAutoMove,
    );
    toggle(
        ui,
        settings.practice,
        text::practice(),
        text::practice_hint(),
        Command::SetPractice,
    );
    ui.separator();
    if ui
        .button(text::tutorial_button())
        .on_hover_text(text::tutorial_hint())
        .clicked()
    {
        command = Some(Command::OpenTutorial);
    }
    if ui
        .button(text::rules_button())
        .on_hover_text(text::rules_hint())
        .clicked()
    {
        command = Some(Command::OpenRules);
    }
    command
}
