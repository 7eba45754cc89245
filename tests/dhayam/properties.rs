//! Property tests over many random games under random options (proptest), and a
//! fuzz-style test that no text panics the readers of DPN, moves and options.

use dhayam::dhayam::play::dice::Dice;
use dhayam::dhayam::rules::{
    Board, Entry, Implement, Move, Options, Pairs, Pawn, Phase, Position, Progress, Seat, SeatSet,
    TurnMode, Value,
};
use proptest::prelude::*;

fn options_strategy() -> impl Strategy<Value = Options> {
    (
        any::<bool>(),
        0..3u8,
        any::<bool>(),
        any::<bool>(),
        4..=6usize,
        0..Implement::ALL.len(),
        0..3usize,
        0..Board::ALL.len(),
        any::<bool>(),
    )
        .prop_map(
            |(pooled, entry, cut_bonus, places, pawns, dice, pairs, board, gate)| {
                let mut o = Options::default().with_pawns(pawns).unwrap();
                o.turn = if pooled {
                    TurnMode::Pooled
                } else {
                    TurnMode::Immediate
                };
                o.entry = [Entry::Seed, Entry::Open5, Entry::One][entry as usize];
                o.cut_bonus = cut_bonus;
                o.places = places;
                o.dice = Implement::ALL[dice];
                o.pairs = [Pairs::Off, Pairs::Block, Pairs::Twin][pairs];
                o.board = Board::ALL[board];
                o.gate = gate;
                o
            },
        )
}

fn seats_strategy() -> impl Strategy<Value = SeatSet> {
    prop_oneof![
        Just("RY"),
        Just("GB"),
        Just("RGY"),
        Just("GYB"),
        Just("RYB"),
        Just("RGB"),
        Just("RGYB"),
    ]
    .prop_map(|s| s.chars().filter_map(Seat::from_letter).collect())
}

/// Every move that could be written for the seat to move: all tokens × all values, and pass.
fn every_conceivable_move(position: &Position) -> Vec<Move> {
    let mut moves = vec![Move::Pass];
    let mut froms = vec![Pawn::New, Pawn::Cut];
    froms.extend((0..=48).filter_map(Progress::new).map(Pawn::At));
    for from in froms {
        for value in Value::ALL {
            moves.push(Move::Pawn { from, value });
        }
    }
    let _ = position;
    moves
}

