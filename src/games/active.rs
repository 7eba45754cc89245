//! The game on the table, as the window holds it: one variant per game, and each of the
//! table's methods (each game's `ui/table.rs`) dispatched to the game that is there. The
//! shell drives a game only through these; a third game adds a variant and the compiler
//! points at each `match` below.

use egui::Ui;

use super::{GameFile, GameKind, Settings, Statistics};
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

impl From<dhayam::ui::Command> for GameCommand {
    fn from(c: dhayam::ui::Command) -> GameCommand {
        GameCommand::Dhayam(c)
    }
}

impl From<makruk::ui::Command> for GameCommand {
    fn from(c: makruk::ui::Command) -> GameCommand {
        GameCommand::Makruk(c)
    }
}

/// What a game's command asks of the window rather than of the game: the game-over
/// panel's Export PGN is the file menu's, and a game pasted on the table goes to File ▸
/// Paste PGN's box.
#[derive(Clone, Debug, PartialEq)]
pub enum ForWindow {
    ExportPgn,
    PastePgn(String),
}

impl GameCommand {
    /// The game the command is for.
    pub fn kind(&self) -> GameKind {
        match self {
            GameCommand::Dhayam(_) => GameKind::Dhayam,
            GameCommand::Makruk(_) => GameKind::Makruk,
        }
    }

    /// Whether it puts another game on the table in place of the one there: a new game
    /// (for Makruk also one from a FEN, "Start from"). Play again is not among them.
    pub fn replaces_game(&self) -> bool {
        match self {
            GameCommand::Dhayam(c) => matches!(c, dhayam::ui::Command::NewGame(_)),
            GameCommand::Makruk(c) => matches!(c, makruk::ui::Command::NewGame(_)),
        }
    }

    /// Whether it starts a new game (a new game, or play again): one that belongs to no
    /// file yet.
    pub fn starts_game(&self) -> bool {
        match self {
            GameCommand::Dhayam(c) => matches!(
                c,
                dhayam::ui::Command::NewGame(_) | dhayam::ui::Command::PlayAgain
            ),
            GameCommand::Makruk(c) => matches!(
                c,
                makruk::ui::Command::NewGame(_) | makruk::ui::Command::PlayAgain
            ),
        }
    }

    /// The commands of a game that have keys.
    pub fn keyed(kind: GameKind) -> Vec<GameCommand> {
        match kind {
            GameKind::Dhayam => {
                game_commands(dhayam::ui::Command::KEYED.to_vec(), GameCommand::Dhayam)
            }
            GameKind::Makruk => {
                game_commands(makruk::ui::Command::KEYED.to_vec(), GameCommand::Makruk)
            }
        }
    }

    /// The command's keys.
    pub fn shortcuts(&self) -> &'static [egui::KeyboardShortcut] {
        match self {
            GameCommand::Dhayam(c) => c.shortcuts(),
            GameCommand::Makruk(c) => c.shortcuts(),
        }
    }

    /// Whether the command's key is the tutorial's, the rules book's, the review's or the
    /// exercises' screen's, not the table's.
    pub fn is_screens_key(&self) -> bool {
        use crate::widgets::learning::Pressed;
        use dhayam::ui::Command as D;
        use makruk::ui::Command as M;
        matches!(
            self,
            GameCommand::Dhayam(
                D::TutorialNext
                    | D::TutorialBack
                    | D::CloseTutorial
                    | D::CloseRules
                    | D::CloseReview
                    | D::Learning(Pressed::Back)
            ) | GameCommand::Makruk(
                M::TutorialNext
                    | M::TutorialBack
                    | M::CloseTutorial
                    | M::CloseRules
                    | M::Learning(Pressed::Back)
            )
        )
    }

    /// What the command does, in the keys screen's words.
    pub fn key_words(&self) -> Option<String> {
        match self {
            GameCommand::Dhayam(c) => c.key_words(),
            GameCommand::Makruk(c) => c.key_words(),
        }
    }

    /// Whether the game says the two commands never meet, so they may share a key.
    pub fn may_share_key(&self, other: &GameCommand) -> bool {
        match (self, other) {
            (GameCommand::Dhayam(a), GameCommand::Dhayam(b)) => a.may_share_key(b),
            (GameCommand::Makruk(a), GameCommand::Makruk(b)) => a.may_share_key(b),
            _ => false,
        }
    }

    /// The command as the window's, when it is the window's to carry out.
    /// Whether it puts the position on the clipboard (which the window then says).
    pub fn copies_position(&self) -> bool {
        matches!(self, GameCommand::Makruk(makruk::ui::Command::CopyFen))
    }

    pub fn for_window(&self) -> Option<ForWindow> {
        match self {
            GameCommand::Makruk(makruk::ui::Command::ExportPgn) => Some(ForWindow::ExportPgn),
            GameCommand::Makruk(makruk::ui::Command::PastePgn(text)) => {
                Some(ForWindow::PastePgn(text.clone()))
            }
            _ => None,
        }
    }
}

