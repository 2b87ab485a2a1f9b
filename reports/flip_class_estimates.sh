#!/usr/bin/env bash
# reports/flip-class-estimates.csv: for every Lights Out size up to 40x40
# whose God's number is still a range (reports/flip-plus.csv, with the
# narrower bounds of reports/flip-records.csv where it has the size), how
# many nodes and distance updates the engine's branch and bound over the
# kernel's class counts would take to lower the upper bound by one: prove
# that no press set is the upper bound from every kernel vector. Knuth's
# random probes of that search's tree (puzzlebox-analyze flip
# --god-classes-estimate PROBES --god-classes-target UPPER; pcg32 seed 1,
# so the file is the same on every machine), one row a size with the
# command that made it. A size whose search the estimate cannot take
# (nullity past 24 on the odd classes' span) gets a row saying so. Seconds:
# about 20 a size at 10^6 probes.
# usage: reports/flip_class_estimates.sh [BUILD_DIR] [PROBES]
set -euo pipefail
build=$(realpath -m "${1:-build/release}")
probes=${2:-1000000}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
[ -x "$analyze" ] || { echo "flip_class_estimates: $analyze not found (build first: make build)" >&2; exit 2; }
out=reports/flip-class-estimates.csv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# rows cols lower upper of each open size (the records' bounds where they have one).
python3 - >"$work/sizes" <<'PY'
import csv
best = {}
for r in csv.DictReader(open("reports/flip-plus.csv")):
    rows, cols = int(r["rows"]), int(r["cols"])
    if r["god_number"] == "" and rows <= cols <= 40 and r["wrap"] == "none":
        best[rows, cols] = (int(r["god_lower"]), int(r["god_upper"]))
for r in csv.DictReader(open("reports/flip-records.csv")):
    key = (int(r["rows"]), int(r["cols"]))
    if r["pattern"] == "plus" and key in best:
        best[key] = (max(best[key][0], int(r["god_lower"])), min(best[key][1], int(r["god_upper"])))
for (rows, cols), (lower, upper) in sorted(best.items()):
    print(rows, cols, lower, upper)
PY
echo "rows,cols,god_lower,god_upper,nullity,classes,target,probes,log10_nodes,relative_error,log10_work,reached,command" >"$work/out.csv"
while read -r rows cols lower upper; do
    command="puzzlebox-analyze flip --pattern plus --rows $rows --cols $cols --god-classes-estimate $probes --god-classes-target $upper"
    if "$analyze" flip --pattern plus --rows "$rows" --cols "$cols" --god-classes-estimate "$probes" \
        --god-classes-target "$upper" --csv "$work/one.csv" 2>"$work/err"; then
        echo "$rows,$cols,$lower,$upper,$(tail -n 1 "$work/one.csv" | cut -d, -f5-),\"$command\"" >>"$work/out.csv"
    else
        grep -q "past 24" "$work/err" || { cat "$work/err" >&2; exit 1; }
        echo "$rows,$cols,$lower,$upper,,,$upper,0,,,,,\"$(sed 's/"/'"'"'/g; s/^puzzlebox-analyze: //' "$work/err" | head -n 1)\"" >>"$work/out.csv"
    fi
done <"$work/sizes"
mv "$work/out.csv" "$out"
echo "flip_class_estimates: $(($(wc -l <"$out") - 1)) sizes in $out"
