//! Expert: each legal move is valued by the learned network over the seven values the
//! next throw may take, weighed by their chances (D1), each answered by the move the
//! network likes best for whoever plays it, looking as many throws further as asked
//! (`look`; Expert looks `EXPERT_LOOK` throws ahead, and one further where that fits a
//! fixed count of the network's judgements: `choice`), and the best is played. Where the
//! network does not know the game (`Evaluate::network`), Expert plays as Hard.
//! (`decisions::Ranking::OneThrow` ranks Hard's candidates one throw ahead and rolls
//! them out, the first Expert's design, for `dhayam-cli decisions`.)
//!
//! Everything here is `f32` summed in a fixed order (values in D1 order, moves in the
//! move list's order), as the network itself is, so a seeded game replays identically.

use std::time::Duration;

use crate::platform::Instant;

use super::eval::Evaluate;
use super::eval::learned::Net;
use super::params::{EXPERT_DEEPER_COST, EXPERT_DEEPER_JUDGEMENTS, EXPERT_LOOK};
use super::{Policy, RolloutPlayer};
use crate::dhayam::rules::{BySeat, Move, MoveList, Position, Seat};

/// The level Expert: the network's `choice`, or Hard's
/// where no shipped network knows the game (`learned::Learned`) or an
/// opponent has been seen to move at random (the network learned careful opponents).
pub struct ExpertPlayer {
    hard: RolloutPlayer,
    /// A choice under way in steps (`choose_in_steps`).
    looking: Option<Looking>,
    /// The window's think time: the look deepens one throw at a time towards `choice`
    /// and does not start a throw deeper that would overrun it (a slow machine). `None`
    /// (tests, tournaments): always `choice`, which depends on the position alone.
    time: Option<Duration>,
}

/// A look one throw deeper takes about this many times the last's time (seven values, two
/// or three moves each).
const DEEPER_TIME: u32 = 20;

impl ExpertPlayer {
    pub fn new(hard: RolloutPlayer, time: Option<Duration>) -> ExpertPlayer {
        ExpertPlayer {
            hard,
            looking: None,
            time,
        }
    }
}

impl Policy for ExpertPlayer {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        self.choose_in_steps(position, moves, None)
            .expect("a choice never asked to pause is made")
    }

    fn choose_in_steps(
        &mut self,
        position: &Position,
        moves: &MoveList,
        pause: Option<Instant>,
    ) -> Option<Move> {
        if moves.len() == 1 {
            return Some(moves[0]);
        }
        let erratic = self.hard.erratic_opponents(position.to_move());
        let Some(net) = Evaluate::Learned.network(position, &erratic) else {
            return self.hard.choose_in_steps(position, moves, pause);
        };
        if self
            .looking
            .as_ref()
            .is_none_or(|looking| looking.position != *position)
        {
            // The window: a throw deeper at a time while the clock allows, up to
            // `choice`; elsewhere `choice` itself.
            self.looking = Some(Looking::expert(*position, moves.as_slice(), self.time));
        }
        let (values, _) = self.looking.as_mut()?.resume(net, pause)?;
        self.looking = None;
        Some(values[0].1)
    }

    fn observe(&mut self, position: &Position, moves: &MoveList, chosen: Move) {
        self.hard.observe(position, moves, chosen);
    }
}

/// Expert's choice, the same on every machine: the move the network rates best looking
/// `EXPERT_LOOK` throws ahead, or one throw further where that fits (`deeper`).
pub fn choice(net: &Net, position: &Position, moves: &[Move]) -> Move {
    judged(net, position, moves).0[0].1
}

/// Each of `moves` with the mover's chance after it as `choice` judges them, best first,
/// and the throws that look took: a fourth where it fits, three elsewhere.
pub fn judged(net: &Net, position: &Position, moves: &[Move]) -> (Vec<(f32, Move)>, u8) {
    Looking::expert(*position, moves, None)
        .resume(net, None)
        .expect("a look never asked to pause finishes")
}

