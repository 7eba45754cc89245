//! The `.dhayam` file: a versioned JSON record of one game (documented in docs/save-format.md).
//!
//! Loading never trusts the file: the moves are replayed through the rules from the start,
//! the dice are checked against the seed, and the stored position and outcome must match
//! the replay. Any byte sequence gives either a game or a `SaveError` naming the problem.

use crate::platform::SystemTime;
use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::dhayam::ai::Level;
use crate::dhayam::online::dice::{self as online_dice, ThrowEntry};
use crate::dhayam::play::dice::{Dice, RealDice};
use crate::dhayam::play::game::Game;
use crate::dhayam::play::record::{GameRecord, Ply, ReplayError};
use crate::dhayam::rules::{BySeat, Options, Position, Seat, SeatSet, Throw};
use crate::online::{Bytes32, OnlineDice, SeatId};
use crate::store::envelope::{self, EnvelopeError};
pub use crate::store::game_file::rfc3339;

/// The tag in every file's `format` field.
pub const FORMAT: &str = "dhayam";
/// The newest format version this app writes; it reads this and every older one.
/// Version 2 adds throws of the players' own dice (`h:A,B`) and the `real_dice` field;
/// version 3 the `online_dice` of a game played at a distance (issue 33). A game is
/// written at the oldest version that holds it, so older apps read what they can.
pub const VERSION: u32 = 3;
/// Files above this size are refused before parsing.
pub const MAX_BYTES: usize = 1 << 20;
/// Longest player name in a file: the one rule of both games ([`crate::store::names`]).
pub const MAX_NAME_CHARS: usize = crate::store::names::MAX_NAME_CHARS;

/// Who sits at a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatPlayer {
    pub name: String,
    /// `None` for a person.
    pub computer: Option<Level>,
}

/// A game as stored: the game (its record, and the position the record leads to), who
/// plays each seat, who throws their own dice, and when it was made. A file's game is
/// replayed once, as it is read ([`from_bytes`]); the table plays on from it as it is.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// A game from the usual start (a tutorial's exercise is no game to save).
    pub game: Game,
    pub players: BySeat<Option<SeatPlayer>>,
    pub real_dice: RealDice,
    /// A game played at a distance: the table's dice, to check its throws again.
    pub online_dice: Option<OnlineDice>,
    /// RFC 3339 UTC times.
    pub created: String,
    pub modified: String,
}

/// Two saved games are the same when their records are: the position follows from it.
impl PartialEq for SavedGame {
    fn eq(&self, other: &SavedGame) -> bool {
        self.record() == other.record()
            && self.players == other.players
            && self.real_dice == other.real_dice
            && self.online_dice == other.online_dice
            && self.created == other.created
            && self.modified == other.modified
    }
}

impl Eq for SavedGame {}

impl SavedGame {
    pub fn new(game: Game, players: BySeat<Option<SeatPlayer>>) -> SavedGame {
        let now = rfc3339(SystemTime::now());
        SavedGame {
            game,
            players,
            real_dice: RealDice::Off,
            online_dice: None,
            created: now.clone(),
            modified: now,
        }
    }

    /// The game's record: the seats, rules, seed and every ply.
    pub fn record(&self) -> &GameRecord {
        self.game.record()
    }
}

