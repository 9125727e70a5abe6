//! Monte Carlo tree search (UCT): from the root, select children by UCB1
//! down to a node not yet in the tree, add it, play a random game from it
//! to the end ([`Position::playout`]), and add the result to every node on
//! the path. The move played is the root child visited most.
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
//! scattered node per move (this made the search three times faster), and
//! they are backed up along the path actually taken; a shared node's own
//! count (the `N` of its children's UCB1) adds up its visits from all
//! parents.
//!
//! Root parallelism: with T threads, each builds its own tree from seed
//! S + i with its share of the playouts; the root children's visits are
//! summed as votes, and ties go to the first move in row-major order. The
//! answer is a function of the position, the playouts, S and T alone.

use super::position::{FinalDiscs, Move, Position, PASS};
use crate::rng::Rng;
use std::collections::HashMap;

/// No node yet behind an edge.
const NONE: u32 = u32::MAX;

/// The exploration weight of UCB1: `mean + sqrt(2 ln N / n)`.
const EXPLORE: f64 = std::f64::consts::SQRT_2;

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
}

impl<P: Position> Tree<P> {
    fn new(root: &P, playouts: u64) -> Tree<P> {
        let cap = playouts.min(1 << 22) as usize + 1;
        let mut tree = Tree {
            nodes: Vec::with_capacity(cap),
            edges: Vec::with_capacity(cap * 8),
            table: HashMap::with_capacity(cap),
            path: Vec::with_capacity(256),
            taken: Vec::with_capacity(256),
            moves: Vec::with_capacity(256),
            work: root.clone(),
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
            let score = edge.reward as f64 / visits + EXPLORE * (log / visits).sqrt();
            if score > best.1 {
                best = (start + e, score);
            }
        }
        best.0
    }

    /// One playout: select, expand, play out, back up.
    fn iterate(&mut self, root: &P, rng: &mut Rng) {
        self.work.copy_from(root);
        self.path.clear();
        self.taken.clear();
        self.path.push(0);
        let mut node = 0u32;
        let outcome: FinalDiscs = loop {
            if !self.nodes[node as usize].expanded {
                self.expand(node);
            }
            if self.nodes[node as usize].edges == 0 {
                break self.work.outcome();
            }
            let e = self.select(node);
            self.taken.push((e as u32, self.work.seat() as u8));
            // Only a key collision could make a listed move illegal here.
            if !self.work.play(self.edges[e].mv) {
                break self.work.outcome();
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
                    break self.work.playout(rng);
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
            e.reward += outcome.reward(seat as usize);
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

/// One tree of `playouts` playouts from `seed`: the root votes, nodes.
fn grow<P: Position>(root: &P, playouts: u64, seed: u64) -> (Vec<(Move, u64)>, u64) {
    let mut tree = Tree::new(root, playouts);
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
pub fn search<P: Position>(root: &P, playouts: u64, seed: u64, threads: usize) -> Option<Report> {
    let threads = threads.max(1);
    let share =
        |i: usize| playouts / threads as u64 + ((i as u64) < playouts % threads as u64) as u64;
    let results: Vec<(Vec<(Move, u64)>, u64)> = if threads == 1 {
        vec![grow(root, playouts, seed)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|i| s.spawn(move || grow(root, share(i), seed.wrapping_add(i as u64))))
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
