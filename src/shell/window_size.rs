//! The window's size and place: on the first frame that knows the monitor, the size the
//! player chose on this monitor before (and where the window was), or else a size that
//! fits the monitor's work area, maximised on a small screen. The player's size and
//! place are remembered per monitor (`[[window.places]]`), and used again only while a
//! monitor of that size is the window's.
//!
//! Neither winit nor eframe tells the work area (the screen less its taskbars and panels)
//! or a monitor's name to the app; egui gives the monitor's size in points. So a monitor
//! is known by its size, and the work area is the screen less a taskbar as large as the
//! largest common one ([`TASKBAR`]).

use egui::{Context, Pos2, Vec2, ViewportCommand, vec2};

use super::{App, ui_scale};
use crate::store::settings::{MAX_PLACES, WindowPlace};

/// The size the window opens at when the screen has room for it (points).
pub const PREFERRED: Vec2 = vec2(1280.0, 800.0);
/// The smallest size at which every screen of both games works (points).
pub const SMALLEST: Vec2 = vec2(800.0, 600.0);
/// The window's frame around its inner size: the title bar and the borders (points;
/// Windows 11 draws about 31 + 8, GNOME 37 + 0, macOS 28 + 0).
pub const FRAME: Vec2 = vec2(16.0, 40.0);
/// What the system's bars take from the screen's height, in pixels, when it does not
/// say: Windows 10 and 11 at 100% (40 and 48 px), GNOME's top bar (32 px).
pub const TASKBAR: f32 = 48.0;

/// A monitor as the window finds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Screen {
    /// Its size in physical pixels.
    pub pixels: Vec2,
    /// Pixels per point (1.5 at 150% scaling).
    pub scale: f32,
    /// The height the taskbar takes, in pixels.
    pub taskbar: f32,
}

impl Screen {
    /// The room left for windows, in points.
    pub fn work_area(&self) -> Vec2 {
        let scale = if self.scale.is_finite() && self.scale > 0.0 {
            self.scale
        } else {
            1.0
        };
        vec2(self.pixels.x, self.pixels.y - self.taskbar.max(0.0)) / scale
    }
}

/// How the window opens on a screen it has not been sized on before.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Opening {
    /// The inner size (points): the whole window fits the work area, frame and all, and
    /// it is never below [`SMALLEST`]. A maximised window goes back to it when restored.
    pub size: Vec2,
    /// The preferred size does not fit: the window fills the work area instead (the
    /// system knows that area exactly, and the frame's share of it).
    pub maximized: bool,
}

/// How the window opens in this work area (points).
pub fn opening(work_area: Vec2) -> Opening {
    let room = (work_area - FRAME).max(Vec2::ZERO);
    let maximized = room.x < PREFERRED.x || room.y < PREFERRED.y;
    Opening {
        size: PREFERRED.min(room).max(SMALLEST),
        maximized,
    }
}

/// A monitor's name in the settings: its size in points, `1280x720`.
pub fn monitor_key(monitor: Vec2) -> String {
    format!("{}x{}", monitor.x.round(), monitor.y.round())
}

/// The window's size and place as the player left them, for the settings.
#[derive(Clone, Debug, Default)]
pub(crate) struct Seen {
    /// The monitor the window is on, once known.
    pub monitor: Option<String>,
    /// The last inner size and outer position while neither maximised nor full screen.
    pub size: Option<Vec2>,
    pub position: Option<Pos2>,
    pub maximized: bool,
    /// The first frame that knew the monitor has sized the window.
    pub fitted: bool,
}

