//! The window under test, for every suite: the real app headless at a window's size,
//! its clock stepped a fixed time per frame, and each game's helpers beside it (what to
//! click, named the way the window names it to screen readers).
#![allow(dead_code)]

pub mod dhayam_table;
pub mod makruk_table;

use std::path::PathBuf;

use dhayam::shell::{App, Launch};
use dhayam::store::settings::Places;
use egui_kittest::Harness;

/// Seconds per test frame: the app's clock moves this much each step.
pub const STEP: f32 = 0.05;

/// The two window sizes every screen is checked at.
pub const LARGE: egui::Vec2 = egui::vec2(1280.0, 800.0);
pub const SMALL: egui::Vec2 = egui::vec2(800.0, 600.0);

/// The real app at `size`, before its first frame. `run()` may take up to 64 frames to
/// settle (a dialog fading in, a notice sliding): more than that is a window that never
/// stops repainting, and fails the test.
pub fn window(app: App, size: egui::Vec2) -> Harness<'static, App> {
    Harness::builder()
        .with_size(size)
        .with_step_dt(STEP)
        .with_max_steps(64)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app)
}

/// The app as a person starts it, with these folders (and a file named on its command
/// line), before its first frame.
pub fn started(places: &Places, open: Option<PathBuf>) -> App {
    App::launch(Launch::load(Some(places.clone()), open))
}

/// `app` at the large size, after its first two frames.
pub fn running(app: App) -> Harness<'static, App> {
    let mut h = window(app, LARGE);
    h.run_steps(2);
    h
}

/// The app started with these folders (and a file to open), at the large size, after its
/// first two frames.
pub fn launch(places: &Places, open: Option<PathBuf>) -> Harness<'static, App> {
    running(started(places, open))
}

/// The real app, headless, at `size`, after its first three frames.
pub fn app_harness(app: App, size: egui::Vec2) -> Harness<'static, App> {
    let mut h = window(app, size);
    h.run_steps(3);
    h
}

/// A fresh pair of folders (config, data) for one test, in a folder of its own that goes
/// when the test ends, passing or failing.
pub fn places(name: &str) -> (tempfile::TempDir, dhayam::store::settings::Places) {
    let root = tempfile::Builder::new()
        .prefix(&format!("dhayam-{name}-"))
        .tempdir()
        .unwrap();
    let places = dhayam::store::settings::Places::under(
        &root.path().join("config"),
        &root.path().join("data"),
    );
    (root, places)
}

/// The window's own path dialog's line (a path typed rather than picked), emptied and
/// typed afresh.
pub fn type_path(h: &mut Harness<'static, App>, path: &std::path::Path) {
    use egui_kittest::kittest::Queryable;
    let label = dhayam::shell::text::path_dialog_label();
    h.get_by_role_and_label(egui::Role::TextInput, &label)
        .focus();
    h.run_steps(1);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run_steps(1);
    h.get_by_role_and_label(egui::Role::TextInput, &label)
        .type_text(&path.display().to_string());
    h.run_steps(2);
}

/// The name of what holds the keyboard's focus, as a screen reader would say it.
/// Presses Tab (with the caller's own `press`, which may count keys) until the keys are on
/// the control named `label`.
pub fn tab_to_with(
    h: &mut Harness<'_, App>,
    label: &str,
    mut press: impl FnMut(&mut Harness<'_, App>, egui::Key),
) {
    for _ in 0..80 {
        if focused_label(h).as_deref() == Some(label) {
            return;
        }
        press(h, egui::Key::Tab);
    }
    panic!("Tab never reached “{label}”");
}

pub fn focused_label(h: &Harness<'_, App>) -> Option<String> {
    use egui_kittest::kittest::{NodeT, Queryable};
    h.query_by(|n| n.is_focused())
        .and_then(|n| n.accesskit_node().label())
}

/// What the table's live region says now (a repeated request's zero-width mark left off).
pub fn said(h: &Harness<'_, App>) -> String {
    use egui_kittest::kittest::{NodeT, Queryable};
    h.get_by_role(egui::Role::Status)
        .accesskit_node()
        .label()
        .unwrap_or_default()
        .trim_end_matches('\u{200B}')
        .to_string()
}

/// A table of `game` with File ▸ Practise open on one exercise of Amma's, due: Dhayam's
/// gate not opened (3+4 played where 10+4 cut, with 4 in hand), or Makruk's ruea left
/// where a bia takes it (Ra5 played, Ra2 better).
pub fn practising(game: dhayam::games::GameKind) -> App {
    use dhayam::games::GameKind;
    use dhayam::games::practice::{FromGame, KeptExercise, Practice};
    use dhayam::store::practice::{Day, Schedule};
    let (position, played, better) = match game {
        GameKind::Dhayam => ("n,n,3,10/-/n,n,n,2/- R - 4", "3+4", "10+4"),
        GameKind::Makruk => ("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1", "a1a5", "a1a2"),
    };
    let exercise = KeptExercise {
        game,
        rules: String::new(),
        position: position.into(),
        played: played.into(),
        better: better.into(),
        lost: 0.2,
        chance: None,
        line: Vec::new(),
        kind: None,
        from: FromGame::default(),
        schedule: Schedule::new(Day(0)),
    };
    let practice = Practice {
        due: vec![("Amma".into(), exercise)],
        kinds: Vec::new(),
    };
    match game {
        GameKind::Dhayam => {
            use dhayam::dhayam::rules::Seat;
            use dhayam::dhayam::ui::{Command, Session};
            let seats = [Seat::Red, Seat::Yellow];
            let mut session = Session::new_with(dhayam_table::humans(&seats, 5))
                .with_settings(dhayam_table::quick_settings());
            session.apply(Command::Practise(practice));
            App::around(session)
        }
        GameKind::Makruk => {
            use dhayam::makruk::ui::Command;
            use dhayam::makruk::ui::session::{Looks, Session};
            let mut session = Session::new(makruk_table::somchai_and_malee(), Looks::default());
            session.apply(Command::Practise(practice));
            App::around(session)
        }
    }
}
