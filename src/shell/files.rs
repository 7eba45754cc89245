//! The window's files: the autosave after every throw and move, Save / Save As / Open
//! through the platform's dialogs (`picker`), recent files, files dropped on the window,
//! and the window title. How the window starts is in `launch`, the settings file in
//! `settings_file`. Nothing here paints; `file_menu` and `settings_screen` show it and
//! emit `Command`s.
//!
//! On macOS Finder's open-document event arrives through `inbox` (see `crate::shell::macos`).

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use egui::{Context, ViewportCommand};

use super::picker::{FilePicker, Picked, SystemPicker};
use super::{App, Command, ShellCommand};
use super::{file_menu, text};
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::rules::{BySeat, Seat};
use crate::dhayam::save::{self, SaveError, SavedGame, SeatPlayer};
use crate::dhayam::ui::text as dhayam_text;
use crate::dhayam::ui::{GameConfig, Player, SeatConfig};
use crate::i18n::{self, Lang};
use crate::shell::settings_screen::SettingsScreen;
use crate::store::settings::{self, Places};

/// The file extension of a saved game.
pub const EXTENSION: &str = "dhayam";

/// The app's state about files and settings, kept across new games.
pub(crate) struct Files {
    pub(super) places: Option<Places>,
    /// The window's settings (`[window]`) as the window runs with them.
    pub(super) settings: settings::WindowSettings,
    /// Whether they changed since the settings file was last written.
    pub(super) settings_changed: bool,
    /// The window's size in points, as last seen.
    pub(super) window: Option<egui::Vec2>,
    /// The file the game was opened from or saved to, and its record as it was then.
    pub(super) document: Option<PathBuf>,
    pub(super) saved_record: Option<GameRecord>,
    /// When the current game was first made (kept in its files).
    pub(super) created: String,
    /// The record last written to the autosave.
    pub(super) autosaved: Option<GameRecord>,
    pub(super) autosave_failed: bool,
    /// Messages for the player: settings trouble, files that would not open or save.
    pub(super) notices: Vec<String>,
    /// An unfinished game from the last run, offered on start.
    pub(super) resume: Option<SavedGame>,
    pub(super) settings_screen: Option<SettingsScreen>,
    pub(super) picker: Box<dyn FilePicker>,
    pub(super) picking: Option<mpsc::Receiver<Picked>>,
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
            settings: settings::WindowSettings::default(),
            settings_changed: false,
            window: None,
            document: None,
            saved_record: None,
            created: save::rfc3339(std::time::SystemTime::now()),
            autosaved: None,
            autosave_failed: false,
            notices: Vec::new(),
            resume: None,
            settings_screen: None,
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
        self.resume.is_some() || self.settings_screen.is_some()
    }

    /// A new game belongs to no file yet.
    pub(crate) fn new_game(&mut self) {
        self.document = None;
        self.saved_record = None;
        self.created = save::rfc3339(std::time::SystemTime::now());
    }

    /// What the file menu shows.
    pub(crate) fn menu_view(&self) -> file_menu::MenuView<'_> {
        file_menu::MenuView {
            recent: &self.settings.recent_files,
            has_document: self.document.is_some(),
            can_review: false,
        }
    }

    /// The notices under the top bar, each with a button to dismiss it.
    pub(crate) fn show_notices(&self, ui: &mut egui::Ui) -> Option<Command> {
        file_menu::notices(ui, &self.notices)
    }

    /// The resume prompt or the settings screen, whichever is open.
    pub(crate) fn show_screens(&mut self, ui: &mut egui::Ui) -> Option<Command> {
        if let Some(game) = &self.resume {
            file_menu::resume_prompt(ui, game)
        } else if let Some(screen) = &mut self.settings_screen {
            screen.show(ui).map(Command::Shell)
        } else {
            None
        }
    }
}

/// A game's seats as its file keeps them.
fn players_of(config: &GameConfig) -> BySeat<Option<SeatPlayer>> {
    BySeat::from_fn(|seat| {
        let cfg = config.seat(seat);
        cfg.playing.then(|| SeatPlayer {
            name: config.name(seat).to_string(),
            computer: match cfg.player {
                Player::Human => None,
                Player::Computer(level) => Some(level),
            },
        })
    })
}

