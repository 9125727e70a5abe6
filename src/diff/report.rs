//! The report of `diff`: how leniently two texts are compared ([`Mode`]),
//! the first difference under each compare (found by [`super::stream`]),
//! and the text that shows it, with the context lines and the counts.

use super::difference::Difference;
use super::stream;
use crate::error::Result;
use std::io::BufRead;

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
    pub(super) fn flag(self) -> &'static str {
        match self {
            Mode::Bytes => "byte for byte",
            Mode::Trailing => "--trailing",
            Mode::Tokens => "--tokens",
        }
    }

    pub(super) fn passes_because(self) -> &'static str {
        match self {
            Mode::Bytes => "the files are identical",
            Mode::Trailing => {
                "the files differ only in whitespace at line ends or blank lines at the end"
            }
            Mode::Tokens => "the files hold the same tokens (how most judges' checkers compare)",
        }
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
    // Names come from the command line: shown, not copied raw.
    let [e, a] = names.map(crate::quote::shown);
    let mut s = format!("--- {e}\n+++ {a}\n");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The streaming report, checked against the whole-text oracle.
    fn rep_bytes(mode: Mode, e: &[u8], a: &[u8]) -> Option<(bool, String)> {
        let got = report(mode, ["e", "a"], e, a);
        let want = super::super::whole::report(mode, ["e", "a"], e, a);
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

    /// The report of `e` against `a` under `mode`: it passes or not as
    /// `pass` says, and holds every one of `parts`.
    fn says(mode: Mode, e: &str, a: &str, pass: bool, parts: &[&str]) -> String {
        let (passes, r) = rep(mode, e, a).expect("the texts differ");
        assert_eq!(passes, pass, "{r}");
        for part in parts {
            assert!(r.contains(part), "{part:?} is not in:\n{r}");
        }
        r
    }

    #[test]
    fn strict_reports_place_context_count_and_lenient_passes() {
        let r = says(
            Mode::Bytes,
            "1\n2\n3\n4\n5\n6\n",
            "1\n2\n3\n4 \n5\n6\n",
            false,
            &[
                "line 4, col 2: expected a newline, found a space",
                "    2 | 2⏎\n    3 | 3⏎\n-   4 | 4⏎\n+   4 | 4·⏎\n    5 | 5⏎\n    6 | 6⏎\n",
                "1 of 6 lines differ\n",
                "--trailing passes",
                "--tokens passes",
            ],
        );
        assert!(!r.contains("    1 | 1"), "{r}");
    }

    #[test]
    fn leniency_is_named_when_it_alone_passes() {
        let r = says(Mode::Tokens, "1 2\n", "1\n2\n", true, &[]);
        assert!(
            r.starts_with("--tokens passes only thanks to its leniency"),
            "{r}"
        );
        let found = ["expected a space, found end of line", "--tokens passes"];
        says(Mode::Trailing, "1 2\n", "1\n2\n", false, &found);
    }

    #[test]
    fn tokens_report_the_first_differing_token() {
        let first = "token 3: expected `c` (line 1, col 5), found `d` (line 2, col 1)";
        says(
            Mode::Tokens,
            "a b c\n",
            "a  b\nd\n",
            false,
            &[first, "1 of 3 tokens differ"],
        );
        let extra = [
            "expected end of file, found `b`",
            "(expected has 1 token, actual 2)",
        ];
        says(Mode::Tokens, "a\n", "a b\n", false, &extra);
    }

    #[test]
    fn final_newlines_and_missing_lines() {
        let missing = [
            "expected a newline, found end of file",
            "+   1 | x<no newline>",
        ];
        says(Mode::Bytes, "x\n", "x", false, &missing);
        let blank = [
            "-   2 | <end of file>\n+   2 | ⏎",
            "(expected has 1 line, actual 2)",
        ];
        says(Mode::Bytes, "x\n", "x\n\n", false, &blank);
    }
}