/// The game on the table as far as its file is concerned (each game's `Snapshot`, from
/// its `ui/table.rs`): equal snapshots mean nothing to save.
#[derive(Clone, Debug)]
pub enum Snapshot {
    Dhayam(dhayam::ui::table::Snapshot),
    Makruk(makruk::ui::table::Snapshot),
}

/// The game on the table. Each game adds its variant; the shell matches on it, so the
/// compiler checks that every game is handled.
// One is held, by the app, for the whole run: the sizes of the games' sessions don't matter.
#[allow(clippy::large_enum_variant)]
pub enum ActiveGame {
    Dhayam(dhayam::ui::Session),
    Makruk(makruk::ui::session::Session),
}

impl From<dhayam::ui::Session> for ActiveGame {
    fn from(session: dhayam::ui::Session) -> ActiveGame {
        ActiveGame::Dhayam(session)
    }
}

impl From<makruk::ui::session::Session> for ActiveGame {
    fn from(session: makruk::ui::session::Session) -> ActiveGame {
        ActiveGame::Makruk(session)
    }
}

impl ActiveGame {
    /// A new game of `kind` with its new game dialog open, as `settings` (the game's
    /// section) set it up.
    pub fn startup(kind: GameKind, settings: &Settings) -> ActiveGame {
        match kind {
            GameKind::Dhayam => {
                let mut session = dhayam::ui::Session::startup();
                session.use_settings(settings.dhayam.clone());
                session.open_new_game_dialog();
                ActiveGame::Dhayam(session)
            }
            GameKind::Makruk => ActiveGame::Makruk(makruk::ui::session::Session::startup(
                settings.makruk.clone(),
            )),
        }
    }

    /// The game of Dhayam on the table, if it is Dhayam (tests, benchmarks).
    pub fn dhayam(&self) -> Option<&dhayam::ui::Session> {
        match self {
            ActiveGame::Dhayam(session) => Some(session),
            ActiveGame::Makruk(_) => None,
        }
    }

    pub fn dhayam_mut(&mut self) -> Option<&mut dhayam::ui::Session> {
        match self {
            ActiveGame::Dhayam(session) => Some(session),
            ActiveGame::Makruk(_) => None,
        }
    }

    /// The game of Makruk on the table, if it is Makruk (tests, benchmarks).
    pub fn makruk(&self) -> Option<&makruk::ui::session::Session> {
        match self {
            ActiveGame::Makruk(session) => Some(session),
            ActiveGame::Dhayam(_) => None,
        }
    }

    pub fn makruk_mut(&mut self) -> Option<&mut makruk::ui::session::Session> {
        match self {
            ActiveGame::Makruk(session) => Some(session),
            ActiveGame::Dhayam(_) => None,
        }
    }

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

