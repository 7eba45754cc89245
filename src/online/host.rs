//! The host: the one end whose rules decide. It checks every guest's message (who may
//! act, in turn, by the rules), applies what is good, broadcasts it, makes the throws
//! with the guests' contributions, holds a dropped guest's seat and gives it to a
//! computer when the hold runs out, and back when the guest returns.
//!
//! A Makruk clock, if the game has one, is kept here on the transport's time: it runs for
//! the side to move and its running out is an entry of the record.
//!
//! No sockets, no system clock, no system randomness: the transport calls `connected`,
//! `receive` and `disconnected` with a peer id of its choosing and the time, and sends
//! what `poll_output` gives; the window (or the CLI) acts for the host's own seats and its
//! computer seats through `act` and reads `poll_notice`.

use std::collections::{BTreeMap, VecDeque};
use std::time::Duration;

use super::action::Action;
use super::codec::{self, DecodeError};
use super::flood::{Flood, FloodLimit};
use super::message::{
    Bytes32, ClockReading, Envelope, ErrorCode, GameSetup, MAX_CHAT_CHARS, MAX_NAME_CHARS, Message,
    Occupancy, PROTOCOL_VERSION, Phrase, SeatId, SeatView,
};
use super::record::{Entry, Record};
use super::secret::{self, Entropy};
use crate::dhayam::online::dice::{self, ThrowEntry};
use super::table::{Agreement, Due, SetupError, Table, makruk_color};
use crate::games::GameKind;
use crate::makruk::clock::Clock;
use crate::makruk::rules::Color as MakrukColor;

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
    setup: GameSetup,
    table: Table,
    proof: Bytes32,
    entropy: Entropy,
    seed: Bytes32,
    commitment: Bytes32,
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
    /// Makruk with a clock: the game's clock, in seconds of the transport's time. The
    /// host's is the only one that decides; guests show what it sends.
    clock: Option<Clock>,
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
    /// tokens come from it).
    pub fn new(
        setup: GameSetup,
        seating: &[(SeatId, Seating)],
        secret: Bytes32,
        entropy: Bytes32,
        config: HostConfig,
    ) -> Result<Host, SetupError> {
        let table = Table::new(&setup)?;
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
        let clock = setup.clock.map(|c| Clock::new(c.into()));
        Ok(Host {
            config,
            setup,
            table,
            proof: secret::proof(&secret),
            entropy,
            seed,
            commitment: secret::commitment(&seed),
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

    /// Before the start: seats the host changes by hand (an open seat given to the
    /// computer, say).
    pub fn set_seat(&mut self, seat: SeatId, who: Seating) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        let occupant = self.seats.get_mut(&seat).ok_or(ErrorCode::NoSuchSeat)?;
        *occupant = match who {
            Seating::Person(name) => Occupant::Person(name),
            Seating::Computer => Occupant::Computer,
            Seating::Open => Occupant::Open,
        };
        self.send_seats();
        Ok(())
    }

    /// Starts the game at `now` (a clock starts running for the side to move): every
    /// seat must be taken.
    pub fn start(&mut self, now: Duration) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        if self.seats.values().any(|o| *o == Occupant::Open) {
            return Err(ErrorCode::SeatsOpen);
        }
        self.now = now;
        self.started = true;
        if let (Some(clock), Some((seat, _))) = (&mut self.clock, self.table.due()) {
            clock.start(makruk_color(seat), seconds(now));
        }
        for peer in self.joined_peers() {
            self.send_start(peer);
        }
        Ok(())
    }

    /// The same players again, once the game is over: a new game from the same setup (in
    /// Makruk the players change colours, so each has White in turn), a new hidden dice
    /// seed under a new commitment, the clock set back; every guest is sent its seats and
    /// the new start. The finished game's record goes with it: the host's window keeps it
    /// in its file.
    pub fn rematch(&mut self, now: Duration) -> Result<(), ErrorCode> {
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        if !self.table.is_over() {
            return Err(ErrorCode::NotOver);
        }
        self.table = Table::new(&self.setup).map_err(|_| ErrorCode::Malformed)?;
        if self.setup.game == GameKind::Makruk
            && let (Some(white), Some(black)) =
                (self.seats.remove(&SeatId(0)), self.seats.remove(&SeatId(1)))
        {
            self.seats.insert(SeatId(0), black);
            self.seats.insert(SeatId(1), white);
        }
        self.game += 1;
        self.seed = self.entropy.draw(b"dice seed");
        self.commitment = secret::commitment(&self.seed);
        self.revealed = false;
        self.history.clear();
        self.record = Record::default();
        self.pending = None;
        self.draw_offer = None;
        self.clock = self.setup.clock.map(|c| Clock::new(c.into()));
        self.send_seats();
        self.started = false;
        self.start(now)
    }

    /// This table's game number (1, then each rematch's).
    pub fn game_number(&self) -> u32 {
        self.game
    }

    /// What the game's clock reads at `now`, if it has one.
    pub fn clock(&self, now: Duration) -> Option<ClockReading> {
        let clock = self.clock.as_ref()?;
        let at = seconds(now);
        Some(ClockReading {
            left_ms: [
                clock.left_ms(MakrukColor::White, at),
                clock.left_ms(MakrukColor::Black, at),
            ],
            running: clock.running().map(|c| SeatId(c.index() as u8)),
        })
    }

    /// The host leaves before the end: the seed is revealed, so every guest can still
    /// check the throws made so far, and every connection is closed.
    pub fn end(&mut self) {
        if self.started && self.table.has_dice() && !self.revealed {
            self.revealed = true;
            self.broadcast_event(Message::SeedReveal { seed: self.seed });
        }
        if !self.table.is_over() {
            self.broadcast(Message::Ended);
        }
        for peer in std::mem::take(&mut self.peers).into_keys() {
            self.out.push_back(Output::Close(peer));
        }
        self.pending = None;
    }

    // ---- the transport's calls ----

    pub fn connected(&mut self, now: Duration, peer: PeerId) {
        self.now = now;
        self.peers.insert(
            peer,
            Peer {
                since: now,
                token: None,
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
        let mut changed = false;
        for (seat, occupant) in self.seats.iter_mut() {
            if let Occupant::Guest {
                token,
                name,
                peer: p,
            } = occupant
                && *p == peer
            {
                changed = true;
                if self.started {
                    let until = now + self.config.hold;
                    *occupant = Occupant::Held {
                        token: *token,
                        name: std::mem::take(name),
                        until,
                    };
                    self.notices
                        .push_back(HostNotice::SeatHeld { seat: *seat, until });
                } else {
                    *occupant = Occupant::Open;
                }
            }
        }
        if changed {
            self.send_seats();
        }
        // A contribution that will never come: ask someone else.
        self.ask_again_unless_answered_by(peer);
    }

    /// The guest asked for a throw's contribution will not send it (gone, or refused
    /// the request): another guest is asked, or the host contributes. There is no
    /// timeout: a host that could give up on a slow guest could also pretend to, and
    /// ask until it liked the throw; a dead connection ends in `disconnected`.
    fn ask_again_unless_answered_by(&mut self, peer: PeerId) {
        if let Some(pending) = self.pending
            && pending.peer == peer
        {
            self.pending = None;
            self.begin_throw(pending.seat, Some(peer));
        }
    }

    /// The time passes: holds that ran out give their seats to the computer, and a side
    /// whose clock ran out loses on time.
    pub fn tick(&mut self, now: Duration) {
        self.now = now;
        let silent: Vec<PeerId> = self
            .peers
            .iter()
            .filter(|(_, p)| p.token.is_none() && p.since + self.config.hello_within <= now)
            .map(|(peer, _)| *peer)
            .collect();
        for peer in silent {
            self.refuse(peer, ErrorCode::HelloFirst, None, "said nothing".into());
            self.out.push_back(Output::Close(peer));
            self.peers.remove(&peer);
        }
        if let Some(loser) = self.clock.as_ref().and_then(|c| c.flagged(seconds(now))) {
            let seat = SeatId(loser.index() as u8);
            if self.table.agree(Agreement::OutOfTime(seat)).is_ok() {
                self.record.push(Entry::Flag { seat });
                self.broadcast_event(Message::Flag { seat });
                self.after_event();
            }
        }
        let mut changed = false;
        for (seat, occupant) in self.seats.iter_mut() {
            if let Occupant::Held { token, name, until } = occupant
                && *until <= now
            {
                *occupant = Occupant::Replaced {
                    token: *token,
                    name: std::mem::take(name),
                };
                self.notices
                    .push_back(HostNotice::ComputerTookSeat { seat: *seat });
                changed = true;
            }
        }
        if changed {
            self.send_seats();
        }
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

    // ---- the host's own seats ----

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

    // ---- handling guests' messages ----

    fn handle(&mut self, peer: PeerId, msg: Message) -> Result<(), ErrorCode> {
        let joined = self.peers.get(&peer).and_then(|p| p.token);
        if let Message::Hello {
            version,
            game,
            proof,
            rejoin,
        } = msg
        {
            if joined.is_some() {
                return Err(ErrorCode::AlreadyJoined);
            }
            let refused = if version != PROTOCOL_VERSION {
                Some(ErrorCode::Version)
            } else if game != self.setup.game {
                Some(ErrorCode::WrongGame)
            } else if !secret::same(&proof, &self.proof) {
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

    fn welcome(&mut self, peer: PeerId, rejoin: Option<Bytes32>) {
        let known = rejoin.filter(|t| self.seats.values().any(|o| o.token() == Some(*t)));
        // A seat's holder always comes back in; anyone else takes a place without a seat.
        if known.is_none() && self.seatless() >= self.seatless_limit() {
            self.refuse(peer, ErrorCode::Watchers, None, String::new());
            self.out.push_back(Output::Close(peer));
            self.peers.remove(&peer);
            return;
        }
        self.out.push_back(Output::Admitted(peer));
        let token = known.unwrap_or_else(|| self.entropy.draw(b"guest token"));
        if let Some(p) = self.peers.get_mut(&peer) {
            p.token = Some(token);
        }
        self.notices.push_back(HostNotice::Joined { peer });
        let mut returned = Vec::new();
        let mut replaced_peers = Vec::new();
        for (seat, occupant) in self.seats.iter_mut() {
            if occupant.token() == Some(token) {
                if let Occupant::Guest { peer: old, .. } = occupant
                    && *old != peer
                {
                    // The guest came back before its old connection was seen to drop.
                    replaced_peers.push(*old);
                }
                let name = occupant.name().to_string();
                *occupant = Occupant::Guest { token, name, peer };
                returned.push(*seat);
            }
        }
        for old in &replaced_peers {
            self.out.push_back(Output::Close(*old));
            self.peers.remove(old);
        }
        for seat in returned {
            self.notices.push_back(HostNotice::SeatReturned { seat });
        }
        self.send(
            peer,
            Message::Welcome {
                token,
                setup: self.setup.clone(),
            },
        );
        self.send_seats();
        if self.started {
            self.send_start(peer);
            for msg in self.history.clone() {
                self.send(peer, msg);
            }
            // The clock as it reads now, after the moves that brought it there.
            if let Some(reading) = self.clock(self.now) {
                self.send(peer, clock_message(reading));
            }
        }
        // A contribution asked of the old connection will never come (its `disconnected`
        // finds no peer now): ask again, after the game so far, so the guest has the
        // table the request is about (issue 61: a renumbered home's game stood still).
        for old in replaced_peers {
            self.ask_again_unless_answered_by(old);
        }
    }

    /// The connections the host knows now, admitted or not (what a flood would grow).
    pub fn connections(&self) -> usize {
        self.peers.len()
    }

    /// Admitted connections that hold no seat.
    fn seatless(&self) -> usize {
        self.peers
            .values()
            .filter_map(|p| p.token)
            .filter(|t| !self.seats.values().any(|o| o.token() == Some(*t)))
            .count()
    }

    /// How many admitted connections may hold no seat now: the watchers, and before the
    /// start one more for each open seat (its taker has not claimed it yet).
    fn seatless_limit(&self) -> usize {
        let open = if self.started {
            0
        } else {
            self.seats
                .values()
                .filter(|o| **o == Occupant::Open)
                .count()
        };
        self.config.watchers + open
    }

    fn claim(&mut self, peer: PeerId, seat: SeatId, name: String) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        let token = self
            .peers
            .get(&peer)
            .and_then(|p| p.token)
            .ok_or(ErrorCode::HelloFirst)?;
        let occupant = self.seats.get_mut(&seat).ok_or(ErrorCode::NoSuchSeat)?;
        if *occupant != Occupant::Open {
            return Err(ErrorCode::SeatTaken);
        }
        *occupant = Occupant::Guest {
            token,
            name: name.clone(),
            peer,
        };
        self.notices.push_back(HostNotice::Claimed { seat, name });
        self.send_seats();
        Ok(())
    }

    /// Whether `peer` holds `seat` now.
    fn check_owner(&self, peer: PeerId, seat: SeatId) -> Result<(), ErrorCode> {
        match self.seats.get(&seat) {
            None => Err(ErrorCode::NoSuchSeat),
            Some(Occupant::Guest { peer: p, .. }) if *p == peer => Ok(()),
            Some(_) => Err(ErrorCode::NotYourSeat),
        }
    }

    /// A guest's move or throw: its seat, started, its turn, numbered for now.
    fn check_guest(
        &self,
        peer: PeerId,
        seat: SeatId,
        index: u32,
        due: Due,
    ) -> Result<(), ErrorCode> {
        self.check_owner(peer, seat)?;
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        match self.table.due() {
            None => return Err(ErrorCode::GameOver),
            Some(now) if now != (seat, due) => return Err(ErrorCode::NotYourTurn),
            Some(_) => {}
        }
        if index as usize != self.record.len() {
            return Err(ErrorCode::Stale);
        }
        Ok(())
    }

    fn check_throw(&self, seat: SeatId) -> Result<(), ErrorCode> {
        if !self.table.has_dice() {
            return Err(ErrorCode::NotInThisGame);
        }
        if self.pending.is_some() {
            return Err(ErrorCode::ThrowPending);
        }
        match self.table.due() {
            None => Err(ErrorCode::GameOver),
            Some(now) if now == (seat, Due::Throw) => Ok(()),
            Some(_) => Err(ErrorCode::NotYourTurn),
        }
    }

    // ---- applying and broadcasting ----

    fn apply_move(&mut self, seat: SeatId, text: &str) -> Result<(), ErrorCode> {
        let text = self.table.play(seat, text)?;
        let index = self.record.len() as u32;
        self.record.push(Entry::Move {
            seat,
            text: text.clone(),
        });
        // A move lets an open draw offer lapse, as over a real board.
        self.draw_offer = None;
        if let Some(clock) = &mut self.clock {
            clock.moved(makruk_color(seat), seconds(self.now));
        }
        self.broadcast_event(Message::Move { index, seat, text });
        self.after_event();
        Ok(())
    }

    /// A throw for a host or computer seat: a guest contributes, or, with no guest
    /// there, the host's own entropy does (the record says so).
    fn begin_throw(&mut self, seat: SeatId, skip: Option<PeerId>) {
        let k = self.record.throw_count() + 1;
        // Turn about among the guests connected and following the game, so no one guest
        // makes every throw.
        let guests: Vec<(PeerId, SeatId)> = self
            .seats
            .iter()
            .filter_map(|(s, o)| match o {
                Occupant::Guest { peer, .. }
                    if Some(*peer) != skip && self.peers.get(peer).is_some_and(|p| !p.diverged) =>
                {
                    Some((*peer, *s))
                }
                _ => None,
            })
            .collect();
        if guests.is_empty() {
            let contribution = self.entropy.draw(b"host contribution");
            self.finish_throw(seat, contribution, None);
            return;
        }
        let (peer, contributor) = guests[k as usize % guests.len()];
        self.pending = Some(PendingThrow {
            k,
            seat,
            peer,
            contributor,
        });
        self.send(peer, Message::ContributionRequest { throw: k });
    }

    fn finish_throw(&mut self, seat: SeatId, contribution: Bytes32, contributor: Option<SeatId>) {
        let k = self.record.throw_count() + 1;
        let implement = self.table.implement().expect("only Dhayam is thrown for");
        #[allow(unused_mut)]
        let mut throw = dice::throw_for(&self.seed, &contribution, k, implement);
        #[cfg(test)]
        if self.lie_about_throw == Some(k) {
            let wanted = *implement
                .values()
                .iter()
                .rev()
                .find(|v| **v != throw.value())
                .expect("every implement gives several values");
            throw = implement
                .example_of(wanted)
                .expect("a value the implement gives");
        }
        self.table
            .throw(seat, throw)
            .expect("a throw is made only when it is due");
        let index = self.record.len() as u32;
        self.record.push(Entry::Throw {
            throw: ThrowEntry {
                k,
                seat,
                contribution,
                throw,
            },
            contributor,
        });
        self.broadcast_event(Message::Throw {
            index,
            seat,
            throw: k,
            contributor,
            contribution,
            landed: throw.landing_text(),
        });
        self.after_event();
    }

    /// Words across the table: resignation, draws, phrases, chat.
    fn word(&mut self, seat: SeatId, action: Action) -> Result<(), ErrorCode> {
        match action {
            Action::Throw | Action::Move(_) => unreachable!("moves and throws are not words"),
            Action::Resign => {
                self.table.agree(Agreement::Resigned(seat))?;
                self.record.push(Entry::Resign { seat });
                self.broadcast_event(Message::Resign { seat });
                self.after_event();
            }
            Action::OfferDraw => {
                if self.table.has_dice() {
                    return Err(ErrorCode::NotInThisGame);
                }
                if self.table.is_over() {
                    return Err(ErrorCode::GameOver);
                }
                self.draw_offer = Some(seat);
                self.notices.push_back(HostNotice::DrawOffered { seat });
                self.broadcast(Message::DrawOffer { seat });
            }
            Action::AnswerDraw(accept) => {
                if self.table.has_dice() {
                    return Err(ErrorCode::NotInThisGame);
                }
                match self.draw_offer {
                    Some(by) if by != seat => {}
                    _ => return Err(ErrorCode::Stale),
                }
                self.draw_offer = None;
                if accept {
                    self.table.agree(Agreement::Drawn)?;
                    self.record.push(Entry::DrawAgreed);
                    self.broadcast_event(Message::DrawAnswer { seat, accept });
                    self.after_event();
                } else {
                    self.broadcast(Message::DrawAnswer { seat, accept });
                }
            }
            Action::Phrase(phrase) => {
                self.notices.push_back(HostNotice::Phrase { seat, phrase });
                self.broadcast(Message::Phrase { seat, phrase });
            }
            Action::Chat(text) => {
                if text.chars().count() > MAX_CHAT_CHARS || text.chars().any(char::is_control) {
                    return Err(ErrorCode::Malformed);
                }
                self.notices.push_back(HostNotice::Chat {
                    seat,
                    text: text.clone(),
                });
                self.broadcast(Message::Chat { seat, text });
            }
        }
        Ok(())
    }

    /// After each entry: the clock's reading goes out; at the end, the clock stops, the
    /// result is told and the seed revealed.
    fn after_event(&mut self) {
        if self.table.is_over()
            && let Some(clock) = &mut self.clock
        {
            clock.pause(seconds(self.now));
        }
        if let Some(reading) = self.clock(self.now) {
            self.broadcast(clock_message(reading));
        }
        if self.revealed || !self.table.is_over() {
            return;
        }
        self.revealed = true;
        let result = self.table.result().unwrap_or_default();
        self.notices.push_back(HostNotice::Over { result });
        if self.table.has_dice() {
            self.broadcast_event(Message::SeedReveal { seed: self.seed });
        }
    }

    fn joined_peers(&self) -> Vec<PeerId> {
        self.peers
            .iter()
            .filter(|(_, p)| p.token.is_some())
            .map(|(id, _)| *id)
            .collect()
    }

    fn send(&mut self, peer: PeerId, msg: Message) {
        let Some(p) = self.peers.get_mut(&peer) else {
            return;
        };
        let envelope = Envelope {
            seq: p.next_out,
            msg,
        };
        p.next_out += 1;
        self.out.push_back(Output::Send {
            to: peer,
            bytes: codec::encode(&envelope),
        });
    }

    fn broadcast(&mut self, msg: Message) {
        for peer in self.joined_peers() {
            self.send(peer, msg.clone());
        }
    }

    /// A broadcast that is part of the game, kept to send again to a returning guest.
    fn broadcast_event(&mut self, msg: Message) {
        self.history.push(msg.clone());
        self.broadcast(msg);
    }

    fn send_start(&mut self, peer: PeerId) {
        self.send(
            peer,
            Message::Start {
                setup: self.setup.clone(),
                game: self.game,
            },
        );
        if self.table.has_dice() {
            self.send(
                peer,
                Message::Commitment {
                    hash: self.commitment,
                },
            );
        }
        if let Some(reading) = self.clock(self.now) {
            self.send(peer, clock_message(reading));
        }
    }

    /// Each guest's own seat list, with its seats marked.
    fn send_seats(&mut self) {
        for peer in self.joined_peers() {
            let seats = self.seat_views(Some(peer));
            self.send(peer, Message::Seats { seats });
        }
    }

    /// The seat list as the host's screen shows it (no seat is "yours": the host's own
    /// are `Occupancy::Host`).
    pub fn seats(&self) -> Vec<SeatView> {
        self.seat_views(None)
    }

    /// The seat list, as `peer` is sent it (its own seat marked) or as the host sees it.
    fn seat_views(&self, peer: Option<PeerId>) -> Vec<SeatView> {
        let token = peer
            .and_then(|peer| self.peers.get(&peer))
            .and_then(|p| p.token);
        self.seats
            .iter()
            .map(|(seat, o)| SeatView {
                seat: *seat,
                occupancy: o.occupancy(),
                name: o.name().chars().take(MAX_NAME_CHARS).collect(),
                yours: peer.is_some_and(|peer| {
                    matches!(o, Occupant::Guest { peer: p, .. } if *p == peer) && o.token() == token
                }),
                held_ms: match o {
                    Occupant::Held { until, .. } => {
                        Some(until.saturating_sub(self.now).as_millis() as u64)
                    }
                    _ => None,
                },
            })
            .collect()
    }

    fn refuse(&mut self, peer: PeerId, code: ErrorCode, about: Option<u64>, detail: String) {
        self.notices
            .push_back(HostNotice::Refused { peer, code, detail });
        self.send(peer, Message::Error { code, about });
    }
}

/// The transport's time as the clock counts it.
fn seconds(now: Duration) -> f64 {
    now.as_secs_f64()
}

fn clock_message(reading: ClockReading) -> Message {
    Message::Clock {
        left_ms: reading.left_ms,
        running: reading.running,
    }
}
