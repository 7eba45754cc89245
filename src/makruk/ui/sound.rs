//! Makruk's sounds: a piece set down, a capture, check and mate, each one of the window's
//! kinds of sound.

use crate::widgets::sound::Kind;

/// A sound Makruk's table asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A piece set down.
    Place,
    Capture,
    Check,
    Mate,
}

impl Sound {
    /// The window's sound that plays it.
    pub fn kind(self) -> Kind {
        match self {
            Sound::Place => Kind::Place,
            Sound::Capture => Kind::Capture,
            Sound::Check => Kind::Check,
            Sound::Mate => Kind::Mate,
        }
    }
}
