//! Playing Dhayam: the seeded dice, a game's record, a game in progress with undo, its turns told for the move log, whole
//! games at full speed, and tournaments between computer levels.

pub mod arena;
pub mod dice;
pub mod fairness;
pub mod game;
pub mod log;
pub mod record;
pub mod sim;
