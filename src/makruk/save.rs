//! A Makruk game as the `.dhayam` file holds it: a versioned JSON object (format
//! `"makruk"`, documented in docs/save-format.md). This module reads and writes the
//! payload; the file's envelope (size limit, atomic write, backup) is the store's.
//!
//! Loading never trusts the file: every move is replayed through the rules from the start
//! position, the traditional count's actions are taken at their plies, and the stored
//! position and outcome must match the replay.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::ai::Level;
use super::play::clock::Clock;
use super::play::ending::Ending;
use super::rules::{
    ByColor, Color, CountError, CountingMode, FenError, Game, Outcome, Position, UciError,
};

/// The tag in the file's `format` field.
pub const FORMAT: &str = "makruk";
/// The version this app writes; it reads this and every older one.
pub const VERSION: u32 = 1;
/// Longest player name in a file: the one rule of both games ([`crate::store::names`]).
pub const MAX_NAME_CHARS: usize = crate::store::names::MAX_NAME_CHARS;

/// Who plays a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// `None` for a person.
    pub computer: Option<Level>,
}

/// Something a player did to the traditional count, before the move of its ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CountAction {
    Start,
    Stop,
    Keep,
}

/// A count action and the number of moves played before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountEvent {
    pub ply: usize,
    pub action: CountAction,
}

/// A Makruk game as saved.
#[derive(Clone, Debug)]
pub struct SavedMakruk {
    pub game: Game,
    pub players: ByColor<Player>,
    /// The traditional count's actions, in order (empty in automatic counting).
    pub counts: Vec<CountEvent>,
    /// How the game ended besides its rules (resignation, agreement, time).
    pub ending: Option<Ending>,
    /// The clock, stopped, when the game has one.
    pub clock: Option<Clock>,
    /// RFC 3339 UTC times, kept as the store gives them.
    pub created: String,
    pub modified: String,
}

/// The most time a saved clock may hold for a side (a week), in milliseconds.
pub const MAX_CLOCK_MS: u64 = 7 * 24 * 3600 * 1000;

/// Why a payload cannot be trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MakrukSaveError {
    /// Not JSON, or not the shape of a Makruk save (serde's words, with line and column).
    Syntax(String),
    /// JSON, but not a Makruk game.
    NotMakruk,
    NewerVersion {
        found: u64,
    },
    BadVersion(u64),
    BadCounting(String),
    BadPlayer {
        color: Color,
        text: String,
    },
    BadName {
        color: Color,
    },
    Start(FenError),
    /// Move `ply` (from 1) does not read or is not legal.
    Move {
        ply: usize,
        error: UciError,
    },
    /// A move after the game had ended.
    MoveAfterEnd {
        ply: usize,
        outcome: Outcome,
    },
    /// A count action that the rules refuse where it stands.
    Count {
        ply: usize,
        error: CountError,
    },
    /// Count actions out of order, or past the last move.
    CountOrder {
        ply: usize,
    },
    /// The stored position is not the one the moves lead to.
    PositionMismatch {
        stored: String,
        replayed: String,
    },
    OutcomeMismatch {
        stored: String,
        replayed: String,
    },
    /// The ending is not one the app writes, or the rules had already ended the game.
    BadEnding(String),
    /// A clock with more time than [`MAX_CLOCK_MS`].
    BadClock,
}

