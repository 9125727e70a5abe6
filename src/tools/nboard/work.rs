//! The searches of `nboard` on its worker thread, and the lines they
//! answer with (`search`, `===`, `nodestats`, `analysis`, as the help of
//! [`super::COMMAND`] describes them).

use crate::color::Color;
use crate::engine::clock::{parse_clock, per_move};
use crate::engine::think::{Level, Thinker, Thought};
use crate::records::ggf::{Record, Turn};
use crate::square::Square;
use std::time::{Duration, Instant};

/// A search to run on the worker thread.
pub(super) enum Job {
    /// `go`: the best move.
    Go(Turn, Level, Option<Instant>),
    /// `hint N`: the N best moves' values, deepening.
    Hint(Turn, usize, Level, Option<Instant>),
    /// `analyze`: the value of each position, the last first.
    Analyze(Vec<Turn>, Level),
}

/// The time for the next move by the game's clock: `TI` less the time
/// of the side's moves so far; `None` without a clock.
pub(super) fn clock(rec: &Record, (pos, color): Turn) -> Option<Duration> {
    let ti = rec.tag("TI")?;
    let total = parse_clock(ti.split('/').next().unwrap_or(""))?;
    if total.is_zero() {
        return None;
    }
    let used: f64 = rec
        .moves
        .iter()
        .filter(|m| m.color == color)
        .filter_map(|m| m.time.trim().parse::<f64>().ok())
        .filter(|t| t.is_finite() && *t >= 0.0)
        .sum();
    let left = total.saturating_sub(Duration::from_secs_f64(used.min(1e9)));
    Some(per_move(left, pos.empties().count_ones(), 0))
}

/// Runs `job`, sending progress lines through `say`; the last lines.
pub(super) fn work(t: &mut Thinker, job: Job, say: &mut dyn FnMut(Vec<String>)) -> Vec<String> {
    let start = Instant::now();
    let mut lines = Vec::new();
    match job {
        Job::Go((pos, _), level, deadline) => {
            let best = t.best(pos, level, deadline);
            if t.stopped() {
                return lines;
            }
            let secs = start.elapsed().as_secs_f64();
            if let Some(b) = best {
                lines.push(format!("nodestats {} {secs:.2}", b.nodes));
                let mv =
                    b.sq.map_or_else(|| "PA".to_string(), crate::text::notation::algebraic);
                lines.push(format!("=== {mv}/{:.2}/{secs:.1}", b.discs));
            }
        }
        Job::Hint((pos, color), n, level, deadline) => {
            let all = t.every_move(pos, level, deadline, &mut |all: &[Thought]| {
                say(all
                    .iter()
                    .take(n)
                    .map(|th| search_line(th, color))
                    .collect());
            });
            let nodes: u64 = all.iter().map(|th| th.nodes).sum();
            if t.stopped() {
                return lines;
            }
            lines.push(format!(
                "nodestats {nodes} {:.2}",
                start.elapsed().as_secs_f64()
            ));
        }
        Job::Analyze(turns, level) => {
            for (i, &(pos, _)) in turns.iter().enumerate().rev() {
                let value = match t.best(pos, level, None) {
                    Some(b) => b.discs,
                    None => {
                        let (p, o) = (pos.player, pos.opponent);
                        crate::search::final_score(p, o) as f64
                    }
                };
                if t.stopped() {
                    return lines;
                }
                say(vec![format!("analysis {i} {value:.2}")]);
            }
        }
    }
    lines.push("status othello is waiting".to_string());
    lines
}

/// A move as a PV writes it: black's in capitals, white's in small
/// letters.
fn pv_move(sq: Square, color: Color) -> String {
    let s = crate::text::notation::algebraic(sq);
    match color {
        Color::Black => s.to_uppercase(),
        Color::White => s,
    }
}

/// `search PV EVAL 0 DEPTH` for one move.
fn search_line(th: &Thought, mut color: Color) -> String {
    let mut pv = String::new();
    for m in &th.pv {
        match (m, color) {
            (Some(q), c) => pv.push_str(&pv_move(*q, c)),
            (None, Color::Black) => pv.push_str("PA"),
            (None, Color::White) => pv.push_str("pa"),
        }
        color = color.opponent();
    }
    let depth = if th.exact {
        "100%".to_string()
    } else {
        th.depth.to_string()
    };
    format!("search {pv} {:.2} 0 {depth}", th.discs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pv_cases_follow_the_colours() {
        let th = Thought {
            sq: None,
            discs: 1.5,
            exact: false,
            depth: 4,
            pv: vec![Some(Square::new(5, 5)), None, Some(Square::new(5, 4))],
            nodes: 0,
        };
        assert_eq!(search_line(&th, Color::White), "search f6PAe6 1.50 0 4");
    }

    #[test]
    fn the_clock_shares_ti_less_the_time_used() {
        let text = b"(;GM[Othello]TI[1:00]BO[8 ---------------------------O*------*O--------------------------- *]B[f5//10]W[d6//3];)";
        let rec = crate::records::ggf::parse(text, 1, 1).unwrap();
        let turns = rec.replay(1).unwrap();
        let d = clock(&rec, turns[2]).unwrap();
        // 50 s left, 58 empty squares: 29 moves, each share less 50 ms.
        assert_eq!(d, Duration::from_secs(50) / 29 - Duration::from_millis(50));
        assert_eq!(turns[2].0.empties().count_ones(), 58);
    }
}
