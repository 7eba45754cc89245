//! The window's files: the autosave after every throw and move, Save / Save As / Open
//! through the platform's dialogs (`picker`), recent files, files dropped on the window,
//! the file side of PGN import and export (for the game that reads PGN; the PGN itself is
//! the game's), and the window title. A file holds any of the games (`crate::games`);
//! opening one puts its game on the table, and the game on the table is compared and
//! written through its table (`snapshot`, `is_at`, `to_file`). How the window starts is in `launch`, the settings file in
//! `settings_file`. Nothing here paints; `file_menu` and `settings_screen` show it and
//! emit `Command`s.
//!
//! On macOS Finder's open-document event arrives through `inbox` (see `crate::shell::macos`).

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use egui::{Context, ViewportCommand};

use super::SaveFirst;
use super::notice::{self, NoticeKind, Notices, Topic};
use super::path_dialog::PathDialog;
use super::picker::{Asked, EXTENSION, FileKind, FilePicker, PGN_EXTENSION, Picked, SystemPicker};
use super::save_first;
use super::{App, Command, ShellCommand};
use super::{file_menu, text};
use crate::games::{
    self, GameFile, GameFileError, GameKind, PgnImportError, Settings, Snapshot, Statistics,
    WindowSettings,
};
use crate::i18n::{self, Lang};
use crate::shell::settings_screen::SettingsScreen;
use crate::shell::statistics_screen::StatisticsScreen;
use crate::shell::{keys_screen, ui_scale};
use crate::store::envelope;
use crate::store::game_file::{Payload, rfc3339};
use crate::store::lock::Lock;
use crate::store::settings::Places;
use crate::store::statistics::StatisticsFile;

/// What waits for "Save this game first?" to be answered (and then for the save).
#[derive(Clone, Debug)]
pub(crate) enum Then {
    /// A command that replaces the game on the table.
    Do(Command),
    /// Opening this file, read already (it is read once, before the question).
    Open(PathBuf, Box<GameFile>),
    /// Opening a damaged file's game as far as it reads, in no file.
    Salvaged(Box<Damaged>),
    /// Closing the window.
    Close,
}

/// A file refused for one damaged entry, and its game up to the entry before it: offered
/// to the player, never written back over the file.
#[derive(Clone, Debug)]
pub(crate) struct Damaged {
    pub(crate) path: PathBuf,
    pub(crate) salvaged: crate::games::SalvagedFile,
}

/// A write that waits for "… already exists. Replace it?".
#[derive(Clone, Debug)]
pub(crate) struct Replace {
    /// `Asked::Save` or `Asked::ExportPgn`.
    pub(crate) asked: Asked,
    /// The file that is there, named as it will be written (its extension added).
    pub(crate) path: PathBuf,
    /// Typed in the window's own dialog: Cancel goes back to it, the path still there.
    pub(crate) typed: bool,
}

/// The app's state about files and settings, kept across new games.
pub(crate) struct Files {
    pub(super) places: Option<Places>,
    /// The window's settings (`[window]`) as the window runs with them.
    pub(super) settings: WindowSettings,
    /// Whether they changed since the settings file was last written.
    pub(super) settings_changed: bool,
    /// The window's size in points, as last seen.
    pub(super) window: Option<egui::Vec2>,
    /// Its size and place on its monitor, as the player left them (`window_size`).
    pub(super) seen: super::window_size::Seen,
    /// The settings sections of the games not on the table.
    pub(super) shelf: Settings,
    /// The file the game was opened from or saved to, and the game as it was then.
    pub(super) document: Option<PathBuf>,
    pub(super) saved: Option<Snapshot>,
    /// When the current game was first made (kept in its files).
    pub(super) created: String,
    /// The game as last written to the autosave.
    pub(super) autosaved: Option<Snapshot>,
    pub(super) autosave_failed: bool,
    /// The lock on the autosaves, while this app holds it (`store::lock`).
    pub(super) autosave_lock: Option<Lock>,
    /// Another app holds that lock: this one writes no autosave.
    pub(super) autosave_elsewhere: bool,
    /// Messages for the player: settings trouble, files that would not open or save,
    /// saves made (`notice`).
    pub(crate) notices: Notices,
    /// File ▸ Notices: the log of every notice, open.
    pub(super) notice_log: bool,
    /// "… already exists. Replace it?" is open, for this write.
    pub(super) replace: Option<Replace>,
    /// "Entry N of M is damaged": open the game up to there?
    pub(super) damaged: Option<Damaged>,
    /// Unfinished games from their autosaves, offered on start (each game that has one)
    /// and when the player comes back to a game.
    pub(super) resume: Vec<GameFile>,
    /// Declining them opens the chooser (on start) rather than the game's dialog.
    pub(super) resume_chooser: bool,
    /// "Save this game first?" is open, for this.
    pub(super) question: Option<Then>,
    /// What to do once the save the player asked for there is written.
    pub(super) then: Option<Then>,
    /// The window's own file dialog (the system's could not open).
    pub(super) path_dialog: Option<PathDialog>,
    /// The system's file dialogs failed this run: the window's own is used from now on.
    pub(super) dialogs_failed: bool,
    /// The player agreed to close: the next close request is let through.
    pub(super) closing: bool,
    /// The game chooser is open (File ▸ New game, the start screen).
    pub(super) chooser: bool,
    /// File ▸ Paste PGN's dialog is open, holding this text.
    pub(super) paste: Option<String>,
    pub(super) settings_screen: Option<SettingsScreen>,
    /// Every finished game's figures, and their screen while it is open.
    pub(super) statistics: Statistics,
    pub(super) statistics_screen: Option<StatisticsScreen>,
    /// The day it is for the exercises' schedule (issue 66): the clock's, unless a test
    /// sets it.
    pub(super) today: Option<crate::store::practice::Day>,
    /// The keys screen, open over this game's table.
    pub(super) keys_screen: Option<GameKind>,
    /// The scale the window was last given (`ui_scale`), and the zoom in force at the
    /// last frame (which egui-winit measures this one's window at).
    pub(super) scale_applied: Option<f32>,
    pub(super) zoom_measured: f32,
    pub(super) picker: Box<dyn FilePicker>,
    pub(super) picking: Option<(Asked, mpsc::Receiver<Picked>)>,
    /// Whether this app opens what the system posts to `inbox` (only the real window's).
    pub(super) inbox: bool,
    pub(super) title: String,
    /// The window's context, for the dialogs' threads to wake it.
    pub(super) ctx: Option<Context>,
}

