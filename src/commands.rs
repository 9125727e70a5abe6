//! The command table: every dialect and tool, each named once, here.
//! Only the top of the crate reads it ([`crate::run`], and `--help`);
//! the commands and the libraries below never do: a tool that needs the
//! table gets it handed down ([`crate::cli::command::Io::commands`]).

use crate::cli::command::Command;

/// Every command, in the order `--help` lists them: the one registry.
/// `--help`, dispatch, the tools handed it (`gen`'s generators, `judge`'s
/// reference, `bundle`'s modules) and the tests read it. Entries are
/// written with their whole path: a bundle keeps one line of this table,
/// and with it only that dialect's module.
///
/// Adding a dialect: its file in `src/dialects/` (a `COMMAND` with its
/// help, its [`Entry`](crate::cli::command::Entry): its options declared
/// once as `Opt`s of its own options struct, see [`crate::cli::args`],
/// and its run; its module path and its generator, written in
/// `src/gen/`), its `pub mod` line in `src/dialects.rs` and its line here,
/// the file's line in the bundler's list of sources
/// (`src/bundle/sources.rs`, which a test checks against `src/`), and its
/// fixtures under `fixtures/<name>/` (tests/it/registry.rs checks that there
/// are some). A tool goes in `src/tools/` alike, its library beside the
/// others in `src/`.
pub const COMMANDS: &[Command] = &[
    crate::dialects::moves::COMMAND,
    crate::dialects::play::COMMAND,
    crate::dialects::console::COMMAND,
    crate::dialects::uva220::COMMAND,
    crate::dialects::nowcoder::COMMAND,
    crate::dialects::codingame::COMMAND,
    crate::dialects::check_move::COMMAND,
    crate::dialects::coding_ninjas::COMMAND,
    crate::dialects::maze_tac_toe::COMMAND,
    crate::dialects::code_golf::COMMAND,
    crate::dialects::simple_othello::COMMAND,
    crate::dialects::ccc::COMMAND,
    crate::dialects::baekjoon::COMMAND,
    crate::dialects::kotamanegi::COMMAND,
    crate::dialects::hackerearth::COMMAND,
    crate::dialects::swea::COMMAND,
    crate::dialects::lcp41::COMMAND,
    crate::dialects::paiza::COMMAND,
    crate::dialects::yukicoder::COMMAND,
    crate::dialects::codewars::COMMAND,
    crate::dialects::checkio::COMMAND,
    crate::dialects::cody::COMMAND,
    crate::dialects::botzone::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::perft::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::solve::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::best::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::versus::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::nboard::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::gtp::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::record::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::train::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::gen::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::diff::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::judge::COMMAND,
    #[cfg(feature = "tools")]
    crate::tools::bundle::COMMAND,
];

/// The command named `name`.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}
