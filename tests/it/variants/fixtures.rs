//! The variant fixtures of `moves` and `play` (the hand-checked `variant-*`
//! and every other fixture whose `.args` select a variant with `--players`,
//! `--directions` or `--costs`, such as the specification's samples) agree
//! with the naive oracle of `tests/it/oracle/variants.rs`: each expected
//! stdout is recomputed from the input by the oracle, so a slip in the hand
//! reasoning shows up here, and `tests/it/formats/golden.rs` then holds the
//! binary to the same files.
//!
//! The oracle's reader (`oracle::variants_input`) reads only what the
//! specification defines and the fixtures use; fixtures that expect an
//! input error (a `.err` and no `.out`) are the hand-written messages and
//! are left to the golden test.

use std::fs;
use std::path::{Path, PathBuf};

use crate::oracle::variants_input::{moves, opts, play};

/// Whether `args` select a variant and name nothing this test cannot read.
fn variant_args(args: &str) -> bool {
    let words: Vec<&str> = args.split_whitespace().collect();
    let known = |w: &&str| {
        matches!(*w, "--players" | "--directions" | "--costs") || w.parse::<u8>().is_ok()
    };
    words.iter().all(known) && words.iter().any(|w| w.starts_with("--"))
}

/// The fixtures of `cmd` that select a variant: every `variant-*`, and any
/// other whose `.args` hold only variant options.
fn fixtures(cmd: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(cmd);
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".in")
                && (name.starts_with("variant-") || variant_args(&read(&p.with_extension("args"))))
        })
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    fs::read_to_string(p).unwrap_or_default()
}

#[test]
fn moves_fixtures_agree_with_the_oracle() {
    let mut checked = 0;
    for input in fixtures("moves") {
        if input.with_extension("err").exists() {
            continue;
        }
        let o = opts(&read(&input.with_extension("args")));
        let want = read(&input.with_extension("out"));
        assert_eq!(moves(&o, &read(&input)), want, "{}", input.display());
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} moves fixtures checked");
}

#[test]
fn play_fixtures_agree_with_the_oracle() {
    let mut checked = 0;
    for input in fixtures("play") {
        let has_err = input.with_extension("err").exists();
        let has_out = input.with_extension("out").exists();
        if has_err && !has_out {
            continue;
        }
        let o = opts(&read(&input.with_extension("args")));
        let (got, bad) = play(&o, &read(&input));
        assert_eq!(
            got,
            read(&input.with_extension("out")),
            "{}",
            input.display()
        );
        assert_eq!(bad, has_err, "{}: bad move vs .err", input.display());
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} play fixtures checked");
}
