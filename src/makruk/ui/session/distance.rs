//! A Makruk game at a distance (issue 33): the online host keeps the table and this
//! session mirrors it. The colours played at this window (its people, and on the host
//! its computers) ask for their moves, resignations and draw answers; every move, this
//! window's own too, comes back from the table's record and is played here through the
//! same rules, with its glide and its sounds. Counting is automatic, as the table's is.
//! A clock, when the table keeps one, is the host's: this window's only follows it.

use super::{Engine, GameConfig, Looks, Session};
use crate::makruk::ai::Level;
use crate::makruk::play::clock::Clock;
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{ByColor, Color, Move};
use crate::makruk::settings::Settings;

/// What a colour at this window asks the table to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    Move(Color, Move),
    Resign(Color),
    OfferDraw(Color),
    AnswerDraw(Color, bool),
}

pub(super) struct Distance {
    /// The colours played at this window.
    here: ByColor<bool>,
    /// The colours this window joined the table with, kept when the table goes: a person
    /// learns from their own decisions after the host has left.
    joined_with: ByColor<bool>,
    /// The game's length when this window last asked for a move: no other move is asked
    /// (and no piece may be picked up) until the table's answer makes it grow.
    asked_at: Option<usize>,
    asks: Vec<Ask>,
}

impl Session {
    /// A game whose table is kept elsewhere: `config` names the players and the table's
    /// clock (the table counts automatically), `here` are the colours played at this
    /// window.
    pub fn at_a_distance(config: GameConfig, here: ByColor<bool>, settings: Settings) -> Session {
        let looks = Looks::of(&settings);
        let mut session = Session::new(config, looks);
        session.settings = settings;
        // The board is seen from the side played here (White's when both or neither).
        session.flipped = here.black && !here.white;
        session.distance = Some(Distance {
            here,
            joined_with: here,
            asked_at: None,
            asks: Vec::new(),
        });
        session
    }

    pub fn is_at_a_distance(&self) -> bool {
        self.distance.is_some()
    }

    /// Whether `color` is played at another window.
    pub(super) fn is_away(&self, color: Color) -> bool {
        self.distance.as_ref().is_some_and(|d| !d.here[color])
    }

    /// Whether `color` is (or, the table gone, was) played at this window: both colours
    /// when the game was never online.
    pub(super) fn played_here(&self, color: Color) -> bool {
        self.distance
            .as_ref()
            .is_none_or(|d| d.here[color] || d.joined_with[color])
    }

    /// The colour to move, when a person at this window plays it: the table calls them
    /// when a move from another window makes it theirs.
    pub fn person_here_to_play(&self) -> Option<Color> {
        let turn = self.game.position().turn();
        (!self.finished() && self.seat(turn).computer.is_none() && !self.is_away(turn))
            .then_some(turn)
    }

    /// Whether a move asked of the table waits for its answer.
    pub(super) fn awaits_answer(&self) -> bool {
        let len = self.game.len();
        self.distance
            .as_ref()
            .is_some_and(|d| d.asked_at == Some(len))
    }

    /// Sends `ask` to the table instead of acting here (`true`), when the table is
    /// elsewhere.
    pub(super) fn ask(&mut self, ask: Ask) -> bool {
        let len = self.game.len();
        let Some(distance) = self.distance.as_mut() else {
            return false;
        };
        if let Ask::Move(..) = ask {
            if distance.asked_at == Some(len) {
                return true;
            }
            distance.asked_at = Some(len);
            self.selected = None;
        }
        distance.asks.push(ask);
        true
    }

    /// The colour that speaks for this window (resigns, offers and answers draws): the
    /// one to move if a person here plays it, else the other if one does.
    pub(super) fn speaker(&self) -> Option<Color> {
        let d = self.distance.as_ref()?;
        let turn = self.game.position().turn();
        // A person here: the host's computer never resigns or offers for the host.
        [turn, !turn]
            .into_iter()
            .find(|c| d.here[*c] && self.config.seats[*c].computer.is_none())
    }

    /// What the colours here asked since the last call.
    pub fn take_asks(&mut self) -> Vec<Ask> {
        self.distance
            .as_mut()
            .map(|d| std::mem::take(&mut d.asks))
            .unwrap_or_default()
    }

