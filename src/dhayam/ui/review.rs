//! The post-game review: the reviewed players' decisions with their marks (?!, ?, ??),
//! the King chance each gave away and the best move; each player's error rate and luck;
//! and the game replayed move by move on the real board, the move played drawn as a
//! route and the best move marked in the hint colour. The screen opens as the review
//! starts: the game can be stepped through at once, and the decisions join the list as
//! they are judged, under a progress bar. The board keeps its size from step to step.

use egui::{CentralPanel, Key, Panel, RichText, Ui};

use super::{Command, GameConfig, board, text, theme};
use crate::dhayam::ai::advice::{Progress, count_decisions};
use crate::dhayam::ai::{Review, ReviewedMove};
use crate::dhayam::play::record::{GameRecord, Ply};
use crate::dhayam::rules::{Move, Position, Seat};
use crate::widgets::{announce, explain};

/// The review screen's state: the review, the game, and where the replay stands.
pub struct ReviewScreen {
    pub review: Review,
    pub record: GameRecord,
    /// The seats whose decisions were reviewed.
    pub seats: Vec<Seat>,
    /// The plies (0-based) where a pawn moved: the replay's stops.
    stops: Vec<usize>,
    /// Index into `stops`; `stops.len()` is the end of the game.
    at: usize,
    /// The position after each number of plies (0 is the start, the last the end): the
    /// board at every stop, and every move told in squares, without replaying.
    positions: Vec<Position>,
    /// While the review is worked out: how far it has come (`None` once done).
    judging: Option<Progress>,
    /// Whether the player has stepped: until then the screen goes to the first decision
    /// once it is judged.
    stepped: bool,
}

impl ReviewScreen {
    /// Opens at the first reviewed decision (else at the start), while `review` is still
    /// being worked out: `judged` brings the rest.
    pub fn new(review: Review, record: GameRecord, seats: Vec<Seat>) -> ReviewScreen {
        let stops: Vec<usize> = record
            .plies
            .iter()
            .enumerate()
            .filter(|(_, p)| matches!(p, Ply::Move(Move::Pawn { .. })))
            .map(|(i, _)| i)
            .collect();
        let mut positions = Vec::with_capacity(record.plies.len() + 1);
        if let Ok(mut position) = record.start() {
            positions.push(position);
            for (i, ply) in record.plies.iter().enumerate() {
                // The record was checked when it was played or opened.
                if crate::dhayam::play::record::apply(&mut position, *ply, i + 1).is_err() {
                    break;
                }
                positions.push(position);
            }
        }
        let total = count_decisions(&record, &seats);
        let mut screen = ReviewScreen {
            review,
            record,
            seats,
            stops,
            at: 0,
            positions,
            judging: Some(Progress { judged: 0, total }),
            stepped: false,
        };
        if let Some(first) = screen.review.moves.first().map(|m| m.ply) {
            screen.jump_to_ply(first);
        }
        screen
    }

    /// The review as far as it has come (`progress`), or the whole of it (`None`). The
    /// first decision judged is shown unless the player has stepped already.
    pub fn judged(&mut self, review: Review, progress: Option<Progress>) {
        let first = self.review.moves.is_empty() && !self.stepped;
        self.review = review;
        self.judging = progress;
        if first && let Some(ply) = self.review.moves.first().map(|m| m.ply) {
            self.jump_to_ply(ply);
        }
    }

    /// How far the review has come while it is worked out; `None` once done.
    pub fn judging(&self) -> Option<Progress> {
        self.judging
    }

    /// The move number shown (1-based), or `None` at the end of the game.
    pub fn move_number(&self) -> Option<usize> {
        (self.at < self.stops.len()).then_some(self.at + 1)
    }

    /// How many moves the replay steps through.
    pub fn total(&self) -> usize {
        self.stops.len()
    }

    pub fn first(&mut self) {
        self.stepped = true;
        self.at = 0;
    }

    pub fn previous(&mut self) {
        self.stepped = true;
        self.at = self.at.saturating_sub(1);
    }

    pub fn next(&mut self) {
        self.stepped = true;
        self.at = (self.at + 1).min(self.stops.len());
    }

