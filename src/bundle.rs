//! Single-file bundles: one dialect and the modules it needs, flattened
//! into one self-contained Rust source file for a judge that takes one file.
//!
//! The bundle is built from this crate's own source, embedded at compile
//! time ([`SOURCES`]), so it cannot drift from the tested code. Steps:
//!
//! 1. Tokenize each file ([`lex`]): comments (doc comments included) and
//!    indentation go, string, char and raw-string literals stay untouched,
//!    and a space stays only where two tokens would fuse.
//! 2. Apply `#[cfg]` as `cargo build --no-default-features` does
//!    ([`cfg`]): every `feature = "..."` and `test` are false, what else a
//!    `cfg` asks is left to the judge's compiler. So a bundle has no help
//!    texts, rule variants, engine, tools, SIMD or terminal detection (the
//!    default features, see `Cargo.toml`), and prints the same bytes as a
//!    binary built that way.
//! 3. Drop crate-level lint levels and `debug_assert!` statements (a
//!    judge builds with `-O`); `env!("CARGO_PKG_VERSION")` becomes its
//!    value.
//! 4. Find the modules the dialect needs by following `crate::`,
//!    `super::`, `self::` and child-module paths from the crate root and
//!    the dialect; each needed `mod x;` becomes `mod x { ... }`, the others
//!    disappear.
//! 5. Cut the command table down to the one dialect; `main` is
//!    `src/main.rs` itself, inside `mod bin_main`, calling
//!    [`crate::run_single`] (the table's one command) for `crate::run`.
//! 6. Drop what nothing reaches from `main` (`prune.rs`): functions,
//!    constants, statics, types with their impl blocks, and the imports of
//!    what went, read as a graph of names (conservative: where a name
//!    could mean two things, both stay).
//! 7. Merge the imports left by root (`imports.rs`), then drop the tokens
//!    rustc does without (`compact.rs`): restricted visibilities read
//!    `pub`, trailing commas before `}` and `]` go (and before `)` but
//!    in a one-element tuple), and spaces between punctuation go where
//!    the two would not fuse (`: &`).
//! 8. Over [`SIZE_LIMIT`], drop the line breaks too.
//!
//! [`leetcode`] and [`lcp41`] make LeetCode's `impl Solution` for
//! check-move (LeetCode 1958) and lcp41 (LCP 41) the same way, without
//! `main` and without `struct Solution`.
//!
//! So a bundle is a part of the no-default-features crate, and the rule
//! for bundled code is the rule for that configuration: it is rustc 1.63
//! code (Debian's, the oldest a judge is taken to run), and what needs a
//! newer compiler goes behind a feature. `.ci/run` checks the configuration
//! with that compiler and with clippy; `tests/it/bundles.rs` builds every
//! bundle with rustc 1.63 (`/usr/bin/rustc`, or `OTHELLO_OLD_RUSTC`) and
//! the toolchain's rustc, fails on a warning, a bundle over [`SIZE_LIMIT`]
//! or one mentioning `target_arch`, and runs each on its dialect's
//! fixtures against the binary's stdout, stderr and status.

pub mod cfg;
mod compact;
mod entry;
mod graph;
mod imports;
mod items;
pub mod lcp41;
pub mod leetcode;
pub mod lex;
mod prepare;
mod prune;
pub mod sources;

pub use graph::{modules_for, Needed};
pub use sources::{all_modules, Source, SOURCES};

use compact::compact;
use entry::{adapted_main, plain_main};
use graph::{closure, join, references};
use items::drop_item_prefix;
use lex::{Gap, Tok, TokenKind};
use prepare::{strip, substitute_env, tokens_of};
use prune::drop_unused;
use sources::static_name;

/// The single-file program running the dialect named `dialect`, whose
/// module is `module` (its `module_path!()`, as its entry in the command
/// table says): std only, edition 2021.
pub fn bundle(dialect: &'static str, module: &'static str) -> String {
    let with_lines = bundle_with(dialect, module, &[], false);
    if with_lines.len() <= SIZE_LIMIT {
        return with_lines;
    }
    bundle_with(dialect, module, &[], true)
}

