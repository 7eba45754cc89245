//! Computer players. They read the rules and choose among the legal moves; each owns its
//! random generator, seeded, so a game with computer players replays exactly.
//! [`advice`] is the hint (the best move now), the review (each played move judged) and the
//! win chances; the window's `ui::advisor` runs it on background threads (Makruk's words too).

pub mod advice;
pub mod arena;
mod beginner;
pub mod calibration;
pub mod decisions;
pub mod eval;
pub mod expert;
pub mod fit;
mod greedy;
pub mod habits;
pub mod learn;
pub mod params;
mod random;
pub mod rollout;
mod search;
pub mod sim;
pub mod train;

use std::fmt;
use std::str::FromStr;

pub use advice::{
    Hint, Mark, Review, ReviewedMove, hint, hint_budget, hint_ranking, rank_moves, review,
    review_budget, review_with, throw_luck, win_chances,
};
pub use beginner::Beginner;
pub use decisions::Ranking;
pub use expert::ExpertPlayer;
pub use greedy::Greedy;
pub use random::RandomPlayer;
pub use search::RolloutPlayer;

use std::time::Duration;

use eval::Evaluate;
use rollout::Budget;

pub use params::{
    EXPERT_LOOK, HARD_PLAYOUTS, HARD_WIDTH, HORIZON, MEDIUM_HORIZON, MEDIUM_PLAYOUTS, MEDIUM_WIDTH,
    REVIEW_TIME,
};
use params::{HARD_MS, MEDIUM_MS};

use crate::dhayam::rules::{BySeat, Move, MoveList, Position};
use crate::platform::Instant;

/// A computer player's way of choosing a move.
pub trait Policy: Send {
    /// Chooses one of `moves`, the legal moves of `position` (never empty).
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move;

    /// `choose` in steps, for a window that cannot wait (a browser's frames): once
    /// `pause` has come the player may pause (`None`), and the next call with the same
    /// position goes on; the move is the one `choose` makes, and without a pause it comes
    /// in one call. A player whose choice is quick makes it at once.
    fn choose_in_steps(
        &mut self,
        position: &Position,
        moves: &MoveList,
        _pause: Option<Instant>,
    ) -> Option<Move> {
        Some(self.choose(position, moves))
    }

    /// Sees another seat choose `chosen` among `moves` in `position`, so a player can
    /// learn how its opponents play. Most players ignore it.
    fn observe(&mut self, _position: &Position, _moves: &MoveList, _chosen: Move) {}
}

/// The levels a seat can be given, weakest first. Every level plays with the same fair
/// dice: difficulty comes from judgement, never from the throws.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move (for simulations).
    Random,
    /// The greedy heuristic with frequent random blunders.
    Beginner,
    /// The greedy heuristic of `Greedy`, shown as "Easy" (written `greedy` in files).
    Easy,
    /// A few short rollouts for the heuristic's two best moves.
    Medium,
    /// Many rollouts per candidate, on every core, within a time budget.
    Hard,
    /// The move the learned network rates best looking three throws ahead; Hard where
    /// the network does not know the game.
    Expert,
}

/// How a computer player may use the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resources {
    pub threads: usize,
    /// Whether to stop thinking at the level's time budget. Without it a player's choices
    /// are a pure function of its seed (tests and tournaments).
    pub timed: bool,
}

impl Resources {
    /// Every core, time-limited: for the app.
    pub fn interactive() -> Resources {
        Resources {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            timed: true,
        }
    }

    /// One thread, no clock: reproducible.
    pub fn deterministic() -> Resources {
        Resources {
            threads: 1,
            timed: false,
        }
    }
}

impl Level {
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The level's word in files, settings and the command line. Easy's is `greedy`,
    /// as every file since release 0.1.0 writes it (`easy` reads too).
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Beginner => "beginner",
            Level::Easy => "greedy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The share of its decisions this level makes at random, as rollouts model a seat
    /// (`Budget::erratic`). Where a seat's level is known, as in the window, hints, the
    /// chances bar and the review play it so, rather than as a careful player.
    pub fn random_share(self) -> f64 {
        match self {
            Level::Random => 1.0,
            Level::Beginner => beginner::RANDOM_SHARE,
            Level::Easy | Level::Medium | Level::Hard | Level::Expert => 0.0,
        }
    }

    /// A player of this level with its own seeded generator, using every core.
    pub fn player(self, seed: u64) -> Box<dyn Policy> {
        self.player_with(seed, Resources::interactive())
    }

