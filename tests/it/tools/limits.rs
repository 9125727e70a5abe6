//! One limit per option across the tools, stated in their help, and
//! numbers past a limit called what they are (too large, with the limit),
//! however many digits they have.

use crate::support::run_binary;

fn stderr(args: &[&str]) -> (Option<i32>, String) {
    let o = run_binary(args, b"");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn help(tool: &str) -> String {
    String::from_utf8(run_binary(&[tool, "--help"], b"").stdout).unwrap()
}

/// The help line of option `opt` of `tool`, in its list of options.
fn option_line(tool: &str, opt: &str) -> String {
    let help = help(tool);
    let options = help.rsplit("\noptions:\n").next().unwrap_or("");
    let line = options
        .lines()
        .find(|l| l.trim_start().starts_with(&format!("{opt} ")));
    line.unwrap_or_else(|| panic!("{tool} --help lists no {opt}"))
        .to_string()
}

/// A command line of `tool` that is complete but for the options.
fn tool_args(tool: &str) -> Vec<&str> {
    match tool {
        "perft" => vec!["perft", "1"],
        "match" => vec!["match", "random", "random"],
        _ => vec![tool],
    }
}

#[test]
fn threads_and_hash_have_one_limit_stated_in_every_help() {
    for tool in ["perft", "solve", "best", "match"] {
        let line = option_line(tool, "--threads");
        assert!(line.contains("1 to 256"), "{tool}: {line}");
        let args = [tool_args(tool), vec!["--threads", "257"]].concat();
        let (status, err) = stderr(&args);
        assert_eq!(status, Some(2), "{tool}");
        assert!(
            err.contains("--threads must be 1 to 256, not 257"),
            "{tool}: {err}"
        );
    }
    for tool in ["perft", "solve", "best"] {
        let line = option_line(tool, "--hash");
        assert!(line.contains("to 16384"), "{tool}: {line}");
        let args = [tool_args(tool), vec!["--hash", "16385"]].concat();
        let (status, err) = stderr(&args);
        assert_eq!(status, Some(2), "{tool}");
        assert!(err.contains("--hash must be"), "{tool}: {err}");
        assert!(err.contains("to 16384, not 16385"), "{tool}: {err}");
    }
}

#[test]
fn numbers_past_u64_are_too_large_not_malformed() {
    let huge = "99999999999999999999";
    for args in [
        &["perft", "1", "--threads", huge][..],
        &["gen", "moves", "--seed", huge],
        &["match", "random", "random", "--games", huge],
        &["judge", "moves", "--cases", huge, "--", "true"],
    ] {
        let (status, err) = stderr(args);
        assert_eq!(status, Some(2), "{args:?}");
        assert!(err.contains("is too large"), "{args:?}: {err}");
        assert!(!err.contains("whole number"), "{args:?}: {err}");
    }
}

#[test]
fn a_time_limit_too_large_states_the_limit() {
    let args = [
        "judge",
        "moves",
        "--time-limit",
        "99999999999999999999",
        "--",
        "true",
    ];
    let (status, err) = stderr(&args);
    assert_eq!(status, Some(2));
    assert!(err.contains("at most 1000000"), "{err}");
}

#[test]
fn perft_takes_no_bigger_table_than_the_count_can_fill() {
    // `perft 3 --hash 4000` used to allocate and clear 4 GB for 56 leaves.
    let o = run_binary(&["perft", "3", "--hash", "4000", "--time"], b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1 4\n2 12\n3 56\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(", hash 0 MB"), "{err}");
    let o = run_binary(&["perft", "6", "--hash", "4000", "--time"], b"");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains(", hash 1 MB"), "{err}");
}

#[test]
fn a_mistyped_command_gets_a_suggestion() {
    let (status, err) = stderr(&["mvoes"]);
    assert_eq!(status, Some(2));
    assert!(err.contains("did you mean `moves`?"), "{err}");
}
