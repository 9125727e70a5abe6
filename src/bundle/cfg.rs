//! `#[cfg(...)]` in a bundle: the bundle is the crate built with
//! `--no-default-features`.
//!
//! The bundler decides the predicates that configuration decides and
//! leaves the others to the judge's compiler:
//! - `feature = "..."` is false, for every feature: what a bundle leaves
//!   out (help texts, rule variants, the engine, the tools, SIMD, terminal
//!   detection) is behind the crate's default features (see `Cargo.toml`).
//! - `test` is false.
//!
//! Anything else (`target_arch`, `unix`, `debug_assertions`, ...) is the
//! judge's to decide, and its attribute stays; the bundle tests refuse a
//! bundle that mentions `target_arch`, so x86-64 code always sits behind
//! the `simd` feature as well. A false `cfg` removes what it is on, with
//! the attributes around it: an item, a statement, a struct field, an enum
//! variant, a match arm or an array element. A true one is removed itself.
//! `cfg!(...)` with a known answer becomes `true` or `false`;
//! `#[cfg_attr(P, A, B)]` becomes `#[A] #[B]` or nothing. Inner attributes
//! (`#![cfg]`) are left alone.

use super::items::{drop_trailing_attributes, group_end};
use super::lex::{Gap, Tok, TokenKind};

/// What the bundler knows of a predicate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Truth {
    /// True in every bundle.
    Yes,
    /// False in every bundle.
    No,
    /// Left to the compiler.
    Unknown,
}

/// `name` or `name = value` (`value` with its quotes).
fn known(name: &str, value: Option<&str>) -> Truth {
    match (name, value) {
        ("feature", Some(_)) | ("test", None) => Truth::No,
        _ => Truth::Unknown,
    }
}

/// The predicate starting at `toks[*i]`, moving `*i` past it; `None` if it
/// is not one.
fn predicate(toks: &[Tok], i: &mut usize) -> Option<Truth> {
    let name = toks.get(*i).filter(|t| t.kind == TokenKind::Word)?.text;
    *i += 1;
    if toks.get(*i).is_some_and(|t| t.is("=")) {
        let value = toks.get(*i + 1).filter(|t| t.kind == TokenKind::Lit)?.text;
        *i += 2;
        return Some(known(name, Some(value)));
    }
    if !toks.get(*i).is_some_and(|t| t.is("(")) {
        return Some(known(name, None));
    }
    *i += 1;
    let mut args = Vec::new();
    while !toks.get(*i)?.is(")") {
        args.push(predicate(toks, i)?);
        if toks.get(*i)?.is(",") {
            *i += 1;
        }
    }
    *i += 1;
    let all = |want: Truth| args.iter().all(|&a| a == want);
    let any = |want: Truth| args.contains(&want);
    Some(match name {
        "not" if args.len() == 1 => match args[0] {
            Truth::Yes => Truth::No,
            Truth::No => Truth::Yes,
            Truth::Unknown => Truth::Unknown,
        },
        "all" if any(Truth::No) => Truth::No,
        "all" if all(Truth::Yes) => Truth::Yes,
        "any" if any(Truth::Yes) => Truth::Yes,
        "any" if all(Truth::No) => Truth::No,
        _ => Truth::Unknown,
    })
}

/// The truth of the predicate that is all of `toks`.
pub fn eval(toks: &[Tok]) -> Truth {
    let mut i = 0;
    match predicate(toks, &mut i) {
        Some(t) if i == toks.len() => t,
        _ => Truth::Unknown,
    }
}

/// If `toks[i..]` opens with `#[cfg(P)]` (or `cfg!(P)` when `mac`), the
/// truth of `P` and the index just past it.
fn cfg_at(toks: &[Tok], i: usize, mac: bool) -> Option<(Truth, usize)> {
    let at = |k: usize| toks.get(i + k).map_or("", |t| t.text);
    let open = if mac {
        (toks[i].is_word("cfg") && at(1) == "!" && at(2) == "(").then_some(i + 2)?
    } else {
        (at(0) == "#" && at(1) == "[" && at(2) == "cfg" && at(3) == "(").then_some(i + 3)?
    };
    let close = group_end(toks, open);
    let end = if mac { close } else { close + 1 };
    if !mac && !toks.get(close).is_some_and(|t| t.is("]")) {
        return None;
    }
    Some((eval(&toks[open + 1..close - 1]), end))
}

