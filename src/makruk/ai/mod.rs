//! Makruk's computer players: a search engine beside the rules (never inside them).
//!
//! [`search`] is the engine (iterative-deepening PVS), [`eval`] the hand evaluation, [`nnue`] the learned one, [`tt`] the
//! transposition table, [`time`] the time limits, [`params`] every tunable number, [`tune`] the search's margins as knobs a tuner
//! sets over UCI.
//! [`level`] builds the levels a person plays against from them, [`advice`] the hint (the
//! best move now) and the review (each played move judged), [`thinker`] the background
//! thread the window's computer thinks on, [`advisor`] the advice's background threads.
//! Dhayam uses the same words: its `ai::advice` and its window's `ui::advisor`.

pub mod advice;
pub mod advisor;
pub mod correction;
pub mod eval;
pub mod learn;
pub mod level;
pub mod nnue;
pub mod params;
pub mod search;
pub mod see;
#[cfg(test)]
mod test_games;
pub mod thinker;
pub mod time;
pub mod tt;
pub mod tune;
pub mod uci;

pub use advice::{Hint, Mark, ReviewedMove, hint, review, win_chance};
pub use level::{Choice, Level, LevelSettings, Player};
pub use nnue::Evaluate;
pub use search::{Report, RootMove, Score, SearchResult, Searcher, history_keys};
pub use thinker::Thinker;
pub use time::{Clock, Limits};
