//! The settings screen: everything in `settings.toml` — language, the next game's seats,
//! names and house rules, animation, fast-forward, auto-move, practice, the window's size
//! and the recent files. It edits a copy; Save sends `ShellCommand::ApplySettings`.

use egui::{DragValue, Grid, Id, RichText, TextEdit, Ui};

use super::{ShellCommand, text, theme};
use crate::dhayam::ai::Level;
use crate::dhayam::rules::Seat;
use crate::dhayam::settings::{AnimSpeed, HouseRules, Palette, SeatPlayer};
use crate::dhayam::ui::new_game::house_rules_editor;
use crate::dhayam::ui::text as dhayam_text;
use crate::games::GameKind;
use crate::games::Settings;
use crate::i18n::{Lang, tr};

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
    pub fn show(&mut self, ui: &mut Ui) -> Option<ShellCommand> {
        let mut command = None;
        let modal = egui::Modal::new(Id::unique("settings_screen")).show(ui.ctx(), |ui| {
            // A fixed width, so long rows wrap inside it instead of being cut at its edge.
            let width = (ui.ctx().content_rect().width() - 60.0).clamp(300.0, 640.0);
            ui.set_width(width);
            ui.heading(text::settings_title());
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .max_height(ui.ctx().content_rect().height() - 140.0)
                .show(ui, |ui| {
                    self.window_ui(ui);
                    ui.add_space(10.0);
                    self.seats_ui(ui);
                    ui.add_space(10.0);
                    self.rules_ui(ui);
                    ui.add_space(10.0);
                    // Its own id space, so its boxes never share an id with Dhayam's.
                    ui.push_id("makruk", |ui| self.makruk_ui(ui));
                    ui.add_space(10.0);
                    self.recent_ui(ui);
                });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button(text::save()).clicked() {
                    command = Some(ShellCommand::ApplySettings(Box::new(self.settings.clone())));
                }
                if ui.button(dhayam_text::cancel()).clicked() {
                    command = Some(ShellCommand::CloseSettings);
                }
            });
        });
        if modal.should_close() && command.is_none() {
            command = Some(ShellCommand::CloseSettings);
        }
        command
    }

    fn window_ui(&mut self, ui: &mut Ui) {
        let Settings { window, dhayam, .. } = &mut self.settings;
        Grid::new("settings_window")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let label = ui.label(text::language());
                let current = window.language;
                egui::ComboBox::from_id_salt("settings_language")
                    .selected_text(
                        current.map_or_else(text::system_language, |l| l.autonym().to_string()),
                    )
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut window.language, None, text::system_language());
                        for lang in Lang::ALL {
                            ui.selectable_value(&mut window.language, Some(lang), lang.autonym());
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();

                let label = ui.label(dhayam_text::animation());
                egui::ComboBox::from_id_salt("settings_animation")
                    .selected_text(dhayam.anim.label())
                    .show_ui(ui, |ui| {
                        for option in AnimSpeed::ALL {
                            ui.selectable_value(&mut dhayam.anim, option, option.label());
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();

                let label = ui.label(dhayam_text::palette());
                ui.horizontal(|ui| {
                    ui.radio_value(
                        &mut dhayam.palette,
                        Palette::Traditional,
                        dhayam_text::palette_traditional(),
                    );
                    ui.radio_value(
                        &mut dhayam.palette,
                        Palette::ColourBlind,
                        dhayam_text::palette_colour_blind(),
                    )
                    .on_hover_text(dhayam_text::palette_colour_blind_hint());
                })
                .response
                .labelled_by(label.id);
                ui.end_row();

                ui.label("");
                ui.vertical(|ui| {
                    ui.checkbox(&mut dhayam.fast_forward, dhayam_text::fast_forward())
                        .on_hover_text(dhayam_text::fast_forward_hint());
                    ui.checkbox(&mut dhayam.auto_move, dhayam_text::auto_move())
                        .on_hover_text(dhayam_text::auto_move_hint());
                    ui.checkbox(&mut dhayam.practice, dhayam_text::practice())
                        .on_hover_text(dhayam_text::practice_hint());
                    // Said in full, not only on hover: a player meeting "Practice" cannot
                    // guess that it is about undo.
                    ui.add(
                        egui::Label::new(
                            RichText::new(text::practice_explained())
                                .small()
                                .color(theme::TEXT_DIM),
                        )
                        .wrap(),
                    );
                    ui.checkbox(&mut dhayam.win_chances, dhayam_text::win_chances_setting())
                        .on_hover_text(dhayam_text::win_chances_hint());
                });
                ui.end_row();

                let label = ui.label(text::sound());
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Slider::new(&mut window.sound_volume, 0.0..=1.0)
                            .show_value(false)
                            .text(text::sound_volume()),
                    );
                    ui.checkbox(&mut window.sound_muted, text::sound_muted())
                        .on_hover_text(text::sound_muted_hint());
                })
                .response
                .labelled_by(label.id);
                ui.end_row();

                ui.label(text::window_size());
                ui.horizontal(|ui| {
                    ui.add(
                        DragValue::new(&mut window.width)
                            .range(800.0..=7680.0)
                            .speed(4.0),
                    )
                    .on_hover_text(text::window_width());
                    ui.label("×");
                    ui.add(
                        DragValue::new(&mut window.height)
                            .range(600.0..=4320.0)
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
                    let dhayam = &mut self.settings.dhayam;
                    let name = dhayam.names.get_mut(seat);
                    let player = dhayam.players.get_mut(seat);
                    let seat_label = ui
                        .horizontal(|ui| {
                            crate::dhayam::ui::seat_mark::label_mark(ui, seat, 16.0);
                            ui.label(dhayam_text::seat(seat))
                        })
                        .inner;
                    let selected = match *player {
                        SeatPlayer::Off => text::seat_off(),
                        SeatPlayer::Human => dhayam_text::human(),
                        SeatPlayer::Computer(level) => dhayam_text::computer(level),
                    };
                    egui::ComboBox::from_id_salt(("settings_player", seat.index()))
                        .selected_text(selected)
                        .width(170.0)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(player, SeatPlayer::Off, text::seat_off());
                            ui.selectable_value(player, SeatPlayer::Human, dhayam_text::human());
                            // Random plays only for simulations; offered here only
                            // when a file already holds it.
                            let has_random = *player == SeatPlayer::Computer(Level::Random);
                            for level in Level::ALL
                                .into_iter()
                                .filter(|l| *l != Level::Random || has_random)
                            {
                                ui.selectable_value(
                                    player,
                                    SeatPlayer::Computer(level),
                                    dhayam_text::computer(level),
                                );
                            }
                        })
                        .response
                        .on_hover_text(dhayam_text::seat_player(seat));
                    // Screen readers (and tests) name the field after its seat.
                    ui.add(
                        TextEdit::singleline(name)
                            .desired_width(160.0)
                            .hint_text(dhayam_text::seat_name(seat)),
                    )
                    .labelled_by(seat_label.id)
                    .on_hover_text(dhayam_text::name());
                    ui.end_row();
                }
            });
    }

    fn rules_ui(&mut self, ui: &mut Ui) {
        let mut options = self.settings.dhayam.rules.0;
        let before = options;
        house_rules_editor(ui, &mut options, true);
        if options != before {
            self.settings.dhayam.rules = HouseRules(options);
        }
    }

    /// Makruk's looks: the piece set, the board, how moves are written, the moves' glide
    /// and the evaluation bar.
    fn makruk_ui(&mut self, ui: &mut Ui) {
        use crate::makruk::notation::Notation;
        use crate::makruk::settings::{BoardLook, PieceStyle};
        let m = &mut self.settings.makruk;
        ui.label(
            RichText::new(text::game_name(GameKind::Makruk))
                .strong()
                .color(theme::BRASS_LIGHT),
        );
        Grid::new("settings_makruk")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                // One choice per line: the longer names (Tamil's, Malayalam's) never run
                // past the screen's edge.
                ui.label(tr("makruk-pieces"));
                ui.vertical(|ui| {
                    ui.radio_value(&mut m.pieces, PieceStyle::Thai, tr("makruk-pieces-thai"));
                    ui.radio_value(
                        &mut m.pieces,
                        PieceStyle::Western,
                        tr("makruk-pieces-western"),
                    );
                });
                ui.end_row();
                ui.label(tr("makruk-board"));
                ui.vertical(|ui| {
                    ui.radio_value(&mut m.board, BoardLook::Plain, tr("makruk-board-plain"));
                    ui.radio_value(
                        &mut m.board,
                        BoardLook::Chequered,
                        tr("makruk-board-chequered"),
                    );
                });
                ui.end_row();
                ui.label(tr("makruk-notation"));
                ui.vertical(|ui| {
                    ui.radio_value(&mut m.notation, Notation::San, tr("makruk-notation-san"));
                    ui.radio_value(&mut m.notation, Notation::Thai, tr("makruk-notation-thai"));
                });
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut m.animation, tr("makruk-animation"));
                ui.end_row();
                ui.label("");
                ui.checkbox(&mut m.eval_bar, tr("makruk-eval-bar"));
                ui.end_row();
            });
    }

    fn recent_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(text::recent_files()).strong());
        if self.settings.window.recent_files.is_empty() {
            ui.label(RichText::new(text::no_recent_files()).color(theme::TEXT_DIM));
            return;
        }
        for path in &self.settings.window.recent_files {
            ui.label(RichText::new(path.display().to_string()).small());
        }
        if ui.button(text::clear_recent_files()).clicked() {
            self.settings.window.recent_files.clear();
        }
    }
}
