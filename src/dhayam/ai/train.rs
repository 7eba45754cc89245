//! Learning the network of `eval::learned` by self-play, as TD-Gammon learned
//! backgammon: every seat plays the move whose afterstate (the position after the move,
//! before the next throw) the network likes best for it, and after the game each
//! afterstate's chances are moved towards its λ-return, the blend of the network's own
//! later judgements and the game's King (TD(λ), forward view, one update per afterstate
//! at the end of each game, with the judgements made while playing).
//!
//! Game `i` throws dice seeded from `(seed, i)`, so a run resumed from a checkpoint at
//! game `i` plays on exactly as an uninterrupted run would.

use std::sync::Arc;

use rand::RngExt;

use super::eval::learned::{Inputs, Net, OUTPUTS, encode};
use super::expert;
use super::{Policy, SELF_PLAY_MAX_THROWS, player_rng};
use crate::dhayam::play::dice::{Dice, derive_seed};
use crate::dhayam::rules::{BySeat, Move, MoveList, Options, Position, Seat, SeatSet};

/// How self-play learns.
#[derive(Clone, Copy, Debug)]
pub struct TrainConfig {
    pub seats: SeatSet,
    pub options: Options,
    /// How far back a game's later judgements reach (0: one step, 1: the King only).
    pub lambda: f32,
    /// Step size of gradient descent.
    pub rate: f32,
    /// Share of decisions played at random, to see positions greedy play avoids.
    pub explore: f64,
    pub seed: u64,
}

/// The chances the network gives the mover after `mv`: 1 or 0 if it ends the game.
fn afterstate(net: &Net, position: &Position, mv: Move) -> (Position, Option<Inputs>, f32) {
    let mover = position.to_move();
    let mut after = *position;
    after.play_unchecked(mv);
    if let Some(king) = after.king() {
        return (after, None, f32::from(u8::from(king == mover)));
    }
    let inputs = encode(&after);
    let p = net.probabilities(&inputs);
    let slot = inputs
        .slots
        .iter()
        .position(|&(s, _)| s == mover)
        .expect("every seat has a slot");
    (after, Some(inputs), p[slot])
}

/// The index in `moves` of the move whose afterstate the network likes best for the
/// mover (the first of equals).
pub fn best_move(net: &Net, position: &Position, moves: &MoveList) -> usize {
    let mut best = (0, f32::NEG_INFINITY);
    for (i, &mv) in moves.iter().enumerate() {
        let (_, _, value) = afterstate(net, position, mv);
        if value > best.1 {
            best = (i, value);
        }
    }
    best.0
}

/// How far the network's own player looks before it moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Look {
    /// The afterstate alone, as self-play chooses.
    #[default]
    Move,
    /// This many throws ahead over the seven values (`expert::look`); one is how Expert
    /// ranks.
    Throws(u8),
}

/// Plays the move the network likes best, with no rollouts: the candidate for Expert
/// while it learns. Deterministic.
pub struct LearnedPlayer {
    net: Arc<Net>,
    look: Look,
}

impl LearnedPlayer {
    pub fn new(net: Arc<Net>, look: Look) -> LearnedPlayer {
        LearnedPlayer { net, look }
    }
}

impl Policy for LearnedPlayer {
    fn choose(&mut self, position: &Position, moves: &MoveList) -> Move {
        if moves.len() == 1 {
            return moves[0];
        }
        match self.look {
            Look::Move => moves[best_move(&self.net, position, moves)],
            Look::Throws(n) => expert::ranked(&self.net, position, moves.as_slice(), 1, n)[0],
        }
    }
}

/// What one self-play game taught.
#[derive(Clone, Copy, Debug, Default)]
pub struct GameReport {
    /// `None` when the game was stopped by the guard.
    pub king: Option<Seat>,
    /// Afterstates learned from.
    pub afterstates: usize,
    /// Mean cross-entropy of the network's chances against the targets, before the
    /// updates (nats).
    pub loss: f64,
}

