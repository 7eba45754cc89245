//! Where the pieces stand: one bitboard per colour and per role, and the promoted bias.

use super::bitboard::Bitboard;
use super::piece::{ByColor, Color, Piece, Role};
use super::square::{File, Rank, Square};
use super::zobrist;

/// A placement of pieces, legal or not. Every square holds at most one piece, and only a
/// met can be marked promoted: the methods keep both true.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    by_color: ByColor<Bitboard>,
    by_role: [Bitboard; 6],
    /// Mets that were bias (M9): drawn as a flipped bia, written `M~`; they move as mets.
    promoted: Bitboard,
}

impl Default for Board {
    fn default() -> Board {
        Board::empty()
    }
}

impl Board {
    pub const fn empty() -> Board {
        Board {
            by_color: ByColor {
                white: Bitboard::EMPTY,
                black: Bitboard::EMPTY,
            },
            by_role: [Bitboard::EMPTY; 6],
            promoted: Bitboard::EMPTY,
        }
    }

    /// The start position (M2): the khun on d1 and e8, each met facing the other khun.
    pub fn start() -> Board {
        let mut board = Board::empty();
        let back = [
            Role::Ruea,
            Role::Ma,
            Role::Khon,
            Role::Khun,
            Role::Met,
            Role::Khon,
            Role::Ma,
            Role::Ruea,
        ];
        for file in File::ALL {
            let role = back[file.index()];
            let at = |rank| Square::new(file, Rank::new(rank).expect("rank"));
            board.put(at(0), Piece::new(Color::White, role));
            board.put(at(2), Piece::new(Color::White, Role::Bia));
            board.put(at(5), Piece::new(Color::Black, Role::Bia));
            // Black's back rank mirrors White's across the middle of the board, so its
            // met is on d8 and its khun on e8.
            let black_role = back[7 - file.index()];
            board.put(at(7), Piece::new(Color::Black, black_role));
        }
        board
    }

    pub fn occupied(&self) -> Bitboard {
        self.by_color.white | self.by_color.black
    }

