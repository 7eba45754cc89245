//! Hints, post-game review and the win chances bar: each seat's chance to become King,
//! and the mover's after each legal move. Where the learned network knows the game and
//! every seat plays carefully (`Evaluate::network`), it judges as Expert does: the hint
//! and the bar where a move is due look as far as Expert would (a fourth throw where it
//! fits), the review `EXPERT_LOOK` throws ahead (`expert`); elsewhere rollouts judge
//! (`rollout`), with the budget's evaluation at their horizon.

use std::time::Duration;

use super::eval::learned::Net;
use super::eval::{self, Evaluate};
use super::expert::{Look, Looking};
use super::params::{
    EXPERT_LOOK, HINT_MS, HINT_PLAYOUTS, REVIEW_MIN_MS, REVIEW_MOVE_MS, REVIEW_PLAYOUTS,
    REVIEW_TIME,
};
use super::rollout::{
    Budget, Rollouts, mean_outcomes, mean_shares, mover_outcomes, outcome_rollouts,
};
use crate::dhayam::play::dice::derive_seed;
use crate::dhayam::play::record::{GameRecord, Ply, apply};
use crate::dhayam::rules::{BySeat, Move, Phase, Position, Seat, Value};
use crate::platform::Instant;

/// What a hint may spend: many rollouts, every core, at most 200 ms.
pub fn hint_budget() -> Budget {
    Budget {
        horizon: Some(crate::dhayam::ai::HORIZON),
        playouts: HINT_PLAYOUTS,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        erratic: BySeat::default(),
        evaluate: Evaluate::Learned,
        time: Some(Duration::from_millis(HINT_MS)),
    }
}

/// What each decision of a review may spend (`review_with` shares `REVIEW_TIME` out).
pub fn review_budget() -> Budget {
    Budget {
        horizon: Some(crate::dhayam::ai::HORIZON),
        playouts: REVIEW_PLAYOUTS,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        erratic: BySeat::default(),
        evaluate: Evaluate::Learned,
        time: Some(Duration::from_millis(REVIEW_MOVE_MS)),
    }
}

/// The best move of a position and how it compares with the next best.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub best: Move,
    /// The mover's chance to become King after the best move, 0–1.
    pub chance: f64,
    /// The next best move and its chance, when there is more than one move.
    pub second: Option<(Move, f64)>,
}

/// Every legal move with the mover's chance after it, best first. The mover is played
/// as a careful player after its move, whatever `budget.erratic` says of its seat: a move
/// is judged by what it gives a player who goes on playing well.
/// The review's judge: the network looks `EXPERT_LOOK` throws ahead at every decision.
pub fn rank_moves(position: &Position, seed: u64, budget: Budget) -> Vec<(Move, f64)> {
    rank(position, seed, budget, false)
}

/// `rank_moves` for the hint: where the network judges, it looks as far as Expert
/// would in its place (a fourth throw where that fits, `expert::judged`), so the hint
/// names the move Expert would play. One decision can afford it; a review of a whole
/// game, a decision at a time, keeps to three throws.
pub fn hint_ranking(position: &Position, seed: u64, budget: Budget) -> Vec<(Move, f64)> {
    rank(position, seed, budget, true)
}

fn rank(position: &Position, seed: u64, budget: Budget, as_expert: bool) -> Vec<(Move, f64)> {
    Ranking::new(position, seed, budget, as_expert)
        .resume(None)
        .expect("a ranking never asked to pause is done")
}

/// A ranking of a position's moves (`hint_ranking`, `rank_moves`) worked out in steps, to
/// be paused and taken up again (a browser's frames): the same ranking as in one go.
pub struct Ranking(Ranked);

enum Ranked {
    /// The network's look at every move.
    Network(&'static Net, Box<Looking>),
    /// Rollouts after every move, from the position (whose mover they judge).
    Rollouts(Box<(Position, Vec<Move>, Rollouts)>),
}

impl Ranking {
    /// `hint_ranking`'s, to be worked out by `resume`.
    pub fn hint(position: &Position, seed: u64, budget: Budget) -> Ranking {
        Ranking::new(position, seed, budget, true)
    }