/// `valued`, and how many judgements of the network it took.
fn counted(net: &Net, position: &Position, moves: &[Move], throws: u8) -> (Vec<(f32, Move)>, u64) {
    let mut looker = Looker::new(net, u64::MAX);
    let values = looker
        .valued(position, moves, throws)
        .expect("a look without a cap finishes");
    (values, looker.judged)
}

/// Whether the look `EXPERT_LOOK + 1` throws ahead may be begun after the look before it
/// took `judged` judgements: it would not fit `EXPERT_DEEPER_JUDGEMENTS` otherwise.
fn deeper_fits(judged: u64) -> bool {
    judged.saturating_mul(EXPERT_DEEPER_COST) <= EXPERT_DEEPER_JUDGEMENTS
}

/// The network's look at each of a position's moves, a move at a time and a throw deeper
/// at a time, to be paused between two moves' looks and taken up again (a browser's
/// frames): the same values as in one go. Only the time spent in `resume` counts as
/// thinking.
pub struct Looking {
    position: Position,
    moves: Vec<Move>,
    /// The window's think time (`ExpertPlayer`): the look deepens from one throw while it
    /// allows. `None`: `judged`'s look, or one look of `last` throws.
    time: Option<Duration>,
    /// The look under way: its throws, the judgements it may take, those it has taken,
    /// and the moves valued so far.
    throws: u8,
    cap: u64,
    judged: u64,
    scored: Vec<(f32, Move)>,
    /// The look at the next move's afterstate, under way.
    current: Option<Look>,
    /// The deepest look to take.
    last: u8,
    /// The last finished look's values, best first, and its throws.
    done: Option<(Vec<(f32, Move)>, u8)>,
    /// When the look under way began, in time thought.
    began: Duration,
    thought: Duration,
}

impl Looking {
    /// Expert's look: a throw deeper at a time while `time` allows (the window), or,
    /// without it, `EXPERT_LOOK` throws and a fourth where it fits (`judged`).
    pub fn expert(position: Position, moves: &[Move], time: Option<Duration>) -> Looking {
        let first = if time.is_some() { 1 } else { EXPERT_LOOK };
        Looking::new(position, moves, time, first, EXPERT_LOOK + 1)
    }

    /// One look `throws` throws ahead (`valued`).
    pub fn at(position: Position, moves: &[Move], throws: u8) -> Looking {
        Looking::new(position, moves, None, throws, throws)
    }

    fn new(
        position: Position,
        moves: &[Move],
        time: Option<Duration>,
        first: u8,
        last: u8,
    ) -> Looking {
        Looking {
            position,
            moves: moves.to_vec(),
            time,
            throws: first,
            cap: u64::MAX,
            judged: 0,
            scored: Vec::with_capacity(moves.len()),
            current: None,
            last,
            done: None,
            began: Duration::ZERO,
            thought: Duration::ZERO,
        }
    }

    /// Goes on looking until the look is done (the moves valued, best first, and the
    /// throws that look took) or, once `pause` has come, pauses between two moves
    /// (`None`: call again to go on).
    pub fn resume(&mut self, net: &Net, pause: Option<Instant>) -> Option<(Vec<(f32, Move)>, u8)> {
        let clock = Instant::now();
        let before = self.thought;
        let thought = || before + clock.elapsed();
        let seat = self.position.to_move();
        loop {
            if let Some(&mv) = self.moves.get(self.scored.len()) {
                let (position, throws) = (self.position, self.throws);
                let look = self.current.get_or_insert_with(|| {
                    let mut after = position;
                    after.play_unchecked(mv);
                    Look::new(after, throws)
                });
                let mut looker = Looker {
                    net,
                    judged: self.judged,
                    cap: self.cap,
                };
                let looked = look.resume(&mut looker, pause);
                self.judged = looker.judged;
                match looked {
                    Looked::Paused => {
                        self.thought = thought();
                        return None;
                    }
                    // Past its cap: the look before it stands.
                    Looked::OverCap => break,
                    Looked::Done(chances) => {
                        self.current = None;
                        self.scored.push((chances[seat], mv));
                    }
                }
            } else {
                // Stable, and a total order on the values (none is NaN: the weights are
                // finite).
                let mut values = std::mem::take(&mut self.scored);
                values.sort_by(|a, b| b.0.total_cmp(&a.0));
                self.done = Some((values, self.throws));
                let took = thought() - self.began;
                if !self.deepen(took, thought()) {
                    break;
                }
            }
            if pause.is_some_and(|p| Instant::now() >= p) {
                self.thought = thought();
                return None;
            }
        }
        self.thought = thought();
        self.done.take()
    }

