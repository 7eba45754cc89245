//! Playing Dhayam: the seeded dice, a game's record, a game in progress with undo, and its
//! turns told for the move log. (Whole games at full speed and tournaments between
//! computer levels use the computer players, so they live in `ai`: `ai::sim`, `ai::arena`.)

pub mod dice;
pub mod fairness;
pub mod game;
pub mod log;
pub mod record;
