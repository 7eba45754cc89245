//! A dropped guest: its seat is held, then a computer takes it, and the guest takes it
//! back on returning with the same invitation; the record is the same on every end.

use std::time::Duration;

use super::net::{Net, dhayam, makruk};
use crate::online::message::SeatView;
use crate::online::record::Entry;
use crate::online::{Action, Due, GuestNotice, HostNotice, Occupancy, SeatId, Seating};

fn two_guest_dhayam(seed: u64) -> Net {
    let mut net = Net::new(
        dhayam("RGY", ""),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Open),
        ],
        2,
        seed,
    );
    net.seat_and_start(&[(0, 1), (1, 2)]);
    net
}

fn view(net: &Net, g: usize, seat: u8) -> SeatView {
    net.guests[g]
        .seats()
        .iter()
        .find(|s| s.seat == SeatId(seat))
        .cloned()
        .unwrap()
}

#[test]
fn a_dropped_guest_is_held_then_replaced_by_a_computer_then_returns() {
    let mut net = two_guest_dhayam(4);
    net.play_out(40);
    net.drop_guest(0);
    let dropped_at = net.now;
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Held));
    assert!(net.host_notices.iter().any(|n| matches!(
        n,
        HostNotice::SeatHeld {
            seat: SeatId(1),
            ..
        }
    )));
    // Every other screen shows the hold and its countdown.
    let held = view(&net, 1, 1);
    assert_eq!(held.occupancy, Occupancy::Held);
    assert_eq!(held.held_ms, Some(180_000));

    // While held, the game waits at the held seat's turn: nobody acts for it.
    net.play_out(10_000);
    assert!(!net.host.table().is_over());
    assert_eq!(net.host.table().due().map(|d| d.0), Some(SeatId(1)));

    net.advance_to(dropped_at + Duration::from_secs(179));
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Held));
    assert!(net.host.local_due().is_none());
    net.advance_to(dropped_at + Duration::from_secs(180));
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Replaced));
    assert!(
        net.host_notices
            .contains(&HostNotice::ComputerTookSeat { seat: SeatId(1) })
    );
    assert_eq!(view(&net, 1, 1).occupancy, Occupancy::Replaced);

    // The computer plays the seat for a while.
    let before = net.host.record().len();
    let mut computer_acted = false;
    for _ in 0..60 {
        if let Some((SeatId(1), _, Occupancy::Replaced)) = net.host.local_due() {
            computer_acted = true;
        }
        net.step();
    }
    assert!(computer_acted);
    assert!(net.host.record().len() > before);

    // The person returns with the same invitation: the seat is theirs again, the game
    // replays to them and agrees with what they saw before the drop.
    net.connect(0);
    assert!(
        net.host_notices
            .contains(&HostNotice::SeatReturned { seat: SeatId(1) })
    );
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    assert!(view(&net, 0, 1).yours);
    net.assert_same_game_everywhere();

    net.play_out(40_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    for g in 0..2 {
        assert!(matches!(net.guests[g].verdict(), Some(Ok(_))));
    }
}

#[test]
fn a_guest_back_within_the_hold_keeps_its_seat() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Computer), (1, Seating::Open)],
        1,
        9,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(20);
    net.drop_guest(0);
    net.advance(Duration::from_secs(60));
    // The computer's move comes while the guest is away.
    assert!(net.step());
    assert_eq!(net.host.table().due(), Some((SeatId(1), Due::Move)));
    assert!(!net.step(), "nobody plays the held seat");
    net.connect(0);
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    net.assert_same_game_everywhere();
    assert!(
        net.guest_notices[0]
            .iter()
            .all(|n| !matches!(n, GuestNotice::Stopped(_)))
    );
    net.play_out(5_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
}

#[test]
fn a_throw_waiting_on_a_dropped_guests_contribution_is_asked_again() {
    // The host's computer throws; the only guest is asked to contribute and drops.
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Computer), (2, Seating::Open)],
        1,
        2,
    );
    net.seat_and_start(&[(0, 2)]);
    let (seat, due, _) = net.host.local_due().unwrap();
    assert_eq!((seat, due), (SeatId(0), Due::Throw));
    net.host.act(net.now, seat, Action::Throw).unwrap();
    assert_eq!(
        net.host.record().throw_count(),
        0,
        "waiting for the contribution"
    );
    assert!(net.host.local_due().is_none());
    // The guest drops before its answer leaves.
    let peer = net.peers[0].take().unwrap();
    net.host.disconnected(net.now, peer);
    net.guests[0].disconnected();
    net.pump();
    // With no guest left, the host's own contribution makes the throw, and says so.
    assert_eq!(net.host.record().throw_count(), 1);
    assert!(matches!(
        net.host.record().entries[0],
        Entry::Throw {
            contributor: None,
            ..
        }
    ));
}