    /// After a look that `took` so long, with `thought` spent in all: begins the look a
    /// throw deeper where it is wanted and fits, and says whether it did.
    fn deepen(&mut self, took: Duration, thought: Duration) -> bool {
        if self.throws >= self.last {
            return false;
        }
        let cap = if self.throws < EXPERT_LOOK {
            if self
                .time
                .is_some_and(|time| thought + took * DEEPER_TIME > time)
            {
                return false;
            }
            u64::MAX
        } else {
            // The look beyond stops at its count of judgements: at this look's pace, that
            // is the longest it can take.
            let longest = took.mul_f64(EXPERT_DEEPER_JUDGEMENTS as f64 / self.judged.max(1) as f64);
            if !deeper_fits(self.judged) || self.time.is_some_and(|time| thought + longest > time) {
                return false;
            }
            EXPERT_DEEPER_JUDGEMENTS
        };
        self.throws += 1;
        self.cap = cap;
        self.judged = 0;
        self.began = thought;
        true
    }
}

/// Every seat's chance to become King from `position` (a position after a move), looking
/// `throws` throws ahead: for each value of the next throw, weighed by its chance, the
/// seat to move plays the move it rates best looking `throws - 1` throws ahead, and that
/// look's chances count. With no throw left to look at, or a position that awaits none
/// (saved throws to spend), the network rates the position as it stands.
pub fn look(net: &Net, position: &Position, throws: u8) -> BySeat<f32> {
    Looker::new(net, u64::MAX)
        .look(position, throws)
        .expect("a look without a cap finishes")
}

/// `look` at one position worked out in steps, a value of the next throw and a move at a
/// time (each move's own look whole), to be paused between two and taken up again (a
/// browser's frames): the same chances, summed in the same order.
pub struct Look {
    position: Position,
    throws: u8,
    /// The next of the implement's values to look at.
    value: usize,
    /// The value under way, once thrown.
    thrown: Option<Thrown>,
    total: BySeat<f32>,
}

/// A value of the throw under way in a [`Look`]: the position it leaves, its moves, the
/// next to look at, and the best so far for its mover (its chance, and every seat's).
struct Thrown {
    position: Position,
    moves: MoveList,
    next: usize,
    best: (f32, BySeat<f32>),
}

/// How far a look in steps has come.
enum Looked {
    /// Paused: call again to go on.
    Paused,
    /// Past its cap of judgements: given up.
    OverCap,
    Done(BySeat<f32>),
}

impl Look {
    /// The look at `position` (a position after a move) `throws` throws ahead.
    pub fn new(position: Position, throws: u8) -> Look {
        Look {
            position,
            throws,
            value: 0,
            thrown: None,
            total: BySeat([0.0f32; 4]),
        }
    }

    /// Goes on until the chances are found or, once `pause` has come, pauses (`None`:
    /// call again to go on).
    pub fn resume_uncapped(&mut self, net: &Net, pause: Option<Instant>) -> Option<BySeat<f32>> {
        match self.resume(&mut Looker::new(net, u64::MAX), pause) {
            Looked::Paused => None,
            Looked::Done(chances) => Some(chances),
            Looked::OverCap => unreachable!("a look without a cap finishes"),
        }
    }

