//! Time per move from a clock: what the protocols' engines spend on one
//! move when a game's time is given (GTP's `time_settings` and
//! `time_left`, the `TI` of an NBoard game).

use std::time::Duration;

/// What is kept back from every move's time for reading, writing and the
/// operating system: a twentieth, at most 50 ms (as `best --time-limit`
/// keeps back from its limit).
fn reserve(share: Duration) -> Duration {
    (share / 20).min(Duration::from_millis(50))
}

/// The time for one move with `left` on the clock for the rest of the
/// game, `empties` squares still empty and `stones` moves due in it (0:
/// the whole game): `left` shared evenly among the side's remaining
/// moves (half the empty squares, rounded up) or the stones due, less a
/// reserve from the share; at least 1 ms.
pub fn per_move(left: Duration, empties: u32, stones: u32) -> Duration {
    let moves = match stones {
        0 => empties.div_ceil(2),
        n => n,
    }
    .max(1);
    let share = left / moves;
    share
        .saturating_sub(reserve(share))
        .max(Duration::from_millis(1))
}

/// A clock as GTP and GGF write it: seconds (`90`, `1.5`) or
/// `[[h:]m:]s` (`5:00`, `1:02:03`). `None` when it is neither.
pub fn parse_clock(text: &str) -> Option<Duration> {
    let mut secs = 0.0f64;
    let parts: Vec<&str> = text.trim().split(':').collect();
    if parts.len() > 3 {
        return None;
    }
    for p in &parts {
        let v: f64 = p.parse().ok()?;
        if !(0.0..=1e9).contains(&v) {
            return None;
        }
        secs = secs * 60.0 + v;
    }
    Some(Duration::from_secs_f64(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_share_the_clock() {
        let s = Duration::from_secs;
        assert_eq!(parse_clock("5:00"), Some(s(300)));
        assert_eq!(parse_clock("1:00:00"), Some(s(3600)));
        assert_eq!(parse_clock("x"), None);
        // 30 empty squares: 15 moves share 300 s, 20 s each less 50 ms.
        let ms = Duration::from_millis;
        assert_eq!(per_move(s(300), 30, 0), s(20) - ms(50));
        assert_eq!(per_move(s(10), 30, 5), s(2) - ms(50));
        // 1 s among 15 moves: 66.7 ms less a twentieth.
        assert_eq!(per_move(s(1), 30, 0), s(1) / 15 - s(1) / 15 / 20);
        assert_eq!(per_move(Duration::ZERO, 30, 0), Duration::from_millis(1));
    }
}
