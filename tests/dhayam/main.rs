//! Dhayam from outside the crate: the position files, property tests over random games,
//! the computer players, saves (good and hostile), `dhayam-cli` as a user runs it, and
//! the window driven by its accessible labels (a game, the advice, the tutorial).

mod ai;
mod cli;
#[cfg(feature = "gui")]
mod keyboard;
mod positions;
mod properties;
mod reference;
mod saves;
#[cfg(feature = "gui")]
mod ui_advice;
#[cfg(feature = "gui")]
mod ui_game;
#[cfg(feature = "gui")]
#[path = "../ui_support/mod.rs"]
mod ui_support;
#[cfg(feature = "gui")]
mod ui_tutorial;
#[cfg(feature = "gui")]
mod ui_variants;
