//! What the table says aloud (the live region a screen reader speaks): the last move in
//! words, with the count when one runs and the result when the game is over; looking
//! back, the move looked at, numbered.

use super::Session;
use crate::makruk::ui::{game_over, side, text};

impl Session {
    /// The table's news in words, as the screen reader should hear it now.
    pub fn said(&self) -> String {
        let shown = self.viewing.unwrap_or(self.game.len());
        let Some(last) = shown.checked_sub(1) else {
            return text::said_start();
        };
        let mut before = *self.game.start();
        let mut moves = self.game.moves();
        for mv in moves.by_ref().take(last) {
            before.play_unchecked(mv);
        }
        let Some(mv) = moves.next() else {
            return text::said_start();
        };
        let words = text::said_move(&before, mv, self.looks.notation);
        if self.viewing.is_some() {
            return text::said_viewing(shown, &words);
        }
        let mut sentences = vec![words];
        if self.finished() {
            sentences.push(game_over::reason(self));
        } else if let Some((honour, spoken, limit, _)) = side::shown_count(self) {
            sentences.push(text::count(honour, spoken, limit));
        }
        sentences.join(". ")
    }
}
