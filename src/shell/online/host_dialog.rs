//! File ▸ Play online ▸ Host a game: which game, who sits where (you, invited, the
//! computer, nobody), your name and, for Makruk, the clock the host keeps. The house rules
//! are the next game's, from Settings.

use egui::{Grid, Id, RichText, Ui};

use super::{OnlineCommand, text};
use crate::games::{GameKind, Settings, SetupNote};
use crate::online::net::{HOME_NETWORK, Reach};
use crate::online::{GameSetup, SeatId, TableClock};
use crate::widgets::theme;

/// Who sits in a seat of the hosted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    You,
    Invited,
    Computer,
    Off,
}

impl SeatChoice {
    fn word(self) -> String {
        match self {
            SeatChoice::You => text::seat_you(),
            SeatChoice::Invited => text::seat_invited(),
            SeatChoice::Computer => text::seat_computer(),
            SeatChoice::Off => text::seat_off(),
        }
    }
}

/// The dialog's answer: the game to host.
#[derive(Clone, Debug, PartialEq)]
pub struct HostChoice {
    pub setup: GameSetup,
    pub seats: Vec<(SeatId, SeatChoice)>,
    /// The name of the first seat played here.
    pub name: String,
    /// The names of the other seats played here (another person at this screen).
    pub others: Vec<(SeatId, String)>,
    /// The level of the computer seats, and of a seat the computer takes over, by name.
    pub level: &'static str,
    /// Show the game on the home network while seats are open (guests there ask to be
    /// let in, or bring its short code).
    pub on_network: bool,
}

impl HostChoice {
    /// The name `seat` is played under here: as typed, else the seat's colour.
    pub fn name_of(&self, seat: SeatId) -> String {
        let first = self
            .seats
            .iter()
            .find(|(_, c)| *c == SeatChoice::You)
            .map(|(s, _)| *s);
        let typed = if first == Some(seat) {
            self.name.as_str()
        } else {
            self.others
                .iter()
                .find(|(s, _)| *s == seat)
                .map_or("", |(_, n)| n.as_str())
        };
        match crate::store::names::bounded(typed.trim()) {
            name if name.is_empty() => self.setup.game.seat_word(seat),
            name => name,
        }
    }
}

pub struct HostDialog {
    game: GameKind,
    /// Each game's setup from the settings (its rules; Dhayam's seats that play).
    setups: Vec<GameSetup>,
    seats: Vec<(SeatId, SeatChoice)>,
    name: String,
    /// Names typed for the seats played here after the first, by seat index.
    others: [String; 4],
    /// The computers' level, by name.
    level: &'static str,
    /// Each game's level from the settings, the first choice when the game is chosen.
    settings_levels: Vec<(GameKind, &'static str)>,
    /// Makruk's clock: whether the table keeps one, and its time.
    clock_on: bool,
    clock: TableClock,
    /// "Show this game on my home network": off until the player asks, since everyone on
    /// the network (a café's, a school's) would see the game and the host's name.
    on_network: bool,
    /// Whether a game can be hosted here (in a browser only through the player's own
    /// relay).
    hosts_here: bool,
}

/// The clock offered when the host turns it on: the new-game dialog's ten minutes and five
/// seconds.
const USUAL_CLOCK: TableClock = TableClock {
    minutes: 10,
    increment: 5,
};

impl HostDialog {
    /// The dialog for hosting `game` (the one on the table) under `name`.
    pub fn new(settings: &Settings, game: GameKind, name: String) -> HostDialog {
        let setups: Vec<GameSetup> = GameKind::ALL
            .into_iter()
            .map(|k| k.default_setup(settings))
            .collect();
        let settings_clock = setups.iter().find_map(|s| s.clock);
        let mut dialog = HostDialog {
            clock_on: settings_clock.is_some(),
            clock: settings_clock.unwrap_or(USUAL_CLOCK),
            on_network: false,
            hosts_here: true,
            game,
            setups,
            seats: Vec::new(),
            name,
            others: Default::default(),
            level: game.settings_level(settings),
            settings_levels: GameKind::ALL
                .into_iter()
                .map(|k| (k, k.settings_level(settings)))
                .collect(),
        };
        dialog.seat_defaults();
        dialog
    }

