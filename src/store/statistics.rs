//! The family's statistics, kept in `statistics.json` in the platform's data folder and
//! never sent anywhere: for each player name, Dhayam games played and won by seat count,
//! cuts made and suffered, throws and their luck; every throw value seen, of the app's
//! dice and of the players' own, to test the dice's fairness; and Makruk games by
//! colour and opponent. Written atomically; a damaged file is moved aside and counting
//! starts afresh, with a notice. Finished games only, each counted once.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::envelope::{self, EnvelopeError};
use crate::dhayam::play::fairness::{self, ThrowCounts};
use crate::dhayam::play::game::Game;
use crate::dhayam::play::record::{GameRecord, Ply};
use crate::dhayam::rules::{BySeat, Seat};

/// Files above this size are not read.
const MAX_BYTES: u64 = 4 << 20;
/// The file's format version.
const VERSION: u32 = 1;

/// Everything counted so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    pub version: u32,
    /// Dhayam, by player name.
    pub dhayam: BTreeMap<String, DhayamPlayer>,
    /// Every throw of the app's seeded dice in finished games, by value (1, 2, 3, 4, 5,
    /// 6, 12).
    pub app_dice: ThrowCounts,
    /// Every throw of the players' own dice, entered by hand.
    pub own_dice: ThrowCounts,
    /// Makruk, by player name: a row per colour and opponent.
    pub makruk: BTreeMap<String, Vec<MakrukRow>>,
}

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
    /// The sum of the values thrown: luck is the average minus D1's 3.75.
    pub throw_sum: u64,
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

    /// The average throw minus the dice's average (3.75): the review's luck figure.
    pub fn luck(&self) -> Option<f64> {
        (self.throws > 0).then(|| self.throw_sum as f64 / self.throws as f64 - 3.75)
    }
}

/// Makruk games of one player with one colour against one opponent.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MakrukRow {
    /// `white` or `black`.
    pub colour: String,
    /// `person`, or the computer's level (`beginner` … `master`).
    pub opponent: String,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// A finished Dhayam game as the statistics take it: who sat where, and the record.
pub struct DhayamGame<'a> {
    pub record: &'a GameRecord,
    /// Each playing seat's name and whether a computer played it.
    pub players: BySeat<Option<(String, bool)>>,
}