    /// `rank_moves`'s, to be worked out by `resume`.
    pub fn review(position: &Position, seed: u64, budget: Budget) -> Ranking {
        Ranking::new(position, seed, budget, false)
    }

    fn new(position: &Position, seed: u64, mut budget: Budget, as_expert: bool) -> Ranking {
        budget.erratic[position.to_move()] = 0.0;
        let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
        if let Some(net) = budget.evaluate.network(position, &budget.erratic) {
            let looking = if as_expert {
                Looking::expert(*position, &moves, None)
            } else {
                Looking::at(*position, &moves, EXPERT_LOOK)
            };
            return Ranking(Ranked::Network(net, Box::new(looking)));
        }
        let rollouts = outcome_rollouts(position, &moves, seed, 0, budget);
        Ranking(Ranked::Rollouts(Box::new((*position, moves, rollouts))))
    }

    /// Goes on until the moves are ranked (best first) or, once `pause` has come, pauses
    /// (`None`: call again to go on).
    pub fn resume(&mut self, pause: Option<Instant>) -> Option<Vec<(Move, f64)>> {
        match &mut self.0 {
            Ranked::Network(net, looking) => {
                let (valued, _) = looking.resume(net, pause)?;
                Some(
                    valued
                        .into_iter()
                        .map(|(chance, m)| (m, f64::from(chance)))
                        .collect(),
                )
            }
            Ranked::Rollouts(rolled) => {
                let (position, moves, rollouts) = &mut **rolled;
                let shares = rollouts.resume(pause)?;
                let chances = mean_outcomes(&mover_outcomes(position, shares));
                let mut ranked: Vec<(Move, f64)> = moves.iter().copied().zip(chances).collect();
                ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
                Some(ranked)
            }
        }
    }
}

/// Each seat's chance to become King from `position` (the win chances bar).
pub fn win_chances(position: &Position, seed: u64, budget: Budget) -> BySeat<f64> {
    Chances::new(position, seed, budget)
        .resume(None)
        .expect("chances never asked to pause are found")
}

/// `win_chances` worked out in steps, to be paused and taken up again (a browser's
/// frames): the same chances as in one go.
pub struct Chances(Chanced);

enum Chanced {
    Decided(BySeat<f64>),
    /// The network's: where a move is due, the look that finds the best one first, then
    /// the look at what it leaves.
    Network(
        &'static Net,
        Position,
        Option<Box<Looking>>,
        Option<Box<Look>>,
    ),
    Rollouts(Rollouts),
}

impl Chances {
    pub fn new(position: &Position, seed: u64, budget: Budget) -> Chances {
        if let Some(winners) = position.winners() {
            return Chances(Chanced::Decided(eval::decided(winners)));
        }
        Chances(match budget.evaluate.network(position, &budget.erratic) {
            Some(net) => {
                if position.is_over() || position.needs_throw() {
                    let look = Box::new(Look::new(*position, EXPERT_LOOK));
                    Chanced::Network(net, *position, None, Some(look))
                } else {
                    let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
                    let looking = Box::new(Looking::expert(*position, &moves, None));
                    Chanced::Network(net, *position, Some(looking), None)
                }
            }
            None => Chanced::Rollouts(Rollouts::new(vec![*position], seed, 0, budget)),
        })
    }

