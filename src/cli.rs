//! Command-line options: a small declarative parser shared by all commands.

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
    /// `--` ending options, `-` as a positional (standard input).
    pub fn parse(args: &[String], spec: &[Opt]) -> Result<Args> {
        let mut out = Args::default();
        let mut it = args.iter();
        let mut only_positional = false;
        while let Some(a) = it.next() {
            if only_positional || a == "-" || !a.starts_with('-') {
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
                    return Err(Error::usage(format!(
                        "unknown option `{name}` (see --help)"
                    )));
                }
            };
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
            out.values.retain(|(n, _)| *n != opt.name);
            out.values.push((opt.name, value));
        }
        Ok(out)
    }

    /// The value of option `name`, if given (the last one wins).
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
}
