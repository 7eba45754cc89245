//! The levels a person plays against: the same engine held back by depth, nodes and time,
//! and by measured randomness (a softmax over the root moves' scores), never by rules.

use std::fmt;
use std::time::Duration;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::makruk::rules::{Move, Position};
use crate::platform::Instant;

use super::nnue::Evaluate;
use super::params::{MATE_BOUND, SOFTMAX_CLAMP};
use super::search::{Report, Run, SearchResult, Searcher};
use super::time::Limits;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Master,
}

/// How a level searches and chooses.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSettings {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// The longest it thinks in the window (a cap on any other time limit).
    pub time: Duration,
    /// The softmax temperature over root scores, in centipawns; 0 plays the best move.
    pub temperature: f64,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }

    /// The level by its name, any case.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
    }

    pub fn settings(self) -> LevelSettings {
        let ms = Duration::from_millis;
        match self {
            Level::Beginner => LevelSettings {
                depth: Some(1),
                nodes: None,
                time: ms(300),
                temperature: 200.0,
            },
            Level::Easy => LevelSettings {
                depth: Some(3),
                nodes: Some(2_000),
                time: ms(300),
                temperature: 80.0,
            },
            Level::Medium => LevelSettings {
                depth: Some(5),
                nodes: Some(5_000),
                time: ms(300),
                temperature: 30.0,
            },
            Level::Hard => LevelSettings {
                depth: None,
                nodes: Some(15_000),
                time: ms(1_000),
                temperature: 0.0,
            },
            Level::Master => LevelSettings {
                depth: None,
                nodes: None,
                time: ms(1_600),
                temperature: 0.0,
            },
        }
    }

    /// The limits this level searches within, given the caller's (UCI's `go`, the arena's
    /// move time): the tighter of each. With no caller limits, the level's own time.
    pub fn limits(self, given: Option<Limits>) -> Limits {
        let s = self.settings();
        let mut l = given.unwrap_or(Limits {
            movetime: Some(s.time),
            ..Limits::default()
        });
        if l.infinite {
            return l;
        }
        let min_opt = |a: Option<u64>, b: Option<u64>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        l.depth = min_opt(l.depth.map(u64::from), s.depth.map(u64::from)).map(|d| d as u32);
        l.nodes = min_opt(l.nodes, s.nodes);
        if l.movetime.is_none() && l.clock.is_none() && l.depth.is_none() && l.nodes.is_none() {
            l.movetime = Some(s.time);
        }
        if let Some(t) = l.movetime {
            l.movetime = Some(t.min(s.time.max(Duration::from_millis(1))));
        } else if l.clock.is_some() {
            l.movetime = Some(s.time);
        }
        l
    }

    /// How this level judges a position: Master by the learned network (README, "The
    /// learned evaluation": it beats the hand evaluation at equal nodes and equal time),
    /// the levels below by the hand evaluation their ladder was measured with.
    pub fn evaluate(self) -> Evaluate {
        match self {
            Level::Master => Evaluate::learned(),
            _ => Evaluate::Hand,
        }
    }

    /// How many root moves need exact scores: all of them for a level that samples.
    fn multipv(self) -> usize {
        if self.settings().temperature > 0.0 {
            crate::makruk::rules::MAX_MOVES
        } else {
            1
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A move a level chose and what its search said.
#[derive(Clone, Debug)]
pub struct Choice {
    pub mv: Move,
    /// The chosen move's score for the side to move (centipawns or a mate score).
    pub score: i32,
    pub search: SearchResult,
}

/// A computer player: a level, its searcher (with its table, kept between moves) and its
/// seeded randomness, so a fixed seed and depth repeat a game exactly.
pub struct Player {
    level: Level,
    pub searcher: Searcher,
    rng: ChaCha8Rng,
}

impl Player {
    pub fn new(level: Level, seed: u64) -> Player {
        Player::with_searcher(level, seed, Searcher::new(16))
    }

    /// A player of `level` searching with `searcher`, set to the level's evaluation.
    pub fn with_searcher(level: Level, seed: u64, mut searcher: Searcher) -> Player {
        searcher.set_evaluate(level.evaluate());
        Player {
            level,
            searcher,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Plays at `level` from the next move on, with that level's evaluation.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
        self.searcher.set_evaluate(level.evaluate());
    }

    pub fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
    }

    /// Chooses a move within the level's limits and `given` ones; `None` only where there
    /// is no legal move.
    pub fn choose(
        &mut self,
        position: &Position,
        history: &[u64],
        given: Option<Limits>,
        on_iteration: &mut dyn FnMut(&Report),
    ) -> Option<Choice> {
        let mut run = self.begin_choice(position, history, given);
        loop {
            if let Some(choice) = self.resume_choice(&mut run, None, on_iteration) {
                return choice;
            }
        }
    }

    /// Begins the search [`Player::choose`] does, for [`Player::resume_choice`] to do in
    /// steps that pause (the web edition's computer, between frames).
    pub fn begin_choice(
        &mut self,
        position: &Position,
        history: &[u64],
        given: Option<Limits>,
    ) -> Run {
        let limits = self.level.limits(given);
        self.searcher
            .begin(position, history, limits, self.level.multipv())
    }

    /// Goes on with the search `run` until `pause` (`None`: to its end): the choice once
    /// it is done (as [`Player::choose`] gives it), `None` when it paused.
    pub fn resume_choice(
        &mut self,
        run: &mut Run,
        pause: Option<Instant>,
        on_iteration: &mut dyn FnMut(&Report),
    ) -> Option<Option<Choice>> {
        let result = self.searcher.resume(run, pause, on_iteration)?;
        Some(self.pick(result))
    }

    /// The move played from a finished search: the best, or one drawn by the level's
    /// temperature.
    fn pick(&mut self, result: SearchResult) -> Option<Choice> {
        let best = result.best?;
        let temperature = self.level.settings().temperature;
        // A mate in hand is always played: randomness is for choices between moves.
        let (mv, score) = if temperature > 0.0 && result.root.len() > 1 && result.score < MATE_BOUND
        {
            softmax_pick(&result, temperature, &mut self.rng)
        } else {
            (best, result.score)
        };
        Some(Choice {
            mv,
            score,
            search: result,
        })
    }
}

/// Samples a root move with probability `exp((score - best) / temperature)`, scores
/// clamped so that a mate is simply much better than anything else.
fn softmax_pick(result: &SearchResult, temperature: f64, rng: &mut ChaCha8Rng) -> (Move, i32) {
    let clamp = |s: i32| f64::from(s.clamp(-SOFTMAX_CLAMP, SOFTMAX_CLAMP));
    let scored: Vec<(Move, i32)> = result
        .root
        .iter()
        .filter(|r| r.exact)
        .map(|r| (r.mv, r.score))
        .collect();
    if scored.is_empty() {
        return (result.root[0].mv, result.root[0].score);
    }
    let top = scored
        .iter()
        .map(|&(_, s)| clamp(s))
        .fold(f64::MIN, f64::max);
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, s)| ((clamp(s) - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return scored[i];
        }
        x -= w;
    }
    scored[scored.len() - 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::Outcome;

    /// Positions from random play (seeded), counting endings and a single legal move.
    fn positions() -> Vec<Position> {
        let mut rng = ChaCha8Rng::seed_from_u64(17);
        let mut out = Vec::new();
        for _ in 0..6 {
            let mut p = Position::start();
            let plies = 10 + rng.next_u64() % 70;
            for _ in 0..plies {
                let legal = p.legal_moves();
                if legal.is_empty() || p.outcome().is_some() {
                    break;
                }
                p.play_unchecked(legal[(rng.next_u64() % legal.len() as u64) as usize]);
            }
            if p.outcome().is_none() {
                out.push(p);
            }
        }
        for fen in [
            // Pieces' honour, two rueas, the count well on.
            "8/8/3k4/8/8/8/8/R2K3R w - 16 12 9",
            // Pieces' honour from the weaker side's view.
            "8/8/3k4/8/8/8/8/R2K3R b - 16 13 9",
            // Board's honour.
            "4k3/8/3m4/8/8/2S5/8/R2K4 b - 128 40 30",
            // One legal move only.
            "k7/1R6/8/8/8/8/8/4K2R b - - 0 1",
        ] {
            out.push(Position::from_fen(fen).unwrap());
        }
        out
    }

    #[test]
    fn every_level_returns_a_legal_move_on_random_positions() {
        for level in Level::ALL {
            let mut player = Player::new(level, 3);
            for p in positions() {
                let choice = player
                    .choose(&p, &[], Some(Limits::nodes(3_000)), &mut |_| {})
                    .expect("a move");
                assert!(p.is_legal(choice.mv), "{level} {} {}", p.fen(), choice.mv);
            }
        }
    }

    fn plays_mate(level: Level, fen: &str, plies: usize) -> bool {
        let mut player = Player::new(level, 5);
        let mut p = Position::from_fen(fen).unwrap();
        let us = p.turn();
        for _ in 0..plies {
            if p.turn() == us {
                let c = player
                    .choose(&p, &[], Some(Limits::depth(4)), &mut |_| {})
                    .unwrap();
                p.play_unchecked(c.mv);
            } else {
                // The defender: the move that postpones mate longest, at depth 4.
                let mut defender = Player::new(Level::Master, 1);
                let c = defender
                    .choose(&p, &[], Some(Limits::depth(4)), &mut |_| {})
                    .unwrap();
                p.play_unchecked(c.mv);
            }
            if let Some(Outcome::Checkmate { winner }) = p.outcome() {
                return winner == us;
            }
        }
        false
    }

    #[test]
    fn mate_in_one_is_found_at_every_level_above_beginner() {
        for level in &Level::ALL[1..] {
            assert!(
                plays_mate(*level, "3k4/R7/8/8/8/8/8/3K3R w - - 0 1", 1),
                "{level}"
            );
        }
    }

    #[test]
    fn mate_in_two_is_found_at_every_level_above_beginner() {
        for level in &Level::ALL[1..] {
            assert!(
                plays_mate(*level, "7k/8/8/8/8/8/1R6/R3K3 w - - 0 1", 3),
                "{level}"
            );
        }
    }

    #[test]
    fn a_fixed_seed_and_depth_repeat_the_same_choices() {
        for level in [Level::Beginner, Level::Easy, Level::Medium, Level::Master] {
            let run = || {
                let mut player = Player::new(level, 42);
                positions()
                    .iter()
                    .map(|p| {
                        player
                            .choose(p, &[], Some(Limits::depth(3)), &mut |_| {})
                            .unwrap()
                            .mv
                    })
                    .collect::<Vec<_>>()
            };
            assert_eq!(run(), run(), "{level}");
        }
    }

    #[test]
    fn the_lower_levels_vary_their_moves_with_the_seed() {
        let p = Position::start();
        let moves: std::collections::HashSet<Move> = (0..12)
            .map(|seed| {
                Player::new(Level::Beginner, seed)
                    .choose(&p, &[], None, &mut |_| {})
                    .unwrap()
                    .mv
            })
            .collect();
        assert!(moves.len() > 2);
    }

    #[test]
    fn levels_have_names_and_keep_to_their_think_times() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(&level.name().to_lowercase()), Some(level));
            let cap = match level {
                Level::Master => 2_000,
                Level::Hard => 1_000,
                _ => 300,
            };
            assert!(level.settings().time <= Duration::from_millis(cap));
            let l = level.limits(Some(Limits::movetime(5_000)));
            assert!(l.movetime.unwrap() <= Duration::from_millis(cap));
        }
    }

    #[test]
    fn master_judges_by_the_shipped_network_and_the_levels_below_by_hand() {
        let shipped = super::super::nnue::embedded().is_some();
        let mut player = Player::new(Level::Master, 1);
        assert_eq!(player.searcher.evaluation().is_learned(), shipped);
        player.set_level(Level::Hard);
        assert_eq!(player.level(), Level::Hard);
        assert!(!player.searcher.evaluation().is_learned());
        player.set_level(Level::Master);
        assert_eq!(player.searcher.evaluation().is_learned(), shipped);
        for level in Level::ALL {
            let learned = Player::new(level, 1).searcher.evaluation().is_learned();
            assert_eq!(learned, level == Level::Master && shipped, "{level}");
        }
    }
}
