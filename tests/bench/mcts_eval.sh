#!/bin/sh
# MCTS with the learned evaluation at its leaves (the default on 8 x 8)
# against MCTS with random playouts (`eval=none`) and against
# alphabeta:depth=6, at equal thinking time, one thread, GAMES games a
# pairing (default 200). Not a test: it takes about 10 minutes of CPU.
#
# Equal time: first each engine plays 20 games against itself and the
# user seconds per engine and game are printed (half the total over 20);
# the playout counts of the pairings were chosen from these figures (AMD
# EPYC Zen 5 VM, 2 cores shared with other jobs, three runs: random games
# 10000 0.30-0.35 s a game, evaluated positions 12000 0.30-0.43 s;
# alphabeta:depth=6 0.019-0.029 s, evaluated 1500 0.019-0.033 s, random
# 1000 0.026-0.033 s). Rerun the calibration on another machine before
# trusting the equal-time rows there.
#
# Each line "X score P% (W w, D d, L l)" is X's score over the games, a
# draw counting half; a 95% interval is about +-1.96 sqrt(P (1 - P) / n).
#
#   tests/bench/mcts_eval.sh [GAMES]
set -eu
games=${1:-200}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
uptime
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
echo "== calibration: user seconds per engine and game (self-play, 20 games)"
for e in mcts:playouts=10000,eval=none mcts:playouts=12000 \
    mcts:playouts=1000,eval=none mcts:playouts=1500 alphabeta:depth=6; do
    s=$( { /usr/bin/time -f %U nice "$bin" match "$e" "$e" --games 20 >/dev/null; } 2>&1)
    echo "$e: $(echo "$s" | awk '{printf "%.3f", $1 / 40}') s"
done
for m in \
    "mcts:playouts=12000 mcts:playouts=10000,eval=none" \
    "mcts:playouts=1000 mcts:playouts=1000,eval=none" \
    "mcts:playouts=10000,eval=none alphabeta:depth=6" \
    "mcts:playouts=1000,eval=none alphabeta:depth=6" \
    "mcts:playouts=1500 alphabeta:depth=6" \
    "mcts:playouts=10000 alphabeta:depth=6" \
    "mcts:playouts=10000,cutoff=4 alphabeta:depth=6"; do
    echo "== match $m --games $games"
    # shellcheck disable=SC2086
    { /usr/bin/time -f "  %e s wall, %U s user" nice "$bin" match $m \
        --games "$games" --threads 1 | tail -1; } 2>&1
done
uptime
