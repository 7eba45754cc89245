//! The host's and a guest's ends in one process, over loopback QUIC.

use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam::games::GameKind;
use dhayam::makruk::rules::START_FEN;
use dhayam::online::net::{Connection, GuestEnd, HostEnd, Reach};
use dhayam::online::{
    Action, Bytes32, Due, ErrorCode, GameSetup, Guest, GuestNotice, Host, HostConfig, HostNotice,
    Occupancy, SeatId, Seating,
};

pub(crate) const SECRET: Bytes32 = Bytes32([7; 32]);

/// Every end here is bound to 127.0.0.1 with no relay and no address lookup.
fn loopback() -> Reach {
    Reach::Loopback
}

/// Pumps both ends until `done`, or fails after `limit`.
pub(crate) fn until(
    host: &mut HostEnd,
    guest: &mut GuestEnd,
    limit: Duration,
    mut done: impl FnMut(&mut HostEnd, &mut GuestEnd) -> bool,
) {
    let start = Instant::now();
    while !done(host, guest) {
        assert!(
            start.elapsed() < limit,
            "timed out; host log {:?}, guest log {:?}",
            host.log,
            guest.log
        );
        host.pump_waiting(Duration::from_millis(5));
        guest.pump_waiting(Duration::from_millis(5));
    }
}

pub(crate) fn makruk_host() -> HostEnd {
    let setup = GameSetup {
        game: GameKind::Makruk,
        seats: String::new(),
        rules: START_FEN.into(),
        clock: None,
    };
    let host = Host::new(
        setup,
        &[(SeatId(0), Seating::Computer), (SeatId(1), Seating::Open)],
        SECRET,
        Bytes32([1; 32]),
        HostConfig::default(),
    )
    .unwrap();
    HostEnd::new(host, loopback(), Bytes32([9; 32]), Arc::new(|| {}))
}

/// Plays the first legal move for whoever is due at either end.
pub(crate) fn step(host: &mut HostEnd, guest: &mut GuestEnd) {
    if let Some((seat, due, _)) = host.host.local_due() {
        let action = match due {
            Due::Throw => Action::Throw,
            Due::Move => Action::Move(host.host.table().legal_moves().remove(0)),
        };
        let now = host.now();
        host.host.act(now, seat, action).unwrap();
        host.flush();
    }
    if let Some((seat, due)) = guest.guest.my_due() {
        let table = guest.guest.table().unwrap();
        let action = match due {
            Due::Throw => Action::Throw,
            Due::Move => Action::Move(table.legal_moves().remove(0)),
        };
        guest.guest.act(seat, action).unwrap();
        guest.flush();
    }
}

pub(crate) fn join(host: &mut HostEnd) -> GuestEnd {
    let mut invitation = None;
    let start = Instant::now();
    while invitation.is_none() {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "no address: {:?}",
            host.failed()
        );
        host.pump_waiting(Duration::from_millis(5));
        invitation = host.invitation(SECRET);
    }
    let invitation = invitation.unwrap();
    assert!(
        invitation
            .host
            .addresses
            .iter()
            .all(|a| a.ip().is_loopback())
    );
    assert_eq!(invitation.host.relay, None);
    // The guest reads the invitation as a player pastes it.
    let pasted = invitation.to_string().parse().unwrap();
    let guest = Guest::new(GameKind::Makruk, SECRET, Bytes32([2; 32]));
    GuestEnd::new(guest, &pasted, loopback(), Arc::new(|| {}))
}

/// A Makruk host with a guest joined over loopback, seated at Black and started.
pub(crate) fn seated_and_started() -> (HostEnd, GuestEnd) {
    let mut host = makruk_host();
    let mut guest = join(&mut host);
    until(&mut host, &mut guest, Duration::from_secs(30), |_, g| {
        g.connection() == Connection::Connected && !g.guest.seats().is_empty()
    });
    guest.guest.claim(SeatId(1), "Somchai").unwrap();
    guest.flush();
    until(&mut host, &mut guest, Duration::from_secs(30), |h, _| {
        h.host.occupancy(SeatId(1)) == Some(Occupancy::Guest)
    });
    let now = host.now();
    host.host.start(now).unwrap();
    host.flush();
    (host, guest)
}

#[test]
fn a_makruk_game_is_played_over_the_network_with_a_drop_and_a_return_on_the_way() {
    let (mut host, mut guest) = seated_and_started();

    // Ten moves, then the line drops and comes back.
    until(&mut host, &mut guest, Duration::from_secs(60), |h, g| {
        step(h, g);
        h.host.record().len() >= 10
    });
    guest.reconnect();
    let mut held = false;
    let mut returned = false;
    until(&mut host, &mut guest, Duration::from_secs(60), |h, g| {
        while let Some(n) = h.host.poll_notice() {
            held |= matches!(
                n,
                HostNotice::SeatHeld {
                    seat: SeatId(1),
                    ..
                }
            );
            returned |= matches!(n, HostNotice::SeatReturned { seat: SeatId(1) });
        }
        returned && g.connection() == Connection::Connected
    });
    assert!(held, "the seat was held while the guest was away");

    // Then to the end (the first legal move each time ends in a count or a mate).
    until(&mut host, &mut guest, Duration::from_secs(120), |h, g| {
        step(h, g);
        h.host.table().is_over() && g.guest.table().is_some_and(|t| t.is_over())
    });
    assert_eq!(guest.guest.record(), host.host.record());
    assert!(guest.guest.stopped().is_none());
    let mut over = false;
    while let Some(n) = guest.guest.poll_notice() {
        over |= matches!(n, GuestNotice::Over { .. });
    }
    assert!(over);
}

