//! The window's notices, one system for the whole window: what they say, how long they
//! stay, and where they go.
//!
//! A notice is news (a save made, a game copied: it goes by itself after
//! [`NEWS_SECONDS`]) or an error (a file that would not open: it stays until the player
//! dismisses it). At most [`SHOWN`] are in sight; an older one goes out of sight when a
//! newer one comes, and every notice told is kept in the log (File ▸ Notices). The time
//! is the window's (egui's input time), so a test steps it; the window asks for a frame
//! when the next news is due to go, so it goes without any input.
//!
//! Their words: why a file could not be read or written, said in plain words from the
//! system's error kind or the JSON reader's category ("there is no such file", "the file
//! ends in the middle"), with the technical text kept for a "details" line; and which
//! action a notice is about, so that the action's next success clears an old failure.
//!
//! A notice's text stays one `String` (tests read them): its words, then, when it has
//! them, its details on the next line.

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

/// What kind of notice: news goes by itself, an error stays until it is dismissed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeKind {
    News,
    Error,
}

/// How long news stays in sight, in seconds (the pointer resting on the notices holds
/// it longer).
pub const NEWS_SECONDS: f64 = 5.0;
/// How many notices are in sight at most; older ones are in the log only.
pub const SHOWN: usize = 3;
/// How many the log keeps (the oldest go first).
const LOGGED: usize = 100;

/// One notice in sight (or its place, kept blank while the pointer is on the notices).
#[derive(Clone, Debug)]
pub(crate) struct Notice {
    pub(crate) id: u64,
    pub(crate) kind: NoticeKind,
    pub(crate) text: String,
    topic: Option<Topic>,
    /// The window's time when it was first in sight; news goes `NEWS_SECONDS` later.
    since: Option<f64>,
    /// Out of sight (dismissed, gone by itself, or pushed out by newer ones); its place
    /// stays, blank, until the pointer leaves the notices.
    pub(crate) gone: bool,
    /// Its height on the screen, last drawn (its blank place is as tall).
    pub(crate) height: f32,
}

/// The window's notices: those in sight, and the log of every one told this run.
#[derive(Debug, Default)]
pub(crate) struct Notices {
    live: Vec<Notice>,
    log: Vec<(NoticeKind, String)>,
    next_id: u64,
    /// The pointer rests on the notices: nothing in them moves or goes by itself.
    held: bool,
    /// The texts of those in sight (kept for `App::notices`, which lends them).
    texts: Vec<String>,
}

impl Notices {
    /// News for the player: it goes by itself.
    pub(crate) fn news(&mut self, text: String) {
        self.tell(None, NoticeKind::News, text);
    }

    /// An error for the player: it stays until it is dismissed.
    pub(crate) fn error(&mut self, text: String) {
        self.tell(None, NoticeKind::Error, text);
    }

    /// Tells the player `text`, of `kind`, about `topic` (whose next success takes it
    /// away). A newer notice pushes the oldest in sight out of sight when there are more
    /// than `SHOWN`.
    pub(crate) fn tell(&mut self, topic: Option<Topic>, kind: NoticeKind, text: String) {
        self.log.push((kind, text.clone()));
        if self.log.len() > LOGGED {
            self.log.remove(0);
        }
        self.next_id += 1;
        self.live.push(Notice {
            id: self.next_id,
            kind,
            text,
            topic,
            since: None,
            gone: false,
            height: 0.0,
        });
        let shown = self.live.iter().filter(|n| !n.gone).count();
        for n in self
            .live
            .iter_mut()
            .filter(|n| !n.gone)
            .take(shown.saturating_sub(SHOWN))
        {
            n.gone = true;
        }
        self.tidy();
    }

    /// `topic`'s action worked: its old notices go.
    pub(crate) fn succeeded(&mut self, topic: Topic) {
        for n in self.live.iter_mut().filter(|n| n.topic == Some(topic)) {
            n.gone = true;
        }
        self.tidy();
    }

