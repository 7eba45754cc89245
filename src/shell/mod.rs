//! The window around the games: the top bar's frame and the file menu, the settings
//! screen, notices, files (the autosave, Save, Open, drops) and the window's title. The
//! game on the table is an [`ActiveGame`]; the shell draws its own parts, lets the game
//! draw its table, and applies every [`Command`] after the frame. The app repaints only
//! while something moves or a timed step is due.

pub mod command;
pub mod file_menu;
mod files;
pub mod fonts;
pub mod inbox;
mod launch;
#[cfg(target_os = "macos")]
pub mod macos;
mod picker;
mod settings_file;
pub mod settings_screen;
pub mod text;
pub mod theme;
pub mod top_bar;

use egui::{Panel, Ui};

use crate::dhayam;
use crate::dhayam::ui::{GameConfig, Session};
use crate::i18n::{self, Lang};

pub use command::{Command, ShellCommand};
pub use launch::{Launch, Start};
pub use picker::{FilePicker, Picked, SystemPicker};

/// The game on the table. Each game adds its variant; the shell matches on it, so the
/// compiler checks that every game is handled.
pub enum ActiveGame {
    Dhayam(Session),
}

/// The window's owner.
pub struct App {
    game: ActiveGame,
    /// Settings, the autosave, the game's file and what to tell about them.
    files: files::Files,
    /// The language the window speaks.
    language: Lang,
    styled: bool,
}

impl App {
    /// The window as a newcomer sees it: the new game dialog over a default game.
    pub fn startup() -> App {
        App::around(Session::startup())
    }

    /// A game with these seats, rules and seed, already started (for tests and benchmarks).
    pub fn new_with(config: GameConfig) -> App {
        App::around(Session::new_with(config))
    }

    /// The window around this game of Dhayam.
    pub fn around(session: Session) -> App {
        App {
            game: ActiveGame::Dhayam(session),
            files: files::Files::default(),
            language: Lang::En,
            styled: false,
        }
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

    /// The game of Dhayam on the table.
    pub fn dhayam(&self) -> &Session {
        let ActiveGame::Dhayam(session) = &self.game;
        session
    }

    /// The game of Dhayam on the table, to change.
    pub fn dhayam_mut(&mut self) -> &mut Session {
        let ActiveGame::Dhayam(session) = &mut self.game;
        session
    }

    /// Dhayam's settings as the window runs with them.
    pub fn settings(&self) -> &dhayam::ui::Settings {
        &self.dhayam().settings
    }

    pub fn settings_mut(&mut self) -> &mut dhayam::ui::Settings {
        &mut self.dhayam_mut().settings
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
                if matches!(
                    c,
                    dhayam::ui::Command::NewGame(_) | dhayam::ui::Command::PlayAgain
                ) {
                    // A new game belongs to no file yet.
                    self.files.new_game();
                }
                self.dhayam_mut().apply(c);
            }
        }
    }

    /// Carries out a command of the shell's own.
    fn apply_shell(&mut self, command: ShellCommand) {
        match command {
            ShellCommand::SetLanguage(lang) => {
                self.language = lang;
                i18n::set_language(lang);
                self.dhayam_mut().language_changed();
            }
            file_command => self.apply_file_command(file_command),
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
        let now = ui.input(|i| i.time);
        i18n::set_language(self.language);
        self.style(ui.ctx());
        self.files.ctx = Some(ui.ctx().clone());
        let modal = self.files.modal();
        let ActiveGame::Dhayam(session) = &mut self.game;
        session.set_shell_modal(modal);
        session.begin_frame(ui.ctx(), now);
        if session.full_screen() {
            let commands: Vec<Command> = session
                .show_full_screen(ui)
                .into_iter()
                .map(Command::Dhayam)
                .collect();
            let had_commands = !commands.is_empty();
            self.apply_all(commands);
            self.after_frame(ui.ctx());
            self.dhayam().schedule_full_screen(ui.ctx(), had_commands);
            return;
        }
        let acted = session.step();

        let mut commands: Vec<Command> = Vec::new();
        commands.extend(session.rules_keys(ui).map(Command::Dhayam));
        commands.extend(self.file_shortcuts(ui));
        let ActiveGame::Dhayam(session) = &mut self.game;
        commands.extend(session.game_keys(ui).into_iter().map(Command::Dhayam));

        let language = self.language;
        let mut menu = self.files.menu_view();
        menu.can_review = session.can_review();
        Panel::top("top_bar")
            .frame(theme::bar_frame(true))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    commands.extend(file_menu::menu(ui, menu));
                    commands.extend(top_bar::show(ui, language, |ui| {
                        session.top_bar(ui).map(Command::Dhayam)
                    }));
                });
            });
        commands.extend(self.files.show_notices(ui));
        let ActiveGame::Dhayam(session) = &mut self.game;
        commands.extend(session.show_table(ui).into_iter().map(Command::Dhayam));
        if self.files.modal() && !session.dialog_open() {
            commands.extend(self.files.show_screens(ui));
        }
        commands.extend(session.show_overlay(ui).into_iter().map(Command::Dhayam));

        let had_commands = !commands.is_empty();
        self.apply_all(commands);
        self.after_frame(ui.ctx());
        self.dhayam_mut().schedule(ui.ctx(), acted, had_commands);
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
