//! `diff`: compares an expected output with an actual one byte for byte and
//! shows where they differ, every invisible character made visible.
//!
//! ```text
//! $ othello diff expected.out actual.out
//! --- expected.out
//! +++ actual.out
//! line 2, col 4: expected a newline, found a space
//!     1 | 0 1⏎
//! -   2 | 1 0⏎
//! +   2 | 1 0·⏎
//! 1 of 2 lines differ
//! --trailing passes: the files differ only in whitespace at line ends or blank lines at the end
//! --tokens passes: the files hold the same tokens (how most judges' checkers compare)
//! ```
//!
//! Exit status 0 when equal, 1 when they differ (the report goes to stdout
//! and no `othello:` error line is written: differing is an answer, not a
//! failure), 2 on a usage or I/O error. `--trailing` ignores whitespace at
//! line ends and blank lines at the end of the file; `--tokens` compares
//! whitespace-separated tokens. A lenient compare that passes only thanks
//! to its leniency says so, with the byte-for-byte report.

use crate::cli::{Args, Opt};
use crate::dialects::{Command, Io, Kind};
use crate::error::{Error, Result};
use crate::text::visible::{describe_at, first_difference, show_window};
use std::io::Read;

/// The `diff` command.
pub const COMMAND: Command = Command {
    name: "diff",
    kind: Kind::Tool,
    summary: "compare an expected and an actual output, invisible differences shown",
    help: "usage: othello diff [--trailing | --tokens] EXPECTED ACTUAL

Compares two files byte for byte (either may be `-`, standard input). Exit
status 0 when equal, 1 when they differ, 2 on a usage or I/O error. On a
difference it prints the first differing line and column, the lines around
it with whitespace shown (`·` trailing space, `→` tab, `␍` CR, `<BOM>`,
`⏎` newline, `<no newline>` at a missing final newline), how many lines
differ, and which lenient compare would pass.

example:
  $ printf '1 0\\n' > want; printf '1 0 \\n' > got
  $ othello diff want got
  --- want
  +++ got
  line 1, col 4: expected a newline, found a space
  -   1 | 1 0⏎
  +   1 | 1 0·⏎
  1 of 1 lines differ
  --trailing passes: the files differ only in whitespace at line ends or blank lines at the end
  --tokens passes: the files hold the same tokens (how most judges' checkers compare)
",
    options: OPTIONS,
    run,
};

const OPTIONS: &[Opt] = &[
    Opt {
        name: "--trailing",
        value: "",
        help: "ignore whitespace at line ends and blank lines at the end",
    },
    Opt {
        name: "--tokens",
        value: "",
        help: "compare whitespace-separated tokens, as most judges do",
    },
];

/// How leniently two texts are compared, strictest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mode {
    /// Byte for byte.
    Bytes,
    /// Whitespace at line ends and blank lines at the end ignored.
    Trailing,
    /// Whitespace-separated tokens.
    Tokens,
}

impl Mode {
    fn flag(self) -> &'static str {
        match self {
            Mode::Bytes => "byte for byte",
            Mode::Trailing => "--trailing",
            Mode::Tokens => "--tokens",
        }
    }

    fn passes_because(self) -> &'static str {
        match self {
            Mode::Bytes => "the files are identical",
            Mode::Trailing => {
                "the files differ only in whitespace at line ends or blank lines at the end"
            }
            Mode::Tokens => "the files hold the same tokens (how most judges' checkers compare)",
        }
    }
}

/// One line: its bytes without the `\n`, and whether a `\n` ended it.
type Line<'a> = (&'a [u8], bool);

fn lines(t: &[u8]) -> Vec<Line<'_>> {
    t.split_inclusive(|&c| c == b'\n')
        .map(|l| match l.strip_suffix(b"\n") {
            Some(body) => (body, true),
            None => (l, false),
        })
        .collect()
}

/// The widest a shown line gets before it is cut around the difference.
const WIDTH: usize = 100;

/// A line for the report, cut around `col` when long.
fn shown(line: Option<&Line>, col: usize) -> String {
    match line {
        None => "<end of file>".into(),
        Some((body, nl)) => {
            let end = if *nl { "⏎" } else { "<no newline>" };
            format!("{}{end}", show_window(body, col, WIDTH))
        }
    }
}

