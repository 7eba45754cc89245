//! Online play in the window (issue 33): File ▸ Play online's two dialogs (host, join),
//! the lobby where seats are taken, and the strip over the table during play. The game
//! itself is the game's own session at a distance (`games::online`): this module keeps
//! the network's end ([`table`]), hands the game each entry of the table's record and
//! sends back what its seats ask ([`app`]).

mod app;
mod host_dialog;
mod join_dialog;
mod leave;
mod lobby;
mod qr;
mod rejoin;
mod strip;
mod table;
pub mod text;

use egui::Ui;

pub use host_dialog::{HostChoice, HostDialog, SeatChoice};
pub use join_dialog::JoinDialog;
pub use table::{OnlineTable, SeatLine, Stage};

use crate::games::{GameKind, Settings};
use crate::online::admission::ShortCode;
use crate::online::lan::Found;
use crate::online::net::{LanLook, Reach};
use crate::online::web_link::WebPage;
use crate::online::{PeerId, Phrase, SeatId};

/// What the online screens ask of the window.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineCommand {
    OpenHost,
    OpenJoin,
    CloseDialog,
    Host(HostChoice),
    Join {
        invitation: String,
        name: String,
    },
    /// Joins a game found on the home network: with its short code, or asking the host.
    JoinFound {
        found: Found,
        code: Option<ShortCode>,
        name: String,
    },
    /// The host lets in (or refuses) a guest that asks, by its connection.
    Answer(PeerId, bool),
    /// A guest takes a seat for the person named (empty: under the seat's colour).
    Claim(SeatId, String),
    Start,
    Say(Phrase),
    /// A line of chat (plain text, at most 280 characters).
    Chat(String),
    /// Hide (or show again) a seat's chat at this window.
    Mute(SeatId, bool),
    CopyInvitation,
    /// The invitation as a link to the web edition (issue 65).
    CopyLink,
    /// A guest drops its connection and dials again (the line seems stuck).
    Reconnect,
    /// A guest whose app was closed takes its seats back (File ▸ Recent).
    Rejoin,
    /// The host starts a new game with the same players, the last one being over.
    Rematch,
    /// The strip's Leave: asks first.
    AskLeave,
    /// The answer "Stay" to that question.
    Stay,
    Leave,
}

/// A dialog of File ▸ Play online.
pub enum Dialog {
    Host(HostDialog),
    Join(JoinDialog),
}

/// The window's online play: a dialog being filled in, and the game at a distance.
#[derive(Default)]
pub struct OnlinePlay {
    pub dialog: Option<Dialog>,
    pub table: Option<OnlineTable>,
    /// The name last played under, offered again by the dialogs.
    pub name: String,
    /// The lobby's name for the next seat a guest takes (one per person at this screen).
    pub claim_name: String,
    /// The chat line being written.
    pub chat_draft: String,
    /// Leave was clicked during a game: the window asks whether to.
    pub leaving: bool,
    /// A guest's rejoin note as kept beside the settings (`None`: not read yet), with
    /// the game its invitation is for.
    note: Option<Option<(rejoin::RejoinNote, GameKind)>>,
    /// What the window's start asked of online play, done on its first frame (a page's
    /// rejoin).
    at_start: Option<OnlineCommand>,
    /// How far the window's endpoints reach, when a test says (else the settings' relay
    /// choice on the internet; `DHAYAM_ONLINE=loopback` keeps them on this machine
    /// whatever either says).
    pub reach: Option<Reach>,
}

impl OnlinePlay {
    /// Whether a dialog or the lobby covers the table (the game under it waits).
    pub fn modal(&self) -> bool {
        self.dialog.is_some()
            || self.leaving
            || self.table.as_ref().is_some_and(|t| t.stage == Stage::Lobby)
    }

    /// The host's dialog, at the game on the table, for endpoints of `reach` (what it
    /// offers: whether a game can be hosted here, and shown on the home network).
    pub fn open_host(&mut self, settings: &Settings, game: GameKind, reach: &Reach) {
        self.dialog = Some(Dialog::Host(
            HostDialog::new(settings, game, self.name.clone()).within(reach),
        ));
    }

    /// The join dialog, looking for games on the home network as it opens (`look`:
    /// none on loopback).
    pub fn open_join(&mut self, look: Option<LanLook>) {
        self.dialog = Some(Dialog::Join(JoinDialog::new(self.name.clone(), look)));
    }

    /// The join dialog with `invitation` in its field (the web edition's page opened
    /// with a `#join=` link): read, and what is wrong with it said, as if pasted.
    pub fn open_join_with(&mut self, invitation: String) {
        let mut dialog = JoinDialog::new(self.name.clone(), None);
        dialog.paste(invitation);
        self.dialog = Some(Dialog::Join(dialog));
    }

    /// The dialog or the lobby, whichever is open; `web_page`: where the lobby's links
    /// lead (none set: it says so).
    pub fn show_screens(
        &mut self,
        ui: &mut Ui,
        web_page: Option<&WebPage>,
    ) -> Option<OnlineCommand> {
        if let Some(dialog) = &mut self.dialog {
            return match dialog {
                Dialog::Host(d) => d.show(ui),
                Dialog::Join(d) => d.show(ui),
            };
        }
        let table = self.table.as_ref()?;
        if self.leaving {
            return leave::show(ui, table.is_host());
        }
        (table.stage == Stage::Lobby)
            .then(|| lobby::show(ui, table, &mut self.claim_name, web_page))
            .flatten()
    }

    /// The strip above the table while a game at a distance is on it: what it asks, and
    /// the line it keeps for the notices.
    pub fn show_strip(&mut self, ui: &mut Ui) -> (Option<OnlineCommand>, Option<egui::Rect>) {
        let Some(table) = self.table.as_ref().filter(|t| t.stage != Stage::Lobby) else {
            return (None, None);
        };
        let (command, rect) = strip::show(ui, table, &mut self.chat_draft);
        (command, Some(rect))
    }
}
