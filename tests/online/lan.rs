//! Games on this home network without an invitation (issue 61): a host shows its game by
//! mDNS, a guest lists it, asks, and the host lets it in, refuses, or the guest brings
//! the game's short code. Two `dhayam-cli` players on one home network of the harness's
//! own (`netns.rs`: namespaces on one bridge, nothing routed out of it), so multicast
//! stays among the test's namespaces; and outside the harness (`DHAYAM_ONLINE=loopback`)
//! no mDNS starts at all.

use std::io::Read;
use std::process::Child;
use std::sync::Arc;
use std::time::Duration;

use crate::cli::lines;
use crate::netns::{Home, World, with_world};
use dhayam::games::GameKind;
use dhayam::makruk::rules::START_FEN;
use dhayam::online::net::{HostEnd, LanLook, Reach};
use dhayam::online::relay::Relays;
use dhayam::online::{Bytes32, GameSetup, Host, HostConfig, SeatId, Seating};

const CLI: &str = env!("CARGO_BIN_EXE_dhayam-cli");

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

/// What the two players printed, and how each ended.
struct Ended {
    host: Vec<String>,
    guest: Vec<String>,
    host_ok: bool,
    guest_ok: bool,
    guest_err: String,
}

/// Kavi hosts Makruk shown on the home network (`host_extra`: how the host answers);
/// Chitra, in the other namespace, looks for it and joins (`guest_extra`: a code, say;
/// `code_from_host`: the guest types the code the host printed).
fn host_and_find(
    world: &World,
    host_home: &Home,
    guest_home: &Home,
    host_extra: &[&str],
    code_from_host: bool,
) -> Ended {
    let host_args = [
        &[
            "online", "host", "--game", "makruk", "--guests", "b", "--level", "random", "--relay",
            "none", "--lan", "--name", "Kavi", "--pace", "20", "--wait", "90",
        ][..],
        host_extra,
    ]
    .concat();
    let mut host = world.spawn(host_home, CLI, &host_args);
    let host_out = lines(&mut host);
    let mut host_lines = Vec::new();
    let mut code = None;
    // The invitation (after the endpoint's wait for a relay it has none of), then the code.
    while code.is_none() {
        let line = host_out
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("no code from the host: {}", stderr(&mut host)));
        code = line.strip_prefix("code: ").map(str::to_string);
        host_lines.push(line);
    }
    let code = code.unwrap();
    let mut guest_args = vec![
        "online", "join", "--lan", "--game", "makruk", "--relay", "none", "--level", "random",
        "--name", "Chitra", "--pace", "0", "--wait", "120",
    ];
    if code_from_host {
        guest_args.extend(["--code", code.as_str()]);
    }
    let mut guest = world.spawn(guest_home, CLI, &guest_args);
    let guest_out = lines(&mut guest);
    let mut guest_lines = Vec::new();
    while let Ok(line) = guest_out.recv_timeout(Duration::from_secs(150)) {
        guest_lines.push(line);
    }
    let guest_err = stderr(&mut guest);
    let guest_ok = guest.wait().unwrap().success();
    if !guest_ok {
        // A guest turned away leaves the host waiting for its seat: it is not let go on.
        let _ = host.kill();
    }
    while let Ok(line) = host_out.recv_timeout(Duration::from_secs(30)) {
        host_lines.push(line);
    }
    let host_ok = host.wait().unwrap().success();
    Ended {
        host: host_lines,
        guest: guest_lines,
        host_ok,
        guest_ok,
        guest_err,
    }
}

/// The memberships of mDNS's group (224.0.0.251) in this namespace, as the kernel lists
/// them (the test's own namespace: the machine's, if it runs as the machine does).
fn mdns_groups_here() -> usize {
    std::fs::read_to_string("/proc/net/igmp")
        .unwrap_or_default()
        .lines()
        .filter(|l| l.trim_start().starts_with("FB0000E0"))
        .count()
}

/// Two players on one home network find each other by mDNS only inside it.
fn on_one_network(name: &str, scenario: impl FnOnce(&mut World, &Home, &Home)) {
    with_world(name, |world| {
        let groups_before = mdns_groups_here();
        let players = world.one_home_network(2);
        let (host, guest) = (&players[0], &players[1]);
        world.assert_on_the_network_alone(host);
        world.assert_on_the_network_alone(guest);
        scenario(world, host, guest);
        // No real interface joined mDNS's group: the test's own namespaces only.
        assert_eq!(
            mdns_groups_here(),
            groups_before,
            "mDNS outside the harness"
        );
    });
}