/// A finished Makruk game: each colour's name and computer level (`None` for a person),
/// and the PGN result (`1-0`, `0-1`, `1/2-1/2`).
pub struct MakrukGame<'a> {
    pub white: (String, Option<&'a str>),
    pub black: (String, Option<&'a str>),
    pub result: &'a str,
}

use super::names::bounded;

impl Statistics {
    /// Names as the one rule bounds them ([`super::names`]): a file written by hand or by
    /// an older version may hold any. Two names that become one keep the first's row.
    fn bound_names(&mut self) {
        if self
            .dhayam
            .keys()
            .chain(self.makruk.keys())
            .any(|n| bounded(n) != *n)
        {
            let mut dhayam = BTreeMap::new();
            for (name, player) in std::mem::take(&mut self.dhayam) {
                dhayam.entry(bounded(&name)).or_insert(player);
            }
            self.dhayam = dhayam;
            let mut makruk = BTreeMap::new();
            for (name, rows) in std::mem::take(&mut self.makruk) {
                makruk.entry(bounded(&name)).or_insert(rows);
            }
            self.makruk = makruk;
        }
    }

    /// Counts a finished Dhayam game. A record that does not replay, or a game not over,
    /// counts nothing.
    pub fn add_dhayam(&mut self, game: &DhayamGame<'_>) {
        let Ok(replayed) = Game::from_record(game.record.clone()) else {
            return;
        };
        let Some(outcome) = replayed.position().outcome() else {
            return;
        };
        let seats: Vec<Seat> = replayed.position().seats().iter().collect();
        let column = seats.len().clamp(2, 4) - 2;
        let stats = replayed.stats();
        for ply in &game.record.plies {
            match *ply {
                Ply::Throw(t) => bump(&mut self.app_dice[fairness::index_of(t.value())], 1),
                Ply::HandThrow(t) => bump(&mut self.own_dice[fairness::index_of(t.value())], 1),
                Ply::Move(_) => {}
            }
        }
        // A game counts once for each name in it, however many seats the name holds.
        let mut counted: Vec<&str> = Vec::new();
        for seat in seats {
            let Some((name, computer)) = &game.players[seat] else {
                continue;
            };
            let player = self.dhayam.entry(bounded(name)).or_default();
            player.computer = *computer;
            if !counted.contains(&name.as_str()) {
                counted.push(name);
                player.played[column] = player.played[column].saturating_add(1);
            }
            if outcome.king() == seat {
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
        }
    }

    /// Counts a finished Makruk game for each person in it.
    pub fn add_makruk(&mut self, game: &MakrukGame<'_>) {
        let (white_score, black_score) = match game.result {
            "1-0" => (1, -1),
            "0-1" => (-1, 1),
            "1/2-1/2" => (0, 0),
            _ => return,
        };
        for (me, other, score, colour) in [
            (&game.white, &game.black, white_score, "white"),
            (&game.black, &game.white, black_score, "black"),
        ] {
            if me.1.is_some() {
                continue;
            }
            let opponent = other.1.unwrap_or("person").to_string();
            let rows = self.makruk.entry(bounded(&me.0)).or_default();
            let row = match rows
                .iter_mut()
                .position(|r| r.colour == colour && r.opponent == opponent)
            {
                Some(i) => &mut rows[i],
                None => {
                    rows.push(MakrukRow {
                        colour: colour.to_string(),
                        opponent,
                        ..MakrukRow::default()
                    });
                    rows.last_mut().expect("just pushed")
                }
            };
            match score {
                1 => row.won = row.won.saturating_add(1),
                0 => row.drawn = row.drawn.saturating_add(1),
                _ => row.lost = row.lost.saturating_add(1),
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.dhayam.is_empty() && self.makruk.is_empty() && self.app_dice.iter().all(|c| *c == 0)
    }
}

/// Adds without overflow: a file may hold any figures (an edited one, the largest).
fn bump(count: &mut u64, by: u64) {
    *count = count.saturating_add(by);
}

/// What a person should be told about the statistics file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatisticsNotice {
    /// The file could not be read; counting goes on in memory and the file is left alone.
    Unreadable { path: PathBuf, message: String },
    /// The file was damaged: it was kept aside under this name and counting starts afresh.
    MovedAside { to: PathBuf, reason: String },
}

/// Loads the statistics from `path`; never fails. A missing file is an empty start.
pub fn load(path: &Path) -> (Statistics, Option<StatisticsNotice>) {
    let fresh = || Statistics {
        version: VERSION,
        ..Statistics::default()
    };
    match std::fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (fresh(), None),
        Err(e) => {
            let notice = StatisticsNotice::Unreadable {
                path: path.to_path_buf(),
                message: e.to_string(),
            };
            return (fresh(), Some(notice));
        }
        Ok(_) => {}
    }
    let parsed = match envelope::read(path, MAX_BYTES) {
        Ok(bytes) => envelope::text(&bytes, MAX_BYTES)
            .map_err(|e| e.to_string())
            .and_then(from_text),
        Err(e @ EnvelopeError::TooLarge { .. }) => Err(e.to_string()),
        Err(e) => {
            let notice = StatisticsNotice::Unreadable {
                path: path.to_path_buf(),
                message: e.to_string(),
            };
            return (fresh(), Some(notice));
        }
    };
    match parsed {
        Ok(stats) => (stats, None),
        Err(reason) => {
            let aside = super::settings::moved_aside_path(path);
            let notice = match std::fs::rename(path, &aside) {
                Ok(()) => StatisticsNotice::MovedAside { to: aside, reason },
                Err(e) => StatisticsNotice::Unreadable {
                    path: path.to_path_buf(),
                    message: format!("{reason}; and it could not be moved aside: {e}"),
                },
            };
            (fresh(), Some(notice))
        }
    }
}

/// Reads the statistics file's text (names bounded by the one rule); `Err` says why not.
pub fn from_text(text: &str) -> Result<Statistics, String> {
    let mut stats = serde_json::from_str::<Statistics>(text).map_err(|e| e.to_string())?;
    if stats.version > VERSION {
        return Err(format!(
            "made by a newer version (format {})",
            stats.version
        ));
    }
    stats.bound_names();
    Ok(stats)
}

/// Writes the statistics atomically.
pub fn store(stats: &Statistics, path: &Path) -> Result<(), EnvelopeError> {
    let mut stats = stats.clone();
    stats.version = VERSION;
    let text = serde_json::to_string_pretty(&stats).unwrap_or_default();
    envelope::write_atomically(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::play::game::Game;
    use crate::dhayam::rules::{Options, SeatSet};

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dhayam-stats-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A whole game between Red ("Amma") and Yellow (a computer), first moves every time.
    fn finished_game(seed: u64) -> GameRecord {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(Options::default(), seats, seed).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, usize::MAX, |moves| moves[0]);
        assert!(game.position().is_over());
        game.record().clone()
    }

    /// Issue 30: one game in which one name holds two seats (two "Computer (easy)"
    /// players) counts as one game for that name, not two; its throws per game are per
    /// seat.
    #[test]
    fn a_name_on_two_seats_counts_one_game() {
        let record = finished_game(11);
        let mut p = BySeat::default();
        p[Seat::Red] = Some(("Computer (easy)".to_string(), true));
        p[Seat::Yellow] = Some(("Computer (easy)".to_string(), true));
        let mut stats = Statistics::default();
        stats.add_dhayam(&DhayamGame {
            record: &record,
            players: p,
        });
        let c = &stats.dhayam["Computer (easy)"];
        assert_eq!(c.played, [1, 0, 0]);
        assert_eq!(c.games(), 1);
        assert_eq!(c.seats, 2);
        let replayed = Game::from_record(record.clone()).unwrap();
        let per_seat =
            f64::from(replayed.stats()[Seat::Red].throws + replayed.stats()[Seat::Yellow].throws)
                / 2.0;
        assert_eq!(c.throws_per_game(), Some(per_seat));
    }

    fn players() -> BySeat<Option<(String, bool)>> {
        let mut p = BySeat::default();
        p[Seat::Red] = Some(("Amma".to_string(), false));
        p[Seat::Yellow] = Some(("Easy".to_string(), true));
        p
    }

    #[test]
    fn a_finished_game_counts_its_players_cuts_and_throws() {
        let record = finished_game(7);
        let game = Game::from_record(record.clone()).unwrap();
        let king = game.position().outcome().unwrap().king();
        let stats = game.stats();
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &record,
            players: players(),
        });
        let amma = &s.dhayam["Amma"];
        assert_eq!(amma.played, [1, 0, 0]);
        assert_eq!(amma.wins(), u32::from(king == Seat::Red));
        assert_eq!(amma.cuts_made, u64::from(stats[Seat::Red].cuts));
        assert_eq!(
            amma.cuts_suffered,
            u64::from(stats[Seat::Red].cut_by_others)
        );
        assert_eq!(amma.throws, u64::from(stats[Seat::Red].throws));
        assert!(s.dhayam["Easy"].computer);
        // Every throw of the game is in the dice's counts, once.
        assert_eq!(s.app_dice.iter().sum::<u64>(), record.throws());
        // Every value thrown is in some player's sum, once.
        let thrown: u64 = record
            .plies
            .iter()
            .filter_map(|p| p.throw())
            .map(|t| u64::from(t.value().get()))
            .sum();
        assert_eq!(s.dhayam.values().map(|p| p.throw_sum).sum::<u64>(), thrown);
        assert_eq!(s.own_dice.iter().sum::<u64>(), 0);
        // A second game adds up.
        s.add_dhayam(&DhayamGame {
            record: &finished_game(8),
            players: players(),
        });
        assert_eq!(s.dhayam["Amma"].games(), 2);
    }

    #[test]
    fn an_unfinished_game_counts_nothing() {
        let mut record = finished_game(7);
        record.plies.truncate(10);
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &record,
            players: players(),
        });
        assert!(s.is_empty());
    }

    #[test]
    fn figures_at_their_largest_stay_there_instead_of_overflowing() {
        let mut s = Statistics {
            app_dice: [u64::MAX; 7],
            ..Statistics::default()
        };
        s.dhayam.insert(
            "Amma".into(),
            DhayamPlayer {
                played: [u32::MAX; 3],
                throws: u64::MAX,
                throw_sum: u64::MAX,
                ..DhayamPlayer::default()
            },
        );
        s.add_dhayam(&DhayamGame {
            record: &finished_game(7),
            players: players(),
        });
        assert_eq!(s.app_dice, [u64::MAX; 7]);
        assert_eq!(s.dhayam["Amma"].played[0], u32::MAX);
        // The figures shown from them are still numbers.
        assert!(s.dhayam["Amma"].luck().is_some_and(f64::is_finite));
        assert!(
            s.dhayam["Amma"]
                .throws_per_game()
                .is_some_and(f64::is_finite)
        );
    }

    #[test]
    fn makruk_counts_each_person_by_colour_and_opponent() {
        let mut s = Statistics::default();
        let game = |result| MakrukGame {
            white: ("Somchai".into(), None),
            black: ("Computer".into(), Some("hard")),
            result,
        };
        s.add_makruk(&game("1-0"));
        s.add_makruk(&game("1/2-1/2"));
        s.add_makruk(&game("0-1"));
        s.add_makruk(&game("*"));
        let rows = &s.makruk["Somchai"];
        assert_eq!(rows.len(), 1);
        assert_eq!((rows[0].won, rows[0].drawn, rows[0].lost), (1, 1, 1));
        assert_eq!(
            (rows[0].colour.as_str(), rows[0].opponent.as_str()),
            ("white", "hard")
        );
        assert!(
            !s.makruk.contains_key("Computer"),
            "computers are not counted"
        );
    }

    #[test]
    fn statistics_survive_a_round_trip_and_a_damaged_file_is_moved_aside() {
        let dir = temp_dir("file");
        let path = dir.join("statistics.json");
        let (empty, notice) = load(&path);
        assert!(empty.is_empty() && notice.is_none());
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &finished_game(3),
            players: players(),
        });
        store(&s, &path).unwrap();
        let (back, notice) = load(&path);
        assert!(notice.is_none());
        assert_eq!(back.dhayam, s.dhayam);
        assert_eq!(back.app_dice, s.app_dice);

        std::fs::write(&path, b"{ not json").unwrap();
        let (fresh, notice) = load(&path);
        assert!(fresh.is_empty());
        let Some(StatisticsNotice::MovedAside { to, .. }) = notice else {
            panic!("{notice:?}")
        };
        assert!(to.exists() && !path.exists());
        assert_eq!(std::fs::read(&to).unwrap(), b"{ not json");
    }

    #[test]
    fn names_are_bounded_when_counted_and_when_loaded() {
        let long = "n".repeat(300_000);
        let mut stats = Statistics::default();
        stats.add_makruk(&MakrukGame {
            white: (long.clone(), None),
            black: ("Computer".into(), Some("hard")),
            result: "1-0",
        });
        assert_eq!(stats.makruk.keys().next().map(String::len), Some(40));
        let dir = temp_dir("long-names");
        let path = dir.join("statistics.json");
        let mut file = Statistics::default();
        file.dhayam
            .insert(format!("{long}\u{1b}"), DhayamPlayer::default());
        std::fs::write(&path, serde_json::to_string(&file).unwrap()).unwrap();
        let (loaded, notice) = load(&path);
        assert!(notice.is_none());
        assert_eq!(loaded.dhayam.keys().next().map(String::len), Some(40));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
