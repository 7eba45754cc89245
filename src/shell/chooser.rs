//! The game chooser (File ▸ New game, and the start screen): a card for each of the app's
//! games, with the game's small picture, name and line (each game's, through
//! `crate::games`), always in the same order; the game played last is marked.

use egui::{Align2, Area, Color32, Id, Order, Rect, Sense, Stroke, Ui, pos2, vec2};

use super::{Command, ShellCommand, text, theme};
use crate::games::GameKind;

const CARD: egui::Vec2 = vec2(400.0, 92.0);

/// A game's card, `card_width` wide (400 points, less in a narrow window): its picture,
/// name and line; as tall as its words need (Tamil's and Malayalam's lines run longer).
/// The words are painted, not laid out as labels, so the whole card takes the click.
fn card(ui: &mut Ui, kind: GameKind, last: bool, card_width: f32) -> bool {
    const PICTURE: f32 = 68.0;
    const PAD: f32 = 12.0;
    let name = kind.name();
    let line = kind.line();
    let width = card_width - PAD - PICTURE - 14.0 - 10.0;
    let title = ui.painter().layout_no_wrap(
        name.clone(),
        egui::FontId::proportional(20.0),
        theme::brass_light(),
    );
    let body = ui.painter().layout(
        line.clone(),
        egui::FontId::proportional(14.0),
        theme::text(),
        width,
    );
    let words_height = 10.0 + title.size().y + 6.0 + body.size().y + 10.0;
    let size = vec2(card_width, CARD.y.max(words_height));
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Button, true, format!("{name}: {line}"))
    });
    let painter = ui.painter_at(rect);
    let fill = if response.hovered() || response.has_focus() {
        theme::card_lit()
    } else {
        theme::card()
    };
    let stroke = if last {
        Stroke::new(2.0, theme::brass_light())
    } else {
        Stroke::new(1.0, theme::darker(theme::brass(), 0.3))
    };
    painter.rect(rect, 8.0, fill, stroke, egui::StrokeKind::Inside);
    let picture = Rect::from_min_size(rect.min + vec2(PAD, PAD), vec2(PICTURE, PICTURE));
    kind.paint_picture(&painter, picture);
    let left = picture.max.x + 14.0;
    let title_size = title.size();
    painter.galley(pos2(left, rect.min.y + 10.0), title, theme::brass_light());
    if last {
        painter.text(
            pos2(
                left + title_size.x + 10.0,
                rect.min.y + 10.0 + title_size.y * 0.5,
            ),
            egui::Align2::LEFT_CENTER,
            text::last_played(),
            egui::FontId::proportional(13.0),
            theme::text_dim(),
        );
    }
    painter.galley(
        pos2(left, rect.min.y + 16.0 + title_size.y),
        body,
        theme::text(),
    );
    response.clicked()
}

/// Shows the chooser over the table (everything below `bar`, the top bar); Escape or a
/// click beside it keeps the game there. Not an `egui::Modal`: a modal blocks the whole
/// window, and on first start the top bar must stay live, so that File (Open, Recent
/// files, Settings) and the language can be reached before any game is chosen (a click
/// on File used to count as a click beside the chooser and open Dhayam's dialog).
pub fn show(ui: &mut Ui, last: Option<GameKind>, bar: Rect) -> Option<Command> {
    let ctx = ui.ctx().clone();
    let mut command = None;
    let window = ctx.content_rect();
    let table = Rect::from_min_max(pos2(window.min.x, bar.max.y.max(window.min.y)), window.max);
    // The shade over the table, in a layer of its own under the chooser: it takes the
    // table's clicks, so nothing under it is pressed.
    let shade = Area::new(Id::unique("game_chooser_shade"))
        .order(Order::Middle)
        .fixed_pos(table.min)
        .constrain(false)
        .interactable(true)
        .show(&ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(table.size(), Sense::click_and_drag());
            ui.painter()
                .rect_filled(rect, 0.0, Color32::from_black_alpha(100));
            response
        })
        .inner;
    // The chooser itself, centred on the table, under the file menu's popups (they open
    // later, so they lie on top).
    Area::new(Id::unique("game_chooser"))
        .kind(egui::UiKind::Modal)
        .order(Order::Foreground)
        .anchor(
            Align2::CENTER_CENTER,
            vec2(0.0, (table.min.y - window.min.y) / 2.0),
        )
        .interactable(true)
        .show(&ctx, |ui| {
            // Within the table at any size (800×600 at 200% leaves 400×300 points): the
            // cards narrower, and scrolled when they are taller than the table.
            let room = crate::widgets::dialog::room(&ctx) - vec2(0.0, table.min.y - window.min.y);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.heading(text::chooser_title());
                ui.add_space(8.0);
                egui::ScrollArea::vertical()
                    .max_height((room.y - 40.0).max(80.0))
                    .show(ui, |ui| {
                        // Always in one order, so a hand that learned where a game is
                        // finds it there; the game played last is marked, not moved.
                        for kind in GameKind::ALL {
                            if card(ui, kind, Some(kind) == last, CARD.x.min(room.x)) {
                                command = Some(Command::Shell(ShellCommand::ChooseGame(kind)));
                            }
                            ui.add_space(6.0);
                        }
                    });
            });
        });
    let menu_open = egui::Popup::is_any_open(&ctx);
    let escape =
        !menu_open && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
    if command.is_none() && (shade.clicked() || escape) {
        command = Some(Command::Shell(ShellCommand::CloseChooser));
    }
    command
}
