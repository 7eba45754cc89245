//! Learning from one's own games (issue 66): a finished game's moves that lost the most
//! become exercises. The review (`advice::review`, the window's two passes) finds the moves
//! that lost a clear chance (a mistake, ? 10%, or worse); each is judged again as a hint
//! judges, with the strongest level's evaluation and a hint's time (`advice::hint`), and the
//! five that lost the most are kept.
//!
//! Each exercise carries the kind of mistake it was, where one of the kinds fits: a pure
//! function of the position and the two moves (`MistakeKind::of`).

use crate::makruk::rules::{Color, Game, Move, Outcome, Position, Role, counting};

use super::advice::{Hint, Hinting, Mark, ReviewedMove, Reviewing};
use super::eval::role_value;
use super::search::Searcher;
use super::see::see_at_least;
use super::time::Limits;
use crate::platform::Instant;

/// At most this many exercises come from one game.
pub const MAX_EXERCISES: usize = 5;

/// At most this many of the review's mistakes are judged again, those that lost the most:
/// a bad game's every mistake would take the second look too long.
pub const CANDIDATES: usize = 2 * MAX_EXERCISES;

/// The least loss an exercise's move has: the review's mistake (?), 10% of the win chance.
pub const LEAST_LOSS: f64 = 0.10;

/// One exercise: a move of the game, asked again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Exercise {
    /// The ply of the move played, 0 for the game's first move (as the review counts).
    pub ply: usize,
    /// The side that moved.
    pub side: Color,
    /// The position as it was.
    pub position: Position,
    pub played: Move,
    /// The best move by the strongest level's judgement.
    pub better: Move,
    /// The win chance the move played lost against the better one (0–1).
    pub lost: f64,
    /// The better move's win chance (0–1): the move played gave `chance - lost`.
    pub chance: f64,
    pub kind: Option<MistakeKind>,
}

/// The kinds of mistake a player can be told about and learn to see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MistakeKind {
    /// The better move mated (M13); the move played did not.
    MateMissed,
    /// The move played left a piece the opponent wins by taking it, which the better move
    /// did not.
    PieceHanging,
    /// The better move promoted a bia (M9); the move played promoted none.
    PromotionDelayed,
    /// The weaker side's better move took the last bia, so a count could begin (M14).
    CountingMissed,
    /// The better move won material (a piece taken that the other side cannot win back
    /// for as much, by static exchange), more than the move played won.
    CaptureMissed,
}

impl MistakeKind {
    pub const ALL: [MistakeKind; 5] = [
        MistakeKind::MateMissed,
        MistakeKind::PieceHanging,
        MistakeKind::PromotionDelayed,
        MistakeKind::CountingMissed,
        MistakeKind::CaptureMissed,
    ];

    /// The kind of mistake `played` was against `better` in `position` (both legal
    /// there), or `None` when none of the kinds fits. The first kind that fits, in the
    /// order of `ALL`, is the one told.
    pub fn of(position: &Position, played: Move, better: Move) -> Option<MistakeKind> {
        if played == better {
            return None;
        }
        let (after_played, after_better) = (after(position, played), after(position, better));
        let mated = |p: &Position| matches!(p.outcome(), Some(Outcome::Checkmate { .. }));
        if mated(&after_better) && !mated(&after_played) {
            return Some(MistakeKind::MateMissed);
        }
        if hanging(&after_played) > hanging(&after_better) {
            return Some(MistakeKind::PieceHanging);
        }
        if better.promotion && !played.promotion {
            return Some(MistakeKind::PromotionDelayed);
        }
        let mover = position.turn();
        let last_bia = |p: &Position| counting::bias_gone(p.board());
        if better.capture == Some(Role::Bia)
            && last_bia(&after_better)
            && !last_bia(&after_played)
            && counting::may_count(after_better.board(), mover)
        {
            return Some(MistakeKind::CountingMissed);
        }
        if won(position, better) > won(position, played) {
            return Some(MistakeKind::CaptureMissed);
        }
        None
    }

    /// The sentence that says why the better move is better, in `lang`.
    pub fn why(self, lang: crate::i18n::Lang) -> String {
        crate::i18n::message(lang, &self.why_id(), None)
    }

