//! The side panel of a Makruk game: who plays and their clocks, whose move it is (and that
//! a computer is thinking, without a sound), the count as a Thai player says it, the hint,
//! the buttons, the moves in SAN (with the review's marks), and the evaluation bar beside
//! the board.

use egui::{Color32, RichText, Ui};

use super::command::Command;
use super::session::{Review, Session};
use super::text;
use crate::i18n::tr;
use crate::makruk::play::clock;
use crate::makruk::rules::{Color, CountingMode, DrawReason, Honour, counting};
use crate::widgets::move_field::{self, MoveField};
use crate::widgets::theme;

/// The least height of the messages' block: a question with its buttons (the same with or
/// without one, so that a question moves nothing under it).
const MESSAGES_MIN: f32 = 96.0;
/// The least height of the move list's rows, about three; and the room kept under the
/// messages for the list with its heading and the pieces' letters.
const MOVE_ROWS_MIN: f32 = 66.0;
const MOVE_LIST_ROOM: f32 = MOVE_ROWS_MIN + 60.0;

pub(super) fn button(ui: &mut Ui, command: Command, enabled: bool, out: &mut Vec<Command>) {
    let words = command.text().unwrap_or_default();
    if ui
        .add_enabled(enabled, egui::Button::new(words).wrap())
        .clicked()
    {
        out.push(command);
    }
}

/// The count to show, as (honour, number said next, limit in moves, who counts).
pub(crate) fn shown_count(session: &Session) -> Option<(Honour, u16, u16, Option<Color>)> {
    let game = session.game();
    match game.mode() {
        CountingMode::Traditional => game
            .spoken_count()
            .map(|c| (c.honour, c.spoken(), c.limit_moves(), Some(c.counter))),
        CountingMode::Automatic => {
            let position = game.position();
            let c = position.count()?;
            let board = position.board();
            let honour = counting::honour(board);
            let counter = Color::ALL
                .into_iter()
                .find(|&x| counting::is_bare(board, x));
            Some((honour, c.spoken(), c.limit_moves(), counter))
        }
    }
}

/// The ply (from 0) of each cell of the move list: White's and Black's move of a row.
fn plies_of_rows(session: &Session) -> Vec<(Option<usize>, Option<usize>)> {
    let black_first = session.game().start().turn() == Color::Black;
    let len = session.game().len();
    let mut ply = 0;
    let mut out = Vec::new();
    for (i, (_, _, black)) in session.move_rows().iter().enumerate() {
        let white = if i == 0 && black_first {
            None
        } else {
            ply += 1;
            Some(ply - 1)
        };
        let black = if black.is_empty() {
            None
        } else {
            ply += 1;
            Some(ply - 1)
        };
        out.push((white.filter(|&p| p < len), black.filter(|&p| p < len)));
    }
    out
}

fn move_list(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let marks: Vec<(usize, &'static str)> = session
        .reviewed()
        .map(|r| {
            r.into_iter()
                .filter_map(|r| r.mark.map(|m| (r.ply, m.symbol())))
                .collect()
        })
        .unwrap_or_default();
    let plies = plies_of_rows(session);
    let shown = session.viewing().map(|n| n.saturating_sub(1));
    let mut cell = |ui: &mut Ui, san: &str, ply: Option<usize>| {
        let Some(ply) = ply else {
            ui.label(RichText::new(san).color(theme::text_dim()).monospace());
            return;
        };
        let mark = marks.iter().find(|(p, _)| *p == ply).map(|(_, m)| *m);
        let words = match mark {
            Some(m) => format!("{san}{m}"),
            None => san.to_string(),
        };
        let color = if mark.is_some() {
            theme::warn()
        } else {
            theme::text()
        };
        let selected = shown == Some(ply) && session.viewing().is_some();
        let response = ui.selectable_label(selected, RichText::new(words).color(color).monospace());
        if response.clicked() {
            out.push(Command::View(Some(ply + 1)));
        }
        // The move looked at is brought into view once, when it becomes the one shown (by
        // a click, the arrow keys or the review), and then left where the person scrolls.
        let scrolled = egui::Id::unique("makruk-scrolled-to");
        if selected && ui.data(|d| d.get_temp::<usize>(scrolled)) != Some(ply) {
            response.scroll_to_me(Some(egui::Align::Center));
            ui.data_mut(|d| d.insert_temp(scrolled, ply));
        }
    };
    if session.viewing().is_none() {
        ui.data_mut(|d| d.remove::<usize>(egui::Id::unique("makruk-scrolled-to")));
    }
    // The list fills the room left; where there is little (a panel that scrolls itself),
    // it keeps a few rows and the panel scrolls to them.
    let room = ui.available_height();
    egui::ScrollArea::vertical()
        .stick_to_bottom(session.viewing().is_none())
        .auto_shrink([false, false])
        .max_height(if room.is_finite() {
            room.max(MOVE_ROWS_MIN)
        } else {
            240.0
        })
        .show(ui, |ui| {
            egui::Grid::new("makruk-moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for ((number, white, black), (wp, bp)) in session.move_rows().iter().zip(plies)
                    {
                        ui.label(RichText::new(format!("{number}.")).color(theme::text_dim()));
                        cell(ui, white, wp);
                        cell(ui, black, bp);
                        ui.end_row();
                    }
                });
        });
}

