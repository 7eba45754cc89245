//! The game told turn by turn, for the move log a person reads: who threw what, which
//! pawn each value moved and where, whom it cut, and why a lost value could not be used.
//! Derived from the record alone, so a resumed game has its whole log.

use super::record::{self, Ply};
use crate::dhayam::rules::{Move, Pawn, Position, Progress, Seat, Square, Throw, Unusable, Value};

/// One seat's turn: its throws and what became of each value, in the order they happened.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    pub seat: Seat,
    pub events: Vec<Event>,
}

impl Turn {
    /// The values thrown this turn, in order.
    pub fn throws(&self) -> impl Iterator<Item = Throw> + '_ {
        self.events.iter().filter_map(|e| match e {
            Event::Threw(t) => Some(*t),
            _ => None,
        })
    }

    /// The values lost this turn (each once per throw lost).
    #[cfg(test)]
    pub fn lost(&self) -> Vec<Value> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::Lost { value, .. } => Some(*value),
                _ => None,
            })
            .collect()
    }

    /// The turn's throws in order, each with whether its value was lost. A use or a loss
    /// settles the earliest throw of its value still waiting, so in immediate turns it is
    /// the throw just before it (a 6 used, then a 6 lost, strikes the second).
    pub fn throws_marked(&self) -> Vec<(Throw, bool)> {
        let mut marked: Vec<(Throw, Option<bool>)> = Vec::new();
        let settle = |marked: &mut Vec<(Throw, Option<bool>)>, value: Value, lost: bool| {
            if let Some(slot) = marked
                .iter_mut()
                .find(|(t, state)| state.is_none() && t.value() == value)
            {
                slot.1 = Some(lost);
            }
        };
        for event in &self.events {
            match *event {
                Event::Threw(t) => marked.push((t, None)),
                Event::Entered { value, .. } | Event::Moved { value, .. } => {
                    settle(&mut marked, value, false);
                }
                Event::Lost { value, .. } => settle(&mut marked, value, true),
            }
        }
        marked
            .into_iter()
            .map(|(t, state)| (t, state == Some(true)))
            .collect()
    }
}

/// What happened in a turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    Threw(Throw),
    /// A pawn came onto its home square with `value` (D7): a new pawn, or a cut one
    /// coming back (`returned`), which the log tells apart.
    Entered {
        value: Value,
        square: Square,
        returned: bool,
    },
    /// A pawn on the board moved `value` squares.
    Moved {
        value: Value,
        from: Square,
        to: Square,
        /// The seat whose pawn it cut (D10).
        cut: Option<Seat>,
        /// Its first cut, which opened the gate (D11).
        opened_gate: bool,
        /// The pawn reached the centre (D12).
        reached_centre: bool,
        /// That was the seat's last pawn: it is King, or has its place.
        seat_finished: bool,
    },
    /// A value no pawn could use (D13), and what stopped them.
    Lost {
        value: Value,
        why: Unusable,
    },
}

/// The turns of a game played from `start` through `plies`. A ply the rules refuse ends
/// the log there (a record that replays never has one).
pub fn turns(start: Position, plies: &[Ply]) -> Vec<Turn> {
    let mut log = Log::new(start);
    log.extend(plies);
    log.turns
}

/// The turns told so far and the position they lead to, so that a record that grows is
/// told on from where the log stands (a throw adds a line; it does not replay the game).
#[derive(Clone, Debug)]
pub struct Log {
    turns: Vec<Turn>,
    position: Position,
    /// The plies told.
    told: usize,
    /// A ply the rules refused: the log ends before it.
    ended: bool,
}

impl Log {
    /// The log of a game that starts at `start`, before its first ply.
    pub fn new(start: Position) -> Log {
        Log {
            turns: Vec::new(),
            position: start,
            told: 0,
            ended: false,
        }
    }

    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// How many plies of the record it has told.
    pub fn told(&self) -> usize {
        self.told
    }