    /// Goes on until the chances are found or, once `pause` has come, pauses (`None`:
    /// call again to go on).
    pub fn resume(&mut self, pause: Option<Instant>) -> Option<BySeat<f64>> {
        let chances = match &mut self.0 {
            Chanced::Decided(chances) => return Some(*chances),
            // As `expert::chances`: where a move is due, what the move `judged` ranks
            // first leaves, looked at as far as it looked.
            Chanced::Network(net, position, looking, look) => {
                if look.is_none() {
                    let (values, throws) = looking.as_mut()?.resume(net, pause)?;
                    let mut after = *position;
                    after.play_unchecked(values[0].1);
                    *look = Some(Box::new(Look::new(after, throws)));
                }
                look.as_mut()?.resume_uncapped(net, pause)?
            }
            Chanced::Rollouts(rollouts) => return Some(mean_shares(&rollouts.resume(pause)?[0])),
        };
        Some(BySeat::from_fn(|s| f64::from(chances[s])))
    }
}

/// The hint for the seat to move, or `None` when no move is due.
pub fn hint(position: &Position, seed: u64, budget: Budget) -> Option<Hint> {
    hint_of(&hint_ranking(position, seed, budget))
}

/// The hint from a hint's ranking (`hint_ranking`, `Ranking::hint`).
pub fn hint_of(ranked: &[(Move, f64)]) -> Option<Hint> {
    let &(best, chance) = ranked.first()?;
    Some(Hint {
        best,
        chance,
        second: ranked.get(1).copied(),
    })
}

/// How bad a move was, by the King chance it gave away (GNU Backgammon's marks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// Lost 2% or more: doubtful.
    Doubtful,
    /// Lost 5% or more: a mistake.
    Mistake,
    /// Lost 10% or more: a blunder.
    Blunder,
}

impl Mark {
    pub fn for_loss(loss: f64) -> Option<Mark> {
        match loss {
            l if l >= 0.10 => Some(Mark::Blunder),
            l if l >= 0.05 => Some(Mark::Mistake),
            l if l >= 0.02 => Some(Mark::Doubtful),
            _ => None,
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Doubtful => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// One reviewed decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewedMove {
    /// The ply of the move (1-based, as in save files).
    pub ply: usize,
    pub seat: Seat,
    pub played: Move,
    pub best: Move,
    /// The King chance the played move gave away against the best one (0 when best).
    pub loss: f64,
    pub mark: Option<Mark>,
}

/// A whole game's review for some seats.
#[derive(Clone, Debug, Default)]
pub struct Review {
    pub moves: Vec<ReviewedMove>,
    /// Per seat: what its throws were worth, as a change in its chance to become King
    /// (0.12 = 12 points of win chance): each throw's `throw_luck`, added up over the game.
    pub luck: BySeat<f64>,
    /// Per seat: share of reviewed decisions marked ?! or worse.
    pub error_rate: BySeat<f64>,
}

/// How far a review has come: decisions judged of those to judge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    pub judged: usize,
    pub total: usize,
}

/// How many decisions (moves with more than one legal choice) the `seats` made: what a
/// review judges.
pub fn count_decisions(record: &GameRecord, seats: &[Seat]) -> usize {
    let Ok(mut position) = record.start() else {
        return 0;
    };
    let mut count = 0;
    for (i, ply) in record.plies.iter().enumerate() {
        if matches!(ply, Ply::Move(_))
            && seats.contains(&position.thrower())
            && position.legal_moves().len() > 1
        {
            count += 1;
        }
        if apply(&mut position, *ply, i + 1).is_err() {
            break;
        }
    }
    count
}

/// The thrower's chance to become King once `value` is thrown in `position` (a throw
/// due): the best of its moves by the evaluation (the network where it knows the game,
/// else the linear one), or the position as it stands when it throws again first.
fn chance_after_throw(position: &Position, value: Value, erratic: &BySeat<f64>) -> Option<f64> {
    let seat = position.thrower();
    let mut thrown = *position;
    thrown.throw(value).ok()?;
    let standing = |p: &Position| match p.winners() {
        Some(winners) => eval::decided(winners)[seat],
        None => Evaluate::Learned.chances(p, erratic)[seat],
    };
    if !matches!(thrown.phase(), Phase::Move) {
        return Some(standing(&thrown));
    }
    thrown
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut after = thrown;
            after.play_unchecked(mv);
            standing(&after)
        })
        .max_by(f64::total_cmp)
}

/// The luck of a throw (GNU Backgammon's): how much `value` changed the thrower's chance
/// to become King against what the implement's throws give on average here. Positive:
/// better than an average throw; negative: worse.
pub fn throw_luck(position: &Position, value: Value, erratic: &BySeat<f64>) -> f64 {
    let implement = position.options().dice;
    let Some(thrown) = chance_after_throw(position, value, erratic) else {
        return 0.0;
    };
    let average: f64 = implement
        .values()
        .iter()
        .filter_map(|v| Some(implement.share(*v) * chance_after_throw(position, *v, erratic)?))
        .sum();
    thrown - average
}

