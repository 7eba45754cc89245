//! Any sequence of well-formed messages with arbitrary fields, from a joined guest to the
//! host and from a host to a guest, in a game under way: refusals, never a panic.

use proptest::prelude::*;

use super::net::{Net, dhayam, makruk};
use crate::online::codec;
use crate::online::message::{Envelope, GameSetup};
use crate::online::{Bytes32, ErrorCode, Message, Phrase, SeatId, Seating};

fn any_message() -> impl Strategy<Value = Message> {
    let seat = (0u8..4).prop_map(SeatId);
    let bytes = any::<[u8; 32]>().prop_map(Bytes32);
    let text = "[a-h0-9nx+pas]{0,8}";
    prop_oneof![
        (seat.clone(), any::<u32>(), text).prop_map(|(seat, index, text)| Message::Move {
            index: index % 8,
            seat,
            text
        }),
        (seat.clone(), any::<u32>(), bytes.clone()).prop_map(|(seat, index, contribution)| {
            Message::ThrowRequest {
                index: index % 8,
                seat,
                contribution,
            }
        }),
        (any::<u32>(), bytes.clone()).prop_map(|(k, contribution)| Message::Contribution {
            throw: k % 4,
            contribution
        }),
        (
            any::<u32>(),
            seat.clone(),
            0u8..4,
            0u8..4,
            bytes.clone(),
            any::<bool>()
        )
            .prop_map(|(index, seat, a, b, contribution, own)| Message::Throw {
                index: index % 8,
                seat,
                throw: index % 4,
                contributor: own.then_some(seat),
                contribution,
                landed: format!("{a},{b}"),
            }),
        any::<u32>().prop_map(|k| Message::ContributionRequest { throw: k % 4 }),
        bytes.clone().prop_map(|seed| Message::SeedReveal { seed }),
        bytes.clone().prop_map(|hash| Message::Commitment { hash }),
        seat.clone().prop_map(|seat| Message::Resign { seat }),
        seat.clone().prop_map(|seat| Message::DrawOffer { seat }),
        (seat.clone(), any::<bool>())
            .prop_map(|(seat, accept)| Message::DrawAnswer { seat, accept }),
        seat.clone().prop_map(|seat| Message::Phrase {
            seat,
            phrase: Phrase::GoodMove
        }),
        (seat.clone(), "[a-z]{1,10}").prop_map(|(seat, name)| Message::Claim { seat, name }),
        (seat, bytes).prop_map(|(_, proof)| Message::Hello {
            version: 1,
            game: crate::games::GameKind::Dhayam,
            proof,
            rejoin: Some(proof),
            name: String::new(),
            asks: false,
        }),
        Just(Message::Start {
            setup: GameSetup {
                game: crate::games::GameKind::Makruk,
                seats: String::new(),
                rules: "not a fen".into(),
                clock: None,
            },
            game: 1,
        }),
        Just(Message::Error {
            code: ErrorCode::Stale,
            about: None
        }),
    ]
}

fn game_under_way(makruk_game: bool) -> Net {
    let mut net = if makruk_game {
        Net::new(
            makruk(),
            &[(0, Seating::Computer), (1, Seating::Open)],
            1,
            3,
        )
    } else {
        Net::new(
            dhayam("RGY", "turn=pooled"),
            &[
                (0, Seating::Computer),
                (1, Seating::Open),
                (2, Seating::Open),
            ],
            2,
            3,
        )
    };
    let claims: &[(usize, u8)] = if makruk_game {
        &[(0, 1)]
    } else {
        &[(0, 1), (1, 2)]
    };
    net.seat_and_start(claims);
    net.play_out(7);
    net
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_host_survives_any_messages_from_a_guest(
        messages in proptest::collection::vec(any_message(), 1..30),
        makruk_game in any::<bool>(),
    ) {
        let mut net = game_under_way(makruk_game);
        for msg in messages {
            if net.peers[0].is_none() {
                break;
            }
            net.guests[0].send(msg);
            net.pump();
            net.play_out(3);
        }
        // The host's game is still one its own rules accept.
        let record = net.host.record().len();
        prop_assert!(record >= 7 || net.host.table().is_over());
    }

    #[test]
    fn a_guest_survives_any_messages_from_its_host(
        messages in proptest::collection::vec(any_message(), 1..30),
        makruk_game in any::<bool>(),
    ) {
        let mut net = game_under_way(makruk_game);
        let first = net.guests[0].next_in_for_tests();
        for (seq, msg) in (first..).zip(messages) {
            let bytes = codec::encode(&Envelope { seq, msg });
            net.guests[0].receive(&bytes);
        }
    }
}
