//! The throws (a game with dice: Dhayam's): each from the hidden seed and a
//! contribution, asked of a guest in turn (or the host's own when no guest is there), and
//! asked again of another when the one asked will not answer. How a throw lands from them
//! is the game's (its table's `landing`).

use super::{Host, Occupant, PeerId, PendingThrow};
use crate::online::message::{Bytes32, ErrorCode, Message, SeatId};
use crate::online::record::{Entry, ThrowEntry};
use crate::online::table::Due;

impl Host {
    pub(super) fn check_throw(&self, seat: SeatId) -> Result<(), ErrorCode> {
        if !self.table.has_dice() {
            return Err(ErrorCode::NotInThisGame);
        }
        if self.pending.is_some() {
            return Err(ErrorCode::ThrowPending);
        }
        match self.table.due() {
            None => Err(ErrorCode::GameOver),
            Some(now) if now == (seat, Due::Throw) => Ok(()),
            Some(_) => Err(ErrorCode::NotYourTurn),
        }
    }

    /// A throw for a host or computer seat: a guest contributes, or, with no guest
    /// there, the host's own entropy does (the record says so).
    pub(super) fn begin_throw(&mut self, seat: SeatId, skip: Option<PeerId>) {
        let k = self.record.throw_count() + 1;
        // Turn about among the guests connected and following the game, so no one guest
        // makes every throw.
        let guests: Vec<(PeerId, SeatId)> = self
            .seats
            .iter()
            .filter_map(|(s, o)| match o {
                Occupant::Guest { peer, .. }
                    if Some(*peer) != skip && self.peers.get(peer).is_some_and(|p| !p.diverged) =>
                {
                    Some((*peer, *s))
                }
                _ => None,
            })
            .collect();
        if guests.is_empty() {
            let contribution = self.entropy.draw(b"host contribution");
            self.finish_throw(seat, contribution, None);
            return;
        }
        let (peer, contributor) = guests[k as usize % guests.len()];
        self.pending = Some(PendingThrow {
            k,
            seat,
            peer,
            contributor,
        });
        self.send(peer, Message::ContributionRequest { throw: k });
    }

    pub(super) fn finish_throw(
        &mut self,
        seat: SeatId,
        contribution: Bytes32,
        contributor: Option<SeatId>,
    ) {
        let k = self.record.throw_count() + 1;
        #[allow(unused_mut)]
        let mut landed = self
            .table
            .landing(&self.seed, &contribution, k)
            .expect("only a game with dice is thrown for");
        #[cfg(test)]
        if self.lie_about_throw == Some(k) {
            // Another landing, from the seed with another contribution than the one used.
            landed = (0..=u8::MAX)
                .filter_map(|b| self.table.landing(&self.seed, &Bytes32([b; 32]), k))
                .find(|other| *other != landed)
                .expect("the dice land more than one way");
        }
        let written = self
            .table
            .throw(seat, &landed)
            .expect("a throw is made only when it is due");
        let index = self.record.len() as u32;
        self.record.push(Entry::Throw {
            throw: ThrowEntry {
                k,
                seat,
                contribution,
                landed: landed.clone(),
                written,
            },
            contributor,
        });
        self.broadcast_event(Message::Throw {
            index,
            seat,
            throw: k,
            contributor,
            contribution,
            landed,
        });
        self.after_event();
    }

    /// The guest asked for a throw's contribution will not send it (gone, or refused
    /// the request): another guest is asked, or the host contributes. There is no
    /// timeout: a host that could give up on a slow guest could also pretend to, and
    /// ask until it liked the throw; a dead connection ends in `disconnected`.
    pub(super) fn ask_again_unless_answered_by(&mut self, peer: PeerId) {
        if let Some(pending) = self.pending
            && pending.peer == peer
        {
            self.pending = None;
            self.begin_throw(pending.seat, Some(peer));
        }
    }
}
