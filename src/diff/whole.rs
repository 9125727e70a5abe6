//! The first implementation of `diff`: both files whole in memory, each
//! compare a plain function of two byte strings. Kept as the oracle the
//! streaming compare is tested against.

use super::difference::{describe_in, line_count, plural, shown, strip_end, Difference, WIDTH};
use super::report::Mode;
use crate::quote::visible::{char_start, describe_at, first_difference, show_window};

/// One line: its bytes without the `\n`, and whether a `\n` ended it.
type TextLine<'a> = (&'a [u8], bool);

fn lines(t: &[u8]) -> Vec<TextLine<'_>> {
    t.split_inclusive(|&c| c == b'\n')
        .map(|l| match l.strip_suffix(b"\n") {
            Some(body) => (body, true),
            None => (l, false),
        })
        .collect()
}

/// Context rows `from..=to` (1-based): a row equal in both is shown once,
/// a differing one as `-` expected and `+` actual.
fn context(
    e: &[TextLine],
    a: &[TextLine],
    from: usize,
    to: usize,
    at: usize,
    col: usize,
) -> String {
    let mut s = String::new();
    for k in from..=to {
        let (le, la) = (e.get(k - 1), a.get(k - 1));
        let c = if k == at { col } else { 1 };
        if le == la {
            s.push_str(&format!("  {k:>3} | {}\n", shown(le.copied(), c)));
        } else {
            s.push_str(&format!("- {k:>3} | {}\n", shown(le.copied(), c)));
            s.push_str(&format!("+ {k:>3} | {}\n", shown(la.copied(), c)));
        }
    }
    s
}

fn compare_bytes(e: &[u8], a: &[u8]) -> Option<Difference> {
    let (ln, col) = first_difference(e, a)?;
    let at = char_start(e, e.iter().zip(a).take_while(|(x, y)| x == y).count());
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

/// The lines stripped at their ends, without the blank lines at the end.
fn normalized<'a>(ls: &[TextLine<'a>]) -> Vec<&'a [u8]> {
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
        (Some(x), Some(y)) => char_start(
            x,
            x.iter().zip(y.iter()).take_while(|(p, q)| p == q).count(),
        ),
        _ => 0,
    };
    let differ = (0..n).filter(|&i| ne.get(i) != na.get(i)).count();
    let ln = first + 1;
    Some(Difference {
        what: format!(
            "line {ln}, col {}: expected {}, found {} (trailing whitespace ignored)",
            col + 1,
            describe_in(se.copied(), col),
            describe_in(sa.copied(), col)
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
struct WordAt<'a> {
    text: &'a [u8],
    line: usize,
    col: usize,
}

fn tokens(t: &[u8]) -> Vec<WordAt<'_>> {
    let mut out = Vec::new();
    for (i, (body, _)) in lines(t).into_iter().enumerate() {
        for (col, text) in crate::text::words(body) {
            out.push(WordAt {
                text,
                line: i + 1,
                col,
            });
        }
    }
    out
}

fn describe_token(t: Option<&WordAt>) -> String {
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
    let side = |sign: char, ls: &[TextLine], t: Option<&WordAt>| match t {
        Some(t) => format!(
            "{sign} {:>3} | {}\n",
            t.line,
            shown(ls.get(t.line - 1).copied(), t.col)
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
/// when they are equal byte for byte (nothing to say).
pub(super) fn report(mode: Mode, names: [&str; 2], e: &[u8], a: &[u8]) -> Option<(bool, String)> {
    let strict = compare(Mode::Bytes, e, a)?;
    // Names come from the command line: shown, not copied raw.
    let [en, an] = names.map(crate::quote::shown);
    let mut s = format!("--- {en}\n+++ {an}\n");
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
