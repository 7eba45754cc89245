//! A fitted evaluation: each seat's chance to become King, read off the position without
//! playing it out.
//!
//! Every seat gets a strength `z = WEIGHTS · features(seat)` and the chances are the
//! softmax of the strengths (a conditional logit). The weights are fitted to who became
//! King in games played as rollouts play them (`fit`, run by `dhayam-cli fit-eval`), so
//! they say what a pawn's step, an entry, an open gate or a pawn in danger is worth in
//! wins.
//!
//! What a position is worth depends on who plays it. A seat that moves at random wastes
//! its lead; its opponents' pawns in danger are cut far less often than a careful
//! player's would be. So each feature has three weights: for a careful seat among careful
//! seats, for a seat that moves at random, and for a careful seat whose opponents move at
//! random. A seat that moves at random in some share of its decisions (`Budget::erratic`)
//! gets a blend, in proportion. Among careful seats only the first weights count, so
//! everything judged there is as it was before the other two were fitted.
//!
//! Rollouts that stop after some throws and ask this evaluation are many times cheaper
//! than rollouts to the end, and their results vary less.
//!
//! The fit saw four pawns a seat under the default rules. Counts of pawns are scaled to
//! four pawns, so that five or six pawns (D4) are judged as the same share of the army.
//! Under other options the weights are an approximation; `dhayam-cli fit-eval --rules`
//! measures how good (its report gives the fitted weights' and these weights' log-loss).

use crate::dhayam::ai::greedy::Threats;
use crate::dhayam::ai::params::FITTED_PAWNS;
pub use crate::dhayam::ai::params::{BASE, FEATURES, WEIGHTS};
use crate::dhayam::rules::{Board, BySeat, Pawn, Position, Progress, Seat};

/// What each block of weights judges, in `WEIGHTS` order (for the fitting report).
pub const BLOCK_NAMES: [&str; 3] = ["", ", moving at random", ", against random play"];

/// What each base feature means, in `features` order (for the fitting report).
pub const FEATURE_NAMES: [&str; BASE] = [
    "steps to go /48",
    "pawns never entered",
    "pawns cut, waiting",
    "steps to go /48, late in the race",
    "gate closed",
    "gate closed x pawns on board",
    "pawns in the inner rings",
    "pawns on the centre",
    "progress in danger /48",
    "to move",
    "seats before its turn",
];

