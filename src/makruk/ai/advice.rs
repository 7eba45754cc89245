//! Hints and reviews for the window: the best move with its score as a win chance for
//! the side to move, the next best and the difference; a finished game's moves marked by
//! the win chance each lost (?! 5%, ? 10%, ?? 20%), with the better move.

use std::fmt;

use crate::makruk::rules::{Game, Move, Outcome, Position, Role};

use super::level::Level;
use super::params::{self, MATE, MATE_BOUND, WIN_CHANCE_SCALE};
use super::search::{Run, SearchResult, Searcher};
use super::time::Limits;
use crate::platform::Instant;

/// The chance the side to move wins, from a search score: a logistic of centipawns
/// (`params::WIN_CHANCE_SCALE`, fitted to arena games; README), 1 or 0 for a mate.
/// A draw counts as half a win, so an even position is 0.5.
pub fn win_chance(score: i32) -> f64 {
    if score > MATE_BOUND {
        1.0
    } else if score < -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / WIN_CHANCE_SCALE).exp())
    }
}

/// A searched move with its score and win chance for the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    pub mv: Move,
    pub score: i32,
    pub win_chance: f64,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    pub best: Scored,
    /// The next best move, where there is more than one.
    pub second: Option<Scored>,
    /// How much more the best move's win chance is than the second's.
    pub difference: f64,
}

/// `searcher` set to judge as advice does: hints, the evaluation bar and the review all
/// speak with the strongest level's evaluation.
pub fn searcher(mut searcher: Searcher) -> Searcher {
    searcher.set_evaluate(Level::Master.evaluate());
    searcher
}

/// How long a hint thinks by default: under a second on the 2-core machine.
pub fn hint_limits() -> Limits {
    Limits {
        nodes: Some(params::HINT_NODES),
        movetime: Some(std::time::Duration::from_millis(params::HINT_MS)),
        ..Limits::default()
    }
}

/// The best and next best moves; `None` where there is no legal move.
pub fn hint(
    searcher: &mut Searcher,
    position: &Position,
    history: &[u64],
    limits: Limits,
) -> Option<Hint> {
    hint_of(&searcher.search(position, history, limits, 2, &mut |_| {}))
}

/// A hint of a search for the two best moves.
fn hint_of(r: &SearchResult) -> Option<Hint> {
    let scored = |i: usize| {
        r.root.get(i).filter(|m| m.exact || i == 0).map(|m| Scored {
            mv: m.mv,
            score: m.score,
            win_chance: win_chance(m.score),
        })
    };
    let best = scored(0)?;
    let second = scored(1);
    Some(Hint {
        best,
        second,
        difference: second.map_or(0.0, |s| best.win_chance - s.win_chance),
    })
}

/// One search of advice done in steps (a browser's frames): begun by `begin` at the
/// first step, each step going on until `pause` (`None`: to its end); its result once
/// done, and then the next call begins a new search.
pub(super) fn search_in_steps(
    searcher: &mut Searcher,
    run: &mut Option<Run>,
    pause: Option<Instant>,
    begin: impl FnOnce(&mut Searcher) -> Run,
) -> Option<SearchResult> {
    let going = run.get_or_insert_with(|| begin(searcher));
    let result = searcher.resume(going, pause, &mut |_| {})?;
    *run = None;
    Some(result)
}

/// A hint worked out in steps ([`hint`] in one go: the same search, the same hint).
pub struct Hinting {
    position: Position,
    history: Vec<u64>,
    limits: Limits,
    run: Option<Run>,
}

impl Hinting {
    pub fn new(position: Position, history: Vec<u64>, limits: Limits) -> Hinting {
        Hinting {
            position,
            history,
            limits,
            run: None,
        }
    }

    /// Goes on until `pause` (`None`: to the end); the hint once found (`Some(None)`
    /// where there is no legal move).
    pub fn resume(
        &mut self,
        searcher: &mut Searcher,
        pause: Option<Instant>,
    ) -> Option<Option<Hint>> {
        let (position, history, limits) = (&self.position, &self.history, self.limits);
        let r = search_in_steps(searcher, &mut self.run, pause, |s| {
            s.begin(position, history, limits, 2)
        })?;
        Some(hint_of(&r))
    }
}

