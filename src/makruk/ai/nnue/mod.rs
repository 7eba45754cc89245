//! A learned evaluation (issue 34): a perspective pair of accumulators over
//! 2 colours × 6 roles × 64 squares, one hidden layer with a clipped ReLU, one output.
//!
//! `(768 → HIDDEN) × 2 → 1`. Each side sees the board from its own chair: its own pieces
//! first, the board turned half round for Black (square `s` becomes `s ^ 63`), so the start
//! position looks the same to both. A promoted bia is a met. Since format version 2 the
//! 768 inputs may come in several blocks, one chosen by each side's own khun square
//! ([`buckets`], issue 64); nets 5 to 7 have one. The first layer's sums (the
//! *accumulators*, `i16`: a file whose weights could overflow one is refused, see
//! [`Network::accumulator_bound`]) are kept up to date move by move: a move takes its
//! piece off one square and puts it (or the met it became) on another, and a capture takes
//! the victim off; only those rows of the weights are added or subtracted
//! ([`AccumulatorStack`]).
//!
//! The network knows nothing of the count: the counting endings, bare khuns and drawn
//! material keep the hand evaluation's scaling (`eval::scale_endgame`), applied to the
//! network's score as to the hand one's.
//!
//! The weights are data, `assets/makruk/nnue-7.bin`, in the format of [`file`]: a version, the
//! hidden size and a hash; a file that fails any check is refused and the engine keeps its
//! hand evaluation. [`games`] is the self-play games' format, [`data`] the training
//! positions', [`train`] the trainer (`dhayam-cli makruk datagen` and `train`).

pub mod buckets;
pub mod data;
pub mod file;
pub mod games;
pub mod train;

use std::sync::{Arc, OnceLock};

use crate::makruk::rules::{Board, Color, Move, Position, Role, Square};

pub use buckets::{KhunBuckets, View};
pub use file::LoadError;

/// Inputs per perspective and block: 2 colours (own, other) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// The hidden layer's width per perspective.
pub const HIDDEN: usize = 128;
/// The clipped ReLU's top in the quantised network: float 1.0 is `QA`.
pub const QA: i32 = 255;
/// The output weights' quantisation: float 1.0 is `QB`.
pub const QB: i32 = 64;
/// The network's output times this is centipawns (the win-chance scale the trainer's
/// sigmoid uses, so that a score means what the search's scores mean).
pub const SCALE: i32 = 230;

/// The input that a piece of `color` and `role` on `square` switches on, seen by `pov`
/// whose khun gave it `view`.
#[inline]
pub fn feature(pov: Color, view: View, color: Color, role: Role, square: Square) -> usize {
    let side = usize::from(color != pov);
    let s = buckets::relative(pov, square.index());
    let s = if view.mirror { s ^ 7 } else { s };
    usize::from(view.block) * INPUTS + side * 384 + role.index() * 64 + s
}

/// The quantised network: its inputs' blocks, first-layer weights (a block of `INPUTS`
/// rows per khun block) and biases (`i16`, scaled by `QA`), output weights (`i16`, scaled
/// by `QB`; the side to move's half first) and bias (`i32`, scaled by `QA * QB`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Network {
    pub buckets: KhunBuckets,
    pub ft_weights: Vec<i16>,
    pub ft_bias: Vec<i16>,
    pub out_weights: Vec<i16>,
    pub out_bias: i32,
}

/// The first layer's sums for each perspective (`[White's, Black's]`), and the view each
/// perspective's khun gave them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator {
    pub values: [[i16; HIDDEN]; 2],
    pub views: [View; 2],
}

impl Accumulator {
    const ZERO: Accumulator = Accumulator {
        values: [[0; HIDDEN]; 2],
        views: [View {
            block: 0,
            mirror: false,
        }; 2],
    };
}

impl Network {
    fn row(&self, feature: usize) -> &[i16; HIDDEN] {
        self.ft_weights[feature * HIDDEN..(feature + 1) * HIDDEN]
            .try_into()
            .expect("a row of HIDDEN weights")
    }

