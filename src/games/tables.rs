//! Each game's table at a distance, for the online protocol: the protocol knows no game
//! (`online::Games`), so the list of games sets up the game a setup names, and the host,
//! a guest and a table made with every game the app knows are made here (`Host::new`,
//! `Guest::new`, `Guest::returning`, `Table::new`; the protocol's own constructors take
//! the games as an argument).

use super::GameKind;
use crate::dhayam::online::table::DhayamTable;
use crate::makruk::online::table::MakrukTable;
use crate::online::table::{SetupError, Table};
use crate::online::{Bytes32, GameSetup, Guest, Host, HostConfig, SeatId, Seating};

/// The table of the game `setup` names, by that game's own rules.
pub fn set_up_table(setup: &GameSetup) -> Result<Table, SetupError> {
    Ok(match setup.game {
        GameKind::Dhayam => Table::of(Box::new(DhayamTable::set_up(setup)?)),
        GameKind::Makruk => Table::of(Box::new(MakrukTable::set_up(setup)?)),
    })
}

impl Table {
    /// The table of the game `setup` names (any of the app's games).
    pub fn new(setup: &GameSetup) -> Result<Table, SetupError> {
        set_up_table(setup)
    }
}

impl Host {
    /// A host of any of the app's games: `Host::with_games` with this list's.
    pub fn new(
        setup: GameSetup,
        seating: &[(SeatId, Seating)],
        secret: Bytes32,
        entropy: Bytes32,
        config: HostConfig,
    ) -> Result<Host, SetupError> {
        Host::with_games(setup, seating, secret, entropy, config, set_up_table)
    }
}

impl Guest {
    /// A guest of any of the app's games: `Guest::with_games` with this list's.
    pub fn new(game: GameKind, secret: Bytes32, entropy: Bytes32) -> Guest {
        Guest::with_games(game, secret, entropy, set_up_table)
    }

    /// A guest coming back with the `token` the host's welcome gave it before (after its
    /// app was closed): the host gives its seats back and replays the game.
    pub fn returning(game: GameKind, secret: Bytes32, entropy: Bytes32, token: Bytes32) -> Guest {
        Guest::with_games(game, secret, entropy, set_up_table).with_token(token)
    }
}
