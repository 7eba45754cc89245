//! A move and a fixed-capacity list of them.

use std::fmt;

use super::piece::Role;
use super::square::Square;

/// One move of one piece. Makruk has no castling, no double step and no en passant, so a
/// move is always a piece going from one square to another, perhaps capturing, and a bia
/// perhaps promoting (M9). `Position::legal_moves` makes them; compare them whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    /// The role of the piece that moves (before any promotion).
    pub role: Role,
    pub capture: Option<Role>,
    /// A bia reaching its sixth rank becomes a met (M9).
    pub promotion: bool,
}

impl Move {
    pub fn is_capture(self) -> bool {
        self.capture.is_some()
    }

    /// UCI text: `e3e4`, `b1d2`, `e5e6m` for a promotion.
    pub fn uci(self) -> Uci {
        Uci {
            from: self.from,
            to: self.to,
            promotion: self.promotion,
        }
    }
}

/// A move as UCI writes it, before it is matched against a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    pub from: Square,
    pub to: Square,
    pub promotion: bool,
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if self.promotion {
            f.write_str("m")?;
        }
        Ok(())
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.uci().fmt(f)
    }
}

/// How many moves a legal position can have, with room to spare: validation allows at most
/// 16 pieces a side, and 15 rueas and a khun make at most 15 × 14 + 8 = 218.
pub const MAX_MOVES: usize = 256;

const NO_MOVE: Move = Move {
    from: Square::from_index_unchecked(0),
    to: Square::from_index_unchecked(0),
    role: Role::Khun,
    capture: None,
    promotion: false,
};

/// The legal moves of a position, on the stack: generating them allocates nothing.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl MoveList {
    pub const fn new() -> MoveList {
        MoveList {
            moves: [NO_MOVE; MAX_MOVES],
            len: 0,
        }
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds a move; the position's validation guarantees the room.
    pub(crate) fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    pub fn contains(&self, mv: &Move) -> bool {
        self.as_slice().contains(mv)
    }

    /// Keeps the moves for which `keep` says yes, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            if keep(&self.moves[i]) {
                self.moves[kept] = self.moves[i];
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|m| m.to_string()))
            .finish()
    }
}
