#!/usr/bin/env python3
"""The protocol engines driven as their users drive them, with counts and
times printed (not a test: nothing fails on a slow run).

- gtp: two `othello gtp --depth 2` processes play GAMES games, six random
  plies first, read as Egaroucid's battle script reads a reply (the first
  non-empty line's last two characters) and checked as neural-reversi's
  match-runner checks one (`= ` or exactly `=`); both engines' final
  scores must agree.
- nboard: a scripted GUI plays GAMES games with `othello nboard` (`set
  depth 2`), its own rules in Python: before each move `ping`, `go`, and
  the answer must be legal in the GUI's position (a pass only without a
  move); half the moves are the GUI's random choice, sent as `move` or as
  a whole `set game` record.
- pong: `ping` during 2-second and 10-second `hint`/`go` searches at
  depth 40: milliseconds to its `pong`, and nothing but the next pong
  after it.

Run from the project root: python3 tests/bench/protocol_games.py BIN [GAMES]
(default GAMES 200; BIN such as target/release/othello).
"""
import random, subprocess, sys, time

def gtp_games(exe, games):
    def eng():
        return subprocess.Popen([exe, "gtp", "--depth", "2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    E = [eng(), eng()]
    errors = 0
    def ask(p, cmd):
        nonlocal errors
        p.stdin.write(cmd + "\n"); p.stdin.flush()
        lines = []
        while True:
            l = p.stdout.readline()
            if l == "\n" and lines: break
            if l == "": raise SystemExit("engine ended")
            lines.append(l.rstrip("\n"))
        r = lines[0]
        if not (r == "=" or r.startswith("= ")):  # neural-reversi's rule
            errors += 1; print("protocol error:", cmd, lines)
        return "\n".join(lines)
    rng = random.Random(1)
    t0 = time.time(); passes = 0; midpasses = 0; scores = []
    for g in range(games):
        for p in E: ask(p, "clear_board")
        colour = "b"; last_pass = False; ply = 0
        while True:
            me = E[(ply + g) % 2]; other = E[(ply + g + 1) % 2]
            if ply < 6:
                legal = ask(me, "gogui-rules_legal_moves")[2:].split()
                mv = rng.choice(legal) if legal else "pass"
                ask(me, f"play {colour} {mv}")
            else:
                r = ask(me, f"genmove {colour}")
                first = [l for l in r.split("\n") if l][0]
                mv = "pass" if first.endswith("pass") else first[-2:]  # battle_gtp's rule
            ask(other, f"play {colour} {mv}")
            if mv == "pass":
                passes += 1
                if last_pass: break
                last_pass = True
            else:
                if last_pass: midpasses += 1
                last_pass = False
            colour = "w" if colour == "b" else "b"; ply += 1
        s = [ask(p, "final_score") for p in E]
        assert s[0] == s[1], s
        scores.append(s[0])
    print(f"{games} games, {midpasses} passes within games, {passes} in all, {errors} protocol errors, {time.time()-t0:.1f} s")
    for p in E: ask(p, "quit"); p.wait()


def nboard_games(exe, games):
    D = [(-1,-1),(-1,0),(-1,1),(0,-1),(0,1),(1,-1),(1,0),(1,1)]
    def flips(b, me, r, c):
        if b[r][c] != '.': return []
        out = []
        for dr, dc in D:
            line = []; rr, cc = r+dr, c+dc
            while 0 <= rr < 8 and 0 <= cc < 8 and b[rr][cc] not in ('.', me):
                line.append((rr, cc)); rr += dr; cc += dc
            if line and 0 <= rr < 8 and 0 <= cc < 8 and b[rr][cc] == me: out += line
        return out
    def legal(b, me): return [(r, c) for r in range(8) for c in range(8) if flips(b, me, r, c)]
    def name(r, c): return "abcdefgh"[c] + str(r + 1)
    p = subprocess.Popen([exe, "nboard"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(l): p.stdin.write(l + "\n"); p.stdin.flush()
    def until(pred):
        got = []
        while True:
            l = p.stdout.readline()
            if not l: raise SystemExit("engine ended")
            got.append(l.strip())
            if pred(got[-1]): return got
    send("nboard 2"); send("set depth 2")
    rng = random.Random(2); ping = 0; errors = 0; passes = 0; t0 = time.time()
    start = "(;GM[Othello]PC[test]TI[0]BO[8 ---------------------------O*------*O--------------------------- *]"
    for g in range(games):
        b = [['.'] * 8 for _ in range(8)]; b[3][3] = b[4][4] = 'O'; b[3][4] = b[4][3] = 'X'
        me = 'X'; rec = ""
        send("set game " + start + ";)")
        while True:
            ms = legal(b, me); other = 'O' if me == 'X' else 'X'
            if not ms and not legal(b, other): break
            ping += 1; send(f"ping {ping}"); until(lambda l: l == f"pong {ping}")
            send("go"); ans = [l for l in until(lambda l: l.startswith("=== ")) if l.startswith("=== ")][0]
            mv = ans[4:].split('/')[0]
            if mv == "PA":
                if ms: errors += 1; print("pass with moves", g)
            else:
                rc = (int(mv[1]) - 1, "abcdefgh".index(mv[0]))
                if rc not in ms: errors += 1; print("illegal", mv, g)
            # the driver plays its own choice half the time: random
            if not ms: choice = "PA"; passes += 1
            elif rng.random() < 0.5: choice = name(*rng.choice(ms))
            else: choice = mv
            if choice != "PA":
                r, c = (int(choice[1]) - 1, "abcdefgh".index(choice[0]))
                for rr, cc in flips(b, me, r, c): b[rr][cc] = me
                b[r][c] = me
            rec += ("B" if me == 'X' else "W") + f"[{choice}]"
            until(lambda l: l == "status othello is waiting")
            send(f"set game {start}{rec};)" if rng.random() < 0.3 else f"move {choice}")
            me = other
    print(f"{games} games, {passes} passes, {errors} desynchronisations, {time.time()-t0:.1f} s")
    p.stdin.close(); p.wait(); print("status", p.returncode)


def pong_latency(exe, games):
    p = subprocess.Popen([exe, "nboard"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    def send(l): p.stdin.write(l + "\n"); p.stdin.flush()
    def until(pred):
        while True:
            l = p.stdout.readline()
            if not l: raise SystemExit("ended")
            if pred(l.strip()): return l.strip()
    start = "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)"
    send("nboard 2"); send("set depth 40"); send("set game " + start)
    lat = []
    for k in range(1, 8):
        send(f"ping {2*k}"); until(lambda l: l == f"pong {2*k}")
        send("hint 4" if k % 2 else "go")
        time.sleep(2.0 if k < 7 else 10.0)
        t = time.perf_counter(); send(f"ping {2*k+1}"); until(lambda l: l == f"pong {2*k+1}")
        lat.append((time.perf_counter() - t) * 1000)
        send(f"ping {100+k}"); nxt = p.stdout.readline().strip()
        assert nxt == f"pong {100+k}", nxt
    print("pong latency ms:", " ".join(f"{x:.1f}" for x in lat))
    p.stdin.close(); p.wait(); print("status", p.returncode)



if __name__ == "__main__":
    exe = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    gtp_games(exe, games)
    nboard_games(exe, games)
    pong_latency(exe, games)
