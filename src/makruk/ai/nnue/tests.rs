use super::data::Sample;
use super::train::{FloatNet, Options, Trainer};
use super::*;
use crate::makruk::ai::test_games::random_games;
use crate::makruk::ai::{Limits, Searcher};
use crate::makruk::rules::{Piece, Setup};

fn net(seed: u64) -> Network {
    FloatNet::random(seed, KhunBuckets::PLAIN).quantise()
}

/// A random network of each named layout of the inputs.
fn nets(seed: u64) -> Vec<(&'static str, Network)> {
    KhunBuckets::NAMES
        .iter()
        .map(|&name| {
            let buckets = KhunBuckets::named(name).unwrap();
            (name, FloatNet::random(seed, buckets).quantise())
        })
        .collect()
}

#[test]
fn incremental_accumulators_equal_a_full_refresh_after_every_make_and_unmake() {
    for (name, net) in nets(1) {
        let changes = accumulators_follow_the_games(&net);
        // The khun layouts are tried where a khun changes its block or crosses the mirror.
        if net.buckets.blocks() > 1 {
            assert!(
                changes > 50,
                "{name}: {changes} khun moves changed the view"
            );
        }
    }
}

/// A network's weights scaled up until its accumulators may come within a tenth of
/// `i16::MAX`: they still follow the games exactly, every sum equals the one counted in
/// `i64` and stays within the bound.
#[test]
fn accumulators_near_their_bound_follow_the_games_exactly() {
    for (name, mut net) in nets(4) {
        let k = i32::from(i16::MAX) / net.accumulator_bound();
        assert!(k > 10, "{name}: random nets sit far below the bound");
        let scale = |w: &mut i16| *w = (i32::from(*w) * k) as i16;
        net.ft_weights.iter_mut().for_each(scale);
        net.ft_bias.iter_mut().for_each(scale);
        let bound = net.accumulator_bound();
        assert!(bound > i32::from(i16::MAX) * 9 / 10, "{name}: {bound}");
        assert!(file::read(&file::write(&net)).is_ok(), "{name}");
        accumulators_follow_the_games(&net);
        for game in random_games(11, 4, 200) {
            for (p, _) in &game {
                let acc = net.refresh(p.board());
                for pov in Color::ALL {
                    let view = acc.views[pov.index()];
                    for j in 0..HIDDEN {
                        let mut sum = i64::from(net.ft_bias[j]);
                        for (square, piece) in p.board().iter() {
                            let f = feature(pov, view, piece.color, piece.role, square);
                            sum += i64::from(net.ft_weights[f * HIDDEN + j]);
                        }
                        assert_eq!(sum, i64::from(acc.values[pov.index()][j]), "{name}");
                        assert!(sum.abs() <= i64::from(bound), "{name}");
                    }
                }
            }
        }
    }
}

/// The bound is what a full board reaches: every weight 1,000 and every bias 767 put the
/// start's 32 pieces at 32,767 exactly, `i16::MAX`, in every sum; a bias of 768 is one past,
/// and the file is refused by name, the hand evaluation kept.
#[test]
fn the_bound_is_what_32_pieces_reach_and_one_past_it_is_refused() {
    let mut flat = net(6);
    flat.ft_weights.fill(1_000);
    flat.ft_bias.fill(767);
    assert_eq!(flat.accumulator_bound(), i32::from(i16::MAX));
    let start = flat.refresh(Position::start().board());
    assert!(start.values.iter().flatten().all(|&v| v == i16::MAX));
    assert!(file::read(&file::write(&flat)).is_ok());
    flat.ft_bias.fill(768);
    let bytes = file::write(&flat);
    assert_eq!(
        file::read(&bytes),
        Err(LoadError::Overflow { bound: 32_768 })
    );
    assert!(!Evaluate::from_bytes(&bytes).is_learned());
}

