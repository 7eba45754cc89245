//! The app's files: settings loaded at start and stored when they change, the autosave
//! after every throw and move (and the offer to resume it), Save / Save As / Open through
//! the platform's dialogs, recent files, files dropped on the window or named on the
//! command line, and the window title. Nothing here paints; `ui::file_menu` and
//! `ui::settings_screen` show it and emit `Command`s.
//!
//! On macOS Finder's open-document event arrives through `inbox` (see `crate::macos`).

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use egui::{Context, ViewportCommand};

use super::App;
use crate::game::Game;
use crate::i18n::{self, Lang};
use crate::record::GameRecord;
use crate::rules::{BySeat, Options, Seat};
use crate::save::{self, SaveError, SavedGame, SeatPlayer};
use crate::settings::{self, Places, SettingsNotice};
use crate::ui::settings_screen::{SettingsScreen, parse_player_key, player_key, seat_settings};
use crate::ui::{AnimSpeed, Command, GameConfig, Player, SeatConfig, file_menu, text};

/// The file extension of a saved game.
pub const EXTENSION: &str = "dhayam";

/// What the app needs to start: where its files live, the settings read from there (with
/// anything the player must be told about them), and a game file to open.
pub struct Launch {
    /// `None`: nothing is read or written (tests, or a system without a home folder).
    pub places: Option<Places>,
    pub settings: settings::Settings,
    pub notices: Vec<SettingsNotice>,
    pub open: Option<PathBuf>,
}

impl Launch {
    /// Reads the settings from `places` (never fails: a damaged file is moved aside).
    pub fn load(places: Option<Places>, open: Option<PathBuf>) -> Launch {
        let (settings, notices) = match &places {
            Some(p) => settings::load(&p.settings),
            None => (settings::Settings::default(), Vec::new()),
        };
        Launch {
            places,
            settings,
            notices,
            open,
        }
    }

    /// The game file named on a command line: the first argument that is not an option
    /// (macOS adds `-psn_…` when Finder starts an app).
    pub fn file_argument(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<PathBuf> {
        args.into_iter()
            .skip(1)
            .find(|a| !a.to_string_lossy().starts_with('-'))
            .map(PathBuf::from)
    }
}

/// Opens and saves files in the platform's dialogs. The answer comes back on a channel
/// (the dialog runs on its own thread, so the window keeps painting); tests put in a
/// picker of their own, or send `Command::OpenPath` / `Command::SaveTo` directly.
pub trait FilePicker {
    fn pick_open(&self, ctx: &Context, answer: mpsc::Sender<Picked>);
    fn pick_save(&self, ctx: &Context, suggested: &str, answer: mpsc::Sender<Picked>);
}

/// A path chosen in a dialog, or `None` when the dialog was cancelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    Open(Option<PathBuf>),
    SaveTo(Option<PathBuf>),
}

/// The platform's dialogs (`rfd`).
pub struct SystemPicker;

impl FilePicker for SystemPicker {
    fn pick_open(&self, ctx: &Context, answer: mpsc::Sender<Picked>) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(text::open_title())
            .add_filter(text::file_type(), &[EXTENSION]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.pick_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::Open(path));
            ctx.request_repaint();
        });
    }

    fn pick_save(&self, ctx: &Context, suggested: &str, answer: mpsc::Sender<Picked>) {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(text::save_title())
            .set_file_name(suggested)
            .add_filter(text::file_type(), &[EXTENSION]);
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let path = pollster::block_on(dialog.save_file()).map(|f| f.path().to_path_buf());
            let _ = answer.send(Picked::SaveTo(path));
            ctx.request_repaint();
        });
    }
}

