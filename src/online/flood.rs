//! The flood limit: a peer that sends more than a table needs is cut off. A person makes
//! a move or a chat line every second or so, and a guest's app answers each of the
//! host's throws with a contribution; even a computer guest that plays ten moves a
//! second stays under 300 in 10 seconds. A peer sending thousands is broken or hostile.

use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloodLimit {
    pub messages: u32,
    pub per: Duration,
}

impl Default for FloodLimit {
    fn default() -> FloodLimit {
        FloodLimit {
            messages: 300,
            per: Duration::from_secs(10),
        }
    }
}

/// One peer's count in the current window (a fixed window: simple, and a burst at a
/// window's edge can at most double the limit).
#[derive(Clone, Copy, Debug, Default)]
pub struct Flood {
    window_start: Duration,
    count: u32,
}

impl Flood {
    /// Counts one message at `now`; false once the peer is over the limit.
    pub fn allow(&mut self, limit: FloodLimit, now: Duration) -> bool {
        if now.saturating_sub(self.window_start) >= limit.per {
            self.window_start = now;
            self.count = 0;
        }
        self.count += 1;
        self.count <= limit.messages
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_counts_per_window() {
        let limit = FloodLimit {
            messages: 3,
            per: Duration::from_secs(1),
        };
        let mut f = Flood::default();
        let t = Duration::from_millis(100);
        assert!((0..3).all(|_| f.allow(limit, t)));
        assert!(!f.allow(limit, t));
        assert!(f.allow(limit, Duration::from_millis(1200)));
    }
}
