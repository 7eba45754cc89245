//! The top bar: the app's name, the active game's controls and the language picker.

use egui::{RichText, Ui};

use super::{Command, ShellCommand, text, theme};
use crate::i18n::Lang;

/// The top bar after the file menu: `title` (the name of the game played, or the app's
/// while none is chosen), the game's controls (drawn by `game_controls`) and the
/// language picker.
pub fn show(
    ui: &mut Ui,
    language: Lang,
    title: String,
    game_controls: impl FnOnce(&mut Ui) -> Vec<Command>,
) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(title)
                .size(18.0)
                .strong()
                .color(theme::brass_light()),
        );
        ui.add_space(12.0);
        commands = game_controls(ui);
        egui::ComboBox::from_id_salt("language")
            .selected_text(language.autonym())
            .show_ui(ui, |ui| {
                for lang in Lang::ALL {
                    if ui
                        .selectable_label(lang == language, lang.autonym())
                        .clicked()
                        && lang != language
                    {
                        commands.push(Command::Shell(ShellCommand::SetLanguage(lang)));
                    }
                }
            })
            .response
            .on_hover_text(text::language());
    });
    commands
}
