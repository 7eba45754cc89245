//! Dhayam's sounds: the dice, a pawn's steps, entering, a cut, the gate, a pawn home and
//! the King, each one of the window's kinds of sound.

use crate::widgets::sound::Kind;

/// A sound Dhayam's table asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Two long dice landing.
    Dice,
    /// Two blanks: a 12 lands with a brighter ring.
    DiceTwelve,
    /// A pawn's step from square to square.
    Step,
    /// A pawn put on its home square.
    Enter,
    Cut,
    /// A seat's gate opens (its first cut).
    Gate,
    /// A pawn reaches the centre.
    Home,
    /// The King of the game.
    King,
}

impl Sound {
    /// The window's sound that plays it.
    pub fn kind(self) -> Kind {
        match self {
            Sound::Dice => Kind::Dice,
            Sound::DiceTwelve => Kind::DiceTwelve,
            Sound::Step => Kind::Step,
            Sound::Enter => Kind::Enter,
            Sound::Cut => Kind::Cut,
            Sound::Gate => Kind::Gate,
            Sound::Home => Kind::Home,
            Sound::King => Kind::King,
        }
    }
}
