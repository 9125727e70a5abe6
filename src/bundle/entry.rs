//! The bundle's `main`: the binary's own, adapted to run one dialect.

use super::items::path_sep;
use super::lex::{self, Gap, Tok, TokenKind};
use super::prepare::strip;
use super::sources::SOURCES;

/// The `main` of a bundle: the binary's own `src/main.rs`, so that it
/// cannot drift from it, inside `mod bin_main` with three changes:
/// `othello::` reads `crate::`, `fn main` is public, and it calls
/// [`crate::run_single`] (the one command of the bundle's table) where the
/// binary calls [`crate::run`]. A root `main` calls it. `None` if
/// `main.rs` lacks that shape (then [`plain_main`] is used).
pub(super) fn adapted_main() -> Option<String> {
    let src = SOURCES.iter().find(|s| s.path == "main.rs")?;
    let toks = strip(lex::lex(src.text));
    let word = |t: &'static str, gap| Tok::new(TokenKind::Word, t, gap);
    let mut out = Vec::new();
    let mut ret: Option<Vec<Tok>> = None;
    let mut run_found = false;
    let mut i = 0;
    while i < toks.len() {
        let at = |k: usize| toks.get(i + k).map_or("", |t| t.text);
        if at(0) == "othello" && path_sep(&toks, i + 1) {
            out.push(word("crate", toks[i].gap));
            if at(3) == "run" && at(4) == "(" {
                out.extend_from_slice(&toks[i + 1..i + 3]);
                out.push(word("run_single", Gap::None));
                run_found = true;
                i += 4;
                continue;
            }
            i += 1;
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
    let ret = ret.filter(|_| run_found)?;
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
    s.push_str(
        ";
}
fn main() -> bin_main::Ret {
    bin_main::main()
}
",
    );
    Some(s)
}

/// A plain `main` running the bundle's one command, for a `main.rs` that
/// [`adapted_main`] cannot adapt.
pub(super) fn plain_main() -> String {
    "fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args_os().skip(1).map(|a| a.to_string_lossy().into_owned()).collect();
    let mut stdin = std::io::BufReader::with_capacity(1 << 16, std::io::stdin());
    let mut stdout = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut stderr = std::io::stderr().lock();
    std::process::ExitCode::from(run_single(&args, &mut stdin, &mut stdout, &mut stderr))
}
"
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_comes_from_main_rs() {
        let m = adapted_main().expect("main.rs has the expected shape");
        assert!(m.contains("pub fn main()"), "{m}");
        assert!(m.contains("crate::run_single(&args,"), "{m}");
        assert!(m.contains("std::env::args_os()"), "{m}");
        assert!(m.contains("pub type Ret=ExitCode;"), "{m}");
    }
}
