#!/usr/bin/env python3
"""An outside check of the hardest square jump mazes (docs/jump.md, "The
twin cut"), written apart from puzzlebox's searches: plain Python, its own
geometry, and the opposite direction, breadth-first layers dealt forwards
from the start where puzzlebox deals them inwards from the deepest.

For an n x n board and a goal it asks whether some maze (every cell's
magnitude 1..the longest jump that fits; the goal has none) has a start
that needs at least D moves, trying every start. Layer 0 is the start; a
layer's magnitudes are chosen so that every landing is in a layer already
dealt or in the next, which is then exactly those landings outside the
cells dealt (the breadth-first search of the maze the choices make). The
goal may enter only at layer D or later. Two cuts: the cells not dealt
must leave one a layer to D; and (with --twins) a diagonal with no cell
dealt needs a layer holding two of its cells (a jump onto a diagonal from
its row lands by the same magnitude along its column on the diagonal
again) or cells never dealt, one spare cell each, even where the two
diagonals of an odd side cross: every cell of a forward layer is landed on
from the layer before, so a layer where both begin holds the crossing cell,
a second cell of one and a second of the other (or four cells, if the
crossing cell is not there), two spare cells.

usage: jump_twin_check.py N GOAL_ROW GOAL_COL D [--twins] [--board FILE] [--starts-from K | --start R,C]
prints "found" or "none" with the nodes; exits 0. With --board, a maze
found is written to FILE as a puzzlebox jump board (its start the one
found; cells the layers never reach, and those beside the goal in its
layer, take magnitude 1: they change no distance from the start). The
starts are tried in row-major order from the K-th (default 0), wrapping
round: the order changes how soon a maze is found, never whether. With
--start only that start is tried (the question with the start fixed).
"""
import sys


def main():
    argv = sys.argv[1:]
    board, first, fixed = None, "0", None
    for flag in ("--board", "--starts-from", "--start"):
        if flag in argv:
            at = argv.index(flag)
            if at + 1 >= len(argv):
                sys.exit(__doc__)
            if flag == "--board":
                board = argv[at + 1]
            elif flag == "--start":
                fixed = argv[at + 1].split(",")
                if len(fixed) != 2 or not all(x.isdigit() for x in fixed):
                    sys.exit(__doc__)
            else:
                first = argv[at + 1]
            del argv[at:at + 2]
    args = [a for a in argv if not a.startswith("--")]
    twins = "--twins" in argv
    if len(args) != 4 or any(a.startswith("--") and a != "--twins" for a in argv):
        sys.exit(__doc__)
    n, gr, gc, depth = map(int, args)
    if not first.isdigit():
        sys.exit(__doc__)
    cells = n * n
    goal = gr * n + gc
    if fixed is not None:
        fr, fc = map(int, fixed)
        if fr >= n or fc >= n or fr * n + fc == goal:
            sys.exit(f"jump_twin_check.py: --start {fr},{fc}: a cell of the {n}x{n} board other than the goal")
    everything = (1 << cells) - 1
    lands = []
    for u in range(cells):
        r, c = divmod(u, n)
        masks = []
        if u != goal:
            for m in range(1, max(r, n - 1 - r, c, n - 1 - c) + 1):
                to = 0
                for rr, cc in ((r - m, c), (r + m, c), (r, c - m), (r, c + m)):
                    if 0 <= rr < n and 0 <= cc < n:
                        to |= 1 << (rr * n + cc)
                masks.append(to)
        lands.append(masks)
    diagonals = [sum(1 << (i * n + i) for i in range(n)), sum(1 << (i * n + n - 1 - i) for i in range(n))]
    failed = set()
    nodes = 0
    chosen = {}  # cell -> magnitude, of the maze found

    def spare(dealt, k):  # cells not dealt past one a layer for layers k+1..depth
        return bin(everything & ~dealt).count("1") - (depth - k)

    def layer_after(dealt, layer, k):
        nonlocal nodes
        nodes += 1
        if (dealt, layer, k) in failed:
            return False
        room = spare(dealt, k)
        if room < 0:
            return False
        if twins:
            untouched = sum(1 for d in diagonals if not d & dealt)
            if untouched > room:
                return False
        members = [u for u in range(cells) if layer >> u & 1]

        def choose(i, nxt):
            if i == len(members):
                if not nxt:
                    return False
                if nxt >> goal & 1:
                    return k + 1 >= depth
                return layer_after(dealt | nxt, nxt, k + 1)
            for magnitude, to in enumerate(lands[members[i]], 1):
                grown = nxt | (to & ~dealt)
                if bin(grown).count("1") - 1 > room:
                    continue
                if grown >> goal & 1 and k + 1 < depth:
                    continue
                if choose(i + 1, grown):
                    chosen[members[i]] = magnitude
                    return True
            return False

        found = choose(0, 0)
        if not found:
            failed.add((dealt, layer, k))
        return found

    order = [(int(first) + t) % cells for t in range(cells)] if fixed is None else [fr * n + fc]
    start = next((s for s in order if s != goal and layer_after(1 << s, 1 << s, 0)), None)
    found = start is not None
    if found and board:
        with open(board, "w") as out:
            out.write(f"# A {n}x{n} jump maze whose start needs {depth} moves or more (reports/jump_twin_check.py)\n")
            out.write(f"puzzle jump\nsize {n}x{n}\nstart {start // n},{start % n}\ngoal {gr},{gc}\ngrid\n")
            for r in range(n):
                out.write(" ".join(str(0 if r * n + c == goal else chosen.get(r * n + c, 1)) for c in range(n)) + "\n")
    where = "start free" if fixed is None else f"start {fr},{fc}"
    print(f"{n}x{n} goal {gr},{gc}, {where}, {depth} moves or more: {'found' if found else 'none'} "
          f"({nodes} nodes{', twin cut' if twins else ''})")


if __name__ == "__main__":
    main()
