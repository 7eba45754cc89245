//! How a Makruk game is set up (who plays each colour, the counting, the start, the
//! clock) and how the board looks to this person: what the new game dialog fills in, the
//! tutorial's exercise sets, and a table is made from.

use super::board::BoardLook;
use super::pieces::PieceStyle;
use super::text;
use crate::makruk::ai::Level;
use crate::makruk::notation::Notation;
use crate::makruk::rules::{ByColor, Color, CountingMode, Position};
use crate::makruk::settings::{ClockSetting, SeatPlayer, Settings};

/// Who plays a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    /// `None` for a person.
    pub computer: Option<Level>,
}

/// How a game is set up.
#[derive(Clone, Debug, PartialEq)]
pub struct GameConfig {
    pub seats: ByColor<Seat>,
    pub counting: CountingMode,
    pub start: Position,
    pub clock: Option<ClockSetting>,
    /// Seeds the computer players' measured randomness.
    pub seed: u64,
}

impl GameConfig {
    pub fn new(white: Seat, black: Seat) -> GameConfig {
        GameConfig {
            seats: ByColor { white, black },
            counting: CountingMode::Automatic,
            start: Position::start(),
            clock: None,
            seed: 1,
        }
    }

    /// The next game as the settings describe it.
    pub fn from_settings(settings: &Settings, seed: u64) -> GameConfig {
        let seat = |color: Color, player: SeatPlayer| Seat {
            name: match settings.names[color.index()].trim() {
                "" => text::color(color),
                name => name.chars().take(40).collect(),
            },
            computer: player.computer(),
        };
        GameConfig {
            seats: ByColor {
                white: seat(Color::White, settings.white),
                black: seat(Color::Black, settings.black),
            },
            counting: settings.counting,
            start: Position::start(),
            clock: settings.clock.and_then(ClockSetting::bounded),
            seed,
        }
    }
}

/// How the board looks to this person.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Looks {
    pub board: BoardLook,
    pub pieces: PieceStyle,
    pub notation: Notation,
    /// Seconds a move takes on the board; 0 for none.
    pub move_seconds: f32,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks {
            board: BoardLook::Plain,
            pieces: PieceStyle::Thai,
            notation: Notation::San,
            move_seconds: 0.25,
        }
    }
}

impl Looks {
    pub fn of(settings: &Settings) -> Looks {
        Looks {
            board: settings.board,
            pieces: settings.pieces,
            notation: settings.notation,
            move_seconds: if settings.animation { 0.25 } else { 0.0 },
        }
    }
}
