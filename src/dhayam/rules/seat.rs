//! Seats (the four sides of the board), and small containers indexed by seat.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the four sides of the board (D3). The discriminant is the turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Seat {
    Red = 0,
    Green = 1,
    Yellow = 2,
    Blue = 3,
}

impl Seat {
    /// All seats in turn order (counterclockwise, D3).
    pub const ALL: [Seat; 4] = [Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Seat {
        Seat::ALL[i & 3]
    }

    /// The letter used in DPN: `R`, `G`, `Y` or `B`.
    pub const fn letter(self) -> char {
        match self {
            Seat::Red => 'R',
            Seat::Green => 'G',
            Seat::Yellow => 'Y',
            Seat::Blue => 'B',
        }
    }

    pub fn from_letter(c: char) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| s.letter() == c)
    }

    /// The English name of the seat's colour, for logs and the CLI.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Red => "Red",
            Seat::Green => "Green",
            Seat::Yellow => "Yellow",
            Seat::Blue => "Blue",
        }
    }

    /// The next seat counterclockwise, whether or not it plays.
    pub const fn next(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The seat across the board.
    pub const fn opposite(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per seat, like shakmaty's `ByColor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySeat<T>(pub [T; 4]);

impl<T> BySeat<T> {
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat(Seat::ALL.map(&mut f))
    }

    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// A set of seats, as a bit mask; iterates in seat order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub const fn contains(self, seat: Seat) -> bool {
        self.0 & (1 << seat as u8) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat as u8;
    }

    pub fn with(mut self, seat: Seat) -> SeatSet {
        self.insert(seat);
        self
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        Seat::ALL.into_iter().filter(move |&s| self.contains(s))
    }

    /// The seat letters run together in seat order (`RY`), or `-` when empty.
    pub fn to_letters(self) -> String {
        if self.is_empty() {
            "-".to_string()
        } else {
            self.iter().map(Seat::letter).collect()
        }
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> SeatSet {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

/// Seats in a chosen order without repeats (finishing order, places): at most four.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatOrder {
    seats: [Option<Seat>; 4],
    len: u8,
}

impl SeatOrder {
    pub const fn new() -> SeatOrder {
        SeatOrder {
            seats: [None; 4],
            len: 0,
        }
    }

    /// Appends `seat` unless it is already listed.
    pub fn push(&mut self, seat: Seat) {
        if !self.contains(seat) {
            self.seats[self.len as usize] = Some(seat);
            self.len += 1;
        }
    }

    pub fn contains(&self, seat: Seat) -> bool {
        self.iter().any(|s| s == seat)
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn first(&self) -> Option<Seat> {
        self.seats[0]
    }

    pub fn iter(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats[..self.len as usize].iter().flatten().copied()
    }

    /// The seat letters in this order (`GR`), or `-` when empty.
    pub fn to_letters(&self) -> String {
        if self.is_empty() {
            "-".to_string()
        } else {
            self.iter().map(Seat::letter).collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d3_turn_order_is_counterclockwise_red_green_yellow_blue() {
        assert_eq!(Seat::Red.next(), Seat::Green);
        assert_eq!(Seat::Green.next(), Seat::Yellow);
        assert_eq!(Seat::Yellow.next(), Seat::Blue);
        assert_eq!(Seat::Blue.next(), Seat::Red);
        assert_eq!(Seat::Red.opposite(), Seat::Yellow);
        assert_eq!(Seat::Green.opposite(), Seat::Blue);
    }

    #[test]
    fn seat_letters_round_trip() {
        for seat in Seat::ALL {
            assert_eq!(Seat::from_letter(seat.letter()), Some(seat));
        }
        assert_eq!(Seat::from_letter('r'), None);
    }

    #[test]
    fn seat_order_keeps_order_and_refuses_repeats() {
        let mut order = SeatOrder::new();
        order.push(Seat::Yellow);
        order.push(Seat::Red);
        order.push(Seat::Yellow);
        assert_eq!(order.to_letters(), "YR");
    }
}
