//! Expert's look ahead: each candidate move is valued by the learned network over the
//! seven values the next throw may take, weighed by their chances (D1), each answered by
//! the move the network likes best for whoever plays it (looking as many throws further
//! as asked, `look`; Expert looks one). Expert rolls out
//! the best few moves so ranked (`search::RolloutPlayer` with `Ranking::OneThrow`), and
//! the rollouts ask the network at their horizon (`Evaluate::Learned`).
//!
//! Everything here is `f32` summed in a fixed order (values in D1 order, moves in the
//! move list's order), as the network itself is, so a seeded game replays identically.

use super::eval::learned::Net;
use crate::dhayam::rules::{BySeat, Move, MoveList, Position, Seat};

/// Every seat's chance to become King from `position` (a position after a move), looking
/// `throws` throws ahead: for each value of the next throw, weighed by its chance, the
/// seat to move plays the move it rates best looking `throws - 1` throws ahead, and that
/// look's chances count. With no throw left to look at, or a position that awaits none
/// (saved throws to spend), the network rates the position as it stands.
pub fn look(net: &Net, position: &Position, throws: u8) -> BySeat<f32> {
    if let Some(winners) = position.winners() {
        return BySeat::from_fn(|s| f32::from(u8::from(winners.contains(s))));
    }
    if throws == 0 || !position.needs_throw() {
        return net.chances_f32(position);
    }
    let mut moves = MoveList::new();
    let mut total = BySeat([0.0f32; 4]);
    let implement = position.options().dice;
    for &value in implement.values() {
        let mut thrown = *position;
        thrown.throw_unchecked(value);
        let rated = if thrown.needs_throw() {
            // A throw that must be followed by another before any move (pooled turns).
            net.chances_f32(&thrown)
        } else {
            thrown.legal_moves_into(&mut moves);
            let mover = thrown.to_move();
            // One look per afterstate gives every seat's chance at once.
            let mut best = (f32::NEG_INFINITY, BySeat([0.0f32; 4]));
            for &mv in moves.iter() {
                let mut after = thrown;
                after.play_unchecked(mv);
                let chances = look(net, &after, throws - 1);
                if chances[mover] > best.0 {
                    best = (chances[mover], chances);
                }
            }
            best.1
        };
        for seat in Seat::ALL {
            total[seat] +=
                rated[seat] * f32::from(implement.chances(value)) / f32::from(implement.landings());
        }
    }
    total
}

/// The `width` moves of `moves` with the best values for the mover looking `throws`
/// throws ahead, best first (equal values keep the move list's order).
pub fn ranked(
    net: &Net,
    position: &Position,
    moves: &[Move],
    width: usize,
    throws: u8,
) -> Vec<Move> {
    let seat = position.to_move();
    let mut scored: Vec<(f32, Move)> = moves
        .iter()
        .map(|&mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            (look(net, &after, throws)[seat], mv)
        })
        .collect();
    // Stable, and a total order on the values (none is NaN: the weights are finite).
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().take(width).map(|(_, m)| m).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::eval::learned::DEFAULT_HIDDEN;
    use crate::dhayam::rules::Options;

    fn position(dpn: &str, rules: &str) -> Position {
        Position::from_dpn(dpn, rules.parse::<Options>().unwrap()).expect("a legal position")
    }

    #[test]
    fn looks_ahead_give_chances_that_sum_to_one_over_the_seats() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        for (dpn, rules) in [
            ("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            ("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", ""),
            ("n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG -", "cutbonus=on"),
            ("n,n,3,10/-/n,n,n,2/- R - 5,12+", "turn=pooled"),
        ] {
            let p = position(dpn, rules);
            for throws in 0..=2 {
                let chances = look(&net, &p, throws);
                let sum: f32 = chances.0.iter().sum();
                assert!((sum - 1.0).abs() < 1e-4, "{dpn} {throws}: {chances:?}");
                assert!(
                    chances.0.iter().all(|v| (0.0..=1.0).contains(v)),
                    "{chances:?}"
                );
            }
        }
    }

    #[test]
    fn one_throw_values_are_pinned() {
        // Bit patterns of a seeded network's one-throw values: the look ahead sums in a
        // fixed order, so a replay with Expert cannot move on another platform unnoticed.
        let net = Net::new(DEFAULT_HIDDEN, 7);
        let bits = |dpn: &str, rules: &str| {
            let p = position(dpn, rules);
            Seat::ALL.map(|s| look(&net, &p, 1)[s].to_bits())
        };
        let got = [
            bits("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            bits("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", "turn=pooled"),
        ];
        assert_eq!(got, PINNED, "{got:#x?}");
    }

    const PINNED: [[u32; 4]; 2] = [
        [0x3efd9868, 0x0, 0x3f0133cc, 0x0],
        [0x3ebd64bb, 0x3ea1a7f3, 0x0, 0x3ea0f351],
    ];

    #[test]
    fn a_won_game_is_worth_everything() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        let won = position("48,48,48,48/-/10,11,12,13/- Y R -", "");
        assert_eq!(look(&net, &won, 1)[Seat::Red], 1.0);
        assert_eq!(look(&net, &won, 1)[Seat::Yellow], 0.0);
    }

    #[test]
    fn ranking_is_a_reordering_of_the_moves() {
        let net = Net::new(DEFAULT_HIDDEN, 3);
        let p = position("n,n,3,10/-/n,n,n,2/- R - 4", "");
        let moves = p.legal_moves();
        let all = ranked(&net, &p, moves.as_slice(), 10, 1);
        assert_eq!(all.len(), moves.len());
        assert!(moves.iter().all(|m| all.contains(m)));
        assert_eq!(ranked(&net, &p, moves.as_slice(), 1, 1), all[..1]);
    }
}
