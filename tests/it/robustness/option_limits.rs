//! Option values at the integer limits and with leading zeros: a value is
//! its number whatever its zeros (`0006` is 6), the largest `u64` and
//! one more are refused by the option's own range, stated in the
//! message, and nothing wraps (`judge --memory-limit` in KiB and bytes).

use crate::support::run_binary;

/// The start position, as `best` reads it.
const START: &[u8] =
    b"........\n........\n........\n...WB...\n...BW...\n........\n........\n........\nB\n";

fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// Runs `line` on `input`: status, stdout, stderr.
fn run(line: &str, input: &[u8]) -> (i32, String, String) {
    let out = run_binary(&words(line), input);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn values_past_the_limits_are_refused_with_the_range() {
    for (line, says) in [
        ("best --depth -1", "(1 to 60), found `-1`"),
        ("best --depth 0", "--depth must be 1 to 60, not 0"),
        (
            "best --depth 18446744073709551615",
            "--depth must be 1 to 60",
        ),
        (
            "best --depth 18446744073709551616",
            "--depth is too large: 1 to 60",
        ),
        ("best --hash 16385", "--hash must be 1 to 16384"),
        (
            "perft --hash 18446744073709551616 1",
            "--hash is too large: 0 to 16384",
        ),
        (
            "judge moves --jobs 0 -- true",
            "--jobs must be 1 to 1024, not 0",
        ),
        (
            "judge moves --jobs 1025 -- true",
            "--jobs must be 1 to 1024",
        ),
        (
            "judge moves --memory-limit 17592186044416 -- true",
            "--memory-limit must be 0 to 17592186044415",
        ),
        (
            "judge moves --memory-limit 18014398509481984 -- true",
            "--memory-limit must be 0 to 17592186044415",
        ),
        (
            "judge moves --memory-limit 18446744073709551616 -- true",
            "--memory-limit is too large: 0 to 17592186044415",
        ),
        (
            "gen kotamanegi --seed 1 --plies 61",
            "at most 60 plies fit on 8x8",
        ),
        (
            "gen moves --seed 1 --plies 18446744073709551615",
            "at most 60 plies fit on 8x8",
        ),
        ("gen ccc --seed 1 --moves 031", "0 to 30 moves"),
        (
            "gen code-golf --seed 1 --plies 0020",
            "odd number of plies, 1 to 21",
        ),
        (
            "gen moves --seed 18446744073709551616",
            "--seed is too large: at most 18446744073709551615",
        ),
    ] {
        let (status, out, err) = run(line, START);
        assert_eq!(status, 2, "{line}: {err}");
        assert!(
            err.starts_with("othello: ") && err.contains(says),
            "{line}: {err}"
        );
        assert!(out.is_empty(), "{line}: {out}");
    }
}

#[test]
fn leading_zeros_are_the_value() {
    for (padded, plain) in [
        ("best --depth 0000000000000000000000006", "best --depth 6"),
        (
            "gen moves --seed 000000000000000000000000001 --cases 01 --plies 00010",
            "gen moves --seed 1 --cases 1 --plies 10",
        ),
        (
            "gen kotamanegi --seed 00018446744073709551615 --plies 060",
            "gen kotamanegi --seed 18446744073709551615 --plies 60",
        ),
        ("perft --hash 00001 0005", "perft --hash 1 5"),
    ] {
        let a = run(padded, START);
        assert_eq!(a.0, 0, "{padded}: {}", a.2);
        assert_eq!(a, run(plain, START), "{padded}");
    }
}

#[test]
fn the_largest_memory_limit_is_set_and_caps_nothing() {
    // 2^64 bytes less one MiB: `ulimit -v` is given exactly that many
    // KiB, which a shell that multiplies by 1024 holds in 64 bits.
    let me = env!("CARGO_BIN_EXE_othello");
    let line =
        format!("judge moves --cases 1 --gen --size=4 --memory-limit 17592186044415 -- {me} moves");
    let (status, out, err) = run(&line, b"");
    assert_eq!(
        (status, out.as_str()),
        (0, "AC 1 WA 0 TLE 0 MLE 0 RE 0 (1 case)\n"),
        "{err}"
    );
    assert!(!err.contains("not enforced") || !cfg!(unix), "{err}");
}
