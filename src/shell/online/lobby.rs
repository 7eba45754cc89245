//! The lobby: before the start, the host sees the invitation to send and who has
//! joined, and starts; a guest sees the seats, takes a free one and waits.

use egui::{Grid, Id, RichText, Ui};

use super::table::{OnlineTable, SeatLine};
use super::{OnlineCommand, text};
use crate::games::{GameKind, SetupNote};
use crate::online::Occupancy;
use crate::online::net::Connection;
use crate::online::net::ends::GIVE_UP;
use crate::online::web_link::WebPage;
use crate::widgets::theme;

/// The lobby; `claim_name` is the guest's name for the next seat it takes.
/// `web_page`: where the host's link leads (none set: Copy link says why it is off).
pub fn show(
    ui: &mut Ui,
    table: &OnlineTable,
    claim_name: &mut String,
    web_page: Option<&WebPage>,
) -> Option<OnlineCommand> {
    let mut command = None;
    crate::widgets::dialog::modal(Id::unique("online_lobby"), ui.ctx(), |ui| {
        ui.set_width(crate::widgets::dialog::width(ui.ctx(), 560.0));
        ui.heading(if table.is_host() {
            text::host_title()
        } else {
            text::join_title()
        });
        ui.add_space(6.0);
        // Guests that found the game on the home network and ask: first, as they wait.
        for (peer, name) in table.asking() {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(text::asks_to_join(&name)).strong());
                if ui.button(text::let_in()).clicked() {
                    command = Some(OnlineCommand::Answer(peer, true));
                }
                if ui.button(text::refuse()).clicked() {
                    command = Some(OnlineCommand::Answer(peer, false));
                }
            });
        }
        if let Some(code) = table.short_code() {
            ui.label(text::short_code(&code));
        }
        if let Some(why) = table.failed() {
            ui.label(RichText::new(why).color(theme::cut()));
        } else if table.is_host() {
            match table.invitation() {
                Some(invitation) => {
                    ui.label(theme::section_heading(text::invitation()));
                    ui.label(RichText::new(text::invitation_hint()).color(theme::text_dim()));
                    let mut shown = invitation.as_str();
                    ui.add(
                        egui::TextEdit::multiline(&mut shown)
                            .desired_rows(3)
                            .desired_width(f32::INFINITY)
                            .font(egui::TextStyle::Monospace),
                    );
                    let link = web_page.and_then(|page| table.link(page));
                    ui.horizontal_wrapped(|ui| {
                        if ui.button(text::copy()).clicked() {
                            command = Some(OnlineCommand::CopyInvitation);
                        }
                        // A link only where a web page is known, never one to nowhere.
                        let copy_link = egui::Button::new(text::copy_link());
                        if ui.add_enabled(link.is_some(), copy_link).clicked() {
                            command = Some(OnlineCommand::CopyLink);
                        }
                        if link.is_none() {
                            ui.label(RichText::new(text::no_web_page()).color(theme::text_dim()));
                        }
                    });
                    // As large as the window lets it be, so a phone can read it: the
                    // link where there is one (a phone's camera opens the page with it).
                    let side = (ui.ctx().content_rect().height() - 460.0).clamp(120.0, 220.0);
                    let (code, name) = match &link {
                        Some(link) => (link.as_str(), text::qr_link()),
                        None => (invitation.as_str(), text::qr_code()),
                    };
                    ui.vertical_centered(|ui| super::qr::show(ui, code, &name, side));
                }
                None => {
                    ui.label(text::opening());
                }
            }
        } else if table.connection() == Connection::Unreachable {
            ui.label(RichText::new(connection_words(table)).color(theme::cut()));
            if ui.button(text::try_again()).clicked() {
                command = Some(OnlineCommand::Reconnect);
            }
        } else {
            ui.label(connection_words(table));
        }
        ui.add_space(6.0);
        // The game a guest is about to sit down to (its clock, its house rules), from
        // the host's welcome: known before a seat is taken.
        Grid::new("online_lobby_game")
            .num_columns(2)
            .spacing([12.0, 4.0])
            .show(ui, |ui| {
                for (heading, words) in game_words(table) {
                    ui.label(RichText::new(heading).color(theme::text_dim()));
                    // Wrapped at the dialog's edge: a phone's is narrower than the words
                    // of some languages (Tamil's house rules ran off its side).
                    ui.add(egui::Label::new(words).wrap());
                    ui.end_row();
                }
            });
        ui.add_space(6.0);
        ui.label(theme::section_heading(text::seats()));
        let seats = table.seats();
        let have_seat = seats.iter().any(|s| s.mine);
        let open = seats.iter().any(|s| s.occupancy == Occupancy::Open);
        if !table.is_host() && open {
            ui.horizontal(|ui| {
                let label = ui.label(text::your_name());
                ui.add(
                    egui::TextEdit::singleline(claim_name)
                        .char_limit(crate::online::message::MAX_NAME_CHARS),
                )
                .labelled_by(label.id);
            });
        }
        Grid::new("online_lobby_seats")
            .num_columns(2)
            .spacing([12.0, 6.0])
            .show(ui, |ui| {
                for line in &seats {
                    ui.label(table.kind.seat_word(line.seat));
                    // A guest may take several seats, one per person at this screen.
                    if line.occupancy == Occupancy::Open && !table.is_host() {
                        if ui.button(text::take_seat()).clicked() {
                            command = Some(OnlineCommand::Claim(
                                line.seat,
                                claim_name.trim().to_string(),
                            ));
                        }
                    } else {
                        ui.label(seat_words(line, table.kind));
                    }
                    ui.end_row();
                }
            });
        let watchers = table.watchers();
        if !watchers.is_empty() {
            ui.label(text::watchers(&watchers));
        }
        ui.add_space(6.0);
        if table.is_host() {
            if !table.all_taken() {
                ui.label(RichText::new(text::waiting_for_players()).color(theme::text_dim()));
            }
        } else if have_seat {
            ui.label(RichText::new(text::waiting_for_host()).color(theme::text_dim()));
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if table.is_host()
                && ui
                    .add_enabled(table.all_taken(), egui::Button::new(text::start()))
                    .clicked()
            {
                command = Some(OnlineCommand::Start);
            }
            let leave = if table.is_host() {
                text::stop_hosting()
            } else if table.waiting_let_in().is_some() {
                text::cancel()
            } else {
                text::leave()
            };
            if ui.button(leave).clicked() {
                command = Some(OnlineCommand::Leave);
            }
        });
    });
    command
}

