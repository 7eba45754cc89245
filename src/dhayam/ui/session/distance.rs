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
use crate::online::OnlineDice;

/// What a seat at this window asks the table to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Throw(Seat),
    Move(Seat, Move),
}

pub(super) struct Distance {
    /// The seats played at this window.
    here: SeatSet,
    /// The seats this window joined the table with, kept when the table goes: a person
    /// learns from their own decisions after the host has left.
    joined_with: SeatSet,
    /// The record's length when this window last asked: nothing more is asked (and the
    /// board offers nothing) until the table's answer makes it grow.
    asked_at: Option<usize>,
    asks: Vec<Ask>,
    /// The table's dice as far as this game has come, for its file.
    dice: Option<OnlineDice>,
}

impl Session {
    /// A game whose table is kept elsewhere: `config` names the seats and the rules (its
    /// seed is never used to throw), `here` are the seats played at this window.
    pub fn at_a_distance(config: GameConfig, here: SeatSet) -> Session {
        let mut session = Session::new_with(config);
        session.distance = Some(Distance {
            here,
            joined_with: here,
            asked_at: None,
            asks: Vec::new(),
            dice: None,
        });
        session
    }

    /// The table is gone (its host ended the game, or this window left it): no seat is
    /// played here any more, so the board offers nothing; the game stays as it stood.
    pub fn table_gone(&mut self) {
        if let Some(d) = self.distance.as_mut() {
            d.here = SeatSet::EMPTY;
            d.asked_at = None;
            d.asks.clear();
        }
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

    /// The seat to act, when a person at this window plays it: the table calls them
    /// when a move from another window makes it theirs.
    pub fn person_here_to_play(&self) -> Option<Seat> {
        let seat = self.game.position().thrower();
        (!self.game.position().is_over() && !self.is_computer(seat) && !self.is_away(seat))
            .then_some(seat)
    }

    /// Whether `seat` is (or, the table gone, was) played at this window: the game's own
    /// seats when it was never online.
    pub(super) fn played_here(&self, seat: Seat) -> bool {
        self.distance
            .as_ref()
            .is_none_or(|d| d.here.contains(seat) || d.joined_with.contains(seat))
    }

    /// The seats played at other windows.
    pub(super) fn away_seats(&self) -> SeatSet {
        Seat::ALL.into_iter().filter(|s| self.is_away(*s)).collect()
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

    /// The seat is now played here by this window's computer at `level` (the host's, for
    /// a guest who did not come back in time), or (`None`) at another window again.
    pub fn computer_here(&mut self, seat: Seat, level: Option<crate::dhayam::ai::Level>) {
        let Some(d) = self.distance.as_mut() else {
            return;
        };
        let mut here: SeatSet = Seat::ALL
            .into_iter()
            .filter(|s| d.here.contains(*s) && *s != seat)
            .collect();
        let player = match level {
            Some(level) => {
                here.insert(seat);
                crate::dhayam::ui::Player::Computer(level)
            }
            None => crate::dhayam::ui::Player::Human,
        };
        d.here = here;
        // An ask made for the seat by the other window is answered by the table; this
        // window asks afresh for it.
        d.asked_at = None;
        self.config.seats[seat.index()].player = player;
        self.computers = super::computers::computer_players(&self.config);
        self.watched = 0;
        if self.thinking.as_ref().is_some_and(|t| t.seat == seat) {
            self.thinking = None;
        }
    }

    /// Keeps the table's dice for the game's file (`dhayam-cli check` verifies them).
    pub fn keep_online_dice(&mut self, dice: OnlineDice) {
        if let Some(d) = self.distance.as_mut() {
            d.dice = Some(dice);
        }
    }

    /// Whether the table's seed has been revealed (the file then checks every throw).
    pub fn online_seed_known(&self) -> bool {
        self.distance
            .as_ref()
            .and_then(|d| d.dice.as_ref())
            .is_some_and(|d| d.seed.is_some())
    }

    /// The table's dice as the file keeps them.
    pub fn online_dice(&self) -> Option<OnlineDice> {
        self.distance.as_ref()?.dice.clone()
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
        let seat = self.game.position().thrower();
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
        self.settle();
    }

    /// The board as the game stands, with nothing left to animate (a rejoining guest
    /// sees the position at once instead of the whole game replayed).
    pub fn settle(&mut self) {
        if let Some(t) = self.game.last_throw() {
            self.shown = t;
        }
        self.throw_anim = None;
        self.move_anim = None;
        self.refresh_log();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::Level;
    use crate::dhayam::rules::{Face, Phase};
    use crate::dhayam::ui::Command;
    use crate::dhayam::ui::Player;

    fn red_here_yellow_away() -> Session {
        let config = GameConfig::with_players(
            &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
            3,
        );
        let mut session = Session::at_a_distance(config, SeatSet::EMPTY.with(Seat::Red));
        session.settings.anim = crate::dhayam::ui::AnimSpeed::Off;
        session
    }

    #[test]
    fn a_seat_here_asks_the_table_and_plays_nothing_itself() {
        let mut s = red_here_yellow_away();
        s.apply(Command::Throw);
        assert_eq!(s.take_asks(), vec![Ask::Throw(Seat::Red)]);
        assert!(s.game.record().plies.is_empty(), "the window threw nothing");
        // Asked once: the board offers nothing more until the table answers.
        assert!(!s.can_throw());
        s.threw_this_frame = false;
        s.apply(Command::Throw);
        assert!(s.take_asks().is_empty());
        // The table's throw lands; a 1 brings a pawn in, and the move is asked too.
        s.receive_throw(Throw::new(Face::One, Face::Blank)).unwrap();
        assert!(matches!(s.game.position().phase(), Phase::Move));
        let mv = s.offered_moves()[0];
        s.apply(Command::Play(mv));
        assert_eq!(s.take_asks(), vec![Ask::Move(Seat::Red, mv)]);
        s.receive_move(mv).unwrap();
        assert_eq!(s.game.record().plies.len(), 2);
    }

    #[test]
    fn a_seat_away_is_neither_offered_nor_played_here() {
        let mut s = red_here_yellow_away();
        s.receive_throw(Throw::new(Face::Two, Face::Two)).unwrap();
        s.receive_move(Move::Pass).unwrap();
        assert_eq!(s.game.position().to_move(), Seat::Yellow);
        assert!(!s.can_throw() && !s.waiting_for_human());
        assert_eq!(s.automatic_delay(), None);
        s.threw_this_frame = false;
        s.apply(Command::Throw);
        assert!(s.take_asks().is_empty());
        assert!(s.game.record().plies.len() == 2);
    }

    #[test]
    fn a_seat_taken_over_by_the_computer_here_asks_by_itself_and_can_be_given_back() {
        let mut s = red_here_yellow_away();
        s.receive_throw(Throw::new(Face::Two, Face::Two)).unwrap();
        s.receive_move(Move::Pass).unwrap();
        s.computer_here(Seat::Yellow, Some(Level::Easy));
        assert!(!s.is_away(Seat::Yellow));
        s.now = 100.0;
        s.tick();
        s.now = 200.0;
        s.tick();
        assert_eq!(s.take_asks(), vec![Ask::Throw(Seat::Yellow)]);
        s.computer_here(Seat::Yellow, None);
        assert!(s.is_away(Seat::Yellow));
        assert_eq!(s.config.player(Seat::Yellow), Player::Human);
    }

    #[test]
    fn an_ask_the_table_did_not_take_can_be_made_again() {
        let mut s = red_here_yellow_away();
        s.apply(Command::Throw);
        assert_eq!(s.take_asks().len(), 1);
        s.ask_again();
        s.threw_this_frame = false;
        s.apply(Command::Throw);
        assert_eq!(s.take_asks(), vec![Ask::Throw(Seat::Red)]);
    }

    /// Once the table is gone the board offers nothing, yet the window still knows which
    /// seat its person played: Learn finds Red's decisions, never Yellow's.
    #[test]
    fn a_seat_played_here_stays_this_windows_after_the_table_is_gone() {
        let mut s = red_here_yellow_away();
        s.table_gone();
        assert!(s.is_away(Seat::Red) && s.is_away(Seat::Yellow));
        assert!(s.played_here(Seat::Red));
        assert!(!s.played_here(Seat::Yellow));
        assert!(Session::new_with(s.config.clone()).played_here(Seat::Yellow));
    }
}