fn players(ui: &mut Ui, session: &Session) {
    let game = session.game();
    let position = game.position();
    let order = if session.flipped() {
        [Color::White, Color::Black]
    } else {
        [Color::Black, Color::White]
    };
    for color in order {
        let seat = session.seat(color);
        let to_move = position.turn() == color && !session.finished();
        let marker = if to_move { "»" } else { " " };
        // A computer is named by its level, a person by the name they gave; a name that
        // only repeats the colour is not said twice ("White: White").
        let other_is_computer = session.seat(!color).computer.is_some();
        let who = text::seat_who(color, &seat.name, seat.computer, other_is_computer);
        ui.horizontal(|ui| {
            let line = match &who {
                Some(who) => format!("{marker} {}: {who}", text::color(color)),
                None => format!("{marker} {}", text::color(color)),
            };
            let rich = RichText::new(line).color(if to_move {
                theme::text()
            } else {
                theme::text_dim()
            });
            // Heard without the marker: "White: Somchai", and who is to move.
            let heard = match (&who, to_move) {
                (Some(who), true) => text::to_move(&format!("{}: {who}", text::color(color))),
                (Some(who), false) => format!("{}: {who}", text::color(color)),
                (None, true) => text::to_move(&text::color(color)),
                (None, false) => text::color(color),
            };
            ui.label(if to_move { rich.strong() } else { rich })
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &heard));
            if let Some(c) = session.clock() {
                let ms = c.left_ms(color, session.now());
                let low = ms < 20_000;
                let words = RichText::new(clock::format_ms(ms))
                    .monospace()
                    .size(16.0)
                    .color(if low { theme::warn() } else { theme::text() });
                let words = if c.running() == Some(color) {
                    words.strong()
                } else {
                    words
                };
                ui.label(words)
                    .on_hover_text(text::clock_of(&text::color(color)));
                // The next frame is due when the shown time changes (the table's
                // `next_wake`): the window sleeps in between.
            }
        });
    }
    // The thinking line keeps its place when nobody thinks, so nothing under it moves.
    let thinking = session.is_thinking().or(session.is_holding()).map(|color| {
        // A quiet indicator: dots that come and go, no sound.
        let dots = ((ui.input(|i| i.time) * 3.0) as usize % 3) + 1;
        let words = text::thinking(&session.seat(color).name);
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(330));
        words.trim_end_matches('…').to_string() + &"·".repeat(dots)
    });
    match thinking {
        Some(words) => {
            ui.add(
                egui::Label::new(RichText::new(words).italics().color(theme::text_dim()))
                    .truncate(),
            );
        }
        // Its place kept, with nothing for a screen reader to read.
        None => {
            let height = ui.text_style_height(&egui::TextStyle::Body);
            ui.allocate_space(egui::vec2(1.0, height));
        }
    }
}