    fn resume(&mut self, looker: &mut Looker, pause: Option<Instant>) -> Looked {
        let position = self.position;
        // Nothing to branch on: as `Looker::look`, at once.
        if position.winners().is_some() || self.throws == 0 || !position.needs_throw() {
            return match looker.look(&position, self.throws) {
                Some(chances) => Looked::Done(chances),
                None => Looked::OverCap,
            };
        }
        let implement = position.options().dice;
        loop {
            let thrown = match &mut self.thrown {
                Some(thrown) => thrown,
                None => {
                    let Some(&value) = implement.values().get(self.value) else {
                        return Looked::Done(self.total);
                    };
                    let mut thrown = position;
                    thrown.throw_unchecked(value);
                    if thrown.needs_throw() {
                        // A throw that must be followed by another before any move
                        // (pooled turns).
                        let Some(rated) = looker.judge(&thrown) else {
                            return Looked::OverCap;
                        };
                        self.add(rated);
                        continue;
                    }
                    let mut moves = MoveList::new();
                    thrown.legal_moves_into(&mut moves);
                    self.thrown.insert(Thrown {
                        position: thrown,
                        moves,
                        next: 0,
                        best: (f32::NEG_INFINITY, BySeat([0.0f32; 4])),
                    })
                }
            };
            match thrown.moves.as_slice().get(thrown.next) {
                Some(&mv) => {
                    // One look per afterstate gives every seat's chance at once.
                    let mut after = thrown.position;
                    after.play_unchecked(mv);
                    let Some(chances) = looker.look(&after, self.throws - 1) else {
                        return Looked::OverCap;
                    };
                    let mover = thrown.position.to_move();
                    if chances[mover] > thrown.best.0 {
                        thrown.best = (chances[mover], chances);
                    }
                    thrown.next += 1;
                }
                None => {
                    let rated = thrown.best.1;
                    self.thrown = None;
                    self.add(rated);
                }
            }
            if pause.is_some_and(|p| Instant::now() >= p) {
                return Looked::Paused;
            }
        }
    }

    /// Adds the chances after the value under way, weighed by its chance, and goes on to
    /// the next value.
    fn add(&mut self, rated: BySeat<f32>) {
        let implement = self.position.options().dice;
        let value = implement.values()[self.value];
        for seat in Seat::ALL {
            self.total[seat] +=
                rated[seat] * f32::from(implement.chances(value)) / f32::from(implement.landings());
        }
        self.value += 1;
    }
}

/// A look ahead that counts the network's judgements and gives up past a cap: a deeper
/// look tried within a fixed amount of work, the same on every machine (a clock is not).
struct Looker<'a> {
    net: &'a Net,
    judged: u64,
    cap: u64,
}

