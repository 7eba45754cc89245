//! House rules (docs/src/reference/dhayam-rules.md, "Options"), written `turn=pooled,cutbonus=on`.

use std::fmt;
use std::str::FromStr;

use super::board::Board;
use super::seat::Seat;
use super::throw::Implement;

/// How a turn spends its throws.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TurnMode {
    /// Each throw is used (or lost) before the next one (D13, D14).
    #[default]
    Immediate,
    /// Keep throwing while the throw is 1, 5, 6 or 12, then spend the saved values in any order.
    Pooled,
}

/// Which throws bring a pawn onto the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Entry {
    /// D7: a new pawn needs a 1, a cut pawn a 1 or a 5.
    #[default]
    Seed,
    /// The first pawn needs a 1; once a pawn has entered, any pawn enters on 1 or 5.
    Open5,
    /// Only a 1 enters.
    One,
}

/// Whether two pawns of one player may share an ordinary square (V16, V17).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Pairs {
    /// One pawn a square (D9).
    #[default]
    Off,
    /// Two pawns of one player form a pair that no opponent may pass or land on.
    Block,
    /// Two pawns of one player form a twin, which moves as one; only a twin cuts a twin,
    /// and then both its pawns go back (V18).
    Twin,
}

/// The options of one game. `Default` is the rules as the seed descriptions give them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    pub turn: TurnMode,
    pub entry: Entry,
    /// A cut gives one more throw.
    pub cut_bonus: bool,
    /// After the King, play on for second and third place.
    pub places: bool,
    /// Pawns per player: 4, 5 or 6 (D4). Only `Options::set` and parsing write it.
    pawns: u8,
    /// What is thrown: the long dice (D1) or six cowries (V1).
    pub dice: Implement,
    /// The 7×7 board (D2) or Thaayam's 5×5 (V5).
    pub board: Board,
    /// The gate (D11, V9): a player's pawns turn inward only after it has cut. Off, they
    /// turn in at once, as in Bell's Thaayam.
    pub gate: bool,
    /// Four players as two teams, partners opposite (V11–V13).
    pub teams: bool,
    /// With teams: a player whose pawns are all home throws for the partner and moves the
    /// partner's pawns (V14).
    pub for_partner: bool,
    /// Pairs of one player's pawns on a square (V16, V17).
    pub pairs: Pairs,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            turn: TurnMode::Immediate,
            entry: Entry::Seed,
            cut_bonus: false,
            places: false,
            pawns: 4,
            dice: Implement::LongDice,
            board: Board::Seven,
            gate: true,
            teams: false,
            for_partner: false,
            pairs: Pairs::Off,
        }
    }
}

/// A problem in an options string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// Not `key=value`.
    NotKeyValue(String),
    UnknownKey(String),
    BadValue {
        key: &'static str,
        value: String,
        expected: &'static str,
    },
    Repeated(&'static str),
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::NotKeyValue(s) => write!(f, "rule option '{s}' is not written key=value"),
            OptionsError::UnknownKey(k) => write!(
                f,
                "unknown rule option '{k}' (known: turn, entry, cutbonus, places, pawns, dice, board, gate, teams, forpartner, pairs)"
            ),
            OptionsError::BadValue {
                key,
                value,
                expected,
            } => {
                write!(f, "rule option {key}={value}: the value must be {expected}")
            }
            OptionsError::Repeated(k) => write!(f, "rule option '{k}' is given twice"),
        }
    }
}

impl std::error::Error for OptionsError {}

impl Options {
    pub const KEYS: [&'static str; 11] = [
        "turn",
        "entry",
        "cutbonus",
        "places",
        "pawns",
        "dice",
        "board",
        "gate",
        "teams",
        "forpartner",
        "pairs",
    ];

    pub const fn pawns(&self) -> usize {
        self.pawns as usize
    }

    /// Pawns per player; only 4, 5 and 6 are allowed (D4).
    pub fn with_pawns(mut self, pawns: usize) -> Option<Options> {
        matches!(pawns, 4..=6).then(|| {
            self.pawns = pawns as u8;
            self
        })
    }

