//! Single-file bundles: one dialect and the modules it needs, flattened
//! into one self-contained Rust source file for a judge that takes one file.
//!
//! The bundle is built from this crate's own source, embedded at compile
//! time ([`SOURCES`]), so it cannot drift from the tested code. Steps:
//!
//! 1. Tokenize each file ([`lex`]): comments (doc comments included) and
//!    indentation go, string, char and raw-string literals stay untouched,
//!    and a space stays only where two tokens would fuse.
//! 2. Apply `#[cfg]` for the portable build ([`cfg`]): `target_arch =
//!    "x86_64"` and `test` are false, `bundle` is true (it marks code for
//!    bundles only and is never set in a Cargo build). What a false `cfg`
//!    is on goes (item, statement, field, variant or match arm, with its
//!    attributes); a true `cfg` goes itself; other predicates stay for
//!    rustc. So a bundle has no SIMD, no CPU detection and no terminal
//!    check, and prints the same bytes as the binary.
//! 3. Drop crate-level lint levels; `env!("CARGO_PKG_VERSION")` becomes
//!    its value.
//! 4. Find the modules the dialect needs by following `crate::`,
//!    `super::`, `self::` and child-module paths from the crate root and
//!    the dialect; each needed `mod x;` becomes `mod x { ... }`, the others
//!    disappear.
//! 5. Cut the command table down to the one dialect; `main` is
//!    `src/main.rs` itself, inside `mod bin_main`, with the dialect's name
//!    put before the arguments.
//! 6. Drop the functions nothing calls, repeatedly: a free function or
//!    inherent method whose name occurs nowhere else in the bundle (trait
//!    items and trait impls always stay; a name used for anything else
//!    keeps every function of that name).
//! 7. Drop the imports nothing uses and merge the others by root
//!    (`imports.rs`), then the tokens rustc does without (`compact.rs`):
//!    restricted visibilities read `pub`, trailing commas before `}` and
//!    `]` go.
//! 8. Over 64 KiB (Codeforces' limit), drop the line breaks too.
//!
//! [`leetcode`] makes LeetCode 1958's `impl Solution` for check-move the
//! same way, without `main` and without `struct Solution`.
//!
//! Because of this, code that goes into bundles (the dialects and the
//! rules and text modules they use) is written for rustc 1.63, the oldest
//! a judge is taken to run: no `let ... else`, `Option::is_some_and`,
//! `div_ceil`, `std::io::IsTerminal` and the like outside
//! `#[cfg(target_arch = "x86_64")]`. `tests/it/bundles.rs` builds every
//! bundle with rustc 1.63 (`/usr/bin/rustc`, or `OTHELLO_OLD_RUSTC`) and
//! the toolchain's rustc, fails on a warning, a bundle over 64 KiB or one
//! mentioning `std::arch`, and runs each on its dialect's fixtures against
//! the binary's stdout, stderr and status.

pub mod cfg;
mod compact;
mod entry;
mod graph;
mod imports;
mod items;
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
use lex::{Gap, Tok, TokenKind};
use prepare::{strip, substitute_env, tokens_of};
use prune::drop_unused_fns;
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

/// LeetCode 1958's `impl Solution` ([`leetcode`]) and the modules it uses,
/// each inlined at the root: no `main`, nothing that reads stdin, no
/// `struct Solution` (LeetCode declares it), no inner attributes (LeetCode
/// puts its own code around this).
pub fn leetcode_check_move() -> String {
    let src = SOURCES
        .iter()
        .find(|s| s.path == "bundle/leetcode.rs")
        .map_or("", |s| s.text);
    let entry = substitute_env(strip(lex::lex(src)));
    let uses = references("bundle::leetcode", &entry);
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
    let toks = compact(imports::tidy(drop_unused_fns(toks, "check_move")));
    let mut s = format!(
        "// LeetCode 1958 \"Check if Move is Legal\" for LeetCode's Rust template, made by\n\
         // `othello bundle check-move --leetcode` from othello {}. LeetCode declares\n\
         // `struct Solution`; this is the rest. Rust 2021, std only.\n",
        env!("CARGO_PKG_VERSION")
    );
    lex::write_with(&toks, &mut s, true);
    s
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
    let main = adapted_main(dialect).unwrap_or_else(|| plain_main(dialect));
    let toks = compact(imports::tidy(drop_unused_fns(toks, &main)));
    assemble(dialect, &toks, !one_line, &main)
}

/// Module `m` with each needed `mod x;` replaced by `mod x { ... }` and
/// the others removed with their `pub`. A route (a module nothing of which
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
            // Drop the visibility written before `mod`: `pub`, `pub(...)`.
            if out.last().is_some_and(|t| t.is(")")) {
                if let Some(p) = out.iter().rposition(|t| t.is("(")) {
                    if p > 0 && out[p - 1].is_word("pub") {
                        out.truncate(p);
                    }
                }
            }
            if out.last().is_some_and(|t| t.is_word("pub")) {
                out.pop();
            }
        }
        i += 3;
    }
}

/// The size a bundle should stay under: Codeforces' limit on a source
/// file, the smallest we know of. Over it, line breaks are dropped too.
pub const SIZE_LIMIT: usize = 64 * 1024;

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
        let b = leetcode_check_move();
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
    }
}