impl<'a> Looker<'a> {
    fn new(net: &'a Net, cap: u64) -> Looker<'a> {
        Looker {
            net,
            judged: 0,
            cap,
        }
    }

    /// The network's judgement of `position`, or `None` once the cap is reached.
    fn judge(&mut self, position: &Position) -> Option<BySeat<f32>> {
        if self.judged >= self.cap {
            return None;
        }
        self.judged += 1;
        Some(self.net.chances_f32(position))
    }

    /// `look`, or `None` if it would pass the cap.
    fn look(&mut self, position: &Position, throws: u8) -> Option<BySeat<f32>> {
        if let Some(winners) = position.winners() {
            return Some(BySeat::from_fn(|s| {
                f32::from(u8::from(winners.contains(s)))
            }));
        }
        if throws == 0 || !position.needs_throw() {
            return self.judge(position);
        }
        let mut moves = MoveList::new();
        let mut total = BySeat([0.0f32; 4]);
        let implement = position.options().dice;
        for &value in implement.values() {
            let mut thrown = *position;
            thrown.throw_unchecked(value);
            let rated = if thrown.needs_throw() {
                // A throw that must be followed by another before any move (pooled turns).
                self.judge(&thrown)?
            } else {
                thrown.legal_moves_into(&mut moves);
                let mover = thrown.to_move();
                // One look per afterstate gives every seat's chance at once.
                let mut best = (f32::NEG_INFINITY, BySeat([0.0f32; 4]));
                for &mv in moves.iter() {
                    let mut after = thrown;
                    after.play_unchecked(mv);
                    let chances = self.look(&after, throws - 1)?;
                    if chances[mover] > best.0 {
                        best = (chances[mover], chances);
                    }
                }
                best.1
            };
            for seat in Seat::ALL {
                total[seat] += rated[seat] * f32::from(implement.chances(value))
                    / f32::from(implement.landings());
            }
        }
        Some(total)
    }

    /// Each of `moves` with the mover's chance after it, best first (equal values keep
    /// the move list's order), or `None` if the look would pass the cap.
    fn valued(
        &mut self,
        position: &Position,
        moves: &[Move],
        throws: u8,
    ) -> Option<Vec<(f32, Move)>> {
        let seat = position.to_move();
        let mut scored = Vec::with_capacity(moves.len());
        for &mv in moves {
            let mut after = *position;
            after.play_unchecked(mv);
            scored.push((self.look(&after, throws)?[seat], mv));
        }
        // Stable, and a total order on the values (none is NaN: the weights are finite).
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        Some(scored)
    }
}

/// Every seat's chance to become King from any position, as the hint and the bar give it:
/// `look` `EXPERT_LOOK` throws ahead where a throw is due; where a move is due, what the
/// move `choice` plays leaves, looked at as far as `choice` looked (`judged`), so the
/// mover's chance is the hint's.
pub fn chances(net: &Net, position: &Position) -> BySeat<f32> {
    if position.is_over() || position.needs_throw() {
        return look(net, position, EXPERT_LOOK);
    }
    let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
    let (values, throws) = judged(net, position, &moves);
    let mut after = *position;
    after.play_unchecked(values[0].1);
    look(net, &after, throws)
}

/// Each of `moves` with the mover's chance after it looking `throws` throws ahead, best
/// first (equal values keep the move list's order).
pub fn valued(net: &Net, position: &Position, moves: &[Move], throws: u8) -> Vec<(f32, Move)> {
    counted(net, position, moves, throws).0
}

/// The `width` moves of `moves` with the best values for the mover looking `throws`
/// throws ahead, best first.
pub fn ranked(
    net: &Net,
    position: &Position,
    moves: &[Move],
    width: usize,
    throws: u8,
) -> Vec<Move> {
    valued(net, position, moves, throws)
        .into_iter()
        .take(width)
        .map(|(_, m)| m)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::eval::learned::DEFAULT_HIDDEN;
    use crate::dhayam::rules::Options;

    fn position(dpn: &str, rules: &str) -> Position {
        Position::from_dpn(dpn, rules.parse::<Options>().unwrap()).expect("a legal position")
    }

    #[test]
    fn looks_ahead_give_chances_that_sum_to_one_over_the_seats() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        for (dpn, rules) in [
            ("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            ("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", ""),
            ("n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG -", "cutbonus=on"),
            ("n,n,3,10/-/n,n,n,2/- R - 5,12+", "turn=pooled"),
        ] {
            let p = position(dpn, rules);
            for throws in 0..=2 {
                let chances = look(&net, &p, throws);
                let sum: f32 = chances.0.iter().sum();
                assert!((sum - 1.0).abs() < 1e-4, "{dpn} {throws}: {chances:?}");
                assert!(
                    chances.0.iter().all(|v| (0.0..=1.0).contains(v)),
                    "{chances:?}"
                );
            }
        }
    }

    #[test]
    fn one_throw_values_are_pinned() {
        // Bit patterns of a seeded network's one-throw values: the look ahead sums in a
        // fixed order, so a replay with Expert cannot move on another platform unnoticed.
        let net = Net::new(DEFAULT_HIDDEN, 7);
        let bits = |dpn: &str, rules: &str| {
            let p = position(dpn, rules);
            Seat::ALL.map(|s| look(&net, &p, 1)[s].to_bits())
        };
        let got = [
            bits("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            bits("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", "turn=pooled"),
        ];
        assert_eq!(got, PINNED, "{got:#x?}");
    }

    const PINNED: [[u32; 4]; 2] = [
        [0x3efd9868, 0x0, 0x3f0133cc, 0x0],
        [0x3ebd64bb, 0x3ea1a7f3, 0x0, 0x3ea0f351],
    ];

    #[test]
    fn expert_plays_the_networks_choice_where_it_knows_the_game_and_hard_elsewhere() {
        use crate::dhayam::ai::eval::learned;
        use crate::dhayam::ai::rollout::Budget;
        let hard = || RolloutPlayer::new(5, Budget::playouts(64), 3, 1.0);
        // Two seats, the seeds' rules: the embedded network looking three throws ahead.
        let known = position("n,n,3,10/-/n,n,n,2/- R - 4", "");
        let moves = known.legal_moves();
        let net = learned::embedded(learned::Learned::TwoSeats).expect("the network loads");
        assert_eq!(
            ExpertPlayer::new(hard(), None).choose(&known, &moves),
            choice(net, &known, moves.as_slice())
        );
        // In the window it deepens within its time: with time to spare the same move,
        // with none the one-throw look's (the first look always finishes).
        assert_eq!(
            ExpertPlayer::new(hard(), Some(Duration::from_secs(60))).choose(&known, &moves),
            choice(net, &known, moves.as_slice())
        );
        assert_eq!(
            ExpertPlayer::new(hard(), Some(Duration::ZERO)).choose(&known, &moves),
            ranked(net, &known, moves.as_slice(), 1, 1)[0]
        );
        // Four seats: the four-seat network three throws ahead where one is shipped,
        // else Hard's choice.
        let four = position("n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG 4", "");
        let moves = four.legal_moves();
        let expected = match learned::embedded(learned::Learned::FourSeats) {
            Ok(net4) => ranked(net4, &four, moves.as_slice(), 1, EXPERT_LOOK)[0],
            Err(_) => hard().choose(&four, &moves),
        };
        assert_eq!(
            ExpertPlayer::new(hard(), None).choose(&four, &moves),
            expected
        );
        // Three seats and pooled throws no network learned: Hard's choice, seed for seed.
        for (dpn, rules) in [
            ("n,n,3,10/n,0,5,30/n,n,n,2/- R RG 4", ""),
            ("n,n,3,10/-/n,n,n,2/- R - 4,2", "turn=pooled"),
        ] {
            let p = position(dpn, rules);
            let moves = p.legal_moves();
            assert!(Evaluate::Learned.network(&p, &BySeat::default()).is_none());
            assert_eq!(
                ExpertPlayer::new(hard(), None).choose(&p, &moves),
                hard().choose(&p, &moves),
                "{dpn}"
            );
        }
        // An opponent seen to move at random, or the linear evaluation: no network either.
        let erratic = BySeat::from_fn(|s| f64::from(u8::from(s == Seat::Yellow)));
        assert!(Evaluate::Learned.network(&known, &erratic).is_none());
        assert!(
            Evaluate::Linear
                .network(&known, &BySeat::default())
                .is_none()
        );
        // Playing on for places changes nothing before the King, so the network knows it.
        assert_eq!(
            learned::Learned::of(&position("n,n,3,10/-/n,n,n,2/- R - -", "places=on")),
            Some(learned::Learned::TwoSeats)
        );
    }

    #[test]
    fn the_fourth_throw_is_looked_at_only_where_it_fits_the_judgements() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        // Few moves: four throws fit, and the choice is theirs.
        let small = position("n,n,3,10/-/n,n,n,2/- R - 4", "");
        let moves = small.legal_moves();
        let four = ranked(&net, &small, moves.as_slice(), 1, EXPERT_LOOK + 1)[0];
        assert_eq!(choice(&net, &small, moves.as_slice()), four);
        let four_valued = valued(&net, &small, moves.as_slice(), EXPERT_LOOK + 1);
        assert_eq!(four_valued[0].1, four);
        assert!(deeper_fits(0));
        // The hint's ranking is that look's where it fits.
        assert_eq!(
            judged(&net, &small, moves.as_slice()),
            (four_valued, EXPERT_LOOK + 1)
        );
        // A look before it that cost too much: not begun.
        let too_many = EXPERT_DEEPER_JUDGEMENTS / EXPERT_DEEPER_COST + 1;
        assert!(!deeper_fits(too_many));
        assert!(deeper_fits(too_many - 1));
        // A cap reached part way gives up rather than answering from half a look; the
        // count it reached is the cap.
        let mut looker = Looker::new(&net, 10);
        assert_eq!(looker.valued(&small, moves.as_slice(), 2), None);
        assert_eq!(looker.judged, 10);
        // Uncapped, the count is every judgement the look made, and the values are
        // `valued`'s.
        let mut looker = Looker::new(&net, u64::MAX);
        let values = looker.valued(&small, moves.as_slice(), 1).unwrap();
        assert_eq!(values, valued(&net, &small, moves.as_slice(), 1));
        assert!(looker.judged >= 7 * moves.len() as u64, "{}", looker.judged);
    }

    #[test]
    fn a_won_game_is_worth_everything() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        let won = position("48,48,48,48/-/10,11,12,13/- Y R -", "");
        assert_eq!(look(&net, &won, 1)[Seat::Red], 1.0);
        assert_eq!(look(&net, &won, 1)[Seat::Yellow], 0.0);
    }

