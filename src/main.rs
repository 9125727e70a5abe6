//! The `othello` binary: wires the process's streams to [`othello::run`].

use std::io::{self, BufReader, BufWriter};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let mut stdin = BufReader::with_capacity(1 << 16, io::stdin().lock());
    let mut stdout = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut stderr = io::stderr().lock();
    ExitCode::from(othello::run(&args, &mut stdin, &mut stdout, &mut stderr))
}
