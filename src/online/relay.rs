//! Which relays an endpoint may use when a direct path cannot be found (issue 33's
//! safety): n0's public relays (the default), none at all, or the player's own relay
//! server. Settings keep it as text (`[window] online_relay`); it is read strictly here.

use std::fmt;

/// The longest relay address a setting may hold.
pub const MAX_RELAY_CHARS: usize = 200;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Relays {
    /// n0's public relays (still end-to-end encrypted: a relay sees only ciphertext).
    #[default]
    N0,
    /// No relay: only direct paths (a game across two strict NATs may then not connect).
    Off,
    /// The player's own relay server, an http(s) URL.
    Own(String),
}

/// Why a relay setting was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RelayError(pub String);

impl fmt::Display for RelayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is neither empty, \"none\" nor an http(s) address",
            self.0
        )
    }
}

impl std::error::Error for RelayError {}

impl std::str::FromStr for Relays {
    type Err = RelayError;

    /// `""` (n0's), `"none"`, or `https://relay.example.org` (http for a relay at home).
    fn from_str(text: &str) -> Result<Relays, RelayError> {
        let text = text.trim();
        let refused = || RelayError(text.chars().take(40).collect());
        if text.is_empty() {
            return Ok(Relays::N0);
        }
        if text.eq_ignore_ascii_case("none") {
            return Ok(Relays::Off);
        }
        let rest = text
            .strip_prefix("https://")
            .or_else(|| text.strip_prefix("http://"))
            .ok_or_else(refused)?;
        let host = rest.split(['/', '?', '#']).next().unwrap_or("");
        if text.chars().count() > MAX_RELAY_CHARS
            || host.is_empty()
            || text.chars().any(|c| c.is_whitespace() || c.is_control())
        {
            return Err(refused());
        }
        Ok(Relays::Own(text.to_string()))
    }
}

impl fmt::Display for Relays {
    /// As the setting writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Relays::N0 => Ok(()),
            Relays::Off => f.write_str("none"),
            Relays::Own(url) => f.write_str(url),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relay_setting_is_n0s_none_or_an_http_address() {
        assert_eq!("".parse(), Ok(Relays::N0));
        assert_eq!("  NONE ".parse(), Ok(Relays::Off));
        assert_eq!(
            "https://relay.example.org/".parse(),
            Ok(Relays::Own("https://relay.example.org/".into()))
        );
        assert_eq!(
            "http://192.168.1.5:3340".parse(),
            Ok(Relays::Own("http://192.168.1.5:3340".into()))
        );
        for bad in [
            "relay.example.org",
            "ftp://x",
            "https://",
            "https://a b",
            "https://x\u{7}",
        ] {
            assert!(bad.parse::<Relays>().is_err(), "{bad:?}");
        }
        let long = format!("https://{}", "a".repeat(MAX_RELAY_CHARS));
        assert!(long.parse::<Relays>().is_err());
        for r in [
            Relays::N0,
            Relays::Off,
            Relays::Own("https://r.example".into()),
        ] {
            assert_eq!(r.to_string().parse(), Ok(r));
        }
    }
}