/// Why a file could not be read, saved or trusted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Reading or writing failed (path, and the system's words).
    Io {
        path: String,
        message: String,
        kind: std::io::ErrorKind,
    },
    TooLarge {
        bytes: usize,
    },
    NotText,
    /// Not JSON, or not the shape of a save (serde's message names line and column).
    Syntax(String),
    /// The text ends in the middle of the JSON: the file was cut short (serde's message).
    Truncated(String),
    /// JSON, but not a Dhayam game.
    NotDhayam,
    /// Written by a newer app.
    NewerVersion {
        found: u64,
    },
    BadVersion(u64),
    BadRules(String),
    /// The seats field: missing seats, unknown letters or players, repeats.
    BadSeats(String),
    /// A ply that is not a throw or a move (1-based ply number).
    BadPly {
        ply: usize,
        text: String,
    },
    /// The moves break the rules.
    Replay(ReplayError),
    /// A throw differs from the one the seed gives.
    DiceMismatch {
        ply: usize,
    },
    BadStoredPosition(String),
    /// The stored position is not where the moves lead.
    PositionMismatch {
        stored: String,
        replayed: String,
    },
    OutcomeMismatch,
    /// A game played at a distance whose dice do not check out, or are damaged.
    OnlineDice(String),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Io { path, message, .. } => write!(f, "{path}: {message}"),
            SaveError::TooLarge { bytes } => write!(
                f,
                "the file is {bytes} bytes; a Dhayam game is at most {MAX_BYTES} bytes"
            ),
            SaveError::NotText => f.write_str("the file is not text (not UTF-8)"),
            SaveError::Syntax(m) => write!(f, "the file is not a valid game file: {m}"),
            SaveError::Truncated(m) => write!(
                f,
                "the file is not a valid game file: it ends in the middle ({m})"
            ),
            SaveError::NotDhayam => f.write_str("the file is not a Dhayam game"),
            SaveError::NewerVersion { found } => write!(
                f,
                "the file was saved by a newer Dhayam (format {found}); this version reads up to format {VERSION}"
            ),
            SaveError::BadVersion(v) => write!(f, "format version {v} does not exist"),
            SaveError::BadRules(m) => write!(f, "the rules are wrong: {m}"),
            SaveError::BadSeats(m) => write!(f, "the seats are wrong: {m}"),
            SaveError::BadPly { ply, text } => {
                let shown: String = text.chars().take(30).collect();
                write!(
                    f,
                    "ply {ply} '{}' is neither a throw nor a move",
                    shown.escape_debug()
                )
            }
            SaveError::Replay(e) => write!(f, "the game breaks the rules at {e}"),
            SaveError::DiceMismatch { ply } => {
                write!(
                    f,
                    "the throw at ply {ply} is not the one the dice seed gives"
                )
            }
            SaveError::BadStoredPosition(m) => write!(f, "the stored position is wrong: {m}"),
            SaveError::PositionMismatch { stored, replayed } => write!(
                f,
                "the stored position '{stored}' is not where the moves lead ('{replayed}')"
            ),
            SaveError::OutcomeMismatch => {
                f.write_str("the stored result is not how the moves end the game")
            }
            SaveError::OnlineDice(m) => write!(f, "the online game's dice: {m}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl SaveError {
    /// A JSON reader's error: a text that ends early is a file cut short, anything else
    /// is not a game file.
    pub fn json(e: serde_json::Error) -> SaveError {
        if e.is_eof() {
            SaveError::Truncated(e.to_string())
        } else {
            SaveError::Syntax(e.to_string())
        }
    }
}

impl From<EnvelopeError> for SaveError {
    fn from(e: EnvelopeError) -> SaveError {
        match e {
            EnvelopeError::Io {
                path,
                message,
                kind,
            } => SaveError::Io {
                path,
                message,
                kind,
            },
            EnvelopeError::TooLarge { bytes } => SaveError::TooLarge {
                bytes: usize::try_from(bytes).unwrap_or(usize::MAX),
            },
            EnvelopeError::NotText => SaveError::NotText,
        }
    }
}

/// The JSON shape of format version 1.
#[derive(Clone, Serialize, Deserialize)]
struct FileV1 {
    format: String,
    version: u64,
    app: String,
    created: String,
    modified: String,
    rules: String,
    seats: Vec<SeatV1>,
    seed: u64,
    plies: Vec<String>,
    position: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    outcome: Option<OutcomeV1>,
    /// Version 2: who throws their own dice.
    #[serde(default, skip_serializing_if = "RealDice::is_off")]
    real_dice: RealDice,
    /// Version 3: a game played at a distance.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    online_dice: Option<OnlineDiceV3>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OnlineDiceV3 {
    commitment: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    contributions: Vec<String>,
}

#[derive(Clone, Serialize, Deserialize)]
struct SeatV1 {
    seat: String,
    name: String,
    /// `human`, or a computer level's name.
    player: String,
}

#[derive(Clone, Serialize, Deserialize, PartialEq, Eq)]
struct OutcomeV1 {
    king: String,
    /// Every seat in finishing order (the King first).
    places: Vec<String>,
}

fn outcome_of(position: &Position) -> Option<OutcomeV1> {
    position.outcome().map(|o| OutcomeV1 {
        king: o.king().letter().to_string(),
        places: o.order.iter().map(|s| s.letter().to_string()).collect(),
    })
}