impl Default for Files {
    fn default() -> Files {
        Files {
            places: None,
            settings: WindowSettings::default(),
            settings_changed: false,
            window: None,
            seen: Default::default(),
            shelf: Settings::default(),
            document: None,
            saved: None,
            created: rfc3339(crate::platform::SystemTime::now()),
            autosaved: None,
            autosave_failed: false,
            autosave_lock: None,
            autosave_elsewhere: false,
            notices: Notices::default(),
            notice_log: false,
            replace: None,
            damaged: None,
            resume: Vec::new(),
            resume_chooser: false,
            question: None,
            then: None,
            path_dialog: None,
            dialogs_failed: false,
            closing: false,
            chooser: false,
            paste: None,
            settings_screen: None,
            statistics: Statistics::default(),
            statistics_screen: None,
            today: None,
            keys_screen: None,
            scale_applied: None,
            zoom_measured: 1.0,
            picker: Box::new(SystemPicker),
            picking: None,
            inbox: false,
            title: String::new(),
            ctx: None,
        }
    }
}

impl Files {
    /// Whether a screen of these files covers the game (so it waits).
    pub(crate) fn modal(&self) -> bool {
        self.screen_open() || self.chooser
    }

    /// Whether a screen that covers the chooser too (and the file menu's keys) is open:
    /// the question, the path dialog, the resume prompt, the settings, the statistics or
    /// the paste box.
    /// Where the web edition is served (the settings' `web_page`), if one is set, else
    /// in a page the page itself: the online lobby's links lead there (issue 65).
    #[cfg(feature = "online")]
    pub(crate) fn web_page(&self) -> Option<crate::online::web_link::WebPage> {
        self.settings
            .web_page
            .parse()
            .ok()
            .or_else(|| crate::platform::page_address()?.parse().ok())
    }

    pub(crate) fn screen_open(&self) -> bool {
        !self.resume.is_empty()
            || self.question.is_some()
            || self.path_dialog.is_some()
            || self.settings_screen.is_some()
            || self.statistics_screen.is_some()
            || self.keys_screen.is_some()
            || self.paste.is_some()
            || self.notice_log
            || self.replace.is_some()
    }

    /// Tells the player `notice`, of `kind`, about `topic`: the action's next success
    /// takes it away, so an old "Could not import" does not outlive an import that worked.
    pub(crate) fn tell(&mut self, topic: Topic, kind: NoticeKind, notice: String) {
        self.notices.tell(Some(topic), kind, notice);
    }

    /// `topic`'s action worked: its old notices go.
    pub(crate) fn succeeded(&mut self, topic: Topic) {
        self.notices.succeeded(topic);
    }

    /// `kind` is the game on the table now: the one played last, for the next start.
    pub(crate) fn played(&mut self, kind: GameKind) {
        if self.settings.last_game != Some(kind) {
            self.settings.last_game = Some(kind);
            self.settings_changed = true;
        }
    }

    /// A new game belongs to no file yet.
    pub(crate) fn new_game(&mut self) {
        self.document = None;
        self.saved = None;
        self.created = rfc3339(crate::platform::SystemTime::now());
    }

    /// The unfinished game in `kind`'s autosave (or, when that is damaged, its backup,
    /// saying so in a notice), if there is one.
    pub(crate) fn unfinished_autosave(&mut self, kind: GameKind) -> Option<GameFile> {
        let path = self.places.as_ref()?.autosave_of(kind);
        let autosave = GameFile::load_autosave(&path);
        if let Some(e) = &autosave.damaged {
            self.notices
                .error(crate::i18n::t!("autosave-from-backup", reason = e.words()));
        }
        autosave.game.filter(|f| f.kind() == kind && f.unfinished())
    }

    /// Where the window's own file dialog starts: the folder of the most recent file,
    /// else the player's documents, else home.
    pub(crate) fn recent_folder(&self) -> Option<PathBuf> {
        let recent = self
            .document
            .iter()
            .chain(&self.settings.recent_files)
            .filter_map(|p| p.parent())
            .find(|d| d.is_dir())
            .map(Path::to_path_buf);
        recent.or_else(|| {
            let dirs = directories::UserDirs::new()?;
            Some(
                dirs.document_dir()
                    .filter(|d| d.is_dir())
                    .unwrap_or(dirs.home_dir())
                    .to_path_buf(),
            )
        })
    }

