#!/usr/bin/env bash
# reports/jump-hardest-estimates.csv: how many nodes the inwards search of
# the hardest maze (puzzlebox-analyze jump --hardest --method inwards) would
# visit to refute each of the deepest depths, without its table of failed
# states: Knuth's random probes (--estimate PROBES; pcg32 seed 1, so the
# file is the same on every machine but for its seconds), one row a depth
# with the command that made it. 6x6, 7x7 and 8x8 (proven:
# reports/jump-hardest-proven.csv) show how the estimate compares with the
# search's own nodes. Start free, every maze counted, goal in the centre
# and in the corner. A second on one core at 10^6 probes. Heavy branches
# the probes rarely meet make these floors (before the twin cut, 7x7's 47
# moves, goal in the centre, were estimated at 10^6.8 nodes and took the
# search 83 million with its table; docs/jump.md).
# usage: reports/jump_estimates.sh [BUILD_DIR] [PROBES]
set -euo pipefail
build=$(realpath -m "${1:-build/release}")
probes=${2:-1000000}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
[ -x "$analyze" ] || { echo "jump_estimates: $analyze not found (build first: make build)" >&2; exit 2; }
out=reports/jump-hardest-estimates.csv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
header=
# n goal lowest-depth
while read -r n goal lowest; do
    command="puzzlebox-analyze jump --hardest --size ${n}x$n --goal $goal --start any --method inwards --estimate $probes --at-least $lowest"
    "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start any --method inwards --estimate "$probes" \
        --at-least "$lowest" --csv "$work/one.csv" --quiet
    [ -n "$header" ] || { header=1; echo "$(head -n 1 "$work/one.csv"),command" >"$work/out.csv"; }
    tail -n +2 "$work/one.csv" | sed "s|\$|,\"$command\"|" >>"$work/out.csv"
done <<'CASES'
6 3,3 33
6 5,5 33
7 3,3 46
7 6,6 46
8 3,3 61
8 7,7 61
CASES
mv "$work/out.csv" "$out"
