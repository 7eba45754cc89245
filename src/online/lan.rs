//! A game shown on the home network: the few words a host's endpoint publishes beside its
//! addresses (mDNS's TXT record, iroh's "user data", at most 245 bytes), and reading
//! them back strictly. Only what the Join dialog lists goes there: the game, the host's
//! name and the free seats; never the invitation's secret nor its short code.
//!
//! The words are `dhayam-lan/1 <game> <free seats> <name>`, the name last (it may hold
//! spaces; empty when the host gave none). Anything else, from an older or newer app or a
//! hostile neighbour, is skipped with the reason for the log; reading never panics.

use std::fmt;

use super::invitation::{HostAddress, Invitation};
use super::message::{Bytes32, MAX_NAME_CHARS, MAX_SEATS};
use crate::games::GameKind;

/// The words' first field: what they are and their version.
const TAG: &str = "dhayam-lan/1";

/// The most a host's words may take (iroh's `UserData::MAX_LENGTH`).
pub const MAX_BYTES: usize = 245;

/// What a host shows of its game on the home network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LanGame {
    pub game: GameKind,
    /// The host's name (empty: none given).
    pub host: String,
    /// Seats still open for a guest.
    pub free: u8,
}

impl LanGame {
    /// The words to publish. The name is bounded and without control characters.
    pub fn words(&self) -> String {
        let name: String = self
            .host
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_NAME_CHARS)
            .collect();
        format!(
            "{TAG} {} {} {}",
            self.game.as_ref(),
            self.free.min(MAX_SEATS as u8),
            name.trim()
        )
    }
}

impl std::str::FromStr for LanGame {
    type Err = LanError;

    fn from_str(words: &str) -> Result<LanGame, LanError> {
        if words.len() > MAX_BYTES {
            return Err(LanError::TooLong(words.len()));
        }
        if words.chars().any(char::is_control) {
            return Err(LanError::Control);
        }
        let mut fields = words.splitn(4, ' ');
        if fields.next() != Some(TAG) {
            return Err(LanError::NotOurs);
        }
        // A game by the name it is written with, from the list of games: the protocol
        // names none itself.
        let field = fields.next().unwrap_or("");
        let game = GameKind::ALL
            .into_iter()
            .find(|kind| kind.as_ref() == field)
            .ok_or_else(|| LanError::Game(shown(field)))?;
        let free = fields
            .next()
            .and_then(|f| f.parse::<u8>().ok())
            .filter(|f| usize::from(*f) <= MAX_SEATS)
            .ok_or(LanError::Seats)?;
        let host = fields.next().unwrap_or("").trim().to_string();
        if host.chars().count() > MAX_NAME_CHARS {
            return Err(LanError::Name);
        }
        Ok(LanGame { game, host, free })
    }
}

/// A few characters of what was read, for the log.
fn shown(text: &str) -> String {
    text.chars().take(20).collect()
}

/// Why a neighbour's words were skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LanError {
    TooLong(usize),
    Control,
    /// Another program's words, or another version's.
    NotOurs,
    Game(String),
    Seats,
    Name,
}

impl fmt::Display for LanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LanError::TooLong(n) => write!(f, "{n} bytes, more than {MAX_BYTES}"),
            LanError::Control => f.write_str("control characters"),
            LanError::NotOurs => f.write_str("not a game of this app's version"),
            LanError::Game(g) => write!(f, "the game '{g}' is unknown"),
            LanError::Seats => f.write_str("free seats that are no number of seats"),
            LanError::Name => f.write_str("a name longer than the limit"),
        }
    }
}

/// A game found on the home network: what its host shows, and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The host's endpoint key.
    pub key: Bytes32,
    pub addresses: Vec<std::net::SocketAddr>,
    pub shown: LanGame,
}

impl Found {
    /// Where the game is, as an invitation without a secret: the guest proves itself by
    /// the short code or asks (the secret, all zeros, proves nothing).
    pub fn invitation(&self) -> Invitation {
        Invitation {
            game: self.shown.game,
            host: HostAddress {
                key: self.key,
                addresses: self.addresses.clone(),
                relay: None,
            },
            secret: Bytes32([0; 32]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_host_s_words_read_back() {
        for (game, host, free) in [
            (GameKind::Makruk, "Kavi", 1),
            (GameKind::Dhayam, "சித்ரா தேவி", 3),
            (GameKind::Dhayam, "", 2),
        ] {
            let shown = LanGame {
                game,
                host: host.into(),
                free,
            };
            let words = shown.words();
            assert!(words.len() <= MAX_BYTES);
            assert_eq!(words.parse::<LanGame>(), Ok(shown));
        }
    }

    #[test]
    fn the_longest_name_fits_in_iroh_s_bytes() {
        // 24 characters of four bytes each, the most a name may be.
        let shown = LanGame {
            game: GameKind::Makruk,
            host: "𝕂".repeat(40),
            free: 4,
        };
        let words = shown.words();
        assert!(words.len() <= MAX_BYTES, "{}", words.len());
        assert_eq!(
            words.parse::<LanGame>().map(|g| g.host.chars().count()),
            Ok(MAX_NAME_CHARS)
        );
    }

    /// Issue 61: a neighbour's words are read strictly; each hostile one is skipped
    /// with its reason, never a panic.
    #[test]
    fn hostile_words_are_skipped_with_a_reason() {
        let long = format!("{TAG} makruk 1 {}", "a".repeat(300));
        let cases: Vec<(&str, LanError)> = vec![
            ("", LanError::NotOurs),
            ("dhayam-lan/2 makruk 1 Kavi", LanError::NotOurs),
            ("irohv1", LanError::NotOurs),
            ("dhayam-lan/1", LanError::Game(String::new())),
            ("dhayam-lan/1 ludo 1 Kavi", LanError::Game("ludo".into())),
            ("dhayam-lan/1 makruk", LanError::Seats),
            ("dhayam-lan/1 makruk -1 Kavi", LanError::Seats),
            ("dhayam-lan/1 makruk 5 Kavi", LanError::Seats),
            ("dhayam-lan/1 makruk 999 Kavi", LanError::Seats),
            ("dhayam-lan/1 makruk one Kavi", LanError::Seats),
            ("dhayam-lan/1 makruk 1 Kavi\u{7}", LanError::Control),
            ("dhayam-lan/1 makruk 1 Kavi\nx", LanError::Control),
            (
                "dhayam-lan/1 makruk 1 abcdefghijklmnopqrstuvwxyz",
                LanError::Name,
            ),
        ];
        for (words, why) in cases {
            assert_eq!(words.parse::<LanGame>(), Err(why), "{words:?}");
        }
        assert_eq!(long.parse::<LanGame>(), Err(LanError::TooLong(long.len())));
        // Any bytes at all: an answer, never a panic.
        let mut state = 0x9e37_79b9_u32;
        for _ in 0..2000 {
            let len = (state % 64) as usize;
            let text: String = (0..len)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    char::from_u32(state % 0x3000).unwrap_or(' ')
                })
                .collect();
            let _ = format!("{TAG} {text}").parse::<LanGame>();
            let _ = text.parse::<LanGame>();
        }
    }
}
