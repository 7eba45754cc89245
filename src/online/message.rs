//! The protocol's messages: what a host and its guests say to each other, and the limits
//! every field keeps. The codec (`codec.rs`) turns them into bytes and back; nothing here
//! knows a socket.
//!
//! Moves travel in each game's own notation (Dhayam's DPN move text, Makruk's UCI move),
//! so the relayed unit is the record's entry and both ends apply it through their own
//! rules. Quick phrases travel as ids, never as text, so each player reads them in their
//! own language.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::games::GameKind;

/// Bumped whenever a message changes shape or meaning: a guest of another version is
/// refused at its hello rather than misunderstood later.
/// 3: a throw travels as it landed (`landed`, dice or shells), not as two faces.
/// 4: the hello names the person (`name`), so the host can say who watches.
/// 5: a guest that found the game on the home network asks to be let in (`asks`), or
/// proves the game's short code instead of the invitation's secret.
pub const PROTOCOL_VERSION: u16 = 5;

/// The hard limit of one encoded message, checked before any parsing.
pub const MAX_MESSAGE_BYTES: usize = 16 * 1024;
/// Chat is plain text of at most this many characters.
pub const MAX_CHAT_CHARS: usize = 280;
/// A player's name.
pub const MAX_NAME_CHARS: usize = 24;
/// A move's text: `23+12`, `pass`, `e5e6m` are all shorter.
pub const MAX_MOVE_CHARS: usize = 8;
/// A game's rules field: Dhayam's options string or Makruk's starting FEN.
pub const MAX_RULES_CHARS: usize = 120;
/// Seats at one table (Dhayam has four).
pub const MAX_SEATS: usize = 4;

/// 32 bytes (a secret, a seed, a hash, a contribution), written as 64 lowercase hex
/// digits so a message stays readable in a log.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Bytes32(pub [u8; 32]);

impl Bytes32 {
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// Exactly 64 lowercase hex digits: one spelling per value, so a message has one
    /// encoding.
    pub fn from_hex(text: &str) -> Option<Bytes32> {
        let bytes = text.as_bytes();
        if bytes.len() != 64 {
            return None;
        }
        let digit = |c: u8| match c {
            b'0'..=b'9' => Some(c - b'0'),
            b'a'..=b'f' => Some(c - b'a' + 10),
            _ => None,
        };
        let mut out = [0u8; 32];
        for (i, pair) in bytes.chunks_exact(2).enumerate() {
            out[i] = digit(pair[0])? << 4 | digit(pair[1])?;
        }
        Some(Bytes32(out))
    }
}

impl fmt::Debug for Bytes32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl fmt::Display for Bytes32 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl Serialize for Bytes32 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Bytes32 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Bytes32, D::Error> {
        let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
        Bytes32::from_hex(&text)
            .ok_or_else(|| serde::de::Error::custom("expected 64 lowercase hex digits"))
    }
}

/// A seat at the table by number: Dhayam's R, G, Y, B are 0–3, Makruk's White and Black
/// 0 and 1. The table (`table.rs`) says which numbers play and what they are called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatId(pub u8);

impl SeatId {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Who sits in a seat, as every player's screen shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Occupancy {
    /// A person at the host's screen.
    Host,
    /// A person on a guest's screen, connected.
    Guest,
    /// The host's computer player.
    Computer,
    /// Invited: waiting for a guest to claim it.
    Open,
    /// Its guest dropped; held for them until the countdown ends.
    Held,
    /// Its guest stayed away past the hold: a computer plays it until they return.
    Replaced,
}

/// One seat in the host's seat list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatView {
    pub seat: SeatId,
    pub occupancy: Occupancy,
    pub name: String,
    /// Whether the receiving guest holds this seat (each guest gets its own list).
    pub yours: bool,
    /// For a held seat: milliseconds left on its countdown when the list was sent.
    pub held_ms: Option<u64>,
}

/// The game a host sets up, enough for a guest to build the same table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    pub game: GameKind,
    /// Dhayam: the playing seats' letters (`RY`); Makruk: empty.
    pub seats: String,
    /// Dhayam: the options string (`turn=pooled`, empty for the defaults); Makruk: the
    /// starting FEN.
    pub rules: String,
    /// Makruk: the clock the host keeps, if the game has one; Dhayam: none.
    pub clock: Option<TableClock>,
}

/// A game clock as set up: minutes for each side, seconds added after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableClock {
    pub minutes: u32,
    pub increment: u32,
}

