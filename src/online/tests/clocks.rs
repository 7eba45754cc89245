//! Makruk's clock at a distance: the host keeps it on the transport's time, it runs for
//! the side to move only, every guest's reading follows the host's, and a side whose
//! time runs out loses on time in every record.

use std::time::Duration;

use super::net::{Net, makruk};
use crate::online::record::Entry;
use crate::online::{Action, ClockReading, GuestNotice, SeatId, Seating, TableClock};

fn one_minute() -> Net {
    let mut setup = makruk();
    setup.clock = Some(TableClock {
        minutes: 1,
        increment: 0,
    });
    let mut net = Net::new(
        setup,
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        7,
    );
    net.seat_and_start(&[(0, 1)]);
    net
}

fn reading(white: u64, black: u64, running: Option<u8>) -> ClockReading {
    ClockReading {
        left_ms: [white, black],
        running: running.map(SeatId),
    }
}

#[test]
fn the_clock_runs_for_the_mover_only_and_the_guest_follows_the_host() {
    let mut net = one_minute();
    assert_eq!(
        net.guests[0].clock(),
        Some(reading(60_000, 60_000, Some(0)))
    );

    net.advance(Duration::from_secs(10));
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    assert_eq!(
        net.host.clock(net.now),
        Some(reading(50_000, 60_000, Some(1)))
    );
    assert_eq!(net.guests[0].clock(), net.host.clock(net.now));

    net.advance(Duration::from_secs(3));
    net.guests[0]
        .act(SeatId(1), Action::Move("e6e5".into()))
        .unwrap();
    net.pump();
    let after = reading(50_000, 57_000, Some(0));
    assert_eq!(net.guests[0].clock(), Some(after));
    assert!(net.guest_notices[0].contains(&GuestNotice::Clock(after)));
}

#[test]
fn a_returning_guest_reads_the_clock_as_it_is_now() {
    let mut net = one_minute();
    net.advance(Duration::from_secs(4));
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    net.drop_guest(0);
    // Black's time runs on while its player is away.
    net.advance(Duration::from_secs(20));
    net.connect(0);
    assert_eq!(
        net.guests[0].clock(),
        Some(reading(56_000, 40_000, Some(1)))
    );
    net.assert_same_game_everywhere();
}

#[test]
fn a_side_whose_time_runs_out_loses_on_time_everywhere() {
    let mut net = one_minute();
    net.advance(Duration::from_secs(1));
    net.host
        .act(net.now, SeatId(0), Action::Move("e3e4".into()))
        .unwrap();
    net.pump();
    // Black's minute runs from White's move at one second.
    net.advance(Duration::from_millis(59_999));
    assert!(!net.host.table().is_over(), "a millisecond is left");
    net.advance(Duration::from_millis(1));
    assert_eq!(net.host.table().result().as_deref(), Some("1-0 time"));
    assert_eq!(
        net.host.record().entries.last(),
        Some(&Entry::Flag { seat: SeatId(1) })
    );
    net.assert_same_game_everywhere();
    assert_eq!(net.guests[0].clock(), Some(reading(59_000, 0, None)));
    // Nothing moves after the flag.
    assert!(
        net.guests[0]
            .act(SeatId(1), Action::Move("e6e5".into()))
            .is_err()
    );
}

#[test]
fn a_game_without_a_clock_sends_no_readings() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        7,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(10);
    net.advance(Duration::from_secs(3600));
    assert_eq!(net.host.clock(net.now), None);
    assert_eq!(net.guests[0].clock(), None);
    assert!(!net.host.table().is_over());
}
