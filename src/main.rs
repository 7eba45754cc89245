//! The Dhayam game window: window options and `run_native`, nothing else.
//!
//! `dhayam [FILE.dhayam]` opens the game in FILE (file managers start it so).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use dhayam::app::{App, Launch};
use dhayam::settings::Places;
use dhayam::ui::text;

fn main() -> eframe::Result {
    let launch = Launch::load(
        Places::platform(),
        Launch::file_argument(std::env::args_os()),
    );
    let fit = |v: f32, min: f32, max: f32, default: f32| {
        if v.is_finite() {
            v.clamp(min, max)
        } else {
            default
        }
    };
    let size = [
        fit(launch.settings.window_width, 640.0, 7680.0, 1280.0),
        fit(launch.settings.window_height, 480.0, 4320.0, 800.0),
    ];
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(text::WINDOW_TITLE)
            .with_app_id("dhayam")
            .with_inner_size(size)
            .with_min_inner_size([640.0, 480.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        text::APP_NAME,
        options,
        Box::new(|_cc| Ok(Box::new(App::launch(launch)))),
    )
}