/// The bug behind "throw 149 did not use this player's contribution": a guest that acted
/// while the host's replay was still reaching it sent a throw for a point already played,
/// and its fresh contribution replaced the one the host had used there.
#[test]
fn a_returning_guest_acts_only_once_the_replay_has_caught_up() {
    use crate::online::host::Output;
    let mut net = two_guest_dhayam(9);
    net.play_out(60);
    let before = net.guests[0].record().len();
    net.drop_guest(0);
    // The guest comes back, and the host's replay reaches it one message at a time.
    let peer = 1_000;
    net.host.connected(net.now, peer);
    net.peers[0] = Some(peer);
    net.guests[0].connect();
    while let Some(bytes) = net.guests[0].poll_output() {
        net.host.receive(net.now, peer, &bytes);
    }
    let mut mid_replay = 0;
    while let Some(output) = net.host.poll_output() {
        let Output::Send { to, bytes } = output else {
            continue;
        };
        let Some(g) = net.peers.iter().position(|p| *p == Some(to)) else {
            continue;
        };
        net.guests[g].receive(&bytes);
        let guest = &mut net.guests[0];
        if g == 0 && guest.table().is_some() && guest.record().len() < before {
            mid_replay += 1;
            assert_eq!(guest.my_due(), None, "nothing is due mid-replay");
            assert_eq!(
                guest.act(SeatId(1), Action::Throw),
                Err(crate::online::ErrorCode::NotYourTurn)
            );
        }
    }
    assert!(
        mid_replay > 10,
        "the replay was seen on its way ({mid_replay})"
    );
    net.pump();
    net.play_out(100_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert!(net.guests.iter().all(|g| g.stopped().is_none()));
}

/// A host who leaves before the end tells every guest, which then stops waiting (and
/// its end stops dialling); in Dhayam the seed comes first, so the throws still check.
#[test]
fn a_host_who_leaves_before_the_end_says_so_and_reveals_the_seed_first() {
    let mut net = two_guest_dhayam(11);
    net.play_out(30);
    assert!(!net.host.table().is_over());
    net.host.end();
    net.pump();
    for (g, guest) in net.guests.iter().enumerate() {
        assert!(guest.host_ended(), "guest {g} knows the host left");
        assert!(
            matches!(guest.verdict(), Some(Ok(_))),
            "guest {g} checked the throws so far"
        );
        assert!(net.guest_notices[g].contains(&GuestNotice::HostEnded));
    }
}

/// A host who closes the table after the game tells the guests too: one waiting for a
/// rematch learns that none will come (before, only a game still on was told).
#[test]
fn a_host_who_closes_the_table_after_the_game_says_so() {
    let mut net = two_guest_dhayam(12);
    net.play_out(100_000);
    assert!(net.host.table().is_over());
    assert!(net.guests.iter().all(|g| !g.host_ended()));
    net.host.end();
    net.pump();
    for (g, guest) in net.guests.iter().enumerate() {
        assert!(guest.host_ended(), "guest {g} knows the table is closed");
        assert!(net.guest_notices[g].contains(&GuestNotice::HostEnded));
    }
}

/// docs/variants.md at a distance: a game of six cowries, partners and pairs survives a
/// drop and a return. The returning guest is sent the record with every shell as it
/// landed, agrees with the host, and checks every throw at the end.
#[test]
fn v1_v11_v17_a_guest_dropped_from_a_game_of_shells_and_partners_returns_to_the_same_game() {
    drop_and_return_in_a_game_of_partners("dice=cowrie6,teams=on,pairs=block");
}

/// Thaayam at a distance: four shells on the 5×5 board, twins, and a seat home throwing
/// for its partner (whose turn the table waits for is the thrower's), through a drop and
/// a return.
#[test]
fn v2_v5_v14_v18_a_guest_dropped_from_a_game_of_thaayam_returns_to_the_same_game() {
    drop_and_return_in_a_game_of_partners(
        "dice=cowrie4,board=5x5,teams=on,forpartner=on,pairs=twin",
    );
}

/// A game of partners under `rules`, the guest on Green: it drops, comes back within the
/// hold, agrees with the host, and checks every throw once the pair has won.
fn drop_and_return_in_a_game_of_partners(rules: &str) {
    let mut net = Net::new(
        dhayam("RGYB", rules),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Computer),
            (3, Seating::Computer),
        ],
        1,
        6,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(60);
    net.drop_guest(0);
    net.advance(Duration::from_secs(30));
    net.play_out(200);
    net.connect(0);
    assert_eq!(net.host.occupancy(SeatId(1)), Some(Occupancy::Guest));
    net.assert_same_game_everywhere();
    net.play_out(60_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert!(
        net.host
            .table()
            .result()
            .is_some_and(|r| r.contains(" and ")),
        "the pair wins together: {:?}",
        net.host.table().result()
    );
    assert!(matches!(net.guests[0].verdict(), Some(Ok(_))));
}

/// A guest whose connection died on its side only (its home got a new public address)
/// comes back on a new one before the host sees the old one go: the contribution the
/// host had asked of the old connection for the computer's throw is asked again of the
/// new one, and the game goes on (issue 61: the game stood still after the return).
#[test]
fn a_guest_back_before_its_old_connection_drops_is_asked_again_for_a_lost_contribution() {
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Computer), (2, Seating::Open)],
        1,
        5,
    );
    net.seat_and_start(&[(0, 2)]);
    net.play_out(12);
    while !matches!(net.host.local_due(), Some((SeatId(0), Due::Throw, _))) {
        assert!(net.step(), "the game goes on to the computer's throw");
    }
    net.lose_on_guest_side(0);
    // The computer throws: the only guest is asked for a contribution, on a connection
    // that leads nowhere now.
    assert!(net.step());
    assert!(
        net.host.local_due().is_none(),
        "the throw waits for the guest"
    );
    net.connect(0);
    assert_eq!(net.host.occupancy(SeatId(2)), Some(Occupancy::Guest));
    net.play_out(40_000);
    assert!(net.host.table().is_over(), "the game went on to its end");
    net.assert_same_game_everywhere();
    assert!(matches!(net.guests[0].verdict(), Some(Ok(_))));
}
