//! A guest who takes no seat watches: it is sent the game as every player is, checks it
//! through its own rules (and the dice at the end), and can neither move nor speak for a
//! seat.

use super::net::{Net, SECRET, dhayam, makruk};
use crate::games::GameKind;
use crate::online::{Action, Bytes32, ErrorCode, Guest, GuestNotice, SeatId, Seating};

#[test]
fn a_spectator_follows_a_whole_dhayam_game_and_checks_its_dice() {
    // Guest 0 plays Yellow; guest 1 only watches.
    let mut net = Net::new(
        dhayam("RY", ""),
        &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
        2,
        21,
    );
    net.seat_and_start(&[(0, 2)]);
    assert_eq!(net.guests[1].my_due(), None);
    assert!(net.guest_notices[1].contains(&GuestNotice::Started));
    net.play_out(20_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert!(
        net.guest_notices[1]
            .iter()
            .any(|n| matches!(n, GuestNotice::DiceChecked(_))),
        "the spectator checked every throw"
    );
}

#[test]
fn a_spectator_cannot_move_or_resign_for_a_seat() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        2,
        22,
    );
    net.seat_and_start(&[(0, 1)]);
    // White (the host) to move: the spectator tries White's move, then Black's
    // resignation, as a hostile app would send them.
    assert_eq!(
        net.guests[1].act(SeatId(0), Action::Move("e3e4".into())),
        Err(ErrorCode::NotYourSeat)
    );
    net.guests[1].send(crate::online::Message::Resign { seat: SeatId(1) });
    net.pump();
    assert!(!net.host.table().is_over());
    assert!(net.guest_notices[1].iter().any(|n| matches!(
        n,
        GuestNotice::Refused {
            code: ErrorCode::NotYourSeat,
            ..
        }
    )));
    net.play_out(2_000);
    net.assert_same_game_everywhere();
}

/// Issue 61: the host sees who watches, by the names their hellos gave, as they come and
/// go; a seated guest is no watcher.
#[test]
fn the_host_lists_who_watches_as_they_come_and_go() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        3,
        23,
    );
    let guest = |n: u8| Guest::new(GameKind::Makruk, SECRET, Bytes32([n; 32]));
    net.guests[1] = guest(1).named("Lek");
    net.guests[2] = guest(2).named("  ");
    net.seat_and_start(&[(0, 1)]);
    assert_eq!(net.host.watchers(), ["Lek", ""]);
    net.drop_guest(1);
    assert_eq!(net.host.watchers(), [""]);
    net.drop_guest(2);
    assert!(net.host.watchers().is_empty());
    // The seated guest's drop holds its seat; it is no watcher.
    net.drop_guest(0);
    assert!(net.host.watchers().is_empty());
}
