//! Computer players: legal and reproducible under every option, and a small tournament
//! as a sanity check (the strength figures belong to `dhayam-cli arena`, not to tests).

use dhayam::dhayam::ai::arena::{ArenaConfig, run};
use dhayam::dhayam::ai::rollout::{Budget, win_chances};
use dhayam::dhayam::ai::{Level, Policy, RandomPlayer, Resources, RolloutPlayer};
use dhayam::dhayam::play::dice::Dice;
use dhayam::dhayam::rules::{Entry, Options, Phase, Position, Seat, SeatSet, TurnMode};

/// Positions with a move to choose, from random games under varied options.
fn sample_positions() -> Vec<Position> {
    let mut positions = Vec::new();
    let seat_sets = ["RY", "GB", "RGY", "RGYB"];
    for game in 0..24u64 {
        let mut options = Options::default()
            .with_pawns(4 + (game % 3) as usize)
            .unwrap();
        options.turn = if game % 2 == 0 {
            TurnMode::Immediate
        } else {
            TurnMode::Pooled
        };
        options.entry = [Entry::Seed, Entry::Open5, Entry::One][(game % 3) as usize];
        options.cut_bonus = game % 4 < 2;
        options.places = game % 5 == 0;
        let seats: SeatSet = seat_sets[(game % 4) as usize]
            .chars()
            .filter_map(Seat::from_letter)
            .collect();
        let mut position = Position::new(options, seats).unwrap();
        let mut dice = Dice::from_seed(game);
        let mut chooser = RandomPlayer::new(game);
        let mut ply = 0;
        loop {
            match position.phase() {
                Phase::Over(_) => break,
                Phase::Throw => {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value())
                }
                Phase::Move => {
                    let moves = position.legal_moves();
                    if moves.len() > 1 && ply % 37 == 0 {
                        positions.push(position);
                    }
                    ply += 1;
                    position.play_unchecked(chooser.choose(&position, &moves));
                }
            }
        }
    }
    positions
}

#[test]
fn every_level_plays_only_legal_moves_and_is_reproducible() {
    let positions = sample_positions();
    assert!(positions.len() > 50);
    for level in Level::ALL {
        for (i, position) in positions.iter().enumerate().step_by(3) {
            let moves = position.legal_moves();
            let seed = i as u64;
            let mut a = level.player_with(seed, Resources::deterministic());
            let mut b = level.player_with(seed, Resources::deterministic());
            let choice = a.choose(position, &moves);
            assert!(
                moves.contains(&choice),
                "{level} chose {choice} in {position}"
            );
            assert_eq!(
                choice,
                b.choose(position, &moves),
                "{level} is not reproducible in {position}"
            );
        }
    }
}

#[test]
fn expert_plays_legal_moves_in_the_games_its_network_learned() {
    // Two seats under the default rules, where Expert asks the network (the sample above
    // has none: there it plays as Hard does).
    let seats: SeatSet = [Seat::Red, Seat::Yellow].into_iter().collect();
    let mut position = Position::new(Options::default(), seats).unwrap();
    let mut dice = Dice::from_seed(35);
    let mut chooser = RandomPlayer::new(35);
    let mut checked = 0;
    let mut ply = 0;
    while checked < 6 {
        match position.phase() {
            Phase::Over(_) => break,
            Phase::Throw => {
                position.throw_unchecked(dice.throw_with(position.options().dice).value())
            }
            Phase::Move => {
                let moves = position.legal_moves();
                if moves.len() > 1 && ply % 5 == 0 {
                    let mut a = Level::Expert.player_with(ply, Resources::deterministic());
                    let mut b = Level::Expert.player_with(ply, Resources::deterministic());
                    let choice = a.choose(&position, &moves);
                    assert!(moves.contains(&choice), "{choice} in {position}");
                    assert_eq!(choice, b.choose(&position, &moves), "{position}");
                    checked += 1;
                }
                ply += 1;
                position.play_unchecked(chooser.choose(&position, &moves));
            }
        }
    }
    assert_eq!(checked, 6);
}

#[test]
fn rollout_results_do_not_depend_on_threads() {
    let position = sample_positions()[10];
    // Short rollouts that ask the evaluation, and rollouts to the King.
    for horizon in [Some(24), None] {
        let one = win_chances(
            &position,
            7,
            Budget {
                horizon,
                ..Budget::playouts(40)
            },
        );
        let three = win_chances(
            &position,
            7,
            Budget {
                horizon,
                threads: 3,
                ..Budget::playouts(40)
            },
        );
        assert_eq!(one, three, "{horizon:?}");
        let total: f64 = one.0.iter().sum();
        assert!((total - 1.0).abs() < 1e-9, "win chances sum to {total}");
    }
}

#[test]
fn smoke_arena_greedy_beats_random() {
    let config = ArenaConfig {
        a: Level::Easy,
        b: Level::Random,
        seats: "RY".chars().filter_map(Seat::from_letter).collect(),
        options: Options::default(),
        games: 200,
        seed: 2026,
        threads: 2,
        timed: false,
    };
    let report = run(&config).unwrap();
    assert_eq!(report.games, 200);
    assert_eq!(report.a_wins + report.b_wins, 200);
    assert!(
        report.a_wins > 120,
        "greedy won only {} of 200 against random",
        report.a_wins
    );
}

#[test]
fn smoke_rollout_player_beats_random() {
    // Hard's algorithm on a small budget, so the test stays quick.
    let seats: SeatSet = "RY".chars().filter_map(Seat::from_letter).collect();
    let mut wins = 0;
    for game in 0..60u64 {
        let mut position = Position::new(Options::default(), seats).unwrap();
        let mut dice = Dice::from_seed(game / 2);
        let rollout_seat = if game % 2 == 0 {
            Seat::Red
        } else {
            Seat::Yellow
        };
        let mut rollout = RolloutPlayer::new(game, Budget::playouts(8), 3, 1.0);
        let mut random = RandomPlayer::new(game);
        loop {
            match position.phase() {
                Phase::Over(o) => {
                    wins += u32::from(o.king() == rollout_seat);
                    break;
                }
                Phase::Throw => {
                    position.throw_unchecked(dice.throw_with(position.options().dice).value())
                }
                Phase::Move => {
                    let moves = position.legal_moves();
                    let mv = if position.to_move() == rollout_seat {
                        rollout.choose(&position, &moves)
                    } else {
                        random.choose(&position, &moves)
                    };
                    position.play_unchecked(mv);
                }
            }
        }
    }
    assert!(
        wins > 36,
        "the rollout player won only {wins} of 60 against random"
    );
}
