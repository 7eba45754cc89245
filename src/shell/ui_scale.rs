//! The size of everything (Ctrl +, Ctrl −, Ctrl 0, and Settings), for players who see
//! less well: egui's zoom, kept between 75% and 200% and remembered in the settings
//! file. egui-winit measures the window in zoomed points, so the window's size and place
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
    /// changes it; a change by the keys (egui's, at the last frame's end) kept within
    /// bounds and remembered.
    pub(crate) fn follow_scale(&mut self, ctx: &Context) {
        let monitor_known = ctx.input(|i| i.viewport().monitor_size.is_some());
        if monitor_known && !self.files.seen.fitted {
            return;
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
