//! Dhayam's part of the family's statistics (the file is the store's, its sections are
//! named in `crate::games`): for each player name, games played and won by seat count,
//! cuts made and suffered, throws and their luck; and every throw value seen, of the
//! app's dice and shells and of the players' own, to test their fairness. Finished games only,
//! each counted once.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::dhayam::play::fairness::ThrowCounts;
use crate::dhayam::play::game::Game;
use crate::dhayam::play::record::{GameRecord, Ply};
use crate::dhayam::rules::{BySeat, Implement, Seat};
use crate::store::names::bounded;

/// One player's Dhayam games.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct DhayamPlayer {
    /// Whether the name is a computer's (its level's name).
    pub computer: bool,
    /// Games played and won, at 2, 3 and 4 seats (index 0 for 2 seats).
    pub played: [u32; 3],
    pub won: [u32; 3],
    pub cuts_made: u64,
    pub cuts_suffered: u64,
    pub throws: u64,
    /// Seats played, over all games: one name may hold several seats of a game (three
    /// "Computer (easy)" seats), which is one game but three seats' throws. 0 in files
    /// from before it was kept, which counted a game per seat.
    pub seats: u64,
    /// The sum of the values thrown: luck is the average minus the average of what was
    /// thrown.
    pub throw_sum: u64,
    /// How many of `throws` were of six cowries (V1).
    pub shell_throws: u64,
    /// How many of `throws` were of four cowries (V2; the rest of the long dice).
    pub four_shell_throws: u64,
}

impl DhayamPlayer {
    pub fn games(&self) -> u32 {
        self.played
            .iter()
            .fold(0u32, |sum, n| sum.saturating_add(*n))
    }

    pub fn wins(&self) -> u32 {
        self.won.iter().fold(0u32, |sum, n| sum.saturating_add(*n))
    }

    /// Throws per seat played, on average.
    pub fn throws_per_game(&self) -> Option<f64> {
        let seats = if self.seats > 0 {
            self.seats as f64
        } else {
            f64::from(self.games())
        };
        (seats > 0.0).then(|| self.throws as f64 / seats)
    }

    /// The average throw minus the average of what was thrown (3.75 for the dice): the
    /// review's luck figure.
    pub fn luck(&self) -> Option<f64> {
        let six = self.shell_throws.min(self.throws);
        let four = self.four_shell_throws.min(self.throws - six);
        let dice = (self.throws - six - four) as f64;
        let expected = dice * Implement::LongDice.average()
            + six as f64 * Implement::SixCowries.average()
            + four as f64 * Implement::FourCowries.average();
        (self.throws > 0).then(|| (self.throw_sum as f64 - expected) / self.throws as f64)
    }
}

/// A finished Dhayam game as the statistics take it: who sat where, and the record.
pub struct DhayamGame<'a> {
    pub record: &'a GameRecord,
    /// Each playing seat's name and whether a computer played it.
    pub players: BySeat<Option<(String, bool)>>,
}

/// Where a finished game is counted: its players' rows, and the counts of the app's dice
/// and shells and of the players' own.
pub struct Counts<'a> {
    pub players: &'a mut BTreeMap<String, DhayamPlayer>,
    pub app_dice: &'a mut ThrowCounts,
    pub own_dice: &'a mut ThrowCounts,
    pub app_shells: &'a mut ThrowCounts,
    pub own_shells: &'a mut ThrowCounts,
    pub app_four_shells: &'a mut ThrowCounts,
    pub own_four_shells: &'a mut ThrowCounts,
}

impl Counts<'_> {
    /// Counts a finished Dhayam game. A record that does not replay, or a game not over,
    /// counts nothing.
    pub fn add(&mut self, game: &DhayamGame<'_>) {
        let Ok(replayed) = Game::from_record(game.record.clone()) else {
            return;
        };
        let Some(outcome) = replayed.position().outcome() else {
            return;
        };
        let seats: Vec<Seat> = replayed.position().seats().iter().collect();
        let column = seats.len().clamp(2, 4) - 2;
        let stats = replayed.stats();
        let implement = game.record.options.dice;
        for ply in &game.record.plies {
            let (counts, t) = match (*ply, implement) {
                (Ply::Throw(t), Implement::LongDice) => (&mut *self.app_dice, t),
                (Ply::HandThrow(t), Implement::LongDice) => (&mut *self.own_dice, t),
                (Ply::Throw(t), Implement::SixCowries) => (&mut *self.app_shells, t),
                (Ply::HandThrow(t), Implement::SixCowries) => (&mut *self.own_shells, t),
                (Ply::Throw(t), Implement::FourCowries) => (&mut *self.app_four_shells, t),
                (Ply::HandThrow(t), Implement::FourCowries) => (&mut *self.own_four_shells, t),
                (Ply::Move(_), _) => continue,
            };
            // A record replays only with throws of its own implement, so every value has
            // its place.
            if let Some(i) = implement.index_of(t.value()) {
                bump(&mut counts[i], 1);
            }
        }
        // A game counts once for each name in it, however many seats the name holds.
        let mut counted: Vec<&str> = Vec::new();
        for seat in seats {
            let Some((name, computer)) = &game.players[seat] else {
                continue;
            };
            let player = self.players.entry(bounded(name)).or_default();
            player.computer = *computer;
            if !counted.contains(&name.as_str()) {
                counted.push(name);
                player.played[column] = player.played[column].saturating_add(1);
            }
            if outcome.winners().contains(seat) {
                player.won[column] = player.won[column].saturating_add(1);
            }
            bump(&mut player.seats, 1);
            bump(&mut player.cuts_made, u64::from(stats[seat].cuts));
            bump(
                &mut player.cuts_suffered,
                u64::from(stats[seat].cut_by_others),
            );
            bump(&mut player.throws, u64::from(stats[seat].throws));
            bump(&mut player.throw_sum, u64::from(stats[seat].throw_sum));
            match implement {
                Implement::LongDice => {}
                Implement::SixCowries => {
                    bump(&mut player.shell_throws, u64::from(stats[seat].throws));
                }
                Implement::FourCowries => {
                    bump(&mut player.four_shell_throws, u64::from(stats[seat].throws));
                }
            }
        }
    }
}

/// Adds without overflow: a file may hold any figures (an edited one, the largest).
fn bump(count: &mut u64, by: u64) {
    *count = count.saturating_add(by);
}
