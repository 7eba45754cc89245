//! The notices' words: why a file could not be read or written, said in plain words from
//! the system's error kind or the JSON reader's category ("there is no such file", "the
//! file ends in the middle"), with the technical text kept for a "details" line; and which
//! action a notice is about, so that the action's next success clears an old failure and
//! an export is confirmed.
//!
//! A notice stays one `String` (the list the window shows, and tests read): its words,
//! then, when it has them, its details on the next line.

use std::io::ErrorKind;

use super::text;
use crate::games::{GameFileError, PlainFileError};
use crate::store::envelope::EnvelopeError;

/// What a notice is about: a later success of the same action replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Topic {
    Open,
    Save,
    Import,
    Export,
    Copy,
}

/// A notice of `words` with `details` on a line of its own.
pub fn with_details(words: String, details: Option<String>) -> String {
    match details {
        Some(d) if !d.trim().is_empty() => {
            format!("{words}\n{}", text::notice_details(d.trim()))
        }
        _ => words,
    }
}

/// A notice's words and its details line, if it has one.
pub fn split(notice: &str) -> (&str, Option<&str>) {
    match notice.split_once('\n') {
        Some((words, details)) => (words, Some(details)),
        None => (notice, None),
    }
}

/// What the system's error kind means for the player.
pub fn io_words(kind: ErrorKind) -> String {
    match kind {
        ErrorKind::NotFound => text::reason_not_found(),
        ErrorKind::PermissionDenied => text::reason_permission_denied(),
        ErrorKind::IsADirectory => text::reason_is_a_folder(),
        ErrorKind::NotADirectory => text::reason_not_a_folder(),
        ErrorKind::ReadOnlyFilesystem => text::reason_read_only(),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => text::reason_disk_full(),
        ErrorKind::InvalidFilename => text::reason_bad_name(),
        ErrorKind::UnexpectedEof => text::reason_ends_early(),
        _ => text::reason_io_other(),
    }
}

/// Why a game file could not be read or written: plain words, and the technical detail
/// when the words leave it out.
pub fn file_reason(e: &GameFileError) -> (String, Option<String>) {
    match e.plain() {
        Some(PlainFileError::Io { kind, message }) => (io_words(kind), Some(message.to_string())),
        Some(PlainFileError::EndsEarly(m)) => (text::reason_ends_early(), Some(m.to_string())),
        Some(PlainFileError::Damaged(m)) => (text::reason_damaged(), Some(m.to_string())),
        None => (e.words(), None),
    }
}

/// As [`file_reason`], for a file read or written outside a game file (a PGN, the
/// settings): said without naming a game, since it holds none.
pub fn envelope_reason(e: &EnvelopeError) -> (String, Option<String>) {
    match e {
        EnvelopeError::Io { message, kind, .. } => (io_words(*kind), Some(message.clone())),
        EnvelopeError::TooLarge { bytes } => (text::reason_too_large(*bytes), None),
        EnvelopeError::NotText => (text::reason_not_text(), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameFile;
    use crate::store::game_file::Payload;

    /// A missing file is said in words, the system's text kept for the details line.
    #[test]
    fn a_missing_file_is_said_in_words_with_the_system_text_as_details() {
        let path = std::env::temp_dir().join("dhayam-notice-test-no-such-file.dhayam");
        let e = GameFile::load(&path).unwrap_err();
        let (words, details) = file_reason(&e);
        assert_eq!(words, text::reason_not_found());
        let details = details.expect("the system's words are kept");
        assert!(!details.trim().is_empty());
        assert!(!words.contains("os error"));
    }

    /// A PGN or settings file too large or not text is said without naming a game (it
    /// said "too large for a Dhayam game" of a PGN).
    #[test]
    fn a_file_outside_a_game_is_said_without_naming_a_game() {
        let (words, details) = envelope_reason(&EnvelopeError::TooLarge { bytes: 99_000_000 });
        assert_eq!(words, text::reason_too_large(99_000_000));
        assert!(!words.contains("Dhayam"), "{words}");
        assert_eq!(details, None);
        assert_eq!(
            envelope_reason(&EnvelopeError::NotText).0,
            text::reason_not_text()
        );
    }

    /// A file cut short is told from one that is not JSON at all.
    #[test]
    fn a_file_cut_short_is_told_from_a_damaged_one() {
        let cut = GameFile::from_bytes(br#"{"format": "dhayam", "plies": ["ab"#).unwrap_err();
        assert_eq!(file_reason(&cut).0, text::reason_ends_early());
        let garbage = GameFile::from_bytes(b"{ this is not json }").unwrap_err();
        assert_eq!(file_reason(&garbage).0, text::reason_damaged());
    }

    /// A notice's details line comes apart from its words.
    #[test]
    fn details_go_on_their_own_line() {
        let n = with_details("Could not open x.".into(), Some("EOF at line 1".into()));
        let (words, details) = split(&n);
        assert_eq!(words, "Could not open x.");
        assert!(details.unwrap().contains("EOF at line 1"));
        assert_eq!(with_details("Done.".into(), None), "Done.");
    }
}
