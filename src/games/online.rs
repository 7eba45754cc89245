//! A game at a distance on the table (issue 33): each game's session set up from the
//! host's game setup, the table's record applied to it entry by entry, and what its seats
//! here ask sent back as the protocol's actions. The shell's online screens drive these
//! and never name a game.

use std::fmt;

use super::{ActiveGame, GameKind, Settings};
use crate::dhayam;
use crate::dhayam::online::table::DhayamTable;
use crate::makruk::online::table::{MakrukTable, color_of as makruk_color};
use crate::makruk::rules as makruk;
use crate::online::record::Entry;
use crate::online::{Action, ClockReading, GameSetup, OnlineDice, SeatId, TableClock};

/// Who plays a seat, as this window sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Here {
    /// A person at this window.
    Person,
    /// This window's computer (only the host's): at the game's own level for a seat
    /// taken over.
    Computer,
    /// Someone at another window, or the host's computer.
    Away,
}

/// A seat of the game at a distance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistantSeat {
    pub seat: SeatId,
    pub name: String,
    pub here: Here,
}

/// Why the table's game cannot be shown, or an entry of its record not applied. Either
/// means this window and the table disagree: the window stops and says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DistanceError {
    /// The setup is not one this window can set out (the host and guest check it first).
    Setup(String),
    /// The window's game refused an entry the table's rules accepted.
    Entry { index: usize, detail: String },
}

impl fmt::Display for DistanceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DistanceError::Setup(e) => write!(f, "the game cannot be set out: {e}"),
            DistanceError::Entry { index, detail } => {
                write!(f, "entry {} of the table's record: {detail}", index + 1)
            }
        }
    }
}

impl ActiveGame {
    /// The game `setup` describes, with these seats, mirroring a table kept by the host.
    /// `level` names the level of this window's computers (the host's choice; `None`:
    /// the settings').
    pub fn at_a_distance(
        setup: &GameSetup,
        seats: &[DistantSeat],
        level: Option<&str>,
        settings: &Settings,
    ) -> Result<ActiveGame, DistanceError> {
        let refused = |e: crate::online::table::SetupError| DistanceError::Setup(e.to_string());
        match setup.game {
            GameKind::Dhayam => {
                let table = DhayamTable::set_up(setup).map_err(refused)?;
                let config = dhayam_config(table.position(), seats, dhayam_level(settings, level));
                let here = seats
                    .iter()
                    .filter(|s| s.here != Here::Away)
                    .filter_map(|s| dhayam::rules::Seat::ALL.get(s.seat.index()).copied())
                    .collect();
                let mut session = dhayam::ui::Session::at_a_distance(config, here);
                session.settings = settings.dhayam.clone();
                Ok(ActiveGame::Dhayam(session))
            }
            GameKind::Makruk => {
                let table = MakrukTable::set_up(setup).map_err(refused)?;
                use crate::makruk::ui::session::{GameConfig, Seat, Session};
                let level = makruk_level(settings, level);
                let seat = |color: makruk::Color| {
                    let distant = seats.iter().find(|s| s.seat.index() == color.index());
                    Seat {
                        name: distant
                            .map(|s| crate::store::names::bounded(&s.name))
                            .filter(|n| !n.trim().is_empty())
                            .unwrap_or_else(|| crate::makruk::ui::text::color(color)),
                        computer: match distant.map(|s| &s.here) {
                            Some(Here::Computer) => Some(level),
                            _ => None,
                        },
                    }
                };
                let here = |color: makruk::Color| {
                    seats
                        .iter()
                        .any(|s| s.seat.index() == color.index() && s.here != Here::Away)
                };
                let mut config =
                    GameConfig::new(seat(makruk::Color::White), seat(makruk::Color::Black));
                // The table counts automatically; so does its mirror, and its clock
                // follows the table's.
                config.counting = makruk::CountingMode::Automatic;
                config.clock = setup.clock.map(Into::into);
                config.start = *table.game().start();
                config.seed = crate::mix::fresh_seed();
                let here = makruk::ByColor {
                    white: here(makruk::Color::White),
                    black: here(makruk::Color::Black),
                };
                Ok(ActiveGame::Makruk(Session::at_a_distance(
                    config,
                    here,
                    settings.makruk.clone(),
                )))
            }
        }
    }

