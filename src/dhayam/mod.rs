//! Dhayam, the Tamil dice race game: everything that is this game's.
//!
//! - [`rules`]: the board, throws, positions and moves. Pure: no I/O, no randomness, no GUI.
//! - [`ai`]: the computer players, hints, review and the tools that measure them.
//! - [`online`]: its throws in a game played at a distance, from a seed nobody can steer.
//! - [`play`]: the dice, a game's record, a game in progress, simulations and the arena.
//! - [`tutorial`]: the guided lessons, their runner and exercises.
//! - [`presets`]: the game as families name it (six cowries, partners …).
//! - [`save`]: the `.dhayam` file's payload.
//! - [`typed`]: a move typed at the keyboard, in the move log's words.
//! - [`settings`]: its section of the settings file, `[dhayam]`.
//! - [`statistics`]: its part of the statistics file.
//! - [`ui`]: the game's half of the window (with the `gui` feature).

pub mod ai;
pub mod online;
pub mod play;
pub mod presets;
pub mod rules;
pub mod save;
pub mod settings;
pub mod statistics;
pub mod tutorial;
pub mod typed;
#[cfg(feature = "gui")]
pub mod ui;
