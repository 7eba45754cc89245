//! What the window's Makruk tests share: two people at a table, the real app around it
//! headless, and a square's name as the board gives it to screen readers.

use dhayam::makruk::rules::{Position, Square};
use dhayam::makruk::ui::session::{GameConfig, Looks, Seat, Session};
use dhayam::makruk::ui::text;
use dhayam::shell::App;
use egui_kittest::Harness;

use super::window;

pub fn person(name: &str) -> Seat {
    Seat {
        name: name.into(),
        computer: None,
    }
}

/// Moves that jump rather than glide, so a click's result shows at once.
pub fn quick_looks() -> Looks {
    Looks {
        move_seconds: 0.0,
        ..Looks::default()
    }
}

/// Somchai and Malee at a table, in quick looks.
pub fn two_people(config: impl FnOnce(&mut GameConfig)) -> Session {
    let mut c = GameConfig::new(person("Somchai"), person("Malee"));
    config(&mut c);
    Session::new(c, quick_looks())
}

/// The real app, headless, at `size`, after its first frames.
pub fn app_harness(app: App, size: egui::Vec2) -> Harness<'static, App> {
    let mut h = window(app, size);
    h.run_steps(3);
    h
}

/// The accessible name of `square` with what stands on it in `position`.
pub fn square_label(position: &Position, square: Square) -> String {
    text::square(
        square,
        position.piece_at(square),
        position.board().is_promoted(square),
    )
}

/// Whether a square's accessible name is `base` ("white ma on d2"), alone or with what the
/// board marks there after it ("white ma on d2, White moved here").
pub fn names_square(label: &str, base: &str) -> bool {
    label
        .strip_prefix(base)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with([',', ' ']))
}
