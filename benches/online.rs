//! Online play's figures on this machine (issue 33), over loopback QUIC only: a move's
//! round trip (a guest's action until its entry comes back from the host), p50 and p99,
//! beside a bare TCP ping-pong of the same size on loopback in the same run; and the
//! bytes each end sends in a whole game of each game.
//!
//! `DHAYAM_ONLINE=loopback cargo bench --bench online [-- GAMES]` (default 3 games each).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::{Duration, Instant};

use dhayam::games::GameKind;
use dhayam::makruk::rules::START_FEN;
use dhayam::online::net::{GuestEnd, HostEnd, Reach};
use dhayam::online::{
    Action, Bytes32, Due, GameSetup, Guest, GuestNotice, Host, HostConfig, Invitation, Occupancy,
    SeatId, Seating,
};

const SECRET: Bytes32 = Bytes32([7; 32]);

fn setup(game: GameKind) -> GameSetup {
    match game {
        GameKind::Dhayam => GameSetup {
            game,
            seats: "RY".into(),
            rules: String::new(),
            clock: None,
        },
        GameKind::Makruk => GameSetup {
            game,
            seats: String::new(),
            rules: START_FEN.into(),
            clock: None,
        },
    }
}

/// The guest's seat: Yellow in Dhayam, Black in Makruk.
fn guest_seat(game: GameKind) -> SeatId {
    match game {
        GameKind::Dhayam => SeatId(2),
        GameKind::Makruk => SeatId(1),
    }
}

struct Game {
    rtts: Vec<Duration>,
    host_bytes: u64,
    guest_bytes: u64,
    entries: usize,
}

/// One whole game between a host's computer seat and a guest, both playing the first
/// legal move at once, on loopback.
fn play(game: GameKind) -> Game {
    let seat = guest_seat(game);
    let seating: Vec<(SeatId, Seating)> = GameKind::all_seats(game)
        .into_iter()
        .filter(|s| match game {
            GameKind::Dhayam => s.0 == 0 || s.0 == 2,
            GameKind::Makruk => true,
        })
        .map(|s| {
            let who = if s == seat {
                Seating::Open
            } else {
                Seating::Computer
            };
            (s, who)
        })
        .collect();
    let host = Host::new(
        setup(game),
        &seating,
        SECRET,
        Bytes32([1; 32]),
        HostConfig::default(),
    )
    .expect("a table");
    let mut host = HostEnd::new(host, Reach::Loopback, Bytes32([9; 32]), Arc::new(|| {}));
    let invitation: Invitation = loop {
        host.pump_waiting(Duration::from_millis(5));
        if let Some(i) = host.invitation(SECRET) {
            break i;
        }
    };
    let guest = Guest::new(game, SECRET, Bytes32([3; 32]));
    let mut guest = GuestEnd::new(guest, &invitation, Reach::Loopback, Arc::new(|| {}));
    let mut claimed = false;
    while !host.host.is_started() {
        host.pump_waiting(Duration::from_millis(1));
        guest.pump_waiting(Duration::from_millis(1));
        while let Some(n) = guest.guest.poll_notice() {
            if matches!(n, GuestNotice::SeatsChanged) && !claimed {
                guest.guest.claim(seat, "Bench").expect("a claim");
                guest.flush();
                claimed = true;
            }
        }
        if claimed && host.host.occupancy(seat) == Some(Occupancy::Guest) {
            let now = host.now();
            host.host.start(now).expect("every seat taken");
            host.flush();
        }
    }
    let mut rtts = Vec::new();
    let mut asked: Option<(usize, Instant)> = None;
    let deadline = Instant::now() + Duration::from_secs(300);
    while !(host.host.table().is_over()
        && guest.guest.table().is_some_and(|t| t.is_over())
        && guest.guest.record().len() == host.host.record().len())
    {
        assert!(Instant::now() < deadline, "the game did not end");
        host.pump();
        guest.pump();
        while guest.guest.poll_notice().is_some() {}
        if let Some((len, at)) = asked
            && guest.guest.record().len() > len
        {
            rtts.push(at.elapsed());
            asked = None;
        }
        if let Some((s, due, _)) = host.host.local_due() {
            let action = first(host.host.table(), due);
            let now = host.now();
            host.host.act(now, s, action).expect("the host's move");
            host.flush();
        }
        if asked.is_none()
            && let Some((s, due)) = guest.guest.my_due()
        {
            let action = first(guest.guest.table().expect("started"), due);
            asked = Some((guest.guest.record().len(), Instant::now()));
            guest.guest.act(s, action).expect("the guest's move");
            guest.flush();
        }
        std::thread::yield_now();
    }
    Game {
        rtts,
        host_bytes: host.sent,
        guest_bytes: guest.sent,
        entries: host.host.record().len(),
    }
}

fn first(table: &dhayam::online::Table, due: Due) -> Action {
    match due {
        Due::Throw => Action::Throw,
        Due::Move => Action::Move(table.legal_moves().remove(0)),
    }
}

/// A bare TCP ping-pong of `size` bytes on loopback, `n` times: the floor any move's
/// round trip stands on.
fn tcp_reference(n: usize, size: usize) -> Vec<Duration> {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    let addr = listener.local_addr().unwrap();
    let echo = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        s.set_nodelay(true).unwrap();
        let mut buf = vec![0; size];
        while s.read_exact(&mut buf).is_ok() {
            if s.write_all(&buf).is_err() {
                break;
            }
        }
    });
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_nodelay(true).unwrap();
    let buf = vec![7u8; size];
    let mut back = vec![0; size];
    let mut rtts = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        s.write_all(&buf).unwrap();
        s.read_exact(&mut back).unwrap();
        rtts.push(t.elapsed());
    }
    drop(s);
    let _ = echo.join();
    rtts
}

fn quantile(sorted: &[Duration], q: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    // Never anything but loopback, whatever the environment says.
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(3);
    let mut reference = tcp_reference(2000, 120);
    reference.sort();
    let (r50, r99) = (quantile(&reference, 0.5), quantile(&reference, 0.99));
    println!(
        "reference: TCP ping-pong of 120 bytes on loopback, 2000 times: p50 {:.3} ms, p99 {:.3} ms",
        ms(r50),
        ms(r99)
    );
    for game in [GameKind::Dhayam, GameKind::Makruk] {
        let mut rtts = Vec::new();
        let (mut host_bytes, mut guest_bytes, mut entries) = (0, 0, 0);
        let started = Instant::now();
        for _ in 0..games {
            let g = play(game);
            rtts.extend(g.rtts);
            host_bytes += g.host_bytes;
            guest_bytes += g.guest_bytes;
            entries += g.entries;
        }
        rtts.sort();
        let (p50, p99) = (quantile(&rtts, 0.5), quantile(&rtts, 0.99));
        let n = games as u64;
        println!(
            "{}: {games} games, {} record entries a game, {:.1} s a game; the guest's move round trip ({} moves): p50 {:.3} ms ({:.1}× TCP), p99 {:.3} ms ({:.1}× TCP); bytes a game: host {}, guest {} ({} a record entry in all)",
            game.as_ref(),
            entries / games,
            started.elapsed().as_secs_f64() / games as f64,
            rtts.len(),
            ms(p50),
            ms(p50) / ms(r50),
            ms(p99),
            ms(p99) / ms(r99),
            host_bytes / n,
            guest_bytes / n,
            (host_bytes + guest_bytes) / entries.max(1) as u64,
        );
    }
}
