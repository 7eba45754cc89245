//! Holds: a guest's seats kept for it when its connection drops after the start, and
//! given to the computer when the hold runs out (the guest takes them back on return).

use std::time::Duration;

use super::{Host, HostNotice, Occupant, PeerId};

impl Host {
    /// A guest's connection dropped: after the start its seats are held for it until
    /// `config.hold` has passed; before, they are opened again.
    pub(super) fn hold_seats_of(&mut self, peer: PeerId) {
        let now = self.now;
        let mut changed = false;
        for (seat, occupant) in self.seats.iter_mut() {
            if let Occupant::Guest {
                token,
                name,
                peer: p,
            } = occupant
                && *p == peer
            {
                changed = true;
                if self.started {
                    let until = now + self.config.hold;
                    *occupant = Occupant::Held {
                        token: *token,
                        name: std::mem::take(name),
                        until,
                    };
                    self.notices
                        .push_back(HostNotice::SeatHeld { seat: *seat, until });
                } else {
                    *occupant = Occupant::Open;
                }
            }
        }
        if changed {
            self.send_seats();
        }
    }

    /// Holds that ran out give their seats to the computer.
    pub(super) fn end_expired_holds(&mut self, now: Duration) {
        let mut changed = false;
        for (seat, occupant) in self.seats.iter_mut() {
            if let Occupant::Held { token, name, until } = occupant
                && *until <= now
            {
                *occupant = Occupant::Replaced {
                    token: *token,
                    name: std::mem::take(name),
                };
                self.notices
                    .push_back(HostNotice::ComputerTookSeat { seat: *seat });
                changed = true;
            }
        }
        if changed {
            self.send_seats();
        }
    }
}