fn check_invariants(position: &Position, options: Options) -> Result<(), TestCaseError> {
    position.validate().map_err(TestCaseError::fail)?;
    let text = position.to_dpn();
    let again = Position::from_dpn(&text, options)
        .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
    prop_assert_eq!(
        again,
        *position,
        "DPN format then parse is not the identity"
    );
    prop_assert_eq!(again.to_dpn(), text);
    for seat in position.seats().iter() {
        prop_assert_eq!(
            position.pawns(seat).len(),
            options.pawns(),
            "pawn count changed"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// Plays a whole random game and checks every rule-level invariant after every ply.
    #[test]
    fn random_games_keep_every_invariant(
        options in options_strategy(),
        seats in seats_strategy(),
        teams in any::<bool>(),
        for_partner in any::<bool>(),
        seed in any::<u64>(),
    ) {
        // Partners (V11) play with four seats only; a seat home may throw for its
        // partner (V14).
        let mut options = options;
        options.teams = teams && seats.len() == 4;
        options.for_partner = options.teams && for_partner;
        let mut position = Position::new(options, seats).unwrap();
        let mut dice = Dice::from_seed(seed);
        let mut chooser = Dice::from_seed(seed ^ 0x5eed);
        let mut plies = 0u32;
        loop {
            check_invariants(&position, options)?;
            plies += 1;
            prop_assert!(plies < 200_000, "the game did not end");
            let before = position;
            match position.phase() {
                Phase::Over(outcome) => {
                    prop_assert!(position.legal_moves().is_empty());
                    let king = outcome.king();
                    prop_assert!(position.has_finished(king));
                    // V13: a team wins with both partners home, and only then.
                    for winner in outcome.winners().iter() {
                        prop_assert!(position.has_finished(winner));
                    }
                    prop_assert_eq!(outcome.winners().len(), if options.teams { 2 } else { 1 });
                    if options.places {
                        prop_assert_eq!(outcome.order.len(), seats.len());
                    }
                    break;
                }
                Phase::Throw => {
                    prop_assert!(position.legal_moves().is_empty());
                    position.throw(dice.throw_with(options.dice).value()).unwrap();
                }
                Phase::Move => {
                    let legal = position.legal_moves();
                    prop_assert!(!legal.is_empty());
                    // legal_moves and check_move agree on every conceivable move.
                    for mv in every_conceivable_move(&position) {
                        prop_assert_eq!(
                            legal.contains(&mv),
                            position.is_legal(mv),
                            "{} disagrees in {}", mv, position
                        );
                    }
                    // Every legal move plays to a valid position that reads back.
                    for &mv in &legal {
                        let (next, _) = position.play(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
                        check_invariants(&next, options)?;
                    }
                    // Pass only when nothing else is possible (D13).
                    prop_assert!(legal.len() == 1 || !legal.contains(&Move::Pass));
                    let pick = chooser.throw_with(Implement::SixCowries).landing_text();
                    let i = usize::from_str_radix(&pick, 2).unwrap() % legal.len();
                    let report = position.play_unchecked(legal[i]);
                    if let Some(victim) = report.cut {
                        prop_assert!(position.gate_open(report.seat), "a cut opens the gate");
                        prop_assert!(
                            !options.partners(report.seat, victim),
                            "V12: {:?} cut its partner", report.seat
                        );
                    }
                }
            }
            for seat in Seat::ALL {
                // The gate never closes (D11) and a pawn on the centre never leaves (D12).
                prop_assert!(!before.gate_open(seat) || position.gate_open(seat));
                let board = position.board();
                let home = |p: &Position| p.pawns(seat).iter().filter(|q| q.is_finished(board)).count();
                prop_assert!(home(&position) >= home(&before));
            }
            prop_assert!(position.finished().len() >= before.finished().len());
        }
    }

    /// Any text at all: the readers answer with an error or a position, never a panic.
    #[test]
    fn no_text_panics_the_readers(text in "\\PC{0,80}", rules in "\\PC{0,30}") {
        let options = rules.parse::<Options>().unwrap_or_default();
        if let Ok(p) = Position::from_dpn(&text, options) {
            p.validate().map_err(TestCaseError::fail)?;
        }
        let _ = text.parse::<Move>();
    }

    /// Text made of DPN's own alphabet reaches deep into the parser and the checks.
    #[test]
    fn dpn_like_text_never_panics(
        text in "[nx0-9,/RGYB+-]{1,24} [RGYB-]{1,2} [RGYB-]{1,3} [0-9,+-]{1,8}( [RGYB-]{1,3})?",
        options in options_strategy(),
    ) {
        if let Ok(p) = Position::from_dpn(&text, options) {
            check_invariants(&p, options)?;
            for &mv in &p.legal_moves() {
                let (next, _) = p.play(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
                check_invariants(&next, options)?;
            }
        }
    }
}

#[test]
fn every_error_message_is_one_line() {
    let long = format!("{}/-/n,n,n,n/- R - -", "n,".repeat(5000));
    for text in [
        "",
        "\n",
        "a b c d e f",
        "n,n,n,n/-/n,n,n,n/- R - 5\u{0}",
        &long,
    ] {
        if let Err(e) = Position::from_dpn(text, Options::default()) {
            let message = e.to_string();
            assert!(!message.contains('\n'), "{message}");
            assert!(message.len() < 300, "{message}");
        }
    }
}

/// Thousands of random games of every variant (docs/variants.md) end, and cheap rule-level
/// invariants hold after every ply: a team's partners never cut each other (V12), a single
/// pawn never cuts a twin (V18), the pawns that move are the thrower's or, for a seat home,
/// its partner's (V14), and the first games of each are re-validated ply by ply.
#[test]
fn thousands_of_random_games_of_every_variant_end_with_their_rules_kept() {
    const GAMES: u64 = 2_000;
    for (rules, seats) in [
        ("dice=cowrie6", "RY"),
        ("dice=cowrie4,board=5x5", "RGYB"),
        ("dice=cowrie4,board=5x5,gate=off", "RY"),
        ("board=5x5", "RGY"),
        ("teams=on", "RGYB"),
        ("teams=on,forpartner=on", "RGYB"),
        ("pairs=block", "RGYB"),
        ("pairs=twin", "RGYB"),
        (
            "dice=cowrie4,board=5x5,teams=on,forpartner=on,pairs=twin",
            "RGYB",
        ),
    ] {
        let options: Options = rules.parse().unwrap();
        let seats: SeatSet = seats.chars().filter_map(Seat::from_letter).collect();
        for game in 0..GAMES {
            let mut position = Position::new(options, seats).unwrap();
            let mut dice = Dice::from_seed(game);
            let mut chooser = Dice::from_seed(game ^ 0x5eed);
            let mut plies = 0u32;
            while !position.is_over() {
                plies += 1;
                assert!(plies < 100_000, "{rules}: game {game} did not end");
                if game < 20 {
                    position
                        .validate()
                        .unwrap_or_else(|e| panic!("{rules}: game {game}: {e}"));
                }
                if position.needs_throw() {
                    position
                        .throw(dice.throw_with(options.dice).value())
                        .unwrap();
                    continue;
                }
                let legal = position.legal_moves();
                let pick = chooser.throw_with(Implement::SixCowries).landing_text();
                let mv = legal[usize::from_str_radix(&pick, 2).unwrap() % legal.len()];
                let thrower = position.thrower();
                let mover = position.to_move();
                assert!(
                    mover == thrower
                        || (options.throws_for_partner()
                            && mover == thrower.opposite()
                            && position.has_finished(thrower)),
                    "{rules}: {thrower} moves {mover}'s pawns in {position}"
                );
                let single = match mv {
                    Move::Pawn {
                        from: Pawn::At(p), ..
                    } => {
                        // Safe squares keep no pairs: a pawn there moves alone.
                        !position.pair_on(p.square(position.board(), mover))
                    }
                    _ => true,
                };
                let landing = match mv {
                    Move::Pawn { from, value } => position.landing(mover, from, value).ok(),
                    Move::Pass => None,
                };
                let twin_cut = landing.is_some_and(|l| {
                    l.cut.is_some() && position.pair_on(l.to.square(position.board(), mover))
                });
                let report = position.play_unchecked(mv);
                if let Some(victim) = report.cut {
                    assert!(!options.partners(report.seat, victim), "{rules}: V12");
                }
                if options.pairs == Pairs::Twin && twin_cut {
                    assert!(!single, "{rules}: V18, a single pawn cut a twin");
                }
            }
            position.validate().unwrap();
            let outcome = position.outcome().expect("over");
            assert_eq!(
                outcome.winners().len(),
                if options.teams { 2 } else { 1 },
                "{rules}"
            );
        }
    }
}