    /// Tells `plies`, the record's plies after the ones told so far.
    pub fn extend(&mut self, plies: &[Ply]) {
        if self.ended {
            return;
        }
        for &ply in plies {
            self.told += 1;
            if !tell(&mut self.turns, &mut self.position, ply, self.told) {
                self.ended = true;
                return;
            }
        }
    }
}

/// Adds `ply` (the record's `number`th) to `turns`, played on `position`; false if the
/// rules refuse it.
fn tell(turns: &mut Vec<Turn>, position: &mut Position, ply: Ply, number: usize) -> bool {
    let before = *position;
    // The turn is the thrower's; the pawns that move are `seat`'s (its partner's when a
    // seat home throws for it, V14).
    let thrower = before.thrower();
    let seat = before.to_move();
    if record::apply(position, ply, number).is_err() {
        return false;
    }
    if turns.last().is_none_or(|t| t.seat != thrower) {
        turns.push(Turn {
            seat: thrower,
            events: Vec::new(),
        });
    }
    let events = &mut turns.last_mut().expect("pushed above").events;
    match ply {
        Ply::Throw(t) | Ply::HandThrow(t) => events.push(Event::Threw(t)),
        Ply::Move(Move::Pass) => {
            for value in before.pending().values() {
                let why = before.unusable(seat, value);
                events.push(Event::Lost { value, why });
            }
        }
        Ply::Move(Move::Pawn { from, value }) => {
            events.push(pawn_event(&before, position, seat, from, value));
            lost_after_move(&before, position, seat, value, events);
        }
    }
    true
}

fn pawn_event(before: &Position, after: &Position, seat: Seat, from: Pawn, value: Value) -> Event {
    let Ok(landing) = before.landing(seat, from, value) else {
        unreachable!("a move the rules accepted has a landing")
    };
    let board = before.board();
    let to = landing.to.square(board, seat);
    match from {
        Pawn::At(p) => Event::Moved {
            value,
            from: p.square(board, seat),
            to,
            cut: landing.cut,
            opened_gate: !before.gate_open(seat) && after.gate_open(seat),
            reached_centre: landing.to == Progress::centre(board),
            seat_finished: after.pawns(seat).iter().all(|p| p.is_finished(board)),
        },
        Pawn::New | Pawn::Cut => Event::Entered {
            value,
            square: to,
            returned: from == Pawn::Cut,
        },
    }
}

