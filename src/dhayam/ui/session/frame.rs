//! A frame of the game's half of the window: the clock and the jobs at its start, the
//! keys, the top bar's controls, the table (status line, side panel, board, dialogs), the
//! rules book over it, the full-window screens (review, tutorial), and when to paint
//! the next frame.

use std::time::Duration;

use egui::{CentralPanel, Panel, Ui};

use super::Session;
use crate::dhayam::rules::{Phase, Value};
use crate::dhayam::ui::DiceView;
use crate::dhayam::ui::advisor;
use crate::dhayam::ui::board::{self, BoardView};
use crate::dhayam::ui::dice_entry::DiceEntry;
use crate::dhayam::ui::review;
use crate::dhayam::ui::side::{self, HintView, SideView};
use crate::dhayam::ui::tutorial as tutorial_screen;
use crate::dhayam::ui::{Command, game_over, status, theme};
use crate::dhayam::ui::{log, rules_book};

impl Session {
    /// The start of a frame: the clock, the computer's answer, the advice's jobs and, when
    /// a review is ready, the review screen.
    pub fn begin_frame(&mut self, ctx: &egui::Context, now: f64) {
        self.now = now;
        self.threw_this_frame = false;
        theme::set_palette(self.settings.palette);
        self.poll_thinking();
        self.advisor.ctx = Some(ctx.clone());
        self.poll_learn();
        let want_chances = self.settings.win_chances && self.review.is_none();
        let erratic = self.random_shares();
        let done = self
            .advisor
            .update(self.game.position(), want_chances, erratic);
        // The review screen opens as the review starts; its decisions come as they are
        // judged, and the whole review when it is done.
        if let Some(screen) = &mut self.review {
            match done {
                Some(review) => screen.judged(review, None),
                None => {
                    let progress = self.advisor.review_progress();
                    if progress != screen.judging()
                        && let Some((review, progress)) = self.advisor.review_so_far()
                    {
                        screen.judged(review, Some(progress));
                    } else if progress.is_none() && screen.judging().is_some() {
                        // The review's thread failed (told as a failure): nothing more comes.
                        screen.judged(screen.review.clone(), None);
                    }
                }
            }
        }
    }

    /// Whether a screen of the game covers the whole window (the review, the tutorial),
    /// so the shell draws nothing around it.
    pub fn full_screen(&self) -> bool {
        self.review.is_some() || self.learn.is_some() || self.tutorial.is_some()
    }

    /// One frame of the review or the tutorial, which cover the whole window until left;
    /// F1 opens the rules over them as over the table, and while the rules are open
    /// Escape closes them, not the screen under them.
    pub fn show_full_screen(&mut self, ui: &mut Ui) -> Vec<Command> {
        let rules_open = self.rules.is_some();
        let mut commands = self.show_full_screen_alone(ui);
        if rules_open {
            commands.retain(|c| {
                !matches!(
                    c,
                    Command::CloseTutorial
                        | Command::CloseReview
                        | Command::Learning(crate::widgets::learning::Pressed::Back)
                )
            });
        }
        commands.extend(self.rules_keys(ui));
        commands.extend(self.show_overlay(ui));
        commands
    }

    fn show_full_screen_alone(&mut self, ui: &mut Ui) -> Vec<Command> {
        if let Some(screen) = &mut self.learn {
            return crate::dhayam::ui::learn::show(ui, screen, &self.config);
        }
        if let Some(screen) = &mut self.review {
            return review::show(ui, screen, &self.config).into_iter().collect();
        }
        let speed = self.settings.anim.factor();
        self.tutorial_wake = self.tutorial.as_mut().and_then(|t| t.tick(self.now, speed));
        let mut commands: Vec<Command> = self.tutorial_demo_due().into_iter().collect();
        if let Some(screen) = &self.tutorial {
            commands.extend(tutorial_screen::show(
                ui,
                screen,
                &self.settings.tutorial_done,
                self.now,
            ));
        }
        commands
    }

    /// After a full-window frame: how long until the next one is due (`None`: when the
    /// person acts).
    pub fn full_screen_wake(&self, had_commands: bool) -> Option<Duration> {
        if had_commands {
            return Some(Duration::ZERO);
        }
        self.tutorial
            .as_ref()
            .and_then(|t| t.demo)
            .map(|(_, due)| due)
            .into_iter()
            .chain(self.tutorial_wake)
            .reduce(f64::min)
            .map(|due| Duration::from_secs_f64((due - self.now).max(0.0)))
    }

