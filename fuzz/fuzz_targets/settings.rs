//! Any bytes as `settings.toml`: settings or a reason, never a panic; what loads writes
//! back as settings in range (no `inf`) that load again.
#![no_main]

use dhayam::store::settings::Settings;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok((settings, _)) = Settings::from_toml(text) {
        let again = settings.to_toml();
        assert!(!again.contains("inf") && !again.contains("nan"));
        assert!((0.0..=1.0).contains(&settings.window.sound_volume));
        assert!(Settings::from_toml(&again).is_ok());
    }
});
