//! The compares of `diff` over two streams read once each: by lines (byte
//! for byte and `--trailing`, in the same pass) and by tokens.
//!
//! Memory: the current line of each file, a window of the last [`RING`]
//! line pairs, and the context of at most four candidate differences,
//! already rendered (cut to a few hundred bytes). Never a whole file.

use super::difference::{describe_in, line_count, plural, shown, strip_end, Difference, WIDTH};
use crate::error::Result;
use crate::quote::visible::{char_start, describe_at, show_window};
use crate::text::words;
use std::io::BufRead;

/// Line pairs kept: the context shown is two lines either side of a
/// difference, so a window of five holds it whole.
const RING: usize = 5;

/// One line read: its bytes without the `\n`, whether a `\n` ended it, and
/// whether there was a line at all (past the end of its file there is
/// not).
#[derive(Clone, Debug, Default)]
struct Line {
    body: Vec<u8>,
    nl: bool,
    exists: bool,
}

impl Line {
    /// Reads the next line of `r` into `self`, reusing its buffer.
    fn read(&mut self, r: &mut dyn BufRead) -> Result<()> {
        self.body.clear();
        let n = r.read_until(b'\n', &mut self.body)?;
        self.exists = n > 0;
        self.nl = self.body.last() == Some(&b'\n');
        if self.nl {
            self.body.pop();
        }
        Ok(())
    }

    /// The line for [`shown`]: `None` past the end.
    fn view(&self) -> Option<(&[u8], bool)> {
        self.exists.then(|| (&self.body[..], self.nl))
    }

    /// The line cut at its trailing whitespace; `None` past the end.
    fn stripped(&self) -> Option<&[u8]> {
        self.exists.then(|| strip_end(&self.body))
    }
}

/// The last [`RING`] line pairs, pair `j` (0-based) at `j % RING`.
struct Window {
    pairs: Vec<[Line; 2]>,
}

impl Window {
    fn pair(&self, j: usize) -> &[Line; 2] {
        &self.pairs[j % RING]
    }

    /// The context rows around pair `at` (0-based; two on either side, not
    /// past `last`, nor past both files' ends): an equal row once, a
    /// differing one as `-` expected and `+` actual. The row `at` is cut
    /// around `col`. Every pair shown must still be in the window.
    fn context(&self, at: usize, last: usize, col: usize) -> String {
        let mut s = String::new();
        for j in at.saturating_sub(2)..=(at + 2).min(last) {
            let [e, a] = self.pair(j);
            if !e.exists && !a.exists {
                break;
            }
            let (k, c) = (j + 1, if j == at { col } else { 1 });
            if e.view() == a.view() {
                s.push_str(&format!("  {k:>3} | {}\n", shown(e.view(), c)));
            } else {
                s.push_str(&format!("- {k:>3} | {}\n", shown(e.view(), c)));
                s.push_str(&format!("+ {k:>3} | {}\n", shown(a.view(), c)));
            }
        }
        s
    }
}

/// A difference found at pair `at`: what it is and, once the two rows
/// after it are read, its context.
struct Found {
    at: usize,
    col: usize,
    what: String,
    context: Option<String>,
}

impl Found {
    /// Renders the context once the window holds rows `at - 2 ..= at + 2`
    /// (at pair `j == at + 2`) or the files have ended (`end`).
    fn settle(&mut self, window: &Window, j: usize, end: bool) {
        if self.context.is_none() && (j == self.at + 2 || end) {
            self.context = Some(window.context(self.at, j, self.col));
        }
    }
}

/// `byte` at offset `at` of a line and what follows it (its `\n`, or the
/// end of the file), described as [`describe_at`] does for a whole text.
fn describe_line_at(line: &Line, at: usize) -> String {
    // `describe_at` looks at most four bytes ahead, and never past a `\n`
    // that ends a character.
    let mut tail = line.body.get(at..).unwrap_or(&[]);
    tail = &tail[..tail.len().min(4)];
    let mut bytes = tail.to_vec();
    if line.nl {
        bytes.push(b'\n');
    }
    describe_at(&bytes, 0)
}

fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// Where `--trailing` ends one file: after its last line that is not blank
/// (once its trailing whitespace is cut).
#[derive(Default)]
struct End {
    /// The number of lines up to the last non-blank one.
    len: usize,
    /// How many rows up to there differ with trailing whitespace cut.
    differ: usize,
    /// The difference if the other file goes on past this end: found
    /// there, and the row the other file has there.
    found: Option<Found>,
}

