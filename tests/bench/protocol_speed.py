#!/usr/bin/env python3
"""Response time and search rate of the protocol engines (not a test:
nothing fails on a slow run; it prints what it measured).

- clock: GAMES games of `othello nboard` at its default level against
  itself, the game's clock `TI[SECONDS]` for each side, and as many of
  `othello gtp` (`time_settings SECONDS 0 0`, then `time_left` before each
  `genmove`). The driver sends each move's wall time with it (`B[f5//0.84]`,
  as the NBoard GUI does; GTP's `time_left` the same way), and for every
  move compares the wall time from `go`/`genmove` to the answer with the
  time the engine was given for it: the clock left shared among the side's
  remaining moves (half the empty squares), as both helps say (the engine
  aims a twentieth, at most 50 ms, short of it). Prints the moves, how
  many answers came after their share (expected 0), the worst ratio, and
  each side's most time used in a game against the clock.
- rate: POSITIONS positions of 40 empty squares (random plies from the
  start, seeded), each searched at depth DEPTH by `othello best --depth
  DEPTH --time` (nodes and seconds from its stderr) and by `othello nboard`
  (`set depth DEPTH`, `go`, its `nodestats NODES SECONDS`), a fresh process
  each, the two alternating which goes first; prints both rates over all
  positions, their ratio, and whether the node counts agree (the same
  search visits the same nodes).

Run from the project root:
  python3 tests/bench/protocol_speed.py BIN [GAMES [SECONDS [POSITIONS [DEPTH]]]]
(defaults 4 games, 10 seconds, 20 positions, depth 16; BIN such as
target/release/othello).
"""
import random, subprocess, sys, time

from board8 import flips, legal, name


def play(b, me, r, c):
    for rr, cc in flips(b, me, r, c):
        b[rr][cc] = me
    b[r][c] = me


def start():
    b = [['.'] * 8 for _ in range(8)]
    b[3][3] = b[4][4] = 'O'; b[3][4] = b[4][3] = 'X'
    return b


def square(mv):
    return int(mv[1]) - 1, "abcdefgh".index(mv[0].lower())


def empties(b):
    return sum(row.count('.') for row in b)


