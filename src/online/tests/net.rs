//! The in-memory network: one host, its guests, and queues between them.

use std::time::Duration;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::games::GameKind;
use crate::makruk::rules::START_FEN;
use crate::online::codec;
use crate::online::message::Envelope;
use crate::online::{
    Action, Bytes32, Due, GameSetup, Guest, GuestNotice, Host, HostConfig, HostNotice, Message,
    Output, PeerId, SeatId, Seating,
};

pub const SECRET: Bytes32 = Bytes32([0x5e; 32]);

pub fn dhayam(seats: &str, rules: &str) -> GameSetup {
    GameSetup {
        game: GameKind::Dhayam,
        seats: seats.into(),
        rules: rules.into(),
        clock: None,
    }
}

pub fn makruk() -> GameSetup {
    GameSetup {
        game: GameKind::Makruk,
        seats: String::new(),
        rules: START_FEN.into(),
        clock: None,
    }
}

/// Rewrites a host's message on its way to guests (a host that lies in transit).
pub type Tamper = Box<dyn FnMut(&mut Message)>;

pub struct Net {
    pub host: Host,
    pub guests: Vec<Guest>,
    /// Each guest's connection now, `None` while dropped.
    pub peers: Vec<Option<PeerId>>,
    next_peer: PeerId,
    pub now: Duration,
    rng: ChaCha8Rng,
    pub host_notices: Vec<HostNotice>,
    pub guest_notices: Vec<Vec<GuestNotice>>,
    pub tamper: Option<Tamper>,
}

impl Net {
    /// A host with `seating` and `guests` guests holding the invitation, not yet
    /// connected.
    pub fn new(setup: GameSetup, seating: &[(u8, Seating)], guests: usize, seed: u64) -> Net {
        let seating: Vec<(SeatId, Seating)> = seating
            .iter()
            .map(|(s, w)| (SeatId(*s), w.clone()))
            .collect();
        let game = setup.game;
        let host = Host::new(
            setup,
            &seating,
            SECRET,
            Bytes32([seed as u8; 32]),
            HostConfig::default(),
        )
        .expect("a good setup");
        let guests = (0..guests)
            .map(|g| Guest::new(game, SECRET, Bytes32([100 + g as u8; 32])))
            .collect();
        Net {
            host,
            guests,
            peers: vec![None; 0],
            next_peer: 1,
            now: Duration::ZERO,
            rng: ChaCha8Rng::seed_from_u64(seed),
            host_notices: Vec::new(),
            guest_notices: Vec::new(),
            tamper: None,
        }
        .sized()
    }

    fn sized(mut self) -> Net {
        self.peers = vec![None; self.guests.len()];
        self.guest_notices = vec![Vec::new(); self.guests.len()];
        self
    }

    /// Opens a new connection for guest `g` and says hello.
    pub fn connect(&mut self, g: usize) {
        let peer = self.next_peer;
        self.next_peer += 1;
        self.host.connected(self.now, peer);
        self.peers[g] = Some(peer);
        self.guests[g].connect();
        self.pump();
    }

    /// Guest `g`'s connection breaks.
    pub fn drop_guest(&mut self, g: usize) {
        if let Some(peer) = self.peers[g].take() {
            self.host.disconnected(self.now, peer);
            self.guests[g].disconnected();
        }
        self.pump();
    }

    /// Guest `g`'s connection dies on its side only (its router forgot it): the host
    /// has not seen it go, and what it sends there from now on is lost.
    pub fn lose_on_guest_side(&mut self, g: usize) {
        self.peers[g] = None;
        self.guests[g].disconnected();
        self.pump();
    }

    pub fn advance(&mut self, by: Duration) {
        self.advance_to(self.now + by);
    }

    /// The time passes to `at` (the host checks its holds).
    pub fn advance_to(&mut self, at: Duration) {
        self.now = self.now.max(at);
        self.host.tick(self.now);
        self.pump();
    }

    /// Raw bytes from guest `g` to the host, as a hostile peer would send them.
    pub fn raw(&mut self, g: usize, bytes: &[u8]) {
        let peer = self.peers[g].expect("connected");
        self.host.receive(self.now, peer, bytes);
        self.pump();
    }

