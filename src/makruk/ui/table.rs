//! Makruk's table as the window drives it: the one door the shell knows, with the same
//! methods as Dhayam's `ui/table.rs`, called in the same order each frame. Makruk's
//! screens (the tutorial, the rules, the dialogs) all lie on the table under the top
//! bar, so it never covers the whole window and has no controls in the bar. Its file
//! side is here too: `snapshot`, `is_at` and `to_file`, as Dhayam's.

use std::time::Duration;

use egui::Ui;

use super::command::Command;
use super::session::Session;
use crate::makruk::rules::ByColor;
use crate::makruk::save::SavedMakruk;
use crate::widgets::sound::Kind;

/// The game on the table as far as its file is concerned: equal snapshots mean nothing
/// to save. The session's revision, which every change of the game moves on, and the
/// time a stopped clock stands at (a clock that stops, as the table is covered or the
/// window closes, holds time the autosave must keep).
#[derive(Clone, Debug)]
pub struct Snapshot {
    revision: u64,
    clock: Option<ByColor<u64>>,
}

/// The table of a game of Makruk, as the window sees it.
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
        self.dialog_open()
    }

    /// The game as the window's file code compares it.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            revision: self.revision(),
            clock: self.standing_clock(),
        }
    }

    /// Whether the game is still as `snapshot` took it: the same moves, counts and
    /// ending (the time a clock has run since is no change a player must save).
    pub fn is_at(&self, snapshot: &Snapshot) -> bool {
        self.revision() == snapshot.revision
    }

    /// Whether the autosave taken at `snapshot` still holds the game: as `is_at`, and the
    /// clock has not stopped at another time since (then the autosave keeps that time,
    /// and Resume gives no side its time back).
    pub fn is_autosaved_at(&self, snapshot: &Snapshot) -> bool {
        self.is_at(snapshot) && self.standing_clock() == snapshot.clock
    }

    /// Each side's time while the clock stands (`None` while it runs, or without one).
    fn standing_clock(&self) -> Option<ByColor<u64>> {
        self.clock().filter(|c| c.running().is_none()).map(|c| {
            let [white, black] = c.snapshot(0.0);
            ByColor { white, black }
        })
    }

    /// Whether anything has been played, or the game was ended (worth a file).
    pub fn has_moves(&self) -> bool {
        !self.game().is_empty() || self.ending().is_some()
    }

    /// The game as its file keeps it, first made at `created`.
    pub fn to_file(&self, created: &str) -> SavedMakruk {
        self.to_saved(created)
    }
}

