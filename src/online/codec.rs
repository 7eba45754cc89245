//! Messages to bytes and back: one JSON object per message, strictly read.
//!
//! JSON because serde_json is already built for the saves and a message stays readable
//! in a log; strict because a peer is a stranger: the size is checked before parsing,
//! unknown fields and unknown message types are refused, trailing bytes are refused, and
//! every field's limits are checked (`Envelope::check`). Decoding never panics; every
//! failure is a `DecodeError`. A transport frames each message (QUIC keeps them apart).

use std::fmt;

use super::message::{Envelope, FieldProblem, MAX_MESSAGE_BYTES};

/// Why bytes from a peer are not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Over `MAX_MESSAGE_BYTES`: refused unread.
    TooLarge {
        len: usize,
    },
    Empty,
    NotUtf8,
    /// Not JSON, or JSON cut short (serde's words, kept short, for the log).
    Syntax(String),
    /// JSON, but no message of the protocol: an unknown type or field, a missing field,
    /// a value of the wrong kind.
    NotAMessage(String),
    /// A message whose field breaks a limit.
    Field(FieldProblem),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::TooLarge { len } => write!(
                f,
                "a message of {len} bytes is over the limit of {MAX_MESSAGE_BYTES}"
            ),
            DecodeError::Empty => f.write_str("an empty message"),
            DecodeError::NotUtf8 => f.write_str("a message that is not UTF-8 text"),
            DecodeError::Syntax(e) => write!(f, "a message that is not JSON: {e}"),
            DecodeError::NotAMessage(e) => write!(f, "not a message of the protocol: {e}"),
            DecodeError::Field(p) => write!(f, "a message breaks a limit: {p}"),
        }
    }
}

impl std::error::Error for DecodeError {}

/// serde's messages may quote the peer's text: keep the log line short.
fn short(error: &serde_json::Error) -> String {
    error.to_string().chars().take(120).collect()
}

/// Reads one message.
pub fn decode(bytes: &[u8]) -> Result<Envelope, DecodeError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLarge { len: bytes.len() });
    }
    if bytes.is_empty() {
        return Err(DecodeError::Empty);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| DecodeError::NotUtf8)?;
    let envelope: Envelope = serde_json::from_str(text).map_err(|e| {
        use serde_json::error::Category;
        match e.classify() {
            Category::Data => DecodeError::NotAMessage(short(&e)),
            Category::Io | Category::Syntax | Category::Eof => DecodeError::Syntax(short(&e)),
        }
    })?;
    envelope.check().map_err(DecodeError::Field)?;
    Ok(envelope)
}

