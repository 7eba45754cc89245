//! A guest that found the game on the home network holds no invitation: it asks the
//! host's player, who lets it in or refuses (no answer in a minute is a refusal), or it
//! brings the game's short code and comes in without asking (issue 61).

use std::time::Duration;

use super::net::{Net, makruk};
use crate::games::GameKind;
use crate::online::admission::{ANSWER_WITHIN, MAX_ASKING, ShortCode};
use crate::online::{Bytes32, ErrorCode, Guest, Occupancy, SeatId, Seating};

/// A Makruk lobby with Black open, its one guest asking to be let in as Chitra.
fn asking_lobby(shown: bool) -> Net {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Kavi".into())), (1, Seating::Open)],
        1,
        7,
    );
    net.host.take_asks(shown);
    net.guests[0] = Guest::asking(GameKind::Makruk, Bytes32([101; 32])).named("Chitra");
    net
}

fn peer_of(net: &Net) -> u64 {
    net.peers[0].expect("connected")
}

#[test]
fn a_guest_let_in_by_the_host_plays_a_whole_game() {
    let mut net = asking_lobby(true);
    net.connect(0);
    let peer = peer_of(&net);
    assert_eq!(net.host.asking(), vec![(peer, "Chitra".to_string())]);
    assert!(net.guests[0].waits_to_be_let_in());
    assert_eq!(net.guests[0].setup(), None, "nothing told before the yes");
    // Waiting is not silence: the connection stays while the host's player thinks.
    net.advance(Duration::from_secs(30));
    assert_eq!(net.host.connections(), 1);
    assert_eq!(net.guests[0].turned_away(), None);
    net.host.answer(net.now, peer, true);
    net.pump();
    assert!(net.host.asking().is_empty());
    assert!(!net.guests[0].waits_to_be_let_in());
    assert!(net.guests[0].setup().is_some(), "welcomed");
    net.guests[0].claim(SeatId(1), "Chitra").unwrap();
    net.pump();
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    net.host.start(net.now).unwrap();
    net.pump();
    net.play_out(10_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
}

#[test]
fn a_refused_guest_is_told_and_let_go() {
    let mut net = asking_lobby(true);
    net.connect(0);
    let peer = peer_of(&net);
    net.host.answer(net.now, peer, false);
    net.pump();
    assert_eq!(net.guests[0].turned_away(), Some(ErrorCode::NotLetIn));
    assert_eq!(net.host.connections(), 0);
    assert!(net.host.asking().is_empty());
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Open));
}

#[test]
fn a_host_that_does_not_answer_within_a_minute_refuses() {
    let mut net = asking_lobby(true);
    net.connect(0);
    net.advance(ANSWER_WITHIN - Duration::from_secs(1));
    assert_eq!(net.host.asking().len(), 1);
    net.advance(Duration::from_secs(1));
    assert_eq!(net.guests[0].turned_away(), Some(ErrorCode::NoAnswer));
    assert!(net.host.asking().is_empty());
    assert_eq!(net.host.connections(), 0);
}

#[test]
fn a_host_that_does_not_show_its_game_takes_no_asks() {
    let mut net = asking_lobby(false);
    net.connect(0);
    assert_eq!(net.guests[0].turned_away(), Some(ErrorCode::NotLetIn));
    assert!(net.host.asking().is_empty());
    // Stopping the show refuses those still waiting.
    let mut net = asking_lobby(true);
    net.connect(0);
    net.host.take_asks(false);
    net.pump();
    assert_eq!(net.guests[0].turned_away(), Some(ErrorCode::NotLetIn));
}

#[test]
fn a_few_asks_wait_at_once_and_the_rest_are_refused() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Kavi".into())), (1, Seating::Open)],
        MAX_ASKING + 1,
        7,
    );
    net.host.take_asks(true);
    for g in 0..=MAX_ASKING {
        net.guests[g] = Guest::asking(GameKind::Makruk, Bytes32([g as u8; 32]));
        net.connect(g);
    }
    assert_eq!(net.host.asking().len(), MAX_ASKING);
    assert_eq!(
        net.guests[MAX_ASKING].turned_away(),
        Some(ErrorCode::NotLetIn)
    );
}

#[test]
fn the_short_code_lets_a_guest_in_without_asking_and_a_wrong_one_does_not() {
    let mut net = asking_lobby(true);
    let code = net.host.short_code();
    net.guests[0] = Guest::with_code(GameKind::Makruk, code, Bytes32([101; 32]));
    net.connect(0);
    assert!(net.host.asking().is_empty());
    assert!(net.guests[0].setup().is_some(), "welcomed without asking");
    // A code not the game's is a wrong secret, said as such.
    let mut net = asking_lobby(true);
    let wrong: ShortCode = if net.host.short_code().as_str() == "000000" {
        "000001".parse().unwrap()
    } else {
        "000000".parse().unwrap()
    };
    net.guests[0] = Guest::with_code(GameKind::Makruk, wrong, Bytes32([101; 32]));
    net.connect(0);
    assert_eq!(net.guests[0].turned_away(), Some(ErrorCode::BadSecret));
    assert!(net.host.asking().is_empty());
}

#[test]
fn a_guest_let_in_comes_back_by_its_token_after_a_drop() {
    let mut net = asking_lobby(true);
    net.connect(0);
    let peer = peer_of(&net);
    net.host.answer(net.now, peer, true);
    net.pump();
    net.guests[0].claim(SeatId(1), "Chitra").unwrap();
    net.pump();
    net.host.start(net.now).unwrap();
    net.pump();
    net.drop_guest(0);
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Held));
    net.connect(0);
    assert_eq!(net.guests[0].turned_away(), None);
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    assert!(net.host.asking().is_empty(), "a return asks nobody");
}

#[test]
fn an_ask_after_the_start_is_refused() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Kavi".into())), (1, Seating::Open)],
        2,
        7,
    );
    net.host.take_asks(true);
    net.connect(0);
    net.guests[0].claim(SeatId(1), "Lek").unwrap();
    net.pump();
    net.host.start(net.now).unwrap();
    net.pump();
    net.guests[1] = Guest::asking(GameKind::Makruk, Bytes32([102; 32]));
    net.connect(1);
    assert_eq!(net.guests[1].turned_away(), Some(ErrorCode::NotLetIn));
}

/// `ErrorCode::ALL` is written by hand: every variant the enum has must be in it (serde
/// names them all when it meets one it does not know, independently of the list).
#[test]
fn every_error_code_is_in_the_list_of_all() {
    let unknown = serde_json::from_str::<ErrorCode>("\"no_such_code\"")
        .expect_err("no such code")
        .to_string();
    let expected = unknown
        .split("expected one of ")
        .nth(1)
        .expect("serde lists the variants");
    // "`hello_first`, `version`, … `no_answer` at line 1 column 14": every other piece.
    let names: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
    let listed: Vec<String> = ErrorCode::ALL
        .iter()
        .map(|c| {
            serde_json::to_value(c)
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    for name in &names {
        assert!(
            listed.iter().any(|l| l == name),
            "{name} is not in ErrorCode::ALL"
        );
    }
    assert_eq!(names.len(), listed.len(), "{names:?}");
}