    /// Sets one option from its key and value, as written in an options string.
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), OptionsError> {
        let bad = |key: &'static str, expected: &'static str| OptionsError::BadValue {
            key,
            value: value.to_string(),
            expected,
        };
        let on_off = |key: &'static str| match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad(key, "on or off")),
        };
        match key {
            "turn" => {
                self.turn = match value {
                    "immediate" => TurnMode::Immediate,
                    "pooled" => TurnMode::Pooled,
                    _ => return Err(bad("turn", "immediate or pooled")),
                }
            }
            "entry" => {
                self.entry = match value {
                    "seed" => Entry::Seed,
                    "open5" => Entry::Open5,
                    "one" => Entry::One,
                    _ => return Err(bad("entry", "seed, open5 or one")),
                }
            }
            "cutbonus" => self.cut_bonus = on_off("cutbonus")?,
            "teams" => self.teams = on_off("teams")?,
            "gate" => self.gate = on_off("gate")?,
            "forpartner" => self.for_partner = on_off("forpartner")?,
            "pairs" => {
                self.pairs = match value {
                    "off" => Pairs::Off,
                    "block" => Pairs::Block,
                    "twin" => Pairs::Twin,
                    _ => return Err(bad("pairs", "off, block or twin")),
                }
            }
            "places" => self.places = on_off("places")?,
            "pawns" => {
                self.pawns = match value {
                    "4" => 4,
                    "5" => 5,
                    "6" => 6,
                    _ => return Err(bad("pawns", "4, 5 or 6")),
                }
            }
            "dice" => {
                self.dice = Implement::from_key(value)
                    .ok_or_else(|| bad("dice", "long, cowrie6 or cowrie4"))?
            }
            "board" => {
                self.board = Board::from_key(value).ok_or_else(|| bad("board", "7x7 or 5x5"))?
            }
            _ => return Err(OptionsError::UnknownKey(key.to_string())),
        }
        Ok(())
    }

    /// The value of one option as written in an options string.
    pub fn get(&self, key: &str) -> Option<String> {
        let on_off = |b: bool| if b { "on" } else { "off" }.to_string();
        Some(match key {
            "turn" => match self.turn {
                TurnMode::Immediate => "immediate".into(),
                TurnMode::Pooled => "pooled".into(),
            },
            "entry" => match self.entry {
                Entry::Seed => "seed".into(),
                Entry::Open5 => "open5".into(),
                Entry::One => "one".into(),
            },
            "cutbonus" => on_off(self.cut_bonus),
            "places" => on_off(self.places),
            "pawns" => self.pawns.to_string(),
            "dice" => self.dice.key().into(),
            "board" => self.board.key().into(),
            "gate" => on_off(self.gate),
            "teams" => on_off(self.teams),
            "forpartner" => on_off(self.for_partner),
            "pairs" => match self.pairs {
                Pairs::Off => "off".into(),
                Pairs::Block => "block".into(),
                Pairs::Twin => "twin".into(),
            },
            _ => return None,
        })
    }

    /// The options that differ from the defaults, as `(key, value)` in table order.
    pub fn differences(&self) -> Vec<(&'static str, String)> {
        let default = Options::default();
        Options::KEYS
            .into_iter()
            .filter_map(|k| {
                let v = self.get(k)?;
                (Some(&v) != default.get(k).as_ref()).then_some((k, v))
            })
            .collect()
    }

    pub const fn is_pooled(&self) -> bool {
        matches!(self.turn, TurnMode::Pooled)
    }

    /// Whether seats that bring every pawn to the centre are listed as finished and
    /// skipped while the game goes on: playing for places, or for a team (V13).
    pub const fn keeps_finishers(&self) -> bool {
        self.places || self.teams
    }

    /// Whether a seat whose pawns are all home throws for its partner (V14).
    pub const fn throws_for_partner(&self) -> bool {
        self.teams && self.for_partner
    }

    /// Whether `a` and `b` are partners: opposite seats when teams play (V11).
    pub const fn partners(&self, a: Seat, b: Seat) -> bool {
        self.teams && a.opposite() as u8 == b as u8
    }
}

impl FromStr for Options {
    type Err = OptionsError;

    /// Parses `key=value` pairs joined by `,`. The empty string gives the defaults.
    fn from_str(s: &str) -> Result<Options, OptionsError> {
        let mut options = Options::default();
        let mut seen: Vec<&str> = Vec::new();
        for pair in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = pair
                .split_once('=')
                .ok_or_else(|| OptionsError::NotKeyValue(pair.to_string()))?;
            let (key, value) = (key.trim(), value.trim());
            options.set(key, value)?;
            let key = Options::KEYS.into_iter().find(|k| *k == key).unwrap_or("?");
            if seen.contains(&key) {
                return Err(OptionsError::Repeated(key));
            }
            seen.push(key);
        }
        Ok(options)
    }
}

