#!/usr/bin/env bash
# reports/rotate-reversed.csv: the reversed n x n boards of OEIS A330280
# (n*n..1 to be sorted by quarter turns of 2x2 blocks either way: Tatham's
# Twiddle), n = 5, 6, 7. For each:
#  - the shortest solution `puzzlebox-solve --method fast --beam W --tries T`
#    finds (the W and T of each row below), replayed by an independent
#    check in this script (plain Python, the seed's turn rule), its moves in
#    the CSV and the board in data/rotate/reversed-NxN.txt;
#  - lower bounds: Manhattan (each turn moves four tiles one step, so the
#    tiles' total steps over 4, rounded up to the board's parity) and the
#    bound IDA* proves in LOWER_SECONDS (default 300) with Manhattan and
#    the line conflicts (one-tile databases: on these boards larger ones
#    bound lower nearly everywhere and cost their building time);
#  - the best published upper bound (Leite, OEIS A330280, April 2020).
# A row is kept when the file has it already, so a stopped run resumes.
# LOWER_ONLY=1 keeps every row's solution and reruns only its IDA* bound
# (proven_lower, proof_seconds): about 15 minutes.
# usage: reports/rotate_reversed.sh [BUILD_DIR] [LOWER_SECONDS]
set -euo pipefail
build=${1:-build/release}
lower_seconds=${2:-300}
cd "$(dirname "$0")/.."
csv=reports/rotate-reversed.csv
[ -s "$csv" ] || echo "n,published_upper,moves,beam,tries,seconds,manhattan_lower,proven_lower,proof_seconds,solution" >"$csv"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The bound IDA* proves for board $1 in lower_seconds: "bound,seconds".
ida_lower() {
    local start proof_seconds proven
    start=$(date +%s.%N)
    "$build/bin/puzzlebox-solve" "$1" --time-limit "$lower_seconds" --pattern-states 1 >"$tmp/ida" || [ $? = 3 ]
    proof_seconds=$(awk -v a="$(date +%s.%N)" -v b="$start" 'BEGIN { printf "%.0f", a - b }')
    proven=$(sed -n 's/.*no solution has fewer than \([0-9]*\) moves.*/\1/p' "$tmp/ida")
    echo "${proven:-0},$proof_seconds"
}

if [ "${LOWER_ONLY:-0}" = 1 ]; then
    for n in 5 6 7; do
        grep -q "^$n," "$csv" || continue
        IFS=, read -r proven proof_seconds <<<"$(ida_lower "data/rotate/reversed-${n}x${n}.txt")"
        python3 - "$csv" "$n" "$proven" "$proof_seconds" <<'EOF'
import csv, sys
path, n, proven, proof_seconds = sys.argv[1:]
rows = list(csv.reader(open(path)))
for row in rows[1:]:
    if row[0] == n:
        row[7], row[8] = proven, proof_seconds
with open(path + ".tmp", "w", newline="") as out:
    csv.writer(out, lineterminator="\n").writerows(rows)
EOF
        mv "$csv.tmp" "$csv"
        grep "^$n," "$csv" | cut -d, -f1-9
    done
    echo "wrote $csv"
    exit 0
fi

# n, published upper bound, beam width, tries
for row in "5 48 20000 16" "6 88 5000 8" "7 146 50000 8"; do
    read -r n published beam tries <<<"$row"
    grep -q "^$n," "$csv" && continue
    board=data/rotate/reversed-${n}x${n}.txt
    python3 - "$n" >"$board" <<'EOF'
import sys
n = int(sys.argv[1])
print(f"# The {n}x{n} board reversed ({n * n}..1), 2x2 blocks turned either way:")
print("# OEIS A330280's a(%d); reports/rotate_reversed.sh solves it with --method fast." % n)
print(f"puzzle rotate\nsize {n}x{n}\nblock 2\nturns both\ngrid")
width = len(str(n * n))
for r in range(n):
    print(" ".join(str(n * n - (r * n + c)).rjust(width) for c in range(n)))
EOF
    start=$(date +%s.%N)
    "$build/bin/puzzlebox-solve" "$board" --method fast --beam "$beam" --tries "$tries" >"$tmp/fast"
    seconds=$(awk -v a="$(date +%s.%N)" -v b="$start" 'BEGIN { printf "%.0f", a - b }')
    solution=$(sed -n 's/^solution (not proven optimal), [0-9]* moves: //p' "$tmp/fast")
    IFS=, read -r proven proof_seconds <<<"$(ida_lower "$board")"
    python3 - "$n" "$published" "$beam" "$tries" "$seconds" "$proven" "$proof_seconds" "$solution" >>"$csv" <<'EOF'
# The independent check: replay the moves on n*n..1 by the seed's rule (Qb
# turns the b-th 2x2 block, row-major, a quarter clockwise; Qb' back) and
# demand 1..n*n; then the Manhattan bound.
import sys
n, published, beam, tries, seconds, proven, proof_seconds, solution = sys.argv[1:]
n = int(n)
grid = [[n * n - (r * n + c) for c in range(n)] for r in range(n)]
moves = solution.split()
for name in moves:
    back = name.endswith("'")
    b = int(name[1:].rstrip("'")) - 1
    r, c = divmod(b, n - 1)
    a, b2, d, e = grid[r][c], grid[r][c + 1], grid[r + 1][c + 1], grid[r + 1][c]  # TL TR BR BL
    if back:  # counter-clockwise: each tile one place back around the block
        grid[r][c], grid[r][c + 1], grid[r + 1][c + 1], grid[r + 1][c] = b2, d, e, a
    else:     # clockwise: TL -> TR -> BR -> BL -> TL
        grid[r][c], grid[r][c + 1], grid[r + 1][c + 1], grid[r + 1][c] = e, a, b2, d
if grid != [[r * n + c + 1 for c in range(n)] for r in range(n)]:
    sys.exit(f"{n}x{n}: the solution does not sort the board")
steps = sum(abs(r - (n - 1 - r)) + abs(c - (n - 1 - c)) for r in range(n) for c in range(n))
manhattan = -(-steps // 4)
# Reversing is n*n // 2 swaps and every quarter turn is an odd permutation
# (a 4-cycle), so a solution's length has the parity of n*n // 2.
if manhattan % 2 != (n * n // 2) % 2:
    manhattan += 1
print(f"{n},{published},{len(moves)},{beam},{tries},{seconds},{manhattan},{proven},{proof_seconds},{solution}")
EOF
    tail -n 1 "$csv" | cut -d, -f1-9
done
echo "wrote $csv"