/// The first difference found by one compare, ready to print.
struct Difference {
    /// What differs, e.g. `line 2, col 4: expected a newline, found a space`.
    what: String,
    /// The context lines, already rendered.
    context: String,
    /// How much differs in all.
    count: String,
}

/// Context rows `from..=to` (1-based): a row equal in both is shown once,
/// a differing one as `-` expected and `+` actual.
fn context(e: &[Line], a: &[Line], from: usize, to: usize, at: usize, col: usize) -> String {
    let mut s = String::new();
    for k in from..=to {
        let (le, la) = (e.get(k - 1), a.get(k - 1));
        let c = if k == at { col } else { 1 };
        if le == la {
            s.push_str(&format!("  {k:>3} | {}\n", shown(le, c)));
        } else {
            s.push_str(&format!("- {k:>3} | {}\n", shown(le, c)));
            s.push_str(&format!("+ {k:>3} | {}\n", shown(la, c)));
        }
    }
    s
}

/// `1 line`, `2 lines`.
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// `k of n lines differ`, plus both line counts when they differ.
fn line_count(differ: usize, ne: usize, na: usize) -> String {
    let mut s = format!("{differ} of {} lines differ", ne.max(na));
    if ne != na {
        s.push_str(&format!(
            " (expected has {}, actual {na})",
            plural(ne, "line")
        ));
    }
    s
}

fn compare_bytes(e: &[u8], a: &[u8]) -> Option<Difference> {
    let (ln, col) = first_difference(e, a)?;
    let at = e.iter().zip(a).take_while(|(x, y)| x == y).count();
    let (le, la) = (lines(e), lines(a));
    let n = le.len().max(la.len());
    let differ = (0..n).filter(|&i| le.get(i) != la.get(i)).count();
    Some(Difference {
        what: format!(
            "line {ln}, col {col}: expected {}, found {}",
            describe_at(e, at),
            describe_at(a, at)
        ),
        context: context(
            &le,
            &la,
            ln.saturating_sub(2).max(1),
            (ln + 2).min(n),
            ln,
            col,
        ),
        count: line_count(differ, le.len(), la.len()),
    })
}

/// `l` without the spaces, tabs and CRs at its end.
fn strip_end(l: &[u8]) -> &[u8] {
    let end = l
        .iter()
        .rposition(|&c| !matches!(c, b' ' | b'\t' | b'\r'))
        .map_or(0, |p| p + 1);
    &l[..end]
}

/// What stands at byte `i` of a stripped line, or `end of file` past the
/// last line.
fn describe_in(line: Option<&&[u8]>, i: usize) -> String {
    match line {
        None => "end of file".into(),
        Some(l) if i >= l.len() => "end of line".into(),
        Some(l) => describe_at(l, i),
    }
}

/// The lines stripped at their ends, without the blank lines at the end.
fn normalized<'a>(ls: &[Line<'a>]) -> Vec<&'a [u8]> {
    let mut v: Vec<&[u8]> = ls.iter().map(|(l, _)| strip_end(l)).collect();
    while matches!(v.last(), Some(l) if l.is_empty()) {
        v.pop();
    }
    v
}

fn compare_trailing(e: &[u8], a: &[u8]) -> Option<Difference> {
    let (le, la) = (lines(e), lines(a));
    let (ne, na) = (normalized(&le), normalized(&la));
    let n = ne.len().max(na.len());
    let first = (0..n).find(|&i| ne.get(i) != na.get(i))?;
    let (se, sa) = (ne.get(first), na.get(first));
    let col = match (se, sa) {
        (Some(x), Some(y)) => x.iter().zip(y.iter()).take_while(|(p, q)| p == q).count(),
        _ => 0,
    };
    let differ = (0..n).filter(|&i| ne.get(i) != na.get(i)).count();
    let ln = first + 1;
    Some(Difference {
        what: format!(
            "line {ln}, col {}: expected {}, found {} (trailing whitespace ignored)",
            col + 1,
            describe_in(se, col),
            describe_in(sa, col)
        ),
        context: context(
            &le,
            &la,
            ln.saturating_sub(2).max(1),
            (ln + 2).min(le.len().max(la.len())),
            ln,
            col + 1,
        ),
        count: line_count(differ, ne.len(), na.len()),
    })
}