/// Writes one message. Our own messages keep the limits by construction (the callers
/// check chat and names before sending); a debug build asserts it.
pub fn encode(envelope: &Envelope) -> Vec<u8> {
    let bytes = serde_json::to_vec(envelope).expect("a message always serializes");
    debug_assert!(bytes.len() <= MAX_MESSAGE_BYTES, "message over the limit");
    debug_assert_eq!(envelope.check(), Ok(()), "message breaks a limit");
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::{Shells, Throw};
    use crate::games::GameKind;
    use crate::online::message::{
        Bytes32, ErrorCode, GameSetup, Message, Occupancy, Phrase, SeatId, SeatView, TableClock,
    };
    use proptest::prelude::*;

    fn every_message() -> Vec<Message> {
        let b = Bytes32([7; 32]);
        let setup = GameSetup {
            game: GameKind::Dhayam,
            seats: "RY".into(),
            rules: "turn=pooled".into(),
            clock: None,
        };
        let clocked = GameSetup {
            game: GameKind::Makruk,
            seats: String::new(),
            rules: crate::makruk::rules::Position::start().fen(),
            clock: Some(TableClock {
                minutes: 5,
                increment: 3,
            }),
        };
        vec![
            Message::Hello {
                version: 1,
                game: GameKind::Makruk,
                proof: b,
                rejoin: Some(b),
                name: "Lek".into(),
                asks: true,
            },
            Message::Welcome {
                token: b,
                setup: setup.clone(),
            },
            Message::Seats {
                seats: vec![SeatView {
                    seat: SeatId(2),
                    occupancy: Occupancy::Held,
                    name: "Meena".into(),
                    yours: false,
                    held_ms: Some(170_000),
                }],
            },
            Message::Claim {
                seat: SeatId(1),
                name: "Arun".into(),
            },
            Message::Start { setup, game: 1 },
            Message::Start {
                setup: clocked,
                game: 2,
            },
            Message::Clock {
                left_ms: [299_000, 301_500],
                running: Some(SeatId(1)),
            },
            Message::Clock {
                left_ms: [0, 12],
                running: None,
            },
            Message::Flag { seat: SeatId(0) },
            Message::Commitment { hash: b },
            Message::Move {
                index: 4,
                seat: SeatId(0),
                text: "n+1".into(),
            },
            Message::ThrowRequest {
                index: 3,
                seat: SeatId(0),
                contribution: b,
            },
            Message::ContributionRequest { throw: 9 },
            Message::Contribution {
                throw: 9,
                contribution: b,
            },
            Message::Throw {
                index: 3,
                seat: SeatId(0),
                throw: 2,
                contributor: None,
                contribution: b,
                landed: "0,3".into(),
            },
            Message::SeedReveal { seed: b },
            Message::Ended,
            Message::Resign { seat: SeatId(1) },
            Message::DrawOffer { seat: SeatId(1) },
            Message::DrawAnswer {
                seat: SeatId(0),
                accept: true,
            },
            Message::Phrase {
                seat: SeatId(0),
                phrase: Phrase::WellPlayed,
            },
            Message::Chat {
                seat: SeatId(0),
                text: "நல்ல ஆட்டம்".into(),
            },
            Message::Ping { nonce: 1 },
            Message::Pong { nonce: 1 },
            Message::Error {
                code: ErrorCode::NotYourTurn,
                about: Some(3),
            },
        ]
    }

    #[test]
    fn every_message_round_trips() {
        for (i, msg) in every_message().into_iter().enumerate() {
            let envelope = Envelope {
                seq: i as u64 + 1,
                msg,
            };
            assert_eq!(decode(&encode(&envelope)), Ok(envelope));
        }
    }

    #[test]
    fn the_wire_format_is_pinned() {
        let envelope = Envelope {
            seq: 5,
            msg: Message::Move {
                index: 12,
                seat: SeatId(2),
                text: "23+3".into(),
            },
        };
        let text = r#"{"seq":5,"msg":{"type":"move","index":12,"seat":2,"text":"23+3"}}"#;
        assert_eq!(String::from_utf8(encode(&envelope)).unwrap(), text);
        assert_eq!(decode(text.as_bytes()), Ok(envelope));
    }

    #[test]
    fn strict_decoding_refuses_each_kind_of_bad_input() {
        let too_big = vec![b' '; MAX_MESSAGE_BYTES + 1];
        assert_eq!(
            decode(&too_big),
            Err(DecodeError::TooLarge {
                len: MAX_MESSAGE_BYTES + 1
            })
        );
        assert_eq!(decode(b""), Err(DecodeError::Empty));
        assert_eq!(decode(&[0xff, 0xfe]), Err(DecodeError::NotUtf8));
        assert!(matches!(
            decode(b"{\"seq\":1,"),
            Err(DecodeError::Syntax(_))
        ));
        let cases = [
            // An unknown message type.
            r#"{"seq":1,"msg":{"type":"teleport"}}"#,
            // An unknown field.
            r#"{"seq":1,"msg":{"type":"ping","nonce":1,"extra":2}}"#,
            // A missing field.
            r#"{"seq":1,"msg":{"type":"ping"}}"#,
            // Upper-case hex.
            r#"{"seq":1,"msg":{"type":"commitment","hash":"AB"}}"#,
            // A phrase sent as text instead of an id.
            r#"{"seq":1,"msg":{"type":"phrase","seat":0,"phrase":"Good move!"}}"#,
            // A field twice.
            r#"{"seq":1,"msg":{"type":"ping","nonce":1,"nonce":2}}"#,
        ];
        for case in cases {
            assert!(
                matches!(decode(case.as_bytes()), Err(DecodeError::NotAMessage(_))),
                "{case}: {:?}",
                decode(case.as_bytes())
            );
        }
        assert!(matches!(
            decode(br#"{"seq":1,"msg":{"type":"ping","nonce":1}} trailing"#),
            Err(DecodeError::Syntax(_))
        ));
        // Deep nesting within the size limit, where the tagged message buffers any value
        // while it looks for its type: serde_json's recursion limit, not a crash.
        let deep = format!("{}{}", "[".repeat(8000), "]".repeat(8000));
        assert!(decode(deep.as_bytes()).is_err());
        let deep = format!(
            r#"{{"seq":1,"msg":{{"x":{}0{}}}}}"#,
            "[".repeat(7000),
            "]".repeat(7000)
        );
        assert!(matches!(
            decode(deep.as_bytes()),
            Err(DecodeError::Syntax(_))
        ));
        assert_eq!(
            decode(br#"{"seq":0,"msg":{"type":"ping","nonce":1}}"#),
            Err(DecodeError::Field(FieldProblem::ZeroSequence))
        );
        assert_eq!(
            decode(br#"{"seq":1,"msg":{"type":"move","index":0,"seat":9,"text":"n+1"}}"#),
            Err(DecodeError::Field(FieldProblem::SeatNumber))
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Any bytes at all: an error or a message, never a panic; and what decodes
        /// encodes back to a message that decodes the same.
        #[test]
        fn decoding_arbitrary_bytes_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            if let Ok(envelope) = decode(&bytes) {
                prop_assert_eq!(decode(&encode(&envelope)), Ok(envelope));
            }
        }

        /// Text that looks like a message, with a field changed to arbitrary text.
        #[test]
        fn decoding_near_messages_never_panics(
            kind in "[a-z_]{1,20}",
            field in "[a-z_]{1,10}",
            value in "\\PC{0,40}",
        ) {
            let text = format!(r#"{{"seq":1,"msg":{{"type":"{kind}","{field}":"{value}"}}}}"#);
            let _ = decode(text.as_bytes());
        }

        #[test]
        fn messages_round_trip(
            seq in 1u64..u64::MAX,
            index in any::<u32>(),
            seat in 0u8..4,
            text in "[ -~]{0,8}",
            chat in "\\PC{0,280}",
            faces in (0u8..4, 0u8..4),
            shells in 0u8..64,
            bytes in any::<[u8; 32]>(),
        ) {
            let messages = [
                Message::Move { index, seat: SeatId(seat), text },
                Message::Chat { seat: SeatId(seat), text: chat },
                Message::Throw {
                    index,
                    seat: SeatId(seat),
                    throw: index,
                    contributor: Some(SeatId(seat)),
                    contribution: Bytes32(bytes),
                    landed: format!("{},{}", faces.0, faces.1),
                },
                Message::Throw {
                    index,
                    seat: SeatId(seat),
                    throw: index,
                    contributor: None,
                    contribution: Bytes32(bytes),
                    landed: Throw::Shells(Shells::six(shells)).landing_text(),
                },
            ];
            for msg in messages {
                let envelope = Envelope { seq, msg };
                prop_assert_eq!(decode(&encode(&envelope)), Ok(envelope));
            }
        }
    }
}
