//! Any bytes given to the `.dhayam` loader: a game or an error, never a panic or a hang.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(game) = dhayam::dhayam::save::from_bytes(data) {
        // A file that loads must replay and save back to a file that loads the same.
        let text = dhayam::dhayam::save::to_json(&game).expect("a loaded game saves");
        assert_eq!(dhayam::dhayam::save::from_bytes(text.as_bytes()).as_ref(), Ok(&game));
    }
});
