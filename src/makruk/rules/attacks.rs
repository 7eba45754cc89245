//! Where each piece attacks from each square (M3–M8), as tables built at compile time.
//!
//! Only the ruea slides, so it is the only piece whose attacks depend on the board; its
//! rays are cut at the first piece with a bit scan (no magic numbers to find or keep).

use super::bitboard::Bitboard;
use super::piece::Color;
use super::square::Square;

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut index = 0;
    while index < 64 {
        let square = Square::from_index_unchecked(index as u8);
        let mut k = 0;
        while k < steps.len() {
            if let Some(to) = square.offset(steps[k].0, steps[k].1) {
                table[index] |= 1 << to.index();
            }
            k += 1;
        }
        index += 1;
    }
    table
}

const KING_STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];
const DIAGONAL_STEPS: [(i8, i8); 4] = [(-1, -1), (1, -1), (-1, 1), (1, 1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

static KHUN: [u64; 64] = step_table(&KING_STEPS);
static MET: [u64; 64] = step_table(&DIAGONAL_STEPS);
static MA: [u64; 64] = step_table(&KNIGHT_STEPS);
static KHON: [[u64; 64]; 2] = [
    step_table(&[(-1, -1), (1, -1), (-1, 1), (1, 1), (0, 1)]),
    step_table(&[(-1, -1), (1, -1), (-1, 1), (1, 1), (0, -1)]),
];
static BIA_CAPTURE: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

/// The four directions a ruea slides: up, right (rising indices), down, left (falling).
const RAY_STEPS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

const fn ray_table() -> [[u64; 64]; 4] {
    let mut table = [[0u64; 64]; 4];
    let mut dir = 0;
    while dir < 4 {
        let mut index = 0;
        while index < 64 {
            let mut square = Square::from_index_unchecked(index as u8);
            while let Some(next) = square.offset(RAY_STEPS[dir].0, RAY_STEPS[dir].1) {
                table[dir][index] |= 1 << next.index();
                square = next;
            }
            index += 1;
        }
        dir += 1;
    }
    table
}

static RAYS: [[u64; 64]; 4] = ray_table();

/// The squares strictly between two squares on one rank or file; empty otherwise.
const fn between_table() -> [[u64; 64]; 64] {
    let mut table = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut dir = 0;
        while dir < 4 {
            let mut walked = 0u64;
            let mut square = Square::from_index_unchecked(a as u8);
            while let Some(next) = square.offset(RAY_STEPS[dir].0, RAY_STEPS[dir].1) {
                table[a][next.index()] = walked;
                walked |= 1 << next.index();
                square = next;
            }
            dir += 1;
        }
        a += 1;
    }
    table
}

static BETWEEN: [[u64; 64]; 64] = between_table();

pub fn khun(square: Square) -> Bitboard {
    Bitboard(KHUN[square.index()])
}

pub fn met(square: Square) -> Bitboard {
    Bitboard(MET[square.index()])
}

pub fn khon(color: Color, square: Square) -> Bitboard {
    Bitboard(KHON[color.index()][square.index()])
}

pub fn ma(square: Square) -> Bitboard {
    Bitboard(MA[square.index()])
}

/// The two squares a bia of `color` captures on (M8).
pub fn bia_capture(color: Color, square: Square) -> Bitboard {
    Bitboard(BIA_CAPTURE[color.index()][square.index()])
}

/// The ruea's reach from `square` over `occupied`: up to and including the first piece in
/// each direction.
#[inline]
pub fn ruea(square: Square, occupied: Bitboard) -> Bitboard {
    let s = square.index();
    let occ = occupied.0;
    let mut attacks = 0;
    // Up and right: the nearest blocker has the lowest index.
    for dir in [0, 1] {
        let ray = RAYS[dir][s];
        let blockers = ray & occ;
        attacks |= if blockers == 0 {
            ray
        } else {
            ray ^ RAYS[dir][blockers.trailing_zeros() as usize]
        };
    }
    // Down and left: the highest index.
    for dir in [2, 3] {
        let ray = RAYS[dir][s];
        let blockers = ray & occ;
        attacks |= if blockers == 0 {
            ray
        } else {
            ray ^ RAYS[dir][63 - blockers.leading_zeros() as usize]
        };
    }
    Bitboard(attacks)
}

/// The ruea's reach on an empty board: the rank and the file, less the square.
pub fn ruea_empty(square: Square) -> Bitboard {
    let s = square.index();
    Bitboard(RAYS[0][s] | RAYS[1][s] | RAYS[2][s] | RAYS[3][s])
}

/// The squares strictly between `a` and `b` when they share a rank or a file.
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(BETWEEN[a.index()][b.index()])
}

/// The whole rank or file through two squares that share one (a pin's line).
pub fn line(a: Square, b: Square) -> Bitboard {
    if a.rank() == b.rank() {
        Bitboard::rank(a.rank())
    } else {
        Bitboard::file(a.file())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn set(squares: &str) -> Bitboard {
        squares.split_whitespace().map(sq).collect()
    }

    #[test]
    fn m3_khun_steps_one_square_any_way() {
        assert_eq!(khun(sq("e4")), set("d3 e3 f3 d4 f4 d5 e5 f5"));
        assert_eq!(khun(sq("a1")), set("a2 b1 b2"));
    }

    #[test]
    fn m4_met_steps_one_square_diagonally() {
        assert_eq!(met(sq("e4")), set("d3 f3 d5 f5"));
        assert_eq!(met(sq("h8")), set("g7"));
    }

    #[test]
    fn m5_khon_steps_diagonally_or_straight_forward() {
        assert_eq!(khon(Color::White, sq("e4")), set("d3 f3 d5 e5 f5"));
        assert_eq!(khon(Color::Black, sq("e4")), set("d3 e3 f3 d5 f5"));
        assert_eq!(khon(Color::White, sq("a8")), set("b7"));
    }

    #[test]
    fn m6_ma_jumps_as_a_knight() {
        assert_eq!(ma(sq("b1")), set("a3 c3 d2"));
        assert_eq!(ma(sq("e4")).count(), 8);
    }

    #[test]
    fn m7_ruea_slides_until_a_piece() {
        assert_eq!(ruea_empty(sq("a1")).count(), 14);
        let occ = set("a4 c1 e1");
        assert_eq!(ruea(sq("a1"), occ), set("a2 a3 a4 b1 c1"));
        assert_eq!(
            ruea(sq("d4"), set("d6 b4 d1")),
            set("d5 d6 e4 f4 g4 h4 c4 b4 d3 d2 d1")
        );
    }

    #[test]
    fn m8_bia_captures_one_step_diagonally_forward() {
        assert_eq!(bia_capture(Color::White, sq("e3")), set("d4 f4"));
        assert_eq!(bia_capture(Color::Black, sq("a6")), set("b5"));
    }

    #[test]
    fn between_is_on_one_line_only() {
        assert_eq!(between(sq("a1"), sq("a4")), set("a2 a3"));
        assert_eq!(between(sq("h5"), sq("c5")), set("d5 e5 f5 g5"));
        assert_eq!(between(sq("a1"), sq("b2")), Bitboard::EMPTY);
        assert_eq!(between(sq("a1"), sq("a2")), Bitboard::EMPTY);
    }
}
