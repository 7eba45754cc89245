//! A hostile peer against a real host over loopback (issue 61): a client built on the
//! project's own transport that sends what no honest app sends. Each attack is refused
//! with the right error and seen in the host's notices or log, the game between the host
//! and its honest guest goes on to the end, and the host forgets every connection it
//! closed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam::online::codec;
use dhayam::online::host::PeerId;
use dhayam::online::message::{Envelope, Message};
use dhayam::online::net::{Connection, HostEnd, Link, LinkEvent, Reach};
use dhayam::online::{Bytes32, ErrorCode, HostNotice, Occupancy, SeatId};

use crate::ends::{SECRET, invitation_of, seated_and_started, step, until};

/// The hostile client: one connection to the host, raw frames or well-formed messages
/// numbered as it likes.
struct Mallory {
    link: Link,
    peer: Option<PeerId>,
    seq: u64,
    closed: bool,
}

impl Mallory {
    fn dial(host: &mut HostEnd) -> Mallory {
        let invitation = invitation_of(host);
        let link = Link::guest(
            Reach::Loopback,
            invitation.host,
            Bytes32(dhayam::online::secret::fresh()),
            Arc::new(|| {}),
        );
        let mut m = Mallory {
            link,
            peer: None,
            seq: 0,
            closed: false,
        };
        let start = Instant::now();
        while m.peer.is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "Mallory never got in"
            );
            host.pump_waiting(Duration::from_millis(5));
            m.read();
        }
        m
    }

    fn read(&mut self) {
        while let Some(event) = self.link.poll() {
            match event {
                LinkEvent::Opened(peer) => self.peer = Some(peer),
                LinkEvent::Closed(..) | LinkEvent::Failed(_) | LinkEvent::Broken(_) => {
                    self.closed = true
                }
                _ => {}
            }
        }
    }

    fn raw(&self, bytes: Vec<u8>) {
        self.link.send(self.peer.expect("open"), bytes);
    }

    /// The next message in sequence (or, with `seq`, numbered as given).
    fn say(&mut self, msg: Message) {
        self.seq += 1;
        self.raw(codec::encode(&Envelope { seq: self.seq, msg }));
    }

    fn hello(&mut self, rejoin: Option<Bytes32>) {
        self.say(Message::Hello {
            version: dhayam::online::message::PROTOCOL_VERSION,
            game: dhayam::games::GameKind::Makruk,
            proof: dhayam::online::secret::proof(&SECRET),
            rejoin,
            name: "Mallory".into(),
            asks: false,
        });
    }
}

/// Pumps the host (and Mallory's end) until the host refuses something with `code`.
fn refused(host: &mut HostEnd, mallory: &mut Mallory, code: ErrorCode) {
    let start = Instant::now();
    loop {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{code:?} never refused; log {:?}",
            host.log
        );
        host.pump_waiting(Duration::from_millis(5));
        mallory.read();
        while let Some(n) = host.host.poll_notice() {
            if let HostNotice::Refused { code: c, .. } = n
                && c == code
            {
                return;
            }
        }
    }
}

#[test]
fn a_hostile_peer_is_refused_at_every_turn_and_the_game_goes_on() {
    let (mut host, mut guest) = seated_and_started();
    until(&mut host, &mut guest, Duration::from_secs(60), |h, g| {
        step(h, g);
        h.host.record().len() >= 4
    });

    // Before any hello: garbage, then a valid message out of place.
    let mut m = Mallory::dial(&mut host);
    m.raw(vec![0xff, 0x00, 0x7b, 0x13, 0x37]);
    refused(&mut host, &mut m, ErrorCode::Malformed);
    m.say(Message::Move {
        index: 4,
        seat: SeatId(1),
        text: "a3a4".into(),
    });
    refused(&mut host, &mut m, ErrorCode::HelloFirst);

    // With the secret (a watcher turned hostile) and another seat's forged token: let in
    // as a watcher, never given a seat.
    m.hello(Some(Bytes32([0x5a; 32])));
    let start = Instant::now();
    while !matches!(host.host.poll_notice(), Some(HostNotice::Joined { .. })) {
        assert!(start.elapsed() < Duration::from_secs(10), "never admitted");
        host.pump_waiting(Duration::from_millis(5));
    }
    assert_eq!(host.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    // Moves and words for seats it does not hold, a dice contribution nobody asked for,
    // a message replayed with an old number.
    let index = host.host.record().len() as u32;
    m.say(Message::Move {
        index,
        seat: SeatId(1),
        text: "a6a5".into(),
    });
    refused(&mut host, &mut m, ErrorCode::NotYourSeat);
    m.say(Message::Resign { seat: SeatId(0) });
    refused(&mut host, &mut m, ErrorCode::NotYourSeat);
    m.say(Message::Chat {
        seat: SeatId(1),
        text: "I resign".into(),
    });
    refused(&mut host, &mut m, ErrorCode::NotYourSeat);
    m.say(Message::Contribution {
        throw: 1,
        contribution: Bytes32([1; 32]),
    });
    refused(&mut host, &mut m, ErrorCode::UnexpectedContribution);
    m.seq -= 2;
    m.say(Message::Ping { nonce: 1 });
    refused(&mut host, &mut m, ErrorCode::Sequence);

    // A frame over the protocol's limit: the transport drops the connection before
    // reading it into memory.
    m.raw(vec![b' '; 20_000]);
    let start = Instant::now();
    while !host.log.iter().any(|l| l.contains("frame of 20000 bytes")) {
        assert!(start.elapsed() < Duration::from_secs(10), "{:?}", host.log);
        host.pump_waiting(Duration::from_millis(5));
    }

    // A connection that speaks once and then says no hello: closed after the hello's time.
    let mute = Mallory::dial(&mut host);
    mute.raw(b"{}".to_vec());
    let start = Instant::now();
    let mut closed = false;
    while !closed {
        assert!(start.elapsed() < Duration::from_secs(8), "never closed");
        host.pump_waiting(Duration::from_millis(5));
        while let Some(n) = host.host.poll_notice() {
            closed |= matches!(
                n,
                HostNotice::Refused { code: ErrorCode::HelloFirst, ref detail, .. }
                    if detail == "said nothing"
            );
        }
    }
    drop(mute);

    // Connections that never open their stream take a stranger's slot at most (the
    // oldest goes when a new one comes): a flood of them, more than the 32 connections
    // that once filled the host for good, never keeps the seated guest from coming back.
    let silent: Vec<Mallory> = (0..40).map(|_| Mallory::dial(&mut host)).collect();
    guest.reconnect();
    let mut returned = false;
    until(&mut host, &mut guest, Duration::from_secs(30), |h, g| {
        while let Some(n) = h.host.poll_notice() {
            returned |= matches!(n, HostNotice::SeatReturned { seat: SeatId(1) });
        }
        returned && g.connection() == Connection::Connected
    });
    let start = Instant::now();
    while host.host.connections() > 1 {
        assert!(
            start.elapsed() < Duration::from_secs(15),
            "{} connections left",
            host.host.connections()
        );
        host.pump_waiting(Duration::from_millis(5));
        guest.pump();
    }
    drop(silent);

    // The game goes on to its end, the same at both ends.
    until(&mut host, &mut guest, Duration::from_secs(120), |h, g| {
        step(h, g);
        h.host.table().is_over() && g.guest.table().is_some_and(|t| t.is_over())
    });
    assert_eq!(guest.guest.record(), host.host.record());
    assert!(guest.guest.stopped().is_none());
}
