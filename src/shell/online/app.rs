//! The window's side of a game at a distance: each frame the network is pumped, a game
//! that has started is put on the table, the table's record is given to it entry by
//! entry (one at a time, each after the last one's animation), and what its seats ask is
//! sent; the online screens' commands are carried out.

use super::rejoin::{AtStart, RejoinNote};
use super::table::{OnlineTable, Stage, wake_for};
use super::{OnlineCommand, text};
use crate::games::ActiveGame;
use crate::online::message::Bytes32;
use crate::online::secret::fresh;
use crate::online::{Invitation, Seating};
use crate::shell::App;

use super::host_dialog::SeatChoice;

/// More entries than this waiting at once are a game to catch up with, not moves to
/// watch: they are set out without animation.
const CATCH_UP: usize = 4;

impl App {
    /// Keeps online play's endpoints within `reach` (tests: `Reach::Loopback`).
    pub fn with_reach(mut self, reach: crate::online::net::Reach) -> App {
        self.online.reach = Some(reach);
        self
    }

    /// How far this window's endpoints reach: a test's loopback, or the internet with the
    /// relays the settings choose (a setting that does not read was reset at start).
    fn reach(&self) -> crate::online::net::Reach {
        self.online.reach.clone().unwrap_or_else(|| {
            crate::online::net::Reach::Internet(
                self.files.settings.online_relay.parse().unwrap_or_default(),
            )
        })
    }

    /// What the window does at its start about a game at a distance: the Join dialog
    /// for a page's `#join=` link, or a page's guest taking its seats back
    /// (`rejoin::at_start`, issue 65); whether it did either (then the start asks
    /// nothing else).
    pub(crate) fn online_at_start(&mut self, fragment: Option<&str>, page: bool) -> bool {
        if fragment.is_none() && !page {
            return false;
        }
        let note = self.kept_rejoin_note().cloned();
        match super::rejoin::at_start(fragment, note.as_ref(), page) {
            AtStart::Nothing => false,
            AtStart::Join(invitation) => {
                self.files.chooser = false;
                self.online.open_join_with(invitation);
                true
            }
            AtStart::Rejoin => {
                // On the first frame, which has the context the network wakes.
                self.files.chooser = false;
                self.online.at_start = Some(OnlineCommand::Rejoin);
                true
            }
        }
    }

    /// The host's invitation, once its endpoint is bound (tests).
    pub fn online_invitation(&self) -> Option<String> {
        self.online.table.as_ref()?.invitation()
    }

    /// A game seen on the home network, given to the open Join dialog as the network's
    /// look gives it (window tests, where nothing is looked for on loopback).
    pub fn online_seen(&mut self, found: crate::online::lan::Found) {
        if let Some(super::Dialog::Join(dialog)) = &mut self.online.dialog {
            dialog.seen(found);
        }
    }

    /// The host's short code and who asks to be let in (tests).
    pub fn online_asking(&self) -> Vec<String> {
        self.online
            .table
            .as_ref()
            .map(|t| t.asking().into_iter().map(|(_, name)| name).collect())
            .unwrap_or_default()
    }

    /// The host's game's short code, while shown on the home network (tests).
    pub fn online_short_code(&self) -> Option<String> {
        self.online.table.as_ref()?.short_code()
    }

    /// The host's leaving, as this guest window was told it (tests).
    pub fn online_ended(&self) -> Option<String> {
        self.online.table.as_ref()?.ended.clone()
    }

    /// Where the game at a distance is, if there is one (tests).
    pub fn online_stage(&self) -> Option<Stage> {
        Some(self.online.table.as_ref()?.stage.clone())
    }

    /// The table's record digest and length, as this window's end holds it (tests).
    pub fn online_record(&self) -> Option<(String, usize)> {
        let record = self.online.table.as_ref()?.record();
        Some((record.digest(), record.len()))
    }

    /// The chat lines this window shows, with their seats' numbers (tests).
    pub fn online_chat(&self) -> Vec<(u8, String)> {
        self.online
            .table
            .as_ref()
            .map(|t| t.chat.iter().map(|(s, l)| (s.0, l.clone())).collect())
            .unwrap_or_default()
    }

