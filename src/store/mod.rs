//! What the app keeps on disk: the settings file, and the envelope every file shares
//! (size limit, UTF-8, atomic write with a backup).

pub mod envelope;
pub mod settings;
