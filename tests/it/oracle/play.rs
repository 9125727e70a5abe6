//! An independent, deliberately plain `play`: it reads the input with its
//! own small parser, plays with the naive ray-walking `Grid` and writes the
//! output and the error line as README describes them.

use super::grid::{other, Grid, Naive, BLACK, EMPTY, WHITE};

/// Cell characters of the alphabets, in the order the README lists them:
/// (black, white, empty).
const ALPHABETS: [(u8, u8, u8); 6] = [
    (b'B', b'W', b'.'),
    (b'B', b'W', b'-'),
    (b'X', b'O', b'.'),
    (b'x', b'o', b'.'),
    (b'*', b'+', b'.'),
    (b'1', b'2', b'0'),
];

fn name(c: u8) -> &'static str {
    if c == BLACK {
        "Black"
    } else {
        "White"
    }
}

/// The letters of column `n`: `a`..`z`, then `aa`, `ab`, ...
pub fn col_name(mut n: usize) -> String {
    let mut s = Vec::new();
    n += 1;
    while n > 0 {
        n -= 1;
        s.insert(0, b'a' + (n % 26) as u8);
        n /= 26;
    }
    String::from_utf8(s).unwrap()
}

impl Naive {
    fn state_text(&self) -> String {
        let (b, w) = (self.count(BLACK), self.count(WHITE));
        if !self.over {
            format!("{} to move", name(self.to_move))
        } else if b > w {
            "Black wins".into()
        } else if w > b {
            "White wins".into()
        } else {
            "Draw".into()
        }
    }
    fn after(&self) -> String {
        match self.passed {
            Some(c) => format!(", {} passes", name(c)),
            None if self.over => ", game over".into(),
            None => String::new(),
        }
    }
    fn board(&self, alpha: (u8, u8, u8), spaced: bool) -> String {
        let mut s = String::new();
        for row in &self.grid.0 {
            let cells: Vec<String> = row
                .iter()
                .map(|&x| {
                    let ch = match x {
                        BLACK => alpha.0,
                        WHITE => alpha.1,
                        _ => alpha.2,
                    };
                    (ch as char).to_string()
                })
                .collect();
            s += &cells.join(if spaced { " " } else { "" });
            s.push('\n');
        }
        s
    }
}

