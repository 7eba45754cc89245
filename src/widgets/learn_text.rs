//! The words of learning from one's own games (issue 66) that both games say alike: the
//! exercises' screen, Practise and their buttons, from `assets/i18n/<lang>/shell.ftl`.
//! Each game's text module passes them on beside its own (who is to move, why the better
//! move is better, the line the game went on), so a test names them the same way.

use crate::i18n::{FluentValue, tr, tr_args};

pub fn learn() -> String {
    tr("learn")
}
pub fn learn_title() -> String {
    tr("learn-title")
}
pub fn learn_practise_title() -> String {
    tr("learn-practise-title")
}
pub fn learn_finding() -> String {
    tr("learn-finding")
}
pub fn learn_none() -> String {
    tr("learn-none")
}
pub fn learn_none_due() -> String {
    tr("learn-none-due")
}
/// An exercise in the list: whose, and the game it came from (its date, the others).
pub fn learn_row(name: &str, date: &str, opponents: &str) -> String {
    let arg = |s: &str| FluentValue::from(s.to_string());
    tr_args(
        "learn-row",
        [
            ("name", arg(name)),
            ("date", arg(date)),
            ("opponents", arg(opponents)),
        ],
    )
}
pub fn learn_ask() -> String {
    tr("learn-ask")
}
/// A right answer: the move given.
pub fn learn_right(words: &str) -> String {
    tr_args(
        "learn-right",
        [("move", FluentValue::from(words.to_string()))],
    )
}
pub fn learn_show_me() -> String {
    tr("learn-show-me")
}
pub fn learn_back() -> String {
    tr("learn-back")
}
pub fn learn_type() -> String {
    tr("learn-type")
}
pub fn learn_summary() -> String {
    tr("learn-summary")
}
/// A lesson's button beside a kind of mistake: its number and title.
pub fn learn_lesson(n: usize, title: &str) -> String {
    super::mistakes::lesson_button(n, title)
}
pub fn learn_yours_finding() -> String {
    tr("learn-yours-finding")
}
/// "Show me"'s next step: the game's own move after the position shown.
pub fn learn_line_next() -> String {
    tr("learn-line-next")
}
