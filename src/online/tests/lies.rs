//! A host that lies about the dice is caught by every guest; a guest's rules that
//! disagree with the host's stop the game with a reason, never silently.

use super::net::{Net, dhayam};
use crate::online::record::DiceCheckError;
use crate::online::{Bytes32, Divergence, ErrorCode, GuestNotice, HostNotice, Message, Seating};

fn four_seats(seed: u64) -> Net {
    let mut net = Net::new(
        dhayam("RGYB", ""),
        &[
            (0, Seating::Person("Amma".into())),
            (1, Seating::Open),
            (2, Seating::Open),
            (3, Seating::Computer),
        ],
        2,
        seed,
    );
    net.seat_and_start(&[(0, 1), (1, 2)]);
    net
}

#[test]
fn a_host_that_lies_about_a_throw_is_caught_by_every_guest() {
    let mut net = four_seats(21);
    net.host.lie_about_throw = Some(5);
    net.play_out(40_000);
    assert!(net.host.table().is_over());
    // The lie was applied consistently everywhere, so the game itself agrees…
    net.assert_same_game_everywhere();
    // …but the revealed seed shows throw 5 was not the dice's.
    for (g, guest) in net.guests.iter().enumerate() {
        match guest.verdict() {
            Some(Err(DiceCheckError::Throw { k: 5, .. })) => {}
            other => panic!("guest {g}: {other:?}"),
        }
        assert!(net.guest_notices[g].iter().any(|n| matches!(
            n,
            GuestNotice::DiceFailed(DiceCheckError::Throw { k: 5, .. })
        )));
    }
    // Each guest tells the host, whose screen shows it too.
    let reports = net
        .host_notices
        .iter()
        .filter(|n| {
            matches!(
                n,
                HostNotice::Reported {
                    code: ErrorCode::DiceCheckFailed,
                    ..
                }
            )
        })
        .count();
    assert_eq!(reports, 2);
}

#[test]
fn a_host_that_reveals_another_seed_is_caught() {
    let mut net = four_seats(22);
    net.tamper = Some(Box::new(|msg| {
        if let Message::SeedReveal { seed } = msg {
            seed.0[0] ^= 1;
        }
    }));
    net.play_out(40_000);
    for guest in &net.guests {
        assert_eq!(guest.verdict(), Some(&Err(DiceCheckError::Commitment)));
    }
}

#[test]
fn a_host_that_swaps_a_guests_contribution_is_caught_at_once() {
    let mut net = four_seats(23);
    net.tamper = Some(Box::new(|msg| {
        if let Message::Throw {
            throw: 3,
            contribution,
            ..
        } = msg
        {
            *contribution = Bytes32([0; 32]);
        }
    }));
    net.play_out(40_000);
    // The guest whose contribution throw 3 should have used stops there and says why;
    // the game does not go on for it.
    let stopped: Vec<&Divergence> = net.guests.iter().filter_map(|g| g.stopped()).collect();
    assert_eq!(
        stopped,
        [&Divergence::Dice(DiceCheckError::ContributionIgnored {
            k: 3
        })]
    );
    assert!(net.host_notices.iter().any(|n| matches!(
        n,
        HostNotice::Reported {
            code: ErrorCode::Divergence,
            ..
        }
    )));
}

#[test]
fn a_move_the_guests_rules_refuse_stops_that_guest_with_a_reason() {
    let mut net = four_seats(24);
    // The host says Red entered a pawn on its first throw whatever the dice showed: on
    // every guest the rules refuse it, unless the throw really was a 1.
    net.tamper = Some(Box::new(|msg| {
        if let Message::Move { index: 1, text, .. } = msg {
            *text = "n+12".into();
        }
    }));
    net.play_out(40_000);
    for (g, guest) in net.guests.iter().enumerate() {
        assert!(
            matches!(
                guest.stopped(),
                Some(Divergence::Refused {
                    index: 1,
                    code: ErrorCode::IllegalMove
                })
            ),
            "guest {g}: {:?}",
            guest.stopped()
        );
        assert!(guest.stopped().unwrap().to_string().contains("entry 1"));
        // Stopped: the guest no longer acts, and its record ends before the bad entry.
        assert_eq!(guest.my_due(), None);
        assert_eq!(guest.record().len(), 1);
    }
}

#[test]
fn a_commitment_that_changes_after_a_return_is_caught() {
    let mut net = four_seats(25);
    net.play_out(30);
    net.drop_guest(0);
    net.tamper = Some(Box::new(|msg| {
        if let Message::Commitment { hash } = msg {
            hash.0[0] ^= 1;
        }
    }));
    net.connect(0);
    assert_eq!(
        net.guests[0].stopped(),
        Some(&Divergence::CommitmentChanged)
    );
}

#[test]
fn a_guest_that_stopped_is_not_asked_for_contributions() {
    // The host's computers play Red and Green against the guest's Yellow; the guest
    // stops at entry 1, and the host's throws go on without waiting for it.
    let mut net = Net::new(
        dhayam("RGY", ""),
        &[
            (0, Seating::Computer),
            (1, Seating::Computer),
            (2, Seating::Open),
        ],
        1,
        26,
    );
    net.seat_and_start(&[(0, 2)]);
    net.tamper = Some(Box::new(|msg| {
        if let Message::Move { index: 1, text, .. } = msg {
            *text = "n+12".into();
        }
    }));
    let mut steps = 0;
    while net.host.table().due().map(|d| d.0) != Some(crate::online::SeatId(2)) && steps < 500 {
        assert!(net.step(), "the host never waits on a stopped guest");
        steps += 1;
    }
    assert!(net.guests[0].stopped().is_some());
    let later: Vec<_> = net.host.record().entries[2..]
        .iter()
        .filter_map(|e| match e {
            crate::online::record::Entry::Throw { contributor, .. } => Some(*contributor),
            _ => None,
        })
        .collect();
    assert!(!later.is_empty());
    assert!(later.iter().all(Option::is_none), "{later:?}");
}

#[test]
fn a_host_that_leaves_early_still_shows_its_dice_were_fair() {
    let mut net = four_seats(27);
    net.play_out(50);
    let throws = net.host.record().throw_count() as usize;
    net.host.end();
    net.pump();
    for (g, guest) in net.guests.iter().enumerate() {
        assert_eq!(
            guest.verdict(),
            Some(&Ok(crate::online::record::Checked { throws })),
            "guest {g}"
        );
        assert_eq!(net.peers[g], None);
    }
}
