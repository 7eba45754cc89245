//! Which games there are: the list's one leaf, which imports nothing of the crate, so
//! anything (the online protocol's messages, the settings file's sections) may name a
//! game's kind without importing the games. Each game's words and picture for the window
//! are `games.rs`'s.

use serde::{Deserialize, Serialize};

/// The games the app plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    #[default]
    Dhayam,
    Makruk,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Dhayam, GameKind::Makruk];

    /// The games as the chooser and the resume prompt list them: the one played last
    /// first, the others in their usual order.
    pub fn last_first(last: Option<GameKind>) -> [GameKind; 2] {
        let mut kinds = GameKind::ALL;
        if let Some(at) = kinds.iter().position(|k| Some(*k) == last) {
            kinds[..=at].rotate_right(1);
        }
        kinds
    }
}

/// A game's name as its files write it (`dhayam`, `makruk`: the settings' `last_game`,
/// the autosave's `autosave-<name>.dhayam`).
impl AsRef<str> for GameKind {
    fn as_ref(&self) -> &str {
        match self {
            GameKind::Dhayam => "dhayam",
            GameKind::Makruk => "makruk",
        }
    }
}
