//! The usual rules, walked naively, for the six newer dialects' oracles: a
//! board is rows of cell bytes in the dialect's own alphabet, and what a
//! disc placed on a square turns is found by stepping along each of the
//! eight rays one square at a time. Nothing here comes from the crate.

use super::dice::Dice;

/// A rectangular board: `cells[row][col]`, row 0 at the top. A square is
/// empty when it holds neither of the two colours being asked about.
pub type Cells = Vec<Vec<u8>>;

/// The eight rays as (row step, column step): every step of -1, 0 or 1
/// in each coordinate but standing still.
fn rays() -> impl Iterator<Item = (isize, isize)> {
    (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
        .filter(|&step| step != (0, 0))
}

/// The cell at (r, c), or `None` off the board.
fn at(b: &Cells, r: isize, c: isize) -> Option<u8> {
    if r < 0 || c < 0 {
        return None;
    }
    b.get(r as usize)?.get(c as usize).copied()
}

/// The discs a `me` disc placed on (r, c) turns, ray by ray: on each ray
/// the unbroken run of `them` discs right next to (r, c), when a `me` disc
/// follows it. Empty when (r, c) is occupied or closes no run.
pub fn flips(b: &Cells, r: usize, c: usize, me: u8, them: u8) -> Vec<(usize, usize)> {
    if b[r][c] == me || b[r][c] == them {
        return Vec::new();
    }
    let mut turned = Vec::new();
    for (dr, dc) in rays() {
        let mut run = Vec::new();
        let (mut i, mut j) = (r as isize + dr, c as isize + dc);
        while at(b, i, j) == Some(them) {
            run.push((i as usize, j as usize));
            i += dr;
            j += dc;
        }
        if !run.is_empty() && at(b, i, j) == Some(me) {
            turned.extend(run);
        }
    }
    turned
}

/// The squares where `me` may move, in reading order (row by row, left to
/// right).
pub fn moves(b: &Cells, me: u8, them: u8) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for r in 0..b.len() {
        for c in 0..b[r].len() {
            if !flips(b, r, c, me, them).is_empty() {
                out.push((r, c));
            }
        }
    }
    out
}

/// Places a `me` disc on (r, c) and turns what it closes; returns how many
/// discs turned (0, with nothing changed, when the move is not legal).
pub fn play(b: &mut Cells, r: usize, c: usize, me: u8, them: u8) -> usize {
    let turned = flips(b, r, c, me, them);
    if turned.is_empty() {
        return 0;
    }
    b[r][c] = me;
    for &(i, j) in &turned {
        b[i][j] = me;
    }
    turned.len()
}

/// Puts a `me` disc on (r, c) whatever is there and turns what it closes,
/// as if (r, c) had been `empty` (the replay of a careless log in `swea`
/// and `paiza`); returns how many discs turned.
pub fn place(b: &mut Cells, r: usize, c: usize, me: u8, them: u8, empty: u8) -> usize {
    b[r][c] = empty;
    let turned = flips(b, r, c, me, them);
    b[r][c] = me;
    for &(i, j) in &turned {
        b[i][j] = me;
    }
    turned.len()
}

/// The standard start on an even R x C board: with a = R/2, b = C/2,
/// `second` on (a-1, b-1) and (a, b), `first` on (a-1, b) and (a, b-1).
pub fn start(rows: usize, cols: usize, first: u8, second: u8, empty: u8) -> Cells {
    let mut b = vec![vec![empty; cols]; rows];
    let (a, h) = (rows / 2, cols / 2);
    b[a - 1][h - 1] = second;
    b[a][h] = second;
    b[a - 1][h] = first;
    b[a][h - 1] = first;
    b
}

/// Plays up to `plies` random legal moves, `to_move` first; a side without
/// a move passes and the game stops when neither can move. Returns the
/// side to move afterwards.
pub fn random_plies(b: &mut Cells, to_move: u8, other: u8, plies: usize, dice: &mut Dice) -> u8 {
    let (mut me, mut them) = (to_move, other);
    for _ in 0..plies {
        let mut legal = moves(b, me, them);
        if legal.is_empty() {
            legal = moves(b, them, me);
            if legal.is_empty() {
                break;
            }
            std::mem::swap(&mut me, &mut them);
        }
        let (r, c) = dice.pick(&legal);
        play(b, r, c, me, them);
        std::mem::swap(&mut me, &mut them);
    }
    me
}

