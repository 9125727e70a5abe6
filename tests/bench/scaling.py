#!/usr/bin/env python3
"""Time and peak memory of `othello moves` against board side, beside the
I/O floor and the naive ray walk of ../shared/bench (built with cc -O2).

Usage (from the project root, after `cargo build --release`):
  python3 tests/bench/scaling.py [--sides 1000,2000,4000,8000,16000]
      [--kind random|runs] [--runs 3] [--bin target/release/othello]
      [--shared ../shared/bench] [--naive-max 16000]

Boards come from genboard.py (seed 1) and are kept in the temp folder
between runs (othello-bench-KIND-SIDE.in). Prints a Markdown table: median
wall time of `runs` runs after one warm-up, peak resident memory (max RSS, as
/usr/bin/time reports it), the memory budget 0.5 B/square + 16 MiB, and the
ratios; `same` says whether othello's output equals the naive one byte for
byte.
"""
import argparse, hashlib, os, statistics, subprocess, sys, tempfile, time


def build(shared, name, tmp):
    exe = os.path.join(tmp, name)
    subprocess.run(["cc", "-O2", "-o", exe, os.path.join(shared, name + ".c")], check=True)
    return exe


def one(cmd, inp, out):
    """Wall seconds of one run."""
    with open(inp, "rb") as i, open(out, "wb") as o:
        t = time.perf_counter()
        subprocess.run(cmd, stdin=i, stdout=o, check=True)
        return time.perf_counter() - t


def peak(cmd, inp, out, work):
    """Max RSS in bytes, as `/usr/bin/time` reports it (a child forked from
    Python would count Python's pages until its exec)."""
    rep = os.path.join(work, "time.txt")
    with open(inp, "rb") as i, open(out, "wb") as o:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rep] + cmd, stdin=i, stdout=o, check=True)
    with open(rep) as f:
        return int(f.read().split()[-1]) * 1024


def measure(cmd, inp, out, runs, work):
    one(cmd, inp, out)
    wall = statistics.median(one(cmd, inp, out) for _ in range(runs))
    return wall, peak(cmd, inp, out, work)


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sides", default="1000,2000,4000,8000,16000")
    ap.add_argument("--kind", default="random")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--bin", default="target/release/othello")
    ap.add_argument("--shared", default="../shared/bench")
    ap.add_argument("--naive-max", type=int, default=16000)
    a = ap.parse_args()
    tmp = tempfile.gettempdir()
    with tempfile.TemporaryDirectory() as work:
        naive = build(a.shared, "naive_marker", work)
        floor = build(a.shared, "io_floor", work)
        print(f"kind={a.kind} runs={a.runs} load={os.getloadavg()[0]:.2f}")
        print("| side | squares | othello s | othello peak MiB | budget MiB | io_floor s | othello / io_floor | naive s | naive / othello | same |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for n in map(int, a.sides.split(",")):
            inp = os.path.join(tmp, f"othello-bench-{a.kind}-{n}.in")
            if not os.path.exists(inp):
                with open(inp + ".part", "w") as f:
                    gen = os.path.join(a.shared, "genboard.py")
                    subprocess.run([sys.executable, gen, str(n), "1", a.kind], stdout=f, check=True)
                os.rename(inp + ".part", inp)
            ours_out, other_out = os.path.join(work, "ours.out"), os.path.join(work, "other.out")
            t_ours, m_ours = measure([a.bin, "moves"], inp, ours_out, a.runs, work)
            want = digest(ours_out)
            t_floor, _ = measure([floor], inp, other_out, a.runs, work)
            if n <= a.naive_max:
                t_naive, _ = measure([naive], inp, other_out, a.runs, work)
                naive_s, speedup = f"{t_naive:.3f}", f"{t_naive / t_ours:.1f}x"
                same = str(digest(other_out) == want)
            else:
                naive_s = speedup = same = "-"
            budget = (0.5 * n * n + (16 << 20)) / (1 << 20)
            print(f"| {n} | {n * n} | {t_ours:.3f} | {m_ours / (1 << 20):.1f} | {budget:.0f} | "
                  f"{t_floor:.3f} | {t_ours / t_floor:.2f}x | {naive_s} | {speedup} | {same} |", flush=True)


main()
