//! The 7×7 board (D2), the four routes (D5) and the safe squares (D6).

use std::fmt;
use std::str::FromStr;

use super::seat::Seat;

/// One of the 49 squares, named like a chess square: files `a`–`g` left to right,
/// ranks `1`–`7` bottom to top (D2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 49;
    /// The centre, `d4`: every route ends here.
    pub const CENTRE: Square = Square::new(3, 3);

    /// `file` and `rank` count from 0 (`a1` is `new(0, 0)`). Panics outside the board.
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < 7 && rank < 7, "square off the 7x7 board");
        Square(file + 7 * rank)
    }

    pub const fn from_index(i: usize) -> Square {
        assert!(i < Square::COUNT, "square index off the board");
        Square(i as u8)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn file(self) -> u8 {
        self.0 % 7
    }

    pub const fn rank(self) -> u8 {
        self.0 / 7
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT).map(Square::from_index)
    }

    /// The home square of a seat (D3): Red d1, Green g4, Yellow d7, Blue a4.
    pub const fn home(seat: Seat) -> Square {
        ROUTES[seat.index()][0]
    }

    /// Safe squares (D6): the four homes, the four corners of the 5×5 ring and the centre.
    pub const fn is_safe(self) -> bool {
        SAFE_SQUARES & (1u64 << self.0) != 0
    }

    /// This square turned 90° counterclockwise about the centre: Red's d1 becomes Green's g4.
    const fn turned(self) -> Square {
        Square::new(6 - self.rank(), self.file())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ();

    fn from_str(s: &str) -> Result<Square, ()> {
        match s.as_bytes() {
            [f @ b'a'..=b'g', r @ b'1'..=b'7'] => Ok(Square::new(f - b'a', r - b'1')),
            _ => Err(()),
        }
    }
}

/// A pawn's index on its own route: 0 (home) to 48 (the centre) (D5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Progress(u8);

impl Progress {
    pub const HOME: Progress = Progress(0);
    /// The last square of the outer ring, just behind home: the gate (D11) is here.
    pub const LAST_OUTER: Progress = Progress(23);
    /// The first square of the 5×5 ring, reached from `LAST_OUTER` by the arrow.
    pub const FIRST_INNER: Progress = Progress(24);
    pub const CENTRE: Progress = Progress(48);
    /// Squares on one route.
    pub const ROUTE_LEN: usize = 49;
    /// Squares of the outer ring, where a pawn circles while its gate is closed.
    pub const OUTER_LEN: u8 = 24;

    pub const fn new(p: u8) -> Option<Progress> {
        if p <= 48 { Some(Progress(p)) } else { None }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Safe squares sit at the same progress on every route (D6).
    pub const fn is_safe(self) -> bool {
        SAFE_PROGRESS & (1u64 << self.0) != 0
    }

    /// Whether the pawn is on the outer ring (progress 0–23).
    pub const fn is_outer(self) -> bool {
        self.0 < Progress::OUTER_LEN
    }

    /// Where a pawn at this progress lands after `steps`, or `None` past the centre (D12).
    /// With the gate closed (D11) a pawn on the outer ring wraps from 23 to 0.
    pub const fn advance(self, steps: u8, gate_open: bool) -> Option<Progress> {
        let to = self.0 + steps;
        if !gate_open && self.0 < Progress::OUTER_LEN {
            Some(Progress(to % Progress::OUTER_LEN))
        } else if to <= 48 {
            Some(Progress(to))
        } else {
            None
        }
    }

    /// The square a seat's pawn at this progress stands on.
    pub const fn square(self, seat: Seat) -> Square {
        ROUTES[seat.index()][self.0 as usize]
    }
}

impl fmt::Display for Progress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Red's route (D5), index 0 first.
const RED_ROUTE: &[u8; 98] = b"d1e1f1g1g2g3g4g5g6g7f7e7d7c7b7a7a6a5a4a3a2a1b1c1\
b2b3b4b5b6c6d6e6f6f5f4f3f2e2d2c2\
c3c4c5d5e5e4e3d3\
d4";

const fn red_route() -> [Square; 49] {
    let mut route = [Square(0); 49];
    let mut i = 0;
    while i < 49 {
        route[i] = Square::new(RED_ROUTE[2 * i] - b'a', RED_ROUTE[2 * i + 1] - b'1');
        i += 1;
    }
    route
}

const fn all_routes() -> [[Square; 49]; 4] {
    let mut routes = [red_route(); 4];
    let mut seat = 1;
    while seat < 4 {
        let mut i = 0;
        while i < 49 {
            routes[seat][i] = routes[seat - 1][i].turned();
            i += 1;
        }
        seat += 1;
    }
    routes
}

/// Every seat's route: `ROUTES[seat][progress]`, each Red's turned 90° per seat (D5).
pub const ROUTES: [[Square; 49]; 4] = all_routes();

const fn progress_tables() -> [[u8; 49]; 4] {
    let mut table = [[0u8; 49]; 4];
    let mut seat = 0;
    while seat < 4 {
        let mut i = 0;
        while i < 49 {
            table[seat][ROUTES[seat][i].0 as usize] = i as u8;
            i += 1;
        }
        seat += 1;
    }
    table
}

const PROGRESS_OF: [[u8; 49]; 4] = progress_tables();

/// The progress at which `seat`'s route passes `square` (every route visits every square).
pub const fn progress_on_route(seat: Seat, square: Square) -> Progress {
    Progress(PROGRESS_OF[seat.index()][square.0 as usize])
}

/// The whole route of a seat, home first.
pub fn route(seat: Seat) -> &'static [Square; 49] {
    &ROUTES[seat.index()]
}