/// If `toks[i..]` opens with `#[cfg_attr(P, A, ...)]`, the truth of `P`,
/// the tokens of each attribute `A`, and the index just past the `]`.
fn cfg_attr_at(toks: &[Tok], i: usize) -> Option<(Truth, Vec<&[Tok]>, usize)> {
    let at = |k: usize| toks.get(i + k).map_or("", |t| t.text);
    if !(at(0) == "#" && at(1) == "[" && at(2) == "cfg_attr" && at(3) == "(") {
        return None;
    }
    let open = i + 3;
    let close = group_end(toks, open);
    if !toks.get(close).is_some_and(|t| t.is("]")) {
        return None;
    }
    // The comma-separated parts inside the parentheses.
    let mut parts = Vec::new();
    let (mut start, mut j) = (open + 1, open + 1);
    while j < close - 1 {
        let t = toks[j];
        if t.is("(") || t.is("[") || t.is("{") {
            j = group_end(toks, j);
            continue;
        }
        if t.is(",") {
            parts.push(&toks[start..j]);
            start = j + 1;
        }
        j += 1;
    }
    parts.push(&toks[start..close - 1]);
    parts.retain(|p| !p.is_empty());
    if parts.len() < 2 {
        return None;
    }
    let attrs = parts.split_off(1);
    Some((eval(parts[0]), attrs, close + 1))
}

/// Words that open an item (after `pub`) or a `let` statement: what they
/// start ends at a `;` or a block, never at a `,`.
const ITEM_WORDS: &[&str] = &[
    "fn",
    "impl",
    "struct",
    "enum",
    "union",
    "trait",
    "type",
    "mod",
    "use",
    "const",
    "static",
    "extern",
    "unsafe",
    "async",
    "macro_rules",
    "let",
];

/// The end (exclusive) of what an attribute ending just before `i` is on:
/// further attributes, then an item or statement up to its `;` or its last
/// block, or a field, variant or match arm up to its `,`, or up to the
/// bracket closing the enclosing group.
fn element_end(toks: &[Tok], mut i: usize) -> usize {
    while toks.get(i).is_some_and(|t| t.is("#")) {
        i = group_end(toks, i + 1);
    }
    let mut first = i;
    if toks.get(first).is_some_and(|t| t.is_word("pub")) {
        first += 1;
        if toks.get(first).is_some_and(|t| t.is("(")) {
            first = group_end(toks, first);
        }
    }
    let word = |k: usize| {
        toks.get(k)
            .filter(|t| t.kind == TokenKind::Word)
            .map(|t| t.text)
    };
    let item = word(first).is_some_and(|w| ITEM_WORDS.contains(&w));
    // These end at their `;` only, whatever blocks their value holds.
    let to_semicolon = match word(first) {
        Some("let" | "use" | "static" | "type") => true,
        Some("const") => !matches!(word(first + 1), Some("fn" | "unsafe" | "extern")),
        _ => false,
    };
    // Generic arguments (`HashMap<K, V>` in a field's type) hold commas:
    // rustfmt writes their `<` against the name before it, a comparison's
    // with a space.
    let mut angles = 0usize;
    let mut j = i;
    while j < toks.len() {
        let t = toks[j];
        if t.is("(") || t.is("[") || t.is("{") {
            j = group_end(toks, j);
            if !t.is("{") || to_semicolon {
                continue;
            }
            // A block ends the element unless the expression goes on.
            match toks.get(j) {
                Some(n) if n.is_word("else") || n.is(".") || n.is("?") || n.is_word("as") => {}
                Some(n) if n.is(";") || (n.is(",") && angles == 0) => return j + 1,
                _ if angles == 0 => return j,
                _ => {}
            }
            continue;
        }
        if t.is(")") || t.is("]") || t.is("}") || t.is(";") {
            return if t.is(";") { j + 1 } else { j };
        }
        if t.is("<") && t.gap == Gap::None && j > i {
            let before = toks[j - 1];
            if before.kind == TokenKind::Word || before.is(":") {
                angles += 1;
            }
        } else if t.is(">") && angles > 0 && !toks[j - 1].is("-") && !toks[j - 1].is("=") {
            angles -= 1;
        } else if t.is(",") && angles == 0 && !item {
            return j + 1;
        }
        j += 1;
    }
    toks.len()
}

