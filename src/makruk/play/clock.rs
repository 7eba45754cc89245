//! Makruk's clock: the shared two-sided clock (`crate::clock`) with White and Black as its
//! sides (White is side 0, as it moves first).

use crate::makruk::rules::Color;
use crate::makruk::settings::ClockSetting;

pub use crate::clock::format_ms;

/// A clock counting White's and Black's time.
pub type Clock = crate::clock::Clock<Color>;

impl crate::clock::Side for Color {
    fn index(self) -> usize {
        Color::index(self)
    }

    fn from_index(index: usize) -> Color {
        Color::ALL[index]
    }
}

/// The clock a setting asks for, standing.
pub fn clock_of(setting: ClockSetting) -> Clock {
    Clock::new(setting.minutes, setting.increment)
}
