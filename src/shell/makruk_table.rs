//! One frame of the window with Makruk on the table: the game's keys, the top bar, the
//! table, and a repaint only while something moves, a computer thinks or a clock runs.

use egui::{Panel, Ui};

use super::{ActiveGame, App, Command, ShellCommand, file_menu, top_bar};

/// How often the window looks at a running search or clock.
const POLL: std::time::Duration = std::time::Duration::from_millis(50);

impl App {
    pub(super) fn show_makruk(&mut self, ui: &mut Ui) {
        let now = ui.input(|i| i.time);
        let modal = self.files.modal();
        let ActiveGame::Makruk(session) = &mut self.game else {
            return;
        };
        session.set_covered(modal);
        let busy = session.step(now);

        let mut commands: Vec<Command> = Vec::new();
        commands.extend(self.file_shortcuts(ui));
        let ActiveGame::Makruk(session) = &mut self.game else {
            return;
        };
        if !modal {
            commands.extend(session.keys(ui).into_iter().map(Command::Makruk));
        }
        // Ctrl+V on the table (no text field has the keys): the clipboard's text, to
        // import as a game, shown first in File ▸ Paste PGN's box (as lichess and
        // pychess.org take a pasted game).
        if !modal && !session.dialog_open() && !ui.ctx().egui_wants_keyboard_input() {
            let pasted = ui.input(|i| {
                i.events.iter().rev().find_map(|e| match e {
                    egui::Event::Paste(text) if !text.trim().is_empty() => Some(text.clone()),
                    _ => None,
                })
            });
            if let Some(text) = pasted {
                commands.push(Command::Shell(ShellCommand::PastePgn(text)));
            }
        }
        let language = self.language;
        let menu = self.files.menu_view(file_menu::GameEntries::Makruk);
        self.bar = Panel::top("top_bar")
            .frame(super::theme::bar_frame(true))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    commands.extend(file_menu::menu(ui, menu));
                    commands.extend(top_bar::show(ui, language, |_| None));
                });
            })
            .response
            .rect;
        commands.extend(self.files.show_notices(ui, self.bar));
        let ActiveGame::Makruk(session) = &mut self.game else {
            return;
        };
        commands.extend(session.show(ui).into_iter().map(Command::Makruk));
        commands.extend(self.show_shell_screens(ui));

        let had_commands = !commands.is_empty();
        self.apply_all(commands);
        self.after_frame(ui.ctx());
        let animating = matches!(&self.game, ActiveGame::Makruk(s) if s.animating());
        if animating || had_commands {
            ui.ctx().request_repaint();
        } else if busy {
            ui.ctx().request_repaint_after(POLL);
        }
    }
}
