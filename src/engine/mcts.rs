//! Monte Carlo tree search (UCT): from the root, select children by UCB1
//! down to a node not yet in the tree, add it, score it ([`Leaf`]), and
//! add the score to every node on the path. The move played is the root
//! child visited most.
//!
//! A new leaf is scored on 8 x 8 by the learned evaluation
//! ([`crate::eval`]) turned into a win probability ([`Leaf::Evaluate`],
//! the default), elsewhere by a random game to the end
//! ([`Position::playout`], [`Leaf::Playout`]). The evaluation wins more
//! at equal time: against random playouts and against
//! `alphabeta:depth=6` (figures in `othello best --help`, the script
//! tests/bench/mcts_eval.sh). Playing random plies before evaluating
//! (`cutoff`) is much weaker: the random plies blur what the evaluation
//! sees (tests/bench/README.md has the figures).
//!
//! The tree is an arena: nodes and edges live in two vectors reserved for
//! the whole search and refer to each other by index, so an iteration
//! allocates nothing (the vectors and the table only grow, amortised).
//!
//! Transpositions share nodes: a position reached by two move orders (on
//! 8 x 8 this is common after a few plies: d3 c5 f6 and f6 c5 d3 meet) is
//! one node, found through a table keyed by [`Position::Key`] (the exact
//! discs on 8 x 8, a Zobrist key elsewhere), so its playouts inform both
//! parents' searches below it. The statistics UCB1 reads sit on the edges
//! (visits and reward of a move from its parent, for the seat to move
//! there), so a choice reads one contiguous run of edges instead of one
//! scattered node per move (the figure in tests/bench/README.md), and
//! they are backed up along the path actually taken; a shared node's own
//! count (the `N` of its children's UCB1) adds up its visits from all
//! parents.
//!
//! Root parallelism: with T threads, each builds its own tree from seed
//! S + i with its share of the playouts; the root children's visits are
//! summed as votes, and ties go to the first move in row-major order. The
//! answer is a function of the position, the playouts, S and T alone.

mod leaf;

pub use leaf::{win_probability, Leaf, DEFAULT_CUTOFF, DEFAULT_LEAF, SCALE};

use super::position::{Cut, FinalDiscs, Move, Position, MAX_SEATS, PASS};
use crate::rng::Rng;
use std::collections::HashMap;

/// No node yet behind an edge.
const NONE: u32 = u32::MAX;

/// The exploration weight of UCB1 over random playouts: `mean + sqrt(2
/// ln N / n)`.
const EXPLORE: f64 = std::f64::consts::SQRT_2;

/// The exploration weight over evaluated leaves ([`Leaf::Evaluate`]).
/// Their win probabilities vary far less than playouts' wins and losses,
/// so UCB1's usual weight spreads the search too thin: 0.1 scored best of
/// the weights tried against `alphabeta:depth=6` at 1500 leaves a move,
/// and as well as any at 10,000 (tests/bench/README.md has the sweep).
const EXPLORE_EVALUATED: f64 = 0.1;

/// A position in the tree.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// Playouts through this node.
    visits: u32,
    /// Whether `first_edge` and `edges` are set (on the first visit after
    /// the node was added).
    expanded: bool,
    /// Its moves: `edges[first_edge..first_edge + edges]`, row-major.
    first_edge: u32,
    edges: u16,
}

/// A move from a node, the node it leads to once visited, and the
/// playouts through it with the sum of their rewards to the seat to move
/// at the node.
#[derive(Clone, Copy, Debug)]
struct Edge {
    mv: Move,
    child: u32,
    visits: u32,
    reward: f32,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The chosen move: most votes, the first in row-major order on ties.
    pub best: Move,
    /// Each root move and its votes (visits summed over the threads).
    pub votes: Vec<(Move, u64)>,
    /// Nodes in all trees.
    pub nodes: u64,
}

/// One thread's tree and its scratch.
struct Tree<P: Position> {
    nodes: Vec<Node>,
    edges: Vec<Edge>,
    table: HashMap<P::Key, u32>,
    /// The nodes of this iteration's descent (the root first).
    path: Vec<u32>,
    /// The edges taken and the seat that chose each.
    taken: Vec<(u32, u8)>,
    moves: Vec<Move>,
    work: P,
    leaf: Leaf,
    explore: f64,
}

