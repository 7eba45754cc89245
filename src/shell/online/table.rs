//! The window's end of an online game: the host's or a guest's end on the network, and
//! what the window has made of it so far (the entries given to the game on the table,
//! the news for the notice bar, the dice check). No drawing here.

use std::sync::Arc;
use std::time::Duration;

use crate::games::{DistantSeat, GameKind, Here};
use crate::online::admission::ShortCode;
use crate::online::lan::{Found, LanGame};
use crate::online::net::{Connection, GuestEnd, HostEnd, Reach, Wake};
use crate::online::record::{Entry, Record};
use crate::online::secret::fresh;
use crate::online::web_link::WebPage;
use crate::online::{
    Action, Bytes32, ClockReading, ErrorCode, GameSetup, Guest, GuestNotice, Host, HostConfig,
    HostNotice, Invitation, Occupancy, OnlineDice, PeerId, Phrase, SeatId, Seating,
};

use super::rejoin::RejoinNote;
use super::text;
use crate::shell::notice::NoticeKind;

/// One end, the host's or a guest's.
enum End {
    Host(Box<HostEnd>),
    Guest(Box<GuestEnd>),
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Seats are taken; the host has not started.
    Lobby,
    /// The game is on the table; this many of the record's entries are on its board.
    Playing { applied: usize },
    /// This window stopped following the table: why.
    Stopped(String),
}

/// A seat as the lobby and the strip show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine {
    pub seat: SeatId,
    pub occupancy: Occupancy,
    pub name: String,
    /// This window plays it.
    pub mine: bool,
    /// A held seat's time left.
    pub held: Option<Duration>,
}

pub struct OnlineTable {
    end: End,
    pub kind: GameKind,
    /// The host's: the invitation's secret.
    secret: Option<Bytes32>,
    /// The name this window's person plays under.
    pub name: String,
    pub stage: Stage,
    /// Told once, then the notices keep them: news goes by itself, an error (the dice
    /// failing, the game stopped, the host gone) stays until the player dismisses it.
    told: Vec<(NoticeKind, String)>,
    /// The dice check's words, once the seed is revealed.
    pub verdict: Option<Result<String, String>>,
    /// The game is on the table and the window has not taken it yet.
    start_due: bool,
    /// The table did not take this window's last ask (refused, or lost with a dropped
    /// connection).
    ask_again: bool,
    /// Seats that changed hands since the last call (the host's computer took a seat
    /// whose guest did not come back, or the guest returned).
    handed: Vec<(SeatId, Here)>,
    /// Draws offered from another window (`None`: an offer declined), not yet shown.
    offers: Vec<Option<SeatId>>,
    /// The chat, oldest first (the last `CHAT_KEPT` lines), muted seats' lines left out.
    pub chat: Vec<(SeatId, String)>,
    /// The seats whose chat this window does not show.
    pub muted: Vec<SeatId>,
    /// The host's: the level of its computer seats, and of a seat its computer takes.
    pub level: Option<String>,
    /// The host left before the end (a guest's words for it).
    pub ended: Option<String>,
    /// A guest's: the host's last clock reading, and this end's time when it came.
    clock: Option<(ClockReading, Duration)>,
    /// A guest's: the invitation it joined with (kept in its rejoin note).
    joined_with: Option<String>,
    /// A guest's, after a rematch began: how many of the last game's entries its board
    /// has had. Its last entries and dice go to it before the next game is set out.
    draining: Option<usize>,
    /// The host's: the game is shown on the home network while seats are open.
    on_network: bool,
    /// A guest's that found the game on the home network: the host's name as shown
    /// there (empty: none given).
    host_name: Option<String>,
}

/// Chat lines kept for the strip's chat.
const CHAT_KEPT: usize = 50;

impl OnlineTable {
    /// Hosts `setup` with `seating` on a new endpoint; the invitation follows once it
    /// is bound.
    pub fn host(
        setup: GameSetup,
        seating: &[(SeatId, Seating)],
        name: String,
        key: Bytes32,
        reach: Reach,
        wake: Wake,
    ) -> Result<OnlineTable, String> {
        let secret = Bytes32(fresh());
        let kind = setup.game;
        let host = Host::new(
            setup,
            seating,
            secret,
            Bytes32(fresh()),
            HostConfig::default(),
        )
        .map_err(|e| e.to_string())?;
        let end = HostEnd::new(host, reach, key, wake);
        Ok(OnlineTable::at(
            End::Host(Box::new(end)),
            kind,
            Some(secret),
            name,
        ))
    }

