#!/bin/sh
# Nodes per second of `best`'s depth-limited search with each evaluation:
# `best --depth DEPTH --exact 0 --time` on COUNT positions after 20 random
# plies (`othello gen moves`, seeds 1..COUNT), the two evaluations run
# one after the other on each position so that they see the same load.
# Prints per evaluation the nodes, seconds and nodes per second in all.
# Not a test: timings vary with the machine and its load (`uptime`).
#
#   tests/bench/best_speed.sh [DEPTH [COUNT]]      (defaults: 9, 20)
set -eu
depth=${1:-9}
count=${2:-20}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
uptime
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
tmp=${TMPDIR:-/tmp}/best-speed.$$
: >"$tmp"
i=1
while [ "$i" -le "$count" ]; do
    "$bin" gen moves --seed "$i" --plies 20 --cases 1 | tail -n +2 >"$tmp.in"
    for eval in learned simple; do
        "$bin" best --depth "$depth" --exact 0 --eval "$eval" --time <"$tmp.in" 2>&1 >/dev/null |
            sed -n "s/^line 1: \([0-9.]*\) s, .*, \([0-9]*\) nodes$/$eval \1 \2/p" >>"$tmp"
    done
    i=$((i + 1))
done
awk '{ s[$1] += $2; n[$1] += $3 }
     END { for (e in s) printf "%s: %d nodes, %.2f s, %.0f nodes/s\n", e, n[e], s[e], n[e] / s[e] }' "$tmp"
rm -f "$tmp" "$tmp.in"
uptime
