//! Colours and proportions: a cloth board on a wooden table, chalk lines, brass dice, and
//! the frames of the bars and panels round a game. A game's own colours (Dhayam's seats)
//! are the game's.

use egui::Color32;

pub const TABLE: Color32 = Color32::from_rgb(0x3a, 0x24, 0x16);
pub const TABLE_DARK: Color32 = Color32::from_rgb(0x2a, 0x19, 0x0f);
pub const PANEL: Color32 = Color32::from_rgb(0x2f, 0x1f, 0x14);
pub const CLOTH: Color32 = Color32::from_rgb(0x8e, 0x2f, 0x23);
pub const CLOTH_EDGE: Color32 = Color32::from_rgb(0x6b, 0x20, 0x18);
pub const CLOTH_WEAVE: Color32 = Color32::from_rgba_premultiplied(0, 0, 0, 18);
pub const CHALK: Color32 = Color32::from_rgb(0xf1, 0xe6, 0xcf);
pub const CHALK_FAINT: Color32 = Color32::from_rgba_premultiplied(0xd8, 0xce, 0xb9, 0xd8);
pub const INK: Color32 = Color32::from_rgb(0x2b, 0x1b, 0x0e);
pub const TEXT: Color32 = Color32::from_rgb(0xf3, 0xe9, 0xd2);
pub const TEXT_DIM: Color32 = Color32::from_rgb(0xbf, 0xae, 0x8f);
pub const HIGHLIGHT: Color32 = Color32::from_rgb(0xff, 0xe8, 0x8a);
/// A landing square where the move would cut.
pub const CUT: Color32 = Color32::from_rgb(0xff, 0x8a, 0x5c);
/// The hint's move and the review's best move.
pub const HINT: Color32 = Color32::from_rgb(0x6c, 0xf0, 0xc2);

pub const BRASS_LIGHT: Color32 = Color32::from_rgb(0xf0, 0xcf, 0x7a);
pub const BRASS: Color32 = Color32::from_rgb(0xc9, 0x9a, 0x3c);
pub const BRASS_DARK: Color32 = Color32::from_rgb(0x7c, 0x5a, 0x1c);
pub const PIP: Color32 = Color32::from_rgb(0x3a, 0x22, 0x0a);

/// Mixes two colours: `t = 0` gives `a`, `t = 1` gives `b`.
pub fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let t = t.clamp(0.0, 1.0);
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_premultiplied(
        m(a.r(), b.r()),
        m(a.g(), b.g()),
        m(a.b(), b.b()),
        m(a.a(), b.a()),
    )
}

pub fn darker(c: Color32, t: f32) -> Color32 {
    mix(c, Color32::BLACK, t)
}

pub fn lighter(c: Color32, t: f32) -> Color32 {
    mix(c, Color32::WHITE, t)
}

/// The frame of the bars above and below the board (top bar, status line).
pub fn bar_frame(top: bool) -> egui::Frame {
    let margin = if top {
        egui::Margin::symmetric(10, 6)
    } else {
        egui::Margin::symmetric(12, 8)
    };
    egui::Frame::new().fill(TABLE_DARK).inner_margin(margin)
}

/// The frame of the side panels beside the board.
pub fn panel_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(PANEL)
        .inner_margin(egui::Margin::symmetric(12, 8))
}

/// The fixed side panel on the right of the board: the game's, the review's, the tutorial's.
pub fn side_panel(id: &str, width: f32) -> egui::Panel {
    egui::Panel::right(id)
        .resizable(false)
        .exact_size(width)
        .frame(panel_frame())
}

/// The frame of the table the board lies on.
pub fn table_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(TABLE)
        .inner_margin(egui::Margin::same(12))
}

/// The title of a full-window screen (review, tutorial) in its top bar.
pub fn screen_title(title: impl Into<String>) -> egui::RichText {
    egui::RichText::new(title.into())
        .size(18.0)
        .strong()
        .color(BRASS_LIGHT)
}

/// The heading of a section of a screen (a game's table in the statistics).
pub fn section_heading(title: impl Into<String>) -> egui::RichText {
    egui::RichText::new(title.into())
        .strong()
        .color(BRASS_LIGHT)
}
