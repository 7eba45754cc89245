//! The strip over the table during a game at a distance: who hosts, each seat and who
//! is in it (held seats count down), the guest's connection, the dice check once the
//! seed is revealed, the quick phrases, the host's Rematch once the game is over, and
//! Leave.

use egui::{Panel, RichText, Ui};

use super::lobby::{connection_words, seat_words, unnamed_here};
use super::table::SeatLine;
use super::table::{OnlineTable, Stage};
use super::{OnlineCommand, text};
use crate::online::Occupancy;
use crate::online::Phrase;
use crate::widgets::theme;

/// Shows the strip; what it asks, and the line it keeps for the notices. That line is
/// the strip's own, there whether or not a notice is: a notice lies over it and the table
/// below never moves when one comes or goes (issue 61: a player arriving pushed the board
/// down under the pointer).
pub fn show(
    ui: &mut Ui,
    table: &OnlineTable,
    draft: &mut String,
) -> (Option<OnlineCommand>, egui::Rect) {
    let mut command = None;
    let mut notice_line = egui::Rect::NOTHING;
    Panel::top("online_strip")
        .frame(theme::bar_frame(false))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                // A guest with no seat watches: it reads the chat but says nothing.
                let seated = table.seats().iter().any(|s| s.mine);
                let speaks = seated || table.is_host();
                let lead = if table.is_host() {
                    text::hosting()
                } else if table.ended.is_some() {
                    text::guest_of()
                } else if seated {
                    format!("{} · {}", text::guest_of(), connection_words(table))
                } else {
                    format!("{} · {}", text::watching(), connection_words(table))
                };
                ui.label(RichText::new(lead).strong());
                for line in table.seats() {
                    ui.label(RichText::new("·").color(theme::text_dim()));
                    ui.label(seat_line(&line, table.kind));
                }
                // The host's: who watches, as they come and go.
                let watchers = table.watchers();
                if !watchers.is_empty() {
                    ui.label(RichText::new("·").color(theme::text_dim()));
                    ui.label(text::watchers(&watchers));
                }
                match &table.verdict {
                    Some(Ok(words)) => {
                        ui.label(RichText::new(words).color(theme::hint()));
                    }
                    Some(Err(words)) => {
                        ui.label(RichText::new(words).color(theme::cut()));
                    }
                    None => {}
                }
                if let Stage::Stopped(why) = &table.stage {
                    ui.label(RichText::new(why).color(theme::cut()));
                }
                if let Some(ended) = &table.ended {
                    ui.label(RichText::new(ended).color(theme::cut()));
                }
                // A menu closes on any click by default, its own field's included:
                // the chat's stays open until a click outside it (or Escape), so its
                // line can be clicked into and typed.
                egui::containers::menu::MenuButton::new(text::chat())
                    .config(
                        egui::containers::menu::MenuConfig::new()
                            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside),
                    )
                    .ui(ui, |ui| {
                        if let Some(c) = chat(ui, table, draft, speaks) {
                            command = Some(c);
                        }
                    });
                // The latest line, so nobody has to open the chat to see it came.
                if let Some((seat, line)) = table.chat.last() {
                    let who = name_of(table, *seat);
                    ui.label(RichText::new(format!("{who}: {line}")).color(theme::text_dim()));
                }
                if speaks {
                    ui.menu_button(text::phrases(), |ui| {
                        for phrase in Phrase::ALL {
                            if ui.button(text::phrase(phrase)).clicked() {
                                command = Some(OnlineCommand::Say(phrase));
                            }
                        }
                    });
                }
                if table.can_rematch() && ui.button(text::rematch()).clicked() {
                    command = Some(OnlineCommand::Rematch);
                }
                if !table.is_host() && ui.button(text::reconnect()).clicked() {
                    command = Some(OnlineCommand::Reconnect);
                }
                if ui.button(text::leave()).clicked() {
                    command = Some(OnlineCommand::AskLeave);
                }
            });
            let height = ui.spacing().interact_size.y + 4.0;
            let (rect, _) = ui.allocate_exact_size(
                egui::vec2(ui.available_width(), height),
                egui::Sense::hover(),
            );
            notice_line = rect;
        });
    (command, notice_line)
}