    /// What the file menu shows.
    /// What the file menu shows (`pgn`: the PGN entries, for a game that has them).
    pub(crate) fn menu_view(&self, pgn: bool) -> file_menu::MenuView<'_> {
        file_menu::MenuView {
            recent: &self.settings.recent_files,
            has_document: self.document.is_some(),
            pgn,
            logged: self.notices.log().len(),
            places: self.places.as_ref(),
            #[cfg(feature = "online")]
            rejoin: None,
        }
    }

    /// The notices under the top bar (or over `line`, the online strip's line for them),
    /// each with a button to dismiss it, at the window's time `now`; how long until the
    /// next news goes (the window wakes then), and where they lie.
    pub(crate) fn show_notices(
        &mut self,
        ui: &mut egui::Ui,
        now: f64,
        line: Option<egui::Rect>,
    ) -> (Option<Command>, Option<f64>, Option<egui::Rect>) {
        file_menu::notices(ui, &mut self.notices, now, line)
    }

    /// The question, the path dialog, the resume prompt or the settings screen, whichever
    /// is open (the question over everything, since it interrupts what was asked).
    /// `rejoin`: the words for taking a guest's seats back at a distance, offered beside
    /// the resume prompt's games.
    pub(crate) fn show_screens(
        &mut self,
        ui: &mut egui::Ui,
        rejoin: Option<&str>,
    ) -> Option<Command> {
        if self.question.is_some() {
            save_first::show(ui)
        } else if let Some(replace) = &self.replace {
            save_first::replace(ui, &file_name(&replace.path))
        } else if let Some(damaged) = &self.damaged {
            save_first::damaged(ui, &file_name(&damaged.path), &damaged.salvaged)
        } else if self.notice_log {
            file_menu::notice_log(ui, self.notices.log())
        } else if let Some(dialog) = &mut self.path_dialog {
            dialog.show(ui)
        } else if !self.resume.is_empty() {
            file_menu::resume_prompt(ui, &self.resume, rejoin)
        } else if let Some(screen) = &mut self.settings_screen {
            screen.show(ui).map(Command::Shell)
        } else if let Some(screen) = &mut self.statistics_screen {
            screen.show(ui, &self.statistics).map(Command::Shell)
        } else if let Some(kind) = self.keys_screen {
            keys_screen::show(ui, kind).map(Command::Shell)
        } else if let Some(pasted) = &mut self.paste {
            file_menu::paste_dialog(ui, pasted).map(Command::Shell)
        } else {
            None
        }
    }
}

/// A notice that `what` failed (`what` takes the reason's plain words), with the
/// technical detail on its details line.
fn failure(e: &GameFileError, what: impl FnOnce(&str) -> String) -> String {
    let (words, details) = notice::file_reason(e);
    notice::with_details(what(&words), details)
}

/// `path`, with `extension` added when its name has none.
fn with_extension(path: &Path, extension: &str) -> PathBuf {
    if path.extension().is_none() {
        path.with_extension(extension)
    } else {
        path.to_path_buf()
    }
}

/// Whether `a` and `b` name the same file (the same path, or links to one file).
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

