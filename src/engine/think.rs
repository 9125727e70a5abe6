//! The thinking behind the protocols (`nboard`, `gtp`) and the analysis
//! output (`best --score`): on 8 x 8, the best move with its value and
//! principal variation, or every move's value, at a level like Edax's,
//! within a deadline, and stoppable from another thread.
//!
//! A [`Level`] L searches L plies deep ([`crate::search::midgame`], the
//! selective search of `best`'s default: Multi-ProbCut, so L is a
//! selective depth) and solves exactly ([`crate::search::endgame`]) from
//! [`Level::exact`] empty squares down: 2L up to level 10, 21 at levels
//! 11 to 18, 24 from level 19 (Edax's exact windows at its levels 1 to
//! 24, which widen further above; Edax also solves selectively a few
//! squares before them, which this engine does not).

use crate::bitboard::Bitboard;
use crate::search::endgame::Solver;
use crate::search::evaluation::Evaluation;
use crate::search::final_score;
use crate::search::midgame::{Searcher, Width, WIN};
use crate::square::Square;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A strength: the depth of the search and the exact-solve window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// Plies searched above the window (a pass is not a ply).
    pub depth: u32,
    /// Solve exactly at this many empty squares or fewer.
    pub exact: u32,
}

impl Level {
    /// Level `n` (clamped to 1..=60), as the module doc maps it.
    pub fn of(n: u32) -> Level {
        let depth = n.clamp(1, 60);
        let exact = match depth {
            1..=10 => 2 * depth,
            11..=18 => 21,
            _ => 24,
        };
        Level { depth, exact }
    }
}

/// One move's value.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// The move, `None` for a pass.
    pub sq: Option<Square>,
    /// Its value for the side to move, in discs (predicted, or exact).
    pub discs: f64,
    /// Whether `discs` is the exact final difference.
    pub exact: bool,
    /// Plies searched (the empty squares when exact).
    pub depth: u32,
    /// The principal variation, this move first (`None`: a pass).
    pub pv: Vec<Option<Square>>,
    /// Positions visited.
    pub nodes: u64,
}

/// The searcher and the solver with their tables, and the flag that
/// stops them.
pub struct Thinker {
    searcher: Searcher,
    solver: Solver,
    stop: Arc<AtomicBool>,
}

/// A deadline far enough to never come: the searches read their stop flag
/// only while a deadline is set, and a solve with this one is a solve.
pub fn far() -> Instant {
    Instant::now() + Duration::from_secs(365 * 86_400)
}

/// A search value in discs: finished games are multiples of [`WIN`],
/// others hundredths of a disc.
pub fn discs(value: i32) -> f64 {
    if value.abs() >= WIN - 64 * 100 {
        (value / WIN) as f64
    } else {
        value as f64 / 100.0
    }
}

impl Thinker {
    /// A thinker with 2^20-entry tables (32 MB each), searching as `best`
    /// does by default (selective), stopped once `stop` is set.
    pub fn new(stop: Arc<AtomicBool>) -> Thinker {
        let solver = Solver::new(19).expect("a 32 MB table");
        let searcher = Searcher::with_width(20, Width::Selective);
        Thinker {
            searcher: searcher.with_stop(Arc::clone(&stop)),
            solver: solver.with_stop(Arc::clone(&stop)),
            stop,
        }
    }

    /// Clears what a stopped solve left untrue, which the next solve
    /// would do first (milliseconds for the 32 MB table): to be called
    /// after an answer is out, so the next one's clock does not pay it.
    pub fn tidy(&mut self) {
        self.solver.tidy();
    }

