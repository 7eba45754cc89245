//! Game over: the King, the places, and each player's throws, moves and cuts.

use egui::{Grid, Id, RichText, Ui};

use super::{Command, GameConfig, text, theme};
use crate::dhayam::play::game::SeatStats;
use crate::dhayam::rules::{BySeat, Outcome, Seat};

/// The room between two columns of the table of places.
const COLUMN_GAP: f32 = 18.0;

/// Shows the game-over window over the board (never over the side panel). At a distance
/// there is no Play again: the host's Rematch, over the table, plays on.
pub fn show(
    ui: &mut Ui,
    config: &GameConfig,
    outcome: &Outcome,
    stats: &BySeat<SeatStats>,
    reviewing: bool,
    at_a_distance: bool,
    learn: bool,
) -> Option<Command> {
    let mut command = None;
    let mut open = true;
    // What the window leaves below and right of its corner (less its title bar): in a small
    // window at 200% the places scroll rather than run off the window.
    let room = crate::widgets::dialog::room(ui.ctx()) - egui::vec2(16.0, 48.0 + 32.0);
    let mut order: Vec<Seat> = outcome.order.iter().collect();
    for seat in Seat::ALL {
        if config.seat(seat).playing && !order.contains(&seat) {
            order.push(seat);
        }
    }
    let headings = [
        text::place_heading(),
        text::player(),
        text::throws(),
        text::moves(),
        text::cuts(),
        text::was_cut(),
    ];
    let rows: Vec<[String; 6]> = order
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let placed = i < outcome.order.len();
            // Partners share their place: the winners first, the others second.
            let place = if outcome.teams { 1 + i / 2 } else { i + 1 };
            let s = stats[*seat];
            [
                if placed {
                    text::place(place)
                } else {
                    String::new()
                },
                config.name(*seat),
                s.throws.to_string(),
                s.moves.to_string(),
                s.cuts.to_string(),
                s.cut_by_others.to_string(),
            ]
        })
        .collect();
    // The window is as wide as its table of places (a long language's headings made it
    // wider than the window's first guess, cutting its last columns off); where even the
    // room is too narrow, the headings wrap within their columns.
    let font = egui::TextStyle::Body.resolve(ui.style());
    let wide = |words: &str| {
        ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(words.to_string(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    };
    // A grid's column is never narrower than a control (egui's `interact_size`); a point
    // more each for rounding, and two items' spacing to spare (measured: the grid came
    // out 9 points wider than its texts).
    let least = ui.spacing().interact_size.x;
    let table: f32 = (0..6)
        .map(|c| {
            rows.iter()
                .map(|r| wide(&r[c]))
                .fold(wide(&headings[c]), f32::max)
                .max(least)
                + 1.0
        })
        .sum::<f32>()
        + 5.0 * COLUMN_GAP
        + 2.0 * ui.spacing().item_spacing.x;
    let column = (table > room.x).then(|| ((room.x - 5.0 * COLUMN_GAP) / 6.0).max(32.0));
    let top_left = ui.max_rect().left_top() + egui::vec2(16.0, 14.0);
    let below = (ui.max_rect().bottom() - top_left.y - 48.0).max(120.0);
    egui::Window::new(text::game_over())
        .id(Id::unique("game_over"))
        // Over the board, so the side panel's players and move log stay in view where
        // the table leaves room; `ui` is the table's, under the bars above it.
        .fixed_pos(top_left)
        .collapsible(false)
        .resizable(false)
        .min_width(table.min(room.x))
        .max_width(room.x)
        .open(&mut open)
        .show(ui.ctx(), |ui| {
            // A scroll area of its own that shrinks to what it holds: a window's own
            // (`Window::scroll`) keeps its full height, a tall empty panel.
            egui::ScrollArea::vertical()
                .max_height(below.min(room.y))
                .show(ui, |ui| {
                    let king = outcome.king();
                    let headline = if outcome.teams {
                        text::team_wins(&config.name(king), &config.name(king.opposite()))
                    } else {
                        text::is_king(&config.name(king))
                    };
                    ui.vertical_centered(|ui| {
                        paint_crown(ui, theme::seat(king));
                        ui.label(
                            RichText::new(headline)
                                .size(26.0)
                                .strong()
                                .color(theme::seat_text(king)),
                        );
                    });
                    ui.add_space(8.0);
                    let mut grid = Grid::new("places").striped(true).spacing([COLUMN_GAP, 4.0]);
                    if let Some(column) = column {
                        grid = grid.max_col_width(column);
                    }
                    grid.show(ui, |ui| {
                        for h in &headings {
                            ui.label(RichText::new(h).strong());
                        }
                        ui.end_row();
                        for (row, seat) in rows.iter().zip(&order) {
                            ui.label(&row[0]);
                            ui.label(RichText::new(&row[1]).color(theme::seat(*seat)));
                            for cell in &row[2..] {
                                ui.label(cell);
                            }
                            ui.end_row();
                        }
                    });
                    ui.add_space(10.0);
                    // Wrapped: four buttons in a long language are wider than the window.
                    ui.horizontal_wrapped(|ui| {
                        for (c, enabled) in [
                            (Command::PlayAgain, true),
                            (Command::OpenNewGameDialog, true),
                            (Command::Review, !reviewing),
                            (Command::Learn, learn),
                        ] {
                            if at_a_distance && c == Command::PlayAgain {
                                continue;
                            }
                            if let Some(c) = super::status::button(ui, c, enabled) {
                                command = Some(c);
                            }
                        }
                    });
                    if reviewing {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.label(RichText::new(text::reviewing()).color(theme::text_dim()));
                        });
                    }
                });
        });
    if !open && command.is_none() {
        command = Some(Command::DismissGameOver);
    }
    command
}

/// A small crown for the King.
fn paint_crown(ui: &mut Ui, colour: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(64.0, 40.0), egui::Sense::hover());
    let p = ui.painter();
    let b = rect.bottom() - 4.0;
    let (l, r, t) = (rect.left() + 6.0, rect.right() - 6.0, rect.top() + 4.0);
    let w = r - l;
    let points = vec![
        egui::pos2(l, b),
        egui::pos2(l, t + 8.0),
        egui::pos2(l + w * 0.25, t + 20.0),
        egui::pos2(l + w * 0.5, t),
        egui::pos2(l + w * 0.75, t + 20.0),
        egui::pos2(r, t + 8.0),
        egui::pos2(r, b),
    ];
    p.add(egui::Shape::line(
        points.clone(),
        egui::Stroke::new(3.0, theme::brass_dark()),
    ));
    p.add(egui::Shape::convex_polygon(
        vec![
            egui::pos2(l, b),
            egui::pos2(l, t + 14.0),
            egui::pos2(r, t + 14.0),
            egui::pos2(r, b),
        ],
        theme::brass(),
        egui::Stroke::NONE,
    ));
    p.add(egui::Shape::line(
        points,
        egui::Stroke::new(2.0, theme::brass_light()),
    ));
    for x in [l, l + w * 0.5, r] {
        p.circle_filled(
            egui::pos2(x, if x == l + w * 0.5 { t } else { t + 8.0 }),
            4.0,
            colour,
        );
    }
}
