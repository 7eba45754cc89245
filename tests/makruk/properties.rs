//! Property tests over random games (proptest) and readers fed any text.
//!
//! The legal moves are checked against an independent make-and-test generator written
//! here from the rules' text (M3–M10) with none of the engine's tables, pins or masks.

use dhayam::makruk::rules::perft::perft;
use dhayam::makruk::rules::{
    Color, CountingMode, Game, Move, Piece, Position, Role, Setup, Square, zobrist,
};
use proptest::prelude::*;

/// Whether a piece on `from` attacks `to` on this board, by the rules' words alone.
fn attacks_on(board: &[Option<Piece>; 64], piece: Piece, from: Square, to: Square) -> bool {
    let df = to.file().index() as i8 - from.file().index() as i8;
    let dr = to.rank().index() as i8 - from.rank().index() as i8;
    let forward = piece.color.forward();
    match piece.role {
        Role::Khun => df.abs() <= 1 && dr.abs() <= 1 && (df, dr) != (0, 0),
        Role::Met => df.abs() == 1 && dr.abs() == 1,
        Role::Khon => (df.abs() == 1 && dr.abs() == 1) || (df == 0 && dr == forward),
        Role::Ma => matches!((df.abs(), dr.abs()), (1, 2) | (2, 1)),
        Role::Bia => df.abs() == 1 && dr == forward,
        Role::Ruea => {
            if (df == 0) == (dr == 0) {
                return false;
            }
            let (sf, sr) = (df.signum(), dr.signum());
            let mut at = from.offset(sf, sr).unwrap();
            while at != to {
                if board[at.index()].is_some() {
                    return false;
                }
                at = at.offset(sf, sr).unwrap();
            }
            true
        }
    }
}

fn in_check_naive(board: &[Option<Piece>; 64], color: Color) -> bool {
    let khun = Square::all()
        .find(|&s| board[s.index()] == Some(Piece::new(color, Role::Khun)))
        .unwrap();
    Square::all().any(|s| match board[s.index()] {
        Some(p) if p.color != color => attacks_on(board, p, s, khun),
        _ => false,
    })
}

/// The legal moves by make-and-test, as (from, to, promotion), sorted.
fn naive_moves(position: &Position) -> Vec<(Square, Square, bool)> {
    let us = position.turn();
    let mut board = [None; 64];
    for s in Square::all() {
        board[s.index()] = position.piece_at(s);
    }
    let mut out = Vec::new();
    for from in Square::all() {
        let Some(piece) = board[from.index()] else {
            continue;
        };
        if piece.color != us {
            continue;
        }
        for to in Square::all() {
            let target = board[to.index()];
            if target.is_some_and(|t| t.color == us) {
                continue;
            }
            let reaches = if piece.role == Role::Bia {
                let df = to.file().index() as i8 - from.file().index() as i8;
                let dr = to.rank().index() as i8 - from.rank().index() as i8;
                (df == 0 && dr == us.forward() && target.is_none())
                    || (df.abs() == 1 && dr == us.forward() && target.is_some())
            } else {
                attacks_on(&board, piece, from, to)
            };
            if !reaches {
                continue;
            }
            let mut after = board;
            after[from.index()] = None;
            after[to.index()] = Some(piece);
            if in_check_naive(&after, us) {
                continue;
            }
            let sixth = match us {
                Color::White => 5,
                Color::Black => 2,
            };
            out.push((
                from,
                to,
                piece.role == Role::Bia && to.rank().index() == sixth,
            ));
        }
    }
    out.sort();
    out
}

