//! The Dhayam game window: window options and `run_native`, nothing else.

use dhayam::app::App;
use dhayam::ui::text;

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(text::WINDOW_TITLE)
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([640.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native(
        text::APP_NAME,
        options,
        Box::new(|_cc| Ok(Box::new(App::startup()))),
    )
}
