//! Playing Makruk beyond its rules, as Dhayam's `play` holds its dice and records: the game
//! clock with White and Black as its sides, and the endings the rules do not make (a
//! resignation, a draw agreed, a flag fallen).

pub mod clock;
pub mod ending;
