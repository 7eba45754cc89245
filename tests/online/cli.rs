//! `dhayam-cli online host` and `join` in two processes: a whole game each of Dhayam and
//! Makruk, both ends printing the same record, and the dice checked by the guest; and
//! 200 random games in rematches, each end printing the same lines for every one.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn cli(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(args)
        .env("DHAYAM_ONLINE", "loopback")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("dhayam-cli runs")
}

/// The lines a child prints, as they come.
pub(crate) fn lines(child: &mut Child) -> mpsc::Receiver<String> {
    let out = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

fn collect(rx: &mpsc::Receiver<String>) -> Vec<String> {
    let mut all = Vec::new();
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(300)) {
        all.push(line);
    }
    all
}

fn value<'a>(lines: &'a [String], key: &str) -> Option<&'a str> {
    lines.iter().find_map(|l| l.strip_prefix(key))
}

/// Hosts with `host_args`, joins with `join_args`; returns both ends' output.
fn play(host_args: &[&str], join_args: &[&str]) -> (Vec<String>, Vec<String>) {
    let mut host = cli(&[&["online", "host", "--local", "--wait", "120"], host_args].concat());
    let host_out = lines(&mut host);
    let invitation = host_out
        .recv_timeout(Duration::from_secs(60))
        .expect("the host prints its invitation");
    let invitation = invitation
        .strip_prefix("invitation: ")
        .unwrap_or_else(|| panic!("not an invitation line: {invitation}"))
        .to_string();
    assert!(invitation.contains("/127.0.0.1:"), "{invitation}");
    let mut guest = cli(&[&["online", "join", &invitation, "--local"], join_args].concat());
    let guest_out = lines(&mut guest);
    let guest_lines = collect(&guest_out);
    let host_lines = collect(&host_out);
    let guest_status = guest.wait().unwrap();
    let host_status = host.wait().unwrap();
    let stderr = |c: &mut Child| {
        let mut s = String::new();
        use std::io::Read;
        let _ = c.stderr.take().unwrap().read_to_string(&mut s);
        s
    };
    assert!(
        guest_status.success() && host_status.success(),
        "host {host_status:?} {host_lines:?} {}\nguest {guest_status:?} {guest_lines:?} {}",
        stderr(&mut host),
        stderr(&mut guest)
    );
    (host_lines, guest_lines)
}

#[test]
fn a_dhayam_game_between_two_processes_ends_with_the_same_record_and_checked_dice() {
    let (host, guest) = play(
        &[
            "--game", "dhayam", "--seats", "RY", "--guests", "Y", "--level", "greedy",
        ],
        &["--name", "Meena", "--level", "greedy"],
    );
    let record = value(&host, "record: ").expect("the host's record");
    assert_eq!(value(&guest, "record: "), Some(record));
    assert_eq!(value(&guest, "result: "), value(&host, "result: "));
    assert!(value(&host, "result: ").unwrap().starts_with("King "));
    let dice = value(&guest, "dice: ").expect("the guest checked the dice");
    assert!(
        dice.starts_with("All ") && dice.ends_with(" throws checked"),
        "{dice}"
    );
}

/// A game of partners under `rules`, the guest playing Yellow: both ends keep the same
/// record and result, the pair wins together (V13), and the guest checks every shell.
fn partners_cross_the_table(rules: &str) {
    let (host, guest) = play(
        &[
            "--game", "dhayam", "--seats", "RGYB", "--guests", "Y", "--rules", rules, "--level",
            "greedy", "--pace", "0", "--flood", "100000",
        ],
        &["--name", "Meena", "--level", "greedy", "--pace", "0"],
    );
    let record = value(&host, "record: ").expect("the host's record");
    assert_eq!(value(&guest, "record: "), Some(record));
    let result = value(&host, "result: ").expect("a result");
    assert_eq!(value(&guest, "result: "), Some(result));
    assert!(
        result.starts_with("King ") && result.contains(" and "),
        "{rules}: {result}"
    );
    let dice = value(&guest, "dice: ").expect("the guest checked the shells");
    assert!(
        dice.starts_with("All ") && dice.ends_with(" throws checked"),
        "{rules}: {dice}"
    );
}

/// docs/variants.md across the table: six cowries (each shell travels as it landed and
/// the guest checks every one), partners and pairs.
#[test]
fn v1_v11_v17_a_game_of_shells_partners_and_pairs_crosses_the_table() {
    partners_cross_the_table("dice=cowrie6,teams=on,pairs=block");
}

/// Thaayam across the table: four cowries on the 5×5 board, twins, and a player home
/// throwing for its partner (V2, V5, V14, V18).
#[test]
fn v2_v5_v14_v18_thaayam_with_twins_and_throws_for_the_partner_crosses_the_table() {
    partners_cross_the_table("dice=cowrie4,board=5x5,teams=on,forpartner=on,pairs=twin");
}

