//! The invitation: one line of text a host copies into any messenger, holding where to
//! reach the host (its key, its direct addresses, its relay) and the game's secret.
//!
//! `dhayam-invite/1/makruk/<key>/<secret>/<addresses>/<relay>`: the key and secret are 64
//! lowercase hex digits each, the addresses a comma-separated list of `ip:port` (IPv6 in
//! brackets), the relay a URL or nothing, and at least one address or a relay. Slashes
//! separate the fields because neither a key, a secret nor an address holds one; the relay
//! comes last, so a URL's own slashes stay in it. Messengers wrap long lines and add
//! spaces, so whitespace anywhere is ignored when reading.

use std::fmt;
use std::net::SocketAddr;

use super::message::Bytes32;
use crate::games::GameKind;

const PREFIX: &str = "dhayam-invite";
const VERSION: &str = "1";
/// Far above a real invitation (about 200 characters), far below anything that would
/// make reading it slow.
const MAX_CHARS: usize = 2048;
const MAX_ADDRESSES: usize = 16;

/// Where a host can be reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostAddress {
    /// The host's public key: the transport checks that whoever answers holds it.
    pub key: Bytes32,
    pub addresses: Vec<SocketAddr>,
    pub relay: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitation {
    pub game: GameKind,
    pub host: HostAddress,
    pub secret: Bytes32,
}

/// What is wrong with a pasted invitation, field by field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InvitationError {
    /// Not an invitation at all (another text was pasted).
    NotAnInvitation,
    /// An invitation that stops before its end (copied in part): the part it ends in.
    CutShort(Part),
    TooLong,
    /// From a newer app: its version.
    Version(String),
    /// A game this app does not know.
    Game(String),
    Key,
    Secret,
    /// An address that is not `ip:port`.
    Address(String),
    TooManyAddresses,
    /// A relay that is not an http(s) URL.
    Relay(String),
    /// Neither an address nor a relay: nowhere to go.
    Nowhere,
    /// No relay, where only a relay can reach the host: a browser has no direct paths
    /// (the web edition, issue 65).
    NoRelay,
}

/// The parts of an invitation, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Version,
    Game,
    Key,
    Secret,
    Addresses,
    Relay,
}

impl fmt::Display for InvitationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvitationError::NotAnInvitation => {
                write!(f, "this is not an invitation (it starts '{PREFIX}/')")
            }
            InvitationError::CutShort(part) => write!(
                f,
                "the invitation stops early, at its {}: copy it again whole",
                match part {
                    Part::Version => "version",
                    Part::Game => "game",
                    Part::Key => "host key",
                    Part::Secret => "secret",
                    Part::Addresses => "addresses",
                    Part::Relay => "relay",
                }
            ),
            InvitationError::TooLong => write!(f, "the invitation is too long"),
            InvitationError::Version(v) => write!(
                f,
                "the invitation is of version {v}; this app reads version {VERSION}"
            ),
            InvitationError::Game(g) => write!(f, "the invitation's game '{g}' is unknown"),
            InvitationError::Key => write!(f, "the invitation's host key is damaged"),
            InvitationError::Secret => write!(f, "the invitation's secret is damaged"),
            InvitationError::Address(a) => {
                write!(f, "the invitation's address '{a}' is not ip:port")
            }
            InvitationError::TooManyAddresses => {
                write!(f, "the invitation has more than {MAX_ADDRESSES} addresses")
            }
            InvitationError::Relay(r) => write!(f, "the invitation's relay '{r}' is not a URL"),
            InvitationError::Nowhere => {
                write!(f, "the invitation says neither an address nor a relay")
            }
            InvitationError::NoRelay => write!(
                f,
                "the invitation names no relay, and a browser reaches a host only through one"
            ),
        }
    }
}

impl std::error::Error for InvitationError {}

impl fmt::Display for Invitation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let addresses: Vec<String> = self.host.addresses.iter().map(|a| a.to_string()).collect();
        write!(
            f,
            "{PREFIX}/{VERSION}/{}/{}/{}/{}/{}",
            self.game.as_ref(),
            self.host.key,
            self.secret,
            addresses.join(","),
            self.host.relay.as_deref().unwrap_or("")
        )
    }
}

impl std::str::FromStr for Invitation {
    type Err = InvitationError;