impl fmt::Display for MakrukSaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MakrukSaveError::Syntax(e) => write!(f, "not a saved game: {e}"),
            MakrukSaveError::NotMakruk => f.write_str("not a saved Makruk game"),
            MakrukSaveError::NewerVersion { found } => write!(
                f,
                "saved by a newer version of the app (format {found}; this one reads up to {VERSION})"
            ),
            MakrukSaveError::BadVersion(v) => write!(f, "format version {v} does not exist"),
            MakrukSaveError::BadCounting(c) => {
                write!(f, "counting '{c}' is not automatic or traditional")
            }
            MakrukSaveError::BadPlayer { color, text } => {
                write!(
                    f,
                    "{color}'s player '{text}' is not human or a computer level"
                )
            }
            MakrukSaveError::BadName { color } => write!(
                f,
                "{color}'s name is empty, longer than {MAX_NAME_CHARS} characters or holds a control character"
            ),
            MakrukSaveError::Start(e) => write!(f, "the start position: {e}"),
            MakrukSaveError::Move { ply, error } => write!(f, "move {ply}: {error}"),
            MakrukSaveError::MoveAfterEnd { ply, outcome } => {
                write!(f, "move {ply} comes after the end of the game ({outcome})")
            }
            MakrukSaveError::Count { ply, error } => {
                write!(f, "the count before move {}: {error}", ply + 1)
            }
            MakrukSaveError::CountOrder { ply } => write!(
                f,
                "the count action at ply {ply} is out of order or past the last move"
            ),
            MakrukSaveError::PositionMismatch { stored, replayed } => write!(
                f,
                "the stored position {stored} is not where the moves lead ({replayed})"
            ),
            MakrukSaveError::OutcomeMismatch { stored, replayed } => write!(
                f,
                "the stored outcome '{stored}' is not the replay's '{replayed}'"
            ),
            MakrukSaveError::BadEnding(e) => write!(
                f,
                "the ending '{e}' is not a resignation, an agreed draw or a clock run out, or the game had ended already"
            ),
            MakrukSaveError::BadClock => {
                f.write_str("the clock holds more time than a game can have")
            }
        }
    }
}

impl std::error::Error for MakrukSaveError {}

#[derive(Serialize, Deserialize)]
struct RawPlayer {
    name: String,
    player: String,
}

#[derive(Serialize, Deserialize)]
struct RawClock {
    white_ms: u64,
    black_ms: u64,
    increment_ms: u64,
}

#[derive(Serialize, Deserialize)]
struct RawCount {
    ply: usize,
    action: CountAction,
}

/// The JSON object, field by field; unknown fields are ignored.
#[derive(Serialize, Deserialize)]
struct RawSave {
    format: String,
    version: u64,
    #[serde(default)]
    app: String,
    #[serde(default)]
    created: String,
    #[serde(default)]
    modified: String,
    counting: String,
    white: RawPlayer,
    black: RawPlayer,
    start: String,
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    counts: Vec<RawCount>,
    position: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    outcome: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ending: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<RawClock>,
}

fn counting_name(mode: CountingMode) -> &'static str {
    match mode {
        CountingMode::Automatic => "automatic",
        CountingMode::Traditional => "traditional",
    }
}

fn player_text(player: &Player) -> String {
    match player.computer {
        None => "human".to_string(),
        Some(level) => level.name().to_ascii_lowercase(),
    }
}

/// The words the file stores for an outcome: the CLI's, with the winner named.
fn outcome_text(outcome: Outcome) -> String {
    match outcome {
        Outcome::Checkmate { winner } => format!("checkmate {winner}"),
        other => other.to_string(),
    }
}

impl SavedMakruk {
    /// The payload as pretty JSON, ready for the store's envelope.
    pub fn to_json(&self, app: &str) -> String {
        let player = |p: &Player| RawPlayer {
            name: p.name.clone(),
            player: player_text(p),
        };
        let raw = RawSave {
            format: FORMAT.to_string(),
            version: u64::from(VERSION),
            app: app.to_string(),
            created: self.created.clone(),
            modified: self.modified.clone(),
            counting: counting_name(self.game.mode()).to_string(),
            white: player(&self.players.white),
            black: player(&self.players.black),
            start: self.game.start().fen(),
            moves: self.game.moves().map(|m| m.to_string()).collect(),
            counts: self
                .counts
                .iter()
                .map(|c| RawCount {
                    ply: c.ply,
                    action: c.action,
                })
                .collect(),
            position: self.game.position().fen(),
            outcome: self.game.outcome().map(outcome_text),
            ending: self.ending.map(Ending::to_text),
            clock: self.clock.map(|c| {
                let [white_ms, black_ms] = c.snapshot(0.0);
                RawClock {
                    white_ms,
                    black_ms,
                    increment_ms: c.increment_ms(),
                }
            }),
        };
        let mut text = serde_json::to_string_pretty(&raw).expect("a save serializes");
        text.push('\n');
        text
    }

