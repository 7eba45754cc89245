//! Learning from one's own games (issue 66): a finished game's decisions that lost the
//! most become exercises. The review (`advice::review`) finds the decisions that lost a
//! clear chance (a mistake, ? 5%, or worse); each is judged again as a hint judges, with
//! the strongest level's look and time (`advice::hint_ranking`), and the five that lost
//! the most are kept. A decision is judged with the throw in hand, against the other
//! moves of that throw, so bad luck is never a mistake.
//!
//! Each exercise carries the kind of mistake it was, where one of the kinds fits: a pure
//! function of the position and the two moves (`MistakeKind::of`).

use super::advice::{Mark, Ranking, ReviewedMove, Reviewing};
use super::rollout::Budget;
use crate::dhayam::play::dice::derive_seed;
use crate::dhayam::play::record::GameRecord;
use crate::dhayam::rules::{Move, Position, Progress, Seat};
use crate::platform::Instant;

/// At most this many exercises come from one game.
pub const MAX_EXERCISES: usize = 5;

/// At most this many of the review's mistakes are judged again, those that lost the most:
/// a bad game's every mistake would take the second look too long.
pub const CANDIDATES: usize = 2 * MAX_EXERCISES;

/// The least loss an exercise's decision has: the review's mistake (?), 5% of the chance
/// to become King. A doubtful move (?!) may be a matter of taste.
pub const LEAST_LOSS: f64 = 0.05;

/// One exercise: a decision of the game, asked again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exercise {
    /// The ply of the move played (1-based, as in save files).
    pub ply: usize,
    /// Whose decision it was (V14: a seat home plays for its partner).
    pub seat: Seat,
    /// The position as it was, the throw in hand.
    pub position: Position,
    pub played: Move,
    /// The best move by the strongest level's judgement.
    pub better: Move,
    /// The chance to become King the move played lost against the better one (0–1).
    pub lost: f64,
    pub kind: Option<MistakeKind>,
}

/// The kinds of mistake a player can be told about and learn to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MistakeKind {
    /// The better move was the first cut, which opens the gate (D11).
    GateNotOpened,
    /// The better move cut an opponent's pawn (D10); the move played cut nothing.
    CutLeft,
    /// The better move brought a pawn to the centre (D12), where nothing can cut it;
    /// the move played brought none.
    CentreNotReached,
    /// The better move reached a safe square (D6), and the move played left a pawn where
    /// an opponent's throw can cut it.
    SafeIgnored,
    /// With pooled turns, the move played used the wrong one of the values in hand.
    PooledMisused,
}

impl MistakeKind {
    pub const ALL: [MistakeKind; 5] = [
        MistakeKind::GateNotOpened,
        MistakeKind::CutLeft,
        MistakeKind::CentreNotReached,
        MistakeKind::SafeIgnored,
        MistakeKind::PooledMisused,
    ];

    /// The kind of mistake `played` was against `better` in `position` (both legal
    /// there), or `None` when none of the kinds fits. The first kind that fits, in the
    /// order of `ALL`, is the one told.
    pub fn of(position: &Position, played: Move, better: Move) -> Option<MistakeKind> {
        if played == better {
            return None;
        }
        let seat = position.to_move();
        let cut = |mv: Move| landing(position, mv).is_some_and(|(_, cut)| cut);
        if cut(better) && !cut(played) {
            return Some(if position.gate_open(seat) {
                MistakeKind::CutLeft
            } else {
                MistakeKind::GateNotOpened
            });
        }
        let board = position.options().board;
        let centre =
            |mv: Move| landing(position, mv).is_some_and(|(to, _)| to == Progress::centre(board));
        if centre(better) && !centre(played) {
            return Some(MistakeKind::CentreNotReached);
        }
        let better_safe = landing(position, better).is_some_and(|(to, _)| to.is_safe(board));
        if better_safe
            && exposed(&after(position, played), seat) > exposed(&after(position, better), seat)
        {
            return Some(MistakeKind::SafeIgnored);
        }
        if let (Move::Pawn { value: p, .. }, Move::Pawn { value: b, .. }) = (played, better)
            && position.options().is_pooled()
            && p != b
        {
            return Some(MistakeKind::PooledMisused);
        }
        None
    }

    /// The sentence that says why the better move is better, in `lang`.
    pub fn why(self, lang: crate::i18n::Lang) -> String {
        crate::i18n::message(lang, &self.why_id(), None)
    }

    /// The id of the sentence of why (`learn-why-…`).
    pub fn why_id(self) -> String {
        format!("learn-why-{}", self.key())
    }

