//! The window around the games: the top bar's frame and the file menu, the settings
//! screen, notices, files (the autosave, Save, Open, drops) and the window's title. The
//! game on the table is an [`ActiveGame`], driven through its table (`<game>/ui/table.rs`,
//! the same methods for every game); the shell draws its own parts around the game's,
//! and applies every [`Command`] after the frame. The window repaints only when the game
//! says its next frame is due, or the person acts.

pub mod chooser;
pub mod command;
pub mod file_menu;
mod files;
mod frame_memory;
pub mod inbox;
pub mod keys_screen;
mod launch;
#[cfg(target_os = "macos")]
pub mod macos;
pub mod notice;
#[cfg(feature = "online")]
pub mod online;
mod path_dialog;
mod picker;
pub mod save_first;
mod settings_file;
pub mod settings_screen;
pub mod statistics_screen;
pub mod text;
pub mod top_bar;
pub mod ui_scale;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod window_size;

use egui::{Panel, Ui};

use crate::widgets::{fonts, motion, sound, theme};

use crate::games::{ActiveGame, ForWindow, GameKind, Settings};
use crate::i18n::{self, Lang};

pub use command::{Command, SaveFirst, ShellCommand};
pub use launch::{Launch, Start, WindowArgs, display_missing, no_display_message};
pub use picker::{FileKind, FilePicker, Picked, SystemPicker};

/// A game's commands, as the window's.
fn wrap<C: Into<Command>>(commands: Vec<C>) -> Vec<Command> {
    commands.into_iter().map(Into::into).collect()
}

/// The window's owner.
pub struct App {
    game: ActiveGame,
    /// Settings, the autosave, the game's file and what to tell about them.
    files: files::Files,
    /// The language the window speaks.
    language: Lang,
    /// The look and motion the window's style was last set for (`None` before the first
    /// frame).
    styled: Option<(theme::Contrast, bool)>,
    /// Where the games' sounds go: silence unless the real window gives a device.
    mixer: Box<dyn sound::Mixer>,
    /// Where the top bar (and the notices under it) were drawn this frame (the chooser
    /// shades only what is below them).
    bar: egui::Rect,
    /// Where each dialog and overlay lay last frame (see `settle_areas`).
    areas: Vec<(egui::LayerId, egui::Rect)>,
    /// Online play: its dialogs, and the game at a distance.
    #[cfg(feature = "online")]
    online: online::OnlinePlay,
}

impl App {
    /// The window around this game (a game's session, or the game on a table).
    pub fn around(game: impl Into<ActiveGame>) -> App {
        App::around_game(game.into())
    }