#[test]
fn a_peer_that_does_not_know_the_secret_is_turned_away() {
    let mut host = makruk_host();
    let mut invitation = None;
    let start = Instant::now();
    while invitation.is_none() {
        assert!(start.elapsed() < Duration::from_secs(30));
        host.pump_waiting(Duration::from_millis(5));
        invitation = host.invitation(Bytes32([8; 32]));
    }
    let invitation = invitation.unwrap();
    // The invitation names the wrong secret: the guest proves that one.
    let stranger = Guest::new(GameKind::Makruk, invitation.secret, Bytes32([3; 32]));
    let mut guest = GuestEnd::new(stranger, &invitation, loopback(), Arc::new(|| {}));
    let mut refused = false;
    until(&mut host, &mut guest, Duration::from_secs(30), |h, g| {
        while let Some(n) = h.host.poll_notice() {
            refused |= matches!(n, HostNotice::Refused { .. });
        }
        refused && g.connection() == Connection::Finished
    });
    assert!(guest.guest.seats().is_empty(), "a stranger sees no seats");
    assert_eq!(guest.guest.turned_away(), Some(ErrorCode::BadSecret));
}

/// The host's invitation, once its endpoint is bound.
pub(crate) fn invitation_of(host: &mut HostEnd) -> dhayam::online::Invitation {
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(30), "no address");
        host.pump_waiting(Duration::from_millis(5));
        if let Some(invitation) = host.invitation(SECRET) {
            return invitation;
        }
    }
}

/// Issue 61: a guest gone silent (its process stopped, as a closed lid or a pulled cable
/// leaves it: no goodbye) is seen as gone by the host within five seconds, its seat held;
/// QUIC's default idle time let it look present for half a minute.
#[test]
fn a_guest_gone_silent_is_seen_as_gone_within_five_seconds() {
    let mut host = makruk_host();
    let invitation = invitation_of(&mut host).to_string();
    // A guest in a process of its own, which the test can freeze; it takes Black and
    // waits (no move is due to it before White's).
    let mut guest = std::process::Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["online", "join", &invitation, "--local", "--seat", "b"])
        .args(["--level", "random", "--pace", "600000", "--wait", "120"])
        .env("DHAYAM_ONLINE", "loopback")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("dhayam-cli runs");
    let frozen = Frozen(guest.id());
    let start = Instant::now();
    while host.host.occupancy(SeatId(1)) != Some(Occupancy::Guest) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the guest never sat"
        );
        host.pump_waiting(Duration::from_millis(5));
    }
    let now = host.now();
    host.host.start(now).unwrap();
    host.flush();
    while host.host.poll_notice().is_some() {}

    frozen.freeze();
    let frozen_at = Instant::now();
    let mut held = None;
    while held.is_none() {
        assert!(
            frozen_at.elapsed() < Duration::from_secs(30),
            "never seen as gone"
        );
        host.pump_waiting(Duration::from_millis(5));
        while let Some(n) = host.host.poll_notice() {
            if matches!(
                n,
                HostNotice::SeatHeld {
                    seat: SeatId(1),
                    ..
                }
            ) {
                held = Some(frozen_at.elapsed());
            }
        }
    }
    drop(frozen);
    let _ = guest.kill();
    let _ = guest.wait();
    let seen = held.unwrap();
    eprintln!("a silent guest was seen as gone after {seen:?}");
    assert!(seen <= Duration::from_secs(5), "seen after {seen:?}");
    assert_eq!(host.host.occupancy(SeatId(1)), Some(Occupancy::Held));
}

/// A process stopped with SIGSTOP, let go again (and so killable) when dropped.
struct Frozen(u32);

impl Frozen {
    fn freeze(&self) {
        assert!(signal("-STOP", self.0), "the guest could not be frozen");
    }
}

impl Drop for Frozen {
    fn drop(&mut self) {
        // Gone already, or it goes on to its own end (its --wait).
        signal("-CONT", self.0);
    }
}

fn signal(which: &str, pid: u32) -> bool {
    std::process::Command::new("kill")
        .args([which, &pid.to_string()])
        .status()
        .is_ok_and(|s| s.success())
}

/// Issue 61: an invitation to a game that is closed (its host gone, nothing listening)
/// ends within fifteen seconds with the guest told, instead of "Connecting…" for ever;
/// "Try again" dials afresh.
#[test]
fn an_invitation_that_leads_nowhere_ends_within_fifteen_seconds() {
    let invitation = {
        let mut host = makruk_host();
        invitation_of(&mut host)
        // The host's endpoint closes here: the game is closed.
    };
    let guest = Guest::new(GameKind::Makruk, SECRET, Bytes32([2; 32]));
    let mut guest = GuestEnd::new(guest, &invitation, loopback(), Arc::new(|| {}));
    let start = Instant::now();
    while guest.connection() != Connection::Unreachable {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "still {:?}; log {:?}",
            guest.connection(),
            guest.log
        );
        guest.pump_waiting(Duration::from_millis(20));
    }
    let ended = start.elapsed();
    eprintln!("an invitation leading nowhere ended after {ended:?}");
    assert!(
        ended <= Duration::from_millis(15_500),
        "ended after {ended:?}"
    );
    // Nothing more is dialled until the player asks.
    std::thread::sleep(Duration::from_millis(600));
    guest.pump();
    assert_eq!(guest.connection(), Connection::Unreachable);
    guest.reconnect();
    assert_eq!(guest.connection(), Connection::Connecting);
}
