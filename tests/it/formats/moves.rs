//! The `moves` command against the naive marker grid of `oracle::grid`,
//! through text: small boards in the plain format; then its packed path
//! (the word-at-a-time row decoder, the lent lines of `LineReader`, the
//! fused sweep, the table and chunk writers) against the naive ray walk:
//! boards whose sides straddle 64-bit words, side by side and spaced, in
//! every alphabet, with and without size lines, CRLF, several cases per
//! input, fed whole and a few bytes at a time; all three output styles.

use crate::oracle::grid::{random_grid, Grid, BLACK, EMPTY, WHITE};
use othello::rng::Rng;
use othello::text::position::{Alphabet, ALPHABETS};
use std::io::{BufReader, Read};

#[test]
fn moves_command_equals_naive_marker_grid() {
    let mut rng = Rng::new(7);
    let mut input = String::new();
    let mut want = String::new();
    for i in 0..300 {
        let (rows, cols) = (rng.range(1, 12) as usize, rng.range(2, 12) as usize);
        let grid = random_grid(&mut rng, rows, cols, [2, 1, 1]);
        let me = if rng.chance(1, 2) { BLACK } else { WHITE };
        input.push_str(&format!("{rows} {cols}\n{}{}\n", grid.text(), me as char));
        if i > 0 {
            want.push('\n');
        }
        want.push_str(&grid.marker_output(me));
    }
    let ran = crate::support::run(&["moves"], input.as_bytes());
    assert_eq!((ran.status, ran.stderr().as_str()), (0, ""));
    assert_eq!(ran.stdout(), want);
}

/// Sides around word boundaries, and small ones.
const SIDES: &[usize] = &[1, 2, 3, 7, 8, 9, 63, 64, 65, 127, 128, 129, 191, 192, 193];

/// One case of input and its expected output in each style.
struct Case {
    input: String,
    grid: String,
    board: String,
    list: String,
}

fn cell_char(a: &Alphabet, c: u8) -> char {
    (match c {
        BLACK => a.black,
        WHITE => a.white,
        _ => a.empty,
    }) as char
}

/// Spreadsheet column letters: a..z, aa, ab, ... (written out here, not
/// taken from the library).
fn column_letters(mut col: usize) -> String {
    let mut s = Vec::new();
    loop {
        s.push(b'a' + (col % 26) as u8);
        if col < 26 {
            break;
        }
        col = col / 26 - 1;
    }
    s.reverse();
    String::from_utf8(s).unwrap()
}

/// The first alphabet (in the library's order) holding every character
/// used, each in its meaning: the one `--style board` writes back in.
fn write_back_alphabet(grid: &Grid, used: &Alphabet, player: &str) -> &'static Alphabet {
    let fits = |a: &Alphabet| {
        let cells_fit = grid.0.iter().flatten().all(|&c| match c {
            BLACK => a.black == used.black,
            WHITE => a.white == used.white,
            _ => a.empty == used.empty,
        });
        let player_fits = match player.as_bytes() {
            [c] if *c != b'B' && *c != b'W' => *c == a.black || *c == a.white,
            _ => true,
        };
        cells_fit && player_fits
    };
    ALPHABETS.iter().find(|a| fits(a)).unwrap()
}

