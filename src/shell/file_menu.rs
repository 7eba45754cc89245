//! The file menu in the top bar (new game, open, save, recent files, each game's own
//! entries, settings), the notices under it (a file that would not open, a damaged
//! settings file) and the offer to resume the last run's unfinished game.

use std::path::{Path, PathBuf};

use egui::{Id, RichText, Ui};

use super::text;
use super::theme;
use super::{Command, ShellCommand};
use crate::games::GameFile;

/// What the menu needs to know.
pub struct MenuView<'a> {
    pub recent: &'a [PathBuf],
    /// Whether the game has a file (Save writes there without asking).
    pub has_document: bool,
    /// Whether the game on the table is written and read as PGN (the PGN entries).
    pub pgn: bool,
    /// A guest's game at a distance to take its seats back in, by its words.
    #[cfg(feature = "online")]
    pub rejoin: Option<String>,
}

/// A menu entry for `command`, with its words and key.
fn entry(ui: &mut Ui, command: &ShellCommand) -> egui::Response {
    let mut button = egui::Button::new(command.text().unwrap_or_default());
    if let Some(keys) = command.shortcut_text() {
        button = button.shortcut_text(keys);
    }
    ui.add(button)
}

fn short_path(path: &Path) -> String {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    match path.parent().and_then(|p| p.file_name()) {
        Some(dir) => format!("{name}  ({})", dir.to_string_lossy()),
        None => name,
    }
}

/// The file menu button and its entries; `game_entries` draws the game's own (the review
/// of a finished game, say), after the PGN entries of a game that has them.
pub fn menu(
    ui: &mut Ui,
    view: MenuView<'_>,
    game_entries: impl FnOnce(&mut Ui) -> Vec<Command>,
) -> Option<Command> {
    let mut command = None;
    ui.menu_button(text::file_menu(), |ui| {
        ui.set_min_width(220.0);
        if entry(ui, &ShellCommand::OpenChooser).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenChooser));
        }
        if entry(ui, &ShellCommand::Open).clicked() {
            command = Some(Command::Shell(ShellCommand::Open));
        }
        // Without a file, Save asks for one as Save as does.
        let save_hint = if view.has_document {
            ShellCommand::Save.hint()
        } else {
            ShellCommand::SaveAs.hint()
        };
        if entry(ui, &ShellCommand::Save)
            .on_hover_text(save_hint.unwrap_or_default())
            .clicked()
        {
            command = Some(Command::Shell(ShellCommand::Save));
        }
        if entry(ui, &ShellCommand::SaveAs)
            .on_hover_text(ShellCommand::SaveAs.hint().unwrap_or_default())
            .clicked()
        {
            command = Some(Command::Shell(ShellCommand::SaveAs));
        }
        #[cfg(feature = "online")]
        ui.menu_button(super::online::text::play_online(), |ui| {
            use super::online::OnlineCommand;
            if ui.button(super::online::text::host_game()).clicked() {
                command = Some(OnlineCommand::OpenHost.into());
            }
            if ui.button(super::online::text::join_game()).clicked() {
                command = Some(OnlineCommand::OpenJoin.into());
            }
        });
        if view.pgn {
            ui.separator();
            for c in [
                ShellCommand::ImportPgn,
                ShellCommand::PastePgn(String::new()),
                ShellCommand::ExportPgn,
                ShellCommand::CopyPgn,
            ] {
                if entry(ui, &c).clicked() {
                    command = Some(Command::Shell(c));
                }
            }
        }
        if let Some(c) = game_entries(ui).into_iter().next() {
            command = Some(c);
        }
        ui.menu_button(text::recent_files(), |ui| {
            #[cfg(feature = "online")]
            if let Some(words) = &view.rejoin {
                if ui.button(words).clicked() {
                    command = Some(super::online::OnlineCommand::Rejoin.into());
                }
                ui.separator();
            }
            #[cfg(feature = "online")]
            let empty = view.recent.is_empty() && view.rejoin.is_none();
            #[cfg(not(feature = "online"))]
            let empty = view.recent.is_empty();
            if empty {
                ui.label(RichText::new(text::no_recent_files()).color(theme::text_dim()));
            }
            for path in view.recent {
                if ui
                    .button(short_path(path))
                    .on_hover_text(path.display().to_string())
                    .clicked()
                {
                    command = Some(Command::Shell(ShellCommand::OpenPath(path.clone())));
                }
            }
            if !view.recent.is_empty() {
                ui.separator();
                if entry(ui, &ShellCommand::ClearRecent).clicked() {
                    command = Some(Command::Shell(ShellCommand::ClearRecent));
                }
            }
        });
        ui.separator();
        if entry(ui, &ShellCommand::OpenStatistics).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenStatistics));
        }
        if entry(ui, &ShellCommand::OpenKeys).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenKeys));
        }
        if entry(ui, &ShellCommand::OpenSettings).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenSettings));
        }
    });
    command
}

