//! Dhayam's card in the game chooser: its small picture (the name and line are
//! `text::game_name` and `text::game_line`).

use egui::{Color32, Rect, Stroke, vec2};

use crate::widgets::picture::grid;

/// A little Dhayam board: a 7×7 grid with its cross-marked gates and centre, and two pawns.
pub fn picture(painter: &egui::Painter, rect: Rect) {
    let line = Stroke::new(1.0, Color32::from_rgb(0x5a, 0x3a, 0x1a));
    let at = grid(painter, rect, 7, Color32::from_rgb(0xd8, 0xb4, 0x78), line);
    let cell = rect.width() / 7.0;
    let r = cell * 0.35;
    for (col, row) in [(3.0, 0.0), (0.0, 3.0), (6.0, 3.0), (3.0, 6.0), (3.0, 3.0)] {
        let c = at(col, row);
        painter.line_segment([c + vec2(-r, -r), c + vec2(r, r)], line);
        painter.line_segment([c + vec2(-r, r), c + vec2(r, -r)], line);
    }
    let red = Color32::from_rgb(0xc8, 0x30, 0x28);
    let green = Color32::from_rgb(0x28, 0x70, 0x30);
    painter.circle_filled(at(1.0, 5.0), cell * 0.3, red);
    painter.circle_filled(at(5.0, 1.0), cell * 0.3, green);
}
