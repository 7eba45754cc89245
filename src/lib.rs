//! Dhayam: the Tamil dice race game, in a window that can house more than one game.
//!
//! - [`dhayam`]: the game itself: its rules, computer players, play, tutorial, saves and
//!   (with the `gui` feature) its screens.
//! - [`makruk`]: Makruk (Thai chess): its rules, computer players, PGN, saves and (with
//!   the `gui` feature) its table.
//! - [`games`]: the list of games, the one place outside each game that names its types:
//!   which game a file holds, the settings' and statistics' sections.
//! - [`shell`]: the window around the games (with the `gui` feature).
//! - [`store`]: the settings file, the statistics file and the file envelope every saved
//!   file shares; it knows no game.
//! - [`tutorial`]: what both games' tutorials share (a lesson's steps, a lesson file's
//!   refusal).
//! - [`widgets`]: what both games' screens and the window share (with the `gui` feature):
//!   the theme, the fonts, the kinds of sound, the rules and tutorial frames.
//! - [`i18n`]: languages and message lookup.
//! - [`job`]: work on a background thread (a computer thinking, advice), for both games.
//! - [`clock`]: a game clock for two sides, shared by Makruk's window and the online
//!   host.
//! - [`mix`]: SplitMix64, FNV-1a and a new game's fresh seed, written once for both games.
//! - [`platform`]: what differs between the desktop and the web edition (files, jobs'
//!   threads, the clock), behind one set of names (issue 65).
//! - [`online`]: play at a distance: the protocol and the host's and guests' state
//!   machines, with no networking in them (issue 33).

pub mod clock;
pub mod dhayam;
pub mod games;
pub mod i18n;
pub mod job;
pub mod makruk;
pub mod mix;
pub mod online;
pub mod platform;
#[cfg(feature = "gui")]
pub mod shell;
pub mod store;
pub mod tutorial;
#[cfg(feature = "gui")]
pub mod widgets;