    pub fn last(&mut self) {
        self.stepped = true;
        self.at = self.stops.len();
    }

    /// Shows the move of this ply (1-based, as the review numbers them).
    pub fn jump_to_ply(&mut self, ply: usize) {
        if let Some(i) = self.stops.iter().position(|s| s + 1 == ply) {
            self.at = i;
        }
    }

    /// The move number of a ply (1-based both).
    pub fn number_of(&self, ply: usize) -> usize {
        self.stops
            .iter()
            .position(|s| s + 1 == ply)
            .map_or(0, |i| i + 1)
    }

    /// The position shown: before the move at the current stop, or the final one.
    pub fn position(&self) -> Option<Position> {
        let ply = self
            .stops
            .get(self.at)
            .copied()
            .unwrap_or(self.record.plies.len());
        self.positions.get(ply).copied()
    }

    /// A move at ply `ply` (1-based, as `ReviewedMove::ply`), in words.
    pub fn words(&self, ply: usize, mv: Move, config: &GameConfig) -> String {
        match ply.checked_sub(1).and_then(|i| self.positions.get(i)) {
            Some(position) => text::move_words(position, mv, |s| config.name(s)),
            None => mv.to_string(),
        }
    }

    /// A decision's line in the list (also its accessible name): number, who played
    /// what, and its mark.
    pub fn row_label(&self, m: &ReviewedMove, config: &GameConfig) -> String {
        let played = self.words(m.ply, m.played, config);
        let value = match m.played {
            Move::Pawn { value, .. } => Some(value.get()),
            Move::Pass => None,
        };
        let row = text::review_row(self.number_of(m.ply), &config.name(m.seat), value, &played);
        match m.mark {
            Some(mark) => format!("{row} {}", mark.symbol()),
            None => row,
        }
    }

    /// What a decision gave away and the best move, or that it was the best; a move that
    /// gave away less than half a percent is told as losing nothing.
    pub fn detail(&self, m: &ReviewedMove, config: &GameConfig) -> String {
        if m.best == m.played {
            text::review_best_move()
        } else if m.loss < 0.005 {
            text::review_as_good(&self.words(m.ply, m.best, config))
        } else {
            text::review_lost(m.loss, &self.words(m.ply, m.best, config))
        }
    }

    /// The move played at the current stop and its review, if reviewed.
    fn current(&self) -> Option<(Move, Option<&ReviewedMove>)> {
        let ply = *self.stops.get(self.at)?;
        let Ply::Move(played) = self.record.plies[ply] else {
            return None;
        };
        let reviewed = self.review.moves.iter().find(|m| m.ply == ply + 1);
        Some((played, reviewed))
    }
}

/// The review's live region, where the move shown is spoken.
pub const LIVE_REGION: &str = "review-said";