/// A seat in the strip: its colour and who plays it ("Yellow: Kavi (you)"), or for a
/// person who gave no name, the colour alone ("Yellow (you)" here, "Yellow" at the other
/// windows; never "Yellow: Yellow (you)").
fn seat_line(line: &SeatLine, kind: crate::games::GameKind) -> String {
    let colour = kind.seat_word(line.seat);
    let name = line.name.trim();
    if unnamed_here(line, kind) {
        text::you(&colour)
    } else if line.occupancy == Occupancy::Guest && (name.is_empty() || name == colour) {
        // Another window's guest with no name: the colour once.
        colour
    } else {
        format!("{colour}: {}", seat_words(line, kind))
    }
}

/// The chat: its lines, a line to write (for a player), and a box per other seat to hide
/// its lines.
fn chat(
    ui: &mut Ui,
    table: &OnlineTable,
    draft: &mut String,
    speaks: bool,
) -> Option<OnlineCommand> {
    let mut command = None;
    ui.set_min_width(320.0);
    egui::ScrollArea::vertical()
        .max_height(200.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (seat, line) in &table.chat {
                ui.label(format!("{}: {line}", name_of(table, *seat)));
            }
        });
    if speaks {
        ui.horizontal(|ui| {
            let label = ui.label(text::chat());
            let edit = ui
                .add(
                    egui::TextEdit::singleline(draft)
                        .char_limit(crate::online::message::MAX_CHAT_CHARS)
                        .desired_width(220.0),
                )
                .labelled_by(label.id);
            let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(text::send()).clicked() || entered) && !draft.trim().is_empty() {
                command = Some(OnlineCommand::Chat(draft.clone()));
            }
        });
    }
    for line in table.seats().into_iter().filter(|s| !s.mine) {
        let mut muted = table.muted.contains(&line.seat);
        let name = name_of(table, line.seat);
        if ui.checkbox(&mut muted, text::mute(&name)).changed() {
            command = Some(OnlineCommand::Mute(line.seat, muted));
        }
    }
    command
}

/// A seat's player's name, or its colour.
fn name_of(table: &OnlineTable, seat: crate::online::SeatId) -> String {
    table
        .seats()
        .into_iter()
        .find(|s| s.seat == seat)
        .map(|s| s.name)
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| table.kind.seat_word(seat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameKind;
    use crate::online::SeatId;

    fn line(occupancy: Occupancy, name: &str, mine: bool) -> SeatLine {
        SeatLine {
            seat: SeatId(1),
            occupancy,
            name: name.to_string(),
            mine,
            held: None,
        }
    }

    /// Issue 65: a guest (or host) who gave no name plays under its seat's colour; the
    /// strip says "Yellow (you)", not "Yellow: Yellow (you)", in every language, and a
    /// named one still "Yellow: Kavi (you)".
    #[test]
    fn a_seat_played_here_without_a_name_reads_as_the_colour_and_you() {
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::set_language(lang);
            for kind in GameKind::ALL {
                let colour = kind.seat_word(SeatId(1));
                for occupancy in [Occupancy::Guest, Occupancy::Host] {
                    for name in ["", colour.as_str(), " "] {
                        let words = seat_line(&line(occupancy, name, true), kind);
                        assert_eq!(words, text::you(&colour), "{lang:?} {kind:?} {name:?}");
                        assert_eq!(words.matches(colour.as_str()).count(), 1, "{words}");
                    }
                    assert_eq!(
                        seat_line(&line(occupancy, "Kavi", true), kind),
                        format!("{colour}: {}", text::you("Kavi"))
                    );
                }
                // Another window's nameless guest is its colour, once.
                assert_eq!(
                    seat_line(&line(Occupancy::Guest, &colour, false), kind),
                    colour
                );
                assert_eq!(
                    seat_line(&line(Occupancy::Guest, "Kavi", false), kind),
                    format!("{colour}: Kavi")
                );
            }
        }
        crate::i18n::set_language(crate::i18n::Lang::En);
    }
}