/// Checks the accumulators along random games against refreshes; returns how many khun
/// moves changed their side's view.
fn accumulators_follow_the_games(net: &Network) -> usize {
    let (mut captures, mut promotions, mut changes) = (0, 0, 0);
    for game in random_games(7, 12, 250) {
        let mut stack = AccumulatorStack::new(4);
        let mut p = Position::start();
        stack.reset(net, p.board());
        for (after, mv) in game {
            // Every legal move here: make, compare, unmake, compare.
            for &other in p.legal_moves().iter() {
                let mut q = p;
                q.play_unchecked(other);
                stack.push(net, other, p.turn(), q.board());
                assert_eq!(*stack.top(), net.refresh(q.board()), "{} {other}", p.fen());
                let us = p.turn().index();
                changes += usize::from(stack.top().views[us] != net.refresh(p.board()).views[us]);
                stack.pop();
                assert_eq!(*stack.top(), net.refresh(p.board()));
            }
            captures += usize::from(mv.is_capture());
            promotions += usize::from(mv.promotion);
            stack.push(net, mv, p.turn(), after.board());
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
    changes
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
    for (name, net) in nets(2) {
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
                    "{name}: {} / {}",
                    p.fen(),
                    q.fen()
                );
                n += 1;
            }
        }
        assert!(n > 50);
        // The start position looks the same from both chairs.
        let start = net.refresh(Position::start().board());
        assert_eq!(start.values[0], start.values[1], "{name}");
    }
}

/// The position with its files mirrored (a ↔ h).
fn file_mirror(p: &Position) -> Position {
    let mut setup = Setup::empty();
    for (square, piece) in p.board().iter() {
        let to = Square::from_index((square.index() ^ 7) as u8).unwrap();
        if p.board().is_promoted(square) {
            setup.board.put_promoted(to, piece.color);
        } else {
            setup.board.put(to, piece);
        }
    }
    setup.turn = p.turn();
    Position::from_setup(setup).unwrap()
}

#[test]
fn a_mirroring_network_scores_a_position_and_its_mirror_alike() {
    for (name, net) in nets(6) {
        if !net.buckets.mirror() {
            continue;
        }
        let mut n = 0;
        for game in random_games(19, 6, 150) {
            for (p, _) in game.iter().step_by(3) {
                if p.count().is_some() {
                    continue;
                }
                let q = file_mirror(p);
                assert_eq!(net.evaluate(p), net.evaluate(&q), "{name}: {}", p.fen());
                n += 1;
            }
        }
        assert!(n > 100);
    }
    // Without the mirror, the two are two positions: a check that the test can fail.
    let plain = net(6);
    let p = Position::from_fen("4k3/8/8/8/8/8/1M6/3K4 w - - 0 1").unwrap();
    assert_ne!(plain.evaluate(&p), plain.evaluate(&file_mirror(&p)));
}

/// The quantised network is within this many centipawns of the float one.
const QUANTISATION_TOLERANCE_CP: i32 = 12;

#[test]
fn the_quantised_network_matches_the_float_one_within_the_tolerance() {
    for name in KhunBuckets::NAMES {
        let float = FloatNet::random(5, KhunBuckets::named(name).unwrap());
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
        assert!(worst <= QUANTISATION_TOLERANCE_CP, "{name}: {worst}");
    }
}

#[test]
fn a_weights_file_reads_back_and_a_damaged_one_is_refused() {
    for (name, net) in nets(3) {
        let bytes = file::write(&net);
        assert_eq!(
            bytes.len(),
            file::size(file::VERSION, net.buckets.blocks()),
            "{name}"
        );
        assert_eq!(file::read(&bytes).unwrap(), net, "{name}");
    }
    let net = net(3);
    let bytes = file::write(&net);

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
            expected: file::size(file::VERSION, 1),
            found: 5
        })
    );
    assert_eq!(file::read(&[0u8; 64]), Err(LoadError::Magic));

    // A khun map that names a block past the last, and a mirror word of 7: refused by name.
    let mut map = file::write(&nets(3)[3].1);
    map[8 + 4 * 8 + 5] = 9;
    assert_eq!(
        file::read(&map),
        Err(LoadError::Buckets(buckets::BucketsError::Square {
            square: 5,
            block: 9
        }))
    );
    let mut mirror = bytes.clone();
    mirror[8 + 4 * 7] = 7;
    assert_eq!(
        file::read(&mirror),
        Err(LoadError::Buckets(buckets::BucketsError::MirrorWord(7)))
    );

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

