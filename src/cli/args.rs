//! Command-line options, declared once per command: each [`Opt`] names
//! an option, its help line, what it takes ([`Takes`]: a flag, a number
//! in a range, or text the command reads) and the field of the command's
//! options struct it sets. [`Args::parse`] fills that struct from the
//! words; the refusal of unknown options, the range errors and the
//! help's option list ([`options_help`]) all come from the declaration.

use crate::error::{Error, Result};
use std::time::Duration;

/// What an option takes, and the field of the command's options `T` it
/// sets: the one declaration the parser, the range errors and the help's
/// option list are made from.
pub enum Takes<T: 'static> {
    /// A flag: no value.
    Flag(fn(&mut T)),
    /// A whole number from `lo` to `hi` (placeholder, lo, hi, setter); out
    /// of that range, however many digits, a usage error stating it.
    Number(&'static str, u64, u64, fn(&mut T, u64)),
    /// Any other value (placeholder, setter): the setter reads it and
    /// refuses what it cannot use, with a usage error naming the option.
    Text(&'static str, fn(&mut T, &str) -> Result<()>),
}

/// One option a command accepts, declared once.
pub struct Opt<T: 'static> {
    /// The long name, with its dashes: `--style`.
    pub name: &'static str,
    /// One line of help.
    pub help: &'static str,
    /// Its value and the field it sets.
    pub takes: Takes<T>,
}

impl<T> Opt<T> {
    /// The value's placeholder (`STYLE`), or `""` for a flag.
    pub fn placeholder(&self) -> &'static str {
        match self.takes {
            Takes::Flag(_) => "",
            Takes::Number(p, ..) | Takes::Text(p, _) => p,
        }
    }
}

/// The most threads any command takes (`--threads`): more than a machine
/// here has cores, few enough that a slip (`--threads 10000`) is caught.
pub const MAX_THREADS: u64 = 256;

/// The largest table any command takes (`--hash`, megabytes): 16 GiB.
pub const MAX_HASH_MB: u64 = 1 << 14;

/// The parsed command line of one command: its options as the typed
/// struct `T` its declaration fills (`()` for a command without options),
/// and its positional arguments.
#[derive(Clone, Debug, Default)]
pub struct Args<T = ()> {
    /// The options, each field set by its [`Opt`] when given.
    pub options: T,
    /// Positional arguments, in order.
    pub positional: Vec<String>,
    /// Whether `--help` or `-h` was given.
    pub help: bool,
    /// The options given, in order, each with its value as written
    /// (`""` for a flag): for a tool that shows or passes on the command
    /// line it was given (`judge` hands `gen`'s rule options to the
    /// dialect).
    pub given: Vec<(&'static str, String)>,
}

impl<T: Default> Args<T> {
    /// Parses `args` against `spec`: `--name VALUE`, `--name=VALUE`, flags,
    /// `--` ending options, `-` and negative numbers (`-1`) as positionals
    /// (standard input; a value the command then refuses by name). An
    /// option given twice is refused: which one was meant is unclear. The
    /// words are read first and the values after, unless `--help` was
    /// given: a misspelt option is refused even beside `--help`, a bad
    /// value only when the command would run.
    pub fn parse(args: &[String], spec: &[Opt<T>]) -> Result<Args<T>> {
        let mut out = Args::default();
        // The declaration of each option in `out.given`.
        let mut opts: Vec<&Opt<T>> = Vec::new();
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
                None => return Err(unknown(name, spec)),
            };
            if out.given.iter().any(|(n, _)| *n == opt.name) {
                return Err(Error::usage(format!(
                    "option `{name}` given twice: give it once"
                )));
            }
            let flag = matches!(opt.takes, Takes::Flag(_));
            let value = match (flag, inline) {
                (true, None) => String::new(),
                (true, Some(_)) => {
                    return Err(Error::usage(format!("option `{name}` takes no value")))
                }
                (false, Some(v)) => v,
                (false, None) => it.next().cloned().ok_or_else(|| {
                    Error::usage(format!(
                        "option `{name}` needs a value {}",
                        opt.placeholder()
                    ))
                })?,
            };
            out.given.push((opt.name, value));
            opts.push(opt);
        }
        if out.help {
            return Ok(out);
        }
        for (opt, (name, value)) in opts.into_iter().zip(&out.given) {
            match opt.takes {
                Takes::Flag(set) => set(&mut out.options),
                Takes::Number(_, lo, hi, set) => {
                    set(&mut out.options, number(name, value, lo, hi)?)
                }
                Takes::Text(_, set) => set(&mut out.options, value)?,
            }
        }
        Ok(out)
    }

    /// Parses the words of a command that declares no option: as
    /// [`Args::parse`] with none, without its machinery, which the
    /// bundles of such commands leave out (a unit test holds the two
    /// alike).
    pub fn without_options(args: &[String]) -> Result<Args<T>> {
        let mut out = Args::default();
        let mut only_positional = false;
        for a in args {
            let negative = a.len() > 1 && a.as_bytes()[1].is_ascii_digit();
            if only_positional || a == "-" || negative || !a.starts_with('-') {
                out.positional.push(a.clone());
            } else if a == "--" {
                only_positional = true;
            } else if a == "--help" || a == "-h" {
                out.help = true;
            } else {
                let name = a.split_once('=').map_or(a.as_str(), |(n, _)| n);
                // As `unknown` says it with no option declared.
                return Err(Error::usage(format!(
                    "unknown option `{name}` (see --help)"
                )));
            }
        }
        Ok(out)
    }
}

