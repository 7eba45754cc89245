//! The note a guest keeps beside the settings while its game at a distance is on: the
//! invitation and the token the host gave it, so after the app was closed (or crashed)
//! File ▸ Recent ▸ Rejoin takes its seats back and the host replays the game to it. The
//! note goes when the game is over, the host ended it, or the person pressed Leave.
//!
//! It holds the invitation's secret and the seat's token: it is kept where the host's
//! key is, never in a game's file that might be shared.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::online::web_link::join_from_fragment;
use crate::online::{Bytes32, Invitation};
use crate::platform::files;
use crate::store::file_error::EnvelopeError;

/// Far above a real note (an invitation of about 200 characters, a name of 24), far
/// below anything slow to read.
const MAX_BYTES: u64 = 8 * 1024;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RejoinNote {
    /// The invitation's text, as pasted.
    pub invitation: String,
    /// The token the host's welcome gave (64 hex digits).
    pub token: String,
    /// The name this window's person played under.
    pub name: String,
}

/// Why a kept note cannot be used (it is then removed: nothing else depends on it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteError {
    Read(String),
    TooLarge,
    Format(String),
    Invitation(String),
    Token,
}

impl RejoinNote {
    /// The note for a guest of `invitation` whose seats the host keeps under `token`.
    pub fn new(invitation: &str, token: Bytes32, name: &str) -> RejoinNote {
        RejoinNote {
            invitation: invitation.trim().to_string(),
            token: token.to_hex(),
            name: name.to_string(),
        }
    }

    /// The note's invitation and token, checked.
    pub fn parts(&self) -> Result<(Invitation, Bytes32), NoteError> {
        let invitation = self
            .invitation
            .parse()
            .map_err(|e: crate::online::InvitationError| NoteError::Invitation(e.to_string()))?;
        let token = Bytes32::from_hex(&self.token).ok_or(NoteError::Token)?;
        Ok((invitation, token))
    }

    /// The note at `path`: `None` when there is none.
    /// Through the platform's files: the page's storage in a browser (issue 65: the
    /// system's calls found no note there, and said so at every start).
    pub fn read(path: &Path) -> Result<Option<RejoinNote>, NoteError> {
        match files::exists(path) {
            Ok(true) => {}
            Ok(false) => return Ok(None),
            Err(e) => return Err(NoteError::Read(e.to_string())),
        }
        let bytes = files::read(path, MAX_BYTES).map_err(|e| match e {
            EnvelopeError::TooLarge { .. } => NoteError::TooLarge,
            e => NoteError::Read(e.to_string()),
        })?;
        let text = String::from_utf8(bytes).map_err(|e| NoteError::Read(e.to_string()))?;
        let note: RejoinNote =
            serde_json::from_str(&text).map_err(|e| NoteError::Format(e.to_string()))?;
        note.parts()?;
        Ok(Some(note))
    }

    /// Writes the note at `path` (its folder made if need be), whole or not at all.
    pub fn write(&self, path: &Path) -> Result<(), String> {
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        crate::store::envelope::write_private(path, text.as_bytes()).map_err(|e| format!("{e:?}"))
    }

    /// Removes the note at `path`, if there is one.
    pub fn remove(path: &Path) {
        let _ = files::remove(path);
    }
}

/// What a window does at its start about a game at a distance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AtStart {
    /// Nothing: it starts as it would without online play.
    Nothing,
    /// The Join dialog with this invitation (a `#join=` link to a game this window holds
    /// no seat of).
    Join(String),
    /// The kept note's seats taken back, as File ▸ Recent ▸ Rejoin does.
    Rejoin,
}

/// What a window started at `fragment` (a page's `#join=…`; none on the desktop) does
/// with the rejoin `note` kept beside its settings (issue 65): a page reloaded while its
/// guest was at a table takes its seats back, whether its address still holds the link
/// it joined by (the same game: the host's key and the game's secret) or not (it joined
/// by a pasted invitation); a link to another game opens the Join dialog as ever. The
/// desktop (`page` false) offers its rejoin in the resume prompt and File ▸ Recent
/// instead, the person choosing.
pub fn at_start(fragment: Option<&str>, note: Option<&RejoinNote>, page: bool) -> AtStart {
    let link = fragment.and_then(join_from_fragment);
    match (link, note) {
        (Some(link), Some(note)) if same_game(&link, note) => AtStart::Rejoin,
        (Some(link), _) => AtStart::Join(link),
        (None, Some(_)) if page => AtStart::Rejoin,
        (None, _) => AtStart::Nothing,
    }
}

/// Whether the invitation `link` leads to the game `note` holds seats in.
fn same_game(link: &str, note: &RejoinNote) -> bool {
    match (link.parse::<Invitation>(), note.parts()) {
        (Ok(link), Ok((kept, _))) => link.host.key == kept.host.key && link.secret == kept.secret,
        _ => false,
    }
}

