//! The Coding Ninjas Othello game as its statement reads: digits 0, 1 and 2
//! on a plain 8 x 8 array, every ray walked cell by cell.

use super::grid::DIRS;

/// The naive Coding Ninjas game: digits 0/1/2 on an 8 x 8 array.
pub struct Ninjas(pub [[u8; 8]; 8]);

impl Ninjas {
    /// The statement's start: 1 at (3, 3) and (4, 4), 2 at (3, 4) and (4, 3).
    pub fn new() -> Ninjas {
        let mut b = [[0; 8]; 8];
        b[3][3] = 1;
        b[4][4] = 1;
        b[3][4] = 2;
        b[4][3] = 2;
        Ninjas(b)
    }

    /// The discs player `p` flips by playing (x, y); empty if illegal.
    pub fn flips(&self, x: i64, y: i64, p: u8) -> Vec<(usize, usize)> {
        let on = |x: i64, y: i64| (0..8).contains(&x) && (0..8).contains(&y);
        let mut all = Vec::new();
        if !on(x, y) || self.0[x as usize][y as usize] != 0 {
            return all;
        }
        for (dx, dy) in DIRS {
            let mut run = Vec::new();
            let (mut a, mut b) = (x + dx, y + dy);
            while on(a, b) && self.0[a as usize][b as usize] == 3 - p {
                run.push((a as usize, b as usize));
                a += dx;
                b += dy;
            }
            if !run.is_empty() && on(a, b) && self.0[a as usize][b as usize] == p {
                all.extend(run);
            }
        }
        all
    }

    /// Player `p`'s legal moves, (x, y) in row-major order.
    pub fn legal(&self, p: u8) -> Vec<(i64, i64)> {
        let mut v = Vec::new();
        for x in 0..8 {
            for y in 0..8 {
                if !self.flips(x, y, p).is_empty() {
                    v.push((x, y));
                }
            }
        }
        v
    }

    /// The board as the statement prints it: each digit followed by a
    /// space, one row a line.
    pub fn text(&self) -> String {
        let mut s = String::new();
        for row in &self.0 {
            for d in row {
                s.push_str(&format!("{d} "));
            }
            s.push('\n');
        }
        s
    }
}
