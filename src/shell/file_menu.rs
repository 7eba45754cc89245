//! The file menu in the top bar (new game, open, save, recent files, each game's own
//! entries, settings), the notices under it (a file that would not open, a damaged
//! settings file) and the offer to resume the last run's unfinished game.

use std::path::{Path, PathBuf};

use egui::{Id, RichText, Ui};

use super::notice::{NoticeKind, Notices};
use super::text;
use super::theme;
use super::{Command, ShellCommand};
use crate::games::{GameFile, GameKind};
use crate::widgets::explain;

/// What the menu needs to know.
pub struct MenuView<'a> {
    pub recent: &'a [PathBuf],
    /// Whether the game has a file (Save writes there without asking).
    pub has_document: bool,
    /// Whether the game on the table is written and read as PGN (the PGN entries).
    pub pgn: bool,
    /// How many notices the log holds (File ▸ Notices).
    pub logged: usize,
    /// Where the autosaves are (File ▸ Recent files lists those that are there first;
    /// looked for only while that menu is open, not on every frame).
    pub places: Option<&'a crate::store::settings::Places>,
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
            // Each game's autosave, where a game left without a file still is.
            let autosaves: Vec<GameKind> = view.places.map_or_else(Vec::new, |places| {
                GameKind::ALL
                    .into_iter()
                    .filter(|&k| crate::platform::files::is_file(&places.autosave_of(k)))
                    .collect()
            });
            for kind in &autosaves {
                if ui.button(text::recent_autosave(&kind.name())).clicked() {
                    command = Some(Command::Shell(ShellCommand::OpenAutosave(*kind)));
                }
            }
            if !autosaves.is_empty() && !view.recent.is_empty() {
                ui.separator();
            }
            #[cfg(feature = "online")]
            let empty = view.recent.is_empty() && view.rejoin.is_none();
            #[cfg(not(feature = "online"))]
            let empty = view.recent.is_empty();
            if empty && autosaves.is_empty() {
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
        if ui.button(text::notice_log(view.logged)).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenNoticeLog));
        }
        if entry(ui, &ShellCommand::OpenStatistics).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenStatistics));
        }
        if entry(ui, &ShellCommand::OpenPractise).clicked() {
            command = Some(Command::Shell(ShellCommand::OpenPractise));
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

/// The notices: a strip under the top bar (and the online strip), each notice with a
/// button that dismisses it, its details (the system's own words) on hover and in the
/// log.
///
/// Where they lie, and why: the strip takes the table's layout space, as a panel of its
/// own between the top bar and the table. Lying over the table (as they did) they covered
/// Makruk's rank 8, the players' names, the clocks and a dialog, and no corner of the
/// table is free at every size (at 800×600 the board fills the height beside the side
/// panel). A panel moves the table down while a notice is there, so it is kept still
/// where that matters: while the pointer rests on the strip nothing in it goes (news waits
/// and a dismissed notice leaves its place blank, so the next × never slides under the
/// pointer), and the places close only once the pointer has left. News goes after a few
/// seconds, so the table is moved for a moment at most; errors stay until dismissed.
///
/// During a game at a distance the online strip keeps a line of its own for them (`line`):
/// there the newest notice lies over that line, one line high (its whole text on hover and
/// in the log), and the table below never moves for a notice (issue 61: an arriving
/// player's notice pushed the board down).
/// Returns the command, how long until the next news goes, and where the strip lies.
pub(crate) fn notices(
    ui: &mut Ui,
    notices: &mut Notices,
    now: f64,
    line: Option<egui::Rect>,
) -> (Option<Command>, Option<f64>, Option<egui::Rect>) {
    let id = Id::unique("notice_strip");
    let strip: Option<egui::Rect> = line.or_else(|| ui.ctx().data(|d| d.get_temp(id)));
    let pointer = ui.ctx().pointer_hover_pos();
    let held = strip.zip(pointer).is_some_and(|(r, p)| r.contains(p));
    let wake = notices.tick(now, held);
    if notices.is_empty() {
        ui.ctx().data_mut(|d| d.remove::<egui::Rect>(id));
        return (None, wake, None);
    }
    if let Some(line) = line {
        let command = notice_over(ui, notices, line);
        return (command, wake, Some(line));
    }
    let mut command = None;
    let rect = egui::Panel::top("notices")
        .frame(
            egui::Frame::new()
                .fill(theme::notice())
                .inner_margin(egui::Margin::symmetric(12, 4)),
        )
        .show(ui, |ui| {
            for notice in notices.places() {
                let width = ui.available_width();
                if notice.gone {
                    ui.allocate_space(egui::vec2(width, notice.height));
                    continue;
                }
                let (words, details) = super::notice::split(&notice.text);
                let colour = match notice.kind {
                    NoticeKind::News => theme::text(),
                    NoticeKind::Error => theme::cut(),
                };
                let row = ui.horizontal(|ui| {
                    let close = ui.small_button("×").on_hover_text(text::dismiss());
                    close.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, text::dismiss())
                    });
                    if close.clicked() {
                        command = Some(Command::Shell(ShellCommand::DismissNotice(notice.id)));
                    }
                    let label = egui::Label::new(RichText::new(words).color(colour)).wrap();
                    // The details under the pointer, or tapped.
                    match details {
                        Some(details) => {
                            explain::on_tap(
                                ui.add(label.sense(crate::widgets::explain::TAP)),
                                details,
                            );
                        }
                        None => {
                            ui.add(label);
                        }
                    }
                });
                notice.height = row.response.rect.height();
            }
        })
        .response
        .rect;
    ui.ctx().data_mut(|d| d.insert_temp(id, rect));
    (command, wake, Some(rect))
}

