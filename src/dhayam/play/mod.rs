//! Playing Dhayam: the seeded dice, a game's record, a game in progress with undo, whole
//! games at full speed, and tournaments between computer levels.

pub mod arena;
pub mod dice;
pub mod game;
pub mod record;
pub mod sim;