impl std::fmt::Display for NoteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoteError::Read(e) => write!(f, "it cannot be read: {e}"),
            NoteError::TooLarge => f.write_str("it is far too large"),
            NoteError::Format(e) => write!(f, "it is not a rejoin note: {e}"),
            NoteError::Invitation(e) => write!(f, "its invitation: {e}"),
            NoteError::Token => f.write_str("its token is not 64 hex digits"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of its own, removed when the test ends, passing or failing.
    fn dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("dhayam-rejoin-{name}-"))
            .tempdir()
            .unwrap()
    }

    const INVITATION: &str = "dhayam-invite/1/makruk/16f03009266457a77f1cde02e783233c24bfded63a6ec1a1652e195ba8eb6ab0/576cf32b0504c7a44cc298a5b6d9a1ffe318347624f6155c3c9f3a50cd17c96f/127.0.0.1:50807/";

    #[test]
    fn a_note_is_written_read_back_and_removed() {
        let d = dir("round");
        let path = d.path().join("online-rejoin.json");
        assert_eq!(RejoinNote::read(&path), Ok(None));
        let note = RejoinNote::new(INVITATION, Bytes32([7; 32]), "Malee");
        note.write(&path).unwrap();
        let read = RejoinNote::read(&path).unwrap().unwrap();
        assert_eq!(read, note);
        let (invitation, token) = read.parts().unwrap();
        assert_eq!(invitation.game, crate::games::GameKind::Makruk);
        assert_eq!(token, Bytes32([7; 32]));
        RejoinNote::remove(&path);
        assert_eq!(RejoinNote::read(&path), Ok(None));
    }

    #[test]
    fn a_damaged_note_says_what_is_wrong_and_never_panics() {
        let d = dir("damaged");
        let path = d.path().join("online-rejoin.json");
        type Case<'a> = (&'a [u8], fn(&NoteError) -> bool);
        let cases: [Case; 5] = [
            (b"{", |e| matches!(e, NoteError::Format(_))),
            (b"\xff\xfe", |e| matches!(e, NoteError::Read(_))),
            (
                br#"{"invitation":"nonsense","token":"00","name":"x"}"#,
                |e| matches!(e, NoteError::Invitation(_)),
            ),
            (
                br#"{"invitation":"nonsense","token":"00","name":"x","more":1}"#,
                |e| matches!(e, NoteError::Format(_)),
            ),
            (&[b' '; 9000], |e| *e == NoteError::TooLarge),
        ];
        for (bytes, expected) in cases {
            std::fs::write(&path, bytes).unwrap();
            let e = RejoinNote::read(&path).unwrap_err();
            assert!(expected(&e), "{e:?}");
            assert!(!e.to_string().is_empty());
        }
        let bad_token = format!(r#"{{"invitation":"{INVITATION}","token":"AB","name":"x"}}"#);
        std::fs::write(&path, bad_token).unwrap();
        assert_eq!(RejoinNote::read(&path), Err(NoteError::Token));
    }

    /// Issue 65: a reloaded page takes its seats back, at its link or without one; a
    /// link to another game (or a damaged one) is the Join dialog's; the desktop offers
    /// its rejoin rather than taking it.
    #[test]
    fn a_reloaded_page_rejoins_its_own_game_and_joins_another() {
        let note = RejoinNote::new(INVITATION, Bytes32([7; 32]), "Malee");
        let page: crate::online::web_link::WebPage = "http://127.0.0.1:8000/".parse().unwrap();
        let link = |invitation: &str| {
            let link = page.link(&invitation.parse().unwrap());
            link[link.find('#').unwrap()..].to_string()
        };
        let own = link(INVITATION);
        // The same game with the host's addresses changed (restarted): still its own.
        let moved = link(&INVITATION.replace("127.0.0.1:50807", "127.0.0.1:50999"));
        let other_secret = INVITATION.replace("576cf32b", "676cf32b");
        let other = link(&other_secret);
        for page in [true, false] {
            assert_eq!(at_start(Some(&own), Some(&note), page), AtStart::Rejoin);
            assert_eq!(at_start(Some(&moved), Some(&note), page), AtStart::Rejoin);
            assert_eq!(
                at_start(Some(&other), Some(&note), page),
                AtStart::Join(other_secret.clone())
            );
            assert_eq!(
                at_start(Some(&own), None, page),
                AtStart::Join(INVITATION.to_string())
            );
            // A link cut short: the Join dialog says what is wrong with it.
            let cut = &own[..own.len() - 40];
            assert!(matches!(
                at_start(Some(cut), Some(&note), page),
                AtStart::Join(_)
            ));
            assert_eq!(at_start(Some("#about"), None, page), AtStart::Nothing);
            assert_eq!(at_start(None, None, page), AtStart::Nothing);
        }
        assert_eq!(at_start(None, Some(&note), true), AtStart::Rejoin);
        assert_eq!(at_start(Some("#about"), Some(&note), true), AtStart::Rejoin);
        assert_eq!(at_start(None, Some(&note), false), AtStart::Nothing);
    }
}
