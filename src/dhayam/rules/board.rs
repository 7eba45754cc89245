//! The boards: the 7×7 board (D2) with its four routes (D5) and safe squares (D6), and the
//! 5×5 board of Thaayam (V5–V8 in docs/variants.md). Both name their squares the same way
//! and keep them in one 7×7 grid of storage, so tables per square keep one size.

use std::fmt;
use std::str::FromStr;

use super::seat::Seat;

/// Which board the game is played on (the `board` option).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Board {
    /// The seeds' 7×7 board (D2).
    #[default]
    Seven = 0,
    /// Thaayam's 5×5 board (V5).
    Five = 1,
}

impl Board {
    pub const ALL: [Board; 2] = [Board::Seven, Board::Five];

    /// The option's value as written in `board=…`.
    pub const fn key(self) -> &'static str {
        match self {
            Board::Seven => "7x7",
            Board::Five => "5x5",
        }
    }

    pub fn from_key(key: &str) -> Option<Board> {
        Board::ALL.into_iter().find(|b| b.key() == key)
    }

    /// Squares along one side.
    pub const fn side(self) -> u8 {
        match self {
            Board::Seven => 7,
            Board::Five => 5,
        }
    }

    /// Squares on one route: every square of the board.
    pub const fn route_len(self) -> usize {
        [49, 25][self as usize]
    }

    /// Squares of the outer ring, where a pawn circles while its gate is closed (D11, V9).
    pub const fn outer_len(self) -> u8 {
        [24, 16][self as usize]
    }

    /// Whether `square` is on this board (a 5×5 board uses files `a`–`e`, ranks `1`–`5`).
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.side() && square.rank() < self.side()
    }

    /// The board's squares, `a1` first.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        Square::all().filter(move |s| self.contains(*s))
    }

    /// The centre, where every route ends: `d4`, or `c3` on 5×5.
    pub const fn centre(self) -> Square {
        let mid = self.side() / 2;
        Square::new(mid, mid)
    }

    /// The home square of a seat (D3, V6): the middle of its side.
    pub const fn home(self, seat: Seat) -> Square {
        self.route(seat)[0]
    }

    /// The whole route of a seat, home first (D5, V8).
    #[inline]
    pub const fn route(self, seat: Seat) -> &'static [Square] {
        ROUTES_BY_BOARD[self as usize][seat.index()]
            .split_at(self.route_len())
            .0
    }

    /// The square at `progress` on `seat`'s route. Both boards' routes sit in one table
    /// (the 5×5 ones padded), so the rules' hot path reads it without a branch.
    #[inline]
    const fn square_at(self, seat: Seat, progress: u8) -> Square {
        ROUTES_BY_BOARD[self as usize][seat.index()][progress as usize]
    }

    /// Safe squares (D6, V7): on 7×7 the four homes, the corners of the 5×5 ring and the
    /// centre; on 5×5 the four homes and the centre.
    #[inline]
    pub const fn is_safe(self, square: Square) -> bool {
        [SAFE_SQUARES, SAFE_SQUARES_5X5][self as usize] & (1u64 << square.0) != 0
    }

    /// The progress at which `seat`'s route passes `square` (every route visits every
    /// square of its board).
    #[inline]
    pub const fn progress_on_route(self, seat: Seat, square: Square) -> Progress {
        Progress(PROGRESS_BY_BOARD[self as usize][seat.index()][square.0 as usize])
    }
}