def share(left, empty):
    """The time the helps give a move: `left` shared among half the empty
    squares (rounded up); the engine keeps a twentieth of it (at most 50
    ms) back for input, output and the system, so the answer is due by
    the whole share."""
    return max(0.001, left / max(1, (empty + 1) // 2))


BO = "BO[8 ---------------------------O*------*O--------------------------- *]"


def clock_games(exe, games, seconds, proto):
    over = 0; worst = 0.0; moves = 0; most = 0.0; t0 = time.time()
    for g in range(games):
        if proto == "nboard":
            p = subprocess.Popen([exe, "nboard"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
            p.stdin.write("nboard 2\n"); p.stdin.flush()
        else:
            p = subprocess.Popen([exe, "gtp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        def send(l):
            p.stdin.write(l + "\n"); p.stdin.flush()
        def gtp(cmd):
            send(cmd); lines = []
            while True:
                l = p.stdout.readline()
                if l == "": raise SystemExit("gtp ended")
                if l == "\n" and lines: return lines
                lines.append(l.rstrip("\n"))
        if proto == "gtp":
            gtp(f"time_settings {seconds} 0 0")
        b = start(); me = 'X'; rec = ""; used = {'X': 0.0, 'O': 0.0}; ping = 0
        while True:
            ms = legal(b, me); other = 'O' if me == 'X' else 'X'
            if not ms and not legal(b, other):
                break
            colour = "B" if me == 'X' else "W"
            if not ms:
                rec += f"{colour}[PA]"
                if proto == "gtp":
                    gtp(f"play {colour.lower()} pass")
                me = other; continue
            budget = share(seconds - used[me], empties(b))
            if proto == "nboard":
                ping += 1
                send(f"set game (;GM[Othello]TI[{seconds}]{BO}{rec};)")
                send(f"ping {ping}")
                while p.stdout.readline().strip() != f"pong {ping}":
                    pass
                t = time.perf_counter(); send("go")
                while True:
                    l = p.stdout.readline().strip()
                    if l.startswith("=== "):
                        break
                wall = time.perf_counter() - t
                mv = l[4:].split('/')[0]
            else:
                gtp(f"time_left {colour.lower()} {seconds - used[me]:.3f} 0")
                t = time.perf_counter()
                r = gtp(f"genmove {colour.lower()}")
                wall = time.perf_counter() - t
                mv = r[0][2:].strip()
            r, c = square(mv)
            assert (r, c) in ms, (mv, g)
            play(b, me, r, c)
            used[me] += wall
            rec += f"{colour}[{mv}//{wall:.3f}]"
            moves += 1
            worst = max(worst, wall / budget)
            if wall > budget:
                over += 1; print(f"  {proto} game {g}: {mv} took {wall:.3f} s of {budget:.3f}")
            me = other
        most = max(most, used['X'], used['O'])
        p.stdin.close(); p.wait()
    print(f"{proto}: {games} games with {seconds} s a side, {moves} moves, {over} over their share, "
          f"worst {worst:.2f} of the share, most used by a side {most:.2f} s, {time.time()-t0:.1f} s")


def positions(count, plies, seed):
    rng = random.Random(seed); out = []
    while len(out) < count:
        b = start(); me = 'X'; ok = True
        for _ in range(plies):
            ms = legal(b, me)
            if not ms:
                ok = False; break
            play(b, me, *rng.choice(ms)); me = 'O' if me == 'X' else 'X'
        if ok and legal(b, me):
            out.append((b, me))
    return out


def rate(exe, count, depth):
    totals = {"best": [0, 0.0], "nboard": [0, 0.0]}; same = 0
    for i, (b, me) in enumerate(positions(count, 20, 7)):
        text = "".join("".join(row) + "\n" for row in b).replace('X', 'B').replace('O', 'W') + ("B" if me == 'X' else "W") + "\n"
        cells = "".join("".join(row) for row in b).replace('X', '*').replace('.', '-')
        game = f"(;GM[Othello]BO[8 {cells} {'*' if me == 'X' else 'O'}];)"
        got = {}
        for who in (["best", "nboard"] if i % 2 == 0 else ["nboard", "best"]):
            if who == "best":
                r = subprocess.run([exe, "best", "--depth", str(depth), "--time"], input=text, capture_output=True, text=True)
                words = r.stderr.split()
                secs = float(words[words.index("s,") - 1]); nodes = int(words[words.index("nodes") - 1])
            else:
                r = subprocess.run([exe, "nboard"], input=f"nboard 2\nset depth {depth}\nset game {game}\nping 1\ngo\n", capture_output=True, text=True)
                line = [l for l in r.stdout.splitlines() if l.startswith("nodestats ")][0]
                nodes, secs = int(line.split()[1]), float(line.split()[2])
            got[who] = nodes
            totals[who][0] += nodes; totals[who][1] += secs
        same += got["best"] == got["nboard"]
    if count == 0:
        return
    rb = totals["best"][0] / totals["best"][1]; rn = totals["nboard"][0] / totals["nboard"][1]
    print(f"rate at depth {depth}, {count} positions of 40 empty squares: best {rb/1e6:.2f} M nodes/s "
          f"({totals['best'][1]:.2f} s), nboard {rn/1e6:.2f} M nodes/s ({totals['nboard'][1]:.2f} s), "
          f"nboard/best {rn/rb:.3f}; node counts equal on {same} of {count}")


if __name__ == "__main__":
    a = sys.argv[1:]
    exe = a[0]
    games = int(a[1]) if len(a) > 1 else 4
    seconds = a[2] if len(a) > 2 else "10"
    seconds = int(seconds) if seconds.isdigit() else float(seconds)
    count = int(a[3]) if len(a) > 3 else 20
    depth = int(a[4]) if len(a) > 4 else 16
    print(subprocess.run(["grep", "-m1", "model name", "/proc/cpuinfo"], capture_output=True, text=True).stdout.strip())
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    clock_games(exe, games, seconds, "nboard")
    clock_games(exe, games, seconds, "gtp")
    rate(exe, count, depth)
    print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
