//! The seats: who sits where (the host's people, its computers, guests), a guest's claim
//! before the start and its return after, the checks that a guest acts for its own seat
//! in turn, and the seat list each guest is sent.

use super::{Host, HostNotice, Occupant, Output, PeerId, Seating, clock::clock_message};
use crate::online::message::{Bytes32, ErrorCode, MAX_NAME_CHARS, Message, SeatId, SeatView};
use crate::online::table::Due;

impl Host {
    /// Before the start: seats the host changes by hand (an open seat given to the
    /// computer, say).
    pub fn set_seat(&mut self, seat: SeatId, who: Seating) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        let occupant = self.seats.get_mut(&seat).ok_or(ErrorCode::NoSuchSeat)?;
        *occupant = match who {
            Seating::Person(name) => Occupant::Person(name),
            Seating::Computer => Occupant::Computer,
            Seating::Open => Occupant::Open,
        };
        self.send_seats();
        Ok(())
    }

    pub(super) fn claim(
        &mut self,
        peer: PeerId,
        seat: SeatId,
        name: String,
    ) -> Result<(), ErrorCode> {
        if self.started {
            return Err(ErrorCode::AlreadyStarted);
        }
        let token = self
            .peers
            .get(&peer)
            .and_then(|p| p.token)
            .ok_or(ErrorCode::HelloFirst)?;
        let occupant = self.seats.get_mut(&seat).ok_or(ErrorCode::NoSuchSeat)?;
        if *occupant != Occupant::Open {
            return Err(ErrorCode::SeatTaken);
        }
        *occupant = Occupant::Guest {
            token,
            name: name.clone(),
            peer,
        };
        self.notices.push_back(HostNotice::Claimed { seat, name });
        self.send_seats();
        Ok(())
    }

    /// Whether `peer` holds `seat` now.
    pub(super) fn check_owner(&self, peer: PeerId, seat: SeatId) -> Result<(), ErrorCode> {
        match self.seats.get(&seat) {
            None => Err(ErrorCode::NoSuchSeat),
            Some(Occupant::Guest { peer: p, .. }) if *p == peer => Ok(()),
            Some(_) => Err(ErrorCode::NotYourSeat),
        }
    }

    /// A guest's move or throw: its seat, started, its turn, numbered for now.
    pub(super) fn check_guest(
        &self,
        peer: PeerId,
        seat: SeatId,
        index: u32,
        due: Due,
    ) -> Result<(), ErrorCode> {
        self.check_owner(peer, seat)?;
        if !self.started {
            return Err(ErrorCode::NotStarted);
        }
        match self.table.due() {
            None => return Err(ErrorCode::GameOver),
            Some(now) if now != (seat, due) => return Err(ErrorCode::NotYourTurn),
            Some(_) => {}
        }
        if index as usize != self.record.len() {
            return Err(ErrorCode::Stale);
        }
        Ok(())
    }

    pub(super) fn welcome(&mut self, peer: PeerId, rejoin: Option<Bytes32>) {
        let known = rejoin.filter(|t| self.seats.values().any(|o| o.token() == Some(*t)));
        // A seat's holder always comes back in; anyone else takes a place without a seat.
        if known.is_none() && self.seatless() >= self.seatless_limit() {
            self.refuse(peer, ErrorCode::Watchers, None, String::new());
            self.out.push_back(Output::Close(peer));
            self.peers.remove(&peer);
            return;
        }
        self.out.push_back(Output::Admitted(peer));
        let token = known.unwrap_or_else(|| self.entropy.draw(b"guest token"));
        if let Some(p) = self.peers.get_mut(&peer) {
            p.token = Some(token);
        }
        self.notices.push_back(HostNotice::Joined { peer });
        let mut returned = Vec::new();
        let mut replaced_peers = Vec::new();
        for (seat, occupant) in self.seats.iter_mut() {
            if occupant.token() == Some(token) {
                if let Occupant::Guest { peer: old, .. } = occupant
                    && *old != peer
                {
                    // The guest came back before its old connection was seen to drop.
                    replaced_peers.push(*old);
                }
                let name = occupant.name().to_string();
                *occupant = Occupant::Guest { token, name, peer };
                returned.push(*seat);
            }
        }
        for old in &replaced_peers {
            self.out.push_back(Output::Close(*old));
            self.peers.remove(old);
        }
        for seat in returned {
            self.notices.push_back(HostNotice::SeatReturned { seat });
        }
        self.send(
            peer,
            Message::Welcome {
                token,
                setup: self.setup.clone(),
            },
        );
        self.send_seats();
        if self.started {
            self.send_start(peer);
            for msg in self.history.clone() {
                self.send(peer, msg);
            }
            // The clock as it reads now, after the moves that brought it there.
            if let Some(reading) = self.clock(self.now) {
                self.send(peer, clock_message(reading));
            }
        }
        // A contribution asked of the old connection will never come (its `disconnected`
        // finds no peer now): ask again, after the game so far, so the guest has the
        // table the request is about (issue 61: a renumbered home's game stood still).
        for old in replaced_peers {
            self.ask_again_unless_answered_by(old);
        }
    }

    /// The seat list as the host's screen shows it (no seat is "yours": the host's own
    /// are `Occupancy::Host`).
    pub fn seats(&self) -> Vec<SeatView> {
        self.seat_views(None)
    }

    /// The seat list, as `peer` is sent it (its own seat marked) or as the host sees it.
    pub(super) fn seat_views(&self, peer: Option<PeerId>) -> Vec<SeatView> {
        let token = peer
            .and_then(|peer| self.peers.get(&peer))
            .and_then(|p| p.token);
        self.seats
            .iter()
            .map(|(seat, o)| SeatView {
                seat: *seat,
                occupancy: o.occupancy(),
                name: o.name().chars().take(MAX_NAME_CHARS).collect(),
                yours: peer.is_some_and(|peer| {
                    matches!(o, Occupant::Guest { peer: p, .. } if *p == peer) && o.token() == token
                }),
                held_ms: match o {
                    Occupant::Held { until, .. } => {
                        Some(until.saturating_sub(self.now).as_millis() as u64)
                    }
                    _ => None,
                },
            })
            .collect()
    }

    /// Each guest's own seat list, with its seats marked.
    pub(super) fn send_seats(&mut self) {
        for peer in self.joined_peers() {
            let seats = self.seat_views(Some(peer));
            self.send(peer, Message::Seats { seats });
        }
    }
}
