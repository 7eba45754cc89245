//! The guided tutorial's words.

use super::seat;
use crate::dhayam::rules::{Seat, Square, Value};
use crate::i18n::{t, tr};

pub fn tutorial_button() -> String {
    t!("tutorial-button")
}
pub fn tutorial_hint() -> String {
    t!("tutorial-hint")
}
pub fn tutorial_lessons() -> String {
    t!("tutorial-lessons")
}
pub fn tutorial_next() -> String {
    t!("tutorial-next")
}
pub fn tutorial_back() -> String {
    t!("tutorial-back")
}
pub fn tutorial_show_me() -> String {
    t!("tutorial-show-me")
}
pub fn tutorial_leave() -> String {
    t!("tutorial-leave")
}
pub fn tutorial_step(n: usize, total: usize) -> String {
    t!("tutorial-step", n = n, total = total)
}
pub fn tutorial_not_that_move() -> String {
    t!("tutorial-not-that-move")
}
pub fn tutorial_no_throw_now() -> String {
    t!("tutorial-no-throw-now")
}
pub fn tutorial_read_on() -> String {
    t!("tutorial-read-on")
}
/// Said over a step that sets up the board anew.
pub fn tutorial_new_setup() -> String {
    t!("tutorial-new-setup")
}
pub fn tutorial_lesson_done() -> String {
    t!("tutorial-lesson-done")
}
pub fn tutorial_next_lesson() -> String {
    t!("tutorial-next-lesson")
}
pub fn tutorial_skip() -> String {
    t!("tutorial-skip")
}
pub fn tutorial_keys() -> String {
    t!("tutorial-keys")
}
pub fn tutorial_choose_value() -> String {
    t!("tutorial-choose-value")
}
pub fn tutorial_not_that_value() -> String {
    t!("tutorial-not-that-value")
}
pub fn tutorial_exercise() -> String {
    t!("tutorial-exercise")
}
pub fn tutorial_exercise_start() -> String {
    t!("tutorial-exercise-start")
}
pub fn tutorial_exercise_players(you: Seat, computer: Seat) -> String {
    t!(
        "tutorial-exercise-players",
        you = seat(you),
        computer = seat(computer)
    )
}
pub fn tutorial_exercise_won() -> String {
    t!("tutorial-exercise-won")
}
pub fn tutorial_exercise_lost(winner: Seat) -> String {
    t!("tutorial-exercise-lost", seat = seat(winner))
}
pub fn tutorial_exercise_retry() -> String {
    t!("tutorial-exercise-retry")
}
pub fn tutorial_exercise_back() -> String {
    t!("tutorial-exercise-back")
}
pub fn tutorial_event_threw(s: Seat, v: Value) -> String {
    t!("tutorial-event-threw", seat = seat(s), value = v.get())
}
pub fn tutorial_event_entered(s: Seat, to: Square) -> String {
    t!(
        "tutorial-event-entered",
        seat = seat(s),
        square = to.to_string()
    )
}
pub fn tutorial_event_moved(s: Seat, from: Square, to: Square, victim: Option<Seat>) -> String {
    match victim {
        None => t!(
            "tutorial-event-moved",
            seat = seat(s),
            from = from.to_string(),
            to = to.to_string()
        ),
        Some(v) => t!(
            "tutorial-event-cut",
            seat = seat(s),
            from = from.to_string(),
            to = to.to_string(),
            victim = seat(v)
        ),
    }
}
pub fn tutorial_event_lost(s: Seat) -> String {
    t!("tutorial-event-lost", seat = seat(s))
}
/// A lesson's title or a step's message: the lesson files name their Fluent ids (the
/// tutorial's tests check that every language has them).
pub fn tutorial_message(id: &str) -> String {
    tr(id)
}
