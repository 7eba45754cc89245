//! Connections without a seat: the watchers the table admits, the places left for
//! guests still to claim an open seat, and the connections that never said hello.

use std::time::Duration;

use super::{Host, Occupant, Output, PeerId};
use crate::online::message::ErrorCode;

impl Host {
    /// The connections the host knows now, admitted or not (what a flood would grow).
    pub fn connections(&self) -> usize {
        self.peers.len()
    }

    /// Who watches: the names of the admitted connections that hold no seat, in the
    /// order they came (empty: the person gave none). Before the start these include
    /// guests yet to take a seat.
    pub fn watchers(&self) -> Vec<String> {
        self.peers
            .values()
            .filter(|p| {
                p.token
                    .is_some_and(|t| !self.seats.values().any(|o| o.token() == Some(t)))
            })
            .map(|p| p.name.clone())
            .collect()
    }

    /// Admitted connections that hold no seat.
    pub(super) fn seatless(&self) -> usize {
        self.peers
            .values()
            .filter_map(|p| p.token)
            .filter(|t| !self.seats.values().any(|o| o.token() == Some(*t)))
            .count()
    }

    /// How many admitted connections may hold no seat now: the watchers, and before the
    /// start one more for each open seat (its taker has not claimed it yet).
    pub(super) fn seatless_limit(&self) -> usize {
        let open = if self.started {
            0
        } else {
            self.seats
                .values()
                .filter(|o| **o == Occupant::Open)
                .count()
        };
        self.config.watchers + open
    }

    /// Connections that said no hello in `config.hello_within` are refused and closed.
    pub(super) fn close_silent(&mut self, now: Duration) {
        let silent: Vec<PeerId> = self
            .peers
            .iter()
            .filter(|(peer, p)| {
                p.token.is_none()
                    && p.since + self.config.hello_within <= now
                    && !self.is_asking(**peer)
            })
            .map(|(peer, _)| *peer)
            .collect();
        for peer in silent {
            self.refuse(peer, ErrorCode::HelloFirst, None, "said nothing".into());
            self.out.push_back(Output::Close(peer));
            self.peers.remove(&peer);
        }
    }
}