/// Pooled turns: the values left after a move that no pawn can use are dropped with the
/// turn (docs/src/reference/dhayam-rules.md, "Fine points"); the log names them lost, with
/// the reason.
fn lost_after_move(
    before: &Position,
    after: &Position,
    seat: Seat,
    spent: Value,
    events: &mut Vec<Event>,
) {
    let finished = after
        .pawns(seat)
        .iter()
        .all(|p| p.is_finished(after.board()));
    if !before.options().is_pooled() || finished || after.to_move() == seat {
        return;
    }
    let mut left: Vec<Value> = before.pending().values().collect();
    if let Some(i) = left.iter().position(|v| *v == spent) {
        left.remove(i);
    }
    for value in left {
        let why = after.unusable(seat, value);
        events.push(Event::Lost { value, why });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;

    fn pos(dpn: &str, options: &str) -> Position {
        Position::from_dpn(dpn, options.parse::<Options>().unwrap()).unwrap()
    }

    fn throw_of(v: u8) -> Ply {
        Ply::Throw(Throw::example_of(Value::new(v).unwrap()).unwrap())
    }

    fn mv(text: &str) -> Ply {
        Ply::Move(text.parse().unwrap())
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn d7_d14_a_turn_enters_moves_and_passes() {
        // Red's 1 enters and throws again (D14); the 4 moves d1 to g2 and the turn passes.
        let start = pos("n,n,n,n/-/n,n,n,n/- R - -", "");
        let plies = [throw_of(1), mv("n+1"), throw_of(4), mv("0+4"), throw_of(2)];
        let turns = turns(start, &plies);
        assert_eq!(turns.len(), 2, "Red's turn, then Yellow's throw");
        assert_eq!(turns[0].seat, Seat::Red);
        let throws: Vec<u8> = turns[0].throws().map(|t| t.value().get()).collect();
        assert_eq!(throws, [1, 4]);
        assert_eq!(
            turns[0].events[1],
            Event::Entered {
                value: Value::new(1).unwrap(),
                square: sq("d1"),
                returned: false,
            }
        );
        assert!(matches!(
            turns[0].events[3],
            Event::Moved { from, to, cut: None, .. } if from == sq("d1") && to == sq("g2")
        ));
        assert_eq!(turns[1].seat, Seat::Yellow);
    }

    #[test]
    fn a_ply_the_rules_refuse_ends_the_log() {
        let start = pos("n,n,n,n/-/n,n,n,n/- R - -", "");
        // A 2 does not enter a pawn (D7).
        let turns = turns(start, &[throw_of(2), mv("n+2"), throw_of(1)]);
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].events.len(), 1);
    }

    #[test]
    fn d12_d13_the_throw_struck_as_lost_is_the_one_that_was_lost() {
        let marks = |start: Position, plies: &[Ply]| -> Vec<(u8, bool)> {
            turns(start, plies)[0]
                .throws_marked()
                .iter()
                .map(|(t, lost)| (t.value().get(), *lost))
                .collect()
        };
        // Red's last pawn at 44: the 1 moves it to 45, then a 6 would pass the centre.
        let start = pos("44,48,48,48/-/n,n,n,n/- R R -", "");
        let plies = [throw_of(1), mv("44+1"), throw_of(6), mv("pass")];
        assert_eq!(marks(start, &plies), [(1, false), (6, true)]);
        // Three sixes from 31: 37, 43, and the third would pass the centre. Only the
        // third is struck, though all three have the same value.
        let start = pos("31,48,48,48/-/n,n,n,n/- R R -", "");
        let plies = [
            throw_of(6),
            mv("31+6"),
            throw_of(6),
            mv("37+6"),
            throw_of(6),
            mv("pass"),
        ];
        assert_eq!(marks(start, &plies), [(6, false), (6, false), (6, true)]);
    }

    #[test]
    fn d13_a_lost_throw_says_why() {
        let start = pos("n,n,n,n/-/n,n,n,n/- R - -", "");
        let turns = turns(start, &[throw_of(6), mv("pass")]);
        // A 6 throws again: the turn is still Red's.
        assert_eq!(turns.len(), 1);
        assert_eq!(turns[0].lost(), vec![Value::new(6).unwrap()]);
        assert!(matches!(
            turns[0].events[1],
            Event::Lost { why, .. } if why.new_pawn.is_some() && !why.on_board()
        ));
    }

    #[test]
    fn d10_d11_a_cut_opens_the_gate() {
        // Red's pawn on g1 moves 2 onto Yellow's on g3 (Yellow's progress 17).
        let start = pos("n,n,n,3/-/n,n,n,17/- R - 2", "");
        let turns = turns(start, &[mv("3+2")]);
        assert!(matches!(
            turns[0].events[0],
            Event::Moved {
                cut: Some(Seat::Yellow),
                opened_gate: true,
                reached_centre: false,
                ..
            }
        ));
    }

    #[test]
    fn pooled_values_left_unusable_are_lost_with_the_turn() {
        // 8+4 lands on a safe square, then the 1 enters: nothing is lost.
        let start = pos("n,n,n,8/-/n,n,n,n/- R - 1,4", "turn=pooled");
        let t = turns(start, &[mv("8+4"), mv("n+1")]);
        assert!(t[0].lost().is_empty());
        // 47+1 reaches the centre; 46+3 would pass it, so the 3 goes with the turn.
        let start = pos("46,47,48,48/-/n,n,n,n/- R R 1,3", "turn=pooled");
        let t = turns(start, &[mv("47+1")]);
        assert!(matches!(
            t[0].events[0],
            Event::Moved {
                reached_centre: true,
                seat_finished: false,
                ..
            }
        ));
        assert_eq!(t[0].lost(), vec![Value::new(3).unwrap()]);
        assert!(matches!(t[0].events[1], Event::Lost { why, .. } if why.past_centre));
    }
}