    /// Joins the game of `invitation`; with the `token` of an earlier welcome, as the
    /// guest who held those seats.
    pub fn join(
        invitation: &Invitation,
        token: Option<Bytes32>,
        name: String,
        reach: Reach,
        wake: Wake,
    ) -> OnlineTable {
        let (game, secret, entropy) = (invitation.game, invitation.secret, Bytes32(fresh()));
        let guest = match token {
            Some(token) => Guest::returning(game, secret, entropy, token),
            None => Guest::new(game, secret, entropy),
        }
        .named(&name);
        let end = GuestEnd::new(guest, invitation, reach, wake);
        let mut table = OnlineTable::at(End::Guest(Box::new(end)), game, None, name);
        table.joined_with = Some(invitation.to_string());
        table
    }

    /// A table in the lobby, on `end`.
    fn at(end: End, kind: GameKind, secret: Option<Bytes32>, name: String) -> OnlineTable {
        OnlineTable {
            end,
            kind,
            secret,
            name,
            stage: Stage::Lobby,
            told: Vec::new(),
            verdict: None,
            start_due: false,
            ask_again: false,
            handed: Vec::new(),
            offers: Vec::new(),
            chat: Vec::new(),
            muted: Vec::new(),
            level: None,
            ended: None,
            clock: None,
            draining: None,
            joined_with: None,
            on_network: false,
            host_name: None,
        }
    }

    /// Joins a game found on the home network: with its short `code`, or asking the
    /// host's player to let this guest in.
    pub fn join_found(
        found: &Found,
        code: Option<ShortCode>,
        name: String,
        reach: Reach,
        wake: Wake,
    ) -> OnlineTable {
        let (game, entropy) = (found.shown.game, Bytes32(fresh()));
        let guest = match code {
            Some(code) => Guest::with_code(game, code, entropy),
            None => Guest::asking(game, entropy),
        }
        .named(&name);
        let invitation = found.invitation();
        let end = GuestEnd::new(guest, &invitation, reach, wake);
        let mut table = OnlineTable::at(End::Guest(Box::new(end)), game, None, name);
        table.joined_with = Some(invitation.to_string());
        table.host_name = Some(found.shown.host.clone());
        table
    }

    /// The host shows the game on the home network while seats are open, and takes the
    /// asks of guests who found it there (or stops: those waiting are refused).
    pub fn show_on_network(&mut self, on: bool) {
        if let End::Host(end) = &mut self.end {
            self.on_network = on;
            end.host.take_asks(on);
            end.flush();
        }
    }

    /// The host's: the game's short code, while the game is shown on the home network.
    pub fn short_code(&self) -> Option<String> {
        match &self.end {
            End::Host(end) if self.on_network => Some(end.host.short_code().to_string()),
            _ => None,
        }
    }

    /// The host's: the guests asking to be let in, each by connection and name.
    pub fn asking(&self) -> Vec<(PeerId, String)> {
        match &self.end {
            End::Host(end) => end.host.asking(),
            End::Guest(_) => Vec::new(),
        }
    }

    /// The host's player lets a guest in, or refuses it.
    pub fn answer(&mut self, peer: PeerId, let_in: bool) {
        if let End::Host(end) = &mut self.end {
            let now = end.now();
            end.host.answer(now, peer, let_in);
            end.flush();
        }
    }

    /// A guest's that asked to be let in and waits, connected: the host's name (empty:
    /// none given).
    pub fn waiting_let_in(&self) -> Option<&str> {
        match &self.end {
            End::Guest(end)
                if end.guest.waits_to_be_let_in() && end.connection() == Connection::Connected =>
            {
                Some(self.host_name.as_deref().unwrap_or(""))
            }
            _ => None,
        }
    }

    /// The host's words on the home network now: the game, its name and the free seats,
    /// while shown, in the lobby, with a seat open.
    fn network_words(&self) -> Option<String> {
        if !self.on_network || self.stage != Stage::Lobby {
            return None;
        }
        let free = self
            .seats()
            .iter()
            .filter(|s| s.occupancy == Occupancy::Open)
            .count();
        (free > 0).then(|| {
            LanGame {
                game: self.kind,
                host: self.name.clone(),
                free: free as u8,
            }
            .words()
        })
    }

    pub fn is_host(&self) -> bool {
        matches!(self.end, End::Host(_))
    }

    /// The invitation's text, once the host's endpoint is bound.
    pub fn invitation(&self) -> Option<String> {
        match &self.end {
            End::Host(end) => end.invitation(self.secret?).map(|i| i.to_string()),
            End::Guest(_) => None,
        }
    }

    /// The link that opens the web edition at `page` joining this game (issue 65), once
    /// the host's endpoint is bound.
    pub fn link(&self, page: &WebPage) -> Option<String> {
        match &self.end {
            End::Host(end) => end.invitation(self.secret?).map(|i| page.link(&i)),
            End::Guest(_) => None,
        }
    }

