//! A state machine on a link: the host's and a guest's end of a game, as the window and
//! the CLI drive them. `pump` hands what the network brought to the state machine, lets
//! the time pass, and sends what the state machine wrote; the caller reads the notices
//! and acts for its seats between pumps.

use std::time::Duration;

use crate::platform::Instant;

use super::link::{Link, LinkEvent, PathKind, Reach, Wake};
use crate::online::guest::Guest;
use crate::online::host::{Host, Output, PeerId};
use crate::online::invitation::{HostAddress, Invitation};
use crate::online::message::Bytes32;

/// The host's end: its state machine, its endpoint, and where guests reach it.
pub struct HostEnd {
    pub host: Host,
    link: Link,
    epoch: Instant,
    address: Option<HostAddress>,
    failed: Option<String>,
    /// The network's last words about each connection, for the log.
    pub log: Vec<String>,
    /// Bytes handed to the network so far, frames' length prefixes included (QUIC's
    /// own overhead is not counted).
    pub sent: u64,
    /// Each connection's path as it changed, oldest first (the CLI prints them).
    pub paths: Vec<(PeerId, PathKind)>,
    /// The words the game is shown with on the home network, if it is.
    shown: Option<String>,
}

impl HostEnd {
    /// Binds the host's endpoint with its long-lived `key`; the invitation is known once
    /// `invitation` returns `Some` (after a pump or two).
    pub fn new(host: Host, reach: Reach, key: Bytes32, wake: Wake) -> HostEnd {
        HostEnd {
            host,
            link: Link::host(reach.or_forced(), key, wake),
            epoch: Instant::now(),
            address: None,
            failed: None,
            log: Vec::new(),
            sent: 0,
            paths: Vec::new(),
            shown: None,
        }
    }

    /// The time since the end began, which is the state machine's clock.
    pub fn now(&self) -> Duration {
        self.epoch.elapsed()
    }

    /// The invitation for this game's `secret`, once the endpoint is bound.
    pub fn invitation(&self, secret: Bytes32) -> Option<Invitation> {
        let host = self.address.clone()?;
        Some(Invitation {
            game: self.host.table().kind(),
            host,
            secret,
        })
    }

    /// Shows the game on the home network with `words` (`lan::LanGame`'s), or stops
    /// (`None`); said to the endpoint only when they change. Never on loopback.
    pub fn show(&mut self, words: Option<String>) {
        if self.shown != words {
            self.shown = words.clone();
            self.link.show(words);
        }
    }

    /// Why the endpoint could not be made, if it could not.
    pub fn failed(&self) -> Option<&str> {
        self.failed.as_deref()
    }

    /// Moves everything waiting, both ways; true if anything came in.
    pub fn pump(&mut self) -> bool {
        let mut any = false;
        while let Some(event) = self.link.poll() {
            any = true;
            self.on(event);
        }
        let now = self.now();
        self.host.tick(now);
        self.flush();
        any
    }

    /// Like `pump`, but first waits up to `timeout` for the network (the CLI's loop).
    pub fn pump_waiting(&mut self, timeout: Duration) {
        if let Some(event) = self.link.wait(timeout) {
            self.on(event);
        }
        self.pump();
    }

    fn on(&mut self, event: LinkEvent) {
        let now = self.now();
        match event {
            LinkEvent::Ready(address) => self.address = Some(address),
            LinkEvent::Broken(why) => self.failed = Some(why),
            // Only a guest dials.
            LinkEvent::Failed(_) => {}
            LinkEvent::Opened(peer) => self.host.connected(now, peer),
            LinkEvent::Path(peer, kind) => self.paths.push((peer, kind)),
            LinkEvent::Bytes(peer, bytes) => self.host.receive(now, peer, &bytes),
            LinkEvent::Closed(peer, why) => {
                self.log.push(format!("connection {peer}: {why}"));
                self.host.disconnected(now, peer);
            }
        }
        self.flush();
    }

