//! What a broken or hostile guest sends is refused with the right error, and the game
//! goes on.

use std::time::Duration;

use super::net::{Net, SECRET, dhayam, makruk};
use crate::games::GameKind;
use crate::online::message::{MAX_MESSAGE_BYTES, PROTOCOL_VERSION};
use crate::online::{
    Action, Bytes32, ErrorCode, Guest, GuestNotice, HostNotice, Message, Occupancy, SeatId,
    Seating, secret,
};

/// The codes the host refused guest `g`'s messages with, from the guest's side.
fn refusals(net: &Net, g: usize) -> Vec<ErrorCode> {
    net.guest_notices[g]
        .iter()
        .filter_map(|n| match n {
            GuestNotice::Refused { code, .. } => Some(*code),
            _ => None,
        })
        .collect()
}

fn clear(net: &mut Net) {
    for n in &mut net.guest_notices {
        n.clear();
    }
    net.host_notices.clear();
}

/// A Makruk game with the guest as Black, White (the host) to move.
fn makruk_game() -> Net {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        1,
    );
    net.seat_and_start(&[(0, 1)]);
    clear(&mut net);
    net
}

/// The game goes on: it still plays to the end, the same on both ends.
fn assert_game_goes_on(net: &mut Net) {
    net.play_out(10_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
}

#[test]
fn an_illegal_move_is_refused_and_the_game_goes_on() {
    let mut net = makruk_game();
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    // The guest's own rules refuse it before it leaves…
    assert_eq!(
        net.guests[0].act(SeatId(1), Action::Move("a6a4".into())),
        Err(ErrorCode::IllegalMove)
    );
    // …and a guest that sends it anyway is refused by the host's.
    for text in ["a6a4", "zz", "e6e5m", ""] {
        net.guests[0].send(Message::Move {
            index: 1,
            seat: SeatId(1),
            text: text.into(),
        });
        net.pump();
    }
    assert_eq!(refusals(&net, 0), [ErrorCode::IllegalMove; 4]);
    assert_eq!(net.host.record().len(), 1);
    assert_game_goes_on(&mut net);
}

#[test]
fn a_move_out_of_turn_is_refused() {
    let mut net = makruk_game();
    assert_eq!(
        net.guests[0].act(SeatId(1), Action::Move("a6a5".into())),
        Err(ErrorCode::NotYourTurn)
    );
    net.guests[0].send(Message::Move {
        index: 0,
        seat: SeatId(1),
        text: "a6a5".into(),
    });
    net.pump();
    assert_eq!(refusals(&net, 0), [ErrorCode::NotYourTurn]);
    assert!(net.host.record().is_empty());
    assert_game_goes_on(&mut net);
}

#[test]
fn a_move_or_throw_for_another_seat_is_refused() {
    let mut net = makruk_game();
    assert_eq!(
        net.guests[0].act(SeatId(0), Action::Move("e3e4".into())),
        Err(ErrorCode::NotYourSeat)
    );
    net.guests[0].send(Message::Move {
        index: 0,
        seat: SeatId(0),
        text: "e3e4".into(),
    });
    net.guests[0].send(Message::Resign { seat: SeatId(0) });
    net.guests[0].send(Message::Chat {
        seat: SeatId(0),
        text: "I resign".into(),
    });
    net.pump();
    assert_eq!(refusals(&net, 0), [ErrorCode::NotYourSeat; 3]);
    assert!(net.host.record().is_empty());

    // Dhayam: a throw for the host's seat, and for a seat nobody plays.
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
        1,
        1,
    );
    net.seat_and_start(&[(0, 2)]);
    clear(&mut net);
    for seat in [0, 1] {
        net.guests[0].send(Message::ThrowRequest {
            index: 0,
            seat: SeatId(seat),
            contribution: Bytes32([1; 32]),
        });
    }
    net.pump();
    assert_eq!(
        refusals(&net, 0),
        [ErrorCode::NotYourSeat, ErrorCode::NoSuchSeat]
    );
    // Its own throw out of turn.
    net.guests[0].send(Message::ThrowRequest {
        index: 0,
        seat: SeatId(2),
        contribution: Bytes32([1; 32]),
    });
    net.pump();
    assert_eq!(refusals(&net, 0).last(), Some(&ErrorCode::NotYourTurn));
    assert!(net.host.record().is_empty());
    assert_game_goes_on(&mut net);
}