    /// Before the table is drawn: settled animations end and the automatic steps (a
    /// computer's throw or move, an only move, a lost throw) are taken. Returns whether
    /// one was.
    pub fn step(&mut self) -> bool {
        if !self.busy() {
            self.throw_anim = None;
            self.move_anim = None;
        }
        let acted = self.tick();
        self.refresh_log();
        acted
    }

    /// F1 opens and closes the rules at any moment; Escape closes them.
    pub fn rules_keys(&self, ui: &Ui) -> Option<Command> {
        let command = if self.rules.is_some() {
            Command::CloseRules
        } else {
            Command::OpenRules
        };
        ui.input(|i| command.pressed(i)).then_some(command)
    }

    /// Space throws, Ctrl+Z undoes, H asks for a hint, while nothing covers the board.
    /// B puts the keys on the board, T in the field where a move is typed, and Tab from
    /// nothing on the first pawn that can move. A text field
    /// keeps every key; a focused button keeps Space (it presses the button), a square or
    /// pawn of the board does not.
    pub fn game_keys(&self, ui: &Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        if !self.covered() && !ui.ctx().text_edit_focused() {
            let focused = ui.ctx().egui_wants_keyboard_input() && !board::holds_focus(ui.ctx());
            let offered = [
                (Command::Throw, self.can_throw() && !focused),
                (Command::Undo, true),
                (Command::Hint, self.hint_offered()),
            ];
            for (command, offered) in offered {
                if offered && ui.input(|i| command.pressed(i)) {
                    commands.push(command);
                }
            }
            if ui.input(|i| Command::FocusBoard.pressed(i)) {
                crate::widgets::board_keys::call_to_board(ui.ctx());
            }
            if self.rules.is_none() {
                crate::widgets::board_keys::tab_from_nothing(ui.ctx());
            }
            if ui.input(|i| Command::FocusMoveField.pressed(i)) {
                crate::widgets::move_field::call_to(ui.ctx(), side::move_field_id(), "t");
            }
            for (command, words) in [
                (
                    Command::ReadPosition,
                    Session::said_position as fn(&Session) -> String,
                ),
                (Command::ReadLastMoves, Session::said_last_moves),
            ] {
                if ui.input(|i| command.pressed(i)) {
                    let words = words(self);
                    crate::widgets::announce::read_aloud(ui.ctx(), log::LIVE_REGION, words);
                }
            }
        }
        commands
    }

    /// Whether "Learn from this game" is offered: the game is over, a person played it at
    /// this window, and its exercises are not being found or asked.
    pub fn learn_offered(&self) -> bool {
        self.game.position().is_over()
            && self.learn.is_none()
            && self
                .game
                .position()
                .seats()
                .iter()
                .any(|s| !self.is_computer(s) && self.played_here(s))
    }

    /// Whether the file menu offers the review: the game is over and not being reviewed.
    pub fn can_review(&self) -> bool {
        self.game.position().is_over() && !self.advisor.reviewing() && self.review.is_none()
    }

    /// The game's controls in the top bar (new game, undo, speed, auto-move, practice,
    /// tutorial, rules).
    pub fn top_bar(&mut self, ui: &mut Ui) -> Option<Command> {
        let can_undo = self.game.can_undo() && !self.busy() && !self.is_at_a_distance();
        let undo_offered = self.undo_offered();
        status::top_bar(ui, &self.settings, can_undo, undo_offered)
    }

