//! The new game dialog: which seats play, person or computer (and its level), names,
//! pawns, every house rule with a line of explanation, and the dice seed.

use egui::{Grid, Id, RichText, TextEdit, Ui};

use super::{Command, GameConfig, Player, text, theme};
use crate::dhayam::ai::Level;
use crate::dhayam::play::dice::RealDice;
use crate::dhayam::presets::{PRESETS, Preset};
use crate::dhayam::rules::{Options, Seat};
use crate::mix::fresh_seed;
use crate::widgets::explain;

/// The dialog's own state: the configuration being edited and the seed as typed.
#[derive(Clone, Debug)]
pub struct NewGameDialog {
    pub config: GameConfig,
    pub seed_text: String,
}

impl NewGameDialog {
    /// Starts from the last game's players and rules, with a fresh seed.
    pub fn new(previous: &GameConfig) -> NewGameDialog {
        let seed = fresh_seed();
        let mut config = previous.clone();
        config.seed = seed;
        NewGameDialog {
            config,
            seed_text: seed.to_string(),
        }
    }

    /// Shows the dialog; returns `NewGame` on Start and `CloseDialog` on Cancel or Escape.
    pub fn show(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut command = None;
        // Read before the modal, which takes the key for itself.
        let escape = ui.input(|i| i.key_pressed(egui::Key::Escape));
        let modal = crate::widgets::dialog::modal(Id::unique("new_game"), ui.ctx(), |ui| {
            ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 640.0));
            ui.heading(text::new_game_title());
            ui.add_space(6.0);
            // Room left for the heading, a problem's line, the buttons and the modal's own
            // margins, so Start stays on screen however long the rules grow.
            // Both ways: the seats' grid is wider than a narrow window at 150% or more.
            egui::ScrollArea::both()
                .max_height(ui.ctx().content_rect().height() - 200.0)
                .show(ui, |ui| {
                    self.seats_ui(ui);
                    ui.add_space(8.0);
                    self.rules_ui(ui);
                    ui.add_space(8.0);
                    self.seed_ui(ui);
                });
            ui.add_space(8.0);
            let seed = self.seed_text.trim().parse::<u64>();
            let problem = self
                .config
                .problem()
                .or(seed.is_err().then_some(text::seed_invalid()));
            if let Some(problem) = &problem {
                ui.colored_label(theme::highlight(), problem);
            }
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(problem.is_none(), egui::Button::new(text::start()))
                    .clicked()
                    && let Ok(seed) = seed
                {
                    let mut config = self.config.clone();
                    config.seed = seed;
                    command = Some(Command::NewGame(config));
                }
                if let Some(c) = super::status::text_button(ui, Command::CloseDialog, true) {
                    command = Some(c);
                }
                if let Some(c) = super::status::button(ui, Command::OpenTutorial, true) {
                    command = Some(c);
                }
            });
        });
        // Escape cancels; a click beside the dialog does nothing, so a slip of the mouse
        // never throws the choices away.
        if modal.should_close() && escape && command.is_none() {
            command = Some(Command::CloseDialog);
        }
        command
    }

    fn seats_ui(&mut self, ui: &mut Ui) {
        ui.label(RichText::new(text::seats()).strong());
        // A phone's narrow dialog has no room for the name beside the player: each name
        // then goes on a row of its own, under its seat's player.
        let narrow = ui.available_width() < NAMES_BESIDE_WIDTH;
        Grid::new("seats")
            .num_columns(3)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for seat in Seat::ALL {
                    let cfg = &mut self.config.seats[seat.index()];
                    ui.horizontal(|ui| {
                        super::seat_mark::label_mark(ui, seat, 16.0);
                        ui.checkbox(&mut cfg.playing, text::seat_plays(seat));
                    });
                    let playing = cfg.playing;
                    ui.add_enabled_ui(playing, |ui| {
                        let selected = match cfg.player {
                            Player::Human => text::human().to_string(),
                            Player::Computer(level) => text::computer(level),
                        };
                        let combo = egui::ComboBox::from_id_salt(("player", seat.index()))
                            .selected_text(selected)
                            .width(150.0)
                            .show_ui(ui, |ui| {
                                ui.selectable_value(&mut cfg.player, Player::Human, text::human());
                                // Random plays only for simulations: offered to
                                // people only when the seat already has it.
                                let current = cfg.player;
                                for level in Level::ALL.into_iter().filter(|l| {
                                    *l != Level::Random
                                        || current == Player::Computer(Level::Random)
                                }) {
                                    ui.selectable_value(
                                        &mut cfg.player,
                                        Player::Computer(level),
                                        text::computer(level),
                                    );
                                }
                            })
                            .response;
                        // Named for screen readers: "Red player", not its choice alone.
                        combo.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::ComboBox,
                                playing,
                                text::seat_player(seat),
                            )
                        });
                        combo.on_hover_text(text::seat_player(seat));
                    });
                    if narrow {
                        ui.end_row();
                        ui.label("");
                    }
                    ui.add_enabled_ui(playing, |ui| {
                        let field = ui.add(
                            TextEdit::singleline(&mut cfg.name)
                                .char_limit(crate::store::names::MAX_NAME_CHARS)
                                .desired_width(160.0)
                                .hint_text(text::seat_name(seat)),
                        );
                        field.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::TextInput,
                                playing,
                                text::seat_name(seat),
                            )
                        });
                        field.on_hover_text(text::name());
                    });
                    ui.end_row();
                }
            });
    }

    /// The game as families name it (V20): choosing one sets its rules; Partners also
    /// seats all four players.
    fn presets_ui(&mut self, ui: &mut Ui) {
        let heading = ui.label(RichText::new(text::presets()).strong());
        let current = Preset::of(&self.config.options);
        ui.horizontal_wrapped(|ui| {
            for preset in &PRESETS {
                let chosen = current == Some(preset);
                let button = ui
                    .selectable_label(chosen, text::preset(preset.key))
                    .on_hover_text(text::preset_line(preset.key));
                if button.clicked() {
                    preset.apply(&mut self.config.options);
                    if preset.teams {
                        for seat in &mut self.config.seats {
                            seat.playing = true;
                        }
                    }
                }
            }
            // Not a choice of its own: it lights up when the rules below match no preset.
            ui.add_enabled(
                current.is_none(),
                egui::Button::selectable(current.is_none(), text::preset_custom()),
            )
            .on_hover_text(text::preset_custom_line());
        })
        .response
        .labelled_by(heading.id);
        let line = current.map_or_else(text::preset_custom_line, |p| text::preset_line(p.key));
        ui.label(RichText::new(line).small().color(theme::text_dim()));
    }

    fn rules_ui(&mut self, ui: &mut Ui) {
        self.presets_ui(ui);
        ui.add_space(8.0);
        house_rules_editor(ui, &mut self.config.options, false);
        ui.add_space(8.0);
        // Whose dice: the app's, or the family's own brass dice, tapped in after each throw.
        let label = ui.add(
            egui::Label::new(RichText::new(text::real_dice()).strong())
                .sense(crate::widgets::explain::TAP),
        );
        let label = explain::on_tap(label, &text::real_dice_hint());
        ui.horizontal_wrapped(|ui| {
            for choice in [RealDice::Off, RealDice::People, RealDice::Everyone] {
                ui.radio_value(
                    &mut self.config.real_dice,
                    choice,
                    text::real_dice_choice(choice, self.config.options.dice),
                )
                .on_hover_text(text::real_dice_hint());
            }
        })
        .response
        .labelled_by(label.id);
    }

    fn seed_ui(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(text::seed()).strong());
            let field = ui
                .add(TextEdit::singleline(&mut self.seed_text).desired_width(150.0))
                .labelled_by(label.id);
            explain::on_hold(field, &text::seed_hint());
            if ui.button(text::new_seed()).clicked() {
                self.seed_text = fresh_seed().to_string();
            }
        });
        ui.label(
            RichText::new(text::seed_hint())
                .small()
                .color(theme::text_dim()),
        );
    }
}

