//! Moves and turns in words, as a person reads them in the hint, the review and the move
//! log: "c1 to b5, cutting Yellow", "6: lost, a new pawn needs a 1". Never the engine's
//! `FROM+VALUE` notation.

use crate::dhayam::play::log::Event;
use crate::dhayam::rules::{EntryNeed, Move, Pawn, Position, Seat, Square, Unusable, Value};
use crate::i18n::t;

/// A move of the seat to move in `position`, in words: where the pawn goes and whom it
/// cuts. `name_of` names a seat as the players know it.
pub fn move_words(position: &Position, mv: Move, name_of: impl Fn(Seat) -> String) -> String {
    let seat = position.to_move();
    let Move::Pawn { from, value } = mv else {
        return t!("move-pass");
    };
    let Ok(landing) = position.landing(seat, from, value) else {
        // Not a move of this position (never asked for): say at least what it was.
        return mv.to_string();
    };
    let to = landing.to.square(seat);
    match from {
        Pawn::At(p) => step(p.square(seat), to, landing.cut.map(name_of).as_deref()),
        Pawn::New | Pawn::Cut => enter(to),
    }
}

fn enter(square: Square) -> String {
    t!("move-enter", square = square.to_string())
}

fn step(from: Square, to: Square, victim: Option<&str>) -> String {
    match victim {
        Some(victim) => t!(
            "move-cut",
            from = from.to_string(),
            to = to.to_string(),
            victim = victim
        ),
        None => t!("move-step", from = from.to_string(), to = to.to_string()),
    }
}

/// One line of the move log for an event of `seat`'s turn, or `None` for a throw (the
/// turn's heading lists its throws).
pub fn log_line(
    seat: Seat,
    event: &Event,
    name_of: &impl Fn(Seat) -> String,
    places: bool,
) -> Option<String> {
    let line = match *event {
        Event::Threw(_) => return None,
        Event::Entered { value, square } => use_line(value, enter(square)),
        Event::Moved {
            value,
            from,
            to,
            cut,
            opened_gate,
            reached_centre,
            seat_finished,
        } => {
            let mut words = vec![step(from, to, cut.map(name_of).as_deref())];
            if opened_gate {
                words.push(t!("log-gate-open"));
            }
            if seat_finished {
                let name = name_of(seat);
                words.push(if places {
                    t!("log-finished", name = name)
                } else {
                    t!("log-king", name = name)
                });
            } else if reached_centre {
                words.push(t!("log-centre"));
            }
            use_line(value, words.join(", "))
        }
        Event::Lost { value, why } => t!("log-lost", value = value.get(), why = reasons(why)),
    };
    Some(line)
}

fn use_line(value: Value, words: String) -> String {
    t!("log-use", value = value.get(), move = words)
}

/// Why no pawn could use a value, in the rules' words: what stops the pawns on the board,
/// then what the pawns off it wait for.
pub fn reasons(why: Unusable) -> String {
    let mut parts = Vec::new();
    match (why.past_centre, why.own_pawn) {
        (true, false) => parts.push(t!("lost-past-centre")),
        (false, true) => parts.push(t!("lost-own-pawns")),
        (true, true) => parts.push(t!("lost-blocked")),
        (false, false) => {}
    }
    match why.new_pawn {
        Some(EntryNeed::One) => parts.push(t!("lost-new-one")),
        Some(EntryNeed::OneOrFive) => parts.push(t!("lost-new-one-or-five")),
        None => {}
    }
    match why.cut_pawn {
        Some(EntryNeed::One) => parts.push(t!("lost-cut-one")),
        Some(EntryNeed::OneOrFive) => parts.push(t!("lost-cut-one-or-five")),
        None => {}
    }
    parts.join("; ")
}

/// The status line when the throw cannot be used: who, which values, and why.
pub fn cannot_use_why(name: &str, values: &[Value], why: Unusable) -> String {
    t!(
        "cannot-use-why",
        name = name,
        values = super::join_values(values),
        count = values.len(),
        why = reasons(why)
    )
}

/// The tooltip of a value the turn lost.
pub fn lost_value(value: Value) -> String {
    t!("lost-value", value = value.get())
}

pub fn log_title() -> String {
    t!("log-title")
}

pub fn log_empty() -> String {
    t!("log-empty")
}
