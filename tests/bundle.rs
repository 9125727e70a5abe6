//! Every dialect's bundle, compiled with plain `rustc --edition 2021 -O`,
//! answers every fixture of that dialect with the same bytes (stdout,
//! stderr, exit status) as the `othello` binary, and fits in 64 KiB.
//!
//! Each dialect is compiled once into a temporary folder under Cargo's
//! `target/`; two compilations run at a time.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::Mutex;

use othello::dialects::{Kind, COMMANDS};
use othello::text::visible::report;

/// Codeforces' limit on a submitted source, the smallest we know of.
const LIMIT: usize = 64 * 1024;

fn bundle_of(name: &str) -> Vec<u8> {
    let args = vec!["bundle".to_string(), name.to_string()];
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = othello::run(&args, &mut &b""[..], &mut out, &mut err);
    assert_eq!(
        status,
        0,
        "bundle {name}: {}",
        String::from_utf8_lossy(&err)
    );
    out
}

fn run(program: &Path, cmd: Option<&str>, input: &Path) -> Output {
    let extra = fs::read_to_string(input.with_extension("args")).unwrap_or_default();
    Command::new(program)
        .args(cmd)
        .args(extra.split_whitespace())
        .current_dir(input.parent().unwrap())
        .stdin(fs::File::open(input).unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .unwrap()
}

fn fixtures_of(name: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name);
    let mut v: Vec<PathBuf> = fs::read_dir(&dir)
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "in"));
    v.sort();
    v
}

/// Compiles the bundle of `name` and checks it on the dialect's fixtures;
/// returns the bundle's size, or the failures.
fn check(name: &str, tmp: &Path) -> Result<usize, String> {
    let src = bundle_of(name);
    let dir = tmp.join(name);
    fs::create_dir_all(&dir).unwrap();
    let main = dir.join("main.rs");
    fs::write(&main, &src).unwrap();
    let exe = dir.join("main");
    let compiled = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-o"])
        .arg(&exe)
        .arg(&main)
        .output()
        .unwrap();
    if !compiled.status.success() {
        return Err(format!(
            "{name}: the bundle does not compile ({}):\n{}",
            main.display(),
            String::from_utf8_lossy(&compiled.stderr)
        ));
    }
    let mut problems = String::new();
    if src.len() > LIMIT {
        problems.push_str(&format!(
            "{name}: bundle is {} bytes, over {LIMIT}\n",
            src.len()
        ));
    }
    let fixtures = fixtures_of(name);
    if fixtures.is_empty() {
        problems.push_str(&format!("{name}: no fixtures to run the bundle on\n"));
    }
    for input in fixtures {
        let want = run(Path::new(env!("CARGO_BIN_EXE_othello")), Some(name), &input);
        let got = run(&exe, None, &input);
        for (what, w, g) in [
            ("stdout", &want.stdout, &got.stdout),
            ("stderr", &want.stderr, &got.stderr),
        ] {
            if w != g {
                problems.push_str(&format!(
                    "{}: {what} of the bundle differs from the binary's: {}",
                    input.display(),
                    report(w, g)
                ));
            }
        }
        if want.status.code() != got.status.code() {
            problems.push_str(&format!(
                "{}: bundle exits {:?}, binary {:?}\n",
                input.display(),
                got.status.code(),
                want.status.code()
            ));
        }
    }
    if problems.is_empty() {
        Ok(src.len())
    } else {
        Err(problems)
    }
}

#[test]
fn every_dialect_bundle_compiles_and_matches_the_binary() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    let names: Vec<&str> = COMMANDS
        .iter()
        .filter(|c| c.kind == Kind::Dialect)
        .map(|c| c.name)
        .collect();
    assert!(!names.is_empty());
    let todo = Mutex::new(names.clone());
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(name) = todo.lock().unwrap().pop() else {
                    return;
                };
                let r = check(name, &tmp);
                results.lock().unwrap().push((name, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort();
    let mut failures = Vec::new();
    for (name, r) in results {
        match r {
            Ok(size) => println!(
                "bundle {name}: {size} bytes ({:.1} KiB)",
                size as f64 / 1024.0
            ),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every module but the bundler itself (whose `include_str!` paths only
/// work inside the crate) goes through the bundler and still compiles:
/// this checks the tokenizer on all the code, not only on what today's
/// dialects need.
#[test]
fn every_module_survives_the_bundler() {
    let extra: Vec<String> = othello::bundle::all_modules()
        .into_iter()
        .filter(|m| !m.is_empty() && m != "bundle" && !m.starts_with("bundle::"))
        .filter(|m| m != "dialects::bundle")
        .collect();
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    for compact in [false, true] {
        let src = othello::bundle::bundle_with("moves", &extra, compact);
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
            "bundles-all-{}",
            if compact { "compact" } else { "lines" }
        ));
        fs::create_dir_all(&dir).unwrap();
        let main = dir.join("main.rs");
        fs::write(&main, &src).unwrap();
        let out = Command::new("rustc")
            .args(["--edition", "2021", "--emit=metadata", "--out-dir"])
            .arg(&dir)
            .arg(&main)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{} does not compile:\n{}",
            main.display(),
            String::from_utf8_lossy(&out.stderr)
        );
        println!("all modules, compact={compact}: {} bytes", src.len());
    }
}