    /// Whether the stop flag was set.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The best move of `pos` at `level` by `deadline`: a pass when the
    /// side to move must pass (its value searched), `None` when the game
    /// is over.
    pub fn best(
        &mut self,
        pos: Bitboard,
        level: Level,
        deadline: Option<Instant>,
    ) -> Option<Thought> {
        if pos.is_game_over() {
            return None;
        }
        if pos.moves() == 0 {
            let mut t = self.best(pos.pass(), level, deadline)?;
            t.discs = -t.discs;
            t.pv.insert(0, None);
            t.sq = None;
            return Some(t);
        }
        let start = Instant::now();
        let end = deadline.unwrap_or_else(far);
        let empties = pos.empties().count_ones();
        if empties <= level.exact {
            // A quarter of a limited time for a searched move to fall back on.
            let quarter = deadline.map(|d| start + d.saturating_duration_since(start) / 4);
            let searched = self.searched(pos, level.depth, quarter);
            return self.solved(pos, end).or(searched);
        }
        self.searched(pos, level.depth, Some(end))
    }

    /// The depth-limited choice and its principal variation.
    fn searched(
        &mut self,
        pos: Bitboard,
        depth: u32,
        deadline: Option<Instant>,
    ) -> Option<Thought> {
        let end = deadline.unwrap_or_else(far);
        let c = self
            .searcher
            .best_move(pos, depth, Evaluation::Learned, Some(end))?;
        Some(Thought {
            sq: Some(c.sq),
            discs: discs(c.value),
            exact: c.depth >= pos.empties().count_ones(),
            depth: c.depth,
            pv: self.searcher.principal_variation(pos, c.sq, c.depth),
            nodes: c.nodes,
        })
    }

    /// The exact choice (the first best move in row-major order) and a
    /// principal variation of best moves, or `None` when `end` passes.
    fn solved(&mut self, pos: Bitboard, end: Instant) -> Option<Thought> {
        let sol = self.solver.solve_until(pos, end, &|_, _| {})?;
        let sq = sol.best.iter().next()?;
        let (pv, nodes) = exact_line(&mut self.solver, pos, sq, end);
        Some(Thought {
            sq: Some(sq),
            discs: sol.score as f64,
            exact: true,
            depth: pos.empties().count_ones(),
            pv,
            nodes: sol.nodes + nodes,
        })
    }

