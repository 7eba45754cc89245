//! The new game dialog: a person or a computer (and its level) for each colour, names,
//! the counting mode, and the start position or one pasted as FEN, checked as it is typed.

use egui::{Id, RichText, Ui};

use super::config::{GameConfig, Seat};
use super::text;
use crate::i18n::tr;
use crate::makruk::ai::Level;
use crate::makruk::rules::{ByColor, Color, CountingMode, Position};
use crate::makruk::settings::ClockSetting;

/// What the dialog holds while it is open.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGameDialog {
    pub names: ByColor<String>,
    /// `None` for a person.
    pub computers: ByColor<Option<Level>>,
    pub counting: CountingMode,
    /// Empty for the start position.
    pub fen: String,
    pub clock_on: bool,
    pub clock: ClockSetting,
    pub seed: u64,
}

/// The clock a new game offers when a person turns it on: ten minutes and five seconds.
const USUAL_CLOCK: ClockSetting = ClockSetting {
    minutes: 10,
    increment: 5,
};

impl NewGameDialog {
    /// The dialog filled in from the last game's configuration.
    pub fn from_config(config: &GameConfig) -> NewGameDialog {
        NewGameDialog {
            names: config.seats.map_ref(|s| s.name.clone()),
            computers: config.seats.map_ref(|s| s.computer),
            counting: config.counting,
            fen: if config.start == Position::start() {
                String::new()
            } else {
                config.start.fen()
            },
            clock_on: config.clock.is_some(),
            clock: config.clock.unwrap_or(USUAL_CLOCK),
            seed: config.seed.wrapping_add(1),
        }
    }

    /// The game it sets up, or the translated reason the position cannot be played.
    pub fn config(&self) -> Result<GameConfig, String> {
        let start = if self.fen.trim().is_empty() {
            Position::start()
        } else {
            Position::from_fen(&self.fen).map_err(|e| text::fen_error(&e))?
        };
        let seat = |color: Color| {
            let typed = self.names[color].trim();
            let name = if typed.is_empty() {
                text::color(color)
            } else {
                typed.chars().take(40).collect()
            };
            Seat {
                name,
                computer: self.computers[color],
            }
        };
        Ok(GameConfig {
            seats: ByColor {
                white: seat(Color::White),
                black: seat(Color::Black),
            },
            counting: self.counting,
            start,
            clock: if self.clock_on {
                self.clock.bounded()
            } else {
                None
            },
            seed: self.seed,
        })
    }
}

/// What the person chose.
#[derive(Clone, Debug, PartialEq)]
pub enum DialogAnswer {
    Start(GameConfig),
    Cancel,
}

fn seat_row(ui: &mut Ui, dialog: &mut NewGameDialog, color: Color) {
    ui.label(RichText::new(text::color(color)).strong());
    // Each control is named with its side for screen readers ("White: computer",
    // "Black: level"): Tab lands on them one at a time, away from the side's heading.
    let side = text::color(color);
    let named = |words: String| format!("{side}: {words}");
    ui.horizontal(|ui| {
        let computer = &mut dialog.computers[color];
        for (is_computer, words) in [
            (false, tr("makruk-player-person")),
            (true, tr("makruk-player-computer")),
        ] {
            let chosen = computer.is_some() == is_computer;
            let radio = ui.radio(chosen, words.as_str());
            radio.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::RadioButton,
                    true,
                    chosen,
                    named(words.clone()),
                )
            });
            if radio.clicked() && !chosen {
                *computer = is_computer.then_some(Level::Medium);
            }
        }
    });
    ui.horizontal(|ui| {
        if let Some(level) = &mut dialog.computers[color] {
            let label = tr("makruk-level");
            ui.label(label.as_str());
            let combo = egui::ComboBox::from_id_salt(("makruk-level", color.index()))
                .selected_text(text::level_name(*level))
                .show_ui(ui, |ui| {
                    for l in Level::ALL {
                        ui.selectable_value(level, l, text::level_name(l));
                    }
                })
                .response;
            let words = named(label);
            combo.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &words));
        } else {
            let label = tr("makruk-name");
            ui.label(label.as_str());
            let field = ui.add(
                egui::TextEdit::singleline(&mut dialog.names[color])
                    .char_limit(crate::store::names::MAX_NAME_CHARS)
                    .desired_width(180.0),
            );
            let words = named(label);
            field.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &words));
        }
    });
}

