//! The legal-move grid of a big board on two threads: a worker sweeps the
//! board a band of rows at a time ([`Bands`]) while this thread turns each
//! band's bits into text and writes it.
//!
//! Writing (the slowest part) thus starts after the first band, not after
//! the whole sweep. At most five bands of bits exist at once, and one text
//! chunk; spent bands go back to the worker for reuse. `No legal moves.` is
//! still decided before a byte is written: when the first band holds no
//! legal square, the worker looks further down before sending it.
//!
//! The text is made on the writing thread, not the worker's: when another
//! program holds the second core, the two threads take turns on one, and
//! handing over bits (a sixteenth of the text) keeps the text chunk in the
//! cache.
//!
//! `moves` (and its rule variants) take this path for grids of at least
//! [`STREAM_MIN_SQUARES`] squares, in bands of about [`BAND_WORDS`] words
//! ([`band_rows`]): a band counted in rows would make a board two squares
//! wide (one word a row) hand over 64 times more bands than a square one
//! of as many squares, each with its look-ahead and its trip between the
//! threads.

use crate::board::sweep::bands::Bands;
use crate::board::Board;
use crate::color::Color;
use crate::rules::Directions;
use crate::squareset::SquareSet;
use crate::text::packed;
use std::io::Write;
use std::sync::mpsc;

/// Boards of at least this many squares are swept and written by
/// [`write_grid_streamed`], on two threads.
pub const STREAM_MIN_SQUARES: usize = 1 << 18;

/// Words of legal-move bits per band of [`write_grid_streamed`] (32 KiB):
/// 64 rows of a board 4096 squares wide.
pub const BAND_WORDS: usize = 4096;

/// Rows per band for a board `cols` squares wide: [`BAND_WORDS`] words'
/// worth, at least one row.
pub fn band_rows(cols: usize) -> usize {
    (BAND_WORDS / crate::squareset::words_per_row(cols)).max(1)
}

/// Writes the grid of the squares where `color` may move on `board`, or
/// `No legal moves.`, like [`packed::write_grid`] after
/// [`Board::legal_moves`] but on two threads, `band` rows at a time (see
/// the module doc).
pub fn write_grid_streamed(
    out: &mut dyn Write,
    board: &Board,
    color: Color,
    band: usize,
) -> std::io::Result<()> {
    let (me, opp) = (board.discs(color), board.discs(color.opponent()));
    write_sets_streamed(out, me, opp, Directions::Eight, band)
}

/// [`write_grid_streamed`] for the side owning `me` against `opp` (for
/// more players: everyone else's discs) under `directions`.
pub fn write_sets_streamed(
    out: &mut dyn Write,
    me: &SquareSet,
    opp: &SquareSet,
    directions: Directions,
    band: usize,
) -> std::io::Result<()> {
    let (cols, w) = (me.cols(), me.words_per_row());
    let (full_tx, full_rx) = mpsc::sync_channel::<Vec<u64>>(2);
    let (spent_tx, spent_rx) = mpsc::channel::<Vec<u64>>();
    std::thread::scope(|s| {
        // Returns whether there is a legal move (nothing is sent if not).
        let worker = s.spawn(move || {
            let mut bands = Bands::with_directions(me, opp, band, directions);
            let mut legal = Vec::new();
            let mut first = true;
            while bands.next_band(&mut legal).is_some() {
                if first && legal.iter().all(|&x| x == 0) && !any_legal(me, opp, band, directions) {
                    return false;
                }
                first = false;
                let next = spent_rx.try_recv().unwrap_or_default();
                if full_tx.send(std::mem::replace(&mut legal, next)).is_err() {
                    return true; // the writer has stopped on an error
                }
            }
            true
        });
        let mut written = Ok(());
        let mut buf = Vec::with_capacity(packed::CHUNK + 2 * cols);
        while let Ok(legal) = full_rx.recv() {
            for row in legal.chunks_exact(w) {
                packed::push_grid_row(&mut buf, row, cols);
                written = packed::flush_chunk(out, &mut buf);
                if written.is_err() {
                    break;
                }
            }
            if written.is_err() {
                break;
            }
            let _ = spent_tx.send(legal);
        }
        drop(full_rx);
        let any = worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        written?;
        if any {
            out.write_all(&buf)
        } else {
            out.write_all(b"No legal moves.\n")
        }
    })
}

/// Whether the side owning `me` has a legal move against `opp`: bands
/// from the top until one holds a legal square.
fn any_legal(me: &SquareSet, opp: &SquareSet, band: usize, directions: Directions) -> bool {
    let mut bands = Bands::with_directions(me, opp, band, directions);
    let mut legal = Vec::new();
    while bands.next_band(&mut legal).is_some() {
        if legal.iter().any(|&x| x != 0) {
            return true;
        }
    }
    false
}
