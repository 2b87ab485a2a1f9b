#!/usr/bin/env bash
# An independent re-check of the upper bounds that the integer program
# proved (god_upper_proof "the integer program ..." in reports/flip-plus.csv,
# flip-cross.csv and flip-records.csv: God's numbers, and the upper bound of
# a size it narrowed but did not settle): for each such size, plain Python
# (its own press matrix and GF(2) kernel, not puzzlebox's) writes the
# covering-radius program for the target one above the bound, with the
# translations fixed as in
# docs/flip.md, and GLPK (glpsol, Debian's glpk-utils; not CBC) must find it
# infeasible. The witnesses themselves are re-solved when the table is made.
# usage: reports/flip_integer_check.sh [CSV...]   (default: both tables and the records)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v glpsol >/dev/null || { echo "flip_integer_check: glpsol not found (Debian: apt-get install glpk-utils)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tables=("$@")
[ ${#tables[@]} -gt 0 ] || tables=(reports/flip-plus.csv reports/flip-cross.csv reports/flip-records.csv)
checked=0
for table in "${tables[@]}"; do
    # rows,cols,pattern,wrap,god_upper: the rows whose upper bound the integer
    # program proved, once per shape (a transpose is the same program).
    while IFS=, read -r rows cols pattern wrap upper; do
        start=$(date +%s)
        PYTHONPATH=reports python3 - "$rows" "$cols" "$pattern" "$wrap" $((upper + 1)) >"$tmp/program.lp" <<'PY'
import sys
from flip_kernel import add_to_echelon, cell_patterns, kernel_basis, press_rows
H, W, pattern, wrap, target = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5])
n = H * W
basis = kernel_basis(press_rows(H, W, pattern, wrap), n)
k = len(basis)
classes, zero = {}, 0
for p in cell_patterns(basis, n):
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
    if sizes[i] % 2 == 1 and len(fixed) < k and add_to_echelon(p, reduced):
        fixed.append(i)
out.append("Bounds")
for i, s in enumerate(sizes):
    out.append(f" {(s + 1) // 2 if i in fixed else 0} <= a{i} <= {s}")
out += ["General", " " + " ".join(f"a{i}" for i in range(len(points))), "End"]
print("\n".join(out))
PY
        glpsol --lp "$tmp/program.lp" >"$tmp/glpk.out" 2>&1 || true
        if ! grep -q "PROBLEM HAS NO INTEGER FEASIBLE SOLUTION\|PROBLEM HAS NO PRIMAL FEASIBLE SOLUTION" "$tmp/glpk.out"; then
            echo "${rows}x${cols} $pattern: GLPK did not find $((upper + 1)) out of reach:" >&2
            tail -n 5 "$tmp/glpk.out" >&2
            exit 1
        fi
        echo "${rows}x${cols} $pattern $wrap: no press set is $((upper + 1)) from every kernel vector (GLPK, $(($(date +%s) - start)) s)"
        checked=$((checked + 1))
    done < <(python3 -c '
import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    if r["god_upper_proof"].startswith("the integer program") and int(r["rows"]) <= int(r["cols"]):
        print(",".join([r["rows"], r["cols"], r["pattern"], r["wrap"], r["god_upper"]]))
' "$table")
done
echo "checked $checked upper bounds of the integer program with GLPK"
