//! Makruk's rules from outside the crate: the perft file, property tests over random
//! games, readers fed any text, and `dhayam-cli makruk` as a user runs it.

mod cli;
mod perft;
mod pgn;
mod properties;
#[cfg(feature = "gui")]
mod window;