    /// The id of the sentence of why (`makruk-learn-why-…`).
    pub fn why_id(self) -> String {
        format!("makruk-learn-why-{}", self.key())
    }

    /// The kind kept with an exercise, by its key.
    pub fn from_key(key: &str) -> Option<MistakeKind> {
        MistakeKind::ALL.into_iter().find(|k| k.key() == key)
    }

    /// The id of the kind's name (`makruk-learn-kind-…`), as What they keep getting wrong says it.
    pub fn name_id(self) -> String {
        format!("makruk-learn-kind-{}", self.key())
    }

    /// The kind's key, as the command line writes it.
    pub fn key(self) -> &'static str {
        match self {
            MistakeKind::MateMissed => "mate-missed",
            MistakeKind::PieceHanging => "piece-hanging",
            MistakeKind::PromotionDelayed => "promotion-delayed",
            MistakeKind::CountingMissed => "counting-missed",
            MistakeKind::CaptureMissed => "capture-missed",
        }
    }
}

fn after(position: &Position, mv: Move) -> Position {
    let mut p = *position;
    p.play_unchecked(mv);
    p
}

/// What `mv` wins by taking a piece the other side cannot win back for as much (by static
/// exchange): the piece's value, or 0.
fn won(position: &Position, mv: Move) -> i32 {
    match mv.capture {
        Some(role) if see_at_least(position, mv, 1) => role_value(role),
        _ => 0,
    }
}

/// The most the side to move wins by taking a piece (by static exchange): what the side
/// that just moved left hanging.
fn hanging(position: &Position) -> i32 {
    position
        .legal_moves()
        .iter()
        .filter(|m| m.capture.is_some() && see_at_least(position, **m, 1))
        .map(|m| m.capture.map_or(0, role_value))
        .max()
        .unwrap_or(0)
}

/// The exercises a finished game gives the `sides`: the review's moves (searched with
/// `passes`) that lost at least `LEAST_LOSS` (the `CANDIDATES` that lost the most),
/// judged again with a hint's search (`judge`) of the positions before and after the
/// move played, of which the `MAX_EXERCISES` that lost the most, in the game's order.
pub fn exercises(
    searcher: &mut Searcher,
    game: &Game,
    sides: &[Color],
    passes: &[Limits],
    judge: Limits,
) -> Vec<Exercise> {
    let mut finding = Finding::new(game, sides, passes, judge);
    loop {
        if let Some(found) = finding.resume(searcher, None) {
            return found;
        }
    }
}

/// A game's exercises found in steps ([`exercises`] in one go: the same searches in the
/// same order, the same exercises).
pub struct Finding {
    sides: Vec<Color>,
    judge: Limits,
    /// The review, whose positions and histories the judge searches again.
    reviewing: Reviewing,
    /// The review's mistakes to judge again, once it is done, those that lost the most
    /// first; the next to judge, and its position's hint once searched.
    candidates: Option<Vec<ReviewedMove>>,
    next: usize,
    before: Option<Hint>,
    hinting: Option<Hinting>,
    found: Vec<Exercise>,
}

impl Finding {
    pub fn new(game: &Game, sides: &[Color], passes: &[Limits], judge: Limits) -> Finding {
        Finding {
            sides: sides.to_vec(),
            judge,
            reviewing: Reviewing::new(game, passes),
            candidates: None,
            next: 0,
            before: None,
            hinting: None,
            found: Vec::new(),
        }
    }

