//! Static exchange evaluation: what a move wins or loses on its square if both sides go
//! on capturing there with their least valuable piece while it pays, each free to stop.
//! The search orders captures by it, and skips in quiescence and at shallow depths the
//! moves it shows to lose material.
//!
//! Only the ruea slides (M7), so only a ruea can be uncovered behind a piece that takes:
//! the other attackers are read once. Pins and checks are not looked at, nor a bia that
//! promotes on a recapture: an estimate, cheap enough to ask of every capture.

use crate::makruk::rules::attacks;
use crate::makruk::rules::{Move, Position, Role};

use super::eval::role_value;

/// The roles in the order a side spends them in an exchange, least valuable first.
const CHEAPEST_FIRST: [Role; 6] = [
    Role::Bia,
    Role::Met,
    Role::Khon,
    Role::Ma,
    Role::Ruea,
    Role::Khun,
];

/// Whether `mv` wins at least `threshold` centipawns (material, `role_value`) on its square.
pub fn see_at_least(position: &Position, mv: Move, threshold: i32) -> bool {
    let promotion = if mv.promotion {
        role_value(Role::Met) - role_value(Role::Bia)
    } else {
        0
    };
    // What we stand to have won if the opponent does not answer…
    let mut swap = mv.capture.map_or(0, role_value) + promotion - threshold;
    if swap < 0 {
        return false;
    }
    // …and if it takes the piece we moved there and we do not answer.
    let moved = if mv.promotion { Role::Met } else { mv.role };
    swap = role_value(moved) - swap;
    if swap <= 0 {
        return true;
    }
    let board = position.board();
    let mut occupied = board.occupied().without(mv.from).without(mv.to);
    let mut attackers = position.attackers_of_both(mv.to, occupied);
    let mut side = position.turn();
    // Whether the side to move at the root stands at or above the threshold if the
    // exchange stops here (flipped as each side takes).
    let mut result = true;
    loop {
        side = side.other();
        attackers &= occupied;
        let ours = attackers & board.by_color(side);
        if ours.is_empty() {
            break;
        }
        result = !result;
        let Some((role, from)) = CHEAPEST_FIRST
            .iter()
            .find_map(|&role| (ours & board.by_role(role)).first().map(|sq| (role, sq)))
        else {
            break;
        };
        if role == Role::Khun {
            // The khun may take only if nothing can take it back.
            return if (attackers & board.by_color(side.other())).any() {
                !result
            } else {
                result
            };
        }
        swap = role_value(role) - swap;
        if swap < i32::from(result) {
            break;
        }
        occupied = occupied.without(from);
        // A ruea behind the piece that took now sees the square.
        attackers |= attacks::ruea(mv.to, occupied) & board.by_role(Role::Ruea);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(fen: &str, uci: &str) -> (Position, Move) {
        let position = Position::from_fen(fen).unwrap();
        let mv = position
            .legal_moves()
            .iter()
            .copied()
            .find(|m| m.uci().to_string() == uci)
            .unwrap_or_else(|| panic!("{uci} is not legal in {fen}"));
        (position, mv)
    }

    /// The exchange on the square, by the values `role_value` gives.
    fn exchange(fen: &str, uci: &str) -> i32 {
        let (position, mv) = mv(fen, uci);
        // The largest threshold the move reaches: SEE's value.
        let mut lo: i32 = -2000;
        let mut hi = 2000;
        while lo < hi {
            let mid = (lo + hi + 1).div_euclid(2);
            if see_at_least(&position, mv, mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    #[test]
    fn an_undefended_piece_is_won_whole() {
        // White's ruea takes Black's ma, which nothing guards.
        let v = exchange("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1", "d1d5");
        assert_eq!(v, role_value(Role::Ma));
    }

    #[test]
    fn a_ruea_that_takes_a_guarded_bia_loses_the_difference() {
        // The bia on d5 is guarded by the bia on e6: ruea for bia.
        let v = exchange("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5");
        assert_eq!(v, role_value(Role::Bia) - role_value(Role::Ruea));
        let (position, m) = mv("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5");
        assert!(!see_at_least(&position, m, 0));
        assert!(see_at_least(&position, m, -400));
    }

    #[test]
    fn a_ruea_behind_a_ruea_is_seen_through() {
        // Two white rueas on the d-file against one black ruea guarding the ma on d5:
        // RxM, RxR, RxR wins a ma and a ruea for a ruea.
        let fen = "3rk3/8/8/3n4/8/8/3R4/3RK3 w - - 0 1";
        let v = exchange(fen, "d2d5");
        assert_eq!(v, role_value(Role::Ma));
        // Without the second ruea, the ma is taken and the ruea lost for it.
        let v = exchange("3rk3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", "d2d5");
        assert_eq!(v, role_value(Role::Ma) - role_value(Role::Ruea));
    }

    #[test]
    fn the_khun_takes_back_only_where_it_is_safe() {
        // The bia on e5 is guarded only by the black khun; a white ma also sees e5, so the
        // khun cannot take back: the ruea wins the bia whole.
        let fen = "8/8/4k3/4p3/8/5N2/8/4RK2 w - - 0 1";
        assert_eq!(exchange(fen, "e1e5"), role_value(Role::Bia));
        // With nothing behind the ruea, the khun takes it back.
        let fen = "8/8/4k3/4p3/8/8/8/4RK2 w - - 0 1";
        assert_eq!(
            exchange(fen, "e1e5"),
            role_value(Role::Bia) - role_value(Role::Ruea)
        );
    }

    #[test]
    fn a_quiet_move_onto_a_guarded_square_loses_the_piece() {
        // The ma goes where a black bia takes it.
        let fen = "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1";
        assert_eq!(exchange(fen, "e3c4"), -role_value(Role::Ma));
        // A quiet move to a safe square loses nothing.
        assert_eq!(exchange(fen, "e3g4"), 0);
    }

    #[test]
    fn an_unguarded_piece_taken_is_won_whole_on_random_games() {
        // A piece that takes an undefended one never loses by SEE, on random positions.
        let mut rng = 0x9e37_79b9_7f4a_7c15u64;
        let mut checked = 0;
        for _ in 0..40 {
            let mut position = Position::start();
            for _ in 0..60 {
                let moves = position.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in moves.iter().filter(|m| m.is_capture()) {
                    let guarded = position
                        .attackers(
                            m.to,
                            position.turn().other(),
                            position.board().occupied().without(m.from),
                        )
                        .any();
                    if !guarded {
                        assert!(see_at_least(&position, m, m.capture.map_or(0, role_value)));
                        checked += 1;
                    }
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let m = moves[(rng % moves.len() as u64) as usize];
                position = position.play(m).unwrap();
            }
        }
        assert!(checked > 100, "only {checked} undefended captures seen");
    }
}