/// Plays a whole random game on `b`, `first` to move: each move one of
/// the mover's legal squares, a side without one passing, until neither
/// can move. Returns the moves as (row, column, colour).
pub fn random_game(
    b: &mut Cells,
    first: u8,
    second: u8,
    dice: &mut Dice,
) -> Vec<(usize, usize, u8)> {
    let (mut me, mut them) = (first, second);
    let mut log = Vec::new();
    loop {
        let mut legal = moves(b, me, them);
        if legal.is_empty() {
            std::mem::swap(&mut me, &mut them);
            legal = moves(b, me, them);
            if legal.is_empty() {
                return log;
            }
        }
        let (r, c) = dice.pick(&legal);
        play(b, r, c, me, them);
        log.push((r, c, me));
        std::mem::swap(&mut me, &mut them);
    }
}

/// A board of random cells: each square independently `cells[i]` with
/// weight `weights[i]`.
pub fn random_cells(
    rows: usize,
    cols: usize,
    cells: &[u8],
    weights: &[usize],
    dice: &mut Dice,
) -> Cells {
    let total: usize = weights.iter().sum();
    let mut one = || {
        let mut x = dice.below(total);
        for (i, &w) in weights.iter().enumerate() {
            if x < w {
                return cells[i];
            }
            x -= w;
        }
        unreachable!("x < total")
    };
    (0..rows)
        .map(|_| (0..cols).map(|_| one()).collect())
        .collect()
}

/// Fills squares where `me` may move (each with `me` or `them` at random,
/// nothing turned) until `me` has at most `keep` legal moves or only
/// `min_empty` empty squares are left; every step fills a square, so it
/// ends. Returns how many moves `me` has afterwards.
pub fn thin_moves(
    b: &mut Cells,
    me: u8,
    them: u8,
    keep: usize,
    min_empty: usize,
    dice: &mut Dice,
) -> usize {
    loop {
        let legal = moves(b, me, them);
        let empty = b
            .iter()
            .flatten()
            .filter(|&&x| x != me && x != them)
            .count();
        if legal.len() <= keep || empty <= min_empty {
            return legal.len();
        }
        let (r, c) = dice.pick(&legal);
        b[r][c] = if dice.chance(1, 2) { me } else { them };
    }
}

/// The board turned by one of the eight symmetries of the square (`which`
/// 0..8: bit 0 transposes, bit 1 mirrors left-right, bit 2 upside down).
pub fn symmetry(b: &Cells, which: usize) -> Cells {
    let mut out = b.clone();
    if which & 1 != 0 {
        out = (0..out[0].len())
            .map(|c| out.iter().map(|row| row[c]).collect())
            .collect();
    }
    if which & 2 != 0 {
        out.iter_mut().for_each(|row| row.reverse());
    }
    if which & 4 != 0 {
        out.reverse();
    }
    out
}

mod tests {
    use super::*;

    fn board(rows: &[&str]) -> Cells {
        rows.iter().map(|r| r.bytes().collect()).collect()
    }

    #[test]
    fn the_start_has_four_moves_each_and_every_run_closed_turns() {
        let b = start(8, 8, b'B', b'W', b'.');
        assert_eq!(moves(&b, b'B', b'W'), [(2, 3), (3, 2), (4, 5), (5, 4)]);
        assert_eq!(moves(&b, b'W', b'B'), [(2, 4), (3, 5), (4, 2), (5, 3)]);
        // A run open at the far end, or at the board's edge, turns nothing.
        let open = board(&["B.WWW.", "..W...", "..W...", "......"]);
        assert_eq!(flips(&open, 0, 1, b'B', b'W'), []);
        let mut b = board(&["B.WWWB", "..W...", "..W...", "..B..W"]);
        assert_eq!(flips(&b, 1, 1, b'B', b'W'), []);
        assert_eq!(play(&mut b, 0, 1, b'B', b'W'), 3);
        assert_eq!(b[0], b"BBBBBB");
        assert_eq!(flips(&b, 0, 2, b'B', b'W'), [], "occupied");
        // Two rays closed, a third open.
        let b = board(&[".WB", "WW.", "B.."]);
        assert_eq!(flips(&b, 0, 0, b'B', b'W'), [(0, 1), (1, 0)]);
    }

    #[test]
    fn the_eight_symmetries_are_eight_boards() {
        let b = board(&["abc", "def", "ghi"]);
        let all: Vec<Cells> = (0..8).map(|w| symmetry(&b, w)).collect();
        for i in 0..8 {
            for j in 0..i {
                assert_ne!(all[i], all[j], "symmetries {j} and {i}");
            }
        }
        assert_eq!(all[1], board(&["adg", "beh", "cfi"]));
        assert_eq!(all[6], board(&["ihg", "fed", "cba"]));
    }
}
