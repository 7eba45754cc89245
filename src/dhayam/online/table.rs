//! Dhayam's table at a distance: what the protocol asks of a game (`online::GameTable`),
//! answered by Dhayam's rules. Seats are numbered as the rules number them (R, G, Y, B are
//! 0–3), moves travel as DPN's move text, and each throw as it landed (`2,1`, `101100`),
//! drawn from the host's seed and a contribution (`dice.rs`).

use super::dice::{self, ThrowEntry as DhayamThrow};
use crate::dhayam::rules::{Move, Options, OptionsError, Position, Seat, SeatSet, Throw};
use crate::games::GameKind;
use crate::online::record::{Checked, DiceCheckError, ThrowEntry};
use crate::online::table::{Due, GameTable, SetupError};
use crate::online::{Bytes32, ErrorCode, GameSetup, SeatId};

/// A Dhayam game in play at a distance.
#[derive(Clone, Debug)]
pub struct DhayamTable {
    position: Position,
}

fn seat_id(seat: Seat) -> SeatId {
    SeatId(seat.index() as u8)
}

impl DhayamTable {
    /// The game `setup` describes: its seats' letters (`RY`) and its options, no clock.
    pub fn set_up(setup: &GameSetup) -> Result<DhayamTable, SetupError> {
        if setup.clock.is_some() {
            return Err(SetupError::Clock);
        }
        let mut seats = SeatSet::EMPTY;
        for c in setup.seats.chars() {
            let seat = Seat::from_letter(c)
                .filter(|s| !seats.contains(*s))
                .ok_or_else(|| SetupError::Seats(setup.seats.clone()))?;
            seats.insert(seat);
        }
        let options: Options = setup
            .rules
            .parse()
            .map_err(|e: OptionsError| SetupError::Rules(e.to_string()))?;
        let position =
            Position::new(options, seats).map_err(|e| SetupError::Rules(e.to_string()))?;
        Ok(DhayamTable { position })
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
}

impl GameTable for DhayamTable {
    fn kind(&self) -> GameKind {
        GameKind::Dhayam
    }

    fn seats(&self) -> Vec<SeatId> {
        self.position.seats().iter().map(seat_id).collect()
    }

    fn seat_name(&self, seat: SeatId) -> &'static str {
        Seat::from_index(seat.index()).name()
    }

    fn is_over(&self) -> bool {
        self.position.is_over()
    }

    fn due(&self) -> (SeatId, Due) {
        let due = if self.position.needs_throw() {
            Due::Throw
        } else {
            Due::Move
        };
        (seat_id(self.position.thrower()), due)
    }

    fn play(&mut self, text: &str) -> Result<String, ErrorCode> {
        let mv: Move = text.parse().map_err(|_| ErrorCode::IllegalMove)?;
        // `play` hands a copy back on error: the table stays as it was.
        let (next, _) = self.position.play(mv).map_err(|_| ErrorCode::IllegalMove)?;
        self.position = next;
        Ok(mv.to_string())
    }

    fn result(&self) -> Option<String> {
        self.position.outcome().map(|o| match o.teams {
            true => format!(
                "King {} and {}",
                o.king().name(),
                o.king().opposite().name()
            ),
            false => format!("King {}", o.king().name()),
        })
    }

    fn position_text(&self) -> String {
        self.position.to_dpn()
    }

    fn legal_moves(&self) -> Vec<String> {
        self.position
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    fn has_dice(&self) -> bool {
        true
    }

    fn landing(&self, seed: &Bytes32, contribution: &Bytes32, k: u32) -> Option<String> {
        let implement = self.position.options().dice;
        Some(dice::throw_for(seed, contribution, k, implement).landing_text())
    }

    fn throw(&mut self, landed: &str) -> Result<String, ErrorCode> {
        let throw = Throw::from_landing_text(landed).ok_or(ErrorCode::IllegalMove)?;
        if throw.implement() != self.position.options().dice {
            return Err(ErrorCode::IllegalMove);
        }
        self.position
            .throw(throw.value())
            .map_err(|_| ErrorCode::NotYourTurn)?;
        Ok(throw.to_string())
    }

    fn check_dice(
        &self,
        commitment: &Bytes32,
        seed: &Bytes32,
        throws: &[ThrowEntry],
    ) -> Result<Checked, DiceCheckError> {
        // The table took only throws that read, so each reads back.
        let throws: Vec<DhayamThrow> = throws
            .iter()
            .filter_map(|t| {
                Some(DhayamThrow {
                    k: t.k,
                    seat: t.seat,
                    contribution: t.contribution,
                    throw: Throw::from_landing_text(&t.landed)?,
                })
            })
            .collect();
        dice::verify(commitment, seed, &throws)
    }

    fn boxed(&self) -> Box<dyn GameTable> {
        Box::new(self.clone())
    }
}