    /// Nothing but the two khuns (M13's bare khuns, a draw at once). Compared, not counted:
    /// the search asks at every node, and x86-64's baseline has no popcount instruction.
    pub fn only_khuns(&self) -> bool {
        self.occupied() == self.by_role(Role::Khun)
    }

    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color]
    }

    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_color[color] & self.by_role[role.index()]
    }

    pub fn promoted(&self) -> Bitboard {
        self.promoted
    }

    pub fn piece_at(&self, square: Square) -> Option<Piece> {
        let color = if self.by_color.white.contains(square) {
            Color::White
        } else if self.by_color.black.contains(square) {
            Color::Black
        } else {
            return None;
        };
        Some(Piece::new(color, self.role_at(square)?))
    }

    pub fn role_at(&self, square: Square) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| self.by_role[r.index()].contains(square))
    }

    pub fn is_promoted(&self, square: Square) -> bool {
        self.promoted.contains(square)
    }

    /// The khun of `color`, if there is exactly one.
    pub fn khun(&self, color: Color) -> Option<Square> {
        self.pieces(color, Role::Khun).single()
    }

    /// Puts a piece on a square, replacing whatever stood there.
    pub fn put(&mut self, square: Square, piece: Piece) {
        self.remove(square);
        self.by_color[piece.color] |= Bitboard::from_square(square);
        self.by_role[piece.role.index()] |= Bitboard::from_square(square);
    }

    /// Puts a met that was a bia (M9).
    pub fn put_promoted(&mut self, square: Square, color: Color) {
        self.put(square, Piece::new(color, Role::Met));
        self.promoted |= Bitboard::from_square(square);
    }

    /// Takes whatever stands on the square away, returning it.
    pub fn remove(&mut self, square: Square) -> Option<Piece> {
        let piece = self.piece_at(square)?;
        let bit = !Bitboard::from_square(square);
        self.by_color[piece.color] &= bit;
        self.by_role[piece.role.index()] &= bit;
        self.promoted &= bit;
        Some(piece)
    }

    /// Moves a piece known to stand on `from` to an empty `to`, for the hot path of
    /// `Position::play_unchecked`; the promoted mark travels with it.
    pub(crate) fn shift(&mut self, from: Square, to: Square, piece: Piece) {
        let both = Bitboard::from_square(from) | Bitboard::from_square(to);
        self.by_color[piece.color] ^= both;
        self.by_role[piece.role.index()] ^= both;
        if self.promoted.contains(from) {
            self.promoted ^= both;
        }
    }

    /// Takes a piece known to be `piece` off `square` (the hot path's capture).
    pub(crate) fn take(&mut self, square: Square, piece: Piece) {
        let bit = !Bitboard::from_square(square);
        self.by_color[piece.color] &= bit;
        self.by_role[piece.role.index()] &= bit;
        self.promoted &= bit;
    }

    /// Every piece with its square, a1 first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .map(|square| (square, self.piece_at(square).expect("occupied")))
    }

    /// The placement's Zobrist key, computed from scratch (positions keep theirs up to
    /// date move by move).
    pub fn zobrist(&self) -> u64 {
        self.iter().fold(0, |key, (square, piece)| {
            key ^ zobrist::piece(piece, square)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// M13: only the two khuns left is bare khuns; any other piece, a bia or a promoted met
    /// too, is not.
    #[test]
    fn m13_bare_khuns_are_the_two_khuns_alone() {
        let mut board = Board::empty();
        board.put("d1".parse().unwrap(), Piece::new(Color::White, Role::Khun));
        board.put("e8".parse().unwrap(), Piece::new(Color::Black, Role::Khun));
        assert!(board.only_khuns());
        let mut with_bia = board;
        with_bia.put("a3".parse().unwrap(), Piece::new(Color::White, Role::Bia));
        assert!(!with_bia.only_khuns());
        board.put_promoted("c6".parse().unwrap(), Color::Black);
        assert!(!board.only_khuns());
        assert!(!Board::start().only_khuns());
    }

    #[test]
    fn m2_start_has_the_khun_on_d1_and_e8_and_the_mets_facing_them() {
        let board = Board::start();
        let at = |s: &str| board.piece_at(s.parse().unwrap());
        assert_eq!(at("d1"), Some(Piece::new(Color::White, Role::Khun)));
        assert_eq!(at("e1"), Some(Piece::new(Color::White, Role::Met)));
        assert_eq!(at("e8"), Some(Piece::new(Color::Black, Role::Khun)));
        assert_eq!(at("d8"), Some(Piece::new(Color::Black, Role::Met)));
        assert_eq!(at("c8"), Some(Piece::new(Color::Black, Role::Khon)));
        assert_eq!(at("a3"), Some(Piece::new(Color::White, Role::Bia)));
        assert_eq!(at("h6"), Some(Piece::new(Color::Black, Role::Bia)));
        assert_eq!(at("e4"), None);
        assert_eq!(board.occupied().count(), 32);
        assert_eq!(board.pieces(Color::Black, Role::Bia).count(), 8);
    }

    #[test]
    fn m9_the_promoted_mark_travels_with_the_met_and_leaves_with_it() {
        let mut board = Board::empty();
        let e6: Square = "e6".parse().unwrap();
        let d7: Square = "d7".parse().unwrap();
        board.put_promoted(e6, Color::White);
        assert!(board.is_promoted(e6));
        board.shift(e6, d7, Piece::new(Color::White, Role::Met));
        assert!(board.is_promoted(d7) && !board.is_promoted(e6));
        board.put(d7, Piece::new(Color::Black, Role::Ruea));
        assert!(!board.is_promoted(d7));
        assert_eq!(board.occupied().count(), 1);
    }
}
