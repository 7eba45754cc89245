//! The host: the one end whose rules decide. It checks every guest's message (who may
//! act, in turn, by the rules), applies what is good, broadcasts it, makes the throws
//! with the guests' contributions, holds a dropped guest's seat and gives it to a
//! computer when the hold runs out, and back when the guest returns.
//!
//! A clock, if the game has one (Makruk's), is kept here on the transport's time: it runs
//! for the seat to move and its running out is an entry of the record.
//!
//! The host knows the game only through its table (`table.rs`), set up by the games it is
//! given (`Host::with_games`; `Host::new`, with every game the app knows, is the list of
//! games', `games/tables.rs`).
//!
//! No sockets, no system clock, no system randomness: the transport calls `connected`,
//! `receive` and `disconnected` with a peer id of its choosing and the time, and sends
//! what `poll_output` gives; the window (or the CLI) acts for the host's own seats and its
//! computer seats through `act` and reads `poll_notice`.
//!
//! This file holds the host's state and routes: the transport's calls and each guest's
//! message go to the part that answers them (as lichess's round has a file per concern):
//! `seats` (who sits where, claims and returns), `holds` (a dropped guest's seats),
//! `watchers` (connections without a seat), `admission` (guests that found the game on
//! the home network: its short code, and asks to be let in), `throws`, `clock`, `moves`,
//! `chat` (resignation, draws, phrases and chat), `rematch` (the start and the next
//! game) and `wire` (what goes out).

mod admission;
mod chat;
mod clock;
mod holds;
mod moves;
mod rematch;
mod seats;
mod throws;
mod watchers;
mod wire;

use std::collections::{BTreeMap, VecDeque};
use std::time::Duration;

use crate::clock::Clock;
use crate::online::action::Action;
use crate::online::codec::{self, DecodeError};
use crate::online::flood::{Flood, FloodLimit};
use crate::online::message::{
    Bytes32, ErrorCode, GameSetup, Message, Occupancy, PROTOCOL_VERSION, Phrase, SeatId,
};
use crate::online::record::Record;
use crate::online::secret::{self, Entropy};
use crate::online::table::{Due, Games, SetupError, Table};

/// The transport's name for one connection. A guest that returns comes on a new one.
pub type PeerId = u64;

/// What the transport must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Output {
    Send {
        to: PeerId,
        bytes: Vec<u8>,
    },
    /// Close the connection (after sending what is queued for it).
    Close(PeerId),
    /// The peer proved the secret: the transport may stop counting it as a stranger
    /// (strangers share a few connection slots; a seated player's return never waits
    /// behind them).
    Admitted(PeerId),
}

/// What the host's screen is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostNotice {
    /// A peer proved the secret.
    Joined {
        peer: PeerId,
    },
    Claimed {
        seat: SeatId,
        name: String,
    },
    /// A peer's message was refused (logged; the game goes on).
    Refused {
        peer: PeerId,
        code: ErrorCode,
        detail: String,
    },
    /// A guest dropped: its seat waits until `until`.
    SeatHeld {
        seat: SeatId,
        until: Duration,
    },
    /// The hold ran out: the host's computer plays the seat.
    ComputerTookSeat {
        seat: SeatId,
    },
    /// The guest came back with its token.
    SeatReturned {
        seat: SeatId,
    },
    /// A guest reported a problem (a divergence, a failed dice check).
    Reported {
        peer: PeerId,
        code: ErrorCode,
    },
    DrawOffered {
        seat: SeatId,
    },
    /// `seat` declined the draw offered to it: the game goes on.
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
    /// The game is over: its result, and the seed is revealed.
    Over {
        result: String,
    },
}

/// Who sits in a seat when the host sets up the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seating {
    /// A person at the host's screen.
    Person(String),
    Computer,
    /// Invited: a guest may claim it.
    Open,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostConfig {
    /// How long a dropped guest's seat waits before a computer takes it.
    pub hold: Duration,
    pub flood: FloodLimit,
    /// How many admitted connections may hold no seat: watchers, and (before the start)
    /// guests yet to take one, beyond the open seats. More are refused, so watchers
    /// can never take the connections a seated player's return needs.
    pub watchers: usize,
    /// How long a new connection may stay silent before it is closed (one that opens
    /// and never speaks holds a slot for nothing).
    pub hello_within: Duration,
}

