#!/usr/bin/env bash
# The judges' speed: `baekjoon` and `cody` on big boards against `moves`
# on the same board (interleaved runs, median CPU time: `perf stat`'s
# task-clock, as the machine's load makes wall times swing; wall time
# without perf), `codewars` and `checkio` on their largest inputs against
# `moves` on as many squares, the bots' (`hackerearth`, `botzone`) time
# per answer on generated positions (average and worst, each a fresh
# process as the judge runs it); `swea`'s time per move on a long log
# (LOG cases of whole 8 x 8 games, `gen swea --size 8 --end`); and
# `lcp41`, `paiza`, `yukicoder` on their largest inputs (8 x 8; paiza's
# whole game) against `moves` on an 8 x 8 board (median CPU time of RUNS
# runs each).
#
# Usage (from the project root):
#   tests/bench/judges.sh [SIDE=500] [RUNS=21] [POSITIONS=200] [BIN=target/release/othello] [LOG=20000]
#
# cody: `othello gen cody --size SIDE --seed 2` (random cells), which
# `moves` reads as it is (size line, `1 2 0` cells spaced, player `1` or
# `2`). codewars: all 8 squares against `moves` on a 1 x 8 row; checkio:
# a full 64-square list against `moves` on 8 x 8. botzone: `othello gen
# botzone --seed S --plies P`, P = S mod 60.
#
# baekjoon: genboard.py's boards (seed 1), `random` (each cell uniform)
# and `runs` (long runs of one colour: long rays), given to `moves` whole
# and to `baekjoon` without the player line. hackerearth: `othello gen
# hackerearth --seed S --plies P` for S = 1..POSITIONS, P = S mod 97 (the
# opening to the end of a 10 x 10 game), default --nodes and --seed.
set -euo pipefail
side=${1:-500}
runs=${2:-21}
positions=${3:-200}
bin=${4:-target/release/othello}
log=${5:-20000}
here=$(cd "$(dirname "$0")" && pwd)
shared=${SHARED:-$here/../../../shared/bench}
[ -f "$shared/genboard.py" ] || shared=/work/shared/bench
cargo build --release -q
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
uptime

now() { date +%s%N; }
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Microseconds of CPU (task-clock) of `othello CMD` on CMD.in.
cpu_us() {
    if command -v perf > /dev/null; then
        perf stat -x, -e task-clock "$bin" "$1" < "$work/$1.in" 2>&1 > "$work/$1.out" \
            | awk -F, '/task-clock/ {printf "%d", $1 * 1000}'
    else
        local s e
        s=$(now)
        "$bin" "$1" < "$work/$1.in" > "$work/$1.out"
        e=$(now)
        echo $(((e - s) / 1000))
    fi
}

cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "baekjoon against moves, side $side, median CPU time of $runs interleaved runs, $cpu"
echo
echo "| board | moves ms | baekjoon ms | baekjoon / moves | answer |"
echo "|---|---:|---:|---:|---|"
for kind in random runs; do
    python3 "$shared/genboard.py" "$side" 1 "$kind" > "$work/moves.in"
    head -n "$((side + 1))" "$work/moves.in" > "$work/baekjoon.in"
    declare -A t=([moves]="" [baekjoon]="")
    for ((i = 0; i <= runs; i++)); do
        for c in moves baekjoon; do
            # The first round warms the caches and is not counted.
            us=$(cpu_us "$c")
            [ "$i" -gt 0 ] && t[$c]+="$us "
        done
    done
    m=$(echo "${t[moves]}" | median)
    b=$(echo "${t[baekjoon]}" | median)
    printf '| %s | %.2f | %.2f | %.2f | `%s` |\n' "$kind" "$(echo "$m / 1000" | bc -l)" \
        "$(echo "$b / 1000" | bc -l)" "$(echo "$b / $m" | bc -l)" "$(tr '\n' ' ' < "$work/baekjoon.out")"
done


