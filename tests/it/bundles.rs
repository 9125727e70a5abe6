//! Every dialect's bundle, compiled with plain `rustc --edition 2021 -O`,
//! answers every fixture of that dialect with the same bytes (stdout,
//! stderr, exit status) as the `othello` binary, compiles without a
//! warning, holds no x86-64 code, and fits in `othello::bundle::SIZE_LIMIT`
//! (62 KiB: Codeforces takes 64, the rest is room). The one exception:
//! the console bundle leaves the computer player out and must refuse
//! `--computer` (status 2), and the moves, play and console bundles
//! likewise refuse the rule variants (`--directions`, `--players`,
//! `--costs`). A dialect that takes its cases as program arguments
//! (code-golf) is run that way too, on the same fixtures. A dialect whose
//! judge takes no Rust (its command's `no_bundle`) has no bundle, and
//! `othello bundle` refuses it with the reason.
//!
//! Two compilers check every bundle. The old one judges run,
//! `/usr/bin/rustc` (Debian's 1.63; another path with `OTHELLO_OLD_RUSTC`),
//! builds it with `-O` and the fixtures run on that build. The toolchain's
//! `rustc` checks it for errors and warnings (`--emit=metadata`: the lints
//! without the slow code generation). When the old compiler is missing, the
//! test says so on stderr and the toolchain's `rustc` builds and runs the
//! bundles instead, unless `OTHELLO_OLD_RUSTC` names it (as `.ci/run`
//! does): then it fails. Which compilers ran is printed even when the test
//! passes.
//!
//! The crate built by Cargo with `--no-default-features`, the configuration
//! bundles are cut from, is held to the same fixtures and the same
//! exceptions.
//!
//! Builds go to a temporary folder under Cargo's `target/`; two
//! compilations run at a time. Each dialect's optimised bundle is built
//! once per run of the tests ([`built`]) and shared by the tests that run
//! bundles (this module's and `robustness::long_lines`).

mod leetcode;
mod modules;
mod no_default_features;

use crate::support::Ran;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use crate::support::fixtures::fixture_cases;
use crate::support::say::say;
use othello::cli::command::Kind;
use othello::commands::COMMANDS;
use othello::quote::visible::report;

/// The most bytes a bundle may have.
const LIMIT: usize = othello::bundle::SIZE_LIMIT;

