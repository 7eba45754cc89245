//! Makruk (หมากรุก, Thai chess), the app's second game. Its rules, M1–M17, are the book's
//! `docs/src/reference/makruk-rules.md`; the IDs name the tests.
//!
//! Independent of Dhayam: nothing here imports the other game, and the rules import
//! nothing but `std`.

pub mod ai;
pub mod notation;
pub mod online;
pub mod play;
pub mod rules;
pub mod save;
pub mod settings;
pub mod statistics;
pub mod tutorial;
#[cfg(feature = "gui")]
pub mod ui;