    /// The kind kept with an exercise, by its key.
    pub fn from_key(key: &str) -> Option<MistakeKind> {
        MistakeKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The id of the kind's name (`learn-kind-…`), as What they keep getting wrong says it.
    pub fn name_id(self) -> String {
        format!("learn-kind-{}", self.key())
    }

    /// The kind's key, as the command line writes it.
    pub fn key(self) -> &'static str {
        match self {
            MistakeKind::GateNotOpened => "gate-not-opened",
            MistakeKind::CutLeft => "cut-left",
            MistakeKind::CentreNotReached => "centre-not-reached",
            MistakeKind::SafeIgnored => "safe-ignored",
            MistakeKind::PooledMisused => "pooled-misused",
        }
    }
}

/// Where the mover's pawn lands with `mv` and whether it cuts; `None` for a pass.
fn landing(position: &Position, mv: Move) -> Option<(Progress, bool)> {
    let Move::Pawn { from, value } = mv else {
        return None;
    };
    let l = position.landing(position.to_move(), from, value).ok()?;
    Some((l.to, l.cut.is_some()))
}

fn after(position: &Position, mv: Move) -> Position {
    let mut p = *position;
    p.play_unchecked(mv);
    p
}

/// How many pawns of `mover` an opponent could cut with one throw.
fn exposed(position: &Position, mover: Seat) -> usize {
    let board = position.options().board;
    let values = position.options().dice.values();
    position
        .pawns(mover)
        .iter()
        .filter_map(|p| p.progress())
        .filter(|p| !p.is_safe(board))
        .map(|p| p.square(board, mover))
        .filter(|square| {
            position
                .seats()
                .iter()
                .filter(|&o| o != mover && !position.options().partners(mover, o))
                .any(|o| {
                    position.pawns(o).iter().any(|&pawn| {
                        values.iter().any(|&v| {
                            position.landing(o, pawn, v).is_ok_and(|l| {
                                l.cut == Some(mover) && l.to.square(board, o) == *square
                            })
                        })
                    })
                })
        })
        .count()
}

/// The exercises a finished game gives the `seats`: the review's decisions that lost at
/// least `LEAST_LOSS` (the `CANDIDATES` that lost the most), judged again with the
/// strongest level's look, of which the `MAX_EXERCISES` that lost the most, in the
/// game's order. `review` is the review's budget, `judge` the second look's.
pub fn exercises(
    record: &GameRecord,
    seats: &[Seat],
    seed: u64,
    review: Budget,
    judge: Budget,
) -> Vec<Exercise> {
    Finding::new(record, seats, seed, review, judge)
        .resume(None)
        .expect("exercises never asked to pause are found")
}

/// `exercises` found in steps, to be paused and taken up again (a browser's frames): the
/// review, then each candidate judged again, the same exercises as in one go.
pub struct Finding {
    record: GameRecord,
    seed: u64,
    judge: Budget,
    reviewing: Reviewing,
    /// The review's costliest decisions, once it is done.
    candidates: Option<Vec<ReviewedMove>>,
    /// The next candidate, and its second look under way.
    next: usize,
    ranking: Option<Ranking>,
    found: Vec<Exercise>,
}

impl Finding {
    pub fn new(
        record: &GameRecord,
        seats: &[Seat],
        seed: u64,
        review: Budget,
        judge: Budget,
    ) -> Finding {
        Finding {
            record: record.clone(),
            seed,
            judge,
            reviewing: Reviewing::new(record.clone(), seats.to_vec(), seed, review),
            candidates: None,
            next: 0,
            ranking: None,
            found: Vec::new(),
        }
    }