# Median CPU microseconds of `othello A` and `othello B` on A.in and B.in,
# interleaved; prints a table row.
versus() {
    declare -A t=([$1]="" [$2]="")
    for ((i = 0; i <= runs; i++)); do
        for c in "$1" "$2"; do
            us=$(cpu_us "$c")
            [ "$i" -gt 0 ] && t[$c]+="$us "
        done
    done
    local a b
    a=$(echo "${t[$1]}" | median)
    b=$(echo "${t[$2]}" | median)
    printf '| %s | %.2f | %.2f | %.2f |\n' "$3" "$(echo "$a / 1000" | bc -l)" \
        "$(echo "$b / 1000" | bc -l)" "$(echo "$b / $a" | bc -l)"
}
echo
echo "| input | moves ms | dialect ms | dialect / moves |"
echo "|---|---:|---:|---:|"
"$bin" gen cody --size "$side" --seed 2 > "$work/cody.in"
cp "$work/cody.in" "$work/moves.in"
versus moves cody "cody, $side x $side"
printf '1 0 2 6 4 7 5 3\n' > "$work/codewars.in"
printf '1 8\n........\nB\n' > "$work/moves.in"
versus moves codewars "codewars, 8 moves (moves: 1 x 8)"
"$bin" gen checkio --seed 1 > "$work/checkio.in"
"$bin" gen moves --size 8 --seed 1 --cases 1 > "$work/moves.in"
versus moves checkio "checkio (moves: 8 x 8)"

echo
"$bin" gen swea --seed 1 --size 8 --end --cases "$log" > "$work/swea.in"
moves=$(awk 'NR > 1 && NF == 3' "$work/swea.in" | wc -l)
sw=""
for ((i = 0; i <= runs; i++)); do
    us=$(cpu_us swea)
    [ "$i" -gt 0 ] && sw+="$us "
done
us=$(echo "$sw" | median)
printf 'swea: %d cases, %d moves: %.2f ms of CPU, %.3f us a move (median of %d)\n' \
    "$log" "$moves" "$(echo "$us / 1000" | bc -l)" "$(echo "$us / $moves" | bc -l)" "$runs"

# The largest inputs of the 8 x 8 judges, against `moves` on an 8 x 8 board.
"$bin" gen moves --seed 1 --cases 1 --plies 30 > "$work/moves.in"
"$bin" gen lcp41 --seed 3 --size 8 > "$work/lcp41.in"
"$bin" gen paiza --seed 1 > "$work/paiza.in"
"$bin" gen yukicoder --seed 1 --plies 59 > "$work/yukicoder.in"
declare -A e=([moves]="" [lcp41]="" [paiza]="" [yukicoder]="")
for ((i = 0; i <= runs; i++)); do
    for c in moves lcp41 paiza yukicoder; do
        us=$(cpu_us "$c")
        [ "$i" -gt 0 ] && e[$c]+="$us "
    done
done
m=$(echo "${e[moves]}" | median)
for c in lcp41 paiza yukicoder; do
    x=$(echo "${e[$c]}" | median)
    printf '%s: %.3f ms of CPU, %.2f x moves (%.3f ms) on 8 x 8\n' "$c" \
        "$(echo "$x / 1000" | bc -l)" "$(echo "$x / $m" | bc -l)" "$(echo "$m / 1000" | bc -l)"
done

echo
[ "$positions" -gt 0 ] || exit 0
for bot in hackerearth botzone; do
echo "$bot: $positions positions, one process each, $cpu"
total=0
worst=0
cpu_total=0
cpu_worst=0
total=0
worst=0
cpu_total=0
cpu_worst=0
plies=$([ "$bot" = hackerearth ] && echo 97 || echo 60)
for ((s = 1; s <= positions; s++)); do
    "$bin" gen "$bot" --seed "$s" --plies "$((s % plies))" > "$work/$bot.in"
    st=$(now)
    "$bin" "$bot" < "$work/$bot.in" > /dev/null
    e=$(now)
    us=$(((e - st) / 1000))
    total=$((total + us))
    [ "$us" -gt "$worst" ] && worst=$us
    us=$(cpu_us "$bot")
    cpu_total=$((cpu_total + us))
    [ "$us" -gt "$cpu_worst" ] && cpu_worst=$us
done
ms() { echo "$1 / 1000" | bc -l; }
printf 'wall: average %.1f ms, worst %.1f ms; CPU: average %.1f ms, worst %.1f ms per answer\n' \
    "$(ms $((total / positions)))" "$(ms $worst)" "$(ms $((cpu_total / positions)))" "$(ms $cpu_worst)"
echo "(limit 1000 ms; the clock would stop the search at 600)"
done
uptime
