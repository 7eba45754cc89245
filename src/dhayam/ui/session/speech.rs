//! What the table reads aloud when asked (R, L), in the live region the move log
//! speaks in: the whole position seat by seat, or the last turns.

use super::Session;
use crate::dhayam::rules::Pawn;
use crate::dhayam::ui::{log, text};

/// How many turns the last-moves key reads.
const LAST_TURNS: usize = 4;

impl Session {
    /// The whole position (R): for each seat its waiting and cut pawns, the squares of
    /// the others, how many are in the centre and whether its gate is open; then whose
    /// turn it is and what to do.
    pub fn said_position(&self) -> String {
        let position = self.game.position();
        let mut sentences: Vec<String> = position
            .seats()
            .iter()
            .map(|seat| {
                let pawns = position.pawns(seat);
                let count = |which: Pawn| pawns.iter().filter(|&&p| p == which).count();
                let on: Vec<String> = pawns
                    .iter()
                    .filter(|p| !p.is_finished())
                    .filter_map(|p| p.progress().map(|at| at.square(seat).to_string()))
                    .collect();
                let done = pawns.iter().filter(|p| p.is_finished()).count();
                let mut parts = Vec::new();
                if count(Pawn::New) > 0 {
                    parts.push(text::read_waiting(count(Pawn::New)));
                }
                if count(Pawn::Cut) > 0 {
                    parts.push(text::read_cut(count(Pawn::Cut)));
                }
                if !on.is_empty() {
                    parts.push(text::read_on(&on.join(", ")));
                }
                parts.push(text::pawns_home(done, pawns.len()));
                if position.gate_open(seat) {
                    parts.push(text::gate_open_short());
                }
                format!("{}: {}", self.config.name(seat), parts.join("; "))
            })
            .collect();
        sentences.push(self.prompt().1);
        sentences.join(". ")
    }

    /// The last turns (L), the latest last.
    pub fn said_last_moves(&self) -> String {
        let turns = self.log_turns();
        if turns.is_empty() {
            return text::log_empty();
        }
        let places = self.game.position().options().places;
        log::said_turns(&self.config, places, turns, LAST_TURNS)
    }
}