    /// Why this end cannot go on, in the player's words: the network could not be used,
    /// or the host turned this guest away (a refusal is not the network's fault).
    pub fn failed(&self) -> Option<String> {
        match &self.end {
            End::Host(end) => end.failed().map(text::network_failed),
            End::Guest(end) => match end.connection() {
                Connection::Broken => Some(text::network_failed(
                    end.log.last().map_or("", String::as_str),
                )),
                _ => end.guest.turned_away().map(text::turned_away),
            },
        }
    }

    /// The end's clock (the connection's redial times are on it).
    pub fn now(&self) -> Duration {
        match &self.end {
            End::Host(end) => end.now(),
            End::Guest(end) => end.now(),
        }
    }

    /// The guest's connection (the host is always there for itself).
    pub fn connection(&self) -> Connection {
        match &self.end {
            End::Host(_) => Connection::Connected,
            End::Guest(end) => end.connection(),
        }
    }

    /// A guest's host was never reached, and only a relay could have reached it.
    pub fn needs_relay(&self) -> bool {
        match &self.end {
            End::Host(_) => false,
            End::Guest(end) => end.needs_relay(),
        }
    }

    /// Moves what waits on the network, and reads what it brought; whether anything
    /// changed.
    pub fn pump(&mut self) -> bool {
        let mut changed = match &mut self.end {
            End::Host(end) => end.pump(),
            End::Guest(end) => end.pump(),
        };
        let kind = self.kind;
        // Who speaks: the player's name with the seat, as the seats stood before this
        // news (a phrase names its player, not only a colour).
        let lines = self.seats();
        let said = |seat: SeatId, phrase| said_by(kind, &lines, seat, phrase);
        // A draw declined at another window is told here, naming who declined; a seat
        // here declined it itself.
        let declined = |seat: SeatId| {
            (!lines.iter().any(|l| l.seat == seat && l.mine))
                .then(|| declined_by(kind, &lines, seat))
        };
        let mut rematch = None;
        // The new game's first clock reading comes in the same breath as its start: it
        // must outlive the clearing of the last game's (a rematch's clock stood still
        // for the side to move until the first move).
        let mut rematch_clock = None;
        match &mut self.end {
            End::Host(end) => {
                while let Some(notice) = end.host.poll_notice() {
                    changed = true;
                    match notice {
                        HostNotice::ComputerTookSeat { seat } => {
                            self.handed.push((seat, Here::Computer))
                        }
                        HostNotice::SeatReturned { seat } => self.handed.push((seat, Here::Away)),
                        // For the web edition's test of a page that hosts, which
                        // compares the record with its guest's.
                        HostNotice::Over { ref result } => crate::platform::trace(format_args!(
                            "online: over: {result}; record {}",
                            end.host.record().digest()
                        )),
                        HostNotice::DrawOffered { seat } => self.offers.push(Some(seat)),
                        HostNotice::Chat { seat, ref text } => {
                            push_chat(&mut self.chat, &self.muted, seat, text)
                        }
                        _ => {}
                    }
                    if let HostNotice::DrawDeclined { seat } = notice
                        && let Some(words) = declined(seat)
                    {
                        self.told.push_news(words);
                    }
                    let over = end.host.table().is_over();
                    if let Some(words) = host_news(kind, &notice, &said, over) {
                        self.told.push_news(words);
                    }
                }
                if end.host.is_started() && self.stage == Stage::Lobby {
                    self.stage = Stage::Playing { applied: 0 };
                    self.start_due = true;
                }
            }
            End::Guest(end) => {
                while let Some(notice) = end.guest.poll_notice() {
                    changed = true;
                    match notice {
                        GuestNotice::Started if self.stage == Stage::Lobby => {
                            self.stage = Stage::Playing { applied: 0 };
                            self.start_due = true;
                        }
                        // Back after a drop: an ask may have gone with the connection.
                        GuestNotice::Started => self.ask_again = true,
                        GuestNotice::DiceChecked(checked) => {
                            // For the web edition's test, which reads the page's console.
                            crate::platform::trace(format_args!(
                                "online: dice checked: {} throws; record {}",
                                checked.throws,
                                end.guest.record().digest()
                            ));
                            let words = text::dice_checked(checked.throws);
                            self.told.push_news(words.clone());
                            self.verdict = Some(Ok(words));
                        }
                        GuestNotice::DiceFailed(e) => {
                            crate::platform::trace(format_args!("online: dice failed: {e}"));
                            let words = text::dice_failed(&e.to_string());
                            self.told.push((NoticeKind::Error, words.clone()));
                            self.verdict = Some(Err(words));
                        }
                        GuestNotice::Stopped(divergence) => {
                            let words = text::stopped(&divergence.to_string());
                            self.told.push((NoticeKind::Error, words.clone()));
                            self.stage = Stage::Stopped(words);
                            // Off the line, so the host holds the seats and its computer
                            // plays them on for the others.
                            end.leave();
                        }
                        // The game stays on: the last moves and the seed still come to
                        // the board and its file; nothing more will. After the game's
                        // end it is only news: no rematch will come.
                        GuestNotice::HostEnded
                            if end.guest.table().is_some_and(|t| t.is_over()) =>
                        {
                            let words = text::host_closed();
                            self.told.push_news(words.clone());
                            self.ended = Some(words);
                        }
                        GuestNotice::HostEnded => {
                            let words = text::host_left();
                            self.told.push((NoticeKind::Error, words.clone()));
                            self.ended = Some(words);
                        }
                        GuestNotice::Clock(reading) => {
                            self.clock = Some((reading, end.now()));
                            if rematch.is_some() {
                                rematch_clock = self.clock;
                            }
                        }
                        GuestNotice::Rematch { game } => rematch = Some(game),
                        GuestNotice::DrawOffered { seat } => self.offers.push(Some(seat)),
                        GuestNotice::Chat { seat, text } => {
                            push_chat(&mut self.chat, &self.muted, seat, &text)
                        }
                        GuestNotice::DrawDeclined { seat } => {
                            self.offers.push(None);
                            if let Some(words) = declined(seat) {
                                self.told.push_news(words);
                            }
                        }
                        GuestNotice::Refused { code, .. } => {
                            self.told.push_news(text::refused(code));
                            // Only a refused throw or move leaves an ask unanswered.
                            self.ask_again |= matches!(
                                code,
                                ErrorCode::NotYourTurn
                                    | ErrorCode::Stale
                                    | ErrorCode::ThrowPending
                                    | ErrorCode::IllegalMove
                            );
                        }
                        GuestNotice::Phrase { seat, phrase } => {
                            self.told.push_news(said(seat, phrase));
                        }
                        _ => {}
                    }
                }
            }
        }
        // Shown on the home network while seats are open in the lobby, then no more.
        let words = self.network_words();
        if let End::Host(end) = &mut self.end {
            end.show(words);
        }
        if let Some(game) = rematch {
            if let Stage::Playing { applied } = self.stage {
                self.draining = Some(applied);
            }
            self.next_game();
            self.clock = rematch_clock;
            self.told.push_news(text::rematch_started(game));
        }
        changed
    }