    fn from_str(text: &str) -> Result<Invitation, InvitationError> {
        if text.len() > MAX_CHARS {
            return Err(InvitationError::TooLong);
        }
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        // Words before it ("Join us: dhayam-invite/…"), and capitals a chat app or a
        // phone's keyboard put in, do not make it another text.
        let start = text
            .to_ascii_lowercase()
            .find(PREFIX)
            .ok_or(InvitationError::NotAnInvitation)?;
        let text = &text[start + PREFIX.len()..];
        let fields: Vec<&str> = text
            .strip_prefix('/')
            .unwrap_or(text)
            .splitn(6, '/')
            .collect();
        let field = |i: usize, part| {
            fields
                .get(i)
                .copied()
                .ok_or(InvitationError::CutShort(part))
        };
        // A key or secret where the paste stops may be one cut in the middle.
        let last = |i: usize| i + 1 == fields.len();
        let version = field(0, Part::Version)?;
        if version.is_empty() {
            return Err(InvitationError::CutShort(Part::Version));
        }
        if version != VERSION {
            return Err(InvitationError::Version(version.chars().take(20).collect()));
        }
        let game = match field(1, Part::Game)?.to_ascii_lowercase().as_str() {
            "" => return Err(InvitationError::CutShort(Part::Game)),
            name => GameKind::ALL
                .into_iter()
                .find(|kind| kind.as_ref() == name)
                .ok_or_else(|| InvitationError::Game(name.chars().take(20).collect()))?,
        };
        let key = hex_field(
            field(2, Part::Key)?,
            last(2),
            Part::Key,
            InvitationError::Key,
        )?;
        let secret = hex_field(
            field(3, Part::Secret)?,
            last(3),
            Part::Secret,
            InvitationError::Secret,
        )?;
        let addresses = parse_addresses(field(4, Part::Addresses)?)?;
        let relay = match field(5, Part::Relay)? {
            "" => None,
            url => Some(parse_relay(url)?),
        };
        if addresses.is_empty() && relay.is_none() {
            return Err(InvitationError::Nowhere);
        }
        Ok(Invitation {
            game,
            host: HostAddress {
                key,
                addresses,
                relay,
            },
            secret,
        })
    }
}

/// A key or secret: 64 hex digits in either case. Fewer that are all hex, where the
/// paste stops (`last`), are an invitation cut short there.
fn hex_field(
    field: &str,
    last: bool,
    part: Part,
    damaged: InvitationError,
) -> Result<Bytes32, InvitationError> {
    let lower = field.to_ascii_lowercase();
    if let Some(bytes) = Bytes32::from_hex(&lower) {
        return Ok(bytes);
    }
    if last && lower.len() < 64 && lower.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(InvitationError::CutShort(part));
    }
    Err(damaged)
}

fn parse_addresses(field: &str) -> Result<Vec<SocketAddr>, InvitationError> {
    if field.is_empty() {
        return Ok(Vec::new());
    }
    let parts: Vec<&str> = field.split(',').collect();
    if parts.len() > MAX_ADDRESSES {
        return Err(InvitationError::TooManyAddresses);
    }
    parts
        .into_iter()
        .map(|a| {
            a.parse()
                .map_err(|_| InvitationError::Address(a.chars().take(60).collect()))
        })
        .collect()
}

