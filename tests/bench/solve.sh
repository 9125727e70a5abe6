#!/bin/sh
# Times `othello solve` (THREADS threads, default one) on the FFO test positions FIRST..LAST
# of fixtures/solve/ffo.txt and prints Markdown table rows: number, empties,
# the answer and whether it equals the published one, wall seconds, CPU
# seconds (user + system), nodes. With BASE (another build's binary), each
# position is solved by BASE first, then by this build, one after the
# other, and both rows are printed (the contender's name first): on a
# shared machine compare the two builds by the ratio of their CPU times
# over the same run, not by single timings.
# Not a test: timings vary with the machine and its load (`uptime` before
# and after). Each position gets a fresh process (and table).
#
#   tests/bench/solve.sh [FIRST [LAST [HASH_MB [THREADS [BASE]]]]]
#   (defaults: 40, 44, 64, 1, none)
set -eu
first=${1:-40}
last=${2:-44}
hash=${3:-64}
threads=${4:-1}
base=${5:-}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bins=target/release/othello
[ -z "$base" ] || bins="$base $bins"
tmp=/tmp/solve-bench.$$
uptime
grep -v '^#' fixtures/solve/ffo.txt | while read -r n cells side score best; do
    [ "$n" -ge "$first" ] && [ "$n" -le "$last" ] || continue
    empties=$(printf %s "$cells" | tr -cd - | wc -c)
    want="$score $(printf %s "$best" | tr , ' ')"
    for bin in $bins; do
        out=$(printf '%s %s\n' "$cells" "$side" |
            /usr/bin/time -f 'cpu %U %S' -o "$tmp.cpu" "$bin" solve --hash "$hash" --threads "$threads" --time 2>"$tmp")
        ok=$([ "$out" = "$want" ] && echo yes || echo "NO (published: $want)")
        cpu=$(awk '/^cpu/ { printf "%.2f", $2 + $3 }' "$tmp.cpu")
        name=$([ -z "$base" ] && echo "" || echo "$bin | ")
        sed -n "s#^line 1: \([0-9.]*\) s, \([0-9]*\) nodes.*#| $name\#$n | $empties | \`$out\` | $ok | \1 | $cpu | \2 |#p" "$tmp"
    done
done
rm -f "$tmp" "$tmp.cpu"
uptime
