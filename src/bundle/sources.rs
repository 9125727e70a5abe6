//! The crate's own source, embedded at compile time: what the bundler
//! reads, so that a bundle cannot drift from the tested code.

/// One source file of the crate: its path under `src/` and its text.
pub struct Source {
    /// The path under `src/`, with `/` separators.
    pub path: &'static str,
    /// The file's text.
    pub text: &'static str,
}

macro_rules! sources {
    ($($path:literal),* $(,)?) => {
        &[$(Source { path: $path, text: include_str!(concat!("../", $path)) }),*]
    };
}

/// Every file under `src/`, embedded at compile time, in path order. Rust
/// has no way to embed a folder without a build script, so this list is
/// kept by hand: a test below compares it with `src/` and fails while a
/// file is missing from it or it names one that is gone.
pub const SOURCES: &[Source] = sources![
    "lib.rs",
    "main.rs",
    "bitboard.rs",
    "bitboard/geometry.rs",
    "bitboard/kernel.rs",
    "bitboard/kernel/avx2.rs",
    "bitboard/kernel/avx512.rs",
    "bitboard/kernel/scalar.rs",
    "bitboard/moves8.rs",
    "bitboard/perft.rs",
    "board.rs",
    "board/bitboard.rs",
    "board/chain.rs",
    "board/players.rs",
    "board/reach.rs",
    "board/setups.rs",
    "board/sweep.rs",
    "board/sweep/bands.rs",
    "board/tests.rs",
    "bot.rs",
    "bundle.rs",
    "bundle/cfg.rs",
    "bundle/compact.rs",
    "bundle/entry.rs",
    "bundle/graph.rs",
    "bundle/imports.rs",
    "bundle/items.rs",
    "bundle/lcp41.rs",
    "bundle/leetcode.rs",
    "bundle/lex.rs",
    "bundle/prepare.rs",
    "bundle/prune.rs",
    "bundle/prune/dropped_imports.rs",
    "bundle/prune/nodes.rs",
    "bundle/prune/reach.rs",
    "bundle/sources.rs",
    "cli.rs",
    "cli/args.rs",
    "cli/bot.rs",
    "cli/command.rs",
    "cli/hash.rs",
    "cli/input.rs",
    "cli/variants.rs",
    "color.rs",
    "commands.rs",
    "cpu.rs",
    "dialects.rs",
    "dialects/baekjoon.rs",
    "dialects/botzone.rs",
    "dialects/ccc.rs",
    "dialects/check_move.rs",
    "dialects/checkio.rs",
    "dialects/code_golf.rs",
    "dialects/codewars.rs",
    "dialects/coding_ninjas.rs",
    "dialects/codingame.rs",
    "dialects/cody.rs",
    "dialects/cody/render.rs",
    "dialects/console.rs",
    "dialects/console/answer.rs",
    "dialects/console/computer.rs",
    "dialects/console/draw.rs",
    "dialects/hackerearth.rs",
    "dialects/kotamanegi.rs",
    "dialects/lcp41.rs",
    "dialects/maze_tac_toe.rs",
    "dialects/moves.rs",
    "dialects/moves/pipeline.rs",
    "dialects/moves/variants.rs",
    "dialects/nowcoder.rs",
    "dialects/paiza.rs",
    "dialects/play.rs",
    "dialects/play/ggf.rs",
    "dialects/play/report.rs",
    "dialects/play/start.rs",
    "dialects/simple_othello.rs",
    "dialects/swea.rs",
    "dialects/uva220.rs",
    "dialects/yukicoder.rs",
    "diff.rs",
    "diff/difference.rs",
    "diff/report.rs",
    "diff/stream.rs",
    "diff/whole.rs",
    "engine.rs",
    "engine/bit8.rs",
    "engine/clock.rs",
    "engine/generic.rs",
    "engine/mcts.rs",
    "engine/mcts/leaf.rs",
    "engine/multi.rs",
    "engine/position.rs",
    "engine/think.rs",
    "engine/versus.rs",
    "engine/zobrist.rs",
    "error.rs",
    "eval.rs",
    "eval/file.rs",
    "eval/folding.rs",
    "eval/gather.rs",
    "eval/patterns.rs",
    "game.rs",
    "game/frontier.rs",
    "game/tests.rs",
    "game/tracked.rs",
    "gen.rs",
    "gen/botzone.rs",
    "gen/ccc.rs",
    "gen/checkio.rs",
    "gen/code_golf.rs",
    "gen/codewars.rs",
    "gen/cody.rs",
    "gen/formats.rs",
    "gen/judges.rs",
    "gen/lcp41.rs",
    "gen/maze.rs",
    "gen/othello.rs",
    "gen/paiza.rs",
    "gen/row.rs",
    "gen/swea.rs",
    "gen/variants.rs",
    "gen/yukicoder.rs",
    "json.rs",
    "judge.rs",
    "judge/case.rs",
    "judge/run.rs",
    "judge/shrink.rs",
    "judge/trial.rs",
    "judge/verdict.rs",
    "output_file.rs",
    "progress.rs",
    "quote.rs",
    "quote/visible.rs",
    "records.rs",
    "records/ffo.rs",
    "records/ggf.rs",
    "records/ggf/board.rs",
    "records/ggf/out.rs",
    "records/obf.rs",
    "rng.rs",
    "rules.rs",
    "rules/costs.rs",
    "rules/directions.rs",
    "search.rs",
    "search/endgame.rs",
    "search/endgame/deep.rs",
    "search/endgame/last.rs",
    "search/endgame/root.rs",
    "search/endgame/shallow.rs",
    "search/endgame/target.rs",
    "search/evaluation.rs",
    "search/isa.rs",
    "search/midgame.rs",
    "search/midgame/clock.rs",
    "search/midgame/mpc.rs",
    "search/midgame/mpc_table.rs",
    "search/midgame/node.rs",
    "search/midgame/table.rs",
    "search/midgame/tests.rs",
    "search/parity.rs",
    "search/simple_eval.rs",
    "search/stability.rs",
    "search/tt.rs",
    "square.rs",
    "squareset.rs",
    "text.rs",
    "text/costs.rs",
    "text/fixed.rs",
    "text/multiplayer.rs",
    "text/notation.rs",
    "text/packed.rs",
    "text/packed/avx512.rs",
    "text/packed/decode.rs",
    "text/packed/encode.rs",
    "text/position.rs",
    "text/position/alphabet.rs",
    "text/position/masks.rs",
    "text/position/read.rs",
    "text/position/rows.rs",
    "text/position/write.rs",
    "text/reader.rs",
    "text/reader/limit.rs",
    "text/reader/tests.rs",
    "text/start.rs",
    "text/swar.rs",
    "text/transposed.rs",
    "text/validate.rs",
    "tools.rs",
    "tools/best.rs",
    "tools/best/options.rs",
    "tools/bundle.rs",
    "tools/diff.rs",
    "tools/gen.rs",
    "tools/gtp.rs",
    "tools/gtp/board.rs",
    "tools/judge.rs",
    "tools/judge/options.rs",
    "tools/nboard.rs",
    "tools/nboard/work.rs",
    "tools/perft.rs",
    "tools/record.rs",
    "tools/solve.rs",
    "tools/train.rs",
    "tools/versus.rs",
    "train.rs",
    "train/balanced.rs",
    "train/engine.rs",
    "train/fit.rs",
    "train/games.rs",
    "train/label.rs",
];

