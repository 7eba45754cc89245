//! The settings screen: everything in `settings.toml` — language, the next game's seats,
//! names and house rules, animation, fast-forward, auto-move, practice, the window's size
//! and the recent files. It edits a copy; Save sends `Command::ApplySettings`.

use egui::{DragValue, Grid, Id, RichText, TextEdit, Ui};

use super::new_game::house_rules_editor;
use super::{AnimSpeed, Command, Player, SeatConfig, text, theme};
use crate::ai::Level;
use crate::i18n::Lang;
use crate::rules::{Options, Seat};
use crate::settings::Settings;

impl AnimSpeed {
    /// The name kept in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            AnimSpeed::Off => "off",
            AnimSpeed::Slow => "slow",
            AnimSpeed::Normal => "normal",
            AnimSpeed::Fast => "fast",
        }
    }

    pub fn from_key(key: &str) -> Option<AnimSpeed> {
        AnimSpeed::ALL.into_iter().find(|s| s.key() == key)
    }
}

/// The seat's entry in a settings file: `human`, `off` or a computer level.
pub fn player_key(seat: &SeatConfig) -> String {
    match (seat.playing, seat.player) {
        (false, _) => "off".into(),
        (true, Player::Human) => "human".into(),
        (true, Player::Computer(level)) => level.name().into(),
    }
}

/// Reads a seat's settings entry; `None` when it is none of those.
pub fn parse_player_key(key: &str) -> Option<(bool, Player)> {
    match key {
        "off" => Some((false, Player::Human)),
        "human" => Some((true, Player::Human)),
        level => level
            .parse::<Level>()
            .ok()
            .map(|l| (true, Player::Computer(l))),
    }
}

/// A seat's name and player as the settings file keeps them.
pub fn seat_settings(s: &mut Settings, seat: Seat) -> (&mut String, &mut String) {
    match seat {
        Seat::Red => (&mut s.names.red, &mut s.players.red),
        Seat::Green => (&mut s.names.green, &mut s.players.green),
        Seat::Yellow => (&mut s.names.yellow, &mut s.players.yellow),
        Seat::Blue => (&mut s.names.blue, &mut s.players.blue),
    }
}

/// The screen's own state: the settings being edited.
#[derive(Clone, Debug)]
pub struct SettingsScreen {
    pub settings: Settings,
}

impl SettingsScreen {
    pub fn new(settings: Settings) -> SettingsScreen {
        SettingsScreen { settings }
    }