#[test]
fn a_makruk_game_between_two_processes_ends_with_the_same_record() {
    let (host, guest) = play(
        &["--game", "makruk", "--guests", "b", "--level", "beginner"],
        &["--seat", "b", "--level", "beginner"],
    );
    let record = value(&host, "record: ").expect("the host's record");
    assert_eq!(value(&guest, "record: "), Some(record));
    assert_eq!(value(&guest, "result: "), value(&host, "result: "));
}

/// The lines both ends print for each game: its number, result and record digest.
fn game_lines(lines: &[String]) -> Vec<&str> {
    lines
        .iter()
        .map(String::as_str)
        .filter(|l| {
            ["game: ", "result: ", "record: "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .collect()
}

/// `games` random games of `game` in rematches, at full speed (the flood limit raised
/// for it): both ends print the same lines for every game.
fn random_games(game: &str, guests: &str, games: usize) -> Vec<String> {
    let n = games.to_string();
    let (host, guest) = play(
        &[
            "--game", game, "--guests", guests, "--level", "random", "--games", &n, "--pace", "0",
            "--flood", "1000000",
        ],
        &["--level", "random", "--games", &n, "--pace", "0"],
    );
    let lines = game_lines(&host);
    assert_eq!(lines, game_lines(&guest));
    assert_eq!(lines.len(), 3 * games, "{lines:?}");
    for (i, triple) in lines.chunks(3).enumerate() {
        assert_eq!(triple[0], format!("game: {}", i + 1));
        assert!(triple[1].starts_with("result: ") && triple[2].starts_with("record: "));
    }
    guest
}

#[test]
fn two_hundred_random_games_in_rematches_end_with_the_same_lines_on_both_sides() {
    random_games("makruk", "b", 150);
    let guest = random_games("dhayam", "Y", 50);
    let checked = guest.iter().filter(|l| l.starts_with("dice: All ")).count();
    assert_eq!(checked, 50, "every game's dice checked");
}

#[test]
fn a_damaged_invitation_is_named_and_nothing_is_dialled() {
    let out = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args([
            "online",
            "join",
            "dhayam-invite/1/makruk/zz/zz//",
            "--local",
        ])
        .env("DHAYAM_ONLINE", "loopback")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("host key is damaged"), "{err}");
}

/// Issue 61: the join loop's ways of giving up are one (they were twin blocks, and a
/// guest the host turned away fell through to "the game did not end (connection
/// Finished)"): a guest with a wrong secret hears that it was turned away, and why.
#[test]
fn a_guest_turned_away_by_the_host_is_told_why() {
    let mut host = cli(&[
        "online", "host", "--local", "--wait", "30", "--game", "makruk", "--guests", "b",
    ]);
    let host_out = lines(&mut host);
    let invitation = host_out
        .recv_timeout(Duration::from_secs(60))
        .expect("the host prints its invitation");
    let mut wrong: dhayam::online::Invitation = invitation
        .strip_prefix("invitation: ")
        .unwrap()
        .parse()
        .unwrap();
    wrong.secret = dhayam::online::Bytes32([0x77; 32]);
    let guest = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args([
            "online",
            "join",
            &wrong.to_string(),
            "--local",
            "--wait",
            "30",
        ])
        .env("DHAYAM_ONLINE", "loopback")
        .output()
        .unwrap();
    let _ = host.kill();
    let _ = host.wait();
    assert!(!guest.status.success());
    let err = String::from_utf8_lossy(&guest.stderr);
    assert!(
        err.contains("the host turned this guest away: the invitation's secret is wrong"),
        "{err}"
    );
    assert!(!err.contains("did not end"), "{err}");
}

/// Issue 65: `--web-page` prints the invitation as a link to the web edition, whose
/// fragment reads back as the same invitation; a page that is no page is refused in words.
#[test]
fn the_host_prints_a_link_to_the_web_page_holding_its_invitation() {
    let mut host = cli(&[
        "online",
        "host",
        "--local",
        "--wait",
        "20",
        "--web-page",
        "http://127.0.0.1:8000/",
    ]);
    let out = lines(&mut host);
    let next = || out.recv_timeout(Duration::from_secs(60)).expect("a line");
    let invitation = next();
    let link = next();
    let _ = host.kill();
    let _ = host.wait();
    let invitation = invitation
        .strip_prefix("invitation: ")
        .expect("the invitation");
    let link = link.strip_prefix("link: ").expect("the link");
    let fragment = link
        .strip_prefix("http://127.0.0.1:8000/")
        .unwrap_or_else(|| panic!("{link}"));
    let text = dhayam::online::web_link::join_from_fragment(fragment).expect("#join=");
    let read: dhayam::online::Invitation = text.parse().unwrap();
    assert_eq!(read, invitation.parse().unwrap());

    let refused = Command::new(env!("CARGO_BIN_EXE_dhayam-cli"))
        .args(["online", "host", "--local", "--web-page", "example.org/#x"])
        .env("DHAYAM_ONLINE", "loopback")
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let words = String::from_utf8_lossy(&refused.stderr);
    assert!(words.contains("--web-page"), "{words}");
    assert!(words.contains("is not an http(s) address"), "{words}");
}