/// A whitespace-separated token and its 1-based line and column.
struct Token<'a> {
    text: &'a [u8],
    line: usize,
    col: usize,
}

fn tokens(t: &[u8]) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    for (i, (body, _)) in lines(t).into_iter().enumerate() {
        for (col, text) in crate::text::reader::words(body) {
            out.push(Token {
                text,
                line: i + 1,
                col,
            });
        }
    }
    out
}

fn describe_token(t: Option<&Token>) -> String {
    match t {
        None => "end of file".into(),
        Some(t) => format!(
            "`{}` (line {}, col {})",
            show_window(t.text, 1, WIDTH / 2),
            t.line,
            t.col
        ),
    }
}

fn compare_tokens(e: &[u8], a: &[u8]) -> Option<Difference> {
    let (te, ta) = (tokens(e), tokens(a));
    let n = te.len().max(ta.len());
    let same = |i: usize| te.get(i).map(|t| t.text) == ta.get(i).map(|t| t.text);
    let first = (0..n).find(|&i| !same(i))?;
    let differ = (0..n).filter(|&i| !same(i)).count();
    let (le, la) = (lines(e), lines(a));
    let side = |sign: char, ls: &[Line], t: Option<&Token>| match t {
        Some(t) => format!(
            "{sign} {:>3} | {}\n",
            t.line,
            shown(ls.get(t.line - 1), t.col)
        ),
        None => format!("{sign}     | <end of file>\n"),
    };
    let mut count = format!("{differ} of {n} tokens differ, position by position");
    if te.len() != ta.len() {
        count.push_str(&format!(
            " (expected has {}, actual {})",
            plural(te.len(), "token"),
            ta.len()
        ));
    }
    Some(Difference {
        what: format!(
            "token {}: expected {}, found {}",
            first + 1,
            describe_token(te.get(first)),
            describe_token(ta.get(first))
        ),
        context: side('-', &le, te.get(first)) + &side('+', &la, ta.get(first)),
        count,
    })
}

fn compare(mode: Mode, e: &[u8], a: &[u8]) -> Option<Difference> {
    match mode {
        Mode::Bytes => compare_bytes(e, a),
        Mode::Trailing => compare_trailing(e, a),
        Mode::Tokens => compare_tokens(e, a),
    }
}

/// The whole report for `expected` against `actual` under `mode`; `None`
/// when they are equal byte for byte (nothing to say), else whether `mode`
/// passes (only thanks to its leniency) and the report.
pub fn report(mode: Mode, names: [&str; 2], e: &[u8], a: &[u8]) -> Option<(bool, String)> {
    let strict = compare(Mode::Bytes, e, a)?;
    let mut s = format!("--- {}\n+++ {}\n", names[0], names[1]);
    let passes = match compare(mode, e, a) {
        None => {
            s.insert_str(
                0,
                &format!(
                    "{} passes only thanks to its leniency; byte for byte:\n",
                    mode.flag()
                ),
            );
            strict
        }
        Some(d) => {
            s.push_str(&format!("{}\n{}{}\n", d.what, d.context, d.count));
            let lenient = [Mode::Trailing, Mode::Tokens]
                .into_iter()
                .filter(|&m| m > mode && compare(m, e, a).is_none());
            for m in lenient {
                s.push_str(&format!("{} passes: {}\n", m.flag(), m.passes_because()));
            }
            return Some((false, s));
        }
    };
    s.push_str(&format!(
        "{}\n{}{}\n",
        passes.what, passes.context, passes.count
    ));
    Some((true, s))
}

