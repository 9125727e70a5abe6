#!/bin/sh
# How often `best --depth DEPTH --exact 0 --eval EVAL` picks an exactly
# best move: on COUNT positions with 20 empty squares reached by random
# play (`othello gen moves --plies 40`, seeds from SEED up; positions
# with a pass before, or none to play, are skipped), each checked against
# `othello solve`'s set of best moves. Prints Markdown rows (seed, the
# exact score and best moves, the move chosen, whether it is one of them)
# and the count. Not a test: it takes seconds to minutes; the answers do
# not depend on the machine.
#
#   tests/bench/best_exact.sh [DEPTH [EVAL [COUNT [SEED]]]]
#   (defaults: 8, learned, 10, 1)
set -eu
depth=${1:-8}
eval=${2:-learned}
count=${3:-10}
seed=${4:-1}
cd "$(dirname "$0")/../.."
cargo build --release --quiet
bin=target/release/othello
found=0
good=0
while [ "$found" -lt "$count" ]; do
    # The size line dropped: `solve` and `best` read the board rows.
    pos=$("$bin" gen moves --seed "$seed" --plies 40 --cases 1 | tail -n +2)
    s=$seed
    seed=$((seed + 1))
    empties=$(printf '%s\n' "$pos" | head -n 8 | tr -cd . | wc -c)
    [ "$empties" -eq 20 ] || continue
    sol=$(printf '%s\n' "$pos" | "$bin" solve)
    case $sol in *pass* | *" -") continue ;; esac
    mv=$(printf '%s\n' "$pos" | "$bin" best --depth "$depth" --exact 0 --eval "$eval")
    found=$((found + 1))
    case " ${sol#* } " in
    *" $mv "*) ok=yes good=$((good + 1)) ;;
    *) ok=no ;;
    esac
    echo "| $s | \`$sol\` | $mv | $ok |"
done
echo "best --depth $depth --eval $eval: $good of $count exactly best"
