//! Makruk (หมากรุก, Thai chess), the app's second game. `../shared/MAKRUK.md` is the
//! specification; rule IDs M1–M17 name the tests.
//!
//! Independent of Dhayam: nothing here imports the other game, and the rules import
//! nothing but `std`.

pub mod ai;
pub mod clock;
pub mod ending;
pub mod exchange;
pub mod notation;
pub mod pgn;
pub mod rules;
pub mod save;
pub mod settings;
pub mod statistics;
pub mod tutorial;
pub mod typed;
#[cfg(feature = "gui")]
pub mod ui;
