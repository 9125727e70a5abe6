#!/bin/bash
# Times whole runs of perft from the start, depths 1..DEPTH on one thread,
# for the plain scalar bitboard peer (built with -C target-cpu=native) and
# for each counting kernel this CPU has (`OTHELLO_KERNEL=...`, release
# build as shipped, no target-cpu flags), interleaved round by round so
# that all of them see the same load. Prints for each its best and median
# wall time over ROUNDS, its best CPU time (user + system: on a loaded
# machine the wall time also counts the waits for a core), and both best
# times against the peer's. Not a test: timings vary with the machine and
# its load (reported by `uptime`).
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
TIMEFORMAT="%R %U %S"
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
    {
        k = $1; t[k, ++n[k]] = $2; cpu = $3 + $4
        if (!(k in best_cpu) || cpu < best_cpu[k]) best_cpu[k] = cpu
        if (!(k in seen)) { seen[k] = 1; name[++names] = k }
    }
    END {
        peer = t["peer", 1]; peer_cpu = best_cpu["peer"]
        printf "depths 1..%d, one thread, %d rounds\n", depth, n["peer"]
        printf "%-8s %8s %8s %8s %9s %9s\n", "", "wall s", "median s", "cpu s", "wall/peer", "cpu/peer"
        for (i = 1; i <= names; i++) {
            k = name[i]; m = n[k]
            med = (m % 2) ? t[k, (m + 1) / 2] : (t[k, m / 2] + t[k, m / 2 + 1]) / 2
            printf "%-8s %8.3f %8.3f %8.3f %9.2f %9.2f\n", k, t[k, 1], med, best_cpu[k],
                t[k, 1] / peer, best_cpu[k] / peer_cpu
        }
    }'
