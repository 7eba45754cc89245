//! Learning from one's own games (issue 66): the exercises' screen and Practise.

use crate::i18n::t;

pub fn learn() -> String {
    t!("learn")
}
pub fn learn_tooltip() -> String {
    t!("learn-tooltip")
}
pub fn learn_title() -> String {
    t!("learn-title")
}
pub fn learn_practise_title() -> String {
    t!("learn-practise-title")
}
pub fn learn_finding() -> String {
    t!("learn-finding")
}
pub fn learn_none() -> String {
    t!("learn-none")
}
pub fn learn_none_due() -> String {
    t!("learn-none-due")
}
/// An exercise in the list: whose, and the game it came from (its date, the others).
pub fn learn_row(name: &str, date: &str, opponents: &str) -> String {
    t!("learn-row", name = name, date = date, opponents = opponents)
}
pub fn learn_ask() -> String {
    t!("learn-ask")
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
pub fn learn_right(words: &str) -> String {
    t!("learn-right", move = words)
}
pub fn learn_right_plain() -> String {
    t!("learn-right-plain")
}
/// A wrong answer: the better move, and the chance the game's move lost against it.
pub fn learn_wrong(better: &str, lost: f64) -> String {
    t!("learn-wrong", better = better, lost = super::percent(lost))
}
pub fn learn_show_me() -> String {
    t!("learn-show-me")
}
pub fn learn_shown() -> String {
    t!("learn-shown")
}
pub fn learn_back() -> String {
    t!("learn-back")
}
pub fn learn_type() -> String {
    t!("learn-type")
}
pub fn learn_board() -> String {
    t!("learn-board")
}
pub fn learn_summary() -> String {
    t!("learn-summary")
}
/// A lesson's button beside a kind of mistake: its number and title.
pub fn learn_lesson(n: usize, title: &str) -> String {
    crate::widgets::mistakes::lesson_button(n, title)
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
pub fn learn_yours_finding() -> String {
    t!("learn-yours-finding")
}
/// "Show me"'s next step: the game's own move after the position shown.
pub fn learn_line_next() -> String {
    t!("learn-line-next")
}
/// The game's throws and moves from the exercise's position, as far as they are shown.
pub fn learn_line(moves: &str) -> String {
    t!("learn-line", moves = moves)
}