/// The file's text (with the position the game stands in: nothing is replayed).
pub fn to_json(game: &SavedGame) -> Result<String, SaveError> {
    let position = *game.game.position();
    let seats = Seat::ALL
        .into_iter()
        .filter_map(|seat| {
            let player = game.players[seat].as_ref()?;
            Some(SeatV1 {
                seat: seat.letter().to_string(),
                name: crate::store::names::bounded(&player.name),
                player: player.computer.map_or("human", Level::name).to_string(),
            })
        })
        .collect();
    let record = game.record();
    let by_hand = record.has_hand_throws() || !game.real_dice.is_off();
    let version = match (&game.online_dice, by_hand) {
        (Some(_), _) => 3,
        (None, true) => 2,
        (None, false) => 1,
    };
    let file = FileV1 {
        format: FORMAT.to_string(),
        version,
        app: format!("dhayam {}", env!("CARGO_PKG_VERSION")),
        created: game.created.clone(),
        modified: game.modified.clone(),
        rules: record.options.to_string(),
        seats,
        seed: record.seed,
        plies: record.plies.iter().map(|p| p.text()).collect(),
        position: position.to_dpn(),
        outcome: outcome_of(&position),
        real_dice: game.real_dice,
        online_dice: game.online_dice.as_ref().map(|d| OnlineDiceV3 {
            commitment: d.commitment.to_hex(),
            seed: d.seed.map(|s| s.to_hex()),
            contributions: d.contributions.iter().map(Bytes32::to_hex).collect(),
        }),
    };
    serde_json::to_string_pretty(&file).map_err(|e| SaveError::Syntax(e.to_string()))
}

/// Reads a game from a file's bytes, trusting nothing in them.
pub fn from_bytes(bytes: &[u8]) -> Result<SavedGame, SaveError> {
    let text = envelope::text(bytes, MAX_BYTES as u64)?;
    let header = envelope::json_header(text).map_err(SaveError::json)?;
    if header.format.as_deref() != Some(FORMAT) {
        return Err(SaveError::NotDhayam);
    }
    let version = match header.version {
        Some(v) => v,
        None => {
            return Err(SaveError::Syntax(
                "the version is not a whole number".into(),
            ));
        }
    };
    match version {
        0 => Err(SaveError::BadVersion(0)),
        1..=3 => {
            let file: FileV1 = serde_json::from_str(text).map_err(SaveError::json)?;
            if version < 3 && file.online_dice.is_some() {
                return Err(SaveError::OnlineDice(format!(
                    "version {version} has no online dice"
                )));
            }
            check(file, version >= 2)
        }
        // Older formats would be migrated here, one version at a time.
        v => Err(SaveError::NewerVersion { found: v }),
    }
}

/// What reads of a damaged file: the game up to the ply before the first one that does
/// not read, breaks the rules or is not the seed's throw (issue 62, point 10).
#[derive(Clone, Debug)]
pub struct Salvaged {
    pub game: SavedGame,
    /// The damaged ply, counting from 1.
    pub damaged: usize,
    /// How many plies the file lists.
    pub entries: usize,
}

/// The ply an error names, when it is one ply's fault.
fn damaged_ply(e: &SaveError) -> Option<usize> {
    match e {
        SaveError::BadPly { ply, .. }
        | SaveError::DiceMismatch { ply }
        | SaveError::Replay(ReplayError::Throw { ply, .. } | ReplayError::Move { ply, .. }) => {
            Some(*ply)
        }
        _ => None,
    }
}

/// The game of a file that [`from_bytes`] refused for one of its plies, up to the ply
/// before the first damaged one. `None` when the damage is elsewhere (the JSON itself,
/// the rules, the seats), or in a game played at a distance, whose dice are checked as
/// a whole.
pub fn salvage(bytes: &[u8]) -> Option<Salvaged> {
    let mut damaged = damaged_ply(&from_bytes(bytes).err()?)?;
    let text = envelope::text(bytes, MAX_BYTES as u64).ok()?;
    let version = envelope::json_header(text).ok()?.version?;
    if !(1..=3).contains(&version) {
        return None;
    }
    let file: FileV1 = serde_json::from_str(text).ok()?;
    if file.online_dice.is_some() {
        return None;
    }
    let entries = file.plies.len();
    // A throw changed by the damage may still be legal: its moves then break the rules
    // later, or the seed's check finds it. Each try keeps fewer plies.
    loop {
        let mut shorter = file.clone();
        shorter.plies.truncate(damaged.checked_sub(1)?);
        match check_as_far_as_it_reads(shorter, version >= 2) {
            Ok(game) => {
                return Some(Salvaged {
                    game,
                    damaged,
                    entries,
                });
            }
            Err(e) => match damaged_ply(&e) {
                Some(ply) if ply < damaged => damaged = ply,
                _ => return None,
            },
        }
    }
}