/// What the host's clock reads at a moment: each seat's time left in milliseconds (by
/// seat number, White first) and whose time runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockReading {
    pub left_ms: [u64; 2],
    pub running: Option<SeatId>,
}

impl TableClock {
    /// A day at most, as the window's clock allows; ten minutes' increment at most.
    pub const MAX_MINUTES: u32 = 24 * 60;
    pub const MAX_INCREMENT: u32 = 600;
}

/// The quick phrases, sent as ids so each player reads them in their own language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phrase {
    GoodMove,
    YourTurn,
    WellPlayed,
    OneMoment,
}

impl Phrase {
    pub const ALL: [Phrase; 4] = [
        Phrase::GoodMove,
        Phrase::YourTurn,
        Phrase::WellPlayed,
        Phrase::OneMoment,
    ];
}

/// Why a message or an action was refused: sent to the peer as a code (its screen says
/// it in the player's language) and returned to local callers as the same value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Anything before a hello.
    HelloFirst,
    /// A hello of another protocol version.
    Version,
    /// A hello for the other game.
    WrongGame,
    /// The invitation's secret was not proved.
    BadSecret,
    /// A second hello on one connection.
    AlreadyJoined,
    /// A claim for a seat that is not open.
    SeatTaken,
    /// A seat number that does not play in this game.
    NoSuchSeat,
    /// A move, throw or word for a seat the sender does not hold.
    NotYourSeat,
    /// A move or throw when the seat is not due to do it.
    NotYourTurn,
    /// A move or throw numbered for another point of the game (sent late or twice).
    Stale,
    /// A move the rules refuse.
    IllegalMove,
    /// Something this game does not have (a draw offer in Dhayam).
    NotInThisGame,
    /// Play before the start.
    NotStarted,
    /// The game already started (a claim, a second start).
    AlreadyStarted,
    /// A seat is still open at the start.
    SeatsOpen,
    /// Play after the end.
    GameOver,
    /// A message numbered out of sequence.
    Sequence,
    /// A message over the size limit.
    TooLarge,
    /// Bytes that are no message of the protocol.
    Malformed,
    /// Too many messages too fast: the connection is closed.
    Flood,
    /// A contribution nobody asked for.
    UnexpectedContribution,
    /// A throw is already being made.
    ThrowPending,
    /// A guest's rules disagree with what the host broadcast: the game stops there.
    Divergence,
    /// A guest's check of the dice failed.
    DiceCheckFailed,
    /// A message only the other side sends.
    WrongDirection,
    /// A rematch before the game is over.
    NotOver,
    /// The table has as many watchers as it takes.
    Watchers,
    /// The host's player refused a guest that asked to be let in.
    NotLetIn,
    /// The host's player did not answer a guest that asked to be let in.
    NoAnswer,
}

impl ErrorCode {
    /// Every code, for tests that each is said in words.
    pub const ALL: [ErrorCode; 29] = [
        ErrorCode::HelloFirst,
        ErrorCode::Version,
        ErrorCode::WrongGame,
        ErrorCode::BadSecret,
        ErrorCode::AlreadyJoined,
        ErrorCode::SeatTaken,
        ErrorCode::NoSuchSeat,
        ErrorCode::NotYourSeat,
        ErrorCode::NotYourTurn,
        ErrorCode::Stale,
        ErrorCode::IllegalMove,
        ErrorCode::NotInThisGame,
        ErrorCode::NotStarted,
        ErrorCode::AlreadyStarted,
        ErrorCode::SeatsOpen,
        ErrorCode::GameOver,
        ErrorCode::Sequence,
        ErrorCode::TooLarge,
        ErrorCode::Malformed,
        ErrorCode::Flood,
        ErrorCode::UnexpectedContribution,
        ErrorCode::ThrowPending,
        ErrorCode::Divergence,
        ErrorCode::DiceCheckFailed,
        ErrorCode::WrongDirection,
        ErrorCode::NotOver,
        ErrorCode::Watchers,
        ErrorCode::NotLetIn,
        ErrorCode::NoAnswer,
    ];
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ErrorCode::HelloFirst => "the first message must be a hello",
            ErrorCode::Watchers => "the table has as many watchers as it takes",
            ErrorCode::Version => "the other app speaks another version of the protocol",
            ErrorCode::WrongGame => "the invitation is for the other game",
            ErrorCode::BadSecret => "the invitation's secret is wrong",
            ErrorCode::AlreadyJoined => "this connection has already joined",
            ErrorCode::SeatTaken => "that seat is not free",
            ErrorCode::NoSuchSeat => "that seat does not play in this game",
            ErrorCode::NotYourSeat => "that seat is someone else's",
            ErrorCode::NotYourTurn => "it is not that seat's turn to do that",
            ErrorCode::Stale => "that was sent for an earlier point of the game",
            ErrorCode::IllegalMove => "the rules do not allow that move",
            ErrorCode::NotInThisGame => "this game has no such thing",
            ErrorCode::NotStarted => "the game has not started",
            ErrorCode::AlreadyStarted => "the game has already started",
            ErrorCode::SeatsOpen => "a seat is still open",
            ErrorCode::GameOver => "the game is over",
            ErrorCode::Sequence => "a message came out of sequence",
            ErrorCode::TooLarge => "a message was too large",
            ErrorCode::Malformed => "a message was not one of the protocol's",
            ErrorCode::Flood => "too many messages too fast",
            ErrorCode::UnexpectedContribution => "a dice contribution nobody asked for",
            ErrorCode::ThrowPending => "a throw is already being made",
            ErrorCode::Divergence => "the two apps disagree about the game",
            ErrorCode::DiceCheckFailed => "the check of the dice failed",
            ErrorCode::WrongDirection => "only the other side sends that message",
            ErrorCode::NotOver => "the game is not over yet",
            ErrorCode::NotLetIn => "the host did not let this guest in",
            ErrorCode::NoAnswer => "the host did not answer in time",
        })
    }
}

