//! What happened at the table, in order: the same list on every end of a game.
//!
//! Each end appends an entry only after its own rules accepted it, so two ends whose
//! records are equal have played the same game; the digest is what the CLI prints to
//! compare ends without printing every entry. A throw is kept as the game handed it (its
//! landing as the messages carry it, and its words); the dice's check is the game's.

use std::fmt;

use super::message::{Bytes32, SeatId};
use super::secret::sha256;

/// A throw as the record keeps it, enough to check it once the seed is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThrowEntry {
    /// The throw's number, from 1.
    pub k: u32,
    pub seat: SeatId,
    pub contribution: Bytes32,
    /// How it landed, as the `Throw` message carries it (Dhayam's `2,1`, `101100`).
    pub landed: String,
    /// As the game writes it (Dhayam's `2+1=3`), for the record's lines.
    pub written: String,
}

/// Every throw of a game agreed with the revealed seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    pub throws: usize,
}

impl fmt::Display for Checked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.throws {
            1 => f.write_str("The one throw checked"),
            n => write!(f, "All {n} throws checked"),
        }
    }
}

/// Why the dice of a game cannot be trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiceCheckError {
    /// The revealed seed is not the one committed to.
    Commitment,
    /// A throw differs from what the seed and its contribution give (each as the game
    /// writes it).
    Throw {
        k: u32,
        recorded: String,
        expected: String,
    },
    /// The throws are not numbered 1, 2, 3… in order.
    Numbering { found: u32, expected: u32 },
    /// A guest's own contribution to throw k was not the one used.
    ContributionIgnored { k: u32 },
}

impl fmt::Display for DiceCheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiceCheckError::Commitment => {
                f.write_str("the host's revealed seed is not the one it committed to")
            }
            DiceCheckError::Throw {
                k,
                recorded,
                expected,
            } => write!(f, "throw {k} was {recorded}, but the seed gives {expected}"),
            DiceCheckError::Numbering { found, expected } => {
                write!(f, "throw {found} came where throw {expected} was due")
            }
            DiceCheckError::ContributionIgnored { k } => {
                write!(f, "throw {k} did not use this player's contribution")
            }
        }
    }
}

impl std::error::Error for DiceCheckError {}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A throw, with the contribution it used and whose it was (`None`: the host's own).
    Throw {
        throw: ThrowEntry,
        contributor: Option<SeatId>,
    },
    /// A move as the rules write it.
    Move { seat: SeatId, text: String },
    /// Makruk: a seat resigned.
    Resign { seat: SeatId },
    /// Makruk: a draw offer was accepted.
    DrawAgreed,
    /// Makruk: a seat's time ran out on the host's clock.
    Flag { seat: SeatId },
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Throw { throw, .. } => write!(
                f,
                "{} throw {} {} {}",
                throw.seat.0, throw.k, throw.written, throw.contribution
            ),
            Entry::Move { seat, text } => write!(f, "{} move {text}", seat.0),
            Entry::Resign { seat } => write!(f, "{} resigns", seat.0),
            Entry::DrawAgreed => f.write_str("draw agreed"),
            Entry::Flag { seat } => write!(f, "{} out of time", seat.0),
        }
    }
}

/// The dice of a game played at a distance (issue 33, docs/online-protocol.md): the
/// host's commitment, its seed once revealed, and the contribution each throw mixed in,
/// in order: what a game's file keeps of them (Dhayam's save checks every throw against
/// them once the seed is known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineDice {
    pub commitment: Bytes32,
    pub seed: Option<Bytes32>,
    pub contributions: Vec<Bytes32>,
}

impl OnlineDice {
    /// How many of the game's throws are checked (all, once the seed is known).
    pub fn checked(&self) -> Option<usize> {
        self.seed.map(|_| self.contributions.len())
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub entries: Vec<Entry>,
}

impl Record {
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn push(&mut self, entry: Entry) {
        self.entries.push(entry);
    }

    /// The throws in order, for the dice check.
    pub fn throws(&self) -> Vec<ThrowEntry> {
        self.entries
            .iter()
            .filter_map(|e| match e {
                Entry::Throw { throw, .. } => Some(throw.clone()),
                _ => None,
            })
            .collect()
    }

    pub fn throw_count(&self) -> u32 {
        self.entries
            .iter()
            .filter(|e| matches!(e, Entry::Throw { .. }))
            .count() as u32
    }

    /// SHA-256 of the entries, one line each: equal on two ends exactly when the records
    /// are.
    pub fn digest(&self) -> String {
        let text: String = self.entries.iter().map(|e| format!("{e}\n")).collect();
        sha256(&[text.as_bytes()]).to_hex()
    }
}
