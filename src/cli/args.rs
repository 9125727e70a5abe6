//! Command-line options: a small declarative parser shared by all commands,
//! and the help lines it makes of them.

use crate::error::{Error, Result};

/// One option a command accepts.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    /// The long name, with its dashes: `--style`.
    pub name: &'static str,
    /// The value's placeholder (`STYLE`), or `""` for a flag.
    pub value: &'static str,
    /// One line of help.
    pub help: &'static str,
}

/// The parsed command line of one command.
#[derive(Clone, Debug, Default)]
pub struct Args {
    values: Vec<(&'static str, String)>,
    /// Positional arguments, in order.
    pub positional: Vec<String>,
    /// Whether `--help` or `-h` was given.
    pub help: bool,
}

impl Args {
    /// Parses `args` against `spec`: `--name VALUE`, `--name=VALUE`, flags,
    /// `--` ending options, `-` and negative numbers (`-1`) as positionals
    /// (standard input; a value the command then refuses by name). An
    /// option given twice is refused: which one was meant is unclear.
    pub fn parse(args: &[String], spec: &[Opt]) -> Result<Args> {
        let mut out = Args::default();
        let mut it = args.iter();
        let mut only_positional = false;
        while let Some(a) = it.next() {
            let negative = a.len() > 1 && a.as_bytes()[1].is_ascii_digit();
            if only_positional || a == "-" || negative || !a.starts_with('-') {
                out.positional.push(a.clone());
                continue;
            }
            if a == "--" {
                only_positional = true;
                continue;
            }
            if a == "--help" || a == "-h" {
                out.help = true;
                continue;
            }
            let (name, inline) = match a.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (a.as_str(), None),
            };
            let opt = match spec.iter().find(|o| o.name == name) {
                Some(opt) => opt,
                None => {
                    let names = spec.iter().map(|o| o.name);
                    let hint = match closest(name, names) {
                        Some(near) => format!("did you mean `{near}`? "),
                        None => String::new(),
                    };
                    return Err(Error::usage(format!(
                        "unknown option `{name}` ({hint}see --help)"
                    )));
                }
            };
            if out.value(opt.name).is_some() {
                return Err(Error::usage(format!(
                    "option `{name}` given twice: give it once"
                )));
            }
            let value = match (opt.value.is_empty(), inline) {
                (true, None) => String::new(),
                (true, Some(_)) => {
                    return Err(Error::usage(format!("option `{name}` takes no value")))
                }
                (false, Some(v)) => v,
                (false, None) => it.next().cloned().ok_or_else(|| {
                    Error::usage(format!("option `{name}` needs a value {}", opt.value))
                })?,
            };
            out.values.push((opt.name, value));
        }
        Ok(out)
    }

    /// The value of option `name`, if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.value(name).is_some()
    }

    /// The value of `name` parsed as a number, if given.
    pub fn number(&self, name: &str) -> Result<Option<u64>> {
        match self.value(name) {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|_| {
                Error::usage(format!("option `{name}` needs a whole number, found `{v}`"))
            }),
        }
    }

    /// The value of `name` as a number in `lo..=hi`, `default` when not
    /// given; outside the range a usage error.
    pub fn bounded(&self, name: &str, lo: u64, hi: u64, default: u64) -> Result<u64> {
        match self.number(name)? {
            None => Ok(default),
            Some(n) if (lo..=hi).contains(&n) => Ok(n),
            Some(n) => Err(Error::usage(format!(
                "{name} must be {lo} to {hi}, not {n}"
            ))),
        }
    }

    /// The single optional input file (`None` or `-` for standard input);
    /// more positionals are a usage error.
    pub fn input_file(&self) -> Result<Option<&str>> {
        match self.positional.as_slice() {
            [] => Ok(None),
            [f] if f == "-" => Ok(None),
            [f] => Ok(Some(f)),
            [_, extra, ..] => Err(Error::usage(format!("unexpected argument `{extra}`"))),
        }
    }
}