/// Plays self-play game `game` and learns from it.
pub fn train_game(net: &mut Net, config: &TrainConfig, game: u64) -> GameReport {
    let Ok(mut position) = Position::new(config.options, config.seats) else {
        return GameReport::default();
    };
    let mut dice = Dice::from_seed(derive_seed(config.seed, game));
    let mut rng = player_rng(derive_seed(config.seed ^ 0x7d_a1, game));
    let mut moves = MoveList::new();
    // Each afterstate's inputs and the network's chances for it then, by seat.
    let mut seen: Vec<(Inputs, BySeat<f32>)> = Vec::new();
    let mut throws = 0;
    while !position.is_over() {
        if position.needs_throw() {
            throws += 1;
            if throws > SELF_PLAY_MAX_THROWS {
                return GameReport::default();
            }
            position.throw_unchecked(dice.throw_with(position.options().dice).value());
            continue;
        }
        position.legal_moves_into(&mut moves);
        let i = if moves.len() > 1 && config.explore > 0.0 && rng.random_bool(config.explore) {
            rng.random_range(0..moves.len())
        } else if moves.len() > 1 {
            best_move(net, &position, &moves)
        } else {
            0
        };
        let (after, inputs, _) = afterstate(net, &position, moves[i]);
        if let Some(inputs) = inputs {
            let p = net.probabilities(&inputs);
            let mut by_seat = BySeat([0.0f32; 4]);
            for (k, &(seat, _)) in inputs.slots.iter().enumerate() {
                by_seat[seat] = p[k];
            }
            seen.push((inputs, by_seat));
        }
        position = after;
    }
    let Some(king) = position.king() else {
        return GameReport::default();
    };
    // λ-returns, from the last afterstate back: its target is the King; each earlier
    // one's is (1 - λ) × the next one's chances + λ × the next one's target.
    let lambda = config.lambda;
    let mut g = BySeat::from_fn(|s| f32::from(u8::from(s == king)));
    let mut targets = vec![BySeat([0.0f32; 4]); seen.len()];
    for (t, (_, v)) in seen.iter().enumerate().rev() {
        targets[t] = g;
        g = BySeat::from_fn(|s| (1.0 - lambda) * v[s] + lambda * g[s]);
    }
    let mut loss = 0.0f64;
    for ((inputs, v), target) in seen.iter().zip(&targets) {
        let mut slot_target = [0.0f32; OUTPUTS];
        for (k, &(seat, plays)) in inputs.slots.iter().enumerate() {
            if plays {
                slot_target[k] = target[seat];
                if target[seat] > 0.0 {
                    loss -= f64::from(target[seat]) * f64::from(v[seat].max(1e-7)).ln();
                }
            }
        }
        net.learn(inputs, &slot_target, config.rate);
    }
    net.games = net.games.max(game + 1);
    GameReport {
        king: Some(king),
        afterstates: seen.len(),
        loss: loss / seen.len().max(1) as f64,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::eval::learned::DEFAULT_HIDDEN;

    fn config(seats: &str, rules: &str) -> TrainConfig {
        TrainConfig {
            seats: seats.chars().filter_map(Seat::from_letter).collect(),
            options: rules.parse().unwrap(),
            lambda: 0.7,
            rate: 0.01,
            explore: 0.0,
            seed: 3,
        }
    }

    #[test]
    fn a_training_game_is_repeatable_and_resumable() {
        // Two games in a row, or the second after the first was saved and read back,
        // leave the same network: game i's dice depend only on (seed, i).
        let c = config("RY", "");
        let mut straight = Net::new(DEFAULT_HIDDEN, 1);
        train_game(&mut straight, &c, 0);
        let saved = straight.to_bytes();
        let r = train_game(&mut straight, &c, 1);
        assert!(r.king.is_some() && r.afterstates > 0, "{r:?}");
        let mut resumed = Net::from_bytes(&saved).unwrap();
        assert_eq!(resumed.games, 1);
        train_game(&mut resumed, &c, 1);
        assert_eq!(resumed, straight);
        assert_eq!(resumed.games, 2);
    }

    #[test]
    fn self_play_finishes_under_every_house_rule_and_seat_count() {
        for (seats, rules) in [
            ("RGYB", ""),
            ("RGY", "turn=pooled"),
            ("GB", "entry=open5,cutbonus=on"),
            ("RY", "pawns=6,entry=one"),
        ] {
            let mut net = Net::new(16, 2);
            let mut c = config(seats, rules);
            c.explore = 0.1;
            let r = train_game(&mut net, &c, 0);
            assert!(r.king.is_some(), "{seats} {rules}: {r:?}");
            assert!(r.loss.is_finite());
        }
    }

    /// Whatever its network, the learned player takes a move that makes its seat King,
    /// looking at the move alone or throws ahead, for either seat.
    #[test]
    fn the_learned_player_takes_the_move_that_wins() {
        let pooled: Options = "turn=pooled".parse().unwrap();
        for dpn in [
            "45,48,48,48/-/n,n,n,2/- R R 3,2",
            "n,n,n,2/-/45,48,48,48/- Y Y 2,3",
        ] {
            let position = Position::from_dpn(dpn, pooled).unwrap();
            let moves = position.legal_moves();
            assert!(moves.len() > 1, "{dpn}: a choice to make");
            for seed in 1..=4 {
                let net = Arc::new(Net::new(16, seed));
                for look in [Look::Move, Look::Throws(1), Look::Throws(2)] {
                    let mv = LearnedPlayer::new(net.clone(), look).choose(&position, &moves);
                    let mut after = position;
                    after.play_unchecked(mv);
                    assert_eq!(
                        after.king(),
                        Some(position.to_move()),
                        "{dpn}, net {seed}, {look:?}: played {mv}"
                    );
                }
            }
        }
    }

    /// Looking at the move alone, the learned player plays the move after which its
    /// network gives the mover, not the seat to move next, the best chance: checked
    /// against the network's chances read here, seat by seat, over a whole game.
    #[test]
    fn the_learned_player_plays_the_move_its_network_rates_best_for_the_mover() {
        let net = Arc::new(Net::new(16, 4));
        let mut player = LearnedPlayer::new(net.clone(), Look::Move);
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut position = Position::new(Options::default(), seats).unwrap();
        let mut dice = Dice::from_seed(9);
        let mut moves = MoveList::new();
        let mut choices = 0;
        for _ in 0..2000 {
            if position.is_over() {
                break;
            }
            if position.needs_throw() {
                position.throw_unchecked(dice.throw_with(position.options().dice).value());
                continue;
            }
            position.legal_moves_into(&mut moves);
            let mover = position.to_move();
            let chance = |mv: Move| {
                let mut after = position;
                after.play_unchecked(mv);
                if after.is_over() {
                    return f32::from(u8::from(after.king() == Some(mover)));
                }
                let inputs = encode(&after);
                let slot = inputs.slots.iter().position(|&(s, _)| s == mover).unwrap();
                net.probabilities(&inputs)[slot]
            };
            let mv = player.choose(&position, &moves);
            if moves.len() > 1 {
                choices += 1;
                let best = moves.iter().map(|&m| chance(m)).fold(f32::MIN, f32::max);
                assert_eq!(chance(mv), best, "{mover:?} at {position}: played {mv}");
            }
            position.play_unchecked(mv);
        }
        assert!(choices > 20, "only {choices} choices made");
    }
}