    /// The table did not take the last ask: it may be made again.
    pub fn ask_again(&mut self) {
        if let Some(d) = self.distance.as_mut() {
            d.asked_at = None;
        }
    }

    /// A move the table accepted, played on this board; `false` if these rules refuse it.
    pub fn receive_move(&mut self, mv: Move) -> bool {
        self.make_move(mv)
    }

    /// The table is gone (its host ended the game, or this window left it): no colour
    /// is played here any more, so the board offers nothing; the game stays as it stood.
    pub fn table_gone(&mut self) {
        if let Some(d) = self.distance.as_mut() {
            d.here = ByColor {
                white: false,
                black: false,
            };
            d.asked_at = None;
            d.asks.clear();
        }
        if self.thinking.is_some() {
            self.stop_thinking();
        }
    }

    /// The board as the game stands, with no move left gliding (a rejoining guest sees
    /// the position at once).
    pub fn settle(&mut self) {
        self.anim = None;
    }

    /// The table's record says `loser` resigned.
    pub fn receive_resignation(&mut self, loser: Color) {
        self.end(Ending::Resigned { loser });
    }

    /// The table's record says the players agreed a draw.
    pub fn receive_draw(&mut self) {
        self.end(Ending::DrawAgreed);
    }

    /// The table's record says `loser`'s time ran out.
    pub fn receive_flag(&mut self, loser: Color) {
        self.end(Ending::time(loser, self.game.position().board()));
    }

    /// The table's clock as it reads at `now` (this frame's time, which the session's own
    /// `now` reaches only at the frame's step): each side's time left, and the side whose
    /// time runs. The clock here shows it and runs on from it until the next reading; it
    /// never flags by itself (the table says when time is out).
    pub fn follow_clock(&mut self, left_ms: ByColor<u64>, running: Option<Color>, now: f64) {
        let Some(clock) = self.clock.as_mut() else {
            return;
        };
        // A game already over still shows the host's times (a guest rejoining a game
        // lost on time read the starting 1:00 / 1:00); only its clock no longer runs.
        let mut followed = Clock::from_parts([left_ms.white, left_ms.black], clock.increment_ms());
        if let Some(color) = running
            && self.ending.is_none()
        {
            followed.start(color, now);
        }
        *clock = followed;
    }

    /// `by` offers a draw; the person here answers it (`None`: the offer was declined).
    pub fn draw_offered(&mut self, by: Option<Color>) {
        self.draw_offer = by;
    }

