//! A game and the next: the start once every seat is taken, and a rematch with the same
//! players (in their seats, or the two seats swapped where the game says so: Makruk's
//! colours), a new hidden seed and the clock set back.

use std::time::Duration;

use super::{Host, Occupant, clock::seconds};
use crate::clock::Clock;
use crate::online::message::{ErrorCode, SeatId};
use crate::online::record::Record;
use crate::online::secret;

impl Host {
    /// Starts the game at `now` (a clock starts running for the side to move): every
    /// seat must be taken.
    pub fn start(&mut self, now: Duration) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        if self.seats.values().any(|o| *o == Occupant::Open) {
            return Err(ErrorCode::SeatsOpen);
        }
        self.now = now;
        self.started = true;
        if let (Some(clock), Some((seat, _))) = (&mut self.clock, self.table.due()) {
            clock.start(seat, seconds(now));
        }
        for peer in self.joined_peers() {
            self.send_start(peer);
        }
        Ok(())
    }

    /// The same players again, once the game is over: a new game from the same setup (in
    /// Makruk the players change colours, so each has White in turn: the table says so), a new hidden dice
    /// seed under a new commitment, the clock set back; every guest is sent its seats and
    /// the new start. The finished game's record goes with it: the host's window keeps it
    /// in its file.
    pub fn rematch(&mut self, now: Duration) -> Result<(), ErrorCode> {
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        if !self.table.is_over() {
            return Err(ErrorCode::NotOver);
        }
        self.table = (self.games)(&self.setup).map_err(|_| ErrorCode::Malformed)?;
        if self.table.swaps_seats_in_a_rematch()
            && let (Some(white), Some(black)) =
                (self.seats.remove(&SeatId(0)), self.seats.remove(&SeatId(1)))
        {
            self.seats.insert(SeatId(0), black);
            self.seats.insert(SeatId(1), white);
        }
        self.game += 1;
        self.seed = self.entropy.draw(b"dice seed");
        self.commitment = secret::commitment(&self.seed);
        self.revealed = false;
        self.history.clear();
        self.record = Record::default();
        self.pending = None;
        self.draw_offer = None;
        self.clock = self.setup.clock.map(|c| Clock::new(c.minutes, c.increment));
        self.send_seats();
        self.started = false;
        self.start(now)
    }

    /// This table's game number (1, then each rematch's).
    pub fn game_number(&self) -> u32 {
        self.game
    }
}
