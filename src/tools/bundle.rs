//! `bundle`: prints one self-contained Rust source file that runs a
//! dialect, for judges that take a single file (its help, [`COMMAND`], says
//! what the file holds). This file finds the dialect in the command table
//! and asks [`crate::bundle`] for the file.

use crate::bundle::{bundle, leetcode, leetcode_dialects};
use crate::cli::args::{Args, Opt, Takes};
use crate::cli::command::{Command, Entry, Io, Kind};
use crate::error::{Error, Result};

/// The `bundle` command.
pub const COMMAND: Command = Command {
    name: "bundle",
    kind: Kind::Tool,
    summary: "print one self-contained Rust file running a dialect, for a judge",
    #[cfg(feature = "help")]
    help: "usage: othello bundle DIALECT
       othello bundle check-move|lcp41 --leetcode

Prints one Rust source file (edition 2021, std only) whose `main` runs
DIALECT exactly as `othello DIALECT` does, reading stdin and writing
stdout: ready to paste into a judge that takes one file. It is made from
othello's own source (the modules the dialect needs, without tests and
comments), so it behaves like the tested binary. Options given to the
compiled program are passed to the dialect.

The file compiles with rustc 1.63 or newer, with `rustc --edition 2021
-O` and no other flag (no `-C target-cpu=native`), without a warning;
1.63 is the rustc of Debian 12 (`apt-get install rustc`). It is othello
built without its default features (`cargo build --no-default-features`:
no help texts, rule variants, computer player, tools, SIMD or terminal
check), which prints the same bytes on a judge's input; the moves, play
and console bundles refuse the rule variants' options and the console
bundle --computer, with status 2. Above 62 KiB the file's line breaks are
dropped (Codeforces takes 64 KiB). A dialect whose judge takes no Rust
(codewars, checkio, cody: their help says so) has no bundle: asking for
one is a usage error (status 2) that says why.

With --leetcode (check-move and lcp41 only) it prints the function form
LeetCode's Rust template asks for, with the rules modules it uses: for
check-move LeetCode 1958's `impl Solution { pub fn check_move(board:
Vec<Vec<char>>, r_move: i32, c_move: i32, color: char) -> bool }`, for
lcp41 LeetCode-cn LCP 41's `impl Solution { pub fn
flip_chess(chessboard: Vec<String>) -> i32 }`: no `main`, nothing that
reads stdin, and no `struct Solution` (LeetCode declares it).

example:
  $ othello bundle moves > main.rs
  $ rustc --edition 2021 -O main.rs
  $ printf '4\\n....\\n.WB.\\n.BW.\\n....\\nB\\n' | ./main
  0 1 0 0
  1 0 0 0
  0 0 0 1
  0 0 1 0
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

/// `bundle`'s options: `--leetcode`.
#[derive(Default)]
struct Options {
    leetcode: bool,
}

const OPTIONS: &[Opt<Options>] = &[Opt {
    name: "--leetcode",
    help: "check-move or lcp41 as LeetCode's `impl Solution`, not a program",
    takes: Takes::Flag(|o| o.leetcode = true),
}];

fn run(args: &Args<Options>, io: &mut Io) -> Result<()> {
    let name = match args.positional.as_slice() {
        [name] => name,
        _ => {
            return Err(Error::usage(
                "bundle needs one dialect (`othello --help` lists them)",
            ))
        }
    };
    let cmd = match io.commands.iter().find(|c| c.name == name.as_str()) {
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
    if let Some(why) = cmd.no_bundle {
        return Err(Error::usage(format!("no bundle for `{name}`: {why}")));
    }
    if args.options.leetcode {
        let form = leetcode(cmd.name).ok_or_else(|| {
            let forms: Vec<&str> = leetcode_dialects().collect();
            Error::usage(format!(
                "--leetcode is for {} (LeetCode's function form), not `{name}`",
                forms.join(" and ")
            ))
        })?;
        io.out.write_all(form.as_bytes())?;
        return Ok(());
    }
    io.out.write_all(bundle(cmd.name, cmd.module).as_bytes())?;
    Ok(())
}