impl std::error::Error for ErrorCode {}

/// One message. Which side sends which is noted on each; the receiver refuses the rest
/// (`ErrorCode::WrongDirection`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// Guest → host, first: proves the invitation's secret (`secret::proof`), and on a
    /// return names the guest's token so its seats are given back. `name` is the person
    /// at the guest's screen (empty: none given), for the host's list of who watches; a
    /// hello of an older version has none, and still reads (to be refused in words for
    /// its version, not as garbled). `asks`: the guest found the game on the home
    /// network and holds no secret; it asks the host's player to let it in (its `proof`
    /// is then not looked at).
    Hello {
        version: u16,
        game: GameKind,
        proof: Bytes32,
        rejoin: Option<Bytes32>,
        #[serde(default)]
        name: String,
        #[serde(default)]
        asks: bool,
    },
    /// Host → guest, after a good hello: the guest's token (kept to return with) and the
    /// game as set up.
    Welcome {
        token: Bytes32,
        setup: GameSetup,
    },
    /// Host → each guest whenever a seat changes, with `yours` marked for that guest.
    Seats {
        seats: Vec<SeatView>,
    },
    /// Guest → host: takes an open seat (a guest may take more than one).
    Claim {
        seat: SeatId,
        name: String,
    },
    /// Host → all: game number `game` of this table (1, then each rematch's) starts (or,
    /// to a returning guest, started) as set up.
    Start {
        setup: GameSetup,
        game: u32,
    },
    /// Host → all, Dhayam only, before the first throw: SHA-256 of the hidden seed.
    Commitment {
        hash: Bytes32,
    },
    /// Both ways. Guest → host: a seat's move for the record's entry `index`. Host → all:
    /// the move applied as entry `index`, in the rules' own spelling.
    Move {
        index: u32,
        seat: SeatId,
        text: String,
    },
    /// Guest → host: the seat asks for its throw, bringing its fresh contribution.
    ThrowRequest {
        index: u32,
        seat: SeatId,
        contribution: Bytes32,
    },
    /// Host → one guest: send a fresh contribution for throw number `throw`.
    ContributionRequest {
        throw: u32,
    },
    /// Guest → host: the contribution asked for.
    Contribution {
        throw: u32,
        contribution: Bytes32,
    },
    /// Host → all: throw number `throw` (from 1), entry `index`, made with `contribution`
    /// (from the guest holding `contributor`, or the host's own when no guest was there).
    Throw {
        index: u32,
        seat: SeatId,
        throw: u32,
        contributor: Option<SeatId>,
        contribution: Bytes32,
        /// How the dice or shells landed, written as saves write it (`Throw::landing_text`).
        landed: String,
    },
    /// Host → all, at the end of a Dhayam game: the seed behind the commitment.
    SeedReveal {
        seed: Bytes32,
    },
    /// Both ways (guest asks, host broadcasts what it accepted), Makruk only.
    Resign {
        seat: SeatId,
    },
    /// Both ways, Makruk only.
    DrawOffer {
        seat: SeatId,
    },
    /// Both ways, Makruk only: the answer to an offer.
    DrawAnswer {
        seat: SeatId,
        accept: bool,
    },
    /// Both ways: a quick phrase from a seat.
    Phrase {
        seat: SeatId,
        phrase: Phrase,
    },
    /// Both ways: a line of chat from a seat.
    Chat {
        seat: SeatId,
        text: String,
    },
    /// Host → all, Makruk with a clock: each seat's time left in milliseconds (by seat
    /// number) and whose time runs, after each move and to a guest who returns. The
    /// host's clock is the game's; a guest's display follows it.
    Clock {
        left_ms: [u64; 2],
        running: Option<SeatId>,
    },
    /// Host → all, Makruk: `seat`'s time ran out (an entry of the record).
    Flag {
        seat: SeatId,
    },
    /// Host → guest: the host left, before the game's end (after revealing the seed, if
    /// the game has dice) or after it (no rematch will come); nobody should wait for it
    /// or dial it again.
    Ended,
    Ping {
        nonce: u64,
    },
    Pong {
        nonce: u64,
    },
    /// Both ways: what was refused (`about`: the refused message's sequence number).
    Error {
        code: ErrorCode,
        about: Option<u64>,
    },
}