    /// Reads a payload and replays it; `Err` names what is wrong.
    pub fn from_json(text: &str) -> Result<SavedMakruk, MakrukSaveError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| MakrukSaveError::Syntax(e.to_string()))?;
        check_header(&value)?;
        let raw: RawSave =
            serde_json::from_value(value).map_err(|e| MakrukSaveError::Syntax(e.to_string()))?;
        let mode = counting_of(&raw.counting)?;
        let players = ByColor {
            white: player_of(Color::White, &raw.white)?,
            black: player_of(Color::Black, &raw.black)?,
        };
        let start = Position::from_fen(&raw.start).map_err(MakrukSaveError::Start)?;
        let (game, counts) = replay(Game::new(start, mode), &raw.moves, &raw.counts)?;
        check_stored(&game, &raw.position, raw.outcome.as_deref())?;
        let ending = match raw.ending {
            None => None,
            Some(text) => match Ending::from_text(&text) {
                Some(e) if game.outcome().is_none() && possible_ending(e, &game, &raw.clock) => {
                    Some(e)
                }
                _ => return Err(MakrukSaveError::BadEnding(text.chars().take(40).collect())),
            },
        };
        let clock = raw.clock.map(clock_of).transpose()?;
        Ok(SavedMakruk {
            game,
            players,
            counts,
            ending,
            clock,
            created: raw.created,
            modified: raw.modified,
        })
    }
}

/// What reads of a damaged Makruk file: the game up to the move before the first one
/// that does not read or is not legal there (issue 62, point 10).
#[derive(Clone, Debug)]
pub struct Salvaged {
    /// The game as far as it reads: no ending, its counts up to there, the clock as the
    /// file kept it.
    pub game: SavedMakruk,
    /// The damaged move, counting from 1.
    pub damaged: usize,
    /// How many moves the file lists.
    pub entries: usize,
}

impl SavedMakruk {
    /// The game of a file that [`SavedMakruk::from_json`] refused for one of its moves,
    /// up to the move before it. `None` when the damage is elsewhere (the JSON itself,
    /// the players, the start), so that nothing reads as a game.
    pub fn salvage(text: &str) -> Option<Salvaged> {
        let damaged = match SavedMakruk::from_json(text) {
            Err(MakrukSaveError::Move { ply, .. } | MakrukSaveError::MoveAfterEnd { ply, .. }) => {
                ply
            }
            _ => return None,
        };
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        check_header(&value).ok()?;
        let raw: RawSave = serde_json::from_value(value).ok()?;
        let mode = counting_of(&raw.counting).ok()?;
        let players = ByColor {
            white: player_of(Color::White, &raw.white).ok()?,
            black: player_of(Color::Black, &raw.black).ok()?,
        };
        let start = Position::from_fen(&raw.start).ok()?;
        let kept = damaged.checked_sub(1)?.min(raw.moves.len());
        let counts: Vec<RawCount> = raw
            .counts
            .iter()
            .filter(|c| c.ply <= kept)
            .map(|c| RawCount {
                ply: c.ply,
                action: c.action,
            })
            .collect();
        let (game, counts) = replay(Game::new(start, mode), &raw.moves[..kept], &counts).ok()?;
        let clock = raw.clock.and_then(|c| clock_of(c).ok());
        Some(Salvaged {
            game: SavedMakruk {
                game,
                players,
                counts,
                ending: None,
                clock,
                created: raw.created,
                modified: raw.modified,
            },
            damaged,
            entries: raw.moves.len(),
        })
    }
}

/// The envelope's promise, before the payload is read as a whole: the format is
/// Makruk's and the version one this app reads.
fn check_header(value: &serde_json::Value) -> Result<(), MakrukSaveError> {
    if value.get("format").and_then(|f| f.as_str()) != Some(FORMAT) {
        return Err(MakrukSaveError::NotMakruk);
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v > u64::from(VERSION) => Err(MakrukSaveError::NewerVersion { found: v }),
        Some(0) => Err(MakrukSaveError::BadVersion(0)),
        Some(_) => Ok(()),
        None => Err(MakrukSaveError::Syntax("no version number".into())),
    }
}