/// The configuration of a game read from a file.
fn config_of(saved: &SavedGame) -> GameConfig {
    let seats = Seat::ALL.map(|seat| match &saved.players[seat] {
        Some(p) => SeatConfig {
            playing: true,
            player: p.computer.map_or(Player::Human, Player::Computer),
            name: if p.name.trim().is_empty() {
                seat.name().to_string()
            } else {
                p.name.clone()
            },
        },
        None => SeatConfig {
            playing: false,
            player: Player::Human,
            name: seat.name().to_string(),
        },
    });
    GameConfig {
        seats,
        options: saved.record.options,
        seed: saved.record.seed,
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl App {
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
        self.files.resume.is_some()
    }

    pub fn settings_open(&self) -> bool {
        self.files.settings_screen.is_some()
    }

    /// The messages shown to the player about files and settings.
    pub fn notices(&self) -> &[String] {
        &self.files.notices
    }

    /// The file the game belongs to, if it was opened or saved.
    pub fn document(&self) -> Option<&Path> {
        self.files.document.as_deref()
    }

    /// Whether the game has changed since it was last saved to its file (or has moves and
    /// was never saved).
    pub fn unsaved(&self) -> bool {
        match &self.files.saved_record {
            Some(saved) => saved != self.dhayam().game().record(),
            None => !self.dhayam().game().record().plies.is_empty(),
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
    fn saved_game(&self) -> SavedGame {
        let mut saved = SavedGame::new(
            self.dhayam().game().record().clone(),
            players_of(self.dhayam().config()),
        );
        saved.created = self.files.created.clone();
        saved
    }

    /// Writes the autosave when the game has changed since the last one.
    fn autosave(&mut self) {
        let record = self.dhayam().game().record();
        if record.plies.is_empty() || self.files.autosaved.as_ref() == Some(record) {
            return;
        }
        let Some(path) = self.files.places.as_ref().map(|p| p.autosave.clone()) else {
            return;
        };
        let mut saved = self.saved_game();
        match save::autosave(&mut saved, &path) {
            Ok(()) => self.files.autosave_failed = false,
            Err(e) => {
                if !self.files.autosave_failed {
                    self.files
                        .notices
                        .push(text::autosave_failed(&dhayam_text::save_error(&e)));
                }
                self.files.autosave_failed = true;
            }
        }
        self.files.autosaved = Some(self.dhayam().game().record().clone());
    }

    /// Opens a game file; if it cannot be read, says why and keeps the current game.
    pub(crate) fn open_path(&mut self, path: &Path) {
        match save::load(path) {
            Ok(saved) => {
                self.take_saved(saved);
                self.files.document = Some(path.to_path_buf());
                self.files.saved_record = Some(self.dhayam().game().record().clone());
                self.files.settings.add_recent(path);
                self.write_settings();
            }
            Err(e) => self.files.notices.push(text::open_failed(
                &file_name(path),
                &dhayam_text::save_error(&e),
            )),
        }
    }

    /// Plays on from a game read from a file.
    fn take_saved(&mut self, saved: SavedGame) {
        let config = config_of(&saved);
        self.files.new_game();
        if let Err(e) = self.dhayam_mut().take_saved(config, saved.record) {
            // `save::load` replayed it already; this cannot fail.
            self.files
                .notices
                .push(dhayam_text::save_error(&SaveError::Replay(e)));
        }
        self.files.created = saved.created;
        self.files.document = None;
        self.files.saved_record = None;
    }

    /// Saves the game to `path` (adding `.dhayam` when the name has no extension).
    pub(crate) fn save_to(&mut self, path: &Path) {
        let path = if path.extension().is_none() {
            path.with_extension(EXTENSION)
        } else {
            path.to_path_buf()
        };
        let mut saved = self.saved_game();
        match save::save(&mut saved, &path) {
            Ok(()) => {
                self.files.document = Some(path.clone());
                self.files.saved_record = Some(self.dhayam().game().record().clone());
                self.files.settings.add_recent(&path);
                self.write_settings();
            }
            Err(e) => self.files.notices.push(text::save_failed(
                &file_name(&path),
                &dhayam_text::save_error(&e),
            )),
        }
    }

    /// Carries out a file or settings command.
    pub(crate) fn apply_file_command(&mut self, command: ShellCommand) {
        let ctx = self.files.ctx.clone();
        let ctx = ctx.as_ref();
        match command {
            ShellCommand::Open => {
                if let Some(ctx) = ctx
                    && self.files.picking.is_none()
                {
                    let (tx, rx) = mpsc::channel();
                    self.files.picker.pick_open(ctx, tx);
                    self.files.picking = Some(rx);
                }
            }
            ShellCommand::Save => match self.files.document.clone() {
                Some(path) => self.save_to(&path),
                None => self.apply_file_command(ShellCommand::SaveAs),
            },
            ShellCommand::SaveAs => {
                if let Some(ctx) = ctx
                    && self.files.picking.is_none()
                {
                    let suggested = self.files.document.as_deref().map_or_else(
                        || format!("{}.{EXTENSION}", text::suggested_name()),
                        file_name,
                    );
                    let (tx, rx) = mpsc::channel();
                    self.files.picker.pick_save(ctx, &suggested, tx);
                    self.files.picking = Some(rx);
                }
            }
            ShellCommand::OpenPath(path) => self.open_path(&path),
            ShellCommand::SaveTo(path) => self.save_to(&path),
            ShellCommand::Resume => {
                if let Some(saved) = self.files.resume.take() {
                    self.take_saved(saved);
                    self.files.autosaved = Some(self.dhayam().game().record().clone());
                }
            }
            ShellCommand::DeclineResume => {
                self.files.resume = None;
                self.dhayam_mut().open_new_game_dialog();
            }
            ShellCommand::OpenSettings => {
                let current = self.current_settings();
                self.files.settings_screen = Some(SettingsScreen::new(current));
            }
            ShellCommand::CloseSettings => self.files.settings_screen = None,
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
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(size));
                }
            }
            ShellCommand::ClearRecent => {
                self.files.settings.recent_files.clear();
                self.write_settings();
            }
            ShellCommand::DismissNotice(i) => {
                if i < self.files.notices.len() {
                    self.files.notices.remove(i);
                }
            }
            ShellCommand::SetLanguage(_) => debug_assert!(false, "not a file command"),
        }
    }

    /// Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O opens (Cmd on macOS).
    pub(crate) fn file_shortcuts(&self, ui: &egui::Ui) -> Option<Command> {
        if self.files.modal() || self.dhayam().covered() {
            return None;
        }
        ui.ctx().input_mut(|i| {
            ShellCommand::KEYED
                .into_iter()
                .find(|c| c.shortcut().is_some_and(|s| i.consume_shortcut(&s)))
                .map(Command::Shell)
        })
    }

    /// After each frame: answers from the file dialogs, dropped files, the autosave, the
    /// settings file and the window title.
    pub(crate) fn after_frame(&mut self, ctx: &Context) {
        if let Some(rx) = &self.files.picking {
            match rx.try_recv() {
                Ok(picked) => {
                    self.files.picking = None;
                    match picked {
                        Picked::Open(Some(path)) => self.open_path(&path),
                        Picked::SaveTo(Some(path)) => self.save_to(&path),
                        Picked::Open(None) | Picked::SaveTo(None) => {}
                    }
                }
                Err(mpsc::TryRecvError::Disconnected) => self.files.picking = None,
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
            self.open_path(path);
            if self.files.document.as_deref() == Some(path.as_path()) {
                // The dropped game replaces whatever was being offered.
                self.dhayam_mut().close_dialog();
                self.files.resume = None;
                self.files.settings_screen = None;
            }
        }
        if let Some(rect) = ctx.input(|i| i.viewport().inner_rect) {
            self.files.window = Some(rect.size());
        }
        let told = self.dhayam_mut().take_notices();
        self.files.notices.extend(told);
        self.autosave();
        self.store_settings(false);
        let title = self.window_title();
        if title != self.files.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.files.title = title;
        }
    }
}
