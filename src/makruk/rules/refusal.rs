//! Why a move a person tries is not a legal move, in the rules' own terms (M3–M10): the
//! table tells a person why a piece would not go where it was put, and a tutorial can
//! answer a wrong move with it.

use super::attacks;
use super::{Color, Position, Role, Square};

/// What stops a move from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// There is no piece on the square it would leave.
    NoPiece,
    /// The piece is the other side's.
    NotYours,
    /// A piece of one's own stands on the square.
    OwnPiece,
    /// The piece never moves like that (M3–M8).
    Reach(Role),
    /// A bia steps straight forward only onto an empty square (M8).
    BiaStepBlocked,
    /// A bia moves diagonally only to take (M8).
    BiaTakesOnly,
    /// A piece stands between (the ruea does not jump, M7).
    Blocked,
    /// The khun is in check, and this move does not end it (M10).
    InCheck,
    /// The move would leave one's own khun in check (M10).
    ExposesKhun,
}

/// Why `from` → `to` is not legal here; `None` when it is.
pub fn refusal(position: &Position, from: Square, to: Square) -> Option<Refusal> {
    if position.find_move(from, to, None).is_some() {
        return None;
    }
    let Some(piece) = position.piece_at(from) else {
        return Some(Refusal::NoPiece);
    };
    if piece.color != position.turn() {
        return Some(Refusal::NotYours);
    }
    let target = position.piece_at(to);
    if target.is_some_and(|t| t.color == piece.color) || from == to {
        return Some(Refusal::OwnPiece);
    }
    let occupied = position.board().occupied();
    let reach = match piece.role {
        Role::Khun => attacks::khun(from),
        Role::Met => attacks::met(from),
        Role::Khon => attacks::khon(piece.color, from),
        Role::Ma => attacks::ma(from),
        Role::Ruea => {
            if !attacks::ruea_empty(from).contains(to) {
                return Some(Refusal::Reach(Role::Ruea));
            }
            if (attacks::between(from, to) & occupied).any() {
                return Some(Refusal::Blocked);
            }
            attacks::ruea_empty(from)
        }
        Role::Bia => {
            let forward = match piece.color {
                Color::White => from.offset(0, 1),
                Color::Black => from.offset(0, -1),
            };
            if forward == Some(to) && target.is_some() {
                return Some(Refusal::BiaStepBlocked);
            }
            if attacks::bia_capture(piece.color, from).contains(to) && target.is_none() {
                return Some(Refusal::BiaTakesOnly);
            }
            let mut reach = attacks::bia_capture(piece.color, from);
            if let Some(f) = forward {
                reach = reach.with(f);
            }
            reach
        }
    };
    if !reach.contains(to) {
        return Some(Refusal::Reach(piece.role));
    }
    // The piece can go there: only the khun's safety stops it.
    Some(if position.is_check() {
        Refusal::InCheck
    } else {
        Refusal::ExposesKhun
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn why(fen: &str, from: &str, to: &str) -> Option<Refusal> {
        let p = Position::from_fen(fen).unwrap();
        refusal(&p, from.parse().unwrap(), to.parse().unwrap())
    }

    const START: &str = super::super::START_FEN;

    #[test]
    fn m3_to_m8_a_piece_is_refused_where_it_never_goes() {
        assert_eq!(why(START, "e3", "e4"), None);
        assert_eq!(why(START, "e4", "e5"), Some(Refusal::NoPiece));
        assert_eq!(why(START, "e6", "e5"), Some(Refusal::NotYours));
        assert_eq!(why(START, "a1", "b1"), Some(Refusal::OwnPiece));
        assert_eq!(why(START, "a1", "a2"), None);
        assert_eq!(why(START, "a1", "a5"), Some(Refusal::Blocked));
        assert_eq!(why(START, "b1", "b2"), Some(Refusal::Reach(Role::Ma)));
        assert_eq!(why(START, "e3", "e5"), Some(Refusal::Reach(Role::Bia)));
        // M5: the khon steps forward or diagonally, never straight back or sideways.
        let khon = "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1";
        assert_eq!(why(khon, "d4", "d5"), None);
        assert_eq!(why(khon, "d4", "d3"), Some(Refusal::Reach(Role::Khon)));
        assert_eq!(why(khon, "d4", "e4"), Some(Refusal::Reach(Role::Khon)));
        // M4: the met only diagonally.
        let met = "4k3/8/8/8/3M4/8/8/4K3 w - - 0 1";
        assert_eq!(why(met, "d4", "d5"), Some(Refusal::Reach(Role::Met)));
        assert_eq!(why(met, "d4", "c5"), None);
    }

    #[test]
    fn m8_the_bia_steps_onto_empty_squares_and_takes_diagonally() {
        let fen = "4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1";
        assert_eq!(why(fen, "d4", "d5"), Some(Refusal::BiaStepBlocked));
        assert_eq!(why(fen, "d4", "c5"), Some(Refusal::BiaTakesOnly));
    }

    #[test]
    fn m10_a_move_that_leaves_the_khun_in_check_is_refused_for_that() {
        // The ruea on e2 is pinned to its khun by Black's ruea on e8.
        let pinned = "4r3/8/8/8/8/8/4R3/4K2k w - - 0 1";
        assert_eq!(why(pinned, "e2", "a2"), Some(Refusal::ExposesKhun));
        assert_eq!(why(pinned, "e2", "e5"), None);
        // In check from the ruea on e8: a move elsewhere does not end it.
        let check = "4r2k/8/8/8/8/8/R7/4K3 w - - 0 1";
        assert_eq!(why(check, "a2", "a3"), Some(Refusal::InCheck));
        assert_eq!(why(check, "e1", "e2"), Some(Refusal::InCheck));
        assert_eq!(why(check, "e1", "d1"), None);
    }
}
