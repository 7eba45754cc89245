//! What an exercise asks of the learner, and whether a game has done it.

use std::str::FromStr;

use crate::makruk::rules::{Color, Game, Outcome, Position};

/// The exercise's aim, as a lesson file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Take any piece of the other side (`capture`).
    Capture,
    /// Bring a bia to its promotion rank (`promote`).
    Promote,
    /// Checkmate (`mate`), within the count.
    Mate,
    /// End the game drawn (`draw`).
    Draw,
    /// Bring about a count: take the last bia (`count`).
    Count,
}

impl FromStr for Goal {
    type Err = String;

    fn from_str(text: &str) -> Result<Goal, String> {
        Ok(match text {
            "capture" => Goal::Capture,
            "promote" => Goal::Promote,
            "mate" => Goal::Mate,
            "draw" => Goal::Draw,
            "count" => Goal::Count,
            other => return Err(format!("unknown goal '{other}'")),
        })
    }
}

/// How an exercise stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Playing,
    Won,
    /// The game ended without the goal: how it ended.
    Lost(Outcome),
}

impl Goal {
    /// Whether `game`, started with `learner` to move, has reached the goal, or ended
    /// without it.
    pub fn verdict(self, game: &Game, learner: Color) -> Verdict {
        let mut before: Position = *game.start();
        for mv in game.moves() {
            let mover = before.turn();
            let mut after = before;
            after.play_unchecked(mv);
            let done = mover == learner
                && match self {
                    Goal::Capture => mv.is_capture(),
                    Goal::Promote => mv.promotion,
                    Goal::Count => after.count().is_some() && before.count().is_none(),
                    Goal::Mate | Goal::Draw => false,
                };
            if done {
                return Verdict::Won;
            }
            before = after;
        }
        match game.outcome() {
            None => Verdict::Playing,
            Some(Outcome::Checkmate { winner }) if winner == learner && self == Goal::Mate => {
                Verdict::Won
            }
            Some(o) if self == Goal::Draw && o.winner().is_none() => Verdict::Won,
            Some(o) => Verdict::Lost(o),
        }
    }
}
