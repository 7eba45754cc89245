//! The side panel: the players, the dice with the throw's value and this turn's throws,
//! the Throw button, and in pooled turns the saved values to choose from.

use egui::{Align, Layout, RichText, Sense, Ui, vec2};

use super::dice::{self, DiceView};
use super::{Command, GameConfig, Player, text, theme};
use crate::dhayam::ai::Hint;
use crate::dhayam::rules::{BySeat, Position, Seat, Throw, Value};

/// The hint as the side panel shows it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum HintView {
    /// No decision of a person's to hint at: the button is greyed.
    Unavailable,
    /// A person decides: the button is offered.
    Offered,
    Thinking,
    Shown(Hint),
}

pub struct SideView<'a> {
    pub config: &'a GameConfig,
    pub position: &'a Position,
    pub dice: DiceView,
    /// The value to show large (hidden while the dice tumble).
    pub value: Option<Value>,
    pub turn_throws: &'a [Throw],
    pub can_throw: bool,
    /// Pooled turns: the saved values, whether each can be used, and the one chosen.
    pub values: Vec<(Value, bool)>,
    pub chosen: Option<Value>,
    /// The latest cuts, opened gates and finishes, oldest first.
    pub events: &'a [(Seat, String)],
    pub hint: HintView,
    /// Whether the win chances bar is on, and the latest chances (with whether they
    /// are for this position or still for an earlier one).
    pub show_chances: bool,
    pub chances: Option<(BySeat<f64>, bool)>,
}

pub fn show(ui: &mut Ui, view: &SideView<'_>) -> Option<Command> {
    let mut command = None;
    ui.add_space(6.0);
    ui.label(
        RichText::new(text::players())
            .strong()
            .color(theme::TEXT_DIM),
    );
    for seat in view.position.seats().iter() {
        player_row(ui, view, seat);
    }
    let mut show_chances = view.show_chances;
    if ui
        .checkbox(&mut show_chances, text::win_chances_setting())
        .on_hover_text(text::win_chances_hint())
        .changed()
    {
        command = Some(Command::ShowWinChances(show_chances));
    }
    if view.show_chances {
        win_bar(ui, view);
    }
    let differences = view.position.options().differences();
    if !differences.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(text::house_rules_short())
                    .small()
                    .color(theme::TEXT_DIM),
            );
            for (key, value) in differences {
                ui.label(
                    RichText::new(text::option_setting(key, &value))
                        .small()
                        .color(theme::HIGHLIGHT),
                );
            }
        });
    }
    ui.add_space(12.0);
    ui.separator();
    ui.label(RichText::new(text::dice()).strong().color(theme::TEXT_DIM));
    ui.horizontal(|ui| {
        let value_w = 64.0;
        ui.vertical(|ui| {
            ui.set_width((ui.available_width() - value_w).max(120.0));
            if let Some(c) = dice::show(ui, &view.dice) {
                command = Some(c);
            }
        });
        ui.with_layout(Layout::top_down(Align::Center), |ui| {
            ui.add_space(12.0);
            let big = view.value.map_or(String::new(), |v| v.to_string());
            ui.label(
                RichText::new(big)
                    .size(44.0)
                    .strong()
                    .color(theme::BRASS_LIGHT),
            )
            .on_hover_text(text::value_label(view.value));
        });
    });
    if !view.turn_throws.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(text::this_turn()).color(theme::TEXT_DIM));
            for t in view.turn_throws {
                ui.label(
                    RichText::new(t.value().to_string())
                        .strong()
                        .color(theme::TEXT),
                )
                .on_hover_text(t.to_string());
            }
        });
    }
    if !view.values.is_empty() {
        ui.add_space(6.0);
        ui.label(RichText::new(text::choose_value()).color(theme::TEXT_DIM));
        ui.horizontal_wrapped(|ui| {
            for (i, (v, usable)) in view.values.iter().enumerate() {
                let selected =
                    view.chosen == Some(*v) && view.values[..i].iter().all(|(w, _)| w != v);
                let b = ui.add_enabled(
                    *usable,
                    egui::Button::new(RichText::new(v.to_string()).size(20.0).strong())
                        .selected(selected)
                        .frame(true)
                        .min_size(vec2(44.0, 36.0)),
                );
                let b = b.on_hover_text(text::use_value(*v));
                if b.clicked() {
                    command = Some(Command::ChooseValue(*v));
                }
            }
        });
    }
    if !view.events.is_empty() {
        ui.add_space(8.0);
        ui.label(RichText::new(text::recent()).color(theme::TEXT_DIM));
        for (seat, event) in view.events.iter().rev() {
            ui.horizontal(|ui| {
                let (r, _) = ui.allocate_exact_size(vec2(10.0, 10.0), Sense::hover());
                ui.painter()
                    .circle_filled(r.center(), 4.5, theme::seat(*seat));
                ui.label(RichText::new(event).small().color(theme::TEXT));
            });
        }
    }
    ui.add_space(6.0);
    let throw = ui.add_enabled(
        view.can_throw,
        egui::Button::new(
            RichText::new(Command::Throw.text().unwrap_or_default())
                .size(20.0)
                .strong(),
        )
        .min_size(vec2(ui.available_width().min(260.0), 40.0))
        .fill(theme::darker(theme::BRASS, 0.35)),
    );
    if throw
        .on_hover_text(Command::Throw.hint().unwrap_or_default())
        .clicked()
    {
        command = Some(Command::Throw);
    }
    if let Some(c) = hint_ui(ui, view.hint) {
        command = Some(c);
    }
    ui.add_space(10.0);
    egui::CollapsingHeader::new(RichText::new(text::how_to_play()).color(theme::TEXT_DIM))
        .default_open(true)
        .show(ui, |ui| {
            for line in text::help() {
                ui.label(RichText::new(line).small().color(theme::TEXT_DIM));
            }
            // The "?" button: the whole rules, with pictures.
            if ui
                .button(RichText::new("?").strong())
                .on_hover_text(text::rules_hint())
                .clicked()
            {
                command = Some(Command::OpenRules);
            }
        });
    command
}