fn read(path: &str, stdin: &mut dyn std::io::BufRead) -> Result<Vec<u8>> {
    let mut data = Vec::new();
    let got = if path == "-" {
        stdin.read_to_end(&mut data).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut data).map(|_| ()))
    };
    got.map_err(|e| Error::usage(format!("cannot read `{path}`: {e}")))?;
    Ok(data)
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mode = match (args.flag("--trailing"), args.flag("--tokens")) {
        (true, true) => return Err(Error::usage("choose one of --trailing and --tokens")),
        (true, false) => Mode::Trailing,
        (false, true) => Mode::Tokens,
        (false, false) => Mode::Bytes,
    };
    let (expected, actual) = match args.positional.as_slice() {
        [expected, actual] => (expected, actual),
        _ => {
            return Err(Error::usage(
                "diff needs two files: EXPECTED ACTUAL (see --help)",
            ))
        }
    };
    if expected == "-" && actual == "-" {
        return Err(Error::usage("only one of the two files can be `-`"));
    }
    let e = read(expected, &mut *io.stdin)?;
    let a = read(actual, &mut *io.stdin)?;
    match report(mode, [expected, actual], &e, &a) {
        None => Ok(()),
        Some((passes, text)) => {
            io.out.write_all(text.as_bytes())?;
            if passes {
                Ok(())
            } else {
                Err(Error::Differ)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rep(mode: Mode, e: &str, a: &str) -> Option<(bool, String)> {
        report(mode, ["e", "a"], e.as_bytes(), a.as_bytes())
    }

    #[test]
    fn equal_files_say_nothing() {
        assert!(rep(Mode::Bytes, "a\nb\n", "a\nb\n").is_none());
        assert!(rep(Mode::Tokens, "", "").is_none());
    }

    #[test]
    fn strict_reports_place_context_count_and_lenient_passes() {
        let (pass, r) = rep(Mode::Bytes, "1\n2\n3\n4\n5\n6\n", "1\n2\n3\n4 \n5\n6\n").unwrap();
        assert!(!pass);
        assert!(
            r.contains("line 4, col 2: expected a newline, found a space"),
            "{r}"
        );
        assert!(
            r.contains("    2 | 2⏎\n    3 | 3⏎\n-   4 | 4⏎\n+   4 | 4·⏎\n    5 | 5⏎\n    6 | 6⏎\n"),
            "{r}"
        );
        assert!(!r.contains("    1 | 1"), "{r}");
        assert!(r.contains("1 of 6 lines differ\n"), "{r}");
        assert!(
            r.contains("--trailing passes") && r.contains("--tokens passes"),
            "{r}"
        );
    }

    #[test]
    fn leniency_is_named_when_it_alone_passes() {
        let (pass, r) = rep(Mode::Tokens, "1 2\n", "1\n2\n").unwrap();
        assert!(pass);
        assert!(
            r.starts_with("--tokens passes only thanks to its leniency"),
            "{r}"
        );
        let (pass, r) = rep(Mode::Trailing, "1 2\n", "1\n2\n").unwrap();
        assert!(!pass);
        assert!(r.contains("expected a space, found end of line"), "{r}");
        assert!(r.contains("--tokens passes"), "{r}");
    }

    #[test]
    fn tokens_report_the_first_differing_token() {
        let (pass, r) = rep(Mode::Tokens, "a b c\n", "a  b\nd\n").unwrap();
        assert!(!pass);
        assert!(
            r.contains("token 3: expected `c` (line 1, col 5), found `d` (line 2, col 1)"),
            "{r}"
        );
        assert!(r.contains("1 of 3 tokens differ"), "{r}");
        let (_, r) = rep(Mode::Tokens, "a\n", "a b\n").unwrap();
        assert!(r.contains("expected end of file, found `b`"), "{r}");
        assert!(r.contains("(expected has 1 token, actual 2)"), "{r}");
    }

    #[test]
    fn final_newlines_and_missing_lines() {
        let (_, r) = rep(Mode::Bytes, "x\n", "x").unwrap();
        assert!(r.contains("expected a newline, found end of file"), "{r}");
        assert!(r.contains("+   1 | x<no newline>"), "{r}");
        let (_, r) = rep(Mode::Bytes, "x\n", "x\n\n").unwrap();
        assert!(r.contains("-   2 | <end of file>\n+   2 | ⏎"), "{r}");
        assert!(r.contains("(expected has 1 line, actual 2)"), "{r}");
    }
}
