//! Evaluations: each seat's chance to become King, read off a position without playing
//! it out. Two live side by side, and which one a caller gets is a choice (`Evaluate`):
//!
//! - `linear`: the fitted conditional logit over hand-made features (`dhayam-cli
//!   fit-eval`), what rollouts have used at their horizon since the evaluation existed;
//! - `learned`: a small network learned by self-play (`dhayam-cli train`), read from a
//!   versioned, hashed weights file embedded from `assets/dhayam/`. A missing or damaged
//!   file falls back to the linear evaluation.
//!
//! The linear evaluation's items stay reachable as `eval::…`, as before this module was
//! split.

pub mod learned;
pub mod linear;

pub use linear::*;

use crate::dhayam::rules::{BySeat, Position, Seat, SeatSet};

/// Each seat's share of a decided game: 1 for the King, or for the King and the partner
/// when teams play (V13).
pub fn decided(winners: SeatSet) -> BySeat<f64> {
    BySeat::from_fn(|s| f64::from(u8::from(winners.contains(s))))
}

/// Each seat's chance to become King, turned into each seat's chance that its team wins
/// (V13). A team wins when its slower partner is home before the other team's, so a team
/// is taken to be as strong as its partners' chances multiplied, normalised over the two
/// teams: a heuristic, since the evaluations learned only who becomes King. A partner
/// already home counts 1, so the team is as strong as the partner still racing (the
/// evaluation gives a seat with nothing left to move no chance at all).
pub fn for_teams(position: &Position, chances: BySeat<f64>) -> BySeat<f64> {
    let racing = |s: Seat| {
        if position.has_finished(s) {
            1.0
        } else {
            chances[s]
        }
    };
    let team = |s: Seat| racing(s) * racing(s.opposite());
    let (red, green) = (team(Seat::Red), team(Seat::Green));
    let total = red + green;
    BySeat::from_fn(|s| {
        let mine = if s == Seat::Red || s == Seat::Yellow {
            red
        } else {
            green
        };
        if total > 0.0 { mine / total } else { 0.5 }
    })
}

/// Which evaluation to ask: a choice made once (in a budget, a player, a command), so
/// the search that asks does not know which one it got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Evaluate {
    /// The fitted linear logit (`linear`).
    #[default]
    Linear,
    /// The embedded network (`learned`), or the linear logit when it does not load.
    Learned,
}

impl Evaluate {
    pub fn name(self) -> &'static str {
        match self {
            Evaluate::Linear => "linear",
            Evaluate::Learned => "learned",
        }
    }

    /// Each seat's chance to become King. The network was learned from careful
    /// self-play of some games only (`learned::Learned`): where some seat has an `erratic`
    /// share, or the game is not one it learned, `Learned` answers with the linear
    /// logit, which learned seats that move at random and every seat count.
    pub fn chances(self, position: &Position, erratic: &BySeat<f64>) -> BySeat<f64> {
        match self.network(position, erratic) {
            Some(net) => net.chances(position),
            None => linear::chances(position, erratic),
        }
    }

    /// The network this choice asks in `position`'s game, whose seats move at random
    /// in the given shares: `None` for `Linear`, for a damaged embedded file, where a
    /// seat is erratic, and in games the network did not learn (`learned::Learned`).
    pub fn network(
        self,
        position: &Position,
        erratic: &BySeat<f64>,
    ) -> Option<&'static learned::Net> {
        match self {
            Evaluate::Linear => None,
            Evaluate::Learned if erratic.0.iter().any(|&e| e > 0.0) => None,
            Evaluate::Learned => learned::for_position(position),
        }
    }
}

impl std::str::FromStr for Evaluate {
    type Err = String;

    fn from_str(s: &str) -> Result<Evaluate, String> {
        match s {
            "linear" => Ok(Evaluate::Linear),
            "learned" => Ok(Evaluate::Learned),
            _ => Err(format!("unknown evaluation '{s}' (known: linear, learned)")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;

    fn chances_in(dpn: &str) -> BySeat<f64> {
        let options: Options = "teams=on".parse().unwrap();
        let position = Position::from_dpn(dpn, options).expect("a legal position");
        Evaluate::Linear.chances(&position, &BySeat::default())
    }

    #[test]
    fn v13_partners_share_their_teams_chance_and_the_two_teams_sum_to_one() {
        let c = chances_in("36,40,44,46/n,n,3,5/24,28,32,36/n,n,n,2 R RGY -");
        assert_eq!(c[Seat::Red], c[Seat::Yellow]);
        assert_eq!(c[Seat::Green], c[Seat::Blue]);
        assert!((c[Seat::Red] + c[Seat::Green] - 1.0).abs() < 1e-12);
        // Far ahead, Red and Yellow are the favourites.
        assert!(c[Seat::Red] > 0.9, "{c:?}");
    }

    /// A partner home counts as done, not as a seat with no chance: Yellow, a few throws
    /// from bringing the pair home, makes Red and Yellow the favourites.
    #[test]
    fn v13_a_partner_home_leaves_the_team_as_strong_as_the_one_racing() {
        let c = chances_in("48,48,48,48/n,n,n,0/44,45,46,47/n,n,n,0 Y RY - R");
        assert!(c[Seat::Red] > 0.9 && c[Seat::Yellow] > 0.9, "{c:?}");
    }
}