    /// Goes on until `pause` (`None`: to the end); the exercises once all are found.
    pub fn resume(
        &mut self,
        searcher: &mut Searcher,
        pause: Option<Instant>,
    ) -> Option<Vec<Exercise>> {
        if self.candidates.is_none() {
            let reviewed = self
                .reviewing
                .resume(searcher, pause, &mut |_, _, _| true)?;
            let positions = self.reviewing.positions();
            let mut candidates: Vec<_> = reviewed
                .into_iter()
                .filter(|r| {
                    r.mark >= Some(Mark::Mistake) && self.sides.contains(&positions[r.ply].turn())
                })
                .collect();
            candidates.sort_by(|a, b| b.lost.total_cmp(&a.lost));
            candidates.truncate(CANDIDATES);
            self.candidates = Some(candidates);
        }
        while let Some(r) = self
            .candidates
            .as_ref()
            .and_then(|c| c.get(self.next).copied())
        {
            let position = self.reviewing.positions()[r.ply];
            let h = match self.before {
                Some(h) => h,
                None => {
                    let Some(h) = self.hint(searcher, r.ply, pause)? else {
                        self.next += 1;
                        continue;
                    };
                    self.before = Some(h);
                    h
                }
            };
            let better = h.best.mv;
            // The move played, judged by the second look's search from the position after
            // it.
            let played_chance = match after(&position, r.played).outcome() {
                Some(Outcome::Checkmate { .. }) => 1.0,
                Some(_) => 0.5,
                None => self
                    .hint(searcher, r.ply + 1, pause)?
                    .map_or(0.5, |a| 1.0 - a.best.win_chance),
            };
            self.before = None;
            self.next += 1;
            let lost = (h.best.win_chance - played_chance).max(0.0);
            if better == r.played || lost < LEAST_LOSS {
                continue;
            }
            self.found.push(Exercise {
                ply: r.ply,
                side: position.turn(),
                position,
                played: r.played,
                better,
                lost,
                chance: h.best.win_chance,
                kind: MistakeKind::of(&position, r.played, better),
            });
        }
        let mut found = std::mem::take(&mut self.found);
        found.sort_by(|a, b| b.lost.total_cmp(&a.lost).then(a.ply.cmp(&b.ply)));
        found.truncate(MAX_EXERCISES);
        found.sort_by_key(|e| e.ply);
        Some(found)
    }

