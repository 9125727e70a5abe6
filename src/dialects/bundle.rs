//! `bundle`: prints one self-contained Rust source file that runs a
//! dialect, for judges that take a single file.
//!
//! ```text
//! $ othello bundle moves > main.rs
//! $ rustc --edition 2021 -O main.rs && ./main < fixtures/moves/sample.in
//! ```
//!
//! The file is built from the crate's own source (see [`crate::bundle`]):
//! the modules the dialect needs, inlined, without tests and comments, and
//! a `main` that runs the dialect as `othello <dialect>` would.

use crate::bundle::bundle;
use crate::cli::Args;
use crate::dialects::{find, Command, Io, Kind};
use crate::error::{Error, Result};

/// The `bundle` command.
pub const COMMAND: Command = Command {
    name: "bundle",
    kind: Kind::Tool,
    summary: "print one self-contained Rust file running a dialect, for a judge",
    help: "usage: othello bundle DIALECT

Prints one Rust source file (edition 2021, std only) whose `main` runs
DIALECT exactly as `othello DIALECT` does, reading stdin and writing
stdout: ready to paste into a judge that takes one file. It is made from
othello's own source (the modules the dialect needs, without tests and
comments), so it behaves like the tested binary. Options given to the
compiled program are passed to the dialect.

example:
  $ othello bundle moves > main.rs
  $ rustc --edition 2021 -O main.rs
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n' | ./main
  0 1 0 0
  1 0 0 0
  0 0 0 1
  0 0 1 0
",
    options: &[],
    run,
};

fn run(args: &Args, io: &mut Io) -> Result<()> {
    let name = match args.positional.as_slice() {
        [name] => name,
        _ => {
            return Err(Error::usage(
                "bundle needs one dialect (`othello --help` lists them)",
            ))
        }
    };
    let cmd = match find(name) {
        Some(c) if c.kind == Kind::Dialect => c,
        Some(_) => {
            return Err(Error::usage(format!(
                "`{name}` is a tool, not a dialect (`othello --help` lists the dialects)"
            )))
        }
        None => {
            return Err(Error::usage(format!(
                "unknown dialect `{name}` (`othello --help` lists them)"
            )))
        }
    };
    io.out.write_all(bundle(cmd.name).as_bytes())?;
    Ok(())
}