    /// The first seat is yours and the one across is invited; the others sit out.
    fn seat_defaults(&mut self) {
        let seats = self.game.all_seats();
        let across = seats.len() / 2;
        self.seats = seats
            .into_iter()
            .enumerate()
            .map(|(i, s)| {
                let choice = match i {
                    0 => SeatChoice::You,
                    i if i == across => SeatChoice::Invited,
                    _ => SeatChoice::Off,
                };
                (s, choice)
            })
            .collect();
    }

    fn setup(&self) -> GameSetup {
        let mut setup = self
            .setups
            .iter()
            .find(|s| s.game == self.game)
            .cloned()
            .unwrap_or_else(|| self.game.default_setup(&Settings::default()));
        let playing: Vec<SeatId> = self
            .seats
            .iter()
            .filter(|(_, c)| *c != SeatChoice::Off)
            .map(|(s, _)| *s)
            .collect();
        setup.seats = self.game.seats_text(&playing);
        setup.clock = (self.game.has_clock() && self.clock_on).then_some(self.clock);
        setup
    }

    /// What keeps the game from being hosted, if anything.
    /// What endpoints of `reach` allow here (issue 65: a browser hosts only through the
    /// player's own relay).
    pub fn within(mut self, reach: &Reach) -> HostDialog {
        self.hosts_here = reach.hosts_here();
        self
    }

    fn problem(&self) -> Option<String> {
        if !self.hosts_here {
            return Some(text::host_needs_relay());
        }
        let playing = self.seats.iter().filter(|(_, c)| *c != SeatChoice::Off);
        if playing.clone().count() < 2 {
            return Some(text::need_two_seats());
        }
        if !self.seats.iter().any(|(_, c)| *c == SeatChoice::Invited) {
            return Some(text::need_invited());
        }
        None
    }

    /// Makruk's clock: on or off, minutes each and seconds added per move.
    fn clock_choice(&mut self, ui: &mut Ui) {
        ui.checkbox(&mut self.clock_on, text::clock());
        if self.clock_on {
            ui.horizontal(|ui| {
                let minutes = ui.add(
                    egui::DragValue::new(&mut self.clock.minutes)
                        .range(1..=TableClock::MAX_MINUTES),
                );
                let label = ui.label(text::clock_minutes());
                minutes.labelled_by(label.id);
                let increment = ui.add(
                    egui::DragValue::new(&mut self.clock.increment)
                        .range(0..=TableClock::MAX_INCREMENT),
                );
                let label = ui.label(text::clock_increment());
                increment.labelled_by(label.id);
            });
        }
    }

