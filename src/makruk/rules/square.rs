//! Files, ranks and squares of the 8×8 board (M1).

use std::fmt;
use std::str::FromStr;

/// A file, `a` (0) to `h` (7), left to right from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct File(u8);

/// A rank, `1` (0) to `8` (7), from White's side up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

/// One of the 64 squares; its index is `rank * 8 + file` (a1 = 0, h1 = 7, a8 = 56).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl File {
    pub const ALL: [File; 8] = [
        File(0),
        File(1),
        File(2),
        File(3),
        File(4),
        File(5),
        File(6),
        File(7),
    ];

    pub const fn new(index: u8) -> Option<File> {
        if index < 8 { Some(File(index)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn from_char(c: char) -> Option<File> {
        ('a'..='h').contains(&c).then(|| File(c as u8 - b'a'))
    }

    pub fn to_char(self) -> char {
        (b'a' + self.0) as char
    }
}

impl Rank {
    pub const ALL: [Rank; 8] = [
        Rank(0),
        Rank(1),
        Rank(2),
        Rank(3),
        Rank(4),
        Rank(5),
        Rank(6),
        Rank(7),
    ];

    pub const fn new(index: u8) -> Option<Rank> {
        if index < 8 { Some(Rank(index)) } else { None }
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn from_char(c: char) -> Option<Rank> {
        ('1'..='8').contains(&c).then(|| Rank(c as u8 - b'1'))
    }

    pub fn to_char(self) -> char {
        (b'1' + self.0) as char
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_char())
    }
}

impl Square {
    pub const fn new(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The square of index 0..64, or `None` past the board.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// For indices already known to be on the board (bit scans, loops over 0..64).
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index & 63)
    }

    /// Every square, a1 first, h8 last.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square `files` to the right and `ranks` up, if it is on the board.
    pub const fn offset(self, files: i8, ranks: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + files;
        let r = (self.0 >> 3) as i8 + ranks;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The same square seen from Black's side (a1 ↔ a8).
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// A square name that is not `a1`…`h8`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareError(pub String);

impl fmt::Display for SquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (a1 to h8)", self.0)
    }
}

impl std::error::Error for SquareError {}

impl FromStr for Square {
    type Err = SquareError;

    fn from_str(s: &str) -> Result<Square, SquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::new(f, r)),
                _ => Err(SquareError(s.to_string())),
            },
            _ => Err(SquareError(s.to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m1_squares_are_named_like_chess_squares() {
        let e4: Square = "e4".parse().unwrap();
        assert_eq!(e4.file().to_char(), 'e');
        assert_eq!(e4.rank().to_char(), '4');
        assert_eq!(e4.index(), 3 * 8 + 4);
        assert_eq!(e4.to_string(), "e4");
        assert_eq!(Square::all().count(), 64);
        assert!(Square::all().all(|s| s.to_string().parse::<Square>() == Ok(s)));
        for bad in ["", "e", "e9", "i1", "e44", "E4", "é4"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert_eq!(e4.offset(1, 1), "f5".parse().ok());
        assert_eq!(e4.offset(4, 0), None);
        assert_eq!(
            "a1".parse::<Square>().unwrap().flip_vertical().to_string(),
            "a8"
        );
    }
}