impl<P: Position> Tree<P> {
    fn new(root: &P, leaf: Leaf, playouts: u64) -> Tree<P> {
        // Only the 8 x 8 bitboard has an evaluation: elsewhere the search
        // is the playouts' in every respect, its exploration weight too.
        let leaf = match leaf {
            Leaf::Evaluate { .. } if root.bitboard().is_none() => Leaf::Playout,
            other => other,
        };
        let cap = playouts.min(1 << 22) as usize + 1;
        let mut tree = Tree {
            nodes: Vec::with_capacity(cap),
            edges: Vec::with_capacity(cap * 8),
            table: HashMap::with_capacity(cap),
            path: Vec::with_capacity(256),
            taken: Vec::with_capacity(256),
            moves: Vec::with_capacity(256),
            work: root.clone(),
            leaf,
            explore: match leaf {
                Leaf::Playout => EXPLORE,
                Leaf::Evaluate { .. } => EXPLORE_EVALUATED,
            },
        };
        tree.add(root.key());
        tree
    }

    fn add(&mut self, key: P::Key) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            visits: 0,
            expanded: false,
            first_edge: 0,
            edges: 0,
        });
        self.table.insert(key, id);
        id
    }

    /// Lists the moves of `node`, whose position is `self.work`: its legal
    /// moves, a pass when it has none, nothing when the game is over.
    fn expand(&mut self, node: u32) {
        self.work.moves(&mut self.moves);
        if self.moves.is_empty() && !self.work.is_over() {
            self.moves.push(PASS);
        }
        let n = &mut self.nodes[node as usize];
        n.expanded = true;
        n.first_edge = self.edges.len() as u32;
        n.edges = self.moves.len() as u16;
        let moves = &self.moves;
        self.edges.extend(moves.iter().map(|&mv| Edge {
            mv,
            child: NONE,
            visits: 0,
            reward: 0.0,
        }));
    }

    /// The edge UCB1 picks at `node` (which has edges): the first move
    /// never tried, else the highest `mean + sqrt(2 ln N / n)`, the first
    /// of equals.
    fn select(&self, node: u32) -> usize {
        let n = &self.nodes[node as usize];
        let (start, end) = (
            n.first_edge as usize,
            n.first_edge as usize + n.edges as usize,
        );
        let log = (n.visits.max(1) as f64).ln();
        let mut best = (start, f64::NEG_INFINITY);
        for (e, edge) in self.edges[start..end].iter().enumerate() {
            if edge.visits == 0 {
                return start + e;
            }
            let visits = edge.visits as f64;
            let score = edge.reward as f64 / visits + self.explore * (log / visits).sqrt();
            if score > best.1 {
                best = (start + e, score);
            }
        }
        best.0
    }

    /// The rewards of the new leaf `self.work`, per seat.
    fn score_leaf(&mut self, rng: &mut Rng) -> [f32; MAX_SEATS] {
        let cut = match self.leaf {
            Leaf::Playout => None,
            Leaf::Evaluate { cutoff } => self.work.cut_playout(rng, cutoff),
        };
        match cut {
            None => rewards(&self.work.playout(rng)),
            Some(Cut::Over(outcome)) => rewards(&outcome),
            Some(Cut::Value { seat, value }) => {
                let mut r = [0.0; MAX_SEATS];
                let p = win_probability(value);
                r[seat] = p;
                r[seat ^ 1] = 1.0 - p;
                r
            }
        }
    }

    /// One playout: select, expand, play out, back up.
    fn iterate(&mut self, root: &P, rng: &mut Rng) {
        self.work.copy_from(root);
        self.path.clear();
        self.taken.clear();
        self.path.push(0);
        let mut node = 0u32;
        let reward = loop {
            if !self.nodes[node as usize].expanded {
                self.expand(node);
            }
            if self.nodes[node as usize].edges == 0 {
                break rewards(&self.work.outcome());
            }
            let e = self.select(node);
            self.taken.push((e as u32, self.work.seat() as u8));
            // Only a key collision could make a listed move illegal here.
            if !self.work.play(self.edges[e].mv) {
                break rewards(&self.work.outcome());
            }
            let mut child = self.edges[e].child;
            if child == NONE {
                let key = self.work.key();
                let fresh = match self.table.get(&key) {
                    Some(&c) => {
                        child = c;
                        false
                    }
                    None => {
                        child = self.add(key);
                        true
                    }
                };
                self.edges[e].child = child;
                self.path.push(child);
                if fresh {
                    break self.score_leaf(rng);
                }
            } else {
                self.path.push(child);
            }
            node = child;
        };
        for &n in &self.path {
            self.nodes[n as usize].visits += 1;
        }
        for &(e, seat) in &self.taken {
            let e = &mut self.edges[e as usize];
            e.visits += 1;
            e.reward += reward[seat as usize];
        }
    }

    /// The root's moves and their visits.
    fn votes(&self) -> Vec<(Move, u64)> {
        let root = &self.nodes[0];
        let start = root.first_edge as usize;
        self.edges[start..start + root.edges as usize]
            .iter()
            .map(|e| (e.mv, e.visits as u64))
            .collect()
    }
}

