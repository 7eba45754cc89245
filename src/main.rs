//! The Dhayam game window: its command line (clap, `dhayam --help`), window options and
//! `run_native`; in a browser (the web edition, `web/build.sh`), `shell::web::start`.
//!
//! `dhayam [FILE.dhayam]` opens the game in FILE (file managers start it so). For
//! screenshots, `--advance PLIES[:SEED[:RULES]]` starts in a game played that far and
//! `--tutorial N` (or `Ne`, its exercise) at lesson N of the tutorial.
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    desktop::main()
}

/// In a browser the page's script calls this once the wasm is loaded.
#[cfg(target_arch = "wasm32")]
fn main() {
    dhayam::shell::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
mod desktop {
    use std::process::ExitCode;

    use clap::Parser;
    use dhayam::shell::text;
    use dhayam::shell::{App, Launch, inbox, window_size};
    use dhayam::shell::{WindowArgs, display_missing, no_display_message};
    use dhayam::store::settings::Places;

    pub fn main() -> ExitCode {
        let args = match WindowArgs::try_parse_from(WindowArgs::arguments(std::env::args_os())) {
            Ok(args) => args,
            Err(e) => {
                // --help and --version to stdout with 0; a mistake to stderr with 2.
                let _ = e.print();
                return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
            }
        };
        if display_missing() {
            eprintln!("dhayam: {}", no_display_message());
            return ExitCode::from(1);
        }
        match window(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                // eframe's own words, not a debug dump of its error.
                eprintln!("dhayam: {e}");
                ExitCode::from(1)
            }
        }
    }

    fn window(args: WindowArgs) -> eframe::Result {
        dhayam::widgets::motion::ask_the_system();
        let mut launch = Launch::load(Places::platform(), args.file.clone());
        launch.start = args.start();
        let fit = |v: f32, min: f32, max: f32, default: f32| {
            if v.is_finite() {
                v.clamp(min, max)
            } else {
                default
            }
        };
        // The size last used, until the first frame knows the monitor and fits the window to
        // it (or to the size the player chose there): `dhayam::shell::window_size`.
        let smallest = window_size::SMALLEST;
        let size = [
            fit(launch.settings.window.width, smallest.x, 7680.0, 1280.0),
            fit(launch.settings.window.height, smallest.y, 4320.0, 800.0),
        ];
        let options = eframe::NativeOptions {
            viewport: egui::ViewportBuilder::default()
                .with_title(text::WINDOW_TITLE)
                .with_app_id("dhayam")
                .with_inner_size(size)
                .with_min_inner_size(smallest)
                .with_drag_and_drop(true),
            // Centred, so that fitting it on the first frame keeps it centred.
            centered: true,
            ..Default::default()
        };
        let creator: eframe::AppCreator<'_> = Box::new(|cc| {
            inbox::wake(&cc.egui_ctx);
            Ok(Box::new(
                App::launch(launch)
                    .with_inbox()
                    .with_mixer(dhayam::widgets::sound::system_mixer()),
            ))
        });
        run(options, creator)
    }

    #[cfg(not(target_os = "macos"))]
    fn run(options: eframe::NativeOptions, creator: eframe::AppCreator<'_>) -> eframe::Result {
        eframe::run_native(text::APP_NAME, options, creator)
    }

    /// As `run_native`, but with a moment between building winit's event loop and running it,
    /// to teach its application delegate Finder's open-document event (see `dhayam::shell::macos`).
    #[cfg(target_os = "macos")]
    fn run(options: eframe::NativeOptions, creator: eframe::AppCreator<'_>) -> eframe::Result {
        let event_loop = winit::event_loop::EventLoop::<eframe::UserEvent>::with_user_event()
            .build()
            .map_err(eframe::Error::from)?;
        if let Some(mtm) = objc2_foundation::MainThreadMarker::new()
            && !dhayam::shell::macos::forward_open_documents(mtm)
        {
            eprintln!(
                "dhayam: Finder's open-document event is not handled; File > Open still works"
            );
        }
        let mut app = eframe::create_native(text::APP_NAME, options, creator, &event_loop);
        event_loop.run_app(&mut app).map_err(eframe::Error::from)
    }
}
