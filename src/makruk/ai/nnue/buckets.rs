//! King-relative inputs (issue 64): each perspective's first layer is chosen by where its
//! own khun stands, as the HalfKA/HalfKP networks of Fairy-Stockfish and modern chess
//! engines choose theirs by the king's square.
//!
//! A piece on a square means something else with the khun at home than with the khun
//! walked out in a counting ending; one row of weights per piece and square has to average
//! the two. Here the khun's square (from the perspective's own chair) picks one of a few
//! *blocks* of 768 inputs. With mirroring, a khun on files e–h sees the board turned a ↔ h
//! (Makruk has no castling: a position and its mirror are worth the same), so the blocks
//! cover only files a–d and each is learned from twice the positions.
//!
//! Moving a khun into another block (or across the mirror) changes every input of its own
//! perspective, so that perspective's accumulator is computed afresh; other moves update
//! it row by row as before. Khun moves are a small share of a search's nodes.
//!
//! [`KhunBuckets::PLAIN`] (one block, no mirror) is the network of format version 1, the
//! shipped net 5's: its inputs are exactly the ones before this file.

use std::fmt;

use crate::makruk::rules::{Color, Square};

/// How one perspective sees the board: the block its khun chose, and whether the files are
/// mirrored so that its khun stands on files a–d.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct View {
    pub block: u8,
    pub mirror: bool,
}

/// Which block each square of the khun chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KhunBuckets {
    /// The block of a khun on each square of files a–d from its own chair, rank by rank
    /// (`rank * 4 + file`). Without the mirror there is one block, so files e–h need none.
    map: [u8; 32],
    blocks: u8,
    mirror: bool,
}

/// Why a block map cannot be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BucketsError {
    /// No block, or more than [`KhunBuckets::MAX_BLOCKS`].
    Blocks(u32),
    /// A square names a block past the last.
    Square { square: usize, block: u8 },
    /// A block that no square chooses (its weights could never be learned).
    Unused(u8),
    /// Several blocks without mirroring: files e–h would have no blocks of their own.
    NoMirror,
    /// The mirror's word in a file is neither 0 nor 1.
    MirrorWord(u32),
}

impl fmt::Display for BucketsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BucketsError::Blocks(n) => write!(
                f,
                "{n} blocks of inputs, where 1 to {} are read",
                KhunBuckets::MAX_BLOCKS
            ),
            BucketsError::Square { square, block } => {
                write!(
                    f,
                    "square {square} of the khun map names block {block}, past the last"
                )
            }
            BucketsError::Unused(b) => write!(f, "block {b} is chosen by no square of the khun"),
            BucketsError::NoMirror => {
                f.write_str("several blocks of inputs need the mirror (files e–h have none)")
            }
            BucketsError::MirrorWord(w) => write!(f, "the mirror is {w}, where 0 or 1 are read"),
        }
    }
}

impl std::error::Error for BucketsError {}

impl KhunBuckets {
    pub const MAX_BLOCKS: u8 = 16;

    /// One block and no mirror: the inputs of format version 1 (nets 1–5).
    pub const PLAIN: KhunBuckets = KhunBuckets {
        map: [0; 32],
        blocks: 1,
        mirror: false,
    };