    /// The table's clock as it reads now, if it keeps one (tests).
    pub fn online_clock(&self) -> Option<crate::online::ClockReading> {
        self.online.table.as_ref()?.clock()
    }

    /// Whether every seat of the game at a distance is taken (tests).
    pub fn all_online_seats_taken(&self) -> bool {
        self.online.table.as_ref().is_some_and(|t| t.all_taken())
    }

    /// The dice check's words, once the seed is revealed (tests).
    pub fn online_verdict(&self) -> Option<Result<String, String>> {
        self.online.table.as_ref()?.verdict.clone()
    }

    /// The network's news for this frame; whether anything changed.
    /// `now`: this frame's time, at which the table's clock is read.
    pub(crate) fn step_online(&mut self, now: f64) -> bool {
        if let Some(command) = self.online.at_start.take() {
            let ctx = self.files.ctx.clone();
            self.apply_online(command, ctx.as_ref());
        }
        // Held apart from the window while it works, so both can be changed.
        let Some(mut table) = self.online.table.take() else {
            return false;
        };
        let mut changed = table.pump();
        // Everything the note depends on comes by the network.
        if changed {
            self.keep_rejoin_note(&table);
        }
        // After a rematch began, the last game's board has every entry: its dice (the
        // seed revealed at its end) go to its file before the next game is set out.
        if table.last_game_done()
            && self.game.is_at_a_distance()
            && let Some(dice) = table.online_dice()
        {
            self.game.keep_online_dice(dice);
        }
        if let Some((setup, seats)) = table.take_start() {
            let settings = self.current_settings();
            let level = table.level.clone();
            match ActiveGame::at_a_distance(&setup, &seats, level.as_deref(), &settings) {
                Ok(game) => {
                    // The game leaving the table stays in its autosave as it stood.
                    self.autosave();
                    self.shelve_settings();
                    self.game = game;
                    self.files.new_game();
                    self.files.chooser = false;
                    self.close_game_dialog();
                }
                Err(e) => table.stop(text::stopped(&e.to_string())),
            }
            changed = true;
        }
        if self.game.is_at_a_distance() && matches!(table.stage, Stage::Playing { .. }) {
            if table.take_ask_again() {
                self.game.ask_again();
            }
            let handed = table.take_handed();
            if !handed.is_empty() {
                let settings = self.current_settings();
                for (seat, here) in handed {
                    self.game
                        .seat_changed(seat, here, table.level.as_deref(), &settings);
                }
            }
            let was_away = self.game.person_here_to_play().is_none();
            let mut received = false;
            // A rejoin (or a window that fell far behind) is sent the game so far: it is
            // set out at once, not replayed move by move while the controls wait.
            let catching_up = table.behind() > CATCH_UP;
            while self.game.ready_for_entry() {
                let Some((index, entry)) = table.next_entry() else {
                    break;
                };
                match self.game.receive(index, &entry) {
                    Ok(()) => {
                        table.entry_applied();
                        received = true;
                        if catching_up {
                            self.game.settle();
                        }
                    }
                    Err(e) => table.stop(text::stopped(&e.to_string())),
                }
                changed = true;
            }
            // The host ended the game: once its last entries are on the board, nothing
            // more is played here.
            if table.ended.is_some() && table.behind() == 0 {
                self.game.table_gone();
            }
            // Another window's move made it a person's turn here: call them, the
            // window may be behind another.
            if received && was_away && self.game.person_here_to_play().is_some() {
                self.sound_now(crate::widgets::sound::Kind::YourTurn);
            }
            if let Some(reading) = table.clock() {
                self.game.follow_clock(reading, now);
            }
            // After the moves: a move played here clears any standing offer.
            for offer in table.take_offers() {
                self.game.draw_offered(offer);
            }
            if changed && let Some(dice) = table.online_dice() {
                self.game.keep_online_dice(dice);
            }
            for (seat, action) in self.game.take_asks() {
                table.act(seat, action);
                changed = true;
            }
        }
        let told = table.take_told();
        changed |= !told.is_empty();
        for (kind, words) in told {
            self.files.notices.tell(None, kind, words);
        }
        self.online.table = Some(table);
        changed
    }

