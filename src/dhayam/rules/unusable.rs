//! Why a value cannot be used (D13): what stops each of a seat's pawns, so a lost throw
//! can be explained in the rules' words instead of only announced.

use super::moves::Pawn;
use super::position::{IllegalMove, Position};
use super::seat::Seat;
use super::throw::Value;

/// The values a pawn off the board waits for (D7 and the `entry` house rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryNeed {
    One,
    OneOrFive,
}

/// What stops a seat's pawns from using a value: what each kind of pawn is waiting for,
/// and whether some pawn on the board is stopped each way. A pawn on the centre is never
/// counted (it is done, not stuck).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unusable {
    /// A pawn that never entered waits for this (D7).
    pub new_pawn: Option<EntryNeed>,
    /// A cut pawn waits for this (D7, D10).
    pub cut_pawn: Option<EntryNeed>,
    /// Pawns on the board would go past the centre (D12).
    pub past_centre: bool,
    /// Pawns on the board would land on their own colour (D9).
    pub own_pawn: bool,
    /// Pawns on the board would land on the partner's pawn (V12).
    pub partner_pawn: bool,
    /// Pawns on the board would land on or pass an opponent's pair (V17).
    pub pair: bool,
    /// Single pawns would land on an opponent's twin, which only a twin cuts (V18).
    pub twin: bool,
}

impl Unusable {
    /// What stops the pawns from using either of two values (pooled turns lose several).
    pub fn or(self, other: Unusable) -> Unusable {
        Unusable {
            new_pawn: self.new_pawn.or(other.new_pawn),
            cut_pawn: self.cut_pawn.or(other.cut_pawn),
            past_centre: self.past_centre || other.past_centre,
            own_pawn: self.own_pawn || other.own_pawn,
            partner_pawn: self.partner_pawn || other.partner_pawn,
            pair: self.pair || other.pair,
            twin: self.twin || other.twin,
        }
    }

    /// Whether some pawn on the board is stopped (as opposed to only pawns waiting to enter).
    pub fn on_board(self) -> bool {
        self.past_centre || self.own_pawn || self.partner_pawn || self.pair || self.twin
    }
}

