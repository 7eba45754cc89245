//! The frame of a Makruk table: the side panel, the board (with the evaluation bar, the
//! hint's arrow, the review's better move), the rules overlay and the new game dialog, and
//! the table's keys.

use super::Session;
use crate::makruk::rules::{Move, Square};
use crate::makruk::ui::board::{self, BoardInput, BoardView};
use crate::makruk::ui::command::Command;
use crate::makruk::ui::new_game::{self, DialogAnswer};
use crate::makruk::ui::{game_over, rules_book, side, text, tutorial};

/// The width kept on each side of the board for the evaluation bar.
const BAR_ROOM: f32 = 24.0;

impl Session {
    /// The table: the side panel and the board.
    pub fn show(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        if let Some(text) = self.to_copy.take() {
            ui.ctx().copy_text(text);
        }
        if let Some(screen) = &mut self.learn {
            return crate::makruk::ui::learn::show(ui, screen, self.looks);
        }
        if let Some(screen) = &mut self.tutorial {
            let mut commands = tutorial::show(ui, screen, &self.settings.tutorial_done, self.looks);
            if let Some(rules) = &mut self.rules
                && !self.covered
            {
                let mode = self.game.mode();
                commands.extend(rules_book::show(ui, rules, mode, self.looks.pieces));
            }
            return commands;
        }
        let mut commands = Vec::new();
        // The panels leave their ground unpainted: the window is cleared to the same colour
        // (the shell's `clear_color`). With software rendering every pixel painted costs,
        // and these two fills were half of a frame's pixels: a running clock repaints the
        // whole window once a second.
        let unfilled = egui::Frame::side_top_panel(ui.style()).fill(egui::Color32::TRANSPARENT);
        let side_width = (ui.available_width() * 0.3).clamp(220.0, 320.0);
        crate::widgets::theme::beside_board(ui, "makruk-side", side_width)
            .frame(unfilled)
            .show(ui, |ui| {
                // Where the panel's content is taller than the panel (everything at 200%,
                // or Tamil's long buttons at 800×600), it scrolls rather than cut off its
                // messages and moves; otherwise the controls stay at its top. Whether it
                // did is known after a pass, so a pass that finds it out is done again.
                let scrolls = egui::Id::unique("makruk-side-scrolls");
                let scrolled = ui.data(|d| d.get_temp::<bool>(scrolls)).unwrap_or(false);
                let overflows = if scrolled || ui.available_height() < 480.0 {
                    let shown = egui::ScrollArea::vertical()
                        .id_salt("makruk-side-scroll")
                        .auto_shrink([false, false])
                        .show(ui, |ui| commands.extend(side::show(ui, self)));
                    shown.content_size.y > shown.inner_rect.height() + 1.0
                } else {
                    let bottom = ui.max_rect().bottom();
                    commands.extend(side::show(ui, self));
                    ui.min_rect().bottom() > bottom + 1.0
                };
                if overflows != scrolled {
                    ui.data_mut(|d| d.insert_temp(scrolls, overflows));
                    ui.ctx()
                        .request_discard("the Makruk side panel's overflow changed");
                }
            });
        let unfilled = egui::Frame::central_panel(ui.style()).fill(egui::Color32::TRANSPARENT);
        let board = egui::CentralPanel::default()
            .frame(unfilled)
            .show(ui, |ui| {
                let rect = ui.available_rect_before_wrap();
                commands.extend(self.show_board(ui));
                rect
            })
            .inner;
        if self.game_over_shown() && self.rules.is_none() && self.dialog.is_none() && !self.covered
        {
            commands.extend(game_over::show(ui, self, board));
        }
        if let Some(rules) = &mut self.rules
            && !self.covered
        {
            commands.extend(rules_book::show(
                ui,
                rules,
                self.game.mode(),
                self.looks.pieces,
            ));
        }
        // The shell's screens (the chooser, the settings) hide the dialog until they close.
        if let Some(dialog) = self.dialog.as_mut().filter(|_| !self.covered) {
            match new_game::show(ui, dialog) {
                Some(DialogAnswer::Start(config)) => commands.push(Command::NewGame(config)),
                Some(DialogAnswer::Cancel) => commands.push(Command::CloseDialog),
                None => {}
            }
        }
        commands
    }