/// A network taken back into floating point to train on (fine-tuning) starts exactly where
/// it stood: quantised again, it is the same network, for net 5 and for a factorised
/// layout (whose shared block starts at zero).
#[test]
fn a_network_taken_back_to_train_on_quantises_to_itself() {
    let net5 = file::read(include_bytes!("../../../../assets/makruk/nnue-5.bin")).unwrap();
    assert_eq!(FloatNet::from_network(&net5).quantise(), net5);
    for (name, net) in nets(7) {
        let float = FloatNet::from_network(&net);
        assert_eq!(float.quantise(), net, "{name}");
    }
}

/// Net 5 and the nets before it are files of version 1: read as one plain block, and
/// written again in version 2, they are the same network.
#[test]
fn a_version_1_network_reads_as_one_plain_block_and_keeps_its_scores() {
    let bytes = include_bytes!("../../../../assets/makruk/nnue-5.bin");
    assert_eq!(u32::from_le_bytes(bytes[8..12].try_into().unwrap()), 1);
    let old = file::read(bytes).unwrap();
    assert_eq!(old.buckets, KhunBuckets::PLAIN);
    let again = file::write(&old);
    assert_eq!(
        u32::from_le_bytes(again[8..12].try_into().unwrap()),
        file::VERSION
    );
    let new = file::read(&again).unwrap();
    assert_eq!(new, old);
    let p =
        Position::from_fen("r2m1k2/2s3s1/p1p2pM~1/p1P1nPr1/4P1pp/1P6/2S1S3/RN1KM1R1 w - - 1 21")
            .unwrap();
    assert_eq!(new.evaluate(&p), old.evaluate(&p));
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
    for name in ["plain", "khun-4"] {
        let buckets = KhunBuckets::named(name).unwrap();
        let mut t = Trainer::new(FloatNet::random(1, buckets));
        let before = t.loss(&records, &all, 0.0);
        let mut order = all.clone();
        for _ in 0..o.epochs {
            t.epoch(&records, &mut order, &o);
        }
        let after = t.loss(&records, &all, 0.0);
        assert!(after < before * 0.7, "{name}: {before} {after}");

        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("run.ckpt");
        t.save(&path).unwrap();
        let back = Trainer::load(&path).unwrap();
        assert_eq!(back.net, t.net, "{name}");
        assert_eq!(back.net.buckets, buckets);
        assert_eq!(back.epoch, 4);
        // The factorised network's shared block is in its quantised rows.
        let net = t.net.quantise();
        assert_eq!(net.buckets, buckets);
        let p = &records[..data::RECORD];
        let s = Sample::decode(p).unwrap();
        let q = net.output(&net.refresh(&s.board), s.turn);
        let f = (t.net.evaluate(&s)).round() as i32;
        assert!(
            (q - f).abs() <= QUANTISATION_TOLERANCE_CP,
            "{name}: {q} {f}"
        );
    }
}

/// A checkpoint of the single-block trainer before the khun layouts (magic `DHMKCKPT`, no
/// layout) goes on as the plain layout; a damaged one is refused in words.
#[test]
fn an_old_checkpoint_resumes_as_the_plain_layout_and_a_damaged_one_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let t = Trainer::new(FloatNet::random(8, KhunBuckets::PLAIN));
    let new = dir.path().join("new.ckpt");
    t.save(&new).unwrap();
    let bytes = std::fs::read(&new).unwrap();
    // The old layout: its magic, the epoch and step, then the same floats.
    let mut old = b"DHMKCKPT".to_vec();
    old.extend_from_slice(&bytes[8..24]);
    old.extend_from_slice(&bytes[64..]);
    let old_path = dir.path().join("old.ckpt");
    std::fs::write(&old_path, &old).unwrap();
    assert_eq!(Trainer::load(&old_path).unwrap().net, t.net);

    let cut = dir.path().join("cut.ckpt");
    std::fs::write(&cut, &bytes[..bytes.len() - 4]).unwrap();
    let e = Trainer::load(&cut).err().unwrap();
    assert_eq!(e.kind(), std::io::ErrorKind::InvalidData);
    assert!(
        e.to_string().contains("bytes where this layout needs"),
        "{e}"
    );
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
    let t = Trainer::new(FloatNet::random(3, KhunBuckets::PLAIN));
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