/// The bundle of dialect `name`, made in-process.
pub(crate) fn bundle_of(name: &str) -> Vec<u8> {
    let args = vec!["bundle".to_string(), name.to_string()];
    let Ran { status, out, err } = crate::support::run(&args, b"");
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

/// A compiler the bundles are built with.
pub(crate) struct Compiler {
    /// How to run it.
    pub(crate) path: PathBuf,
    /// Its `--version` line.
    pub(crate) version: String,
    /// A folder name for its builds.
    pub(crate) tag: &'static str,
    /// Whether it builds the bundles and runs them on the fixtures, or
    /// only checks them for errors and warnings.
    pub(crate) runs: bool,
}

/// Where judges' old compiler is looked for when `OTHELLO_OLD_RUSTC` is unset.
const OLD_RUSTC: &str = "/usr/bin/rustc";

fn version_of(path: &Path) -> Option<String> {
    let out = Command::new(path).arg("--version").output().ok()?;
    let v = String::from_utf8_lossy(&out.stdout).trim().to_string();
    (out.status.success() && !v.is_empty()).then_some(v)
}

/// The toolchain's `rustc`, then the old one when it is there (see the
/// module's documentation).
pub(crate) fn compilers() -> Vec<Compiler> {
    let rustc = PathBuf::from("rustc");
    let version = version_of(&rustc).expect("the toolchain's rustc runs");
    let mut all = vec![Compiler {
        path: rustc,
        version,
        tag: "toolchain",
        runs: true,
    }];
    let named = std::env::var_os("OTHELLO_OLD_RUSTC");
    let old = PathBuf::from(named.clone().unwrap_or_else(|| OLD_RUSTC.into()));
    match version_of(&old) {
        Some(version) => {
            if !version.starts_with("rustc 1.63.") {
                say(&format!(
                    "bundle: note: {} is `{version}`, not rustc 1.63",
                    old.display()
                ));
            }
            all[0].runs = false;
            all.push(Compiler {
                path: old,
                version,
                tag: "old",
                runs: true,
            });
        }
        None if named.is_some() => panic!(
            "OTHELLO_OLD_RUSTC={} does not run: install it (apt-get install rustc)",
            old.display()
        ),
        None => say(&format!(
            "bundle: WARNING: {} not found: bundles NOT checked with judges' old \
             compiler (rustc 1.63); `apt-get install rustc` installs it",
            old.display()
        )),
    }
    all
}

/// The compilers as a line of text, with what each does when `runs_all`
/// is false.
fn describe(compilers: &[Compiler], runs_all: bool) -> String {
    let names: Vec<String> = compilers
        .iter()
        .map(|c| {
            let does = if c.runs || runs_all {
                "-O, run on the fixtures"
            } else {
                "errors and warnings only"
            };
            format!("{} ({}: {does})", c.version, c.path.display())
        })
        .collect();
    names.join(" and ")
}

/// Compiles `src` with `compiler` into `dir`: the executable when `build`,
/// `None` when only checking, or why it failed. A warning is a failure:
/// some judges show them as compilation errors.
pub(crate) fn compile(
    compiler: &Compiler,
    src: &[u8],
    dir: &Path,
    build: bool,
) -> Result<Option<PathBuf>, String> {
    fs::create_dir_all(dir).unwrap();
    let main = dir.join("main.rs");
    fs::write(&main, src).unwrap();
    let exe = dir.join("main");
    let mut cmd = Command::new(&compiler.path);
    cmd.args(["--edition", "2021"]);
    if build {
        cmd.args(["-O", "-o"]).arg(&exe);
    } else {
        cmd.args(["--emit=metadata", "--out-dir"]).arg(dir);
    }
    let compiled = cmd.arg(&main).output().unwrap();
    let stderr = String::from_utf8_lossy(&compiled.stderr);
    if !compiled.status.success() {
        return Err(format!(
            "{} does not compile with {}:\n{stderr}",
            main.display(),
            compiler.version
        ));
    }
    if !stderr.trim().is_empty() {
        return Err(format!(
            "{} compiles with warnings with {}:\n{stderr}",
            main.display(),
            compiler.version
        ));
    }
    Ok(build.then_some(exe))
}

/// The compiler that runs bundles: the old one when it is there.
fn runner() -> &'static Compiler {
    static RUNNER: OnceLock<Compiler> = OnceLock::new();
    RUNNER.get_or_init(|| {
        let all = compilers();
        all.into_iter()
            .rfind(|c| c.runs)
            .expect("a compiler runs bundles")
    })
}

/// The executable of the bundle of dialect `name`, built with `-O` by
/// [`runner`] the first time a test asks for it, or why it does not build.
pub(crate) fn built(name: &'static str) -> Result<PathBuf, String> {
    type Build = Arc<OnceLock<Result<PathBuf, String>>>;
    static BUILDS: Mutex<Vec<(&str, Build)>> = Mutex::new(Vec::new());
    let build = {
        let mut builds = BUILDS.lock().unwrap();
        match builds.iter().find(|(n, _)| *n == name) {
            Some((_, b)) => b.clone(),
            None => {
                builds.push((name, Build::default()));
                builds.last().unwrap().1.clone()
            }
        }
    };
    let made = build.get_or_init(|| {
        let compiler = runner();
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join("bundles")
            .join(compiler.tag)
            .join(name);
        compile(compiler, &bundle_of(name), &dir, true).map(|exe| exe.expect("built"))
    });
    made.clone().map_err(|e| format!("{name}: {e}"))
}

/// What a bundle must never hold: the portable build has no x86-64 code
/// (which sits behind the `simd` feature), and the bundler decides every
/// `feature` itself.
const NOT_IN_A_BUNDLE: &[&str] = &[
    "std::arch",
    "target_arch",
    "target_feature",
    "is_x86_feature_detected",
    "feature=",
];