/// Reviews every decision (more than one legal move) of the `seats` in a game.
pub fn review(record: &GameRecord, seats: &[Seat], seed: u64, budget: Budget) -> Review {
    review_with(record, seats, seed, budget, &mut |_, _| true)
}

/// `review`, telling `step` the review so far and how far it has come after each judged
/// decision (and once at the start); `step` returning false stops it (the window's
/// review closed), and the review so far comes back. Every decision is judged, however
/// long the game: where rollouts judge, the time is shared out (`REVIEW_TIME`).
pub fn review_with(
    record: &GameRecord,
    seats: &[Seat],
    seed: u64,
    budget: Budget,
    step: &mut dyn FnMut(&Review, Progress) -> bool,
) -> Review {
    Reviewing::new(record.clone(), seats.to_vec(), seed, budget)
        .resume(None, step)
        .expect("a review never asked to pause ends")
}

/// `review_with` worked out in steps, to be paused and taken up again (a browser's
/// frames): the same review as in one go.
pub struct Reviewing {
    record: GameRecord,
    seats: Vec<Seat>,
    seed: u64,
    budget: Budget,
    review: Review,
    progress: Progress,
    /// The position before the ply `next`; `None` where the record does not start.
    position: Option<Position>,
    next: usize,
    /// The decision of ply `next` being judged.
    judging: Option<Ranking>,
    decisions: BySeat<u32>,
    marked: BySeat<u32>,
    /// Whether the start has been told.
    begun: bool,
}

impl Reviewing {
    pub fn new(record: GameRecord, seats: Vec<Seat>, seed: u64, budget: Budget) -> Reviewing {
        let total = count_decisions(&record, &seats);
        let mut budget = budget;
        if total > 0 {
            let share = (REVIEW_TIME / total as u32).clamp(
                Duration::from_millis(REVIEW_MIN_MS),
                Duration::from_millis(REVIEW_MOVE_MS),
            );
            budget.time = Some(budget.time.map_or(share, |t| t.min(share)));
        }
        Reviewing {
            position: record.start().ok(),
            record,
            seats,
            seed,
            budget,
            review: Review::default(),
            progress: Progress { judged: 0, total },
            next: 0,
            judging: None,
            decisions: BySeat::default(),
            marked: BySeat::default(),
            begun: false,
        }
    }

