//! An independent, deliberately plain `console`: it replays a session's
//! input lines with the naive ray-walking `Grid` and writes the transcript
//! as README describes it; and the board and counts of `console` under the
//! variants, drawn from the variants' naive game.

use super::grid::{other, Grid, BLACK, EMPTY, WHITE};
use super::variants::VGame;

fn shout(c: u8) -> &'static str {
    if c == BLACK {
        "BLACK"
    } else {
        "WHITE"
    }
}

fn sym(c: u8) -> char {
    if c == BLACK {
        'x'
    } else {
        'o'
    }
}

/// The letter of column `c` (`a` for 0).
pub fn letter(c: usize) -> char {
    (b'a' + c as u8) as char
}

/// The board with `+` on `me`'s moves (none when `me` is `None`).
fn board(g: &Grid, me: Option<u8>) -> String {
    let moves = me.map(|m| g.moves(m)).unwrap_or_default();
    let w = g.rows().to_string().len();
    let letters: Vec<String> = (0..g.cols()).map(|c| letter(c).to_string()).collect();
    let edge = format!("{}{}\n", " ".repeat(w + 1), letters.join(" "));
    let mut s = edge.clone();
    for r in 0..g.rows() {
        s += &format!("{:>w$}", r + 1);
        for c in 0..g.cols() {
            s.push(' ');
            s.push(match g.0[r][c] {
                BLACK => 'x',
                WHITE => 'o',
                _ if moves.contains(&(r, c)) => '+',
                _ => '.',
            });
        }
        s += &format!(" {}\n", r + 1);
    }
    s + &edge
}

fn counts(g: &Grid) -> String {
    format!(
        "Black (x): {}  White (o): {}\n",
        g.count(BLACK),
        g.count(WHITE)
    )
}

/// A square typed as letters + row or `r,c` / `(r,c)`, 0-based; `None`
/// when it is not a square at all.
fn square(t: &str) -> Option<(usize, usize)> {
    let inner = t
        .strip_prefix('(')
        .and_then(|x| x.strip_suffix(')'))
        .unwrap_or(t);
    let num = |s: &str| -> Option<usize> {
        if s.is_empty() || s.len() > 19 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<usize>().ok().filter(|&n| n >= 1).map(|n| n - 1)
    };
    if let Some((r, c)) = inner.split_once(',') {
        return Some((num(r)?, num(c)?));
    }
    if inner.len() != t.len() {
        return None;
    }
    let split = t.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = t.split_at(split);
    if letters.is_empty() || !letters.bytes().all(|b| b.is_ascii_lowercase()) {
        return None;
    }
    let mut col = 0usize;
    for b in letters.bytes() {
        col = col.checked_mul(26)?.checked_add((b - b'a') as usize + 1)?;
    }
    Some((num(digits)?, col - 1))
}

/// The transcript of a session on a `rows` x `cols` board fed `input`.
/// An answer as a reply shows it: its first 40 bytes (whole characters),
/// then `[… N bytes …]` for the rest; control characters (a tab too) as
/// `<NUL>` or `<xNN>`, and the invisible ones the fixtures use (no-break, zero-width
/// and other spaces, direction marks, byte-order mark) as `<U+XXXX>`.
fn shown(text: &str) -> String {
    let mut s = String::new();
    let mut used = 0;
    for c in text.chars() {
        if used >= 40 {
            break;
        }
        used += c.len_utf8();
        let u = c as u32;
        s += &match u {
            0 => "<NUL>".to_string(),
            1..=0x1f | 0x7f => format!("<x{u:02X}>"),
            0x80..=0xa0 | 0x2000..=0x200f | 0x2028..=0x202f | 0xfeff => format!("<U+{u:04X}>"),
            _ => c.to_string(),
        };
    }
    if used < text.len() {
        s += &format!("[… {} bytes …]", text.len() - used);
    }
    s
}