/// The notices, each with a button that dismisses it and its details (the system's own
/// words) dimmed on a line below. They lie over the top of the table, just under the top
/// bar, rather than in a panel of their own: a panel pushed the board down by its height
/// each time a notice came or went, moving every control under the pointer.
pub fn notices(ui: &mut Ui, notices: &[String], bar: egui::Rect) -> Option<Command> {
    if notices.is_empty() {
        return None;
    }
    let mut command = None;
    let window = ui.ctx().content_rect();
    let width = (window.width() - 24.0).min(720.0);
    egui::Area::new(Id::unique("notices"))
        .order(egui::Order::Foreground)
        .anchor(
            egui::Align2::CENTER_TOP,
            egui::vec2(0.0, (bar.max.y - window.min.y).max(0.0) + 4.0),
        )
        .show(ui.ctx(), |ui| {
            egui::Frame::new()
                .fill(theme::notice())
                .stroke(egui::Stroke::new(
                    1.0,
                    theme::darker(theme::highlight(), 0.4),
                ))
                .corner_radius(6.0)
                .shadow(ui.style().visuals.popup_shadow)
                .inner_margin(egui::Margin::symmetric(12, 6))
                .show(ui, |ui| {
                    ui.set_width(width - 24.0);
                    for (i, notice) in notices.iter().enumerate() {
                        let (words, details) = super::notice::split(notice);
                        ui.horizontal(|ui| {
                            let close = ui.small_button("×").on_hover_text(text::dismiss());
                            close.widget_info(|| {
                                egui::WidgetInfo::labeled(egui::Role::Button, true, text::dismiss())
                            });
                            if close.clicked() {
                                command = Some(Command::Shell(ShellCommand::DismissNotice(i)));
                            }
                            ui.vertical(|ui| {
                                ui.add(
                                    egui::Label::new(RichText::new(words).color(theme::text()))
                                        .wrap(),
                                );
                                if let Some(details) = details {
                                    ui.add(
                                        egui::Label::new(
                                            RichText::new(details).small().color(theme::text_dim()),
                                        )
                                        .wrap(),
                                    );
                                }
                            });
                        });
                    }
                });
        });
    command
}

/// File ▸ Paste PGN: a box to paste a game into (Ctrl+V), and Import, which reads it as
/// File ▸ Import PGN reads a file.
pub fn paste_dialog(ui: &mut Ui, pasted: &mut String) -> Option<ShellCommand> {
    let mut command = None;
    let modal = egui::Modal::new(Id::unique("paste_pgn")).show(ui.ctx(), |ui| {
        let width = (ui.ctx().content_rect().width() - 60.0).clamp(300.0, 560.0);
        ui.set_width(width);
        ui.heading(text::paste_pgn_title());
        ui.add_space(4.0);
        ui.label(RichText::new(text::paste_pgn_hint()).color(theme::text_dim()));
        ui.add_space(4.0);
        let rows = if ui.ctx().content_rect().height() < 640.0 {
            6
        } else {
            12
        };
        egui::ScrollArea::vertical()
            .max_height(ui.ctx().content_rect().height() - 220.0)
            .show(ui, |ui| {
                let field = ui.add(
                    egui::TextEdit::multiline(pasted)
                        .desired_rows(rows)
                        .desired_width(f32::INFINITY)
                        .code_editor()
                        .hint_text("[Event \"…\"]\n1. e4 e5 …"),
                );
                field.widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::MultilineTextInput,
                        true,
                        text::paste_pgn_title(),
                    )
                });
                // The box takes the keys at once, so Ctrl+V pastes without a click.
                if !ui.ctx().memory(|m| m.focused().is_some()) {
                    field.request_focus();
                }
            });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let import = ui.add_enabled(
                !pasted.trim().is_empty(),
                egui::Button::new(RichText::new(text::paste_pgn_import()).strong()),
            );
            if import.clicked() {
                command = Some(ShellCommand::ImportPgnText(pasted.clone()));
            }
            if ui.button(text::cancel()).clicked() {
                command = Some(ShellCommand::ClosePaste);
            }
        });
    });
    if modal.should_close() && command.is_none() {
        command = Some(ShellCommand::ClosePaste);
    }
    command
}

/// "Resume your game?" over the board, with each unfinished game's players and progress
/// (each game's words, when more than one has a game waiting), and `rejoin`'s words for a
/// guest's game at a distance that is still on.
pub fn resume_prompt(ui: &mut Ui, games: &[GameFile], rejoin: Option<&str>) -> Option<Command> {
    let mut command = None;
    egui::Modal::new(Id::unique("resume_prompt")).show(ui.ctx(), |ui| {
        ui.set_max_width(420.0);
        ui.heading(text::resume_title());
        #[cfg(feature = "online")]
        if let Some(words) = rejoin {
            ui.add_space(6.0);
            if ui.button(RichText::new(words).strong()).clicked() {
                command = Some(super::online::OnlineCommand::Rejoin.into());
            }
        }
        #[cfg(not(feature = "online"))]
        let _ = rejoin;
        for game in games {
            ui.add_space(6.0);
            ui.label(game.resume_detail());
            // One game: "Resume" beside "New game", as before; two: a button each.
            if games.len() > 1 {
                let resume = RichText::new(game.kind().resume()).strong();
                if ui.button(resume).clicked() {
                    command = Some(Command::Shell(ShellCommand::Resume(game.kind())));
                }
            }
        }
        ui.add_space(10.0);
        ui.horizontal(|ui| {
            if let [game] = games
                && ui.button(RichText::new(text::resume()).strong()).clicked()
            {
                command = Some(Command::Shell(ShellCommand::Resume(game.kind())));
            }
            if ui.button(text::new_game()).clicked() {
                command = Some(Command::Shell(ShellCommand::DeclineResume));
            }
        });
    });
    command
}
