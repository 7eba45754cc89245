//! What goes out: each message numbered for its peer, broadcasts (the game's kept for a
//! returning guest), the start, and refusals.

use super::{Host, HostNotice, Output, PeerId, clock::clock_message};
use crate::online::codec;
use crate::online::message::{Envelope, ErrorCode, Message};

impl Host {
    pub(super) fn joined_peers(&self) -> Vec<PeerId> {
        self.peers
            .iter()
            .filter(|(_, p)| p.token.is_some())
            .map(|(id, _)| *id)
            .collect()
    }

    pub(super) fn send(&mut self, peer: PeerId, msg: Message) {
        let Some(p) = self.peers.get_mut(&peer) else {
            return;
        };
        let envelope = Envelope {
            seq: p.next_out,
            msg,
        };
        p.next_out += 1;
        self.out.push_back(Output::Send {
            to: peer,
            bytes: codec::encode(&envelope),
        });
    }

    pub(super) fn broadcast(&mut self, msg: Message) {
        for peer in self.joined_peers() {
            self.send(peer, msg.clone());
        }
    }

    /// A broadcast that is part of the game, kept to send again to a returning guest.
    pub(super) fn broadcast_event(&mut self, msg: Message) {
        self.history.push(msg.clone());
        self.broadcast(msg);
    }

    pub(super) fn send_start(&mut self, peer: PeerId) {
        self.send(
            peer,
            Message::Start {
                setup: self.setup.clone(),
                game: self.game,
            },
        );
        if self.table.has_dice() {
            self.send(
                peer,
                Message::Commitment {
                    hash: self.commitment,
                },
            );
        }
        if let Some(reading) = self.clock(self.now) {
            self.send(peer, clock_message(reading));
        }
    }

    pub(super) fn refuse(
        &mut self,
        peer: PeerId,
        code: ErrorCode,
        about: Option<u64>,
        detail: String,
    ) {
        self.notices
            .push_back(HostNotice::Refused { peer, code, detail });
        self.send(peer, Message::Error { code, about });
    }
}