impl fmt::Display for Options {
    /// Canonical form: only the options that differ from the defaults, in table order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text: Vec<String> = self
            .differences()
            .into_iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        f.write_str(&text.join(","))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_default_to_the_seed_rules() {
        let o: Options = "".parse().unwrap();
        assert_eq!(o, Options::default());
        assert_eq!(o.pawns(), 4);
        assert_eq!(o.to_string(), "");
    }

    #[test]
    fn options_parse_and_print_canonically() {
        let o: Options = "cutbonus=on, turn=pooled,pawns=6".parse().unwrap();
        assert!(o.is_pooled() && o.cut_bonus);
        assert_eq!(o.pawns(), 6);
        assert_eq!(o.to_string(), "turn=pooled,cutbonus=on,pawns=6");
        assert_eq!(o.to_string().parse::<Options>().unwrap(), o);
    }

    #[test]
    fn v1_six_cowries_are_the_option_dice_cowrie6() {
        let o: Options = "dice=cowrie6".parse().unwrap();
        assert_eq!(o.dice, Implement::SixCowries);
        assert_eq!(o.to_string(), "dice=cowrie6");
        assert_eq!("dice=long".parse::<Options>().unwrap(), Options::default());
    }

    #[test]
    fn v5_the_small_board_is_the_option_board_5x5() {
        let o: Options = "board=5x5,dice=cowrie4".parse().unwrap();
        assert_eq!((o.board, o.dice), (Board::Five, Implement::FourCowries));
        assert_eq!(o.to_string(), "dice=cowrie4,board=5x5");
        assert_eq!("board=7x7".parse::<Options>().unwrap(), Options::default());
        assert!(matches!(
            "board=9x9".parse::<Options>(),
            Err(OptionsError::BadValue { key: "board", .. })
        ));
    }

    #[test]
    fn v9_the_gate_is_on_unless_a_family_opens_it() {
        assert!(Options::default().gate);
        let o: Options = "gate=off".parse().unwrap();
        assert!(!o.gate);
        assert_eq!(o.to_string(), "gate=off");
        assert_eq!("gate=on".parse::<Options>().unwrap(), Options::default());
    }

    #[test]
    fn v11_partners_are_the_option_teams_on_and_sit_opposite() {
        let o: Options = "teams=on".parse().unwrap();
        assert!(o.teams && o.keeps_finishers());
        assert_eq!(o.to_string(), "teams=on");
        assert!(o.partners(Seat::Red, Seat::Yellow) && o.partners(Seat::Blue, Seat::Green));
        assert!(!o.partners(Seat::Red, Seat::Green) && !o.partners(Seat::Red, Seat::Red));
        assert!(!Options::default().partners(Seat::Red, Seat::Yellow));
    }

    #[test]
    fn v17_pairs_block_is_the_option_pairs_block() {
        let o: Options = "pairs=block".parse().unwrap();
        assert_eq!(o.pairs, Pairs::Block);
        assert_eq!(o.to_string(), "pairs=block");
        assert_eq!("pairs=twin".parse::<Options>().unwrap().pairs, Pairs::Twin);
        assert!(matches!(
            "pairs=triple".parse::<Options>(),
            Err(OptionsError::BadValue { key: "pairs", .. })
        ));
    }

    #[test]
    fn options_errors_name_the_problem() {
        assert_eq!(
            "turn".parse::<Options>(),
            Err(OptionsError::NotKeyValue("turn".into()))
        );
        assert_eq!(
            "speed=fast".parse::<Options>(),
            Err(OptionsError::UnknownKey("speed".into()))
        );
        assert!(matches!(
            "pawns=7".parse::<Options>(),
            Err(OptionsError::BadValue { key: "pawns", .. })
        ));
        assert!(matches!(
            "dice=dominoes".parse::<Options>(),
            Err(OptionsError::BadValue { key: "dice", .. })
        ));
        assert_eq!(
            "places=on,places=off".parse::<Options>(),
            Err(OptionsError::Repeated("places"))
        );
    }
}
