#!/usr/bin/env python3
"""`othello gtp` against a second engine over GTP, Edax (built from its
public source, outside this repository; see tests/bench/README.md for the
commands). Not a test: it prints counts.

GAMES games, the seats swapped every game, six random plies first (the
driver's choice among the legal moves, sent to both as `play`), then each
side's `genmove`, its answer sent to the other as `play`. The driver keeps
its own board (the rules in Python) and checks every answer: a reply that
does not start `= ` or is not exactly `=` is a protocol error, a move that
is not legal in the driver's position (or a pass while a move exists) is a
desynchronisation. A side with no move passes: in even games the driver
sends `play COLOUR pass` to both, in odd games nothing, leaving each
engine to pass by itself when the other colour is named (both do). At the
end the driver compares `othello`'s `final_score` (the empty squares to
the winner) and Edax's `showboard` disc counts with its own.

Run from the project root:
  python3 tests/bench/edax_gtp.py BIN EDAX EVAL [GAMES [DEPTH [EDAX_LEVEL]]]
(defaults 200 games, `othello gtp --depth 4`, Edax `-l 4`; EVAL is the
weights file Edax must be given, see the README.)
"""
import random, re, subprocess, sys, time

from board8 import flips, legal, name


class Engine:
    def __init__(self, argv, cwd=None):
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1, cwd=cwd)
        self.errors = 0

    def ask(self, cmd):
        self.p.stdin.write(cmd + "\n"); self.p.stdin.flush()
        lines = []
        while True:
            l = self.p.stdout.readline()
            if l == "":
                raise SystemExit(f"engine ended after {cmd!r}")
            if l == "\n" and lines:
                break
            lines.append(l.rstrip("\n"))
        if not (lines[0] == "=" or lines[0].startswith("= ")):
            self.errors += 1; print("protocol error:", cmd, lines)
        return lines


def main():
    a = sys.argv[1:]
    exe, edax, evalfile = a[0], a[1], a[2]
    games = int(a[3]) if len(a) > 3 else 200
    depth = a[4] if len(a) > 4 else "4"
    level = a[5] if len(a) > 5 else "4"
    ours = Engine([exe, "gtp", "--depth", depth])
    scratch = "/tmp"
    theirs = Engine([edax, "-gtp", "-eval-file", evalfile, "-book-usage", "off",
                     "-book-file", scratch + "/edax-gtp-book.dat", "-l", level, "-n", "1"], cwd=scratch)
    print("engines:", ours.ask("name")[0], ours.ask("version")[0], "|", theirs.ask("name")[0], theirs.ask("version")[0])
    rng = random.Random(3)
    desync = 0; passes = 0; wins = [0, 0, 0]; t0 = time.time()
    for g in range(games):
        for e in (ours, theirs):
            e.ask("boardsize 8"); e.ask("clear_board")
        b = [['.'] * 8 for _ in range(8)]; b[3][3] = b[4][4] = 'O'; b[3][4] = b[4][3] = 'X'
        me = 'X'; ply = 0
        seat = {'X': ours, 'O': theirs} if g % 2 == 0 else {'X': theirs, 'O': ours}
        while True:
            ms = legal(b, me); other = 'O' if me == 'X' else 'X'
            if not ms and not legal(b, other):
                break
            colour = "b" if me == 'X' else "w"
            if not ms:
                passes += 1
                if g % 2 == 0:
                    for e in (ours, theirs):
                        e.ask(f"play {colour} pass")
                me = other; continue
            if ply < 6:
                mv = name(*rng.choice(ms))
                for e in (ours, theirs):
                    e.ask(f"play {colour} {mv}")
            else:
                r = seat[me].ask(f"genmove {colour}")[0]
                mv = r[2:].strip().lower()
                m = re.fullmatch(r"([a-h])([1-8])", mv)
                if not m or (int(m[2]) - 1, "abcdefgh".index(m[1])) not in ms:
                    desync += 1; print(f"game {g}: {mv!r} is not legal here"); break
                seat[other].ask(f"play {colour} {mv}")
            r, c = int(mv[1]) - 1, "abcdefgh".index(mv[0])
            for rr, cc in flips(b, me, r, c):
                b[rr][cc] = me
            b[r][c] = me
            me = other; ply += 1
        x = sum(row.count('X') for row in b); o = sum(row.count('O') for row in b)
        # final_score gives the empty squares to the winner.
        e = 64 - x - o
        want = "0" if x == o else (f"B+{x - o + e}" if x > o else f"W+{o - x + e}")
        got = ours.ask("final_score")[0][2:].strip()
        board = "\n".join(theirs.ask("showboard"))
        ed = [int(n) for n in re.findall(r"discs =\s*(\d+)", board)]
        # Edax prints the side to move's count first.
        if got != want or sorted(ed) != sorted([x, o]):
            desync += 1; print(f"game {g}: final {got} / Edax {ed}, driver {x}-{o}")
        ours_black = g % 2 == 0
        mine = x - o if ours_black else o - x
        wins[0 if mine > 0 else (1 if mine == 0 else 2)] += 1
    print(f"{games} games, {passes} passes, {ours.errors} protocol errors from othello, "
          f"{theirs.errors} from Edax, {desync} desynchronisations, othello {wins[0]} wins "
          f"{wins[1]} draws {wins[2]} losses, {time.time() - t0:.1f} s")
    for e in (ours, theirs):
        e.ask("quit"); e.p.wait()


if __name__ == "__main__":
    main()
