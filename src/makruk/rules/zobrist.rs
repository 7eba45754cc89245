//! Zobrist keys: one random number per (piece, square) and one for Black to move, made at
//! compile time from a fixed seed so keys never change between builds or runs.
//!
//! A position's key covers what repetition compares (M13): the placement and the side to
//! move. A promoted bia keys as the met it is; counts are not keyed.

use super::piece::{Color, Piece};
use super::square::Square;

/// SplitMix64's step, as the shared one in src/mix.rs (whose test holds the two equal):
/// the rules import nothing from outside their folder, so the keys are made with this
/// copy, at compile time.
pub(crate) const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn piece_keys() -> [[[u64; 64]; 6]; 2] {
    let mut keys = [[[0u64; 64]; 6]; 2];
    let mut state = 0x6d61_6b72_756b_u64; // "makruk"
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 6 {
            let mut s = 0;
            while s < 64 {
                let (next, key) = splitmix64(state);
                state = next;
                keys[c][r][s] = key;
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    keys
}

static PIECES: [[[u64; 64]; 6]; 2] = piece_keys();

/// Xored in when Black is to move.
pub const BLACK_TO_MOVE: u64 = splitmix64(0x62_6c61_636b).1;

pub fn piece(piece: Piece, square: Square) -> u64 {
    PIECES[piece.color.index()][piece.role.index()][square.index()]
}

pub fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => BLACK_TO_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn keys_are_distinct() {
        let mut seen: HashSet<u64> = PIECES.iter().flatten().flatten().copied().collect();
        assert_eq!(seen.len(), 2 * 6 * 64);
        assert!(seen.insert(BLACK_TO_MOVE));
    }
}