fn status(ui: &mut Ui, session: &Session) {
    let game = session.game();
    let position = game.position();
    let name = |c: Color| session.seat(c).name.clone();
    let status = if session.finished() {
        RichText::new(super::game_over::reason(session))
            .strong()
            .color(theme::highlight())
    } else if position.is_check() {
        RichText::new(tr("makruk-check"))
            .strong()
            .color(theme::warn())
    } else {
        RichText::new(text::to_move(&name(position.turn()))).color(theme::text())
    };
    ui.label(status);
    // After the game the count is shown only if it is what ended it.
    let count_matters = !session.finished()
        || game.outcome() == Some(crate::makruk::rules::Outcome::Draw(DrawReason::Counting));
    if let Some((honour, spoken, limit, counter)) = shown_count(session).filter(|_| count_matters) {
        ui.add_space(4.0);
        ui.label(
            RichText::new(text::count(honour, spoken, limit))
                .size(22.0)
                .strong()
                .color(theme::highlight()),
        );
        // "8 / 8": the move about to be played is the last that can still mate; past the
        // limit, the counting side's move draws.
        if spoken >= limit && !session.finished() {
            let words = if spoken > limit {
                text::count_run_out()
            } else {
                text::count_last()
            };
            ui.label(RichText::new(words).strong().color(theme::warn()));
        }
        if let Some(c) = counter {
            ui.label(RichText::new(text::counted_by(&name(c))).color(theme::text_dim()));
        }
    }
    if let Some(notice) = session.notice() {
        ui.label(RichText::new(notice).color(theme::warn()));
    }
    if let Some(why) = session.refused() {
        let words = text::refusal_in(why, session.notation());
        ui.label(RichText::new(words).color(theme::warn()));
    }
    if let Some((why, failure)) = session.typed_error() {
        let words = text::typed_error(why);
        ui.label(RichText::new(&words).color(theme::warn()));
        // Said aloud once for each failure, so a person typing without sight hears it.
        move_field::say_failure(ui.ctx(), move_field_id(), LIVE_REGION, failure, words);
    }
}

fn advice(ui: &mut Ui, session: &Session) {
    if let Some(hint) = session.hint() {
        let san = session
            .notation()
            .write_move(session.game().position(), hint.best.mv);
        ui.label(
            RichText::new(text::hint(&san, hint.best.win_chance))
                .strong()
                .color(theme::good()),
        );
        if let Some(second) = hint.second {
            let san = session
                .notation()
                .write_move(session.game().position(), second.mv);
            ui.label(
                RichText::new(text::hint_second(&san, hint.difference)).color(theme::text_dim()),
            );
        }
    } else if session.hint_running() {
        ui.label(
            RichText::new(tr("makruk-hint-thinking"))
                .italics()
                .color(theme::text_dim()),
        );
    }
    if let Some(review) = session.review() {
        if let Review::Running(job, _) = review {
            // Two looks at every position: a first mark for every move, then deeper.
            let positions = session.game().len() + 1;
            let done = job.progress().min(2 * positions);
            let words = if done <= positions {
                text::reviewing(done, positions)
            } else {
                text::reviewing_deeper(done - positions, positions)
            };
            // The words above the bar, where they wrap (inside it they were cut short).
            ui.label(RichText::new(words).color(theme::text_dim()));
            ui.add(egui::ProgressBar::new(done as f32 / (2 * positions) as f32).show_percentage());
        } else {
            let count = session
                .reviewed()
                .map_or(0, |r| r.filter(|r| r.mark.is_some()).count());
            ui.label(RichText::new(text::review_summary(count)).color(theme::good()));
        }
        ui.label(
            RichText::new(text::review_marks())
                .small()
                .color(theme::text_dim()),
        );
        if let Some(n) = session.viewing()
            && let Some(r) = session
                .reviewed()
                .and_then(|mut r| r.find(|r| r.ply + 1 == n && r.mark.is_some()))
        {
            let mut before = *session.game().start();
            for mv in session.game().moves().take(r.ply) {
                before.play_unchecked(mv);
            }
            let better = session.notation().write_move(&before, r.best.mv);
            let played = session.notation().write_move(&before, r.played);
            ui.label(
                RichText::new(text::review_better(&played, &better, r.lost)).color(theme::warn()),
            );
        }
    }
}

/// The live region the table speaks in (R and L ask it to read other words).
pub const LIVE_REGION: &str = "makruk-said";

/// The field where a move is typed (T puts the keys in it).
pub fn move_field_id() -> egui::Id {
    egui::Id::unique("makruk-type-move")
}

