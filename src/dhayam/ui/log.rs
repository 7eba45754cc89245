//! The move log in the side panel: every turn in words, newest at the bottom, so a
//! person can always say who threw what and what moved, computers' turns included.
//! Before the first throw it holds the few lines of how to play instead.

use egui::{RichText, ScrollArea, Ui, vec2};

use super::{Command, GameConfig, seat_mark, text, theme};
use crate::dhayam::play::log::Turn;
use crate::dhayam::rules::Position;

/// How many turns the log shows: the latest ten rounds of four seats or so (the saved
/// game and the review keep them all). Every turn shown is laid out each frame: with 120
/// the table's frame took 1.38 ms against 0.63 before the log (`cargo bench --bench
/// frame`, one run each way).
const TURNS_SHOWN: usize = 40;

pub fn show(
    ui: &mut Ui,
    config: &GameConfig,
    position: &Position,
    log: &[Turn],
) -> Option<Command> {
    ui.label(
        RichText::new(text::log_title())
            .strong()
            .color(theme::TEXT_DIM),
    );
    if log.is_empty() {
        return how_to_play(ui);
    }
    let name_of = |seat| config.name(seat);
    let places = position.options().places;
    // A scroll area stuck to the bottom catches up with new lines one frame late; while
    // computers play the next frame may be a pause away, and the newest line stayed half
    // hidden meanwhile. So a frame that shows a new line asks for the next one at once.
    let size = (log.len(), log.last().map_or(0, |t| t.events.len()));
    let grew = ui.ctx().data_mut(|d| {
        let key = egui::Id::unique("move_log_size");
        let was = d.get_temp::<(usize, usize)>(key);
        d.insert_temp(key, size);
        was != Some(size)
    });
    if grew {
        ui.ctx().request_repaint();
    }
    // The log takes the panel's height that is left, whatever it is: a log reaching
    // below the panel's edge (egui's least scrolled height, 64 px) hid its newest lines
    // in a short window.
    ScrollArea::vertical()
        .id_salt("move_log")
        .min_scrolled_height(ui.available_height().clamp(24.0, 64.0))
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 1.0;
            for turn in &log[log.len().saturating_sub(TURNS_SHOWN)..] {
                ui.horizontal(|ui| {
                    seat_mark::label_mark(ui, turn.seat, 14.0);
                    ui.label(
                        RichText::new(config.name(turn.seat))
                            .strong()
                            .color(theme::seat_text(turn.seat)),
                    );
                    for (t, lost) in turn.throws_marked() {
                        let words = RichText::new(t.value().to_string()).strong();
                        ui.label(if lost {
                            words.strikethrough().color(theme::TEXT_DIM)
                        } else {
                            words.color(theme::TEXT)
                        });
                    }
                });
                for event in &turn.events {
                    if let Some(line) = text::log_line(turn.seat, event, &name_of, places) {
                        // Indented under the turn's heading, a long line wrapping
                        // under its own start.
                        ui.horizontal_top(|ui| {
                            ui.add_space(20.0);
                            ui.add(egui::Label::new(RichText::new(line).color(theme::TEXT)).wrap());
                        });
                    }
                }
                ui.add_space(3.0);
            }
        });
    None
}

/// The first lines a newcomer needs, and a button to the whole rules (the top bar's
/// Rules button opens them too). The lines are shown whole or not at all: in a short
/// window a scroll area cut them off after the first one or two, and nobody scrolls a
/// text they have not started to read. What does not fit is left to the rules button,
/// which then says what it opens.
fn how_to_play(ui: &mut Ui) -> Option<Command> {
    let width = ui.available_width();
    let gap = ui.spacing().item_spacing.y;
    let lay_out = |text: RichText| {
        egui::WidgetText::from(text).into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            width,
            egui::TextStyle::Body,
        )
    };
    let heading = lay_out(
        RichText::new(text::how_to_play())
            .strong()
            .color(theme::TEXT_DIM),
    );
    let lines: Vec<_> = text::help()
        .into_iter()
        .map(|line| lay_out(RichText::new(line).color(theme::TEXT_DIM)))
        .collect();
    let empty = lay_out(RichText::new(text::log_empty()).color(theme::TEXT_DIM));
    let tall = |g: &std::sync::Arc<egui::Galley>| g.size().y + gap;
    let button_tall = 26.0 + gap;
    let room = ui.available_height() - button_tall;
    let everything = tall(&empty) + 4.0 + tall(&heading) + lines.iter().map(tall).sum::<f32>();
    let all_fit = everything <= room;

    // The log's own line goes first when space is short: the title above already says
    // what the box will hold.
    let mut used = 0.0;
    if all_fit {
        ui.label(empty);
        ui.add_space(4.0);
        used += tall(&heading);
        ui.label(heading);
    } else if tall(&heading) <= room {
        used += tall(&heading);
        ui.label(heading);
    }
    for line in lines {
        if used + tall(&line) > room {
            break;
        }
        used += tall(&line);
        ui.label(line);
    }
    let words = if all_fit {
        RichText::new("?").strong()
    } else {
        RichText::new(text::rules_hint())
    };
    ui.add(egui::Button::new(words).min_size(vec2(44.0, 26.0)))
        .on_hover_text(text::rules_hint())
        .clicked()
        .then_some(Command::OpenRules)
}
