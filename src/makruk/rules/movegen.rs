//! Legal move generation: check masks and pins, no make-and-test.
//!
//! Only rueas slide, so only a ruea pins, and only along a rank or a file: a pinned ma can
//! never move, a pinned met or khon only by a khon's forward step along a file, a pinned
//! bia by its step. Each piece's targets come out as one bitboard, which lets perft count
//! the last ply without making the moves.

use super::attacks;
use super::bitboard::Bitboard;
use super::moves::{Move, MoveList};
use super::piece::{Color, Role};
use super::position::Position;
use super::square::{Rank, Square};

impl Position {
    /// Calls `sink(role, from, targets)` for each piece of the side to move that has a
    /// legal move, with the squares it may go to; the khun's only within `khun_keep`, since
    /// each of its steps costs a look at the attackers (quiescence wants only captures).
    #[inline]
    fn for_each_targets(&self, khun_keep: Bitboard, mut sink: impl FnMut(Role, Square, Bitboard)) {
        let board = self.board();
        let us = self.turn();
        let them = us.other();
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = ours | theirs;
        let khun = self.khun(us);

        // The khun may not step where it would be attacked, its own square left empty so
        // a ruea's ray is seen through it.
        let without_khun = occupied.without(khun);
        let mut steps = Bitboard::EMPTY;
        for to in attacks::khun(khun) & !ours & khun_keep {
            if self.attackers(to, them, without_khun).is_empty() {
                steps = steps.with(to);
            }
        }
        if steps.any() {
            sink(Role::Khun, khun, steps);
        }

        let checkers = self.attackers(khun, them, occupied);
        if checkers.more_than_one() {
            return;
        }
        // One checker: take it, or block it if it is a ruea.
        let allowed = match checkers.single() {
            Some(checker) => checkers | attacks::between(khun, checker),
            None => !ours,
        } & !ours;

        let mut pinned = Bitboard::EMPTY;
        for pinner in attacks::ruea_empty(khun) & board.pieces(them, Role::Ruea) {
            let blockers = attacks::between(khun, pinner) & occupied;
            if let Some(blocker) = blockers.single()
                && ours.contains(blocker)
            {
                pinned = pinned.with(blocker);
            }
        }

        let targets = |from: Square, reach: Bitboard| {
            let reach = reach & allowed;
            if pinned.contains(from) {
                reach & attacks::line(khun, from)
            } else {
                reach
            }
        };

        for from in board.pieces(us, Role::Ruea) {
            let t = targets(from, attacks::ruea(from, occupied));
            if t.any() {
                sink(Role::Ruea, from, t);
            }
        }
        for from in board.pieces(us, Role::Ma) & !pinned {
            let t = attacks::ma(from) & allowed;
            if t.any() {
                sink(Role::Ma, from, t);
            }
        }
        for from in board.pieces(us, Role::Khon) {
            let t = targets(from, attacks::khon(us, from));
            if t.any() {
                sink(Role::Khon, from, t);
            }
        }
        for from in board.pieces(us, Role::Met) {
            let t = targets(from, attacks::met(from));
            if t.any() {
                sink(Role::Met, from, t);
            }
        }
        for from in board.pieces(us, Role::Bia) {
            let ahead = from
                .offset(0, us.forward())
                .map_or(Bitboard::EMPTY, Bitboard::from_square)
                & !occupied;
            let t = targets(from, ahead | (attacks::bia_capture(us, from) & theirs));
            if t.any() {
                sink(Role::Bia, from, t);
            }
        }
    }