/// `toks` as the portable build sees them: every `#[cfg]` and `cfg!` with
/// a known answer applied (see the module's documentation).
pub fn apply(toks: Vec<Tok>) -> Vec<Tok> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some((truth, end)) = cfg_at(&toks, i, false) {
            match truth {
                Truth::Yes => {
                    i = end;
                    continue;
                }
                Truth::No => {
                    drop_trailing_attributes(&mut out);
                    i = element_end(&toks, end);
                    continue;
                }
                Truth::Unknown => {}
            }
        }
        if let Some((truth, attrs, end)) = cfg_attr_at(&toks, i) {
            if truth != Truth::Unknown {
                if truth == Truth::Yes {
                    for a in attrs {
                        out.push(Tok::new(TokenKind::Punct, "#", toks[i].gap));
                        out.push(Tok::new(TokenKind::Punct, "[", Gap::None));
                        out.extend_from_slice(a);
                        out.push(Tok::new(TokenKind::Punct, "]", Gap::None));
                    }
                }
                i = end;
                continue;
            }
        }
        if let Some((truth, end)) = cfg_at(&toks, i, true) {
            if truth != Truth::Unknown {
                let word = if truth == Truth::Yes { "true" } else { "false" };
                out.push(Tok::new(TokenKind::Word, word, toks[i].gap));
                i = end;
                continue;
            }
        }
        out.push(toks[i]);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::lex::{lex, write};
    use super::*;

    fn portable(src: &'static str) -> String {
        let mut s = String::new();
        write(&apply(lex(src)), &mut s);
        s.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn predicates() {
        for (p, want) in [
            ("feature = \"simd\"", Truth::No),
            ("not(feature = \"help\")", Truth::Yes),
            ("test", Truth::No),
            (
                "all(feature = \"simd\", target_arch = \"x86_64\")",
                Truth::No,
            ),
            (
                "not(all(feature = \"simd\", target_arch = \"x86_64\", target_feature = \"sse2\"))",
                Truth::Yes,
            ),
            (
                "any(feature = \"simd\", target_arch = \"x86_64\")",
                Truth::Unknown,
            ),
            ("any(feature = \"engine\", feature = \"simd\")", Truth::No),
            ("any(not(feature = \"tools\"), unix)", Truth::Yes),
            ("target_arch = \"x86_64\"", Truth::Unknown),
            ("debug_assertions", Truth::Unknown),
            ("feature", Truth::Unknown),
        ] {
            assert_eq!(eval(&lex(p)), want, "{p}");
        }
    }

    #[test]
    fn cfg_attr_becomes_its_attributes_or_nothing() {
        let src = "#[cfg_attr(feature = \"simd\", target_feature(enable = \"avx2\"), inline)]\n\
                   fn a() {}\n#[cfg_attr(not(feature = \"help\"), allow(dead_code, unused), inline(always))]\n\
                   fn b() {}\n#[cfg_attr(unix, inline)]\nfn c() {}\n";
        assert_eq!(
            portable(src),
            "fn a(){} #[allow(dead_code,unused)] #[inline(always)] fn b(){} \
             #[cfg_attr(unix,inline)] fn c(){}"
        );
    }

    #[test]
    fn false_items_statements_fields_arms_and_elements_go() {
        let src = "#[inline]\n#[cfg(all(feature = \"simd\", target_arch = \"x86_64\"))]\n\
                   #[target_feature(enable = \"avx2\")]\n\
                   pub(crate) fn fast<A, B>(a: A, b: B) -> u8 { 1 }\n\
                   #[cfg(not(feature = \"simd\"))]\nfn slow() -> u8 { 2 }\n\
                   struct S { a: u8, #[cfg(feature = \"simd\")] m: HashMap<u8, u8>, b: u8 }\n\
                   enum E { A, #[cfg(feature = \"simd\")] B(u8, u8), C }\n\
                   fn f(e: E, x: u8) -> S {\n\
                   #[cfg(feature = \"simd\")]\nif x < 3 { return g(); } else { h() }\n\
                   #[cfg(feature = \"simd\")]\nlet v: Vec<(u8, u8)> = vec![(1, 2)];\n\
                   #[cfg(feature = \"simd\")]\nlet w = S { a: 1, b: 2 } == s;\n\
                   #[cfg(feature = \"simd\")]\nconst unsafe fn z() {}\n\
                   #[cfg(not(feature = \"simd\"))]\nlet _ = x;\n\
                   match e { #[cfg(feature = \"simd\")] E::B(p, q) => unsafe { k(p, q) }, E::A => {} _ => {} }\n\
                   let on = cfg!(feature = \"simd\");\n\
                   S { a: 1, #[cfg(feature = \"simd\")] m: x < 4 && d(), b: 2 }\n}\n\
                   #[cfg(test)]\nmod tests { fn t() {} }\n\
                   #[cfg(target_feature = \"sse2\")]\nconst K: u8 = 1;\n\
                   const T: &[u8] = &[1, #[cfg(feature = \"tools\")] m::C, 3];\n";
        assert_eq!(
            portable(src),
            "fn slow()->u8{2} struct S{a:u8,b:u8} enum E{A,C} fn f(e:E,x:u8)->S{ let _=x; \
             match e{E::A=>{}_=>{}} let on=false; S{a:1,b:2} } \
             #[cfg(target_feature=\"sse2\")] const K:u8=1; const T:&[u8]=&[1,3];"
        );
    }
}