/// One message on the wire: sequence numbers count each sender's messages on one
/// connection from 1, so a lost, repeated or reordered message is seen at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    pub seq: u64,
    pub msg: Message,
}

/// A field that parsed but breaks the protocol's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldProblem {
    ChatTooLong,
    NameTooLong,
    EmptyName,
    MoveTooLong,
    RulesTooLong,
    TooManySeats,
    /// A seat number no game has.
    SeatNumber,
    /// A throw is two dice faces 0 (blank) to 3 (`1,3`) or six shells (`101100`).
    Landing,
    /// Control characters in text meant for a screen.
    ControlCharacter,
    /// Sequence numbers start at 1.
    ZeroSequence,
    /// A clock of no minutes, or beyond a day or ten minutes' increment.
    Clock,
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FieldProblem::ChatTooLong => "a chat line is longer than the limit",
            FieldProblem::NameTooLong => "a name is longer than the limit",
            FieldProblem::EmptyName => "a name is empty",
            FieldProblem::MoveTooLong => "a move's text is too long",
            FieldProblem::RulesTooLong => "the game's rules text is too long",
            FieldProblem::TooManySeats => "more seats than a table has",
            FieldProblem::SeatNumber => "a seat number out of range",
            FieldProblem::Landing => "a throw is not two dice faces nor six shells",
            FieldProblem::ControlCharacter => "text holds control characters",
            FieldProblem::ZeroSequence => "sequence numbers start at 1",
            FieldProblem::Clock => "a clock outside 1 minute to a day, or 0 to 600 s added",
        })
    }
}

fn check_text(text: &str, max: usize, too_long: FieldProblem) -> Result<(), FieldProblem> {
    if text.chars().count() > max {
        return Err(too_long);
    }
    if text.chars().any(char::is_control) {
        return Err(FieldProblem::ControlCharacter);
    }
    Ok(())
}

fn check_name(name: &str) -> Result<(), FieldProblem> {
    check_text(name, MAX_NAME_CHARS, FieldProblem::NameTooLong)?;
    if name.trim().is_empty() {
        return Err(FieldProblem::EmptyName);
    }
    Ok(())
}

/// A throw's landing as the `Throw` message writes it: two dice faces 0 (blank) to 3
/// (`1,3`), or four or six shells, mouth up 1 and down 0 (`101100`). The game reads it
/// (`dhayam::rules::Throw::from_landing_text`, held to this by a test); the codec refuses
/// any other shape.
fn check_landing(landed: &str) -> Result<(), FieldProblem> {
    let face = |s: &str| matches!(s, "0" | "1" | "2" | "3");
    let shells = |s: &str| matches!(s.len(), 4 | 6) && s.bytes().all(|b| b == b'0' || b == b'1');
    let fits = match landed.split_once(',') {
        Some((a, b)) => face(a) && face(b),
        None => shells(landed),
    };
    if fits {
        Ok(())
    } else {
        Err(FieldProblem::Landing)
    }
}

fn check_seat(seat: SeatId) -> Result<(), FieldProblem> {
    if seat.index() < MAX_SEATS {
        Ok(())
    } else {
        Err(FieldProblem::SeatNumber)
    }
}