/// Checks a file's plies as [`check`] does, without the stored position and outcome (they
/// are the whole game's, not the part that reads).
fn check_as_far_as_it_reads(mut file: FileV1, hand_throws: bool) -> Result<SavedGame, SaveError> {
    file.outcome = None;
    check_plies(file, hand_throws, false)
}

/// Checks a version 1 or 2 file (`hand_throws`: version 2, which may hold them).
fn check(file: FileV1, hand_throws: bool) -> Result<SavedGame, SaveError> {
    check_plies(file, hand_throws, true)
}

/// Checks a file; the stored position is compared with the replay when `whole`.
fn check_plies(file: FileV1, hand_throws: bool, whole: bool) -> Result<SavedGame, SaveError> {
    let options: Options = file
        .rules
        .parse()
        .map_err(|e: crate::dhayam::rules::OptionsError| SaveError::BadRules(e.to_string()))?;

    let mut players: BySeat<Option<SeatPlayer>> = BySeat::default();
    for entry in &file.seats {
        let seat = match entry.seat.as_str() {
            "R" | "G" | "Y" | "B" => Seat::from_letter(entry.seat.chars().next().unwrap_or('?')),
            _ => None,
        }
        .ok_or_else(|| {
            SaveError::BadSeats(format!(
                "'{}' is not a seat (R, G, Y, B)",
                entry.seat.escape_debug()
            ))
        })?;
        if players[seat].is_some() {
            return Err(SaveError::BadSeats(format!("{seat} is listed twice")));
        }
        let computer = match entry.player.as_str() {
            "human" => None,
            other => Some(other.parse::<Level>().map_err(SaveError::BadSeats)?),
        };
        // The same rule as Makruk's saves: a name that breaks it is refused, not mended.
        // An empty name is Dhayam's way to say "the seat's colour".
        crate::store::names::check(&entry.name)
            .map_err(|e| SaveError::BadSeats(format!("{seat}: {e}")))?;
        let name = entry.name.clone();
        players[seat] = Some(SeatPlayer { name, computer });
    }
    let seats: SeatSet = Seat::ALL
        .into_iter()
        .filter(|s| players[*s].is_some())
        .collect();

    let plies = file
        .plies
        .iter()
        .enumerate()
        .map(|(i, text)| {
            Ply::read(text, hand_throws).ok_or_else(|| SaveError::BadPly {
                ply: i + 1,
                text: text.clone(),
            })
        })
        .collect::<Result<Vec<Ply>, SaveError>>()?;
    let record = GameRecord {
        options,
        seats,
        seed: file.seed,
        plies,
    };

    // The one replay of the file's moves: the table plays on from this game.
    let game = Game::from_record(record).map_err(|e| match e {
        ReplayError::Start(p) => SaveError::BadSeats(p.to_string()),
        other => SaveError::Replay(other),
    })?;
    let replayed = *game.position();
    // The dice: every seeded throw must be the seed's, in order (after the rules, whose
    // errors say more). Throws of the players' own dice do not use the seed.
    let mut dice = Dice::from_seed(game.record().seed);
    let implement = game.record().options.dice;
    for (i, ply) in game.record().plies.iter().enumerate() {
        if let Ply::Throw(t) = ply
            && dice.throw_with(implement) != *t
        {
            return Err(SaveError::DiceMismatch { ply: i + 1 });
        }
    }

    let online_dice = file
        .online_dice
        .as_ref()
        .map(|d| check_online_dice(d, game.record()))
        .transpose()?;

    let stored = if whole {
        Position::from_dpn(&file.position, options)
            .map_err(|e| SaveError::BadStoredPosition(e.to_string()))?
    } else {
        replayed
    };
    if stored != replayed {
        return Err(SaveError::PositionMismatch {
            stored: file.position.chars().take(80).collect(),
            replayed: replayed.to_dpn(),
        });
    }
    if file.outcome.is_some() && file.outcome != outcome_of(&replayed) {
        return Err(SaveError::OutcomeMismatch);
    }
    Ok(SavedGame {
        game,
        players,
        real_dice: if hand_throws {
            file.real_dice
        } else {
            RealDice::Off
        },
        online_dice,
        created: file.created.chars().take(40).collect(),
        modified: file.modified.chars().take(40).collect(),
    })
}