    /// The largest magnitude any accumulator can reach: the bias and the 32 largest weights
    /// of one block (a position has at most 32 pieces, each one input), neuron by neuron.
    /// The accumulators are `i16`, half the memory and twice the lanes of `i32`, so a net
    /// must keep this within `i16::MAX`; nets 1–7 stay under 9,000.
    pub fn accumulator_bound(&self) -> i32 {
        let mut worst = 0;
        let mut column = [0i32; INPUTS];
        for block in self.ft_weights.chunks_exact(INPUTS * HIDDEN) {
            for (j, &bias) in self.ft_bias.iter().enumerate() {
                for (c, row) in column.iter_mut().zip(block.chunks_exact(HIDDEN)) {
                    *c = i32::from(row[j]).abs();
                }
                column.select_nth_unstable_by(31, |a, b| b.cmp(a));
                let reach = i32::from(bias).abs() + column[..32].iter().sum::<i32>();
                worst = worst.max(reach);
            }
        }
        worst
    }

    /// The accumulators computed from scratch.
    pub fn refresh(&self, board: &Board) -> Accumulator {
        let mut acc = Accumulator::ZERO;
        for pov in Color::ALL {
            self.refresh_one(board, pov, &mut acc);
        }
        acc
    }

    /// `pov`'s accumulator of `acc` computed from scratch.
    fn refresh_one(&self, board: &Board, pov: Color, acc: &mut Accumulator) {
        let view = self.buckets.view(pov, board.khun(pov));
        acc.views[pov.index()] = view;
        let values = &mut acc.values[pov.index()];
        values.copy_from_slice(&self.ft_bias);
        for (square, piece) in board.iter() {
            let row = self.row(feature(pov, view, piece.color, piece.role, square));
            for (v, &w) in values.iter_mut().zip(row) {
                *v = v.wrapping_add(w);
            }
        }
    }

    /// `parent`'s accumulators after `mv`, played by `us`, which left the board `after`:
    /// the rows of the piece that left, the piece that arrived and the piece taken, and
    /// nothing else; a khun moved into another block or across the mirror is its own
    /// perspective's refresh. The sums wrap: the result is a position's accumulator, within
    /// [`Network::accumulator_bound`], so a step outside `i16` on the way comes back exact.
    #[allow(clippy::needless_range_loop)]
    pub fn apply(
        &self,
        parent: &Accumulator,
        child: &mut Accumulator,
        mv: Move,
        us: Color,
        after: &Board,
    ) {
        let arrived = if mv.promotion { Role::Met } else { mv.role };
        for pov in Color::ALL {
            let view = parent.views[pov.index()];
            if pov == us && mv.role == Role::Khun && self.buckets.view(us, Some(mv.to)) != view {
                self.refresh_one(after, pov, child);
                continue;
            }
            child.views[pov.index()] = view;
            let from = self.row(feature(pov, view, us, mv.role, mv.from));
            let to = self.row(feature(pov, view, us, arrived, mv.to));
            let p = &parent.values[pov.index()];
            let c = &mut child.values[pov.index()];
            match mv.capture {
                Some(victim) => {
                    let taken = self.row(feature(pov, view, us.other(), victim, mv.to));
                    for i in 0..HIDDEN {
                        c[i] = p[i]
                            .wrapping_sub(from[i])
                            .wrapping_add(to[i])
                            .wrapping_sub(taken[i]);
                    }
                }
                None => {
                    for i in 0..HIDDEN {
                        c[i] = p[i].wrapping_sub(from[i]).wrapping_add(to[i]);
                    }
                }
            }
        }
    }

    /// The score for the side to move, in centipawns, before the endings' scaling.
    pub fn output(&self, acc: &Accumulator, turn: Color) -> i32 {
        let us = &acc.values[turn.index()];
        let them = &acc.values[turn.other().index()];
        let (w_us, w_them) = self.out_weights.split_at(HIDDEN);
        let sum = dot(us, w_us) + dot(them, w_them);
        // In i64: a corrupt but well-hashed file must not overflow.
        let cp =
            (i64::from(sum) + i64::from(self.out_bias)) * i64::from(SCALE) / i64::from(QA * QB);
        cp.clamp(-20_000, 20_000) as i32
    }

    /// The whole evaluation of a position from scratch, for the side to move, with the
    /// endings' scaling: what the search gets incrementally.
    pub fn evaluate(&self, position: &Position) -> i32 {
        let acc = self.refresh(position.board());
        scaled(position, self.output(&acc, position.turn()))
    }
}

/// The clipped ReLU of an accumulator, dotted with output weights: `i16 × i16` products
/// summed in `i32`, which the compiler vectorises (SSE2's `pmaddwd`).
#[inline]
fn dot(acc: &[i16; HIDDEN], weights: &[i16]) -> i32 {
    acc.iter()
        .zip(weights)
        .map(|(&v, &w)| i32::from(v.clamp(0, QA as i16)) * i32::from(w))
        .sum()
}