fn counting_of(name: &str) -> Result<CountingMode, MakrukSaveError> {
    match name {
        "automatic" => Ok(CountingMode::Automatic),
        "traditional" => Ok(CountingMode::Traditional),
        other => Err(MakrukSaveError::BadCounting(
            other.chars().take(40).collect(),
        )),
    }
}

/// A colour's player: a name by the rule both games share, and a person or a level.
fn player_of(color: Color, raw: &RawPlayer) -> Result<Player, MakrukSaveError> {
    // Makruk's seats have no colour name to fall back on, so an empty name is refused
    // too.
    if raw.name.is_empty() || crate::store::names::check(&raw.name).is_err() {
        return Err(MakrukSaveError::BadName { color });
    }
    let computer = match raw.player.as_str() {
        "human" => None,
        other => Some(
            Level::from_name(other).ok_or_else(|| MakrukSaveError::BadPlayer {
                color,
                text: other.chars().take(40).collect(),
            })?,
        ),
    };
    Ok(Player {
        name: raw.name.clone(),
        computer,
    })
}

/// Plays the moves from the start, taking each traditional count action before the move
/// of its ply; returns the game and the actions taken.
fn replay(
    mut game: Game,
    moves: &[String],
    raw_counts: &[RawCount],
) -> Result<(Game, Vec<CountEvent>), MakrukSaveError> {
    let mut counts = Vec::with_capacity(raw_counts.len());
    let mut next_count = raw_counts.iter().peekable();
    let mut last_ply = 0;
    for ply in 0..=moves.len() {
        while let Some(c) = next_count.next_if(|c| c.ply == ply) {
            if c.ply < last_ply {
                return Err(MakrukSaveError::CountOrder { ply: c.ply });
            }
            last_ply = c.ply;
            let done = match c.action {
                CountAction::Start => game.start_recorded_count(),
                CountAction::Stop => game.stop_count(),
                CountAction::Keep => game.keep_board_count(),
            };
            done.map_err(|error| MakrukSaveError::Count { ply, error })?;
            counts.push(CountEvent {
                ply,
                action: c.action,
            });
        }
        let Some(text) = moves.get(ply) else {
            break;
        };
        if let Some(outcome) = game.outcome() {
            return Err(MakrukSaveError::MoveAfterEnd {
                ply: ply + 1,
                outcome,
            });
        }
        let mv = game
            .position()
            .parse_uci(text)
            .map_err(|error| MakrukSaveError::Move {
                ply: ply + 1,
                error,
            })?;
        game.play(mv)
            .expect("a legal move in an unfinished game plays");
    }
    if let Some(c) = next_count.next() {
        return Err(MakrukSaveError::CountOrder { ply: c.ply });
    }
    Ok((game, counts))
}

/// The stored position and outcome must be where the replayed moves lead.
fn check_stored(game: &Game, position: &str, outcome: Option<&str>) -> Result<(), MakrukSaveError> {
    let replayed = game.position().fen();
    if position != replayed {
        return Err(MakrukSaveError::PositionMismatch {
            stored: position.chars().take(100).collect(),
            replayed,
        });
    }
    let replayed_outcome = game.outcome().map(outcome_text);
    if outcome != replayed_outcome.as_deref() {
        return Err(MakrukSaveError::OutcomeMismatch {
            stored: outcome.unwrap_or("none").chars().take(40).collect(),
            replayed: replayed_outcome.unwrap_or_else(|| "none".into()),
        });
    }
    Ok(())
}

/// A stopped clock, no side holding more than [`MAX_CLOCK_MS`].
fn clock_of(c: RawClock) -> Result<Clock, MakrukSaveError> {
    if [c.white_ms, c.black_ms, c.increment_ms]
        .iter()
        .any(|&ms| ms > MAX_CLOCK_MS)
    {
        return Err(MakrukSaveError::BadClock);
    }
    Ok(Clock::from_parts([c.white_ms, c.black_ms], c.increment_ms))
}