    /// The hint of the game's position at `ply`, searched in steps as the judge's.
    fn hint(
        &mut self,
        searcher: &mut Searcher,
        ply: usize,
        pause: Option<Instant>,
    ) -> Option<Option<Hint>> {
        let (positions, histories, judge) = (
            self.reviewing.positions(),
            self.reviewing.histories(),
            self.judge,
        );
        let hinting = self
            .hinting
            .get_or_insert_with(|| Hinting::new(positions[ply], histories[ply].clone(), judge));
        let hint = hinting.resume(searcher, pause)?;
        self.hinting = None;
        Some(hint)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::CountingMode;

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

    fn kind(fen: &str, played: &str, better: &str) -> Option<MistakeKind> {
        let p = Position::from_fen(fen).unwrap();
        let (played, better) = (p.parse_uci(played).unwrap(), p.parse_uci(better).unwrap());
        MistakeKind::of(&p, played, better)
    }

    /// The ruea's h1-h8 mates (M13); walking the khun does not.
    #[test]
    fn m13_a_mate_in_one_left_is_a_mate_missed() {
        let fen = "3k4/R7/8/8/8/8/8/3K3R w - - 0 1";
        assert_eq!(kind(fen, "d1e2", "h1h8"), Some(MistakeKind::MateMissed));
        assert_eq!(kind(fen, "h1h8", "d1e2"), None);
        assert_eq!(kind(fen, "h1h8", "h1h8"), None);
    }

    /// Ra1-a5 puts the ruea where Black's bia on b6 takes it.
    #[test]
    fn m8_a_ruea_put_where_a_bia_takes_it_is_a_piece_left_hanging() {
        let fen = "4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1";
        assert_eq!(kind(fen, "a1a5", "a1a2"), Some(MistakeKind::PieceHanging));
        assert_eq!(kind(fen, "a1a2", "a1a5"), None);
    }

    /// The bia on e5 promotes on e6 (M9); the khun's step promotes nothing.
    #[test]
    fn m9_a_promotion_left_for_later_is_a_promotion_delayed() {
        let fen = "4k3/8/8/4P3/8/8/8/3K4 w - - 0 1";
        assert_eq!(
            kind(fen, "d1d2", "e5e6m"),
            Some(MistakeKind::PromotionDelayed)
        );
        assert_eq!(kind(fen, "e5e6m", "d1d2"), None);
    }

    /// White, with a met against a ruea, can take Black's last bia (M14): counting would
    /// then begin and the ruea must mate in time.
    #[test]
    fn m14_the_weaker_side_leaving_the_last_bia_is_a_counting_chance_missed() {
        let fen = "4k2r/8/8/2M5/3p4/8/8/3K4 w - - 0 1";
        assert_eq!(kind(fen, "d1e1", "c5d4"), Some(MistakeKind::CountingMissed));
        // The stronger side taking the last bia counts nothing for itself: it wins a bia
        // that nothing defends, a capture missed (a mistake that had no kind before).
        let stronger = "4k3/8/8/3R4/3p4/8/8/3K2m1 w - - 0 1";
        assert_eq!(
            kind(stronger, "d1e1", "d5d4"),
            Some(MistakeKind::CaptureMissed)
        );
    }

    /// White's ruea takes Black's ruea on d5, which nothing defends; the khun's step takes
    /// nothing. Taking it back is no such mistake, nor is a trade the other side wins back.
    #[test]
    fn a_piece_left_untaken_for_nothing_is_a_capture_missed() {
        let fen = "4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(kind(fen, "e1e2", "d1d5"), Some(MistakeKind::CaptureMissed));
        assert_eq!(kind(fen, "d1d5", "e1e2"), None);
        // Black's ruea on d5 defended by its bia on e6: the trade wins nothing.
        let defended = "4k3/8/4p3/3r4/8/8/8/3RK3 w - - 0 1";
        assert_eq!(kind(defended, "e1e2", "d1d5"), None);
    }

    #[test]
    fn a_blunder_of_the_chosen_side_is_an_exercise_with_its_position_moves_and_loss() {
        // White plays Ra1-a5, where Black's bia takes it; Black's replies are good.
        let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for m in ["a1a5", "b6a5", "d1d2"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        let depth = [Limits::depth(4)];
        let found = exercises(
            &mut Searcher::new(4),
            &game,
            &[Color::White],
            &depth,
            Limits::depth(5),
        );
        assert_eq!(found.len(), 1, "{found:?}");
        let e = found[0];
        assert_eq!((e.ply, e.side), (0, Color::White));
        assert_eq!(e.position, start);
        assert_eq!(e.played.to_string(), "a1a5");
        assert_ne!(e.better, e.played);
        assert!(e.lost >= 0.2, "{e:?}");
        assert_eq!(e.kind, Some(MistakeKind::PieceHanging));
        // Black's moves are not White's exercises, and Black made none.
        let black = exercises(
            &mut Searcher::new(4),
            &game,
            &[Color::Black],
            &depth,
            Limits::depth(5),
        );
        assert!(black.is_empty(), "{black:?}");
    }

    /// Issue 65: in a browser the exercises are found a frame's share at a time. Paused
    /// at every clock check of every search, they are the exercises found in one go.
    #[test]
    fn exercises_found_in_steps_are_those_found_in_one_go() {
        let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
        let mut game = Game::new(start, CountingMode::Automatic);
        for m in ["a1a5", "b6a5", "d1d2"] {
            let mv = game.position().parse_uci(m).unwrap();
            game.play(mv).unwrap();
        }
        let passes = [Limits::depth(4)];
        let whole = exercises(
            &mut Searcher::new(4),
            &game,
            &[Color::White],
            &passes,
            Limits::depth(5),
        );
        let mut finding = Finding::new(&game, &[Color::White], &passes, Limits::depth(5));
        let mut searcher = Searcher::new(4);
        let mut steps = 0;
        let stepped = loop {
            steps += 1;
            assert!(steps < 100_000, "the exercises were never found");
            if let Some(found) = finding.resume(&mut searcher, Some(Instant::now())) {
                break found;
            }
        };
        assert!(steps > 10, "it paused: {steps} steps");
        assert_eq!(whole.len(), 1);
        let seen = |e: &[Exercise]| -> Vec<_> {
            e.iter()
                .map(|e| (e.ply, e.side, e.played, e.better, e.kind))
                .collect()
        };
        assert_eq!(seen(&stepped), seen(&whole));
    }
}
