#!/bin/sh
# Times `othello perft` from the start in three modes (1 thread, 2 threads,
# 2 threads with a 1 GB table), RUNS times each, and prints per depth from
# 10 the best time as Markdown table rows. Not a test: timings vary with
# the machine and its load (reported by `uptime` before and after).
#
#   tests/bench/perft.sh [DEPTH [RUNS]]      (defaults: 13, 3)
set -eu
depth=${1:-13}
runs=${2:-3}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
uptime
for mode in "--threads 1" "--threads 2" "--threads 2 --hash 1024"; do
    for _ in $(seq "$runs"); do
        # shellcheck disable=SC2086
        $bin perft $mode --time "$depth" 2>&1 >/dev/null | sed -n "s/^depth \([0-9]*\): \([0-9.]*\) s.*/\1 \2/p"
    done | awk -v mode="$mode" '
        $1 >= 10 && (!($1 in best) || $2 < best[$1]) { best[$1] = $2 }
        END { for (d in best) print d, best[d], mode }' | sort -n
done | awk '
    BEGIN { split("4 12 56 244 1396 8200 55092 390216 3005288 24571284 212258800 1939886636 18429641748 184042084512", n, " ") }
    { mode = $3; for (i = 4; i <= NF; i++) mode = mode " " $i
      printf "| `%s` | %s | %s | %.3f | %.2e |\n", mode, $1, n[$1], $2, n[$1] / $2 }'
uptime
