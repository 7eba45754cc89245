//! A game clock for two sides: each side's time, counted down while it is to move, with
//! an increment after each move. Pure: the caller says what time it is (seconds, from any
//! fixed start), so tests need no waiting.
//!
//! No game's rules: a side is whatever the user counts as one (Makruk's colours in its
//! window, the seats of a table at a distance in the host's protocol), numbered 0 and 1
//! through [`Side`]. Shared, below both, so the online protocol keeps a clock without
//! importing Makruk.

/// One of the clock's two sides, numbered 0 (the first to move) and 1.
pub trait Side: Copy + Eq {
    fn index(self) -> usize;
    /// The side numbered `index` (0 or 1).
    fn from_index(index: usize) -> Self;
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock<S> {
    /// Milliseconds each side had when its clock last stopped, by side number.
    left_ms: [u64; 2],
    increment_ms: u64,
    /// The side whose time runs, and since when.
    running: Option<(S, f64)>,
}

impl<S: Side> Clock<S> {
    /// Minutes for each side, seconds added after each move.
    pub fn new(minutes: u32, increment: u32) -> Clock<S> {
        let ms = u64::from(minutes) * 60_000;
        Clock {
            left_ms: [ms, ms],
            increment_ms: u64::from(increment) * 1000,
            running: None,
        }
    }

    /// A clock as a file kept it (stopped): each side's time by side number.
    pub fn from_parts(left_ms: [u64; 2], increment_ms: u64) -> Clock<S> {
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

    /// Milliseconds `side` has left at `now`.
    pub fn left_ms(&self, side: S, now: f64) -> u64 {
        match self.running {
            Some((c, since)) if c == side => {
                self.left_ms[side.index()].saturating_sub(Self::elapsed_ms(since, now))
            }
            _ => self.left_ms[side.index()],
        }
    }

    /// Both sides' time left at `now` by side number, as a file keeps it.
    pub fn snapshot(&self, now: f64) -> [u64; 2] {
        [
            self.left_ms(S::from_index(0), now),
            self.left_ms(S::from_index(1), now),
        ]
    }

    pub fn running(&self) -> Option<S> {
        self.running.map(|(c, _)| c)
    }

    /// Starts `side`'s time (the game starts, or resumes after a pause).
    pub fn start(&mut self, side: S, now: f64) {
        self.pause(now);
        self.running = Some((side, now));
    }

    /// Stops the clock where it stands (a dialog over the board, the game's end).
    pub fn pause(&mut self, now: f64) {
        if let Some((c, _)) = self.running {
            self.left_ms[c.index()] = self.left_ms(c, now);
            self.running = None;
        }
    }

    /// `mover` has moved: their time stops, the increment is added, the other's runs.
    pub fn moved(&mut self, mover: S, now: f64) {
        self.pause(now);
        let left = &mut self.left_ms[mover.index()];
        *left = left.saturating_add(self.increment_ms);
        self.running = Some((S::from_index(1 - mover.index()), now));
    }

    /// The side whose time has run out at `now`.
    pub fn flagged(&self, now: f64) -> Option<S> {
        let (c, _) = self.running?;
        (self.left_ms(c, now) == 0).then_some(c)
    }
}

impl<S: Side> Clock<S> {
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

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Two {
        First,
        Second,
    }

    impl Side for Two {
        fn index(self) -> usize {
            self as usize
        }
        fn from_index(index: usize) -> Two {
            [Two::First, Two::Second][index]
        }
    }

    #[test]
    fn time_runs_only_for_the_side_to_move_and_the_increment_is_added() {
        let mut clock = Clock::<Two>::new(1, 2);
        clock.start(Two::First, 10.0);
        assert_eq!(clock.left_ms(Two::First, 15.0), 55_000);
        assert_eq!(clock.left_ms(Two::Second, 15.0), 60_000);
        clock.moved(Two::First, 15.0);
        assert_eq!(clock.left_ms(Two::First, 100.0), 57_000);
        assert_eq!(clock.left_ms(Two::Second, 20.0), 55_000);
        clock.pause(20.0);
        assert_eq!(clock.left_ms(Two::Second, 500.0), 55_000);
        assert_eq!(clock.flagged(500.0), None);
        clock.start(Two::Second, 500.0);
        assert_eq!(clock.flagged(554.9), None);
        assert_eq!(clock.flagged(555.0), Some(Two::Second));
    }

    #[test]
    fn the_shown_time_changes_once_a_second_and_ten_times_a_second_under_ten() {
        let mut clock = Clock::<Two>::new(1, 0);
        assert_eq!(
            clock.next_change_ms(0.0),
            None,
            "a standing clock never changes"
        );
        clock.start(Two::First, 0.0);
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