    /// The value of every legal move of `pos` (at least one), best first
    /// (ties in row-major order), deepening one ply at a time up to
    /// `level` by `deadline`; `report` is told each finished depth's
    /// values. In the exact window every move is solved once. Returns the
    /// last finished values (empty when the game is over or nothing
    /// finished).
    pub fn every_move(
        &mut self,
        pos: Bitboard,
        level: Level,
        deadline: Option<Instant>,
        report: &mut dyn FnMut(&[Thought]),
    ) -> Vec<Thought> {
        let end = deadline.unwrap_or_else(far);
        let moves: Vec<Square> = crate::bitboard::squares(pos.moves()).collect();
        if moves.is_empty() {
            return match self.best(pos, level, deadline) {
                Some(t) => {
                    report(std::slice::from_ref(&t));
                    vec![t]
                }
                None => Vec::new(),
            };
        }
        let empties = pos.empties().count_ones();
        let mut last = Vec::new();
        let depths: Vec<u32> = if empties <= level.exact {
            vec![empties]
        } else {
            (2..=level.depth.max(2)).collect()
        };
        for d in depths {
            let mut all = Vec::new();
            for &sq in &moves {
                let child = match pos.play(sq) {
                    Some(c) => c,
                    None => continue,
                };
                let t = if empties <= level.exact {
                    self.solve_child(child, end)
                } else {
                    self.search_child(child, d - 1, end)
                };
                let (value, exact, mut pv, nodes) = match t {
                    Some(t) if !self.stopped() => t,
                    _ => return last,
                };
                pv.insert(0, Some(sq));
                all.push(Thought {
                    sq: Some(sq),
                    discs: -value,
                    exact,
                    depth: d,
                    pv,
                    nodes,
                });
            }
            // A stable sort keeps row-major order among equal values.
            all.sort_by(|a, b| {
                b.discs
                    .partial_cmp(&a.discs)
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            report(&all);
            last = all;
            if Instant::now() >= end {
                break;
            }
        }
        last
    }

    /// The value of `child` for its side to move searched `depth` plies,
    /// whether it is exact, its principal variation and the nodes.
    fn search_child(
        &mut self,
        child: Bitboard,
        depth: u32,
        end: Instant,
    ) -> Option<(f64, bool, Vec<Option<Square>>, u64)> {
        if child.is_game_over() {
            return Some((
                final_score(child.player, child.opponent) as f64,
                true,
                Vec::new(),
                1,
            ));
        }
        if child.moves() == 0 {
            let (v, exact, mut pv, nodes) = self.search_child(child.pass(), depth, end)?;
            pv.insert(0, None);
            return Some((-v, exact, pv, nodes));
        }
        let t = self.searched(child, depth, Some(end))?;
        Some((t.discs, t.exact, t.pv, t.nodes))
    }

    /// The exact value of `child` for its side to move, a principal
    /// variation of its first best move, and the nodes.
    fn solve_child(
        &mut self,
        child: Bitboard,
        end: Instant,
    ) -> Option<(f64, bool, Vec<Option<Square>>, u64)> {
        let sol = self.solver.solve_until(child, end, &|_, _| {})?;
        let pv = match (sol.pass, sol.best.iter().next()) {
            (true, _) => vec![None],
            (false, Some(q)) => vec![Some(q)],
            (false, None) => Vec::new(),
        };
        Some((sol.score as f64, true, pv, sol.nodes))
    }
}

/// A principal variation of best moves from `pos` by `solver` starting
/// with `first` (`None` for a pass), at most 16 moves, cut where `end`
/// passes; and the nodes it took. Each step is a solve the table mostly
/// answers.
pub fn exact_line(
    solver: &mut Solver,
    pos: Bitboard,
    first: Square,
    end: Instant,
) -> (Vec<Option<Square>>, u64) {
    let mut pv = vec![Some(first)];
    let mut nodes = 0;
    let mut at = match pos.play(first) {
        Some(next) => next,
        None => return (pv, nodes),
    };
    while pv.len() < 16 && !at.is_game_over() {
        if at.moves() == 0 {
            pv.push(None);
            at = at.pass();
            continue;
        }
        let next = match solver.solve_until(at, end, &|_, _| {}) {
            Some(s) => s,
            None => break,
        };
        nodes += next.nodes;
        match next.best.iter().next().and_then(|q| Some((q, at.play(q)?))) {
            Some((q, after)) => {
                pv.push(Some(q));
                at = after;
            }
            None => break,
        }
    }
    (pv, nodes)
}

/// A principal variation as `best --score` writes it: moves in small
/// letters, `pass` for a pass, spaced.
pub fn line_text(pv: &[Option<Square>]) -> String {
    let words: Vec<String> = pv
        .iter()
        .map(|m| m.map_or_else(|| "pass".to_string(), crate::text::notation::algebraic))
        .collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_map_as_edax_does() {
        assert_eq!(Level::of(1), Level { depth: 1, exact: 2 });
        assert_eq!(
            Level::of(10),
            Level {
                depth: 10,
                exact: 20
            }
        );
        assert_eq!(
            Level::of(12),
            Level {
                depth: 12,
                exact: 21
            }
        );
        assert_eq!(
            Level::of(60),
            Level {
                depth: 60,
                exact: 24
            }
        );
        assert_eq!(Level::of(0), Level::of(1));
    }

    #[test]
    fn every_move_agrees_with_the_best() {
        let mut t = Thinker::new(Arc::new(AtomicBool::new(false)));
        let pos = Bitboard::START.play(Square::new(4, 5)).unwrap();
        let all = t.every_move(pos, Level::of(3), None, &mut |_| {});
        assert_eq!(all.len(), 3);
        let best = t.best(pos, Level::of(3), None).unwrap();
        assert_eq!(all[0].discs, best.discs);
        assert!(all.windows(2).all(|w| w[0].discs >= w[1].discs));
    }
}
