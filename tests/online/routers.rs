//! Online play across home routers (issue 61): two `dhayam-cli` processes in two homes of
//! the harness's own internet (`netns.rs`), through our own relay. In each scenario whole
//! games of both games end with the same record on both ends, the path that carried them
//! is the one such routers allow, and nothing left either home but packets to the relay
//! and to the other home. Each prints its figures (path, time to connect, the guest's
//! move round trip, bytes on the wire): `cargo test --test online routers -- --nocapture`.

use std::io::{BufRead, BufReader, Read};
use std::net::Ipv4Addr;
use std::process::Child;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::cli::lines;
use crate::netns::{Home, Nat, Traffic, World, with_world};

const CLI: &str = env!("CARGO_BIN_EXE_dhayam-cli");
/// The host's computer waits this long (ms) before each action: a game of a few dozen
/// seconds, long enough for hole punching to move it to a direct path mid-game.
const PACE: &str = "150";

fn stderr(child: &mut Child) -> String {
    let mut text = String::new();
    if let Some(mut err) = child.stderr.take() {
        let _ = err.read_to_string(&mut text);
    }
    text
}

fn value<'a>(lines: &'a [String], key: &str) -> Option<&'a str> {
    lines.iter().rev().find_map(|l| l.strip_prefix(key))
}

/// Which game, and the computer levels that play it quickly.
#[derive(Clone, Copy, Debug)]
enum Game {
    Dhayam,
    Makruk,
}

impl Game {
    fn host_args(self) -> &'static [&'static str] {
        match self {
            Game::Dhayam => &[
                "--game", "dhayam", "--seats", "RY", "--guests", "Y", "--level", "greedy",
            ],
            Game::Makruk => &["--game", "makruk", "--guests", "b", "--level", "random"],
        }
    }

    fn guest_args(self) -> &'static [&'static str] {
        match self {
            Game::Dhayam => &["--level", "greedy", "--name", "Meena"],
            Game::Makruk => &["--level", "random", "--name", "Meena"],
        }
    }
}

/// What one game across the two homes showed.
struct Played {
    host: Vec<String>,
    guest: Vec<String>,
    /// The guest's path lines, in order, with when each came (from the guest's start).
    paths: Vec<(String, Duration)>,
    /// The guest's bytes and packets on the wire for this game.
    traffic: Traffic,
    took: Duration,
}

impl Played {
    fn last_path(&self) -> &str {
        self.paths.last().map_or("none", |(path, _)| path.as_str())
    }

    fn report(&self, scenario: &str, game: Game) {
        println!(
            "{scenario} {game:?}: paths {}; connected in {}; {}; guest's home sent {} packets, {} bytes (stray {}); {} s",
            self.paths
                .iter()
                .map(|(path, at)| format!("{path} at {} ms", at.as_millis()))
                .collect::<Vec<_>>()
                .join(", "),
            value(&self.guest, "connected: ").unwrap_or("?"),
            value(&self.guest, "round trip: ")
                .map_or("no round trips".to_string(), |r| format!("round trip {r}")),
            self.traffic.packets,
            self.traffic.bytes,
            self.traffic.stray_packets,
            self.took.as_secs()
        );
    }
}