/// The app's state about files and settings, kept across new games.
pub(crate) struct Files {
    pub(crate) places: Option<Places>,
    /// The settings as last read or written.
    pub(crate) stored: settings::Settings,
    /// The window's size in points, as last seen.
    window: Option<egui::Vec2>,
    /// The file the game was opened from or saved to, and its record as it was then.
    pub(crate) document: Option<PathBuf>,
    saved_record: Option<GameRecord>,
    /// When the current game was first made (kept in its files).
    created: String,
    /// The record last written to the autosave.
    autosaved: Option<GameRecord>,
    autosave_failed: bool,
    /// Messages for the player: settings trouble, files that would not open or save.
    pub(crate) notices: Vec<String>,
    /// An unfinished game from the last run, offered on start.
    pub(crate) resume: Option<SavedGame>,
    pub(crate) settings_screen: Option<SettingsScreen>,
    picker: Box<dyn FilePicker>,
    picking: Option<mpsc::Receiver<Picked>>,
    /// Whether this app opens what the system posts to `inbox` (only the real window's).
    inbox: bool,
    title: String,
    /// The window's context, for the dialogs' threads to wake it.
    pub(crate) ctx: Option<Context>,
}

impl Default for Files {
    fn default() -> Files {
        Files {
            places: None,
            stored: settings::Settings::default(),
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
            recent: &self.stored.recent_files,
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
            screen.show(ui)
        } else {
            None
        }
    }
}

/// The new-game defaults the settings describe, or `None` when they do not make a game
/// (then the usual first game is offered).
pub fn config_from_settings(s: &settings::Settings, seed: u64) -> Option<GameConfig> {
    let mut s = s.clone();
    let mut config = GameConfig::default_with_seed(seed);
    for seat in Seat::ALL {
        let (name, player) = seat_settings(&mut s, seat);
        let (playing, player) = parse_player_key(player)?;
        config.seats[seat.index()] = SeatConfig {
            playing,
            player,
            name: if name.trim().is_empty() {
                config.seats[seat.index()].name.clone()
            } else {
                name.clone()
            },
        };
    }
    config.options = if s.rules.trim().is_empty() {
        Options::default()
    } else {
        s.rules.parse().ok()?
    };
    config.problem().is_none().then_some(config)
}

/// Writes a game's seats and rules into the settings as the next game's defaults.
pub fn remember_config(s: &mut settings::Settings, config: &GameConfig) {
    for seat in Seat::ALL {
        let cfg = config.seat(seat);
        let (name, player) = seat_settings(s, seat);
        *name = if cfg.name.trim() == seat.name() {
            String::new()
        } else {
            cfg.name.clone()
        };
        *player = player_key(cfg);
    }
    s.rules = config.options.to_string();
}

