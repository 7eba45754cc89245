//! Whether a win chance can be trusted: positions from whole games, each seat's chance
//! to become King as an estimate gives it, against who did become King. A reliability
//! table (the predictions in tenths, 0–10% … 90–100%, with the mean prediction and the
//! observed rate of each) and the Brier score and log-loss over all predictions.

use super::{Level, Policy, Resources, SELF_PLAY_MAX_THROWS};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, MoveList, Options, Position, PositionError, Seat, SeatSet};

/// Predictions and outcomes, by tenth of the predicted chance.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Reliability {
    /// Per tenth: predictions, their sum, and how many came true.
    pub bins: [(u64, f64, u64); 10],
    brier: f64,
    log_loss: f64,
}

impl Reliability {
    /// One prediction `p` (0–1) of an event, and whether it happened.
    pub fn add(&mut self, p: f64, happened: bool) {
        let p = p.clamp(0.0, 1.0);
        let bin = ((p * 10.0) as usize).min(9);
        let (n, sum, yes) = &mut self.bins[bin];
        *n += 1;
        *sum += p;
        *yes += u64::from(happened);
        let y = f64::from(u8::from(happened));
        self.brier += (p - y) * (p - y);
        let q = if happened { p } else { 1.0 - p };
        self.log_loss -= q.max(1e-9).ln();
    }

    pub fn count(&self) -> u64 {
        self.bins.iter().map(|b| b.0).sum()
    }

    /// Mean squared error of the predictions (0 is perfect; always 0.5 scores 0.25).
    pub fn brier(&self) -> f64 {
        self.brier / self.count().max(1) as f64
    }

    /// Mean negative log-likelihood of the outcomes (nats).
    pub fn log_loss(&self) -> f64 {
        self.log_loss / self.count().max(1) as f64
    }
}

/// A position from a game, and the game's King.
#[derive(Clone, Copy, Debug)]
pub struct Sample {
    pub position: Position,
    pub king: Seat,
}

/// Positions from games `games` in which every seat plays `level` (deterministic
/// players), game `g` thrown from `(seed, g)`: every `every`-th throw of each game, taken
/// between turns (no throw held), before the throw. Games stopped by the guard give none.
pub fn samples(
    seats: SeatSet,
    options: Options,
    level: Level,
    games: std::ops::Range<u64>,
    every: u32,
    seed: u64,
) -> Result<Vec<Sample>, PositionError> {
    let every = every.max(1);
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    for game in games {
        let game_seed = derive_seed(seed, game);
        let mut dice = Dice::from_seed(game_seed);
        let mut players: BySeat<Option<Box<dyn Policy>>> = BySeat::from_fn(|s| {
            seats.contains(s).then(|| {
                level.player_with(
                    derive_seed(game_seed ^ 0x0ca1_1b8a, s as u64),
                    Resources::deterministic(),
                )
            })
        });
        let mut position = Position::new(options, seats)?;
        let mut taken = Vec::new();
        let mut throws = 0;
        while position.king().is_none() && throws < SELF_PLAY_MAX_THROWS {
            if position.needs_throw() {
                if position.pending().is_empty() && throws % every == every - 1 {
                    taken.push(position);
                }
                throws += 1;
                position.throw_unchecked(dice.throw_with(position.options().dice).value());
                continue;
            }
            position.legal_moves_into(&mut moves);
            let seat = position.to_move();
            let mv = players[seat]
                .as_mut()
                .expect("the seat to move plays")
                .choose(&position, &moves);
            for (other, player) in players.0.iter_mut().enumerate() {
                if let Some(player) = player.as_mut().filter(|_| other != seat.index()) {
                    player.observe(&position, &moves, mv);
                }
            }
            position.play_unchecked(mv);
        }
        if let Some(king) = position.king() {
            out.extend(taken.into_iter().map(|position| Sample { position, king }));
        }
    }
    Ok(out)
}

/// The reliability of `estimate` over `samples`: one prediction per seat that plays.
pub fn reliability(
    samples: &[Sample],
    mut estimate: impl FnMut(&Position) -> BySeat<f64>,
) -> Reliability {
    let mut table = Reliability::default();
    for sample in samples {
        let chances = estimate(&sample.position);
        for seat in sample.position.seats().iter() {
            table.add(chances[seat], seat == sample.king);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reliability_table_counts_by_tenth() {
        let mut t = Reliability::default();
        t.add(0.05, false);
        t.add(0.95, true);
        t.add(1.0, true);
        t.add(0.5, false);
        assert_eq!(t.count(), 4);
        assert_eq!(t.bins[0].0, 1);
        assert_eq!(t.bins[9], (2, 1.95, 2));
        assert_eq!(t.bins[5], (1, 0.5, 0));
        let brier = (0.05f64.powi(2) + 0.05f64.powi(2) + 0.0 + 0.25) / 4.0;
        assert!((t.brier() - brier).abs() < 1e-12);
    }

    #[test]
    fn samples_come_between_turns_with_their_game_king() {
        let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
        let s = samples(seats, Options::default(), Level::Easy, 0..3, 7, 5).unwrap();
        assert!(!s.is_empty());
        for sample in &s {
            assert!(sample.position.needs_throw() && sample.position.pending().is_empty());
            assert!(seats.contains(sample.king));
        }
        let again = samples(seats, Options::default(), Level::Easy, 0..3, 7, 5).unwrap();
        assert_eq!(again.len(), s.len());
    }
}