/// Hosts `game` in `host_home` and joins it from `guest_home`, both with `relay`; `during`
/// runs once the game has started (a change of the network mid-game). Both must end well.
fn play(
    world: &mut World,
    host_home: &Home,
    guest_home: &mut Home,
    game: Game,
    relay: &str,
    during: &mut dyn FnMut(&mut World, &mut Home),
) -> Played {
    let start = Instant::now();
    let before = world.traffic(guest_home);
    let host_args = [
        &[
            "online", "host", "--relay", relay, "--pace", PACE, "--wait", "120",
        ][..],
        game.host_args(),
    ]
    .concat();
    let mut host = world.spawn(host_home, CLI, &host_args);
    let host_out = lines(&mut host);
    let invitation = host_out
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("no invitation: {}", stderr(&mut host)));
    let invitation = invitation
        .strip_prefix("invitation: ")
        .unwrap_or_else(|| panic!("not an invitation line: {invitation}"))
        .to_string();
    let guest_args = [
        &[
            "online",
            "join",
            &invitation,
            "--relay",
            relay,
            "--pace",
            "0",
            "--wait",
            "600",
        ][..],
        game.guest_args(),
    ]
    .concat();
    let mut guest = world.spawn(guest_home, CLI, &guest_args);
    let joined = Instant::now();
    let guest_out = lines(&mut guest);
    let mut guest_lines = Vec::new();
    let mut paths = Vec::new();
    let mut changed = false;
    while let Ok(line) = guest_out.recv_timeout(Duration::from_secs(300)) {
        if let Some(path) = line.strip_prefix("path: ") {
            paths.push((path.to_string(), joined.elapsed()));
        }
        if !changed && line == "started" {
            changed = true;
            // A little of the game first, so the change comes mid-game.
            std::thread::sleep(Duration::from_millis(1500));
            during(world, guest_home);
        }
        guest_lines.push(line);
    }
    let mut host_lines = Vec::new();
    while let Ok(line) = host_out.recv_timeout(Duration::from_secs(60)) {
        host_lines.push(line);
    }
    let guest_status = guest.wait().unwrap();
    let host_status = host.wait().unwrap();
    assert!(
        guest_status.success() && host_status.success(),
        "host {host_status:?} {host_lines:?}\n{}\nguest {guest_status:?} {guest_lines:?}\n{}",
        stderr(&mut host),
        stderr(&mut guest)
    );

    let after = world.traffic(guest_home);
    let played = Played {
        host: host_lines,
        guest: guest_lines,
        paths,
        traffic: Traffic {
            packets: after.packets - before.packets,
            bytes: after.bytes - before.bytes,
            stray_packets: after.stray_packets - before.stray_packets,
        },
        took: start.elapsed(),
    };
    let record = value(&played.host, "record: ").expect("the host's record");
    assert_eq!(value(&played.guest, "record: "), Some(record));
    assert_eq!(
        value(&played.guest, "result: "),
        value(&played.host, "result: ")
    );
    if let Game::Dhayam = game {
        let dice = value(&played.guest, "dice: ").expect("the guest checked the dice");
        assert!(dice.starts_with("All "), "{dice}");
    }
    assert_eq!(played.traffic.stray_packets, 0, "a packet went astray");
    played
}

/// Two homes behind `host_nat` and `guest_nat`, each allowed to send to the relay and
/// to the other.
fn homes(world: &mut World, host_nat: Nat, guest_nat: Nat) -> (Home, Home) {
    let host = world.home(host_nat);
    let guest = world.home(guest_nat);
    world.allow(&host, &[guest.public]);
    world.allow(&guest, &[host.public]);
    world.assert_sealed(&host);
    world.assert_sealed(&guest);
    (host, guest)
}

/// Both games between the homes; returns the last path each ended on.
fn both_games(
    world: &mut World,
    scenario: &str,
    host: &Home,
    guest: &mut Home,
    during: &mut dyn FnMut(&mut World, &mut Home),
) -> Vec<Played> {
    let relay = world.relay_url();
    [Game::Dhayam, Game::Makruk]
        .into_iter()
        .map(|game| {
            let played = play(world, host, guest, game, &relay, during);
            played.report(scenario, game);
            assert_eq!(
                world.traffic(host).stray_packets,
                0,
                "the host's home: stray"
            );
            played
        })
        .collect()
}

fn nothing(_: &mut World, _: &mut Home) {}

/// (a) Two ordinary home routers: the game starts through the relay and moves to a
/// direct path by hole punching (each end learned its outside address from the relay's
/// QUIC address discovery).
#[test]
fn behind_two_home_routers_the_game_goes_direct() {
    with_world("hom", |world| {
        let (host, mut guest) = homes(world, Nat::Home, Nat::Home);
        for played in both_games(world, "home-home", &host, &mut guest, &mut nothing) {
            assert_eq!(played.last_path(), "direct", "{:?}", played.paths);
        }
    });
}

/// (b) One home behind a symmetric NAT: no direct path exists, the relay carries it.
#[test]
fn behind_a_symmetric_nat_the_relay_carries_the_game() {
    with_world("sym", |world| {
        let (host, mut guest) = homes(world, Nat::Home, Nat::Symmetric);
        for played in both_games(world, "home-symmetric", &host, &mut guest, &mut nothing) {
            assert_eq!(played.last_path(), "relay", "{:?}", played.paths);
        }
    });
}