    /// Every legal move into a list the caller reuses.
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        self.moves_into(list, Bitboard::FULL, Bitboard::FULL);
    }

    /// Only the legal captures and promotions (a search's quiescence), in the order
    /// `legal_moves_into` gives them.
    pub fn noisy_moves_into(&self, list: &mut MoveList) {
        let theirs = self.board().by_color(self.turn().other());
        let promotion = Bitboard::rank(Rank::ALL[promotion_rank(self.turn())]);
        self.moves_into(list, theirs, theirs | promotion);
    }

    /// The legal moves whose target is in `keep` (in `keep_bia` for a bia).
    #[inline]
    fn moves_into(&self, list: &mut MoveList, keep: Bitboard, keep_bia: Bitboard) {
        list.clear();
        let board = *self.board();
        let promotion_rank = promotion_rank(self.turn());
        self.for_each_targets(keep, |role, from, targets| {
            let targets = targets & if role == Role::Bia { keep_bia } else { keep };
            for to in targets {
                list.push(Move {
                    from,
                    to,
                    role,
                    capture: board.role_at(to),
                    promotion: role == Role::Bia && to.rank().index() == promotion_rank,
                });
            }
        });
    }

    /// How many legal moves there are, without listing them (perft's last ply).
    pub fn count_legal_moves(&self) -> usize {
        let mut n = 0;
        self.for_each_targets(Bitboard::FULL, |_, _, targets| n += targets.count());
        n
    }
}

/// The rank index on which a bia of `color` becomes a met (M9): rank 6 or rank 3.
pub fn promotion_rank(color: Color) -> usize {
    match color {
        Color::White => 5,
        Color::Black => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves_from(fen: &str, from: &str) -> Vec<String> {
        let p = Position::from_fen(fen).unwrap();
        let from: Square = from.parse().unwrap();
        let mut out: Vec<String> = p
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to.to_string())
            .collect();
        out.sort();
        out
    }

    #[test]
    fn m10_a_move_may_not_leave_the_own_khun_attacked() {
        // The khon on e2 is pinned by the ruea on e7: only its step along the file is left.
        assert_eq!(
            moves_from("4k3/4r3/8/8/8/8/4S3/4K3 w - - 0 1", "e2"),
            ["e3"]
        );
        // A pinned ma never moves.
        assert!(moves_from("4k3/8/8/8/K1N4r/8/8/8 w - - 0 1", "c4").is_empty());
        // The khun steps neither onto the ruea's file nor next to the other khun.
        assert_eq!(
            moves_from("8/8/8/8/3k4/8/8/4K2r w - - 0 1", "e1"),
            ["d2", "e2", "f2"]
        );
        assert_eq!(
            moves_from("8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1"),
            ["c1", "e1"]
        );
        // In check, only moves that end it: the ruea blocks on b1 or the khun steps off.
        let p = Position::from_fen("4k3/8/8/8/8/8/1R6/r3K3 w - - 0 1").unwrap();
        assert!(p.is_check());
        let mut all: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        all.sort();
        assert_eq!(all, ["b2b1", "e1d2", "e1e2", "e1f2"]);
    }

    #[test]
    fn noisy_moves_are_the_legal_captures_and_promotions() {
        use rand_core::{RngCore, SeedableRng};
        // Random games from the start and from a position with bias about to promote.
        let starts = [
            Position::start(),
            Position::from_fen("4k3/8/r1n5/1P3P2/4p3/3N4/8/3K4 w - - 0 1").unwrap(),
        ];
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let mut checked = 0;
        for start in starts {
            for _ in 0..40 {
                let mut p = start;
                for _ in 0..80 {
                    let all = p.legal_moves();
                    if all.is_empty() {
                        break;
                    }
                    let want: Vec<Move> = all
                        .iter()
                        .copied()
                        .filter(|m| m.is_capture() || m.promotion)
                        .collect();
                    let mut noisy = MoveList::new();
                    p.noisy_moves_into(&mut noisy);
                    assert_eq!(noisy.as_slice(), want.as_slice(), "{}", p.fen());
                    checked += usize::from(!want.is_empty());
                    p.play_unchecked(all[(rng.next_u64() % all.len() as u64) as usize]);
                }
            }
        }
        assert!(checked > 500, "{checked}");
    }
}