    /// The board in the space left (with the evaluation bar when it is on): what the
    /// table shows in its middle, and what the tutorial's exercise shows in its frame.
    pub fn show_board(&mut self, ui: &mut egui::Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        let full = ui.available_rect_before_wrap();
        let board_rect = if self.settings.eval_bar {
            // Room for the bar on both sides keeps the board centred; the bar stands just
            // left of the board's frame, as tall as it.
            let board_rect = full.shrink2(egui::vec2(BAR_ROOM, 0.0));
            let frame = board::Geom::fit(board_rect, self.flipped).frame();
            let bar = egui::Rect::from_min_max(
                egui::pos2(frame.min.x - BAR_ROOM + 4.0, frame.min.y),
                egui::pos2(frame.min.x - 6.0, frame.max.y),
            );
            side::eval_bar(ui, bar, self.eval(), self.flipped);
            board_rect
        } else {
            full
        };
        let position = self.shown_position();
        let (last_move, earlier_move) = self.shown_last_moves();
        let anim = self
            .anim
            .filter(|_| self.animating() && self.viewing.is_none())
            .map(|a| {
                let t = (self.now - a.started) / f64::from(self.glide_seconds().max(1e-3));
                (a.mv, t as f32)
            });
        let pointed = self.pointed();
        let notation = self.looks.notation;
        let label =
            |sq, piece, promoted, marks| text::square_marked(sq, piece, promoted, notation, marks);
        let view = BoardView {
            position: &position,
            flipped: self.flipped,
            look: self.looks.board,
            style: self.looks.pieces,
            notation: self.looks.notation,
            selected: self.selected,
            destinations: self.destinations(),
            last_move,
            earlier_move,
            hint: pointed,
            anim,
            interactive: self.waiting_for_person(),
            label: &label,
        };
        let input = ui
            .scope_builder(egui::UiBuilder::new().max_rect(board_rect), |ui| {
                board::show(ui, &view)
            })
            .inner;
        match input {
            Some(BoardInput::Clicked(square)) => commands.push(Command::Click(square)),
            Some(BoardInput::Dropped { from, to }) => commands.push(Command::Drop { from, to }),
            None => {}
        }
        commands
    }

    /// The last two moves before the position shown: the latest, and the other side's.
    fn shown_last_moves(&self) -> (Option<Move>, Option<Move>) {
        let shown = self.viewing.unwrap_or(self.game.len());
        let nth = |back: usize| {
            shown
                .checked_sub(back)
                .and_then(|i| self.game.moves().nth(i))
        };
        (nth(1), nth(2))
    }

    /// The accessible name the board gives `square` now: what stands there and what is
    /// marked there (the last moves, check), in the table's notation.
    pub fn square_name(&self, square: Square) -> String {
        let position = self.shown_position();
        let (last, earlier) = self.shown_last_moves();
        text::square_marked(
            square,
            position.piece_at(square),
            position.board().is_promoted(square),
            self.looks.notation,
            board::marks(&position, last, earlier, square),
        )
    }

    /// The move the board points at with an arrow: the hint's, or (looking at the
    /// position after a move the review marked) the better move in its place.
    pub fn pointed(&self) -> Option<crate::makruk::rules::Move> {
        match self.viewing {
            None => self.hint().map(|h| h.best.mv),
            Some(n) => self
                .reviewed()
                .and_then(|mut r| r.find(|r| r.ply + 1 == n && r.mark.is_some()))
                .map(|r| r.best.mv),
        }
    }

    /// Whether the rules overlay is open.
    pub fn rules_open(&self) -> bool {
        self.rules.is_some()
    }

    /// The game's keys (each command's own, `Command::shortcuts`): F1 for the rules
    /// (Escape closes them), T to type a move, H for a hint, Ctrl+Z to undo, F to flip,
    /// the arrows and End to step through the moves. They are taken from the widgets. A
    /// text field keeps every key; a focused button or square keeps the arrows (they
    /// walk the board, or move the focus).
    pub fn keys(&self, ui: &egui::Ui) -> Vec<Command> {
        // The tutorial reads its own keys (the arrows are its Back and Next), but F1
        // opens the rules over it as over the table (and Escape closes them).
        let away = self.dialog.is_some() || self.covered;
        if away || ui.ctx().text_edit_focused() {
            return Vec::new();
        }
        let focused = ui.ctx().egui_wants_keyboard_input();
        let offered: &[Command] = if self.rules.is_some() {
            &[Command::CloseRules]
        } else if self.tutorial.is_some() {
            &[Command::OpenRules]
        } else {
            &[
                Command::OpenRules,
                Command::FocusMoveField,
                Command::FocusBoard,
                Command::ReadPosition,
                Command::ReadLastMoves,
                Command::Undo,
                Command::Hint,
                Command::Flip,
                Command::ViewBack,
                Command::ViewNext,
                Command::View(None),
            ]
        };
        let offered = offered
            .iter()
            .filter(|c| !(focused && matches!(c, Command::ViewBack | Command::ViewNext)));
        let mut commands: Vec<Command> = ui
            .ctx()
            .input_mut(|i| offered.filter(|c| c.consume(i)).cloned().collect());
        if commands.contains(&Command::FocusMoveField) {
            commands.retain(|c| *c != Command::FocusMoveField);
            let field = crate::makruk::ui::side::move_field_id();
            crate::widgets::move_field::call_to(ui.ctx(), field, "t");
        }
        if commands.contains(&Command::FocusBoard) {
            commands.retain(|c| *c != Command::FocusBoard);
            crate::widgets::board_keys::call_to_board(ui.ctx());
        }
        // Tab from nothing: the first piece that can move (not while the rules are open).
        if self.rules.is_none() {
            crate::widgets::board_keys::tab_from_nothing(ui.ctx());
        }
        for (command, words) in [
            (
                Command::ReadPosition,
                Session::said_position as fn(&Session) -> String,
            ),
            (Command::ReadLastMoves, Session::said_last_moves),
        ] {
            if commands.contains(&command) {
                commands.retain(|c| *c != command);
                crate::widgets::announce::read_aloud(ui.ctx(), side::LIVE_REGION, words(self));
            }
        }
        commands
    }
}
