//! Makruk's card in the game chooser: its small picture (the name and line are
//! `text::game_name` and `text::game_line`).

use egui::{Color32, Rect, Stroke};

use crate::widgets::picture::grid;

/// A little Makruk board: one colour with lines, and each side's row of bias.
pub fn picture(painter: &egui::Painter, rect: Rect) {
    let line = Stroke::new(1.0, Color32::from_rgb(0x4a, 0x2c, 0x10));
    let at = grid(painter, rect, 8, Color32::from_rgb(0xc8, 0x94, 0x5a), line);
    let cell = rect.width() / 8.0;
    let black = Color32::from_rgb(0x20, 0x18, 0x10);
    let white = Color32::from_rgb(0xf4, 0xec, 0xd8);
    for col in 0..8 {
        painter.circle_filled(at(col as f32, 2.0), cell * 0.28, black);
        painter.circle_filled(at(col as f32, 5.0), cell * 0.28, white);
    }
}
