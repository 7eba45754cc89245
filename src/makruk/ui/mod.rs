//! Makruk in the window: the board and its pieces, painted by us.

pub mod board;
pub mod pieces;