/// The network's score for the side to move, with the counting endings, bare khuns and
/// drawn material scaled as the hand evaluation scales them.
pub fn scaled(position: &Position, score: i32) -> i32 {
    let white = match position.turn() {
        Color::White => score,
        Color::Black => -score,
    };
    let white = super::eval::scale_endgame(position, white);
    match position.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// The accumulators along a line of play: `push` on make, `pop` on unmake.
#[derive(Clone, Debug)]
pub struct AccumulatorStack {
    stack: Vec<Accumulator>,
    len: usize,
}

impl AccumulatorStack {
    pub fn new(capacity: usize) -> AccumulatorStack {
        AccumulatorStack {
            stack: vec![Accumulator::ZERO; capacity.max(1)],
            len: 0,
        }
    }

    /// Starts again at `board`.
    pub fn reset(&mut self, net: &Network, board: &Board) {
        self.stack[0] = net.refresh(board);
        self.len = 1;
    }

    /// After `mv`, played by `us` from the top position, which left the board `after`.
    pub fn push(&mut self, net: &Network, mv: Move, us: Color, after: &Board) {
        if self.len == self.stack.len() {
            self.stack.push(Accumulator::ZERO);
        }
        let (done, rest) = self.stack.split_at_mut(self.len);
        net.apply(&done[self.len - 1], &mut rest[0], mv, us, after);
        self.len += 1;
    }

    /// After a null move: the same pieces.
    pub fn push_null(&mut self) {
        if self.len == self.stack.len() {
            self.stack.push(Accumulator::ZERO);
        }
        self.stack[self.len] = self.stack[self.len - 1];
        self.len += 1;
    }

    pub fn pop(&mut self) {
        self.len = self.len.saturating_sub(1).max(1);
    }

    pub fn top(&self) -> &Accumulator {
        &self.stack[self.len - 1]
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// How the search evaluates a position: the hand evaluation (`eval.rs`) or a learned one.
#[derive(Clone, Debug, Default)]
pub enum Evaluate {
    #[default]
    Hand,
    Learned(Arc<Network>),
}

impl Evaluate {
    /// The network shipped in `assets/makruk/`, or the hand evaluation (with a notice on
    /// stderr) when it is missing or damaged.
    pub fn learned() -> Evaluate {
        match embedded() {
            Some(net) => Evaluate::Learned(net),
            None => Evaluate::Hand,
        }
    }

    /// The network in `bytes`, or the hand evaluation with a notice when they are damaged.
    pub fn from_bytes(bytes: &[u8]) -> Evaluate {
        match file::read(bytes) {
            Ok(net) => Evaluate::Learned(Arc::new(net)),
            Err(e) => {
                eprintln!("makruk: the learned evaluation is not used ({e}); hand evaluation");
                Evaluate::Hand
            }
        }
    }

    /// `hand`, `learned` (the shipped network) or a weights file's path.
    pub fn from_name(name: &str) -> Result<Evaluate, String> {
        match name {
            "hand" => Ok(Evaluate::Hand),
            "learned" => Ok(Evaluate::learned()),
            path => {
                let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
                let net = file::read(&bytes).map_err(|e| format!("{path}: {e}"))?;
                Ok(Evaluate::Learned(Arc::new(net)))
            }
        }
    }

    pub fn is_learned(&self) -> bool {
        matches!(self, Evaluate::Learned(_))
    }
}

/// The shipped weights: net 7, net 6 trained on from where it stood on 316,324 positions
/// of net 6's own search at 10,000 nodes (`train --from`), 51.7% ± 1.7% against net 6 over
/// 1,058 games at equal nodes; net 6 scored 56.2% against net 5 (the book's lab page, "The
/// learned evaluation"). Read with [`Evaluate::learned`]: Master's evaluation
/// (`Level::evaluate`), and the hint's, the evaluation bar's and the review's.
pub const EMBEDDED: Option<&[u8]> = Some(include_bytes!("../../../../assets/makruk/nnue-7.bin"));

/// The shipped network, read and checked once.
pub fn embedded() -> Option<Arc<Network>> {
    static NET: OnceLock<Option<Arc<Network>>> = OnceLock::new();
    NET.get_or_init(|| {
        let bytes = EMBEDDED?;
        match file::read(bytes) {
            Ok(net) => Some(Arc::new(net)),
            Err(e) => {
                eprintln!("makruk: the shipped network is damaged ({e}); hand evaluation");
                None
            }
        }
    })
    .clone()
}

#[cfg(test)]
mod tests;
