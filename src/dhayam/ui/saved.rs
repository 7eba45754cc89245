//! A game on the table as its file keeps it, and back: the seats of a [`GameConfig`]
//! (who plays, a person or a level, the name) as the `.dhayam` file writes them, and
//! the table a file's game is played on from.

use crate::dhayam::rules::{BySeat, Seat};
use crate::dhayam::save::{SavedGame, SeatPlayer};

use super::{GameConfig, Player, SeatConfig, Session, text};

impl GameConfig {
    /// The configuration of a game read from a file.
    pub fn of_saved(saved: &SavedGame) -> GameConfig {
        let seats = Seat::ALL.map(|seat| match &saved.players[seat] {
            Some(p) => SeatConfig {
                playing: true,
                player: p.computer.map_or(Player::Human, Player::Computer),
                name: if p.name.trim().is_empty() {
                    seat.name().to_string()
                } else {
                    p.name.clone()
                },
            },
            None => SeatConfig {
                playing: false,
                player: Player::Human,
                name: seat.name().to_string(),
            },
        });
        GameConfig {
            seats,
            options: saved.record().options,
            seed: saved.record().seed,
            real_dice: saved.real_dice,
        }
    }

    /// The game's seats as its file keeps them.
    pub fn saved_players(&self) -> BySeat<Option<SeatPlayer>> {
        BySeat::from_fn(|seat| {
            let cfg = self.seat(seat);
            cfg.playing.then(|| SeatPlayer {
                name: self.name(seat).to_string(),
                computer: match cfg.player {
                    Player::Human => None,
                    Player::Computer(level) => Some(level),
                },
            })
        })
    }
}

impl Session {
    /// The game on the table as its file keeps it, first made at `created`.
    pub fn to_saved(&self, created: &str) -> SavedGame {
        let mut saved = SavedGame::new(self.game().clone(), self.config().saved_players());
        saved.created = created.to_string();
        saved.real_dice = self.config().real_dice;
        saved.online_dice = self.online_dice();
        saved
    }

    /// Plays on from a game read from a file, as it was replayed there (nothing is
    /// replayed again), its new game dialog closed.
    pub fn open_saved(&mut self, saved: SavedGame) {
        let config = GameConfig::of_saved(&saved);
        self.take_saved(config, saved.game);
        self.close_dialog();
    }
}

/// An unfinished game in the resume prompt: its players (a seat's colour for a player who
/// gave no name) and how many throws were made.
pub fn resume_detail(saved: &SavedGame) -> String {
    let names: Vec<String> = Seat::ALL
        .into_iter()
        .filter_map(|seat| {
            let p = saved.players[seat].as_ref()?;
            Some(if p.name.trim().is_empty() || p.name == seat.name() {
                text::seat(seat)
            } else {
                p.name.clone()
            })
        })
        .collect();
    text::resume_detail(&names.join(", "), saved.record().throws())
}
