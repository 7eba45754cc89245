//! Makruk's rules overlay: docs/src/reference/makruk-rules.md in short sections, in the
//! window's language, each with a small diagram painted by the real board painter (a piece
//! with the squares it reaches, a promotion, a mate, a counted ending), in the shell's
//! overlay frame. Opened with the Rules button or F1; the game waits underneath.

use egui::{RichText, Ui, vec2};

use super::board::{self, BoardLook, BoardView};
use super::pieces::PieceStyle;
use super::{Command, text};
use crate::i18n::{FluentValue, tr, tr_args};
use crate::makruk::notation::Notation;
use crate::makruk::rules::{Bitboard, CountingMode, Move, Position, Square};
use crate::widgets::rules_frame::{self, RulesOverlay};
use crate::widgets::{theme, words};

/// The sections, in order: the message id part of each (`makruk-rules-<id>-title`,
/// `-body`, `-caption`).
pub const SECTIONS: [&str; 13] = [
    "board",
    "khun",
    "met",
    "khon",
    "ma",
    "ruea",
    "bia",
    "promotion",
    "mate",
    "draws",
    "board-honour",
    "pieces-honour",
    "counting",
];

/// The rows of the pieces' honour table (M15), read top down: the message id part of the
/// stronger side's material, and the limit in moves.
pub const HONOUR_TABLE: [(&str, u16); 7] = [
    ("two-rueas", 8),
    ("one-ruea", 16),
    ("two-khons", 22),
    ("one-khon", 44),
    ("two-mas", 32),
    ("one-ma", 64),
    ("mets", 64),
];

/// A section's title in the window's language.
pub fn section_title(id: &str) -> String {
    tr(&format!("makruk-rules-{id}-title"))
}

fn section_text(id: &str, part: &str) -> String {
    tr(&format!("makruk-rules-{id}-{part}"))
}

/// Shows the overlay over the table; returns `CloseRules` when it is closed.
pub fn show(
    ui: &mut Ui,
    overlay: &mut RulesOverlay,
    mode: CountingMode,
    style: PieceStyle,
) -> Option<Command> {
    let titles: Vec<String> = SECTIONS.iter().map(|id| section_title(id)).collect();
    let frame = rules_frame::Frame {
        title: &tr("makruk-rules-title"),
        contents: &tr("makruk-rules-contents"),
        close: &Command::CloseRules.text().unwrap_or_default(),
        sections: &titles,
    };
    let closed = rules_frame::show(ui, overlay, &frame, &mut |ui, i, width| {
        section(ui, SECTIONS[i], mode, style, width)
    });
    closed.then_some(Command::CloseRules)
}

fn section(ui: &mut Ui, id: &str, mode: CountingMode, style: PieceStyle, width: f32) {
    // Room between the lines for Thai's and Tamil's marks above and below the letters.
    words::label(
        ui,
        RichText::new(section_text(id, "body"))
            .color(theme::text())
            .line_height(Some(21.0)),
    );
    ui.add_space(4.0);
    match id {
        "pieces-honour" => honour_table(ui),
        "counting" => {
            let name = tr(match mode {
                CountingMode::Automatic => "makruk-counting-automatic",
                CountingMode::Traditional => "makruk-counting-traditional",
            });
            ui.label(
                RichText::new(format!(
                    "» {}",
                    tr_args("makruk-rules-in-game", [("mode", FluentValue::from(name))])
                ))
                .strong()
                .color(theme::highlight()),
            );
            return;
        }
        _ => {}
    }
    if let Some(example) = example(id) {
        diagram(ui, &example, style, width);
        words::label(
            ui,
            RichText::new(section_text(id, "caption"))
                .small()
                .italics()
                .color(theme::text_dim()),
        );
    }
}

/// Pieces' honour's limits, as a table.
fn honour_table(ui: &mut Ui) {
    egui::Grid::new("makruk-honour-table")
        .num_columns(2)
        .striped(true)
        .spacing([24.0, 4.0])
        .show(ui, |ui| {
            ui.label(RichText::new(tr("makruk-rules-table-material")).strong());
            ui.label(RichText::new(tr("makruk-rules-table-limit")).strong());
            ui.end_row();
            for (row, limit) in HONOUR_TABLE {
                ui.label(tr(&format!("makruk-rules-table-{row}")));
                ui.label(
                    RichText::new(limit.to_string())
                        .strong()
                        .color(theme::brass_light()),
                );
                ui.end_row();
            }
        });
    ui.add_space(6.0);
}

