//! The new game dialog: which seats play, person or computer (and its level), names,
//! pawns, every house rule with a line of explanation, and the dice seed.

use egui::{Grid, Id, RichText, TextEdit, Ui};

use super::{Command, text, theme};
use crate::dhayam::ai::Level;
use crate::dhayam::play::dice::RealDice;
use crate::dhayam::presets::{PRESETS, Preset};
use crate::dhayam::rules::{Options, Seat, SeatSet};
use crate::dhayam::settings::{HouseRules, SeatPlayer, Settings};
use crate::mix::fresh_seed;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer(Level),
}

#[derive(Clone, Debug, PartialEq)]
pub struct SeatConfig {
    pub playing: bool,
    pub player: Player,
    pub name: String,
}

/// Everything needed to start a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameConfig {
    /// Indexed by `Seat::index()`.
    pub seats: [SeatConfig; 4],
    pub options: Options,
    pub seed: u64,
    /// Who throws their own dice instead of the app's.
    pub real_dice: RealDice,
}

impl GameConfig {
    /// The new-game defaults the settings describe, or `None` when they do not make a
    /// game (then the usual first game is offered).
    pub fn from_settings(settings: &Settings, seed: u64) -> Option<GameConfig> {
        let mut config = GameConfig::default_with_seed(seed);
        for seat in Seat::ALL {
            let (playing, player) = match settings.players.get(seat) {
                SeatPlayer::Off => (false, Player::Human),
                SeatPlayer::Human => (true, Player::Human),
                SeatPlayer::Computer(level) => (true, Player::Computer(level)),
            };
            let name = settings.names.get(seat);
            config.seats[seat.index()] = SeatConfig {
                playing,
                player,
                name: if name.trim().is_empty() {
                    config.seats[seat.index()].name.clone()
                } else {
                    // The settings file may hold any name: the one rule bounds it.
                    crate::store::names::bounded(name)
                },
            };
        }
        config.options = settings.rules.0;
        config.real_dice = settings.real_dice;
        config.problem().is_none().then_some(config)
    }

    /// Writes this game's seats and rules into the settings as the next game's defaults.
    pub fn remember_in(&self, settings: &mut Settings) {
        for seat in Seat::ALL {
            let cfg = self.seat(seat);
            *settings.names.get_mut(seat) = if cfg.name.trim() == seat.name() {
                String::new()
            } else {
                cfg.name.clone()
            };
            *settings.players.get_mut(seat) = match (cfg.playing, cfg.player) {
                (false, _) => SeatPlayer::Off,
                (true, Player::Human) => SeatPlayer::Human,
                (true, Player::Computer(level)) => SeatPlayer::Computer(level),
            };
        }
        settings.rules = HouseRules(self.options);
        settings.real_dice = self.real_dice;
    }

    /// Seats from a list of (seat, player); the others do not play.
    pub fn with_players(players: &[(Seat, Player)], seed: u64) -> GameConfig {
        let seats = Seat::ALL.map(|seat| {
            let found = players.iter().find(|(s, _)| *s == seat);
            SeatConfig {
                playing: found.is_some(),
                player: found.map_or(Player::Human, |(_, p)| *p),
                name: String::new(),
            }
        });
        GameConfig {
            seats,
            options: Options::default(),
            seed,
            real_dice: RealDice::Off,
        }
    }

    /// The first game offered: Red and Yellow people, Green and Blue greedy computers.
    pub fn default_with_seed(seed: u64) -> GameConfig {
        let greedy = Player::Computer(Level::Easy);
        GameConfig::with_players(
            &[
                (Seat::Red, Player::Human),
                (Seat::Green, greedy),
                (Seat::Yellow, Player::Human),
                (Seat::Blue, greedy),
            ],
            seed,
        )
    }

    pub fn seat(&self, seat: Seat) -> &SeatConfig {
        &self.seats[seat.index()]
    }

    pub fn seat_set(&self) -> SeatSet {
        Seat::ALL
            .into_iter()
            .filter(|s| self.seat(*s).playing)
            .collect()
    }

    /// The name shown for a seat: the seat's colour in the window's language when left
    /// empty (or left as the English colour, as older configurations hold it).
    pub fn name(&self, seat: Seat) -> String {
        let name = self.seat(seat).name.trim();
        if name.is_empty() || name == seat.name() {
            text::seat(seat)
        } else {
            name.to_string()
        }
    }

    pub fn player(&self, seat: Seat) -> Player {
        self.seat(seat).player
    }

    /// Whether every seat in play is a person.
    pub fn all_human(&self) -> bool {
        Seat::ALL
            .into_iter()
            .filter(|s| self.seat(*s).playing)
            .all(|s| self.player(s) == Player::Human)
    }

    /// Why these seats cannot play together, if they cannot.
    pub fn problem(&self) -> Option<String> {
        let seats = self.seat_set();
        match seats.len() {
            0 | 1 => Some(text::need_two_seats()),
            2 if !seats.iter().all(|s| seats.contains(s.opposite())) => {
                Some(text::two_must_be_opposite())
            }
            n if n < 4 && self.options.teams => Some(text::partners_need_four()),
            _ => None,
        }
    }
}

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
        let label = ui
            .label(RichText::new(text::real_dice()).strong())
            .on_hover_text(text::real_dice_hint());
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
            ui.add(TextEdit::singleline(&mut self.seed_text).desired_width(150.0))
                .labelled_by(label.id)
                .on_hover_text(text::seed_hint());
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
            let title = ui.label(RichText::new(text::option_title(key)).color(theme::text()));
            if compact {
                title.on_hover_text(text::option_explanation(key, options));
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
