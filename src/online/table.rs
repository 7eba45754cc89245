//! The one place online play knows the games: how each reads, checks, applies and writes
//! a move, whose turn it is, and whether it is over. Everything is done by the game's own
//! rules; a third game would add a variant here and the compiler would point at the rest.

use std::fmt;

use super::message::{ErrorCode, GameSetup, SeatId, TableClock};
use crate::dhayam::rules as dhayam;
use crate::games::GameKind;
use crate::makruk::ending::Ending;
use crate::makruk::rules as makruk;
use crate::makruk::settings::ClockSetting;

/// What the seat to act must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    Throw,
    Move,
}

/// How a Makruk game ended besides the board: by a word across the table, or by the
/// host's clock.
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

/// A game in play, whichever it is.
#[derive(Clone, Debug)]
pub enum Table {
    Dhayam(Box<dhayam::Position>),
    Makruk(Box<MakrukTable>),
}

#[derive(Clone, Debug)]
pub struct MakrukTable {
    /// Automatic counting: a traditional count needs words across the table that this
    /// protocol does not carry yet.
    game: makruk::Game,
    agreement: Option<Agreement>,
}

fn makruk_seat(color: makruk::Color) -> SeatId {
    SeatId(color.index() as u8)
}

/// The colour of a Makruk seat number (0 White, anything else Black: numbers are checked
/// against the table before they get here).
/// The protocol's clock is Makruk's clock setting, field for field.
impl From<TableClock> for ClockSetting {
    fn from(c: TableClock) -> ClockSetting {
        ClockSetting {
            minutes: c.minutes,
            increment: c.increment,
        }
    }
}

impl From<ClockSetting> for TableClock {
    fn from(c: ClockSetting) -> TableClock {
        TableClock {
            minutes: c.minutes,
            increment: c.increment,
        }
    }
}

pub fn makruk_color(seat: SeatId) -> makruk::Color {
    if seat.0 == 0 {
        makruk::Color::White
    } else {
        makruk::Color::Black
    }
}

fn dhayam_seat(seat: dhayam::Seat) -> SeatId {
    SeatId(seat.index() as u8)
}

impl MakrukTable {
    /// The game with its history (a computer seat searches it).
    pub fn game(&self) -> &makruk::Game {
        &self.game
    }
}

impl Table {
    pub fn new(setup: &GameSetup) -> Result<Table, SetupError> {
        match setup.game {
            GameKind::Dhayam => {
                if setup.clock.is_some() {
                    return Err(SetupError::Clock);
                }
                let mut seats = dhayam::SeatSet::EMPTY;
                for c in setup.seats.chars() {
                    let seat = dhayam::Seat::from_letter(c)
                        .filter(|s| !seats.contains(*s))
                        .ok_or_else(|| SetupError::Seats(setup.seats.clone()))?;
                    seats.insert(seat);
                }
                let options: dhayam::Options = setup
                    .rules
                    .parse()
                    .map_err(|e: dhayam::OptionsError| SetupError::Rules(e.to_string()))?;
                let position = dhayam::Position::new(options, seats)
                    .map_err(|e| SetupError::Rules(e.to_string()))?;
                Ok(Table::Dhayam(Box::new(position)))
            }
            GameKind::Makruk => {
                if !setup.seats.is_empty() {
                    return Err(SetupError::Seats(setup.seats.clone()));
                }
                let start = makruk::Position::from_fen(&setup.rules)
                    .map_err(|e| SetupError::Rules(e.to_string()))?;
                Ok(Table::Makruk(Box::new(MakrukTable {
                    game: makruk::Game::new(start, makruk::CountingMode::Automatic),
                    agreement: None,
                })))
            }
        }
    }

    pub fn kind(&self) -> GameKind {
        match self {
            Table::Dhayam(_) => GameKind::Dhayam,
            Table::Makruk(_) => GameKind::Makruk,
        }
    }

    /// Whether throws are part of the game (and so the dice commitment).
    pub fn has_dice(&self) -> bool {
        matches!(self, Table::Dhayam(_))
    }

    /// What the game throws: its dice or shells (Dhayam only).
    pub fn implement(&self) -> Option<dhayam::Implement> {
        match self {
            Table::Dhayam(p) => Some(p.options().dice),
            Table::Makruk(_) => None,
        }
    }

    /// The seats that play, in turn order.
    pub fn seats(&self) -> Vec<SeatId> {
        match self {
            Table::Dhayam(p) => p.seats().iter().map(dhayam_seat).collect(),
            Table::Makruk(_) => makruk::Color::ALL.into_iter().map(makruk_seat).collect(),
        }
    }

    pub fn plays(&self, seat: SeatId) -> bool {
        self.seats().contains(&seat)
    }