    /// Sends what the host wrote.
    pub fn flush(&mut self) {
        while let Some(output) = self.host.poll_output() {
            match output {
                Output::Send { to, bytes } => {
                    self.sent += bytes.len() as u64 + FRAME_HEADER;
                    self.link.send(to, bytes)
                }
                Output::Close(peer) => self.link.close(peer),
                Output::Admitted(peer) => self.link.admit(peer),
            }
        }
    }
}

/// Each frame's length prefix (`link`'s framing).
const FRAME_HEADER: u64 = 4;

/// How long a guest waits before dialling again: longer after each failure, never long.
const REDIAL: [Duration; 5] = [
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
];

/// Whether a guest is connected, and if not, when it tries again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connection {
    Connecting,
    Connected,
    /// Dropped: dialling again at this time (from the end's start).
    Reconnecting {
        at: Duration,
    },
    /// The game is over, or this guest stopped: no more dialling.
    Finished,
    /// The network could not be used at all (the log says why).
    Broken,
    /// The host was never reached, and `GIVE_UP` has passed since the first dial: the
    /// invitation leads nowhere now (a closed game, a wrong address, a network that lets
    /// nothing through). No more dialling until the player asks again.
    Unreachable,
}

/// How long a guest that has never reached its host keeps dialling before it says so.
/// A guest that was connected once redials for as long as the game lasts: the host
/// holds its seats.
pub const GIVE_UP: Duration = Duration::from_secs(15);

/// A guest's end: its state machine and its link to the host, redialling after a drop.
pub struct GuestEnd {
    pub guest: Guest,
    link: Link,
    epoch: Instant,
    peer: Option<PeerId>,
    connection: Connection,
    failures: usize,
    /// The host answered at least once.
    reached: bool,
    /// Until the host answers, when this end stops dialling (`GIVE_UP` after the first
    /// dial, or after the player's "Try again").
    give_up_at: Duration,
    pub log: Vec<String>,
    /// Bytes handed to the network so far, frames' length prefixes included.
    pub sent: u64,
    /// The connection's path as it changed, oldest first.
    pub paths: Vec<PathKind>,
    /// On the internet with no relay in the invitation: only a direct path can reach the
    /// host, and two strict routers (symmetric or carrier NAT) allow none.
    direct_only: bool,
}

impl GuestEnd {
    pub fn new(guest: Guest, invitation: &Invitation, reach: Reach, wake: Wake) -> GuestEnd {
        // A fresh key each time: the guest is known by the secret and its token, not its
        // key, and a new key keeps two games of one player apart.
        let key = Bytes32(crate::online::secret::fresh());
        let reach = reach.or_forced();
        let direct_only = matches!(reach, Reach::Internet(_)) && invitation.host.relay.is_none();
        GuestEnd {
            guest,
            link: Link::guest(reach, invitation.host.clone(), key, wake),
            epoch: Instant::now(),
            peer: None,
            connection: Connection::Connecting,
            failures: 0,
            reached: false,
            give_up_at: GIVE_UP,
            log: Vec::new(),
            sent: 0,
            paths: Vec::new(),
            direct_only,
        }
    }

    pub fn now(&self) -> Duration {
        self.epoch.elapsed()
    }

    pub fn connection(&self) -> Connection {
        self.connection
    }

    /// The host was never reached, and without a relay nothing else could have: the words
    /// for the player name the relay, not the invitation.
    pub fn needs_relay(&self) -> bool {
        self.connection == Connection::Unreachable && self.direct_only
    }

    pub fn pump(&mut self) -> bool {
        let mut any = false;
        while let Some(event) = self.link.poll() {
            any = true;
            self.on(event);
        }
        if let Connection::Reconnecting { at } = self.connection
            && self.now() >= at
        {
            self.connection = Connection::Connecting;
            self.link.redial();
        }
        // A dial still in flight at the deadline is not waited for: the player hears
        // within `GIVE_UP` (an answer that comes later still connects).
        if !self.reached
            && self.now() >= self.give_up_at
            && matches!(
                self.connection,
                Connection::Connecting | Connection::Reconnecting { .. }
            )
        {
            self.connection = Connection::Unreachable;
            any = true;
        }
        self.flush();
        any
    }

