//! The judge formats: one file per dialect, each reading as its own
//! specification (its format in its command's help, a parse function, a
//! render function and `run`).

pub mod best;
pub mod bundle;
pub mod check_move;
pub mod coding_ninjas;
pub mod codingame;
pub mod console;
pub mod diff;
pub mod gen;
pub mod judge;
pub mod match_;
pub mod maze_tac_toe;
pub mod moves;
pub mod nowcoder;
pub mod perft;
pub mod play;
pub mod solve;
pub mod uva220;

use crate::cli::command::Command;

/// Every subcommand, in the order `--help` lists them: the one registry.
/// `--help`, `gen` (the generators), the bundler (the modules) and the
/// tests read it.
///
/// Adding a dialect: its file in this folder (a `COMMAND` with its help,
/// its run, its module path and its generator, written in `src/gen/`), its
/// `pub mod` line above and its line here, the file's line in the
/// bundler's list of sources (`src/bundle/sources.rs`, which a test checks
/// against `src/`), and its fixtures under `fixtures/<name>/`
/// (tests/registry.rs checks that there are some).
pub const COMMANDS: &[Command] = &[
    moves::COMMAND,
    play::COMMAND,
    console::COMMAND,
    uva220::COMMAND,
    nowcoder::COMMAND,
    codingame::COMMAND,
    check_move::COMMAND,
    coding_ninjas::COMMAND,
    maze_tac_toe::COMMAND,
    perft::COMMAND,
    solve::COMMAND,
    best::COMMAND,
    match_::COMMAND,
    gen::COMMAND,
    diff::COMMAND,
    judge::COMMAND,
    bundle::COMMAND,
];

/// The command named `name`.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}