    /// Shows the screen; Save applies and stores, Cancel (or Escape) leaves it unchanged.
    pub fn show(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut command = None;
        let modal = egui::Modal::new(Id::unique("settings_screen")).show(ui.ctx(), |ui| {
            ui.set_max_width(640.0);
            ui.heading(text::settings_title());
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .max_height(ui.ctx().content_rect().height() - 140.0)
                .show(ui, |ui| {
                    self.window_ui(ui);
                    ui.add_space(10.0);
                    self.seats_ui(ui);
                    ui.add_space(10.0);
                    self.rules_ui(ui);
                    ui.add_space(10.0);
                    self.recent_ui(ui);
                });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(text::save()).clicked() {
                    command = Some(Command::ApplySettings(Box::new(self.settings.clone())));
                }
                if ui.button(text::cancel()).clicked() {
                    command = Some(Command::CloseSettings);
                }
            });
        });
        if modal.should_close() && command.is_none() {
            command = Some(Command::CloseSettings);
        }
        command
    }

    fn window_ui(&mut self, ui: &mut Ui) {
        let s = &mut self.settings;
        Grid::new("settings_window")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label(text::language());
                let current = Lang::from_tag(&s.language);
                egui::ComboBox::from_id_salt("settings_language")
                    .selected_text(
                        current.map_or_else(text::system_language, |l| l.autonym().to_string()),
                    )
                    .show_ui(ui, |ui| {
                        ui.selectable_value(
                            &mut s.language,
                            String::new(),
                            text::system_language(),
                        );
                        for lang in Lang::ALL {
                            ui.selectable_value(
                                &mut s.language,
                                lang.tag().to_string(),
                                lang.autonym(),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();

                let label = ui.label(text::animation());
                let speed = AnimSpeed::from_key(&s.animation).unwrap_or(AnimSpeed::Normal);
                egui::ComboBox::from_id_salt("settings_animation")
                    .selected_text(speed.label())
                    .show_ui(ui, |ui| {
                        for option in AnimSpeed::ALL {
                            ui.selectable_value(
                                &mut s.animation,
                                option.key().to_string(),
                                option.label(),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();

                ui.label("");
                ui.vertical(|ui| {
                    ui.checkbox(&mut s.fast_forward, text::fast_forward())
                        .on_hover_text(text::fast_forward_hint());
                    ui.checkbox(&mut s.auto_move, text::auto_move())
                        .on_hover_text(text::auto_move_hint());
                    ui.checkbox(&mut s.practice, text::practice())
                        .on_hover_text(text::practice_hint());
                    ui.checkbox(&mut s.win_chances, text::win_chances_setting())
                        .on_hover_text(text::win_chances_hint());
                });
                ui.end_row();

                ui.label(text::window_size());
                ui.horizontal(|ui| {
                    ui.add(
                        DragValue::new(&mut s.window_width)
                            .range(640.0..=7680.0)
                            .speed(4.0),
                    )
                    .on_hover_text(text::window_width());
                    ui.label("×");
                    ui.add(
                        DragValue::new(&mut s.window_height)
                            .range(480.0..=4320.0)
                            .speed(4.0),
                    )
                    .on_hover_text(text::window_height());
                });
                ui.end_row();
            });
    }

    fn seats_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(text::new_game_defaults()).strong());
        Grid::new("settings_seats")
            .num_columns(3)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for seat in Seat::ALL {
                    let (name, player) = seat_settings(&mut self.settings, seat);
                    let seat_label = ui
                        .horizontal(|ui| {
                            let (r, _) = ui
                                .allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                            ui.painter()
                                .circle_filled(r.center(), 6.5, theme::seat(seat));
                            ui.label(text::seat(seat))
                        })
                        .inner;
                    let selected = match parse_player_key(player) {
                        Some((false, _)) | None => text::seat_off(),
                        Some((true, Player::Human)) => text::human(),
                        Some((true, Player::Computer(level))) => text::computer(level),
                    };
                    egui::ComboBox::from_id_salt(("settings_player", seat.index()))
                        .selected_text(selected)
                        .width(170.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(player, "off".to_string(), text::seat_off());
                            ui.selectable_value(player, "human".to_string(), text::human());
                            // Random plays only for simulations; offered here only
                            // when a file already holds it.
                            let has_random = player == "random";
                            for level in Level::ALL
                                .into_iter()
                                .filter(|l| *l != Level::Random || has_random)
                            {
                                ui.selectable_value(
                                    player,
                                    level.name().to_string(),
                                    text::computer(level),
                                );
                            }
                        })
                        .response
                        .on_hover_text(text::seat_player(seat));
                    // Screen readers (and tests) name the field after its seat.
                    ui.add(
                        TextEdit::singleline(name)
                            .desired_width(160.0)
                            .hint_text(text::seat_name(seat)),
                    )
                    .labelled_by(seat_label.id)
                    .on_hover_text(text::name());
                    ui.end_row();
                }
            });
    }

    fn rules_ui(&mut self, ui: &mut Ui) {
        let mut options: Options = self.settings.rules.parse().unwrap_or_default();
        let before = options;
        house_rules_editor(ui, &mut options, true);
        if options != before {
            self.settings.rules = options.to_string();
        }
    }

    fn recent_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(text::recent_files()).strong());
        if self.settings.recent_files.is_empty() {
            ui.label(RichText::new(text::no_recent_files()).color(theme::TEXT_DIM));
            return;
        }
        for path in &self.settings.recent_files {
            ui.label(RichText::new(path.display().to_string()).small());
        }
        if ui.button(text::clear_recent_files()).clicked() {
            self.settings.recent_files.clear();
        }
    }
}