    /// How far the review has come.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// Goes on judging until the review ends (or `step` stops it: `review_with`) or, once
    /// `pause` has come, pauses (`None`: call again to go on).
    pub fn resume(
        &mut self,
        pause: Option<Instant>,
        step: &mut dyn FnMut(&Review, Progress) -> bool,
    ) -> Option<Review> {
        let Some(mut position) = self.position else {
            return Some(std::mem::take(&mut self.review));
        };
        if !self.begun {
            self.begun = true;
            if !step(&self.review, self.progress) {
                return Some(std::mem::take(&mut self.review));
            }
        }
        while let Some(&ply) = self.record.plies.get(self.next) {
            let i = self.next;
            // Whoever throws and chooses (V14: a seat home plays for its partner).
            let seat = position.thrower();
            match ply {
                Ply::Throw(t) | Ply::HandThrow(t) => {
                    self.review.luck[seat] +=
                        throw_luck(&position, t.value(), &self.budget.erratic);
                }
                Ply::Move(played)
                    if self.seats.contains(&seat) && position.legal_moves().len() > 1 =>
                {
                    let (seed, budget) = (derive_seed(self.seed, i as u64), self.budget);
                    let ranking = self
                        .judging
                        .get_or_insert_with(|| Ranking::review(&position, seed, budget));
                    let Some(ranked) = ranking.resume(pause) else {
                        self.position = Some(position);
                        return None;
                    };
                    self.judging = None;
                    let (best, best_chance) = ranked[0];
                    let played_chance = ranked
                        .iter()
                        .find(|(m, _)| *m == played)
                        .map_or(0.0, |r| r.1);
                    let loss = (best_chance - played_chance).max(0.0);
                    let mark = Mark::for_loss(loss);
                    self.decisions[seat] += 1;
                    self.marked[seat] += u32::from(mark.is_some());
                    self.review.moves.push(ReviewedMove {
                        ply: i + 1,
                        seat,
                        played,
                        best,
                        loss,
                        mark,
                    });
                    self.progress.judged += 1;
                    if !step(&self.review, self.progress) {
                        return Some(std::mem::take(&mut self.review));
                    }
                }
                Ply::Move(_) => {}
            }
            if apply(&mut position, ply, i + 1).is_err() {
                break;
            }
            self.next += 1;
            self.position = Some(position);
            if pause.is_some_and(|p| Instant::now() >= p) {
                return None;
            }
        }
        for seat in Seat::ALL {
            if self.decisions[seat] > 0 {
                self.review.error_rate[seat] =
                    f64::from(self.marked[seat]) / f64::from(self.decisions[seat]);
            }
        }
        Some(std::mem::take(&mut self.review))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::{expert, rollout};
    use crate::dhayam::rules::{Implement, Options};

    #[test]
    fn d1_average_throw_is_three_and_three_quarters() {
        let total: f64 = Implement::LongDice
            .all_throws()
            .into_iter()
            .map(|t| f64::from(t.value().get()))
            .sum();
        assert!((total / 16.0 - Implement::LongDice.average()).abs() < 1e-12);
        assert_eq!(Implement::LongDice.average(), 3.75);
        // V1: (6·1 + 15·2 + 20·3 + 15·4 + 6·5 + 6 + 12) / 64.
        assert_eq!(Implement::SixCowries.average(), 204.0 / 64.0);
    }

    #[test]
    fn marks_follow_the_thresholds() {
        assert_eq!(Mark::for_loss(0.019), None);
        assert_eq!(Mark::for_loss(0.02), Some(Mark::Doubtful));
        assert_eq!(Mark::for_loss(0.07), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.25).map(Mark::symbol), Some("??"));
    }

