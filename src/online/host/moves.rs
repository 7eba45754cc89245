//! Moves: a seat's move played by the rules and recorded, and what follows every entry
//! (the clock's reading, and at the end the result and the seed).

use super::{Host, HostNotice, clock::clock_message, clock::seconds};
use crate::online::message::{ErrorCode, Message, SeatId};
use crate::online::record::Entry;

impl Host {
    pub(super) fn apply_move(&mut self, seat: SeatId, text: &str) -> Result<(), ErrorCode> {
        let text = self.table.play(seat, text)?;
        let index = self.record.len() as u32;
        self.record.push(Entry::Move {
            seat,
            text: text.clone(),
        });
        // A move lets an open draw offer lapse, as over a real board.
        self.draw_offer = None;
        if let Some(clock) = &mut self.clock {
            clock.moved(seat, seconds(self.now));
        }
        self.broadcast_event(Message::Move { index, seat, text });
        self.after_event();
        Ok(())
    }

    /// After each entry: the clock's reading goes out; at the end, the clock stops, the
    /// result is told and the seed revealed.
    pub(super) fn after_event(&mut self) {
        if self.table.is_over()
            && let Some(clock) = &mut self.clock
        {
            clock.pause(seconds(self.now));
        }
        if let Some(reading) = self.clock(self.now) {
            self.broadcast(clock_message(reading));
        }
        if self.revealed || !self.table.is_over() {
            return;
        }
        self.revealed = true;
        let result = self.table.result().unwrap_or_default();
        self.notices.push_back(HostNotice::Over { result });
        if self.table.has_dice() {
            self.broadcast_event(Message::SeedReveal { seed: self.seed });
        }
    }
}
