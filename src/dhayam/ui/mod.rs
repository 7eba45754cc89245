//! Dhayam's screens and widgets. Widgets read the game and emit [`Command`]s; the
//! [`Session`] applies them after the frame. The board and dice painters are pure functions
//! of the state they are given and the animation time.

pub mod advisor;
pub mod board;
pub mod card;
pub mod command;
pub mod config;
pub mod dice;
pub mod dice_entry;
pub mod game_over;
pub mod learn;
pub mod log;
pub mod new_game;
pub mod review;
pub mod rules_book;
pub mod saved;
pub mod seat_mark;
pub mod session;
pub mod settings_section;
pub mod shells;
pub mod side;
pub mod sound;
pub mod statistics;
pub mod status;
pub mod table;
pub mod text;
pub mod theme;
pub mod tutorial;

use crate::dhayam::rules::{Pawn, Position, Seat, Square, Throw, Value};

pub use crate::dhayam::settings::{AnimSpeed, Settings};
pub use command::Command;
pub use config::{GameConfig, Player, SeatConfig};
pub use session::Session;

/// The one set of timings, in seconds at normal speed, by which the window's game and
/// the tutorial's lessons and exercises move (the animation setting multiplies them).
pub mod timing {
    /// A throw's tumble.
    pub const THROW_SECS: f64 = 0.8;
    /// A pawn's step, square by square.
    pub const STEP_SECS: f64 = 0.13;
    /// A cut pawn's flight home.
    pub const FLY_SECS: f64 = 0.45;
    /// Pauses so a person can follow: before a computer acts (long enough to read the
    /// throw it is about to use), before an automatic move (so a person sees their own
    /// throw's value first), and while "cannot use" is shown.
    pub const COMPUTER_PAUSE: f64 = 1.0;
    pub const AUTO_PAUSE: f64 = 0.9;
    pub const PASS_PAUSE: f64 = 1.3;
}

impl AnimSpeed {
    /// The speed's name on screen.
    pub fn label(self) -> String {
        match self {
            AnimSpeed::Off => text::speed_off(),
            AnimSpeed::Slow => text::speed_slow(),
            AnimSpeed::Normal => text::speed_normal(),
            AnimSpeed::Fast => text::speed_fast(),
        }
    }
}

/// A pawn walking its route square by square; a cut pawn flies home after it lands.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveAnim {
    pub seat: Seat,
    /// Where the pawn started: off the board (`New`/`Cut`) or at a progress.
    pub from: Pawn,
    /// The squares it steps on, the landing square last.
    pub path: Vec<Square>,
    /// The seat whose pawn it cut on the landing square.
    pub cut: Option<Seat>,
    /// How many pawns walk (2 for a twin, V18) and how many the cut sends back.
    pub walkers: u8,
    pub victims: u8,
    pub start: f64,
    pub step_secs: f64,
    pub fly_secs: f64,
}

impl MoveAnim {
    /// How many pawns walk with `from` and how many a cut there sends back: two for a twin
    /// (V18), else one.
    pub fn counts(before: &Position, seat: Seat, from: Pawn, value: Value) -> (u8, u8) {
        let board = before.board();
        let twins = before.options().pairs == crate::dhayam::rules::Pairs::Twin;
        let twin_on = |sq: Square| twins && before.pair_on(sq);
        let walkers = match from {
            Pawn::At(p) if twin_on(p.square(board, seat)) => 2,
            _ => 1,
        };
        let victims = match before.landing(seat, from, value) {
            Ok(l) if l.cut.is_some() && twin_on(l.to.square(board, seat)) => 2,
            _ => 1,
        };
        (walkers, victims)
    }

    pub fn landing(&self) -> Square {
        *self.path.last().expect("a move steps at least once")
    }

    pub fn walk_secs(&self) -> f64 {
        self.step_secs * self.path.len() as f64
    }

    pub fn end(&self) -> f64 {
        self.start
            + self.walk_secs()
            + if self.cut.is_some() {
                self.fly_secs
            } else {
                0.0
            }
    }

    /// Whether the walking pawn has reached its landing square at time `now`.
    pub fn arrived(&self, now: f64) -> bool {
        now >= self.start + self.walk_secs()
    }
}

/// What the dice (or shells) show this frame: the one view `dice` and `shells` both paint.
pub struct DiceView {
    /// How they lie: the last throw, or where they rest before any throw.
    pub shown: Throw,
    pub anim: Option<ThrowAnim>,
    pub now: f64,
    /// Whether clicking the dice throws them.
    pub can_throw: bool,
    /// The seat to move has not thrown yet: the dice lie faded, showing no throw of theirs.
    pub cleared: bool,
}

/// The dice tumbling (or the shells falling) from how they lay to the throw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ThrowAnim {
    pub from: crate::dhayam::rules::Throw,
    pub start: f64,
    pub secs: f64,
}

impl ThrowAnim {
    pub fn end(&self) -> f64 {
        self.start + self.secs
    }

    /// 0 at the start, 1 when settled.
    pub fn progress(&self, now: f64) -> f32 {
        if self.secs <= 0.0 {
            1.0
        } else {
            ((now - self.start) / self.secs).clamp(0.0, 1.0) as f32
        }
    }
}

/// The squares a pawn steps on when `seat` plays `from` by `value`, landing last.
/// `None` when the move is not legal in `position`.
pub fn move_path(position: &Position, seat: Seat, from: Pawn, value: Value) -> Option<Vec<Square>> {
    let landing = position.landing(seat, from, value).ok()?;
    let board = position.board();
    match from {
        Pawn::New | Pawn::Cut => Some(vec![board.home(seat)]),
        Pawn::At(p) => {
            let gate = position.gate_open(seat);
            let path = (1..=value.get())
                .filter_map(|i| p.advance(i, gate, board))
                .map(|q| q.square(board, seat))
                .collect::<Vec<_>>();
            debug_assert_eq!(path.last(), Some(&landing.to.square(board, seat)));
            Some(path)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Options;

    /// V18: a twin walks as two pawns and a twin cut sends two back; anything else one.
    #[test]
    fn v18_a_twin_walks_and_falls_as_two() {
        let twins: Options = "pairs=twin".parse().unwrap();
        let p = Position::from_dpn("n,n,4,4/n,n,23,23/n,n,n,n/n,n,n,n R - 1", twins).unwrap();
        let twin = Pawn::At(crate::dhayam::rules::Progress::new(4).unwrap());
        assert_eq!(MoveAnim::counts(&p, Seat::Red, twin, Value::ONE), (2, 2));
        assert_eq!(
            MoveAnim::counts(&p, Seat::Red, Pawn::New, Value::ONE),
            (1, 1)
        );
        let pairs: Options = "pairs=block".parse().unwrap();
        let p = Position::from_dpn("n,n,3,3/-/n,n,n,n/- R - 1", pairs).unwrap();
        let pair = Pawn::At(crate::dhayam::rules::Progress::new(3).unwrap());
        assert_eq!(MoveAnim::counts(&p, Seat::Red, pair, Value::ONE), (1, 1));
    }
}
