//! Any bytes as a PGN file: every game reads or names its line and reason, no message
//! carries a control character, and every game read writes back as PGN that reads to
//! the same moves.
#![no_main]

use dhayam::makruk::notation::pgn;
use dhayam::makruk::rules::{CountingMode, Game};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for game in pgn::read(&text) {
        match game {
            Ok(read) => {
                let mut game = Game::new(read.start, CountingMode::Automatic);
                for &mv in &read.moves {
                    if game.play(mv).is_err() {
                        return; // PGN reads past the rules' ends; the game does not
                    }
                }
                let again = pgn::read(&pgn::write(&game, &[]));
                assert_eq!(again.len(), 1);
                assert_eq!(again[0].as_ref().unwrap().moves, read.moves);
            }
            Err(e) => assert!(!e.to_string().chars().any(char::is_control)),
        }
    }
});
