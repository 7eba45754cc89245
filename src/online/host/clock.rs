//! The clock (a game with one: Makruk's): its reading at a time, and the flag when a
//! seat's time runs out, on the transport's time. It is the shared two-sided clock
//! (`crate::clock`, Makruk's window's too), counting seats 0 and 1.

use std::time::Duration;

use super::Host;
use crate::clock::Side;
use crate::online::message::{ClockReading, Message, SeatId};
use crate::online::record::Entry;
use crate::online::table::Agreement;

impl Host {
    /// What the game's clock reads at `now`, if it has one.
    pub fn clock(&self, now: Duration) -> Option<ClockReading> {
        let clock = self.clock.as_ref()?;
        let at = seconds(now);
        Some(ClockReading {
            left_ms: clock.snapshot(at),
            running: clock.running(),
        })
    }

    /// A side whose clock ran out loses on time.
    pub(super) fn flag_if_out_of_time(&mut self, now: Duration) {
        if let Some(seat) = self.clock.as_ref().and_then(|c| c.flagged(seconds(now)))
            && self.table.agree(Agreement::OutOfTime(seat)).is_ok()
        {
            self.record.push(Entry::Flag { seat });
            self.broadcast_event(Message::Flag { seat });
            self.after_event();
        }
    }
}

/// A clock's two sides are the table's seats 0 and 1.
impl Side for SeatId {
    fn index(self) -> usize {
        SeatId::index(self)
    }

    fn from_index(index: usize) -> SeatId {
        SeatId(index as u8)
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