    /// The setup and the seats, once, when the game has started and the window must
    /// set it out.
    pub fn take_start(&mut self) -> Option<(GameSetup, Vec<DistantSeat>)> {
        if !self.start_due || self.last_game_left().is_some_and(|left| left > 0) {
            return None;
        }
        self.start_due = false;
        self.draining = None;
        let setup = match &self.end {
            End::Host(end) => end.host.setup().clone(),
            End::Guest(end) => end.guest.setup()?.clone(),
        };
        let seats = self
            .seats()
            .into_iter()
            .map(|line| DistantSeat {
                seat: line.seat,
                name: line.name,
                here: match (line.mine, line.occupancy) {
                    (false, _) => Here::Away,
                    (true, Occupancy::Computer | Occupancy::Replaced) => Here::Computer,
                    (true, _) => Here::Person,
                },
            })
            .collect();
        Some((setup, seats))
    }

    /// The table's clock as it reads now, if the table keeps one: the host's own, or a
    /// guest's last reading run on by the time since it came.
    pub fn clock(&self) -> Option<ClockReading> {
        match &self.end {
            End::Host(end) => end.host.clock(end.now()),
            End::Guest(end) => {
                let (mut reading, at) = self.clock?;
                if let Some(seat) = reading.running {
                    let passed = end.now().saturating_sub(at).as_millis() as u64;
                    let left = &mut reading.left_ms[seat.index().min(1)];
                    *left = left.saturating_sub(passed);
                }
                Some(reading)
            }
        }
    }

    /// The host's: how long until the running side's time is out, when its tick calls
    /// the flag (a few milliseconds past, so the clock has surely run out). A guest
    /// hears the flag from the host. A clock that reads 0:00 is looked at again in a few
    /// milliseconds too: the frame's tick can come a moment before its reading, and a
    /// window that then asked for nothing slept past its flag (seen under load in the
    /// flag test, 1 run in 4).
    pub fn time_to_flag(&self) -> Option<Duration> {
        if !self.is_host() {
            return None;
        }
        let reading = self.clock()?;
        let seat = reading.running?;
        let left = reading.left_ms[seat.index().min(1)];
        Some(Duration::from_millis(left + 5))
    }

