//! A design sheet for Makruk's board and pieces: the board from a FEN (the start by
//! default) in both sets, side by side, for working on the drawings.
//!
//!     cargo run --example makruk_board -- ["<FEN>"] [--flip] [--chequered]

use dhayam::makruk::rules::{Bitboard, Piece, Position, Square};
use dhayam::makruk::ui::board::{self, BoardLook, BoardView};
use dhayam::makruk::ui::pieces::PieceStyle;

struct Sheet {
    position: Position,
    flipped: bool,
    look: BoardLook,
    selected: Option<Square>,
}

fn label(square: Square, piece: Option<Piece>, promoted: bool) -> String {
    match piece {
        Some(p) if promoted => format!("{} promoted bia on {square}", p.color),
        Some(p) => format!("{p} on {square}"),
        None => format!("square {square}"),
    }
}

impl eframe::App for Sheet {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            let full = ui.available_rect_before_wrap();
            let half = full.width() / 2.0;
            for (i, style) in [PieceStyle::Thai, PieceStyle::Western]
                .into_iter()
                .enumerate()
            {
                let rect = egui::Rect::from_min_size(
                    full.min + egui::vec2(i as f32 * half, 0.0),
                    egui::vec2(half, full.height()),
                );
                let destinations: Bitboard = self
                    .selected
                    .map(|from| {
                        self.position
                            .legal_moves()
                            .iter()
                            .filter(|m| m.from == from)
                            .map(|m| m.to)
                            .collect()
                    })
                    .unwrap_or_default();
                let view = BoardView {
                    position: &self.position,
                    flipped: self.flipped,
                    look: self.look,
                    style,
                    selected: self.selected,
                    destinations,
                    last_move: None,
                    hint: None,
                    anim: None,
                    interactive: true,
                    label: &label,
                };
                let mut child = ui.new_child(egui::UiBuilder::new().id_salt(i).max_rect(rect));
                if let Some(board::BoardInput::Clicked(square)) = board::show(&mut child, &view) {
                    self.selected = Some(square);
                }
            }
        });
    }
}

fn main() -> eframe::Result {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fen = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map_or("startpos", |s| s);
    let position = Position::from_fen(fen).unwrap_or_else(|e| {
        eprintln!("makruk_board: bad FEN: {e}");
        std::process::exit(2)
    });
    let sheet = Sheet {
        position,
        flipped: args.iter().any(|a| a == "--flip"),
        look: if args.iter().any(|a| a == "--chequered") {
            BoardLook::Chequered
        } else {
            BoardLook::Plain
        },
        selected: args
            .iter()
            .find_map(|a| a.strip_prefix("--select="))
            .and_then(|s| s.parse().ok()),
    };
    eframe::run_native(
        "Makruk board",
        eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default().with_inner_size([1200.0, 640.0]),
            ..Default::default()
        },
        Box::new(|_| Ok(Box::new(sheet))),
    )
}