    /// Whether the game on the table mirrors one kept elsewhere.
    pub fn is_at_a_distance(&self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.is_at_a_distance(),
            ActiveGame::Makruk(s) => s.is_at_a_distance(),
        }
    }

    /// Whether the game can show the next entry now (the last one's animation is over).
    pub fn ready_for_entry(&self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => !s.busy(),
            ActiveGame::Makruk(s) => !s.animating(),
        }
    }

    /// The table is gone: nothing is played at this window any more.
    pub fn table_gone(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.table_gone(),
            ActiveGame::Makruk(s) => s.table_gone(),
        }
    }

    /// Ends every animation: the board shows the game as it stands.
    pub fn settle(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.settle(),
            ActiveGame::Makruk(s) => s.settle(),
        }
    }

    /// Applies entry `index` of the table's record.
    pub fn receive(&mut self, index: usize, entry: &Entry) -> Result<(), DistanceError> {
        let refused = |detail: String| DistanceError::Entry { index, detail };
        match (self, entry) {
            (ActiveGame::Dhayam(s), Entry::Throw { throw, .. }) => {
                let landed = dhayam::rules::Throw::from_landing_text(&throw.landed)
                    .ok_or_else(|| refused(throw.landed.clone()))?;
                s.receive_throw(landed).map_err(|e| refused(e.to_string()))
            }
            (ActiveGame::Dhayam(s), Entry::Move { text, .. }) => {
                let mv: dhayam::rules::Move = text.parse().map_err(|_| refused(text.clone()))?;
                s.receive_move(mv).map_err(|e| refused(e.to_string()))
            }
            (ActiveGame::Makruk(s), Entry::Move { text, .. }) => {
                let mv = s
                    .game()
                    .position()
                    .parse_uci(text)
                    .map_err(|e| refused(format!("{text}: {e}")))?;
                s.receive_move(mv)
                    .then_some(())
                    .ok_or_else(|| refused(text.clone()))
            }
            (ActiveGame::Makruk(s), Entry::Resign { seat }) => {
                s.receive_resignation(makruk_color(*seat));
                Ok(())
            }
            (ActiveGame::Makruk(s), Entry::Flag { seat }) => {
                s.receive_flag(makruk_color(*seat));
                Ok(())
            }
            (ActiveGame::Makruk(s), Entry::DrawAgreed) => {
                s.receive_draw();
                Ok(())
            }
            (_, entry) => Err(refused(entry.to_string())),
        }
    }

    /// A seat changes hands during the game: this window's computer takes it (`Here::
    /// Computer`, at the game's level from the settings), or it goes back to the person
    /// at another window (`Here::Away`).
    pub fn seat_changed(
        &mut self,
        seat: SeatId,
        here: Here,
        level: Option<&str>,
        settings: &Settings,
    ) {
        match self {
            ActiveGame::Dhayam(s) => {
                let Some(seat) = dhayam::rules::Seat::ALL.get(seat.index()).copied() else {
                    return;
                };
                let level = (here == Here::Computer).then(|| dhayam_level(settings, level));
                s.computer_here(seat, level);
            }
            ActiveGame::Makruk(s) => {
                let level = (here == Here::Computer).then(|| makruk_level(settings, level));
                s.computer_here(makruk_color(seat), level);
            }
        }
    }

    /// The table's dice as they stand, for the game's file (Dhayam's).
    pub fn keep_online_dice(&mut self, dice: OnlineDice) {
        if let ActiveGame::Dhayam(s) = self {
            s.keep_online_dice(dice);
        }
    }

    /// The table did not take the last ask: the seats here may ask again.
    pub fn ask_again(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.ask_again(),
            ActiveGame::Makruk(s) => s.ask_again(),
        }
    }

    /// What the seats here asked of the table since the last call.
    pub fn take_asks(&mut self) -> Vec<(SeatId, Action)> {
        match self {
            ActiveGame::Dhayam(s) => s
                .take_asks()
                .into_iter()
                .map(|ask| match ask {
                    dhayam::ui::session::Ask::Throw(seat) => {
                        (SeatId(seat.index() as u8), Action::Throw)
                    }
                    dhayam::ui::session::Ask::Move(seat, mv) => {
                        (SeatId(seat.index() as u8), Action::Move(mv.to_string()))
                    }
                })
                .collect(),
            ActiveGame::Makruk(s) => s
                .take_asks()
                .into_iter()
                .map(|ask| {
                    use crate::makruk::ui::session::Ask;
                    let seat = |c: makruk::Color| SeatId(c.index() as u8);
                    match ask {
                        Ask::Move(c, mv) => (seat(c), Action::Move(mv.to_string())),
                        Ask::Resign(c) => (seat(c), Action::Resign),
                        Ask::OfferDraw(c) => (seat(c), Action::OfferDraw),
                        Ask::AnswerDraw(c, yes) => (seat(c), Action::AnswerDraw(yes)),
                    }
                })
                .collect(),
        }
    }

    /// The seat to act, when a person at this window plays it.
    pub fn person_here_to_play(&self) -> Option<SeatId> {
        match self {
            ActiveGame::Dhayam(s) => s
                .person_here_to_play()
                .map(|seat| SeatId(seat.index() as u8)),
            ActiveGame::Makruk(s) => s.person_here_to_play().map(|c| SeatId(c.index() as u8)),
        }
    }

    /// The table's clock as it reads at `now`, this frame's time (Makruk's; a game without
    /// one ignores it).
    pub fn follow_clock(&mut self, reading: ClockReading, now: f64) {
        if let ActiveGame::Makruk(s) = self {
            let running = reading.running.map(makruk_color);
            s.follow_clock(
                makruk::ByColor {
                    white: reading.left_ms[0],
                    black: reading.left_ms[1],
                },
                running,
                now,
            );
        }
    }

    /// A draw offered by `seat` at another window (`None`: the offer was declined), for
    /// the person here to answer.
    pub fn draw_offered(&mut self, seat: Option<SeatId>) {
        if let ActiveGame::Makruk(s) = self {
            s.draw_offered(seat.map(makruk_color));
        }
    }
}

