//! Expert's look one throw ahead: each candidate move is valued by the learned network
//! over the seven values the next throw may take, weighed by their chances (D1), each
//! answered by the move the network likes best for whoever plays it. Expert rolls out
//! the best few moves so ranked (`search::RolloutPlayer` with `Ranking::OneThrow`), and
//! the rollouts ask the network at their horizon (`Evaluate::Learned`).
//!
//! Everything here is `f32` summed in a fixed order (values in D1 order, moves in the
//! move list's order), as the network itself is, so a seeded game replays identically.

use super::eval::learned::Net;
use crate::dhayam::rules::{Move, MoveList, Position, Seat};

/// `seat`'s chance to become King from `position` (a position after a move), looking one
/// throw ahead: for each of the seven values, the seat to move throws it and plays the
/// move whose afterstate the network rates best for itself, and the network rates that
/// afterstate for `seat`. A position that awaits no throw (saved throws to spend) or that
/// must throw again after the throw is rated as it stands.
pub fn one_throw(net: &Net, position: &Position, seat: Seat) -> f32 {
    if let Some(winners) = position.winners() {
        return f32::from(u8::from(winners.contains(seat)));
    }
    if !position.needs_throw() {
        return net.chances_f32(position)[seat];
    }
    let mut moves = MoveList::new();
    let mut total = 0.0f32;
    let implement = position.options().dice;
    for &value in implement.values() {
        let mut thrown = *position;
        thrown.throw_unchecked(value);
        let rated = if thrown.needs_throw() {
            net.chances_f32(&thrown)[seat]
        } else {
            thrown.legal_moves_into(&mut moves);
            let mover = thrown.to_move();
            // One forward pass per afterstate gives every seat's chance at once.
            let mut best = (f32::NEG_INFINITY, 0.0f32);
            for &mv in moves.iter() {
                let mut after = thrown;
                after.play_unchecked(mv);
                let chances = net.chances_f32(&after);
                if chances[mover] > best.0 {
                    best = (chances[mover], chances[seat]);
                }
            }
            best.1
        };
        total += rated * f32::from(implement.chances(value)) / f32::from(implement.landings());
    }
    total
}

/// The `width` moves of `moves` with the best one-throw values for the mover, best
/// first (equal values keep the move list's order).
pub fn ranked(net: &Net, position: &Position, moves: &[Move], width: usize) -> Vec<Move> {
    let seat = position.to_move();
    let mut scored: Vec<(f32, Move)> = moves
        .iter()
        .map(|&mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            (one_throw(net, &after, seat), mv)
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
    fn one_throw_values_are_chances_and_sum_to_one_over_the_seats() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        for (dpn, rules) in [
            ("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            ("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", ""),
            ("n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG -", "cutbonus=on"),
            ("n,n,3,10/-/n,n,n,2/- R - 5,12+", "turn=pooled"),
        ] {
            let p = position(dpn, rules);
            let values: Vec<f32> = Seat::ALL.iter().map(|&s| one_throw(&net, &p, s)).collect();
            let sum: f32 = values.iter().sum();
            assert!((sum - 1.0).abs() < 1e-4, "{dpn}: {values:?}");
            assert!(values.iter().all(|v| (0.0..=1.0).contains(v)), "{values:?}");
        }
    }

    #[test]
    fn one_throw_values_are_pinned() {
        // Bit patterns of a seeded network's one-throw values: the look ahead sums in a
        // fixed order, so a replay with Expert cannot move on another platform unnoticed.
        let net = Net::new(DEFAULT_HIDDEN, 7);
        let bits = |dpn: &str, rules: &str| {
            let p = position(dpn, rules);
            Seat::ALL.map(|s| one_throw(&net, &p, s).to_bits())
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
        assert_eq!(one_throw(&net, &won, Seat::Red), 1.0);
        assert_eq!(one_throw(&net, &won, Seat::Yellow), 0.0);
    }

    #[test]
    fn ranking_is_a_reordering_of_the_moves() {
        let net = Net::new(DEFAULT_HIDDEN, 3);
        let p = position("n,n,3,10/-/n,n,n,2/- R - 4", "");
        let moves = p.legal_moves();
        let all = ranked(&net, &p, moves.as_slice(), 10);
        assert_eq!(all.len(), moves.len());
        assert!(moves.iter().all(|m| all.contains(m)));
        assert_eq!(ranked(&net, &p, moves.as_slice(), 1), all[..1]);
    }
}
