//! The settings screen: everything in `settings.toml` — the window's (language, size of
//! everything, colours, motion, sound, the window's size), then each game's under its
//! name, the game on the table first (Dhayam's looks, seats and house rules; Makruk's
//! looks), and the recent files. It edits a copy; Save sends
//! `ShellCommand::ApplySettings`.

use egui::{DragValue, Grid, Id, RichText, Ui};

use super::{ShellCommand, text, theme, ui_scale};
use crate::games::{self, GameKind, Settings};
use crate::i18n::Lang;
use crate::widgets::explain;
use crate::widgets::motion::Motion;
use crate::widgets::theme::Contrast;

/// The screen's own state: the settings being edited, and the game on the table (its
/// section leads).
#[derive(Clone, Debug)]
pub struct SettingsScreen {
    pub settings: Settings,
    pub playing: GameKind,
}

impl SettingsScreen {
    pub fn new(settings: Settings, playing: GameKind) -> SettingsScreen {
        SettingsScreen { settings, playing }
    }

    /// Shows the screen; Save applies and stores, Cancel (or Escape) leaves it unchanged.
    pub fn show(&mut self, ui: &mut Ui) -> Option<ShellCommand> {
        let mut command = None;
        let modal = crate::widgets::dialog::modal(Id::unique("settings_screen"), ui.ctx(), |ui| {
            // A fixed width, so long rows wrap inside it instead of being cut at its edge.
            let width = crate::widgets::dialog::width(ui.ctx(), 640.0);
            ui.set_width(width);
            ui.heading(text::settings_title());
            ui.add_space(6.0);
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .max_height(ui.ctx().content_rect().height() - 140.0)
                .show(ui, |ui| {
                    self.window_ui(ui);
                    ui.add_space(10.0);
                    games::settings_sections(ui, &mut self.settings, self.playing);
                    self.recent_ui(ui);
                });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                // A relay that does not read is said beside it, and not saved.
                let valid = relay_is_valid(&self.settings.window.online_relay)
                    && web_page_is_valid(&self.settings.window.web_page);
                if ui
                    .add_enabled(valid, egui::Button::new(text::save()))
                    .clicked()
                {
                    command = Some(ShellCommand::ApplySettings(Box::new(self.settings.clone())));
                }
                if ui.button(text::cancel()).clicked() {
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
        let settings = &mut self.settings;
        Grid::new("settings_window")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                let window = &mut settings.window;
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

                let label = ui.label(text::ui_scale());
                let percent = |scale: f32| format!("{:.0}%", scale * 100.0);
                let window = &mut settings.window;
                let combo = egui::ComboBox::from_id_salt("settings_ui_scale")
                    .selected_text(percent(window.ui_scale))
                    .show_ui(ui, |ui| {
                        for scale in ui_scale::CHOICES {
                            ui.selectable_value(&mut window.ui_scale, scale, percent(scale));
                        }
                    })
                    .response;
                explain::on_hold(combo, &text::ui_scale_hint()).labelled_by(label.id);
                ui.end_row();

                let window = &mut settings.window;
                let label = ui.label(text::contrast());
                let combo = egui::ComboBox::from_id_salt("settings_contrast")
                    .selected_text(text::contrast_name(window.contrast))
                    .show_ui(ui, |ui| {
                        for contrast in [Contrast::Standard, Contrast::High] {
                            let name = text::contrast_name(contrast);
                            ui.selectable_value(&mut window.contrast, contrast, name);
                        }
                    })
                    .response;
                explain::on_hold(combo, &text::contrast_hint()).labelled_by(label.id);
                ui.end_row();

                let label = ui.label(text::motion());
                let combo = egui::ComboBox::from_id_salt("settings_motion")
                    .selected_text(text::motion_name(window.motion))
                    .show_ui(ui, |ui| {
                        for motion in Motion::ALL {
                            let name = text::motion_name(motion);
                            ui.selectable_value(&mut window.motion, motion, name);
                        }
                    })
                    .response;
                explain::on_hold(combo, &text::motion_hint()).labelled_by(label.id);
                ui.end_row();

                let window = &mut settings.window;
                let label = ui.label(text::sound());
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Slider::new(&mut window.sound_volume, 0.0..=1.0)
                            .show_value(false)
                            .text(text::sound_volume()),
                    );
                    let muted = ui.checkbox(&mut window.sound_muted, text::sound_muted());
                    explain::on_hold(muted, &text::sound_muted_hint());
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

                #[cfg(feature = "online")]
                {
                    use super::online::text as online_text;
                    let label = ui.label(online_text::relay());
                    ui.vertical(|ui| {
                        ui.add(
                            egui::TextEdit::singleline(&mut window.online_relay)
                                .char_limit(crate::online::relay::MAX_RELAY_CHARS + 1)
                                .hint_text(online_text::relay_n0())
                                .desired_width(320.0),
                        )
                        .labelled_by(label.id);
                        let hint = if relay_is_valid(&window.online_relay) {
                            RichText::new(online_text::relay_hint()).color(theme::text_dim())
                        } else {
                            RichText::new(online_text::relay_wrong()).color(theme::cut())
                        };
                        ui.label(hint);
                    });
                    ui.end_row();

                    // Issue 65: where the lobby's Copy link and QR code lead.
                    let label = ui.label(online_text::web_page());
                    ui.vertical(|ui| {
                        ui.add(
                            egui::TextEdit::singleline(&mut window.web_page)
                                .char_limit(crate::online::web_link::MAX_PAGE_CHARS + 1)
                                .desired_width(320.0),
                        )
                        .labelled_by(label.id);
                        let hint = if web_page_is_valid(&window.web_page) {
                            RichText::new(online_text::web_page_hint()).color(theme::text_dim())
                        } else {
                            RichText::new(online_text::web_page_wrong()).color(theme::cut())
                        };
                        ui.label(hint);
                    });
                    ui.end_row();
                }
            });
    }

    fn recent_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(text::recent_files()).strong());
        if self.settings.window.recent_files.is_empty() {
            ui.label(RichText::new(text::no_recent_files()).color(theme::text_dim()));
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

/// Whether the web page setting reads: empty (no page known) or a page's address.
fn web_page_is_valid(text: &str) -> bool {
    text.trim().is_empty() || text.parse::<crate::online::web_link::WebPage>().is_ok()
}

/// Whether the relay setting reads (`online::relay::Relays`).
fn relay_is_valid(text: &str) -> bool {
    text.parse::<crate::online::relay::Relays>().is_ok()
}
