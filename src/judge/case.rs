//! The cases a judge runs, with their expected answers: inputs made by
//! `othello gen` from consecutive seeds, or the `*.in` files of a folder.
//! Both `gen` and the reference answer run in-process, as the judge's
//! [`Reference`] says.

use crate::error::{Error, Result};
use std::path::{Path, PathBuf};

/// What othello's in-process runs give: the output, or why there is none
/// (the error line without `othello: `).
pub type Produced = std::result::Result<Vec<u8>, String>;

/// [`Reference::answer`]'s type: input in, answer out.
pub type AnswerFn = Box<dyn Fn(&[u8]) -> Produced + Sync>;

/// [`Reference::generate`]'s type: seed and `gen` options in, input out.
pub type GenerateFn = Box<dyn Fn(u64, &[String]) -> Produced + Sync>;

/// othello's side of the judging, run in-process: handed down by the
/// `judge` command, which knows the commands (this library does not).
pub struct Reference {
    /// Its command line as the report shows it: `othello moves
    /// --directions 4`.
    pub name: String,
    /// The dialect's answer to an input (`othello DIALECT`), or why it
    /// rejects the input.
    pub answer: AnswerFn,
    /// The input `othello gen DIALECT --seed SEED GEN...` writes for
    /// `(SEED, GEN)`, or why it cannot.
    pub generate: GenerateFn,
    /// The `gen` options shrinking may change: those the dialect's
    /// generator takes, but not those [`Reference::answer`] was given.
    pub gen_options: Vec<&'static str>,
}

/// Where a case comes from.
#[derive(Clone, Debug)]
pub enum Origin {
    /// `othello gen DIALECT --seed SEED GEN...`.
    Gen {
        /// The seed.
        seed: u64,
        /// The options given to `gen`, one word each.
        gen: Vec<String>,
    },
    /// A file of the `--tests` folder, and its `.out` when there is one.
    File {
        /// The input.
        input: PathBuf,
        /// The expected output, if given.
        output: Option<PathBuf>,
    },
}

/// One case: its origin, input and expected output.
#[derive(Clone, Debug)]
pub struct Case {
    /// Where it comes from.
    pub origin: Origin,
    /// The input.
    pub input: Vec<u8>,
    /// What the program must print.
    pub expected: Vec<u8>,
}

/// The command line of `othello gen` for `seed` and `gen`.
pub fn gen_args(dialect: &str, seed: u64, gen: &[String]) -> Vec<String> {
    let mut args = vec![
        "gen".into(),
        dialect.into(),
        "--seed".into(),
        seed.to_string(),
    ];
    args.extend(gen.iter().cloned());
    args
}

impl Origin {
    /// How the report names the case: `seed 7`, or the file name.
    pub fn label(&self) -> String {
        match self {
            Origin::Gen { seed, .. } => format!("seed {seed}"),
            Origin::File { input, .. } => input.file_name().map_or_else(
                || input.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
        }
    }

    /// Reads or makes the case of `dialect`, with its expected answer.
    pub fn load(&self, dialect: &str, reference: &Reference) -> Result<Case> {
        let input = match self {
            Origin::Gen { seed, gen } => (reference.generate)(*seed, gen).map_err(|e| {
                let line = shell_line(&gen_args(dialect, *seed, gen));
                Error::usage(format!("cannot make a case with `othello {line}`: {e}"))
            })?,
            Origin::File { input, .. } => read(input)?,
        };
        let expected = match self {
            Origin::File {
                output: Some(out), ..
            } => read(out)?,
            _ => (reference.answer)(&input).map_err(|e| {
                Error::usage(format!(
                    "othello {dialect} rejects the input of {}: {e}",
                    self.label()
                ))
            })?,
        };
        Ok(Case {
            origin: self.clone(),
            input,
            expected,
        })
    }
}

fn read(p: &Path) -> Result<Vec<u8>> {
    std::fs::read(p).map_err(|e| Error::usage(format!("cannot read `{}`: {e}", p.display())))
}

/// The cases of folder `dir`: its `*.in` files in name order, each with
/// its `.out` when there is one.
pub fn folder(dir: &Path) -> Result<Vec<Origin>> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| Error::usage(format!("cannot read folder `{}`: {e}", dir.display())))?;
    let mut inputs = Vec::new();
    for e in entries {
        let p = e.map_err(Error::from)?.path();
        if p.extension().is_some_and(|x| x == "in") {
            test_file(&p)?;
            inputs.push(p);
        }
    }
    inputs.sort();
    if inputs.is_empty() {
        return Err(Error::usage(format!(
            "no *.in files in `{}`",
            dir.display()
        )));
    }
    inputs
        .into_iter()
        .map(|input| {
            let out = input.with_extension("out");
            let output = match std::fs::symlink_metadata(&out) {
                Err(_) => None,
                Ok(_) => Some(test_file(&out).map(|_| out)?),
            };
            Ok(Origin::File { input, output })
        })
        .collect()
}