    /// The player dismissed the notice `id`.
    pub(crate) fn dismiss(&mut self, id: u64) {
        if let Some(n) = self.live.iter_mut().find(|n| n.id == id) {
            n.gone = true;
        }
        self.tidy();
    }

    /// The texts of the notices in sight, oldest first.
    pub(crate) fn texts(&self) -> &[String] {
        &self.texts
    }

    /// The notices in sight, oldest first.
    pub(crate) fn shown(&self) -> impl Iterator<Item = &Notice> {
        self.live.iter().filter(|n| !n.gone)
    }

    /// The notices in sight and the blank places of those gone while the pointer rests
    /// on them, oldest first: what the strip draws.
    pub(crate) fn places(&mut self) -> &mut [Notice] {
        &mut self.live
    }

    /// Every notice told this run, oldest first.
    pub(crate) fn log(&self) -> &[(NoticeKind, String)] {
        &self.log
    }

    /// Whether there is anything to draw.
    pub(crate) fn is_empty(&self) -> bool {
        self.live.is_empty()
    }

    /// A new frame at the window's time `now`, with the pointer resting on the notices
    /// (`held`) or not: those in sight for the first time start their time, news whose
    /// time is up goes, and the places of those gone close unless held. While held, news
    /// starts its time afresh, so it is read before it goes. Returns how long until the
    /// next news goes, for the window to wake then.
    pub(crate) fn tick(&mut self, now: f64, held: bool) -> Option<f64> {
        self.held = held;
        for n in self.live.iter_mut().filter(|n| !n.gone) {
            let since = n.since.get_or_insert(now);
            if held {
                *since = now;
            }
            if n.kind == NoticeKind::News && now - *since >= NEWS_SECONDS {
                n.gone = true;
            }
        }
        self.tidy();
        self.live
            .iter()
            .filter(|n| !n.gone && n.kind == NoticeKind::News)
            .filter_map(|n| n.since)
            .map(|since| (since + NEWS_SECONDS - now).max(0.0))
            .min_by(f64::total_cmp)
    }

    /// Closes the places of the notices gone, unless the pointer rests on them.
    fn tidy(&mut self) {
        if !self.held {
            self.live.retain(|n| !n.gone);
        }
        self.texts = self.shown().map(|n| n.text.clone()).collect();
    }
}

/// Notices told in a batch (what a game at a distance tells) are news.
impl Extend<String> for Notices {
    fn extend<I: IntoIterator<Item = String>>(&mut self, told: I) {
        for text in told {
            self.news(text);
        }
    }
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

    /// News goes after its time, not while the pointer rests on it; an error stays; a
    /// fourth notice pushes the oldest out of sight (into the log only); a place gone
    /// while held stays blank until the pointer leaves.
    #[test]
    fn news_goes_errors_stay_and_three_at_most_are_in_sight() {
        let mut n = Notices::default();
        n.error("e".into());
        n.news("a".into());
        assert_eq!(n.tick(10.0, false), Some(NEWS_SECONDS));
        assert_eq!(n.tick(10.0 + NEWS_SECONDS - 1.0, true), Some(NEWS_SECONDS));
        // Held: its time started afresh.
        assert_eq!(n.texts(), ["e", "a"]);
        n.tick(10.0 + NEWS_SECONDS + 3.0, false);
        assert_eq!(n.texts(), ["e", "a"]);
        assert_eq!(n.tick(10.0 + 2.0 * NEWS_SECONDS, false), None);
        assert_eq!(n.texts(), ["e"]);
        n.tick(1000.0, false);
        assert_eq!(n.texts(), ["e"], "an error stays");
        for t in ["b", "c", "d"] {
            n.error(t.into());
        }
        assert_eq!(n.texts(), ["b", "c", "d"]);
        assert_eq!(n.log().len(), 5);
        // Dismissed while held: a blank place, closed once the pointer leaves.
        n.tick(1001.0, true);
        let first = n.shown().next().unwrap().id;
        n.dismiss(first);
        assert_eq!(n.texts(), ["c", "d"]);
        assert_eq!(n.places().len(), 3);
        n.tick(1002.0, false);
        assert_eq!(n.places().len(), 2);
    }
}