/// Reads a file's online dice and, when the seed is there, checks every table throw of
/// the game (its `h:` plies, in order) against the commitment, the seed and the
/// contributions.
fn check_online_dice(d: &OnlineDiceV3, record: &GameRecord) -> Result<OnlineDice, SaveError> {
    let hex = |field: &str, text: &str| {
        Bytes32::from_hex(text)
            .ok_or_else(|| SaveError::OnlineDice(format!("the {field} is not 64 hex digits")))
    };
    let commitment = hex("commitment", &d.commitment)?;
    let seed = d.seed.as_deref().map(|s| hex("seed", s)).transpose()?;
    let contributions = d
        .contributions
        .iter()
        .map(|c| hex("contribution", c))
        .collect::<Result<Vec<_>, _>>()?;
    let throws: Vec<Throw> = record
        .plies
        .iter()
        .filter_map(|p| match p {
            Ply::HandThrow(t) => Some(*t),
            _ => None,
        })
        .collect();
    if throws.len() != contributions.len() {
        return Err(SaveError::OnlineDice(format!(
            "{} throws but {} contributions",
            throws.len(),
            contributions.len()
        )));
    }
    if let Some(seed) = &seed {
        let entries: Vec<ThrowEntry> = throws
            .iter()
            .zip(&contributions)
            .enumerate()
            .map(|(i, (throw, contribution))| ThrowEntry {
                k: i as u32 + 1,
                // The seat plays no part in a throw's value.
                seat: SeatId(0),
                contribution: *contribution,
                throw: *throw,
            })
            .collect();
        online_dice::verify(&commitment, seed, &entries)
            .map_err(|e| SaveError::OnlineDice(e.to_string()))?;
    }
    Ok(OnlineDice {
        commitment,
        seed,
        contributions,
    })
}

/// Reads a game file, refusing oversized files before reading them whole.
pub fn load(path: &Path) -> Result<SavedGame, SaveError> {
    from_bytes(&envelope::read(path, MAX_BYTES as u64)?)
}

/// Saves a game to `path`, updating its modification time.
pub fn save(game: &mut SavedGame, path: &Path) -> Result<(), SaveError> {
    game.modified = rfc3339(SystemTime::now());
    Ok(envelope::write_atomically(path, to_json(game)?.as_bytes())?)
}