/// The window settings the app runs with, from the settings file.
pub fn window_settings(s: &settings::Settings) -> crate::ui::Settings {
    crate::ui::Settings {
        anim: AnimSpeed::from_key(&s.animation).unwrap_or(AnimSpeed::Normal),
        fast_forward: s.fast_forward,
        auto_move: s.auto_move,
        practice: s.practice,
        win_chances: s.win_chances,
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

/// Reads the autosave (or, if it is damaged, its backup): an unfinished game worth offering.
fn unfinished_autosave(places: &Places) -> Option<SavedGame> {
    [places.autosave.clone(), save::backup_path(&places.autosave)]
        .iter()
        .filter(|p| p.exists())
        .find_map(|p| save::load(p).ok())
        .filter(|g| !g.record.plies.is_empty() && g.record.position().is_ok_and(|p| !p.is_over()))
}

impl App {
    /// The window as the player left it: settings from `launch`, then the file it names,
    /// or the offer to resume an unfinished game, or the new game dialog.
    pub fn launch(launch: Launch) -> App {
        let mut app = App::startup();
        let Launch {
            places,
            settings,
            notices,
            open,
        } = launch;
        app.files.notices = notices.iter().map(text::settings_notice).collect();
        if !settings.language.is_empty() && std::env::var_os("DHAYAM_LANG").is_none() {
            app = app.with_language(Lang::from_setting(&settings.language));
        }
        app.use_settings(settings);
        app.files.places = places;
        if app.dialog.is_some() {
            // The dialog offers the player's own defaults.
            app.dialog = Some(crate::ui::new_game::NewGameDialog::new(&app.config));
        }
        app.files.autosaved = Some(app.game.record().clone());
        let resume = app.files.places.as_ref().and_then(unfinished_autosave);
        if let Some(path) = open {
            app.open_path(&path);
            if app.files.document.as_deref() == Some(path.as_path()) {
                return app;
            }
        }
        if let Some(game) = resume {
            app.dialog = None;
            app.files.resume = Some(game);
        }
        app
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

    /// The settings as last read or stored.
    pub fn stored_settings(&self) -> &settings::Settings {
        &self.files.stored
    }

    /// Whether the game has changed since it was last saved to its file (or has moves and
    /// was never saved).
    pub fn unsaved(&self) -> bool {
        match &self.files.saved_record {
            Some(saved) => saved != self.game.record(),
            None => !self.game.record().plies.is_empty(),
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

    /// Takes the settings file's values as the window's and the new game's.
    fn use_settings(&mut self, stored: settings::Settings) {
        self.settings = window_settings(&stored);
        if let Some(config) = config_from_settings(&stored, self.config.seed) {
            self.config = config;
        }
        self.tutorial_done = stored.tutorial_done.clone();
        self.files.stored = stored;
    }

    /// The settings as they are now in the window.
    fn current_settings(&self) -> settings::Settings {
        let mut s = self.files.stored.clone();
        s.animation = self.settings.anim.key().to_string();
        s.fast_forward = self.settings.fast_forward;
        s.auto_move = self.settings.auto_move;
        s.practice = self.settings.practice;
        s.win_chances = self.settings.win_chances;
        s.tutorial_done = self.tutorial_done.clone();
        // Empty means the system's language: kept so while the window speaks it.
        if Lang::from_setting(&s.language) != self.language {
            s.language = self.language.tag().to_string();
        }
        if let Some(size) = self.files.window {
            s.window_width = size.x.round();
            s.window_height = size.y.round();
        }
        s
    }

    /// Writes the settings if they changed (atomically). The window's size alone waits
    /// for another change or for the exit, so resizing does not write on every frame.
    pub(crate) fn store_settings(&mut self, with_window: bool) {
        let now = self.current_settings();
        let same_but_window = settings::Settings {
            window_width: self.files.stored.window_width,
            window_height: self.files.stored.window_height,
            ..now.clone()
        } == self.files.stored;
        if now == self.files.stored || (same_but_window && !with_window) {
            return;
        }
        if let Some(places) = &self.files.places
            && let Err(e) = settings::store(&now, &places.settings)
        {
            self.files
                .notices
                .push(text::settings_not_saved(&text::save_error(&e)));
        }
        self.files.stored = now;
    }

    /// The game as its file keeps it.
    fn saved_game(&self) -> SavedGame {
        let mut saved = SavedGame::new(self.game.record().clone(), players_of(&self.config));
        saved.created = self.files.created.clone();
        saved
    }

    /// Writes the autosave when the game has changed since the last one.
    fn autosave(&mut self) {
        let record = self.game.record();
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
                        .push(text::autosave_failed(&text::save_error(&e)));
                }
                self.files.autosave_failed = true;
            }
        }
        self.files.autosaved = Some(self.game.record().clone());
    }

    /// Opens a game file; if it cannot be read, says why and keeps the current game.
    pub(crate) fn open_path(&mut self, path: &Path) {
        match save::load(path) {
            Ok(saved) => {
                self.take_saved(saved);
                self.files.document = Some(path.to_path_buf());
                self.files.saved_record = Some(self.game.record().clone());
                self.files.stored.add_recent(path);
                self.store_settings(false);
                self.force_store_recent();
            }
            Err(e) => self
                .files
                .notices
                .push(text::open_failed(&file_name(path), &text::save_error(&e))),
        }
    }

    /// Recent files are part of the stored settings; write them now.
    fn force_store_recent(&mut self) {
        if let Some(places) = &self.files.places
            && let Err(e) = settings::store(&self.files.stored, &places.settings)
        {
            self.files
                .notices
                .push(text::settings_not_saved(&text::save_error(&e)));
        }
    }

    /// Plays on from a game read from a file.
    fn take_saved(&mut self, saved: SavedGame) {
        let config = config_of(&saved);
        self.start(config);
        match Game::from_record(saved.record) {
            Ok(game) => self.game = game,
            // `save::load` replayed it already; this cannot fail.
            Err(e) => self
                .files
                .notices
                .push(text::save_error(&SaveError::Replay(e))),
        }
        if let Some(t) = self.game.last_throw() {
            self.faces = t.faces;
        }
        self.refresh_turn_throws();
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
                self.files.saved_record = Some(self.game.record().clone());
                self.files.stored.add_recent(&path);
                self.force_store_recent();
            }
            Err(e) => self
                .files
                .notices
                .push(text::save_failed(&file_name(&path), &text::save_error(&e))),
        }
    }

    /// Carries out a file or settings command.
    pub(crate) fn apply_file_command(&mut self, command: Command) {
        let ctx = self.files.ctx.clone();
        let ctx = ctx.as_ref();
        match command {
            Command::Open => {
                if let Some(ctx) = ctx
                    && self.files.picking.is_none()
                {
                    let (tx, rx) = mpsc::channel();
                    self.files.picker.pick_open(ctx, tx);
                    self.files.picking = Some(rx);
                }
            }
            Command::Save => match self.files.document.clone() {
                Some(path) => self.save_to(&path),
                None => self.apply_file_command(Command::SaveAs),
            },
            Command::SaveAs => {
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
            Command::OpenPath(path) => self.open_path(&path),
            Command::SaveTo(path) => self.save_to(&path),
            Command::Resume => {
                if let Some(saved) = self.files.resume.take() {
                    self.take_saved(saved);
                    self.files.autosaved = Some(self.game.record().clone());
                }
            }
            Command::DeclineResume => {
                self.files.resume = None;
                self.dialog = Some(crate::ui::new_game::NewGameDialog::new(&self.config));
            }
            Command::OpenSettings => {
                let current = self.current_settings();
                self.files.settings_screen = Some(SettingsScreen::new(current));
            }
            Command::CloseSettings => self.files.settings_screen = None,
            Command::ApplySettings(new) => {
                self.files.settings_screen = None;
                let size = egui::vec2(new.window_width, new.window_height);
                let resized = self.files.window.is_some_and(|w| (w - size).length() > 1.0);
                self.language = Lang::from_setting(&new.language);
                i18n::set_language(self.language);
                self.use_settings(*new);
                self.files.window = Some(size);
                // Written now, whatever changed.
                self.force_store_recent();
                if resized && let Some(ctx) = ctx {
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(size));
                }
            }
            Command::ClearRecent => {
                self.files.stored.recent_files.clear();
                self.force_store_recent();
            }
            Command::DismissNotice(i) => {
                if i < self.files.notices.len() {
                    self.files.notices.remove(i);
                }
            }
            other => debug_assert!(false, "not a file command: {other:?}"),
        }
    }

    /// Remembers a new game's seats and rules as the next one's defaults.
    pub(crate) fn remember_new_game(&mut self, config: &GameConfig) {
        let before = self.files.stored.clone();
        remember_config(&mut self.files.stored, config);
        if self.files.stored != before {
            self.force_store_recent();
        }
    }

    /// Ctrl+S saves, Ctrl+Shift+S saves as, Ctrl+O opens (Cmd on macOS).
    pub(crate) fn file_shortcuts(&self, ui: &egui::Ui) -> Option<Command> {
        use egui::{Key, KeyboardShortcut, Modifiers};
        if self.covered() {
            return None;
        }
        let save_as = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
        let save = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
        let open = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
        ui.ctx().input_mut(|i| {
            // The longer shortcut first, so Ctrl+Shift+S is not taken for Ctrl+S.
            if i.consume_shortcut(&save_as) {
                Some(Command::SaveAs)
            } else if i.consume_shortcut(&save) {
                Some(Command::Save)
            } else if i.consume_shortcut(&open) {
                Some(Command::Open)
            } else {
                None
            }
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
                self.dialog = None;
                self.files.resume = None;
                self.files.settings_screen = None;
            }
        }
        if let Some(rect) = ctx.input(|i| i.viewport().inner_rect) {
            self.files.window = Some(rect.size());
        }
        self.autosave();
        self.store_settings(false);
        let title = self.window_title();
        if title != self.files.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.files.title = title;
        }
    }
}