/// The level of this window's Makruk computers: `named`, else the settings' computer's,
/// else Easy.
fn makruk_level(settings: &Settings, named: Option<&str>) -> crate::makruk::ai::Level {
    let m = &settings.makruk;
    named
        .and_then(crate::makruk::ai::Level::from_name)
        .or(m.white.computer())
        .or(m.black.computer())
        .unwrap_or(crate::makruk::ai::Level::Easy)
}

/// The level of this window's Dhayam computers: `named`, else the first computer
/// seat's of the next game in the settings, else Medium.
fn dhayam_level(settings: &Settings, named: Option<&str>) -> dhayam::ai::Level {
    use dhayam::ui::Player;
    if let Some(level) = named.and_then(|n| n.parse().ok()) {
        return level;
    }
    dhayam::ui::GameConfig::from_settings(&settings.dhayam, 0)
        .and_then(|c| {
            dhayam::rules::Seat::ALL
                .into_iter()
                .find_map(|s| match c.player(s) {
                    Player::Computer(level) => Some(level),
                    Player::Human => None,
                })
        })
        .unwrap_or(dhayam::ai::Level::Medium)
}

/// Dhayam's seats for the table: its players' names, this window's computers at
/// `level`, everyone else a person (away seats are never played here).
fn dhayam_config(
    position: &dhayam::rules::Position,
    seats: &[DistantSeat],
    level: dhayam::ai::Level,
) -> dhayam::ui::GameConfig {
    use dhayam::ui::{Player, SeatConfig};
    let mut config = dhayam::ui::GameConfig::default_with_seed(0);
    config.options = *position.options();
    for seat in dhayam::rules::Seat::ALL {
        let distant = seats.iter().find(|s| s.seat.index() == seat.index());
        let playing = position.seats().contains(seat);
        let default_name = config.seats[seat.index()].name.clone();
        config.seats[seat.index()] = SeatConfig {
            playing,
            player: match distant.map(|s| &s.here) {
                Some(Here::Computer) => Player::Computer(level),
                _ => Player::Human,
            },
            name: distant
                .map(|s| crate::store::names::bounded(&s.name))
                .filter(|n| !n.trim().is_empty())
                .unwrap_or(default_name),
        };
    }
    config
}

/// A line of what a guest is told of a game's setup before taking a seat, beyond the
/// game's name; the shell says each in its own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupNote {
    /// The clock the host keeps, or none.
    Clock(Option<TableClock>),
    /// A starting position other than the usual one, as its FEN.
    StartPosition(String),
    /// The house rules that differ from the book's, each in the window's language
    /// (empty: none).
    HouseRules(Vec<String>),
}

impl GameKind {
    /// What a guest is told of `setup` before taking a seat: Makruk's clock (or that it
    /// has none) and its start when not the usual one; Dhayam's house rules.
    pub fn setup_notes(self, setup: &GameSetup) -> Vec<SetupNote> {
        match self {
            GameKind::Makruk => {
                let mut notes = vec![SetupNote::Clock(setup.clock)];
                if setup.rules != makruk::START_FEN {
                    notes.push(SetupNote::StartPosition(setup.rules.clone()));
                }
                notes
            }
            GameKind::Dhayam => {
                let differences = setup
                    .rules
                    .parse::<dhayam::rules::Options>()
                    .map(|o| o.differences())
                    .unwrap_or_default();
                let rules = differences
                    .iter()
                    .map(|(key, value)| dhayam::ui::text::option_setting(key, value))
                    .collect();
                vec![SetupNote::HouseRules(rules)]
            }
        }
    }