    /// The colour is now played here by this window's computer at `level` (the host's,
    /// for a guest who did not come back in time), or (`None`) at another window again.
    pub fn computer_here(&mut self, color: Color, level: Option<Level>) {
        let Some(d) = self.distance.as_mut() else {
            return;
        };
        d.here[color] = level.is_some();
        d.asked_at = None;
        self.config.seats[color].computer = level;
        if self.thinking.as_ref().is_some_and(|(c, _)| *c == color) {
            self.stop_thinking();
        }
        self.engines[color] = level.map(|level| Engine::new(level, self.config.seed));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::Square;
    use crate::makruk::ui::command::Command;
    use crate::makruk::ui::session::Seat;

    fn white_here() -> Session {
        let person = |name: &str| Seat {
            name: name.into(),
            computer: None,
        };
        let config = GameConfig::new(person("Somchai"), person("Malee"));
        let here = ByColor {
            white: true,
            black: false,
        };
        Session::at_a_distance(config, here, Settings::default())
    }

    /// White here has played e3–e4 through the table: Black, away, is to move.
    fn after_e3e4() -> Session {
        let mut s = white_here();
        let mv = s
            .game
            .position()
            .find_move(sq("e3"), sq("e4"), None)
            .unwrap();
        assert!(s.receive_move(mv));
        s
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn a_move_here_is_asked_of_the_table_and_played_when_it_comes_back() {
        let mut s = white_here();
        let mv = s
            .game
            .position()
            .find_move(sq("e3"), sq("e4"), None)
            .unwrap();
        s.apply(Command::Play(mv));
        assert_eq!(s.take_asks(), vec![Ask::Move(Color::White, mv)]);
        assert!(s.game.is_empty(), "the window played nothing itself");
        assert!(!s.waiting_for_person(), "one ask at a time");
        assert!(s.receive_move(mv));
        assert_eq!(s.game.len(), 1);
    }

    #[test]
    fn the_colour_away_is_not_played_here_and_resigning_is_asked_for_the_colour_here() {
        let mut s = after_e3e4();
        assert!(!s.waiting_for_person(), "Black moves at the other window");
        s.apply(Command::Undo);
        assert_eq!(s.game.len(), 1, "no undo at a distance");
        s.apply(Command::Resign);
        assert_eq!(s.take_asks(), vec![], "Resign asks first");
        s.apply(Command::ConfirmResign);
        assert_eq!(s.take_asks(), vec![Ask::Resign(Color::White)]);
        assert!(!s.finished(), "until the table says so");
        s.receive_resignation(Color::White);
        assert!(s.finished());
    }

    #[test]
    fn the_computer_here_never_resigns_for_the_person_here() {
        let mut s = after_e3e4();
        s.computer_here(Color::Black, Some(Level::Beginner));
        // Black, the computer's, is to move: the person here is White, and White resigns.
        s.apply(Command::Resign);
        s.apply(Command::ConfirmResign);
        assert_eq!(s.take_asks(), vec![Ask::Resign(Color::White)]);
    }

    fn clocked() -> Session {
        let mut config = GameConfig::new(
            Seat {
                name: "Somchai".into(),
                computer: None,
            },
            Seat {
                name: "Malee".into(),
                computer: None,
            },
        );
        config.clock = Some(crate::makruk::settings::ClockSetting {
            minutes: 1,
            increment: 0,
        });
        let here = ByColor {
            white: true,
            black: false,
        };
        Session::at_a_distance(config, here, Settings::default())
    }

    /// Issue 61 (measured: an online window with a clock painted 2 to 2.4 frames a second
    /// where a local game paints 1, its next-change times jumping between 8 and 933 ms):
    /// a reading taken at this frame's time is shown as read, not less the time since the
    /// session's last frame (the window follows the table before the frame's step).
    #[test]
    fn a_reading_is_shown_as_read_at_the_frame_it_came_in() {
        let mut s = clocked();
        s.step(10.0);
        // The window slept 0.8 s; the table's reading is taken at this frame, 10.8.
        s.follow_clock(
            ByColor {
                white: 50_000,
                black: 60_000,
            },
            Some(Color::White),
            10.8,
        );
        s.step(10.8);
        assert_eq!(s.clock().unwrap().left_ms(Color::White, 10.8), 50_000);
        // The next frame is due when the shown second changes: in 1 ms, not at once and
        // not 800 ms early.
        assert_eq!(s.next_wake(), Some(std::time::Duration::from_millis(1)));
    }

    #[test]
    fn the_clock_here_follows_the_tables_reading_and_never_flags_by_itself() {
        let mut s = clocked();
        s.step(10.0);
        let clock = s.clock().unwrap();
        assert_eq!(clock.running(), None, "the table starts it, not the window");
        s.follow_clock(
            ByColor {
                white: 50_000,
                black: 60_000,
            },
            Some(Color::White),
            10.0,
        );
        s.step(12.0);
        assert_eq!(s.clock().unwrap().left_ms(Color::White, 12.0), 48_000);
        // Long past White's time: the window waits for the table's word.
        s.step(100.0);
        assert!(!s.finished());
        s.receive_flag(Color::White);
        assert_eq!(
            s.ending(),
            Some(Ending::time(Color::White, s.game.position().board()))
        );
        // A reading after the end shows the table's final times (a guest rejoining a
        // game lost on time read the starting ones), but never runs again.
        s.follow_clock(
            ByColor {
                white: 0,
                black: 42_000,
            },
            Some(Color::Black),
            100.0,
        );
        let clock = s.clock().unwrap();
        assert_eq!(clock.running(), None);
        assert_eq!(
            (
                clock.left_ms(Color::White, 200.0),
                clock.left_ms(Color::Black, 200.0)
            ),
            (0, 42_000)
        );
    }

    #[test]
    fn a_colour_taken_over_by_the_computer_here_is_played_by_it() {
        let mut s = after_e3e4();
        s.computer_here(Color::Black, Some(Level::Beginner));
        assert!(!s.is_away(Color::Black));
        assert_eq!(s.config.seats.black.computer, Some(Level::Beginner));
        s.computer_here(Color::Black, None);
        assert!(s.is_away(Color::Black));
        assert!(s.engines.black.is_none());
    }
}
