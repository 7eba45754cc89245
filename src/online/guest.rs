//! A guest: applies what the host broadcasts through its own rules, and stops with a
//! clear reason the moment they disagree (never a silent divergence); makes its seats'
//! moves and throws; contributes to the dice when asked; and at the end checks every
//! throw against the revealed seed.
//!
//! Like the host it has no socket and no clock: the transport calls `connect`,
//! `receive` and `disconnected`, and sends what `poll_output` gives. It knows the game
//! only through its table (`table.rs`), set up by the games it is given
//! (`Guest::with_games`; `Guest::new`, with every game the app knows, is the list of
//! games', `games/tables.rs`).

use std::collections::{BTreeMap, VecDeque};
use std::fmt;

use super::action::Action;
use super::admission::ShortCode;
use super::codec::{self, DecodeError};
use super::message::{
    Bytes32, ClockReading, Envelope, ErrorCode, GameSetup, MAX_CHAT_CHARS, MAX_NAME_CHARS, Message,
    Occupancy, PROTOCOL_VERSION, Phrase, SeatId, SeatView,
};
use super::record::{Checked, DiceCheckError, Entry, Record, ThrowEntry};
use super::secret::{self, Entropy};
use super::table::{self, Agreement, Due, Games, Table};
use crate::games::GameKind;

/// Why a guest stopped following the host's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// An entry numbered `got` came when entry `expected` was next.
    Index { expected: usize, got: u32 },
    /// This end's rules refused the host's entry.
    Refused { index: usize, code: ErrorCode },
    /// The game cannot be set up as the host says.
    Setup(String),
    /// After a return, the host's replay differs from what was played before.
    Replay { index: usize },
    /// The host's commitment changed during the game.
    CommitmentChanged,
    /// A throw before the commitment, or after the seed was revealed.
    ThrowWithoutCommitment,
    /// A throw numbered out of order.
    ThrowNumber { expected: u32, got: u32 },
    /// The host did not use this guest's contribution for the throw it was given for.
    Dice(DiceCheckError),
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Divergence::Index { expected, got } => {
                write!(
                    f,
                    "the host sent entry {got} when entry {expected} was next"
                )
            }
            Divergence::Refused { index, code } => {
                write!(
                    f,
                    "entry {index} from the host breaks this app's rules: {code}"
                )
            }
            Divergence::Setup(e) => write!(f, "the host's game cannot be set up here: {e}"),
            Divergence::Replay { index } => write!(
                f,
                "after reconnecting, entry {index} differs from what was played before"
            ),
            Divergence::CommitmentChanged => {
                f.write_str("the host changed its dice commitment during the game")
            }
            Divergence::ThrowWithoutCommitment => {
                f.write_str("the host threw without a standing dice commitment")
            }
            Divergence::ThrowNumber { expected, got } => {
                write!(
                    f,
                    "the host sent throw {got} when throw {expected} was next"
                )
            }
            Divergence::Dice(e) => write!(f, "the dice: {e}"),
        }
    }
}

/// What the guest's screen is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestNotice {
    Welcomed,
    SeatsChanged,
    Started,
    /// A new entry of the record.
    Entry(Entry),
    /// The host refused something this guest sent.
    Refused {
        code: ErrorCode,
        about: Option<u64>,
    },
    /// A message from the host that was bad (logged; answered with an error).
    BadMessage(String),
    DrawOffered {
        seat: SeatId,
    },
    DrawDeclined {
        seat: SeatId,
    },
    Phrase {
        seat: SeatId,
        phrase: Phrase,
    },
    Chat {
        seat: SeatId,
        text: String,
    },
    Over {
        result: String,
    },
    /// The revealed seed checked out: "All 212 throws checked".
    DiceChecked(Checked),
    DiceFailed(DiceCheckError),
    Stopped(Divergence),
    /// The host left before the game's end.
    HostEnded,
    /// The host's clock, as it read when it sent this (after each move, and on a return).
    Clock(ClockReading),
    /// The host started game number `game` with the same players (the seats, changed
    /// in Makruk, came just before): this end's last game is left as it stood.
    Rematch {
        game: u32,
    },
}

/// A game this guest followed to its end before the host began the next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LastGame {
    pub record: Record,
    /// Dhayam's dice: the commitment and the seed revealed at the end.
    pub commitment: Option<Bytes32>,
    pub seed: Option<Bytes32>,
}