    /// Goes on until the exercises are found or, once `pause` has come, pauses (`None`:
    /// call again to go on).
    pub fn resume(&mut self, pause: Option<Instant>) -> Option<Vec<Exercise>> {
        if self.candidates.is_none() {
            let reviewed = self.reviewing.resume(pause, &mut |_, _| true)?;
            let mut candidates: Vec<ReviewedMove> = reviewed
                .moves
                .iter()
                .filter(|m| m.mark >= Some(Mark::Mistake))
                .copied()
                .collect();
            candidates.sort_by(|a, b| b.loss.total_cmp(&a.loss));
            candidates.truncate(CANDIDATES);
            self.candidates = Some(candidates);
        }
        let candidates = self.candidates.as_ref()?;
        while let Some(&m) = candidates.get(self.next) {
            let Ok(position) = self.record.position_at(m.ply - 1) else {
                self.next += 1;
                continue;
            };
            let (seed, judge) = (derive_seed(self.seed, (m.ply - 1) as u64), self.judge);
            let ranking = self
                .ranking
                .get_or_insert_with(|| Ranking::hint(&position, seed, judge));
            let ranked = ranking.resume(pause)?;
            self.ranking = None;
            self.next += 1;
            if let Some(&(better, best)) = ranked.first()
                && let Some(&(_, played)) = ranked.iter().find(|(mv, _)| *mv == m.played)
            {
                let lost = (best - played).max(0.0);
                if lost >= LEAST_LOSS && better != m.played {
                    self.found.push(Exercise {
                        ply: m.ply,
                        seat: m.seat,
                        position,
                        played: m.played,
                        better,
                        lost,
                        kind: MistakeKind::of(&position, m.played, better),
                    });
                }
            }
            if pause.is_some_and(|p| Instant::now() >= p) {
                return None;
            }
        }
        let mut found = std::mem::take(&mut self.found);
        found.sort_by(|a, b| b.lost.total_cmp(&a.lost).then(a.ply.cmp(&b.ply)));
        found.truncate(MAX_EXERCISES);
        found.sort_by_key(|e| e.ply);
        Some(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::advice;
    use crate::dhayam::ai::eval::Evaluate;
    use crate::dhayam::play::game::Game;
    use crate::dhayam::rules::{Options, Phase, SeatSet};

    fn position(dpn: &str, rules: &str) -> Position {
        Position::from_dpn(dpn, rules.parse::<Options>().unwrap()).unwrap()
    }

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    /// Each kind has its sentence of why in every language, its own, not English's.
    #[test]
    fn every_kind_says_why_in_every_language() {
        use crate::i18n::{Lang, has_message};
        for kind in MistakeKind::ALL {
            for lang in Lang::ALL {
                assert!(has_message(lang, &kind.why_id()), "{kind:?} in {lang:?}");
            }
            assert_ne!(kind.why(Lang::Ta), kind.why(Lang::En), "{kind:?}");
            for lang in Lang::ALL {
                assert!(has_message(lang, &kind.name_id()), "{kind:?} in {lang:?}");
            }
            assert_eq!(MistakeKind::from_key(kind.key()), Some(kind));
        }
    }

    fn kind(dpn: &str, rules: &str, played: &str, better: &str) -> Option<MistakeKind> {
        let p = position(dpn, rules);
        assert!(p.is_legal(mv(played)) && p.is_legal(mv(better)), "{dpn}");
        MistakeKind::of(&p, mv(played), mv(better))
    }

    /// Red has not cut yet: 10+4 cuts Yellow's pawn and opens Red's gate (D11).
    #[test]
    fn d11_the_first_cut_left_is_a_gate_not_opened() {
        let dpn = "n,n,3,10/-/n,n,n,2/- R - 4";
        assert_eq!(
            kind(dpn, "", "3+4", "10+4"),
            Some(MistakeKind::GateNotOpened)
        );
        assert_eq!(kind(dpn, "", "10+4", "3+4"), None);
        assert_eq!(kind(dpn, "", "10+4", "10+4"), None);
    }

    /// Red's gate is open: the same cut left is a cut left (D10).
    #[test]
    fn d10_a_cut_left_with_the_gate_open_is_a_cut_left() {
        assert_eq!(
            kind("n,n,3,10/-/n,n,n,2/- R R 4", "", "3+4", "10+4"),
            Some(MistakeKind::CutLeft)
        );
    }

    /// 2+4 reaches the safe square at 6 (D6); 9+4 leaves a pawn on 13, one square in front
    /// of Yellow's pawn at home, which a 1 cuts.
    #[test]
    fn d6_a_pawn_left_in_reach_when_a_safe_square_was_there_is_a_safe_square_ignored() {
        let dpn = "n,n,2,9/-/n,n,n,0/- R - 4";
        assert_eq!(kind(dpn, "", "9+4", "2+4"), Some(MistakeKind::SafeIgnored));
        // The other way round the better move reaches no safe square.
        assert_eq!(kind(dpn, "", "2+4", "9+4"), None);
        // With Yellow's pawn not yet on the board nothing is in reach: not this kind.
        assert_eq!(kind("n,n,2,9/-/n,n,n,n/- R - 4", "", "9+4", "2+4"), None);
    }

    /// Red's pawn on 44 reaches the centre with the 4 (D12); 3+4 moves the pawn behind.
    #[test]
    fn d12_a_pawn_left_short_of_the_centre_is_a_centre_not_reached() {
        let dpn = "n,n,3,44/-/n,n,n,n/- R R 4";
        assert_eq!(
            kind(dpn, "", "3+4", "44+4"),
            Some(MistakeKind::CentreNotReached)
        );
        assert_eq!(kind(dpn, "", "44+4", "3+4"), None);
    }

    /// Pooled turns: 5 and 3 in hand; using the 5 first on the one pawn was the mistake.
    #[test]
    fn with_pooled_turns_the_wrong_value_of_the_pool_is_pooled_values_misused() {
        let dpn = "n,n,n,3/-/n,n,n,n/- R - 5,3";
        assert_eq!(
            kind(dpn, "turn=pooled", "3+5", "3+3"),
            Some(MistakeKind::PooledMisused)
        );
        assert_eq!(kind(dpn, "turn=pooled", "3+3", "3+3"), None);
    }

    fn network_budget() -> Budget {
        Budget {
            evaluate: Evaluate::Learned,
            ..Budget::playouts(64)
        }
    }

    /// A two-seat game in which both seats play the review's best move at every decision,
    /// but Red, when `plant` is set, plays once the move that loses the most (at least
    /// 10%): the game and the planted blunder's ply and move.
    fn game_played_best(seed: u64, plant: bool) -> (Game, Option<(usize, Move)>) {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(Options::default(), seats, seed).unwrap();
        let mut planted = None;
        while !game.position().is_over() {
            match game.position().phase() {
                Phase::Over(_) => break,
                Phase::Throw => {
                    game.throw().unwrap();
                }
                Phase::Move => {
                    let p = *game.position();
                    let moves = p.legal_moves();
                    let mv = if moves.len() > 1 {
                        let ply = game.record().plies.len();
                        let ranked =
                            advice::rank_moves(&p, derive_seed(seed, ply as u64), network_budget());
                        let (best, chance) = ranked[0];
                        let (worst, low) = ranked[ranked.len() - 1];
                        if plant
                            && p.to_move() == Seat::Red
                            && planted.is_none()
                            && chance - low >= 0.10
                        {
                            planted = Some((ply + 1, worst));
                            worst
                        } else {
                            best
                        }
                    } else {
                        moves[0]
                    };
                    game.play(mv).unwrap();
                }
            }
        }
        (game, planted)
    }

    /// Both seats play the best move at every decision and Red still loses, its throws
    /// worse than an average throw: bad luck is no mistake, and Red is given no exercise.
    #[test]
    fn bad_luck_is_never_a_mistake() {
        let (game, seed) = (1..40)
            .map(|seed| (game_played_best(seed, false).0, seed))
            .find(|(g, _)| g.position().king() == Some(Seat::Yellow))
            .expect("a game Yellow wins");
        let review = advice::review(game.record(), &[Seat::Red], seed, network_budget());
        assert!(review.luck[Seat::Red] < 0.0, "{:?}", review.luck);
        let found = exercises(
            game.record(),
            &[Seat::Red],
            seed,
            network_budget(),
            network_budget(),
        );
        assert!(found.is_empty(), "{found:?}");
    }

    #[test]
    fn a_planted_blunder_is_the_one_exercise_with_its_position_moves_and_loss() {
        let (game, planted) = game_played_best(7, true);
        let (ply, played) = planted.expect("a decision that can lose 10%");
        let found = exercises(
            game.record(),
            &[Seat::Red],
            7,
            network_budget(),
            network_budget(),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        let e = found[0];
        assert_eq!((e.ply, e.seat, e.played), (ply, Seat::Red, played));
        assert_eq!(e.position, game.record().position_at(ply - 1).unwrap());
        assert!(e.position.is_legal(e.better) && e.better != played);
        assert!(e.lost >= LEAST_LOSS && e.lost <= 1.0, "{e:?}");
        assert_eq!(e.kind, MistakeKind::of(&e.position, e.played, e.better));
        // Asked for Yellow, none of Red's.
        let yellow = exercises(
            game.record(),
            &[Seat::Yellow],
            7,
            network_budget(),
            network_budget(),
        );
        assert!(yellow.iter().all(|e| e.seat == Seat::Yellow));
    }

    /// Issue 65: in a browser the exercises are found in steps between frames; paused
    /// after every step, they are the ones found in one go.
    #[test]
    fn exercises_found_in_steps_are_those_found_in_one_go() {
        let (game, _) = game_played_best(7, true);
        let budget = network_budget();
        let mut finding = Finding::new(game.record(), &[Seat::Red], 7, budget, budget);
        let mut pauses = 0;
        let found = loop {
            match finding.resume(Some(Instant::now())) {
                Some(found) => break found,
                None => pauses += 1,
            }
        };
        assert!(pauses > 0, "found in one step");
        assert!(!found.is_empty());
        assert_eq!(
            found,
            exercises(game.record(), &[Seat::Red], 7, budget, budget)
        );
    }
}
