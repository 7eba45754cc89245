//! Whole games played by computer players as fast as the engine allows: for the
//! `dhayam-cli sim` figures, the benchmark, and the property tests.

use std::time::Duration;

use crate::platform::Instant;

use crate::dhayam::ai::{Level, Policy};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, Move, MoveList, Options, Outcome, Position, SeatSet, Value};

/// A game longer than this many throws is abandoned (none has been seen; it guards the
/// simulator against a rules bug turning into a hang).
pub const MAX_THROWS_PER_GAME: u64 = 1_000_000;

#[derive(Clone, Debug)]
pub struct SimConfig {
    pub options: Options,
    pub seats: SeatSet,
    pub games: u64,
    pub level: Level,
    pub seed: u64,
}

/// Totals over a simulation.
#[derive(Clone, Debug, Default)]
pub struct SimReport {
    pub games: u64,
    /// Games abandoned at `MAX_THROWS_PER_GAME`.
    pub abandoned: u64,
    pub throws: u64,
    /// Moves played, passes included.
    pub moves: u64,
    pub passes: u64,
    pub cuts: u64,
    pub wins: BySeat<u64>,
    /// How often each value came, indexed by `Value::ordinal`.
    pub values: [u64; Value::ALL.len()],
    pub elapsed: Duration,
}

impl SimReport {
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// Plays one game from `position` to its end, counting into `report`.
pub fn play_game(
    mut position: Position,
    dice: &mut Dice,
    players: &mut BySeat<Box<dyn Policy>>,
    report: &mut SimReport,
) -> Option<Outcome> {
    let mut throws = 0;
    let mut moves = MoveList::new();
    // `phase()` spelled out: this loop is the benchmark's hot path.
    while !position.is_over() {
        if position.needs_throw() {
            if throws == MAX_THROWS_PER_GAME {
                return None;
            }
            throws += 1;
            let value = dice.throw_with(position.options().dice).value();
            report.values[value.ordinal()] += 1;
            position.throw_unchecked(value);
        } else {
            position.legal_moves_into(&mut moves);
            let mv = players[position.to_move()].choose(&position, &moves);
            let played = position.play_unchecked(mv);
            report.moves += 1;
            report.passes += u64::from(mv == Move::Pass);
            report.cuts += u64::from(played.cut.is_some());
        }
    }
    position.outcome()
}

/// Plays `config.games` games; game `i` throws dice seeded from `(seed, i)`.
pub fn run(config: &SimConfig) -> Result<SimReport, crate::dhayam::rules::PositionError> {
    let start = Position::new(config.options, config.seats)?;
    let mut players = BySeat::from_fn(|s| {
        config
            .level
            .player(derive_seed(config.seed, 1 << 40 | s as u64))
    });
    let mut report = SimReport::default();
    let clock = Instant::now();
    for i in 0..config.games {
        let mut dice = Dice::from_seed(derive_seed(config.seed, i));
        let outcome = play_game(start, &mut dice, &mut players, &mut report);
        report.throws += dice.thrown();
        report.games += 1;
        match outcome {
            Some(o) => {
                for seat in o.winners().iter() {
                    report.wins[seat] += 1;
                }
            }
            None => report.abandoned += 1,
        }
    }
    report.elapsed = clock.elapsed();
    Ok(report)
}
