//! Every module of the crate through the bundler: the tokenizer and the
//! pruning checked on all the code bundles may take, not only on what
//! today's dialects take.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

/// Every module but the bundler itself (whose `include_str!` paths only
/// work inside the crate) goes through the bundler and still compiles:
/// this checks the tokenizer on all the code bundles may take (the
/// no-default-features configuration; what features gate is left out), not
/// only on what today's dialects need.
#[test]
fn every_module_survives_the_bundler() {
    let extra: Vec<String> = othello::bundle::all_modules()
        .into_iter()
        .filter(|m| !m.is_empty() && m != "bundle" && !m.starts_with("bundle::"))
        .filter(|m| m != "tools::bundle")
        .collect();
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    for compact in [false, true] {
        let module = othello::dialects::moves::COMMAND.module;
        let src = othello::bundle::bundle_with("moves", module, &extra, compact);
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
