//! How much a search setting loses per decision: a benchmark far quieter than an arena.
//!
//! Decisions are taken from games of greedy self-play, or of greedy play against a weaker
//! level (`Against`). Each candidate move of each decision is valued once, with many
//! rollouts played to the King (the reference); then a setting chooses by `race`, and
//! what it loses is the reference value of the best candidate minus that of its choice.
//! The reference plays to the end, so a setting that stops early and asks the evaluation
//! is judged against the game itself, not against the evaluation.
//!
//! Thousands of games separate two settings in an arena; a few hundred decisions do here,
//! because the luck of the dice after the move is averaged out once, in the reference.

use std::time::Duration;

use crate::platform::Instant;

use super::expert;
use super::greedy::Greedy;
use super::rollout::{Budget, move_chances};
use super::search::{candidates, race};
use super::{Level, Policy, Resources, SELF_PLAY_MAX_THROWS};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, Move, MoveList, Options, Position, PositionError, SeatSet};

/// How a setting ranks the legal moves before rolling out the best few.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Ranking {
    /// The greedy heuristic's scores (Medium, Hard).
    #[default]
    Greedy,
    /// The learned network one throw ahead (`expert::ranked`), which Expert once rolled
    /// out as Hard does. Where the budget's evaluation has no network to give
    /// (`Evaluate::network`: the linear one, a damaged file, or opponents seen to move at
    /// random), the greedy heuristic's.
    OneThrow,
}

/// One decision: a position and the candidates a search would roll out, with their
/// reference values (the mover's chance to become King after each).
#[derive(Clone, Debug)]
pub struct Case {
    pub position: Position,
    pub candidates: Vec<Move>,
    pub values: Vec<f64>,
    /// Each seat's share of random moves in the rollouts, the reference's and the
    /// settings' alike: the opponents' level, known (`Level::random_share`).
    pub erratic: BySeat<f64>,
}

/// Whom the decisions are taken against: only levels whose play the rollouts model
/// exactly (`Level::random_share`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    /// Greedy self-play: every seat's decisions.
    Greedy,
    /// The first seat plays greedy against beginners; only its decisions.
    Beginner,
    /// The first seat plays greedy against random players; only its decisions.
    Random,
}

impl Against {
    /// The opponents' level, when it is not greedy self-play.
    pub fn level(self) -> Option<Level> {
        match self {
            Against::Greedy => None,
            Against::Beginner => Some(Level::Beginner),
            Against::Random => Some(Level::Random),
        }
    }
}

impl Case {
    /// What choosing candidate `i` loses against the best candidate.
    pub fn loss(&self, i: usize) -> f64 {
        let best = self.values.iter().copied().fold(f64::MIN, f64::max);
        best - self.values[i]
    }
}

/// Candidates kept per decision: Hard's width. `judge` may look at fewer, as Medium does.
pub const WIDTH: usize = 5;

/// `count` decisions with two or more candidates (about one in eleven, so they spread over
/// whole games, up to the first seat home), valued by `reference` rollouts each.
pub fn cases(
    seats: SeatSet,
    options: Options,
    count: usize,
    seed: u64,
    reference: Budget,
    against: Against,
) -> Result<Vec<Case>, PositionError> {
    let first = seats.iter().next();
    let share = against.level().map_or(0.0, Level::random_share);
    let erratic = BySeat::from_fn(|s| {
        if seats.contains(s) && Some(s) != first {
            share
        } else {
            0.0
        }
    });
    let mut found: Vec<(Position, Vec<Move>)> = Vec::new();
    let mut moves = MoveList::new();
    let mut game = 0;
    while found.len() < count {
        let game_seed = derive_seed(seed, game);
        game += 1;
        let mut dice = Dice::from_seed(game_seed);
        // Its own stream, apart from the dice's.
        let mut player = Greedy::new(game_seed ^ 0x00c0_ffee);
        let mut opponent = against
            .level()
            .map(|level| level.player_with(game_seed ^ 0x0a6a_1257, Resources::deterministic()));
        let mut position = Position::new(options, seats)?;
        let mut decision = game;
        let mut throws = 0;
        // With `places` the game goes on after the King; the King's race is what counts.
        while position.king().is_none() && throws < SELF_PLAY_MAX_THROWS && found.len() < count {
            if position.needs_throw() {
                throws += 1;
                position.throw_unchecked(dice.throw_with(position.options().dice).value());
                continue;
            }
            position.legal_moves_into(&mut moves);
            if let Some(opponent) = opponent
                .as_mut()
                .filter(|_| Some(position.to_move()) != first)
            {
                position.play_unchecked(opponent.choose(&position, &moves));
                continue;
            }
            let candidates = candidates(&position, moves.as_slice(), WIDTH);
            if candidates.len() > 1 {
                decision += 1;
                if decision % 11 == 0 {
                    found.push((position, candidates));
                }
            }
            let mv = player.choose(&position, &moves);
            position.play_unchecked(mv);
        }
    }
    Ok(found
        .into_iter()
        .enumerate()
        .map(|(i, (position, candidates))| {
            let values = move_chances(
                &position,
                &candidates,
                derive_seed(seed ^ 0x0ef0_0ef0, i as u64),
                Budget {
                    erratic,
                    ..reference
                },
            );
            Case {
                position,
                candidates,
                values,
                erratic,
            }
        })
        .collect())
}

