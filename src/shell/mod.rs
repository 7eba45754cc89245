//! The window around the games: the top bar's frame and the file menu, the settings
//! screen, notices, files (the autosave, Save, Open, drops) and the window's title. The
//! game on the table is an [`ActiveGame`]; the shell draws its own parts, lets the game
//! draw its table, and applies every [`Command`] after the frame. The app repaints only
//! while something moves or a timed step is due.

pub mod chooser;
pub mod command;
pub mod contrast;
mod dhayam_table;
pub mod file_menu;
mod files;
pub mod fonts;
pub mod inbox;
mod launch;
#[cfg(target_os = "macos")]
pub mod macos;
mod makruk_table;
mod picker;
pub mod rules_frame;
mod settings_file;
pub mod settings_screen;
pub mod sound;
pub mod statistics_screen;
pub mod text;
pub mod theme;
pub mod top_bar;
pub mod tutorial_frame;

use egui::Ui;

use crate::dhayam;
use crate::dhayam::ui::{GameConfig, Session};
use crate::i18n::{self, Lang};
use crate::makruk;
use crate::store::game_file::GameKind;

pub use command::{Command, ShellCommand};
pub use launch::{Launch, Start, WindowArgs, display_missing, no_display_message};
pub use picker::{FileKind, FilePicker, Picked, SystemPicker};

/// The game on the table. Each game adds its variant; the shell matches on it, so the
/// compiler checks that every game is handled.
// One is held, by the app, for the whole run: the sizes of the games' sessions don't matter.
#[allow(clippy::large_enum_variant)]
pub enum ActiveGame {
    Dhayam(Session),
    Makruk(makruk::ui::session::Session),
}

impl ActiveGame {
    pub fn kind(&self) -> GameKind {
        match self {
            ActiveGame::Dhayam(_) => GameKind::Dhayam,
            ActiveGame::Makruk(_) => GameKind::Makruk,
        }
    }
}

/// The window's owner.
pub struct App {
    game: ActiveGame,
    /// Settings, the autosave, the game's file and what to tell about them.
    files: files::Files,
    /// The language the window speaks.
    language: Lang,
    styled: bool,
    /// Where the games' sounds go: silence unless the real window gives a device.
    mixer: Box<dyn sound::Mixer>,
}

impl App {
    /// A game of Dhayam with the new game dialog open (the Dhayam tests' start).
    pub fn startup() -> App {
        App::around(Session::startup())
    }

    /// A game with these seats, rules and seed, already started (for tests and benchmarks).
    pub fn new_with(config: GameConfig) -> App {
        App::around(Session::new_with(config))
    }

    /// The window around this game of Dhayam.
    pub fn around(session: Session) -> App {
        App::around_game(ActiveGame::Dhayam(session))
    }

    /// The window around this game of Makruk.
    pub fn around_makruk(session: makruk::ui::session::Session) -> App {
        App::around_game(ActiveGame::Makruk(session))
    }

    fn around_game(game: ActiveGame) -> App {
        App {
            game,
            files: files::Files::default(),
            language: Lang::En,
            styled: false,
            mixer: Box::new(sound::Silent),
        }
    }

    /// Plays the games' sounds through `mixer` (the system's device, or a test's recorder).
    pub fn with_mixer(mut self, mixer: Box<dyn sound::Mixer>) -> App {
        self.mixer = mixer;
        self
    }

    /// Whether the sounds are muted (the settings, or M).
    pub fn muted(&self) -> bool {
        self.files.settings.sound_muted
    }

    pub fn with_settings(mut self, settings: dhayam::ui::Settings) -> App {
        *self.settings_mut() = settings;
        self
    }

    /// Speaks this language from the first frame.
    pub fn with_language(mut self, language: Lang) -> App {
        self.language = language;
        i18n::set_language(language);
        self
    }

    /// The language the window speaks.
    pub fn language(&self) -> Lang {
        self.language
    }

    /// The game on the table.
    pub fn game(&self) -> &ActiveGame {
        &self.game
    }

    /// The game of Dhayam on the table. Panics if Makruk is on the table (tests ask for
    /// the game they set up).
    pub fn dhayam(&self) -> &Session {
        match &self.game {
            ActiveGame::Dhayam(session) => session,
            ActiveGame::Makruk(_) => panic!("the table holds Makruk, not Dhayam"),
        }
    }

    /// The game of Dhayam on the table, to change.
    pub fn dhayam_mut(&mut self) -> &mut Session {
        match &mut self.game {
            ActiveGame::Dhayam(session) => session,
            ActiveGame::Makruk(_) => panic!("the table holds Makruk, not Dhayam"),
        }
    }

    /// The game of Makruk on the table, if it is Makruk.
    pub fn makruk(&self) -> Option<&makruk::ui::session::Session> {
        match &self.game {
            ActiveGame::Makruk(session) => Some(session),
            ActiveGame::Dhayam(_) => None,
        }
    }

    /// Every finished game's figures so far.
    pub fn statistics(&self) -> &crate::store::statistics::Statistics {
        &self.files.statistics
    }

    /// Whether the statistics screen is open.
    pub fn statistics_open(&self) -> bool {
        self.files.statistics_screen.is_some()
    }

    /// Dhayam's settings as the window runs with them (kept aside while Makruk is on the
    /// table).
    pub fn settings(&self) -> &dhayam::ui::Settings {
        match &self.game {
            ActiveGame::Dhayam(session) => &session.settings,
            ActiveGame::Makruk(_) => &self.files.shelf.dhayam,
        }
    }

