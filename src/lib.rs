//! Dhayam: the Tamil dice race game. See README.md for the layout of the crate.

pub mod ai;
#[cfg(feature = "gui")]
pub mod app;
pub mod arena;
pub mod dice;
pub mod game;
pub mod i18n;
#[cfg(all(feature = "gui", target_os = "macos"))]
pub mod macos;
pub mod makruk;
pub mod record;
pub mod rules;
pub mod save;
pub mod settings;
pub mod sim;
pub mod tutorial;
#[cfg(feature = "gui")]
pub mod ui;