/// Checks the text of the bundle of `name`: its size and what it holds.
fn check_text(name: &str, src: &[u8]) -> Result<(), String> {
    let mut problems = String::new();
    if src.len() > LIMIT {
        problems.push_str(&format!(
            "{name}: bundle is {} bytes, over {LIMIT}\n",
            src.len()
        ));
    }
    let text = String::from_utf8_lossy(src);
    for word in NOT_IN_A_BUNDLE {
        if text.contains(word) {
            problems.push_str(&format!("{name}: the bundle holds `{word}`\n"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Compiles the bundle of `name` with `compiler` and, if it runs bundles,
/// checks it on the dialect's fixtures.
fn check(name: &'static str, compiler: &Compiler, tmp: &Path) -> Result<(), String> {
    if !compiler.runs {
        let dir = tmp.join(compiler.tag).join(name);
        return match compile(compiler, &bundle_of(name), &dir, false) {
            Ok(_) => Ok(()),
            Err(e) => Err(format!("{name}: {e}")),
        };
    }
    let exe = built(name)?;
    match compare(name, &exe, None, &compiler.version) {
        problems if problems.is_empty() => Ok(()),
        problems => Err(problems),
    }
}

/// Runs `program` (with `arg` before each fixture's arguments) on every
/// fixture of dialect `name` and says where it differs from the binary
/// (`label` names the program): stdout, stderr and status must match,
/// except that the computer player and the rule variants, which bundles
/// and the no-default-features build leave out, must be refused.
pub(crate) fn compare(name: &str, program: &Path, arg: Option<&str>, label: &str) -> String {
    let mut problems = String::new();
    let fixtures = fixture_cases(name);
    if fixtures.is_empty() {
        problems.push_str(&format!("{name}: no fixtures to run {label} on\n"));
    }
    for input in fixtures {
        let got = run(program, arg, &input);
        let args = fs::read_to_string(input.with_extension("args")).unwrap_or_default();
        if args.split_whitespace().any(|a| LEFT_OUT.contains(&a)) {
            let err = String::from_utf8_lossy(&got.stderr);
            if got.status.code() != Some(2) || !err.contains("not in bundles") {
                problems.push_str(&format!(
                    "{} ({label}): should refuse {args:?}, got status {:?}: {err}\n",
                    input.display(),
                    got.status.code()
                ));
            }
            continue;
        }
        // The tools' options are not in bundles at all: unknown there.
        if args.split_whitespace().any(|a| TOOLS_ONLY.contains(&a)) {
            if got.status.code() != Some(2) {
                problems.push_str(&format!(
                    "{} ({label}): should refuse {args:?}, got status {:?}\n",
                    input.display(),
                    got.status.code()
                ));
            }
            continue;
        }
        let want = run(Path::new(env!("CARGO_BIN_EXE_othello")), Some(name), &input);
        let case = format!("{} ({label})", input.display());
        problems.push_str(&differences(&case, &want, &got));
    }
    if CASES_AS_ARGUMENTS.contains(&name) {
        problems.push_str(&cases_as_arguments(name, program, arg, label));
    }
    problems
}

/// The options bundles and the no-default-features build refuse: the
/// computer player and the rule variants.
pub(crate) const LEFT_OUT: [&str; 4] = ["--computer", "--directions", "--players", "--costs"];

/// Options of the full build only (the `tools` feature), which bundles
/// and the no-default-features build do not know: `play --ggf`.
pub(crate) const TOOLS_ONLY: [&str; 1] = ["--ggf"];

/// Dialects that also take their cases as program arguments, one case per
/// argument holding a line break (code.golf passes its boards so).
const CASES_AS_ARGUMENTS: &[&str] = &["code-golf"];

/// Runs `program` (with `arg` before the cases) and the binary with each
/// fixture's blank-line-separated cases of dialect `name` as arguments
/// (standard input empty), and says where they differ.
fn cases_as_arguments(name: &str, program: &Path, arg: Option<&str>, label: &str) -> String {
    let mut problems = String::new();
    for input in fixture_cases(name) {
        let text = fs::read_to_string(&input).unwrap().replace("\r\n", "\n");
        let cases: Vec<&str> = text.split("\n\n").filter(|c| c.contains('\n')).collect();
        let run = |program: &Path, cmd: Option<&str>| {
            Command::new(program)
                .args(cmd)
                .args(&cases)
                .stdin(Stdio::null())
                .output()
                .unwrap()
        };
        let want = run(Path::new(env!("CARGO_BIN_EXE_othello")), Some(name));
        let got = run(program, arg);
        let case = format!("{} as arguments ({label})", input.display());
        problems.push_str(&differences(&case, &want, &got));
    }
    problems
}

/// How a run of `case` (`got`) differs from the binary's (`want`):
/// stdout, stderr and exit status; empty when they agree.
pub(crate) fn differences(case: &str, want: &Output, got: &Output) -> String {
    let mut problems = String::new();
    for (what, w, g) in [
        ("stdout", &want.stdout, &got.stdout),
        ("stderr", &want.stderr, &got.stderr),
    ] {
        if w != g {
            problems.push_str(&format!(
                "{case}: {what} differs from the binary's: {}",
                report(w, g)
            ));
        }
    }
    if want.status.code() != got.status.code() {
        problems.push_str(&format!(
            "{case}: exits {:?}, the binary {:?}\n",
            got.status.code(),
            want.status.code()
        ));
    }
    problems
}

/// The dialects `othello bundle` makes a program of.
pub(crate) fn bundled() -> Vec<&'static str> {
    COMMANDS
        .iter()
        .filter(|c| c.kind == Kind::Dialect && c.no_bundle.is_none())
        .map(|c| c.name)
        .collect()
}

#[test]
fn every_dialect_bundle_compiles_and_matches_the_binary() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    let names = bundled();
    assert!(!names.is_empty());
    let compilers = compilers();
    say(&format!(
        "bundle: every dialect's bundle built with {}",
        describe(&compilers, false)
    ));
    let mut failures = Vec::new();
    for name in &names {
        let src = bundle_of(name);
        match check_text(name, &src) {
            Ok(()) => say(&format!(
                "bundle {name}: {} bytes ({:.1} KiB)",
                src.len(),
                src.len() as f64 / 1024.0
            )),
            Err(e) => failures.push(e),
        }
    }
    let jobs: Vec<(&'static str, &Compiler)> = names
        .iter()
        .flat_map(|&n| compilers.iter().map(move |c| (n, c)))
        .collect();
    let todo = Mutex::new(jobs);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let job = todo.lock().unwrap().pop();
                let (name, compiler) = match job {
                    Some(job) => job,
                    None => return,
                };
                let r = check(name, compiler, &tmp);
                results.lock().unwrap().push((name, compiler.tag, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|&(name, tag, _)| (name, tag));
    failures.extend(results.into_iter().filter_map(|(_, _, r)| r.err()));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A dialect whose judge takes no Rust has no bundle: `othello bundle`
/// refuses it with a usage error (status 2) that gives the reason, and
/// prints nothing.
#[test]
fn dialects_without_rust_are_refused_with_the_reason() {
    let mut refused = 0;
    for c in COMMANDS.iter().filter(|c| c.no_bundle.is_some()) {
        let args = vec!["bundle".to_string(), c.name.to_string()];
        let Ran { status, out, err } = crate::support::run(&args, b"");
        let err = String::from_utf8_lossy(&err);
        assert_eq!(status, 2, "bundle {}: {err}", c.name);
        assert!(out.is_empty(), "bundle {}", c.name);
        let want = format!("othello: no bundle for `{}`: ", c.name);
        assert!(err.starts_with(&want) && err.contains("Rust"), "{err}");
        assert_eq!(c.kind, Kind::Dialect, "{}", c.name);
        refused += 1;
    }
    say(&format!("bundle: {refused} dialects without Rust refused"));
}