    /// The table: the status line, the side panel, the board, and the new game dialog
    /// or, unless a screen of the shell covers the game, the game over.
    pub fn show_table(&mut self, ui: &mut Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        let (seat, prompt) = self.prompt();
        // Once the game is over, its result is the news: the last cut is not.
        let note = match &self.note {
            Some((_, n)) if !self.game.position().is_over() => n.as_str(),
            _ => "",
        };
        Panel::bottom("status")
            .frame(theme::bar_frame(false))
            .show(ui, |ui| status::status_line(ui, seat, &prompt, note));

        let pos = *self.game.position();
        let animating_throw = self.throw_anim.filter(|a| self.now < a.end());
        let values: Vec<(Value, bool)> = if pos.options().is_pooled()
            && matches!(pos.phase(), Phase::Move)
            && !self.is_computer(pos.thrower())
        {
            pos.pending()
                .values()
                .map(|v| (v, pos.can_use(v)))
                .collect()
        } else {
            Vec::new()
        };
        let side_view = SideView {
            config: &self.config,
            away: self.away_seats(),
            position: &pos,
            dice: DiceView {
                cleared: self.this_turn().is_none() && animating_throw.is_none(),
                shown: self.shown,
                anim: animating_throw,
                now: self.now,
                can_throw: self.can_throw(),
            },
            value: match self.this_turn().and_then(|t| t.throws().last()) {
                Some(t) if animating_throw.is_none() => Some(t.value()),
                _ => None,
            },
            this_turn: self.this_turn(),
            log: self.log_turns(),
            can_throw: self.can_throw(),
            entry: self.throws_by_hand(pos.thrower()).then(|| DiceEntry {
                picked: self.entry,
                enabled: self.hand_throw_due(),
            }),
            values,
            chosen: self.current_value(),
            hint: match self.advisor.hint(&pos) {
                advisor::HintState::Ready(h) => HintView::Shown(h),
                advisor::HintState::Thinking => HintView::Thinking,
                advisor::HintState::None if self.hint_offered() => HintView::Offered,
                advisor::HintState::None => HintView::Unavailable,
            },
            show_chances: self.settings.win_chances,
            chances: self.advisor.chances(&pos),
            typing: side::Typing {
                // Open while the game goes on, whoever is to move, so the keys stay in it
                // while the computer plays (a move typed out of turn is answered).
                enabled: !pos.is_over(),
                error: self.typed_error.as_ref(),
            },
        };
        let side_width = (ui.available_width() * 0.3).clamp(260.0, 320.0);
        theme::beside_board(ui, "side", side_width)
            .frame(theme::panel_frame())
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .auto_shrink([false, false])
                    .show(ui, |ui| commands.extend(side::show(ui, &side_view)));
            });

        let moves = self.offered_moves();
        let anim = self.move_anim.as_ref().filter(|a| self.now < a.end());
        let view = BoardView {
            position: &pos,
            moves: &moves,
            anim,
            now: self.now,
            hint: match self.advisor.hint(&pos) {
                advisor::HintState::Ready(h) if !self.busy() => Some(h.best),
                _ => None,
            },
        };
        let table = CentralPanel::default()
            .frame(theme::table_frame())
            .show(ui, |ui| commands.extend(board::show(ui, &view)))
            .response
            .rect;

        if self.shell_modal {
            // The shell's screen (the game chooser, the resume prompt, the settings) is
            // shown in the dialog's or the game over's place; the dialog waits behind it.
        } else if let Some(dialog) = &mut self.dialog {
            commands.extend(dialog.show(ui));
        } else if let Phase::Over(outcome) = pos.phase()
            && !self.game_over_dismissed
            && !self.busy()
        {
            let stats = self.stats();
            // Laid over the table, under whatever strips lie above it (the notices, a
            // game at a distance's).
            let over_table = &mut ui.new_child(egui::UiBuilder::new().max_rect(table));
            commands.extend(game_over::show(
                over_table,
                &self.config,
                &outcome,
                &stats,
                self.advisor.reviewing(),
                self.is_at_a_distance(),
                self.learn_offered(),
            ));
        }
        commands
    }

    /// The rules book over everything, while open.
    pub fn show_overlay(&mut self, ui: &mut Ui) -> Vec<Command> {
        let options = *self.game.position().options();
        match &mut self.rules {
            Some(rules) => rules_book::show(ui, rules, &options).into_iter().collect(),
            None => Vec::new(),
        }
    }

    /// After a frame of the table: how long until the next one is due (`None`: when the
    /// person acts). `changed`: the table acted or was given commands this frame.
    pub fn wake_after(&mut self, changed: bool) -> Option<Duration> {
        if self.busy() || changed {
            return Some(Duration::ZERO);
        }
        if self.covered() {
            return None;
        }
        // Plan the next automatic step now, so the wake-up is scheduled.
        if self.auto.is_none() && self.tick() {
            return Some(Duration::ZERO);
        }
        let (_, due) = self.auto?;
        let wait = (due - self.now).max(0.0);
        // While a computer thinks past its pause, look again soon.
        let wait = if self.thinking.is_some() {
            wait.max(0.015)
        } else {
            wait
        };
        Some(Duration::from_secs_f64(wait))
    }
}
