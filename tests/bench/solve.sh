#!/bin/sh
# Times `othello solve` (THREADS threads, default one) on the FFO test positions FIRST..LAST
# of fixtures/solve/ffo.txt and prints Markdown table rows: number, empties,
# the answer and whether it equals the published one, seconds, nodes.
# Not a test: timings vary with the machine and its load (`uptime` before
# and after). Each position gets a fresh process (and table).
#
#   tests/bench/solve.sh [FIRST [LAST [HASH_MB [THREADS]]]]
#   (defaults: 40, 44, 64, 1)
set -eu
first=${1:-40}
last=${2:-44}
hash=${3:-64}
threads=${4:-1}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
uptime
grep -v '^#' fixtures/solve/ffo.txt | while read -r n cells side score best; do
    [ "$n" -ge "$first" ] && [ "$n" -le "$last" ] || continue
    empties=$(printf %s "$cells" | tr -cd - | wc -c)
    out=$(printf '%s %s\n' "$cells" "$side" | "$bin" solve --hash "$hash" --threads "$threads" --time 2>/tmp/solve-bench.$$)
    want="$score $(printf %s "$best" | tr , ' ')"
    ok=$([ "$out" = "$want" ] && echo yes || echo "NO (published: $want)")
    sed -n "s/^line 1: \([0-9.]*\) s, \([0-9]*\) nodes.*/| #$n | $empties | \`$out\` | $ok | \1 | \2 |/p" /tmp/solve-bench.$$
done
rm -f /tmp/solve-bench.$$
uptime
