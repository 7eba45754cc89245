//! Dhayam's part of online play: its table as the protocol plays it (`table`), its throws
//! from the host's committed seed and each guest's contribution, and the check of every
//! throw once the seed is revealed (`dice`). The protocol itself, which knows no game,
//! is `crate::online`.

pub mod dice;
pub mod table;
