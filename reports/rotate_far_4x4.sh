#!/usr/bin/env bash
# The search for 4x4 arrangements (2x2 blocks, turns both ways: Twiddle)
# that need more than the reversed board's 24 moves: God's number of this
# puzzle is unknown (16! arrangements, 5 TB as a table).
#  - reports/rotate-4x4-distances.csv: how far uniformly random 4x4
#    arrangements are: SAMPLES of them (default 1000; shuffled by Python's
#    random.Random(1), every arrangement being reachable), each solved
#    optimally by IDA* (one stream through puzzlebox-solve).
#  - reports/rotate-4x4-far.csv: optimal solutions of candidates: the
#    7 other symmetric images of 1..16, and the reversed board with one
#    pair of tiles swapped (120 boards, odd: 23 or 25 moves or fewer). A
#    row per candidate, appended as each is solved, so a stopped run
#    resumes where it stopped (candidates already in the file are skipped).
# IDA* uses the 8-tile 4x4 database (built once, about 100 s, then cached).
# usage: reports/rotate_far_4x4.sh [BUILD_DIR] [SAMPLES]
set -euo pipefail
build=${1:-build/release}
samples=${2:-1000}
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -s reports/rotate-4x4-distances.csv ]; then
    python3 - "$samples" >"$tmp/random.txt" <<'EOF'
import random, sys
shuffle = random.Random(1)
for _ in range(int(sys.argv[1])):
    grid = list(range(1, 17))
    shuffle.shuffle(grid)
    print("puzzle rotate\nsize 4x4\nblock 2\nturns both\ngrid")
    for r in range(4):
        print(" ".join(map(str, grid[4 * r:4 * r + 4])))
    print()
EOF
    "$build/bin/puzzlebox-solve" "$tmp/random.txt" --format csv >"$tmp/random.csv"
    python3 - "$tmp/random.csv" >reports/rotate-4x4-distances.csv <<'EOF'
import csv, sys, collections
rows = list(csv.DictReader(open(sys.argv[1])))
count = collections.Counter(int(row["moves"]) for row in rows)
print("moves,boards")
for moves in sorted(count):
    print(f"{moves},{count[moves]}")
EOF
    echo "wrote reports/rotate-4x4-distances.csv ($samples boards)"
fi

far=reports/rotate-4x4-far.csv
[ -s "$far" ] || echo "candidate,grid,moves,seconds,nodes,solution" >"$far"
python3 - "$tmp" <<'EOF'
# One file per candidate: name<TAB>grid on stdout's list.
import sys
n = 4
cells = [(r, c) for r in range(n) for c in range(n)]
def image(f):  # the board showing, at (r, c), the label of the solved board at f(r, c)
    return [f(r, c)[0] * n + f(r, c)[1] + 1 for r, c in cells]
images = {
    "rotated-90": image(lambda r, c: (n - 1 - c, r)),
    "reversed": image(lambda r, c: (n - 1 - r, n - 1 - c)),
    "rotated-270": image(lambda r, c: (c, n - 1 - r)),
    "mirrored": image(lambda r, c: (r, n - 1 - c)),
    "flipped": image(lambda r, c: (n - 1 - r, c)),
    "transposed": image(lambda r, c: (c, r)),
    "anti-transposed": image(lambda r, c: (n - 1 - c, n - 1 - r)),
}
candidates = dict(images)
for a in range(n * n):
    for b in range(a + 1, n * n):
        grid = list(images["reversed"])
        grid[a], grid[b] = grid[b], grid[a]
        candidates[f"reversed-swap-{a}-{b}"] = grid
with open(sys.argv[1] + "/list", "w") as out:
    for name, grid in candidates.items():
        with open(f"{sys.argv[1]}/{name}.txt", "w") as f:
            f.write("puzzle rotate\nsize 4x4\nblock 2\nturns both\ngrid\n")
            for r in range(n):
                f.write(" ".join(str(x) for x in grid[r * n:(r + 1) * n]) + "\n")
        out.write(f"{name}\t{' '.join(map(str, grid))}\n")
EOF
while IFS=$'\t' read -r name grid; do
    grep -q "^$name," "$far" && continue
    "$build/bin/puzzlebox-solve" "$tmp/$name.txt" >"$tmp/out" 2>"$tmp/err" || { cat "$tmp/err"; exit 1; }
    python3 - "$name" "$grid" "$tmp/out" >>"$far" <<'EOF'
import re, sys
name, grid, text = sys.argv[1], sys.argv[2], open(sys.argv[3]).read()
search = re.search(r"search: .*?, (\d+) nodes, ([\d.]+) s", text)
solved = re.search(r"optimal solution, (\d+) moves:? ?(.*)", text)
moves, path = (solved.group(1), solved.group(2).strip()) if solved else ("0", "")
print(f"{name},{grid},{moves},{search.group(2)},{search.group(1)},{path}")
EOF
    tail -n 1 "$far" | cut -d, -f1,3,4
done <"$tmp/list"
echo "wrote $far"