impl Position {
    /// What stops `seat`'s pawns from using `value`; all `false` when some pawn can.
    pub fn unusable(&self, seat: Seat, value: Value) -> Unusable {
        let mut why = Unusable::default();
        for &pawn in self.pawns(seat) {
            if pawn.is_finished(self.board()) {
                continue;
            }
            let need = match self.landing(seat, pawn, value) {
                Ok(_) => return Unusable::default(),
                Err(IllegalMove::EntryNeedsOne) => EntryNeed::One,
                Err(IllegalMove::EntryNeedsOneOrFive) => EntryNeed::OneOrFive,
                Err(IllegalMove::PastCentre) => {
                    why.past_centre = true;
                    continue;
                }
                Err(IllegalMove::OwnPawnThere(_)) => {
                    why.own_pawn = true;
                    continue;
                }
                Err(IllegalMove::PartnerThere(_)) => {
                    why.partner_pawn = true;
                    continue;
                }
                Err(IllegalMove::PairThere(_) | IllegalMove::PairInTheWay(_)) => {
                    why.pair = true;
                    continue;
                }
                Err(IllegalMove::TwinThere(_)) => {
                    why.twin = true;
                    continue;
                }
                // Nothing else stops a pawn that is not finished.
                Err(_) => continue,
            };
            if pawn == Pawn::New {
                why.new_pawn = Some(need);
            } else {
                why.cut_pawn = Some(need);
            }
        }
        why
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(dpn: &str, options: &str) -> Position {
        Position::from_dpn(dpn, options.parse().unwrap()).expect("a legal position")
    }

    fn value(v: u8) -> Value {
        Value::new(v).unwrap()
    }

    #[test]
    fn d7_new_pawns_wait_for_a_one() {
        let p = pos("n,n,n,n/-/n,n,n,n/- R - 6", "");
        let why = p.unusable(Seat::Red, value(6));
        assert_eq!(
            why,
            Unusable {
                new_pawn: Some(EntryNeed::One),
                ..Unusable::default()
            }
        );
        assert!(!why.on_board());
    }

    #[test]
    fn d7_d10_a_cut_pawn_waits_for_a_one_or_five() {
        let p = pos("n,x,n,n/-/n,n,n,12/- R Y 4", "");
        let why = p.unusable(Seat::Red, value(4));
        assert_eq!(why.new_pawn, Some(EntryNeed::One));
        assert_eq!(why.cut_pawn, Some(EntryNeed::OneOrFive));
        // entry=one: the cut pawn waits for a 1 too.
        let p = pos("x,x,x,x/-/n,n,n,12/- R Y 5", "entry=one");
        let why = p.unusable(Seat::Red, value(5));
        assert_eq!((why.new_pawn, why.cut_pawn), (None, Some(EntryNeed::One)));
    }

    #[test]
    fn v2_with_four_cowries_a_cut_pawn_waits_for_a_one() {
        // Four cowries never give a 5: entry=open5 and a cut pawn both need a 1.
        for rules in [
            "dice=cowrie4,board=5x5",
            "dice=cowrie4,board=5x5,entry=open5",
        ] {
            let p = pos("n,x,n,n/-/n,n,n,5/- R Y 2", rules);
            let why = p.unusable(Seat::Red, value(2));
            assert_eq!(why.cut_pawn, Some(EntryNeed::One), "{rules}");
            assert_eq!(why.new_pawn, Some(EntryNeed::One), "{rules}");
        }
    }

    #[test]
    fn open5_a_new_pawn_after_the_first_waits_for_a_one_or_five() {
        // Red has entered once (its pawn at 47); 47+4 would pass the centre.
        let p = pos("n,n,n,47/-/n,n,n,n/- R R 4", "entry=open5");
        let why = p.unusable(Seat::Red, value(4));
        assert_eq!(why.new_pawn, Some(EntryNeed::OneOrFive));
        assert!(why.past_centre);
    }

    #[test]
    fn d12_pawns_near_the_centre_would_pass_it() {
        let p = pos("47,48,48,48/-/n,n,n,n/- R R 3", "");
        let why = p.unusable(Seat::Red, value(3));
        assert!(why.past_centre && why.on_board() && !why.own_pawn && why.new_pawn.is_none());
    }

    #[test]
    fn d9_own_pawns_block() {
        // Gate closed: the outer ring is a loop, and 6 from each pawn lands on the next.
        let p = pos("1,7,13,19/-/n,n,n,n/- R - 6", "");
        let why = p.unusable(Seat::Red, value(6));
        assert!(why.own_pawn && why.on_board() && !why.past_centre && why.new_pawn.is_none());
        // Two pawns twelve apart, and two still to enter.
        let p = pos("n,n,1,13/-/n,n,n,n/- R - 12", "");
        let why = p.unusable(Seat::Red, value(12));
        assert!(why.own_pawn && why.new_pawn == Some(EntryNeed::One) && !why.past_centre);
    }

    #[test]
    fn d9_d12_both_at_once_and_nothing_when_a_pawn_can_move() {
        // 44+3 = 47 holds Red's own pawn; 47+3 would pass the centre.
        let p = pos("44,47,48,48/-/n,n,n,n/- R R 3", "");
        let why = p.unusable(Seat::Red, value(3));
        assert!(why.own_pawn && why.past_centre);
        // 45+2 = 47 is Red's own; 46+2 = 48 reaches the centre: the 2 is usable.
        let p = pos("45,46,47,48/-/n,n,n,n/- R R 2", "");
        assert_eq!(p.unusable(Seat::Red, value(2)), Unusable::default());
    }
}