    /// Delivers everything queued, both ways, until nothing moves.
    pub fn pump(&mut self) {
        loop {
            let mut moved = false;
            while let Some(output) = self.host.poll_output() {
                moved = true;
                match output {
                    Output::Send { to, mut bytes } => {
                        let Some(g) = self.peers.iter().position(|p| *p == Some(to)) else {
                            continue;
                        };
                        if let Some(tamper) = self.tamper.as_mut() {
                            let mut envelope = codec::decode(&bytes).expect("the host's own");
                            tamper(&mut envelope.msg);
                            bytes = codec::encode(&Envelope {
                                seq: envelope.seq,
                                msg: envelope.msg,
                            });
                        }
                        self.guests[g].receive(&bytes);
                    }
                    Output::Close(peer) => {
                        if let Some(g) = self.peers.iter().position(|p| *p == Some(peer)) {
                            self.peers[g] = None;
                            self.guests[g].disconnected();
                        }
                    }
                    Output::Admitted(_) => {}
                }
            }
            for g in 0..self.guests.len() {
                while let Some(bytes) = self.guests[g].poll_output() {
                    moved = true;
                    if let Some(peer) = self.peers[g] {
                        self.host.receive(self.now, peer, &bytes);
                    }
                }
                while let Some(n) = self.guests[g].poll_notice() {
                    self.guest_notices[g].push(n);
                }
            }
            while let Some(n) = self.host.poll_notice() {
                self.host_notices.push(n);
            }
            if !moved {
                break;
            }
        }
    }

    fn random_action(&mut self, moves: Vec<String>, due: Due) -> Action {
        match due {
            Due::Throw => Action::Throw,
            Due::Move => {
                let i = self.rng.next_u32() as usize % moves.len();
                Action::Move(moves[i].clone())
            }
        }
    }

    /// One action by whoever must act (host seat, computer seat or guest), chosen at
    /// random among the legal moves; false when nobody can act.
    pub fn step(&mut self) -> bool {
        self.now += Duration::from_millis(500);
        if let Some((seat, due, _)) = self.host.local_due() {
            let action = self.random_action(self.host.table().legal_moves(), due);
            self.host
                .act(self.now, seat, action)
                .expect("a legal action");
            self.pump();
            return true;
        }
        for g in 0..self.guests.len() {
            if self.peers[g].is_none() {
                continue;
            }
            if let Some((seat, due)) = self.guests[g].my_due() {
                let moves = self.guests[g].table().expect("started").legal_moves();
                let action = self.random_action(moves, due);
                self.guests[g].act(seat, action).expect("a legal action");
                self.pump();
                return true;
            }
        }
        false
    }

    /// Plays until nobody can act (the game is over, or waits for a dropped guest).
    pub fn play_out(&mut self, max_steps: usize) -> usize {
        let mut steps = 0;
        while steps < max_steps && self.step() {
            steps += 1;
        }
        steps
    }

    /// Connects every guest, has guest `g` claim the seats given, and starts.
    pub fn seat_and_start(&mut self, claims: &[(usize, u8)]) {
        for g in 0..self.guests.len() {
            self.connect(g);
        }
        for (g, seat) in claims {
            let name = format!("Guest {g}");
            self.guests[*g]
                .claim(SeatId(*seat), &name)
                .expect("a claim");
            self.pump();
        }
        self.host.start(self.now).expect("every seat taken");
        self.pump();
    }

    /// Every connected end holds the host's record and position.
    pub fn assert_same_game_everywhere(&self) {
        let record = self.host.record();
        let position = self.host.table().position_text();
        for (g, guest) in self.guests.iter().enumerate() {
            assert_eq!(guest.stopped(), None, "guest {g} stopped");
            assert_eq!(guest.record(), record, "guest {g}'s record");
            assert_eq!(
                guest.table().map(|t| t.position_text()),
                Some(position.clone()),
                "guest {g}'s position"
            );
        }
    }
}
