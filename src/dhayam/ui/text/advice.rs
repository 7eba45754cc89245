//! Hints, win chances and the post-game review.

use crate::i18n::t;

/// A chance as a whole percentage: "64%".
pub fn percent(x: f64) -> String {
    format!("{:.0}%", (x * 100.0).round())
}
/// A difference of chances with its sign: "+3%", "−8%".
pub fn percent_difference(x: f64) -> String {
    let p = (x * 100.0).round();
    if p < 0.0 {
        format!("\u{2212}{:.0}%", -p)
    } else {
        format!("+{p:.0}%")
    }
}
pub fn hint() -> String {
    t!("hint")
}
pub fn hint_tooltip() -> String {
    t!("hint-tooltip")
}
pub fn hint_thinking() -> String {
    t!("hint-thinking")
}
/// The hint's best move, in words (`move_words`): also the accessible name of the hint.
pub fn hint_best(words: &str) -> String {
    t!("hint-best", move = words)
}
pub fn hint_chance(chance: f64) -> String {
    t!("hint-chance", percent = percent(chance))
}
/// The next best move, its chance and how much less it is than the best one's.
pub fn hint_next(words: &str, chance: f64, best: f64) -> String {
    t!(
        "hint-next",
        move = words,
        percent = percent(chance),
        difference = percent_difference(chance - best)
    )
}
pub fn win_chances() -> String {
    t!("win-chances")
}
pub fn win_chances_setting() -> String {
    t!("win-chances-setting")
}
pub fn win_chances_hint() -> String {
    t!("win-chances-hint")
}
/// One seat's chance to become King.
pub fn win_chance(name: &str, chance: f64) -> String {
    t!("win-chance", name = name, percent = percent(chance))
}
pub fn review() -> String {
    t!("review")
}
pub fn review_tooltip() -> String {
    t!("review-tooltip")
}
pub fn reviewing() -> String {
    t!("reviewing")
}
pub fn review_title() -> String {
    t!("review-title")
}
pub fn review_back() -> String {
    t!("review-back")
}
pub fn review_first() -> String {
    t!("review-first")
}
pub fn review_previous() -> String {
    t!("review-previous")
}
pub fn review_next() -> String {
    t!("review-next")
}
pub fn review_last() -> String {
    t!("review-last")
}
pub fn review_decisions() -> String {
    t!("review-decisions")
}
pub fn review_none() -> String {
    t!("review-none")
}
/// A reviewed decision in the list: its move number, who played what, and with which
/// value when there was one (a pawn's move always has one).
pub fn review_row(number: usize, name: &str, value: Option<u8>, played: &str) -> String {
    match value {
        Some(value) => t!(
            "review-row-throw",
            number = number,
            name = name,
            value = value,
            played = played
        ),
        None => t!("review-row", number = number, name = name, played = played),
    }
}
/// What a decision gave away, and the best move.
pub fn review_lost(loss: f64, best: &str) -> String {
    t!("review-lost", loss = percent(loss), best = best)
}
pub fn review_best_move() -> String {
    t!("review-best-move")
}
pub fn review_played_move() -> String {
    t!("review-played-move")
}
/// Where the review stands: move `number` of `total`.
pub fn review_at(number: usize, total: usize) -> String {
    t!("review-at", number = number, total = total)
}
pub fn review_end() -> String {
    t!("review-end")
}
pub fn review_played_by(name: &str, played: &str) -> String {
    t!("review-played-by", name = name, played = played)
}
pub fn review_error_rate(rate: f64) -> String {
    t!("review-error-rate", percent = percent(rate))
}
/// Luck: the average throw's distance from the dice's average, with its sign.
/// A player's luck of the throws: the win chance the throws gave or took, "+12%".
pub fn review_luck(luck: f64) -> String {
    t!("review-luck", luck = percent_difference(luck))
}
pub fn review_luck_hint() -> String {
    t!("review-luck-hint")
}
pub fn review_error_hint() -> String {
    t!("review-error-hint")
}
pub fn review_marks() -> String {
    t!("review-marks")
}
pub fn review_board(number: usize) -> String {
    t!("review-board", number = number)
}
/// A decision that gave away (next to) nothing, though another move was rated higher.
pub fn review_as_good(best: &str) -> String {
    t!("review-as-good", best = best)
}
/// The review's progress while it is worked out: `judged` decisions of `total`.
pub fn review_judging(judged: usize, total: usize) -> String {
    t!("review-judging", judged = judged, total = total)
}