/// The features of `seat` in `position`.
pub fn base_features(position: &Position, seat: Seat, threats: &Threats) -> [f64; BASE] {
    // Features count in whole routes, so one set of weights reads either board.
    let board = position.board();
    let full = f64::from(Progress::centre(board).get());
    let pawns = position.pawns(seat);
    let per_army = per_army(pawns);
    let gate_closed = !position.gate_open(seat);
    let (mut to_go, mut new, mut cut, mut on_board, mut inner, mut centre, mut danger) =
        (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for pawn in pawns {
        to_go += steps_to_go(board, *pawn);
        match *pawn {
            Pawn::New => new += 1.0,
            Pawn::Cut => cut += 1.0,
            Pawn::At(p) => {
                if p == Progress::centre(board) {
                    centre += 1.0;
                    continue;
                }
                on_board += 1.0;
                if !p.is_outer(board) {
                    inner += 1.0;
                }
                if !p.is_safe(board) {
                    let chance = f64::from(threats.on(p.square(board, seat))).min(64.0) / 64.0;
                    danger += chance * f64::from(p.get());
                }
            }
        }
    }
    let gate = f64::from(u8::from(gate_closed));
    let to_go = to_go * per_army / full;
    [
        to_go,
        new * per_army,
        cut * per_army,
        to_go / race_left(position).sqrt(),
        gate,
        gate * on_board * per_army,
        inner * per_army,
        centre * per_army,
        danger * per_army / full,
        f64::from(u8::from(position.to_move() == seat)),
        f64::from(seats_before(position, seat)),
    ]
}

/// The steps a pawn has still to walk to the centre.
fn steps_to_go(board: Board, pawn: Pawn) -> f64 {
    let full = f64::from(Progress::centre(board).get());
    pawn.progress().map_or(full, |p| full - f64::from(p.get()))
}

/// What one pawn counts for, as a share of an army of four: exactly 1 for four pawns.
fn per_army(pawns: &[Pawn]) -> f64 {
    FITTED_PAWNS / pawns.len().max(1) as f64
}

/// The mean steps to go of the seats still racing, in armies of four pawns going the
/// whole route (at least one half): a step's lead counts for more as the race gets
/// shorter.
fn race_left(position: &Position) -> f64 {
    let board = position.board();
    let full = f64::from(Progress::centre(board).get());
    let (mut steps, mut seats) = (0.0, 0.0);
    for seat in position.seats().iter() {
        if position.has_finished(seat) {
            continue;
        }
        let pawns = position.pawns(seat);
        steps += pawns.iter().map(|p| steps_to_go(board, *p)).sum::<f64>() * per_army(pawns);
        seats += 1.0;
    }
    (steps / full / f64::max(seats, 1.0)).max(0.5)
}

/// How many seats still taking turns throw before `seat` does, counting from the seat
/// whose turn it is (0 for that seat itself). A seat home still throws when it throws for
/// its partner (V14).
fn seats_before(position: &Position, seat: Seat) -> u8 {
    let racing = |s: Seat| {
        position.seats().contains(s)
            && (!position.has_finished(s) || position.options().throws_for_partner())
    };
    let mut s = position.thrower();
    let mut before = 0;
    for _ in 0..4 {
        if s == seat {
            return before;
        }
        if racing(s) {
            before += 1;
        }
        s = s.next();
    }
    before
}

/// The features of `seat`: the base features once per block of weights, each block's
/// copy scaled by how far the block applies. `erratic` gives each seat's share of random
/// moves; the opponents' share is the mean over the other seats still racing.
pub fn features(
    position: &Position,
    seat: Seat,
    threats: &Threats,
    erratic: &BySeat<f64>,
) -> [f64; FEATURES] {
    // Outside [0, 1], or NaN, a share is taken as rollouts take it (`Modelled`).
    let share = |s: Seat| {
        if erratic[s] > 0.0 {
            erratic[s].min(1.0)
        } else {
            0.0
        }
    };
    let base = base_features(position, seat, threats);
    let own = share(seat);
    let racing = |s: Seat| s != seat && position.seats().contains(s) && !position.has_finished(s);
    let (sum, n) = Seat::ALL
        .into_iter()
        .filter(|s| racing(*s))
        .fold((0.0, 0.0), |(sum, n), s| (sum + share(s), n + 1.0));
    let others = if n > 0.0 { sum / n } else { 0.0 };
    let scale = [(1.0 - own) * (1.0 - others), own, (1.0 - own) * others];
    std::array::from_fn(|i| base[i % BASE] * scale[i / BASE])
}

/// Every racing seat's features (seats not playing, or finished, get `None`).
pub fn all_features(position: &Position, erratic: &BySeat<f64>) -> BySeat<Option<[f64; FEATURES]>> {
    BySeat::from_fn(|seat| {
        (position.seats().contains(seat) && !position.has_finished(seat))
            .then(|| features(position, seat, &Threats::against(position, seat), erratic))
    })
}

/// The softmax of `weights · features` over the seats that have features.
pub fn chances_from(
    features: &BySeat<Option<[f64; FEATURES]>>,
    weights: &[f64; FEATURES],
) -> BySeat<f64> {
    let z = BySeat::from_fn(|seat| {
        features[seat].map(|f| f.iter().zip(weights).map(|(x, w)| x * w).sum::<f64>())
    });
    let top =
        z.0.iter()
            .flatten()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
    let e = BySeat::from_fn(|seat| z[seat].map_or(0.0, |z| (z - top).exp()));
    let total: f64 = e.0.iter().sum();
    BySeat::from_fn(|seat| if total > 0.0 { e[seat] / total } else { 0.0 })
}

/// Each seat's chance to become King, by the fitted evaluation, when each seat plays its
/// `erratic` share of decisions at random and the rest carefully. A finished game gives
/// the King 1; once a seat is King (with `places`, the game goes on) it stays 1.
/// With teams, each seat's chance that its team wins (`for_teams`).
pub fn chances(position: &Position, erratic: &BySeat<f64>) -> BySeat<f64> {
    if let Some(winners) = position.winners() {
        return super::decided(winners);
    }
    let kings = chances_from(&all_features(position, erratic), &WEIGHTS);
    if position.options().teams {
        super::for_teams(position, kings)
    } else {
        kings
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;

    fn chances_of(dpn: &str) -> BySeat<f64> {
        chances(
            &Position::from_dpn(dpn, Options::default()).expect("a legal position"),
            &BySeat::default(),
        )
    }

    #[test]
    fn the_chances_are_shared_among_the_seats_in_the_race() {
        let c = chances_of("n,n,3,10/n,n,n,n/n,n,n,2/n,n,n,n R - -");
        assert!((c.0.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(c.0.iter().all(|p| *p > 0.0));
        let two = chances_of("n,n,3,10/-/n,n,n,2/- R - -");
        assert_eq!((two[Seat::Green], two[Seat::Blue]), (0.0, 0.0));
    }

    #[test]
    fn a_seat_further_along_is_the_favourite() {
        let c = chances_of("30,31,32,33/-/10,11,12,13/- Y RY -");
        assert!(c[Seat::Red] > 0.7, "{c:?}");
        // An open gate (D11) is worth having: the same pawns, only Red's gate open.
        let c = chances_of("10,11,12,13/-/10,11,12,13/- R R -");
        assert!(c[Seat::Red] > c[Seat::Yellow], "{c:?}");
    }

    #[test]
    fn a_pawn_in_danger_is_worth_less() {
        // Yellow's pawn on 2 stands 4 in front of Red's pawn on 10: a 4 cuts it (D10).
        // Red's pawns on 6 and 7 have come as far in all, but stand 7 and 8 behind it, and
        // no throw is 7 or 8 (D1).
        let position = |dpn| Position::from_dpn(dpn, Options::default()).unwrap();
        let near = position("n,n,3,10/-/n,n,n,2/- R - -");
        let far = position("n,n,6,7/-/n,n,n,2/- R - -");
        let danger =
            |p: &Position| base_features(p, Seat::Yellow, &Threats::against(p, Seat::Yellow))[8];
        assert!(danger(&near) > 0.0);
        assert_eq!(danger(&far), 0.0);
        let c = |p| chances(p, &BySeat::default());
        assert!(c(&near)[Seat::Yellow] < c(&far)[Seat::Yellow]);
    }

    #[test]
    fn the_king_takes_everything() {
        let c = chances_of("48,48,48,48/-/10,11,12,13/- Y R -");
        assert_eq!(c[Seat::Red], 1.0);
        // With `places=on` the game goes on after the King, whose race is won.
        let options: Options = "places=on".parse().unwrap();
        let position =
            Position::from_dpn("48,48,48,48/n,n,n,n/10,11,12,13/n,n,n,n G R - R", options)
                .expect("a legal position");
        let c = chances(&position, &BySeat::default());
        assert_eq!(c.0, [1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn armies_of_five_or_six_pawns_are_judged_as_shares_of_the_army() {
        let six: Options = "pawns=6".parse().unwrap();
        let at_start = Position::from_dpn("n,n,n,n,n,n/-/n,n,n,n,n,n/- R - -", six).unwrap();
        assert_eq!(
            chances(&at_start, &BySeat::default()),
            chances_of("n,n,n,n/-/n,n,n,n/- R - -")
        );
        let position = Position::from_dpn("n,n,n,3,20,30/-/n,n,n,n,n,2/- Y R -", six).unwrap();
        let c = chances(&position, &BySeat::default());
        assert!((c.0.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(c[Seat::Red] > 0.6, "{c:?}");
    }

    #[test]
    fn a_seat_that_moves_at_random_is_judged_for_it() {
        // Both armies at the start: even between careful players.
        let start = Position::from_dpn("n,n,n,n/-/n,n,n,n/- R - -", Options::default()).unwrap();
        let share_of = |yellow: f64| {
            chances(
                &start,
                &BySeat::from_fn(|s| if s == Seat::Yellow { yellow } else { 0.0 }),
            )
        };
        let careful = share_of(0.0)[Seat::Red];
        assert!((careful - 0.5).abs() < 0.05, "{careful}");
        // Against a Yellow that moves at random, Red is the favourite, and against one
        // that does so in some of its decisions, something between.
        let random = share_of(1.0)[Seat::Red];
        let sometimes = share_of(0.375)[Seat::Red];
        assert!(random > 0.8, "{random}");
        assert!(careful < sometimes && sometimes < random, "{sometimes}");
    }
}
