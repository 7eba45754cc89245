//! The app's files: settings loaded at start and stored when they change, the autosave
//! after every throw and move (and the offer to resume it), Save / Save As / Open through
//! the platform's dialogs, recent files, files dropped on the window or named on the
//! command line, and the window title. Nothing here paints; `ui::file_menu` and
//! `ui::settings_screen` show it and emit `Command`s.
//!
//! On macOS Finder's open-document event arrives through `inbox` (see `crate::shell::macos`).

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use egui::{Context, ViewportCommand};

use super::{App, Command, ShellCommand};
use super::{file_menu, text};
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::rules::{BySeat, Options, Seat};
use crate::dhayam::save::{self, SaveError, SavedGame, SeatPlayer};
use crate::dhayam::ui::Session;
use crate::dhayam::ui::text as dhayam_text;
use crate::dhayam::ui::{GameConfig, Player, SeatConfig};
use crate::i18n::{self, Lang};
use crate::shell::settings_screen::SettingsScreen;
use crate::store::settings::{self, Places, SettingsNotice};

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
    /// Where the window starts (`--advance`, `--tutorial`; for screenshots).
    pub start: Start,
}

/// Where the window starts, for screenshots: `dhayam --advance PLIES[:SEED[:RULES]]`
/// plays a game that far (and on to a person's choice between moves), `dhayam --tutorial
/// N` opens lesson N (1-based) and `--tutorial Ne` its exercise.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Start {
    /// The new game dialog (or the offer to resume, or the file named).
    #[default]
    Newcomer,
    Advance {
        plies: usize,
        seed: u64,
        options: Options,
    },
    Tutorial {
        lesson: usize,
        exercise: bool,
    },
}

/// The options that take a value.
const VALUED: [&str; 2] = ["--advance", "--tutorial"];

impl Start {
    /// The start a command line asks for; anything it cannot read is ignored.
    pub fn from_args(args: impl IntoIterator<Item = std::ffi::OsString>) -> Start {
        let args: Vec<String> = args
            .into_iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        let value = |flag: &str| {
            args.iter()
                .position(|a| a == flag)
                .and_then(|i| args.get(i + 1))
        };
        if let Some(v) = value("--advance") {
            let mut parts = v.splitn(3, ':');
            let advance = (|| {
                let plies = parts.next()?.parse().ok()?;
                let seed = parts.next().unwrap_or("1").parse().ok()?;
                let options = parts.next().unwrap_or("").parse().ok()?;
                Some(Start::Advance {
                    plies,
                    seed,
                    options,
                })
            })();
            if let Some(start) = advance {
                return start;
            }
        }
        if let Some(v) = value("--tutorial") {
            let (n, exercise) = match v.strip_suffix('e') {
                Some(n) => (n, true),
                None => (v.as_str(), false),
            };
            if let Ok(lesson) = n.parse() {
                return Start::Tutorial { lesson, exercise };
            }
        }
        Start::Newcomer
    }
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
            start: Start::Newcomer,
        }
    }

    /// The game file named on a command line: the first argument that is not an option
    /// (macOS adds `-psn_…` when Finder starts an app).
    /// The values of `--advance` and `--tutorial` are not files.
    pub fn file_argument(args: impl IntoIterator<Item = std::ffi::OsString>) -> Option<PathBuf> {
        let mut after_valued = false;
        args.into_iter()
            .skip(1)
            .find(|a| {
                let text = a.to_string_lossy();
                let was_value = std::mem::replace(&mut after_valued, VALUED.contains(&&*text));
                !was_value && !text.starts_with('-')
            })
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
    /// The window's settings (`[window]`) as the window runs with them.
    pub(crate) settings: settings::WindowSettings,
    /// Whether they changed since the settings file was last written.
    settings_changed: bool,
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

/// Reads the autosave (or, if it is damaged, its backup): an unfinished game worth offering.
fn unfinished_autosave(places: &Places) -> Option<SavedGame> {
    [
        places.autosave.clone(),
        crate::store::envelope::backup_path(&places.autosave),
    ]
    .iter()
    .filter(|p| p.exists())
    .find_map(|p| save::load(p).ok())
    .filter(|g| !g.record.plies.is_empty() && g.record.position().is_ok_and(|p| !p.is_over()))
}

impl App {
    /// The window as the player left it: settings from `launch`, then the file it names,
    /// or the offer to resume an unfinished game, or the new game dialog.
    pub fn launch(launch: Launch) -> App {
        let Launch {
            places,
            settings,
            notices,
            open,
            start,
        } = launch;
        let mut app = match start {
            Start::Advance {
                plies,
                seed,
                options,
            } => App::around(Session::advanced(plies, seed, options)),
            _ => App::startup(),
        };
        // DHAYAM_LANG=ta chooses the language at start; otherwise the settings' language,
        // else the system's, else English.
        app.language = Lang::from_setting(&std::env::var("DHAYAM_LANG").unwrap_or_default());
        app.files.notices = notices.iter().map(text::settings_notice).collect();
        if let Some(lang) = settings.window.language
            && std::env::var_os("DHAYAM_LANG").is_none()
        {
            app = app.with_language(lang);
        }
        app.use_settings(settings);
        app.files.places = places;
        if app.dhayam().dialog_open() {
            // The dialog offers the player's own defaults.
            app.dhayam_mut().open_new_game_dialog();
        }
        if let Start::Tutorial { lesson, exercise } = start {
            app.dhayam_mut().open_tutorial_at(lesson, exercise);
        }
        app.files.autosaved = Some(app.dhayam().game().record().clone());
        let resume = app.files.places.as_ref().and_then(unfinished_autosave);
        if let Some(path) = open {
            app.open_path(&path);
            if app.files.document.as_deref() == Some(path.as_path()) {
                return app;
            }
        }
        if let Some(game) = resume {
            app.dhayam_mut().close_dialog();
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

    /// Takes the settings file's values as the window's and the game's.
    fn use_settings(&mut self, stored: settings::Settings) {
        let settings::Settings { window, dhayam } = stored;
        self.files.settings = window;
        self.dhayam_mut().use_settings(dhayam);
    }

    /// The settings as they are now: the window's, with its size and language, and the
    /// game's.
    fn current_settings(&self) -> settings::Settings {
        let mut window = self.files.settings.clone();
        // None means the system's language: kept so while the window speaks it.
        if window.language.unwrap_or_else(Lang::system) != self.language {
            window.language = Some(self.language);
        }
        if let Some(size) = self.files.window {
            window.width = size.x.round();
            window.height = size.y.round();
        }
        settings::Settings {
            window,
            dhayam: self.dhayam().settings.clone(),
        }
    }

    /// Writes the settings file now (atomically).
    fn write_settings(&mut self) {
        let now = self.current_settings();
        if let Some(places) = &self.files.places
            && let Err(e) = settings::store(&now, &places.settings)
        {
            self.files
                .notices
                .push(text::settings_not_saved(&dhayam_text::save_error(
                    &e.into(),
                )));
        }
        self.files.settings = now.window;
        self.files.settings_changed = false;
    }

    /// Writes the settings file if the window's or the game's settings changed. The
    /// window's size alone waits for another change or for the exit (`with_window`), so
    /// resizing does not write on every frame.
    pub(crate) fn store_settings(&mut self, with_window: bool) {
        let game_changed = self.dhayam_mut().take_settings_changed();
        let resized = with_window
            && self.files.window.is_some_and(|size| {
                size.x.round() != self.files.settings.width
                    || size.y.round() != self.files.settings.height
            });
        if self.files.settings_changed || game_changed || resized {
            self.write_settings();
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
