//! The crate as Cargo builds it without its default features, beside the
//! bundles cut from that configuration.

use super::{compare, LEFT_OUT};
use othello::cli::command::Kind;
use othello::commands::COMMANDS;
use std::path::PathBuf;
use std::process::Command;

/// The crate built with `--no-default-features`, the configuration bundles
/// are cut from (see `Cargo.toml`), answers every dialect's fixtures as
/// the default build does, with the same exception as bundles. The bundle
/// test checks what the bundler makes of that configuration; this checks
/// the configuration as Cargo builds it (its own `main`, the command
/// lookup, and no pruning), so that the two cannot tell different stories.
/// Cargo builds it into its own folder under `target/`, unoptimised and
/// without debug information (it answers small fixtures, and the bundles'
/// optimised build is `every_dialect_bundle_compiles_and_matches_the_binary`'s):
/// the build takes a fraction of the dev profile's time, with the same
/// debug assertions and overflow checks.
#[test]
fn the_no_default_features_build_matches_the_binary() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-default-features");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .args(["build", "--no-default-features", "--bin", "othello"])
        .env("CARGO_PROFILE_DEV_OPT_LEVEL", "0")
        .env("CARGO_PROFILE_DEV_DEBUG", "0")
        .arg("--target-dir")
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "cargo build --no-default-features:\n{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let exe = dir
        .join("debug")
        .join(format!("othello{}", std::env::consts::EXE_SUFFIX));
    let mut problems = String::new();
    for c in COMMANDS.iter().filter(|c| c.kind == Kind::Dialect) {
        problems.push_str(&compare(
            c.name,
            &exe,
            Some(c.name),
            "--no-default-features",
        ));
        // Its `--help` offers no option that it refuses.
        let help = Command::new(&exe)
            .args([c.name, "--help"])
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&help.stdout).into_owned();
        let options = help.rsplit("\noptions:\n").next().unwrap_or("");
        for o in LEFT_OUT {
            if options
                .lines()
                .any(|l| l.trim_start().starts_with(&format!("{o} ")))
            {
                problems.push_str(&format!("{} --help offers {o}, which it refuses\n", c.name));
            }
        }
    }
    assert!(problems.is_empty(), "{problems}");
}