/// A move typed as SAN, UCI or Thai notation, played on Enter (`widgets::move_field`).
/// Why a typed move was not played shows with the messages, and its text stays in the
/// field, selected, until a move is played.
fn move_field(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let field = MoveField {
        id: move_field_id(),
        // Open while the game goes on, whoever is to move: the keys stay in it after a
        // move (a move typed out of turn is answered with why).
        enabled: !session.finished() && session.viewing().is_none(),
        words: &text::type_move(),
        // The field is never in a short row here: its words stand beside it.
        short: &text::type_move(),
        hint: &text::type_move_hint(),
        width: 150.0,
        compact: false,
    };
    // A move that is not played keeps its text, to mend.
    out.extend(move_field::show_keeping(ui, &field, session.revision()).map(Command::TypeMove));
}

/// The questions that wait for an answer: stop counting, a mate that counting would draw,
/// a draw offered.
fn questions(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    if session.stop_asked()
        && let Some(c) = session.game().spoken_count()
    {
        // A new count starts from 1, or (a bare khun) from the pieces on the board plus one.
        let from = match c.honour {
            Honour::Board => 1,
            Honour::Pieces => session.game().position().board().occupied().count() as u16 + 1,
        };
        ui.label(RichText::new(text::stop_count_question(from)).color(theme::warn()));
        ui.horizontal_wrapped(|ui| {
            button(ui, Command::ConfirmStopCount, true, out);
            button(ui, Command::CancelStopCount, true, out);
        });
    }
    if session.resign_asked() {
        ui.label(RichText::new(tr("makruk-resign-question")).color(theme::warn()));
        ui.horizontal_wrapped(|ui| {
            button(ui, Command::ConfirmResign, true, out);
            button(ui, Command::CancelResign, true, out);
        });
    }
    if session.pending_mate().is_some() {
        ui.label(RichText::new(tr("makruk-mate-warning")).color(theme::warn()));
        ui.horizontal_wrapped(|ui| {
            button(ui, Command::ConfirmMate, true, out);
            button(ui, Command::CancelMate, true, out);
        });
    }
    if let Some(offerer) = session.draw_offer() {
        ui.label(
            RichText::new(text::draw_offered(&session.seat(offerer).name))
                .color(theme::highlight()),
        );
        ui.horizontal_wrapped(|ui| {
            button(ui, Command::AcceptDraw, true, out);
            button(ui, Command::DeclineDraw, true, out);
        });
    }
}

/// A block of controls at a fixed place: it takes at least `rows` button rows, and never
/// less than the most it has ever needed, so what follows it does not move when its
/// buttons change.
fn reserved(ui: &mut Ui, id: &str, rows: f32, add: impl FnOnce(&mut Ui)) {
    let id = ui.scope_id().with(id);
    let row = ui.spacing().interact_size.y + ui.spacing().item_spacing.y;
    let seen: f32 = ui.data(|d| d.get_temp(id)).unwrap_or(0.0);
    let width = ui.available_width();
    let height = (rows * row).max(seen);
    let response = ui
        .allocate_ui_with_layout(
            egui::vec2(width, height),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_size(egui::vec2(width, height));
                ui.horizontal_wrapped(add);
            },
        )
        .response;
    let used = response.rect.height();
    if used > seen {
        ui.data_mut(|d| d.insert_temp(id, used));
    }
}

