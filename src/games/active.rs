//! The game on the table, as the window holds it: one variant per game, and each of the
//! table's methods (each game's `ui/table.rs`) dispatched to the game that is there. The
//! shell drives a game only through these; a third game adds a variant and the compiler
//! points at each `match` below.

use egui::Ui;

use super::GameKind;
use crate::dhayam;
use crate::makruk;
use crate::widgets::sound::Kind;

/// What a game's table asks the window to carry out: its own commands, applied to it
/// after the frame.
#[derive(Clone, Debug, PartialEq)]
pub enum GameCommand {
    Dhayam(dhayam::ui::Command),
    Makruk(makruk::ui::Command),
}

/// The game on the table. Each game adds its variant; the shell matches on it, so the
/// compiler checks that every game is handled.
// One is held, by the app, for the whole run: the sizes of the games' sessions don't matter.
#[allow(clippy::large_enum_variant)]
pub enum ActiveGame {
    Dhayam(dhayam::ui::Session),
    Makruk(makruk::ui::session::Session),
}

impl ActiveGame {
    pub fn kind(&self) -> GameKind {
        match self {
            ActiveGame::Dhayam(_) => GameKind::Dhayam,
            ActiveGame::Makruk(_) => GameKind::Makruk,
        }
    }

    /// The start of a frame (see each game's `ui/table.rs`); whether the game acted.
    pub(crate) fn begin_frame(&mut self, ctx: &egui::Context, now: f64, covered: bool) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.table().begin_frame(ctx, now, covered),
            ActiveGame::Makruk(s) => s.table().begin_frame(ctx, now, covered),
        }
    }

    /// Whether a screen of the game covers the whole window.
    pub(crate) fn full_window(&mut self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.table().full_window(),
            ActiveGame::Makruk(s) => s.table().full_window(),
        }
    }

    pub(crate) fn show_full_window(&mut self, ui: &mut Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => {
                game_commands(s.table().show_full_window(ui), GameCommand::Dhayam)
            }
            ActiveGame::Makruk(s) => {
                game_commands(s.table().show_full_window(ui), GameCommand::Makruk)
            }
        }
    }

    pub(crate) fn keys(&mut self, ui: &Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => game_commands(s.table().keys(ui), GameCommand::Dhayam),
            ActiveGame::Makruk(s) => game_commands(s.table().keys(ui), GameCommand::Makruk),
        }
    }

    pub(crate) fn top_bar(&mut self, ui: &mut Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => game_commands(s.table().top_bar(ui), GameCommand::Dhayam),
            ActiveGame::Makruk(s) => game_commands(s.table().top_bar(ui), GameCommand::Makruk),
        }
    }

    pub(crate) fn show_table(&mut self, ui: &mut Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => game_commands(s.table().show_table(ui), GameCommand::Dhayam),
            ActiveGame::Makruk(s) => game_commands(s.table().show_table(ui), GameCommand::Makruk),
        }
    }

    pub(crate) fn show_overlay(&mut self, ui: &mut Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => game_commands(s.table().show_overlay(ui), GameCommand::Dhayam),
            ActiveGame::Makruk(s) => game_commands(s.table().show_overlay(ui), GameCommand::Makruk),
        }
    }

    /// How long until the game's next frame is due (`None`: when the person acts).
    pub(crate) fn next_wake(&mut self, changed: bool) -> Option<std::time::Duration> {
        match self {
            ActiveGame::Dhayam(s) => s.table().next_wake(changed),
            ActiveGame::Makruk(s) => s.table().next_wake(changed),
        }
    }

    /// The sounds due by now, and how long until the next one.
    pub(crate) fn take_sounds(&mut self) -> (Vec<Kind>, Option<f64>) {
        match self {
            ActiveGame::Dhayam(s) => {
                let mut t = s.table();
                (t.take_sounds(), t.next_sound_in())
            }
            ActiveGame::Makruk(s) => {
                let mut t = s.table();
                (t.take_sounds(), t.next_sound_in())
            }
        }
    }

    pub(crate) fn take_notices(&mut self) -> Vec<String> {
        match self {
            ActiveGame::Dhayam(s) => s.table().take_notices(),
            ActiveGame::Makruk(s) => s.table().take_notices(),
        }
    }

    pub(crate) fn language_changed(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.table().language_changed(),
            ActiveGame::Makruk(s) => s.table().language_changed(),
        }
    }

    /// Opens the game's tutorial at lesson `lesson` (1-based), at its exercise if asked.
    pub(crate) fn open_tutorial_at(&mut self, lesson: usize, exercise: bool) {
        match self {
            ActiveGame::Dhayam(s) => s.table().open_tutorial_at(lesson, exercise),
            ActiveGame::Makruk(s) => s.table().open_tutorial_at(lesson, exercise),
        }
    }

    /// Opens the game's rules book at section `section` (0-based).
    pub fn open_rules_at(&mut self, section: usize) {
        match self {
            ActiveGame::Dhayam(s) => s.table().open_rules_at(section),
            ActiveGame::Makruk(s) => s.table().open_rules_at(section),
        }
    }

    /// Whether the game's own dialog or screen covers the table (the file keys wait).
    pub(crate) fn blocks_shortcuts(&self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.blocks_shortcuts(),
            ActiveGame::Makruk(s) => s.blocks_shortcuts(),
        }
    }

    /// Whether the file menu offers the game's review.
    pub(crate) fn can_review(&self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.can_review(),
            ActiveGame::Makruk(_) => false,
        }
    }

    pub(crate) fn open_new_game_dialog(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.table().open_new_game_dialog(),
            ActiveGame::Makruk(s) => s.table().open_new_game_dialog(),
        }
    }

    pub(crate) fn close_dialog(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.table().close_dialog(),
            ActiveGame::Makruk(s) => s.table().close_dialog(),
        }
    }
}

fn game_commands<C>(commands: Vec<C>, game: fn(C) -> GameCommand) -> Vec<GameCommand> {
    commands.into_iter().map(game).collect()
}
