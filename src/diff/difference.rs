//! A difference as `diff`'s report shows it ([`Difference`]), and the
//! pieces of text both compares ([`super::stream`], and `whole.rs` in the
//! tests) make it from: lines cut around a column, the byte at a column,
//! line counts.

use crate::quote::visible::{describe_at, show_window};

/// The widest a shown line gets before it is cut around the difference.
pub(super) const WIDTH: usize = 100;

/// A line for the report (its bytes and whether a `\n` ended it, or `None`
/// past the end of its file), cut around `col` when long.
pub(super) fn shown(line: Option<(&[u8], bool)>, col: usize) -> String {
    match line {
        None => "<end of file>".into(),
        Some((body, nl)) => {
            let end = if nl { "⏎" } else { "<no newline>" };
            format!("{}{end}", show_window(body, col, WIDTH))
        }
    }
}

/// The first difference found by one compare, ready to print.
pub(super) struct Difference {
    /// What differs, e.g. `line 2, col 4: expected a newline, found a space`.
    pub(super) what: String,
    /// The context lines, already rendered.
    pub(super) context: String,
    /// How much differs in all.
    pub(super) count: String,
}

/// `1 line`, `2 lines`.
pub(super) fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// `k of n lines differ`, plus both line counts when they differ.
pub(super) fn line_count(differ: usize, ne: usize, na: usize) -> String {
    let mut s = format!("{differ} of {} lines differ", ne.max(na));
    if ne != na {
        s.push_str(&format!(
            " (expected has {}, actual {na})",
            plural(ne, "line")
        ));
    }
    s
}

/// `l` without the spaces, tabs and CRs at its end.
pub(super) fn strip_end(l: &[u8]) -> &[u8] {
    let end = l
        .iter()
        .rposition(|&c| !matches!(c, b' ' | b'\t' | b'\r'))
        .map_or(0, |p| p + 1);
    &l[..end]
}

/// What stands at byte `i` of a stripped line, or `end of file` past the
/// last line.
pub(super) fn describe_in(line: Option<&[u8]>, i: usize) -> String {
    match line {
        None => "end of file".into(),
        Some(l) if i >= l.len() => "end of line".into(),
        Some(l) => describe_at(l, i),
    }
}
