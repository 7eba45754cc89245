//! D1–D15 read a second time: a reference simulator written from
//! docs/src/reference/dhayam-rules.md alone (benches/engine/reference.rs, which never
//! looked at src/dhayam/rules/) plays the same random 4-seat games as our engine, with the
//! same dice and the same choices, and must see the same throws, the same legal moves, the
//! same positions and the same King.

use dhayam::dhayam::play::dice::Dice;
use dhayam::dhayam::rules::{Move, MoveList, Options, Pawn, Phase, Position, Seat, Value};

#[path = "../../benches/engine/reference.rs"]
mod sim;

use sim::{Picker, RefGame, RefMove, RefPawn, SQUARES, routes, square_named};

/// Games played through both engines (a few seconds in the test profile).
const GAMES: u64 = 2_000;

fn to_ref_pawn(pawn: Pawn) -> RefPawn {
    match pawn {
        Pawn::New => RefPawn::New,
        Pawn::Cut => RefPawn::Cut,
        Pawn::At(progress) => RefPawn::At(progress.get()),
    }
}

fn to_ref_move(mv: Move) -> RefMove {
    match mv {
        Move::Pawn { from, value } => RefMove::Pawn {
            from: to_ref_pawn(from),
            value: value.get(),
        },
        Move::Pass => RefMove::Pass,
    }
}

/// Our legal moves in the reference's canonical order: by value, then never entered,
/// cut, and pawns on the board by increasing progress.
fn canonical(list: &MoveList) -> Vec<RefMove> {
    let mut moves: Vec<RefMove> = list.iter().map(|&mv| to_ref_move(mv)).collect();
    moves.sort_by_key(|mv| mv.key());
    moves
}

fn list_text(moves: &[RefMove]) -> String {
    let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.join(" ")
}

/// Both engines' positions between throws, pawn for pawn, gate for gate.
fn assert_same_position(ours: &Position, reference: &RefGame, game: u64, ply: u64) {
    let mut same = ours.to_move().index() == reference.to_move();
    for seat in Seat::ALL {
        let mut pawns: Vec<RefPawn> = ours.pawns(seat).iter().map(|&p| to_ref_pawn(p)).collect();
        pawns.sort();
        same &= pawns == reference.pawns(seat.index());
        same &= ours.gate_open(seat) == reference.gate_open(seat.index());
    }
    assert!(
        same,
        "game {game}, ply {ply}: the positions differ\n  ours:      {ours}\n  reference: {reference}"
    );
}

/// What the games went through, so that the test cannot pass by playing nothing.
#[derive(Default, Debug)]
struct Seen {
    throws: u64,
    passes: u64,
    cuts: u64,
    reentries_on_five: u64,
    wraps_at_the_closed_gate: u64,
    exact_finishes: u64,
    kings: [u64; 4],
}

#[test]
fn d1_to_d15_a_second_reading_of_the_rules_plays_the_same_games() {
    let seats = Seat::ALL.into_iter().collect();
    let start = Position::new(Options::default(), seats).expect("four seats");
    let mut list = MoveList::new();
    let mut ref_moves = Vec::new();
    let mut seen = Seen::default();
    for game in 0..GAMES {
        let seed = game;
        let mut ours = start;
        let mut reference = RefGame::new();
        let mut dice = Dice::from_seed(seed);
        let mut picker = Picker::new(seed);
        let (mut throws, mut moves) = (0u64, 0u64);
        let king = loop {
            assert_same_position(&ours, &reference, game, moves);
            match (ours.phase(), reference.winner()) {
                (Phase::Over(outcome), Some(king)) => {
                    assert_eq!(
                        outcome.king().index(),
                        king,
                        "game {game}: a different King"
                    );
                    break king;
                }
                (Phase::Throw, None) => {}
                (phase, winner) => panic!(
                    "game {game}, ply {moves}: ours {phase:?}, reference's King {winner:?}\n  ours:      {ours}\n  reference: {reference}"
                ),
            }
            let before = ours.to_string();
            let value = dice.throw().value();
            throws += 1;
            ours.throw_unchecked(value);
            assert_eq!(ours.phase(), Phase::Move, "game {game}, ply {moves}");
            ours.legal_moves_into(&mut list);
            let our_moves = canonical(&list);
            reference.legal_moves_into(value.get(), &mut ref_moves);
            assert_eq!(
                our_moves,
                ref_moves,
                "game {game} (seed {seed}), ply {moves}: {before} threw {value}\n  ours:      {}\n  reference: {}\n  reference's position: {reference}",
                list_text(&our_moves),
                list_text(&ref_moves),
            );
            let chosen = ref_moves[picker.pick(ref_moves.len())];
            let mv = *list
                .iter()
                .find(|&&mv| to_ref_move(mv) == chosen)
                .expect("the lists are the same");
            count(&mut seen, &ours, mv, value);
            let report = ours.play_unchecked(mv);
            seen.cuts += u64::from(report.cut.is_some());
            reference.play(value.get(), chosen);
            moves += 1;
        };
        seen.throws += throws;
        seen.kings[king] += 1;
        // The benchmark's driver plays the same game.
        let mut picker = Picker::new(seed);
        assert_eq!(
            sim::play_random_game(seed, |len| picker.pick(len)),
            (king, throws, moves),
            "game {game}: play_random_game"
        );
    }
    assert!(
        seen.passes > 0
            && seen.cuts > 0
            && seen.reentries_on_five > 0
            && seen.wraps_at_the_closed_gate > 0
            && seen.exact_finishes > 0
            && seen.kings.iter().all(|&k| k > 0),
        "the games missed a rule: {seen:?}"
    );
}

