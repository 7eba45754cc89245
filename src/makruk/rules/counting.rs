//! Counting (นับศักดิ์, M14–M16): how long the stronger side has to mate once the bias are
//! gone, and the automatic count that docs/src/reference/makruk-rules.md spells out step by step.

use super::board::Board;
use super::piece::{Color, Role};

/// An active count, as FEN fields 4 and 5 hold it: the limit and the counting ply, both in
/// plies (twice the moves a Thai player counts aloud).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Count {
    pub limit: u16,
    pub ply: u16,
}

/// Which count runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Honour {
    /// นับศักดิ์กระดาน (M16): both sides still have a piece besides the khun; 64 moves.
    Board,
    /// นับศักดิ์หมาก (M15): the counting side has only its khun; the limit from the table.
    Pieces,
}

/// The limits a count can have, in plies: M15's table and M16's 64, twice over.
pub const LIMITS: [u16; 6] = [16, 32, 44, 64, 88, 128];

/// Board's honour, in moves (M16).
pub const BOARD_HONOUR_MOVES: u16 = 64;

impl Count {
    /// The limit in moves, as the table and players say it.
    pub fn limit_moves(self) -> u16 {
        self.limit / 2
    }

    /// The number the counting side says with its next move: the count starts at 1 for
    /// board's honour and at (pieces + 1) for pieces' honour, and goes up by one a move.
    pub fn spoken(self) -> u16 {
        self.ply / 2 + 1
    }

    /// M17 step 5: past the limit, the game is drawn unless the side to move is mated.
    pub fn is_exhausted(self) -> bool {
        self.ply > self.limit
    }
}

/// M14: counting applies only when no unpromoted bia is left.
pub fn bias_gone(board: &Board) -> bool {
    board.by_role(Role::Bia).is_empty()
}

/// Only the khun is left of `color` (a side always has its khun, so no more than one piece;
/// asked at every move the search makes, where a count of the bits costs more).
pub fn is_bare(board: &Board, color: Color) -> bool {
    !board.by_color(color).more_than_one()
}

/// M15's table, read top down, for a stronger side with this material; in moves.
pub fn pieces_honour_moves(board: &Board, stronger: Color) -> u16 {
    let count = |role| board.pieces(stronger, role).count();
    match (count(Role::Ruea), count(Role::Khon), count(Role::Ma)) {
        (2.., _, _) => 8,
        (1, _, _) => 16,
        (0, 2.., _) => 22,
        (0, 1, _) => 44,
        (0, 0, 2..) => 32,
        (0, 0, 1) => 64,
        (0, 0, 0) => 64,
    }
}

/// A side's material as Thai players weigh it (ruea 5, ma 3, khon 2½, met 1½; the khun and
/// bias not at all), in half points: what decides which side is the weaker, that counts
/// board's honour (M16, M17).
pub fn material(board: &Board, color: Color) -> u16 {
    let count = |role| board.pieces(color, role).count() as u16;
    10 * count(Role::Ruea) + 6 * count(Role::Ma) + 5 * count(Role::Khon) + 3 * count(Role::Met)
}

/// M17: whether `side` may count in a traditional game: the weaker side (no more material
/// than the other; with equal material either side may).
pub fn may_count(board: &Board, side: Color) -> bool {
    material(board, side) <= material(board, side.other())
}

/// Step 1: the limit, in moves, of a count that `side` would keep; 0 when it would not
/// count at all.
pub fn limit_moves(board: &Board, side: Color) -> u16 {
    if !bias_gone(board) || is_bare(board, side.other()) {
        0
    } else if !is_bare(board, side) {
        BOARD_HONOUR_MOVES
    } else {
        pieces_honour_moves(board, side.other())
    }
}

/// Which count runs in a position with an active count (or one that would start).
pub fn honour(board: &Board) -> Honour {
    if Color::ALL.into_iter().any(|c| is_bare(board, c)) {
        Honour::Pieces
    } else {
        Honour::Board
    }
}