/// The line compares: byte for byte, and with trailing whitespace and blank
/// lines at the end ignored (`--trailing`). `None` where they pass.
pub(super) fn compare_lines(
    e: &mut dyn BufRead,
    a: &mut dyn BufRead,
) -> Result<(Option<Difference>, Option<Difference>)> {
    let mut window = Window {
        pairs: vec![Default::default(); RING],
    };
    // Byte for byte.
    let mut first: Option<Found> = None;
    let (mut differ, mut lines) = (0, [0usize; 2]);
    // Trailing whitespace ignored: the first row whose cut lines differ,
    // with the running count of such rows, and where each file ends.
    let mut cut_first: Option<Found> = None;
    let mut cut_differ = 0;
    let mut ends: [End; 2] = Default::default();
    let mut j = 0;
    loop {
        {
            let slot = &mut window.pairs[j % RING];
            slot[0].read(e)?;
            slot[1].read(a)?;
        }
        let [le, la] = window.pair(j);
        if !le.exists && !la.exists {
            break;
        }
        lines[0] += usize::from(le.exists);
        lines[1] += usize::from(la.exists);
        if le.view() != la.view() {
            differ += 1;
            if first.is_none() {
                let col = char_start(&le.body, common_prefix(&le.body, &la.body));
                first = Some(Found {
                    at: j,
                    col: col + 1,
                    what: format!(
                        "line {}, col {}: expected {}, found {}",
                        j + 1,
                        col + 1,
                        describe_line_at(le, col),
                        describe_line_at(la, col)
                    ),
                    context: None,
                });
            }
        }
        let (se, sa) = (le.stripped(), la.stripped());
        if se.is_none() || se != sa {
            cut_differ += 1;
            if cut_first.is_none() {
                // Used only when both lines exist (see below), so the
                // column is the common prefix of two lines.
                let e = se.unwrap_or(&[]);
                let col = char_start(e, common_prefix(e, sa.unwrap_or(&[])));
                cut_first = Some(Found {
                    at: j,
                    col: col + 1,
                    what: format!(
                        "line {}, col {}: expected {}, found {} (trailing whitespace ignored)",
                        j + 1,
                        col + 1,
                        describe_in(se, col),
                        describe_in(sa, col)
                    ),
                    context: None,
                });
            }
        }
        for (k, s) in [se, sa].into_iter().enumerate() {
            if matches!(s, Some(s) if !s.is_empty()) {
                ends[k] = End {
                    len: j + 1,
                    differ: cut_differ,
                    found: None,
                };
            }
        }
        for f in [&mut first, &mut cut_first].into_iter().flatten() {
            f.settle(&window, j, false);
        }
        settle_ends(&mut ends, &window, j, false);
        j += 1;
    }
    let last = j.saturating_sub(1);
    for f in [&mut first, &mut cut_first].into_iter().flatten() {
        f.settle(&window, last, true);
    }
    settle_ends(&mut ends, &window, last, true);
    let bytes = first.map(|f| Difference {
        what: f.what,
        context: f.context.unwrap_or_default(),
        count: line_count(differ, lines[0], lines[1]),
    });
    // With trailing whitespace cut, a row differs when it is before both
    // ends and its cut lines differ, or when it lies between the two ends.
    let lens = [ends[0].len, ends[1].len];
    let short = usize::from(lens[0] > lens[1]);
    let (lo, hi) = (lens[short], lens[1 - short]);
    let found = match cut_first {
        Some(f) if f.at < lo => Some(f),
        _ if lo != hi => ends[short].found.take(),
        _ => None,
    };
    let trailing = found.map(|f| Difference {
        what: f.what,
        context: f.context.unwrap_or_default(),
        count: line_count(ends[short].differ + (hi - lo), lens[0], lens[1]),
    });
    Ok((bytes, trailing))
}