/// Each seat's reward for a finished game.
fn rewards(outcome: &FinalDiscs) -> [f32; MAX_SEATS] {
    let mut r = [0.0; MAX_SEATS];
    for (seat, r) in r.iter_mut().enumerate().take(outcome.seats) {
        *r = outcome.reward(seat);
    }
    r
}

/// One tree of `playouts` playouts from `seed`: the root votes, nodes.
fn grow<P: Position>(root: &P, leaf: Leaf, playouts: u64, seed: u64) -> (Vec<(Move, u64)>, u64) {
    let mut tree = Tree::new(root, leaf, playouts);
    let mut rng = Rng::new(seed);
    tree.expand(0);
    for _ in 0..playouts {
        tree.iterate(root, &mut rng);
    }
    (tree.votes(), tree.nodes.len() as u64)
}

/// Searches `root` with `playouts` playouts in all, shared among `threads`
/// trees (thread i: seed `seed + i`, `playouts / threads` playouts, one
/// more for the first `playouts % threads`). `None` when the game is over.
/// A position that must pass answers [`PASS`].
pub fn search<P: Position>(
    root: &P,
    leaf: Leaf,
    playouts: u64,
    seed: u64,
    threads: usize,
) -> Option<Report> {
    let threads = threads.max(1);
    let share =
        |i: usize| playouts / threads as u64 + ((i as u64) < playouts % threads as u64) as u64;
    let results: Vec<(Vec<(Move, u64)>, u64)> = if threads == 1 {
        vec![grow(root, leaf, playouts, seed)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|i| s.spawn(move || grow(root, leaf, share(i), seed.wrapping_add(i as u64))))
                .collect();
            handles
                .into_iter()
                .map(|h| match h.join() {
                    Ok(r) => r,
                    Err(e) => std::panic::resume_unwind(e),
                })
                .collect()
        })
    };
    let mut votes = results[0].0.clone();
    for (v, _) in &results[1..] {
        for (sum, &(_, n)) in votes.iter_mut().zip(v) {
            sum.1 += n;
        }
    }
    let mut best: Option<(Move, u64)> = None;
    for &(mv, n) in &votes {
        match best {
            Some((_, b)) if n <= b => {}
            _ => best = Some((mv, n)),
        }
    }
    let nodes = results.iter().map(|r| r.1).sum();
    best.map(|(best, _)| Report { best, votes, nodes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Bitboard;
    use crate::engine::bit8::Bit8;

    /// FFO #40, black to move: exactly +38 for black, and the learned
    /// evaluation agrees (about +38.5).
    fn ffo40(seat: u8) -> Bit8 {
        let text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------";
        let (mut black, mut white) = (0u64, 0u64);
        for (i, c) in text.bytes().enumerate() {
            match c {
                b'X' => black |= 1 << i,
                b'O' => white |= 1 << i,
                _ => {}
            }
        }
        // The discs as seen by the side to move; `seat` only names it.
        Bit8 {
            pos: Bitboard {
                player: black,
                opponent: white,
            },
            seat,
        }
    }

    #[test]
    fn a_win_probability_rises_with_the_value_and_is_even_at_zero() {
        assert_eq!(win_probability(0), 0.5);
        let mut last = 0.0;
        for v in (-6400..=6400).step_by(100) {
            let p = win_probability(v);
            assert!(p > last || v == -6400, "{v}");
            assert!((p + win_probability(-v) - 1.0).abs() < 1e-6, "{v}");
            last = p;
        }
        assert!((win_probability(500) - 0.731).abs() < 1e-3);
    }

    /// The leaf's score is the evaluation's win probability for the seat
    /// to move and its complement for the other, so it goes to the seat
    /// ahead whichever seat is to move: black ahead and to move (FFO #40),
    /// white to move but forced to pass (the evaluation is then black's),
    /// white to move with moves after black's first move.
    #[test]
    fn an_evaluated_leaf_scores_for_the_seat_to_move() {
        for black in [0u8, 1] {
            let ahead = ffo40(black);
            let passing = Bit8 {
                pos: ahead.pos.pass(),
                seat: black ^ 1,
            };
            let mut replied = ahead;
            let mut moves = Vec::new();
            replied.moves(&mut moves);
            assert!(replied.play(moves[0]));
            replied.moves(&mut moves);
            assert!(!moves.is_empty());
            for pos in [ahead, passing, replied] {
                let mut tree = Tree::new(&pos, Leaf::Evaluate { cutoff: 0 }, 1);
                let r = tree.score_leaf(&mut Rng::new(1));
                let black = black as usize;
                assert!(r[black] > 0.95, "{pos:?} {r:?}");
                assert!((r[black] + r[black ^ 1] - 1.0).abs() < 1e-6, "{r:?}");
                let (mut cut, mut rng) = (pos, Rng::new(1));
                match cut.cut_playout(&mut rng, 0) {
                    Some(Cut::Value { seat, value }) => {
                        assert_eq!(r[seat], win_probability(value));
                        assert_eq!(seat == black, pos == ahead || pos == passing);
                    }
                    other => panic!("{other:?}"),
                }
            }
        }
    }

    /// A cut-off playout plays exactly its plies (one disc each), and a
    /// long enough one is the random game to the end, move for move.
    #[test]
    fn a_cut_off_playout_is_a_playout_cut_short() {
        let start = Bit8 {
            pos: Bitboard::START,
            seat: 0,
        };
        for seed in 0..20 {
            for plies in [0, 1, 4, 9] {
                let mut pos = start;
                match pos.cut_playout(&mut Rng::new(seed), plies) {
                    Some(Cut::Value { seat, value }) => {
                        assert_eq!(seat, pos.seat as usize);
                        assert_eq!((pos.pos.player | pos.pos.opponent).count_ones(), 4 + plies);
                        assert_eq!(
                            value,
                            crate::eval::evaluate(pos.pos.player, pos.pos.opponent)
                        );
                    }
                    other => panic!("{seed} {plies}: {other:?}"),
                }
            }
            let (mut a, mut b) = (start, start);
            let (mut ra, mut rb) = (Rng::new(seed), Rng::new(seed));
            assert_eq!(
                a.cut_playout(&mut ra, 64),
                Some(Cut::Over(b.playout(&mut rb)))
            );
            assert_eq!(ra.next_u64(), rb.next_u64());
        }
    }

    /// The same position, leaves, playouts, seed and threads give the same
    /// report; a board without an evaluation searches as with playouts.
    #[test]
    fn evaluated_searches_are_deterministic() {
        let root = Bit8 {
            pos: Bitboard::START,
            seat: 0,
        };
        for threads in [1, 2] {
            let a = search(&root, DEFAULT_LEAF, 500, 7, threads);
            assert_eq!(a, search(&root, DEFAULT_LEAF, 500, 7, threads));
            assert_eq!(
                a.map(|r| r.votes.iter().map(|v| v.1).sum::<u64>()),
                Some(500)
            );
        }
        let board = crate::board::Board::standard(6, 6).unwrap();
        let six = crate::engine::generic::Generic::new(board, crate::color::Color::Black);
        assert_eq!(
            search(&six, DEFAULT_LEAF, 300, 3, 1),
            search(&six, Leaf::Playout, 300, 3, 1)
        );
    }
}
