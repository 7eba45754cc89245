//! Dhayam's table as the window drives it: the one door the shell knows. Makruk's
//! `ui/table.rs` has the same methods; the shell calls them in this order each frame:
//! `begin_frame`, then either the whole window (`full_window`, `show_full_window`) or
//! `keys`, `top_bar`, `show_table` and `show_overlay` around its own parts, then after the
//! commands are carried out `next_wake`, the sounds and the notices. Its file side is
//! here too: `snapshot`, `is_at` and `to_file`, the game as the window's file code
//! compares and writes it.

use std::time::Duration;

use egui::Ui;

use super::{Command, Session};
use crate::dhayam::play::game::Revision;
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::save::SavedGame;
use crate::widgets::sound::Kind;

/// The game on the table as far as its file is concerned: equal snapshots mean nothing
/// to save. Its record, with the last answer of the comparison for the game's revision
/// then (asked three times a frame, the record is compared once per change).
#[derive(Clone, Debug)]
pub struct Snapshot {
    record: GameRecord,
    /// A game at a distance: whether the table's seed was known (its reveal at the end
    /// changes the file, not the record).
    seed_known: bool,
    answer: std::cell::Cell<Option<(Revision, bool)>>,
}

/// The table of a game of Dhayam, as the window sees it.
pub struct Table<'a> {
    session: &'a mut Session,
}

impl Session {
    /// The door the window drives this game through.
    pub fn table(&mut self) -> Table<'_> {
        Table { session: self }
    }

    /// Whether the game's own dialog or screen covers the table, so the shell's file
    /// keys wait.
    pub fn blocks_shortcuts(&self) -> bool {
        self.covered()
    }

    /// The game as the window's file code compares it.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            record: self.game().record().clone(),
            seed_known: self.online_seed_known(),
            answer: std::cell::Cell::new(Some((self.game().revision(), true))),
        }
    }

    /// Whether the game is still as `snapshot` took it (without copying it).
    pub fn is_at(&self, snapshot: &Snapshot) -> bool {
        if snapshot.seed_known != self.online_seed_known() {
            return false;
        }
        let revision = self.game().revision();
        match snapshot.answer.get() {
            Some((of, same)) if of == revision => same,
            _ => {
                let same = *self.game().record() == snapshot.record;
                snapshot.answer.set(Some((revision, same)));
                same
            }
        }
    }

    /// Whether anything has been played (a game of no moves is not worth a file).
    pub fn has_moves(&self) -> bool {
        !self.game().record().plies.is_empty()
    }

    /// The game as its file keeps it, first made at `created`.
    pub fn to_file(&self, created: &str) -> SavedGame {
        self.to_saved(created)
    }
}

impl Table<'_> {
    /// The start of a frame: the clock, whether a screen of the shell covers the table
    /// (then the game waits), the work of other threads, and the automatic steps (a
    /// computer's throw or move, an only move). Returns whether the table acted by itself.
    pub fn begin_frame(&mut self, ctx: &egui::Context, now: f64, covered: bool) -> bool {
        let s = &mut *self.session;
        s.set_shell_modal(covered);
        s.begin_frame(ctx, now);
        !s.full_screen() && s.step()
    }

    /// Whether a screen of the game covers the whole window (the review, the tutorial),
    /// so the shell draws nothing around it.
    pub fn full_window(&self) -> bool {
        self.session.full_screen()
    }

    /// One frame of the screen that covers the whole window.
    pub fn show_full_window(&mut self, ui: &mut Ui) -> Vec<Command> {
        self.session.show_full_screen(ui)
    }

    /// The game's keys, after the shell's own: F1 opens and closes the rules (Escape
    /// closes them); Space throws, Ctrl+Z undoes and H asks for a hint while nothing
    /// covers the board.
    pub fn keys(&mut self, ui: &Ui) -> Vec<Command> {
        let mut commands: Vec<Command> = self.session.rules_keys(ui).into_iter().collect();
        commands.extend(self.session.game_keys(ui));
        commands
    }

    /// The game's controls in the top bar (new game, undo, speed, the tutorial, the rules).
    pub fn top_bar(&mut self, ui: &mut Ui) -> Vec<Command> {
        self.session.top_bar(ui).into_iter().collect()
    }

    /// The table: the status line, the side panel, the board, and the game's dialogs.
    pub fn show_table(&mut self, ui: &mut Ui) -> Vec<Command> {
        self.session.show_table(ui)
    }

    /// What lies over everything, the shell's screens too: the rules book.
    pub fn show_overlay(&mut self, ui: &mut Ui) -> Vec<Command> {
        self.session.show_overlay(ui)
    }

    /// After the frame's commands: how long until the table must be painted again
    /// (`None`: not before the person acts). `changed`: the table acted or had commands.
    pub fn next_wake(&mut self, changed: bool) -> Option<Duration> {
        if self.session.full_screen() {
            self.session.full_screen_wake(changed)
        } else {
            self.session.wake_after(changed)
        }
    }

    /// The sounds due by now, as the window plays them.
    pub fn take_sounds(&mut self) -> Vec<Kind> {
        self.session
            .take_sounds()
            .into_iter()
            .map(|s| s.kind())
            .collect()
    }

    /// How long until the next sound is due, if one waits.
    pub fn next_sound_in(&self) -> Option<f64> {
        self.session.next_sound_in()
    }

    /// What the player must be told since the last call (the shell shows it as notices).
    pub fn take_notices(&mut self) -> Vec<String> {
        self.session.take_notices()
    }

    /// The window speaks another language: words made in the old one are dropped.
    pub fn language_changed(&mut self) {
        self.session.language_changed();
    }

    /// Opens the tutorial at lesson `lesson` (1-based), at its exercise if asked.
    pub fn open_tutorial_at(&mut self, lesson: usize, exercise: bool) {
        self.session.open_tutorial_at(lesson, exercise);
    }

    /// Opens the rules book at section `section` (0-based).
    pub fn open_rules_at(&mut self, section: usize) {
        self.session.open_rules_at(section);
    }

    pub fn open_new_game_dialog(&mut self) {
        self.session.open_new_game_dialog();
    }

    pub fn close_dialog(&mut self) {
        self.session.close_dialog();
    }

    /// The game's own entries in the window's file menu: the review, once the game is
    /// over.
    pub fn menu_entries(&mut self, ui: &mut Ui) -> Vec<Command> {
        if !self.session.can_review() {
            return Vec::new();
        }
        super::status::button(ui, Command::Review, true)
            .into_iter()
            .collect()
    }
}