    #[test]
    fn the_hint_prefers_the_cut_that_opens_the_gate() {
        // Red can cut Yellow's pawn at b7 (10+4) or walk another pawn.
        let position =
            Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default()).unwrap();
        let hint = hint(&position, 1, Budget::playouts(300)).unwrap();
        assert_eq!(hint.best.to_string(), "10+4");
        let (_, second) = hint.second.unwrap();
        assert!(hint.chance > second, "{hint:?}");
    }

    #[test]
    fn where_the_network_knows_the_game_the_advice_is_experts() {
        // Two careful seats under the seeds' rules: the hint is Expert's move (a fourth
        // throw where it fits), the review's ranking the three-throw look's, and the
        // chances are the network's looking three throws ahead; no rollout is played.
        let position =
            Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default()).unwrap();
        let budget = Budget {
            evaluate: Evaluate::Learned,
            ..Budget::playouts(0)
        };
        let net = eval::learned::embedded(eval::learned::Learned::TwoSeats).unwrap();
        let moves = position.legal_moves();
        let hint = hint(&position, 1, budget).unwrap();
        assert_eq!(hint.best, expert::choice(net, &position, moves.as_slice()));
        assert_eq!(
            rank_moves(&position, 1, budget)[0].0,
            expert::ranked(net, &position, moves.as_slice(), 1, EXPERT_LOOK)[0]
        );
        assert!(hint.second.is_some_and(|(_, c)| c <= hint.chance));
        let before = Position::from_dpn("n,n,3,10/-/n,n,n,2/- Y - -", Options::default()).unwrap();
        for p in [position, before] {
            let chances = win_chances(&p, 1, budget);
            assert!(
                (chances.0.iter().sum::<f64>() - 1.0).abs() < 1e-5,
                "{chances:?}"
            );
            assert!(chances[Seat::Red] > 0.0 && chances[Seat::Yellow] > 0.0);
        }
        // Where the mover must move, the bar is what its best move leaves.
        assert!(
            (win_chances(&position, 1, budget)[Seat::Red] - hint.chance).abs() < 1e-6,
            "{hint:?}"
        );
        // Against a seat seen to move at random, rollouts judge (the network learned
        // careful play only).
        let erratic = Budget {
            erratic: BySeat::from_fn(|s| f64::from(u8::from(s == Seat::Yellow))),
            ..Budget::playouts(200)
        };
        let rolled = win_chances(
            &before,
            3,
            Budget {
                evaluate: Evaluate::Learned,
                ..erratic
            },
        );
        assert_eq!(rolled, rollout::win_chances(&before, 3, erratic));
    }

    #[test]
    fn a_hint_against_a_random_seat_counts_on_its_random_play() {
        let position =
            Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default()).unwrap();
        let against = |yellow: f64, red: f64| {
            let budget = Budget {
                horizon: Some(32),
                erratic: BySeat::from_fn(|s| match s {
                    Seat::Yellow => yellow,
                    _ => red,
                }),
                ..Budget::playouts(400)
            };
            hint(&position, 1, budget).unwrap()
        };
        let careful = against(0.0, 0.0);
        let random = against(1.0, 0.0);
        assert!(
            random.chance > careful.chance + 0.02,
            "{random:?} {careful:?}"
        );
        // The mover is judged as going on carefully, whatever its own share.
        assert_eq!(against(0.0, 1.0), careful);
    }

    #[test]
    fn a_review_marks_decisions_of_the_chosen_seats_only() {
        let seats = crate::dhayam::rules::SeatSet::EMPTY
            .with(Seat::Red)
            .with(Seat::Yellow);
        let mut game = crate::dhayam::play::game::Game::new(Options::default(), seats, 5).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, 160, |moves| moves[moves.len() - 1]);
        let review = review(game.record(), &[Seat::Red], 9, Budget::playouts(24));
        assert!(!review.moves.is_empty());
        for m in &review.moves {
            assert_eq!(m.seat, Seat::Red);
            assert!(m.loss >= 0.0 && m.loss <= 1.0);
            // The marks' thresholds as the README states them: ?! 2%, ? 5%, ?? 10%.
            let expected = if m.loss >= 0.10 {
                Some(Mark::Blunder)
            } else if m.loss >= 0.05 {
                Some(Mark::Mistake)
            } else if m.loss >= 0.02 {
                Some(Mark::Doubtful)
            } else {
                None
            };
            assert_eq!(m.mark, expected, "loss {}", m.loss);
            assert!(matches!(game.record().plies[m.ply - 1], Ply::Move(p) if p == m.played));
        }
        assert!(review.luck[Seat::Red].abs() < 8.25);
        assert_eq!(review.error_rate[Seat::Yellow], 0.0);
    }

    /// Issue 62, point 12: a long game is judged to its last decision, however many there
    /// are (the review stopped at ply 200 of 244 when a time limit ran out), and the
    /// window is told of each judged decision as it comes.
    #[test]
    fn a_long_game_is_judged_to_its_last_decision_and_each_one_is_told_as_it_comes() {
        let seats = crate::dhayam::rules::SeatSet::EMPTY
            .with(Seat::Red)
            .with(Seat::Green)
            .with(Seat::Yellow)
            .with(Seat::Blue);
        let mut game = crate::dhayam::play::game::Game::new(Options::default(), seats, 11).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, 2000, |moves| moves[0]);
        assert!(game.position().is_over());
        let everyone: Vec<Seat> = seats.iter().collect();
        let total = count_decisions(game.record(), &everyone);
        assert!(total > 100, "{total} decisions");
        // The window's budget: rollouts judge four seats (the network knows two), and the
        // review used to stop at 2.8 s with this game's last decisions unjudged.
        let budget = review_budget();
        let mut told = Vec::new();
        let review = review_with(game.record(), &everyone, 3, budget, &mut |r, p| {
            assert_eq!(r.moves.len(), p.judged);
            told.push(p);
            true
        });
        assert_eq!(review.moves.len(), total);
        assert_eq!(told.len(), total + 1);
        assert_eq!(told.first(), Some(&Progress { judged: 0, total }));
        assert_eq!(
            told.last(),
            Some(&Progress {
                judged: total,
                total
            })
        );
        let last_decision = review.moves.last().unwrap().ply;
        assert!(
            last_decision > game.record().plies.len() - 40,
            "{last_decision}"
        );

        // Closing the review stops it where it is.
        let stopped = review_with(game.record(), &everyone, 3, budget, &mut |_, p| {
            p.judged < 5
        });
        assert_eq!(stopped.moves.len(), 5);
    }

    /// Issue 62, point 12: luck is told as win chance. At the start only a 1 enters a
    /// pawn: a 1 is lucky and a 2 (no move) unlucky, and over every value, weighed by its
    /// chance, luck comes to nothing.
    #[test]
    fn a_throws_luck_is_the_win_chance_it_gives_against_an_average_throw() {
        let start = Position::from_dpn("n,n,n,n/-/n,n,n,1/- R - -", Options::default()).unwrap();
        let careful = BySeat::default();
        let one = throw_luck(&start, Value::new(1).unwrap(), &careful);
        let two = throw_luck(&start, Value::new(2).unwrap(), &careful);
        assert!(one > 0.005, "{one}");
        assert!(two < 0.0, "{two}");
        assert!(one < 1.0 && two > -1.0);
        let dice = Implement::LongDice;
        let expected: f64 = dice
            .values()
            .iter()
            .map(|v| dice.share(*v) * throw_luck(&start, *v, &careful))
            .sum();
        assert!(expected.abs() < 1e-9, "{expected}");
    }

    /// Issue 65: in a browser the advice is worked out in steps between frames; paused
    /// after every step, it comes out as in one go, by rollouts and by the network.
    #[test]
    fn advice_in_steps_is_the_advice_in_one_go() {
        fn stepped<T>(mut resume: impl FnMut(Option<Instant>) -> Option<T>) -> (T, usize) {
            let mut pauses = 0;
            loop {
                // A pause already come: each step does the least it can.
                match resume(Some(Instant::now())) {
                    Some(answer) => return (answer, pauses),
                    None => pauses += 1,
                }
            }
        }
        let to_move = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default()).unwrap();
        let to_throw =
            Position::from_dpn("n,n,3,10/-/n,n,n,2/- Y - -", Options::default()).unwrap();
        let rolled = Budget::playouts(200);
        let network = Budget {
            evaluate: Evaluate::Learned,
            ..Budget::playouts(0)
        };
        for budget in [rolled, network] {
            let mut ranking = Ranking::hint(&to_move, 7, budget);
            let (ranked, pauses) = stepped(|p| ranking.resume(p));
            assert_eq!(ranked, hint_ranking(&to_move, 7, budget));
            assert!(pauses > 0, "the hint was worked out in one step");
            let mut ranking = Ranking::review(&to_move, 7, budget);
            assert_eq!(
                stepped(|p| ranking.resume(p)).0,
                rank_moves(&to_move, 7, budget)
            );
            for position in [to_move, to_throw] {
                let mut chances = Chances::new(&position, 7, budget);
                assert_eq!(
                    stepped(|p| chances.resume(p)).0,
                    win_chances(&position, 7, budget)
                );
            }
        }
        // A review, told the same decisions in the same order.
        let seats = crate::dhayam::rules::SeatSet::EMPTY
            .with(Seat::Red)
            .with(Seat::Yellow);
        let mut game = crate::dhayam::play::game::Game::new(Options::default(), seats, 5).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, 120, |moves| moves[moves.len() - 1]);
        let everyone = [Seat::Red, Seat::Yellow];
        for budget in [Budget::playouts(24), network] {
            let (mut told, mut told_stepped) = (Vec::new(), Vec::new());
            let whole = review_with(game.record(), &everyone, 9, budget, &mut |r, p| {
                told.push((r.moves.len(), p));
                true
            });
            let mut reviewing = Reviewing::new(game.record().clone(), everyone.to_vec(), 9, budget);
            let (in_steps, pauses) = stepped(|pause| {
                reviewing.resume(pause, &mut |r, p| {
                    told_stepped.push((r.moves.len(), p));
                    true
                })
            });
            assert!(pauses > 0);
            assert!(!whole.moves.is_empty());
            assert_eq!(in_steps.moves, whole.moves);
            assert_eq!(in_steps.luck, whole.luck);
            assert_eq!(in_steps.error_rate, whole.error_rate);
            assert_eq!(told_stepped, told);
        }
    }
}