/// How a setting did over the cases.
#[derive(Clone, Copy, Debug)]
pub struct Judged {
    /// Mean reference chance lost per decision (0.01 is one percentage point).
    pub mean_loss: f64,
    /// The share of decisions where it chose a best candidate.
    pub best_share: f64,
    /// Mean think time per decision.
    pub time: Duration,
}

/// Lets `budget` choose among the first `width` candidates of every case, as
/// `RolloutPlayer` does, and scores its choices. With `Ranking::OneThrow` the case's
/// candidates (the heuristic's best few, the only ones with reference values) are first
/// put in the order the network one throw ahead gives them, as Expert ranks them.
pub fn judge(cases: &[Case], budget: Budget, width: usize, ranking: Ranking, seed: u64) -> Judged {
    let clock = Instant::now();
    let (mut loss, mut best) = (0.0, 0);
    for (i, case) in cases.iter().enumerate() {
        let budget = Budget {
            erratic: case.erratic,
            ..budget
        };
        let order: Vec<usize> = match (
            ranking,
            budget.evaluate.network(&case.position, &case.erratic),
        ) {
            (Ranking::OneThrow, Some(net)) => {
                let ranked = expert::ranked(net, &case.position, &case.candidates, usize::MAX, 1);
                ranked
                    .iter()
                    .map(|m| case.candidates.iter().position(|c| c == m).expect("ranked"))
                    .collect()
            }
            _ => (0..case.candidates.len()).collect(),
        };
        let width = width.clamp(1, case.candidates.len());
        let candidates: Vec<Move> = order[..width].iter().map(|&c| case.candidates[c]).collect();
        let chosen = if width == 1 {
            0
        } else {
            race(
                &case.position,
                &candidates,
                derive_seed(seed, i as u64),
                budget,
                1.0,
            )
        };
        let lost = case.loss(order[chosen]);
        loss += lost;
        best += usize::from(lost <= 0.0);
    }
    let n = cases.len().max(1);
    Judged {
        mean_loss: loss / n as f64,
        best_share: best as f64 / n as f64,
        time: clock.elapsed() / n as u32,
    }
}

/// What the greedy heuristic's own choice (the first candidate) loses, for comparison.
pub fn greedy_loss(cases: &[Case]) -> f64 {
    cases.iter().map(|c| c.loss(0)).sum::<f64>() / cases.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Seat;

    #[test]
    fn a_search_loses_less_per_decision_than_the_heuristic_it_starts_from() {
        let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
        // Long enough to see most cuts and gates play out; the CLI's reference plays to
        // the King.
        let reference = Budget {
            horizon: Some(64),
            ..Budget::playouts(400)
        };
        let cases = cases(seats, Options::default(), 24, 3, reference, Against::Greedy).unwrap();
        assert_eq!(cases.len(), 24);
        for case in &cases {
            assert!(case.candidates.len() > 1);
            assert!(case.candidates.iter().all(|m| case.position.is_legal(*m)));
            assert!(case.values.iter().all(|v| (0.0..=1.0).contains(v)));
        }
        let short = Budget {
            horizon: Some(16),
            ..Budget::playouts(200)
        };
        let searched = judge(&cases, short, WIDTH, Ranking::Greedy, 9);
        assert!(searched.mean_loss < greedy_loss(&cases), "{searched:?}");
        assert!((0.0..=1.0).contains(&searched.best_share));
        // Width 1 keeps the heuristic's own choice: it loses exactly what greedy loses.
        let narrow = judge(&cases, short, 1, Ranking::Greedy, 9);
        assert!((narrow.mean_loss - greedy_loss(&cases)).abs() < 1e-12);
    }

    #[test]
    fn with_places_the_cases_stop_at_the_first_seat_home() {
        // Three seats: with two, the first seat home ends the game anyway.
        let seats: SeatSet = [Seat::Red, Seat::Green, Seat::Yellow].into_iter().collect();
        let options: Options = "places=on".parse().unwrap();
        // Enough cases to span several games, each long past its King but for the stop.
        let cases = cases(seats, options, 120, 4, Budget::playouts(1), Against::Greedy).unwrap();
        assert_eq!(cases.len(), 120);
        assert!(cases.iter().all(|c| c.position.finished().is_empty()));
    }

    #[test]
    fn against_random_play_the_cases_are_the_first_seats_and_its_opponent_is_played_at_random() {
        let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
        let reference = Budget {
            horizon: Some(64),
            ..Budget::playouts(200)
        };
        let cases = cases(seats, Options::default(), 16, 3, reference, Against::Random).unwrap();
        assert_eq!(cases.len(), 16);
        for case in &cases {
            assert_eq!(case.position.to_move(), Seat::Red);
            assert_eq!(case.erratic.0, [0.0, 0.0, 1.0, 0.0]);
        }
        // Valued against careful play, the same moves give the mover less.
        let careful: Vec<Case> = cases
            .iter()
            .map(|c| Case {
                values: move_chances(&c.position, &c.candidates, 1, reference),
                ..c.clone()
            })
            .collect();
        let mean = |cs: &[Case]| cs.iter().map(|c| c.values[0]).sum::<f64>() / cs.len() as f64;
        assert!(
            mean(&cases) > mean(&careful) + 0.02,
            "{} {}",
            mean(&cases),
            mean(&careful)
        );
    }
}