/// A section's diagram: a position, a piece picked up with the squares it reaches, and a
/// move drawn as an arrow or as the last move.
pub struct Example {
    pub position: Position,
    pub selected: Option<Square>,
    pub arrow: Option<Move>,
    pub last_move: Option<Move>,
}

/// The diagram of a section, if it has one.
pub fn example(id: &str) -> Option<Example> {
    let (fen, selected, arrow, last) = match id {
        "board" => (crate::makruk::rules::START_FEN, None, None, None),
        "khun" => ("8/8/8/8/3K4/8/8/7k w - - 0 1", Some("d4"), None, None),
        "met" => ("8/8/8/8/3M4/8/K7/7k w - - 0 1", Some("d4"), None, None),
        "khon" => ("8/8/8/8/3S4/8/K7/7k w - - 0 1", Some("d4"), None, None),
        "ma" => ("8/8/8/8/3N4/8/K7/7k w - - 0 1", Some("d4"), None, None),
        "ruea" => ("8/8/8/8/3R4/8/K7/7k w - - 0 1", Some("d4"), None, None),
        "bia" => ("8/8/8/4p3/3P4/8/K7/7k w - - 0 1", Some("d4"), None, None),
        "promotion" => ("8/8/8/4P3/8/8/K7/7k w - - 0 1", None, Some("e5e6"), None),
        "mate" => (
            "1R2k3/R7/8/8/8/8/8/3K4 b - - 1 1",
            None,
            None,
            Some(("b1", "b8")),
        ),
        "draws" => ("8/8/4k3/8/8/3K4/8/8 w - - 0 1", None, None, None),
        "board-honour" => ("4k3/4r3/8/8/8/8/3R4/3K4 w - - 0 1", None, None, None),
        "pieces-honour" => ("8/8/4k3/8/8/8/3RK3/8 w - - 0 1", None, None, None),
        _ => return None,
    };
    let position = Position::from_fen(fen).ok()?;
    let square = |s: &str| s.parse::<Square>().ok();
    let arrow = match arrow {
        Some(uci) => Some(position.parse_uci(uci).ok()?),
        None => None,
    };
    // The move that led here: drawn as the last move, from a square now empty.
    let last_move = match last {
        Some((from, to)) => {
            let to = square(to)?;
            let piece = position.piece_at(to)?;
            Some(Move {
                from: square(from)?,
                to,
                role: piece.role,
                capture: None,
                promotion: false,
            })
        }
        None => None,
    };
    Some(Example {
        position,
        selected: selected.and_then(square),
        arrow,
        last_move,
    })
}

fn diagram(ui: &mut Ui, example: &Example, style: PieceStyle, width: f32) {
    let size = width.clamp(180.0, 260.0);
    let destinations: Bitboard = match example.selected {
        Some(from) => example
            .position
            .legal_moves()
            .iter()
            .filter(|m| m.from == from)
            .map(|m| m.to)
            .collect(),
        None => Bitboard::EMPTY,
    };
    let label = |sq, piece, promoted, _| text::square(sq, piece, promoted);
    let view = BoardView {
        position: &example.position,
        flipped: false,
        look: BoardLook::Plain,
        style,
        // The sections' words name squares in SAN.
        notation: Notation::San,
        selected: example.selected,
        destinations,
        last_move: example.last_move,
        earlier_move: None,
        hint: example.arrow,
        anim: None,
        interactive: false,
        label: &label,
    };
    let (rect, _) = ui.allocate_exact_size(vec2(size, size), egui::Sense::hover());
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        // The diagram's squares get names of their own, not the table's.
        ui.push_id("makruk-rules-diagram", |ui| board::show(ui, &view));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_diagram_is_a_legal_position_showing_what_its_section_says() {
        for id in SECTIONS {
            if id == "counting" {
                continue;
            }
            let e = example(id).unwrap_or_else(|| panic!("{id}'s diagram"));
            if let Some(from) = e.selected {
                assert!(
                    e.position.legal_moves().iter().any(|m| m.from == from),
                    "{id}: the piece moves"
                );
            }
        }
        let promotion = example("promotion").unwrap();
        assert!(promotion.arrow.unwrap().promotion);
        let mate = example("mate").unwrap();
        assert!(matches!(
            mate.position.outcome(),
            Some(crate::makruk::rules::Outcome::Checkmate { .. })
        ));
    }
}
