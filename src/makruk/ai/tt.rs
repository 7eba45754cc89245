//! The transposition table: what the search learnt about positions it has seen, keyed by
//! the position's Zobrist key mixed with its count (the count changes a position's value:
//! the same placement with the count nearly run out is a draw).

use crate::makruk::rules::{Count, Move, Position};

use super::params::MATE_BOUND;

/// What a stored score says about the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// A move as the table keeps it: its squares and promotion, matched against the legal
/// moves when read back (so a key collision can never produce an illegal move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PackedMove(u16);

impl PackedMove {
    pub const NONE: PackedMove = PackedMove(0);

    pub fn new(mv: Move) -> PackedMove {
        PackedMove(
            1 << 15
                | (mv.from.index() as u16) << 7
                | (mv.to.index() as u16) << 1
                | u16::from(mv.promotion),
        )
    }

    pub fn matches(self, mv: Move) -> bool {
        self != PackedMove::NONE && PackedMove::new(mv) == self
    }
}

/// 16 bytes, so four fill a cache line and none straddles two (at 24, a quarter did).
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    /// The key's high half: its low bits chose the slot (a table never has 2^32 of them).
    /// Another position in the slot passes for this one once in 2^32 probes; its move is
    /// still matched against the legal moves, so it can never make an illegal one.
    check: u32,
    mv: PackedMove,
    score: i16,
    eval: i16,
    depth: i8,
    /// 0 empty, 1 exact, 2 lower, 3 upper.
    bound: u8,
    generation: u8,
}

/// A probe's answer.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    pub mv: PackedMove,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

pub struct Table {
    entries: Vec<Entry>,
    generation: u8,
}

/// The key the table files a position under: placement and side, mixed with the count.
pub fn key(position: &Position) -> u64 {
    match position.count() {
        None => position.key(),
        Some(Count { limit, ply }) => {
            let x = u64::from(limit) << 16 | u64::from(ply) | 1 << 40;
            position.key() ^ crate::mix::splitmix64_mix(x)
        }
    }
}

/// The part of a key an entry keeps: the high half, which the slot's index does not use.
fn check(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Mate scores are stored as distances from the stored node, read back from the probing
/// node, so a mate found through a transposition keeps its right length.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl Table {
    pub fn new(megabytes: usize) -> Table {
        let size = std::mem::size_of::<Entry>();
        let n = (megabytes.max(1) * 1024 * 1024 / size).next_power_of_two() / 2;
        Table {
            entries: vec![Entry::default(); n.max(1024)],
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// A new search: older entries give way first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn index(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    pub fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let e = self.entries[self.index(key)];
        if e.bound == 0 || e.check != check(key) {
            return None;
        }
        Some(Hit {
            mv: e.mv,
            score: from_table(i32::from(e.score), ply),
            eval: i32::from(e.eval),
            depth: i32::from(e.depth),
            bound: match e.bound {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
        })
    }

    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        key: u64,
        ply: usize,
        mv: PackedMove,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let i = self.index(key);
        let old = self.entries[i];
        // A deeper entry of this search stays, even for the same key (a quiescence
        // search's depth-0 result must not wipe out what a real search found).
        let replace = old.bound == 0
            || old.generation != self.generation
            || depth + 2 >= i32::from(old.depth)
            || bound == Bound::Exact;
        if !replace {
            return;
        }
        let mv = if mv == PackedMove::NONE && old.check == check(key) {
            old.mv
        } else {
            mv
        };
        self.entries[i] = Entry {
            check: check(key),
            mv,
            score: to_table(score, ply).clamp(-32_000, 32_000) as i16,
            eval: eval.clamp(-32_000, 32_000) as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound: match bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            },
            generation: self.generation,
        };
    }

    /// Permille of a sample of entries written in this search (UCI's `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.entries.len().min(1000);
        let used = self.entries[..sample]
            .iter()
            .filter(|e| e.bound != 0 && e.generation == self.generation)
            .count();
        (used * 1000 / sample) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_count_is_part_of_the_key() {
        let a = Position::from_fen("8/8/3k4/8/8/8/8/R2K3R w - 16 8 1").unwrap();
        let b = Position::from_fen("8/8/3k4/8/8/8/8/R2K3R w - 16 14 1").unwrap();
        assert_eq!(a.key(), b.key());
        assert_ne!(key(&a), key(&b));
    }

    #[test]
    fn a_stored_entry_comes_back_and_mates_keep_their_distance() {
        let mut t = Table::new(1);
        let p = Position::start();
        let mv = p.legal_moves()[3];
        t.store(
            key(&p),
            4,
            PackedMove::new(mv),
            31_000 - 9,
            12,
            5,
            Bound::Exact,
        );
        let hit = t.probe(key(&p), 2).unwrap();
        assert!(hit.mv.matches(mv));
        assert_eq!(hit.score, 31_000 - 7);
        assert_eq!(hit.depth, 5);
        assert_eq!(hit.bound, Bound::Exact);
        assert!(t.probe(key(&p) ^ 1, 2).is_none());
        // The same slot, another position: its key differs in the half the entry keeps.
        assert!(t.probe(key(&p) ^ 1 << 40, 2).is_none());
    }

    #[test]
    fn an_entry_is_16_bytes() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
    }

    #[test]
    fn a_shallow_bound_does_not_wipe_out_a_deep_entry_of_the_same_position() {
        let mut t = Table::new(1);
        let p = Position::start();
        let mv = p.legal_moves()[3];
        let k = key(&p);
        t.store(k, 0, PackedMove::new(mv), 40, 12, 9, Bound::Lower);
        // A quiescence search's result for the same position, depth 0: kept out.
        t.store(k, 0, PackedMove::NONE, -5, 12, 0, Bound::Upper);
        let hit = t.probe(k, 0).unwrap();
        assert_eq!((hit.depth, hit.score, hit.bound), (9, 40, Bound::Lower));
        // An exact score, or one nearly as deep, replaces it.
        t.store(k, 0, PackedMove::NONE, 30, 12, 7, Bound::Upper);
        let hit = t.probe(k, 0).unwrap();
        assert_eq!((hit.depth, hit.score), (7, 30));
        assert!(
            hit.mv.matches(mv),
            "the move is kept when the new entry has none"
        );
        // In a new search, anything replaces it.
        t.new_search();
        t.store(k, 0, PackedMove::NONE, 1, 12, 0, Bound::Upper);
        assert_eq!(t.probe(k, 0).unwrap().depth, 0);
    }
}
