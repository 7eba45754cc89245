//! Any text given to the DPN reader under any options: a position or an error.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let (rules, dpn) = text.split_once('\t').unwrap_or(("", &text));
    let options = rules.parse().unwrap_or_default();
    if let Ok(position) = dhayam::dhayam::rules::Position::from_dpn(dpn, options) {
        position.validate().expect("a parsed position is valid");
        for &mv in &position.legal_moves() {
            let (next, _) = position.play(mv).expect("legal moves play");
            next.validate().expect("a played position is valid");
        }
    }
});
