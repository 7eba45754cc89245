//! The side panel: the players, the dice with the throw's value and this turn's throws,
//! in pooled turns the saved values to choose from, the Throw and Hint buttons, and the
//! move log.

use egui::{Align, Layout, RichText, Sense, Ui, vec2};

use super::DiceView;
use super::dice;
use super::dice_entry::DiceEntry;
use super::{Command, GameConfig, Player, seat_mark, text, theme};
use crate::dhayam::ai::Hint;
use crate::dhayam::play::log::Turn;
use crate::dhayam::rules::{BySeat, Position, Seat, SeatSet, Value};
use crate::dhayam::typed::TypedMoveError;
use crate::widgets::explain;
use crate::widgets::move_field::{self, MoveField};

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
    /// The seats played at another window (a game at a distance).
    pub away: SeatSet,
    pub position: &'a Position,
    pub dice: DiceView,
    /// The value to show large (hidden while the dice tumble, and before the seat to
    /// move has thrown).
    pub value: Option<Value>,
    /// The turn of the seat to move, once it has thrown.
    pub this_turn: Option<&'a Turn>,
    /// The whole game, turn by turn.
    pub log: &'a [Turn],
    pub can_throw: bool,
    /// Real dice: the faces being tapped in, when the seat to move throws its own dice.
    pub entry: Option<DiceEntry>,
    /// Pooled turns: the saved values, whether each can be used, and the one chosen.
    pub values: Vec<(Value, bool)>,
    pub chosen: Option<Value>,
    pub hint: HintView,
    /// Whether the win chances bar is on, and the latest chances (with whether they
    /// are for this position or still for an earlier one).
    pub show_chances: bool,
    pub chances: Option<(BySeat<f64>, bool)>,
    pub typing: Typing<'a>,
}

/// The field where a move is typed.
pub struct Typing<'a> {
    /// Whether a move can be typed: while the game goes on.
    pub enabled: bool,
    /// Why the last typed move was not played, numbered so that each failure is said.
    pub error: Option<&'a (TypedMoveError, u32)>,
}

/// The side panel, top to bottom: the players, the dice, this turn's throws, the values
/// to choose from, Throw and Hint, the win chances (when asked for), and the move log
/// filling the rest. Every row above
/// the log keeps its height for the whole game, so the buttons never move under the
/// pointer.
pub fn show(ui: &mut Ui, view: &SideView<'_>) -> Vec<Command> {
    let mut commands = Vec::new();
    // A short window (800×600) gets smaller dice and a smaller place for the hint, so
    // the log keeps a few lines; the sizes follow the window, never the game.
    let short = ui.available_height() < 640.0;
    // A tiny one (everything at 200% on 1280×800) puts the throw first: the panel
    // scrolls, and what a turn needs must be in view without scrolling.
    let tiny = ui.available_height() < 440.0;
    ui.add_space(4.0);
    if tiny {
        commands.extend(turn_controls(ui, view, short));
    }
    for seat in view.position.seats().iter() {
        player_row(ui, view, seat, short);
    }
    let differences = view.position.options().differences();
    if !differences.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(text::house_rules_short()).color(theme::text_dim()));
            for (key, value) in differences {
                ui.label(
                    RichText::new(text::option_setting(key, &value)).color(theme::highlight()),
                );
            }
        });
    }
    if view.position.options().teams {
        let name = |s: Seat| view.config.name(s);
        ui.label(
            RichText::new(text::teams_line(
                &name(Seat::Red),
                &name(Seat::Yellow),
                &name(Seat::Green),
                &name(Seat::Blue),
            ))
            .color(theme::text()),
        );
    }
    ui.separator();
    ui.horizontal(|ui| {
        let value_w = 56.0;
        ui.vertical(|ui| {
            let width = (ui.available_width() - value_w).max(120.0);
            ui.set_width(if short { width.min(150.0) } else { width });
            commands.extend(dice::show(ui, &view.dice));
        });
        ui.with_layout(Layout::top_down(Align::Center), |ui| {
            ui.add_space(10.0);
            // Before a throw of the seat to move there is no value: its place stays, empty
            // (a dash there read as a value of its own).
            match view.value {
                Some(v) => {
                    ui.label(
                        RichText::new(v.to_string())
                            .size(40.0)
                            .strong()
                            .color(theme::brass_light()),
                    )
                    .on_hover_text(text::value_label(Some(v)));
                }
                None => {
                    ui.label(RichText::new(" ").size(40.0));
                }
            }
        });
    });
    this_turn_row(ui, view);
    if !tiny {
        commands.extend(turn_controls(ui, view, short));
    }
    commands.extend(hint_ui(ui, view, if short { 56.0 } else { 96.0 }));
    // Under the turn's controls: the chances' bar, shown or hidden, moves only the log
    // below it, never Throw or Hint under the pointer.
    let mut show_chances = view.show_chances;
    let ticked = ui.checkbox(&mut show_chances, text::win_chances_setting());
    if explain::on_hold(ticked, &text::win_chances_hint()).changed() {
        commands.push(Command::ShowWinChances(show_chances));
    }
    if view.show_chances {
        win_bar(ui, view);
    }
    ui.add_space(6.0);
    commands.extend(super::log::show(ui, view.config, view.position, view.log));
    commands
}

