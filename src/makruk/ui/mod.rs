//! Makruk in the window: the board and its pieces, painted by us.

pub mod board;
pub mod board_look;
pub mod card;
pub mod command;
pub mod config;
pub mod game_over;
pub mod learn;
pub mod move_rows;
pub mod new_game;
pub mod piece_sprites;
pub mod pieces;
pub mod rules_book;
pub mod session;
pub mod settings_section;
pub mod side;
pub mod sound;
pub mod statistics;
pub mod table;
pub mod text;
pub mod tutorial;

pub use command::Command;
