use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::data::Sample;
use super::train::{FloatNet, Options, Trainer};
use super::*;
use crate::makruk::ai::{Limits, Searcher};
use crate::makruk::rules::{Piece, Setup};

fn net(seed: u64) -> Network {
    FloatNet::random(seed).quantise()
}

/// Seeded random games; each position with the move that led to it.
fn random_games(seed: u64, games: usize, plies: usize) -> Vec<Vec<(Position, Move)>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..games)
        .map(|_| {
            let mut p = Position::start();
            let mut line = Vec::new();
            for _ in 0..plies {
                let legal = p.legal_moves();
                if legal.is_empty() || p.outcome().is_some() {
                    break;
                }
                // Captures and promotions twice as likely, so the games have many.
                let mv = loop {
                    let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
                    if mv.is_capture() || mv.promotion || rng.next_u32() % 2 == 0 {
                        break mv;
                    }
                };
                p.play_unchecked(mv);
                line.push((p, mv));
            }
            line
        })
        .collect()
}

#[test]
fn incremental_accumulators_equal_a_full_refresh_after_every_make_and_unmake() {
    let net = net(1);
    let (mut captures, mut promotions) = (0, 0);
    for game in random_games(7, 12, 250) {
        let mut stack = AccumulatorStack::new(4);
        let mut p = Position::start();
        stack.reset(&net, p.board());
        for (after, mv) in game {
            // Every legal move here: make, compare, unmake, compare.
            for &other in p.legal_moves().iter() {
                let mut q = p;
                q.play_unchecked(other);
                stack.push(&net, other, p.turn());
                assert_eq!(*stack.top(), net.refresh(q.board()), "{} {other}", p.fen());
                stack.pop();
                assert_eq!(*stack.top(), net.refresh(p.board()));
            }
            captures += usize::from(mv.is_capture());
            promotions += usize::from(mv.promotion);
            stack.push(&net, mv, p.turn());
            p = after;
            assert_eq!(*stack.top(), net.refresh(p.board()), "{}", p.fen());
        }
        // Back to the start by unmaking every move.
        while stack.len() > 1 {
            stack.pop();
        }
        assert_eq!(*stack.top(), net.refresh(Position::start().board()));
    }
    assert!(captures > 100 && promotions > 5, "{captures} {promotions}");
}

/// The position turned half round with the colours swapped and the other side to move.
fn colour_flip(p: &Position) -> Position {
    let mut setup = Setup::empty();
    for (square, piece) in p.board().iter() {
        let to = Square::from_index((square.index() ^ 63) as u8).unwrap();
        let color = piece.color.other();
        if p.board().is_promoted(square) {
            setup.board.put_promoted(to, color);
        } else {
            setup.board.put(to, Piece::new(color, piece.role));
        }
    }
    setup.turn = p.turn().other();
    Position::from_setup(setup).unwrap()
}

#[test]
fn the_evaluation_is_symmetric_under_a_colour_flip() {
    let net = net(2);
    let mut n = 0;
    for game in random_games(3, 6, 120) {
        for (p, _) in game.iter().step_by(5) {
            if p.count().is_some() {
                continue;
            }
            let q = colour_flip(p);
            assert_eq!(
                net.evaluate(p),
                net.evaluate(&q),
                "{} / {}",
                p.fen(),
                q.fen()
            );
            n += 1;
        }
    }
    assert!(n > 50);
    // The start position looks the same from both chairs.
    let start = net.refresh(Position::start().board());
    assert_eq!(start.values[0], start.values[1]);
}

/// The quantised network is within this many centipawns of the float one.
const QUANTISATION_TOLERANCE_CP: i32 = 12;

#[test]
fn the_quantised_network_matches_the_float_one_within_the_tolerance() {
    let float = FloatNet::random(5);
    let net = float.quantise();
    let mut worst = 0;
    for game in random_games(11, 6, 150) {
        for (p, _) in &game {
            let sample = Sample {
                board: *p.board(),
                turn: p.turn(),
                score: 0,
                result: 1,
                fullmove: 1,
            };
            let f = float.evaluate(&sample).round() as i32;
            let q = net.output(&net.refresh(p.board()), p.turn());
            worst = worst.max((f - q).abs());
        }
    }
    assert!(worst <= QUANTISATION_TOLERANCE_CP, "{worst}");
}

#[test]
fn a_weights_file_reads_back_and_a_damaged_one_is_refused() {
    let net = net(3);
    let bytes = file::write(&net);
    assert_eq!(bytes.len(), file::size());
    assert_eq!(file::read(&bytes).unwrap(), net);

    let mut flipped = bytes.clone();
    flipped[1000] ^= 0x10;
    assert_eq!(file::read(&flipped), Err(LoadError::Hash));
    assert!(matches!(
        file::read(&bytes[..bytes.len() - 1]),
        Err(LoadError::Size { .. })
    ));
    let mut version = bytes.clone();
    version[8] = 9;
    assert_eq!(file::read(&version), Err(LoadError::Version(9)));
    assert_eq!(
        file::read(b"hello"),
        Err(LoadError::Size {
            expected: file::size(),
            found: 5
        })
    );
    assert_eq!(file::read(&[0u8; 64]), Err(LoadError::Magic));

    // A damaged file: the hand evaluation, and the search still plays.
    let evaluate = Evaluate::from_bytes(&flipped);
    assert!(!evaluate.is_learned());
    assert!(Evaluate::from_bytes(&bytes).is_learned());
    let mut searcher = Searcher::new(1);
    searcher.set_evaluate(evaluate);
    let p = Position::start();
    let r = searcher.search(&p, &[], Limits::depth(3), 1, &mut |_| {});
    assert!(p.is_legal(r.best.unwrap()));
}