    pub fn player_with(self, seed: u64, resources: Resources) -> Box<dyn Policy> {
        let budget = |playouts, horizon, time_ms| Budget {
            playouts,
            horizon: Some(horizon),
            threads: resources.threads,
            erratic: BySeat::default(),
            time: resources.timed.then(|| Duration::from_millis(time_ms)),
            evaluate: Evaluate::Linear,
        };
        match self {
            Level::Random => Box::new(RandomPlayer::new(seed)),
            Level::Beginner => Box::new(Beginner::new(seed)),
            Level::Easy => Box::new(Greedy::new(seed)),
            Level::Medium => Box::new(RolloutPlayer::new(
                seed,
                budget(MEDIUM_PLAYOUTS, MEDIUM_HORIZON, MEDIUM_MS),
                MEDIUM_WIDTH,
                1.0,
            )),
            Level::Hard => Box::new(RolloutPlayer::new(
                seed,
                budget(HARD_PLAYOUTS, HORIZON, HARD_MS),
                HARD_WIDTH,
                1.0,
            )),
            Level::Expert => Box::new(ExpertPlayer::new(
                RolloutPlayer::new(
                    seed,
                    budget(HARD_PLAYOUTS, HORIZON, HARD_MS),
                    HARD_WIDTH,
                    1.0,
                ),
                resources.timed.then(|| Duration::from_millis(HARD_MS)),
            )),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .or(match s {
                "easy" => Some(Level::Easy),
                _ => None,
            })
            .ok_or_else(|| {
                format!(
                    "unknown level '{s}' (known: random, beginner, greedy or easy, medium, hard, expert)"
                )
            })
    }
}

/// A guard on one game of greedy play, against greedy or random seats (`fit`,
/// `decisions`): such games end in a few hundred throws, so one that reaches this is
/// stopped.
pub(crate) const SELF_PLAY_MAX_THROWS: u32 = 20_000;

/// A computer player's own generator, from its seed: `rand`'s ChaCha8, drawn from with
/// `random_range`, `random_bool` and `choose`. (Unlike the dice, the players need no
/// stream that stays the same across versions of `rand`.)
pub(crate) fn player_rng(seed: u64) -> rand::rngs::ChaCha8Rng {
    rand::SeedableRng::seed_from_u64(seed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Easy is read from `easy` and from `greedy`, the word every file since release
    /// 0.1.0 holds, and written as `greedy`, so earlier releases read it back.
    #[test]
    fn easy_reads_from_both_its_words_and_is_written_as_files_have_it() {
        assert_eq!("easy".parse::<Level>(), Ok(Level::Easy));
        assert_eq!("greedy".parse::<Level>(), Ok(Level::Easy));
        assert_eq!(Level::Easy.name(), "greedy");
        for level in Level::ALL {
            assert_eq!(level.name().parse::<Level>(), Ok(level));
        }
    }

    /// Issue 65: in a browser a computer player chooses in steps between frames; paused
    /// after every step, each level chooses as in one go, seed for seed, over a game's
    /// decisions (Hard's and Expert's take many steps).
    #[test]
    fn every_level_chooses_in_steps_as_in_one_go() {
        use crate::dhayam::play::dice::Dice;
        use crate::dhayam::rules::{Options, Seat};
        let seats = [Seat::Red, Seat::Yellow].into_iter().collect();
        for level in [Level::Medium, Level::Hard, Level::Expert] {
            let mut at_once = level.player_with(3, Resources::deterministic());
            let mut in_steps = level.player_with(3, Resources::deterministic());
            let mut easy = Level::Easy.player_with(4, Resources::deterministic());
            let mut position = Position::new(Options::default(), seats).unwrap();
            let mut dice = Dice::from_seed(21);
            let mut moves = MoveList::new();
            let (mut decisions, mut pauses) = (0, 0);
            while position.outcome().is_none() && decisions < 12 {
                if position.needs_throw() {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value());
                    continue;
                }
                position.legal_moves_into(&mut moves);
                let mv = if position.to_move() == Seat::Red {
                    let mv = at_once.choose(&position, &moves);
                    let stepped = loop {
                        // A pause already come: each step does the least it can.
                        match in_steps.choose_in_steps(&position, &moves, Some(Instant::now())) {
                            Some(mv) => break mv,
                            None => pauses += 1,
                        }
                    };
                    assert_eq!(stepped, mv, "{level}, decision {decisions}");
                    decisions += usize::from(moves.len() > 1);
                    mv
                } else {
                    let mv = easy.choose(&position, &moves);
                    at_once.observe(&position, &moves, mv);
                    in_steps.observe(&position, &moves, mv);
                    mv
                };
                position.play_unchecked(mv);
            }
            assert_eq!(decisions, 12, "{level}");
            assert!(
                level == Level::Medium || pauses > 20,
                "{level}: {pauses} pauses"
            );
        }
    }
}