/// The house rules (docs/src/reference/dhayam-rules.md, "Options") as radio buttons, each
/// with its one-line explanation: below it, or on hover when `compact`. Shared by the
/// new-game dialog and settings.
pub fn house_rules_editor(ui: &mut Ui, options: &mut Options, compact: bool) {
    ui.label(RichText::new(text::rules()).strong());
    for (key, values) in text::OPTIONS {
        // Throwing for the partner is a rule of partners (V14): shown with them only.
        if key == "forpartner" && !options.teams {
            options.for_partner = false;
            continue;
        }
        // Wrapped, so a long choice goes to the next line rather than past the edge.
        ui.horizontal_wrapped(|ui| {
            let title = RichText::new(text::option_title(key)).color(theme::text());
            if compact {
                // What the rule means, under the pointer or tapped.
                let title = ui.add(egui::Label::new(title).sense(crate::widgets::explain::TAP));
                explain::on_tap(title, &text::option_explanation(key, options));
            } else {
                ui.label(title);
            }
            let current = options.get(key).unwrap_or_default();
            for value in values {
                let chosen = current == *value;
                let radio = ui.radio(chosen, text::option_value(key, value));
                // Read with the rule's name: many rules are "on" or "off".
                radio.widget_info(|| {
                    egui::WidgetInfo::selected(
                        egui::Role::RadioButton,
                        true,
                        chosen,
                        text::option_setting(key, value),
                    )
                });
                if radio.clicked() {
                    let _ = options.set(key, value);
                }
            }
        });
        if !compact {
            // Thai breaks between words (a long Thai line ran past the dialog's edge).
            crate::widgets::words::label(
                ui,
                RichText::new(text::option_explanation(key, options))
                    .small()
                    .color(theme::text_dim()),
            );
        }
    }
    ui.horizontal(|ui| {
        ui.label(RichText::new(text::pawns()).color(theme::text()));
        for n in 4..=6usize {
            if ui.radio(options.pawns() == n, n.to_string()).clicked()
                && let Some(o) = options.with_pawns(n)
            {
                *options = o;
            }
        }
    });
}

/// The narrowest dialog that has a seat's name beside its player (points): a seat's row
/// is its mark and name, its player (150) and its name (160).
const NAMES_BESIDE_WIDTH: f32 = 520.0;