/// Shows the review screen over the whole window; `CloseReview` leaves it.
pub fn show(ui: &mut Ui, screen: &mut ReviewScreen, config: &GameConfig) -> Option<Command> {
    let mut command = None;
    let keys = ui.input(|i| {
        (
            i.key_pressed(Key::ArrowLeft),
            i.key_pressed(Key::ArrowRight),
            i.key_pressed(Key::Home),
            i.key_pressed(Key::End),
            Command::CloseReview.pressed(i),
        )
    });
    if !ui.ctx().egui_wants_keyboard_input() {
        match keys {
            (true, ..) => screen.previous(),
            (_, true, ..) => screen.next(),
            (_, _, true, ..) => screen.first(),
            (_, _, _, true, _) => screen.last(),
            (.., true) => command = Some(Command::CloseReview),
            _ => {}
        }
    }

    Panel::top("review_top")
        .frame(theme::bar_frame(true))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(theme::screen_title(text::review_title()));
                ui.add_space(12.0);
                if let Some(c) = super::status::text_button(ui, Command::CloseReview, true) {
                    command = Some(c);
                }
                if let Some(c) = super::status::button(ui, Command::Learn, true) {
                    command = Some(c);
                }
            });
        });

    // The step bar's height is fixed (the buttons' row and two lines for the move and
    // its judgement), so the board keeps its size from step to step; words that need
    // more scroll inside it.
    let frame = theme::bar_frame(false);
    let line = ui.text_style_height(&egui::TextStyle::Body);
    let spacing = ui.spacing().item_spacing.y;
    let steps_height = ui.spacing().interact_size.y.max(line)
        + 2.0 * line
        + 3.0 * spacing
        + frame.total_margin().sum().y;
    Panel::bottom("review_steps")
        .frame(frame)
        .resizable(false)
        .exact_size(steps_height)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| steps(ui, screen, config))
        });

    let side_width = (ui.available_width() * 0.34).clamp(260.0, 380.0);
    // On a phone held upright, under the board.
    theme::beside_board(ui, "review_list", side_width)
        .frame(theme::panel_frame())
        .show(ui, |ui| list(ui, screen, config));

    CentralPanel::default()
        .frame(theme::table_frame())
        .show(ui, |ui| {
            let (played, best) = match screen.current() {
                Some((played, reviewed)) => (Some(played), reviewed.map(|r| r.best)),
                None => (None, None),
            };
            let label = match screen.move_number() {
                Some(n) => text::review_board(n),
                None => text::review_end(),
            };
            // The move shown, spoken as the arrows step: its number, how it was marked
            // and what the best move would have been.
            let current_ply = screen.stops.get(screen.at).map(|s| s + 1);
            let mut said = vec![label.clone()];
            if let Some(m) = screen
                .review
                .moves
                .iter()
                .find(|m| Some(m.ply) == current_ply)
            {
                said.push(screen.row_label(m, config));
                said.push(screen.detail(m, config));
            }
            announce::live_region(ui, LIVE_REGION, &said.join(". "));
            // The legend's row stays at the end of the game too, empty: the board below
            // keeps its size.
            legend(ui, played.is_some(), best.is_some());
            if let Some(position) = screen.position() {
                board::review_board(ui, &position, played, best, &label);
            }
        });
    command
}

/// The step buttons and what happened at the move shown.
fn steps(ui: &mut Ui, screen: &mut ReviewScreen, config: &GameConfig) {
    ui.horizontal_wrapped(|ui| {
        let at_start = screen.at == 0;
        let at_end = screen.move_number().is_none();
        if ui
            .add_enabled(!at_start, egui::Button::new(text::review_first()))
            .clicked()
        {
            screen.first();
        }
        if ui
            .add_enabled(!at_start, egui::Button::new(text::review_previous()))
            .clicked()
        {
            screen.previous();
        }
        if ui
            .add_enabled(!at_end, egui::Button::new(text::review_next()))
            .clicked()
        {
            screen.next();
        }
        if ui
            .add_enabled(!at_end, egui::Button::new(text::review_last()))
            .clicked()
        {
            screen.last();
        }
        ui.add_space(12.0);
        match screen.move_number() {
            Some(n) => {
                ui.label(
                    RichText::new(text::review_at(n, screen.total()))
                        .strong()
                        .color(theme::text()),
                );
            }
            None => {
                ui.label(
                    RichText::new(text::review_end())
                        .strong()
                        .color(theme::text()),
                );
            }
        }
    });
    let seat = screen
        .position()
        .map_or(Seat::Red, |p: Position| p.thrower());
    let Some((played, reviewed)) = screen.current() else {
        return;
    };
    let ply = screen.stops[screen.at] + 1;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(text::review_played_by(
                &config.name(seat),
                &screen.words(ply, played, config),
            ))
            .color(theme::seat_text(seat)),
        );
        if let Some(r) = reviewed {
            let words = screen.detail(r, config);
            let colour = if r.best == r.played {
                theme::hint()
            } else {
                mark_colour(r)
            };
            let mark = r.mark.map_or("", |m| m.symbol());
            ui.label(RichText::new(format!("{mark} {words}").trim()).color(colour));
        }
    });
}

fn mark_colour(r: &ReviewedMove) -> egui::Color32 {
    match r.mark {
        Some(crate::dhayam::ai::Mark::Blunder) => egui::Color32::from_rgb(0xff, 0x7a, 0x6a),
        Some(crate::dhayam::ai::Mark::Mistake) => egui::Color32::from_rgb(0xff, 0xb0, 0x60),
        Some(crate::dhayam::ai::Mark::Doubtful) => theme::highlight(),
        None => theme::text_dim(),
    }
}