    /// The seats, this window's marked.
    pub fn seats(&self) -> Vec<SeatLine> {
        let (views, host) = match &self.end {
            End::Host(end) => (end.host.seats(), true),
            End::Guest(end) => (end.guest.seats().to_vec(), false),
        };
        views
            .into_iter()
            .map(|v| SeatLine {
                seat: v.seat,
                occupancy: v.occupancy,
                name: v.name,
                mine: if host {
                    matches!(
                        v.occupancy,
                        Occupancy::Host | Occupancy::Computer | Occupancy::Replaced
                    )
                } else {
                    v.yours
                },
                held: v.held_ms.map(Duration::from_millis),
            })
            .collect()
    }

    /// The host's: who watches, by the names their windows gave (a person who gave none
    /// is said as such); empty at a guest's window.
    pub fn watchers(&self) -> Vec<String> {
        match &self.end {
            End::Host(end) => end
                .host
                .watchers()
                .into_iter()
                .map(|name| {
                    if name.is_empty() {
                        text::watcher_unnamed()
                    } else {
                        name
                    }
                })
                .collect(),
            End::Guest(_) => Vec::new(),
        }
    }

    /// The game as its host set it up: what a guest knows from the welcome, before it
    /// takes a seat (none until then).
    pub fn setup(&self) -> Option<&GameSetup> {
        match &self.end {
            End::Host(end) => Some(end.host.setup()),
            End::Guest(end) => end.guest.setup(),
        }
    }

    /// Whether the game's seats are all taken (the host may start).
    pub fn all_taken(&self) -> bool {
        self.seats().iter().all(|s| s.occupancy != Occupancy::Open)
    }

    /// The table's record as this end holds it.
    pub fn record(&self) -> &Record {
        match &self.end {
            End::Host(end) => end.host.record(),
            End::Guest(end) => end.guest.record(),
        }
    }

    /// Whether the last game has given its board every entry, and the next game waits to
    /// be set out (its dice go to the board's file first).
    pub fn last_game_done(&self) -> bool {
        self.last_game_left() == Some(0)
    }

    /// A guest's last game after a rematch began: its entries the board has not had yet.
    fn last_game_left(&self) -> Option<usize> {
        let at = self.draining?;
        let End::Guest(end) = &self.end else {
            return None;
        };
        Some(end.guest.last_game()?.record.len().saturating_sub(at))
    }

    /// The game on the table's dice, for its file: the commitment, the seed once
    /// revealed, and the contribution of each throw it has had (the last game's, while its
    /// last entries still go to the board).
    pub fn online_dice(&self) -> Option<OnlineDice> {
        let (record, applied, commitment, seed) = match (&self.end, self.draining) {
            (End::Guest(end), Some(at)) => {
                let last = end.guest.last_game()?;
                (&last.record, at, last.commitment?, last.seed)
            }
            (end, _) => {
                let Stage::Playing { applied } = self.stage else {
                    return None;
                };
                let (commitment, seed) = match end {
                    End::Host(end) => (end.host.commitment(), end.host.revealed_seed()),
                    End::Guest(end) => (end.guest.commitment()?, end.guest.revealed_seed()),
                };
                (self.record(), applied, commitment, seed)
            }
        };
        let contributions = record.entries[..applied.min(record.len())]
            .iter()
            .filter_map(|e| match e {
                Entry::Throw { throw, .. } => Some(throw.contribution),
                _ => None,
            })
            .collect();
        Some(OnlineDice {
            commitment,
            seed,
            contributions,
        })
    }

    /// The next entry the game on the table has not had, if any.
    pub fn next_entry(&self) -> Option<(usize, Entry)> {
        if let (Some(at), End::Guest(end)) = (self.draining, &self.end) {
            let last = &end.guest.last_game()?.record;
            return last.entries.get(at).map(|e| (at, e.clone()));
        }
        let Stage::Playing { applied } = self.stage else {
            return None;
        };
        self.record()
            .entries
            .get(applied)
            .map(|e| (applied, e.clone()))
    }

    /// How many of the record's entries the game on the table has yet to take.
    pub fn behind(&self) -> usize {
        match (self.draining, &self.stage) {
            (None, Stage::Playing { applied }) => {
                self.record().entries.len().saturating_sub(*applied)
            }
            _ => 0,
        }
    }

    /// The game on the table took the next entry.
    pub fn entry_applied(&mut self) {
        if let Some(at) = &mut self.draining {
            *at += 1;
        } else if let Stage::Playing { applied } = &mut self.stage {
            *applied += 1;
        }
    }

    /// This window stops following the table, and says why; a guest hangs up, so the
    /// host holds its seats and plays them on for the others.
    pub fn stop(&mut self, why: String) {
        self.told.push((NoticeKind::Error, why.clone()));
        self.stage = Stage::Stopped(why);
        if let End::Guest(end) = &mut self.end {
            end.leave();
        }
    }

