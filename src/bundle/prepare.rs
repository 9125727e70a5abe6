//! A module's tokens as a bundle holds them: the portable build's
//! `cfg`s applied, tests, comments and crate-level lint levels gone,
//! `env!` values written in, and the command table cut down to one
//! dialect.

use super::cfg;
use super::graph::dialect_file;
use super::items::group_end;
use super::lex::{self, Gap, Kind, Tok};
use super::sources::source_of;

/// Tokens a bundle does without: what the portable build leaves out
/// ([`cfg`]: x86-64 code, tests), and crate-level lint levels
/// (`#![deny(missing_docs)]` would fail on stripped docs).
pub(super) fn strip(toks: Vec<Tok>) -> Vec<Tok> {
    let toks = cfg::apply(toks);
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let texts: Vec<&str> = toks[i..(i + 4).min(toks.len())]
            .iter()
            .map(|t| t.text)
            .collect();
        let lint = texts.len() >= 4
            && texts[..3] == ["#", "!", "["]
            && ["deny", "warn", "forbid"].contains(&texts[3]);
        if lint {
            i = group_end(&toks, i + 2);
            continue;
        }
        out.push(toks[i]);
        i += 1;
    }
    out
}

/// The version string literal substituted for `env!("CARGO_PKG_VERSION")`
/// (plain `rustc` sets no Cargo variables).
const VERSION_LIT: &str = concat!("\"", env!("CARGO_PKG_VERSION"), "\"");
const NAME_LIT: &str = concat!("\"", env!("CARGO_PKG_NAME"), "\"");

/// Replaces `env!("CARGO_PKG_VERSION")` and `env!("CARGO_PKG_NAME")` by
/// their values.
pub(super) fn substitute_env(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let texts: Vec<&str> = toks[i..(i + 5).min(toks.len())]
            .iter()
            .map(|t| t.text)
            .collect();
        let value = match texts[..] {
            ["env", "!", "(", "\"CARGO_PKG_VERSION\"", ")"] => Some(VERSION_LIT),
            ["env", "!", "(", "\"CARGO_PKG_NAME\"", ")"] => Some(NAME_LIT),
            _ => None,
        };
        match value {
            Some(v) => {
                out.push(Tok::new(Kind::Lit, v, toks[i].gap));
                i += 5;
            }
            None => {
                out.push(toks[i]);
                i += 1;
            }
        }
    }
    out
}

/// Replaces the elements of the array after `const COMMANDS` by the one
/// command `dialect::COMMAND`.
fn keep_one_command(toks: Vec<Tok>, dialect: &'static str) -> Vec<Tok> {
    let name = match toks
        .windows(2)
        .position(|w| w[0].is_word("const") && w[1].is_word("COMMANDS"))
    {
        Some(name) => name,
        None => return toks,
    };
    let eq = match (name..toks.len()).find(|&i| toks[i].is("=")) {
        Some(eq) => eq,
        None => return toks,
    };
    let open = match (eq..toks.len()).find(|&i| toks[i].is("[")) {
        Some(open) => open,
        None => return toks,
    };
    let close = group_end(&toks, open) - 1;
    let mut out = toks[..=open].to_vec();
    out.extend([
        Tok::new(Kind::Word, dialect_file(dialect), Gap::None),
        Tok::new(Kind::Punct, ":", Gap::None),
        Tok::new(Kind::Punct, ":", Gap::None),
        Tok::new(Kind::Word, "COMMAND", Gap::None),
    ]);
    out.extend_from_slice(&toks[close..]);
    out
}

/// A module's tokens, ready to inline: comments, tests and lint levels
/// gone, `env!` values substituted, and in the `dialects` module the
/// command table cut down to `dialect`.
pub(super) fn tokens_of(m: &str, dialect: &'static str) -> Vec<Tok> {
    let src = match source_of(m) {
        Some(src) => src,
        None => return Vec::new(),
    };
    let toks = substitute_env(strip(lex::lex(src.text)));
    if m == "dialects" {
        keep_one_command(toks, dialect)
    } else {
        toks
    }
}
