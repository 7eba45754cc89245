//! The top bar (new game, undo, speed, auto-move) and the status line.

use egui::{RichText, Sense, Ui, vec2};

use super::{AnimSpeed, Command, Settings, text, theme};
use crate::i18n::Lang;
use crate::rules::Seat;

/// The top bar. Settings are the window's own, so the bar edits them in place.
pub fn top_bar(
    ui: &mut Ui,
    settings: &mut Settings,
    can_undo: bool,
    undo_offered: bool,
    language: Lang,
) -> Option<Command> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(text::app_title())
                .size(18.0)
                .strong()
                .color(theme::BRASS_LIGHT),
        );
        ui.add_space(12.0);
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
        egui::ComboBox::from_id_salt("anim_speed")
            .selected_text(settings.anim.label())
            .show_ui(ui, |ui| {
                for speed in AnimSpeed::ALL {
                    ui.selectable_value(&mut settings.anim, speed, speed.label());
                }
            })
            .response
            .on_hover_text(text::animation());
        ui.checkbox(&mut settings.fast_forward, text::fast_forward())
            .on_hover_text(text::fast_forward_hint());
        ui.checkbox(&mut settings.auto_move, text::auto_move())
            .on_hover_text(text::auto_move_hint());
        ui.checkbox(&mut settings.practice, text::practice())
            .on_hover_text(text::practice_hint());
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
        egui::ComboBox::from_id_salt("language")
            .selected_text(language.autonym())
            .show_ui(ui, |ui| {
                for lang in Lang::ALL {
                    if ui
                        .selectable_label(lang == language, lang.autonym())
                        .clicked()
                        && lang != language
                    {
                        command = Some(Command::SetLanguage(lang));
                    }
                }
            })
            .response
            .on_hover_text(text::language());
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