    /// The named layouts `dhayam-cli makruk train --buckets` offers, rank by rank from the
    /// khun's own chair, after the mirror (files a–d; d is the khun's home file):
    /// - `plain`: net 5's inputs;
    /// - `mirror`: one block, the board mirrored so the khun is on files a–d;
    /// - `khun-4`: home (c1, d1), the corner (a1, b1), the second rank, further out;
    /// - `khun-8`: the first and second ranks each split into c–d and a–b, then ranks 3, 4,
    ///   5–6 and 7–8 (the counting endings' walks).
    pub const NAMES: [&'static str; 4] = ["plain", "mirror", "khun-4", "khun-8"];

    pub fn named(name: &str) -> Option<KhunBuckets> {
        let by_square = |block: fn(usize, usize) -> u8| {
            let mut map = [0u8; 32];
            for (i, b) in map.iter_mut().enumerate() {
                *b = block(i / 4, i % 4);
            }
            map
        };
        let (map, blocks, mirror) = match name {
            "plain" => return Some(KhunBuckets::PLAIN),
            "mirror" => ([0; 32], 1, true),
            "khun-4" => (
                by_square(|rank, file| match (rank, file) {
                    (0, 2..) => 0,
                    (0, _) => 1,
                    (1, _) => 2,
                    _ => 3,
                }),
                4,
                true,
            ),
            "khun-8" => (
                by_square(|rank, file| match (rank, file) {
                    (0, 2..) => 0,
                    (0, _) => 1,
                    (1, 2..) => 2,
                    (1, _) => 3,
                    (2, _) => 4,
                    (3, _) => 5,
                    (4 | 5, _) => 6,
                    _ => 7,
                }),
                8,
                true,
            ),
            _ => return None,
        };
        KhunBuckets::new(map, blocks, mirror).ok()
    }

    /// A layout read from a file: every check the trainer and the search rely on.
    pub fn new(map: [u8; 32], blocks: u32, mirror: bool) -> Result<KhunBuckets, BucketsError> {
        if blocks == 0 || blocks > u32::from(KhunBuckets::MAX_BLOCKS) {
            return Err(BucketsError::Blocks(blocks));
        }
        let blocks = blocks as u8;
        if let Some((square, &block)) = map.iter().enumerate().find(|(_, b)| **b >= blocks) {
            return Err(BucketsError::Square { square, block });
        }
        if let Some(unused) = (0..blocks).find(|b| !map.contains(b)) {
            return Err(BucketsError::Unused(unused));
        }
        if blocks > 1 && !mirror {
            return Err(BucketsError::NoMirror);
        }
        Ok(KhunBuckets {
            map,
            blocks,
            mirror,
        })
    }

    pub fn blocks(&self) -> usize {
        usize::from(self.blocks)
    }

    pub fn mirror(&self) -> bool {
        self.mirror
    }

    pub fn map(&self) -> &[u8; 32] {
        &self.map
    }

    /// How `pov` sees the board with its khun on `khun` (none: a position only a test or
    /// a damaged record makes; the home block, unmirrored).
    #[inline]
    pub fn view(&self, pov: Color, khun: Option<Square>) -> View {
        let Some(khun) = khun else {
            return View::default();
        };
        let s = relative(pov, khun.index());
        let mirror = self.mirror && s % 8 >= 4;
        let s = if mirror { s ^ 7 } else { s };
        View {
            block: self.map[(s / 8) * 4 + (s % 8).min(3)],
            mirror,
        }
    }
}

/// A square's index from `pov`'s chair: the board turned half round for Black.
#[inline]
pub fn relative(pov: Color, square: usize) -> usize {
    match pov {
        Color::White => square,
        Color::Black => square ^ 63,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().expect("a square")
    }

    #[test]
    fn both_khuns_at_home_see_the_home_block_unmirrored() {
        for name in KhunBuckets::NAMES {
            let b = KhunBuckets::named(name).unwrap();
            // White's khun starts on d1, Black's on e8: the same square from each chair.
            assert_eq!(
                b.view(Color::White, Some(square("d1"))),
                View::default(),
                "{name}"
            );
            assert_eq!(
                b.view(Color::Black, Some(square("e8"))),
                View::default(),
                "{name}"
            );
        }
    }

    #[test]
    fn a_khun_on_files_e_to_h_sees_the_board_mirrored_into_the_same_block() {
        let b = KhunBuckets::named("khun-8").unwrap();
        let e1 = b.view(Color::White, Some(square("e1")));
        assert_eq!(
            e1,
            View {
                block: 0,
                mirror: true
            }
        );
        assert_eq!(
            b.view(Color::White, Some(square("g2"))).block,
            b.view(Color::White, Some(square("b2"))).block
        );
        assert_eq!(b.view(Color::White, Some(square("c6"))).block, 6);
        // Black's khun on d7 is on its second rank, file e from its chair.
        assert_eq!(
            b.view(Color::Black, Some(square("d7"))),
            View {
                block: 2,
                mirror: true
            }
        );
    }

    #[test]
    fn the_plain_layout_never_mirrors_and_has_one_block() {
        let p = KhunBuckets::PLAIN;
        for i in 0..64u8 {
            let s = Square::from_index(i).unwrap();
            assert_eq!(p.view(Color::White, Some(s)), View::default());
            assert_eq!(p.view(Color::Black, Some(s)), View::default());
        }
    }

    #[test]
    fn a_layout_from_a_file_is_refused_when_it_cannot_be_used() {
        assert_eq!(
            KhunBuckets::new([0; 32], 0, true),
            Err(BucketsError::Blocks(0))
        );
        assert_eq!(
            KhunBuckets::new([0; 32], 17, true),
            Err(BucketsError::Blocks(17))
        );
        let mut map = [0u8; 32];
        map[5] = 3;
        assert_eq!(
            KhunBuckets::new(map, 2, true),
            Err(BucketsError::Square {
                square: 5,
                block: 3
            })
        );
        assert_eq!(
            KhunBuckets::new([0; 32], 2, true),
            Err(BucketsError::Unused(1))
        );
        map[5] = 1;
        assert_eq!(KhunBuckets::new(map, 2, false), Err(BucketsError::NoMirror));
        assert!(KhunBuckets::new(map, 2, true).is_ok());
        for name in KhunBuckets::NAMES {
            assert!(KhunBuckets::named(name).is_some(), "{name}");
        }
    }
}