fn make_case(rng: &mut Rng, rows: usize, cols: usize) -> Case {
    let e = rng.range(0, 6);
    let weights = [e, rng.range(1, 5), rng.range(1, 5)];
    let grid = random_grid(rng, rows, cols, weights);
    let me = if rng.chance(1, 2) { BLACK } else { WHITE };
    let a = &ALPHABETS[rng.below(ALPHABETS.len() as u64) as usize];
    let spaced = cols >= 2 && rng.chance(1, 2);
    let crlf = rng.chance(1, 5);
    let eol = if crlf { "\r\n" } else { "\n" };
    let player = match rng.below(4) {
        0 => (if me == BLACK { "B" } else { "W" }).to_string(),
        1 => (if me == BLACK { "black" } else { "WHITE" }).to_string(),
        _ => cell_char(a, me).to_string(),
    };
    // Digit rows can pass for size lines, and one-column rows for players:
    // those boards always carry their size line.
    let size_line = a.empty == b'0' || cols == 1 || rng.chance(1, 2);
    let mut input = String::new();
    if size_line {
        if rows == cols && rng.chance(1, 2) {
            input += &format!("{rows}{eol}");
        } else {
            input += &format!("{rows} {cols}{eol}");
        }
    }
    let sep = if spaced { " " } else { "" };
    let row_text = |r: &[u8], f: &dyn Fn(usize, u8) -> char| {
        r.iter()
            .enumerate()
            .map(|(c, &x)| f(c, x).to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    for r in &grid.0 {
        input += &row_text(r, &|_, x| cell_char(a, x));
        if rng.chance(1, 10) {
            input += "  "; // trailing spaces are ignored
        }
        input += eol;
    }
    input += &format!("{player}{eol}");

    let moves = grid.moves(me);
    let grid_out = grid.marker_output(me);
    let (board, list) = if moves.is_empty() {
        (grid_out.clone(), grid_out.clone())
    } else {
        let out_a = write_back_alphabet(&grid, a, &player);
        // The default mark, `#` where `+` is a disc.
        let mark = if out_a.white == b'+' { '#' } else { '+' };
        let mut board = String::new();
        for (ri, r) in grid.0.iter().enumerate() {
            board += &row_text(r, &|c, x| {
                if x == EMPTY && moves.contains(&(ri, c)) {
                    mark
                } else {
                    cell_char(out_a, x)
                }
            });
            board += "\n";
        }
        let names: Vec<String> = moves
            .iter()
            .map(|&(r, c)| format!("{}{}", column_letters(c), r + 1))
            .collect();
        (board, names.join(" ") + "\n")
    };
    Case {
        input,
        grid: grid_out,
        board,
        list,
    }
}

/// A source that hands out at most 1 to 13 bytes per read.
struct Trickle<'a> {
    data: &'a [u8],
    rng: Rng,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = (self.rng.range(1, 13) as usize)
            .min(buf.len())
            .min(self.data.len());
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

fn run(args: &[&str], input: &str, trickle: bool) -> String {
    let ran = if trickle {
        let src = Trickle {
            data: input.as_bytes(),
            rng: Rng::new(5),
        };
        crate::support::run_reading(args, &mut BufReader::with_capacity(16, src))
    } else {
        crate::support::run(args, input.as_bytes())
    };
    assert_eq!(ran.stderr(), "", "{args:?}");
    assert_eq!(ran.status, 0);
    ran.stdout()
}

fn check_batch(cases: &[Case], trickle: bool) {
    let input: String = cases.iter().map(|c| c.input.as_str()).collect();
    for style in ["grid", "board", "list"] {
        let want: Vec<&str> = cases
            .iter()
            .map(|c| match style {
                "grid" => c.grid.as_str(),
                "board" => c.board.as_str(),
                _ => c.list.as_str(),
            })
            .collect();
        let want = want.join("\n");
        let got = run(&["moves", "--style", style], &input, trickle);
        if got != want {
            let (g, w): (Vec<_>, Vec<_>) = (got.lines().collect(), want.lines().collect());
            let at = g.iter().zip(&w).position(|(a, b)| a != b).unwrap_or(0);
            panic!(
                "--style {style}, trickle {trickle}: first difference at output line {}\n got: {:?}\nwant: {:?}",
                at + 1,
                g.get(at),
                w.get(at)
            );
        }
    }
}

#[test]
fn packed_path_equals_naive_across_word_boundaries() {
    let mut rng = Rng::new(6464);
    let mut cases = Vec::new();
    for &cols in SIDES {
        for _ in 0..4 {
            let rows = SIDES[rng.below(SIDES.len() as u64) as usize].min(70);
            cases.push(make_case(&mut rng, rows, cols));
        }
    }
    // Several hundred KB in one input: rows also straddle the reader's
    // buffer ends.
    check_batch(&cases, false);
}

#[test]
fn tall_narrow_boards_read_transposed_equal_naive() {
    // From 4096 rows on, a board of at most 16 columns is kept column by
    // column for the grid and list styles (the board style reads it as it
    // is): row counts either side of that, widths up to 16 and past it.
    let mut rng = Rng::new(4096);
    let cases: Vec<Case> = [
        (4095, 3),
        (4096, 1),
        (4097, 16),
        (4160, 2),
        (5000, 7),
        (4200, 17),
    ]
    .iter()
    .map(|&(rows, cols)| make_case(&mut rng, rows, cols))
    .collect();
    check_batch(&cases, false);
}

#[test]
fn packed_path_equals_naive_fed_a_few_bytes_at_a_time() {
    let mut rng = Rng::new(13);
    let cases: Vec<Case> = (0..40)
        .map(|_| {
            let rows = rng.range(1, 20) as usize;
            let cols = SIDES[rng.below(SIDES.len() as u64) as usize];
            make_case(&mut rng, rows, cols)
        })
        .collect();
    check_batch(&cases, true);
}

#[test]
fn square_boards_on_word_boundaries() {
    let mut rng = Rng::new(129);
    for &n in &[63, 64, 65, 127, 128, 129] {
        let cases: Vec<Case> = (0..3).map(|_| make_case(&mut rng, n, n)).collect();
        check_batch(&cases, false);
    }
}

#[test]
fn in_place_sweep_equals_naive_on_random_boards() {
    use othello::color::Color;
    let mut rng = Rng::new(22);
    for i in 0..3000 {
        let rows = rng.range(1, 20) as usize;
        let cols = if i % 3 == 0 {
            SIDES[rng.below(SIDES.len() as u64) as usize]
        } else {
            rng.range(1, 20) as usize
        };
        let weights = [rng.range(0, 5), rng.range(1, 4), rng.range(1, 4)];
        let grid = random_grid(&mut rng, rows, cols, weights);
        for (me, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
            let got: Vec<(usize, usize)> = grid
                .to_board()
                .into_legal_moves(color)
                .iter()
                .map(|s| (s.row, s.col))
                .collect();
            assert_eq!(got, grid.moves(me), "board {i}:\n{}", grid.text());
        }
    }
}

/// The 0/1 grid text of `moves` (row-major, as `Grid::moves` lists them)
/// on a `rows` x `cols` board, or `No legal moves.`; linear time, for big
/// boards.
fn grid_text(rows: usize, cols: usize, moves: &[(usize, usize)]) -> String {
    if moves.is_empty() {
        return "No legal moves.\n".into();
    }
    let mut marks = vec![vec![b'0'; cols]; rows];
    for &(r, c) in moves {
        marks[r][c] = b'1';
    }
    let mut s = String::new();
    for row in marks {
        let cells: Vec<String> = row.iter().map(|&b| (b as char).to_string()).collect();
        s += &cells.join(" ");
        s.push('\n');
    }
    s
}

/// Boards with long runs in every direction: mostly white, some black,
/// few empty squares (so runs cross band ends vertically and diagonally).
fn long_runs(rng: &mut Rng, rows: usize, cols: usize) -> Grid {
    let w = [rng.range(1, 3), rng.range(1, 3), rng.range(6, 30)];
    random_grid(rng, rows, cols, w)
}

#[test]
fn bands_equal_naive_for_every_band_height_and_lookahead() {
    use othello::board::sweep::bands::Bands;
    use othello::color::Color;
    let mut rng = Rng::new(4242);
    for i in 0..500 {
        let rows = rng.range(1, 50) as usize;
        let cols = if i % 3 == 0 {
            SIDES[rng.below(SIDES.len() as u64) as usize]
        } else {
            rng.range(1, 20) as usize
        };
        let grid = if i % 2 == 0 {
            long_runs(&mut rng, rows, cols)
        } else {
            let w = [rng.range(0, 5), rng.range(1, 4), rng.range(1, 4)];
            random_grid(&mut rng, rows, cols, w)
        };
        let board = grid.to_board();
        let words = cols.div_ceil(64);
        for (me, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
            let want = grid.moves(me);
            let (mine, theirs) = (board.discs(color), board.discs(color.opponent()));
            // (band, first look-ahead, largest look-ahead): 0 and 1 as the
            // largest send every band past the first to the checkpoints.
            for (band, first, max) in [
                (1, 1, 0),
                (1, 1, 4),
                (2, 1, 1),
                (3, 2, 64),
                (5, 16, 256),
                (7, 1, 3),
                (64, 16, 256),
            ] {
                let mut bands = Bands::new(mine, theirs, band).with_lookahead(first, max);
                let (mut legal, mut got, mut next) = (Vec::new(), Vec::new(), 0);
                while let Some(span) = bands.next_band(&mut legal) {
                    assert_eq!(span.start, next);
                    assert_eq!(legal.len(), span.len() * words);
                    for (r, row) in span.clone().zip(legal.chunks_exact(words)) {
                        for c in (0..cols).filter(|c| row[c / 64] >> (c % 64) & 1 == 1) {
                            got.push((r, c));
                        }
                    }
                    next = span.end;
                }
                assert_eq!(next, rows);
                assert_eq!(
                    got,
                    want,
                    "board {i}, {me}, band {band}, look-ahead {first}..{max}:\n{}",
                    grid.text()
                );
            }
        }
    }
}

#[test]
fn streamed_grid_equals_naive_for_every_band_height() {
    use othello::color::Color;
    use othello::dialects::moves::pipeline::write_grid_streamed;
    let mut rng = Rng::new(99);
    for i in 0..300 {
        let (rows, cols) = (rng.range(1, 40) as usize, rng.range(1, 140) as usize);
        let grid = match i % 3 {
            0 => long_runs(&mut rng, rows, cols),
            // Mostly empty: often no move at all, or only far down.
            1 => random_grid(&mut rng, rows, cols, [40, 1, 1]),
            _ => random_grid(&mut rng, rows, cols, [1, 1, 1]),
        };
        let board = grid.to_board();
        for (me, color) in [(BLACK, Color::Black), (WHITE, Color::White)] {
            let want = grid_text(rows, cols, &grid.moves(me));
            for band in [1, 2, 5, 64] {
                let mut out = Vec::new();
                write_grid_streamed(&mut out, &board, color, band).unwrap();
                assert_eq!(
                    String::from_utf8(out).unwrap(),
                    want,
                    "board {i}, band {band}"
                );
            }
        }
    }
}

/// Boards big enough for `moves` to take the two-thread path (at least
/// 2^18 squares), through text: several chunks of output, a board whose
/// first band has no move (only its last rows do), and one with none.
#[test]
fn big_boards_through_text_take_the_streamed_path() {
    let mut rng = Rng::new(512);
    let (rows, cols) = (520, 513);
    let mut quiet = Grid(vec![vec![EMPTY; cols]; rows]);
    for c in (0..cols).step_by(3) {
        quiet.0[rows - 2][c] = WHITE;
        quiet.0[rows - 1][c] = BLACK;
    }
    let boards = [
        long_runs(&mut rng, rows, cols),
        random_grid(&mut rng, rows, cols, [1, 1, 1]),
        quiet,
        Grid(vec![vec![EMPTY; cols]; rows]),
    ];
    for grid in boards {
        let mut input = format!("{rows} {cols}\n");
        for r in &grid.0 {
            input += std::str::from_utf8(r).unwrap();
            input.push('\n');
        }
        input += "B\nW\n";
        // Two cases: the same board, each side to move.
        let two = input.replacen("B\nW\n", "B\n\n", 1) + &input.replacen("B\nW\n", "W\n", 1);
        let want = grid_text(rows, cols, &grid.moves(BLACK))
            + "\n"
            + &grid_text(rows, cols, &grid.moves(WHITE));
        assert_eq!(run(&["moves"], &two, false), want);
    }
}
