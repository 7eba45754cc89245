//! What a searching player has seen of how each seat plays.
//!
//! Hard's rollouts play every seat with the greedy heuristic. That is a fair model of a
//! sensible player, but not of one who moves at random: against such a player, Hard fears
//! cuts that will rarely come. So Hard watches the other seats' moves and counts how often
//! each blundered by the heuristic's measure (`BLUNDER`), against how often a random
//! player would have. A seat that blunders more than a careful player is played, in
//! rollouts, as a mixture: a random legal move in some share of its decisions, the
//! heuristic's in the rest.

use super::greedy::{Threats, score_with};
use super::params::{BLUNDER, CAREFUL_BLUNDERS, PRIOR_DECISIONS};
use crate::dhayam::rules::{BySeat, Move, MoveList, Position, Seat};

/// Per seat: how often it blundered by the heuristic's measure, against how often a
/// player moving at random would have.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Habits(BySeat<Tally>);

#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Tally {
    /// Decisions where the seat chose a blunder.
    blunders: f64,
    /// The expected number of blunders had every decision been a random legal move: the
    /// sum, over decisions, of the share of moves that were blunders.
    random_blunders: f64,
}

impl Habits {
    /// Notes the move `chosen` among `moves` by the seat to move in `position`.
    pub fn observe(&mut self, position: &Position, moves: &MoveList, chosen: Move) {
        if moves.len() < 2 {
            return;
        }
        // Scored for the pawns that move, tallied for the player who chose (V14: a seat
        // home chooses for its partner's pawns).
        let threats = Threats::against(position, position.to_move());
        let scores: Vec<i32> = moves
            .iter()
            .map(|&m| score_with(position, m, &threats))
            .collect();
        let best = scores.iter().copied().max().unwrap_or(i32::MIN);
        let poor = |s: i32| s < best.saturating_sub(BLUNDER);
        let below = scores.iter().filter(|&&s| poor(s)).count();
        if below == 0 {
            // No move is a blunder: the choice tells nothing.
            return;
        }
        let tally = &mut self.0[position.thrower()];
        tally.random_blunders += below as f64 / moves.len() as f64;
        let chosen = moves.iter().position(|&m| m == chosen).map(|i| scores[i]);
        if chosen.is_some_and(poor) {
            tally.blunders += 1.0;
        }
    }

    /// Each seat's estimated share of random moves, 0 to 1.
    ///
    /// A player who moves at random with chance `e` and otherwise like the heuristic
    /// blunders in `e` times the random player's share of decisions, so `e` is the ratio
    /// of the two counts (shrunk towards 0 by `PRIOR_DECISIONS`). Good players blunder by
    /// that measure too, when they see further than the heuristic: Hard in about a
    /// quarter of the random player's share. Only the excess over `CAREFUL_BLUNDERS` is
    /// taken for random play, so a strong player is still played as a careful one.
    pub fn erratic(&self) -> BySeat<f64> {
        BySeat::from_fn(|seat| {
            let t = self.0[seat];
            let ratio = (t.blunders / (t.random_blunders + PRIOR_DECISIONS)).min(1.0);
            ((ratio - CAREFUL_BLUNDERS) / (1.0 - CAREFUL_BLUNDERS)).max(0.0)
        })
    }

    /// As `erratic`, with `seat` (the searching player itself) played by the heuristic.
    pub fn erratic_except(&self, seat: Seat) -> BySeat<f64> {
        let mut erratic = self.erratic();
        erratic[seat] = 0.0;
        erratic
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::{Level, Policy, Resources};
    use crate::dhayam::play::dice::Dice;
    use crate::dhayam::rules::{Options, SeatSet};

    /// Habits seen over `games` games of `watched` against greedy on Red and Yellow.
    fn watch(watched: Level, games: u64) -> BySeat<f64> {
        let mut habits = Habits::default();
        let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
        for game in 0..games {
            let mut position = Position::new(Options::default(), seats).unwrap();
            let mut dice = Dice::from_seed(game);
            let mut red = watched.player_with(game, Resources::deterministic());
            let mut yellow = Level::Easy.player_with(game + 100, Resources::deterministic());
            let mut moves = MoveList::new();
            while position.outcome().is_none() {
                if position.needs_throw() {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value());
                    continue;
                }
                position.legal_moves_into(&mut moves);
                let player: &mut Box<dyn Policy> = match position.to_move() {
                    Seat::Red => &mut red,
                    _ => &mut yellow,
                };
                let mv = player.choose(&position, &moves);
                habits.observe(&position, &moves, mv);
                position.play_unchecked(mv);
            }
        }
        habits.erratic()
    }

    #[test]
    fn careful_players_are_not_taken_for_erratic_ones() {
        assert_eq!(watch(Level::Easy, 3)[Seat::Red], 0.0);
        // Medium departs from the heuristic's first choice, but only for its second.
        assert_eq!(watch(Level::Medium, 6)[Seat::Red], 0.0);
        // The watching player only watched; greedy Yellow never blunders either.
        assert_eq!(watch(Level::Random, 3)[Seat::Yellow], 0.0);
    }

    #[test]
    fn a_random_player_looks_erratic_and_a_beginner_a_little() {
        // Enough games that the estimate does not hang on one stream of random moves.
        let random = watch(Level::Random, 30)[Seat::Red];
        assert!(random > 0.85, "{random}");
        // The beginner blunders in 6 decisions of 16, barely more than a careful player.
        let beginner = watch(Level::Beginner, 12)[Seat::Red];
        assert!(beginner > 0.0 && beginner < 0.3, "{beginner}");
    }

    #[test]
    fn one_blunder_does_not_make_a_player_erratic_but_a_habit_does() {
        // Red's 10+4 cuts Yellow's pawn (D10); 3+4 passes the cut up.
        let position = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 4", Options::default())
            .expect("a legal position");
        let moves = position.legal_moves();
        let quiet: Move = "3+4".parse().unwrap();
        let mut habits = Habits::default();
        habits.observe(&position, &moves, quiet);
        assert_eq!(habits.erratic()[Seat::Red], 0.0);
        for _ in 0..20 {
            habits.observe(&position, &moves, quiet);
        }
        assert!(habits.erratic()[Seat::Red] > 0.8, "{:?}", habits.erratic());
        assert_eq!(habits.erratic_except(Seat::Red)[Seat::Red], 0.0);
    }
}
