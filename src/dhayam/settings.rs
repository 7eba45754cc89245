//! Dhayam's section of the settings file, `[dhayam]`: the next game's seats, names and
//! house rules, how the game moves on screen, and the tutorial's lessons finished. Typed
//! values with serde; every field has a default (`#[serde(default)]`), so partial files
//! load. `store::settings` reads and writes the file this section lives in.

use serde::{Deserialize, Serialize};

use crate::dhayam::ai::Level;
use crate::dhayam::rules::{Options, Seat};

/// How fast pawns and dice move on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AnimSpeed {
    Off,
    Slow,
    #[default]
    Normal,
    Fast,
}

impl AnimSpeed {
    pub const ALL: [AnimSpeed; 4] = [
        AnimSpeed::Off,
        AnimSpeed::Slow,
        AnimSpeed::Normal,
        AnimSpeed::Fast,
    ];

    /// Multiplies every animation's duration.
    pub fn factor(self) -> f64 {
        match self {
            AnimSpeed::Off => 0.0,
            AnimSpeed::Slow => 1.8,
            AnimSpeed::Normal => 1.0,
            AnimSpeed::Fast => 0.45,
        }
    }
}

/// The seats' colours: the traditional ones, or a set that people with any kind of
/// colour blindness tell apart (after Okabe and Ito's palette). The seats' emblems tell
/// them apart in either.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Palette {
    #[default]
    Traditional,
    ColourBlind,
}

/// Who plays a seat in a new game, as the settings file writes it: `off`, `human` or a
/// computer level (`random`, `beginner`, `greedy`, `medium`, `hard`; `easy` reads as
/// `greedy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum SeatPlayer {
    Off,
    Human,
    Computer(Level),
}

impl TryFrom<String> for SeatPlayer {
    type Error = String;

    fn try_from(key: String) -> Result<SeatPlayer, String> {
        match key.as_str() {
            "off" => Ok(SeatPlayer::Off),
            "human" => Ok(SeatPlayer::Human),
            level => level.parse().map(SeatPlayer::Computer),
        }
    }
}

impl From<SeatPlayer> for String {
    fn from(player: SeatPlayer) -> String {
        match player {
            SeatPlayer::Off => "off".into(),
            SeatPlayer::Human => "human".into(),
            SeatPlayer::Computer(level) => level.name().into(),
        }
    }
}

/// The house rules of new games, written as docs/src/reference/dhayam-rules.md writes them
/// (`turn=pooled,cutbonus=on`);
/// empty for the usual rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct HouseRules(pub Options);

impl TryFrom<String> for HouseRules {
    type Error = String;

    fn try_from(text: String) -> Result<HouseRules, String> {
        if text.trim().is_empty() {
            return Ok(HouseRules::default());
        }
        text.parse().map(HouseRules).map_err(|e| format!("{e}"))
    }
}

impl From<HouseRules> for String {
    fn from(rules: HouseRules) -> String {
        rules.0.to_string()
    }
}

/// Player names by seat, for new games; empty for the seat's colour.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatNames {
    pub red: String,
    pub green: String,
    pub yellow: String,
    pub blue: String,
}

impl SeatNames {
    pub fn get_mut(&mut self, seat: Seat) -> &mut String {
        match seat {
            Seat::Red => &mut self.red,
            Seat::Green => &mut self.green,
            Seat::Yellow => &mut self.yellow,
            Seat::Blue => &mut self.blue,
        }
    }

    pub fn get(&self, seat: Seat) -> &str {
        match seat {
            Seat::Red => &self.red,
            Seat::Green => &self.green,
            Seat::Yellow => &self.yellow,
            Seat::Blue => &self.blue,
        }
    }
}

/// Who plays each seat in a new game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SeatPlayers {
    pub red: SeatPlayer,
    pub green: SeatPlayer,
    pub yellow: SeatPlayer,
    pub blue: SeatPlayer,
}

impl Default for SeatPlayers {
    fn default() -> SeatPlayers {
        SeatPlayers {
            red: SeatPlayer::Human,
            green: SeatPlayer::Computer(Level::Easy),
            yellow: SeatPlayer::Human,
            blue: SeatPlayer::Computer(Level::Easy),
        }
    }
}

impl SeatPlayers {
    pub fn get_mut(&mut self, seat: Seat) -> &mut SeatPlayer {
        match seat {
            Seat::Red => &mut self.red,
            Seat::Green => &mut self.green,
            Seat::Yellow => &mut self.yellow,
            Seat::Blue => &mut self.blue,
        }
    }

    pub fn get(&self, seat: Seat) -> SeatPlayer {
        match seat {
            Seat::Red => self.red,
            Seat::Green => self.green,
            Seat::Yellow => self.yellow,
            Seat::Blue => self.blue,
        }
    }
}

/// What the player chose about Dhayam: the `[dhayam]` section of the settings file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Player names by seat, for new games.
    pub names: SeatNames,
    /// Who plays each seat in a new game.
    pub players: SeatPlayers,
    /// House rules for new games.
    pub rules: HouseRules,
    /// How fast pawns and dice move.
    #[serde(rename = "animation")]
    pub anim: AnimSpeed,
    /// Computer turns without pauses or animation.
    pub fast_forward: bool,
    /// Play the only legal move without waiting for a click.
    pub auto_move: bool,
    /// Allow undo while computer players take part.
    pub practice: bool,
    /// Show every seat's chance to become King in the side panel.
    pub win_chances: bool,
    /// The seats' colours.
    pub palette: Palette,
    /// Who throws their own dice in new games.
    pub real_dice: crate::dhayam::play::dice::RealDice,
    /// The ids of the tutorial's lessons finished (`tutorial::Lesson::id`).
    pub tutorial_done: Vec<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            names: SeatNames::default(),
            players: SeatPlayers::default(),
            rules: HouseRules::default(),
            anim: AnimSpeed::Normal,
            fast_forward: false,
            auto_move: true,
            practice: false,
            win_chances: false,
            palette: Palette::Traditional,
            real_dice: crate::dhayam::play::dice::RealDice::Off,
            tutorial_done: Vec::new(),
        }
    }
}