/// Shows the dialog over the table; returns the person's answer once they give one.
pub fn show(ui: &mut Ui, dialog: &mut NewGameDialog) -> Option<DialogAnswer> {
    let mut answer = None;
    // Read before the modal, which takes the key for itself.
    let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
    let modal = crate::widgets::dialog::modal(Id::unique("makruk-new-game"), ui.ctx(), |ui| {
        ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 420.0));
        ui.heading(tr("makruk-new-game"));
        ui.add_space(6.0);
        seat_row(ui, dialog, Color::White);
        ui.add_space(4.0);
        seat_row(ui, dialog, Color::Black);
        ui.separator();
        ui.label(RichText::new(tr("makruk-counting")).strong());
        ui.radio_value(
            &mut dialog.counting,
            CountingMode::Automatic,
            tr("makruk-counting-automatic"),
        );
        ui.radio_value(
            &mut dialog.counting,
            CountingMode::Traditional,
            tr("makruk-counting-traditional"),
        );
        ui.separator();
        ui.checkbox(
            &mut dialog.clock_on,
            RichText::new(tr("makruk-clock")).strong(),
        );
        // The times keep their row, greyed while the clock is off: ticking the box
        // neither grows the dialog nor moves it (it is centred on its size).
        ui.add_enabled_ui(dialog.clock_on, |ui| {
            ui.horizontal(|ui| {
                // Each number is named by the words after it.
                let minutes = ui.add(
                    egui::DragValue::new(&mut dialog.clock.minutes)
                        .range(1..=ClockSetting::MAX_MINUTES),
                );
                let label = ui.label(tr("makruk-clock-minutes"));
                minutes.labelled_by(label.id);
                let increment = ui.add(
                    egui::DragValue::new(&mut dialog.clock.increment)
                        .range(0..=ClockSetting::MAX_INCREMENT),
                );
                let label = ui.label(tr("makruk-clock-increment"));
                increment.labelled_by(label.id);
            });
        });
        ui.separator();
        let label = ui.label(RichText::new(tr("makruk-start-from")).strong());
        ui.add(
            egui::TextEdit::singleline(&mut dialog.fen)
                .hint_text(tr("makruk-start-position"))
                .desired_width(ui.available_width().min(400.0)),
        )
        .labelled_by(label.id);
        let config = dialog.config();
        if let Err(why) = &config {
            ui.label(RichText::new(why).color(crate::widgets::theme::warn()));
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            let start = ui.add_enabled(config.is_ok(), egui::Button::new(tr("makruk-start")));
            if start.clicked()
                && let Ok(config) = config
            {
                answer = Some(DialogAnswer::Start(config));
            }
            if ui.button(tr("makruk-cancel")).clicked() {
                answer = Some(DialogAnswer::Cancel);
            }
        });
    });
    // Escape cancels; a click beside the dialog does nothing (the choices made are not
    // thrown away by a slip of the mouse).
    if answer.is_none() && modal.should_close() && escape {
        answer = Some(DialogAnswer::Cancel);
    }
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dialog() -> NewGameDialog {
        let config = GameConfig::new(
            Seat {
                name: "Somchai".into(),
                computer: None,
            },
            Seat {
                name: "Computer".into(),
                computer: Some(Level::Hard),
            },
        );
        NewGameDialog::from_config(&config)
    }

    #[test]
    fn the_dialog_sets_up_the_game_it_shows() {
        let mut d = dialog();
        d.counting = CountingMode::Traditional;
        d.names.white = "  ".into();
        let config = d.config().unwrap();
        assert_eq!(config.seats.white.name, text::color(Color::White));
        assert_eq!(config.seats.black.computer, Some(Level::Hard));
        assert_eq!(config.counting, CountingMode::Traditional);
        assert_eq!(config.start, Position::start());
    }

    #[test]
    fn a_pasted_position_is_checked_and_its_problem_named() {
        let mut d = dialog();
        d.fen = "4k3/8/8/8/8/8/8/3K3R w - - 0 1".into();
        assert_eq!(d.config().unwrap().start.fen(), d.fen);
        d.fen = "4k3/8/8/8/8/8/8/3Q4 w".into();
        let why = d.config().unwrap_err();
        assert!(why.contains("'Q'"), "{why}");
        d.fen = "8/8/8/8/8/8/8/3K4 w".into();
        assert!(d.config().unwrap_err().contains(&text::color(Color::Black)));
    }
}
