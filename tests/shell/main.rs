//! The window around the games: files (open, save, the autosave, drops), every language,
//! every dialog fitting a small window, the screens that must not move under the pointer,
//! and both binaries' command lines.

#[cfg(feature = "gui")]
mod command_line;
#[cfg(feature = "gui")]
mod ui_files;
#[cfg(feature = "gui")]
mod ui_fit;
#[cfg(feature = "gui")]
mod ui_i18n;
#[cfg(all(feature = "gui", feature = "online"))]
mod ui_join;
#[cfg(feature = "gui")]
mod ui_learn;
#[cfg(feature = "gui")]
mod ui_notices;
#[cfg(feature = "gui")]
mod ui_phone;
#[cfg(feature = "gui")]
mod ui_screens;
#[cfg(feature = "gui")]
#[path = "../ui_support/mod.rs"]
mod ui_support;
