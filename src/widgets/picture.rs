//! A small picture of a board, for a game's card in the chooser: squares in one colour
//! with lines between them. Each game puts its own marks and pieces on it.

use egui::{Color32, Pos2, Rect, Stroke, pos2};

/// A board of `n` × `n` squares in `fill` with lines between them; gives the centre of the
/// square at (column, row), counted from the top left.
pub fn grid(
    painter: &egui::Painter,
    rect: Rect,
    n: usize,
    fill: Color32,
    line: Stroke,
) -> impl Fn(f32, f32) -> Pos2 {
    painter.rect_filled(rect, 4.0, fill);
    let cell = rect.width() / n as f32;
    for i in 0..=n {
        let d = i as f32 * cell;
        let (x, y) = (rect.min.x + d, rect.min.y + d);
        painter.line_segment([pos2(x, rect.min.y), pos2(x, rect.max.y)], line);
        painter.line_segment([pos2(rect.min.x, y), pos2(rect.max.x, y)], line);
    }
    move |col, row| {
        pos2(
            rect.min.x + (col + 0.5) * cell,
            rect.min.y + (row + 0.5) * cell,
        )
    }
}
