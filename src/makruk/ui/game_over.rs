//! Game over: who won (or a draw), the result and why, and what to do next — review the
//! game, play again, export it — in a window over the board, as Dhayam's has one.

use egui::{Align2, Id, RichText, Ui};

use super::command::Command;
use super::session::Session;
use super::text;
use crate::makruk::rules::Color;

/// The winner's colour, if the game was won; from the rules or from how it ended.
fn winner(session: &Session) -> Option<Color> {
    if let Some(ending) = session.ending() {
        return match ending.result() {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            _ => None,
        };
    }
    session.game().outcome().and_then(|o| o.winner())
}

/// Why the game ended, in words ("Checkmate: Somchai wins").
pub fn reason(session: &Session) -> String {
    let name = |c: Color| session.seat(c).name.clone();
    if let Some(ending) = session.ending() {
        return text::ending(ending, &name(Color::White), &name(Color::Black));
    }
    match session.game().outcome() {
        Some(outcome) => {
            let winner = outcome.winner().map(name).unwrap_or_default();
            text::outcome(outcome, &winner)
        }
        None => String::new(),
    }
}

/// Shows the panel over the board (the side panel stays in view); returns its commands.
pub fn show(ui: &mut Ui, session: &Session, board: egui::Rect) -> Vec<Command> {
    let mut out = Vec::new();
    let mut open = true;
    let headline = text::result_headline(winner(session).map(|c| session.seat(c).name.as_str()));
    let top = board.center_top() + egui::vec2(0.0, board.height() * 0.12);
    // Below its top and within the window (less its title bar): in a small window at
    // 200% the panel scrolls rather than runs off the window.
    let room = crate::widgets::dialog::room(ui.ctx());
    let below = (ui.ctx().content_rect().bottom() - top.y - 48.0).max(120.0);
    egui::Window::new(text::game_over())
        .id(Id::unique("makruk-game-over"))
        // Over the board's upper half, clear of the side panel's buttons.
        .pivot(Align2::CENTER_TOP)
        .fixed_pos(top)
        .collapsible(false)
        .resizable(false)
        .max_width((board.width() * 0.8).max(240.0).min(room.x))
        .open(&mut open)
        .show(ui.ctx(), |ui| {
            // A scroll area of its own that shrinks to what it holds: a window's own
            // (`Window::scroll`) keeps its full height, a tall empty panel.
            egui::ScrollArea::vertical()
                .max_height(below.min(room.y))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            RichText::new(headline)
                                .size(26.0)
                                .strong()
                                .color(crate::widgets::theme::highlight()),
                        );
                        ui.label(
                            RichText::new(session.result())
                                .size(20.0)
                                .monospace()
                                .color(crate::widgets::theme::text()),
                        );
                        ui.label(
                            RichText::new(reason(session)).color(crate::widgets::theme::text()),
                        );
                    });
                    ui.add_space(10.0);
                    // Buttons that keep their words on one line, the row wrapping instead.
                    ui.horizontal_wrapped(|ui| {
                        let reviewed = session.review().is_some();
                        let empty = session.game().is_empty();
                        for (command, enabled) in [
                            (Command::Review, !reviewed && !empty),
                            (Command::PlayAgain, true),
                            (Command::ExportPgn, !empty),
                            (Command::Learn, session.learn_offered()),
                        ] {
                            // At a distance the host's Rematch, over the table, plays on.
                            if command == Command::PlayAgain && session.is_at_a_distance() {
                                continue;
                            }
                            let words = command.text().unwrap_or_default();
                            if ui.add_enabled(enabled, egui::Button::new(words)).clicked() {
                                out.push(command);
                            }
                        }
                    });
                });
        });
    if !open {
        out.push(Command::DismissGameOver);
    }
    out
}
