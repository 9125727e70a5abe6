#!/usr/bin/env bash
# Cost by squares, whatever the shape: the same number of squares as a
# tall board and as a square one, gen's random play against play's replay
# of it, and a 50 MB line of junk given to the readers. Each command runs
# RUNS times, the contenders taking turns (so load on the machine falls on
# all alike); the script prints a Markdown table of the best wall time and
# the peak resident memory (max RSS, /usr/bin/time) of each.
#
# Usage (from the project root, after `cargo build --release`):
#   tests/bench/shapes.sh [RUNS=3] [BIN=target/release/othello] [BEFORE_BIN]
#
# With BEFORE_BIN (another build, e.g. of main), every row is measured for
# both, interleaved, with the ratio before / after. Inputs (about 130 MB)
# go to a temporary folder, removed at the end.
set -euo pipefail
runs=${1:-3}
bin=${2:-target/release/othello}
before=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

grep -m1 'model name' /proc/cpuinfo || true
uptime

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
rnd = random.Random(1)
def board(name, rows, cols):
    # Random cells, a third each of B, W and empty, black to move.
    with open(f"{work}/{name}.in", "w") as f:
        f.write(f"{rows} {cols}\n")
        cells = "BW."
        for _ in range(rows):
            f.write("".join(rnd.choice(cells) for _ in range(cols)) + "\n")
        f.write("B\n")
board("tall", 8_000_000, 2)
board("square", 4000, 4000)
junk = "#" * 50_000_000 + "\n"
open(f"{work}/junk.in", "w").write(junk)
open(f"{work}/start-tall.in", "w").write("start 33554432 2\n")
open(f"{work}/start-square.in", "w").write("start 4096 8192\n")
open(f"{work}/start-wide.in", "w").write("start 2 33554432\n")
PY
"$bin" gen play --seed 1 --size 512 --plies 0 --moves 200000 > "$work/game.in"

# name | command line (BIN stands for the binary)
cases=(
  "moves 8,000,000 x 2|BIN moves $work/tall.in"
  "moves 4000 x 4000|BIN moves $work/square.in"
  "play start 33554432 2|BIN play $work/start-tall.in"
  "play start 4096 8192|BIN play $work/start-square.in"
  "play start 2 33554432|BIN play $work/start-wide.in"
  "play 8,000,000 x 2|BIN play $work/tall.in"
  "play 4000 x 4000|BIN play $work/square.in"
  "gen play 512, 200000 moves|BIN gen play --seed 1 --size 512 --plies 0 --moves 200000"
  "play of that game|BIN play $work/game.in"
  "uva220, 50 MB line|BIN uva220 $work/junk.in"
  "coding-ninjas, 50 MB line|BIN coding-ninjas $work/junk.in"
  "solve, 50 MB line|BIN solve $work/junk.in"
  "moves, 50 MB line|BIN moves $work/junk.in"
)

# Best wall time and its max RSS over RUNS runs: "seconds KB".
measure() {
  local b=$1 line=$2 best="" rss=""
  for _ in $(seq "$runs"); do
    local t
    t=$( { /usr/bin/time -f '%e %M' bash -c "${line//BIN/$b} > /dev/null 2>&1" ; } 2>&1 | tail -1)
    if [ -z "$best" ] || awk "BEGIN{exit !(${t% *} < $best)}"; then
      best=${t% *}
      rss=${t#* }
    fi
  done
  echo "$best $rss"
}

if [ -n "$before" ]; then
  echo "| case | before s | before MB | after s | after MB | time before/after | memory before/after |"
  echo "|---|---|---|---|---|---|---|"
else
  echo "| case | s | MB |"
  echo "|---|---|---|"
fi
for c in "${cases[@]}"; do
  name=${c%%|*}
  line=${c#*|}
  if [ -n "$before" ]; then
    read -r tb mb <<< "$(measure "$before" "$line")"
    read -r ta ma <<< "$(measure "$bin" "$line")"
    awk -v n="$name" -v tb="$tb" -v mb="$mb" -v ta="$ta" -v ma="$ma" 'BEGIN {
      printf "| %s | %.2f | %.1f | %.2f | %.1f | %.1f | %.1f |\n", n, tb, mb / 1024, ta, ma / 1024,
        tb / (ta > 0 ? ta : 0.005), mb / ma }'
  else
    read -r ta ma <<< "$(measure "$bin" "$line")"
    awk -v n="$name" -v ta="$ta" -v ma="$ma" 'BEGIN { printf "| %s | %.2f | %.1f |\n", n, ta, ma / 1024 }'
  fi
done
uptime
