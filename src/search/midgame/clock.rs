//! The clock a timed search reads: the system's monotonic clock, or one a
//! test drives so that a deadline can be checked without timing anything.

use std::time::{Duration, Instant};

/// Time since some fixed origin.
pub trait Clock {
    /// The time elapsed since the clock's origin; never decreases.
    fn now(&self) -> Duration;
}

/// The system's monotonic clock, from the moment it was made.
#[derive(Clone, Copy, Debug)]
pub struct SystemClock {
    origin: Instant,
}

impl SystemClock {
    /// A clock counting from `origin`.
    pub fn since(origin: Instant) -> SystemClock {
        SystemClock { origin }
    }
}

impl Clock for SystemClock {
    fn now(&self) -> Duration {
        self.origin.elapsed()
    }
}