/// Steps 2–4: the count after `mover` made a move that captured `captured` (if anything)
/// and promoted or not, given the count before it and the board after it.
pub fn after_move(
    board: &Board,
    mover: Color,
    captured: Option<Role>,
    promotion: bool,
    before: Option<Count>,
) -> Option<Count> {
    let to_move = mover.other();
    // Counted only where a count starts: this runs at every move the search makes.
    let pieces = || board.occupied().count() as u16;
    // 2. A bare khun that takes the last bia counts at once, from the ply just played.
    if captured == Some(Role::Bia) && is_bare(board, mover) && bias_gone(board) {
        let limit = limit_moves(board, mover);
        if limit > 0 {
            return Some(Count {
                limit: 2 * limit,
                ply: 2 * pieces() - 1,
            });
        }
    }
    // 3. A count starts, or pieces' honour replaces board's honour, when the side to move
    //    would count at all; otherwise a running count runs on (as Fairy-Stockfish's
    //    does when the last piece of a bare khun's opponent is taken).
    let stripped = (captured.is_some() || promotion) && is_bare(board, to_move);
    let limit = limit_moves(board, to_move);
    if limit > 0 && (before.is_none() || stripped) {
        let ply = if is_bare(board, to_move) {
            2 * pieces()
        } else {
            0
        };
        return Some(Count {
            limit: 2 * limit,
            ply,
        });
    }
    // 4. A running count goes on; its limit never changes.
    before.map(|c| Count {
        ply: c.ply.saturating_add(1),
        ..c
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::Setup;

    fn board(fen: &str) -> Board {
        Setup::from_fen(fen).unwrap().board
    }

    /// One case per row of M15's table, read top down; the stronger side is White.
    #[test]
    fn m15_each_row_of_the_table() {
        let cases = [
            ("4k3/8/8/8/8/8/8/R2K3R w - - 0 1", 8),
            ("4k3/8/8/8/8/8/8/R2KS2N w - - 0 1", 16),
            ("4k3/8/8/8/8/8/8/2SKS3 w - - 0 1", 22),
            ("4k3/8/8/8/8/8/8/3KS3 w - - 0 1", 44),
            ("4k3/8/8/8/8/8/8/1N1KS1N1 w - - 0 1", 44),
            ("4k3/8/8/8/8/8/8/1N1K2N1 w - - 0 1", 32),
            ("4k3/8/8/8/8/8/8/1N1KM3 w - - 0 1", 64),
            ("4k3/8/8/8/8/8/8/3KM~M~2 w - - 0 1", 64),
        ];
        for (fen, moves) in cases {
            assert_eq!(
                pieces_honour_moves(&board(fen), Color::White),
                moves,
                "{fen}"
            );
            assert_eq!(limit_moves(&board(fen), Color::Black), moves, "{fen}");
            assert_eq!(limit_moves(&board(fen), Color::White), 0, "{fen}");
        }
    }

    #[test]
    fn m15_k_2n_s_is_44_where_fairy_stockfish_says_32() {
        let b = board("4k3/8/8/8/8/8/8/1N1KS1N1 w - - 0 1");
        assert_eq!(limit_moves(&b, Color::Black), 44);
    }

    #[test]
    fn m14_nothing_is_counted_while_a_bia_is_left() {
        let b = board("4k3/8/8/8/8/4P3/8/R2K3R w - - 0 1");
        assert_eq!(limit_moves(&b, Color::Black), 0);
        assert_eq!(after_move(&b, Color::White, None, false, None), None);
    }

    #[test]
    fn m16_board_s_honour_is_64_moves_for_either_side() {
        let b = board("4k2r/8/8/8/8/8/8/R2K4 w - - 0 1");
        assert_eq!(limit_moves(&b, Color::White), 64);
        assert_eq!(limit_moves(&b, Color::Black), 64);
        assert_eq!(honour(&b), Honour::Board);
    }

    #[test]
    fn m17_the_weaker_side_counts_and_with_equal_material_either_may() {
        let two_against_one = board("4k3/8/8/8/8/8/r7/R2K3R w - - 0 1");
        assert!(may_count(&two_against_one, Color::Black));
        assert!(!may_count(&two_against_one, Color::White));
        // A ruea outweighs a ma and a met (5 against 4½).
        let b = board("4k3/8/8/8/8/8/n1m5/R2K4 w - - 0 1");
        assert!(!may_count(&b, Color::White));
        assert!(may_count(&b, Color::Black));
        let even = board("4k3/8/8/8/8/8/r7/R2K4 w - - 0 1");
        assert!(may_count(&even, Color::White) && may_count(&even, Color::Black));
    }

    #[test]
    fn m17_the_count_is_spoken_from_one_or_from_the_pieces_plus_one() {
        let board_honour = Count { limit: 128, ply: 0 };
        assert_eq!(board_honour.spoken(), 1);
        let pieces = Count { limit: 16, ply: 8 };
        assert_eq!(pieces.spoken(), 5);
        assert!(!Count { limit: 16, ply: 16 }.is_exhausted());
        assert!(Count { limit: 16, ply: 17 }.is_exhausted());
    }
}

/// The automatic count through played moves (M17's steps), on positions from FEN.
#[cfg(test)]
mod played {
    use super::*;
    use crate::makruk::rules::{DrawReason, Outcome, Position};

    fn play(fen: &str, moves: &[&str]) -> Position {
        let mut p = Position::from_fen(fen).unwrap();
        for m in moves {
            let mv = p.parse_uci(m).unwrap();
            p = p.play(mv).unwrap();
        }
        p
    }

    #[test]
    fn m17_makruk_md_s_example_taking_the_last_piece() {
        let p = play("4k3/8/8/8/8/8/r7/R2K3R w - - 0 1", &["a1a2"]);
        assert_eq!(p.fen(), "4k3/8/8/8/8/8/R7/3K3R b - 16 8 1");
        assert_eq!(p.count().unwrap().spoken(), 5);
    }

    #[test]
    fn m16_board_s_honour_starts_when_the_last_bia_is_captured() {
        let p = play(
            "4k3/8/8/8/4p3/3R4/r7/3K4 w - - 0 1",
            &["d3d4", "a2a3", "d4e4"],
        );
        assert_eq!(p.count(), Some(Count { limit: 128, ply: 0 }));
        assert_eq!(honour(p.board()), Honour::Board);
    }

    #[test]
    fn m16_board_s_honour_starts_when_the_last_bia_is_promoted() {
        let p = play("4k3/8/8/4P3/8/8/r7/3K4 w - - 0 1", &["e5e6m"]);
        assert_eq!(p.count(), Some(Count { limit: 128, ply: 0 }));
        assert!(p.board().is_promoted("e6".parse().unwrap()));
    }

    #[test]
    fn m15_a_bare_khun_that_takes_the_last_bia_counts_from_that_ply() {
        // Black's khun takes White's last bia; White has a ruea: 16 moves, 3 pieces.
        let p = play("8/8/8/8/4k3/4P3/8/R2K4 b - - 0 1", &["e4e3"]);
        assert_eq!(p.fen(), "8/8/8/8/8/4k3/8/R2K4 w - 32 5 2");
        assert_eq!(p.count(), Some(Count { limit: 32, ply: 5 }));
    }

    #[test]
    fn m15_pieces_honour_replaces_board_s_honour() {
        // Board's honour runs; then Black's last ruea is taken.
        let p = play("4k3/8/8/8/8/8/r7/R2K3R b - 128 40 30", &["e8e7"]);
        assert_eq!(
            p.count(),
            Some(Count {
                limit: 128,
                ply: 41
            })
        );
        let p = play(&p.fen(), &["a1a2"]);
        assert_eq!(p.count(), Some(Count { limit: 16, ply: 8 }));
    }

    #[test]
    fn m15_the_limit_is_fixed_when_the_count_starts() {
        // Two rueas (8 moves) against a bare khun; White gives up a ruea: still 16 plies.
        let p = play(
            "8/8/8/3k4/8/8/8/R2K3R b - 16 8 1",
            &["d5d4", "h1h4", "d4e5", "h4e4", "e5e4"],
        );
        assert_eq!(p.count().unwrap().limit, 16);
        assert_eq!(p.count().unwrap().ply, 13);
    }

    #[test]
    fn m17_the_count_draws_at_the_first_ply_past_the_limit() {
        let at_limit = Position::from_fen("8/8/3k4/8/8/8/8/R2K3R w - 16 16 9").unwrap();
        assert_eq!(at_limit.outcome(), None);
        let past = play(&at_limit.fen(), &["a1a2"]);
        assert_eq!(past.count().unwrap().ply, 17);
        assert_eq!(past.outcome(), Some(Outcome::Draw(DrawReason::Counting)));
    }

    #[test]
    fn m17_a_mate_on_the_ply_past_the_limit_wins() {
        let p = play("3k4/R7/8/8/8/8/8/3K3R w - 16 16 9", &["h1h8"]);
        assert_eq!(p.count().unwrap().ply, 17);
        assert_eq!(
            p.outcome(),
            Some(Outcome::Checkmate {
                winner: Color::White
            })
        );
    }
}