#[test]
fn the_shipped_network_if_any_reads() {
    if let Some(bytes) = EMBEDDED {
        assert!(file::read(bytes).is_ok());
        assert!(Evaluate::learned().is_learned());
    }
}

#[test]
fn a_search_with_the_learned_evaluation_plays_legal_moves_and_mates() {
    let mut searcher = Searcher::new(1);
    searcher.set_evaluate(Evaluate::Learned(Arc::new(net(4))));
    for game in random_games(5, 3, 80) {
        for (p, _) in game.iter().step_by(9) {
            if p.outcome().is_some() {
                continue;
            }
            let r = searcher.search(p, &[], Limits::depth(3), 1, &mut |_| {});
            assert!(p.is_legal(r.best.unwrap()), "{}", p.fen());
        }
    }
    let p = Position::from_fen("3k4/R7/8/8/8/8/8/3K3R w - - 0 1").unwrap();
    let r = searcher.search(&p, &[], Limits::depth(3), 1, &mut |_| {});
    assert_eq!(r.best.unwrap().to_string(), "h1h8");
}

#[test]
fn every_level_with_the_shipped_network_plays_legal_moves_counting_endings_included() {
    let evaluate = Evaluate::learned();
    let mut positions: Vec<Position> = random_games(17, 3, 90)
        .into_iter()
        .filter_map(|g| g.last().map(|(p, _)| *p))
        .filter(|p| p.outcome().is_none())
        .collect();
    for fen in [
        "8/8/3k4/8/8/8/8/R2K3R w - 16 12 9",
        "8/8/3k4/8/8/8/8/R2K3R b - 16 13 9",
        "4k3/8/3m4/8/8/2S5/8/R2K4 b - 128 40 30",
        "k7/1R6/8/8/8/8/8/4K2R b - - 0 1",
    ] {
        positions.push(Position::from_fen(fen).unwrap());
    }
    for level in crate::makruk::ai::Level::ALL {
        let mut player = crate::makruk::ai::Player::new(level, 3);
        player.searcher.set_evaluate(evaluate.clone());
        for p in &positions {
            let choice = player
                .choose(p, &[], Some(Limits::nodes(2_000)), &mut |_| {})
                .expect("a move");
            assert!(p.is_legal(choice.mv), "{level} {} {}", p.fen(), choice.mv);
        }
    }
}

#[test]
fn a_training_record_reads_back() {
    for game in random_games(9, 3, 200) {
        for (p, _) in &game {
            let s = Sample {
                board: *p.board(),
                turn: p.turn(),
                score: -123,
                result: 2,
                fullmove: 40,
            };
            assert_eq!(Sample::decode(&s.encode()), Some(s));
        }
    }
}

#[test]
fn training_lowers_the_loss_and_a_checkpoint_resumes_it() {
    let mut records = Vec::new();
    for game in random_games(13, 4, 60) {
        for (p, _) in &game {
            let material: i32 = p
                .board()
                .iter()
                .map(|(_, pc)| {
                    let v = crate::makruk::ai::eval::role_value(pc.role);
                    if pc.color == p.turn() { v } else { -v }
                })
                .sum();
            let s = Sample {
                board: *p.board(),
                turn: p.turn(),
                score: material as i16,
                result: 1,
                fullmove: 1,
            };
            records.extend_from_slice(&s.encode());
        }
    }
    let n = (records.len() / data::RECORD) as u32;
    let all: Vec<u32> = (0..n).collect();
    let o = Options {
        epochs: 4,
        batch: 32,
        lr: 0.01,
        lr_step: 10,
        lambda: 0.0,
        threads: 2,
        seed: 1,
    };
    let mut t = Trainer::new(FloatNet::random(1));
    let before = t.loss(&records, &all, 0.0);
    let mut order = all.clone();
    for _ in 0..o.epochs {
        t.epoch(&records, &mut order, &o);
    }
    let after = t.loss(&records, &all, 0.0);
    assert!(after < before * 0.7, "{before} {after}");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("run.ckpt");
    t.save(&path).unwrap();
    let back = Trainer::load(&path).unwrap();
    assert_eq!(back.net, t.net);
    assert_eq!(back.epoch, 4);
}

/// A checkpoint is written to a new temporary file: links planted at the temporary names
/// (the one earlier versions used, and the atomic write's) are not followed.
#[cfg(unix)]
#[test]
fn a_checkpoint_follows_no_link_planted_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let victim = dir.path().join("victim");
    std::fs::write(&victim, b"untouched").unwrap();
    let path = dir.path().join("run.ckpt");
    for name in [
        "run.tmp".to_string(),
        format!(".run.ckpt.{}.tmp", std::process::id()),
    ] {
        std::os::unix::fs::symlink(&victim, dir.path().join(name)).unwrap();
    }
    let t = Trainer::new(FloatNet::random(3));
    t.save(&path).unwrap();
    assert_eq!(std::fs::read(&victim).unwrap(), b"untouched");
    assert_eq!(Trainer::load(&path).unwrap().net, t.net);
}

#[test]
fn a_mirrored_sample_mirrors_back_and_keeps_its_pieces() {
    for game in random_games(21, 2, 150) {
        for (p, _) in &game {
            let s = Sample {
                board: *p.board(),
                turn: p.turn(),
                score: 7,
                result: 0,
                fullmove: 3,
            };
            let m = s.mirrored();
            assert_eq!(m.mirrored(), s);
            assert_eq!(m.board.occupied().count(), s.board.occupied().count());
            assert_eq!(m.board.promoted().count(), s.board.promoted().count());
        }
    }
}