/// The game as the host set it up, each line a heading and its words: the game, and
/// Makruk's clock (or that it has none) and starting position when not the usual one, or
/// Dhayam's house rules that differ from the book's. A guest knows it from the welcome;
/// until then, the game alone.
pub fn game_words(table: &OnlineTable) -> Vec<(String, String)> {
    let mut lines = vec![(text::game(), table.kind.name())];
    let Some(setup) = table.setup() else {
        return lines;
    };
    for note in setup.game.setup_notes(setup) {
        lines.push(match note {
            SetupNote::Clock(clock) => (
                text::clock(),
                match clock {
                    Some(c) => text::clock_time(c.minutes, c.increment),
                    None => text::no_clock(),
                },
            ),
            SetupNote::StartPosition(fen) => (text::start_position(), fen),
            SetupNote::HouseRules(rules) if rules.is_empty() => {
                (text::house_rules(), text::house_rules_none())
            }
            SetupNote::HouseRules(rules) => (text::house_rules(), rules.join(", ")),
        });
    }
    lines
}

/// Who sits in a seat, in a few words (a person who gave no name is "you", or their
/// seat's colour; a host who gave none is "the host", whose seat's colour the name is).
pub fn seat_words(line: &SeatLine, kind: GameKind) -> String {
    let name = line.name.trim();
    // A person who gave no name plays under the seat's colour: at their own window that
    // is "you", not the colour again beside the seat's.
    if unnamed_here(line, kind) {
        return text::seat_you();
    }
    // The host's dialog names a seat played there with no name by its colour: at a
    // guest's window that is "White  White", not who sits there (issue 61).
    if line.occupancy == Occupancy::Host
        && !line.mine
        && (name.is_empty() || name == kind.seat_word(line.seat))
    {
        return text::host_named("");
    }
    let name = if name.is_empty() {
        kind.seat_word(line.seat)
    } else {
        name.to_string()
    };
    let name = name.as_str();
    match line.occupancy {
        Occupancy::Open => text::open_seat(),
        Occupancy::Computer => text::seat_computer(),
        Occupancy::Held => text::held(name, line.held.map_or(0, |d| d.as_secs())),
        Occupancy::Replaced => text::computer_plays(name),
        Occupancy::Host | Occupancy::Guest if line.mine => text::you(name),
        Occupancy::Host | Occupancy::Guest => name.to_string(),
    }
}

/// Whether `line` is a seat played at this window by a person who gave no name (the
/// seat then bears its colour's word).
pub fn unnamed_here(line: &SeatLine, kind: GameKind) -> bool {
    let name = line.name.trim();
    line.mine
        && matches!(line.occupancy, Occupancy::Host | Occupancy::Guest)
        && (name.is_empty() || name == kind.seat_word(line.seat))
}

/// A guest's connection to the host, in a few words.
pub fn connection_words(table: &OnlineTable) -> String {
    if let Some(host) = table.waiting_let_in() {
        return text::waiting_let_in(host);
    }
    match table.connection() {
        Connection::Connecting => text::connecting(),
        Connection::Connected | Connection::Finished => text::connected(),
        Connection::Reconnecting { at } => {
            text::reconnecting(at.saturating_sub(table.now()).as_secs() + 1)
        }
        Connection::Broken => table.failed().unwrap_or_default(),
        Connection::Unreachable if table.needs_relay() => {
            text::unreachable_without_relay(GIVE_UP.as_secs())
        }
        Connection::Unreachable => text::unreachable(GIVE_UP.as_secs()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::SeatId;

    fn line(occupancy: Occupancy, name: &str, mine: bool) -> SeatLine {
        SeatLine {
            seat: SeatId(0),
            occupancy,
            name: name.into(),
            mine,
            held: None,
        }
    }

    /// Issue 61: a host who gave no name was shown at a guest's window by the seat's
    /// colour ("White  White"); it is "the host", in every language, and a named host
    /// by name.
    #[test]
    fn a_host_with_no_name_is_the_host_at_a_guest_s_window() {
        for lang in crate::i18n::Lang::ALL {
            crate::i18n::set_language(lang);
            for kind in GameKind::ALL {
                let colour = kind.seat_word(SeatId(0));
                let the_host = text::host_named("");
                assert_ne!(the_host, colour);
                for name in ["", colour.as_str()] {
                    assert_eq!(
                        seat_words(&line(Occupancy::Host, name, false), kind),
                        the_host,
                        "{lang:?} {kind:?} {name:?}"
                    );
                }
                assert_eq!(
                    seat_words(&line(Occupancy::Host, "Kavi", false), kind),
                    "Kavi"
                );
                // At the host's own window its seat is still "you".
                assert_eq!(
                    seat_words(&line(Occupancy::Host, "", true), kind),
                    text::seat_you()
                );
            }
        }
        crate::i18n::set_language(crate::i18n::Lang::En);
    }
}