/// (c) One home behind its router and the carrier's NAT: the relay carries it.
#[test]
fn behind_carrier_nat_the_relay_carries_the_game() {
    with_world("cgn", |world| {
        let (host, mut guest) = homes(world, Nat::Home, Nat::Carrier);
        for played in both_games(world, "home-carrier", &host, &mut guest, &mut nothing) {
            assert_eq!(played.last_path(), "relay", "{:?}", played.paths);
        }
    });
}

/// (d) No relay and a symmetric NAT: the guest hears within 15 s that a relay is needed.
#[test]
fn without_a_relay_a_symmetric_nat_is_named_within_fifteen_seconds() {
    with_world("nor", |world| {
        let (host, guest) = homes(world, Nat::Home, Nat::Symmetric);
        let mut hosting = world.spawn(
            &host,
            CLI,
            &[
                "online", "host", "--relay", "none", "--game", "makruk", "--guests", "b", "--wait",
                "60",
            ],
        );
        let host_out = lines(&mut hosting);
        let invitation = host_out
            .recv_timeout(Duration::from_secs(60))
            .expect("an invitation");
        let invitation = invitation.strip_prefix("invitation: ").unwrap().to_string();
        let start = Instant::now();
        let mut joining = world.spawn(
            &guest,
            CLI,
            &[
                "online",
                "join",
                &invitation,
                "--relay",
                "none",
                "--wait",
                "120",
            ],
        );
        // When the words come, not when the process ends (closing the endpoint takes a
        // moment more).
        let (tx, said) = mpsc::channel();
        let err = joining.stderr.take().unwrap();
        std::thread::spawn(move || {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = tx.send((start.elapsed(), line));
            }
        });
        let (took, words) = said
            .recv_timeout(Duration::from_secs(40))
            .expect("the guest says why it stopped");
        let status = joining.wait().unwrap();
        let _ = hosting.kill();
        let _ = hosting.wait();
        println!(
            "no relay, symmetric: said after {} ms: {words}",
            took.as_millis()
        );
        assert_eq!(status.code(), Some(1), "{words}");
        assert!(words.contains("a relay is needed"), "{words}");
        // The guest gives up 15 s after its first dial; a moment more for the process to
        // start before it.
        assert!(took < Duration::from_millis(15_500), "{took:?}");
        assert_eq!(world.traffic(&guest).stray_packets, 0);
        assert_eq!(world.traffic(&host).stray_packets, 0);
    });
}

/// (e) A bad line at one home: 200 ms each way and 5% of packets lost both ways.
#[test]
fn a_slow_and_lossy_line_still_finishes_both_games() {
    with_world("bad", |world| {
        let host = world.home(Nat::Home);
        let mut guest = world.home_on_bad_line(Nat::Home, 200, 5);
        world.allow(&host, &[guest.public]);
        world.allow(&guest, &[host.public]);
        both_games(world, "bad-line", &host, &mut guest, &mut nothing);
    });
}

/// (f) The guest's home gets a new public address mid-game: the guest comes back by
/// itself and both games end with the same record.
#[test]
fn a_new_public_address_mid_game_and_the_guest_comes_back() {
    with_world("ren", |world| {
        let (host, mut guest) = homes(world, Nat::Home, Nat::Home);
        let mut next = 40u8;
        let mut renumber = |world: &mut World, home: &mut Home| {
            next += 1;
            let to = Ipv4Addr::new(203, 0, 113, next);
            world.allow(&host, &[to]);
            world.renumber(home, to);
        };
        for played in both_games(world, "renumbered", &host, &mut guest, &mut renumber) {
            // Back in its own seat: the host held it, and no computer stood in.
            assert!(
                !played.host.iter().any(|l| l.starts_with("computer took")),
                "{:?}",
                played.host
            );
            let reconnected = played.paths.iter().filter(|(p, _)| p == "relay").count();
            assert!(
                reconnected >= 2,
                "a new connection after the change: {:?}",
                played.paths
            );
        }
    });
}