/// Whether an ending could have happened: a clock ran out only in a game with a clock,
/// and it is a draw exactly when the winner has nothing but the khun left (as
/// [`Ending::time`] decides it on the board the game ended on).
fn possible_ending(ending: Ending, game: &Game, clock: &Option<RawClock>) -> bool {
    match ending {
        Ending::Time { loser, .. } => {
            clock.is_some() && ending == Ending::time(loser, game.position().board())
        }
        Ending::Resigned { .. } | Ending::DrawAgreed => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(name: &str) -> Player {
        Player {
            name: name.into(),
            computer: None,
        }
    }

    fn saved(fen: &str, mode: CountingMode, moves: &[&str]) -> SavedMakruk {
        let mut game = Game::new(Position::from_fen(fen).unwrap(), mode);
        for m in moves {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        SavedMakruk {
            game,
            players: ByColor {
                white: person("Somchai"),
                black: Player {
                    name: "Computer".into(),
                    computer: Some(Level::Hard),
                },
            },
            counts: Vec::new(),
            ending: None,
            clock: None,
            created: "2026-12-01T10:00:00Z".into(),
            modified: "2026-12-01T10:05:00Z".into(),
        }
    }

    /// Issue 62, point 10: a flipped byte in one move refused the whole game. The game up
    /// to the move before it is offered, naming the damaged move; its counts are kept up
    /// to there.
    #[test]
    fn a_damaged_move_leaves_the_game_up_to_the_one_before_it() {
        let moves = [
            "e3e4", "e6e5", "b1d2", "b8d7", "g1e2", "g8e7", "d3d4", "d6d5", "c1c2", "c8c7",
        ];
        let s = saved("startpos", CountingMode::Automatic, &moves);
        let text = s.to_json("dhayam 0.1.0");
        for n in [1, 4, 7, 10] {
            let damaged = crate::store::damage::flip_in_entry(&text, "moves", n);
            let damaged = String::from_utf8(damaged).unwrap();
            assert!(SavedMakruk::from_json(&damaged).is_err(), "move {n}");
            let salvaged = SavedMakruk::salvage(&damaged).expect("the game up to the damage");
            assert_eq!((salvaged.damaged, salvaged.entries), (n, moves.len()));
            assert_eq!(salvaged.game.game.len(), n - 1);
            assert_eq!(salvaged.game.players, s.players);
        }
        assert!(
            SavedMakruk::salvage(&text).is_none(),
            "a file that reads whole"
        );
        let mut bad_start: serde_json::Value = serde_json::from_str(&text).unwrap();
        bad_start["start"] = "nonsense".into();
        assert!(SavedMakruk::salvage(&bad_start.to_string()).is_none());
    }

    #[test]
    fn a_game_saves_and_loads_the_same_and_re_saves_the_same_bytes() {
        let s = saved(
            "startpos",
            CountingMode::Automatic,
            &["e3e4", "e6e5", "b1d2"],
        );
        let text = s.to_json("dhayam 0.1.0");
        let back = SavedMakruk::from_json(&text).unwrap();
        assert_eq!(back.game.position(), s.game.position());
        assert_eq!(back.players, s.players);
        assert_eq!(back.to_json("dhayam 0.1.0"), text);
    }

    #[test]
    fn a_resignation_and_the_clock_are_kept() {
        let mut s = saved("startpos", CountingMode::Automatic, &["e3e4"]);
        s.ending = Some(Ending::Resigned {
            loser: Color::Black,
        });
        s.clock = Some(Clock::from_parts([59_000, 60_000], 2_000));
        let back = SavedMakruk::from_json(&s.to_json("x")).unwrap();
        assert_eq!(back.ending, s.ending);
        assert_eq!(back.clock, s.clock);
    }

    #[test]
    fn m17_traditional_count_actions_replay_at_their_plies() {
        let fen = "4k3/8/8/8/8/8/r7/R2K3R b - - 0 1";
        let mut s = saved(fen, CountingMode::Traditional, &[]);
        s.game.start_count().unwrap();
        for m in ["e8e7", "h1h2", "e7e8"] {
            let mv = s.game.position().parse_uci(m).unwrap();
            s.game.play(mv).unwrap();
        }
        s.game.stop_count().unwrap();
        s.counts = vec![
            CountEvent {
                ply: 0,
                action: CountAction::Start,
            },
            CountEvent {
                ply: 3,
                action: CountAction::Stop,
            },
        ];
        let text = s.to_json("dhayam");
        assert!(text.contains("\"action\": \"start\""));
        let back = SavedMakruk::from_json(&text).unwrap();
        assert_eq!(back.counts, s.counts);
        assert_eq!(back.game.spoken_count(), None);
        assert_eq!(back.game.mode(), CountingMode::Traditional);
    }

    #[test]
    fn a_clock_run_out_in_a_game_with_a_clock_is_kept() {
        let mut s = saved("startpos", CountingMode::Automatic, &["e3e4"]);
        s.clock = Some(Clock::from_parts([5000, 0], 0));
        s.ending = Some(Ending::time(Color::Black, s.game.position().board()));
        let back = SavedMakruk::from_json(&s.to_json("x")).unwrap();
        assert_eq!(
            back.ending,
            Some(Ending::Time {
                loser: Color::Black,
                drawn: false
            })
        );
    }

    #[test]
    fn a_damaged_payload_is_refused_naming_the_problem() {
        let good = saved("startpos", CountingMode::Automatic, &["e3e4", "e6e5"]).to_json("x");
        let cases = [
            ("{", "not a saved game"),
            (
                "{\"format\": \"dhayam\", \"version\": 1}",
                "not a saved Makruk game",
            ),
            (
                &good.replace("\"version\": 1", "\"version\": 9"),
                "newer version",
            ),
            (
                &good.replace("\"e6e5\"", "\"e6e4\""),
                "move 2: e6e4 is not a legal move",
            ),
            (
                &good.replace("\"hard\"", "\"grandmaster\""),
                "is not human or a computer level",
            ),
            (
                &good.replace("\"automatic\"", "\"sometimes\""),
                "counting 'sometimes'",
            ),
            (&good.replace("Somchai", ""), "name is empty"),
            (&good.replace("Somchai", "Som\\u0000chai"), "control character"),
            (&good.replace("Somchai", &"S".repeat(41)), "longer than 40"),
            // Issue 31: a clock ran out in a game without a clock.
            (
                &good.replace("\"moves\"", "\"ending\": \"time-drawn white\",\n  \"moves\""),
                "the ending 'time-drawn white'",
            ),
            // A clock, but Black's whole army stands: the flag falling wins, not draws.
            (
                &good.replace(
                    "\"moves\"",
                    "\"ending\": \"time-drawn white\",\n  \"clock\": {\"white_ms\": 0, \"black_ms\": 5000, \"increment_ms\": 0},\n  \"moves\"",
                ),
                "the ending 'time-drawn white'",
            ),
            (
                &good.replace("pppp1ppp/4p3/4P3/PPPP1PPP", "pppp1ppp/8/4P3/PPPP1PPP"),
                "stored position",
            ),
            (
                &good.replace("\"start\": \"rnsmksnr", "\"start\": \"rnsmksnrr"),
                "the start position",
            ),
            (
                &good.replace("\"moves\"", "\"ending\": \"resigned green\",\n  \"moves\""),
                "the ending 'resigned green'",
            ),
            (
                &good.replace(
                    "\"moves\"",
                    "\"clock\": {\"white_ms\": 1, \"black_ms\": 99999999999999, \"increment_ms\": 0},\n  \"moves\"",
                ),
                "more time than a game can have",
            ),
        ];
        for (text, words) in cases {
            let e = SavedMakruk::from_json(text).unwrap_err().to_string();
            assert!(e.contains(words), "{words}: {e}");
            assert!(!e.contains('\n'));
        }
    }

    #[test]
    fn m11_a_finished_game_stores_its_outcome_and_takes_no_move_after_it() {
        let s = saved(
            "4k3/R7/8/8/8/8/8/1R1K4 w - - 0 1",
            CountingMode::Automatic,
            &["b1b8"],
        );
        let text = s.to_json("x");
        assert!(text.contains("\"outcome\": \"checkmate white\""), "{text}");
        assert!(SavedMakruk::from_json(&text).is_ok());
        let extra = text.replace("\"b1b8\"", "\"b1b8\", \"e8e7\"");
        let e = SavedMakruk::from_json(&extra).unwrap_err();
        assert!(
            matches!(e, MakrukSaveError::MoveAfterEnd { ply: 2, .. }),
            "{e}"
        );
    }
}
