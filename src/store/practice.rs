//! When a kept exercise is asked again (issue 66): spaced like flash cards. An exercise
//! answered wrong comes back tomorrow; one answered right comes back later each time
//! (3, 7, 14, 30, then 60 days). Days are counted in UTC from 1970-01-01, and the caller
//! says which day it is, so a test sets the clock.

// The platform's clock: the standard library's panics in a browser (the web edition).
use crate::platform::SystemTime;

use serde::{Deserialize, Serialize};

/// A day: days since 1970-01-01, UTC.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Day(pub u32);

impl Day {
    pub fn of(time: SystemTime) -> Day {
        let days = time
            .duration_since(SystemTime::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() / 86_400);
        Day(u32::try_from(days).unwrap_or(u32::MAX))
    }

    pub fn today() -> Day {
        Day::of(SystemTime::now())
    }

    pub fn after(self, days: u32) -> Day {
        Day(self.0.saturating_add(days))
    }

    /// The day as `YYYY-MM-DD`.
    pub fn date(self) -> String {
        let time =
            SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(u64::from(self.0) * 86_400);
        super::game_file::rfc3339(time)[..10].to_string()
    }
}

/// The days until an exercise answered right so many times in a row comes back.
pub const INTERVALS: [u32; 5] = [3, 7, 14, 30, 60];

/// When an exercise is due, and how well it is known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Schedule {
    /// The first day it is asked again.
    pub due: Day,
    /// Right answers in a row since the last wrong one.
    pub streak: u8,
    pub right: u32,
    pub wrong: u32,
}

impl Schedule {
    /// A new exercise, due at once.
    pub fn new(today: Day) -> Schedule {
        Schedule {
            due: today,
            ..Schedule::default()
        }
    }

    pub fn is_due(&self, today: Day) -> bool {
        self.due <= today
    }

    /// Wrong: tomorrow, and the streak starts over. Right: later, the longer the streak.
    pub fn answered(&mut self, right: bool, today: Day) {
        if right {
            self.right = self.right.saturating_add(1);
            let i = usize::from(self.streak).min(INTERVALS.len() - 1);
            self.due = today.after(INTERVALS[i]);
            self.streak = self.streak.saturating_add(1);
        } else {
            self.wrong = self.wrong.saturating_add(1);
            self.due = today.after(1);
            self.streak = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_comes_back_tomorrow_and_right_later_each_time() {
        let today = Day(20_000);
        let mut s = Schedule::new(today);
        assert!(s.is_due(today));
        s.answered(false, today);
        assert_eq!(s.due, Day(20_001));
        assert!(!s.is_due(today) && s.is_due(Day(20_001)));
        let mut day = Day(20_001);
        let mut gaps = Vec::new();
        for _ in 0..7 {
            s.answered(true, day);
            gaps.push(s.due.0 - day.0);
            day = s.due;
        }
        assert_eq!(gaps, [3, 7, 14, 30, 60, 60, 60]);
        assert_eq!((s.right, s.wrong), (7, 1));
        s.answered(false, day);
        assert_eq!((s.due, s.streak), (day.after(1), 0));
    }

    #[test]
    fn a_day_is_told_as_its_date() {
        assert_eq!(Day(0).date(), "1970-01-01");
        assert_eq!(
            Day::of(SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_765_000_000)).date(),
            "2025-12-06"
        );
        assert_eq!(Day(u32::MAX).after(1), Day(u32::MAX));
    }
}
