//! The door through which the protocol plays a game: [`GameTable`], which each game
//! implements in its own folder (`dhayam/online/table.rs`, `makruk/online/table.rs`) with
//! its own rules, and [`Table`], the game in play whichever it is. The protocol knows a
//! game only through it: its moves as text in the game's notation, whose turn it is, its
//! seats and result, its throws as they landed (written as the messages carry them) and
//! their check once the seed is revealed.
//!
//! A table is set up from a [`GameSetup`] by the list of games ([`Games`], handed to the
//! host and to each guest: `games/tables.rs`), so nothing here names a game.

use std::any::Any;
use std::fmt;

use super::message::{Bytes32, ErrorCode, GameSetup, SeatId};
use super::record::{Checked, DiceCheckError, ThrowEntry};
use super::secret;
use crate::games::GameKind;

/// What the seat to act must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    Throw,
    Move,
}

/// How a game ended besides the board: by a word across the table, or by the host's
/// clock (Makruk's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    Resigned(SeatId),
    Drawn,
    OutOfTime(SeatId),
}

/// Why a setup does not make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Dhayam's seats are 2 to 4 letters of R, G, Y, B; Makruk's field is empty.
    Seats(String),
    /// A clock for a game without one (Dhayam).
    Clock,
    /// The rules' own refusal of the options or the FEN.
    Rules(String),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Seats(s) => write!(f, "the seats '{s}' do not make a table"),
            SetupError::Clock => f.write_str("only Makruk is played with a clock"),
            SetupError::Rules(e) => write!(f, "the game cannot be set up: {e}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// The games the protocol can set up: the game a setup names, as its table. The list of
/// games hands it to the host and the guests (`games/tables.rs`).
pub type Games = fn(&GameSetup) -> Result<Table, SetupError>;

/// What a game hands the protocol: its game in play at a distance. Everything is done by
/// the game's own rules; the protocol checks whose turn it is before asking.
pub trait GameTable: fmt::Debug + Send + Sync + Any {
    fn kind(&self) -> GameKind;

    /// The seats that play, in turn order.
    fn seats(&self) -> Vec<SeatId>;

    /// The seat's name as the game calls it (for logs and the CLI; screens translate).
    fn seat_name(&self, seat: SeatId) -> &'static str;

    fn is_over(&self) -> bool;

    /// Who must act and how, while the game is not over.
    fn due(&self) -> (SeatId, Due);

    /// Plays the due seat's move written in the game's notation; returns it as the rules
    /// write it, which is what the record keeps and the host broadcasts. A refused move
    /// leaves the table as it was.
    fn play(&mut self, text: &str) -> Result<String, ErrorCode>;

    /// Ends the game by a word: a resignation, an accepted draw, a flag.
    fn agree(&mut self, _agreement: Agreement) -> Result<(), ErrorCode> {
        Err(ErrorCode::NotInThisGame)
    }

    /// The result in a line, once over: `King Red`, `1-0 checkmate`, `0-1 resignation`.
    fn result(&self) -> Option<String>;

    /// The position in the game's notation: DPN or FEN.
    fn position_text(&self) -> String;

    /// The legal moves as text, in the rules' order, while the game is not over.
    fn legal_moves(&self) -> Vec<String>;

    /// Whether the two seats change places in a rematch (Makruk's colours).
    fn swaps_seats_in_a_rematch(&self) -> bool {
        false
    }

    /// Whether throws are part of the game (and so the dice commitment).
    fn has_dice(&self) -> bool {
        false
    }

    /// How throw number `k` (from 1) lands from the hidden seed and its contribution,
    /// written as the messages carry it; `None` in a game without throws.
    fn landing(&self, _seed: &Bytes32, _contribution: &Bytes32, _k: u32) -> Option<String> {
        None
    }

    /// Takes the due seat's throw as it landed; returns it as the game writes it.
    fn throw(&mut self, _landed: &str) -> Result<String, ErrorCode> {
        Err(ErrorCode::NotInThisGame)
    }

    /// Checks the revealed seed against the commitment and every throw of the game. A
    /// game without throws has only the commitment to check.
    fn check_dice(
        &self,
        commitment: &Bytes32,
        seed: &Bytes32,
        throws: &[ThrowEntry],
    ) -> Result<Checked, DiceCheckError> {
        check_seed(commitment, seed, throws)
    }

    fn boxed(&self) -> Box<dyn GameTable>;
}

/// The check of a seed revealed where no game's throws are to be checked: only that it
/// is the one committed to.
pub fn check_seed(
    commitment: &Bytes32,
    seed: &Bytes32,
    throws: &[ThrowEntry],
) -> Result<Checked, DiceCheckError> {
    if secret::commitment(seed) != *commitment {
        return Err(DiceCheckError::Commitment);
    }
    Ok(Checked {
        throws: throws.len(),
    })
}

/// A game in play, whichever it is.
#[derive(Debug)]
pub struct Table(Box<dyn GameTable>);

impl Clone for Table {
    fn clone(&self) -> Table {
        Table(self.0.boxed())
    }
}

impl Table {
    /// The table of a game's own (each game's `online/table.rs` makes its own).
    pub fn of(game: Box<dyn GameTable>) -> Table {
        Table(game)
    }

    /// The game's own table, if it is a `T`: for the game to read its own back (a
    /// computer seat searches its position).
    pub fn game<T: GameTable>(&self) -> Option<&T> {
        let game: &dyn Any = self.0.as_ref();
        game.downcast_ref()
    }

    pub fn kind(&self) -> GameKind {
        self.0.kind()
    }

    /// Whether throws are part of the game (and so the dice commitment).
    pub fn has_dice(&self) -> bool {
        self.0.has_dice()
    }

    /// The seats that play, in turn order.
    pub fn seats(&self) -> Vec<SeatId> {
        self.0.seats()
    }

    pub fn plays(&self, seat: SeatId) -> bool {
        self.seats().contains(&seat)
    }

    /// The seat's name as the game calls it (for logs and the CLI; screens translate).
    pub fn seat_name(&self, seat: SeatId) -> &'static str {
        self.0.seat_name(seat)
    }

    /// Who must act and how; `None` once the game is over.
    pub fn due(&self) -> Option<(SeatId, Due)> {
        (!self.is_over()).then(|| self.0.due())
    }

    fn check_due(&self, seat: SeatId, due: Due) -> Result<(), ErrorCode> {
        match self.due() {
            None => Err(ErrorCode::GameOver),
            Some(now) if now == (seat, due) => Ok(()),
            Some(_) => Err(ErrorCode::NotYourTurn),
        }
    }

    /// Plays `seat`'s move written in the game's notation; returns it as the rules write
    /// it, which is what the record keeps and the host broadcasts.
    pub fn play(&mut self, seat: SeatId, text: &str) -> Result<String, ErrorCode> {
        self.check_due(seat, Due::Move)?;
        self.0.play(text)
    }

    /// How throw number `k` lands from the seed and its contribution (a game with dice).
    pub fn landing(&self, seed: &Bytes32, contribution: &Bytes32, k: u32) -> Option<String> {
        self.0.landing(seed, contribution, k)
    }

    /// Takes `seat`'s throw as it landed; returns it as the game writes it.
    pub fn throw(&mut self, seat: SeatId, landed: &str) -> Result<String, ErrorCode> {
        if !self.has_dice() {
            return Err(ErrorCode::NotInThisGame);
        }
        self.check_due(seat, Due::Throw)?;
        self.0.throw(landed)
    }

    /// Checks the revealed seed against the commitment and every throw of the game.
    pub fn check_dice(
        &self,
        commitment: &Bytes32,
        seed: &Bytes32,
        throws: &[ThrowEntry],
    ) -> Result<Checked, DiceCheckError> {
        self.0.check_dice(commitment, seed, throws)
    }

    /// Ends the game by a word: a resignation or an accepted draw (Makruk), or a flag.
    pub fn agree(&mut self, agreement: Agreement) -> Result<(), ErrorCode> {
        if self.is_over() {
            return Err(ErrorCode::GameOver);
        }
        self.0.agree(agreement)
    }

    pub fn is_over(&self) -> bool {
        self.0.is_over()
    }

    /// The result in a line, once over: `King Red`, `1-0 checkmate`, `0-1 resignation`.
    pub fn result(&self) -> Option<String> {
        self.0.result()
    }

    /// Whether the two seats change places in a rematch (Makruk's colours).
    pub fn swaps_seats_in_a_rematch(&self) -> bool {
        self.0.swaps_seats_in_a_rematch()
    }

    /// The position in the game's notation: DPN or FEN.
    pub fn position_text(&self) -> String {
        self.0.position_text()
    }

    /// The legal moves as text, in the rules' order (for computer seats and tests).
    pub fn legal_moves(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        self.0.legal_moves()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules as dhayam;
    use crate::makruk::rules as makruk;

    fn dhayam_setup(seats: &str, rules: &str) -> GameSetup {
        GameSetup {
            game: GameKind::Dhayam,
            seats: seats.into(),
            rules: rules.into(),
            clock: None,
        }
    }

    #[test]
    fn a_table_is_made_only_from_a_good_setup() {
        assert!(Table::new(&dhayam_setup("RY", "")).is_ok());
        assert!(Table::new(&dhayam_setup("RGYB", "turn=pooled")).is_ok());
        for seats in ["", "R", "RR", "RX"] {
            assert!(Table::new(&dhayam_setup(seats, "")).is_err(), "{seats}");
        }
        assert!(matches!(
            Table::new(&dhayam_setup("RY", "turn=sideways")),
            Err(SetupError::Rules(_))
        ));
        let mut clocked = dhayam_setup("RY", "");
        clocked.clock = Some(super::super::message::TableClock {
            minutes: 5,
            increment: 0,
        });
        assert_eq!(Table::new(&clocked).err(), Some(SetupError::Clock));
        let makruk = GameSetup {
            game: GameKind::Makruk,
            seats: String::new(),
            rules: makruk::START_FEN.into(),
            clock: clocked.clock,
        };
        let table = Table::new(&makruk).unwrap();
        assert_eq!(table.seats(), [SeatId(0), SeatId(1)]);
        assert_eq!(table.due(), Some((SeatId(0), Due::Move)));
    }

    #[test]
    fn moves_are_checked_by_the_games_own_rules() {
        let mut table = Table::new(&dhayam_setup("RY", "")).unwrap();
        assert_eq!(table.due(), Some((SeatId(0), Due::Throw)));
        assert_eq!(table.play(SeatId(0), "n+1"), Err(ErrorCode::NotYourTurn));
        let one = dhayam::Throw::example_of(dhayam::Value::ONE)
            .unwrap()
            .landing_text();
        assert_eq!(table.throw(SeatId(2), &one), Err(ErrorCode::NotYourTurn));
        table.throw(SeatId(0), &one).unwrap();
        assert_eq!(table.play(SeatId(0), "n+2"), Err(ErrorCode::IllegalMove));
        assert_eq!(table.play(SeatId(0), "n+1").as_deref(), Ok("n+1"));
        assert_eq!(table.position_text(), "n,n,n,0/-/n,n,n,n/- R - -");
    }
}