#[test]
fn lan_a_guest_finds_the_game_asks_and_the_host_lets_it_in() {
    on_one_network("lok", |world, host, guest| {
        let ended = host_and_find(world, host, guest, &["--answer", "let-in"], false);
        assert!(
            ended.host_ok && ended.guest_ok,
            "host {:?}\nguest {:?}\n{}",
            ended.host,
            ended.guest,
            ended.guest_err
        );
        let found = value(&ended.guest, "found: ").expect("the guest listed the game");
        assert_eq!(found, "makruk by Kavi with 1 free");
        assert_eq!(value(&ended.host, "asks: "), Some("Chitra"));
        assert_eq!(value(&ended.host, "let in: "), Some("Chitra"));
        // A whole game, the same record at both ends.
        let record = value(&ended.host, "record: ").expect("the host's record");
        assert_eq!(value(&ended.guest, "record: "), Some(record));
        assert!(value(&ended.guest, "result: ").is_some());
        assert_eq!(
            value(&ended.guest, "result: "),
            value(&ended.host, "result: ")
        );
        assert_eq!(value(&ended.guest, "path: "), Some("direct"));
    });
}

#[test]
fn lan_a_guest_the_host_refuses_is_told_so() {
    on_one_network("lno", |world, host, guest| {
        let ended = host_and_find(world, host, guest, &["--answer", "refuse"], false);
        assert!(!ended.guest_ok, "{:?}", ended.guest);
        assert_eq!(value(&ended.host, "refused: "), Some("Chitra"));
        assert!(
            ended
                .guest_err
                .contains("turned this guest away: the host did not let this guest in"),
            "{}",
            ended.guest_err
        );
        assert!(value(&ended.guest, "claimed ").is_none());
    });
}

#[test]
fn lan_a_guest_with_the_short_code_comes_in_without_asking() {
    on_one_network("lco", |world, host, guest| {
        // The host would refuse an ask: the code is what lets the guest in.
        let ended = host_and_find(world, host, guest, &["--answer", "refuse"], true);
        assert!(
            ended.host_ok && ended.guest_ok,
            "host {:?}\nguest {:?}\n{}",
            ended.host,
            ended.guest,
            ended.guest_err
        );
        assert_eq!(value(&ended.host, "asks: "), None);
        let record = value(&ended.host, "record: ").expect("the host's record");
        assert_eq!(value(&ended.guest, "record: "), Some(record));
    });
}

/// The sockets of this process bound to mDNS's port 5353 (UDP, IPv4 or IPv6).
fn mdns_sockets_of_this_process() -> Vec<String> {
    let mut inodes = Vec::new();
    for table in ["/proc/self/net/udp", "/proc/self/net/udp6"] {
        for line in std::fs::read_to_string(table)
            .unwrap_or_default()
            .lines()
            .skip(1)
        {
            let fields: Vec<&str> = line.split_whitespace().collect();
            if fields.get(1).is_some_and(|local| local.ends_with(":14E9"))
                && let Some(inode) = fields.get(9)
            {
                inodes.push(format!("socket:[{inode}]"));
            }
        }
    }
    std::fs::read_dir("/proc/self/fd")
        .map(|fds| {
            fds.filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok())
                .map(|link| link.display().to_string())
                .filter(|link| inodes.contains(link))
                .collect()
        })
        .unwrap_or_default()
}

/// Outside the harness nothing starts mDNS: with `DHAYAM_ONLINE=loopback` (the tests',
/// CI's) a host asked to show its game on the network, and a look for games, open no
/// socket on mDNS's port, and the look is not even made.
#[test]
fn on_loopback_no_mdns_starts() {
    assert_eq!(
        std::env::var("DHAYAM_ONLINE").as_deref(),
        Ok("loopback"),
        "the online tests run with DHAYAM_ONLINE=loopback"
    );
    let asked = Reach::Internet(Relays::Off);
    assert!(
        LanLook::start(
            asked.clone().or_forced().finds_neighbours(),
            Arc::new(|| {})
        )
        .is_none(),
        "a look on loopback"
    );
    let setup = GameSetup {
        game: GameKind::Makruk,
        seats: String::new(),
        rules: START_FEN.into(),
        clock: None,
    };
    let host = Host::new(
        setup,
        &[
            (SeatId(0), Seating::Person("Kavi".into())),
            (SeatId(1), Seating::Open),
        ],
        Bytes32([3; 32]),
        Bytes32([4; 32]),
        HostConfig::default(),
    )
    .unwrap();
    let mut end = HostEnd::new(host, asked, Bytes32([5; 32]), Arc::new(|| {}));
    let until = std::time::Instant::now() + Duration::from_secs(20);
    while end.invitation(Bytes32([3; 32])).is_none() {
        assert!(std::time::Instant::now() < until, "no invitation");
        end.pump_waiting(Duration::from_millis(20));
    }
    end.show(Some("dhayam-lan/1 makruk 1 Kavi".into()));
    for _ in 0..50 {
        end.pump_waiting(Duration::from_millis(20));
    }
    let invitation = end.invitation(Bytes32([3; 32])).unwrap().to_string();
    assert!(invitation.contains("127.0.0.1"), "{invitation}");
    assert_eq!(mdns_sockets_of_this_process(), Vec::<String>::new());
}

/// The CLI's guest says in words that it does not look on loopback.
#[test]
fn on_loopback_the_cli_does_not_look_for_games() {
    let out = std::process::Command::new(CLI)
        .args(["online", "join", "--lan", "--game", "makruk", "--wait", "2"])
        .env("DHAYAM_ONLINE", "loopback")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not looked for on loopback"), "{err}");
}