#[test]
fn a_stale_move_is_refused() {
    let mut net = makruk_game();
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    net.guests[0].send(Message::Move {
        index: 0,
        seat: SeatId(1),
        text: "a6a5".into(),
    });
    net.pump();
    assert_eq!(refusals(&net, 0), [ErrorCode::Stale]);
    assert_game_goes_on(&mut net);
}

#[test]
fn oversized_and_garbage_bytes_are_refused_and_the_game_goes_on() {
    let mut net = makruk_game();
    net.raw(0, &vec![b'{'; MAX_MESSAGE_BYTES + 1]);
    assert_eq!(refusals(&net, 0), [ErrorCode::TooLarge]);
    let garbage: [&[u8]; 6] = [
        b"",
        &[0xff, 0x00, 0x13],
        b"hello",
        b"{\"seq\":2,\"msg\":{\"type\":\"move\"}}",
        b"{\"seq\":2,\"msg\":{\"type\":\"teleport\",\"to\":\"d4\"}}",
        b"[1,2,3]",
    ];
    for bytes in garbage {
        net.raw(0, bytes);
    }
    assert_eq!(refusals(&net, 0)[1..], [ErrorCode::Malformed; 6]);
    let logged = net
        .host_notices
        .iter()
        .filter(|n| matches!(n, HostNotice::Refused { .. }))
        .count();
    assert_eq!(logged, 7, "each refusal is logged");
    assert_game_goes_on(&mut net);
}

#[test]
fn messages_out_of_sequence_and_in_the_wrong_direction_are_refused() {
    let mut net = makruk_game();
    // A replayed hello (sequence 1 again).
    net.raw(0, br#"{"seq":1,"msg":{"type":"ping","nonce":1}}"#);
    net.guests[0].send(Message::SeedReveal {
        seed: Bytes32([0; 32]),
    });
    net.pump();
    assert_eq!(
        refusals(&net, 0),
        [ErrorCode::Sequence, ErrorCode::WrongDirection]
    );
    assert_game_goes_on(&mut net);
}

#[test]
fn a_contribution_nobody_asked_for_is_refused() {
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
        1,
        1,
    );
    net.seat_and_start(&[(0, 2)]);
    clear(&mut net);
    net.guests[0].send(Message::Contribution {
        throw: 1,
        contribution: Bytes32([9; 32]),
    });
    net.pump();
    assert_eq!(refusals(&net, 0), [ErrorCode::UnexpectedContribution]);
    assert!(net.host.record().is_empty());
    assert_game_goes_on(&mut net);
}

#[test]
fn a_flooding_peer_is_cut_off_and_its_seat_held() {
    let mut net = makruk_game();
    for nonce in 0..400 {
        net.guests[0].send(Message::Ping { nonce });
    }
    net.pump();
    assert_eq!(refusals(&net, 0), [ErrorCode::Flood]);
    assert_eq!(net.peers[0], None, "the connection is closed");
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Held));
    // The same pace, spread out, is fine.
    net.connect(0);
    clear(&mut net);
    for nonce in 0..100 {
        net.now += Duration::from_millis(200);
        net.guests[0].send(Message::Ping { nonce });
        net.pump();
    }
    assert_eq!(refusals(&net, 0), []);
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
}