impl Default for HostConfig {
    fn default() -> HostConfig {
        HostConfig {
            hold: Duration::from_secs(180),
            flood: FloodLimit::default(),
            watchers: 8,
            hello_within: Duration::from_secs(5),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Occupant {
    Person(String),
    Computer,
    Open,
    Guest {
        token: Bytes32,
        name: String,
        peer: PeerId,
    },
    Held {
        token: Bytes32,
        name: String,
        until: Duration,
    },
    Replaced {
        token: Bytes32,
        name: String,
    },
}

impl Occupant {
    fn token(&self) -> Option<Bytes32> {
        match self {
            Occupant::Guest { token, .. }
            | Occupant::Held { token, .. }
            | Occupant::Replaced { token, .. } => Some(*token),
            Occupant::Person(_) | Occupant::Computer | Occupant::Open => None,
        }
    }

    fn name(&self) -> &str {
        match self {
            Occupant::Person(name)
            | Occupant::Guest { name, .. }
            | Occupant::Held { name, .. }
            | Occupant::Replaced { name, .. } => name,
            Occupant::Computer | Occupant::Open => "",
        }
    }

    fn occupancy(&self) -> Occupancy {
        match self {
            Occupant::Person(_) => Occupancy::Host,
            Occupant::Computer => Occupancy::Computer,
            Occupant::Open => Occupancy::Open,
            Occupant::Guest { .. } => Occupancy::Guest,
            Occupant::Held { .. } => Occupancy::Held,
            Occupant::Replaced { .. } => Occupancy::Replaced,
        }
    }
}

#[derive(Clone, Debug)]
struct Peer {
    /// When the connection opened.
    since: Duration,
    /// The guest's token once its hello was good.
    token: Option<Bytes32>,
    /// The person at the guest's screen, as its hello named them (empty: none given).
    name: String,
    /// The guest reported that its rules disagree: it follows the game no more, so it
    /// is not asked for dice contributions.
    diverged: bool,
    next_in: u64,
    next_out: u64,
    flood: Flood,
}

/// A throw of a host or computer seat, waiting for a guest's contribution.
#[derive(Clone, Copy, Debug)]
struct PendingThrow {
    k: u32,
    seat: SeatId,
    peer: PeerId,
    contributor: SeatId,
}

#[derive(Debug)]
pub struct Host {
    config: HostConfig,
    games: Games,
    setup: GameSetup,
    table: Table,
    proof: Bytes32,
    entropy: Entropy,
    seed: Bytes32,
    commitment: Bytes32,
    admission: admission::Admission,
    seats: BTreeMap<SeatId, Occupant>,
    peers: BTreeMap<PeerId, Peer>,
    started: bool,
    /// This table's game number: 1, then one more for each rematch.
    game: u32,
    revealed: bool,
    /// The game's broadcasts, sent again to a guest who returns.
    history: Vec<Message>,
    record: Record,
    pending: Option<PendingThrow>,
    draw_offer: Option<SeatId>,
    /// A game with a clock: the game's clock by seat, in seconds of the transport's time.
    /// The host's is the only one that decides; guests show what it sends.
    clock: Option<Clock<SeatId>>,
    /// The latest time the transport gave, for the countdowns the seat list shows.
    now: Duration,
    out: VecDeque<Output>,
    notices: VecDeque<HostNotice>,
    /// Test only: the host lies about this throw (to show that every guest catches it).
    #[cfg(test)]
    pub(crate) lie_about_throw: Option<u32>,
}

impl Host {
    /// A host for the game `setup` with `seating` for every seat that plays, the
    /// invitation's `secret`, and 32 bytes of fresh entropy (the dice seed and the guests'
    /// tokens come from it); `games` sets up the game's table.
    pub fn with_games(
        setup: GameSetup,
        seating: &[(SeatId, Seating)],
        secret: Bytes32,
        entropy: Bytes32,
        config: HostConfig,
        games: Games,
    ) -> Result<Host, SetupError> {
        let table = games(&setup)?;
        let mut seats = BTreeMap::new();
        for (seat, who) in seating {
            let occupant = match who {
                Seating::Person(name) => Occupant::Person(name.clone()),
                Seating::Computer => Occupant::Computer,
                Seating::Open => Occupant::Open,
            };
            if !table.plays(*seat) || seats.insert(*seat, occupant).is_some() {
                return Err(SetupError::Seats(format!(
                    "seat {} given twice or not playing",
                    seat.0
                )));
            }
        }
        if seats.len() != table.seats().len() {
            return Err(SetupError::Seats("a seat that plays has nobody".into()));
        }
        let mut entropy = Entropy::new(entropy);
        let seed = entropy.draw(b"dice seed");
        let clock = setup.clock.map(|c| Clock::new(c.minutes, c.increment));
        Ok(Host {
            config,
            games,
            setup,
            table,
            proof: secret::proof(&secret),
            entropy,
            seed,
            commitment: secret::commitment(&seed),
            admission: admission::Admission::new(&secret),
            seats,
            peers: BTreeMap::new(),
            started: false,
            game: 1,
            revealed: false,
            history: Vec::new(),
            record: Record::default(),
            pending: None,
            draw_offer: None,
            clock,
            now: Duration::ZERO,
            out: VecDeque::new(),
            notices: VecDeque::new(),
            #[cfg(test)]
            lie_about_throw: None,
        })
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The game as the host set it up.
    pub fn setup(&self) -> &GameSetup {
        &self.setup
    }

    /// The dice seed, once it has been revealed to the guests (at the end).
    pub fn revealed_seed(&self) -> Option<Bytes32> {
        self.revealed.then_some(self.seed)
    }

    pub fn commitment(&self) -> Bytes32 {
        self.commitment
    }

    pub fn is_started(&self) -> bool {
        self.started
    }

    pub fn occupancy(&self, seat: SeatId) -> Option<Occupancy> {
        self.seats.get(&seat).map(Occupant::occupancy)
    }

    pub fn poll_output(&mut self) -> Option<Output> {
        self.out.pop_front()
    }

    pub fn poll_notice(&mut self) -> Option<HostNotice> {
        self.notices.pop_front()
    }

    /// The seat that must act at the host's screen or by its computer, and how: `None`
    /// while a guest is due, a throw waits for a contribution, or the game is over.
    pub fn local_due(&self) -> Option<(SeatId, Due, Occupancy)> {
        if !self.started || self.pending.is_some() {
            return None;
        }
        let (seat, due) = self.table.due()?;
        let occupancy = self.occupancy(seat)?;
        matches!(
            occupancy,
            Occupancy::Host | Occupancy::Computer | Occupancy::Replaced
        )
        .then_some((seat, due, occupancy))
    }

    /// The host leaves: before the end the seed is revealed, so every guest can still
    /// check the throws made so far; every guest is told (after the end too: one waiting
    /// for a rematch learns none will come), and every connection is closed.
    pub fn end(&mut self) {
        if self.started && self.table.has_dice() && !self.revealed {
            self.revealed = true;
            self.broadcast_event(Message::SeedReveal { seed: self.seed });
        }
        self.broadcast(Message::Ended);
        for peer in std::mem::take(&mut self.peers).into_keys() {
            self.out.push_back(Output::Close(peer));
        }
        self.pending = None;
    }

    pub fn connected(&mut self, now: Duration, peer: PeerId) {
        self.now = now;
        self.peers.insert(
            peer,
            Peer {
                since: now,
                token: None,
                name: String::new(),
                diverged: false,
                next_in: 1,
                next_out: 1,
                flood: Flood::default(),
            },
        );
    }

    /// A connection ended: its seats are held (or, before the start, opened again).
    pub fn disconnected(&mut self, now: Duration, peer: PeerId) {
        self.now = now;
        if self.peers.remove(&peer).is_none() {
            return;
        }
        self.hold_seats_of(peer);
        // A contribution that will never come: ask someone else.
        self.ask_again_unless_answered_by(peer);
    }

    /// The time passes: holds that ran out give their seats to the computer, and a side
    /// whose clock ran out loses on time.
    pub fn tick(&mut self, now: Duration) {
        self.now = now;
        self.close_silent(now);
        self.expire_asks(now);
        self.flag_if_out_of_time(now);
        self.end_expired_holds(now);
    }

    /// Bytes from a peer: one message, checked and acted on, or refused with an error
    /// sent back and a notice. Never panics, whatever the bytes.
    pub fn receive(&mut self, now: Duration, peer: PeerId, bytes: &[u8]) {
        self.now = now;
        let limit = self.config.flood;
        let Some(state) = self.peers.get_mut(&peer) else {
            return;
        };
        if !state.flood.allow(limit, now) {
            self.refuse(peer, ErrorCode::Flood, None, "flood".into());
            self.out.push_back(Output::Close(peer));
            self.disconnected(now, peer);
            return;
        }
        let envelope = match codec::decode(bytes) {
            Ok(envelope) => envelope,
            Err(error) => {
                let code = match error {
                    DecodeError::TooLarge { .. } => ErrorCode::TooLarge,
                    _ => ErrorCode::Malformed,
                };
                self.refuse(peer, code, None, error.to_string());
                return;
            }
        };
        if envelope.seq != state.next_in {
            let detail = format!("got {} for {}", envelope.seq, state.next_in);
            self.refuse(peer, ErrorCode::Sequence, Some(envelope.seq), detail);
            return;
        }
        state.next_in += 1;
        if let Err(code) = self.handle(peer, envelope.msg) {
            self.refuse(peer, code, Some(envelope.seq), String::new());
        }
    }

    /// An action for a seat the host plays: its person's or its computer's.
    pub fn act(&mut self, now: Duration, seat: SeatId, action: Action) -> Result<(), ErrorCode> {
        self.now = now;
        match self.seats.get(&seat).map(Occupant::occupancy) {
            None => return Err(ErrorCode::NoSuchSeat),
            Some(Occupancy::Host | Occupancy::Computer | Occupancy::Replaced) => {}
            Some(_) => return Err(ErrorCode::NotYourSeat),
        }
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        match action {
            Action::Throw => {
                self.check_throw(seat)?;
                self.begin_throw(seat, None);
                Ok(())
            }
            Action::Move(text) => self.apply_move(seat, &text),
            other => self.word(seat, other),
        }
    }

    fn handle(&mut self, peer: PeerId, msg: Message) -> Result<(), ErrorCode> {
        let joined = self.peers.get(&peer).and_then(|p| p.token);
        if let Message::Hello {
            version,
            game,
            proof,
            rejoin,
            name,
            asks,
        } = msg
        {
            if joined.is_some() || self.is_asking(peer) {
                return Err(ErrorCode::AlreadyJoined);
            }
            let refused = if version != PROTOCOL_VERSION {
                Some(ErrorCode::Version)
            } else if game != self.setup.game {
                Some(ErrorCode::WrongGame)
            } else if asks {
                self.ask(peer, name.trim().to_string());
                return Ok(());
            } else if !secret::same(&proof, &self.proof)
                && !self.proves_code(&proof)
                && !self.holds_seat(rejoin)
            {
                Some(ErrorCode::BadSecret)
            } else {
                None
            };
            if let Some(code) = refused {
                // A stranger or another app: said why, then closed.
                self.refuse(peer, code, None, String::new());
                self.out.push_back(Output::Close(peer));
                self.peers.remove(&peer);
                return Ok(());
            }
            if let Some(p) = self.peers.get_mut(&peer) {
                p.name = name.trim().to_string();
            }
            self.welcome(peer, rejoin);
            return Ok(());
        }
        if joined.is_none() {
            return Err(ErrorCode::HelloFirst);
        }
        match msg {
            Message::Hello { .. } => unreachable!("handled above"),
            Message::Claim { seat, name } => self.claim(peer, seat, name),
            Message::Move { index, seat, text } => {
                self.check_guest(peer, seat, index, Due::Move)?;
                self.apply_move(seat, &text)
            }
            Message::ThrowRequest {
                index,
                seat,
                contribution,
            } => {
                self.check_guest(peer, seat, index, Due::Throw)?;
                self.check_throw(seat)?;
                self.finish_throw(seat, contribution, Some(seat));
                Ok(())
            }
            Message::Contribution {
                throw,
                contribution,
            } => match self.pending {
                Some(p) if p.peer == peer && p.k == throw => {
                    self.pending = None;
                    self.finish_throw(p.seat, contribution, Some(p.contributor));
                    Ok(())
                }
                _ => Err(ErrorCode::UnexpectedContribution),
            },
            Message::Resign { seat } => {
                self.check_owner(peer, seat)?;
                self.word(seat, Action::Resign)
            }
            Message::DrawOffer { seat } => {
                self.check_owner(peer, seat)?;
                self.word(seat, Action::OfferDraw)
            }
            Message::DrawAnswer { seat, accept } => {
                self.check_owner(peer, seat)?;
                self.word(seat, Action::AnswerDraw(accept))
            }
            Message::Phrase { seat, phrase } => {
                self.check_owner(peer, seat)?;
                self.word(seat, Action::Phrase(phrase))
            }
            Message::Chat { seat, text } => {
                self.check_owner(peer, seat)?;
                self.word(seat, Action::Chat(text))
            }
            Message::Ping { nonce } => {
                self.send(peer, Message::Pong { nonce });
                Ok(())
            }
            Message::Pong { .. } => Ok(()),
            Message::Error { code, .. } => {
                if code == ErrorCode::Divergence
                    && let Some(p) = self.peers.get_mut(&peer)
                {
                    p.diverged = true;
                }
                self.notices.push_back(HostNotice::Reported { peer, code });
                // A guest that refused the request (or stopped) will not contribute.
                if matches!(code, ErrorCode::Stale | ErrorCode::Divergence) {
                    self.ask_again_unless_answered_by(peer);
                }
                Ok(())
            }
            Message::Welcome { .. }
            | Message::Seats { .. }
            | Message::Start { .. }
            | Message::Commitment { .. }
            | Message::ContributionRequest { .. }
            | Message::Throw { .. }
            | Message::SeedReveal { .. }
            | Message::Clock { .. }
            | Message::Flag { .. }
            | Message::Ended => Err(ErrorCode::WrongDirection),
        }
    }
}
