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
//!
//! Files of any size: both are read line by line ([`stream`]), in memory
//! bounded by the longest line and the few lines of context shown; a
//! second pass compares tokens. Standard input and other streams that
//! cannot be read twice are first copied to a temporary file.

use crate::cli::{Args, Opt};
use crate::dialects::{Command, Io, Kind, Named};
use crate::error::{Error, Result};
use crate::text::visible::{describe_at, show_window};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::PathBuf;

mod stream;
#[cfg(test)]
mod whole;

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
`⏎` newline, `<no newline>` at a missing final newline, `<end of file>`
past the last line; a line over 100 bytes is cut around the difference,
each cut saying how many bytes it hides), how many lines differ (and both
line counts when they differ), and which lenient compare would pass.
--tokens names the first differing token and where each one is. When a
lenient compare passes only thanks to its leniency, the status is 0, but
the report says so and shows the byte-for-byte difference. Files of any
size: memory stays bounded by the longest line (standard input is copied
to a temporary file, as it is read twice).

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
  [status 1]
",
    options: OPTIONS,
    run,
    module: module_path!(),
    #[cfg(not(bundle))]
    gen: None,
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

/// The widest a shown line gets before it is cut around the difference.
const WIDTH: usize = 100;

/// A line for the report (its bytes and whether a `\n` ended it, or `None`
/// past the end of its file), cut around `col` when long.
fn shown(line: Option<(&[u8], bool)>, col: usize) -> String {
    match line {
        None => "<end of file>".into(),
        Some((body, nl)) => {
            let end = if nl { "⏎" } else { "<no newline>" };
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
fn describe_in(line: Option<&[u8]>, i: usize) -> String {
    match line {
        None => "end of file".into(),
        Some(l) if i >= l.len() => "end of line".into(),
        Some(l) => describe_at(l, i),
    }
}

/// The first difference under each compare; `None` where it passes.
struct Findings {
    bytes: Option<Difference>,
    trailing: Option<Difference>,
    tokens: Option<Difference>,
}

impl Findings {
    fn get(&self, mode: Mode) -> Option<&Difference> {
        match mode {
            Mode::Bytes => self.bytes.as_ref(),
            Mode::Trailing => self.trailing.as_ref(),
            Mode::Tokens => self.tokens.as_ref(),
        }
    }
}

/// Both files compared in every way: lines (byte for byte and
/// `--trailing`) in one pass, tokens in a second. `open(k)` opens file `k`
/// (0 expected, 1 actual) from its start; it is called twice per file.
/// `None` when the files are equal byte for byte (the token pass is then
/// skipped).
fn findings<'a, F>(mut open: F) -> Result<Option<Findings>>
where
    F: FnMut(usize) -> Result<Box<dyn BufRead + 'a>>,
{
    let (bytes, trailing) = stream::compare_lines(&mut *open(0)?, &mut *open(1)?)?;
    if bytes.is_none() {
        return Ok(None);
    }
    let tokens = stream::compare_tokens(&mut *open(0)?, &mut *open(1)?)?;
    Ok(Some(Findings {
        bytes,
        trailing,
        tokens,
    }))
}

/// The report from the findings under `mode` (the files differ byte for
/// byte), and whether `mode` passes.
fn render(mode: Mode, names: [&str; 2], f: &Findings) -> (bool, String) {
    let mut s = format!("--- {}\n+++ {}\n", names[0], names[1]);
    let show = |s: &mut String, d: &Difference| {
        s.push_str(&format!("{}\n{}{}\n", d.what, d.context, d.count))
    };
    match (f.get(mode), f.get(Mode::Bytes)) {
        (Some(d), _) => {
            show(&mut s, d);
            for m in [Mode::Trailing, Mode::Tokens] {
                if m > mode && f.get(m).is_none() {
                    s.push_str(&format!("{} passes: {}\n", m.flag(), m.passes_because()));
                }
            }
            (false, s)
        }
        (None, strict) => {
            s.insert_str(
                0,
                &format!(
                    "{} passes only thanks to its leniency; byte for byte:\n",
                    mode.flag()
                ),
            );
            if let Some(d) = strict {
                show(&mut s, d);
            }
            (true, s)
        }
    }
}

/// Compares two files under `mode` and writes nothing: `None` when they
/// are equal byte for byte, else whether `mode` passes and the report.
/// `open(k)` opens file `k` (0 expected, 1 actual) at its start, twice per
/// file. Memory: the longest line and the context shown, whatever the
/// files' sizes.
pub fn compare<'a, F>(mode: Mode, names: [&str; 2], open: F) -> Result<Option<(bool, String)>>
where
    F: FnMut(usize) -> Result<Box<dyn BufRead + 'a>>,
{
    Ok(findings(open)?.map(|f| render(mode, names, &f)))
}

/// [`compare`] of two texts in memory: `None` when they are equal byte
/// for byte, else whether `mode` passes and the report.
pub fn report(mode: Mode, names: [&str; 2], e: &[u8], a: &[u8]) -> Option<(bool, String)> {
    let texts = [e, a];
    // Reading a byte slice cannot fail.
    compare(mode, names, |k| Ok(Box::new(texts[k]))).unwrap_or_default()
}

/// A temporary file, removed when dropped.
struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// One of the two files, ready to be read from its start again and again.
struct Source {
    file: File,
    /// The copy of a stream, removed at the end.
    _temp: Option<TempFile>,
}

/// Opens `path` (`-`: `stdin`) for reading twice: a regular file as it
/// is, anything else (standard input, a pipe) copied to a temporary file.
fn source(path: &str, side: usize, stdin: &mut dyn BufRead) -> Result<Source> {
    let cannot = |e: io::Error| Error::usage(format!("cannot read `{path}`: {e}"));
    let mut stream: Box<dyn BufRead + '_> = if path == "-" {
        Box::new(stdin)
    } else {
        let file = File::open(path).map_err(cannot)?;
        if file.metadata().map_err(cannot)?.is_file() {
            return Ok(Source { file, _temp: None });
        }
        Box::new(BufReader::new(file))
    };
    let temp =
        TempFile(std::env::temp_dir().join(format!("othello-diff-{}-{side}", std::process::id())));
    let copy_error = |e: io::Error| {
        Error::Io(io::Error::new(
            e.kind(),
            format!("cannot copy `{path}` to {}: {e}", temp.0.display()),
        ))
    };
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&temp.0)
        .map_err(copy_error)?;
    io::copy(&mut Named::new(&mut stream, format!("`{path}`")), &mut file).map_err(|e| {
        if e.to_string().starts_with("cannot read") {
            Error::Io(e)
        } else {
            copy_error(e)
        }
    })?;
    Ok(Source {
        file,
        _temp: Some(temp),
    })
}

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let mode = match (args.flag("--trailing"), args.flag("--tokens")) {
        (true, true) => return Err(Error::usage("choose one of --trailing and --tokens")),
        (true, false) => Mode::Trailing,
        (false, true) => Mode::Tokens,
        (false, false) => Mode::Bytes,
    };
    let names = match args.positional.as_slice() {
        [expected, actual] => [expected.as_str(), actual.as_str()],
        _ => {
            return Err(Error::usage(
                "diff needs two files: EXPECTED ACTUAL (see --help)",
            ))
        }
    };
    if names == ["-", "-"] {
        return Err(Error::usage("only one of the two files can be `-`"));
    }
    let mut sources = [
        source(names[0], 0, &mut *io.stdin)?,
        source(names[1], 1, &mut *io.stdin)?,
    ];
    let compared = compare(mode, names, |k| {
        let f = &mut sources[k].file;
        f.seek(SeekFrom::Start(0))
            .map_err(|e| Error::usage(format!("cannot read `{}`: {e}", names[k])))?;
        let r = BufReader::with_capacity(1 << 16, f.try_clone()?);
        Ok(Box::new(Named::new(r, format!("`{}`", names[k]))))
    })?;
    let (passes, text) = match compared {
        Some(found) => found,
        None => return Ok(()),
    };
    io.out.write_all(text.as_bytes())?;
    if passes {
        Ok(())
    } else {
        Err(Error::Differ)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The streaming report, checked against the whole-text oracle.
    fn rep_bytes(mode: Mode, e: &[u8], a: &[u8]) -> Option<(bool, String)> {
        let got = report(mode, ["e", "a"], e, a);
        let want = whole::report(mode, ["e", "a"], e, a);
        assert_eq!(got, want, "{mode:?} {e:?} {a:?}");
        got
    }

    fn rep(mode: Mode, e: &str, a: &str) -> Option<(bool, String)> {
        rep_bytes(mode, e.as_bytes(), a.as_bytes())
    }

    #[test]
    fn streaming_matches_the_whole_text_oracle() {
        const PIECES: &[&[u8]] = &[
            b"a",
            b"b",
            b"ab",
            b" ",
            b"\t",
            b"\r",
            b"\n",
            b"\n",
            b"\n\n",
            b"\xC3\xA9",
            b"\xFF",
            b"\xEF\xBB\xBF",
            b"\0",
        ];
        let mut rng = Rng::new(18);
        let text = |rng: &mut Rng| {
            let n = rng.below(14);
            (0..n)
                .flat_map(|_| {
                    PIECES[rng.below(PIECES.len() as u64) as usize]
                        .iter()
                        .copied()
                })
                .collect::<Vec<u8>>()
        };
        for _ in 0..20_000 {
            let e = text(&mut rng);
            // Often a near copy, so that most pairs share lines.
            let a = if rng.chance(1, 2) {
                let mut a = e.clone();
                let i = rng.below(a.len() as u64 + 1) as usize;
                let piece = PIECES[rng.below(PIECES.len() as u64) as usize];
                if rng.chance(1, 2) && i < a.len() {
                    a.remove(i);
                } else {
                    a.splice(i..i, piece.iter().copied());
                }
                a
            } else {
                text(&mut rng)
            };
            for mode in [Mode::Bytes, Mode::Trailing, Mode::Tokens] {
                rep_bytes(mode, &e, &a);
            }
        }
    }

    #[test]
    fn long_files_keep_context_and_ends_in_view() {
        let e: String = (1..=40).map(|i| format!("row {i}\n")).collect();
        let mut a = e
            .replace("row 20\n", "row 20 \n")
            .replace("row 33\n", "x\n");
        a.push_str("\n\n\n\nrow 41\n");
        for mode in [Mode::Bytes, Mode::Trailing, Mode::Tokens] {
            rep(mode, &e, &a);
            rep(mode, &a, &e);
        }
        let blank_tail = format!("{e}\n\n\n\n\n\n \n");
        for mode in [Mode::Bytes, Mode::Trailing, Mode::Tokens] {
            rep(mode, &e, &blank_tail);
            rep(mode, &blank_tail, &format!("{e}\n\n\n\n\nz\n"));
        }
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
