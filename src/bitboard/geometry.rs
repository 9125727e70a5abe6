//! The 8 x 8 board's geometry as 64-bit sets: columns, edges, corners, X
//! and C squares, diagonals and neighbours, and [`Set8`], a set of squares
//! as a result type. One definition of each mask for the bitboard engine,
//! the solver and the playouts.
//!
//! Squares are ordered row-major, a1 = bit 0: square `(row, col)` is bit
//! `row * 8 + col`, row 0 being the top row as printed (row 1) and column
//! 0 column `a`; h1 is bit 7, a2 bit 8, h8 bit 63.

use crate::square::Square;

/// Column `a`.
pub const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Column `h`.
pub const FILE_H: u64 = FILE_A << 7;
/// Every square but column `a`: where a shift towards higher columns may
/// land without wrapping to the next row.
pub const NOT_A: u64 = !FILE_A;
/// Every square but column `h`: where a shift towards lower columns may
/// land without wrapping.
pub const NOT_H: u64 = !FILE_H;
/// Every square but columns `a` and `h` (`NOT_A & NOT_H`), defined with
/// the move words that use it.
pub use super::moves8::NOT_A_H;
/// Row 1 (the top row as printed).
pub const ROW_1: u64 = 0xFF;
/// Row 8.
pub const ROW_8: u64 = ROW_1 << 56;
/// Columns `a` and `h`.
pub const SIDES: u64 = FILE_A | FILE_H;
/// Rows 1 and 8.
pub const TOP_BOTTOM: u64 = ROW_1 | ROW_8;
/// Every square on the board's edge.
pub const EDGES: u64 = SIDES | TOP_BOTTOM;
/// The four corners.
pub const CORNERS: u64 = 0x8100_0000_0000_0081;
/// Each X square (diagonal to a corner, usually the worst square to play)
/// with its corner: b2/a1, g2/h1, b7/a8, g7/h8.
pub const X_BY_CORNER: [(u64, u64); 4] = [
    (1 << 9, 1),
    (1 << 14, 1 << 7),
    (1 << 49, 1 << 56),
    (1 << 54, 1 << 63),
];
/// Each pair of C squares (next to a corner on an edge) with its corner:
/// b1 and a2 with a1, and so on.
pub const C_BY_CORNER: [(u64, u64); 4] = [
    (1 << 1 | 1 << 8, 1),
    (1 << 6 | 1 << 15, 1 << 7),
    (1 << 48 | 1 << 57, 1 << 56),
    (1 << 55 | 1 << 62, 1 << 63),
];
/// The X squares: b2, g2, b7, g7.
pub const X_SQUARES: u64 =
    X_BY_CORNER[0].0 | X_BY_CORNER[1].0 | X_BY_CORNER[2].0 | X_BY_CORNER[3].0;
/// The C squares: b1, a2, g1, h2, a7, b8, h7, g8.
pub const C_SQUARES: u64 =
    C_BY_CORNER[0].0 | C_BY_CORNER[1].0 | C_BY_CORNER[2].0 | C_BY_CORNER[3].0;

/// The 15 diagonals running down to the right (bit steps of 9), the one
/// through a1 and h8 in the middle: square `(r, c)` lies on diagonal
/// `7 + c - r`.
pub const DIAGONALS_9: [u64; 15] = lines(9);
/// The 15 diagonals running down to the left (bit steps of 7): square
/// `(r, c)` lies on diagonal `r + c`.
pub const DIAGONALS_7: [u64; 15] = lines(7);

const fn lines(step: u32) -> [u64; 15] {
    let mut out = [0u64; 15];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = (sq / 8, sq % 8);
        let i = if step == 9 { 7 + c - r } else { r + c };
        out[i] |= 1 << sq;
        sq += 1;
    }
    out
}

/// The two diagonals through each square, `[step 9, step 7]`, the square
/// itself included.
pub static DIAGONALS_THROUGH: [[u64; 2]; 64] = diagonals_through();

const fn diagonals_through() -> [[u64; 2]; 64] {
    let mut out = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (r, c) = (sq / 8, sq % 8);
        out[sq] = [DIAGONALS_9[7 + c - r], DIAGONALS_7[r + c]];
        sq += 1;
    }
    out
}

/// The squares next to each square (up to eight; the square itself not
/// included).
pub static NEIGHBOURS: [u64; 64] = neighbour_table();

const fn neighbour_table() -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        out[sq] = neighbours(1 << sq);
        sq += 1;
    }
    out
}

/// The squares next to some square of `set` (eight directions, no wrap),
/// not in `set`.
#[inline(always)]
pub const fn neighbours(set: u64) -> u64 {
    let h = ((set << 1) & NOT_A) | ((set >> 1) & NOT_H) | set;
    (h | h << 8 | h >> 8) & !set
}

/// A set of squares of the 8 x 8 board, for results: the bits of a `u64`
/// in the order stated in the module doc. Hot loops keep bare `u64`s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Set8(pub u64);

impl Set8 {
    /// No square.
    pub const EMPTY: Set8 = Set8(0);

    /// Whether the set has no square.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether `sq` is in the set (never when it is off the board).
    pub fn contains(self, sq: Square) -> bool {
        sq.row < 8 && sq.col < 8 && self.0 >> (sq.row * 8 + sq.col) & 1 == 1
    }