    /// The guest takes `seat` for the person called `name`.
    pub fn claim(&mut self, seat: SeatId, name: &str) {
        if let End::Guest(end) = &mut self.end {
            // A person who gave no name plays under the seat's colour.
            let name = match name.trim() {
                "" => self.kind.seat_word(seat),
                name => name.to_string(),
            };
            if let Err(code) = end.guest.claim(seat, &name) {
                self.told.push_news(text::refused(code));
            }
            end.flush();
        }
    }

    /// The host starts the game.
    pub fn start(&mut self) {
        if let End::Host(end) = &mut self.end {
            if let Err(code) = {
                let now = end.now();
                end.host.start(now)
            } {
                self.told.push_news(text::refused(code));
            }
            end.flush();
        }
    }

    /// A guest's note for taking its seats back after a restart, while its game is on:
    /// welcomed, playing, not over, not ended by the host, not stopped.
    pub fn rejoin_note(&self) -> Option<RejoinNote> {
        let End::Guest(end) = &self.end else {
            return None;
        };
        let on = matches!(self.stage, Stage::Playing { .. }) && !self.guest_done();
        let token = end.guest.token().filter(|_| on)?;
        // The name the host knows the first seat here by (the seat's colour if none).
        let name = self.seats().into_iter().find(|s| s.mine).map(|s| s.name)?;
        Some(RejoinNote::new(self.joined_with.as_ref()?, token, &name))
    }

    /// Whether this is a guest's table whose game is done with (over, ended by the host,
    /// or stopped): its rejoin note goes.
    pub fn guest_done(&self) -> bool {
        let End::Guest(end) = &self.end else {
            return false;
        };
        matches!(self.stage, Stage::Stopped(_))
            || self.ended.is_some()
            || end.guest.table().is_some_and(|t| t.is_over())
    }

    /// Whether this window may start a rematch: the host's, its game over and all on
    /// the board.
    pub fn can_rematch(&self) -> bool {
        match &self.end {
            End::Host(end) => {
                matches!(self.stage, Stage::Playing { .. })
                    && end.host.table().is_over()
                    && self.next_entry().is_none()
            }
            End::Guest(_) => false,
        }
    }

    /// The host starts a new game with the same players.
    pub fn rematch(&mut self) {
        let End::Host(end) = &mut self.end else {
            return;
        };
        let now = end.now();
        match end.host.rematch(now) {
            Ok(()) => {
                let game = end.host.game_number();
                end.flush();
                self.next_game();
                self.told.push_news(text::rematch_started(game));
            }
            Err(code) => self.told.push_news(text::refused(code)),
        }
    }

    /// The table's next game is to be set out from its first entry.
    fn next_game(&mut self) {
        self.stage = Stage::Playing { applied: 0 };
        self.start_due = true;
        self.verdict = None;
        self.clock = None;
        self.offers.clear();
        self.ask_again = false;
    }

    /// A seat here acts.
    pub fn act(&mut self, seat: SeatId, action: Action) {
        let result = match &mut self.end {
            End::Host(end) => {
                let now = end.now();
                let r = end.host.act(now, seat, action);
                end.flush();
                r
            }
            End::Guest(end) => {
                // Not due yet (the host's replay after a return is still arriving): the
                // ask is kept for later, not refused aloud.
                let play = matches!(action, Action::Throw | Action::Move(_));
                if play && end.guest.my_due().map(|(s, _)| s) != Some(seat) {
                    self.ask_again = true;
                    return;
                }
                let r = end.guest.act(seat, action);
                end.flush();
                r
            }
        };
        if let Err(code) = result {
            self.told.push_news(text::refused(code));
            self.ask_again = true;
        }
    }

    /// Draws offered from other windows since the last call (`None`: declined); an offer
    /// from this window's own seat is not for it to answer.
    pub fn take_offers(&mut self) -> Vec<Option<SeatId>> {
        let mine: Vec<SeatId> = self
            .seats()
            .iter()
            .filter(|s| s.mine)
            .map(|s| s.seat)
            .collect();
        std::mem::take(&mut self.offers)
            .into_iter()
            .filter(|o| o.is_none_or(|seat| !mine.contains(&seat)))
            .collect()
    }

    /// The seats that changed hands since the last call.
    pub fn take_handed(&mut self) -> Vec<(SeatId, Here)> {
        std::mem::take(&mut self.handed)
    }

    /// Whether the game's seats here may ask again, once.
    pub fn take_ask_again(&mut self) -> bool {
        std::mem::take(&mut self.ask_again)
    }