/// How bad a move was, by the win chance it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// ?! — lost 5% or more.
    Inaccuracy,
    /// ? — lost 10% or more.
    Mistake,
    /// ?? — lost 20% or more.
    Blunder,
}

impl Mark {
    /// The thresholds, in tenths of a percent: the legend's 5%, 10% and 20%, each
    /// inclusive.
    pub const THRESHOLDS_PERMILLE: [u32; 3] = [50, 100, 200];

    /// The mark for a loss, judged on the loss rounded to a tenth of a percent, as the
    /// review writes it: a move shown as "10.0%" is a mistake (?), one shown as "9.9%"
    /// an inaccuracy (?!).
    pub fn for_loss(lost: f64) -> Option<Mark> {
        let permille = (lost.clamp(0.0, 1.0) * 1000.0).round() as u32;
        let [inaccuracy, mistake, blunder] = Mark::THRESHOLDS_PERMILLE;
        if permille >= blunder {
            Some(Mark::Blunder)
        } else if permille >= mistake {
            Some(Mark::Mistake)
        } else if permille >= inaccuracy {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// One move of a reviewed game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ReviewedMove {
    /// The ply, 0 for the game's first move.
    pub ply: usize,
    pub played: Move,
    /// The engine's choice and the mover's win chance with it.
    pub best: Scored,
    /// The mover's win chance after the move played.
    pub played_win_chance: f64,
    /// What the move played lost against the best (never below 0).
    pub lost: f64,
    pub mark: Option<Mark>,
}

/// The review's default search per position: a 60-move game well inside 20 seconds.
pub fn review_limits() -> Limits {
    Limits {
        nodes: Some(params::REVIEW_NODES),
        movetime: Some(std::time::Duration::from_millis(params::REVIEW_MS)),
        ..Limits::default()
    }
}

/// The window's review of a game of `positions` positions: a first look at every
/// position in a few seconds (`REVIEW_FIRST_MS` shared out, at least `REVIEW_FIRST_MIN_MS`
/// a position), then `review_limits`' deeper look, which corrects its marks.
pub fn review_passes(positions: usize) -> [Limits; 2] {
    let share = params::REVIEW_FIRST_MS / positions.max(1) as u64;
    let first = Limits {
        nodes: Some(params::REVIEW_NODES),
        movetime: Some(std::time::Duration::from_millis(
            share.clamp(params::REVIEW_FIRST_MIN_MS, params::REVIEW_MS),
        )),
        ..Limits::default()
    };
    [first, review_limits()]
}

/// Every position of `game`, from its start to after its last move, each with the
/// repetition history before it (cleared by a capture or a bia's move, which no earlier
/// position can repeat across).
pub(super) fn positions_and_histories(game: &Game) -> (Vec<Position>, Vec<Vec<u64>>) {
    let mut positions = vec![*game.start()];
    let mut histories: Vec<Vec<u64>> = vec![Vec::new()];
    for (i, mv) in game.moves().enumerate() {
        let mut history = histories[i].clone();
        history.push(positions[i].key());
        if mv.is_capture() || mv.role == Role::Bia {
            history.clear();
        }
        let mut next = positions[i];
        next.play_unchecked(mv);
        positions.push(next);
        histories.push(history);
    }
    (positions, histories)
}

/// Reviews every move of `game`, searching every position once per pass (`passes`, each
/// deeper than the last; the last pass's judgement stands). `progress(done, total,
/// judged)` is told after each position searched (`total`: positions times passes), with
/// the moves judged so far: by this pass where the positions before and after them are
/// searched, else by the pass before. It may return false to stop (the review so far
/// comes back).
pub fn review(
    searcher: &mut Searcher,
    game: &Game,
    passes: &[Limits],
    progress: &mut dyn FnMut(usize, usize, &[ReviewedMove]) -> bool,
) -> Vec<ReviewedMove> {
    let mut reviewing = Reviewing::new(game, passes);
    loop {
        if let Some(judged) = reviewing.resume(searcher, None, progress) {
            return judged;
        }
    }
}

/// A review worked out in steps ([`review`] in one go: the same searches in the same
/// order, the same judgement).
pub struct Reviewing {
    moves: Vec<Move>,
    positions: Vec<Position>,
    histories: Vec<Vec<u64>>,
    passes: Vec<Limits>,
    /// The pass at hand and its next position.
    pass: usize,
    next: usize,
    /// The score of each position this pass has searched, for its side to move (the
    /// last may be a game end).
    best: Vec<Option<Scored>>,
    /// The pass before's judgement.
    judged: Vec<ReviewedMove>,
    run: Option<Run>,
}

impl Reviewing {
    pub fn new(game: &Game, passes: &[Limits]) -> Reviewing {
        let (positions, histories) = positions_and_histories(game);
        Reviewing {
            moves: game.moves().collect(),
            best: Vec::with_capacity(positions.len()),
            positions,
            histories,
            passes: passes.to_vec(),
            pass: 0,
            next: 0,
            judged: Vec::new(),
            run: None,
        }
    }

    /// The game's positions, from its start to after its last move.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Each position's history, for the search's repetitions.
    pub fn histories(&self) -> &[Vec<u64>] {
        &self.histories
    }

    /// Goes on until `pause` (`None`: to the end), telling `progress` of each position
    /// searched as [`review`] does; the review once done or stopped.
    pub fn resume(
        &mut self,
        searcher: &mut Searcher,
        pause: Option<Instant>,
        progress: &mut dyn FnMut(usize, usize, &[ReviewedMove]) -> bool,
    ) -> Option<Vec<ReviewedMove>> {
        let count = self.positions.len();
        let total = count * self.passes.len();
        while let Some(&limits) = self.passes.get(self.pass) {
            while self.next < count {
                let i = self.next;
                let p = self.positions[i];
                let scored = match p.outcome() {
                    Some(_) => None,
                    None => {
                        let history = &self.histories[i];
                        let r = search_in_steps(searcher, &mut self.run, pause, |s| {
                            s.begin(&p, history, limits, 1)
                        })?;
                        r.best.map(|mv| Scored {
                            mv,
                            score: r.score,
                            win_chance: win_chance(r.score),
                        })
                    }
                };
                self.best.push(scored);
                self.next += 1;
                // The moves between positions this pass searched, and the pass before's
                // after.
                let so_far = merged(
                    judge(&self.moves[..i], &self.positions, &self.best),
                    i,
                    &self.judged,
                );
                if !progress(self.pass * count + i + 1, total, &so_far) {
                    return Some(merged(
                        judge(&self.moves, &self.positions, &self.best),
                        i,
                        &self.judged,
                    ));
                }
            }
            self.judged = judge(&self.moves, &self.positions, &self.best);
            self.best.clear();
            self.next = 0;
            self.pass += 1;
        }
        Some(std::mem::take(&mut self.judged))
    }
}

/// This pass's judgement of the moves before ply `from`, then the pass before's.
fn merged(mut fresh: Vec<ReviewedMove>, from: usize, before: &[ReviewedMove]) -> Vec<ReviewedMove> {
    fresh.retain(|r| r.ply < from);
    fresh.extend(before.iter().filter(|r| r.ply >= from));
    fresh
}

/// The moves of `moves` judged from the searched positions' scores (`best`, as far as the
/// search came).
fn judge(moves: &[Move], positions: &[Position], best: &[Option<Scored>]) -> Vec<ReviewedMove> {
    let mut out = Vec::new();
    for (ply, &played) in moves.iter().enumerate() {
        let (Some(Some(b)), Some(after)) = (best.get(ply), best.get(ply + 1)) else {
            // The last position's end, or a stopped review.
            if let Some(Some(b)) = best.get(ply)
                && ply + 1 == positions.len() - 1
            {
                let end = match positions[ply + 1].outcome() {
                    Some(Outcome::Checkmate { .. }) => -(MATE - 1),
                    _ => 0,
                };
                out.push(reviewed(ply, played, *b, win_chance(-end)));
            }
            continue;
        };
        let played_chance = match after {
            Some(a) => 1.0 - a.win_chance,
            None => match positions[ply + 1].outcome() {
                Some(Outcome::Checkmate { .. }) => 1.0,
                _ => 0.5,
            },
        };
        out.push(reviewed(ply, played, *b, played_chance));
    }
    out
}

fn reviewed(ply: usize, played: Move, best: Scored, played_win_chance: f64) -> ReviewedMove {
    let lost = if played == best.mv {
        0.0
    } else {
        (best.win_chance - played_win_chance).max(0.0)
    };
    ReviewedMove {
        ply,
        played,
        best,
        played_win_chance,
        lost,
        mark: Mark::for_loss(lost),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::CountingMode;

    #[test]
    fn win_chance_is_a_half_when_even_and_certain_for_a_mate() {
        assert_eq!(win_chance(0), 0.5);
        assert!(win_chance(300) > 0.7 && win_chance(300) < 0.95);
        assert!((win_chance(-300) + win_chance(300) - 1.0).abs() < 1e-12);
        assert_eq!(win_chance(MATE - 3), 1.0);
        assert_eq!(win_chance(-MATE + 4), 0.0);
    }

    #[test]
    fn a_hint_gives_the_best_move_the_next_and_the_difference() {
        let p = Position::from_fen("3k4/R7/8/8/8/8/8/3K3R w - - 0 1").unwrap();
        let h = hint(&mut Searcher::new(4), &p, &[], Limits::depth(4)).unwrap();
        assert_eq!(h.best.mv.to_string(), "h1h8");
        assert_eq!(h.best.win_chance, 1.0);
        let second = h.second.unwrap();
        assert_ne!(second.mv, h.best.mv);
        assert!(h.difference >= 0.0);
    }

    #[test]
    fn marks_follow_the_win_chance_lost() {
        assert_eq!(Mark::for_loss(0.04), None);
        assert_eq!(Mark::for_loss(0.05), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.12), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.5), Some(Mark::Blunder));
        assert_eq!(Mark::Blunder.to_string(), "??");
    }

    #[test]
    fn marks_take_their_boundaries_inclusively_at_the_precision_shown() {
        // 10% lost is a mistake, as the legend says; so is 9.96%, which shows as 10.0%.
        assert_eq!(Mark::for_loss(0.10), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.0996), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.0994), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.2), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(0.1996), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(0.0496), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.0494), None);
    }

    #[test]
    fn a_review_marks_a_move_that_hangs_a_ruea_as_a_blunder_and_shows_the_better_move() {
        // White plays Ra1-a6, where Black's bia takes it.
        let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for m in ["a1a5", "b6a5"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        let r = review(
            &mut Searcher::new(4),
            &game,
            &[Limits::depth(4)],
            &mut |_, _, _| true,
        );
        assert_eq!(r.len(), 2);
        assert_eq!(r[0].mark, Some(Mark::Blunder));
        assert_ne!(r[0].best.mv, r[0].played);
        assert_eq!(r[1].mark, None);
    }

    /// Issue 62, point 12: each move is told as soon as the positions before and after
    /// it are searched, so the window marks it while the rest is worked out.
    #[test]
    fn a_review_tells_each_move_as_soon_as_it_is_judged() {
        let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for m in ["a1a5", "b6a5", "d1d2"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        let mut told = Vec::new();
        let all = review(
            &mut Searcher::new(4),
            &game,
            &[Limits::depth(4)],
            &mut |done, total, judged| {
                told.push((done, total, judged.to_vec()));
                true
            },
        );
        let counts: Vec<(usize, usize, usize)> =
            told.iter().map(|(d, t, j)| (*d, *t, j.len())).collect();
        assert_eq!(counts, vec![(1, 4, 0), (2, 4, 1), (3, 4, 2), (4, 4, 3)]);
        // The blunder is marked after the second position's search, as in the end.
        assert_eq!(told[1].2[0], all[0]);
        assert_eq!(told[1].2[0].mark, Some(Mark::Blunder));
        assert_eq!(told[3].2, all);

        // Stopped after two positions: the first move, judged.
        let stopped = review(
            &mut Searcher::new(4),
            &game,
            &[Limits::depth(4)],
            &mut |done, _, _| done < 2,
        );
        assert_eq!(stopped, all[..1].to_vec());

        // Two passes: the first's judgement stands for the moves the second has not yet
        // reached, and the second's is the review.
        let mut told = Vec::new();
        let deeper = review(
            &mut Searcher::new(4),
            &game,
            &[Limits::depth(1), Limits::depth(4)],
            &mut |done, total, judged| {
                told.push((done, total, judged.to_vec()));
                true
            },
        );
        assert_eq!(deeper.len(), 3);
        assert_eq!(deeper[0].mark, Some(Mark::Blunder));
        let first_pass = told[3].2.clone();
        assert_eq!((told[3].0, told[3].1), (4, 8));
        assert_eq!(first_pass.len(), 3);
        for (done, _, judged) in &told[4..] {
            let reached = done - 4 - 1;
            assert_eq!(judged.len(), 3, "every move keeps a judgement");
            assert_eq!(judged[..reached], deeper[..reached]);
            assert_eq!(judged[reached..], first_pass[reached..]);
        }
    }

    /// A game of a few moves with a blunder: Ra1-a5, taken by the bia.
    fn blundered() -> Game {
        let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for m in ["a1a5", "b6a5", "d1d2", "e8d7"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        game
    }

    /// Issue 65: in a browser a hint and a review are worked out a frame's share at a
    /// time. The hint paused three times, the review at every clock check of its
    /// searches, they come to the hint and the review made in one go.
    #[test]
    fn a_hint_and_a_review_in_steps_are_those_made_in_one_go() {
        let p = Position::start();
        let whole = hint(&mut Searcher::new(4), &p, &[], Limits::depth(5));
        let mut hinting = Hinting::new(p, Vec::new(), Limits::depth(5));
        let mut searcher = Searcher::new(4);
        let mut steps = 0;
        let stepped = loop {
            steps += 1;
            assert!(steps < 100_000, "the hint never ended");
            // Paused at its first three clock checks (a deadline already past), then
            // let run: the pauses fall at the same nodes on every machine, where a
            // share of time gave 3 steps on a quiet machine and dozens on a busy one.
            let pause = (steps <= 3).then(Instant::now);
            if let Some(h) = hinting.resume(&mut searcher, pause) {
                break h;
            }
        };
        assert_eq!(steps, 4, "it paused three times");
        assert_eq!(stepped.map(|h| h.best.mv), whole.map(|h| h.best.mv));
        assert_eq!(stepped.map(|h| h.best.score), whole.map(|h| h.best.score));

        let game = blundered();
        let passes = [Limits::depth(2), Limits::depth(4)];
        let mut told = Vec::new();
        let whole = review(&mut Searcher::new(4), &game, &passes, &mut |d, t, j| {
            told.push((d, t, j.len()));
            true
        });
        let mut reviewing = Reviewing::new(&game, &passes);
        let mut searcher = Searcher::new(4);
        let (mut steps, mut told_in_steps) = (0, Vec::new());
        let stepped = loop {
            steps += 1;
            assert!(steps < 100_000, "the review never ended");
            let mut progress = |d, t, j: &[ReviewedMove]| {
                told_in_steps.push((d, t, j.len()));
                true
            };
            // Paused at every clock check.
            if let Some(r) = reviewing.resume(&mut searcher, Some(Instant::now()), &mut progress) {
                break r;
            }
        };
        assert!(steps > 10, "it paused: {steps} steps");
        assert_eq!(told_in_steps, told, "each position told once, in order");
        let moves = |r: &[ReviewedMove]| -> Vec<_> {
            r.iter()
                .map(|m| (m.ply, m.played, m.best.mv, m.mark))
                .collect()
        };
        assert_eq!(moves(&stepped), moves(&whole));
        assert_eq!(stepped[0].mark, Some(Mark::Blunder));
    }
}
