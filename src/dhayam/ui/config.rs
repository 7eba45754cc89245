//! How a Dhayam game is set up: who plays each seat (a person or the computer at its
//! level), their names, the house rules, the dice's seed and who throws real dice. What
//! the new game dialog fills in, the settings' defaults describe, and a session starts
//! from (Makruk's is its `ui/config.rs`).

use super::text;
use crate::dhayam::ai::Level;
use crate::dhayam::play::dice::RealDice;
use crate::dhayam::rules::{Options, Seat, SeatSet};
use crate::dhayam::settings::{HouseRules, SeatPlayer, Settings};

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
