//! Whole random games of both games, on two and four ends, with identical records.

use super::net::{Net, dhayam, makruk};
use crate::online::record::Checked;
use crate::online::record::Entry;
use crate::online::{Action, GuestNotice, HostNotice, Phrase, SeatId, Seating};

fn assert_dice_checked(net: &Net) {
    let throws = net.host.record().throw_count() as usize;
    assert!(throws > 0);
    for guest in &net.guests {
        assert_eq!(guest.verdict(), Some(&Ok(Checked { throws })));
    }
}

#[test]
fn dhayam_on_two_ends_plays_to_the_end_with_the_same_record() {
    for seed in 1..=3 {
        let mut net = Net::new(
            dhayam("RY", ""),
            &[(0, Seating::Person("Amma".into())), (2, Seating::Open)],
            1,
            seed,
        );
        net.seat_and_start(&[(0, 2)]);
        net.play_out(20_000);
        assert!(net.host.table().is_over(), "seed {seed}");
        net.assert_same_game_everywhere();
        assert_dice_checked(&net);
        let said = net.guest_notices[0].iter().find_map(|n| match n {
            GuestNotice::DiceChecked(c) => Some(c.to_string()),
            _ => None,
        });
        let throws = net.host.record().throw_count();
        assert_eq!(said, Some(format!("All {throws} throws checked")));
    }
}

#[test]
fn dhayam_on_four_ends_plays_to_the_end_with_the_same_record() {
    let mut net = Net::new(
        dhayam("RGYB", ""),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Open),
            (3, Seating::Open),
        ],
        3,
        7,
    );
    net.seat_and_start(&[(0, 1), (1, 2), (2, 3)]);
    net.play_out(40_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert_dice_checked(&net);
    // The host's own throws used the guests' contributions, in turn.
    let contributors: std::collections::BTreeSet<Option<SeatId>> = net
        .host
        .record()
        .entries
        .iter()
        .filter_map(|e| match e {
            Entry::Throw { throw, contributor } if throw.seat == SeatId(0) => Some(*contributor),
            _ => None,
        })
        .collect();
    assert!(!contributors.contains(&None), "{contributors:?}");
    assert!(contributors.len() > 1, "{contributors:?}");
}

#[test]
fn dhayam_with_two_seats_on_each_end_and_pooled_turns() {
    let mut net = Net::new(
        dhayam("RGYB", "turn=pooled,cutbonus=on"),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Computer),
            (2, Seating::Open),
            (3, Seating::Open),
        ],
        1,
        11,
    );
    net.seat_and_start(&[(0, 2), (0, 3)]);
    let mine: Vec<SeatId> = net.guests[0]
        .seats()
        .iter()
        .filter(|s| s.yours)
        .map(|s| s.seat)
        .collect();
    assert_eq!(mine, [SeatId(2), SeatId(3)]);
    net.play_out(40_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    assert_dice_checked(&net);
}

#[test]
fn makruk_on_two_ends_plays_to_the_end_with_the_same_record() {
    for seed in 1..=4 {
        let mut net = Net::new(
            makruk(),
            &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
            1,
            seed,
        );
        net.seat_and_start(&[(0, 1)]);
        net.play_out(5_000);
        assert!(net.host.table().is_over(), "seed {seed}");
        net.assert_same_game_everywhere();
        assert_eq!(net.guests[0].verdict(), None, "Makruk has no dice");
    }
}

#[test]
fn makruk_on_four_ends_with_two_watching() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Computer), (1, Seating::Open)],
        3,
        5,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(5_000);
    assert!(net.host.table().is_over());
    net.assert_same_game_everywhere();
    let result = net.host.table().result().unwrap();
    for notices in &net.guest_notices {
        assert!(notices.contains(&GuestNotice::Over {
            result: result.clone()
        }));
    }
}

#[test]
fn makruk_resignation_and_agreed_draw_end_the_game_everywhere() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        3,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(6);
    net.guests[0].act(SeatId(1), Action::Resign).unwrap();
    net.pump();
    assert_eq!(
        net.host.table().result().as_deref(),
        Some("1-0 resignation")
    );
    net.assert_same_game_everywhere();

    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        3,
    );
    net.seat_and_start(&[(0, 1)]);
    net.play_out(4);
    net.host.act(net.now, SeatId(0), Action::OfferDraw).unwrap();
    net.pump();
    assert!(net.guest_notices[0].contains(&GuestNotice::DrawOffered { seat: SeatId(0) }));
    // The offer's own side cannot accept it.
    assert_eq!(
        net.host.act(net.now, SeatId(0), Action::AnswerDraw(true)),
        Err(crate::online::ErrorCode::Stale)
    );
    net.guests[0]
        .act(SeatId(1), Action::AnswerDraw(true))
        .unwrap();
    net.pump();
    assert_eq!(
        net.host.table().result().as_deref(),
        Some("1/2-1/2 agreement")
    );
    net.assert_same_game_everywhere();
    assert_eq!(net.host.record().entries.last(), Some(&Entry::DrawAgreed));
}

#[test]
fn phrases_and_chat_reach_every_end() {
    let mut net = Net::new(
        dhayam("RGY", ""),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Open),
        ],
        2,
        2,
    );
    net.seat_and_start(&[(0, 1), (1, 2)]);
    net.guests[0]
        .act(SeatId(1), Action::Phrase(Phrase::OneMoment))
        .unwrap();
    net.guests[1]
        .act(SeatId(2), Action::Chat("வணக்கம்".into()))
        .unwrap();
    net.pump();
    assert!(net.host_notices.contains(&HostNotice::Phrase {
        seat: SeatId(1),
        phrase: Phrase::OneMoment
    }));
    for notices in &net.guest_notices {
        assert!(notices.contains(&GuestNotice::Chat {
            seat: SeatId(2),
            text: "வணக்கம்".into()
        }));
    }
    // Dhayam has no draws: the host says so, and the game goes on.
    net.guests[0].act(SeatId(1), Action::OfferDraw).unwrap();
    net.pump();
    assert!(net.guest_notices[0].iter().any(|n| matches!(
        n,
        GuestNotice::Refused {
            code: crate::online::ErrorCode::NotInThisGame,
            ..
        }
    )));
}

/// Issue 61: a draw declined at a guest's screen is told to the host (its window says
/// who declined), as one declined at the host's is told to the guests.
#[test]
fn a_declined_draw_is_told_at_both_ends() {
    let mut net = Net::new(
        makruk(),
        &[(0, Seating::Person("Somchai".into())), (1, Seating::Open)],
        1,
        3,
    );
    net.seat_and_start(&[(0, 1)]);
    net.host.act(net.now, SeatId(0), Action::OfferDraw).unwrap();
    net.pump();
    net.guests[0]
        .act(SeatId(1), Action::AnswerDraw(false))
        .unwrap();
    net.pump();
    assert!(
        net.host_notices
            .contains(&HostNotice::DrawDeclined { seat: SeatId(1) }),
        "{:?}",
        net.host_notices
    );
    assert!(!net.host.table().is_over());

    net.guests[0].act(SeatId(1), Action::OfferDraw).unwrap();
    net.pump();
    net.host
        .act(net.now, SeatId(0), Action::AnswerDraw(false))
        .unwrap();
    net.pump();
    assert!(net.guest_notices[0].contains(&GuestNotice::DrawDeclined { seat: SeatId(0) }));
    net.play_out(2_000);
    net.assert_same_game_everywhere();
}
