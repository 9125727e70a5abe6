#!/bin/sh
# The engines' strength and speed: the `match` lines of the README's table
# and the playout rate (one thread; the benchmark
# tests/bench/playout_bench.rs, which also times three-player playouts on
# 8 x 8 and 16 x 16). With --players 3 MCTS (ENGINE_B) plays one seat
# against two random players; its line's wins are the games where it has
# the most discs alone. Not a test: timings vary with the machine and
# its load (reported by `uptime`); wall and user seconds are printed for
# each match. Matches run on THREADS threads (default 2); their results do
# not depend on it. On 8 x 8 `mcts` scores its leaves with the learned
# evaluation and `mcts:...,eval=none` with random games (the two at equal
# time: tests/bench/mcts_eval.sh).
#
# Then the learned evaluation against the simple one at equal depth (4 and
# 6), EVAL_GAMES games each.
#
#   tests/bench/engines.sh [THREADS [GAMES [EVAL_GAMES]]]
#   (defaults: 2, 100, 200)
set -eu
threads=${1:-2}
games=${2:-100}
eval_games=${3:-200}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
uptime
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
timed() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f "  %e s wall, %U s user" "$@"
    else
        time "$@"
    fi
}
for m in \
    "greedy alphabeta:depth=4" \
    "random mcts:playouts=1000" \
    "random mcts:playouts=1000 --size 10" \
    "random mcts:playouts=1000 --players 3" \
    "mcts:playouts=10000 alphabeta:depth=6" \
    "mcts:playouts=10000,eval=none alphabeta:depth=6"; do
    # Each opening is played with every rotation of the seats: with three
    # players the games are rounded up to a multiple of 3 (100 -> 102).
    n=$games
    case $m in *"--players 3"*) n=$(((games + 2) / 3 * 3)) ;; esac
    echo "== match $m --games $n"
    # shellcheck disable=SC2086
    timed $bin match $m --games "$n" --threads "$threads"
done
for d in 4 6; do
    m="alphabeta:depth=$d alphabeta:depth=$d,eval=simple"
    echo "== match $m --games $eval_games"
    # shellcheck disable=SC2086
    timed $bin match $m --games "$eval_games" --threads "$threads"
done
echo "== search rate: best --engine mcts --playouts 200000 (8 x 8 start)"
printf '........\n........\n........\n...WB...\n...BW...\n........\n........\n........\nB\n' |
    timed $bin best --engine mcts --playouts 200000 --time
cargo bench --quiet --bench playout_bench
uptime