    /// A quick phrase from this window's first seat.
    pub fn say(&mut self, phrase: crate::online::Phrase) {
        if let Some(line) = self.seats().into_iter().find(|s| s.mine) {
            self.act(line.seat, Action::Phrase(phrase));
        }
    }

    /// A guest drops its connection and dials again; the host holds its seat meanwhile.
    pub fn reconnect(&mut self) {
        if let End::Guest(end) = &mut self.end {
            end.reconnect();
        }
    }

    /// A line of chat from this window's first seat.
    pub fn chat(&mut self, text: &str) {
        let text: String = text
            .chars()
            .filter(|c| !c.is_control())
            .take(crate::online::message::MAX_CHAT_CHARS)
            .collect();
        if text.trim().is_empty() {
            return;
        }
        if let Some(line) = self.seats().into_iter().find(|s| s.mine) {
            self.act(line.seat, Action::Chat(text.trim().to_string()));
        }
    }

    /// Shows or hides `seat`'s chat from now on (its lines so far go too).
    pub fn mute(&mut self, seat: SeatId, muted: bool) {
        self.muted.retain(|s| *s != seat);
        if muted {
            self.muted.push(seat);
            self.chat.retain(|(s, _)| *s != seat);
        }
    }

    /// This window leaves the table: the host ends the game for everyone (the seed is
    /// revealed, so the throws so far can still be checked), a guest says goodbye.
    pub fn leave(&mut self) {
        match &mut self.end {
            End::Host(end) => {
                end.host.end();
                end.flush();
            }
            End::Guest(end) => end.leave(),
        }
    }

    /// Whether something waits on a clock (a held seat's countdown, a redial), so the
    /// window must look again soon even if nobody acts.
    pub fn has_timers(&self) -> bool {
        // Everything else comes by the network, which wakes the window itself: while a
        // remote move is awaited, the window sleeps.
        matches!(
            self.connection(),
            Connection::Reconnecting { .. } | Connection::Connecting
        ) || self.seats().iter().any(|s| s.held.is_some())
            // A guest's ask unanswered for a minute is refused: the host's window looks.
            || !self.asking().is_empty()
    }

    /// The news since the last call.
    pub fn take_told(&mut self) -> Vec<(NoticeKind, String)> {
        std::mem::take(&mut self.told)
    }
}

/// Keeps a chat line, unless its seat is muted here.
fn push_chat(chat: &mut Vec<(SeatId, String)>, muted: &[SeatId], seat: SeatId, text: &str) {
    if muted.contains(&seat) {
        return;
    }
    chat.push((seat, text.to_string()));
    if chat.len() > CHAT_KEPT {
        chat.remove(0);
    }
}

/// A wake that repaints the window when the network brings something.
pub fn wake_for(ctx: &egui::Context) -> Wake {
    let ctx = ctx.clone();
    Arc::new(move || ctx.request_repaint())
}

/// The name a seat's player gave, if any (a name that is the seat's colour is none).
fn player_name<'a>(lines: &'a [SeatLine], seat: SeatId, seat_word: &str) -> Option<&'a str> {
    lines
        .iter()
        .find(|l| l.seat == seat)
        .map(|l| l.name.trim())
        .filter(|name| !name.is_empty() && *name != seat_word)
}

/// A phrase as said by a seat's player: by name and seat ("Chitra (Red): Good move!"),
/// or by the seat alone when its player gave no name.
fn said_by(kind: GameKind, lines: &[SeatLine], seat: SeatId, phrase: Phrase) -> String {
    let seat_word = kind.seat_word(seat);
    match player_name(lines, seat, &seat_word) {
        Some(name) => text::phrase_from_named(name, &kind.side_word(seat), phrase),
        None => text::phrase_from(&kind.side_word(seat), phrase),
    }
}

/// A draw declined by a seat's player, named as a phrase names them ("Kavi (Black)
/// declines the draw: play on").
fn declined_by(kind: GameKind, lines: &[SeatLine], seat: SeatId) -> String {
    let seat_word = kind.seat_word(seat);
    match player_name(lines, seat, &seat_word) {
        Some(name) => text::draw_declined_named(name, &seat_word),
        None => kind.draw_declined(&seat_word),
    }
}