    /// The game's own entries in the window's file menu (Dhayam's review).
    pub(crate) fn menu_entries(&mut self, ui: &mut Ui) -> Vec<GameCommand> {
        match self {
            ActiveGame::Dhayam(s) => game_commands(s.table().menu_entries(ui), GameCommand::Dhayam),
            ActiveGame::Makruk(s) => game_commands(s.table().menu_entries(ui), GameCommand::Makruk),
        }
    }

    /// Carries out one of the game's commands after the frame; one for a game that is
    /// not on the table is dropped.
    pub(crate) fn apply(&mut self, command: GameCommand) {
        match (self, command) {
            (ActiveGame::Dhayam(s), GameCommand::Dhayam(c)) => s.apply(c),
            (ActiveGame::Makruk(s), GameCommand::Makruk(c)) => s.apply(c),
            _ => {}
        }
    }

    /// The game as the window's file code compares it.
    pub(crate) fn snapshot(&self) -> Snapshot {
        match self {
            ActiveGame::Dhayam(s) => Snapshot::Dhayam(s.snapshot()),
            ActiveGame::Makruk(s) => Snapshot::Makruk(s.snapshot()),
        }
    }

    /// Whether the game on the table is still as `snapshot` took it.
    pub(crate) fn is_at(&self, snapshot: &Snapshot) -> bool {
        match (self, snapshot) {
            (ActiveGame::Dhayam(s), Snapshot::Dhayam(at)) => s.is_at(at),
            (ActiveGame::Makruk(s), Snapshot::Makruk(at)) => s.is_at(at),
            _ => false,
        }
    }

    /// Whether the autosave taken at `snapshot` still holds the game on the table (as
    /// `is_at`, and for Makruk a clock that has not stopped at another time since).
    pub(crate) fn is_autosaved_at(&self, snapshot: &Snapshot) -> bool {
        match (self, snapshot) {
            (ActiveGame::Makruk(s), Snapshot::Makruk(at)) => s.is_autosaved_at(at),
            _ => self.is_at(snapshot),
        }
    }

    /// The window closes: a running game clock stops where it stands, for the autosave.
    pub(crate) fn stand_clock(&mut self) {
        match self {
            ActiveGame::Dhayam(_) => {}
            ActiveGame::Makruk(s) => s.stand_clock(),
        }
    }

