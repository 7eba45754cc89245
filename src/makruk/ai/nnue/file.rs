//! The weights file, all numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | magic `DHMKNNUE` |
//! | 4 | format version, `u32` (2; version 1, nets 1–5, is still read) |
//! | 4 | inputs per block, `u32` (768) |
//! | 4 | hidden, `u32` (must be [`HIDDEN`]) |
//! | 4 | `QA`, `u32`; 4: `QB`, `u32`; 4: scale, `u32` (must match the code's) |
//! | 4 | blocks of inputs, `u32` (version 2 only; version 1 has one) |
//! | 4 | the mirror, `u32`: 0 or 1 (version 2 only) |
//! | 32 | the block of each khun square of files a–d, rank by rank (version 2 only; [`super::buckets`]) |
//! | 2 × blocks × 768 × hidden | first-layer weights, `i16`, feature-major (a feature's row together), block by block |
//! | 2 × hidden | first-layer biases, `i16` |
//! | 2 × 2 × hidden | output weights, `i16`: the side to move's half, then the other's |
//! | 4 | output bias, `i32` |
//! | 8 | FNV-1a 64 hash of every byte before it |
//!
//! Any mismatch (size, magic, version, shape, blocks, hash) is a [`LoadError`], and so are
//! weights large enough to overflow the `i16` accumulators
//! ([`Network::accumulator_bound`]); nothing panics.

use std::fmt;

use super::buckets::{BucketsError, KhunBuckets};
use super::{HIDDEN, INPUTS, Network, QA, QB, SCALE};
use crate::mix::fnv1a64;

pub const MAGIC: &[u8; 8] = b"DHMKNNUE";
pub const VERSION: u32 = 2;
/// The header of version 1: the magic and six words.
const HEADER_1: usize = 8 + 4 * 6;
/// Version 2's adds the blocks, the mirror and the khun map.
const HEADER_2: usize = HEADER_1 + 4 + 4 + 32;

/// Why a weights file is refused; `Overflow`'s bound is the largest sum an accumulator
/// could reach, past what `i16` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    Size { expected: usize, found: usize },
    Magic,
    Version(u32),
    Shape { inputs: u32, hidden: u32 },
    Quantisation,
    Buckets(BucketsError),
    Hash,
    Overflow { bound: i32 },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Size { expected, found } => {
                write!(f, "{found} bytes where {expected} were expected")
            }
            LoadError::Magic => f.write_str("not a Makruk network (bad magic)"),
            LoadError::Version(v) => {
                write!(f, "format version {v}, this program reads 1 to {VERSION}")
            }
            LoadError::Shape { inputs, hidden } => write!(
                f,
                "a {inputs}→{hidden} network, this program reads {INPUTS}→{HIDDEN}"
            ),
            LoadError::Quantisation => f.write_str("other quantisation constants"),
            LoadError::Buckets(e) => write!(f, "{e}"),
            LoadError::Hash => f.write_str("the hash does not match (damaged file)"),
            LoadError::Overflow { bound } => write!(
                f,
                "weights so large a hidden sum could reach {bound}, past {}",
                i16::MAX
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// The size of a file of `version` with `blocks` blocks of inputs, in this program's shape.
pub const fn size(version: u32, blocks: usize) -> usize {
    let header = if version == 1 { HEADER_1 } else { HEADER_2 };
    header + 2 * (blocks * INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN) + 4 + 8
}

/// The network in the current version's format.
pub fn write(net: &Network) -> Vec<u8> {
    let b = net.buckets;
    let mut out = Vec::with_capacity(size(VERSION, b.blocks()));
    out.extend_from_slice(MAGIC);
    for v in [
        VERSION,
        INPUTS as u32,
        HIDDEN as u32,
        QA as u32,
        QB as u32,
        SCALE as u32,
        b.blocks() as u32,
        u32::from(b.mirror()),
    ] {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out.extend_from_slice(b.map());
    for w in net
        .ft_weights
        .iter()
        .chain(&net.ft_bias)
        .chain(&net.out_weights)
    {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out.extend_from_slice(&net.out_bias.to_le_bytes());
    let hash = fnv1a64(&out);
    out.extend_from_slice(&hash.to_le_bytes());
    out
}

pub fn read(bytes: &[u8]) -> Result<Network, LoadError> {
    if bytes.len() < HEADER_1 {
        return Err(LoadError::Size {
            expected: size(VERSION, 1),
            found: bytes.len(),
        });
    }
    if &bytes[..8] != MAGIC {
        return Err(LoadError::Magic);
    }
    let word = |i: usize| {
        let at = 8 + 4 * i;
        u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
    };
    let version = word(0);
    if version != 1 && version != VERSION {
        return Err(LoadError::Version(version));
    }
    if word(1) as usize != INPUTS || word(2) as usize != HIDDEN {
        return Err(LoadError::Shape {
            inputs: word(1),
            hidden: word(2),
        });
    }
    if word(3) != QA as u32 || word(4) != QB as u32 || word(5) != SCALE as u32 {
        return Err(LoadError::Quantisation);
    }
    let (buckets, header) = if version == 1 {
        (KhunBuckets::PLAIN, HEADER_1)
    } else {
        if bytes.len() < HEADER_2 {
            return Err(LoadError::Size {
                expected: size(version, 1),
                found: bytes.len(),
            });
        }
        let map: [u8; 32] = bytes[HEADER_1 + 8..HEADER_2]
            .try_into()
            .map_err(|_| LoadError::Hash)?;
        let mirror = match word(7) {
            0 => false,
            1 => true,
            w => return Err(LoadError::Buckets(BucketsError::MirrorWord(w))),
        };
        let buckets = KhunBuckets::new(map, word(6), mirror).map_err(LoadError::Buckets)?;
        (buckets, HEADER_2)
    };
    let expected = size(version, buckets.blocks());
    if bytes.len() != expected {
        return Err(LoadError::Size {
            expected,
            found: bytes.len(),
        });
    }
    let (body, hash) = bytes.split_at(expected - 8);
    let hash = u64::from_le_bytes(hash.try_into().map_err(|_| LoadError::Hash)?);
    if fnv1a64(body) != hash {
        return Err(LoadError::Hash);
    }
    let mut at = header;
    let mut i16s = |n: usize| {
        let v: Vec<i16> = body[at..at + 2 * n]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        at += 2 * n;
        v
    };
    let ft_weights = i16s(buckets.blocks() * INPUTS * HIDDEN);
    let ft_bias = i16s(HIDDEN);
    let out_weights = i16s(2 * HIDDEN);
    let b = &body[body.len() - 4..];
    let out_bias = i32::from_le_bytes([b[0], b[1], b[2], b[3]]);
    let net = Network {
        buckets,
        ft_weights,
        ft_bias,
        out_weights,
        out_bias,
    };
    fits_i16(&net)?;
    Ok(net)
}

/// Whether every accumulator of `net` fits in `i16` ([`Network::accumulator_bound`]): what
/// `read` asks of a file, and `train` of a network before it writes one.
pub fn fits_i16(net: &Network) -> Result<(), LoadError> {
    let bound = net.accumulator_bound();
    if bound > i32::from(i16::MAX) {
        return Err(LoadError::Overflow { bound });
    }
    Ok(())
}
