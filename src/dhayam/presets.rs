//! The game as families name it (V20 in docs/variants.md): a preset sets the rules that
//! make a regional game (what is thrown and on which board, or partners), and leaves the
//! other house rules (turns, entering, pawns …) as the family chose them. Partners is a
//! way of sitting, not of throwing: it sets the teams alone and keeps the dice and the
//! board (four cowries on the 5 × 5 board stay so). Pure data.

use crate::dhayam::rules::{Board, Implement, Options, Pairs};

/// A named way of playing, as the new-game dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The message id's stem (`preset-<key>`, `preset-<key>-line`).
    pub key: &'static str,
    /// What is thrown; `None` keeps the family's choice (Partners).
    pub dice: Option<Implement>,
    /// The board; `None` keeps the family's choice.
    pub board: Option<Board>,
    /// Partners (V11); the dialog then seats all four players.
    pub teams: bool,
    /// Pairs; `None` keeps the family's choice.
    pub pairs: Option<Pairs>,
}

/// The presets, the seeds' game first.
pub const PRESETS: [Preset; 4] = [
    // The seeds' game: long brass dice on the 7×7 board (Tamil Nadu).
    Preset {
        key: "tamil-nadu",
        dice: Some(Implement::LongDice),
        board: Some(Board::Seven),
        teams: false,
        pairs: Some(Pairs::Off),
    },
    // Thayam thrown with six cowries (V1: HC, DK-WP, DK-INS).
    Preset {
        key: "six-cowries",
        dice: Some(Implement::SixCowries),
        board: Some(Board::Seven),
        teams: false,
        pairs: Some(Pairs::Off),
    },
    // Thaayam: four cowries on the 5×5 board (V2, V5–V10: LUDII-T, CYN, WP-CB, RTD5).
    Preset {
        key: "thaayam",
        dice: Some(Implement::FourCowries),
        board: Some(Board::Five),
        teams: false,
        pairs: Some(Pairs::Off),
    },
    // Two teams of partners (V11: BAP, RTD5, JEYA-BLOG's "kannai kattuthal").
    Preset {
        key: "partners",
        dice: None,
        board: None,
        teams: true,
        pairs: None,
    },
];

impl Preset {
    /// `options` played this way: the preset's rules set, every other house rule kept.
    pub fn apply(&self, options: &mut Options) {
        options.teams = self.teams;
        if let Some(dice) = self.dice {
            options.dice = dice;
            // Every regional game the sources name keeps the gate (D11, V9).
            options.gate = true;
        }
        if let Some(board) = self.board {
            options.board = board;
        }
        if let Some(pairs) = self.pairs {
            options.pairs = pairs;
        }
    }

    /// Whether `options` play this way (whatever their other house rules).
    pub fn matches(&self, options: &Options) -> bool {
        options.teams == self.teams
            && self.dice.is_none_or(|d| options.dice == d && options.gate)
            && self.board.is_none_or(|b| options.board == b)
            && self.pairs.is_none_or(|p| options.pairs == p)
    }

    /// The preset `options` play, if any ("custom" otherwise).
    pub fn of(options: &Options) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.matches(options))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v20_the_seeds_game_is_the_first_preset_and_the_default() {
        assert_eq!(Preset::of(&Options::default()), Some(&PRESETS[0]));
        assert_eq!(PRESETS[0].key, "tamil-nadu");
    }

    #[test]
    fn v20_a_preset_sets_its_rules_and_keeps_the_familys_others() {
        for preset in &PRESETS {
            let mut options: Options = "turn=pooled,pawns=5,pairs=block".parse().unwrap();
            preset.apply(&mut options);
            assert!(preset.matches(&options));
            assert_eq!(Preset::of(&options), Some(preset));
            assert!(options.is_pooled() && options.pawns() == 5, "{options}");
        }
        // Rules no preset names are "custom".
        let custom: Options = "dice=cowrie6,board=5x5".parse().unwrap();
        assert_eq!(Preset::of(&custom), None);
    }

    /// Issue 62, point 8: Partners is a way of sitting. Chosen over Thaayam it keeps the
    /// four cowries and the 5 × 5 board (and the pairs), and the game is then Partners.
    #[test]
    fn v20_partners_sets_the_teams_alone() {
        let partners = PRESETS.iter().find(|p| p.key == "partners").unwrap();
        let mut options: Options = "dice=cowrie4,board=5x5,pairs=block".parse().unwrap();
        partners.apply(&mut options);
        assert_eq!(
            options.to_string(),
            "dice=cowrie4,board=5x5,teams=on,pairs=block"
        );
        assert_eq!(Preset::of(&options), Some(partners));
        // The other presets are games without teams: one chosen after Partners ends them.
        let six = PRESETS.iter().find(|p| p.key == "six-cowries").unwrap();
        six.apply(&mut options);
        assert!(!options.teams && six.matches(&options), "{options}");
    }

    #[test]
    fn v20_thaayam_is_four_cowries_on_the_small_board() {
        let thaayam = PRESETS.iter().find(|p| p.key == "thaayam").unwrap();
        let mut options = Options::default();
        thaayam.apply(&mut options);
        assert_eq!(options.to_string(), "dice=cowrie4,board=5x5");
    }

    #[test]
    fn v20_presets_are_distinct() {
        for (i, a) in PRESETS.iter().enumerate() {
            for b in &PRESETS[i + 1..] {
                let mut options = Options::default();
                a.apply(&mut options);
                assert!(!b.matches(&options), "{} and {}", a.key, b.key);
            }
        }
    }
}