    /// The first square in row-major order, if any.
    pub fn first(self) -> Option<Square> {
        self.iter().next()
    }

    /// The squares, in row-major order.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut set = self.0;
        std::iter::from_fn(move || {
            if set == 0 {
                return None;
            }
            let i = set.trailing_zeros() as usize;
            set &= set - 1;
            Some(Square::new(i / 8, i % 8))
        })
    }
}

/// The set of a picture of the board: 64 cells, row 1 first, each `.`
/// (not in the set) or `X` (in it), whitespace between them ignored. For
/// tests, through the `set8!` macro.
///
/// # Panics
/// When the picture does not have 64 cells of `.` and `X`.
#[cfg(test)]
pub fn picture(cells: &str) -> u64 {
    let cells: Vec<char> = cells.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(cells.len(), 64, "an 8 x 8 picture has 64 cells");
    cells.iter().enumerate().fold(0, |set, (i, &c)| match c {
        'X' => set | 1 << i,
        '.' => set,
        _ => panic!("cell `{c}`: expected `.` or `X`"),
    })
}

/// An 8 x 8 set drawn as a picture, row 1 first (see [`picture`]):
///
/// ```text
/// set8! {
///     X . . . . . . X
///     . . . . . . . .
///     ...
/// }
/// ```
#[cfg(test)]
macro_rules! set8 {
    ($($cell:tt)*) => {
        $crate::bitboard::geometry::picture(concat!($(stringify!($cell), " "),*))
    };
}
#[cfg(test)]
pub(crate) use set8;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_as_pictures() {
        assert_eq!(
            CORNERS,
            set8! {
                X . . . . . . X
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X . . . . . . X
            }
        );
        assert_eq!(
            X_SQUARES | C_SQUARES,
            set8! {
                . X . . . . X .
                X X . . . . X X
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                X X . . . . X X
                . X . . . . X .
            }
        );
        assert_eq!(X_SQUARES & C_SQUARES, 0);
        assert_eq!(
            EDGES,
            set8! {
                X X X X X X X X
                X . . . . . . X
                X . . . . . . X
                X . . . . . . X
                X . . . . . . X
                X . . . . . . X
                X . . . . . . X
                X X X X X X X X
            }
        );
        assert_eq!(
            NOT_A_H,
            set8! {
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
                . X X X X X X .
            }
        );
        assert_eq!(NOT_A_H, NOT_A & NOT_H);
        assert_eq!(!NOT_A, FILE_A);
        assert_eq!(!NOT_H & ROW_8, 1 << 63);
    }

    #[test]
    fn diagonals_and_neighbours_as_pictures() {
        // c2 is (row 1, col 2): its step-9 diagonal runs b1-h7, its step-7
        // one a4-d1; its neighbours ring it.
        let c2 = 8 + 2;
        assert_eq!(
            DIAGONALS_THROUGH[c2],
            [
                set8! {
                    . X . . . . . .
                    . . X . . . . .
                    . . . X . . . .
                    . . . . X . . .
                    . . . . . X . .
                    . . . . . . X .
                    . . . . . . . X
                    . . . . . . . .
                },
                set8! {
                    . . . X . . . .
                    . . X . . . . .
                    . X . . . . . .
                    X . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                }
            ]
        );
        assert_eq!(
            NEIGHBOURS[c2],
            set8! {
                . X X X . . . .
                . X . X . . . .
                . X X X . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
            }
        );
        // h8's neighbours do not wrap to the a column or past the board.
        assert_eq!(
            NEIGHBOURS[63],
            set8! {
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . X X
                . . . . . . X .
            }
        );
    }

    /// The same sets from the squares' coordinates, one at a time.
    #[test]
    fn tables_match_coordinates() {
        for sq in 0..64i32 {
            let (r, c) = (sq / 8, sq % 8);
            let mut near = 0u64;
            let (mut d9, mut d7) = (0u64, 0u64);
            for t in 0..64i32 {
                let (tr, tc) = (t / 8, t % 8);
                if t != sq && (tr - r).abs() <= 1 && (tc - c).abs() <= 1 {
                    near |= 1 << t;
                }
                if tr - r == tc - c {
                    d9 |= 1 << t;
                }
                if tr - r == c - tc {
                    d7 |= 1 << t;
                }
            }
            assert_eq!(NEIGHBOURS[sq as usize], near, "{sq}");
            assert_eq!(DIAGONALS_THROUGH[sq as usize], [d9, d7], "{sq}");
        }
        assert_eq!(DIAGONALS_9.iter().fold(0, |a, d| a | d), !0);
        assert_eq!(DIAGONALS_7.iter().map(|d| d.count_ones()).sum::<u32>(), 64);
    }

    #[test]
    fn sets_give_squares() {
        let s = Set8(1 | 1 << 10 | 1 << 63);
        let squares: Vec<Square> = s.iter().collect();
        assert_eq!(
            squares,
            [Square::new(0, 0), Square::new(1, 2), Square::new(7, 7)]
        );
        assert_eq!(s.first(), Some(Square::new(0, 0)));
        assert_eq!(s.len(), 3);
        assert!(s.contains(Square::new(1, 2)) && !s.contains(Square::new(2, 1)));
        assert!(!s.contains(Square::new(8, 0)));
        assert!(Set8::EMPTY.is_empty() && Set8::EMPTY.first().is_none());
    }
}