/// The name among `names` closest to the mistyped `word`: at most one
/// edit (a byte added, dropped or changed) per three bytes, or `word` a
/// prefix of it. `None` when nothing is that close.
pub fn closest<'a>(word: &str, names: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (word.len() / 3).max(1);
    names
        .map(|n| (edits(word.as_bytes(), n.as_bytes()), n))
        .filter(|&(d, n)| d <= limit || (word.len() >= 3 && n.starts_with(word)))
        .min_by_key(|&(d, _)| d)
        .map(|(_, n)| n)
}

/// The edit distance from `a` to `b` (insert, delete or substitute a
/// byte), one row of the table at a time. O(|a| |b|) time.
fn edits(a: &[u8], b: &[u8]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, y) in b.iter().enumerate() {
            let sub = diag + usize::from(x != y);
            diag = row[j + 1];
            row[j + 1] = sub.min(row[j] + 1).min(diag + 1);
        }
    }
    row[b.len()]
}

/// `--size`: a board of N x N or R x C squares (`8`, `6x10`), even sides
/// from 2 to `max`; 8 x 8 when the option is absent.
pub fn board_size(args: &Args, max: usize) -> Result<(usize, usize)> {
    let v = match args.value("--size") {
        Some(v) => v,
        None => return Ok((8, 8)),
    };
    let bad = || {
        Error::usage(format!(
            "--size takes N or RxC, even numbers from 2 to {max}, not `{v}`"
        ))
    };
    let (r, c) = match v.split_once(['x', 'X']) {
        Some((r, c)) => (r, c),
        None => (v, v),
    };
    let side = |s: &str| {
        crate::text::notation::parse_number(s.as_bytes())
            .filter(|&n| (2..=max).contains(&n) && n % 2 == 0)
    };
    Ok((side(r).ok_or_else(bad)?, side(c).ok_or_else(bad)?))
}

/// The help lines for `spec`.
pub fn options_help(spec: &[Opt]) -> String {
    let mut s = String::new();
    for o in spec {
        let left = if o.value.is_empty() {
            o.name.to_string()
        } else {
            format!("{} {}", o.name, o.value)
        };
        s.push_str(&format!("  {left:<22} {}\n", o.help));
    }
    s.push_str(&format!("  {:<22} {}\n", "-h, --help", "print this help"));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &[Opt] = &[
        Opt {
            name: "--style",
            value: "STYLE",
            help: "",
        },
        Opt {
            name: "--trace",
            value: "",
            help: "",
        },
    ];

    fn parse(a: &[&str]) -> Result<Args> {
        Args::parse(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>(), SPEC)
    }

    #[test]
    fn values_flags_and_positionals() {
        let a = parse(&["--style", "list", "f.in", "--trace"]).unwrap();
        assert_eq!(a.value("--style"), Some("list"));
        assert!(a.flag("--trace"));
        assert_eq!(a.input_file().unwrap(), Some("f.in"));
        let a = parse(&["--style=board", "-"]).unwrap();
        assert_eq!(a.value("--style"), Some("board"));
        assert_eq!(a.input_file().unwrap(), None);
        assert!(parse(&["--nope"]).is_err());
        assert!(parse(&["--style"]).is_err());
        assert!(parse(&["--trace=1"]).is_err());
        assert!(parse(&["a", "b"]).unwrap().input_file().is_err());
    }

    #[test]
    fn repeated_options_are_refused_and_negative_numbers_are_positional() {
        let e = parse(&["--style", "list", "--style=board"]).unwrap_err();
        assert_eq!(e.to_string(), "option `--style` given twice: give it once");
        assert!(parse(&["--trace", "--trace"]).is_err());
        assert_eq!(parse(&["-1"]).unwrap().positional, ["-1"]);
        let e = parse(&["--stlye"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown option `--stlye` (did you mean `--style`? see --help)"
        );
    }

    #[test]
    fn close_names_are_suggested() {
        let names = ["moves", "play", "perft", "console"];
        let near = |w| closest(w, names.iter().copied());
        assert_eq!(near("move"), Some("moves"));
        assert_eq!(near("perfy"), Some("perft"));
        assert_eq!(near("cons"), Some("console"));
        assert_eq!(near("xyz"), None);
        assert_eq!(near("plyy"), Some("play"));
    }
}
