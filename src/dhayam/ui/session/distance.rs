//! A game at a distance (issue 33): the online host keeps the table, and this session
//! mirrors it. Nothing here touches the network. The seats played at this window (its
//! people, and on the host its computers) do not throw or move themselves: they *ask*,
//! and the window's online end sends the ask. Every throw and move, this window's own
//! too, comes back from the table's record and is applied here through the same rules,
//! with its animation and its news. So the board never shows a move the host did not
//! accept, and the dice are the table's, never this window's generator.

use super::Session;
use crate::dhayam::play::game::Game;
use crate::dhayam::rules::{IllegalMove, Move, Seat, SeatSet, Throw, ThrowError};
use crate::dhayam::ui::GameConfig;

/// What a seat at this window asks the table to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Throw(Seat),
    Move(Seat, Move),
}

pub(super) struct Distance {
    /// The seats played at this window.
    here: SeatSet,
    /// The record's length when this window last asked: nothing more is asked (and the
    /// board offers nothing) until the table's answer makes it grow.
    asked_at: Option<usize>,
    asks: Vec<Ask>,
}

impl Session {
    /// A game whose table is kept elsewhere: `config` names the seats and the rules (its
    /// seed is never used to throw), `here` are the seats played at this window.
    pub fn at_a_distance(config: GameConfig, here: SeatSet) -> Session {
        let mut session = Session::new_with(config);
        session.distance = Some(Distance {
            here,
            asked_at: None,
            asks: Vec::new(),
        });
        session
    }

    /// Whether the table is kept elsewhere.
    pub fn is_at_a_distance(&self) -> bool {
        self.distance.is_some()
    }

    /// Whether `seat` is played at another window (so this one neither offers its moves
    /// nor plays it).
    pub(super) fn is_away(&self, seat: Seat) -> bool {
        self.distance
            .as_ref()
            .is_some_and(|d| !d.here.contains(seat))
    }

    /// Whether this window has asked the table and waits for its answer.
    pub(super) fn awaits_answer(&self) -> bool {
        let len = self.game.record().plies.len();
        self.distance
            .as_ref()
            .is_some_and(|d| d.asked_at == Some(len))
    }

    /// Sends what this window would have done to the table instead (`true`), when the
    /// table is elsewhere.
    pub(super) fn ask(&mut self, ask: Ask) -> bool {
        let len = self.game.record().plies.len();
        let Some(distance) = self.distance.as_mut() else {
            return false;
        };
        if distance.asked_at != Some(len) {
            distance.asked_at = Some(len);
            distance.asks.push(ask);
        }
        true
    }

    /// The table did not take the last ask (it was refused, or the connection dropped
    /// with it): the seat may ask again.
    pub fn ask_again(&mut self) {
        if let Some(d) = self.distance.as_mut() {
            d.asked_at = None;
        }
    }

    /// What the seats at this window asked since the last call.
    pub fn take_asks(&mut self) -> Vec<Ask> {
        self.distance
            .as_mut()
            .map(|d| std::mem::take(&mut d.asks))
            .unwrap_or_default()
    }

    /// A throw the table made, shown as the dice landing.
    pub fn receive_throw(&mut self, throw: Throw) -> Result<(), ThrowError> {
        let seat = self.game.position().to_move();
        self.game.throw_by_hand(throw)?;
        self.thrown(seat, throw, 1.0);
        Ok(())
    }

    /// A move the table accepted, walked on the board with its news.
    pub fn receive_move(&mut self, mv: Move) -> Result<(), IllegalMove> {
        self.make_move(mv)
    }

    /// The game as the table's record stands, replacing this one's (a guest that came
    /// back after a drop is sent the whole record; the board jumps to it).
    pub fn take_table_game(&mut self, game: Game) {
        self.game = game;
        if let Some(t) = self.game.last_throw() {
            self.faces = t.faces;
        }
        self.throw_anim = None;
        self.move_anim = None;
        self.refresh_log();
    }
}
