#!/usr/bin/env bash
# Time and peak memory of `othello moves` under the rule variants on one
# huge board, against plain `moves` on the same board, in the style of
# ../shared/bench/marker.py (output to a file, median of RUNS runs after
# one warm-up; the commands take turns, so that load on the machine falls
# on all of them alike).
#
# Usage (from the project root, after `cargo build --release`):
#   tests/bench/variants.sh [SIDE=4000] [RUNS=7] [KIND=random|runs] [BIN=target/release/othello]
#
# The board is genboard.py's (seed 1); the K-player boards are the same
# board with B written 1 and W written 2 (K = 2 digits), or W spread over
# 2..K at random (K = 3, 4): the same empty squares, so the same amount of
# text and the same sweep. Prints a Markdown table: median wall time, peak
# resident memory (max RSS from /usr/bin/time), the budget 0.5 byte per
# square + 16 MiB, and the ratio to plain `moves`.
set -euo pipefail
side=${1:-4000}
runs=${2:-7}
kind=${3:-random}
bin=${4:-target/release/othello}
here=$(cd "$(dirname "$0")" && pwd)
shared=${SHARED:-$here/../../../shared/bench}
[ -f "$shared/genboard.py" ] || shared=/work/shared/bench
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 "$shared/genboard.py" "$side" 1 "$kind" > "$work/plain.in"
python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
data = open(f"{work}/plain.in", "rb").read()
head, body = data.split(b"\n", 1)
rows, player = body.rstrip(b"\n").rsplit(b"\n", 1)
# k2.in: the same board in digits, read with --players 3 (no disc of
# player 3): its grid must equal plain moves' byte for byte.
for k in (2, 3, 4):
    rnd = random.Random(k)
    # W becomes 2..K, chosen per cell from a random byte string.
    noise = rnd.randbytes(len(rows)) if k > 2 else b""

    out = bytearray(rows.translate(bytes.maketrans(b"B", b"1")))
    for i, c in enumerate(out):
        if c == ord("W"):
            out[i] = ord("2") + (noise[i] % (k - 1) if k > 2 else 0)
    mover = b"1" if player == b"B" else b"2"
    with open(f"{work}/k{k}.in", "wb") as f:
        f.write(head + b" " + head + b"\n" + bytes(out) + b"\n" + mover + b"\n")
PY

names=(plain dir4 k3 k4 k3dir4)
declare -A cmd inp
cmd[plain]="$bin moves";                            inp[plain]=plain.in
cmd[dir4]="$bin moves --directions 4";              inp[dir4]=plain.in
cmd[k3]="$bin moves --players 3";                   inp[k3]=k3.in
cmd[k4]="$bin moves --players 4";                   inp[k4]=k4.in
cmd[k3dir4]="$bin moves --players 3 --directions 4"; inp[k3dir4]=k3.in

once() { # name -> seconds
    local s e
    s=$(date +%s.%N)
    ${cmd[$1]} < "$work/${inp[$1]}" > "$work/$1.out"
    e=$(date +%s.%N)
    echo "$e - $s" | bc
}
declare -A times
for n in "${names[@]}"; do once "$n" > /dev/null; done
for ((i = 0; i < runs; i++)); do
    for n in "${names[@]}"; do times[$n]+="$(once "$n") "; done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
budget=$(( side * side / 2 / 1024 + 16 * 1024 ))
plain_t=$(echo "${times[plain]}" | median)
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')
echo "side $side, $kind board, median of $runs runs, $cpu, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| command | time (s) | / plain | peak RSS (MiB) | budget (MiB) |"
echo "|---|---:|---:|---:|---:|"
for n in "${names[@]}"; do
    t=$(echo "${times[$n]}" | median)
    kb=$( { /usr/bin/time -f %M ${cmd[$n]} < "$work/${inp[$n]}" > /dev/null; } 2>&1 | tail -1)
    printf '| `%s` | %.4f | %.2fx | %.1f | %.1f |\n' "${cmd[$n]#$bin }" "$t" "$(echo "$t / $plain_t" | bc -l)" "$(echo "$kb / 1024" | bc -l)" "$(echo "$budget / 1024" | bc -l)"
done
$bin moves --players 3 < "$work/k2.in" > "$work/k2.out"
if cmp -s "$work/k2.out" "$work/plain.out"; then same=True; else same=False; fi
echo
echo "same_output=$same (--players 3 on the board in digits, against plain moves)"
