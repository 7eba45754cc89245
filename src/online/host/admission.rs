//! Guests that found the game on the home network: one that typed the game's short code
//! comes in as one with the invitation does; one that asks waits for the host's player's
//! "Let in" or "Refuse", at most `ANSWER_WITHIN` (no answer is a refusal). Asks are taken
//! only while the host shows its game there and the lobby is open, and only a few at
//! once.

use std::time::Duration;

use super::{Host, Output, PeerId};
use crate::online::admission::{ANSWER_WITHIN, MAX_ASKING, ShortCode};
use crate::online::message::{Bytes32, ErrorCode};
use crate::online::secret;

/// A guest waiting for the host's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ask {
    peer: PeerId,
    /// The person at the guest's screen, as its hello named them (empty: none given).
    name: String,
    since: Duration,
}

/// The host's admission: its game's short code, whether guests may ask, and who asks.
#[derive(Clone, Debug)]
pub(super) struct Admission {
    code: ShortCode,
    code_proof: Bytes32,
    /// Whether guests may ask to be let in (the host shows its game on the network).
    open: bool,
    asking: Vec<Ask>,
}

impl Admission {
    pub(super) fn new(secret: &Bytes32) -> Admission {
        let code = ShortCode::of(secret);
        Admission {
            code,
            code_proof: code.proof(),
            open: false,
            asking: Vec::new(),
        }
    }
}

impl Host {
    /// The game's short code, which lets a guest on the home network in without asking.
    pub fn short_code(&self) -> ShortCode {
        self.admission.code
    }

    /// Whether guests that found the game on the home network may ask to be let in.
    /// Closing refuses those still waiting.
    pub fn take_asks(&mut self, open: bool) {
        self.admission.open = open;
        if !open {
            self.refuse_every_ask(ErrorCode::NotLetIn);
        }
    }

    /// Who asks to be let in, oldest first: each connection and its person's name
    /// (empty: none given).
    pub fn asking(&self) -> Vec<(PeerId, String)> {
        self.admission
            .asking
            .iter()
            .map(|a| (a.peer, a.name.clone()))
            .collect()
    }

    /// The host's player answers `peer`'s ask: let in (welcomed as any guest), or
    /// refused and closed. An ask no longer waiting is ignored.
    pub fn answer(&mut self, now: Duration, peer: PeerId, let_in: bool) {
        self.now = now;
        let Some(at) = self.admission.asking.iter().position(|a| a.peer == peer) else {
            return;
        };
        let ask = self.admission.asking.remove(at);
        if !self.peers.contains_key(&peer) {
            return;
        }
        if let_in && !self.started {
            if let Some(p) = self.peers.get_mut(&peer) {
                p.name = ask.name;
            }
            self.welcome(peer, None);
        } else {
            self.turn_away(peer, ErrorCode::NotLetIn);
        }
    }

    /// Whether a hello's proof is the short code's.
    pub(super) fn proves_code(&self, proof: &Bytes32) -> bool {
        secret::same(proof, &self.admission.code_proof)
    }

    /// Whether a returning guest's token holds a seat: a guest once let in without the
    /// secret comes back by its token (as unguessable as the secret).
    pub(super) fn holds_seat(&self, token: Option<Bytes32>) -> bool {
        token.is_some_and(|t| self.seats.values().any(|o| o.token() == Some(t)))
    }

    /// Whether `peer` waits for an answer (it said its hello: it is not silent).
    pub(super) fn is_asking(&self, peer: PeerId) -> bool {
        self.admission.asking.iter().any(|a| a.peer == peer)
    }

    /// A hello that asks to be let in: it waits for the host's player, or is refused at
    /// once when asks are not taken (the game not shown on the network, the lobby
    /// closed, too many waiting already).
    pub(super) fn ask(&mut self, peer: PeerId, name: String) {
        let taken = self.admission.open
            && !self.started
            && self.admission.asking.len() < MAX_ASKING
            && !self.is_asking(peer);
        if !taken {
            self.turn_away(peer, ErrorCode::NotLetIn);
            return;
        }
        self.admission.asking.push(Ask {
            peer,
            name,
            since: self.now,
        });
    }

    /// The time passes: an ask unanswered for `ANSWER_WITHIN` is refused, and so is
    /// every ask once the game has started; a guest that hung up no longer asks.
    pub(super) fn expire_asks(&mut self, now: Duration) {
        let peers = &self.peers;
        self.admission
            .asking
            .retain(|a| peers.contains_key(&a.peer));
        if self.started {
            self.refuse_every_ask(ErrorCode::NotLetIn);
            return;
        }
        let late: Vec<PeerId> = self
            .admission
            .asking
            .iter()
            .filter(|a| a.since + ANSWER_WITHIN <= now)
            .map(|a| a.peer)
            .collect();
        self.admission.asking.retain(|a| !late.contains(&a.peer));
        for peer in late {
            self.turn_away(peer, ErrorCode::NoAnswer);
        }
    }

    fn refuse_every_ask(&mut self, code: ErrorCode) {
        for ask in std::mem::take(&mut self.admission.asking) {
            self.turn_away(ask.peer, code);
        }
    }

    /// Says why, then closes the connection.
    fn turn_away(&mut self, peer: PeerId, code: ErrorCode) {
        self.refuse(peer, code, None, String::new());
        self.out.push_back(Output::Close(peer));
        self.peers.remove(&peer);
    }
}