/// The newest notice over `line` (the online strip's own line for them), one line high:
/// its dismiss button, then its words cut to the line (whole on hover and in the log).
fn notice_over(ui: &mut Ui, notices: &mut Notices, line: egui::Rect) -> Option<Command> {
    let newest = notices.places().iter().rev().find(|n| !n.gone)?;
    let (words, details) = super::notice::split(&newest.text);
    let colour = match newest.kind {
        NoticeKind::News => theme::text(),
        NoticeKind::Error => theme::cut(),
    };
    let (id, text) = (newest.id, words.to_string());
    let details = details.map(str::to_string);
    let mut command = None;
    egui::Area::new(Id::unique("notice_over_strip"))
        .fixed_pos(line.min)
        .order(egui::Order::Middle)
        .show(ui.ctx(), |ui| {
            ui.set_clip_rect(line);
            egui::Frame::new()
                .fill(theme::notice())
                .inner_margin(egui::Margin::symmetric(12, 2))
                .show(ui, |ui| {
                    ui.set_width(line.width() - 24.0);
                    ui.horizontal(|ui| {
                        let close = ui.small_button("×").on_hover_text(text::dismiss());
                        close.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, text::dismiss())
                        });
                        if close.clicked() {
                            command = Some(Command::Shell(ShellCommand::DismissNotice(id)));
                        }
                        // Shortened to its line: whole, with its details, under the
                        // pointer or tapped.
                        let label = egui::Label::new(RichText::new(&text).color(colour))
                            .truncate()
                            .sense(crate::widgets::explain::TAP);
                        let whole = match details {
                            Some(details) => format!("{text}\n{details}"),
                            None => text.clone(),
                        };
                        explain::on_tap(ui.add(label), &whole);
                    });
                });
        });
    command
}

/// File ▸ Notices: every notice told this run, the newest first, errors in their colour.
pub(crate) fn notice_log(ui: &mut Ui, log: &[(NoticeKind, String)]) -> Option<Command> {
    let mut command = None;
    let modal = crate::widgets::dialog::modal(Id::unique("notice_log"), ui.ctx(), |ui| {
        let width = crate::widgets::dialog::width(ui.ctx(), 560.0);
        ui.set_width(width);
        ui.heading(text::notice_log_title());
        ui.add_space(6.0);
        egui::ScrollArea::vertical()
            .max_height(ui.ctx().content_rect().height() - 160.0)
            .show(ui, |ui| {
                if log.is_empty() {
                    ui.label(RichText::new(text::notice_log_empty()).color(theme::text_dim()));
                }
                for (kind, told) in log.iter().rev() {
                    let (words, details) = super::notice::split(told);
                    let colour = match kind {
                        NoticeKind::News => theme::text(),
                        NoticeKind::Error => theme::cut(),
                    };
                    ui.add(egui::Label::new(RichText::new(words).color(colour)).wrap());
                    if let Some(details) = details {
                        ui.add(
                            egui::Label::new(
                                RichText::new(details).small().color(theme::text_dim()),
                            )
                            .wrap(),
                        );
                    }
                    ui.add_space(4.0);
                }
            });
        ui.add_space(8.0);
        if ui.button(text::close()).clicked() {
            command = Some(Command::Shell(ShellCommand::CloseNoticeLog));
        }
    });
    if modal.should_close() && command.is_none() {
        command = Some(Command::Shell(ShellCommand::CloseNoticeLog));
    }
    command
}

/// File ▸ Paste PGN: a box to paste a game into (Ctrl+V), and Import, which reads it as
/// File ▸ Import PGN reads a file.
pub fn paste_dialog(ui: &mut Ui, pasted: &mut String) -> Option<ShellCommand> {
    let mut command = None;
    let modal = crate::widgets::dialog::modal(Id::unique("paste_pgn"), ui.ctx(), |ui| {
        let width = crate::widgets::dialog::width(ui.ctx(), 560.0);
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
    crate::widgets::dialog::modal(Id::unique("resume_prompt"), ui.ctx(), |ui| {
        ui.set_max_width(crate::widgets::dialog::width(ui.ctx(), 420.0));
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