fn throw_button(ui: &mut Ui, can_throw: bool, width: f32) -> Option<Command> {
    let throw = ui.add_enabled(
        can_throw,
        egui::Button::new(
            RichText::new(Command::Throw.text().unwrap_or_default())
                .size(20.0)
                .strong(),
        )
        .min_size(vec2(width, 38.0))
        .fill(theme::action()),
    );
    throw
        .on_hover_text(Command::Throw.hint().unwrap_or_default())
        .clicked()
        .then_some(Command::Throw)
}

/// "This turn: 6 5 1", the values lost struck through; before the seat to move throws,
/// whose throw the faded dice still show ("Last throw: Red 6"). Always one row high.
fn this_turn_row(ui: &mut Ui, view: &SideView<'_>) {
    let throws = view.this_turn.map(Turn::throws_marked).unwrap_or_default();
    ui.horizontal(|ui| {
        ui.set_min_height(24.0);
        if view.this_turn.is_none() {
            if view.dice.cleared
                && let Some(turn) = view.log.last()
                && let Some(t) = turn.throws().last()
            {
                ui.add(
                    egui::Label::new(
                        RichText::new(text::last_throw(&view.config.name(turn.seat), t.value()))
                            .color(theme::text_dim()),
                    )
                    .truncate(),
                );
            }
            return;
        }
        ui.label(RichText::new(text::this_turn()).color(theme::text_dim()));
        for (t, lost) in throws {
            let words = RichText::new(t.value().to_string()).size(16.0).strong();
            let (words, hover) = if lost {
                let words = words.strikethrough().color(theme::text_dim());
                (words, text::lost_value(t.value()))
            } else {
                (words.color(theme::text()), t.to_string())
            };
            let value = ui.add(egui::Label::new(words).sense(crate::widgets::explain::TAP));
            explain::on_tap(value, &hover);
        }
    });
}

/// What a turn asks of a person: the value to use (pooled turns), and Throw (or the
/// family's own dice to enter).
fn turn_controls(ui: &mut Ui, view: &SideView<'_>, short: bool) -> Vec<Command> {
    let mut commands = Vec::new();
    if view.position.options().is_pooled() {
        let mut chosen = None;
        values_row(ui, view, &mut chosen);
        commands.extend(chosen);
    }
    ui.add_space(4.0);
    if let Some(entry) = &view.entry {
        commands.extend(super::dice_entry::show(ui, entry));
        commands.extend(move_field(ui, &view.typing, false));
    } else if short {
        // A short window keeps the log's lines: the field goes beside the button.
        ui.horizontal(|ui| {
            let short = ui.fonts_mut(|f| {
                let font = egui::TextStyle::Body.resolve(ui.style());
                f.layout_no_wrap(text::type_move_short(), font, theme::text())
                    .size()
                    .x
            });
            let gap = ui.spacing().item_spacing.x;
            let width = (ui.available_width() - COMPACT_FIELD - short - 2.0 * gap).max(80.0);
            commands.extend(throw_button(ui, view.can_throw, width));
            commands.extend(move_field(ui, &view.typing, true));
        });
    } else {
        commands.extend(throw_button(ui, view.can_throw, ui.available_width()));
        commands.extend(move_field(ui, &view.typing, false));
    }
    typed_error(ui, &view.typing);
    commands
}

