//! A rematch with the same players: a new game from the same setup, Makruk's colours
//! changing sides, Dhayam's dice under a new commitment checked again at its end; a guest
//! who missed the rematch's start follows the new game when it returns.

use std::time::Duration;

use super::net::{Net, dhayam, makruk};
use crate::online::{
    Action, ErrorCode, GuestNotice, HostNotice, Message, Occupancy, SeatId, Seating,
};

/// Somchai hosts as White, the guest plays Black; White resigns at once.
fn makruk_over() -> Net {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        3,
    );
    net.seat_and_start(&[(0, 1)]);
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    net.host.act(net.now, SeatId(0), Action::Resign).unwrap();
    net.pump();
    assert!(net.host.table().is_over());
    net
}

#[test]
fn no_rematch_before_the_end() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        3,
    );
    net.seat_and_start(&[(0, 1)]);
    assert_eq!(net.host.rematch(net.now), Err(ErrorCode::NotOver));
    assert_eq!(net.host.game_number(), 1);
}

#[test]
fn in_a_makruk_rematch_the_players_change_colours() {
    let mut net = makruk_over();
    net.host.rematch(net.now).unwrap();
    net.pump();
    assert_eq!(net.host.game_number(), 2);
    assert!(net.guest_notices[0].contains(&GuestNotice::Rematch { game: 2 }));
    assert_eq!(net.guests[0].game_number(), 2);
    // The guest is White now, and moves first; the host is Black.
    assert_eq!(net.host.occupancy(SeatId(0)), Some(Occupancy::Guest));
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Host));
    let yours: Vec<u8> = net.guests[0]
        .seats()
        .iter()
        .filter(|s| s.yours)
        .map(|s| s.seat.0)
        .collect();
    assert_eq!(yours, [0]);
    assert!(net.host.record().is_empty());
    assert_eq!(net.guests[0].my_due().map(|(s, _)| s), Some(SeatId(0)));
    net.guests[0]
        .act(SeatId(0), Action::Move("d3d4".into()))
        .unwrap();
    net.pump();
    assert_eq!(net.host.record().len(), 1);
    net.play_out(2_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
}

#[test]
fn a_dhayam_rematch_throws_under_a_new_commitment_and_is_checked_again() {
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
        1,
        9,
    );
    net.seat_and_start(&[(0, 2)]);
    net.play_out(20_000);
    assert!(net.host.table().is_over());
    let first = net.host.commitment();
    let checked = |net: &Net| {
        net.guest_notices[0]
            .iter()
            .filter(|n| matches!(n, GuestNotice::DiceChecked(_)))
            .count()
    };
    assert_eq!(checked(&net), 1);

    net.host.rematch(net.now).unwrap();
    net.pump();
    assert_ne!(net.host.commitment(), first, "a new hidden seed");
    // The guest keeps the last game, its seed with it, for its board and file.
    let last = net.guests[0].last_game().expect("the last game");
    assert_eq!(last.commitment, Some(first));
    assert!(last.seed.is_some());
    assert!(last.record.len() > 10);
    assert_eq!(net.guests[0].commitment(), Some(net.host.commitment()));
    assert_eq!(net.guests[0].revealed_seed(), None);
    // Dhayam's seats stay where they were.
    assert_eq!(net.host.occupancy(SeatId(0)), Some(Occupancy::Host));
    assert_eq!(net.host.occupancy(SeatId(2)), Some(Occupancy::Guest));
    net.play_out(20_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert_eq!(
        checked(&net),
        2,
        "the second game's throws were checked too"
    );
}

#[test]
fn a_guest_away_at_the_rematch_follows_the_new_game_when_it_returns() {
    let mut net = makruk_over();
    net.drop_guest(0);
    net.host.rematch(net.now).unwrap();
    net.pump();
    // The host's computer holds nothing yet: the seat is held for its guest.
    net.advance(Duration::from_secs(5));
    net.connect(0);
    assert_eq!(net.guests[0].game_number(), 2);
    assert!(net.guest_notices[0].contains(&GuestNotice::Rematch { game: 2 }));
    assert!(net.guests[0].record().is_empty());
    net.play_out(2_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
}

#[test]
fn a_start_numbered_for_an_older_game_is_refused() {
    let mut net = makruk_over();
    net.host.rematch(net.now).unwrap();
    net.pump();
    net.host.act(net.now, SeatId(1), Action::Resign).unwrap();
    net.pump();
    // A host that numbers the third game as the first.
    net.tamper = Some(Box::new(|m| {
        if let Message::Start { game, .. } = m {
            *game = 1;
        }
    }));
    net.host.rematch(net.now).unwrap();
    net.pump();
    assert_eq!(net.guests[0].game_number(), 2);
    assert!(
        net.guest_notices[0]
            .iter()
            .all(|n| *n != GuestNotice::Rematch { game: 1 })
    );
    assert!(net.host_notices.iter().any(|n| matches!(
        n,
        HostNotice::Reported {
            code: ErrorCode::Stale,
            ..
        }
    )));
}