    pub fn settings_mut(&mut self) -> &mut dhayam::ui::Settings {
        match &mut self.game {
            ActiveGame::Dhayam(session) => &mut session.settings,
            ActiveGame::Makruk(_) => &mut self.files.shelf.dhayam,
        }
    }

    /// Makruk's settings as the window runs with them.
    pub fn makruk_settings(&self) -> &makruk::settings::Settings {
        match &self.game {
            ActiveGame::Makruk(session) => session.settings(),
            ActiveGame::Dhayam(_) => &self.files.shelf.makruk,
        }
    }

    /// Carries out one command; settings it changed are written at once.
    pub fn apply(&mut self, command: impl Into<Command>) {
        self.apply_one(command.into());
        self.store_settings(false);
    }

    fn apply_one(&mut self, command: Command) {
        match command {
            Command::Shell(c) => self.apply_shell(c),
            Command::Dhayam(c) => {
                let ActiveGame::Dhayam(session) = &mut self.game else {
                    return;
                };
                if matches!(
                    c,
                    dhayam::ui::Command::NewGame(_) | dhayam::ui::Command::PlayAgain
                ) {
                    // A new game belongs to no file yet, and leaves the chooser.
                    self.files.new_game();
                    self.files.chooser = false;
                }
                session.apply(c);
            }
            Command::Makruk(c) => {
                let ActiveGame::Makruk(session) = &mut self.game else {
                    return;
                };
                if matches!(
                    c,
                    makruk::ui::Command::NewGame(_) | makruk::ui::Command::PlayAgain
                ) {
                    self.files.new_game();
                    self.files.chooser = false;
                }
                session.apply(c);
            }
        }
    }

    /// Carries out a command of the shell's own.
    fn apply_shell(&mut self, command: ShellCommand) {
        match command {
            ShellCommand::SetLanguage(lang) => {
                self.language = lang;
                i18n::set_language(lang);
                if let ActiveGame::Dhayam(session) = &mut self.game {
                    session.language_changed();
                }
            }
            ShellCommand::OpenChooser => self.files.chooser = true,
            ShellCommand::CloseChooser => self.files.chooser = false,
            ShellCommand::ChooseGame(kind) => {
                self.files.chooser = false;
                self.choose_game(kind);
            }
            file_command => self.apply_file_command(file_command),
        }
    }

    /// Puts a new game of `kind` on the table with its new game dialog open; the settings
    /// of the game leaving the table are kept aside.
    pub(crate) fn choose_game(&mut self, kind: GameKind) {
        self.shelve_settings();
        let settings = self.files.shelf.clone();
        self.game = match kind {
            GameKind::Dhayam => {
                let mut session = Session::startup();
                session.use_settings(settings.dhayam);
                session.open_new_game_dialog();
                ActiveGame::Dhayam(session)
            }
            GameKind::Makruk => {
                ActiveGame::Makruk(makruk::ui::session::Session::startup(settings.makruk))
            }
        };
        self.files.new_game();
        self.files.autosaved = None;
        self.files.played(kind);
    }

    fn style(&mut self, ctx: &egui::Context) {
        if self.styled {
            return;
        }
        self.styled = true;
        fonts::install(ctx);
        ctx.set_theme(egui::Theme::Dark);
        ctx.all_styles_mut(|style| {
            let v = &mut style.visuals;
            v.panel_fill = theme::PANEL;
            v.window_fill = theme::PANEL;
            v.override_text_color = Some(theme::TEXT);
            v.selection.bg_fill = theme::darker(theme::BRASS, 0.3);
            v.widgets.inactive.weak_bg_fill = theme::darker(theme::BRASS, 0.6);
            v.widgets.hovered.weak_bg_fill = theme::darker(theme::BRASS, 0.45);
            v.widgets.active.weak_bg_fill = theme::darker(theme::BRASS, 0.3);
            style.spacing.item_spacing = egui::vec2(8.0, 6.0);
            // No text below 13 px: egui's small style (9 px) is too small to read for
            // many players, so small text is body-sized and told apart by its colour.
            style
                .text_styles
                .insert(egui::TextStyle::Small, egui::FontId::proportional(13.0));
        });
    }

    /// Applies the frame's commands, at most one throw of them (a click on the dice and
    /// Space in the same frame throw once).
    fn apply_all(&mut self, commands: Vec<Command>) {
        let mut threw = false;
        for c in commands {
            if c == Command::Dhayam(dhayam::ui::Command::Throw) {
                if threw {
                    continue;
                }
                threw = true;
            }
            self.apply_one(c);
        }
        self.store_settings(false);
    }

    /// One frame of the whole window.
    pub fn show(&mut self, ui: &mut Ui) {
        i18n::set_language(self.language);
        self.style(ui.ctx());
        self.files.ctx = Some(ui.ctx().clone());
        match self.game {
            ActiveGame::Dhayam(_) => self.show_dhayam(ui),
            ActiveGame::Makruk(_) => self.show_makruk(ui),
        }
    }

    /// The shell's screens over the table, whichever is open: the chooser, the resume
    /// prompt or the settings screen (the game's own dialog waits behind them).
    fn show_shell_screens(&mut self, ui: &mut Ui) -> Option<Command> {
        if self.files.chooser {
            return chooser::show(ui, self.files.settings.last_game);
        }
        self.files.show_screens(ui)
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The window's size is written only now, not on every frame of a resize.
        self.store_settings(true);
    }
}