/// The typing field's width beside the Throw button in a short window.
const COMPACT_FIELD: f32 = 110.0;

/// The field where a move is typed (T puts the keys in it).
pub fn move_field_id() -> egui::Id {
    egui::Id::unique("dhayam-type-move")
}

/// A move typed as the log writes it (`c1 g3`), played on Enter (`widgets::move_field`).
fn move_field(ui: &mut Ui, typing: &Typing<'_>, compact: bool) -> Option<Command> {
    let field = MoveField {
        id: move_field_id(),
        enabled: typing.enabled,
        words: &text::type_move(),
        short: &text::type_move_short(),
        hint: &text::type_move_hint(),
        width: if compact { COMPACT_FIELD } else { 130.0 },
        compact,
    };
    move_field::show(ui, &field).map(Command::TypeMove)
}

/// Why the last typed move was not played, under the field, and said in the live region
/// once for each failure.
fn typed_error(ui: &mut Ui, typing: &Typing<'_>) {
    let Some((error, failure)) = typing.error else {
        return;
    };
    let words = text::typed_error(error);
    ui.add(egui::Label::new(RichText::new(&words).color(theme::warn())).wrap());
    let region = super::log::LIVE_REGION;
    move_field::say_failure(ui.ctx(), move_field_id(), region, *failure, words);
}

/// Pooled turns: the saved values to choose from; the row is kept (empty) while there
/// is nothing to choose, so the buttons below stay put.
fn values_row(ui: &mut Ui, view: &SideView<'_>, command: &mut Option<Command>) {
    ui.horizontal_wrapped(|ui| {
        ui.set_min_height(38.0);
        if view.values.is_empty() {
            return;
        }
        ui.label(RichText::new(text::choose_value()).color(theme::text_dim()));
        for (i, (v, usable)) in view.values.iter().enumerate() {
            let selected = view.chosen == Some(*v) && view.values[..i].iter().all(|(w, _)| w != v);
            let b = ui.add_enabled(
                *usable,
                egui::Button::new(RichText::new(v.to_string()).size(18.0).strong())
                    .selected(selected)
                    .frame(true)
                    .min_size(vec2(40.0, 32.0)),
            );
            // Named by what it does ("use 6"), not by its figure alone.
            b.widget_info(|| {
                egui::WidgetInfo::selected(
                    egui::Role::Button,
                    *usable,
                    selected,
                    text::use_value(*v),
                )
            });
            let b = b.on_hover_text(text::use_value(*v));
            if b.clicked() {
                *command = Some(Command::ChooseValue(*v));
            }
        }
    });
}