fn parse_relay(url: &str) -> Result<String, InvitationError> {
    let refused = || InvitationError::Relay(url.chars().take(60).collect());
    // The scheme and host in either case ("HTTPS://RELAY.EXAMPLE.ORG"); a path as written.
    let lower = url.to_ascii_lowercase();
    let scheme = ["https://", "http://"]
        .into_iter()
        .find(|s| lower.starts_with(s))
        .ok_or_else(refused)?;
    let rest = &url[scheme.len()..];
    let host = rest.split('/').next().unwrap_or("");
    let host_ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c));
    if host_ok && rest.chars().all(|c| c.is_ascii_graphic()) {
        let path = &rest[host.len()..];
        Ok(format!("{scheme}{}{path}", host.to_ascii_lowercase()))
    } else {
        Err(refused())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Invitation {
        Invitation {
            game: GameKind::Makruk,
            host: HostAddress {
                key: Bytes32([0xab; 32]),
                addresses: vec![
                    "127.0.0.1:4711".parse().unwrap(),
                    "[::1]:4712".parse().unwrap(),
                ],
                relay: Some("https://relay.example.org/".into()),
            },
            secret: Bytes32([0x01; 32]),
        }
    }

    #[test]
    fn an_invitation_reads_back_as_written() {
        let inv = sample();
        let text = inv.to_string();
        assert!(text.starts_with("dhayam-invite/1/makruk/abab"), "{text}");
        assert_eq!(text.parse::<Invitation>(), Ok(inv.clone()));
        let bare = Invitation {
            host: HostAddress {
                relay: None,
                ..inv.host.clone()
            },
            ..inv
        };
        assert_eq!(bare.to_string().parse::<Invitation>(), Ok(bare));
    }

    #[test]
    fn a_messenger_s_line_breaks_and_spaces_do_not_matter() {
        let text = sample().to_string();
        let (a, b) = text.split_at(40);
        let wrapped = format!("  {a}\n {b}\r\n");
        assert_eq!(wrapped.parse::<Invitation>(), Ok(sample()));
    }

    #[test]
    fn each_damaged_field_is_named() {
        let good = sample().to_string();
        let fields: Vec<&str> = good.splitn(7, '/').collect();
        let with = |i: usize, v: &str| {
            let mut f = fields.clone();
            f[i] = v;
            f.join("/").parse::<Invitation>()
        };
        assert_eq!(
            "hello".parse::<Invitation>(),
            Err(InvitationError::NotAnInvitation)
        );
        assert_eq!(
            "dhayam-invite/1/makruk".parse::<Invitation>(),
            Err(InvitationError::CutShort(Part::Key))
        );
        assert_eq!(with(1, "2"), Err(InvitationError::Version("2".into())));
        assert_eq!(with(2, "ludo"), Err(InvitationError::Game("ludo".into())));
        assert_eq!(with(3, "abc"), Err(InvitationError::Key));
        assert_eq!(with(4, &"AG".repeat(32)), Err(InvitationError::Secret));
        assert_eq!(
            with(5, "127.0.0.1"),
            Err(InvitationError::Address("127.0.0.1".into()))
        );
        assert_eq!(
            with(5, &vec!["1.2.3.4:5"; 17].join(",")),
            Err(InvitationError::TooManyAddresses)
        );
        assert_eq!(
            with(6, "ftp://x"),
            Err(InvitationError::Relay("ftp://x".into()))
        );
        let nowhere = format!(
            "{}/{}/{}/{}/{}//",
            fields[0], 1, "dhayam", fields[3], fields[4]
        );
        assert_eq!(nowhere.parse::<Invitation>(), Err(InvitationError::Nowhere));
        assert_eq!(
            "x".repeat(5000).parse::<Invitation>(),
            Err(InvitationError::TooLong)
        );
    }

    #[test]
    fn one_cut_short_capitalised_or_with_words_before_it_is_read_for_what_it_is() {
        let good = sample().to_string();
        // Cut after the secret, and in the middle of it: cut short, not "not one".
        let after_secret = good.split('/').take(5).collect::<Vec<_>>().join("/");
        assert_eq!(
            after_secret.parse::<Invitation>(),
            Err(InvitationError::CutShort(Part::Addresses))
        );
        let mid_secret = &after_secret[..after_secret.len() - 10];
        assert_eq!(
            mid_secret.parse::<Invitation>(),
            Err(InvitationError::CutShort(Part::Secret))
        );
        assert_eq!(
            "dhayam-invite/".parse::<Invitation>(),
            Err(InvitationError::CutShort(Part::Version))
        );
        // In capitals (a phone's keyboard, a chat app), and after a greeting.
        assert_eq!(good.to_uppercase().parse::<Invitation>(), Ok(sample()));
        assert_eq!(format!("Join us tonight: {good}").parse(), Ok(sample()));
    }

    #[test]
    fn any_text_is_read_or_refused_without_a_panic() {
        use proptest::prelude::*;
        proptest!(|(text in "\\PC{0,300}")| {
            let _ = text.parse::<Invitation>();
        });
        let good = sample().to_string();
        proptest!(|(cut in 0..good.len(), junk in "[ -~]{0,8}")| {
            if good.is_char_boundary(cut) {
                let _ = format!("{}{}{}", &good[..cut], junk, &good[cut..]).parse::<Invitation>();
            }
        });
    }
}
