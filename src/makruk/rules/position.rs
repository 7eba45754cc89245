//! A legal position and the moves played on it.

use std::fmt;

use super::attacks;
use super::bitboard::Bitboard;
use super::board::Board;
use super::counting::{self, Count};
use super::moves::{Move, MoveList};
use super::outcome::{DrawReason, Outcome};
use super::piece::{Color, Piece, Role};
use super::setup::Setup;
use super::square::Square;
use super::validate::{PositionError, validate_placement};
use super::zobrist;

/// A position the rules can play: one khun a side, no bia where none can be, the side not
/// to move not in check, a count only where one can run. Built only by
/// [`Position::from_setup`] (or [`Position::start`]) and by legal moves, so it stays so.
///
/// A `Position` is a small `Copy` value; history (for repetition) is the `Game`'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    count: Option<Count>,
    halfmoves: u32,
    fullmoves: u32,
    key: u64,
}

/// A move refused by [`Position::play`], which hands the position back unchanged.
#[derive(Clone, Debug)]
pub struct PlayError {
    pub position: Position,
    pub mv: Move,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a legal move here", self.mv)
    }
}

impl std::error::Error for PlayError {}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// M2's start position.
    pub fn start() -> Position {
        Position::from_setup(Setup::start()).expect("the start position is legal")
    }

    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        validate_placement(&setup)?;
        let position = Position {
            board: setup.board,
            turn: setup.turn,
            count: setup.count,
            // FEN keeps no halfmove clock while a count runs (field 5 is the count's), and
            // a count never stops once it runs: the clock is 0 from then on, so a position
            // and its FEN agree.
            halfmoves: if setup.count.is_some() {
                0
            } else {
                setup.halfmoves
            },
            fullmoves: setup.fullmoves.max(1),
            key: setup.board.zobrist() ^ zobrist::turn(setup.turn),
        };
        let opponent = setup.turn.other();
        let khun = position.khun(opponent);
        if position
            .attackers(khun, setup.turn, position.board.occupied())
            .any()
        {
            return Err(PositionError::OpponentInCheck);
        }
        Ok(position)
    }

    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            count: self.count,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn turn(&self) -> Color {
        self.turn
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        self.board.piece_at(square)
    }

    /// The automatic count (M17), while one runs.
    pub fn count(&self) -> Option<Count> {
        self.count
    }

    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// The Zobrist key of the placement and the side to move (M13's repetition).
    pub fn key(&self) -> u64 {
        self.key
    }

    /// The khun of `color`; a position always has exactly one.
    pub fn khun(&self, color: Color) -> Square {
        self.board
            .pieces(color, Role::Khun)
            .first()
            .expect("a position has a khun of each colour")
    }

    /// The pieces of `by` that attack `square`, with `occupied` as the board's pieces (the
    /// khun's own square left out when it asks where it may step).
    pub(crate) fn attackers(&self, square: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        // A khon or bia of `by` attacks `square` from where one of the other colour's
        // would attack it forward: the tables are read from `square` with colours swapped.
        (self.attackers_either_way(square, occupied)
            | (attacks::khon(by.other(), square) & b.by_role(Role::Khon))
            | (attacks::bia_capture(by.other(), square) & b.by_role(Role::Bia)))
            & b.by_color(by)
    }

    /// The khuns, mets, mas and rueas of either colour that attack `square`: their steps
    /// are the same both ways up the board.
    #[inline]
    fn attackers_either_way(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        (attacks::khun(square) & b.by_role(Role::Khun))
            | (attacks::met(square) & b.by_role(Role::Met))
            | (attacks::ma(square) & b.by_role(Role::Ma))
            | (attacks::ruea(square, occupied) & b.by_role(Role::Ruea))
    }

    /// The pieces of both colours that attack `square`: what [`Position::attackers`] gives
    /// for each, in one pass (an exchange on a square asks for them all).
    pub(crate) fn attackers_of_both(&self, square: Square, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        let (white, black) = (b.by_color(Color::White), b.by_color(Color::Black));
        let forward = |role: Role, of_white: Bitboard, of_black: Bitboard| {
            b.by_role(role) & ((of_white & white) | (of_black & black))
        };
        self.attackers_either_way(square, occupied)
            | forward(
                Role::Khon,
                attacks::khon(Color::Black, square),
                attacks::khon(Color::White, square),
            )
            | forward(
                Role::Bia,
                attacks::bia_capture(Color::Black, square),
                attacks::bia_capture(Color::White, square),
            )
    }

    /// The pieces giving check to the side to move.
    pub fn checkers(&self) -> Bitboard {
        self.attackers(
            self.khun(self.turn),
            self.turn.other(),
            self.board.occupied(),
        )
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Every legal move, in a list on the stack.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.legal_moves_into(&mut list);
        list
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Plays a move after checking it; on error the position comes back unchanged.
    pub fn play(mut self, mv: Move) -> Result<Position, PlayError> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(self)
        } else {
            Err(PlayError { position: self, mv })
        }
    }

    /// Plays a move from [`Position::legal_moves`] without checking it.
    ///
    /// # Panics
    ///
    /// May panic, or leave a position that breaks its invariants, for any other move.
    pub fn play_unchecked(&mut self, mv: Move) {
        let us = self.turn;
        let moving = Piece::new(us, mv.role);
        if let Some(role) = mv.capture {
            let victim = Piece::new(us.other(), role);
            self.board.take(mv.to, victim);
            self.key ^= zobrist::piece(victim, mv.to);
        }
        self.key ^= zobrist::piece(moving, mv.from);
        if mv.promotion {
            self.board.take(mv.from, moving);
            self.board.put_promoted(mv.to, us);
            self.key ^= zobrist::piece(Piece::new(us, Role::Met), mv.to);
        } else {
            self.board.shift(mv.from, mv.to, moving);
            self.key ^= zobrist::piece(moving, mv.to);
        }
        self.halfmoves = if mv.role == Role::Bia || mv.capture.is_some() {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.turn = us.other();
        self.key ^= zobrist::BLACK_TO_MOVE;
        self.count = counting::after_move(&self.board, us, mv.capture, mv.promotion, self.count);
        if self.count.is_some() {
            self.halfmoves = 0;
        }
    }

    /// Passes the turn without moving: the "null move" a search uses to ask whether a
    /// position is so good that even a free move for the opponent does not spoil it. Not a
    /// Makruk move and never legal in a game. The count, if one runs, goes on by a ply
    /// (M17 step 4) as it would after any move; the halfmove clock is left alone.
    ///
    /// # Panics
    ///
    /// In debug builds, when the side to move is in check (the result would leave the
    /// side that moved in check).
    pub fn play_null(&mut self) {
        debug_assert!(!self.is_check(), "a null move while in check");
        self.turn = self.turn.other();
        self.key ^= zobrist::BLACK_TO_MOVE;
        if let Some(count) = self.count.as_mut() {
            count.ply = count.ply.saturating_add(1);
        }
    }

    /// How the game stands by this position alone: mate, stalemate, bare khuns, or the
    /// automatic count run out (M11–M13, M17 step 5). Repetition needs the history: ask
    /// the `Game`.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.count_legal_moves() == 0 {
            return Some(if self.is_check() {
                Outcome::Checkmate {
                    winner: self.turn.other(),
                }
            } else {
                Outcome::Stalemate
            });
        }
        if self.board.only_khuns() {
            return Some(Outcome::Draw(DrawReason::BareKhuns));
        }
        if self.count.is_some_and(Count::is_exhausted) {
            return Some(Outcome::Draw(DrawReason::Counting));
        }
        None
    }

    /// The role a legal move's piece has and what it takes, for callers (UCI, the window)
    /// that know only the squares.
    pub fn find_move(&self, from: Square, to: Square, promotion: Option<bool>) -> Option<Move> {
        self.legal_moves()
            .iter()
            .copied()
            .find(|m| m.from == from && m.to == to && promotion.is_none_or(|p| p == m.promotion))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both colours' attackers at once are each colour's, on every square of the start, a
    /// middlegame and an ending with a promoted met, with the board's pieces and with two
    /// taken away (a ruea's line opened).
    #[test]
    fn the_attackers_of_both_colours_are_each_colour_s() {
        let fens = [
            crate::makruk::rules::START_FEN,
            "r2m1k2/2s3s1/p1p2pM~1/p1P1nPr1/4P1pp/1P6/2S1S3/RN1KM1R1 w - - 1 21",
            "2k5/1S6/2M~1p3/8/n2KP3/6s1/8/r6R b - - 0 40",
        ];
        for fen in fens {
            let p = Position::from_fen(fen).unwrap();
            let full = p.board().occupied();
            for square in Square::all() {
                for occupied in [full, full.without(square).without(p.khun(Color::White))] {
                    let each = p.attackers(square, Color::White, occupied)
                        | p.attackers(square, Color::Black, occupied);
                    assert_eq!(
                        p.attackers_of_both(square, occupied),
                        each,
                        "{fen} {square}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_null_move_passes_the_turn_keeps_the_key_honest_and_runs_the_count() {
        let mut p = Position::from_fen("4k3/8/8/8/8/8/8/R2K3R w - 16 8 1").unwrap();
        p.play_null();
        assert_eq!(p.turn(), Color::Black);
        let fresh = Position::from_fen("4k3/8/8/8/8/8/8/R2K3R b - 16 9 1").unwrap();
        assert_eq!(p.key(), fresh.key());
        assert_eq!(p.count(), fresh.count());
        assert_eq!(p.legal_moves().len(), fresh.legal_moves().len());
    }
}
