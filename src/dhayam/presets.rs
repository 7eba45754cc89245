//! The game as families name it (V20 in docs/variants.md): a preset sets the rules that
//! make a regional game (what is thrown, partners, pairs), and leaves the other house
//! rules (turns, entering, pawns …) as the family chose them. Pure data.

use crate::dhayam::rules::{Board, Implement, Options, Pairs};

/// A named way of playing, as the new-game dialog offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The message id's stem (`preset-<key>`, `preset-<key>-line`).
    pub key: &'static str,
    /// What is thrown.
    pub dice: Implement,
    /// The board.
    pub board: Board,
    /// Partners (V11); the dialog then seats all four players.
    pub teams: bool,
    pub pairs: Pairs,
}

/// The presets, the seeds' game first.
pub const PRESETS: [Preset; 4] = [
    // The seeds' game: long brass dice on the 7×7 board (Tamil Nadu).
    Preset {
        key: "tamil-nadu",
        dice: Implement::LongDice,
        board: Board::Seven,
        teams: false,
        pairs: Pairs::Off,
    },
    // Thayam thrown with six cowries (V1: HC, DK-WP, DK-INS).
    Preset {
        key: "six-cowries",
        dice: Implement::SixCowries,
        board: Board::Seven,
        teams: false,
        pairs: Pairs::Off,
    },
    // Thaayam: four cowries on the 5×5 board (V2, V5–V10: LUDII-T, CYN, WP-CB, RTD5).
    Preset {
        key: "thaayam",
        dice: Implement::FourCowries,
        board: Board::Five,
        teams: false,
        pairs: Pairs::Off,
    },
    // Two teams of partners (V11: BAP, RTD5, JEYA-BLOG's "kannai kattuthal").
    Preset {
        key: "partners",
        dice: Implement::LongDice,
        board: Board::Seven,
        teams: true,
        pairs: Pairs::Off,
    },
];

impl Preset {
    /// `options` played this way: the preset's rules set, every other house rule kept.
    pub fn apply(&self, options: &mut Options) {
        options.dice = self.dice;
        options.board = self.board;
        // Every way of playing the sources name keeps the gate (D11, V9).
        options.gate = true;
        options.teams = self.teams;
        options.pairs = self.pairs;
    }

    /// Whether `options` play this way (whatever their other house rules).
    pub fn matches(&self, options: &Options) -> bool {
        options.dice == self.dice
            && options.board == self.board
            && options.gate
            && options.teams == self.teams
            && options.pairs == self.pairs
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
        let custom: Options = "dice=cowrie6,teams=on".parse().unwrap();
        assert_eq!(Preset::of(&custom), None);
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
