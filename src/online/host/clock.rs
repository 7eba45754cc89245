//! The clock (Makruk with a clock): its reading at a time, and the flag when a side's
//! time runs out, on the transport's time.

use std::time::Duration;

use super::Host;
use crate::makruk::rules::Color as MakrukColor;
use crate::online::message::{ClockReading, Message, SeatId};
use crate::online::record::Entry;
use crate::online::table::Agreement;

impl Host {
    /// What the game's clock reads at `now`, if it has one.
    pub fn clock(&self, now: Duration) -> Option<ClockReading> {
        let clock = self.clock.as_ref()?;
        let at = seconds(now);
        Some(ClockReading {
            left_ms: [
                clock.left_ms(MakrukColor::White, at),
                clock.left_ms(MakrukColor::Black, at),
            ],
            running: clock.running().map(|c| SeatId(c.index() as u8)),
        })
    }

    /// A side whose clock ran out loses on time.
    pub(super) fn flag_if_out_of_time(&mut self, now: Duration) {
        if let Some(loser) = self.clock.as_ref().and_then(|c| c.flagged(seconds(now))) {
            let seat = SeatId(loser.index() as u8);
            if self.table.agree(Agreement::OutOfTime(seat)).is_ok() {
                self.record.push(Entry::Flag { seat });
                self.broadcast_event(Message::Flag { seat });
                self.after_event();
            }
        }
    }
}

/// The transport's time as the clock counts it.
pub(super) fn seconds(now: Duration) -> f64 {
    now.as_secs_f64()
}

pub(super) fn clock_message(reading: ClockReading) -> Message {
    Message::Clock {
        left_ms: reading.left_ms,
        running: reading.running,
    }
}
