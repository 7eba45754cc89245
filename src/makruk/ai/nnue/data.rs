//! Training positions (`dhayam-cli makruk datagen`), all numbers little-endian.
//!
//! A file is a 16-byte header, then records of 32 bytes each, as many as fit:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `DHMKDATA` |
//! | 4 | version, `u32` (now 1) |
//! | 4 | record size, `u32` (32) |
//!
//! A record:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | occupied squares, `u64` (bit 0 = a1, bit 63 = h8) |
//! | 16 | one nibble per occupied square, a1 first, low nibble first: bit 3 the colour (1 = Black), bits 0–2 the role (0 khun, 1 met, 2 khon, 3 ma, 4 ruea, 5 bia, 6 promoted bia) |
//! | 2 | the search's score for the side to move, centipawns, `i16` |
//! | 1 | the game's result for the side to move: 0 lost, 1 drawn, 2 won |
//! | 1 | the side to move: 0 White, 1 Black |
//! | 2 | the full move number, `u16` |
//! | 2 | reserved (0) |
//!
//! Only positions not in check, not right after a capture and not at a mate score are kept.

use super::buckets::KhunBuckets;
use crate::makruk::rules::{Board, Color, Piece, Role, Square};

pub const MAGIC: &[u8; 8] = b"DHMKDATA";
pub const VERSION: u32 = 1;
pub const HEADER: usize = 16;
pub const RECORD: usize = 32;

pub fn header() -> [u8; HEADER] {
    let mut h = [0u8; HEADER];
    h[..8].copy_from_slice(MAGIC);
    h[8..12].copy_from_slice(&VERSION.to_le_bytes());
    h[12..16].copy_from_slice(&(RECORD as u32).to_le_bytes());
    h
}

/// The records of a file, or why it is not one.
pub fn records(bytes: &[u8]) -> Result<&[u8], String> {
    if bytes.len() < HEADER || &bytes[..8] != MAGIC {
        return Err("not a Makruk training file (bad magic)".into());
    }
    if bytes[8..16] != header()[8..16] {
        return Err("another version or record size".into());
    }
    let body = &bytes[HEADER..];
    Ok(&body[..body.len() / RECORD * RECORD])
}

/// One training position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub board: Board,
    pub turn: Color,
    /// The search's score for the side to move.
    pub score: i16,
    /// 0 lost, 1 drawn, 2 won, for the side to move.
    pub result: u8,
    pub fullmove: u16,
}

impl Sample {
    pub fn encode(&self) -> [u8; RECORD] {
        let mut r = [0u8; RECORD];
        r[..8].copy_from_slice(&self.board.occupied().0.to_le_bytes());
        for (i, (square, piece)) in self.board.iter().take(32).enumerate() {
            let role = if self.board.is_promoted(square) {
                6
            } else {
                piece.role.index() as u8
            };
            let nibble = role | (u8::from(piece.color == Color::Black) << 3);
            r[8 + i / 2] |= nibble << (4 * (i % 2));
        }
        r[24..26].copy_from_slice(&self.score.to_le_bytes());
        r[26] = self.result;
        r[27] = u8::from(self.turn == Color::Black);
        r[28..30].copy_from_slice(&self.fullmove.to_le_bytes());
        r
    }

    /// The sample of a record; `None` for one no valid writer makes.
    pub fn decode(r: &[u8]) -> Option<Sample> {
        if r.len() < RECORD || r[26] > 2 || r[27] > 1 {
            return None;
        }
        let occupied = u64::from_le_bytes(r[..8].try_into().ok()?);
        if occupied.count_ones() > 32 {
            return None;
        }
        let mut board = Board::empty();
        let mut bits = occupied;
        let mut i = 0;
        while bits != 0 {
            let square = Square::from_index(bits.trailing_zeros() as u8)?;
            bits &= bits - 1;
            let nibble = (r[8 + i / 2] >> (4 * (i % 2))) & 15;
            let color = if nibble & 8 != 0 {
                Color::Black
            } else {
                Color::White
            };
            match nibble & 7 {
                6 => board.put_promoted(square, color),
                n => board.put(square, Piece::new(color, *Role::ALL.get(usize::from(n))?)),
            }
            i += 1;
        }
        Some(Sample {
            board,
            turn: if r[27] == 1 {
                Color::Black
            } else {
                Color::White
            },
            score: i16::from_le_bytes([r[24], r[25]]),
            result: r[26],
            fullmove: u16::from_le_bytes([r[28], r[29]]),
        })
    }

    /// The same position with files mirrored (a ↔ h): Makruk's moves are the same both
    /// ways round (no castling), so it is worth the same; the trainer's augmentation.
    pub fn mirrored(&self) -> Sample {
        let mut board = Board::empty();
        for (square, piece) in self.board.iter() {
            let to = Square::from_index((square.index() ^ 7) as u8).expect("a square");
            if self.board.is_promoted(square) {
                board.put_promoted(to, piece.color);
            } else {
                board.put(to, piece);
            }
        }
        Sample { board, ..*self }
    }

    /// The inputs switched on in a network of `buckets`, from the side to move's view and
    /// the other's, into `us` and `them`; returns how many (the same for both).
    pub fn features(&self, buckets: &KhunBuckets, us: &mut [u16], them: &mut [u16]) -> usize {
        let (me, other) = (self.turn, self.turn.other());
        let my_view = buckets.view(me, self.board.khun(me));
        let other_view = buckets.view(other, self.board.khun(other));
        let mut n = 0;
        for (square, piece) in self.board.iter().take(us.len().min(them.len()).min(32)) {
            us[n] = super::feature(me, my_view, piece.color, piece.role, square) as u16;
            them[n] = super::feature(other, other_view, piece.color, piece.role, square) as u16;
            n += 1;
        }
        n
    }
}
