//! The levels a person plays against: the same engine held back by depth, nodes and time,
//! and by measured randomness (a softmax over the root moves' scores), never by rules.

use std::fmt;
use std::time::Duration;

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::makruk::rules::{Move, Position};

use super::params::{MATE_BOUND, MAX_PLY};
use super::search::{Report, SearchResult, Searcher};
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
                temperature: 220.0,
            },
            Level::Easy => LevelSettings {
                depth: Some(3),
                nodes: Some(4_000),
                time: ms(300),
                temperature: 70.0,
            },
            Level::Medium => LevelSettings {
                depth: Some(5),
                nodes: Some(12_000),
                time: ms(300),
                temperature: 20.0,
            },
            Level::Hard => LevelSettings {
                depth: None,
                nodes: Some(60_000),
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
    pub level: Level,
    pub searcher: Searcher,
    rng: ChaCha8Rng,
}

impl Player {
    pub fn new(level: Level, seed: u64) -> Player {
        Player::with_searcher(level, seed, Searcher::new(16))
    }

    pub fn with_searcher(level: Level, seed: u64, searcher: Searcher) -> Player {
        Player {
            level,
            searcher,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
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
        let limits = self.level.limits(given);
        let result = self.searcher.search(
            position,
            history,
            limits,
            self.level.multipv(),
            on_iteration,
        );
        let best = result.best?;
        let temperature = self.level.settings().temperature;
        let (mv, score) = if temperature > 0.0 && result.root.len() > 1 {
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
    let clamp = |s: i32| f64::from(s.clamp(-3 * MATE_BOUND / 30, 3 * MATE_BOUND / 30));
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

const _: () = assert!(MAX_PLY > 8);
