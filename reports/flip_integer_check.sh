#!/usr/bin/env bash
# An independent re-check of the God's numbers that the integer program
# proved (god_method "integer program" in reports/flip-plus.csv and
# flip-cross.csv): for each such size, plain Python (its own press matrix
# and GF(2) kernel, not puzzlebox's) writes the covering-radius program for
# the target one above God's number, with the translations fixed as in
# docs/flip.md, and GLPK (glpsol, Debian's glpk-utils; not CBC) must find it
# infeasible. The witnesses themselves are re-solved when the table is made.
# usage: reports/flip_integer_check.sh [CSV...]   (default: both tables)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v glpsol >/dev/null || { echo "flip_integer_check: glpsol not found (Debian: apt-get install glpk-utils)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tables=("$@")
[ ${#tables[@]} -gt 0 ] || tables=(reports/flip-plus.csv reports/flip-cross.csv)
checked=0
for table in "${tables[@]}"; do
    # rows,cols,pattern,wrap,...,god_number (9th), ..., god_method: the rows of
    # the integer program, once per shape (a transpose is the same program).
    while IFS=, read -r rows cols pattern wrap god; do
        start=$(date +%s)
        python3 - "$rows" "$cols" "$pattern" "$wrap" $((god + 1)) >"$tmp/program.lp" <<'PY'
import sys
H, W, pattern, wrap, target = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
n = H * W
def pressed(r, c):  # the cells a press at (r, c) flips
    if pattern == "cross":
        cells = {(r, x) for x in range(W)} | {(y, c) for y in range(H)}
    else:
        cells = {(r, c)} | {(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    if wrap == "torus":
        cells = {(y % H, x % W) for y, x in cells}
    return sum(1 << (y * W + x) for y, x in cells if 0 <= y < H and 0 <= x < W)
rows = [pressed(r, c) for r in range(H) for c in range(W)]
# The kernel of the press matrix (columns = presses), by Gauss-Jordan on bit rows.
cols_of = [sum(((rows[p] >> cell) & 1) << p for p in range(n)) for cell in range(n)]
pivot_row, rank = {}, 0
m = cols_of[:]
for col in range(n):
    sel = next((i for i in range(rank, n) if (m[i] >> col) & 1), None)
    if sel is None:
        continue
    m[rank], m[sel] = m[sel], m[rank]
    for i in range(n):
        if i != rank and (m[i] >> col) & 1:
            m[i] ^= m[rank]
    pivot_row[col] = rank
    rank += 1
basis = []
for free in (c for c in range(n) if c not in pivot_row):
    v = 1 << free
    for col, r in pivot_row.items():
        if (m[r] >> free) & 1:
            v |= 1 << col
    basis.append(v)
k = len(basis)
classes, zero = {}, 0
for cell in range(n):
    p = sum(((b >> cell) & 1) << j for j, b in enumerate(basis))
    if p == 0:
        zero += 1
    else:
        classes[p] = classes.get(p, 0) + 1
points, sizes = list(classes), list(classes.values())
out = ["Maximize", " obj: 0 a0", "Subject To"]
for lam in range(1 << k):
    cut = [bin(lam & p).count("1") % 2 for p in points]
    terms = " ".join(("- " if c else "+ ") + f"a{i}" for i, c in enumerate(cut))
    out.append(f" d{lam}: {terms} >= {target - zero - sum(s for s, c in zip(sizes, cut) if c)}")
# The translations fixed: k odd classes with independent patterns take their larger half.
fixed, reduced = [], []
for i, p in enumerate(points):
    if sizes[i] % 2 == 1 and len(fixed) < k:
        r = p
        for b in reduced:
            r = min(r, r ^ b)
        if r:
            reduced = sorted(reduced + [r], reverse=True)
            fixed.append(i)
out.append("Bounds")
for i, s in enumerate(sizes):
    out.append(f" {(s + 1) // 2 if i in fixed else 0} <= a{i} <= {s}")
out += ["General", " " + " ".join(f"a{i}" for i in range(len(points))), "End"]
print("\n".join(out))
PY
        glpsol --lp "$tmp/program.lp" >"$tmp/glpk.out" 2>&1 || true
        if ! grep -q "PROBLEM HAS NO INTEGER FEASIBLE SOLUTION\|PROBLEM HAS NO PRIMAL FEASIBLE SOLUTION" "$tmp/glpk.out"; then
            echo "${rows}x${cols} $pattern: GLPK did not find $((god + 1)) out of reach:" >&2
            tail -n 5 "$tmp/glpk.out" >&2
            exit 1
        fi
        echo "${rows}x${cols} $pattern $wrap: no press set is $((god + 1)) from every kernel vector (GLPK, $(($(date +%s) - start)) s)"
        checked=$((checked + 1))
    done < <(python3 -c '
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    if r["god_method"] == "integer program" and int(r["rows"]) <= int(r["cols"]):
        print(",".join([r["rows"], r["cols"], r["pattern"], r["wrap"], r["god_number"]]))
' "$table")
done
echo "checked $checked God's numbers of the integer program with GLPK"
