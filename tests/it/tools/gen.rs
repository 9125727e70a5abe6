//! `othello gen`: the same seed and options give the same bytes, and the
//! output always parses in its dialect (the dialect exits 0 on it).
//!
//! Every dialect in `COMMANDS` must have a generator (the table entry that
//! carries a generator names its dialect).

use crate::support::{run, Ran};
use othello::cli::command::Kind;
use othello::commands::COMMANDS;
use othello::tools::gen::generators;

pub(super) fn gen(dialect: &str, seed: u64, extra: &[&str]) -> Vec<u8> {
    let seed = seed.to_string();
    let mut args = vec!["gen", dialect, "--seed", &seed];
    args.extend_from_slice(extra);
    let Ran { status, out, err } = run(&args, b"");
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 0, "gen {args:?} failed: {err}");
    out
}

/// A value for `gen` option `opt` that every generator accepting it takes
/// (`None` for a flag).
fn option_value(opt: &str) -> Option<&'static str> {
    match opt {
        "--size" => Some("8"),
        // Odd, for code-golf.
        "--plies" => Some("11"),
        "--cases" => Some("2"),
        "--moves" => Some("5"),
        "--illegal" => Some("30"),
        "--alphabet" => Some("xo."),
        "--walls" => Some("10"),
        "--cells" => Some("80"),
        "--end" | "--pass" | "--spaced" => None,
        _ => panic!("no value for `gen {opt}`: add one to option_value (tests/it/tools/gen.rs)"),
    }
}

/// Option sets tried per dialect besides the defaults: the combinations
/// below, then each option the generator accepts that none of them uses,
/// alone (so a new dialect or option is exercised without a line here).
pub(super) fn variants(dialect: &str) -> Vec<Vec<&'static str>> {
    let v: Vec<&[&'static str]> = match dialect {
        "moves" => vec![
            &["--end", "--cases", "2"],
            &["--pass", "--size", "6x10", "--cases", "1"],
            &["--size", "2", "--spaced", "--alphabet", "120"],
            &["--size", "70x130", "--plies", "40", "--alphabet", "xo."],
        ],
        "play" => vec![
            &["--plies", "0", "--moves", "5"],
            &["--end", "--size", "6", "--spaced"],
            &["--pass", "--alphabet", "XO."],
            &["--size", "4x30", "--plies", "3", "--moves", "40"],
        ],
        "console" => vec![
            &["--end"],
            &["--pass", "--illegal", "30"],
            &["--size", "6x10", "--moves", "50"],
        ],
        "uva220" => vec![
            &["--end", "--cases", "2"],
            &["--pass", "--cases", "4"],
            &["--plies", "0", "--moves", "3"],
        ],
        "nowcoder" => vec![
            &["--illegal", "50", "--cases", "5"],
            &["--pass"],
            &["--plies", "60"],
        ],
        "codingame" => vec![&["--illegal", "100"], &["--pass"], &["--plies", "0"]],
        "check-move" => vec![
            &["--spaced", "--moves", "8"],
            &["--illegal", "50"],
            &["--plies", "60"],
        ],
        "coding-ninjas" => vec![&["--end"], &["--illegal", "40", "--moves", "20"]],
        "maze-tac-toe" => vec![
            &["--size", "3"],
            &["--size", "25", "--walls", "10", "--cells", "80"],
            &["--walls", "0", "--cells", "100"],
        ],
        // Odd, 1 to 21: after an even number X would be to move.
        "code-golf" => vec![
            &["--pass", "--cases", "4"],
            &["--plies", "1"],
            &["--plies", "21"],
        ],
        "simple-othello" => vec![&["--size", "1"], &["--size", "50"], &["--size", "200"]],
        "ccc" => vec![&["--end"], &["--moves", "0"], &["--moves", "30"]],
        "baekjoon" => vec![
            &["--pass"],
            &["--size", "4"],
            &["--size", "30", "--plies", "200"],
        ],
        "kotamanegi" => vec![&["--plies", "0"], &["--plies", "59"]],
        "hackerearth" => vec![&["--pass"], &["--plies", "0"], &["--plies", "96"]],
        "swea" => vec![
            &["--size", "4", "--end", "--cases", "3"],
            &["--pass", "--size", "6"],
            &["--moves", "0"],
            &["--size", "8", "--cases", "1", "--moves", "200"],
        ],
        "lcp41" => vec![&["--size", "1"], &["--size", "1x8"], &["--size", "8"]],
        "paiza" => vec![&["--pass"]],
        "yukicoder" => vec![&["--plies", "0"], &["--plies", "59"], &["--plies", "200"]],
        "codewars" => vec![&["--moves", "0"], &["--moves", "8"]],
        "botzone" => vec![&["--pass"], &["--plies", "0"], &["--plies", "59"]],
        "cody" => vec![
            &["--size", "1"],
            &["--size", "2"],
            &["--size", "70"],
            &["--size", "8", "--plies", "60"],
        ],
        _ => vec![],
    };
    let mut all = vec![Vec::new()];
    all.extend(v.into_iter().map(|o| o.to_vec()));
    let accepts = othello::commands::find(dialect)
        .and_then(|c| c.gen)
        .map_or(&[][..], |g| g.accepts);
    for &opt in accepts {
        if !all.iter().any(|set| set.contains(&opt)) {
            all.push(std::iter::once(opt).chain(option_value(opt)).collect());
        }
    }
    all
}