/// One row per seat: its emblem, the name, who plays it (under the name where the two do
/// not fit one line), the pawns on the centre, and whether its gate is open. The seat to move is framed in its colour.
fn player_row(ui: &mut Ui, view: &SideView<'_>, seat: Seat, short: bool) {
    let position = view.position;
    let to_move = position.thrower() == seat && !position.is_over();
    let pawns = position.pawns(seat);
    let done = pawns
        .iter()
        .filter(|p| p.is_finished(position.board()))
        .count();
    // Every row has the same stroke's width, seen only round the seat to move: a frame
    // counts its stroke in its size, so a row without one was 4 px shorter and the rows
    // jumped as the turn passed.
    let frame = egui::Frame::new()
        .inner_margin(egui::Margin::symmetric(6, if short { 1 } else { 3 }))
        .corner_radius(6.0)
        .stroke(egui::Stroke::new(
            2.0,
            if to_move {
                theme::seat(seat)
            } else {
                egui::Color32::TRANSPARENT
            },
        ))
        .fill(if to_move {
            theme::darker(theme::seat(seat), 0.7)
        } else {
            egui::Color32::TRANSPARENT
        });
    let name = view.config.name(seat);
    let kind = match view.config.player(seat) {
        _ if view.away.contains(seat) => text::player_online(),
        Player::Human => text::human().to_string(),
        Player::Computer(level) => text::computer(level),
    };
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        // The count and the gate keep their place at the right; the name and who plays
        // the seat take the room left. Where both do not fit on one line (a narrow
        // window, a long language: "கணினி (எளிது)"), who plays goes on a line of its own
        // under the name, whole; only what fits on no line is shortened with "…". Laid
        // out in reading order, so a screen reader reads the row as the eye does: the
        // name, who plays (on one line), the gate, the pawns home, then who plays (on
        // two).
        let count = RichText::new(format!("{done}/{}", pawns.len()))
            .strong()
            .color(theme::text());
        let font = egui::TextStyle::Body.resolve(ui.style());
        let width_of = |ui: &Ui, words: &str| {
            ui.painter()
                .layout_no_wrap(words.to_string(), font.clone(), theme::text())
                .size()
                .x
        };
        let count_width = width_of(ui, count.text());
        let spacing = ui.spacing().item_spacing.x;
        let gate = position.gate_open(seat);
        let right = count_width + if gate { GATE_ICON.x + spacing } else { 0.0 };
        let mark = 18.0 + spacing;
        let left = (ui.available_width() - mark - right - spacing).max(0.0);
        // Decided without the gate, so that most rows keep one line at 800×600; when a
        // gate opens on a row of one line, the name gives way ("…"), never who plays.
        let widest = width_of(ui, &format!("{0}/{0}", pawns.len()));
        let kept = (ui.available_width() - mark - widest - spacing).max(0.0);
        let kind_width = width_of(ui, &kind);
        let two_lines = width_of(ui, &name) + spacing + kind_width > kept;
        let label = |ui: &mut Ui, words: &str, strong: bool| {
            let text = if strong {
                RichText::new(words).strong().color(theme::text())
            } else {
                RichText::new(words).color(theme::text_dim())
            };
            // Shortened to fit: whole under the pointer, or tapped.
            let name = ui.add(
                egui::Label::new(text)
                    .truncate()
                    .sense(crate::widgets::explain::TAP),
            );
            explain::on_tap(name, words);
        };
        let rest = |ui: &mut Ui| {
            if gate {
                gate_mark(ui, seat);
            }
            let home = text::pawns_home(done, pawns.len());
            let response =
                ui.add(egui::Label::new(count.clone()).sense(crate::widgets::explain::TAP));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &home));
            explain::on_tap(response, &home);
        };
        if two_lines {
            // Who plays under the name, as wide as the row under the emblem.
            ui.spacing_mut().item_spacing.y = 2.0;
            ui.horizontal(|ui| {
                ui.set_height(ROW_HEIGHT);
                seat_mark::label_mark(ui, seat, 18.0);
                ui.allocate_ui_with_layout(
                    vec2(left, ROW_HEIGHT),
                    Layout::left_to_right(Align::Center),
                    |ui| {
                        ui.set_width(left);
                        label(ui, &name, true);
                    },
                );
                rest(ui);
            });
            ui.horizontal(|ui| {
                ui.set_height(ROW_HEIGHT);
                ui.add_space(mark);
                label(ui, &kind, false);
            });
        } else {
            ui.horizontal(|ui| {
                ui.set_height(ROW_HEIGHT);
                seat_mark::label_mark(ui, seat, 18.0);
                ui.allocate_ui_with_layout(
                    vec2(left, ROW_HEIGHT),
                    Layout::left_to_right(Align::Center),
                    |ui| {
                        ui.set_width(left);
                        let room = (left - kind_width - spacing).max(0.0);
                        ui.scope(|ui| {
                            ui.set_max_width(room);
                            label(ui, &name, true);
                        });
                        label(ui, &kind, false);
                    },
                );
                rest(ui);
            });
        }
    });
}

