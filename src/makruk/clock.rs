//! A game clock for two players: each side's time, counted down while it is to move, with
//! an increment after each move. Pure: the caller says what time it is (seconds, from any
//! fixed start), so tests need no waiting.

use super::rules::{ByColor, Color};
use super::settings::ClockSetting;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    /// Milliseconds each side had when its clock last stopped.
    left_ms: ByColor<u64>,
    increment_ms: u64,
    /// The side whose time runs, and since when.
    running: Option<(Color, f64)>,
}

impl Clock {
    pub fn new(setting: ClockSetting) -> Clock {
        let ms = u64::from(setting.minutes) * 60_000;
        Clock {
            left_ms: ByColor {
                white: ms,
                black: ms,
            },
            increment_ms: u64::from(setting.increment) * 1000,
            running: None,
        }
    }

    /// A clock as a file kept it (stopped).
    pub fn from_parts(left_ms: ByColor<u64>, increment_ms: u64) -> Clock {
        Clock {
            left_ms,
            increment_ms,
            running: None,
        }
    }

    pub fn increment_ms(&self) -> u64 {
        self.increment_ms
    }

    fn elapsed_ms(since: f64, now: f64) -> u64 {
        ((now - since).max(0.0) * 1000.0) as u64
    }

    /// Milliseconds `color` has left at `now`.
    pub fn left_ms(&self, color: Color, now: f64) -> u64 {
        match self.running {
            Some((c, since)) if c == color => {
                self.left_ms[color].saturating_sub(Self::elapsed_ms(since, now))
            }
            _ => self.left_ms[color],
        }
    }

    /// Both sides' time left at `now`, as a file keeps it.
    pub fn snapshot(&self, now: f64) -> ByColor<u64> {
        ByColor {
            white: self.left_ms(Color::White, now),
            black: self.left_ms(Color::Black, now),
        }
    }

    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// Starts `color`'s time (the game starts, or resumes after a pause).
    pub fn start(&mut self, color: Color, now: f64) {
        self.pause(now);
        self.running = Some((color, now));
    }

    /// Stops the clock where it stands (a dialog over the board, the game's end).
    pub fn pause(&mut self, now: f64) {
        if let Some((c, _)) = self.running {
            self.left_ms[c] = self.left_ms(c, now);
            self.running = None;
        }
    }

    /// `mover` has moved: their time stops, the increment is added, the other's runs.
    pub fn moved(&mut self, mover: Color, now: f64) {
        self.pause(now);
        self.left_ms[mover] = self.left_ms[mover].saturating_add(self.increment_ms);
        self.running = Some((!mover, now));
    }

    /// The side whose time has run out at `now`.
    pub fn flagged(&self, now: f64) -> Option<Color> {
        let (c, _) = self.running?;
        (self.left_ms(c, now) == 0).then_some(c)
    }
}

impl Clock {
    /// Milliseconds until the running side's shown time next changes (`format_ms` shows
    /// whole seconds, tenths under ten seconds): when the window must paint again, and no
    /// sooner. `None` while the clock stands or has run out.
    pub fn next_change_ms(&self, now: f64) -> Option<u64> {
        let color = self.running()?;
        let left = self.left_ms(color, now);
        match left {
            0 => None,
            1..10_000 => Some(left % 100 + 1),
            _ => Some(left % 1000 + 1),
        }
    }
}

/// `m:ss` under an hour, `h:mm:ss` above; tenths in the last ten seconds.
pub fn format_ms(ms: u64) -> String {
    let secs = ms / 1000;
    if ms < 10_000 {
        format!("0:{:02}.{}", secs, ms % 1000 / 100)
    } else if secs < 3600 {
        format!("{}:{:02}", secs / 60, secs % 60)
    } else {
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_runs_only_for_the_side_to_move_and_the_increment_is_added() {
        let mut clock = Clock::new(ClockSetting {
            minutes: 1,
            increment: 2,
        });
        clock.start(Color::White, 10.0);
        assert_eq!(clock.left_ms(Color::White, 15.0), 55_000);
        assert_eq!(clock.left_ms(Color::Black, 15.0), 60_000);
        clock.moved(Color::White, 15.0);
        assert_eq!(clock.left_ms(Color::White, 100.0), 57_000);
        assert_eq!(clock.left_ms(Color::Black, 20.0), 55_000);
        clock.pause(20.0);
        assert_eq!(clock.left_ms(Color::Black, 500.0), 55_000);
        assert_eq!(clock.flagged(500.0), None);
        clock.start(Color::Black, 500.0);
        assert_eq!(clock.flagged(554.9), None);
        assert_eq!(clock.flagged(555.0), Some(Color::Black));
    }

    #[test]
    fn the_shown_time_changes_once_a_second_and_ten_times_a_second_under_ten() {
        let mut clock = Clock::new(ClockSetting {
            minutes: 1,
            increment: 0,
        });
        assert_eq!(
            clock.next_change_ms(0.0),
            None,
            "a standing clock never changes"
        );
        clock.start(Color::White, 0.0);
        // 60.000 left shows 1:00 until 59.999, one millisecond on.
        assert_eq!(clock.next_change_ms(0.0), Some(1));
        // 59.250 left shows 0:59 for 251 ms more.
        assert_eq!(clock.next_change_ms(0.75), Some(251));
        // The shown time is the same a millisecond sooner, and changes then.
        assert_eq!(format_ms(59_250 - 250), format_ms(59_250));
        assert_ne!(format_ms(59_250 - 251), format_ms(59_250));
        // Under ten seconds the tenths show: 9.250 left changes in 51 ms.
        assert_eq!(clock.next_change_ms(50.75), Some(51));
        assert_eq!(clock.next_change_ms(60.0), None, "run out");
    }

    #[test]
    fn times_are_written_as_a_clock_shows_them() {
        assert_eq!(format_ms(600_000), "10:00");
        assert_eq!(format_ms(61_500), "1:01");
        assert_eq!(format_ms(9_250), "0:09.2");
        assert_eq!(format_ms(3_725_000), "1:02:05");
    }
}
