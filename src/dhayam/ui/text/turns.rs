//! Moves and turns in words, as a person reads them in the hint, the review and the move
//! log: "c1 to b5, cutting Yellow", "6: lost, a new pawn needs a 1". Never the engine's
//! `FROM+VALUE` notation.

use crate::dhayam::play::log::Event;
use crate::dhayam::rules::{
    EntryNeed, Move, Options, Pawn, Position, Seat, Square, Unusable, Value,
};
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
    let board = position.board();
    let to = landing.to.square(board, seat);
    match from {
        Pawn::At(p) => step(
            p.square(board, seat),
            to,
            landing.cut.map(name_of).as_deref(),
        ),
        Pawn::New => enter(to, false),
        Pawn::Cut => enter(to, true),
    }
}

/// A pawn entering on its home: a new one, or a cut one coming back (`returned`), so
/// a hint that offers both says which is which.
fn enter(square: Square, returned: bool) -> String {
    let square = square.to_string();
    if returned {
        t!("move-enter-cut", square = square)
    } else {
        t!("move-enter-new", square = square)
    }
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

/// What a seat's last pawn on the centre means in this game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// The first is King and the game ends (D15).
    King,
    /// The game plays on for places.
    Place,
    /// The seat is home for its team (V13).
    Team,
}

impl Finish {
    pub fn of(options: &Options) -> Finish {
        if options.teams {
            Finish::Team
        } else if options.places {
            Finish::Place
        } else {
            Finish::King
        }
    }
}

/// One line of the move log for an event of `seat`'s turn, or `None` for a throw (the
/// turn's heading lists its throws).
pub fn log_line(
    seat: Seat,
    event: &Event,
    name_of: &impl Fn(Seat) -> String,
    finish: Finish,
) -> Option<String> {
    let line = match *event {
        Event::Threw(_) => return None,
        Event::Entered {
            value,
            square,
            returned,
        } => use_line(value, enter(square, returned)),
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
                words.push(match finish {
                    Finish::Place => t!("log-finished", name = name),
                    Finish::King => t!("log-king", name = name),
                    Finish::Team => t!("log-team-home", name = name),
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
    if why.partner_pawn {
        parts.push(t!("lost-partner-pawns"));
    }
    if why.pair {
        parts.push(t!("lost-pair"));
    }
    if why.twin {
        parts.push(t!("lost-twin"));
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;
    use crate::i18n::{Lang, set_language};

    /// Yellow to move with a 1, a new pawn and a cut one waiting: both may enter (D7,
    /// D10), and the hint offers both.
    fn both_waiting() -> Position {
        Position::from_dpn("n,n,n,21/-/n,n,n,x/- Y R 1", Options::default()).unwrap()
    }

    #[test]
    fn d7_a_new_pawn_entering_and_a_cut_pawn_coming_back_read_differently_in_every_language() {
        let position = both_waiting();
        let value = Value::new(1).unwrap();
        let new = Move::Pawn {
            from: Pawn::New,
            value,
        };
        let cut = Move::Pawn {
            from: Pawn::Cut,
            value,
        };
        assert!(position.legal_moves().contains(&new) && position.legal_moves().contains(&cut));
        for lang in Lang::ALL {
            set_language(lang);
            let (a, b) = (
                move_words(&position, new, |s| format!("{s:?}")),
                move_words(&position, cut, |s| format!("{s:?}")),
            );
            assert_ne!(a, b, "{lang:?}");
            assert!(a.contains("d7") && b.contains("d7"), "{lang:?}: {a} / {b}");
        }
        set_language(Lang::En);
        assert_eq!(
            move_words(&position, new, |s| format!("{s:?}")),
            "a new pawn enters on d7"
        );
        assert_eq!(
            move_words(&position, cut, |s| format!("{s:?}")),
            "a cut pawn comes back on d7"
        );
    }

    #[test]
    fn the_log_tells_a_cut_pawns_return_from_a_new_pawns_entry() {
        set_language(Lang::En);
        let name = |s: Seat| format!("{s:?}");
        let line = |returned| {
            log_line(
                Seat::Yellow,
                &Event::Entered {
                    value: Value::new(5).unwrap(),
                    square: "d7".parse().unwrap(),
                    returned,
                },
                &name,
                Finish::King,
            )
        };
        assert_eq!(
            line(true).as_deref(),
            Some("5: a cut pawn comes back on d7")
        );
        assert_eq!(line(false).as_deref(), Some("5: a new pawn enters on d7"));
    }
}
