//! Colours and proportions: a cloth board on a wooden table, chalk lines, brass dice, and
//! the frames of the bars and panels round a game. A game's own colours (Dhayam's seats)
//! are the game's.

use std::sync::atomic::{AtomicBool, Ordering};

use egui::Color32;

/// How the window is drawn (kept in the settings' `[window]`).
pub use crate::store::settings::Contrast;

static HIGH: AtomicBool = AtomicBool::new(false);

/// Chooses the look of the whole window (the shell, from the window's settings).
pub fn set_contrast(contrast: Contrast) {
    HIGH.store(contrast == Contrast::High, Ordering::Relaxed);
}

pub fn contrast() -> Contrast {
    if high_contrast() {
        Contrast::High
    } else {
        Contrast::Standard
    }
}

pub fn high_contrast() -> bool {
    HIGH.load(Ordering::Relaxed)
}

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

/// The window's colours in one look. Each has a function of the same name that gives it
/// in the look in force (`theme::text()`); tests read a look's table without touching the
/// window's (`Colours::of`).
macro_rules! colours {
    ($($(#[$doc:meta])* $name:ident = $standard:expr, $high:expr;)*) => {
        #[derive(Clone, Copy, Debug)]
        pub struct Colours {
            $($(#[$doc])* pub $name: Color32,)*
        }

        const STANDARD: Colours = Colours { $($name: $standard,)* };
        const HIGH_CONTRAST: Colours = Colours { $($name: $high,)* };

        $(
            $(#[$doc])*
            pub fn $name() -> Color32 {
                colours().$name
            }
        )*
    };
}

impl Colours {
    pub fn of(contrast: Contrast) -> &'static Colours {
        match contrast {
            Contrast::Standard => &STANDARD,
            Contrast::High => &HIGH_CONTRAST,
        }
    }

    /// Every colour the window writes text in, and every ground it writes on (the
    /// panels, the table, the bars, a button at rest): for the contrast tests.
    pub fn text_colours(&self) -> [(&'static str, Color32); 8] {
        [
            ("text", self.text),
            ("dim text", self.text_dim),
            ("highlight", self.highlight),
            ("cut", self.cut),
            ("hint", self.hint),
            ("warning", self.warn),
            ("good news", self.good),
            ("heading", self.brass_light),
        ]
    }

    pub fn grounds(&self) -> [(&'static str, Color32); 7] {
        [
            ("table", self.table),
            ("bar", self.table_dark),
            ("panel", self.panel),
            ("button", self.button),
            ("notice", self.notice),
            ("chooser's card", self.card),
            ("chooser's card under the pointer", self.card_lit),
        ]
    }
}

/// The colours of the look in force.
pub fn colours() -> &'static Colours {
    Colours::of(contrast())
}

colours! {
    table = rgb(0x3a, 0x24, 0x16), rgb(0x00, 0x00, 0x00);
    table_dark = rgb(0x2a, 0x19, 0x0f), rgb(0x00, 0x00, 0x00);
    panel = rgb(0x2f, 0x1f, 0x14), rgb(0x0c, 0x0c, 0x0c);
    cloth = rgb(0x8e, 0x2f, 0x23), rgb(0x00, 0x00, 0x00);
    cloth_edge = rgb(0x6b, 0x20, 0x18), rgb(0x26, 0x26, 0x26);
    cloth_weave = Color32::from_rgba_premultiplied(0, 0, 0, 18), Color32::TRANSPARENT;
    chalk = rgb(0xf1, 0xe6, 0xcf), rgb(0xff, 0xff, 0xff);
    chalk_faint =
        Color32::from_rgba_premultiplied(0xd8, 0xce, 0xb9, 0xd8),
        rgb(0xd0, 0xd0, 0xd0);
    /// Dark writing on a light ground (a badge on a pawn, an emblem on a pale home).
    ink = rgb(0x2b, 0x1b, 0x0e), rgb(0x00, 0x00, 0x00);
    text = rgb(0xf3, 0xe9, 0xd2), rgb(0xff, 0xff, 0xff);
    text_dim = rgb(0xbf, 0xae, 0x8f), rgb(0xd4, 0xd4, 0xd4);
    highlight = rgb(0xff, 0xe8, 0x8a), rgb(0xff, 0xff, 0x00);
    /// A landing square where the move would cut.
    cut = rgb(0xff, 0x94, 0x66), rgb(0xff, 0x9a, 0x3c);
    /// The hint's move and the review's best move.
    hint = rgb(0x6c, 0xf0, 0xc2), rgb(0x00, 0xff, 0xff);
    /// Something that went wrong or needs care (an illegal typed move, a flag falling).
    warn = rgb(0xff, 0x9a, 0x80), rgb(0xff, 0xa8, 0x90);
    /// Something that went well (a won game, a count in the player's favour).
    good = rgb(0xa8, 0xe0, 0x9a), rgb(0x9c, 0xff, 0x8c);
    brass_light = rgb(0xf0, 0xcf, 0x7a), rgb(0xff, 0xe0, 0x70);
    brass = rgb(0xc9, 0x9a, 0x3c), rgb(0xe8, 0xc0, 0x40);
    brass_dark = rgb(0x7c, 0x5a, 0x1c), rgb(0xa0, 0x80, 0x20);
    pip = rgb(0x3a, 0x22, 0x0a), rgb(0x00, 0x00, 0x00);
    /// A button's face at rest.
    button = rgb(0x50, 0x3e, 0x18), rgb(0x00, 0x00, 0x00);
    /// The face of the one button a turn waits for (Throw).
    action = rgb(0x83, 0x64, 0x27), rgb(0x10, 0x30, 0x6a);
    /// A card of the game chooser, at rest and under the pointer.
    card = rgb(0x46, 0x36, 0x15), rgb(0x00, 0x00, 0x00);
    card_lit = rgb(0x52, 0x40, 0x19), rgb(0x24, 0x24, 0x24);
    /// The ground of the notices under the top bar.
    notice = rgb(0x40, 0x3a, 0x22), rgb(0x10, 0x10, 0x10);
}

/// egui's own widgets in the look in force: the panels' and windows' grounds, the text,
/// the buttons' faces. A widget with the keyboard's focus is drawn as pressed (egui's
/// `active`), so its edge is the look's highlight: the focus is always in sight.
pub fn style_widgets(v: &mut egui::Visuals, contrast: Contrast) {
    let c = Colours::of(contrast);
    // From egui's dark look each time, so switching back from high contrast leaves
    // nothing of it behind.
    let defaults = egui::Visuals::dark();
    v.selection = defaults.selection;
    v.window_stroke = defaults.window_stroke;
    v.widgets = defaults.widgets;
    v.extreme_bg_color = defaults.extreme_bg_color;
    v.panel_fill = c.panel;
    v.window_fill = c.panel;
    v.override_text_color = Some(c.text);
    v.widgets.inactive.weak_bg_fill = c.button;
    v.widgets.active.bg_stroke = egui::Stroke::new(2.0, c.highlight);
    if contrast == Contrast::Standard {
        v.selection.bg_fill = darker(c.brass, 0.3);
        v.widgets.hovered.weak_bg_fill = darker(c.brass, 0.45);
        v.widgets.active.weak_bg_fill = darker(c.brass, 0.3);
        return;
    }
    let edge = egui::Stroke::new(1.5, c.text_dim);
    let fg = |width: f32| egui::Stroke::new(width, c.text);
    v.extreme_bg_color = Color32::BLACK;
    v.selection.bg_fill = rgb(0x1a, 0x3a, 0x8a);
    v.selection.stroke = egui::Stroke::new(2.0, c.highlight);
    v.window_stroke = edge;
    v.widgets.noninteractive.bg_stroke = edge;
    v.widgets.noninteractive.fg_stroke = fg(1.0);
    v.widgets.inactive.bg_fill = rgb(0x1a, 0x1a, 0x1a);
    v.widgets.inactive.bg_stroke = edge;
    v.widgets.inactive.fg_stroke = fg(1.0);
    v.widgets.hovered.weak_bg_fill = rgb(0x24, 0x24, 0x24);
    v.widgets.hovered.bg_fill = rgb(0x24, 0x24, 0x24);
    v.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, c.highlight);
    v.widgets.hovered.fg_stroke = fg(1.5);
    v.widgets.active.weak_bg_fill = rgb(0x30, 0x30, 0x30);
    v.widgets.active.bg_fill = rgb(0x30, 0x30, 0x30);
    v.widgets.active.fg_stroke = fg(2.0);
    v.widgets.open.weak_bg_fill = rgb(0x24, 0x24, 0x24);
    v.widgets.open.fg_stroke = fg(1.5);
}

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
    egui::Frame::new().fill(table_dark()).inner_margin(margin)
}

/// The frame of the side panels beside the board.
pub fn panel_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(panel())
        .inner_margin(egui::Margin::symmetric(12, 8))
}

/// The fixed side panel on the right of the board: the game's, the review's, the tutorial's.
pub fn side_panel(id: &str, width: f32) -> egui::Panel {
    egui::Panel::right(id)
        .resizable(false)
        .exact_size(width)
        .frame(panel_frame())
}

/// Whether a window of `size` is a phone held upright (narrower than a tablet, taller than
/// wide): the table's side panel then goes under the board (issue 65).
pub fn is_portrait(size: egui::Vec2) -> bool {
    size.x < PORTRAIT_WIDTH && size.y > size.x * 1.25
}

/// Whether the whole window is a phone held upright ([`is_portrait`]), for a widget that
/// lays itself out by the window rather than by its own room.
pub fn upright(ctx: &egui::Context) -> bool {
    is_portrait(ctx.content_rect().size())
}

/// The widest window laid out as a phone held upright; a tablet is laid out as a desktop.
const PORTRAIT_WIDTH: f32 = 600.0;

/// The table's panel beside its board: on the right, `width` wide, or under the board on a
/// phone held upright ([`is_portrait`]), with the height the board (as wide as the window)
/// leaves, and never less than a third of the window. No frame: the caller gives its own.
pub fn beside_board(ui: &egui::Ui, id: &str, width: f32) -> egui::Panel {
    let room = ui.available_size();
    if is_portrait(room) {
        egui::Panel::bottom(id)
            .resizable(false)
            .exact_size((room.y - room.x).max(room.y / 3.0))
    } else {
        egui::Panel::right(id).resizable(false).exact_size(width)
    }
}

/// The frame of the table the board lies on.
pub fn table_frame() -> egui::Frame {
    egui::Frame::new()
        .fill(table())
        .inner_margin(egui::Margin::same(12))
}

/// The title of a full-window screen (review, tutorial) in its top bar.
pub fn screen_title(title: impl Into<String>) -> egui::RichText {
    egui::RichText::new(title.into())
        .size(18.0)
        .strong()
        .color(brass_light())
}

/// The heading of a section of a screen (a game's table in the statistics).
pub fn section_heading(title: impl Into<String>) -> egui::RichText {
    egui::RichText::new(title.into())
        .strong()
        .color(brass_light())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::widgets::contrast::ratio;

    fn every_text_on_every_ground(contrast: Contrast, least: f32) {
        let c = Colours::of(contrast);
        let r = ratio(c.text, c.action);
        assert!(
            r >= least,
            "{contrast:?}: text on the Throw button: {r:.2}:1"
        );
        for (what, fg) in c.text_colours() {
            for (on, bg) in c.grounds() {
                let r = ratio(fg, bg);
                assert!(r >= least, "{contrast:?}: {what} on the {on}: {r:.2}:1");
            }
        }
    }

    #[test]
    fn in_high_contrast_every_text_reads_at_seven_to_one_on_every_ground() {
        every_text_on_every_ground(Contrast::High, 7.0);
        // egui's own text on its text fields, selections and windows.
        let mut v = egui::Visuals::dark();
        style_widgets(&mut v, Contrast::High);
        let text = v.override_text_color.unwrap();
        for (on, bg) in [
            ("a text field", v.extreme_bg_color),
            ("a selection", v.selection.bg_fill),
            ("a window", v.window_fill),
            ("a hovered button", v.widgets.hovered.weak_bg_fill),
            ("a pressed button", v.widgets.active.weak_bg_fill),
        ] {
            let r = ratio(text, bg);
            assert!(r >= 7.0, "text on {on}: {r:.2}:1");
        }
    }

    #[test]
    fn in_the_standard_look_every_text_reads_at_four_and_a_half_to_one() {
        every_text_on_every_ground(Contrast::Standard, 4.5);
    }
}