pub fn show(ui: &mut Ui, session: &Session) -> Vec<Command> {
    let mut out = Vec::new();
    let game = session.game();
    crate::widgets::announce::live_region(ui, LIVE_REGION, &session.said());
    ui.heading(RichText::new(tr("makruk")).color(theme::text()));
    ui.add_space(6.0);
    players(ui, session);
    ui.add_space(4.0);

    // The controls first, each at a place of its own that nothing above or beside it
    // moves: a hint, the count, a message or a question only ever appear below them.
    let person = session.waiting_for_person();
    let finished = session.finished();
    reserved(ui, "makruk-play-buttons", 1.0, |ui| {
        if finished {
            // At a distance the host's Rematch, over the table, plays on.
            if !session.is_at_a_distance() {
                button(ui, Command::PlayAgain, true, &mut out);
            }
            // Once reviewed, its place is Learn from this game's (issue 66).
            if session.review().is_some() {
                button(ui, Command::Learn, session.learn_offered(), &mut out);
            } else {
                button(ui, Command::Review, !game.is_empty(), &mut out);
            }
        } else {
            let hint = session.hint().is_none() && !session.hint_running();
            button(ui, Command::Hint, person && hint, &mut out);
            let offer_open = session.draw_offer().is_none() && !session.draw_answer_pending();
            button(ui, Command::OfferDraw, person && offer_open, &mut out);
            button(ui, Command::Resign, !game.is_empty(), &mut out);
        }
    });
    ui.horizontal_wrapped(|ui| {
        // At a distance the record is the table's: nothing is taken back.
        let undo = !game.is_empty() && !session.is_at_a_distance();
        button(ui, Command::Undo, undo, &mut out);
        button(ui, Command::Flip, true, &mut out);
        button(ui, Command::OpenNewGameDialog, true, &mut out);
        button(ui, Command::OpenRules, true, &mut out);
        button(ui, Command::OpenTutorial, true, &mut out);
        button(ui, Command::CopyFen, true, &mut out);
        let mut on = session.settings().eval_bar;
        if ui
            .checkbox(&mut on, Command::ToggleEvalBar.text().unwrap_or_default())
            .clicked()
        {
            out.push(Command::ToggleEvalBar);
        }
    });
    reserved(ui, "makruk-move-field", 1.0, |ui| {
        if !finished {
            move_field(ui, session, &mut out);
        }
    });
    if game.mode() == CountingMode::Traditional {
        // Offered to the side that may count (M17): the player to move when it is the
        // weaker side, or the bare khun; Stop and Keep to the counter on its own move.
        reserved(ui, "makruk-count-buttons", 1.0, |ui| {
            let turn = game.position().turn();
            if person && game.can_start_count().is_ok() {
                button(ui, Command::StartCount, true, &mut out);
            }
            if person && game.spoken_count().is_some_and(|c| c.counter == turn) {
                button(ui, Command::StopCount, !session.stop_asked(), &mut out);
            }
            if person && game.can_keep_board_count().is_ok() {
                button(ui, Command::KeepBoardCount, true, &mut out);
            }
        });
    }
    ui.separator();

    // What the game says: in a block of its own height (scrolled when it holds more), so
    // the move list under it keeps its place too.
    // Where the controls leave little room (Tamil's long buttons at 800×600), the block
    // gives way so that the move list keeps a few rows in view, but never so far as to
    // hide a question's buttons.
    let room = ui.available_height();
    let height = (room * 0.36)
        .clamp(120.0, 220.0)
        .min(room - MOVE_LIST_ROOM)
        .max(MESSAGES_MIN);
    egui::ScrollArea::vertical()
        .id_salt("makruk-messages")
        .max_height(height)
        .min_scrolled_height(height)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            questions(ui, session, &mut out);
            status(ui, session);
            advice(ui, session);
        });
    ui.separator();
    // Back to the game keeps its words on one line: where they do not fit beside the
    // heading (Tamil's in a narrow panel), the button goes under it.
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr("makruk-moves"))
                .strong()
                .color(theme::text()),
        );
        let back = Command::View(None);
        let words = back.text().unwrap_or_default();
        let enabled = session.viewing().is_some();
        let whole = egui::Button::new(words).wrap_mode(egui::TextWrapMode::Extend);
        if ui.add_enabled(enabled, whole).clicked() {
            out.push(back);
        }
    });
    // The letters the moves are written with, beside the names the messages use.
    ui.label(
        RichText::new(text::piece_letters(session.notation()))
            .small()
            .color(theme::text_dim()),
    );
    move_list(ui, session, &mut out);
    out
}

/// The evaluation bar: White's share of the win chance, White's side at the bottom when
/// White is at the bottom. Labelled with the figure for screen readers.
pub fn eval_bar(ui: &mut Ui, rect: egui::Rect, white: Option<f64>, flipped: bool) {
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 3.0, Color32::from_rgb(0x20, 0x1a, 0x14));
    let Some(white) = white else {
        return;
    };
    let share = white.clamp(0.0, 1.0) as f32;
    let h = rect.height() * share;
    let white_part = if flipped {
        egui::Rect::from_min_size(rect.min, egui::vec2(rect.width(), h))
    } else {
        egui::Rect::from_min_max(egui::pos2(rect.min.x, rect.max.y - h), rect.max)
    };
    painter.rect_filled(white_part, 3.0, Color32::from_rgb(0xf4, 0xec, 0xd8));
    // Its figures in words, under the pointer or tapped.
    let response = ui.interact(
        rect,
        ui.scope_id().with("makruk-eval-bar"),
        crate::widgets::explain::TAP,
    );
    let words = text::eval_bar(white);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ProgressIndicator, true, &words));
    crate::widgets::explain::on_tap(response, &words);
}