const SAFE_PROGRESS: u64 = (1 << 0)
    | (1 << 6)
    | (1 << 12)
    | (1 << 18)
    | (1 << 24)
    | (1 << 28)
    | (1 << 32)
    | (1 << 36)
    | (1 << 48);

const fn safe_squares() -> u64 {
    let mut mask = 0u64;
    let mut i = 0;
    while i < 49 {
        if SAFE_PROGRESS & (1u64 << i) != 0 {
            mask |= 1u64 << ROUTES[0][i].0;
        }
        i += 1;
    }
    mask
}

const SAFE_SQUARES: u64 = safe_squares();

#[cfg(test)]
mod tests {
    use super::*;

    fn names(seat: Seat) -> Vec<String> {
        route(seat).iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn d2_squares_are_named_like_chess_squares() {
        assert_eq!(Square::new(0, 0).to_string(), "a1");
        assert_eq!(Square::new(6, 6).to_string(), "g7");
        assert_eq!(Square::CENTRE.to_string(), "d4");
        assert_eq!("c5".parse::<Square>(), Ok(Square::new(2, 4)));
        assert!("h1".parse::<Square>().is_err());
        assert!("a8".parse::<Square>().is_err());
        assert!("a".parse::<Square>().is_err());
    }

    #[test]
    fn d3_homes_are_the_middle_of_each_side() {
        let homes: Vec<String> = Seat::ALL.map(|s| Square::home(s).to_string()).to_vec();
        assert_eq!(homes, ["d1", "g4", "d7", "a4"]);
    }

    #[test]
    fn d5_red_route_matches_the_table() {
        let expected = "d1 e1 f1 g1 g2 g3 g4 g5 g6 g7 f7 e7 d7 c7 b7 a7 a6 a5 a4 a3 a2 a1 b1 c1 \
             b2 b3 b4 b5 b6 c6 d6 e6 f6 f5 f4 f3 f2 e2 d2 c2 c3 c4 c5 d5 e5 e4 e3 d3 d4";
        assert_eq!(names(Seat::Red).join(" "), expected);
    }

    #[test]
    fn d5_other_routes_are_red_turned_counterclockwise() {
        assert_eq!(names(Seat::Green)[..5], ["g4", "g5", "g6", "g7", "f7"]);
        assert_eq!(names(Seat::Yellow)[..5], ["d7", "c7", "b7", "a7", "a6"]);
        assert_eq!(names(Seat::Blue)[..5], ["a4", "a3", "a2", "a1", "b1"]);
    }

    #[test]
    fn d5_every_route_visits_every_square_once_ending_in_the_centre() {
        for seat in Seat::ALL {
            let mut seen = [false; 49];
            for sq in route(seat) {
                assert!(!seen[sq.index()], "{seat} visits {sq} twice");
                seen[sq.index()] = true;
            }
            assert_eq!(route(seat)[48], Square::CENTRE);
            for p in 0..49 {
                let sq = route(seat)[p];
                assert_eq!(progress_on_route(seat, sq).get() as usize, p);
            }
        }
    }

    #[test]
    fn d5_steps_are_orthogonal_except_the_diagonal_arrow() {
        for seat in Seat::ALL {
            let r = route(seat);
            for p in 0..48 {
                let (a, b) = (r[p], r[p + 1]);
                let df = (a.file() as i8 - b.file() as i8).abs();
                let dr = (a.rank() as i8 - b.rank() as i8).abs();
                if p == 23 {
                    assert_eq!((df, dr), (1, 1), "{seat}: the arrow {a}->{b} is diagonal");
                } else {
                    assert_eq!(df + dr, 1, "{seat}: step {p} {a}->{b}");
                }
            }
        }
    }

    #[test]
    fn d6_safe_squares_are_homes_ring_corners_and_centre() {
        let safe: Vec<String> = Square::all()
            .filter(|s| s.is_safe())
            .map(|s| s.to_string())
            .collect();
        let mut expected = ["d1", "g4", "d7", "a4", "b2", "f2", "f6", "b6", "d4"].map(String::from);
        expected.sort_by_key(|s| s.parse::<Square>().unwrap());
        assert_eq!(safe, expected);
        for seat in Seat::ALL {
            for p in 0..49u8 {
                let progress = Progress::new(p).unwrap();
                assert_eq!(progress.is_safe(), progress.square(seat).is_safe());
            }
        }
    }

    #[test]
    fn d11_closed_gate_wraps_from_23_to_0() {
        let p = Progress::new(21).unwrap();
        assert_eq!(p.advance(3, false), Progress::new(0));
        assert_eq!(p.advance(12, false), Progress::new(9));
        assert_eq!(p.advance(3, true), Progress::new(24));
    }

    #[test]
    fn d12_no_step_past_the_centre() {
        let p = Progress::new(45).unwrap();
        assert_eq!(p.advance(3, true), Some(Progress::CENTRE));
        assert_eq!(p.advance(4, true), None);
    }
}
