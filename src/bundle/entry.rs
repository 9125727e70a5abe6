//! The bundle's `main`: the binary's own, adapted to run one dialect.

use super::items::path_sep;
use super::lex::{self, Gap, Tok, TokenKind};
use super::prepare::strip;
use super::sources::SOURCES;

/// The `main` of a bundle: the binary's own `src/main.rs`, so that it
/// cannot drift from it, inside `mod bin_main` with three changes:
/// `othello::` reads `crate::`, `fn main` is public, and
/// `std::env::args_os()` / `std::env::args()` become functions that put the
/// dialect's name before the program's arguments. A root `main` calls it.
/// `None` if `main.rs` lacks that shape (then [`plain_main`] is used).
pub(super) fn adapted_main(dialect: &str) -> Option<String> {
    let src = SOURCES.iter().find(|s| s.path == "main.rs")?;
    let toks = strip(lex::lex(src.text));
    let word = |t: &'static str, gap| Tok::new(TokenKind::Word, t, gap);
    let punct = |t: &'static str| Tok::new(TokenKind::Punct, t, Gap::None);
    let mut out = Vec::new();
    let mut ret: Option<Vec<Tok>> = None;
    let mut args_found = false;
    let mut i = 0;
    while i < toks.len() {
        let at = |k: usize| toks.get(i + k).map_or("", |t| t.text);
        if at(0) == "othello" && path_sep(&toks, i + 1) {
            out.push(word("crate", toks[i].gap));
            i += 1;
            continue;
        }
        let std_prefix = at(0) == "std" && path_sep(&toks, i + 1);
        let e = if std_prefix { 3 } else { 0 };
        if at(e) == "env"
            && path_sep(&toks, i + e + 1)
            && ["args_os", "args"].contains(&at(e + 3))
            && at(e + 4) == "("
        {
            let f = if at(e + 3) == "args" {
                "bundle_args"
            } else {
                "bundle_args_os"
            };
            out.extend([word("crate", toks[i].gap), punct(":"), punct(":")]);
            out.push(word(f, Gap::None));
            i += e + 4;
            args_found = true;
            continue;
        }
        if at(0) == "fn" && at(1) == "main" && at(2) == "(" && at(3) == ")" {
            let body = (i..toks.len()).find(|&k| toks[k].is("{"))?;
            ret = Some(if at(4) == "-" && at(5) == ">" {
                toks[i + 6..body].to_vec()
            } else {
                Vec::new()
            });
            out.push(word("pub", toks[i].gap));
            out.push(word("fn", Gap::Space));
            i += 1;
            continue;
        }
        out.push(toks[i]);
        i += 1;
    }
    let ret = ret.filter(|_| args_found)?;
    let mut s = String::from("mod bin_main{\n");
    lex::write(&out, &mut s);
    s.push_str("pub type Ret=");
    if ret.is_empty() {
        s.push_str("()");
    } else {
        let mut r = String::new();
        lex::write(&ret, &mut r);
        s.push_str(r.trim_end());
    }
    s.push_str(&format!(
        ";
}}
fn main() -> bin_main::Ret {{
    bin_main::main()
}}
fn bundle_args_os() -> impl Iterator<Item = std::ffi::OsString> {{
    let mut a = std::env::args_os();
    let program = a.next();
    program.into_iter().chain(std::iter::once(std::ffi::OsString::from(\"{dialect}\"))).chain(a)
}}
fn bundle_args() -> impl Iterator<Item = String> {{
    bundle_args_os().map(|a| a.to_string_lossy().into_owned())
}}
"
    ));
    Some(s)
}

/// A plain `main` running the dialect, for a `main.rs` that
/// [`adapted_main`] cannot adapt.
pub(super) fn plain_main(dialect: &str) -> String {
    format!(
        "fn main() -> std::process::ExitCode {{
    let mut args = vec![String::from(\"{dialect}\")];
    args.extend(std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()));
    let mut stdin = std::io::BufReader::with_capacity(1 << 16, std::io::stdin().lock());
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut stderr = std::io::stderr().lock();
    std::process::ExitCode::from(run(&args, &mut stdin, &mut stdout, &mut stderr))
}}
"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_comes_from_main_rs() {
        let m = adapted_main("moves").expect("main.rs has the expected shape");
        assert!(m.contains("pub fn main()"), "{m}");
        assert!(m.contains("crate::run("), "{m}");
        assert!(m.contains("crate::bundle_args_os()"), "{m}");
        assert!(m.contains("pub type Ret=ExitCode;"), "{m}");
    }
}
