//! What the app keeps on disk: the settings file, the game file (whichever game it
//! holds), the statistics, the envelope every file shares (size limit, UTF-8, atomic
//! write with a backup) and the lock that keeps the autosaves to one app. It knows no game:
//! what each file holds is `crate::games`'s.

pub mod envelope;
pub mod file_error;
pub mod game_file;
pub mod lock;
pub mod names;
pub mod practice;
pub mod settings;
pub mod statistics;

/// Damage for the readers' tests: one flipped bit.
#[cfg(test)]
pub(crate) mod damage {
    /// `text` with one bit flipped in the last character of string `n` (from 1) of the
    /// JSON array `key`: a flipped byte in one entry of a game.
    pub(crate) fn flip_in_entry(text: &str, key: &str, n: usize) -> Vec<u8> {
        let field = text.find(&format!("\"{key}\"")).expect("the field");
        let mut at = field + text[field..].find('[').expect("an array");
        for _ in 0..n {
            // The entry's opening quote, then its closing one.
            at += 1 + text[at + 1..].find('"').expect("an entry");
            at += 1 + text[at + 1..].find('"').expect("its end");
        }
        let mut bytes = text.as_bytes().to_vec();
        bytes[at - 1] ^= 0x01;
        bytes
    }
}
