//! An invitation as a link to the web edition (issue 65): `<web page>#join=<invitation>`.
//! A phone's camera opens the lobby's QR code as a page that joins the game; the page
//! reads its own address's fragment back here.
//!
//! The invitation goes after `#`, so the page's server never sees it (a fragment is not
//! sent with the request). The few characters a fragment may not hold (spaces, quotes,
//! `<>`, `` ` ``, `#`, `%` and anything beyond ASCII) are percent-encoded; an invitation
//! holds none of them but in a strange relay URL, so a link pasted whole into the Join
//! dialog still reads as its invitation there.

use std::fmt;

use super::invitation::Invitation;

/// What comes between the page's address and the invitation.
pub const JOIN: &str = "#join=";

/// The longest web page address a setting may hold.
pub const MAX_PAGE_CHARS: usize = 200;

/// Where the web edition is served: an http(s) address with no fragment of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPage(String);

/// Why a web page's address was not taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPageError(pub String);

impl fmt::Display for WebPageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not an http(s) address of a page (without '#')",
            self.0
        )
    }
}

impl std::error::Error for WebPageError {}

impl std::str::FromStr for WebPage {
    type Err = WebPageError;

    /// `https://example.org/dhayam/` (http for a page served at home).
    fn from_str(text: &str) -> Result<WebPage, WebPageError> {
        let text = text.trim();
        let refused = || WebPageError(text.chars().take(40).collect());
        let rest = ["https://", "http://"]
            .into_iter()
            .find_map(|scheme| {
                text.get(..scheme.len())
                    .filter(|s| s.eq_ignore_ascii_case(scheme))
                    .map(|_| &text[scheme.len()..])
            })
            .ok_or_else(refused)?;
        let host = rest.split(['/', '?']).next().unwrap_or("");
        if host.is_empty()
            || text.chars().count() > MAX_PAGE_CHARS
            || !text.chars().all(|c| c.is_ascii_graphic())
            || text.contains('#')
        {
            return Err(refused());
        }
        Ok(WebPage(text.to_string()))
    }
}

impl fmt::Display for WebPage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl WebPage {
    /// The link that opens this page joining the game `invitation` leads to.
    pub fn link(&self, invitation: &Invitation) -> String {
        let mut link = format!("{}{JOIN}", self.0);
        for c in invitation.to_string().chars() {
            if c.is_ascii_graphic() && !"\"<>`#%".contains(c) {
                link.push(c);
            } else {
                let mut bytes = [0; 4];
                for b in c.encode_utf8(&mut bytes).bytes() {
                    link.push_str(&format!("%{b:02X}"));
                }
            }
        }
        link
    }
}

/// The invitation's text in a page's fragment (`location.hash`, with or without its
/// `#`), its escapes read back: `None` when the fragment asks nothing of the page (empty,
/// or not `join=`). A broken escape is left as written; reading the text as an invitation
/// (the Join dialog's, which says what is wrong in the player's words) then refuses it.
pub fn join_from_fragment(fragment: &str) -> Option<String> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let text = fragment.strip_prefix(&JOIN[1..])?;
    Some(percent_decoded(text).unwrap_or_else(|| text.to_string()))
}

/// `%XX` read back as its byte; `None` for a broken escape or bytes that are not UTF-8.
fn percent_decoded(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&b, tail)) = rest.split_first() {
        if b == b'%' {
            let hex = std::str::from_utf8(tail.get(..2)?).ok()?;
            bytes.push(u8::from_str_radix(hex, 16).ok()?);
            rest = &tail[2..];
        } else {
            bytes.push(b);
            rest = tail;
        }
    }
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::online::invitation::{HostAddress, InvitationError, Part};
    use crate::online::message::Bytes32;

    fn invitation(addresses: &[&str], relay: Option<&str>) -> Invitation {
        Invitation {
            game: GameKind::Dhayam,
            host: HostAddress {
                key: Bytes32([3; 32]),
                addresses: addresses.iter().map(|a| a.parse().unwrap()).collect(),
                relay: relay.map(str::to_string),
            },
            secret: Bytes32([9; 32]),
        }
    }

    #[test]
    fn a_link_reads_back_as_its_invitation() {
        let page: WebPage = "https://example.org/dhayam/".parse().unwrap();
        for inv in [
            invitation(&["127.0.0.1:4711"], None),
            invitation(
                &["[::1]:4711", "192.0.2.7:9"],
                Some("http://127.0.0.1:3340/"),
            ),
            invitation(&[], Some("https://relay.example.org/a%20b?x=\"y\"")),
        ] {
            let link = page.link(&inv);
            assert!(link.starts_with("https://example.org/dhayam/#join=dhayam-invite/1/"));
            let fragment = &link[link.find('#').unwrap()..];
            assert!(
                !fragment[1..].contains(['#', '"', ' ']),
                "{fragment}: only what a fragment may hold"
            );
            let text = join_from_fragment(fragment).expect("a join link");
            assert_eq!(text.parse::<Invitation>(), Ok(inv.clone()), "{link}");
            // Pasted whole into the Join dialog, a plain link still reads.
            if inv.host.relay.is_none() {
                assert_eq!(link.parse::<Invitation>(), Ok(inv));
            }
        }
    }

    #[test]
    fn a_fragment_that_asks_nothing_is_not_an_error() {
        assert_eq!(join_from_fragment(""), None);
        assert_eq!(join_from_fragment("#"), None);
        assert_eq!(join_from_fragment("#rules"), None);
    }

    #[test]
    fn a_damaged_invitation_in_the_fragment_says_what_is_wrong() {
        let text = invitation(&["127.0.0.1:4711"], None).to_string();
        let read = |fragment: &str| join_from_fragment(fragment).map(|t| t.parse::<Invitation>());
        let cut = &text[..text.len() - 80];
        assert_eq!(
            read(&format!("#join={cut}")),
            Some(Err(InvitationError::CutShort(Part::Secret)))
        );
        assert_eq!(
            read("#join=hello"),
            Some(Err(InvitationError::NotAnInvitation))
        );
        // Broken escapes, and escapes of bytes that are no text, are read as written.
        assert_eq!(
            join_from_fragment("#join=dhayam-invite%2"),
            Some("dhayam-invite%2".to_string())
        );
        assert_eq!(
            read("#join=%FF%FE"),
            Some(Err(InvitationError::NotAnInvitation))
        );
    }

    #[test]
    fn only_an_http_page_without_a_fragment_is_a_web_page() {
        for good in ["http://127.0.0.1:8000/", "HTTPS://Example.org/d/index.html"] {
            assert!(good.parse::<WebPage>().is_ok(), "{good}");
        }
        for bad in [
            "",
            "example.org",
            "ftp://example.org/",
            "https://",
            "https://example.org/#x",
            "https://exa mple.org/",
            "https://example.org/ü",
        ] {
            assert!(bad.parse::<WebPage>().is_err(), "{bad}");
        }
    }
}