/// Saves the autosave, keeping the previous one as `<path>.bak`
/// ([`envelope::backup_path`]).
pub fn autosave(game: &mut SavedGame, path: &Path) -> Result<(), SaveError> {
    game.modified = rfc3339(SystemTime::now());
    Ok(envelope::write_with_backup(
        path,
        to_json(game)?.as_bytes(),
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::play::game::Game;
    use crate::dhayam::rules::Implement;
    use std::time::Duration;

    pub(crate) fn sample_game(plies: usize, options: Options) -> SavedGame {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(options, seats, 42).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, plies, |moves| moves[moves.len() - 1]);
        let mut players = BySeat::default();
        players[Seat::Red] = Some(SeatPlayer {
            name: "Amma".into(),
            computer: None,
        });
        players[Seat::Yellow] = Some(SeatPlayer {
            name: "Computer".into(),
            computer: Some(Level::Easy),
        });
        SavedGame::new(game, players)
    }

    /// Issue 62, point 10: one flipped byte in entry 7 of 66 refused the whole game. What
    /// reads is offered: the game up to entry 6, naming entry 7, whatever the flip made
    /// of it (no throw or move at all, another throw than the seed's, a move the rules
    /// refuse); the file's bytes are not touched.
    #[test]
    fn a_damaged_entry_leaves_the_game_up_to_the_one_before_it() {
        let game = sample_game(66, Options::default());
        assert_eq!(game.record().plies.len(), 66);
        let text = to_json(&game).unwrap();
        for n in [7, 8, 9, 30] {
            let damaged = crate::store::damage::flip_in_entry(&text, "plies", n);
            assert!(
                from_bytes(&damaged).is_err(),
                "entry {n} damaged is refused"
            );
            let salvaged = salvage(&damaged).expect("the game up to the damage");
            assert_eq!(salvaged.entries, 66);
            assert!(salvaged.damaged <= n, "entry {n}: {}", salvaged.damaged);
            let kept = salvaged.damaged - 1;
            assert_eq!(
                salvaged.game.record().plies[..],
                game.record().plies[..kept],
                "entry {n}"
            );
        }
        // Entry 7 of this game is a throw: its value changes, so entry 7 is named.
        let damaged = crate::store::damage::flip_in_entry(&text, "plies", 7);
        assert_eq!(salvage(&damaged).unwrap().damaged, 7);
        // A file that reads whole, or whose damage is not in an entry, gives nothing.
        assert!(salvage(text.as_bytes()).is_none());
        let no_json = text.replacen('{', "[", 1);
        assert!(salvage(no_json.as_bytes()).is_none());
    }

    /// A game at a distance of `throws` table throws: its file, and its seed.
    fn online_game(throws: u32) -> (SavedGame, Bytes32) {
        let seed = Bytes32([7; 32]);
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(Options::default(), seats, 1).unwrap();
        let mut contributions = Vec::new();
        for k in 1..=throws {
            let contribution = Bytes32([k as u8; 32]);
            game.throw_by_hand(online_dice::throw_for(
                &seed,
                &contribution,
                k,
                Implement::LongDice,
            ))
            .unwrap();
            contributions.push(contribution);
            while matches!(game.position().phase(), crate::dhayam::rules::Phase::Move) {
                let mv = game.position().legal_moves()[0];
                game.play(mv).unwrap();
            }
        }
        let mut saved = sample_game(0, Options::default());
        saved.game = game;
        saved.online_dice = Some(OnlineDice {
            commitment: crate::online::secret::commitment(&seed),
            seed: Some(seed),
            contributions,
        });
        (saved, seed)
    }

    #[test]
    fn an_online_games_file_checks_every_table_throw_as_it_is_read() {
        let (saved, _) = online_game(40);
        let text = to_json(&saved).unwrap();
        assert!(text.contains("\"version\": 3") && text.contains("\"online_dice\""));
        let read = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(read, saved);
        assert_eq!(read.online_dice.unwrap().checked(), Some(40));
    }

    #[test]
    fn an_online_game_whose_dice_do_not_check_out_is_refused_with_the_reason() {
        let (saved, _) = online_game(12);
        let text = to_json(&saved).unwrap();
        // Another contribution for throw 5: the recorded throw is no longer the seed's.
        let bad = text.replacen(&Bytes32([5; 32]).to_hex(), &Bytes32([99; 32]).to_hex(), 1);
        match from_bytes(bad.as_bytes()) {
            Err(SaveError::OnlineDice(m)) => assert!(m.contains("throw 5"), "{m}"),
            other => panic!("{other:?}"),
        }
        // A contribution left out, a damaged commitment, online dice in a version 2 file.
        let one = format!("\"{}\"", Bytes32([12; 32]).to_hex());
        let short = text.replacen(&format!(",\n      {one}"), "", 1);
        assert!(matches!(
            from_bytes(short.as_bytes()),
            Err(SaveError::OnlineDice(_))
        ));
        let commitment = saved.online_dice.as_ref().unwrap().commitment.to_hex();
        let damaged = text.replacen(&commitment, "zz", 1);
        assert!(matches!(
            from_bytes(damaged.as_bytes()),
            Err(SaveError::OnlineDice(_))
        ));
        let old = text.replacen("\"version\": 3", "\"version\": 2", 1);
        assert!(matches!(
            from_bytes(old.as_bytes()),
            Err(SaveError::OnlineDice(_))
        ));
    }

    #[test]
    fn an_unfinished_online_game_keeps_its_dice_until_the_seed_is_revealed() {
        let (mut saved, _) = online_game(9);
        saved.online_dice.as_mut().unwrap().seed = None;
        let read = from_bytes(to_json(&saved).unwrap().as_bytes()).unwrap();
        let dice = read.online_dice.unwrap();
        assert_eq!((dice.checked(), dice.contributions.len()), (None, 9));
    }

    #[test]
    fn a_saved_game_loads_back_the_same() {
        for plies in [0, 1, 57, usize::MAX] {
            let game = sample_game(plies, "turn=pooled,cutbonus=on".parse().unwrap());
            let text = to_json(&game).unwrap();
            let loaded = from_bytes(text.as_bytes()).unwrap();
            assert_eq!(loaded, game);
        }
    }

    /// Reading a file replays its moves once; writing it replays nothing.
    #[test]
    fn a_file_is_replayed_once_as_it_is_read_and_not_as_it_is_written() {
        use crate::dhayam::play::record::replays;
        let game = sample_game(57, Options::default());
        let before = replays::so_far();
        let text = to_json(&game).unwrap();
        assert_eq!(replays::so_far(), before);
        from_bytes(text.as_bytes()).unwrap();
        assert_eq!(replays::so_far(), before + 1);
    }

    #[test]
    fn rfc3339_dates() {
        let t = |s| rfc3339(SystemTime::UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(t(0), "1970-01-01T00:00:00Z");
        assert_eq!(t(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(t(1_796_040_000), "2026-11-30T12:00:00Z");
    }

    #[test]
    fn plies_round_trip() {
        for text in ["t:0,0", "t:3,1", "h:2,1", "n+1", "x+5", "23+12", "pass"] {
            assert_eq!(Ply::read(text, true).unwrap().text(), text);
        }
        for bad in [
            "t:4,0", "t:0", "t:0,0,0", "t:,", "T:0,0", "h:4,1", "", "move",
        ] {
            assert!(Ply::read(bad, true).is_none(), "{bad}");
        }
        // Version 1 has no throws of the players' own dice.
        assert!(Ply::read("h:2,1", false).is_none());
    }

    /// A game where people throw their own dice and the computer the app's: Red's
    /// throws are entered by hand (1 then 4), Yellow's come from the seed.
    fn real_dice_game() -> SavedGame {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(Options::default(), seats, 42).unwrap();
        let by_hand = |v| Throw::example_of(crate::dhayam::rules::Value::new(v).unwrap()).unwrap();
        game.throw_by_hand(by_hand(1)).unwrap();
        game.play("n+1".parse().unwrap()).unwrap();
        game.throw_by_hand(by_hand(4)).unwrap();
        game.play("0+4".parse().unwrap()).unwrap();
        for _ in 0..6 {
            if game.position().to_move() != Seat::Yellow || game.position().is_over() {
                break;
            }
            if game.position().needs_throw() {
                game.throw().unwrap();
            } else {
                let mv = game.position().legal_moves().as_slice()[0];
                game.play(mv).unwrap();
            }
        }
        let mut saved = sample_game(0, Options::default());
        saved.game = game;
        saved.real_dice = RealDice::People;
        saved
    }

    #[test]
    fn a_real_dice_game_is_version_2_and_loads_back_the_same() {
        let game = real_dice_game();
        assert!(game.record().has_hand_throws());
        let text = to_json(&game).unwrap();
        assert!(
            text.contains("\"version\": 2") && text.contains("\"h:0,1\""),
            "{text}"
        );
        assert!(text.contains("\"real_dice\": \"people\""));
        let loaded = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(loaded, game);
        // The seeded dice went on where they were: Yellow's first throw is the seed's first.
        assert!(loaded.record().throws_match_seed());
        // A game without them stays version 1, for older apps.
        let plain = to_json(&sample_game(20, Options::default())).unwrap();
        assert!(plain.contains("\"version\": 1") && !plain.contains("real_dice"));
    }

    #[test]
    fn v1_a_game_of_six_cowries_saves_each_shell_and_loads_back_the_same() {
        let options: Options = "dice=cowrie6".parse().unwrap();
        let game = sample_game(60, options);
        let text = to_json(&game).unwrap();
        assert!(text.contains("dice=cowrie6"), "{text}");
        let Some(Ply::Throw(first)) = game.record().plies.first().copied() else {
            panic!("a game starts with a throw")
        };
        let written = format!("\"t:{}\"", first.landing_text());
        assert!(text.contains(&written) && written.len() == 10, "{written}");
        let loaded = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(loaded, game);
        assert!(loaded.record().throws_match_seed());
        // Shells turned over in the file (same count, other shells) are not the seed's…
        let bits = first.to_string();
        let turned: String = bits[..6].chars().rev().collect();
        if turned != bits[..6] {
            let edited = text.replacen(&written, &format!("\"t:{turned}\""), 1);
            assert!(matches!(
                from_bytes(edited.as_bytes()),
                Err(SaveError::DiceMismatch { ply: 1 })
            ));
        }
        // …and the long dice's faces in a game of shells are refused by the rules.
        let edited = text.replacen(&written, "\"t:0,1\"", 1);
        assert!(matches!(
            from_bytes(edited.as_bytes()),
            Err(SaveError::Replay(_))
        ));
        // Seven shells, or a 2 among them, are not a throw at all.
        for bad in ["\"t:1011001\"", "\"t:102100\""] {
            let edited = text.replacen(&written, bad, 1);
            assert!(
                matches!(from_bytes(edited.as_bytes()), Err(SaveError::BadPly { .. })),
                "{bad}"
            );
        }
    }

    /// V13, V17: a finished game of partners with pairs, thrown with shells, saves its
    /// pair's win and loads back the same; a file of partners naming only two seats is
    /// refused with the seats' problem.
    /// A finished game of four partners under `rules`, saved with the seats' names; the
    /// pair won (V13).
    fn finished_partners_game(rules: &str, seed: u64) -> SavedGame {
        let options: Options = rules.parse().unwrap();
        let seats: SeatSet = Seat::ALL.into_iter().collect();
        let mut game = Game::new(options, seats, seed).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, usize::MAX, |moves| moves[0]);
        let outcome = game.position().outcome().expect("over");
        assert_eq!(outcome.winners().len(), 2);
        let players = BySeat::from_fn(|seat| {
            Some(SeatPlayer {
                name: seat.name().to_string(),
                computer: None,
            })
        });
        SavedGame::new(game, players)
    }

    #[test]
    fn v13_v17_a_finished_game_of_partners_and_pairs_loads_back_the_same() {
        let saved = finished_partners_game("dice=cowrie6,teams=on,pairs=block", 5);
        let outcome = saved.game.position().outcome().expect("over");
        let text = to_json(&saved).unwrap();
        let loaded = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(loaded, saved);
        assert_eq!(
            loaded.game.position().outcome().map(|o| o.winners()),
            Some(outcome.winners())
        );
        // The same file with Green and Blue taken out cannot be a game of partners.
        let mut json: serde_json::Value = serde_json::from_str(&text).unwrap();
        let list = json["seats"].as_array_mut().expect("a list of seats");
        list.retain(|entry| matches!(entry["seat"].as_str(), Some("R" | "Y")));
        assert_eq!(list.len(), 2);
        let two = serde_json::to_string(&json).unwrap();
        assert!(matches!(
            from_bytes(two.as_bytes()),
            Err(SaveError::BadSeats(_))
        ));
    }

    /// V2, V5, V14, V18: a finished game of Thaayam (four shells, the 5×5 board) played
    /// by partners with twins and throws for the partner saves each shell and loads back
    /// the same; six shells in a game of four are refused.
    #[test]
    fn v2_v5_v14_v18_a_finished_game_of_thaayam_loads_back_the_same() {
        let saved = finished_partners_game(
            "dice=cowrie4,board=5x5,teams=on,forpartner=on,pairs=twin",
            9,
        );
        let text = to_json(&saved).unwrap();
        assert!(text.contains("board=5x5"), "{text}");
        let loaded = from_bytes(text.as_bytes()).unwrap();
        assert_eq!(loaded, saved);
        assert!(loaded.game.record().throws_match_seed());
        let Some(Ply::Throw(first)) = saved.game.record().plies.first().copied() else {
            panic!("a game starts with a throw")
        };
        let written = format!("\"t:{}\"", first.landing_text());
        assert_eq!(written.len(), 8, "four shells: {written}");
        let edited = text.replacen(&written, "\"t:101100\"", 1);
        assert!(matches!(
            from_bytes(edited.as_bytes()),
            Err(SaveError::Replay(_) | SaveError::DiceMismatch { .. })
        ));
    }

    #[test]
    fn seeded_throws_are_still_checked_beside_hand_ones() {
        let game = real_dice_game();
        let text = to_json(&game).unwrap();
        let seeded = game
            .record()
            .plies
            .iter()
            .position(|p| matches!(p, Ply::Throw(_)))
            .expect("Yellow threw the app's dice");
        let Ply::Throw(t) = game.record().plies[seeded] else {
            unreachable!()
        };
        // Passing a seeded throw off as the player's own is refused as a v1 ply…
        let as_v1 = text.replace("\"version\": 2", "\"version\": 1");
        assert!(matches!(
            from_bytes(as_v1.as_bytes()),
            Err(SaveError::BadPly { .. })
        ));
        // …and a seeded throw edited to other faces with the same value is caught.
        let faces = t.faces().expect("a game of the long dice");
        let other = if faces[0] == faces[1] {
            None
        } else {
            Some(format!("t:{},{}", faces[1].pips(), faces[0].pips()))
        };
        if let Some(other) = other {
            let original = format!("\"{}\"", Ply::Throw(t).text());
            let edited = text.replacen(&original, &format!("\"{other}\""), 1);
            assert!(matches!(
                from_bytes(edited.as_bytes()),
                Err(SaveError::DiceMismatch { .. })
            ));
        }
    }
}
