//! `rules.perft`: positions built for each rule (pins, double check, khon and met
//! mobility, promotion by step and capture for both colours, counting endings) with their
//! node counts, agreed with Fairy-Stockfish by `crosscheck.py`. Anyone can add a case
//! without writing Rust: `id`, `epd <FEN>`, then `perft <depth> <nodes>` lines.

use dhayam::makruk::rules::Position;
use dhayam::makruk::rules::perft::perft;

struct Case {
    id: String,
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("rules.perft");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if let Some(id) = line.strip_prefix("id ") {
            cases.push(Case {
                id: id.to_string(),
                fen: String::new(),
                depths: Vec::new(),
            });
        } else if let Some(fen) = line.strip_prefix("epd ") {
            cases.last_mut().expect("an id before epd").fen = fen.to_string();
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (d, nodes) = rest.split_once(' ').expect("perft DEPTH NODES");
            let case = cases.last_mut().expect("an id before perft");
            case.depths
                .push((d.parse().expect("depth"), nodes.parse().expect("nodes")));
        } else {
            assert!(
                line.is_empty() || line.starts_with('#'),
                "line {}: {line}",
                n + 1
            );
        }
    }
    cases
}

#[test]
fn m2_to_m10_the_perft_file() {
    let cases = cases();
    assert!(cases.len() >= 15);
    for case in cases {
        let position = Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        for (depth, nodes) in case.depths {
            assert_eq!(
                perft(&position, depth),
                nodes,
                "{} at depth {depth}",
                case.id
            );
        }
    }
}

#[test]
fn m2_perft_from_the_start_to_depth_5() {
    let counts: Vec<u64> = (1..=5).map(|d| perft(&Position::start(), d)).collect();
    assert_eq!(counts, [23, 529, 12012, 273026, 6223994]);
}