fn check_setup(setup: &GameSetup) -> Result<(), FieldProblem> {
    check_text(&setup.rules, MAX_RULES_CHARS, FieldProblem::RulesTooLong)?;
    check_text(&setup.seats, MAX_SEATS, FieldProblem::TooManySeats)?;
    match setup.clock {
        Some(c)
            if c.minutes == 0
                || c.minutes > TableClock::MAX_MINUTES
                || c.increment > TableClock::MAX_INCREMENT =>
        {
            Err(FieldProblem::Clock)
        }
        _ => Ok(()),
    }
}

impl Envelope {
    /// The limits serde cannot express: lengths, ranges, no control characters. The
    /// codec runs it on every decoded message; the rules judge the rest.
    pub fn check(&self) -> Result<(), FieldProblem> {
        if self.seq == 0 {
            return Err(FieldProblem::ZeroSequence);
        }
        match &self.msg {
            Message::Hello { name, .. } => {
                check_text(name, MAX_NAME_CHARS, FieldProblem::NameTooLong)
            }
            Message::ContributionRequest { .. }
            | Message::Contribution { .. }
            | Message::Commitment { .. }
            | Message::SeedReveal { .. }
            | Message::Ended
            | Message::Ping { .. }
            | Message::Pong { .. }
            | Message::Error { .. } => Ok(()),
            Message::Welcome { setup, .. } | Message::Start { setup, .. } => check_setup(setup),
            Message::Seats { seats } => {
                if seats.len() > MAX_SEATS {
                    return Err(FieldProblem::TooManySeats);
                }
                seats.iter().try_for_each(|s| {
                    check_seat(s.seat)?;
                    check_text(&s.name, MAX_NAME_CHARS, FieldProblem::NameTooLong)
                })
            }
            Message::Claim { seat, name } => {
                check_seat(*seat)?;
                check_name(name)
            }
            Message::Move { seat, text, .. } => {
                check_seat(*seat)?;
                check_text(text, MAX_MOVE_CHARS, FieldProblem::MoveTooLong)
            }
            Message::Throw {
                seat,
                contributor,
                landed,
                ..
            } => {
                check_seat(*seat)?;
                if let Some(c) = contributor {
                    check_seat(*c)?;
                }
                check_landing(landed)
            }
            Message::ThrowRequest { seat, .. }
            | Message::Resign { seat }
            | Message::DrawOffer { seat }
            | Message::DrawAnswer { seat, .. }
            | Message::Flag { seat }
            | Message::Phrase { seat, .. } => check_seat(*seat),
            Message::Clock { running, .. } => running.map_or(Ok(()), check_seat),
            Message::Chat { seat, text } => {
                check_seat(*seat)?;
                check_text(text, MAX_CHAT_CHARS, FieldProblem::ChatTooLong)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes32_hex_has_one_spelling() {
        let b = Bytes32([0xab; 32]);
        assert_eq!(Bytes32::from_hex(&b.to_hex()), Some(b));
        assert_eq!(Bytes32::from_hex(&b.to_hex().to_uppercase()), None);
        assert_eq!(Bytes32::from_hex("ab"), None);
        assert_eq!(Bytes32::from_hex(&"g".repeat(64)), None);
    }

    /// The codec's shape of a landing is exactly what Dhayam's rules read: every string of
    /// up to seven characters from the ones that matter.
    #[test]
    fn a_landing_passes_the_codec_exactly_when_the_game_reads_it() {
        use crate::dhayam::rules::Throw;
        let alphabet = ['0', '1', '2', '3', '4', ','];
        let mut words = vec![String::new()];
        let mut checked = 0;
        for _ in 0..7 {
            words = words
                .iter()
                .flat_map(|w| alphabet.iter().map(move |c| format!("{w}{c}")))
                .collect();
            for w in &words {
                assert_eq!(
                    check_landing(w).is_ok(),
                    Throw::from_landing_text(w).is_some(),
                    "{w:?}"
                );
                checked += 1;
            }
        }
        assert!(checked > 300_000);
    }

    #[test]
    fn chat_with_control_characters_or_too_long_is_refused() {
        let chat = |text: &str| Envelope {
            seq: 1,
            msg: Message::Chat {
                seat: SeatId(0),
                text: text.to_string(),
            },
        };
        assert_eq!(chat("வணக்கம்!").check(), Ok(()));
        assert_eq!(
            chat(&"a".repeat(MAX_CHAT_CHARS + 1)).check(),
            Err(FieldProblem::ChatTooLong)
        );
        assert_eq!(
            chat("bell\u{7}").check(),
            Err(FieldProblem::ControlCharacter)
        );
    }
}
