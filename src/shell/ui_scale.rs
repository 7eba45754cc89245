//! The size of everything (Ctrl +, Ctrl −, Ctrl 0, and Settings), for players who see
//! less well: egui's zoom, kept between 75% and 200% and remembered in the settings
//! file. The keys step through the sizes Settings offers (egui's own keys, which step by
//! 10%, are turned off), so both ways reach the same sizes. egui-winit measures the window in zoomed points, so the window's size and place
//! are remembered with the zoom taken out (`unzoomed`): the window keeps its size on the
//! screen at any scale.

use egui::{Context, Pos2, Rect, Vec2};

use super::App;

pub const SMALLEST: f32 = 0.75;
pub const LARGEST: f32 = 2.0;
/// The sizes Settings offers.
pub const CHOICES: [f32; 8] = [0.75, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0];

/// A scale the window can use: within 75% to 200%, 100% for what is not a number.
pub fn clamp(scale: f32) -> f32 {
    if scale.is_finite() {
        scale.clamp(SMALLEST, LARGEST)
    } else {
        1.0
    }
}

/// The next size Settings offers after `scale`, larger (`up`) or smaller; the largest or
/// smallest at the ends. A scale between two choices (a hand-edited file's) goes to the
/// nearer one that way.
pub fn step(scale: f32, up: bool) -> f32 {
    if up {
        CHOICES
            .into_iter()
            .find(|&c| c > scale && !same(c, scale))
            .unwrap_or(LARGEST)
    } else {
        CHOICES
            .into_iter()
            .rev()
            .find(|&c| c < scale && !same(c, scale))
            .unwrap_or(SMALLEST)
    }
}

/// The size the keys ask for this frame, if they ask: Ctrl + (or Ctrl =) a step up,
/// Ctrl − a step down, Ctrl 0 back to 100%. The keys are taken, so nothing else reads them.
fn keyed(ctx: &Context, scale: f32) -> Option<f32> {
    use egui::gui_zoom::kb_shortcuts::{ZOOM_IN, ZOOM_IN_SECONDARY, ZOOM_OUT, ZOOM_RESET};
    ctx.input_mut(|i| {
        if i.consume_shortcut(&ZOOM_RESET) {
            Some(1.0)
        } else if i.consume_shortcut(&ZOOM_IN) || i.consume_shortcut(&ZOOM_IN_SECONDARY) {
            Some(step(scale, true))
        } else if i.consume_shortcut(&ZOOM_OUT) {
            Some(step(scale, false))
        } else {
            None
        }
    })
}

/// Two scales the same as far as anyone can see.
fn same(a: f32, b: f32) -> bool {
    (a - b).abs() < 0.005
}

/// Points at 100% from the zoomed points egui-winit measures in.
pub fn unzoomed(ctx: &Context, v: Vec2) -> Vec2 {
    v * ctx.zoom_factor()
}

pub fn unzoomed_pos(ctx: &Context, p: Pos2) -> Pos2 {
    (p.to_vec2() * ctx.zoom_factor()).to_pos2()
}

pub fn unzoomed_rect(ctx: &Context, r: Rect) -> Rect {
    Rect::from_min_max(unzoomed_pos(ctx, r.min), unzoomed_pos(ctx, r.max))
}

/// Zoomed points for a viewport command, from points at 100%.
pub fn zoomed(ctx: &Context, v: Vec2) -> Vec2 {
    v / ctx.zoom_factor()
}

pub fn zoomed_pos(ctx: &Context, p: Pos2) -> Pos2 {
    (p.to_vec2() / ctx.zoom_factor()).to_pos2()
}

impl App {
    /// Whether this frame's window measures were taken at the zoom now in force. egui
    /// applies a new zoom at the start of a pass, after egui-winit has measured the
    /// window at the old one: for that one frame sizes are neither fitted nor kept.
    pub(crate) fn scale_settled(&mut self, ctx: &Context) -> bool {
        let zoom = ctx.zoom_factor();
        let settled = same(zoom, self.files.zoom_measured);
        self.files.zoom_measured = zoom;
        settled
    }

    /// At the start of each frame: the remembered scale once the window has its size
    /// and place (they are fitted at 100%, as the window opened), and whenever Settings
    /// or the keys change it (a change by the keys is remembered); a zoom changed by
    /// anything else kept within bounds and remembered.
    pub(crate) fn follow_scale(&mut self, ctx: &Context) {
        if ctx.options(|o| o.zoom_with_keyboard) {
            ctx.options_mut(|o| o.zoom_with_keyboard = false);
        }
        let monitor_known = ctx.input(|i| i.viewport().monitor_size.is_some());
        if monitor_known && !self.files.seen.fitted {
            return;
        }
        if let Some(scale) = keyed(ctx, clamp(self.files.settings.ui_scale)) {
            self.files.settings.ui_scale = scale;
            self.files.settings_changed = true;
        }
        let stored = clamp(self.files.settings.ui_scale);
        match self.files.scale_applied {
            Some(applied) if same(stored, applied) => {
                let zoom = ctx.zoom_factor();
                if !same(zoom, applied) {
                    let scale = clamp(zoom);
                    if !same(scale, zoom) {
                        ctx.set_zoom_factor(scale);
                    }
                    self.files.settings.ui_scale = scale;
                    self.files.scale_applied = Some(scale);
                    self.files.settings_changed = true;
                }
            }
            _ => {
                ctx.set_zoom_factor(stored);
                self.files.scale_applied = Some(stored);
                self.files.settings.ui_scale = stored;
            }
        }
    }
}