/// A dialect's function form for LeetCode's Rust template: a file under
/// `src/bundle/` declaring `struct Solution` and its `impl Solution`.
struct FunctionForm {
    /// The dialect whose problem it answers.
    dialect: &'static str,
    /// Its file under `src/`.
    path: &'static str,
    /// The method the judge calls.
    method: &'static str,
    /// The problem, for the file's first line.
    problem: &'static str,
}

/// Every function form ([`leetcode`] and [`lcp41`]).
const FUNCTION_FORMS: [FunctionForm; 2] = [
    FunctionForm {
        dialect: "check-move",
        path: "bundle/leetcode.rs",
        method: "check_move",
        problem: "LeetCode 1958 \"Check if Move is Legal\"",
    },
    FunctionForm {
        dialect: "lcp41",
        path: "bundle/lcp41.rs",
        method: "flip_chess",
        problem: "LeetCode-cn LCP 41 \"黑白翻转棋\"",
    },
];

/// The dialects that have a LeetCode function form ([`leetcode`]).
pub fn leetcode_dialects() -> impl Iterator<Item = &'static str> {
    FUNCTION_FORMS.iter().map(|f| f.dialect)
}

/// The `impl Solution` of `dialect`'s LeetCode problem (LeetCode 1958 for
/// check-move, [`leetcode`]; LCP 41 for lcp41, [`lcp41`]) and the modules
/// it uses, each inlined at the root: no `main`, nothing that reads stdin,
/// no `struct Solution` (LeetCode declares it), no inner attributes
/// (LeetCode puts its own code around this). `None` for the other dialects.
pub fn leetcode(dialect: &str) -> Option<String> {
    let form = FUNCTION_FORMS.iter().find(|f| f.dialect == dialect)?;
    let src = SOURCES
        .iter()
        .find(|s| s.path == form.path)
        .map_or("", |s| s.text);
    let mut entry = substitute_env(strip(lex::lex(src)));
    // LeetCode declares `struct Solution` itself.
    let declared = ["pub", "struct", "Solution", ";"];
    if let Some(at) = entry
        .windows(4)
        .position(|w| w.iter().zip(declared).all(|(t, d)| t.text == d))
    {
        entry.drain(at..at + 4);
    }
    let module = form.path.trim_end_matches(".rs").replace('/', "::");
    let uses = references(&module, &entry);
    let needed = closure(uses.into_iter().filter(|m| !m.is_empty()).collect(), None);
    let mut toks = Vec::new();
    let all = needed.used.iter().chain(&needed.routes);
    for m in all.filter(|m| !m.is_empty() && !m.contains("::")) {
        toks.extend(lex::lex("#[allow(dead_code, unused_imports)]\nmod"));
        toks.push(Tok::new(TokenKind::Word, static_name(m), Gap::Space));
        toks.push(Tok::new(TokenKind::Punct, "{", Gap::None));
        inline(m, None, &needed, &mut toks);
        toks.push(Tok::new(TokenKind::Punct, "}", Gap::Line));
    }
    toks.extend(entry);
    let toks = compact(imports::merge(drop_unused(toks, form.method)));
    let mut s = format!(
        "// {} for LeetCode's Rust template, made by\n\
         // `othello bundle {} --leetcode` from othello {}. LeetCode declares\n\
         // `struct Solution`; this is the rest. Rust 2021, std only.\n",
        form.problem,
        form.dialect,
        env!("CARGO_PKG_VERSION")
    );
    lex::write_with(&toks, &mut s, true);
    Some(s)
}

/// [`bundle`] with `extra` modules inlined too, and with `one_line` the
/// line breaks dropped whatever the size (the tests bundle every module
/// this way, to check that the bundler keeps all of them valid Rust).
pub fn bundle_with(
    dialect: &'static str,
    module: &'static str,
    extra: &[&str],
    one_line: bool,
) -> String {
    let needed = modules_for(module, extra);
    let mut toks = Vec::new();
    inline("", Some(module), &needed, &mut toks);
    let main = adapted_main().unwrap_or_else(plain_main);
    let toks = compact(imports::merge(drop_unused(toks, &main)));
    assemble(dialect, &toks, !one_line, &main)
}

