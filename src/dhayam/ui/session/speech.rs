//! What the table reads aloud when asked (R, L), in the live region the move log
//! speaks in: the whole position seat by seat, or the last turns.

use super::Session;
use crate::dhayam::ui::{log, text};

/// How many turns the last-moves key reads.
const LAST_TURNS: usize = 4;

impl Session {
    /// The whole position (R): for each seat its waiting and cut pawns, the squares of
    /// the others, how many are in the centre and whether its gate is open; then whose
    /// turn it is and what to do.
    pub fn said_position(&self) -> String {
        let position = self.game.position();
        let mut sentences = text::position_said(position, |seat| self.config.name(seat));
        sentences.push(self.prompt().1);
        sentences.join(". ")
    }

    /// The last turns (L), the latest last.
    pub fn said_last_moves(&self) -> String {
        let turns = self.log_turns();
        if turns.is_empty() {
            return text::log_empty();
        }
        let finish = crate::dhayam::ui::text::Finish::of(self.game.position().options());
        log::said_turns(&self.config, finish, turns, LAST_TURNS)
    }
}
