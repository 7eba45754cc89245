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
pub mod notice;
mod path_dialog;
mod picker;
pub mod rules_frame;
pub mod save_first;
mod settings_file;
pub mod settings_screen;
pub mod sound;
pub mod statistics_screen;
pub mod text;
pub mod theme;
pub mod top_bar;
pub mod tutorial_frame;
pub mod window_size;

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
    /// Where the top bar was drawn this frame (the chooser shades only what is below it).
    bar: egui::Rect,
    /// Where each dialog and overlay lay last frame (see `settle_areas`).
    areas: Vec<(egui::LayerId, egui::Rect)>,
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
            bar: egui::Rect::NOTHING,
            areas: Vec::new(),
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

    /// Carries out one command, unless it would replace a game that is in no file as it
    /// stands: then "Save this game first?" is asked, and the command waits for the answer.
    fn apply_one(&mut self, command: Command) {
        if replaces_game(&command) && self.unsaved() && !unreadable(&command) {
            if self.files.question.is_none() {
                self.files.question = Some(files::Then::Do(command));
            }
            return;
        }
        self.carry_out(command);
    }

    /// Carries out one command, asking nothing.
    fn carry_out(&mut self, command: Command) {
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
            // The game-over panel's Export PGN is the file menu's.
            Command::Makruk(makruk::ui::Command::ExportPgn) => {
                self.apply_shell(ShellCommand::ExportPgn);
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
    /// A game that has an unfinished game in its autosave offers it, when the player
    /// comes to it from the other game.
    pub(crate) fn choose_game(&mut self, kind: GameKind) {
        let leaving = self.game.kind();
        // The game leaving the table is in its autosave as it stands.
        self.autosave();
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
        if kind != leaving
            && let Some(file) = self.files.unfinished_autosave(kind)
        {
            self.close_game_dialog();
            self.files.resume = vec![file];
            self.files.resume_chooser = false;
        }
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
        self.watch_close(ui.ctx());
        match self.game {
            ActiveGame::Dhayam(_) => self.show_dhayam(ui),
            ActiveGame::Makruk(_) => self.show_makruk(ui),
        }
        self.settle_areas(ui.ctx());
    }

    /// Asks for another frame while a dialog or overlay is still changing its size. A
    /// centred dialog is placed by its size of the frame before, and its content (a scroll
    /// area, the fonts of the first frame, a grid's columns) takes a few frames to settle;
    /// the window repaints only on events, so without this the dialog stood half-settled
    /// until the pointer's first move or the first ticked box, and then jumped (a click
    /// meant for Green's menu opened Yellow's; Settings' Save moved 85 px).
    fn settle_areas(&mut self, ctx: &egui::Context) {
        let areas: Vec<(egui::LayerId, egui::Rect)> = ctx.memory(|m| {
            let mut areas: Vec<_> = m
                .layer_ids()
                .filter(|l| matches!(l.order, egui::Order::Middle | egui::Order::Foreground))
                .filter_map(|l| m.area_rect(l.id).map(|r| (l, r)))
                .collect();
            areas.sort_by_key(|(l, _)| l.id.value());
            areas
        });
        if areas != self.areas {
            self.areas = areas;
            ctx.request_repaint();
        }
    }

    /// The shell's screens over the table, whichever is open: the chooser, the resume
    /// prompt or the settings screen (the game's own dialog waits behind them).
    fn show_shell_screens(&mut self, ui: &mut Ui) -> Option<Command> {
        // The question interrupts whatever asked it, the chooser too; the settings and
        // statistics, opened from File while the chooser asks, show over it, and the
        // chooser comes back when they close.
        if self.files.chooser && !self.files.screen_open() {
            return chooser::show(ui, self.files.settings.last_game, self.bar);
        }
        self.files.show_screens(ui)
    }
}

/// Whether `command` puts another game on the table in place of the one there.
/// Play again after a game has ended is not among them (a judgment): the ended game is
/// counted in the statistics and stays in its autosave until the next game's first move,
/// and a question before every rematch would come between players only playing on.
fn replaces_game(command: &Command) -> bool {
    match command {
        Command::Shell(c) => matches!(
            c,
            ShellCommand::ChooseGame(_)
                | ShellCommand::Open
                | ShellCommand::OpenPath(_)
                | ShellCommand::ImportPgn
                | ShellCommand::ImportPgnFrom(_)
                | ShellCommand::ImportPgnText(_)
                | ShellCommand::Resume(_)
        ),
        Command::Dhayam(c) => matches!(c, dhayam::ui::Command::NewGame(_)),
        // A new game from a FEN ("Start from") is a NewGame too.
        Command::Makruk(c) => matches!(c, makruk::ui::Command::NewGame(_)),
    }
}

/// Whether `command` opens a file that cannot be read: it replaces nothing (the reason is
/// told and the game stays), so nothing needs asking.
fn unreadable(command: &Command) -> bool {
    match command {
        Command::Shell(ShellCommand::OpenPath(path)) => {
            crate::store::game_file::load(path).is_err()
        }
        _ => false,
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    /// The panels' colour: a panel may then leave its ground unpainted (Makruk's table
    /// does), which the software renderer does not have to fill.
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        // The window's size is written only now, not on every frame of a resize.
        self.store_settings(true);
    }
}