#[derive(Debug)]
pub struct Guest {
    game: GameKind,
    games: Games,
    proof: Bytes32,
    /// Found on the home network with no secret: the hello asks the host's player.
    asks: bool,
    /// The person at this screen, as the hello tells the host (empty: none given).
    name: String,
    entropy: Entropy,
    /// Given at the first welcome; brings this guest's seats back after a drop.
    token: Option<Bytes32>,
    next_in: u64,
    next_out: u64,
    setup: Option<GameSetup>,
    /// The table's game number as the last start gave it (0 before any).
    game_number: u32,
    seats: Vec<SeatView>,
    table: Option<Table>,
    commitment: Option<Bytes32>,
    revealed: bool,
    record: Record,
    /// The last game, once a rematch has begun: the window still gives its last entries
    /// and its dice to its board and file, and the CLI prints its digest.
    last_game: Option<LastGame>,
    /// The record as it stood before a return: the replay must agree with it.
    before_return: Option<Record>,
    /// This guest's contributions by throw number: the host must use exactly these.
    contributed: BTreeMap<u32, Bytes32>,
    /// The record's length when this guest sent a move or throw, until the host answers.
    awaiting: Option<usize>,
    verdict: Option<Result<Checked, DiceCheckError>>,
    /// The seed the host revealed.
    seed: Option<Bytes32>,
    /// The host left before the game's end.
    host_ended: bool,
    /// The host's clock as last sent.
    clock: Option<ClockReading>,
    stopped: Option<Divergence>,
    /// The host refused the hello itself: dialling again would be refused again.
    turned_away: Option<ErrorCode>,
    out: VecDeque<Vec<u8>>,
    notices: VecDeque<GuestNotice>,
}

impl Guest {
    /// A guest of a `game` hosted with the invitation's `secret`, with 32 bytes of fresh
    /// entropy for its dice contributions; `games` sets up the host's game here.
    pub fn with_games(game: GameKind, secret: Bytes32, entropy: Bytes32, games: Games) -> Guest {
        Guest {
            game,
            games,
            proof: secret::proof(&secret),
            asks: false,
            name: String::new(),
            entropy: Entropy::new(entropy),
            token: None,
            next_in: 1,
            next_out: 1,
            setup: None,
            game_number: 0,
            seats: Vec::new(),
            table: None,
            commitment: None,
            revealed: false,
            seed: None,
            host_ended: false,
            clock: None,
            record: Record::default(),
            last_game: None,
            before_return: None,
            contributed: BTreeMap::new(),
            awaiting: None,
            verdict: None,
            stopped: None,
            turned_away: None,
            out: VecDeque::new(),
            notices: VecDeque::new(),
        }
    }

    /// The guest coming back with the `token` the host's welcome gave it before (after
    /// its app was closed): the host gives its seats back and replays the game.
    pub fn with_token(mut self, token: Bytes32) -> Guest {
        self.token = Some(token);
        self
    }

    /// A guest of a game found on the home network, which asks the host's player to be
    /// let in (it holds no secret).
    pub fn asking(game: GameKind, entropy: Bytes32) -> Guest {
        Guest {
            asks: true,
            ..Guest::new(game, Bytes32([0; 32]), entropy)
        }
    }

    /// A guest of a game found on the home network, with the game's short code as the
    /// host's lobby shows it (let in without asking).
    pub fn with_code(game: GameKind, code: ShortCode, entropy: Bytes32) -> Guest {
        Guest {
            proof: code.proof(),
            ..Guest::new(game, Bytes32([0; 32]), entropy)
        }
    }

    /// Whether this guest asks the host's player to be let in, and has not been yet.
    pub fn waits_to_be_let_in(&self) -> bool {
        self.asks && self.setup.is_none() && self.turned_away.is_none()
    }

    /// The guest of the person called `name`, as its hello tells the host (the host's
    /// list of who watches shows it): bounded, and without control characters.
    pub fn named(mut self, name: &str) -> Guest {
        self.name = name
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect::<String>()
            .trim()
            .to_string();
        self
    }

    pub fn table(&self) -> Option<&Table> {
        self.table.as_ref()
    }

