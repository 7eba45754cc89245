//! Colours, the six roles of Makruk's pieces (M3–M8) and per-colour data.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// White sits at ranks 1–3 and moves first (M1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Ranks a step towards the opponent adds: up for White, down for Black.
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }

    /// The FEN letter of the side to move.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// `White` or `Black`, as PGN's tags name the players.
    pub const fn name_capitalised(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is. A promoted bia is a `Met` (M9); the board remembers that it was a bia
/// only for display and FEN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Role {
    /// ขุน, the king (M3).
    Khun,
    /// เม็ด, the counsellor: one step diagonally (M4).
    Met,
    /// โคน, the nobleman: one step diagonally or straight forward (M5).
    Khon,
    /// ม้า, the horse: a knight's jump (M6).
    Ma,
    /// เรือ, the boat: a rook (M7).
    Ruea,
    /// เบี้ย, the pawn (M8).
    Bia,
}

impl Role {
    pub const ALL: [Role; 6] = [
        Role::Khun,
        Role::Met,
        Role::Khon,
        Role::Ma,
        Role::Ruea,
        Role::Bia,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The upper-case letter of FEN and SAN (`K M S N R P`).
    pub const fn letter(self) -> char {
        match self {
            Role::Khun => 'K',
            Role::Met => 'M',
            Role::Khon => 'S',
            Role::Ma => 'N',
            Role::Ruea => 'R',
            Role::Bia => 'P',
        }
    }

    pub fn from_letter(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.letter() == c.to_ascii_uppercase())
    }

    /// The role's name in the game's own words, for messages and labels.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Khun => "khun",
            Role::Met => "met",
            Role::Khon => "khon",
            Role::Ma => "ma",
            Role::Ruea => "ruea",
            Role::Bia => "bia",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN's letter: upper case for White.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.letter(),
            Color::Black => self.role.letter().to_ascii_lowercase(),
        }
    }

    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_letter(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.color, self.role)
    }
}

/// One value for each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    pub white: T,
    pub black: T,
}

impl<T> ByColor<T> {
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor {
            white: f(Color::White),
            black: f(Color::Black),
        }
    }

    pub fn map_ref<U>(&self, mut f: impl FnMut(&T) -> U) -> ByColor<U> {
        ByColor {
            white: f(&self.white),
            black: f(&self.black),
        }
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    fn index(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m2_letters_are_fairy_stockfish_s() {
        let letters: String = Role::ALL.iter().map(|r| r.letter()).collect();
        assert_eq!(letters, "KMSNRP");
        for c in "KMSNRPkmsnrp".chars() {
            assert_eq!(Piece::from_char(c).unwrap().char(), c);
        }
        assert_eq!(Piece::from_char('Q'), None);
        assert_eq!(Piece::from_char('s').unwrap().to_string(), "black khon");
        assert_eq!(!Color::White, Color::Black);
    }
}