/// A module's path from the crate root, `""` for the root itself.
pub type ModPath = String;

/// Every module with a source file (the crate root is `""`).
pub fn all_modules() -> Vec<ModPath> {
    SOURCES.iter().filter_map(|s| module_of(s.path)).collect()
}

/// The module a source file defines (`text.rs` -> `text`,
/// `text/position.rs` -> `text::position`); `None` for `main.rs`. A folder
/// module is `foo.rs` beside `foo/`, never `foo/mod.rs` (a test checks).
pub(super) fn module_of(path: &str) -> Option<ModPath> {
    let stem = path.strip_suffix(".rs")?;
    match stem {
        "lib" => Some(String::new()),
        "main" => None,
        _ => Some(stem.replace('/', "::")),
    }
}

/// The module `module_path!()` names (`othello::dialects::check_move`),
/// from the crate root (`dialects::check_move`).
pub(super) fn from_root(module: &'static str) -> &'static str {
    module.split_once("::").map_or(module, |(_, m)| m)
}

/// The source file of module `m`.
pub(super) fn source_of(m: &str) -> Option<&'static Source> {
    SOURCES
        .iter()
        .find(|s| module_of(s.path).as_deref() == Some(m))
}

/// The name of top-level module `m` as the `&'static str` a token holds,
/// taken from its path in [`SOURCES`] (`""` if it has no file).
pub(super) fn static_name(m: &str) -> &'static str {
    SOURCES
        .iter()
        .filter_map(|s| s.path.strip_suffix(".rs"))
        .find(|p| *p == m)
        .unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn walk(dir: &Path, root: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, root, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let rel = p.strip_prefix(root).unwrap().to_string_lossy();
                out.push(rel.replace('\\', "/"));
            }
        }
    }

    #[test]
    fn every_source_file_is_known_to_the_bundler() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut on_disk = Vec::new();
        walk(&root, &root, &mut on_disk);
        for f in &on_disk {
            assert!(
                !f.ends_with("mod.rs"),
                "src/{f}: a folder module is `foo.rs` beside `foo/`, as everywhere in this crate"
            );
            assert!(
                SOURCES.iter().any(|s| s.path == f),
                "src/{f} is not in bundle::SOURCES (src/bundle/sources.rs): add it there"
            );
        }
        for s in SOURCES {
            assert!(on_disk.iter().any(|f| f == s.path), "{} is gone", s.path);
        }
    }
}
