"""The 8 x 8 rules the protocol bench drivers (edax_gtp.py,
protocol_speed.py) keep their own board with: a board is 8 lists of 8
cells, '.' empty and any other character a disc of that colour; rows and
columns from 0, squares named a1 (row 1 the top row) to h8."""

D = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def flips(b, me, r, c):
    """The discs a disc of `me` at (r, c) flips (none: not a move)."""
    if b[r][c] != '.':
        return []
    out = []
    for dr, dc in D:
        line = []; rr, cc = r + dr, c + dc
        while 0 <= rr < 8 and 0 <= cc < 8 and b[rr][cc] not in ('.', me):
            line.append((rr, cc)); rr += dr; cc += dc
        if line and 0 <= rr < 8 and 0 <= cc < 8 and b[rr][cc] == me:
            out += line
    return out


def legal(b, me):
    return [(r, c) for r in range(8) for c in range(8) if flips(b, me, r, c)]


def name(r, c):
    return "abcdefgh"[c] + str(r + 1)