impl Table<'_> {
    /// The start of a frame: the clock, whether a screen of the shell covers the table
    /// (then the game and its clock wait), the answers of other threads, the computer's
    /// move. Returns whether the table acted by itself.
    pub fn begin_frame(&mut self, ctx: &egui::Context, now: f64, covered: bool) -> bool {
        self.session.wake_with(|| {
            let ctx = ctx.clone();
            std::sync::Arc::new(move || ctx.request_repaint())
        });
        self.session.set_covered(covered);
        self.session.step(now)
    }

    /// Makruk's screens lie on the table: none covers the whole window.
    pub fn full_window(&self) -> bool {
        false
    }

    pub fn show_full_window(&mut self, _ui: &mut Ui) -> Vec<Command> {
        Vec::new()
    }

    /// The game's keys, after the shell's own (`Command::shortcuts`), and Ctrl+V on the
    /// table while no text field has the keys: the clipboard's text, to import as a game,
    /// shown first in File ▸ Paste PGN's box (as lichess and pychess.org take a pasted
    /// game).
    pub fn keys(&mut self, ui: &Ui) -> Vec<Command> {
        let s = &*self.session;
        let mut commands = s.keys(ui);
        if !s.covered() && !s.dialog_open() && !ui.ctx().text_edit_focused() {
            let pasted = ui.input(|i| {
                i.events.iter().rev().find_map(|e| match e {
                    egui::Event::Paste(text) if !text.trim().is_empty() => Some(text.clone()),
                    _ => None,
                })
            });
            commands.extend(pasted.map(Command::PastePgn));
        }
        commands
    }

    /// Makruk has no controls in the top bar: they are on the side panel.
    pub fn top_bar(&mut self, _ui: &mut Ui) -> Vec<Command> {
        Vec::new()
    }

    /// The table: the side panel, the board, the game over, the rules, the tutorial and
    /// the new game dialog.
    pub fn show_table(&mut self, ui: &mut Ui) -> Vec<Command> {
        self.session.show(ui)
    }

    /// Makruk's rules book lies on the table: nothing lies over the shell's screens.
    pub fn show_overlay(&mut self, _ui: &mut Ui) -> Vec<Command> {
        Vec::new()
    }

    /// After the frame's commands: how long until the table must be painted again
    /// (`None`: not before the person acts). `changed`: the table acted or had commands.
    pub fn next_wake(&mut self, changed: bool) -> Option<Duration> {
        if changed {
            Some(Duration::ZERO)
        } else {
            self.session.next_wake()
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

    /// The window speaks another language. The table keeps no words of its own between
    /// frames (the players' names are the players'), so it writes everything anew.
    pub fn language_changed(&mut self) {}

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

    /// Makruk has no entries of its own in the file menu (its PGN entries are the
    /// window's, for a game that reads PGN).
    pub fn menu_entries(&mut self, _ui: &mut Ui) -> Vec<Command> {
        Vec::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::settings::ClockSetting;
    use crate::makruk::ui::config::{GameConfig, Looks, Seat};

    fn person() -> Seat {
        Seat {
            name: "A person".into(),
            computer: None,
        }
    }

    #[test]
    fn a_table_waiting_for_a_person_sleeps_and_a_running_clock_wakes_it_as_its_figure_changes() {
        let ctx = egui::Context::default();
        let mut session = Session::new(GameConfig::new(person(), person()), Looks::default());
        let mut table = session.table();
        assert!(!table.begin_frame(&ctx, 0.0, false));
        assert_eq!(table.next_wake(false), None, "nothing to wait for");
        assert_eq!(
            table.next_wake(true),
            Some(Duration::ZERO),
            "a command was given"
        );

        let mut config = GameConfig::new(person(), person());
        config.clock = Some(ClockSetting {
            minutes: 5,
            increment: 0,
        });
        let mut session = Session::new(config, Looks::default());
        let mut table = session.table();
        // The clock starts on the first frame, at 5:00; a quarter of a second later its
        // shown time next changes in 0.75 s (a millisecond after the second is up).
        table.begin_frame(&ctx, 10.0, false);
        table.begin_frame(&ctx, 10.25, false);
        assert_eq!(table.next_wake(false), Some(Duration::from_millis(751)));
        // Covered by a screen of the shell, the clock stands and the table sleeps.
        table.begin_frame(&ctx, 10.5, true);
        assert_eq!(table.next_wake(false), None);
    }

    /// Issue 62: a clock that stops (the table covered, the window closing) holds time the
    /// autosave must keep, though the game has not changed for Save's question.
    #[test]
    fn a_clock_that_stops_calls_for_the_autosave_but_not_for_save() {
        let mut config = GameConfig::new(person(), person());
        config.clock = Some(ClockSetting {
            minutes: 5,
            increment: 0,
        });
        let mut session = Session::new(config, Looks::default());
        session.step(1.0);
        let autosaved = session.snapshot();
        session.step(40.0);
        assert!(
            session.is_autosaved_at(&autosaved),
            "a running clock writes nothing"
        );
        session.stand_clock();
        assert!(session.is_at(&autosaved), "nothing to save to the file");
        assert!(
            !session.is_autosaved_at(&autosaved),
            "the autosave keeps 4:21"
        );
        let saved = session.to_saved("");
        assert_eq!(
            saved
                .clock
                .unwrap()
                .left_ms(crate::makruk::rules::Color::White, 0.0),
            261_000
        );
    }
}
