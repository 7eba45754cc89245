//! How long a search may think: UCI's `go` limits turned into a soft limit (no new
//! iteration after it) and a hard one (stop at once).

use std::time::Duration;

use super::params::*;

/// A clock for the side to move, as `go wtime … winc …` gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub time: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// What bounds one search. Everything `None` (and not infinite) searches to the depth
/// limit of the engine, which is for tests only: give at least one limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    pub clock: Option<Clock>,
    /// Until stopped (UCI `go infinite`): the other limits are ignored.
    pub infinite: bool,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(ms: u64) -> Limits {
        Limits {
            movetime: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// The time a search has: soft (no new iteration past it) and hard (stop mid-search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub soft: Option<Duration>,
    pub hard: Option<Duration>,
}

pub fn budget(limits: &Limits) -> Budget {
    if limits.infinite {
        return Budget {
            soft: None,
            hard: None,
        };
    }
    let overhead = Duration::from_millis(MOVE_OVERHEAD_MS);
    let mut soft: Option<Duration> = None;
    let mut hard: Option<Duration> = None;
    if let Some(t) = limits.movetime {
        // A fixed time per move is spent whole: no soft limit, the hard one stops it.
        let margin = Duration::from_millis(MOVETIME_MARGIN_MS);
        let t = t.saturating_sub(margin).max(Duration::from_millis(1));
        hard = Some(t);
    }
    if let Some(c) = limits.clock {
        let left = c.time.saturating_sub(overhead);
        let moves = c.moves_to_go.unwrap_or(CLOCK_MOVES).clamp(1, CLOCK_MOVES);
        let share = left / moves + c.increment.mul_f64(INCREMENT_SHARE);
        let s = share.min(left / 2).max(Duration::from_millis(1));
        let h = (s * 4).min(left / 3).max(s);
        soft = Some(s);
        hard = Some(hard.map_or(h, |x| x.min(h)));
    }
    Budget { soft, hard }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_is_spent_but_for_a_margin() {
        let b = budget(&Limits::movetime(100));
        assert_eq!(b.hard, Some(Duration::from_millis(98)));
        assert_eq!(b.soft, None);
    }

    #[test]
    fn a_clock_spends_a_share_and_never_most_of_what_is_left() {
        let limits = Limits {
            clock: Some(Clock {
                time: Duration::from_secs(60),
                increment: Duration::from_secs(1),
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        let b = budget(&limits);
        let soft = b.soft.unwrap();
        assert!(soft > Duration::from_millis(1500) && soft < Duration::from_secs(4));
        assert!(b.hard.unwrap() <= Duration::from_secs(20));
        let short = Limits {
            clock: Some(Clock {
                time: Duration::from_millis(50),
                increment: Duration::ZERO,
                moves_to_go: None,
            }),
            ..Limits::default()
        };
        assert!(budget(&short).hard.unwrap() < Duration::from_millis(50));
    }

    #[test]
    fn infinite_has_no_time_limit() {
        let limits = Limits {
            infinite: true,
            movetime: Some(Duration::from_millis(5)),
            ..Limits::default()
        };
        assert_eq!(budget(&limits).hard, None);
    }
}