/// The error for option `name`, which `spec` does not declare: with the
/// closest name it declares, when one is close (the `help` feature:
/// bundles, whose judges give no options, leave the hint out).
fn unknown<T>(name: &str, spec: &[Opt<T>]) -> Error {
    #[cfg(feature = "help")]
    if let Some(near) = closest(name, spec.iter().map(|o| o.name)) {
        return Error::usage(format!(
            "unknown option `{name}` (did you mean `{near}`? see --help)"
        ));
    }
    let _ = spec;
    Error::usage(format!("unknown option `{name}` (see --help)"))
}

impl<T> Args<T> {
    /// The value option `name` was given as written (`""` for a flag),
    /// if given.
    pub fn value(&self, name: &str) -> Option<&str> {
        let mut given = self.given.iter();
        given.find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
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

/// The value `v` of option `name` as a number from `lo` to `hi`; out of
/// that range (however many digits) a usage error stating it. Digits
/// beyond `u64` are refused as too large, with the limit, not as "not a
/// number".
pub fn number(name: &str, v: &str, lo: u64, hi: u64) -> Result<u64> {
    let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
    let range = if hi == u64::MAX {
        format!("at most {hi}")
    } else {
        format!("{lo} to {hi}")
    };
    match v.parse::<u64>() {
        Ok(n) if (lo..=hi).contains(&n) => Ok(n),
        Ok(n) => Err(Error::usage(format!("{name} must be {range}, not {n}"))),
        _ if digits => Err(Error::usage(format!(
            "{name} is too large: {range}, not `{v}`"
        ))),
        _ => Err(Error::usage(format!(
            "option `{name}` needs a whole number ({range}), found `{v}`"
        ))),
    }
}

/// `v` as a number of seconds above 0 and at most `max` (`2`, `0.5`), if
/// it is one: the time limits' value, each command saying what it takes.
pub fn seconds(v: &str, max: f64) -> Option<Duration> {
    match v.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= max => Some(Duration::from_secs_f64(s)),
        _ => None,
    }
}

/// A count as `usize`: numbers beyond it (on a 32-bit machine) kept at
/// its largest value, which every limit refuses.
pub fn count(n: u64) -> usize {
    n.min(usize::MAX as u64) as usize
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
/// byte, or swap two neighbours: `mvoes` is one edit from `moves`): the
/// optimal string alignment table, `d[i][j]` for the first i bytes of `a`
/// and j of `b`. O(|a| |b|) time and space (names are short).
fn edits(a: &[u8], b: &[u8]) -> usize {
    let mut d = vec![vec![0; b.len() + 1]; a.len() + 1];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i][j] = if i == 0 || j == 0 {
                i + j
            } else {
                let mut e = (d[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]))
                    .min(d[i - 1][j] + 1)
                    .min(d[i][j - 1] + 1);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    e = e.min(d[i - 2][j - 2] + 1);
                }
                e
            };
        }
    }
    d[a.len()][b.len()]
}