/// A move token: `Some(None)` for pass, `Some(Some((row, col)))` 0-based.
fn parse_move(tok: &str) -> Option<Option<(usize, usize)>> {
    let t = tok.to_ascii_lowercase();
    if t == "pass" {
        return Some(None);
    }
    let inner = if t.starts_with('(') && t.ends_with(')') && t.len() >= 2 {
        &t[1..t.len() - 1]
    } else {
        &t[..]
    };
    let num = |s: &str| -> Option<usize> {
        if s.is_empty() || s.len() > 19 || !s.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        s.parse::<usize>().ok().filter(|&n| n >= 1)
    };
    if let Some((r, c)) = inner.split_once(',') {
        return Some(Some((num(r)? - 1, num(c)? - 1)));
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
    Some(Some((num(digits)? - 1, col - 1)))
}

/// The position: grid, side to move, alphabet, spacing, and the index of
/// the first line after it. `None` if this little parser cannot read it.
#[allow(clippy::type_complexity)]
pub fn parse_position(lines: &[&str]) -> Option<(Grid, u8, (u8, u8, u8), bool, usize)> {
    let mut i = 0;
    while i < lines.len() && (lines[i].trim().is_empty() || lines[i].trim_start().starts_with('#'))
    {
        i += 1;
    }
    let words: Vec<&str> = lines.get(i)?.split_whitespace().collect();
    if words[0].eq_ignore_ascii_case("start") {
        let nums: Vec<usize> = words[1..]
            .iter()
            .map(|w| w.parse().ok())
            .collect::<Option<_>>()?;
        let (r, c) = match nums[..] {
            [n] => (n, n),
            [r, c] => (r, c),
            _ => return None,
        };
        if r < 2 || c < 2 || !r.is_multiple_of(2) || !c.is_multiple_of(2) || r * c > 1 << 20 {
            return None;
        }
        let g = Grid::standard(r, c);
        return Some((g, BLACK, ALPHABETS[0], false, i + 1));
    }
    // A size line here always uses a digit 3-9 (the fixtures see to it).
    let size_line = lines[i].bytes().all(|b| b.is_ascii_digit() || b == b' ')
        && lines[i].bytes().any(|b| (b'3'..=b'9').contains(&b));
    if size_line {
        i += 1;
    }
    let player = |l: &str| -> Option<u8> {
        match l.trim_end() {
            "B" | "X" | "x" | "*" | "1" => Some(BLACK),
            "W" | "O" | "o" | "+" | "2" => Some(WHITE),
            l if l.eq_ignore_ascii_case("black") => Some(BLACK),
            l if l.eq_ignore_ascii_case("white") => Some(WHITE),
            _ => None,
        }
    };
    let mut rows: Vec<Vec<u8>> = Vec::new();
    let mut spaced = false;
    while player(lines.get(i)?).is_none() {
        let l = lines[i].trim_end().as_bytes();
        spaced = l.len() >= 3
            && !l.len().is_multiple_of(2)
            && l.iter().skip(1).step_by(2).all(|&b| b == b' ');
        rows.push(if spaced {
            l.iter().step_by(2).copied().collect()
        } else {
            l.to_vec()
        });
        i += 1;
    }
    if rows.is_empty()
        || rows
            .iter()
            .any(|r| r.len() != rows[0].len() || r.is_empty())
    {
        return None;
    }
    let to_move = player(lines[i])?;
    let mut used: Vec<u8> = rows.concat();
    if lines[i].trim_end().len() == 1 && !matches!(lines[i].trim_end(), "B" | "W") {
        used.push(lines[i].as_bytes()[0]);
    }
    let alpha = *ALPHABETS
        .iter()
        .find(|a| used.iter().all(|&b| b == a.0 || b == a.1 || b == a.2))?;
    let grid = Grid(
        rows.iter()
            .map(|r| {
                r.iter()
                    .map(|&b| match b {
                        _ if b == alpha.0 => BLACK,
                        _ if b == alpha.1 => WHITE,
                        _ => EMPTY,
                    })
                    .collect()
            })
            .collect(),
    );
    Some((grid, to_move, alpha, spaced, i + 1))
}

/// Whether `tok` is written as a square: letters then digits, or digits,
/// a comma and digits, perhaps in parentheses.
fn square_form(tok: &str) -> bool {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let inner = tok
        .strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(tok);
    if let Some((r, c)) = inner.split_once(',') {
        return digits(r) && digits(c);
    }
    let letters = tok.bytes().take_while(u8::is_ascii_alphabetic).count();
    inner.len() == tok.len() && letters > 0 && digits(&tok[letters..])
}

/// The expected stdout and stderr of `othello play [--trace]` on `input`.
pub fn naive_play(input: &str, trace: bool) -> Option<(String, String)> {
    let lines: Vec<&str> = input
        .trim_start_matches('\u{feff}')
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let (grid, to_move, alpha, spaced, first) = parse_position(&lines)?;
    let mut g = Naive::new(grid, to_move);
    let (rows, cols) = (g.grid.rows(), g.grid.cols());
    let mut out = String::new();
    if trace {
        out += &format!("start{}\n{}\n", g.after(), g.board(alpha, spaced));
    }
    let mut err = String::new();
    let mut number = 0;
    'lines: for (k, line) in lines.iter().enumerate().skip(first) {
        if line.trim_start().starts_with('#') {
            continue;
        }
        let mut col = 0;
        for tok in line.split([' ', '\t']) {
            col += tok.len() + 1;
            if tok.is_empty() {
                continue;
            }
            number += 1;
            let at = format!(
                "othello: line {}, col {}: move {number}",
                k + 1,
                col - tok.len()
            );
            let who = if g.over {
                String::new()
            } else {
                format!(" ({})", name(g.to_move))
            };
            let fail = |why: String| format!("{at}{who}: {why}\n");
            let header;
            match parse_move(tok) {
                // A square's form with a 0 or a huge coordinate: off the
                // board (or too late, once the game is over).
                None if square_form(tok) => {
                    err = fail(if g.over {
                        format!(
                            "`{tok}` comes after the end of the game ({})",
                            g.state_text()
                        )
                    } else {
                        format!("`{tok}` is off the {rows} x {cols} board")
                    });
                    break 'lines;
                }
                None => {
                    err = fail(format!(
                        "expected a square (d3, 3,4 or (3,4)) or `pass`, found `{tok}`"
                    ));
                    break 'lines;
                }
                Some(None) => {
                    if let Some(c) = g.passed.take() {
                        header = format!("{number}. {} pass", name(c));
                    } else if g.over {
                        err = fail(format!(
                            "`{tok}` comes after the end of the game ({})",
                            g.state_text()
                        ));
                        break 'lines;
                    } else {
                        let (r, c) = g.grid.moves(g.to_move)[0];
                        err = fail(format!(
                            "a pass while a move exists ({}{} is legal)",
                            col_name(c),
                            r + 1
                        ));
                        break 'lines;
                    }
                }
                Some(Some((r, c))) => {
                    let why = if g.over {
                        format!(
                            "`{tok}` comes after the end of the game ({})",
                            g.state_text()
                        )
                    } else if r >= rows || c >= cols {
                        format!("`{tok}` is off the {rows} x {cols} board")
                    } else if g.grid.0[r][c] != EMPTY {
                        format!("`{tok}` is occupied")
                    } else if !g.grid.legal(r, c, g.to_move) {
                        format!("`{tok}` flips nothing")
                    } else {
                        String::new()
                    };
                    if !why.is_empty() {
                        err = fail(why);
                        break 'lines;
                    }
                    let me = g.to_move;
                    let flips = g.grid.flips(r, c, me).len();
                    g.grid.play(r, c, me);
                    g.settle(other(me));
                    header = format!(
                        "{number}. {} {}{} flips {flips}{}",
                        name(me),
                        col_name(c),
                        r + 1,
                        g.after()
                    );
                }
            }
            if trace {
                out += &format!("{header}\n{}\n", g.board(alpha, spaced));
            }
        }
    }
    out += &g.board(alpha, spaced);
    out += &format!(
        "Black {} White {}\n{}\n",
        g.count(BLACK),
        g.count(WHITE),
        g.state_text()
    );
    Some((out, err))
}