    pub fn show(&mut self, ui: &mut Ui) -> Option<OnlineCommand> {
        let mut command = None;
        let modal =
            crate::widgets::dialog::modal(Id::unique("online_host_dialog"), ui.ctx(), |ui| {
                ui.set_width(crate::widgets::dialog::width(ui.ctx(), 520.0));
                ui.heading(text::host_title());
                ui.add_space(6.0);
                Grid::new("online_host_grid")
                    .num_columns(2)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        ui.label(text::game());
                        ui.horizontal(|ui| {
                            for kind in GameKind::ALL {
                                let r = ui.radio(self.game == kind, kind.name());
                                if r.clicked() && self.game != kind {
                                    self.game = kind;
                                    self.level = self
                                        .settings_levels
                                        .iter()
                                        .find(|(k, _)| *k == kind)
                                        .map_or(self.level, |(_, l)| *l);
                                    self.seat_defaults();
                                }
                            }
                        });
                        ui.end_row();
                        let label = ui.label(text::your_name());
                        ui.add(
                            egui::TextEdit::singleline(&mut self.name)
                                .char_limit(crate::online::message::MAX_NAME_CHARS),
                        )
                        .labelled_by(label.id);
                        ui.end_row();
                    });
                ui.add_space(6.0);
                ui.label(theme::section_heading(text::seats()));
                Grid::new("online_host_seats")
                    .num_columns(3)
                    .spacing([12.0, 6.0])
                    .show(ui, |ui| {
                        let kind = self.game;
                        let mut first_here = true;
                        for (seat, choice) in &mut self.seats {
                            let word = kind.seat_word(*seat);
                            let label = ui.label(&word);
                            egui::ComboBox::from_id_salt(("online_host_seat", seat.0))
                                .selected_text(choice.word())
                                .show_ui(ui, |ui| {
                                    let mut options = vec![
                                        SeatChoice::You,
                                        SeatChoice::Invited,
                                        SeatChoice::Computer,
                                    ];
                                    if kind.seats_may_sit_out() {
                                        options.push(SeatChoice::Off);
                                    }
                                    for option in options {
                                        ui.selectable_value(choice, option, option.word());
                                    }
                                })
                                .response
                                .labelled_by(label.id);
                            // A second person at this screen gives their own name.
                            if *choice == SeatChoice::You {
                                if !first_here && let Some(name) = self.others.get_mut(seat.index())
                                {
                                    ui.add(
                                        egui::TextEdit::singleline(name)
                                            .char_limit(crate::online::message::MAX_NAME_CHARS)
                                            .hint_text(&word)
                                            .desired_width(160.0),
                                    )
                                    .labelled_by(label.id);
                                }
                                first_here = false;
                            }
                            ui.end_row();
                        }
                    });
                // The computers' level: for the computer seats, and for a seat whose player
                // does not come back in time.
                ui.horizontal(|ui| {
                    let label = ui.label(text::computer_level());
                    let levels = self.game.computer_levels();
                    let shown = levels
                        .iter()
                        .find(|(name, _)| *name == self.level)
                        .map(|(_, word)| word.clone())
                        .unwrap_or_default();
                    egui::ComboBox::from_id_salt("online_host_level")
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            for (name, word) in levels {
                                ui.selectable_value(&mut self.level, name, word);
                            }
                        })
                        .response
                        .labelled_by(label.id);
                });
                if self.game.has_clock() {
                    self.clock_choice(ui);
                }
                let setup = self.setup();
                if self.game.has_house_rules() {
                    // In words, as the list of games says them (the lobby's own), never
                    // the options' text ("turn=pooled").
                    let words: Vec<String> = self
                        .game
                        .setup_notes(&setup)
                        .into_iter()
                        .flat_map(|note| match note {
                            SetupNote::HouseRules(words) => words,
                            _ => Vec::new(),
                        })
                        .collect();
                    let rules = if words.is_empty() {
                        text::rules_none()
                    } else {
                        text::rules_from_settings(&words.join(", "))
                    };
                    ui.label(RichText::new(rules).color(theme::text_dim()));
                }
                // A browser has no home network to show the game on (no mDNS).
                if HOME_NETWORK {
                    ui.checkbox(&mut self.on_network, text::show_on_network());
                }
                if self.on_network {
                    ui.label(RichText::new(text::show_on_network_hint()).color(theme::text_dim()));
                }
                let problem = self.problem();
                if let Some(problem) = &problem {
                    ui.label(RichText::new(problem).color(theme::cut()));
                }
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(problem.is_none(), egui::Button::new(text::host_button()))
                        .clicked()
                    {
                        command = Some(OnlineCommand::Host(HostChoice {
                            setup,
                            seats: self
                                .seats
                                .iter()
                                .filter(|(_, c)| *c != SeatChoice::Off)
                                .copied()
                                .collect(),
                            name: self.name.trim().to_string(),
                            others: self
                                .seats
                                .iter()
                                .map(|(s, _)| (*s, self.others[s.index() % 4].trim().to_string()))
                                .collect(),
                            level: self.level,
                            on_network: self.on_network,
                        }));
                    }
                    if ui.button(text::cancel()).clicked() {
                        command = Some(OnlineCommand::CloseDialog);
                    }
                });
            });
        if modal.should_close() && command.is_none() {
            command = Some(OnlineCommand::CloseDialog);
        }
        command
    }
}