pub fn naive_console(rows: usize, cols: usize, input: &str) -> String {
    let mut g = Grid::standard(rows, cols);
    let mut lines: Vec<&str> = input.split('\n').collect();
    if lines.last() == Some(&"") {
        lines.pop();
    }
    let mut lines = lines.into_iter().map(|l| l.strip_suffix('\r').unwrap_or(l));
    let mut out = String::new();
    let mut me = BLACK;
    let mut first = true;
    // Some(side) who quit, or None for end of input; Err(()) for game over.
    let stop: Result<Option<u8>, ()> = 'game: loop {
        if g.moves(me).is_empty() {
            if g.moves(other(me)).is_empty() {
                if first {
                    out += "Neither side can move: game over.\n";
                }
                break Err(());
            }
            me = other(me);
        }
        if !first {
            out.push('\n');
        }
        first = false;
        out += &board(&g, Some(me));
        out += &counts(&g);
        loop {
            out += &format!("It is {}'s turn ({}): ", shout(me), sym(me));
            let Some(line) = lines.next() else {
                out.push('\n');
                break 'game Ok(None);
            };
            out += line;
            out.push('\n');
            let text = line.trim_matches(|c: char| c.is_ascii_whitespace());
            let t = text.to_ascii_lowercase();
            match t.as_str() {
                "" => continue,
                "quit" => break 'game Ok(Some(me)),
                "pass" => {
                    out += &format!(
                        "{} cannot pass while a move exists (the + squares).\n",
                        shout(me)
                    );
                    continue;
                }
                _ => {}
            }
            let Some((r, c)) = square(&t) else {
                out += &format!(
                    "{} is not a valid board location (type a square like d3, pass or quit).\n",
                    shown(text)
                );
                continue;
            };
            if r >= rows || c >= cols {
                out += &format!(
                    "{} is not a valid board location (a1 to {}{rows}).\n",
                    shown(text),
                    letter(cols - 1)
                );
            } else if g.0[r][c] != EMPTY {
                out += &format!("There is already a piece at {}{}.\n", letter(c), r + 1);
            } else if !g.legal(r, c, me) {
                out += &format!(
                    "{}{} is not a valid place to put a {} piece (it flips nothing).\n",
                    letter(c),
                    r + 1,
                    shout(me)
                );
            } else {
                g.play(r, c, me);
                let (mine, theirs) = (g.moves(me).is_empty(), g.moves(other(me)).is_empty());
                if theirs && !mine {
                    out += &format!("{} must pass.\n", shout(other(me)));
                }
                if theirs && mine {
                    out += if g.count(EMPTY) == 0 {
                        "The board is full: game over.\n"
                    } else {
                        "Neither side can move: game over.\n"
                    };
                }
                me = other(me);
                break;
            }
        }
    };
    let (nb, nw) = (g.count(BLACK), g.count(WHITE));
    let last = match stop {
        Err(()) if nb > nw => "BLACK wins.",
        Err(()) if nw > nb => "WHITE wins.",
        Err(()) => "It is a draw.",
        Ok(who) => {
            out += &match who {
                Some(c) => format!("{} quits: the game stops here.\n", shout(c)),
                None => "End of input: the game stops here.\n".into(),
            };
            if nb > nw {
                "BLACK leads."
            } else if nw > nb {
                "WHITE leads."
            } else {
                "The counts are level."
            }
        }
    };
    out.push('\n');
    out += &board(&g, None);
    out += &counts(&g);
    out + last + "\n"
}

/// The board of `console` under the variants, from the naive oracle: digits
/// for the discs, `+` on the squares in `marks`, letters and row numbers
/// around it.
pub fn k_board(g: &VGame, marks: &[(usize, usize)]) -> String {
    let width = g.rows().to_string().len();
    let letters: Vec<String> = (0..g.cols())
        .map(|c| ((b'a' + c as u8) as char).to_string())
        .collect();
    let edge = format!("{:width$} {}\n", "", letters.join(" "));
    let mut s = edge.clone();
    for r in 0..g.rows() {
        s += &format!("{:>width$}", r + 1);
        for c in 0..g.cols() {
            let ch = match g.cells[r][c] {
                0 if marks.contains(&(r, c)) => '+',
                0 => '.',
                p => (b'0' + p) as char,
            };
            s.push(' ');
            s.push(ch);
        }
        s += &format!(" {}\n", r + 1);
    }
    s + &edge
}

/// The counts line of `console` under the variants (three or four players).
pub fn k_counts(g: &VGame) -> String {
    let parts: Vec<String> = (1..=g.players)
        .map(|p| format!("Player {p} ({p}): {}", g.count(p)))
        .collect();
    parts.join("  ") + "\n"
}
