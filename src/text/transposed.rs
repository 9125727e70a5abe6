//! A board held transposed written the right way round: `play` holds a
//! tall narrow board turned about its main diagonal (see
//! [`crate::board::Board::transposed`]), and writes it back as it was read.

use crate::board::Board;
use crate::squareset::div_ceil;
use crate::text::packed::{flush_chunk, CHUNK};
use std::io::{self, Write};

/// Writes the board whose transpose is `board`, row by row: player p's
/// discs as `cells[p]`, empty squares as `empty`, cells side by side or
/// separated by single spaces. Row r of the text is row r of `board`'s
/// transpose, that is column r of `board`, read 64 rows to a word. Memory
/// O(C * K) beyond the output chunk.
pub fn write_transposed(
    out: &mut dyn Write,
    board: &Board,
    cells: &[u8],
    empty: u8,
    spaced: bool,
) -> io::Result<()> {
    let (rows, cols, k) = (board.cols(), board.rows(), board.players());
    let mut buf = Vec::with_capacity(CHUNK + 2 * cols + 1);
    // Per block of 64 text rows: each text column's word of each player.
    let mut words = vec![0u64; cols * k];
    // A row without discs, the most common row of a tall board: whole
    // blocks of them go out as copies.
    let mut blank = vec![empty; cols];
    if spaced {
        blank = blank.iter().flat_map(|&e| [b' ', e]).skip(1).collect();
    }
    blank.push(b'\n');
    for block in 0..div_ceil(rows, 64) {
        for c in 0..cols {
            for p in 0..k {
                words[c * k + p] = board.discs_of(p).row(c)[block];
            }
        }
        let height = (rows - block * 64).min(64);
        if words.iter().all(|&w| w == 0) {
            for _ in 0..height {
                buf.extend_from_slice(&blank);
            }
            flush_chunk(out, &mut buf)?;
            continue;
        }
        for bit in 0..height {
            for (c, disc) in words.chunks_exact(k).enumerate() {
                if spaced && c > 0 {
                    buf.push(b' ');
                }
                let mut ch = empty;
                for (p, w) in disc.iter().enumerate() {
                    if (w >> bit) & 1 == 1 {
                        ch = cells[p];
                    }
                }
                buf.push(ch);
            }
            buf.push(b'\n');
            flush_chunk(out, &mut buf)?;
        }
    }
    out.write_all(&buf)
}
