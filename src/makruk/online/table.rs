//! Makruk's table at a distance: what the protocol asks of a game (`online::GameTable`),
//! answered by Makruk's rules. White is seat 0 and Black seat 1, moves travel as UCI, and
//! a game also ends by a word across the table (a resignation, an accepted draw) or by the
//! host's clock.

use crate::games::GameKind;
use crate::makruk::play::ending::Ending;
use crate::makruk::rules::{Color, CountingMode, Game, Position, pgn_result};
use crate::makruk::settings::ClockSetting;
use crate::online::table::{Agreement, Due, GameTable, SetupError};
use crate::online::{ErrorCode, GameSetup, SeatId, TableClock};

/// A Makruk game in play at a distance.
#[derive(Clone, Debug)]
pub struct MakrukTable {
    /// Automatic counting: a traditional count needs words across the table that this
    /// protocol does not carry yet.
    game: Game,
    agreement: Option<Agreement>,
}

fn seat_id(color: Color) -> SeatId {
    SeatId(color.index() as u8)
}

/// The colour of a Makruk seat number (0 White, anything else Black: numbers are checked
/// against the table before they get here).
pub fn color_of(seat: SeatId) -> Color {
    if seat.0 == 0 {
        Color::White
    } else {
        Color::Black
    }
}

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

impl MakrukTable {
    /// The game `setup` describes: its starting FEN, no seat letters.
    pub fn set_up(setup: &GameSetup) -> Result<MakrukTable, SetupError> {
        if !setup.seats.is_empty() {
            return Err(SetupError::Seats(setup.seats.clone()));
        }
        let start =
            Position::from_fen(&setup.rules).map_err(|e| SetupError::Rules(e.to_string()))?;
        Ok(MakrukTable {
            game: Game::new(start, CountingMode::Automatic),
            agreement: None,
        })
    }

    /// The game with its history (a computer seat searches it).
    pub fn game(&self) -> &Game {
        &self.game
    }
}

impl GameTable for MakrukTable {
    fn kind(&self) -> GameKind {
        GameKind::Makruk
    }

    fn seats(&self) -> Vec<SeatId> {
        Color::ALL.into_iter().map(seat_id).collect()
    }

    fn seat_name(&self, seat: SeatId) -> &'static str {
        if seat.0 == 0 { "White" } else { "Black" }
    }

    fn is_over(&self) -> bool {
        self.agreement.is_some() || self.game.outcome().is_some()
    }

    fn due(&self) -> (SeatId, Due) {
        (seat_id(self.game.position().turn()), Due::Move)
    }

    fn play(&mut self, text: &str) -> Result<String, ErrorCode> {
        let mv = self
            .game
            .position()
            .parse_uci(text)
            .map_err(|_| ErrorCode::IllegalMove)?;
        self.game.play(mv).map_err(|_| ErrorCode::IllegalMove)?;
        Ok(mv.to_string())
    }

    fn agree(&mut self, agreement: Agreement) -> Result<(), ErrorCode> {
        self.agreement = Some(agreement);
        Ok(())
    }

    fn result(&self) -> Option<String> {
        match self.agreement {
            Some(Agreement::Resigned(seat)) => {
                let winner = !color_of(seat);
                Some(format!("{} resignation", pgn_result(Some(winner))))
            }
            Some(Agreement::OutOfTime(seat)) => {
                // The same ending the window's own clock gives (a bare khun cannot win on
                // time).
                let ending = Ending::time(color_of(seat), self.game.position().board());
                Some(format!("{} time", ending.result()))
            }
            Some(Agreement::Drawn) => Some(format!("{} agreement", pgn_result(None))),
            None => self
                .game
                .outcome()
                .map(|o| format!("{} {o}", pgn_result(o.winner()))),
        }
    }

    fn position_text(&self) -> String {
        self.game.position().fen()
    }

    fn legal_moves(&self) -> Vec<String> {
        self.game
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    /// The players change colours, so each has White in turn.
    fn swaps_seats_in_a_rematch(&self) -> bool {
        true
    }

    fn boxed(&self) -> Box<dyn GameTable> {
        Box::new(self.clone())
    }
}
