//! Any text given to Makruk's FEN, UCI and SAN readers: a position or an error, and every
//! position read plays all its moves into positions whose FEN reads back the same.
#![no_main]

use dhayam::makruk::rules::Position;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (fen, mv) = text.split_once('\t').unwrap_or((&text, ""));
    if let Ok(position) = Position::from_fen(fen) {
        assert_eq!(Position::from_fen(&position.fen()), Ok(position));
        let _ = position.parse_uci(mv);
        let _ = position.parse_san(mv);
        let _ = position.outcome();
        for &m in position.legal_moves().iter() {
            let next = position.play(m).expect("legal moves play");
            assert_eq!(position.parse_san(&position.san(m)), Ok(m));
            assert_eq!(Position::from_fen(&next.fen()), Ok(next));
        }
    }
});
