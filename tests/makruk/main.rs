//! Makruk from outside the crate: the perft file, property tests over random games,
//! readers fed any text, `dhayam-cli makruk` as a user runs it, and the window (the
//! table alone, and inside the app's shell).

#[cfg(feature = "gui")]
mod app;
mod cli;
#[cfg(feature = "gui")]
mod keyboard;
mod perft;
mod pgn;
mod properties;
#[cfg(feature = "gui")]
mod table;
#[cfg(feature = "gui")]
mod tutorial;
#[cfg(feature = "gui")]
#[path = "../ui_support/mod.rs"]
mod ui_support;
#[cfg(feature = "gui")]
mod window;
