//! The shell's screens as a new player meets them (issue 30): the first start's chooser
//! with a live File menu, controls that keep their place while notices come and boxes are
//! ticked, notices in plain words that a later success clears, PGN through the clipboard,
//! and statistics that count games.
#![cfg(feature = "gui")]

#[path = "../ui_support/mod.rs"]
mod ui_support;

use std::path::PathBuf;

use dhayam::shell::text as shell_text;
use dhayam::shell::{App, Launch};
use dhayam::store::settings::Places;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ui_support::*;

fn places(name: &str) -> (PathBuf, Places) {
    let root =
        std::env::temp_dir().join(format!("dhayam-ui-screens-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let places = Places::under(&root.join("config"), &root.join("data"));
    (root, places)
}

fn harness_of(app: App, size: egui::Vec2) -> Harness<'static, App> {
    let mut h = Harness::builder()
        .with_size(size)
        .with_step_dt(STEP)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    h.run_steps(3);
    h
}

fn first_start(name: &str) -> (PathBuf, Harness<'static, App>) {
    let (root, places) = places(name);
    let app = App::launch(Launch::load(Some(places), None));
    (root, harness_of(app, egui::vec2(1280.0, 800.0)))
}

/// Issue 30, point 6: on first start, while "Which game?" asks, File opens its menu (and
/// File ▸ Open can be reached); it does not close the chooser and open Dhayam's dialog.
#[test]
fn on_first_start_file_opens_its_menu_over_the_chooser() {
    let (root, mut h) = first_start("file-over-chooser");
    assert!(h.state().chooser_open());
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(3);
    assert!(h.state().chooser_open(), "the chooser stays");
    let dialog = dhayam::dhayam::ui::text::new_game_title();
    assert!(h.query_by_label(&dialog).is_none(), "Dhayam's dialog is not shown");
    // The menu is open: its entries can be clicked.
    h.get_by_label(&shell_text::settings()).click();
    h.run_steps(3);
    assert!(h.state().settings_open(), "File ▸ Settings… opened over the chooser");
    std::fs::remove_dir_all(root).unwrap();
}
