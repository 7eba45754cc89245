//! Makruk's section of the settings file, `[makruk]`: how the board and pieces look, and
//! the next game's players, level, counting and clock. Typed values with
//! serde; every field has a default (`#[serde(default)]`), so partial files load.
//! `store::settings` reads and writes the file this section lives in.

use serde::{Deserialize, Serialize};

use super::ai::Level;
use super::notation::Notation;
use super::rules::CountingMode;

/// Which set the board draws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceStyle {
    /// The Thai figures: the tiered khun, the boat, the cowry.
    #[default]
    Thai,
    /// Chess-like figures with letters, for newcomers from chess.
    Western,
}

/// How the squares look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardLook {
    /// One colour with lines between the squares, as Makruk boards are made.
    #[default]
    Plain,
    Chequered,
}

/// Who plays a colour in new games, as the settings file writes it: `human` or a
/// computer level (`beginner` … `master`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatPlayer {
    Human,
    Computer(Level),
}

impl SeatPlayer {
    pub fn computer(self) -> Option<Level> {
        match self {
            SeatPlayer::Human => None,
            SeatPlayer::Computer(level) => Some(level),
        }
    }

    pub fn of(computer: Option<Level>) -> SeatPlayer {
        computer.map_or(SeatPlayer::Human, SeatPlayer::Computer)
    }
}

impl TryFrom<String> for SeatPlayer {
    type Error = String;

    fn try_from(key: String) -> Result<SeatPlayer, String> {
        if key == "human" {
            return Ok(SeatPlayer::Human);
        }
        Level::from_name(&key)
            .map(SeatPlayer::Computer)
            .ok_or_else(|| format!("'{key}' is not human or a Makruk level"))
    }
}

impl From<SeatPlayer> for String {
    fn from(player: SeatPlayer) -> String {
        match player {
            SeatPlayer::Human => "human".into(),
            SeatPlayer::Computer(level) => level.name().to_ascii_lowercase(),
        }
    }
}

/// A game clock: minutes for each side and seconds added after every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSetting {
    pub minutes: u32,
    pub increment: u32,
}

impl ClockSetting {
    /// The longest game a clock may be set to (a day), and the largest increment.
    pub const MAX_MINUTES: u32 = 24 * 60;
    pub const MAX_INCREMENT: u32 = 600;

    /// The clock within its bounds; `None` for a clock of no time at all.
    pub fn bounded(self) -> Option<ClockSetting> {
        let minutes = self.minutes.min(Self::MAX_MINUTES);
        (minutes > 0).then_some(ClockSetting {
            minutes,
            increment: self.increment.min(Self::MAX_INCREMENT),
        })
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub pieces: PieceStyle,
    pub board: BoardLook,
    /// How the move list and the board's edge write moves and squares.
    pub notation: Notation,
    /// Counting in new games (M17, docs/src/reference/makruk-rules.md).
    #[serde(with = "counting_name")]
    pub counting: CountingMode,
    /// Who plays White and Black in new games.
    pub white: SeatPlayer,
    pub black: SeatPlayer,
    /// The names of White's and Black's players in new games; empty for the colour's
    /// name in the window's language.
    pub names: [String; 2],
    /// None for a game without a clock.
    pub clock: Option<ClockSetting>,
    /// Moves glide across the board (off: they jump).
    pub animation: bool,
    /// The bar beside the board that shows the engine's win chance.
    pub eval_bar: bool,
    /// The tutorial's lessons finished, by their ids.
    pub tutorial_done: Vec<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            pieces: PieceStyle::Thai,
            board: BoardLook::Plain,
            notation: Notation::San,
            counting: CountingMode::Automatic,
            white: SeatPlayer::Human,
            black: SeatPlayer::Computer(Level::Easy),
            names: [String::new(), String::new()],
            clock: None,
            animation: true,
            eval_bar: false,
            tutorial_done: Vec::new(),
        }
    }
}

/// A counting mode as the settings file writes it: `automatic` or `traditional`.
mod counting_name {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::makruk::rules::CountingMode;

    pub fn serialize<S: Serializer>(mode: &CountingMode, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(match mode {
            CountingMode::Automatic => "automatic",
            CountingMode::Traditional => "traditional",
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CountingMode, D::Error> {
        match String::deserialize(d)?.as_str() {
            "automatic" => Ok(CountingMode::Automatic),
            "traditional" => Ok(CountingMode::Traditional),
            other => Err(D::Error::custom(format!(
                "'{other}' is not automatic or traditional"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_section_round_trips_and_reads_partial_text() {
        let settings = Settings {
            pieces: PieceStyle::Western,
            board: BoardLook::Chequered,
            notation: Notation::Thai,
            counting: CountingMode::Traditional,
            white: SeatPlayer::Computer(Level::Hard),
            black: SeatPlayer::Human,
            clock: Some(ClockSetting {
                minutes: 10,
                increment: 5,
            }),
            ..Settings::default()
        };
        let text = toml::to_string(&settings).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), settings);
        let partial: Settings = toml::from_str("pieces = \"western\"\n").unwrap();
        assert_eq!(partial.pieces, PieceStyle::Western);
        assert_eq!(partial.black, SeatPlayer::Computer(Level::Easy));
        assert!(toml::from_str::<Settings>("white = \"green\"\n").is_err());
        assert!(toml::from_str::<Settings>("black = \"grandmaster\"\n").is_err());
        assert!(toml::from_str::<Settings>("counting = \"never\"\n").is_err());
        assert!(toml::from_str::<Settings>("notation = \"klingon\"\n").is_err());
    }

    #[test]
    fn a_clock_is_kept_within_its_bounds() {
        let c = ClockSetting {
            minutes: 100_000,
            increment: 100_000,
        };
        assert_eq!(
            c.bounded(),
            Some(ClockSetting {
                minutes: ClockSetting::MAX_MINUTES,
                increment: ClockSetting::MAX_INCREMENT
            })
        );
        assert_eq!(
            ClockSetting {
                minutes: 0,
                increment: 3
            }
            .bounded(),
            None
        );
    }
}
