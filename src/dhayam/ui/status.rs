//! The game's controls in the top bar, and the status line: whose turn it is, the prompt
//! and the latest event.

use egui::{RichText, Ui};

use super::{AnimSpeed, Command, Settings, text, theme};
use crate::dhayam::rules::Seat;

/// The status line: a dot in the colour of the seat concerned, the prompt, and the latest event.
pub fn status_line(ui: &mut Ui, seat: Seat, prompt: &str, note: &str) {
    ui.horizontal(|ui| {
        super::seat_mark::label_mark(ui, seat, 20.0);
        ui.label(
            RichText::new(prompt)
                .size(18.0)
                .strong()
                .color(theme::text()),
        );
        if !note.is_empty() {
            ui.add_space(16.0);
            ui.label(RichText::new(note).size(15.0).color(theme::highlight()));
        }
    });
}

/// A button for `command`, with its words and tooltip: the command when clicked.
pub fn button(ui: &mut Ui, command: Command, enabled: bool) -> Option<Command> {
    let words = command.text().unwrap_or_default();
    let mut response = ui.add_enabled(enabled, egui::Button::new(words));
    if let Some(hint) = command.hint() {
        response = response.on_hover_text(hint);
    }
    response.clicked().then_some(command)
}

/// A button for `command` with its words only (where no tooltip was ever shown).
pub fn text_button(ui: &mut Ui, command: Command, enabled: bool) -> Option<Command> {
    let words = command.text().unwrap_or_default();
    ui.add_enabled(enabled, egui::Button::new(words))
        .clicked()
        .then_some(command)
}

/// A checkbox for a setting: `set(on)` when it is clicked.
fn toggle(ui: &mut Ui, on: bool, set: fn(bool) -> Command) -> Option<Command> {
    let face = set(on);
    let mut now = on;
    let response = ui.checkbox(&mut now, face.text().unwrap_or_default());
    if let Some(hint) = face.hint() {
        response.on_hover_text(hint);
    }
    (now != on).then(|| set(now))
}

/// The game's controls in the top bar; a change of a setting is a command too.
pub fn top_bar(
    ui: &mut Ui,
    settings: &Settings,
    can_undo: bool,
    undo_offered: bool,
) -> Option<Command> {
    let mut commands = Vec::new();
    commands.push(button(ui, Command::OpenNewGameDialog, true));
    if undo_offered {
        commands.push(button(ui, Command::Undo, can_undo));
    }
    // How the game moves on screen, in one menu, so the bar fits 800 px in every
    // language.
    let menu = ui.menu_button(text::game_options(), |ui| {
        let mut chosen = Vec::new();
        let speed = Command::SetAnimation(settings.anim);
        ui.label(RichText::new(speed.text().unwrap_or_default()).color(theme::text_dim()));
        for option in AnimSpeed::ALL {
            if ui
                .radio(settings.anim == option, option.label())
                .on_hover_text(speed.hint().unwrap_or_default())
                .clicked()
            {
                chosen.push(Some(Command::SetAnimation(option)));
            }
        }
        ui.separator();
        chosen.push(toggle(ui, settings.fast_forward, Command::SetFastForward));
        chosen.push(toggle(ui, settings.auto_move, Command::SetAutoMove));
        chosen.push(toggle(ui, settings.practice, Command::SetPractice));
        chosen.into_iter().flatten().last()
    });
    menu.response.on_hover_text(text::game_options_hint());
    commands.push(menu.inner.flatten());
    ui.separator();
    commands.push(button(ui, Command::OpenTutorial, true));
    commands.push(button(ui, Command::OpenRules, true));
    commands.into_iter().flatten().last()
}