pub(crate) fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl App {
    /// Closes the new game dialog of the game on the table (a file opened replaces it).
    pub(crate) fn close_game_dialog(&mut self) {
        self.game.close_dialog();
    }

    /// Replaces the file picker (tests).
    pub fn with_picker(mut self, picker: Box<dyn FilePicker>) -> App {
        self.files.picker = picker;
        self
    }

    /// Opens the files the system posts to `inbox` (the real window; one per process).
    pub fn with_inbox(mut self) -> App {
        self.files.inbox = true;
        self
    }

    /// Whether a game from the last run is offered for resuming.
    pub fn resume_offered(&self) -> bool {
        !self.files.resume.is_empty()
    }

    /// The games offered for resuming.
    pub fn resume_offers(&self) -> Vec<GameKind> {
        self.files.resume.iter().map(GameFile::kind).collect()
    }

    /// Whether "Save this game first?" is open.
    pub fn save_first_open(&self) -> bool {
        self.files.question.is_some()
    }

    /// Whether the window's own file dialog (a path typed) is open.
    pub fn path_dialog_open(&self) -> bool {
        self.files.path_dialog.is_some()
    }

    /// Whether the game chooser is open.
    pub fn chooser_open(&self) -> bool {
        self.files.chooser
    }

    pub fn settings_open(&self) -> bool {
        self.files.settings_screen.is_some()
    }

    /// The notices in sight (at most three), oldest first.
    pub fn notices(&self) -> &[String] {
        self.files.notices.texts()
    }

    /// Every notice told this run, oldest first (File ▸ Notices).
    pub fn notice_log(&self) -> Vec<String> {
        self.files
            .notices
            .log()
            .iter()
            .map(|(_, t)| t.clone())
            .collect()
    }

    /// Whether "… already exists. Replace it?" is open.
    pub fn replace_open(&self) -> bool {
        self.files.replace.is_some()
    }

    /// The file the game belongs to, if it was opened or saved.
    pub fn document(&self) -> Option<&Path> {
        self.files.document.as_deref()
    }

    /// The game on the table, as the file code compares it.
    pub(crate) fn snapshot(&self) -> Snapshot {
        self.game.snapshot()
    }

    /// Whether the game has changed since it was last saved to its file (or has moves and
    /// was never saved).
    pub fn unsaved(&self) -> bool {
        match &self.files.saved {
            Some(saved) => !self.game.is_at(saved),
            None => self.game.has_moves(),
        }
    }

    /// The window's title: the file's name, a mark while unsaved, and the app's name.
    pub fn window_title(&self) -> String {
        let name = self
            .files
            .document
            .as_deref()
            .map(file_name)
            .or_else(|| self.unsaved().then(text::untitled));
        match name {
            Some(name) => {
                let mark = if self.unsaved() { " *" } else { "" };
                format!("{name}{mark} — {}", text::WINDOW_TITLE)
            }
            None => text::WINDOW_TITLE.to_string(),
        }
    }

    /// The game as its file keeps it.
    fn game_file(&self) -> GameFile {
        self.game.to_file(&self.files.created)
    }

    /// Writes the autosave (the game's own) when the game has changed since the last one,
    /// unless another app holds the autosaves.
    pub(crate) fn autosave(&mut self) {
        // Asked every frame: compared in place, copied only when written.
        if self.files.autosave_elsewhere
            || !self.game.has_moves()
            || self
                .files
                .autosaved
                .as_ref()
                .is_some_and(|a| self.game.is_autosaved_at(a))
        {
            return;
        }
        let now = self.snapshot();
        let kind = self.game.kind();
        let Some(path) = self.files.places.as_ref().map(|p| p.autosave_of(kind)) else {
            return;
        };
        let mut file = self.game_file();
        match file.autosave(&path) {
            Ok(()) => self.files.autosave_failed = false,
            Err(e) => {
                if !self.files.autosave_failed {
                    self.files.notices.error(failure(&e, text::autosave_failed));
                }
                self.files.autosave_failed = true;
            }
        }
        self.files.autosaved = Some(now);
    }

    /// Opens a game file; if it cannot be read, says why (or offers what reads of it) and
    /// keeps the current game. An opened game replaces whatever was being offered.
    pub(crate) fn open_path(&mut self, path: &Path) {
        if let Some(file) = self.read_or_salvage(path) {
            self.open_file(path, file);
        }
    }

    /// Reads (and checks, replaying its moves once) the game file at `path`; if it cannot
    /// be read, says why.
    pub(crate) fn read_game_file(&mut self, path: &Path) -> Option<GameFile> {
        match GameFile::load(path) {
            Ok(file) => Some(file),
            Err(e) => {
                let name = file_name(path);
                let told = failure(&e, |why| text::open_failed(&name, why));
                self.files.tell(Topic::Open, NoticeKind::Error, told);
                None
            }
        }
    }

    /// Puts the game of `file`, read from `path`, on the table.
    pub(crate) fn open_file(&mut self, path: &Path, file: GameFile) {
        self.files.succeeded(Topic::Open);
        self.take_file(file);
        self.files.document = Some(path.to_path_buf());
        self.files.saved = Some(self.snapshot());
        self.files.settings.add_recent(path);
        self.write_settings();
        self.close_game_dialog();
        self.files.resume.clear();
        self.files.settings_screen = None;
        self.files.chooser = false;
    }

    /// Reads the file at `path` to open it. One refused for a damaged entry is offered
    /// as far as it reads ("entry N of M is damaged"); any other failure is told.
    pub(crate) fn read_or_salvage(&mut self, path: &Path) -> Option<GameFile> {
        match GameFile::load(path) {
            Ok(file) => Some(file),
            Err(e) => {
                if let Some(salvaged) = GameFile::salvage(path) {
                    // The question is the player's next step (a file given at start
                    // opens no chooser under it).
                    self.files.chooser = false;
                    self.files.damaged = Some(Damaged {
                        path: path.to_path_buf(),
                        salvaged,
                    });
                } else {
                    let name = file_name(path);
                    let told = failure(&e, |why| text::open_failed(&name, why));
                    self.files.tell(Topic::Open, NoticeKind::Error, told);
                }
                None
            }
        }
    }

    /// A damaged file's game, as far as it reads, on the table in no file: Save asks
    /// where, so the damaged file is never written over.
    pub(crate) fn open_salvaged(&mut self, damaged: Damaged) {
        let Damaged { path, salvaged } = damaged;
        self.files.succeeded(Topic::Open);
        self.take_file(salvaged.file);
        self.close_game_dialog();
        self.files.resume.clear();
        self.files.settings_screen = None;
        self.files.chooser = false;
        let told = text::damaged_opened(&file_name(&path), salvaged.damaged - 1, salvaged.entries);
        self.files.tell(Topic::Open, NoticeKind::News, told);
    }

    /// File ▸ Recent files ▸ a game's autosave: its game on the table, as Resume puts it
    /// (in no file, so Save asks where). It is read before the game leaving the table is
    /// autosaved (over it, when both are of one kind), and written back after the frame.
    pub(crate) fn open_autosave(&mut self, kind: GameKind) {
        let Some(path) = self.files.places.as_ref().map(|p| p.autosave_of(kind)) else {
            return;
        };
        if let Some(file) = self.read_game_file(&path) {
            self.files.succeeded(Topic::Open);
            self.take_file(file);
            self.close_game_dialog();
            self.files.resume.clear();
        }
    }

    /// Plays on from a game read from a file, putting its game on the table.
    pub(crate) fn take_file(&mut self, file: GameFile) {
        // The game leaving the table is in its autosave as it stands.
        self.autosave();
        self.shelve_settings();
        self.files.new_game();
        self.files.chooser = false;
        self.files.created = file.created().to_string();
        self.game.open(file, &self.files.shelf);
        self.files.played(self.game.kind());
    }

    /// Saves the game to `path` (adding `.dhayam` when the name has no extension), then
    /// does what waited for the save; a save that fails leaves the game where it is.
    pub(crate) fn save_to(&mut self, path: &Path) {
        let path = with_extension(path, EXTENSION);
        let mut file = self.game_file();
        match file.save(&path) {
            Ok(()) => {
                self.files.succeeded(Topic::Save);
                let saved = text::saved(&file_name(&path));
                self.files.tell(Topic::Save, NoticeKind::News, saved);
                self.files.document = Some(path.clone());
                self.files.saved = Some(self.snapshot());
                self.files.settings.add_recent(&path);
                self.write_settings();
                if let Some(then) = self.files.then.take() {
                    self.carry_on(then);
                }
            }
            Err(e) => {
                self.files.then = None;
                let name = file_name(&path);
                let told = failure(&e, |why| text::save_failed(&name, why));
                self.files.tell(Topic::Save, NoticeKind::Error, told);
            }
        }
    }

    /// Does what the question held up.
    fn carry_on(&mut self, then: Then) {
        match then {
            Then::Do(command) => self.carry_out(command),
            Then::Open(path, file) => self.open_file(&path, *file),
            Then::Salvaged(damaged) => self.open_salvaged(*damaged),
            Then::Close => {
                self.files.closing = true;
                if let Some(ctx) = &self.files.ctx {
                    ctx.send_viewport_cmd(ViewportCommand::Close);
                }
            }
        }
    }

    /// A close request for a game in no file as it stands is held up by the question
    /// (the autosave would keep it, but a player closing may not know that).
    pub(crate) fn watch_close(&mut self, ctx: &Context) {
        if !ctx.input(|i| i.viewport().close_requested()) || self.files.closing {
            return;
        }
        if self.unsaved() {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            if self.files.question.is_none() {
                self.files.question = Some(Then::Close);
            }
        }
    }

    /// The window's own file dialog for `asked`.
    fn open_path_dialog(&mut self, asked: Asked) {
        let suggested = match asked {
            Asked::Save => Some(self.suggested_name()),
            Asked::ExportPgn => Some(self.suggested_pgn_name()),
            Asked::Open | Asked::ImportPgn => None,
        };
        let folder = self.files.recent_folder();
        self.files.path_dialog = Some(PathDialog::new(
            asked,
            folder.as_deref(),
            suggested.as_deref(),
        ));
    }

    /// The name a save is offered under: the game's file's, or a new one.
    fn suggested_name(&self) -> String {
        self.files.document.as_deref().map_or_else(
            || format!("{}.{EXTENSION}", text::suggested_name()),
            file_name,
        )
    }

    /// The name an export is offered under: the game's own word for a game file.
    fn suggested_pgn_name(&self) -> String {
        format!("{}.{PGN_EXTENSION}", self.game.kind().pgn_file_stem())
    }

    /// Carries out what a file dialog (the system's, or the window's own when `typed`)
    /// answered.
    fn picked(&mut self, asked: Asked, path: Option<PathBuf>, typed: bool) {
        let Some(path) = path else {
            // Cancelled: nothing waits for a save that was not made.
            self.files.then = None;
            return;
        };
        match asked {
            Asked::Open => self.open_path(&path),
            Asked::ImportPgn => self.import_pgn(&path),
            Asked::Save | Asked::ExportPgn => {
                // The system's own dialog asks before it answers with a file that is there.
                let confirmed = !typed && self.files.picker.confirms_replace();
                self.write_asking(asked, &path, typed, confirmed);
            }
        }
    }

    /// Writes the game (`Asked::Save`) or its PGN (`Asked::ExportPgn`) to `path`, asking
    /// first when a file is there already that is not the game's own: nothing is
    /// written over without a question. `confirmed`: the system's dialog asked already
    /// (about the name it answered, before any extension is added here).
    fn write_asking(&mut self, asked: Asked, typed_path: &Path, typed: bool, confirmed: bool) {
        let extension = if asked == Asked::ExportPgn {
            PGN_EXTENSION
        } else {
            EXTENSION
        };
        let path = with_extension(typed_path, extension);
        let confirmed = confirmed && path == typed_path;
        let own = asked == Asked::Save
            && self
                .files
                .document
                .as_deref()
                .is_some_and(|d| same_file(d, &path));
        let there = crate::platform::files::exists(&path).unwrap_or(false);
        if there && !own && !confirmed {
            self.files.replace = Some(Replace { asked, path, typed });
        } else {
            self.write(asked, &path);
        }
    }

    /// Writes as `write_asking` does, asking nothing.
    fn write(&mut self, asked: Asked, path: &Path) {
        match asked {
            Asked::ExportPgn => self.export_pgn(path),
            _ => self.save_to(path),
        }
    }

    /// Reads the first game of a PGN file onto the table (its seats as the table's were).
    pub(crate) fn import_pgn(&mut self, path: &Path) {
        let name = file_name(path);
        let text = match games::read_pgn_file(path) {
            Ok(text) => text,
            Err(e) => {
                let (words, details) = notice::envelope_reason(&e);
                let told = notice::with_details(text::import_failed(&name, &words), details);
                self.files.tell(Topic::Import, NoticeKind::Error, told);
                return;
            }
        };
        self.import_pgn_text(
            &text,
            |why| text::import_failed(&name, why),
            text::pgn_empty,
        );
    }

    /// Reads the first game of a PGN text onto the table: File ▸ Import PGN's file and
    /// File ▸ Paste PGN's text both come here. `failed` words a notice of why not,
    /// `empty` says there was no game.
    pub(crate) fn import_pgn_text(
        &mut self,
        text: &str,
        failed: impl Fn(&str) -> String,
        empty: fn() -> String,
    ) {
        let created = rfc3339(crate::platform::SystemTime::now());
        let why = match games::import_pgn(text, &created, self.game.pgn_seats(&self.files.shelf)) {
            Ok(file) => {
                self.files.succeeded(Topic::Import);
                self.take_file(file);
                return;
            }
            Err(PgnImportError::Failed(why)) => why,
            Err(PgnImportError::NoGame) => empty(),
        };
        self.files
            .tell(Topic::Import, NoticeKind::Error, failed(&why));
    }

    /// The game on the table as PGN (`None` for a game that has none).
    pub(crate) fn pgn_text(&self) -> Option<String> {
        self.game.pgn(&self.files.created)
    }

    /// Writes the game on the table as PGN, and says where it went.
    pub(crate) fn export_pgn(&mut self, path: &Path) {
        let Some(pgn) = self.pgn_text() else {
            return;
        };
        let path = with_extension(path, PGN_EXTENSION);
        let name = file_name(&path);
        let (kind, told) = match envelope::write_atomically(&path, pgn.as_bytes()) {
            Ok(()) => (NoticeKind::News, text::exported(&name)),
            Err(e) => {
                let (words, details) = notice::envelope_reason(&e);
                let told = notice::with_details(text::export_failed(&name, &words), details);
                (NoticeKind::Error, told)
            }
        };
        // The last export's word replaces the one before, whichever it was.
        self.files.succeeded(Topic::Export);
        self.files.tell(Topic::Export, kind, told);
    }

    /// File ▸ Copy game as PGN: the game to the system's clipboard.
    pub(crate) fn copy_pgn(&mut self, ctx: Option<&Context>) {
        let (Some(pgn), Some(ctx)) = (self.pgn_text(), ctx) else {
            return;
        };
        ctx.copy_text(pgn);
        self.files.succeeded(Topic::Copy);
        self.files
            .tell(Topic::Copy, NoticeKind::News, text::copied_pgn());
    }

    fn pick(&mut self, asked: Asked, ctx: Option<&Context>) {
        let Some(ctx) = ctx else {
            self.files.then = None;
            return;
        };
        if self.files.picking.is_some() || self.files.path_dialog.is_some() {
            return;
        }
        if self.files.dialogs_failed {
            self.open_path_dialog(asked);
            return;
        }
        let (tx, rx) = mpsc::channel();
        match asked {
            Asked::Open => self.files.picker.pick_open(ctx, FileKind::Game, tx),
            Asked::ImportPgn => self.files.picker.pick_open(ctx, FileKind::Pgn, tx),
            Asked::Save => {
                let suggested = self.suggested_name();
                self.files
                    .picker
                    .pick_save(ctx, FileKind::Game, &suggested, tx);
            }
            Asked::ExportPgn => {
                let suggested = self.suggested_pgn_name();
                self.files
                    .picker
                    .pick_save(ctx, FileKind::Pgn, &suggested, tx);
            }
        }
        self.files.picking = Some((asked, rx));
    }

    /// Carries out a file or settings command.
    pub(crate) fn apply_file_command(&mut self, command: ShellCommand) {
        let ctx = self.files.ctx.clone();
        let ctx = ctx.as_ref();
        match command {
            #[cfg(feature = "online")]
            ShellCommand::Online(c) => self.apply_online(c, ctx),
            ShellCommand::Open => self.pick(Asked::Open, ctx),
            ShellCommand::Save => match self.files.document.clone() {
                Some(path) => self.save_to(&path),
                None => self.pick(Asked::Save, ctx),
            },
            ShellCommand::SaveAs => self.pick(Asked::Save, ctx),
            ShellCommand::ImportPgn => self.pick(Asked::ImportPgn, ctx),
            ShellCommand::ExportPgn => self.pick(Asked::ExportPgn, ctx),
            ShellCommand::OpenPath(path) => self.open_path(&path),
            ShellCommand::SaveTo(path) => self.write_asking(Asked::Save, &path, false, false),
            ShellCommand::ImportPgnFrom(path) => self.import_pgn(&path),
            ShellCommand::ExportPgnTo(path) => {
                self.write_asking(Asked::ExportPgn, &path, false, false)
            }
            ShellCommand::CopyPgn => self.copy_pgn(ctx),
            ShellCommand::PastePgn(text) => self.files.paste = Some(text),
            ShellCommand::ClosePaste => self.files.paste = None,
            ShellCommand::ImportPgnText(text) => {
                self.files.paste = None;
                self.import_pgn_text(&text, text::paste_failed, text::paste_empty);
            }
            ShellCommand::Resume(kind) => {
                // The other game's autosave stays: it is offered when the player comes
                // back to that game.
                let at = self.files.resume.iter().position(|f| f.kind() == kind);
                if let Some(file) = at.map(|i| self.files.resume.remove(i)) {
                    self.files.resume.clear();
                    self.take_file(file);
                    self.files.autosaved = Some(self.snapshot());
                }
            }
            ShellCommand::OpenAutosave(kind) => self.open_autosave(kind),
            ShellCommand::DeclineResume => {
                // A new game: on start the chooser, with the last game's dialog behind it;
                // on coming back to a game, that game's dialog.
                self.files.resume.clear();
                self.files.chooser = std::mem::take(&mut self.files.resume_chooser);
                self.game.open_new_game_dialog();
            }
            ShellCommand::SaveFirst(answer) => {
                let Some(then) = self.files.question.take() else {
                    return;
                };
                match answer {
                    SaveFirst::Cancel => {}
                    SaveFirst::DontSave => self.carry_on(then),
                    SaveFirst::Save => {
                        self.files.then = Some(then);
                        match self.files.document.clone() {
                            Some(path) => self.save_to(&path),
                            None => self.pick(Asked::Save, ctx),
                        }
                    }
                }
            }
            ShellCommand::TypedPath(path) => {
                if let Some(dialog) = self.files.path_dialog.take() {
                    self.picked(dialog.asked, path, true);
                }
            }
            ShellCommand::OpenSettings => {
                let current = self.current_settings();
                self.files.settings_screen = Some(SettingsScreen::new(current, self.game.kind()));
            }
            ShellCommand::CloseSettings => self.files.settings_screen = None,
            ShellCommand::OpenStatistics => {
                self.files.statistics_screen = Some(StatisticsScreen::default());
            }
            ShellCommand::CloseStatistics => self.files.statistics_screen = None,
            ShellCommand::OpenPractise => self.open_practise(),
            ShellCommand::OpenKeys => self.files.keys_screen = Some(self.game.kind()),
            ShellCommand::CloseKeys => self.files.keys_screen = None,
            ShellCommand::ResetStatistics => {
                self.files.statistics = Statistics::default();
                self.write_statistics();
            }
            ShellCommand::ApplySettings(new) => {
                self.files.settings_screen = None;
                let size = egui::vec2(new.window.width, new.window.height);
                let resized = self.files.window.is_some_and(|w| (w - size).length() > 1.0);
                self.language = new.window.language.unwrap_or_else(Lang::system);
                i18n::set_language(self.language);
                self.use_settings(*new);
                self.files.window = Some(size);
                // Written now, whatever changed.
                self.write_settings();
                if resized && let Some(ctx) = ctx {
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(ui_scale::zoomed(ctx, size)));
                }
            }
            ShellCommand::ClearRecent => {
                self.files.settings.recent_files.clear();
                self.write_settings();
            }
            ShellCommand::DismissNotice(id) => self.files.notices.dismiss(id),
            ShellCommand::OpenNoticeLog => self.files.notice_log = true,
            ShellCommand::CloseNoticeLog => self.files.notice_log = false,
            ShellCommand::AnswerDamaged(open) => {
                let Some(damaged) = self.files.damaged.take() else {
                    return;
                };
                if open && self.unsaved() {
                    if self.files.question.is_none() {
                        self.files.question = Some(Then::Salvaged(Box::new(damaged)));
                    }
                } else if open {
                    self.open_salvaged(damaged);
                }
            }
            ShellCommand::AnswerReplace(replace) => {
                let Some(asked) = self.files.replace.take() else {
                    return;
                };
                if replace {
                    self.write(asked.asked, &asked.path);
                } else {
                    // Nothing waits for a save that was not made; a typed path is kept
                    // in its dialog, to be changed.
                    self.files.then = None;
                    if asked.typed {
                        let name = file_name(&asked.path);
                        self.files.path_dialog = Some(PathDialog::new(
                            asked.asked,
                            asked.path.parent(),
                            Some(&name),
                        ));
                    }
                }
            }
            ShellCommand::SetLanguage(_)
            | ShellCommand::OpenChooser
            | ShellCommand::CloseChooser
            | ShellCommand::ChooseGame(_) => debug_assert!(false, "not a file command"),
        }
    }

    /// The sounds the game asked for by now, at the settings' volume unless muted; M
    /// mutes and unmutes (while no text field has the keys).
    fn play_sounds(&mut self, ctx: &Context) {
        let toggle = !self.files.modal()
            && !ctx.text_edit_focused()
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::M));
        if toggle {
            self.files.settings.sound_muted = !self.files.settings.sound_muted;
            self.files.settings_changed = true;
        }
        let (sounds, next) = self.game.take_sounds();
        // The next sound's moment needs a frame of its own.
        if let Some(wait) = next {
            ctx.request_repaint_after(std::time::Duration::from_secs_f64(wait));
        }
        if self.files.settings.sound_muted {
            return;
        }
        let volume = self.files.settings.sound_volume.clamp(0.0, 1.0);
        for sound in sounds {
            self.mixer.play(sound, volume);
        }
    }

    /// A sound of the window's own (not the game's queue): now, at the settings' volume
    /// unless muted.
    #[cfg(feature = "online")]
    pub(crate) fn sound_now(&mut self, sound: crate::widgets::sound::Kind) {
        if !self.files.settings.sound_muted {
            let volume = self.files.settings.sound_volume.clamp(0.0, 1.0);
            self.mixer.play(sound, volume);
        }
    }

    /// A game that has just ended goes into the statistics, which are written at once.
    fn count_finished_game(&mut self) {
        let counted = self.game.count_finished(&mut self.files.statistics);
        let today = self.today();
        let learned = self.game.keep_learned(&mut self.files.statistics, today);
        if counted || learned {
            self.write_statistics();
        }
    }

    /// The day it is, for the exercises' schedule.
    pub fn today(&self) -> crate::store::practice::Day {
        self.files
            .today
            .unwrap_or_else(crate::store::practice::Day::today)
    }

    /// Sets the day the exercises' schedule counts from (tests: the next day comes when
    /// they say so).
    pub fn set_today(&mut self, day: crate::store::practice::Day) {
        self.files.today = Some(day);
    }

    /// File ▸ Practise: the players' exercises of the game on the table due today, asked
    /// on its exercises' screen.
    fn open_practise(&mut self) {
        let today = self.today();
        self.game.practise(&self.files.statistics.exercises, today);
    }

    /// Writes the statistics file (tests and systems without a home folder keep them in
    /// memory only).
    fn write_statistics(&mut self) {
        let Some(places) = &self.files.places else {
            return;
        };
        if let Some(dir) = places.statistics.parent() {
            let _ = crate::platform::files::create_dir_all(dir);
        }
        if let Err(e) = self.files.statistics.store(&places.statistics) {
            let (words, details) = notice::envelope_reason(&e);
            self.files.notices.error(notice::with_details(
                text::statistics_not_saved(&words),
                details,
            ));
        }
    }

    /// Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O opens (Cmd on macOS).
    pub(crate) fn file_shortcuts(&self, ui: &egui::Ui) -> Option<Command> {
        let covered = self.game.blocks_shortcuts();
        // While only the chooser asks, no game is on the table to cover: Ctrl+O opens a
        // file as File ▸ Open does.
        let blocked = if self.files.chooser {
            self.files.screen_open()
        } else {
            self.files.modal() || covered
        };
        if blocked {
            return None;
        }
        // ? writes itself in a text field.
        let typing = ui.ctx().text_edit_focused();
        if !typing
            && ui
                .ctx()
                .input_mut(|i| i.consume_shortcut(&keys_screen::OPEN))
        {
            return Some(Command::Shell(ShellCommand::OpenKeys));
        }
        let pgn = self.game.kind().has_pgn();
        ui.ctx().input_mut(|i| {
            ShellCommand::KEYED
                .into_iter()
                // Paste PGN is a PGN game's, as the menu's PGN entries are.
                .filter(|c| pgn || !matches!(c, ShellCommand::PastePgn(_)))
                .find(|c| c.shortcut().is_some_and(|s| i.consume_shortcut(&s)))
                .map(Command::Shell)
        })
    }

    /// After each frame: answers from the file dialogs, dropped files, the autosave, the
    /// settings file and the window title.
    pub(crate) fn after_frame(&mut self, ctx: &Context) {
        if let Some((asked, rx)) = &self.files.picking {
            let asked = *asked;
            match rx.try_recv() {
                Ok(picked) => {
                    self.files.picking = None;
                    match picked {
                        Picked::Open(path) | Picked::SaveTo(path) => {
                            self.picked(asked, path, false);
                        }
                        Picked::Unavailable => {
                            // Said once; from now on the window's own dialog opens at once.
                            if !self.files.dialogs_failed {
                                self.files.notices.news(text::dialog_unavailable());
                            }
                            self.files.dialogs_failed = true;
                            self.open_path_dialog(asked);
                        }
                    }
                }
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.files.picking = None;
                    self.files.then = None;
                }
                Err(mpsc::TryRecvError::Empty) => {}
            }
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_path_buf())
                .collect()
        });
        // Finder's double-clicks (macOS) count as drops: the last file asked for wins.
        let posted = if self.files.inbox {
            super::inbox::take()
        } else {
            Vec::new()
        };
        let dropped: Vec<PathBuf> = dropped.into_iter().chain(posted).collect();
        if let Some(path) = dropped.last() {
            // As Open: asked first when the game on the table is in no file.
            self.apply_one(Command::Shell(ShellCommand::OpenPath(path.clone())));
        }
        if self.scale_settled(ctx) {
            if let Some(rect) = ctx.input(|i| i.viewport().inner_rect) {
                self.files.window = Some(ui_scale::unzoomed(ctx, rect.size()));
            }
            self.fit_window(ctx);
        }
        // A game's notices are its troubles (a computer that could not play, advice that
        // failed): they stay until read.
        for told in self.game.take_notices() {
            self.files.notices.error(told);
        }
        self.play_sounds(ctx);
        self.count_finished_game();
        self.autosave();
        self.store_settings(false);
        let title = self.window_title();
        if title != self.files.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.files.title = title;
        }
    }
}
