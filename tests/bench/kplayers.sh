#!/bin/sh
# Three- and four-player starts under random play on 8 x 8: how often a
# player has no disc left within the first round (the first K moves), and
# each seat's share of wins (the most discs alone; a shared lead is a draw).
# Each game is `othello console --computer both --engine random --seed S`.
#
#   tests/bench/kplayers.sh [GAMES]      (default 1000 per K)
set -eu
games=${1:-1000}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
for k in 3 4; do
    s=1
    while [ "$s" -le "$games" ]; do
        "$bin" console --players "$k" --size 8 --computer both --engine random --seed "$s" </dev/null |
            awk -v k="$k" '
                /^Player 1 \(/ { n++; if (n >= 2 && n <= k + 1) for (i = 4; i <= NF; i += 4) if ($i == 0) out = 1 }
                /wins\.$/ { w = $2 }
                END { print (out ? "out" : "in"), (w == "" ? "draw" : w) }'
        s=$((s + 1))
    done | awk -v k="$k" -v g="$games" '
        { if ($1 == "out") out++; wins[$2]++ }
        END {
            printf "K = %d, %d games: a player out within the first round in %d (%.1f%%); wins by seat:", k, g, out, 100 * out / g
            for (p = 1; p <= k; p++) printf " %d: %.3f", p, wins[p] / g
            printf ", draws: %.3f\n", wins["draw"] / g
        }'
done