/// The height of a seat's row inside its frame: the emblem's, whatever the fonts.
const ROW_HEIGHT: f32 = 18.0;

/// The open gate in a seat's row, with what it means.
fn gate_mark(ui: &mut Ui, seat: Seat) {
    let icon = gate_icon(ui, theme::seat_text(seat));
    explain::on_tap(icon, &text::gate_open_tooltip()).widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Image, true, text::gate_open_short())
    });
}

const GATE_ICON: egui::Vec2 = vec2(14.0, 18.0);

/// A small open gate, as the board draws it: an arrow turning inward, in `colour`. The
/// rules book shows it too, to say what it means in the seat rows.
pub fn gate_icon(ui: &mut Ui, colour: egui::Color32) -> egui::Response {
    // Tapped, it says what it means (`explain`).
    let (rect, response) = ui.allocate_exact_size(GATE_ICON, crate::widgets::explain::TAP);
    let c = rect.center();
    ui.painter().arrow(
        c + vec2(-5.0, 5.0),
        vec2(9.0, -9.0),
        egui::Stroke::new(2.5, colour),
    );
    response
}

/// The Hint button and, under it in a place `height` high, the hint's words.
fn hint_ui(ui: &mut Ui, view: &SideView<'_>, height: f32) -> Option<Command> {
    let mut command = None;
    ui.add_space(4.0);
    let offered = matches!(view.hint, HintView::Offered);
    let button = ui.add_enabled(
        offered,
        egui::Button::new(RichText::new(Command::Hint.text().unwrap_or_default()).strong())
            .min_size(vec2(ui.available_width(), 28.0)),
    );
    if button
        .on_hover_text(Command::Hint.hint().unwrap_or_default())
        .clicked()
    {
        command = Some(Command::Hint);
    }
    // The hint's words in a place of their own, kept (empty) while there is no hint,
    // so the log under them never moves when a hint comes or goes; a hint longer than
    // the place scrolls inside it.
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    let mut place = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(Layout::top_down(Align::Min)),
    );
    place.set_clip_rect(rect.intersect(ui.clip_rect()));
    egui::ScrollArea::vertical()
        .id_salt("hint_words")
        .auto_shrink([false, false])
        .show(&mut place, |ui| hint_words(ui, view));
    command
}

fn hint_words(ui: &mut Ui, view: &SideView<'_>) {
    let words = |mv| text::move_words(view.position, mv, |s| view.config.name(s));
    ui.spacing_mut().item_spacing.y = 2.0;
    match view.hint {
        HintView::Thinking => {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(RichText::new(text::hint_thinking()).color(theme::text_dim()));
            });
        }
        HintView::Shown(h) => {
            ui.label(
                RichText::new(text::hint_best(&words(h.best)))
                    .size(16.0)
                    .strong()
                    .color(theme::hint()),
            );
            ui.label(RichText::new(text::hint_chance(h.chance)).color(theme::text()));
            if let Some((mv, chance)) = h.second {
                ui.label(
                    RichText::new(text::hint_next(&words(mv), chance, h.chance))
                        .color(theme::text_dim()),
                );
            }
        }
        HintView::Unavailable | HintView::Offered => {}
    }
}

/// Each seat's chance to become King: one bar split in the seats' colours, and the
/// figures under it. Faded while the figures are still those of an earlier position.
fn win_bar(ui: &mut Ui, view: &SideView<'_>) {
    let Some((chances, current)) = view.chances else {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(RichText::new(text::win_chances()).color(theme::text_dim()));
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
    painter.rect_filled(rect, 4.0, theme::table_dark());
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
                    .color(theme::seat_text(*seat)),
            );
        }
    });
}