    #[test]
    fn ranking_is_a_reordering_of_the_moves() {
        let net = Net::new(DEFAULT_HIDDEN, 3);
        let p = position("n,n,3,10/-/n,n,n,2/- R - 4", "");
        let moves = p.legal_moves();
        let all = ranked(&net, &p, moves.as_slice(), 10, 1);
        assert_eq!(all.len(), moves.len());
        assert!(moves.iter().all(|m| all.contains(m)));
        assert_eq!(ranked(&net, &p, moves.as_slice(), 1, 1), all[..1]);
    }

    /// Issue 65: a look worked out in steps (a browser's frames), paused after each move
    /// looked at, sums the same chances to the bit as the look in one go.
    #[test]
    fn a_look_in_steps_is_the_look_in_one_go() {
        let net = Net::new(DEFAULT_HIDDEN, 7);
        for (dpn, rules) in [
            ("n,n,3,10/-/n,n,n,2/- Y - -", ""),
            ("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -", ""),
            ("n,n,3,10/-/n,n,n,2/- R - 5,12+", "turn=pooled"),
        ] {
            let p = position(dpn, rules);
            for throws in 0..=3 {
                let mut stepped = Look::new(p, throws);
                let mut pauses = 0;
                let chances = loop {
                    match stepped.resume_uncapped(&net, Some(Instant::now())) {
                        Some(chances) => break chances,
                        None => pauses += 1,
                    }
                };
                let bits = |c: BySeat<f32>| c.0.map(f32::to_bits);
                assert_eq!(
                    bits(chances),
                    bits(look(&net, &p, throws)),
                    "{dpn} {throws}"
                );
                if throws > 1 && p.needs_throw() {
                    assert!(pauses > 0, "{dpn} {throws}: in one step");
                }
            }
        }
    }
}