    fn around_game(game: ActiveGame) -> App {
        // Every window (and every test's and benchmark's) draws its frames through here.
        frame_memory::keep();
        App {
            game,
            files: files::Files::default(),
            language: Lang::En,
            styled: None,
            mixer: Box::new(sound::Silent),
            bar: egui::Rect::NOTHING,
            areas: Vec::new(),
            #[cfg(feature = "online")]
            online: online::OnlinePlay::default(),
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

    /// The game on the table, to change (tests, benchmarks).
    pub fn game_mut(&mut self) -> &mut ActiveGame {
        &mut self.game
    }

    /// Every finished game's figures so far.
    pub fn statistics(&self) -> &crate::games::Statistics {
        &self.files.statistics
    }

    /// Whether the statistics screen is open.
    pub fn statistics_open(&self) -> bool {
        self.files.statistics_screen.is_some()
    }

    /// The settings as the window runs with them: the window's, and each game's (the
    /// game on the table keeps its own, the shell the others').
    pub fn settings(&self) -> Settings {
        self.current_settings()
    }

    /// Carries out one command; settings it changed are written at once.
    pub fn apply(&mut self, command: impl Into<Command>) {
        self.apply_one(command.into());
        self.store_settings(false);
    }

    /// Carries out one command, unless it would replace a game that is in no file as it
    /// stands: then "Save this game first?" is asked, and the command waits for the answer.
    fn apply_one(&mut self, command: Command) {
        if let Command::Shell(ShellCommand::OpenPath(path)) = &command {
            self.open_asking(path);
            return;
        }
        // The game on the table chosen again is a new game of it to set up: its dialog
        // opens over the game as it stands, which stays until Start (and the question
        // about saving comes then). Cancel leaves it as it was.
        if let Command::Shell(ShellCommand::ChooseGame(kind)) = &command
            && *kind == self.game.kind()
            && self.files.resume.is_empty()
        {
            self.files.chooser = false;
            self.game.open_new_game_dialog();
            return;
        }
        if replaces_game(&command) && self.unsaved() {
            if self.files.question.is_none() {
                self.files.question = Some(files::Then::Do(command));
            }
            return;
        }
        self.carry_out(command);
    }

    /// Opens the file at `path`, read once: a file that cannot be read replaces nothing
    /// (the reason is told and the game stays), so nothing needs asking; one that can
    /// waits for "Save this game first?" when the game on the table is in no file.
    fn open_asking(&mut self, path: &std::path::Path) {
        let Some(file) = self.read_or_salvage(path) else {
            return;
        };
        if self.unsaved() {
            if self.files.question.is_none() {
                let file = Box::new(file);
                self.files.question = Some(files::Then::Open(path.to_path_buf(), file));
            }
        } else {
            self.open_file(path, file);
        }
    }

    /// Carries out one command, asking nothing.
    fn carry_out(&mut self, command: Command) {
        // Another game on the table is the end of the one at a distance.
        #[cfg(feature = "online")]
        if replaces_game(&command) {
            self.leave_online();
        }
        match command {
            Command::Shell(c) => self.apply_shell(c),
            Command::Game(c) => match c.for_window() {
                Some(ForWindow::ExportPgn) => self.apply_shell(ShellCommand::ExportPgn),
                Some(ForWindow::PastePgn(text)) => self.apply_shell(ShellCommand::PastePgn(text)),
                None => {
                    if c.kind() != self.game.kind() {
                        return;
                    }
                    if c.starts_game() {
                        // A new game belongs to no file yet, and leaves the chooser.
                        self.files.new_game();
                        self.files.chooser = false;
                    }
                    let copies = c.copies_position();
                    self.game.apply(c);
                    if copies {
                        self.files.succeeded(notice::Topic::Copy);
                        let told = text::copied_fen();
                        self.files
                            .tell(notice::Topic::Copy, notice::NoticeKind::News, told);
                    }
                }
            },
        }
    }

    /// Carries out a command of the shell's own.
    fn apply_shell(&mut self, command: ShellCommand) {
        match command {
            ShellCommand::SetLanguage(lang) => {
                self.language = lang;
                i18n::set_language(lang);
                self.game.language_changed();
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
        self.game = ActiveGame::startup(kind, &self.files.shelf);
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

    /// Sets egui's style for the look and the motion in force: on the first frame, and
    /// again whenever the player changes them (or the system's answer about motion
    /// comes).
    fn style(&mut self, ctx: &egui::Context) {
        let contrast = self.files.settings.contrast;
        motion::set_motion(self.files.settings.motion);
        let reduced = motion::reduced_for(self.files.settings.motion);
        if self.styled == Some((contrast, reduced)) {
            return;
        }
        if self.styled.is_none() {
            fonts::install(ctx);
        }
        self.styled = Some((contrast, reduced));
        theme::set_contrast(contrast);
        ctx.set_theme(egui::Theme::Dark);
        ctx.all_styles_mut(|style| {
            theme::style_widgets(&mut style.visuals, contrast);
            let defaults = egui::Style::default();
            (style.animation_time, style.scroll_animation) = if reduced {
                (0.0, egui::style::ScrollAnimation::none())
            } else {
                (defaults.animation_time, defaults.scroll_animation)
            };
            style.spacing.item_spacing = egui::vec2(8.0, 6.0);
            // No text below 13 px: egui's small style (9 px) is too small to read for
            // many players, so small text is body-sized and told apart by its colour.
            style
                .text_styles
                .insert(egui::TextStyle::Small, egui::FontId::proportional(13.0));
        });
    }

    /// Applies the frame's commands.
    fn apply_all(&mut self, commands: Vec<Command>) {
        for c in commands {
            self.apply_one(c);
        }
        self.store_settings(false);
    }

    /// One frame of the whole window.
    pub fn show(&mut self, ui: &mut Ui) {
        // The computer's share of this frame, where it has no thread of its own.
        crate::platform::work::frame();
        i18n::set_language(self.language);
        self.style(ui.ctx());
        self.follow_scale(ui.ctx());
        self.files.ctx = Some(ui.ctx().clone());
        self.watch_close(ui.ctx());
        self.show_game(ui);
        self.settle_areas(ui.ctx());
    }

    /// The frame, through the game's table: its start, the keys (the shell's first), the
    /// top bar with the file menu and the game's controls, the notices, the table, the
    /// shell's screens, what lies over everything; then the commands are carried out and
    /// the next frame is asked for when the game says it is due. A game's screen that
    /// covers the whole window is all there is of the frame.
    fn show_game(&mut self, ui: &mut Ui) {
        let now = ui.input(|i| i.time);
        #[cfg(feature = "online")]
        let (networked, covered) = (
            self.step_online(now),
            self.files.modal() || self.online.modal(),
        );
        #[cfg(not(feature = "online"))]
        let (networked, covered) = (false, self.files.modal());
        let acted = self.game.begin_frame(ui.ctx(), now, covered) || networked;
        let mut commands: Vec<Command> = Vec::new();
        if self.game.full_window() {
            commands.extend(wrap(self.game.show_full_window(ui)));
        } else {
            commands.extend(self.file_shortcuts(ui));
            commands.extend(wrap(self.game.keys(ui)));
            let language = self.language;
            #[cfg(feature = "online")]
            let rejoin = self.rejoin_entry();
            #[cfg(feature = "online")]
            let menu = file_menu::MenuView {
                rejoin,
                ..self.files.menu_view(self.game.kind().has_pgn())
            };
            #[cfg(not(feature = "online"))]
            let menu = self.files.menu_view(self.game.kind().has_pgn());
            // While the chooser asks which game, no game is on the table yet: its controls
            // wait.
            let choosing = self.files.chooser;
            let title = if choosing {
                text::app_title()
            } else {
                self.game.kind().name()
            };
            let game = &mut self.game;
            self.bar = Panel::top("top_bar")
                .frame(theme::bar_frame(true))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        commands
                            .extend(file_menu::menu(ui, menu, |ui| wrap(game.menu_entries(ui))));
                        commands.extend(top_bar::show(ui, language, title, |ui| {
                            if choosing {
                                Vec::new()
                            } else {
                                wrap(game.top_bar(ui))
                            }
                        }));
                    });
                })
                .response
                .rect;
            // The notices lie in a strip of their own that the table is laid out below
            // (`file_menu::notices` says why), or, during a game at a distance, over the
            // online strip's own line for them, so the table never moves for them.
            #[cfg(feature = "online")]
            let notice_line = {
                let (command, line) = self.online.show_strip(ui);
                commands.extend(command.map(Command::from));
                line
            };
            #[cfg(not(feature = "online"))]
            let notice_line = None;
            let (command, notice_wake, strip) = self.files.show_notices(ui, now, notice_line);
            commands.extend(command);
            // The chooser shades the table below the notices: they stay in reach.
            if let Some(strip) = strip {
                self.bar = self.bar.union(strip);
            }
            // The next news goes without any input: the window wakes for it.
            if let Some(wait) = notice_wake {
                ui.ctx()
                    .request_repaint_after(std::time::Duration::from_secs_f64(wait));
            }
            // A Tab from nothing that found no stop on the board (`game.keys`) goes to
            // the table's first control, not the menu bar's.
            crate::widgets::board_keys::tab_into_table(ui.ctx());
            commands.extend(wrap(self.game.show_table(ui)));
            commands.extend(self.show_shell_screens(ui));
            commands.extend(wrap(self.game.show_overlay(ui)));
        }
        let changed = acted || !commands.is_empty();
        self.apply_all(commands);
        self.after_frame(ui.ctx());
        let wait = self.game.next_wake(changed);
        #[cfg(feature = "online")]
        let wait = match (wait, self.online_wake()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        if let Some(wait) = wait {
            ui.ctx().request_repaint_after(wait);
        }
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
        #[cfg(feature = "online")]
        if !self.files.screen_open()
            && let Some(c) = self.online.show_screens(ui, self.files.web_page().as_ref())
        {
            return Some(c.into());
        }
        #[cfg(feature = "online")]
        let rejoin = if self.files.resume.is_empty() {
            None
        } else {
            self.rejoin_entry()
        };
        #[cfg(not(feature = "online"))]
        let rejoin: Option<String> = None;
        self.files.show_screens(ui, rejoin.as_deref())
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
                | ShellCommand::OpenAutosave(_)
        ),
        Command::Game(c) => c.replaces_game(),
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
        // A host that quits ends the game for everyone, with the seed revealed.
        #[cfg(feature = "online")]
        self.leave_online();
        // The window's size is written only now, not on every frame of a resize.
        self.store_settings(true);
        // A running clock stops as the window closes, and the autosave keeps its time.
        self.game.stand_clock();
        self.autosave();
    }
}
