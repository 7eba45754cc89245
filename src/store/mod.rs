//! What the app keeps on disk: the settings file, the game file (whichever game it
//! holds), the statistics, and the envelope every file shares (size limit, UTF-8, atomic
//! write with a backup). It knows no game: what each file holds is `crate::games`'s.

pub mod envelope;
pub mod game_file;
pub mod names;
pub mod settings;
pub mod statistics;