#[test]
fn the_invitations_secret_is_required() {
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
        1,
        1,
    );
    net.guests[0] = Guest::new(GameKind::Dhayam, Bytes32([0x66; 32]), Bytes32([1; 32]));
    net.connect(0);
    assert_eq!(refusals(&net, 0), [ErrorCode::BadSecret]);
    assert_eq!(
        net.guests[0].turned_away(),
        Some(ErrorCode::BadSecret),
        "the stranger knows not to dial again"
    );
    assert_eq!(net.peers[0], None, "a stranger is disconnected");
    assert!(
        net.guests[0].seats().is_empty(),
        "and learns nothing of the table"
    );
    assert_eq!(net.host.occupancy(SeatId(2)), Some(Occupancy::Open));

    // Nothing but a hello comes first.
    net.guests[0] = Guest::new(GameKind::Dhayam, SECRET, Bytes32([1; 32]));
    net.host.connected(net.now, 99);
    net.peers[0] = Some(99);
    net.guests[0].send(Message::Claim {
        seat: SeatId(2),
        name: "Intruder".into(),
    });
    net.pump();
    assert_eq!(refusals(&net, 0).last(), Some(&ErrorCode::HelloFirst));
    assert_eq!(net.host.occupancy(SeatId(2)), Some(Occupancy::Open));

    // The other game, or another version, is refused too.
    for (game, version, code) in [
        (GameKind::Makruk, PROTOCOL_VERSION, ErrorCode::WrongGame),
        (GameKind::Dhayam, PROTOCOL_VERSION + 1, ErrorCode::Version),
    ] {
        net.host.connected(net.now, 100 + u64::from(version));
        net.peers[0] = Some(100 + u64::from(version));
        net.guests[0] = Guest::new(GameKind::Dhayam, SECRET, Bytes32([1; 32]));
        net.guests[0].send(Message::Hello {
            version,
            game,
            proof: secret::proof(&SECRET),
            rejoin: None,
            name: String::new(),
            asks: false,
        });
        net.pump();
        assert_eq!(refusals(&net, 0).last(), Some(&code));
    }

    // With the secret, the guest joins and plays.
    net.guests[0] = Guest::new(GameKind::Dhayam, SECRET, Bytes32([1; 32]));
    net.connect(0);
    net.guests[0].claim(SeatId(2), "Meena").unwrap();
    net.pump();
    net.host.start(net.now).unwrap();
    net.pump();
    assert_game_goes_on(&mut net);
    assert!(net.guests[0].table().unwrap().due().is_none());
}

#[test]
fn a_taken_seat_cannot_be_claimed_and_an_open_seat_blocks_the_start() {
    let mut net = Net::new(
        dhayam("RGY", ""),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Open),
        ],
        2,
        1,
    );
    net.connect(0);
    net.connect(1);
    net.guests[0].claim(SeatId(1), "Arun").unwrap();
    net.pump();
    net.guests[1].claim(SeatId(1), "Bala").unwrap();
    net.guests[1].claim(SeatId(0), "Bala").unwrap();
    net.pump();
    assert_eq!(refusals(&net, 1), [ErrorCode::SeatTaken; 2]);
    assert_eq!(net.host.start(net.now), Err(ErrorCode::SeatsOpen));
    net.guests[1].claim(SeatId(2), "Bala").unwrap();
    net.pump();
    net.host.start(net.now).unwrap();
    net.pump();
    net.guests[1].claim(SeatId(2), "Bala").unwrap();
    net.pump();
    assert_eq!(refusals(&net, 1).last(), Some(&ErrorCode::AlreadyStarted));
    assert_game_goes_on(&mut net);
}

/// Issue 61 (the hello names the person, version 4): a version 3 hello, which has no
/// name, still reads, so the host refuses it for its version rather than as garbled;
/// and a guest whose hello an older host could not read is told the versions differ.
#[test]
fn an_older_hello_is_refused_for_its_version_and_an_older_host_is_said_as_such() {
    let mut net = makruk_game_with_a_stranger();
    let hello = format!(
        r#"{{"seq":1,"msg":{{"type":"hello","version":3,"game":"makruk","proof":"{}","rejoin":null}}}}"#,
        secret::proof(&SECRET)
    );
    net.raw(1, hello.as_bytes());
    assert_eq!(refusals(&net, 1), [ErrorCode::Version]);

    // An older host reads no `name`: it answers the hello as malformed, before any
    // welcome. That guest is turned away for the version, not left waiting.
    let mut guest = Guest::new(GameKind::Makruk, SECRET, Bytes32([3; 32])).named("Lek");
    guest.connect();
    let sent = guest.poll_output().expect("the hello");
    assert!(String::from_utf8_lossy(&sent).contains(r#""name":"Lek""#));
    let refusal = crate::online::codec::encode(&crate::online::message::Envelope {
        seq: 1,
        msg: Message::Error {
            code: ErrorCode::Malformed,
            about: None,
        },
    });
    guest.receive(&refusal);
    assert_eq!(guest.turned_away(), Some(ErrorCode::Version));
}

/// The Makruk game with a second guest connected but silent (to send raw bytes as).
fn makruk_game_with_a_stranger() -> Net {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        2,
        1,
    );
    net.connect(0);
    net.guests[0].claim(SeatId(1), "Arun").unwrap();
    net.pump();
    net.host.connected(net.now, 50);
    net.peers[1] = Some(50);
    clear(&mut net);
    net
}