#[test]
fn same_seed_same_bytes_other_seed_other_bytes() {
    for (dialect, _) in generators(COMMANDS) {
        for extra in variants(dialect) {
            let a = gen(dialect, 42, &extra);
            assert_eq!(a, gen(dialect, 42, &extra), "{dialect} {extra:?}");
            assert!(!a.is_empty(), "{dialect} {extra:?} wrote nothing");
        }
        let differ = (0..5).any(|s| gen(dialect, s, &[]) != gen(dialect, s + 100, &[]));
        assert!(differ, "{dialect}: the seed changes nothing");
    }
}

/// Pins the bytes of one output per generator family, so that a change of
/// the random stream (which would change every published test set) is
/// noticed. The positions were checked by hand (fixtures/gen/*.md).
#[test]
fn known_output_for_a_known_seed() {
    let got = gen("moves", 7, &["--size", "6", "--plies", "5", "--cases", "1"]);
    assert_eq!(
        String::from_utf8(got).unwrap(),
        "6\n......\n.WB...\n.WBB..\n.WBB..\n...B..\n......\nW\n"
    );
}

#[test]
fn every_output_parses_in_its_dialect() {
    let mut checked = 0;
    for (dialect, _) in generators(COMMANDS) {
        for extra in variants(dialect) {
            for seed in 0..40 {
                let input = gen(dialect, seed, &extra);
                // The bots' search is not what is checked here: a small
                // budget answers as legally, much sooner.
                let bot = ["hackerearth", "botzone"].contains(&dialect);
                let args: &[&str] = if bot {
                    &[dialect, "--nodes", "1000"]
                } else {
                    &[dialect]
                };
                let Ran { status, err, .. } = run(args, &input);
                let err = String::from_utf8_lossy(&err).into_owned();
                assert_eq!(
                    status,
                    0,
                    "`othello gen {} --seed {seed} {}` does not parse in its dialect: {err}\ninput:\n{}",
                    dialect,
                    extra.join(" "),
                    String::from_utf8_lossy(&input)
                );
                checked += 1;
            }
        }
    }
    println!("{checked} generated inputs checked");
}

#[test]
fn every_dialect_has_a_generator() {
    for c in COMMANDS.iter().filter(|c| c.kind == Kind::Dialect) {
        assert!(
            c.gen.is_some(),
            "dialect `{}` has no generator (its COMMAND's `gen` field)",
            c.name
        );
    }
}

#[test]
fn options_a_dialect_does_not_take_are_refused() {
    let Ran { status, err, .. } = run(&["gen", "codingame", "--seed", "1", "--cases", "2"], b"");
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 2);
    assert!(
        err.contains("`--cases` does not apply to `codingame`"),
        "{err}"
    );
    let Ran { status, err, .. } = run(&["gen", "uva220", "--seed", "1", "--size", "10"], b"");
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 2, "{err}");
    let Ran { status, err, .. } = run(&["gen", "moves", "--seed", "1", "--size", "7"], b"");
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("even"), "{err}");
}

#[test]
fn big_boards_stream() {
    let out = gen(
        "moves",
        1,
        &["--size", "2000", "--plies", "20", "--cases", "1"],
    );
    assert_eq!(out.len(), "2000\n".len() + 2000 * 2001 + 2);
    let Ran { status, err, .. } = run(&["moves"], &out);
    let err = String::from_utf8_lossy(&err).into_owned();
    assert_eq!(status, 0, "{err}");
}