/// One of the 49 squares, named like a chess square: files `a`–`g` left to right,
/// ranks `1`–`7` bottom to top (D2). A 5×5 board uses `a1`–`e5` of the same grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 49;

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

    /// Every square of the 7×7 grid (a 5×5 board's are `Board::squares`).
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Square::COUNT).map(Square::from_index)
    }

    /// This square turned 90° counterclockwise about the centre of a board of `side`
    /// squares: Red's d1 becomes Green's g4 on 7×7, c1 becomes e3 on 5×5.
    const fn turned(self, side: u8) -> Square {
        Square::new(side - 1 - self.rank(), self.file())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl FromStr for Square {
    type Err = ();

    /// A square of the 7×7 grid; whether it is on a 5×5 board is `Board::contains`.
    fn from_str(s: &str) -> Result<Square, ()> {
        match s.as_bytes() {
            [f @ b'a'..=b'g', r @ b'1'..=b'7'] => Ok(Square::new(f - b'a', r - b'1')),
            _ => Err(()),
        }
    }
}

/// A pawn's index on its own route: 0 (home) to 48 (the centre) on 7×7 (D5), 0 to 24 on
/// 5×5 (V8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Progress(u8);

impl Progress {
    pub const HOME: Progress = Progress(0);

    /// The longest route's squares (7×7): tables per progress have this size.
    pub const MOST: usize = 49;

    /// A progress on the 7×7 board (the largest); `on` checks it against a board.
    pub const fn new(p: u8) -> Option<Progress> {
        if p <= 48 { Some(Progress(p)) } else { None }
    }

    /// A progress on `board`'s routes, or `None` past its centre.
    pub const fn on(board: Board, p: u8) -> Option<Progress> {
        if (p as usize) < board.route_len() {
            Some(Progress(p))
        } else {
            None
        }
    }

    /// The centre's progress on `board`: the end of every route.
    #[inline]
    pub const fn centre(board: Board) -> Progress {
        Progress(board.route_len() as u8 - 1)
    }

    /// The last square of `board`'s outer ring, just behind home: the gate (D11, V9).
    pub const fn last_outer(board: Board) -> Progress {
        Progress(board.outer_len() - 1)
    }

    /// The first square of `board`'s inner ring, past the gate.
    pub const fn first_inner(board: Board) -> Progress {
        Progress(board.outer_len())
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Safe squares sit at the same progress on every route of a board (D6, V7).
    #[inline]
    pub const fn is_safe(self, board: Board) -> bool {
        [SAFE_PROGRESS, SAFE_PROGRESS_5X5][board as usize] & (1u64 << self.0) != 0
    }

    /// Whether the pawn is on `board`'s outer ring.
    #[inline]
    pub const fn is_outer(self, board: Board) -> bool {
        self.0 < board.outer_len()
    }

    /// Where a pawn at this progress lands after `steps`, or `None` past the centre (D12).
    /// With the gate closed (D11) a pawn on the outer ring wraps round to home and on.
    #[inline]
    pub const fn advance(self, steps: u8, gate_open: bool, board: Board) -> Option<Progress> {
        let to = self.0 + steps;
        let outer = board.outer_len();
        debug_assert!(steps < outer, "more than a lap in one throw");
        if !gate_open && self.0 < outer {
            // A throw (12 at most) is shorter than any outer ring (16 or 24): one lap at
            // most, so a subtraction, not a division.
            Some(Progress(if to >= outer { to - outer } else { to }))
        } else if (to as usize) < board.route_len() {
            Some(Progress(to))
        } else {
            None
        }
    }

    /// The square a seat's pawn at this progress stands on.
    #[inline]
    pub const fn square(self, board: Board, seat: Seat) -> Square {
        board.square_at(seat, self.0)
    }
}

impl fmt::Display for Progress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Red's route on 7×7 (D5), index 0 first.
const RED_ROUTE: &[u8; 98] = b"d1e1f1g1g2g3g4g5g6g7f7e7d7c7b7a7a6a5a4a3a2a1b1c1\
b2b3b4b5b6c6d6e6f6f5f4f3f2e2d2c2\
c3c4c5d5e5e4e3d3\
d4";

/// Red's route on 5×5 (V8): the outer ring anticlockwise, the inner ring clockwise.
const RED_ROUTE_5X5: &[u8; 50] = b"c1d1e1e2e3e4e5d5c5b5a5a4a3a2a1b1\
b2b3b4c4d4d3d2c2\
c3";

const fn routes<const N: usize>(red: &[u8], side: u8) -> [[Square; N]; 4] {
    let mut routes = [[Square(0); N]; 4];
    let mut i = 0;
    while i < N {
        routes[0][i] = Square::new(red[2 * i] - b'a', red[2 * i + 1] - b'1');
        i += 1;
    }
    let mut seat = 1;
    while seat < 4 {
        let mut i = 0;
        while i < N {
            routes[seat][i] = routes[seat - 1][i].turned(side);
            i += 1;
        }
        seat += 1;
    }
    routes
}

/// Every seat's route on 7×7: `ROUTES[seat][progress]`, each Red's turned 90° per seat (D5).
const ROUTES: [[Square; 49]; 4] = routes(RED_ROUTE, 7);
/// Every seat's route on 5×5 (V8), turned the same way.
const ROUTES_5X5: [[Square; 25]; 4] = routes(RED_ROUTE_5X5, 5);

/// Both boards' routes, `[board][seat][progress]`, the 5×5 ones padded with its centre.
static ROUTES_BY_BOARD: [[[Square; 49]; 4]; 2] = {
    let mut table = [ROUTES, ROUTES];
    let mut seat = 0;
    while seat < 4 {
        let mut p = 0;
        while p < 49 {
            table[1][seat][p] = ROUTES_5X5[seat][if p < 25 { p } else { 24 }];
            p += 1;
        }
        seat += 1;
    }
    table
};

/// `table[seat][square]`: the progress of `square` on `seat`'s route (0 off the board).
const fn progress_tables<const N: usize>(routes: &[[Square; N]; 4]) -> [[u8; 49]; 4] {
    let mut table = [[0u8; 49]; 4];
    let mut seat = 0;
    while seat < 4 {
        let mut i = 0;
        while i < N {
            table[seat][routes[seat][i].0 as usize] = i as u8;
            i += 1;
        }
        seat += 1;
    }
    table
}

const PROGRESS_OF: [[u8; 49]; 4] = progress_tables(&ROUTES);
const PROGRESS_OF_5X5: [[u8; 49]; 4] = progress_tables(&ROUTES_5X5);
static PROGRESS_BY_BOARD: [[[u8; 49]; 4]; 2] = [PROGRESS_OF, PROGRESS_OF_5X5];

const SAFE_PROGRESS: u64 = (1 << 0)
    | (1 << 6)
    | (1 << 12)
    | (1 << 18)
    | (1 << 24)
    | (1 << 28)
    | (1 << 32)
    | (1 << 36)
    | (1 << 48);

/// The four homes and the centre (V7).
const SAFE_PROGRESS_5X5: u64 = (1 << 0) | (1 << 4) | (1 << 8) | (1 << 12) | (1 << 24);

const fn safe_squares<const N: usize>(route: &[Square; N], progress: u64) -> u64 {
    let mut mask = 0u64;
    let mut i = 0;
    while i < N {
        if progress & (1u64 << i) != 0 {
            mask |= 1u64 << route[i].0;
        }
        i += 1;
    }
    mask
}

const SAFE_SQUARES: u64 = safe_squares(&ROUTES[0], SAFE_PROGRESS);
const SAFE_SQUARES_5X5: u64 = safe_squares(&ROUTES_5X5[0], SAFE_PROGRESS_5X5);

#[cfg(test)]
mod tests {
    use super::*;

    fn names(board: Board, seat: Seat) -> Vec<String> {
        board.route(seat).iter().map(|s| s.to_string()).collect()
    }

    fn route(seat: Seat) -> &'static [Square] {
        Board::Seven.route(seat)
    }

    #[test]
    fn d2_squares_are_named_like_chess_squares() {
        assert_eq!(Square::new(0, 0).to_string(), "a1");
        assert_eq!(Square::new(6, 6).to_string(), "g7");
        assert_eq!(Board::Seven.centre().to_string(), "d4");
        assert_eq!("c5".parse::<Square>(), Ok(Square::new(2, 4)));
        assert!("h1".parse::<Square>().is_err());
        assert!("a8".parse::<Square>().is_err());
        assert!("a".parse::<Square>().is_err());
    }

    #[test]
    fn d3_homes_are_the_middle_of_each_side() {
        let homes: Vec<String> = Seat::ALL.map(|s| Board::Seven.home(s).to_string()).to_vec();
        assert_eq!(homes, ["d1", "g4", "d7", "a4"]);
    }

    #[test]
    fn d5_red_route_matches_the_table() {
        let expected = "d1 e1 f1 g1 g2 g3 g4 g5 g6 g7 f7 e7 d7 c7 b7 a7 a6 a5 a4 a3 a2 a1 b1 c1 \
             b2 b3 b4 b5 b6 c6 d6 e6 f6 f5 f4 f3 f2 e2 d2 c2 c3 c4 c5 d5 e5 e4 e3 d3 d4";
        assert_eq!(names(Board::Seven, Seat::Red).join(" "), expected);
    }

    #[test]
    fn d5_other_routes_are_red_turned_counterclockwise() {
        let names = |seat| names(Board::Seven, seat);
        assert_eq!(names(Seat::Green)[..5], ["g4", "g5", "g6", "g7", "f7"]);
        assert_eq!(names(Seat::Yellow)[..5], ["d7", "c7", "b7", "a7", "a6"]);
        assert_eq!(names(Seat::Blue)[..5], ["a4", "a3", "a2", "a1", "b1"]);
    }

    #[test]
    fn d5_v8_every_route_visits_every_square_once_ending_in_the_centre() {
        for board in Board::ALL {
            for seat in Seat::ALL {
                let route = board.route(seat);
                assert_eq!(route.len(), board.route_len());
                let mut seen = [false; Square::COUNT];
                for sq in route {
                    assert!(board.contains(*sq), "{seat} leaves the board at {sq}");
                    assert!(!seen[sq.index()], "{seat} visits {sq} twice");
                    seen[sq.index()] = true;
                }
                assert_eq!(route[board.route_len() - 1], board.centre());
                assert_eq!(Progress::centre(board).square(board, seat), board.centre());
                for (p, sq) in route.iter().enumerate() {
                    assert_eq!(board.progress_on_route(seat, *sq).get() as usize, p);
                }
            }
            assert_eq!(board.squares().count(), board.route_len());
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
        let safe: Vec<String> = Board::Seven
            .squares()
            .filter(|s| Board::Seven.is_safe(*s))
            .map(|s| s.to_string())
            .collect();
        let mut expected = ["d1", "g4", "d7", "a4", "b2", "f2", "f6", "b6", "d4"].map(String::from);
        expected.sort_by_key(|s| s.parse::<Square>().unwrap());
        assert_eq!(safe, expected);
    }

    #[test]
    fn d6_v7_a_safe_square_is_safe_on_every_route() {
        for board in Board::ALL {
            for seat in Seat::ALL {
                for p in 0..board.route_len() as u8 {
                    let progress = Progress::on(board, p).unwrap();
                    assert_eq!(
                        progress.is_safe(board),
                        board.is_safe(progress.square(board, seat))
                    );
                }
            }
        }
    }

    #[test]
    fn v5_the_small_board_is_a1_to_e5_with_its_centre_c3() {
        let five = Board::Five;
        assert_eq!(five.route_len(), 25);
        assert_eq!(five.outer_len(), 16);
        assert_eq!(five.centre().to_string(), "c3");
        assert!(five.contains("e5".parse().unwrap()));
        assert!(!five.contains("f1".parse().unwrap()));
        assert!(!five.contains("a6".parse().unwrap()));
        assert_eq!(Board::from_key("5x5"), Some(five));
        assert_eq!(Board::from_key("7x7"), Some(Board::Seven));
        assert_eq!(Board::from_key("6x6"), None);
    }

    #[test]
    fn v6_homes_on_5x5_are_the_middle_of_each_side() {
        let homes: Vec<String> = Seat::ALL.map(|s| Board::Five.home(s).to_string()).to_vec();
        assert_eq!(homes, ["c1", "e3", "c5", "a3"]);
    }

    #[test]
    fn v7_safe_squares_on_5x5_are_the_homes_and_the_centre() {
        let safe: Vec<String> = Board::Five
            .squares()
            .filter(|s| Board::Five.is_safe(*s))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(safe, ["c1", "a3", "c3", "e3", "c5"]);
    }

    #[test]
    fn v8_red_route_on_5x5_circles_out_then_in() {
        assert_eq!(
            names(Board::Five, Seat::Red).join(" "),
            "c1 d1 e1 e2 e3 e4 e5 d5 c5 b5 a5 a4 a3 a2 a1 b1 b2 b3 b4 c4 d4 d3 d2 c2 c3"
        );
        assert_eq!(names(Board::Five, Seat::Green)[..3], ["e3", "e4", "e5"]);
        assert_eq!(names(Board::Five, Seat::Yellow)[..3], ["c5", "b5", "a5"]);
        assert_eq!(names(Board::Five, Seat::Blue)[..3], ["a3", "a2", "a1"]);
        // Every step on the small board is to a neighbouring square, the step in included.
        for seat in Seat::ALL {
            for w in Board::Five.route(seat).windows(2) {
                let df = w[0].file().abs_diff(w[1].file());
                let dr = w[0].rank().abs_diff(w[1].rank());
                assert_eq!(df + dr, 1, "{seat}: {} -> {}", w[0], w[1]);
            }
        }
    }

    #[test]
    fn d11_closed_gate_wraps_from_23_to_0() {
        let seven = Board::Seven;
        let p = Progress::new(21).unwrap();
        assert_eq!(p.advance(3, false, seven), Progress::new(0));
        assert_eq!(p.advance(12, false, seven), Progress::new(9));
        assert_eq!(p.advance(3, true, seven), Progress::new(24));
    }

    #[test]
    fn v9_closed_gate_on_5x5_wraps_from_15_to_0() {
        let five = Board::Five;
        let p = Progress::on(five, 14).unwrap();
        assert_eq!(p.advance(2, false, five), Progress::new(0));
        assert_eq!(p.advance(8, false, five), Progress::new(6));
        assert_eq!(p.advance(2, true, five), Progress::new(16));
        assert_eq!(Progress::last_outer(five).get(), 15);
        assert_eq!(Progress::first_inner(five).get(), 16);
    }

    #[test]
    fn d12_v10_no_step_past_the_centre() {
        let p = Progress::new(45).unwrap();
        assert_eq!(
            p.advance(3, true, Board::Seven),
            Some(Progress::centre(Board::Seven))
        );
        assert_eq!(p.advance(4, true, Board::Seven), None);
        let p = Progress::on(Board::Five, 20).unwrap();
        assert_eq!(
            p.advance(4, true, Board::Five),
            Some(Progress::centre(Board::Five))
        );
        assert_eq!(p.advance(8, true, Board::Five), None);
        assert_eq!(Progress::on(Board::Five, 25), None);
    }
}