/// Module `m` with each needed `mod x;` replaced by `mod x { ... }` and
/// the others removed with their visibility and attributes. A route (a module nothing of which
/// is used) keeps only its needed children, each as `pub mod x { ... }`.
fn inline(m: &str, command: Option<&'static str>, needed: &Needed, out: &mut Vec<Tok>) {
    let toks = tokens_of(m, command);
    let route = needed.routes.contains(m);
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        let decl = t.is_word("mod")
            && toks.get(i + 1).is_some_and(|n| n.kind == TokenKind::Word)
            && toks.get(i + 2).is_some_and(|s| s.is(";"));
        if !decl {
            if !route {
                out.push(t);
            }
            i += 1;
            continue;
        }
        let child = join(m, toks[i + 1].text);
        if needed.contains(&child) {
            if route {
                out.push(Tok::new(TokenKind::Word, "pub", Gap::Line));
                out.push(Tok::new(TokenKind::Word, "mod", Gap::Space));
            } else {
                out.push(t);
            }
            out.extend([toks[i + 1], Tok::new(TokenKind::Punct, "{", Gap::None)]);
            inline(&child, command, needed, out);
            out.push(Tok::new(TokenKind::Punct, "}", Gap::Line));
        } else if !route {
            drop_item_prefix(out);
        }
        i += 3;
    }
}

/// The size a bundle stays under: 62 KiB, 2 KiB under Codeforces' 64 KiB
/// limit on a source file (the smallest we know of). Over it, line breaks
/// are dropped too; the bundle tests fail a bundle still over it.
pub const SIZE_LIMIT: usize = 62 * 1024;

fn assemble(dialect: &str, toks: &[Tok], lines: bool, main: &str) -> String {
    let mut s = format!(
        "// `othello {dialect}` in one file, made by `othello bundle {dialect}` from othello {}.\n\
         // Rust 2021, std only: rustc --edition 2021 -O main.rs\n\
         #![allow(dead_code, unused_imports)]\n",
        env!("CARGO_PKG_VERSION")
    );
    lex::write_with(toks, &mut s, lines);
    s.push_str(main);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tests_and_unneeded_modules_are_gone() {
        let b = bundle("moves", "othello::dialects::moves");
        assert!(!b.contains("#[cfg(test)]") && !b.contains("mod tests"));
        assert!(!b.contains("mod diff") && !b.contains("mod bundle") && !b.contains("mod tools"));
        let squeezed: String = b.chars().filter(|c| !c.is_whitespace()).collect();
        assert!(squeezed.contains("COMMANDS:&[Command]=&[crate::dialects::moves::COMMAND];"));
        assert!(!b.contains("env!("));
    }

    #[test]
    fn leetcode_is_a_method_without_main_stdin_or_solution_struct() {
        let b = leetcode("check-move").unwrap();
        assert!(b.contains("impl Solution{"), "{b}");
        assert!(
            b.contains(
                "pub fn check_move(board:Vec<Vec<char>>,r_move:i32,c_move:i32,color:char)->bool"
            ),
            "{b}"
        );
        for not in [
            "fn main",
            "stdin",
            "struct Solution;",
            "#!",
            "mod dialects",
            "mod commands",
            "mod text",
            "mod cli",
        ] {
            assert!(!b.contains(not), "`{not}` in {b}");
        }
        for want in ["mod board{", "mod color{", "mod square{"] {
            assert!(b.contains(want), "`{want}` missing from {b}");
        }
        let b = leetcode("lcp41").unwrap();
        assert!(
            b.contains("pub fn flip_chess(chessboard:Vec<String>)->i32"),
            "{b}"
        );
        for not in [
            "fn main",
            "stdin",
            "struct Solution;",
            "mod dialects",
            "mod text",
        ] {
            assert!(!b.contains(not), "`{not}` in {b}");
        }
        assert!(b.contains("mod chain{"), "{b}");
        assert!(leetcode("moves").is_none());
    }
}