/// Counts the rules `mv` exercises (before it is played).
fn count(seen: &mut Seen, ours: &Position, mv: Move, value: Value) {
    match mv {
        Move::Pass => seen.passes += 1,
        Move::Pawn {
            from: Pawn::Cut, ..
        } if value.get() == 5 => seen.reentries_on_five += 1,
        Move::Pawn {
            from: Pawn::At(progress),
            ..
        } => {
            let to = progress.get() + value.get();
            if !ours.gate_open(ours.to_move()) && to > 23 {
                seen.wraps_at_the_closed_gate += 1;
            }
            if to == 48 {
                seen.exact_finishes += 1;
            }
        }
        Move::Pawn { .. } => {}
    }
}

/// The reference's own board, checked against D5 and D6 before it is trusted.
#[test]
fn d5_the_reference_routes_visit_every_square_once_and_turn_with_the_seat() {
    let routes = routes();
    for route in &routes.square {
        let mut seen = [false; SQUARES];
        for &sq in route {
            assert!(!seen[sq], "square {sq} twice");
            seen[sq] = true;
        }
        assert_eq!(route[48], square_named("d4"));
    }
    // D5's starts: Red d1 e1 f1 g1 g2, Green g4 g5 g6 g7 f7, Yellow d7 c7 b7 a7 a6,
    // Blue a4 a3 a2 a1 b1; and Red's step c1 -> b2 into the 5x5 ring.
    for (seat, start) in [
        ["d1", "e1", "f1", "g1", "g2"],
        ["g4", "g5", "g6", "g7", "f7"],
        ["d7", "c7", "b7", "a7", "a6"],
        ["a4", "a3", "a2", "a1", "b1"],
    ]
    .iter()
    .enumerate()
    {
        for (progress, name) in start.iter().enumerate() {
            assert_eq!(routes.square[seat][progress], square_named(name), "{name}");
        }
    }
    assert_eq!(
        routes.square[0][23..25],
        [square_named("c1"), square_named("b2")]
    );
}

#[test]
fn d6_the_reference_safe_squares_sit_at_the_same_progress_on_every_route() {
    let routes = routes();
    for route in &routes.square {
        let safe: Vec<usize> = (0..SQUARES).filter(|&p| routes.safe[route[p]]).collect();
        assert_eq!(safe, [0, 6, 12, 18, 24, 28, 32, 36, 48]);
    }
}

#[test]
fn d7_to_d14_the_reference_by_hand() {
    let mut game = RefGame::new();
    assert_eq!(game.legal_moves(3), [RefMove::Pass]);
    game.play(3, RefMove::Pass);
    assert_eq!(game.to_move(), 1, "a lost 3 passes the turn");
    let enter = RefMove::Pawn {
        from: RefPawn::New,
        value: 1,
    };
    assert_eq!(game.legal_moves(5), [RefMove::Pass], "a new pawn needs a 1");
    game.play(5, RefMove::Pass);
    assert_eq!(game.to_move(), 1, "a lost 5 throws again");
    assert_eq!(game.legal_moves(1), [enter]);
    game.play(1, enter);
    assert_eq!(game.to_move(), 1, "a 1 throws again");
    assert_eq!(game.to_string(), "n,n,n,n/n,n,n,0/n,n,n,n/n,n,n,n G - -");
    let step = RefMove::Pawn {
        from: RefPawn::At(0),
        value: 1,
    };
    assert_eq!(game.legal_moves(1), [enter, step]);
}
