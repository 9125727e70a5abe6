#!/bin/bash
# Times whole runs of perft from the start, depths 1..DEPTH on one thread,
# for the plain scalar bitboard peer (built with -C target-cpu=native) and
# for each counting kernel this CPU has (`OTHELLO_KERNEL=...`, release
# build as shipped, no target-cpu flags), interleaved round by round so
# that all of them see the same load. Prints each one's best and median
# time over ROUNDS and its ratio to the peer's best. Not a test: timings
# vary with the machine and its load (reported by `uptime`).
#
#   tests/bench/perft_kernels.sh [DEPTH [ROUNDS [PEER_SOURCE]]]
#   (defaults: 11, 7, $PERFT_PEER or perft_peer.rs beside this script)
set -eu
depth=${1:-11}
rounds=${2:-7}
here=$(cd "$(dirname "$0")" && pwd)
peer_src=${3:-${PERFT_PEER:-$here/perft_peer.rs}}
cd "$here/../.."
if [ ! -f "$peer_src" ]; then
    echo "perft_kernels.sh: no peer source at $peer_src (give its path)" >&2
    exit 2
fi
cargo build --release --quiet
bin=target/release/othello
peer=target/release/perft_peer
rustc -O -C target-cpu=native -o "$peer" "$peer_src"
grep -m1 "model name" /proc/cpuinfo 2>/dev/null || true
kernels=
for k in scalar avx2 avx512; do
    if OTHELLO_KERNEL=$k "$bin" perft 1 >/dev/null 2>&1; then
        kernels="$kernels $k"
    else
        echo "kernel $k: not on this CPU"
    fi
done
echo "kernels:$kernels; default: $("$bin" perft --time --threads 1 1 2>&1 >/dev/null | sed -n 's/^kernel \([a-z0-9]*\).*/\1/p')"
uptime
TIMEFORMAT=%R
times=$(mktemp)
trap 'rm -f "$times"' EXIT
for _ in $(seq "$rounds"); do
    { time "$peer" "$depth" >/dev/null; } 2>&1 | sed 's/^/peer /' >>"$times"
    for k in $kernels; do
        { time OTHELLO_KERNEL=$k "$bin" perft --threads 1 "$depth" >/dev/null; } 2>&1 |
            sed "s/^/$k /" >>"$times"
    done
done
uptime
sort -k1,1 -k2,2n "$times" | awk -v depth="$depth" '
    { t[$1, ++n[$1]] = $2; if (!($1 in order)) { order[$1] = ++names; name[names] = $1 } }
    END {
        peer = t["peer", 1]
        printf "depths 1..%d, one thread, %d rounds\n", depth, n["peer"]
        printf "%-8s %8s %8s %8s\n", "", "best s", "median s", "best/peer"
        for (i = 1; i <= names; i++) {
            k = name[i]; m = n[k]
            med = (m % 2) ? t[k, (m + 1) / 2] : (t[k, m / 2] + t[k, m / 2 + 1]) / 2
            printf "%-8s %8.3f %8.3f %8.2f\n", k, t[k, 1], med, t[k, 1] / peer
        }
    }'