fn player_row(ui: &mut Ui, view: &SideView<'_>, seat: Seat) {
    let position = view.position;
    let to_move = position.to_move() == seat && !position.is_over();
    let pawns = position.pawns(seat);
    let done = pawns.iter().filter(|p| p.is_finished()).count();
    let frame = egui::Frame::new()
        .inner_margin(egui::Margin::symmetric(6, 2))
        .corner_radius(6.0)
        .fill(if to_move {
            theme::darker(theme::seat(seat), 0.55)
        } else {
            egui::Color32::TRANSPARENT
        });
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.spacing_mut().item_spacing.y = 0.0;
        ui.horizontal(|ui| {
            let (r, _) = ui.allocate_exact_size(vec2(16.0, 16.0), Sense::hover());
            ui.painter()
                .circle_filled(r.center(), 7.0, theme::seat(seat));
            ui.label(
                RichText::new(view.config.name(seat))
                    .strong()
                    .color(theme::TEXT),
            );
            let kind = match view.config.player(seat) {
                Player::Human => text::human().to_string(),
                Player::Computer(level) => text::computer(level),
            };
            ui.label(RichText::new(kind).small().color(theme::TEXT_DIM));
        });
        ui.horizontal(|ui| {
            ui.add_space(22.0);
            let mut line = text::pawns_home(done, pawns.len());
            if position.gate_open(seat) {
                line.push_str(", ");
                line.push_str(&text::gate_open_short());
            }
            ui.label(RichText::new(line).small().color(theme::TEXT_DIM));
        });
    });
}

/// The Hint button and, once found, the best move, its chance and the next best.
fn hint_ui(ui: &mut Ui, hint: HintView) -> Option<Command> {
    let mut command = None;
    ui.add_space(4.0);
    let offered = matches!(hint, HintView::Offered);
    let button = ui.add_enabled(
        offered,
        egui::Button::new(RichText::new(Command::Hint.text().unwrap_or_default()).strong())
            .min_size(vec2(ui.available_width().min(260.0), 28.0)),
    );
    if button
        .on_hover_text(Command::Hint.hint().unwrap_or_default())
        .clicked()
    {
        command = Some(Command::Hint);
    }
    match hint {
        HintView::Thinking => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(RichText::new(text::hint_thinking()).color(theme::TEXT_DIM));
            });
        }
        HintView::Shown(h) => {
            ui.label(
                RichText::new(text::hint_best(h.best))
                    .size(18.0)
                    .strong()
                    .color(theme::HINT),
            );
            ui.label(RichText::new(text::hint_chance(h.chance)).color(theme::TEXT));
            if let Some((mv, chance)) = h.second {
                ui.label(
                    RichText::new(text::hint_next(mv, chance, h.chance))
                        .small()
                        .color(theme::TEXT_DIM),
                );
            }
        }
        HintView::Unavailable | HintView::Offered => {}
    }
    command
}

/// Each seat's chance to become King: one bar split in the seats' colours, and the
/// figures under it. Faded while the figures are still those of an earlier position.
fn win_bar(ui: &mut Ui, view: &SideView<'_>) {
    let Some((chances, current)) = view.chances else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(
                RichText::new(text::win_chances())
                    .small()
                    .color(theme::TEXT_DIM),
            );
        });
        return;
    };
    let seats: Vec<Seat> = view.position.seats().iter().collect();
    let total: f64 = seats.iter().map(|s| chances[*s]).sum::<f64>().max(1e-9);
    let (rect, response) = ui.allocate_exact_size(vec2(ui.available_width(), 14.0), Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, text::win_chances())
    });
    let fade = if current { 1.0 } else { 0.6 };
    let painter = ui.painter();
    painter.rect_filled(rect, 4.0, theme::TABLE_DARK);
    let mut x = rect.left();
    for seat in &seats {
        let w = (chances[*seat] / total) as f32 * rect.width();
        let r =
            egui::Rect::from_min_max(egui::pos2(x, rect.top()), egui::pos2(x + w, rect.bottom()));
        painter.rect_filled(r, 0.0, theme::seat(*seat).gamma_multiply(fade));
        x += w;
    }
    ui.horizontal_wrapped(|ui| {
        for seat in &seats {
            ui.label(
                RichText::new(text::win_chance(&view.config.name(*seat), chances[*seat]))
                    .small()
                    .color(theme::lighter(theme::seat(*seat), 0.3)),
            );
        }
    });
}
