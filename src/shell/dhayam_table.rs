//! One frame of the window with Dhayam on the table: the game's keys, the top bar with
//! its controls, the table, its overlays, and the repaint the game asks for.

use egui::{Panel, Ui};

use super::{ActiveGame, App, Command, file_menu, top_bar};

impl App {
    pub(super) fn show_dhayam(&mut self, ui: &mut Ui) {
        let now = ui.input(|i| i.time);
        let modal = self.files.modal();
        let ActiveGame::Dhayam(session) = &mut self.game else {
            return;
        };
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
            if let ActiveGame::Dhayam(session) = &self.game {
                session.schedule_full_screen(ui.ctx(), had_commands);
            }
            return;
        }
        let acted = session.step();

        let mut commands: Vec<Command> = Vec::new();
        commands.extend(session.rules_keys(ui).map(Command::Dhayam));
        commands.extend(self.file_shortcuts(ui));
        let ActiveGame::Dhayam(session) = &mut self.game else {
            return;
        };
        commands.extend(session.game_keys(ui).into_iter().map(Command::Dhayam));

        let language = self.language;
        let mut menu = self.files.menu_view(file_menu::GameEntries::Dhayam);
        menu.can_review = session.can_review();
        // While the chooser asks which game, no game is on the table yet: its controls wait.
        let choosing = self.files.chooser;
        self.bar = Panel::top("top_bar")
            .frame(super::theme::bar_frame(true))
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    commands.extend(file_menu::menu(ui, menu));
                    commands.extend(top_bar::show(ui, language, |ui| {
                        if choosing {
                            None
                        } else {
                            session.top_bar(ui).map(Command::Dhayam)
                        }
                    }));
                });
            })
            .response
            .rect;
        commands.extend(self.files.show_notices(ui, self.bar));
        let ActiveGame::Dhayam(session) = &mut self.game else {
            return;
        };
        commands.extend(session.show_table(ui).into_iter().map(Command::Dhayam));
        commands.extend(self.show_shell_screens(ui));
        let ActiveGame::Dhayam(session) = &mut self.game else {
            return;
        };
        commands.extend(session.show_overlay(ui).into_iter().map(Command::Dhayam));

        let had_commands = !commands.is_empty();
        self.apply_all(commands);
        self.after_frame(ui.ctx());
        if let ActiveGame::Dhayam(session) = &mut self.game {
            session.schedule(ui.ctx(), acted, had_commands);
        }
    }
}