    /// A draw declined by a player known by the seat's word alone. Only Makruk offers
    /// draws, so its words serve every table.
    pub fn draw_declined(self, seat_word: &str) -> String {
        crate::makruk::ui::text::draw_declined(seat_word)
    }

    /// A seat's word in the window's language: its colour.
    pub fn seat_word(self, seat: SeatId) -> String {
        match self {
            GameKind::Dhayam => dhayam::rules::Seat::ALL
                .get(seat.index())
                .map(|s| dhayam::ui::text::seat(*s))
                .unwrap_or_default(),
            GameKind::Makruk => crate::makruk::ui::text::color(makruk_color(seat)),
        }
    }

    /// A seat named on its own as its side, where a sentence holds no other word for it
    /// (online play's phrases and seat news): Makruk's side as its colour says it
    /// ("ฝ่ายขาว"), Dhayam's seat with the word its language puts before a colour ("สีแดง"
    /// in Thai; the colour alone in the others).
    pub fn side_word(self, seat: SeatId) -> String {
        match self {
            GameKind::Dhayam => dhayam::rules::Seat::ALL
                .get(seat.index())
                .map(|s| dhayam::ui::text::seat_side(*s))
                .unwrap_or_default(),
            GameKind::Makruk => self.seat_word(seat),
        }
    }

    /// The setup of a table for this game as its new-game defaults in `settings` describe
    /// it (the rules; for Dhayam, the seats that play), for the host's dialog to start from.
    pub fn default_setup(self, settings: &Settings) -> GameSetup {
        match self {
            GameKind::Dhayam => {
                let config = dhayam::ui::GameConfig::from_settings(&settings.dhayam, 0)
                    .unwrap_or_else(|| dhayam::ui::GameConfig::default_with_seed(0));
                let seats = config.seat_set().iter().map(|s| s.letter()).collect();
                GameSetup {
                    game: self,
                    seats,
                    rules: config.options.to_string(),
                    clock: None,
                }
            }
            GameKind::Makruk => GameSetup {
                game: self,
                seats: String::new(),
                rules: crate::makruk::rules::START_FEN.into(),
                clock: settings
                    .makruk
                    .clock
                    .and_then(|c| c.bounded())
                    .map(Into::into),
            },
        }
    }

    /// The levels a host may give this game's computer seats: each level's name (as
    /// files write it) and its word in the window's language.
    pub fn computer_levels(self) -> Vec<(&'static str, String)> {
        match self {
            GameKind::Dhayam => dhayam::ai::Level::ALL
                .into_iter()
                .map(|l| (l.name(), dhayam::ui::text::level(l)))
                .collect(),
            GameKind::Makruk => crate::makruk::ai::Level::ALL
                .into_iter()
                .map(|l| (l.name(), crate::makruk::ui::text::level(l)))
                .collect(),
        }
    }

    /// The level the next game's settings give a computer seat (the dialog's first
    /// choice).
    pub fn settings_level(self, settings: &Settings) -> &'static str {
        match self {
            GameKind::Dhayam => dhayam_level(settings, None).name(),
            GameKind::Makruk => makruk_level(settings, None).name(),
        }
    }

    /// Every seat this game's tables can have, in the order the dialogs list them.
    pub fn all_seats(self) -> Vec<SeatId> {
        let n = match self {
            GameKind::Dhayam => 4,
            GameKind::Makruk => 2,
        };
        (0..n).map(SeatId).collect()
    }

    /// The seats' letters as a setup writes them (Dhayam: `RGYB`'s subset in seat order).
    pub fn seats_text(self, seats: &[SeatId]) -> String {
        match self {
            GameKind::Dhayam => dhayam::rules::Seat::ALL
                .into_iter()
                .filter(|s| seats.iter().any(|id| id.index() == s.index()))
                .map(|s| s.letter())
                .collect(),
            GameKind::Makruk => String::new(),
        }
    }

    /// Whether a table of this game may keep a clock (Makruk's; the host's dialog offers
    /// one).
    pub fn has_clock(self) -> bool {
        match self {
            GameKind::Dhayam => false,
            GameKind::Makruk => true,
        }
    }

    /// Whether a seat may sit out (Dhayam plays with two to four; Makruk always two).
    pub fn seats_may_sit_out(self) -> bool {
        match self {
            GameKind::Dhayam => true,
            GameKind::Makruk => false,
        }
    }

    /// Whether the game is played under house rules from the settings, which the host's
    /// dialog names (Dhayam's; Makruk's setup is only its start).
    pub fn has_house_rules(self) -> bool {
        match self {
            GameKind::Dhayam => true,
            GameKind::Makruk => false,
        }
    }
}
