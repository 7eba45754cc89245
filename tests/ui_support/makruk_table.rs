//! What the window's Makruk tests share: two people at a table, the real app around it
//! headless, and a square's name as the board gives it to screen readers.

use dhayam::makruk::rules::{Position, Square};
use dhayam::makruk::ui::session::{GameConfig, Looks, Seat, Session};
use dhayam::makruk::ui::{Command, text};
use dhayam::shell::App;
use egui_kittest::Harness;

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

/// Somchai (White) and Malee (Black), two people, for a new game.
pub fn somchai_and_malee() -> GameConfig {
    GameConfig::new(person("Somchai"), person("Malee"))
}

/// Somchai and Malee at a table, in quick looks.
pub fn two_people(config: impl FnOnce(&mut GameConfig)) -> Session {
    let mut c = somchai_and_malee();
    config(&mut c);
    Session::new(c, quick_looks())
}

/// Makruk's table alone, without the window around it, at `size`, with the app's fonts
/// (the move field's hint is written in Thai too) and its clock stepped 0.05 s a frame;
/// the commands its widgets return are applied after each frame, as the window does.
pub fn table_alone(session: Session, size: egui::Vec2) -> Harness<'static, Session> {
    let mut time = 0.0;
    Harness::builder().with_size(size).build_ui_state(
        move |ui, session: &mut Session| {
            if time == 0.0 {
                dhayam::widgets::fonts::install(ui.ctx());
            }
            time += 0.05;
            session.step(time);
            for command in session.show(ui) {
                session.apply(command);
            }
        },
        session,
    )
}

/// Plays these moves (UCI) on the window's Makruk table, each to the end of its glide (at
/// most 200 frames: a glide that never ends fails the test).
pub fn play_in_window(h: &mut Harness<'static, App>, moves: &[&str]) {
    for uci in moves {
        let session = h.state().game().makruk().expect("Makruk on the table");
        let mv = session.game().position().parse_uci(uci).unwrap();
        h.state_mut().apply(Command::Play(mv));
        let mut frames = 0;
        while h.state().game().makruk().unwrap().animating() || frames == 0 {
            assert!(frames < 200, "{uci} still glides after 200 frames");
            h.step();
            frames += 1;
        }
        h.run_steps(1);
    }
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