/// `--size`'s value `v`: a board of N x N or R x C squares (`8`,
/// `6x10`), even sides from 2 to `max`.
pub fn board_size(v: &str, max: usize) -> Result<(usize, usize)> {
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

/// The help lines for the options of `spec` but those `hide` names.
pub fn options_help<T>(spec: &[Opt<T>], hide: fn(&str) -> bool) -> String {
    let mut s = String::new();
    for o in spec.iter().filter(|o| !hide(o.name)) {
        let left = match o.placeholder() {
            "" => o.name.to_string(),
            p => format!("{} {p}", o.name),
        };
        s.push_str(&format!("  {left:<22} {}\n", o.help));
    }
    s.push_str(&format!("  {:<22} {}\n", "-h, --help", "print this help"));
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Default, Debug)]
    struct Options {
        style: Option<String>,
        trace: bool,
        n: Option<u64>,
    }

    const SPEC: &[Opt<Options>] = &[
        Opt {
            name: "--style",
            help: "",
            takes: Takes::Text("STYLE", |o, v| {
                o.style = Some(v.to_string());
                Ok(())
            }),
        },
        Opt {
            name: "--trace",
            help: "",
            takes: Takes::Flag(|o| o.trace = true),
        },
        Opt {
            name: "--n",
            help: "",
            takes: Takes::Number("N", 1, 256, |o, n| o.n = Some(n)),
        },
    ];

    fn parse(a: &[&str]) -> Result<Args<Options>> {
        Args::parse(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>(), SPEC)
    }

    #[test]
    fn without_options_is_parse_with_none_declared() {
        let none: &[Opt<()>] = &[];
        for words in [
            &["f.in", "--", "--x"][..],
            &["-", "-1", "--help"],
            &["--bad=1", "f"],
            &["-x"],
            &["a", "b"],
        ] {
            let words: Vec<String> = words.iter().map(|s| s.to_string()).collect();
            let plain = Args::<()>::without_options(&words);
            let parsed = Args::parse(&words, none);
            match (plain, parsed) {
                (Ok(a), Ok(b)) => {
                    assert_eq!((a.positional, a.help), (b.positional, b.help), "{words:?}")
                }
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{words:?}"),
                (a, b) => panic!("{words:?}: {:?} against {:?}", a.is_ok(), b.is_ok()),
            }
        }
    }

    #[test]
    fn values_flags_and_positionals() {
        let a = parse(&["--style", "list", "f.in", "--trace"]).unwrap();
        assert_eq!(a.options.style.as_deref(), Some("list"));
        assert!(a.options.trace);
        assert_eq!(a.value("--style"), Some("list"));
        assert_eq!(a.value("--trace"), Some(""));
        assert_eq!(a.input_file().unwrap(), Some("f.in"));
        let a = parse(&["--style=board", "-"]).unwrap();
        assert_eq!(a.options.style.as_deref(), Some("board"));
        assert!(!a.options.trace);
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
    fn numbers_are_checked_against_their_declared_range() {
        let num = |v: &str| {
            parse(&["--n", v])
                .map(|a| a.options.n)
                .map_err(|e| e.to_string())
        };
        assert_eq!(num("7"), Ok(Some(7)));
        let e = num("99999999999999999999").unwrap_err();
        assert_eq!(e, "--n is too large: 1 to 256, not `99999999999999999999`");
        assert_eq!(num("300").unwrap_err(), "--n must be 1 to 256, not 300");
        assert_eq!(num("0").unwrap_err(), "--n must be 1 to 256, not 0");
        let e = num("x").unwrap_err();
        assert_eq!(e, "option `--n` needs a whole number (1 to 256), found `x`");
        let e = number("--n", "99999999999999999999", 0, u64::MAX).unwrap_err();
        assert_eq!(
            e.to_string(),
            "--n is too large: at most 18446744073709551615, not `99999999999999999999`"
        );
        // Beside --help a bad value is not read; a misspelt name is refused.
        assert!(parse(&["--n", "x", "--help"]).unwrap().help);
        assert!(parse(&["--m", "x", "--help"]).is_err());
    }

    #[test]
    fn the_help_lists_the_declaration() {
        let help = options_help(SPEC, |n| n == "--n");
        assert_eq!(
            help,
            format!(
                "  {:<22} \n  {:<22} \n  {:<22} print this help\n",
                "--style STYLE", "--trace", "-h, --help"
            )
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
        // Two neighbours swapped are one edit.
        assert_eq!(near("mvoes"), Some("moves"));
        assert_eq!(near("pelay"), Some("play"));
    }
}