    /// How soon the window must look at the network again with nobody acting.
    pub(crate) fn online_wake(&self) -> Option<std::time::Duration> {
        let table = self.online.table.as_ref()?;
        if table.next_entry().is_some() {
            // An entry waits for the last one's animation: look again soon, or it would
            // wait for the next input.
            return Some(std::time::Duration::from_millis(16));
        }
        let timers = table
            .has_timers()
            .then_some(std::time::Duration::from_millis(500));
        // The host's flag falls when the window next looks: it looks the moment the
        // running side's time is out, whether or not anyone touches it (issue 61: the
        // guest's clock stood at 0:00.0 until the host moved the mouse).
        let flag = table.time_to_flag();
        match (timers, flag) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    pub(crate) fn apply_online(&mut self, command: OnlineCommand, ctx: Option<&egui::Context>) {
        match command {
            // The online dialogs choose the game themselves, so the chooser gives way.
            OnlineCommand::OpenHost => {
                self.files.chooser = false;
                let settings = self.current_settings();
                let reach = self.reach().or_forced();
                self.online.open_host(&settings, self.game.kind(), &reach);
            }
            OnlineCommand::OpenJoin => {
                self.files.chooser = false;
                // Games on the home network are looked for while the dialog is open,
                // never on loopback.
                let look = ctx.and_then(|ctx| {
                    crate::online::net::LanLook::start(
                        self.reach().or_forced().finds_neighbours(),
                        wake_for(ctx),
                    )
                });
                self.online.open_join(look);
            }
            OnlineCommand::CloseDialog => self.online.dialog = None,
            OnlineCommand::Host(choice) => {
                let Some(ctx) = ctx else { return };
                self.leave_online();
                self.online.name = choice.name.clone();
                let name = person_name(&choice.name);
                let seating: Vec<_> = choice
                    .seats
                    .iter()
                    .map(|(seat, c)| {
                        let who = match c {
                            SeatChoice::You => Seating::Person(choice.name_of(*seat)),
                            SeatChoice::Computer => Seating::Computer,
                            SeatChoice::Invited | SeatChoice::Off => Seating::Open,
                        };
                        (*seat, who)
                    })
                    .collect();
                let key = self.host_key();
                let level = choice.level.to_string();
                match OnlineTable::host(
                    choice.setup,
                    &seating,
                    name,
                    key,
                    self.reach(),
                    wake_for(ctx),
                ) {
                    Ok(mut table) => {
                        table.level = Some(level);
                        table.show_on_network(choice.on_network);
                        self.online.dialog = None;
                        self.online.table = Some(table);
                    }
                    Err(e) => self.files.notices.error(text::network_failed(&e)),
                }
            }
            OnlineCommand::Join { invitation, name } => {
                let Some(ctx) = ctx else { return };
                // The dialog read it already; a change since is said, not joined.
                let read = invitation.parse::<Invitation>().and_then(|i| {
                    crate::online::net::usable(&i)?;
                    Ok(i)
                });
                let invitation = match read {
                    Ok(i) => i,
                    Err(e) => {
                        self.files.notices.error(text::invitation_error(&e));
                        return;
                    }
                };
                self.leave_online();
                self.online.name = name.clone();
                self.online.claim_name = name.clone();
                self.online.dialog = None;
                let name = person_name(&name);
                self.online.table = Some(OnlineTable::join(
                    &invitation,
                    None,
                    name,
                    self.reach(),
                    wake_for(ctx),
                ));
            }
            OnlineCommand::JoinFound { found, code, name } => {
                let Some(ctx) = ctx else { return };
                self.leave_online();
                self.online.name = name.clone();
                self.online.claim_name = name.clone();
                self.online.dialog = None;
                self.online.table = Some(OnlineTable::join_found(
                    &found,
                    code,
                    person_name(&name),
                    self.reach(),
                    wake_for(ctx),
                ));
            }
            OnlineCommand::Answer(peer, let_in) => {
                if let Some(t) = self.online.table.as_mut() {
                    t.answer(peer, let_in);
                }
            }
            OnlineCommand::Claim(seat, name) => {
                if let Some(t) = self.online.table.as_mut() {
                    t.claim(seat, &name);
                }
                // The next seat is for someone else at this screen.
                self.online.claim_name.clear();
            }
            OnlineCommand::Start => {
                if let Some(t) = self.online.table.as_mut() {
                    t.start();
                }
            }
            OnlineCommand::Chat(line) => {
                if let Some(t) = self.online.table.as_mut() {
                    t.chat(&line);
                }
                self.online.chat_draft.clear();
            }
            OnlineCommand::Mute(seat, muted) => {
                if let Some(t) = self.online.table.as_mut() {
                    t.mute(seat, muted);
                }
            }
            OnlineCommand::Say(phrase) => {
                if let Some(t) = self.online.table.as_mut() {
                    t.say(phrase);
                }
            }
            OnlineCommand::CopyInvitation => {
                if let (Some(ctx), Some(text)) =
                    (ctx, self.online.table.as_ref().and_then(|t| t.invitation()))
                {
                    ctx.copy_text(text);
                }
            }
            OnlineCommand::CopyLink => {
                let link = self
                    .files
                    .web_page()
                    .and_then(|page| self.online.table.as_ref().and_then(|t| t.link(&page)));
                if let (Some(ctx), Some(link)) = (ctx, link) {
                    ctx.copy_text(link);
                }
            }
            OnlineCommand::Reconnect => {
                if let Some(t) = self.online.table.as_mut() {
                    t.reconnect();
                }
            }
            OnlineCommand::Rematch => {
                if let Some(t) = self.online.table.as_mut() {
                    t.rematch();
                }
            }
            OnlineCommand::Rejoin => {
                let Some(ctx) = ctx else { return };
                let Some(note) = self.kept_rejoin_note().cloned() else {
                    return;
                };
                match note.parts() {
                    Ok((invitation, token)) => {
                        // The rejoined game is the one to resume.
                        self.files.resume.clear();
                        self.files.chooser = false;
                        self.leave_online();
                        self.online.dialog = None;
                        self.online.name = note.name.clone();
                        self.online.claim_name = note.name.clone();
                        self.online.table = Some(OnlineTable::join(
                            &invitation,
                            Some(token),
                            person_name(&note.name),
                            self.reach(),
                            wake_for(ctx),
                        ));
                    }
                    Err(e) => self.forget_rejoin_note(Some(e.to_string())),
                }
            }
            // The person chose to go: the note for coming back goes too.
            OnlineCommand::AskLeave => self.online.leaving = self.online.table.is_some(),
            OnlineCommand::Stay => self.online.leaving = false,
            OnlineCommand::Leave => {
                self.online.leaving = false;
                if self.online.table.as_ref().is_some_and(|t| !t.is_host()) {
                    self.forget_rejoin_note(None);
                }
                self.leave_online();
            }
        }
    }

    /// Leaves the game at a distance, if there is one: the host ends it for everyone.
    /// The game on the table stays as it was left (its autosave too).
    pub(crate) fn leave_online(&mut self) {
        if let Some(mut table) = self.online.table.take() {
            table.leave();
            if self.game.is_at_a_distance() {
                self.game.table_gone();
            }
            // The seed the host just revealed goes into the game's file.
            if self.game.is_at_a_distance()
                && let Some(dice) = table.online_dice()
            {
                self.game.keep_online_dice(dice);
            }
            // A moment for the goodbye to go out before the endpoint is dropped.
            crate::platform::linger(|| {
                table.pump();
            });
        }
    }

    /// The guest's rejoin note beside the settings (read once; a damaged one is said and
    /// removed).
    fn kept_rejoin_note(&mut self) -> Option<&RejoinNote> {
        if self.online.note.is_none() {
            let path = self.files.places.as_ref()?.online_rejoin();
            let note = match RejoinNote::read(&path) {
                Ok(note) => note,
                Err(e) => {
                    RejoinNote::remove(&path);
                    self.files
                        .notices
                        .error(text::rejoin_damaged(&e.to_string()));
                    None
                }
            };
            self.keep_note(note);
        }
        self.online.note.as_ref()?.as_ref().map(|(note, _)| note)
    }

    /// Holds `note` as the one beside the settings, with its game (read once here, not
    /// every frame the menu shows it).
    fn keep_note(&mut self, note: Option<RejoinNote>) {
        let kept = note.and_then(|n| {
            let game = n.parts().ok()?.0.game;
            Some((n, game))
        });
        self.online.note = Some(kept);
    }

    /// Keeps the guest's rejoin note as its game stands: written when it changes, removed
    /// once the game is done with.
    fn keep_rejoin_note(&mut self, table: &OnlineTable) {
        let Some(path) = self.files.places.as_ref().map(|p| p.online_rejoin()) else {
            return;
        };
        match table.rejoin_note() {
            Some(note) if self.kept_rejoin_note() != Some(&note) => {
                if let Err(e) = note.write(&path) {
                    self.files.notices.error(text::rejoin_unwritten(&e));
                }
                self.keep_note(Some(note));
            }
            None if table.guest_done() && self.kept_rejoin_note().is_some() => {
                self.forget_rejoin_note(None);
            }
            _ => {}
        }
    }

    /// Removes the rejoin note (`why`: it could not be used, said in a notice).
    fn forget_rejoin_note(&mut self, why: Option<String>) {
        if let Some(places) = &self.files.places {
            RejoinNote::remove(&places.online_rejoin());
        }
        self.keep_note(None);
        if let Some(why) = why {
            self.files.notices.error(text::rejoin_damaged(&why));
        }
    }

    /// File ▸ Recent's entry for taking a guest's seats back, while no game at a
    /// distance is on.
    pub(crate) fn rejoin_entry(&mut self) -> Option<String> {
        if self.online.table.is_some() {
            return None;
        }
        self.kept_rejoin_note()?;
        let (note, game) = self.online.note.as_ref()?.as_ref()?;
        Some(text::rejoin(&game.name(), &note.name))
    }

    /// The host's key, kept beside the settings so an invitation survives a restart
    /// (a fresh one when there is nowhere to keep it, or what is there is no key).
    fn host_key(&mut self) -> Bytes32 {
        match self.files.places.as_ref().map(|p| p.host_key()) {
            Some(path) => kept_host_key(&path),
            None => Bytes32(fresh()),
        }
    }
}

/// The host key kept at `path`, or a fresh one kept there from now on. Read through the
/// platform's files, as the settings are: in a browser the page's storage, where
/// `std::fs` reads nothing (a page that hosted made a new key, and so a new invitation,
/// each time it was opened).
fn kept_host_key(path: &std::path::Path) -> Bytes32 {
    use crate::store::envelope;
    let kept = envelope::read(path, 256)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|t| Bytes32::from_hex(t.trim()));
    if let Some(key) = kept {
        // Earlier releases wrote it readable by everyone: written again, it is the
        // owner's alone.
        if !envelope::is_private(path) {
            let _ = envelope::write_private(path, format!("{key}\n").as_bytes());
        }
        return key;
    }
    let key = Bytes32(fresh());
    // Without it the invitation only lasts this run; nothing else is lost.
    let _ = envelope::write_private(path, format!("{key}\n").as_bytes());
    key
}

/// The name a person plays under, as typed (bounded; empty when none was given).
fn person_name(typed: &str) -> String {
    crate::store::names::bounded(typed.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_key_is_kept_and_a_damaged_one_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("host-key");
        let first = kept_host_key(&path);
        assert_eq!(kept_host_key(&path), first, "read back as it was kept");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap().trim(),
            first.to_string()
        );
        std::fs::write(&path, "no key at all").unwrap();
        let second = kept_host_key(&path);
        assert_ne!(second, first);
        assert_eq!(kept_host_key(&path), second, "the new one is kept");
    }
}