    /// The host's dice commitment, once sent.
    pub fn commitment(&self) -> Option<Bytes32> {
        self.commitment
    }

    /// The host's clock as it last read it (Makruk with a clock).
    pub fn clock(&self) -> Option<ClockReading> {
        self.clock
    }

    /// Whether the host left before the game's end.
    pub fn host_ended(&self) -> bool {
        self.host_ended
    }

    /// The seed the host revealed at the end.
    pub fn revealed_seed(&self) -> Option<Bytes32> {
        self.seed
    }

    /// The game as the host set it up, once welcomed.
    pub fn setup(&self) -> Option<&GameSetup> {
        self.setup.as_ref()
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The last game, once a rematch has begun.
    pub fn last_game(&self) -> Option<&LastGame> {
        self.last_game.as_ref()
    }

    pub fn seats(&self) -> &[SeatView] {
        &self.seats
    }

    pub fn token(&self) -> Option<Bytes32> {
        self.token
    }

    /// The dice check, once the seed is revealed.
    pub fn verdict(&self) -> Option<&Result<Checked, DiceCheckError>> {
        self.verdict.as_ref()
    }

    /// Why the host refused this guest's hello (a wrong secret, game or version).
    pub fn turned_away(&self) -> Option<ErrorCode> {
        self.turned_away
    }

    pub fn stopped(&self) -> Option<&Divergence> {
        self.stopped.as_ref()
    }

    pub fn poll_output(&mut self) -> Option<Vec<u8>> {
        self.out.pop_front()
    }

    pub fn poll_notice(&mut self) -> Option<GuestNotice> {
        self.notices.pop_front()
    }

    fn mine(&self, seat: SeatId) -> bool {
        self.seats
            .iter()
            .any(|s| s.seat == seat && s.yours && s.occupancy == Occupancy::Guest)
    }

    /// One of this guest's seats that must act now, and how (`None` while waiting for
    /// the host's answer to what it sent).
    pub fn my_due(&self) -> Option<(SeatId, Due)> {
        if self.stopped.is_some() || self.awaiting == Some(self.record.len()) || self.replaying() {
            return None;
        }
        let (seat, due) = self.table.as_ref()?.due()?;
        self.mine(seat).then_some((seat, due))
    }

    /// Whether the host is still replaying, after a return, the game this guest had:
    /// a seat due at a point of the replay is not due now (acting then would send a
    /// stale throw, and its contribution would stand in for the one the host used).
    fn replaying(&self) -> bool {
        self.before_return
            .as_ref()
            .is_some_and(|before| self.record.len() < before.len())
    }

    /// The sequence number the next message from the host must carry.
    #[cfg(test)]
    pub(crate) fn next_in_for_tests(&self) -> u64 {
        self.next_in
    }

    // ---- the transport's calls ----

    /// A new connection to the host: numbering starts again, and the hello names the
    /// token if this guest has been here before.
    pub fn connect(&mut self) {
        self.next_in = 1;
        self.next_out = 1;
        self.awaiting = None;
        self.send(Message::Hello {
            version: PROTOCOL_VERSION,
            game: self.game,
            proof: self.proof,
            rejoin: self.token,
            name: self.name.clone(),
            asks: self.asks && self.token.is_none(),
        });
    }

    /// The connection dropped; what was played stays, to be checked against the replay.
    /// A contribution whose throw has not come may never have reached the host, which
    /// then rightly used another's: it is forgotten rather than held against the host.
    pub fn disconnected(&mut self) {
        self.awaiting = None;
        let seen = self.record.throw_count();
        self.contributed.retain(|k, _| *k <= seen);
    }

    /// Bytes from the host. Never panics, whatever the bytes.
    pub fn receive(&mut self, bytes: &[u8]) {
        let envelope = match codec::decode(bytes) {
            Ok(envelope) => envelope,
            Err(error) => {
                let code = match error {
                    DecodeError::TooLarge { .. } => ErrorCode::TooLarge,
                    _ => ErrorCode::Malformed,
                };
                self.notices
                    .push_back(GuestNotice::BadMessage(error.to_string()));
                self.send(Message::Error { code, about: None });
                return;
            }
        };
        if envelope.seq != self.next_in {
            self.notices.push_back(GuestNotice::BadMessage(format!(
                "message {} came when {} was next",
                envelope.seq, self.next_in
            )));
            self.send(Message::Error {
                code: ErrorCode::Sequence,
                about: Some(envelope.seq),
            });
            return;
        }
        self.next_in += 1;
        if let Err(code) = self.handle(envelope.msg) {
            self.send(Message::Error {
                code,
                about: Some(envelope.seq),
            });
        }
    }

    // ---- this guest's actions ----

    pub fn claim(&mut self, seat: SeatId, name: &str) -> Result<(), ErrorCode> {
        let name = name.trim();
        if name.is_empty()
            || name.chars().count() > MAX_NAME_CHARS
            || name.chars().any(char::is_control)
        {
            return Err(ErrorCode::Malformed);
        }
        if !self.seats.iter().any(|s| s.seat == seat) {
            return Err(ErrorCode::NoSuchSeat);
        }
        self.send(Message::Claim {
            seat,
            name: name.to_string(),
        });
        Ok(())
    }

    /// An action for one of this guest's seats, checked here first (so the screen can
    /// say no at once) and then sent; the host's broadcast is what changes the table.
    pub fn act(&mut self, seat: SeatId, action: Action) -> Result<(), ErrorCode> {
        if !self.mine(seat) {
            return Err(ErrorCode::NotYourSeat);
        }
        let table = self.table.as_ref().ok_or(ErrorCode::NotStarted)?;
        let index = self.record.len() as u32;
        let msg = match action {
            Action::Throw | Action::Move(_) => {
                let due = if action == Action::Throw {
                    Due::Throw
                } else {
                    Due::Move
                };
                match self.my_due() {
                    None if table.is_over() => return Err(ErrorCode::GameOver),
                    Some(now) if now == (seat, due) => {}
                    _ => return Err(ErrorCode::NotYourTurn),
                }
                if let Action::Move(text) = action {
                    // Our own rules first: an illegal move never leaves this end.
                    table.clone().play(seat, &text)?;
                    Message::Move { index, seat, text }
                } else {
                    let contribution = self.entropy.draw(b"contribution");
                    let k = self.record.throw_count() + 1;
                    self.contributed.insert(k, contribution);
                    Message::ThrowRequest {
                        index,
                        seat,
                        contribution,
                    }
                }
            }
            Action::Resign => Message::Resign { seat },
            Action::OfferDraw => Message::DrawOffer { seat },
            Action::AnswerDraw(accept) => Message::DrawAnswer { seat, accept },
            Action::Phrase(phrase) => Message::Phrase { seat, phrase },
            Action::Chat(text) => {
                if text.chars().count() > MAX_CHAT_CHARS || text.chars().any(char::is_control) {
                    return Err(ErrorCode::Malformed);
                }
                Message::Chat { seat, text }
            }
        };
        if matches!(msg, Message::Move { .. } | Message::ThrowRequest { .. }) {
            self.awaiting = Some(self.record.len());
        }
        self.send(msg);
        Ok(())
    }

    /// Sends a message as it is, unchecked: for tests that show the host refusing
    /// what a broken or hostile guest would send.
    pub fn send(&mut self, msg: Message) {
        let envelope = Envelope {
            seq: self.next_out,
            msg,
        };
        self.next_out += 1;
        self.out.push_back(codec::encode(&envelope));
    }

    // ---- the host's messages ----

    fn handle(&mut self, msg: Message) -> Result<(), ErrorCode> {
        match msg {
            Message::Welcome { token, setup } => {
                if setup.game != self.game {
                    return Err(ErrorCode::WrongGame);
                }
                self.token = Some(token);
                self.setup = Some(setup);
                self.notices.push_back(GuestNotice::Welcomed);
            }
            Message::Seats { seats } => {
                self.seats = seats;
                self.notices.push_back(GuestNotice::SeatsChanged);
            }
            Message::Start { setup, game } => {
                if game < self.game_number {
                    return Err(ErrorCode::Stale);
                }
                if self.game_number != 0 && game > self.game_number {
                    self.next_game();
                    self.notices.push_back(GuestNotice::Rematch { game });
                }
                self.game_number = game;
                self.start(&setup);
            }
            Message::Commitment { hash } => match self.commitment {
                Some(seen) if seen != hash => self.stop(Divergence::CommitmentChanged),
                _ => self.commitment = Some(hash),
            },
            Message::Move { index, seat, text } => {
                if let Some(at) = self.next_entry(index) {
                    match self.table_mut().play(seat, &text) {
                        Ok(text) => self.push_entry(Entry::Move { seat, text }),
                        Err(code) => self.stop(Divergence::Refused { index: at, code }),
                    }
                }
            }
            Message::Throw {
                index,
                seat,
                throw: k,
                contributor,
                contribution,
                landed,
            } => self.throw(index, seat, k, contributor, contribution, &landed),
            Message::ContributionRequest { throw: k } => {
                let expected = self.record.throw_count() + 1;
                if self.table.is_none() || k != expected || self.revealed {
                    return Err(ErrorCode::Stale);
                }
                let contribution = self.entropy.draw(b"contribution");
                self.contributed.insert(k, contribution);
                self.send(Message::Contribution {
                    throw: k,
                    contribution,
                });
            }
            Message::SeedReveal { seed } => self.reveal(seed),
            Message::Ended => {
                if !self.host_ended {
                    self.host_ended = true;
                    self.notices.push_back(GuestNotice::HostEnded);
                }
            }
            Message::Resign { seat } => {
                self.agree(Agreement::Resigned(seat), Entry::Resign { seat })
            }
            Message::Flag { seat } => {
                if self.setup.as_ref().is_none_or(|s| s.clock.is_none()) {
                    return Err(ErrorCode::NotInThisGame);
                }
                self.agree(Agreement::OutOfTime(seat), Entry::Flag { seat })
            }
            Message::Clock { left_ms, running } => {
                if self.setup.as_ref().is_none_or(|s| s.clock.is_none()) {
                    return Err(ErrorCode::NotInThisGame);
                }
                let reading = ClockReading { left_ms, running };
                self.clock = Some(reading);
                self.notices.push_back(GuestNotice::Clock(reading));
            }
            Message::DrawOffer { seat } => {
                self.notices.push_back(GuestNotice::DrawOffered { seat });
            }
            Message::DrawAnswer { seat, accept } => {
                if accept {
                    self.agree(Agreement::Drawn, Entry::DrawAgreed);
                } else {
                    self.notices.push_back(GuestNotice::DrawDeclined { seat });
                }
            }
            Message::Phrase { seat, phrase } => {
                self.notices.push_back(GuestNotice::Phrase { seat, phrase });
            }
            Message::Chat { seat, text } => {
                self.notices.push_back(GuestNotice::Chat { seat, text });
            }
            Message::Ping { nonce } => self.send(Message::Pong { nonce }),
            Message::Pong { .. } => {}
            Message::Error { code, about } => {
                // A refused move or throw will not be answered: the seat may act again.
                self.awaiting = None;
                if self.token.is_none()
                    && matches!(
                        code,
                        ErrorCode::Version
                            | ErrorCode::WrongGame
                            | ErrorCode::BadSecret
                            | ErrorCode::Watchers
                            | ErrorCode::NotLetIn
                            | ErrorCode::NoAnswer
                    )
                {
                    self.turned_away = Some(code);
                }
                // Before any welcome only the hello was sent: a host that could not read
                // it is an older app, which reads no field it does not know.
                if self.token.is_none() && self.setup.is_none() && code == ErrorCode::Malformed {
                    self.turned_away = Some(ErrorCode::Version);
                }
                self.notices.push_back(GuestNotice::Refused { code, about });
            }
            Message::Hello { .. }
            | Message::Claim { .. }
            | Message::ThrowRequest { .. }
            | Message::Contribution { .. } => return Err(ErrorCode::WrongDirection),
        }
        Ok(())
    }

    /// Forgets the last game for the host's next one (a rematch; or, after a return, the
    /// game it missed the start of).
    fn next_game(&mut self) {
        self.table = None;
        self.revealed = false;
        self.clock = None;
        self.last_game = Some(LastGame {
            record: std::mem::take(&mut self.record),
            commitment: self.commitment.take(),
            seed: self.seed.take(),
        });
        self.before_return = None;
        self.contributed.clear();
        self.awaiting = None;
        self.verdict = None;
    }

    /// The table's game number (1, then each rematch's; 0 before the first start).
    pub fn game_number(&self) -> u32 {
        self.game_number
    }

    fn start(&mut self, setup: &GameSetup) {
        match (self.games)(setup) {
            Ok(table) => {
                self.table = Some(table);
                // A return: the host replays the game from the start; it must be the
                // game played so far.
                if !self.record.is_empty() {
                    self.before_return = Some(std::mem::take(&mut self.record));
                }
                self.revealed = false;
                self.notices.push_back(GuestNotice::Started);
            }
            Err(e) => self.stop(Divergence::Setup(e.to_string())),
        }
    }

    fn table_mut(&mut self) -> &mut Table {
        self.table.as_mut().expect("next_entry checked the table")
    }

    /// Whether entry `index` can be applied now; stops the game if it cannot.
    fn next_entry(&mut self, index: u32) -> Option<usize> {
        if self.stopped.is_some() {
            return None;
        }
        let expected = self.record.len();
        if self.table.is_none() || index as usize != expected {
            self.stop(Divergence::Index {
                expected,
                got: index,
            });
            return None;
        }
        Some(expected)
    }

    #[allow(clippy::too_many_arguments)]
    fn throw(
        &mut self,
        index: u32,
        seat: SeatId,
        k: u32,
        contributor: Option<SeatId>,
        contribution: Bytes32,
        landed: &str,
    ) {
        let Some(at) = self.next_entry(index) else {
            return;
        };
        if self.commitment.is_none() || self.revealed {
            return self.stop(Divergence::ThrowWithoutCommitment);
        }
        let expected = self.record.throw_count() + 1;
        if k != expected {
            return self.stop(Divergence::ThrowNumber { expected, got: k });
        }
        if let Some(mine) = self.contributed.get(&k)
            && *mine != contribution
        {
            return self.stop(Divergence::Dice(DiceCheckError::ContributionIgnored { k }));
        }
        match self.table_mut().throw(seat, landed) {
            Ok(written) => self.push_entry(Entry::Throw {
                throw: ThrowEntry {
                    k,
                    seat,
                    contribution,
                    landed: landed.to_string(),
                    written,
                },
                contributor,
            }),
            Err(code) => self.stop(Divergence::Refused { index: at, code }),
        }
    }

    fn agree(&mut self, agreement: Agreement, entry: Entry) {
        let Some(table) = self.table.as_mut() else {
            return;
        };
        let at = self.record.len();
        match table.agree(agreement) {
            Ok(()) => self.push_entry(entry),
            Err(code) => self.stop(Divergence::Refused { index: at, code }),
        }
    }

    fn push_entry(&mut self, entry: Entry) {
        let at = self.record.len();
        if let Some(before) = &self.before_return
            && before.entries.get(at).is_some_and(|e| *e != entry)
        {
            return self.stop(Divergence::Replay { index: at });
        }
        self.record.push(entry.clone());
        self.notices.push_back(GuestNotice::Entry(entry));
        if let Some(table) = &self.table
            && table.is_over()
        {
            let result = table.result().unwrap_or_default();
            self.notices.push_back(GuestNotice::Over { result });
        }
    }

    fn reveal(&mut self, seed: Bytes32) {
        let Some(commitment) = self.commitment else {
            return self.stop(Divergence::ThrowWithoutCommitment);
        };
        self.revealed = true;
        self.seed = Some(seed);
        let throws = self.record.throws();
        let verdict = match &self.table {
            Some(table) => table.check_dice(&commitment, &seed, &throws),
            None => table::check_seed(&commitment, &seed, &throws),
        };
        match &verdict {
            Ok(checked) => self.notices.push_back(GuestNotice::DiceChecked(*checked)),
            Err(e) => {
                self.notices.push_back(GuestNotice::DiceFailed(e.clone()));
                self.send(Message::Error {
                    code: ErrorCode::DiceCheckFailed,
                    about: None,
                });
            }
        }
        self.verdict = Some(verdict);
    }

    /// Stops following the game: said on this screen and told to the host.
    fn stop(&mut self, divergence: Divergence) {
        if self.stopped.is_some() {
            return;
        }
        let about = Some(self.record.len() as u64);
        self.stopped = Some(divergence.clone());
        self.notices.push_back(GuestNotice::Stopped(divergence));
        self.send(Message::Error {
            code: ErrorCode::Divergence,
            about,
        });
    }
}