    pub fn pump_waiting(&mut self, timeout: Duration) {
        if let Some(event) = self.link.wait(timeout) {
            self.on(event);
        }
        self.pump();
    }

    /// Nothing more will come: this guest stopped, the host turned it away, or the game
    /// is over and (with dice) the seed was revealed and checked.
    fn finished(&self) -> bool {
        let over_without_dice = self
            .guest
            .table()
            .is_some_and(|t| t.is_over() && !t.has_dice());
        self.guest.stopped().is_some()
            || self.guest.host_ended()
            || self.guest.turned_away().is_some()
            || self.guest.verdict().is_some()
            || over_without_dice
    }

    fn on(&mut self, event: LinkEvent) {
        match event {
            LinkEvent::Ready(_) => {}
            LinkEvent::Opened(peer) => {
                self.peer = Some(peer);
                self.connection = Connection::Connected;
                self.failures = 0;
                self.reached = true;
                self.guest.connect();
            }
            LinkEvent::Bytes(peer, bytes) if Some(peer) == self.peer => self.guest.receive(&bytes),
            LinkEvent::Path(peer, kind) if Some(peer) == self.peer => self.paths.push(kind),
            LinkEvent::Path(..) => {}
            LinkEvent::Bytes(..) => {}
            LinkEvent::Closed(peer, why) => {
                self.log.push(format!("connection {peer}: {why}"));
                if Some(peer) == self.peer {
                    self.peer = None;
                    self.guest.disconnected();
                    self.retry();
                }
            }
            LinkEvent::Failed(why) => {
                self.log.push(why);
                self.retry();
            }
            LinkEvent::Broken(why) => {
                self.log.push(why);
                self.connection = Connection::Broken;
            }
        }
        self.flush();
    }

    fn retry(&mut self) {
        if matches!(
            self.connection,
            Connection::Broken | Connection::Unreachable
        ) {
            return;
        }
        if self.finished() {
            self.connection = Connection::Finished;
            return;
        }
        // A redial due past the deadline is given up by `pump` when the deadline comes.
        let wait = REDIAL[self.failures.min(REDIAL.len() - 1)];
        self.failures += 1;
        self.connection = Connection::Reconnecting {
            at: self.now() + wait,
        };
    }

    /// Starts dialling afresh after `Unreachable` (the player's "Try again"): another
    /// `GIVE_UP` from now.
    fn try_again(&mut self) {
        if self.connection == Connection::Unreachable {
            self.give_up_at = self.now() + GIVE_UP;
            self.failures = 0;
            self.connection = Connection::Connecting;
            self.link.redial();
        }
    }

    /// Sends what the guest wrote (dropped while no connection is open: the guest
    /// writes its hello again on the next one).
    pub fn flush(&mut self) {
        while let Some(bytes) = self.guest.poll_output() {
            if let Some(peer) = self.peer {
                self.sent += bytes.len() as u64 + FRAME_HEADER;
                self.link.send(peer, bytes);
            }
        }
        if self.finished()
            && self.peer.is_none()
            && !matches!(
                self.connection,
                Connection::Broken | Connection::Unreachable
            )
        {
            self.connection = Connection::Finished;
        }
    }

    /// Drops the connection and dials again (a player's "reconnect" when the line seems
    /// stuck): the host holds the seats meanwhile and gives them back on the new hello.
    /// After `Unreachable`, it dials afresh.
    pub fn reconnect(&mut self) {
        if self.connection == Connection::Unreachable {
            self.try_again();
        } else if let Some(peer) = self.peer {
            self.link.close(peer);
        }
    }

    /// Leaves the game: the connection closes; the host holds the seats.
    pub fn leave(&mut self) {
        if let Some(peer) = self.peer.take() {
            self.link.close(peer);
        }
        self.connection = Connection::Finished;
    }
}