/// Each player's error rate and luck, then the list of reviewed decisions.
fn list(ui: &mut Ui, screen: &mut ReviewScreen, config: &GameConfig) {
    ui.add_space(6.0);
    for seat in screen.record.seats.iter() {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(config.name(seat))
                    .strong()
                    .color(theme::seat_text(seat)),
            );
            // The figures of the whole game, once it is all judged.
            if screen.judging.is_some() {
                return;
            }
            // What each figure means: under the pointer, or tapped on a phone.
            if screen.seats.contains(&seat) {
                let rate = text::review_error_rate(screen.review.error_rate[seat]);
                let rate = ui.add(egui::Label::new(rate).sense(crate::widgets::explain::TAP));
                explain::on_tap(rate, &text::review_error_hint());
            }
            let luck = text::review_luck(screen.review.luck[seat]);
            let luck = ui.add(egui::Label::new(luck).sense(crate::widgets::explain::TAP));
            explain::on_tap(luck, &text::review_luck_hint());
        });
    }
    ui.label(RichText::new(text::review_marks()).color(theme::text_dim()));
    if let Some(progress) = screen.judging {
        // The decisions come as they are judged: how many so far.
        let share = if progress.total == 0 {
            0.0
        } else {
            progress.judged as f32 / progress.total as f32
        };
        // The words above the bar, where they wrap (inside it they would be cut short).
        ui.label(
            RichText::new(text::review_judging(progress.judged, progress.total))
                .color(theme::text_dim()),
        );
        ui.add(egui::ProgressBar::new(share).show_percentage());
    }
    ui.separator();
    ui.label(
        RichText::new(text::review_decisions())
            .strong()
            .color(theme::text_dim()),
    );
    if screen.review.moves.is_empty() {
        if screen.judging.is_none() {
            ui.label(RichText::new(text::review_none()).color(theme::text_dim()));
        }
        return;
    }
    let current_ply = screen.stops.get(screen.at).map(|s| s + 1);
    let mut jump = None;
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for m in &screen.review.moves {
                let row = screen.row_label(m, config);
                let selected = current_ply == Some(m.ply);
                let response = ui.selectable_label(
                    selected,
                    RichText::new(row).color(if m.mark.is_some() {
                        mark_colour(m)
                    } else {
                        theme::text()
                    }),
                );
                if selected && response.gained_focus() {
                    response.scroll_to_me(None);
                }
                if response.clicked() {
                    jump = Some(m.ply);
                }
                ui.label(RichText::new(screen.detail(m, config)).color(theme::text_dim()));
            }
        });
    if let Some(ply) = jump {
        screen.stepped = true;
        screen.jump_to_ply(ply);
    }
}

/// What the board's two routes mean: the move played (a solid line) and the best move
/// (dashed, in the hint colour). Its row is there with neither (the end of the game), so
/// the board keeps its place.
fn legend(ui: &mut Ui, with_played: bool, with_best: bool) {
    // One row of a fixed height, whatever it holds.
    let height = ui.text_style_height(&egui::TextStyle::Body).max(14.0) + 6.0;
    let (rect, _) = ui.allocate_exact_size(
        egui::vec2(ui.available_width(), height),
        egui::Sense::hover(),
    );
    if !with_played {
        return;
    }
    let mut row = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::left_to_right(egui::Align::Center)),
    );
    {
        let ui = &mut row;
        let sample = |ui: &mut Ui, dashed: bool, colour: egui::Color32| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(34.0, 14.0), egui::Sense::hover());
            let points = [rect.left_center(), rect.right_center()];
            let stroke = egui::Stroke::new(3.0, colour);
            if dashed {
                ui.painter()
                    .extend(egui::Shape::dashed_line(&points, stroke, 6.0, 4.0));
            } else {
                ui.painter().line_segment(points, stroke);
            }
        };
        sample(ui, false, theme::highlight());
        ui.label(RichText::new(text::review_played_move()).color(theme::text()));
        if with_best {
            ui.add_space(14.0);
            sample(ui, true, theme::hint());
            ui.label(RichText::new(text::review_best_move()).color(theme::text()));
        }
    }
}