/// Renders, for each file, the difference `--trailing` reports if that file
/// ends first (see [`End`]), once its context is in the window: at pair
/// `j`, or at the end of both files (`end`).
fn settle_ends(ends: &mut [End; 2], window: &Window, j: usize, end: bool) {
    for (k, side) in ends.iter_mut().enumerate() {
        let at = side.len;
        let ready = j == at + 2 || (end && at <= j);
        if side.found.is_some() || !ready {
            continue;
        }
        let other = window.pair(at)[1 - k].stripped();
        let (expected, found) = if k == 0 {
            ("end of file".to_string(), describe_in(other, 0))
        } else {
            (describe_in(other, 0), "end of file".to_string())
        };
        side.found = Some(Found {
            at,
            col: 1,
            what: format!(
                "line {}, col 1: expected {expected}, found {found} (trailing whitespace ignored)",
                at + 1
            ),
            context: Some(window.context(at, j, 1)),
        });
    }
}

/// Reads one file token by token, keeping the line the current token is
/// on.
struct Tokens<'r> {
    r: &'r mut dyn BufRead,
    line: Line,
    /// The current line's 1-based number.
    no: usize,
    /// The current token: `start..end` of the line.
    start: usize,
    end: usize,
}

impl<'r> Tokens<'r> {
    fn new(r: &'r mut dyn BufRead) -> Tokens<'r> {
        Tokens {
            r,
            line: Line::default(),
            no: 0,
            start: 0,
            end: 0,
        }
    }

    /// Moves to the next token; `false` at the end of the file.
    fn advance(&mut self) -> Result<bool> {
        loop {
            let rest = &self.line.body[self.end..];
            if let Some((col, w)) = words(rest).next() {
                self.start = self.end + col - 1;
                self.end = self.start + w.len();
                return Ok(true);
            }
            self.line.read(self.r)?;
            (self.start, self.end) = (0, 0);
            if !self.line.exists {
                return Ok(false);
            }
            self.no += 1;
        }
    }

    fn token(&self) -> &[u8] {
        &self.line.body[self.start..self.end]
    }

    /// The current token for a message: `` `d3` (line 2, col 1) ``, a
    /// long one cut around its byte `at`.
    fn describe(&self, at: usize) -> String {
        format!(
            "`{}` (line {}, col {})",
            show_window(self.token(), at + 1, WIDTH / 2),
            self.no,
            self.start + 1
        )
    }

    /// The current token described and its line as a context row marked
    /// `sign`, both cut around the token's byte `at` (where it differs)
    /// when long; `end of file` when `here` is false (the file has ended).
    fn side(&self, here: bool, sign: char, at: usize) -> (String, String) {
        if !here {
            let row = format!("{sign}     | <end of file>\n");
            return ("end of file".into(), row);
        }
        let row = format!(
            "{sign} {:>3} | {}\n",
            self.no,
            shown(self.line.view(), self.start + at + 1)
        );
        (self.describe(at), row)
    }
}

/// The token compare (`--tokens`): token `k` of one file against token
/// `k` of the other. `None` when it passes.
pub(super) fn compare_tokens(
    e: &mut dyn BufRead,
    a: &mut dyn BufRead,
) -> Result<Option<Difference>> {
    let (mut e, mut a) = (Tokens::new(e), Tokens::new(a));
    let (mut n, mut counts, mut differ) = (0, [0usize; 2], 0);
    let mut first: Option<(String, String)> = None;
    loop {
        let (he, ha) = (e.advance()?, a.advance()?);
        if !he && !ha {
            break;
        }
        n += 1;
        counts[0] += usize::from(he);
        counts[1] += usize::from(ha);
        if he && ha && e.token() == a.token() {
            continue;
        }
        differ += 1;
        if first.is_none() {
            // Where the two tokens part (0 when a file has ended).
            let (te, ta) = (e.token(), a.token());
            let same = te.iter().zip(ta).take_while(|(x, y)| x == y).count();
            let at = if he && ha { char_start(te, same) } else { 0 };
            let (de, re) = e.side(he, '-', at);
            let (da, ra) = a.side(ha, '+', at);
            first = Some((format!("token {n}: expected {de}, found {da}"), re + &ra));
        }
    }
    Ok(first.map(|(what, context)| {
        let mut count = format!("{differ} of {n} tokens differ, position by position");
        if counts[0] != counts[1] {
            count.push_str(&format!(
                " (expected has {}, actual {})",
                plural(counts[0], "token"),
                counts[1]
            ));
        }
        Difference {
            what,
            context,
            count,
        }
    }))
}
