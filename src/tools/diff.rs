//! `diff`: compares an expected output with an actual one and shows where
//! they differ (the format of the report is in its help; the compares are
//! [`crate::diff`]). This file is the command: its options, and how it
//! opens the two files, each to be read twice: a regular file as it is,
//! standard input and other streams copied to a temporary file first.

use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::cli::input::Named;
use crate::error::{Error, Result};
use std::fs::File;
use std::io::{self, BufRead, BufReader, Seek, SeekFrom};
use std::path::PathBuf;

use crate::diff::{compare, Mode};

/// The `diff` command.
pub const COMMAND: Command = Command {
    name: "diff",
    kind: Kind::Tool,
    summary: "compare an expected and an actual output, invisible differences shown",
    #[cfg(feature = "help")]
    help: "usage: othello diff [--trailing | --tokens] EXPECTED ACTUAL

Compares two files byte for byte (either may be `-`, standard input). Exit
status 0 when equal, 1 when they differ, 2 on a usage or I/O error. On a
difference it prints the first differing line and column, the lines around
it with whitespace shown (`·` trailing space, `→` tab, `␍` CR, `<BOM>`,
`<NUL>`, `<xNN>` another control byte or a byte that is not UTF-8,
`<U+00A0>` a character that shows as nothing or as a space (control
and format characters, Unicode's other spaces) or as one of the marks
used here; `⏎`
newline, `<no newline>` at a missing final newline, `<end of file>` past
the last line; a line over 100 bytes is cut around the difference, each
cut saying how many bytes it hides), how many lines differ (and both line
counts when they differ), and which lenient compare would pass. The first
difference names such characters by code point and name (`found U+00A0
no-break space`).
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
    entry: &Entry {
        options: OPTIONS,
        run,
    },
    module: module_path!(),
    #[cfg(feature = "tools")]
    gen: None,
    #[cfg(feature = "tools")]
    no_bundle: None,
};

/// `diff`'s options: the lenient compares.
#[derive(Default)]
struct Options {
    trailing: bool,
    tokens: bool,
}

const OPTIONS: &[Opt<Options>] = &[
    Opt {
        name: "--trailing",
        help: "ignore whitespace at line ends and blank lines at the end",
        takes: Takes::Flag(|o| o.trailing = true),
    },
    Opt {
        name: "--tokens",
        help: "compare whitespace-separated tokens, as most judges do",
        takes: Takes::Flag(|o| o.tokens = true),
    },
];

/// A temporary file, removed when dropped.
struct TempFile(PathBuf);

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// One of the two files, ready to be read from its start again and again.
struct Rereadable {
    file: File,
    /// The copy of a stream, removed at the end.
    _temp: Option<TempFile>,
}

/// Opens `path` (`-`: `stdin`) for reading twice: a regular file as it
/// is, anything else (standard input, a pipe) copied to a temporary file.
fn source(path: &str, side: usize, stdin: &mut dyn BufRead) -> Result<Rereadable> {
    let cannot = |e: io::Error| Error::usage(format!("cannot read `{path}`: {e}"));
    let mut stream: Box<dyn BufRead + '_> = if path == "-" {
        Box::new(stdin)
    } else {
        let file = File::open(path).map_err(cannot)?;
        if file.metadata().map_err(cannot)?.is_file() {
            return Ok(Rereadable { file, _temp: None });
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
    Ok(Rereadable {
        file,
        _temp: Some(temp),
    })
}

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let mode = match (args.options.trailing, args.options.tokens) {
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
        Err(Error::Reported)
    }
}