    /// Whether anything has been played (a game of no moves is not worth a file).
    pub(crate) fn has_moves(&self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.has_moves(),
            ActiveGame::Makruk(s) => s.has_moves(),
        }
    }

    /// The game as its file keeps it, first made at `created`.
    pub(crate) fn to_file(&self, created: &str) -> GameFile {
        match self {
            ActiveGame::Dhayam(s) => GameFile::Dhayam(s.to_file(created)),
            ActiveGame::Makruk(s) => GameFile::Makruk(s.to_file(created)),
        }
    }

    /// The game of `file` on the table: Dhayam's on the Dhayam table there is (keeping its
    /// settings) or a new one set up by `shelf`; Makruk's on a new table set up by
    /// `shelf`. The file was read and checked once; nothing is replayed here.
    pub(crate) fn open(&mut self, file: GameFile, shelf: &Settings) {
        match file {
            GameFile::Dhayam(saved) => {
                if !matches!(self, ActiveGame::Dhayam(_)) {
                    let mut session = dhayam::ui::Session::startup();
                    session.use_settings(shelf.dhayam.clone());
                    *self = ActiveGame::Dhayam(session);
                }
                if let ActiveGame::Dhayam(session) = self {
                    session.open_saved(saved);
                }
            }
            GameFile::Makruk(saved) => {
                let settings = shelf.makruk.clone();
                *self =
                    ActiveGame::Makruk(makruk::ui::session::Session::from_saved(saved, settings));
            }
        }
    }

    /// Who sits at each colour for a PGN game coming in (each computer's level, `None` for
    /// a person): the Makruk table's seats, or with another game on the table the next
    /// Makruk game's in `shelf`.
    pub(crate) fn pgn_seats(
        &self,
        shelf: &Settings,
    ) -> makruk::rules::ByColor<Option<makruk::ai::Level>> {
        match self {
            ActiveGame::Makruk(s) => makruk::rules::ByColor {
                white: s.seat(makruk::rules::Color::White).computer,
                black: s.seat(makruk::rules::Color::Black).computer,
            },
            ActiveGame::Dhayam(_) => makruk::rules::ByColor {
                white: shelf.makruk.white.computer(),
                black: shelf.makruk.black.computer(),
            },
        }
    }

    /// The Makruk game on the table as PGN, first made at `created` (`None` for a game
    /// that has no PGN).
    pub(crate) fn pgn(&self, created: &str) -> Option<String> {
        match self {
            ActiveGame::Makruk(s) => Some(makruk::notation::exchange::pgn_of_saved(
                &s.to_file(created),
            )),
            ActiveGame::Dhayam(_) => None,
        }
    }

    /// Takes `settings`' section of the game on the table as its own.
    pub(crate) fn use_settings(&mut self, settings: &Settings) {
        match self {
            ActiveGame::Dhayam(s) => s.use_settings(settings.dhayam.clone()),
            ActiveGame::Makruk(s) => s.use_settings(settings.makruk.clone()),
        }
    }

    /// Writes the settings of the game on the table into its section of `settings`.
    pub(crate) fn put_settings(&self, settings: &mut Settings) {
        match self {
            ActiveGame::Dhayam(s) => settings.dhayam = s.settings.clone(),
            ActiveGame::Makruk(s) => settings.makruk = s.settings().clone(),
        }
    }

    /// Whether the game's settings changed since the last call.
    pub(crate) fn take_settings_changed(&mut self) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.take_settings_changed(),
            ActiveGame::Makruk(s) => s.take_settings_changed(),
        }
    }

    /// Counts a game that has just ended in `statistics`; whether there was one.
    pub(crate) fn count_finished(&mut self, statistics: &mut Statistics) -> bool {
        match self {
            ActiveGame::Dhayam(s) => s.take_finished().map(|g| statistics.add_dhayam(&g)),
            ActiveGame::Makruk(s) => s.take_finished().map(|g| statistics.add_makruk(&g)),
        }
        .is_some()
    }

    /// Keeps the exercises found and answered since last asked in `statistics`, as of
    /// `today`; whether there were any.
    pub(crate) fn keep_learned(
        &mut self,
        statistics: &mut Statistics,
        today: crate::store::practice::Day,
    ) -> bool {
        let news = match self {
            ActiveGame::Dhayam(s) => s.take_learned(today),
            ActiveGame::Makruk(s) => s.take_learned(today),
        };
        let any = !news.is_empty();
        for n in news {
            n.keep_in(&mut statistics.exercises, today);
        }
        any
    }

    /// Opens the exercises' screen on the table with this game's exercises of every
    /// player due `today`, beside what each keeps getting wrong.
    pub(crate) fn practise(
        &mut self,
        all: &super::practice::Exercises,
        today: crate::store::practice::Day,
    ) {
        let practice = super::practice::Practice::of(all, self.kind(), today);
        match self {
            ActiveGame::Dhayam(s) => s.apply(dhayam::ui::Command::Practise(practice)),
            ActiveGame::Makruk(s) => s.apply(makruk::ui::Command::Practise(practice)),
        }
    }

    pub(crate) fn open_new_game_dialog(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => s.table().open_new_game_dialog(),
            ActiveGame::Makruk(s) => s.table().open_new_game_dialog(),
        }
    }

    /// A new game dialog open on the table offers the settings' defaults, taken since it
    /// opened (Makruk's dialog takes them as it opens).
    pub(crate) fn renew_dialog(&mut self) {
        match self {
            ActiveGame::Dhayam(s) => {
                if s.dialog_open() {
                    s.open_new_game_dialog();
                }
            }
            ActiveGame::Makruk(_) => {}
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