fn check_position(position: &Position) -> Result<(), TestCaseError> {
    // A fresh parse of the FEN gives the same position: copy-make agrees with it.
    let fen = position.fen();
    let parsed = Position::from_fen(&fen);
    prop_assert_eq!(parsed.as_ref(), Ok(position), "{}", fen);
    // Validation holds after every move.
    prop_assert_eq!(Position::from_setup(position.to_setup()), Ok(*position));
    // The key agrees with a recomputation.
    let key = position.board().zobrist() ^ zobrist::turn(position.turn());
    prop_assert_eq!(position.key(), key);
    // The generator agrees with make-and-test.
    let moves = position.legal_moves();
    let mut ours: Vec<(Square, Square, bool)> =
        moves.iter().map(|m| (m.from, m.to, m.promotion)).collect();
    ours.sort();
    prop_assert_eq!(&ours, &naive_moves(position), "{}", fen);
    prop_assert_eq!(moves.len(), position.count_legal_moves());
    for &mv in moves.iter() {
        prop_assert_eq!(mv.role, position.piece_at(mv.from).unwrap().role);
        prop_assert_eq!(mv.capture, position.piece_at(mv.to).map(|p| p.role));
        // Every notation reads back.
        prop_assert_eq!(position.parse_uci(&mv.to_string()), Ok(mv));
        let san = position.san(mv);
        prop_assert_eq!(position.parse_san(&san), Ok(mv), "{} in {}", san, fen);
        // Every result parses back.
        let after = position.play(mv).unwrap();
        prop_assert_eq!(Position::from_fen(&after.fen()), Ok(after));
    }
    Ok(())
}

/// Perft by checked `play` at every ply, to compare with the bulk count.
fn perft_by_play(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    position
        .legal_moves()
        .iter()
        .map(|&mv| perft_by_play(&position.play(mv).unwrap(), depth - 1))
        .sum()
}

fn random_game(start: &str, choices: &[u16]) -> Vec<Position> {
    let mut game = Game::new(Position::from_fen(start).unwrap(), CountingMode::Automatic);
    let mut seen = vec![*game.position()];
    for &c in choices {
        let moves = game.position().legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        let mv: Move = moves[c as usize % moves.len()];
        game.play(mv).unwrap();
        seen.push(*game.position());
    }
    seen
}

const STARTS: [&str; 4] = [
    "startpos",
    "r1s1k2r/3nm1s1/1pp1pnp1/p2p1p1p/P1PPP2P/1P1SMPP1/3N2S1/R3K1NR w - - 0 1",
    "4k3/8/1ppr4/8/3P4/2P1S3/5R2/3K4 w - - 0 1",
    "4k3/8/3s4/8/8/2N5/8/R2K4 b - - 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(
        start in 0..STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..160),
    ) {
        for position in random_game(STARTS[start], &choices) {
            check_position(&position)?;
        }
    }

    #[test]
    fn perft_by_play_equals_perft_by_bulk_counting(
        start in 0..STARTS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..80),
    ) {
        let positions = random_game(STARTS[start], &choices);
        let last = positions.last().unwrap();
        prop_assert_eq!(perft_by_play(last, 3), perft(last, 3));
    }

    #[test]
    fn no_text_panics_the_readers(text in "\\PC{0,80}") {
        let _ = Setup::from_fen(&text);
        let _ = Position::from_fen(&text);
        let start = Position::start();
        let _ = start.parse_uci(&text);
        let _ = start.parse_san(&text);
        let _ = text.parse::<Square>();
    }

    #[test]
    fn fen_like_text_never_panics(
        text in "[KMSNRPkmsnrp~1-9/]{0,70}( [wb-]( [-a-h1-8KQkq]{1,4}( [-0-9]{1,4}( [0-9]{1,4}( [0-9]{1,3})?)?)?)?)?"
    ) {
        if let Ok(position) = Position::from_fen(&text) {
            check_position(&position)?;
        }
    }
}

#[test]
fn every_error_message_is_one_line() {
    for text in [
        "",
        "x",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/3K4 w KQkq - 0 1",
    ] {
        if let Err(e) = Position::from_fen(text) {
            let message = e.to_string();
            assert!(!message.is_empty() && !message.contains('\n'), "{message}");
        }
    }
}