/// The news of a host's notice, if it is news; `over`: the game is over, when a guest
/// whose connection closes has most likely left the table (its seat is still held, for a
/// rematch), not lost its line.
fn host_news(
    kind: GameKind,
    notice: &HostNotice,
    said: &dyn Fn(SeatId, Phrase) -> String,
    over: bool,
) -> Option<String> {
    Some(match notice {
        HostNotice::Claimed { seat, name } => text::claimed(name, &kind.side_word(*seat)),
        HostNotice::SeatHeld { seat, .. } if over => text::left_table(&kind.side_word(*seat)),
        HostNotice::SeatHeld { seat, .. } => text::seat_held(&kind.side_word(*seat)),
        HostNotice::ComputerTookSeat { seat } => text::computer_took(&kind.side_word(*seat)),
        HostNotice::SeatReturned { seat } => text::seat_returned(&kind.side_word(*seat)),
        HostNotice::Reported { code, .. } => text::guest_reported(*code),
        HostNotice::Phrase { seat, phrase } => said(*seat, *phrase),
        HostNotice::Joined { .. }
        | HostNotice::Refused { .. }
        | HostNotice::DrawOffered { .. }
        | HostNotice::DrawDeclined { .. }
        | HostNotice::Chat { .. }
        | HostNotice::Over { .. } => return None,
    })
}

/// News for the notices, said in one word at each place the table tells something.
trait PushNews {
    fn push_news(&mut self, words: String);
}

impl PushNews for Vec<(NoticeKind, String)> {
    fn push_news(&mut self, words: String) {
        self.push((NoticeKind::News, words));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(seat: u8, name: &str) -> SeatLine {
        SeatLine {
            seat: SeatId(seat),
            occupancy: Occupancy::Guest,
            name: name.into(),
            mine: false,
            held: None,
        }
    }

    /// Issue 61: a phrase names its player, not only the colour; a player who gave no
    /// name (or whose name is the colour) is the colour alone.
    #[test]
    fn a_phrase_names_its_player_with_the_seat() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let lines = [line(0, "Chitra"), line(2, ""), line(3, "Blue")];
        let said = |seat| said_by(GameKind::Dhayam, &lines, SeatId(seat), Phrase::GoodMove);
        let good = text::phrase(Phrase::GoodMove);
        let (red, yellow) = (
            GameKind::Dhayam.seat_word(SeatId(0)),
            GameKind::Dhayam.seat_word(SeatId(2)),
        );
        assert!(
            said(0).contains("Chitra") && said(0).contains(&red),
            "{}",
            said(0)
        );
        assert!(said(0).ends_with(&good));
        assert_eq!(said(2), text::phrase_from(&yellow, Phrase::GoodMove));
        assert!(!said(3).contains('('), "{}", said(3));
    }

    /// A guest whose connection closes during the game lost its line; after the game it
    /// left the table (its seat is held for a rematch either way).
    #[test]
    fn a_guest_gone_after_the_game_left_the_table() {
        crate::i18n::set_language(crate::i18n::Lang::En);
        let said = |_: SeatId, _: Phrase| String::new();
        let held = HostNotice::SeatHeld {
            seat: SeatId(2),
            until: std::time::Duration::from_secs(60),
        };
        let news = |over| host_news(GameKind::Dhayam, &held, &said, over).unwrap();
        let yellow = GameKind::Dhayam.side_word(SeatId(2));
        assert_eq!(news(false), text::seat_held(&yellow));
        assert_eq!(news(true), text::left_table(&yellow));
        assert!(news(true).contains("left the table"), "{}", news(true));
    }

    /// Issue 61: Thai named a player's side "สี…" whatever the game, so Makruk's read
    /// "Kavi (สีฝ่ายขาว)" and "สีฝ่ายดำขาดการเชื่อมต่อ". A Dhayam seat reads "สีแดง", a
    /// Makruk side "ฝ่ายขาว", in the phrases and the seat news alike.
    #[test]
    fn thai_names_a_dhayam_seat_by_its_colour_and_a_makruk_side_as_a_side() {
        crate::i18n::set_language(crate::i18n::Lang::Th);
        let lines = [line(0, "กวี"), line(1, "")];
        let makruk = [
            said_by(GameKind::Makruk, &lines, SeatId(0), Phrase::GoodMove),
            said_by(GameKind::Makruk, &lines, SeatId(1), Phrase::GoodMove),
            text::seat_held(&GameKind::Makruk.side_word(SeatId(1))),
            text::claimed("กวี", &GameKind::Makruk.side_word(SeatId(0))),
        ];
        for words in &makruk {
            assert!(!words.contains("สีฝ่าย"), "{words}");
            assert!(words.contains("ฝ่าย"), "{words}");
        }
        let dhayam = [
            said_by(GameKind::Dhayam, &lines, SeatId(0), Phrase::GoodMove),
            said_by(GameKind::Dhayam, &lines, SeatId(1), Phrase::GoodMove),
            text::seat_returned(&GameKind::Dhayam.side_word(SeatId(2))),
        ];
        for words in &dhayam {
            assert!(words.contains("สี"), "{words}");
            assert!(!words.contains("สีสี"), "{words}");
        }
        crate::i18n::set_language(crate::i18n::Lang::En);
    }
}
