//! The side panel of a Makruk game: who plays, whose move it is (and that a computer is
//! thinking, without a sound), the count as a Thai player says it, the buttons, and the
//! moves in SAN.

use egui::{Color32, RichText, Ui};

use super::command::Command;
use super::session::Session;
use super::text;
use crate::makruk::rules::{Color, CountingMode, Game, Honour, Position, counting};

const INK: Color32 = Color32::from_rgb(0xf0, 0xe4, 0xc8);
const DIM: Color32 = Color32::from_rgb(0xb8, 0xa8, 0x88);
const COUNT: Color32 = Color32::from_rgb(0xff, 0xd2, 0x6e);
const WARN: Color32 = Color32::from_rgb(0xff, 0x9a, 0x80);

fn button(ui: &mut Ui, command: Command, enabled: bool, out: &mut Vec<Command>) {
    let words = command.text().unwrap_or_default();
    if ui
        .add_enabled(enabled, egui::Button::new(words).wrap())
        .clicked()
    {
        out.push(command);
    }
}

/// The count to show, as (honour, number said next, limit in moves, who counts).
fn shown_count(session: &Session) -> Option<(Honour, u16, u16, Option<Color>)> {
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

/// The move list's rows: the move number, White's SAN and Black's ("…" where a game from a
/// position starts with Black). Made when the game changes, not every frame.
pub fn move_rows(game: &Game) -> Vec<(u32, String, String)> {
    let mut position: Position = *game.start();
    let mut rows: Vec<(u32, String, String)> = Vec::new();
    for mv in game.moves() {
        let san = position.san(mv);
        let number = position.fullmoves();
        match position.turn() {
            Color::White => rows.push((number, san, String::new())),
            Color::Black => match rows.last_mut() {
                Some(row) if row.0 == number && row.2.is_empty() => row.2 = san,
                _ => rows.push((number, "…".into(), san)),
            },
        }
        position.play_unchecked(mv);
    }
    rows
}

fn move_list(ui: &mut Ui, session: &Session) {
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("makruk-moves")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (number, white, black) in session.move_rows() {
                        ui.label(RichText::new(format!("{number}.")).color(DIM));
                        ui.label(RichText::new(white.as_str()).color(INK).monospace());
                        ui.label(RichText::new(black.as_str()).color(INK).monospace());
                        ui.end_row();
                    }
                });
        });
}

pub fn show(ui: &mut Ui, session: &Session) -> Vec<Command> {
    let mut out = Vec::new();
    let game = session.game();
    let position = game.position();
    ui.heading(RichText::new(crate::i18n::tr("makruk")).color(INK));
    ui.add_space(6.0);

    for color in [Color::Black, Color::White] {
        let seat = session.seat(color);
        let to_move = position.turn() == color && game.outcome().is_none();
        let marker = if to_move { "»" } else { " " };
        // A computer is named by its level; a person by the name they gave.
        let who = match seat.computer {
            Some(level) => text::level(level),
            None => seat.name.clone(),
        };
        let line = format!("{marker} {}: {who}", text::color(color));
        let rich = RichText::new(line).color(if to_move { INK } else { DIM });
        ui.label(if to_move { rich.strong() } else { rich });
        if session.is_thinking() == Some(color) {
            // A quiet indicator: dots that come and go, no sound.
            let dots = ((ui.input(|i| i.time) * 3.0) as usize % 3) + 1;
            let words = text::thinking(&seat.name);
            let shown: String = words.trim_end_matches('…').to_string() + &"·".repeat(dots);
            ui.label(RichText::new(shown).italics().color(DIM));
            ui.ctx().request_repaint();
        }
    }
    ui.add_space(6.0);

    let status = match game.outcome() {
        Some(outcome) => {
            let winner = outcome
                .winner()
                .map(|c| session.seat(c).name.clone())
                .unwrap_or_default();
            RichText::new(text::outcome(outcome, &winner))
                .strong()
                .color(COUNT)
        }
        None if position.is_check() => RichText::new(crate::i18n::tr("makruk-check"))
            .strong()
            .color(WARN),
        None => RichText::new(text::to_move(&session.seat(position.turn()).name)).color(INK),
    };
    ui.label(status);
    if let Some((honour, spoken, limit, counter)) = shown_count(session) {
        ui.add_space(4.0);
        ui.label(
            RichText::new(text::count(honour, spoken, limit))
                .size(22.0)
                .strong()
                .color(COUNT),
        );
        if let Some(c) = counter {
            ui.label(RichText::new(text::counted_by(&session.seat(c).name)).color(DIM));
        }
    }
    if let Some(notice) = session.notice() {
        ui.label(RichText::new(notice).color(WARN));
    }
    if session.pending_mate().is_some() {
        ui.label(RichText::new(crate::i18n::tr("makruk-mate-warning")).color(WARN));
        ui.horizontal(|ui| {
            button(ui, Command::ConfirmMate, true, &mut out);
            button(ui, Command::CancelMate, true, &mut out);
        });
    }
    ui.add_space(6.0);

    let person = session.waiting_for_person();
    if game.mode() == CountingMode::Traditional && person {
        let turn = position.turn();
        if game.can_start_count().is_ok() {
            button(ui, Command::StartCount, true, &mut out);
        }
        if game.spoken_count().is_some_and(|c| c.counter == turn) {
            button(ui, Command::StopCount, true, &mut out);
        }
        if game.can_keep_board_count().is_ok() {
            button(ui, Command::KeepBoardCount, true, &mut out);
        }
    }
    ui.horizontal_wrapped(|ui| {
        button(ui, Command::Undo, !game.is_empty(), &mut out);
        button(ui, Command::Flip, true, &mut out);
        button(ui, Command::PlayAgain, true, &mut out);
        button(ui, Command::OpenNewGameDialog, true, &mut out);
    });
    ui.add_space(6.0);
    ui.label(
        RichText::new(crate::i18n::tr("makruk-moves"))
            .strong()
            .color(INK),
    );
    move_list(ui, session);
    out
}
