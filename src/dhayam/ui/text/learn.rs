//! Learning from one's own games (issue 66): the exercises' screen and Practise.

use crate::i18n::t;

// The words both games say alike.
pub use crate::widgets::learn_text::{
    learn, learn_ask, learn_back, learn_finding, learn_lesson, learn_line_next, learn_none,
    learn_none_due, learn_practise_title, learn_right, learn_row, learn_show_me, learn_summary,
    learn_title, learn_type, learn_yours_finding,
};

pub fn learn_tooltip() -> String {
    t!("learn-tooltip")
}
/// Who is to move and the values in hand, and what was played in the game.
pub fn learn_in_hand(name: &str, values: &str, played: &str) -> String {
    t!(
        "learn-in-hand",
        name = name,
        values = values,
        played = played
    )
}
pub fn learn_right_plain() -> String {
    t!("learn-right-plain")
}
/// A wrong answer: the better move, and the chance the game's move lost against it.
pub fn learn_wrong(better: &str, lost: f64) -> String {
    t!("learn-wrong", better = better, lost = super::percent(lost))
}
pub fn learn_shown() -> String {
    t!("learn-shown")
}
pub fn learn_board() -> String {
    t!("learn-board")
}
/// A wrong answer's chance to become King, and the better move's.
pub fn learn_yours(words: &str, chance: f64, better: f64) -> String {
    t!(
        "learn-yours",
        move = words,
        chance = super::percent(chance),
        better = super::percent(better)
    )
}
/// The game's throws and moves from the exercise's position, as far as they are shown.
pub fn learn_line(moves: &str) -> String {
    t!("learn-line", moves = moves)
}