    /// The seat's name as the game calls it (for logs and the CLI; screens translate).
    pub fn seat_name(&self, seat: SeatId) -> &'static str {
        match self {
            Table::Dhayam(_) => dhayam::Seat::from_index(seat.index()).name(),
            Table::Makruk(_) if seat.0 == 0 => "White",
            Table::Makruk(_) => "Black",
        }
    }

    /// Who must act and how; `None` once the game is over.
    pub fn due(&self) -> Option<(SeatId, Due)> {
        if self.is_over() {
            return None;
        }
        match self {
            Table::Dhayam(p) => {
                let due = if p.needs_throw() {
                    Due::Throw
                } else {
                    Due::Move
                };
                Some((dhayam_seat(p.thrower()), due))
            }
            Table::Makruk(t) => Some((makruk_seat(t.game.position().turn()), Due::Move)),
        }
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
        match self {
            Table::Dhayam(p) => {
                let mv: dhayam::Move = text.parse().map_err(|_| ErrorCode::IllegalMove)?;
                // `play` hands a copy back on error: the table stays as it was.
                let (next, _) = (**p).play(mv).map_err(|_| ErrorCode::IllegalMove)?;
                **p = next;
                Ok(mv.to_string())
            }
            Table::Makruk(t) => {
                let mv = t
                    .game
                    .position()
                    .parse_uci(text)
                    .map_err(|_| ErrorCode::IllegalMove)?;
                t.game.play(mv).map_err(|_| ErrorCode::IllegalMove)?;
                Ok(mv.to_string())
            }
        }
    }

    /// Takes `seat`'s throw (Dhayam).
    pub fn throw(&mut self, seat: SeatId, throw: dhayam::Throw) -> Result<(), ErrorCode> {
        if !self.has_dice() {
            return Err(ErrorCode::NotInThisGame);
        }
        self.check_due(seat, Due::Throw)?;
        match self {
            Table::Dhayam(p) if throw.implement() != p.options().dice => {
                Err(ErrorCode::IllegalMove)
            }
            Table::Dhayam(p) => p.throw(throw.value()).map_err(|_| ErrorCode::NotYourTurn),
            Table::Makruk(_) => Err(ErrorCode::NotInThisGame),
        }
    }

    /// Ends a Makruk game by a word: a resignation or an accepted draw.
    pub fn agree(&mut self, agreement: Agreement) -> Result<(), ErrorCode> {
        if self.is_over() {
            return Err(ErrorCode::GameOver);
        }
        match self {
            Table::Dhayam(_) => Err(ErrorCode::NotInThisGame),
            Table::Makruk(t) => {
                t.agreement = Some(agreement);
                Ok(())
            }
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Table::Dhayam(p) => p.is_over(),
            Table::Makruk(t) => t.agreement.is_some() || t.game.outcome().is_some(),
        }
    }

    /// The result in a line, once over: `King Red`, `1-0 checkmate`, `0-1 resignation`.
    pub fn result(&self) -> Option<String> {
        match self {
            Table::Dhayam(p) => p.outcome().map(|o| match o.teams {
                true => format!(
                    "King {} and {}",
                    o.king().name(),
                    o.king().opposite().name()
                ),
                false => format!("King {}", o.king().name()),
            }),
            Table::Makruk(t) => match t.agreement {
                Some(Agreement::Resigned(seat)) => {
                    let winner = !makruk_color(seat);
                    Some(format!("{} resignation", makruk::pgn_result(Some(winner))))
                }
                Some(Agreement::OutOfTime(seat)) => {
                    // The same ending the window's own clock gives (a bare khun cannot win
                    // on time).
                    let ending = Ending::time(makruk_color(seat), t.game.position().board());
                    Some(format!("{} time", ending.result()))
                }
                Some(Agreement::Drawn) => Some(format!("{} agreement", makruk::pgn_result(None))),
                None => t
                    .game
                    .outcome()
                    .map(|o| format!("{} {o}", makruk::pgn_result(o.winner()))),
            },
        }
    }

    /// The position in the game's notation: DPN or FEN.
    pub fn position_text(&self) -> String {
        match self {
            Table::Dhayam(p) => p.to_dpn(),
            Table::Makruk(t) => t.game.position().fen(),
        }
    }

    /// The legal moves as text, in the rules' order (for computer seats and tests).
    pub fn legal_moves(&self) -> Vec<String> {
        if self.is_over() {
            return Vec::new();
        }
        match self {
            Table::Dhayam(p) => p.legal_moves().iter().map(|m| m.to_string()).collect(),
            Table::Makruk(t) => t
                .game
                .position()
                .legal_moves()
                .iter()
                .map(|m| m.to_string())
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let one = dhayam::Throw::example_of(dhayam::Value::ONE).unwrap();
        assert_eq!(table.throw(SeatId(2), one), Err(ErrorCode::NotYourTurn));
        table.throw(SeatId(0), one).unwrap();
        assert_eq!(table.play(SeatId(0), "n+2"), Err(ErrorCode::IllegalMove));
        assert_eq!(table.play(SeatId(0), "n+1").as_deref(), Ok("n+1"));
        assert_eq!(table.position_text(), "n,n,n,0/-/n,n,n,n/- R - -");
    }
}