impl App {
    /// Each frame: sizes the window on the first frame that knows its monitor, and
    /// remembers the size and place the player gives it.
    pub(crate) fn fit_window(&mut self, ctx: &Context) {
        let (monitor, scale, inner, outer, maximized, fullscreen) = ctx.input(|i| {
            let v = i.viewport();
            (
                v.monitor_size,
                v.native_pixels_per_point.unwrap_or(i.pixels_per_point),
                v.inner_rect,
                v.outer_rect,
                v.maximized.unwrap_or(false),
                v.fullscreen.unwrap_or(false),
            )
        });
        // Sizes and places at 100%, whatever the scale (`ui_scale`). (Not inside
        // `ctx.input`: the zoom is read under the same lock.)
        let monitor = monitor.map(|m| ui_scale::unzoomed(ctx, m));
        let inner = inner.map(|r| ui_scale::unzoomed_rect(ctx, r));
        let outer = outer.map(|r| ui_scale::unzoomed_rect(ctx, r));
        let Some(monitor) = monitor.filter(|m| m.x > 0.0 && m.y > 0.0) else {
            return;
        };
        let key = monitor_key(monitor);
        let seen = &mut self.files.seen;
        if !seen.fitted {
            seen.fitted = true;
            seen.monitor = Some(key.clone());
            let place = self
                .files
                .settings
                .places
                .iter()
                .find(|p| p.monitor == key)
                .cloned();
            match place {
                Some(place) => {
                    let size = vec2(place.width, place.height).min(monitor).max(SMALLEST);
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(ui_scale::zoomed(ctx, size)));
                    if let Some([x, y]) = place.position {
                        ctx.send_viewport_cmd(ViewportCommand::OuterPosition(
                            ui_scale::zoomed_pos(ctx, Pos2::new(x, y)),
                        ));
                    }
                    if place.maximized {
                        ctx.send_viewport_cmd(ViewportCommand::Maximized(true));
                    }
                    seen.size = Some(size);
                    seen.position = place.position.map(|[x, y]| Pos2::new(x, y));
                    seen.maximized = place.maximized;
                }
                None => {
                    let screen = Screen {
                        pixels: monitor * scale,
                        scale,
                        taskbar: TASKBAR,
                    };
                    let open = opening(screen.work_area());
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(ui_scale::zoomed(
                        ctx, open.size,
                    )));
                    // Grown or shrunk about its centre, where eframe placed it.
                    if let (Some(inner), Some(outer)) = (inner, outer) {
                        let frame = outer.size() - inner.size();
                        let corner = outer.center() - (open.size + frame) / 2.0;
                        ctx.send_viewport_cmd(ViewportCommand::OuterPosition(
                            ui_scale::zoomed_pos(ctx, corner),
                        ));
                    }
                    if open.maximized {
                        ctx.send_viewport_cmd(ViewportCommand::Maximized(true));
                    }
                    seen.size = Some(open.size);
                    seen.maximized = open.maximized;
                }
            }
            return;
        }
        if seen.monitor.as_deref() != Some(key.as_str()) {
            // Moved to another monitor: its own place from now on.
            seen.monitor = Some(key);
        }
        if fullscreen {
            return;
        }
        seen.maximized = maximized;
        if !maximized {
            if let Some(inner) = inner {
                seen.size = Some(inner.size());
            }
            if let Some(outer) = outer {
                seen.position = Some(outer.min);
            }
        }
    }

    /// The remembered places with this run's, for the settings file.
    pub(crate) fn window_places(&self) -> Vec<WindowPlace> {
        let mut places = self.files.settings.places.clone();
        let seen = &self.files.seen;
        if let (Some(monitor), Some(size)) = (&seen.monitor, seen.size) {
            places.retain(|p| &p.monitor != monitor);
            places.insert(
                0,
                WindowPlace {
                    monitor: monitor.clone(),
                    width: size.x.round(),
                    height: size.y.round(),
                    position: seen.position.map(|p| [p.x.round(), p.y.round()]),
                    maximized: seen.maximized,
                },
            );
            places.truncate(MAX_PLACES);
        }
        places
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fits(open: Opening, work: Vec2) -> bool {
        open.size.x + FRAME.x <= work.x && open.size.y + FRAME.y <= work.y
    }

    #[test]
    fn a_1280_by_800_screen_opens_maximised_and_the_whole_window_fits() {
        // The screen: at 1280×800 the window's bottom 23 px fell off.
        let screen = Screen {
            pixels: vec2(1280.0, 800.0),
            scale: 1.0,
            taskbar: 0.0,
        };
        let work = screen.work_area();
        let open = opening(work);
        assert!(open.maximized);
        assert!(fits(open, work), "{open:?}");
        assert_eq!(open.size, vec2(1264.0, 760.0));
    }

    #[test]
    fn a_1366_by_768_laptop_with_a_40_px_taskbar_opens_maximised() {
        let screen = Screen {
            pixels: vec2(1366.0, 768.0),
            scale: 1.0,
            taskbar: 40.0,
        };
        let work = screen.work_area();
        assert_eq!(work, vec2(1366.0, 728.0));
        let open = opening(work);
        assert!(open.maximized);
        assert!(fits(open, work), "{open:?}");
        assert_eq!(open.size, vec2(1280.0, 688.0));
    }

    #[test]
    fn a_1920_by_1080_screen_at_150_percent_is_1280_by_720_points_and_opens_maximised() {
        let screen = Screen {
            pixels: vec2(1920.0, 1080.0),
            scale: 1.5,
            taskbar: 48.0,
        };
        let work = screen.work_area();
        assert_eq!(work, vec2(1280.0, 688.0));
        let open = opening(work);
        assert!(open.maximized);
        assert!(fits(open, work), "{open:?}");
        assert_eq!(open.size, vec2(1264.0, 648.0));
    }

    #[test]
    fn a_large_screen_opens_at_the_preferred_size_and_a_tiny_one_at_the_smallest() {
        let full_hd = Screen {
            pixels: vec2(1920.0, 1080.0),
            scale: 1.0,
            taskbar: 40.0,
        };
        assert_eq!(
            opening(full_hd.work_area()),
            Opening {
                size: PREFERRED,
                maximized: false
            }
        );
        // Below the smallest size the window keeps it (every screen needs it) and fills
        // what there is.
        let open = opening(vec2(640.0, 480.0));
        assert_eq!(open.size, SMALLEST);
        assert!(open.maximized);
        // Nonsense from a system never gives a nonsense size.
        let odd = Screen {
            pixels: vec2(1280.0, 800.0),
            scale: f32::NAN,
            taskbar: -5.0,
        };
        assert_eq!(odd.work_area(), vec2(1280.0, 800.0));
    }
}