/// A test file of a folder that cannot be read as one (a directory, a
/// link to nothing) is an error: skipping it would hide a case.
fn test_file(p: &Path) -> Result<()> {
    let cannot = |why: String| Error::usage(format!("cannot read `{}`: {why}", p.display()));
    match std::fs::metadata(p) {
        Ok(m) if m.is_dir() => Err(cannot("it is a directory".into())),
        Ok(_) => Ok(()),
        Err(_) if std::fs::symlink_metadata(p).is_ok() => {
            Err(cannot("a symbolic link to nothing".into()))
        }
        Err(e) => Err(cannot(e.to_string())),
    }
}

/// `s` quoted for a POSIX shell when it needs to be.
pub fn quote(s: &str) -> String {
    let plain = !s.is_empty()
        && s.bytes()
            .all(|c| c.is_ascii_alphanumeric() || b"-_./=:,+@%".contains(&c));
    if plain {
        return s.to_string();
    }
    // A character a terminal would hide or act on (ESC, a newline, a
    // no-break space: what `shown` codes) is written as bash's `$'\xNN'`,
    // which pastes back to the same word and shows what it is.
    let seen = |c: char| crate::quote::shown(c.encode_utf8(&mut [0; 4])).len() == c.len_utf8();
    if s.chars().all(seen) {
        return format!("'{}'", s.replace('\'', r"'\''"));
    }
    let mut q = String::from("$'");
    for c in s.chars() {
        match c {
            '\'' | '\\' => q.extend(['\\', c]),
            _ if seen(c) => q.push(c),
            _ => {
                for b in c.encode_utf8(&mut [0; 4]).bytes() {
                    q.push_str(&format!("\\x{b:02x}"));
                }
            }
        }
    }
    q + "'"
}

/// `words` quoted and joined by spaces.
pub fn shell_line(words: &[String]) -> String {
    words.iter().map(|w| quote(w)).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_quoted_for_a_shell_and_shown() {
        assert_eq!(quote("moves"), "moves");
        assert_eq!(quote("a b'c"), r"'a b'\''c'");
        assert_eq!(quote("x\x1b[2Jy"), r"$'x\x1b[2Jy'");
        assert_eq!(quote("a\nb\u{a0}'"), r"$'a\x0ab\xc2\xa0\''");
    }

    #[test]
    fn generated_cases_come_from_the_reference() {
        let reference = Reference {
            answer: Box::new(|input| {
                let text = String::from_utf8_lossy(input);
                match text.contains('!') {
                    true => Err("no shouting".into()),
                    false => Ok(text.to_uppercase().into_bytes()),
                }
            }),
            generate: Box::new(|seed, gen| Ok(format!("{seed} {}\n", gen.join(" ")).into_bytes())),
            gen_options: Vec::new(),
            name: "othello upper".into(),
        };
        let case = Origin::Gen {
            seed: 3,
            gen: vec!["a".into()],
        };
        let case = case.load("upper", &reference).unwrap();
        assert_eq!(
            (&case.input[..], &case.expected[..]),
            (&b"3 a\n"[..], &b"3 A\n"[..])
        );
        let bad = Origin::Gen {
            seed: 3,
            gen: vec!["!".into()],
        };
        let e = bad.load("upper", &reference).unwrap_err().to_string();
        assert_eq!(e, "othello upper rejects the input of seed 3: no shouting");
        assert_eq!(
            shell_line(&["a b".into(), "it's".into(), "x".into()]),
            r"'a b' 'it'\''s' x"
        );
    }
}
