#!/usr/bin/env python3
"""Two builds of `othello best` play each other on 8 x 8 (a referee for
what `othello match`, inside one binary, cannot do: compare this build
with an older one).

Each side is one long-running `best` process (its command given whole,
options included) fed one position at a time on standard input; it
answers with a move, `pass` or `-`. Every opening (--openings random
plies from --seed, the same for both colourings) is played twice, the
sides swapped. Prints A's score (a draw is half a win), wins, draws,
losses, the average disc margin, and per side the seconds per move
(wall, as the referee waits for the answer: the time a GUI would see)
and the slowest move, over all moves and over those with more than
--exact-at (default 14) empty squares; moves over --limit seconds are
counted. Not a
test: equal-time results vary with the machine's load (print `uptime`
beside them).

  tests/bench/versus.py --a "target/release/othello best --depth 8" \\
      --b "/tmp/base/target/release/othello best --depth 8" [--games 200] \\
      [--openings 8] [--seed 1] [--threads 2] [--limit S] [--exact-at N]
"""

import argparse
import random
import shlex
import subprocess
import sys
import threading
import time

DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(board, r, c, me):
    """The squares a disc of `me` at (r, c) flips (none: not a move)."""
    if board[r][c] != ".":
        return []
    other = "W" if me == "B" else "B"
    out = []
    for dr, dc in DIRS:
        line = []
        rr, cc = r + dr, c + dc
        while 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == other:
            line.append((rr, cc))
            rr, cc = rr + dr, cc + dc
        if line and 0 <= rr < 8 and 0 <= cc < 8 and board[rr][cc] == me:
            out += line
    return out


def legal(board, me):
    return [(r, c) for r in range(8) for c in range(8) if flips(board, r, c, me)]


def play(board, r, c, me):
    for rr, cc in flips(board, r, c, me) + [(r, c)]:
        board[rr][cc] = me


def start():
    b = [["."] * 8 for _ in range(8)]
    b[3][3] = b[4][4] = "W"
    b[3][4] = b[4][3] = "B"
    return b


def opening(seed, plies):
    """The board and side to move after `plies` random moves (no passes)."""
    rng = random.Random(seed)
    while True:
        b, me = start(), "B"
        for _ in range(plies):
            ms = legal(b, me)
            if not ms:
                break
            r, c = rng.choice(ms)
            play(b, r, c, me)
            me = "W" if me == "B" else "B"
        else:
            if legal(b, me):
                return b, me


class Side:
    """One `best` process."""

    def __init__(self, command):
        self.proc = subprocess.Popen(
            shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.times = []
        self.empties = []

    def move(self, board, me):
        text = "".join("".join(row) + "\n" for row in board) + me + "\n"
        t = time.monotonic()
        self.proc.stdin.write(text)
        self.proc.stdin.flush()
        answer = self.proc.stdout.readline().strip()
        self.times.append(time.monotonic() - t)
        self.empties.append(sum(row.count(".") for row in board))
        return answer

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def game(sides, board, me):
    """Plays to the end; the disc difference for sides[0] (who plays
    black when `black_is_a`)."""
    passes = 0
    while passes < 2:
        ms = legal(board, me)
        if not ms:
            passes += 1
            me = "W" if me == "B" else "B"
            continue
        passes = 0
        side = sides[me]
        answer = side.move(board, me)
        if len(answer) != 2 or (ord(answer[1]) - ord("1"), ord(answer[0]) - ord("a")) not in ms:
            sys.exit(f"illegal answer `{answer}` to\n{board} {me}")
        play(board, ord(answer[1]) - ord("1"), ord(answer[0]) - ord("a"), me)
        me = "W" if me == "B" else "B"
    black = sum(row.count("B") for row in board)
    white = sum(row.count("W") for row in board)
    return black - white


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--openings", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--limit", type=float, default=None)
    ap.add_argument("--exact-at", type=int, default=14)
    args = ap.parse_args()
    results = [None] * args.games
    timing = {"a": [], "b": []}
    empties = {"a": [], "b": []}
    lock = threading.Lock()

    def worker(k):
        a, b = Side(args.a), Side(args.b)
        for g in range(k, args.games, args.threads):
            board, me = opening(args.seed * 100003 + g // 2, args.openings)
            a_black = g % 2 == 0
            sides = {"B": a, "W": b} if a_black else {"B": b, "W": a}
            diff = game(sides, board, me)
            results[g] = diff if a_black else -diff
        a.close()
        b.close()
        with lock:
            timing["a"] += a.times
            timing["b"] += b.times
            empties["a"] += a.empties
            empties["b"] += b.empties

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(args.threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    w = sum(1 for d in results if d > 0)
    d = sum(1 for d in results if d == 0)
    l = sum(1 for d in results if d < 0)
    n = len(results)
    print(f"A: {args.a}\nB: {args.b}")
    print(
        f"{n} games, {args.openings}-ply openings from seed {args.seed}: A scores "
        f"{100 * (w + d / 2) / n:.1f}% ({w} w, {d} d, {l} l), "
        f"average margin {sum(results) / n:+.2f}"
    )
    for name in ("a", "b"):
        for what, keep in (("all", lambda e: True), ("above --exact-at", lambda e: e > args.exact_at)):
            ts = [t for t, e in zip(timing[name], empties[name]) if keep(e)]
            if not ts:
                continue
            over = sum(1 for t in ts if args.limit is not None and t > args.limit)
            note = f", {over} over {args.limit} s" if args.limit is not None else ""
            print(
                f"{name.upper()} {what}: {len(ts)} moves, {sum(ts) / len(ts):.4f} s a move, "
                f"slowest {max(ts):.4f} s{note}"
            )

if __name__ == "__main__":
    main()
