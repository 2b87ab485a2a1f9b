#!/usr/bin/env bash
# reports/jump-hardest-twins.csv: the hardest n x n jump maze past the
# searches' 64 cells (n = 9 to 12; goal in the centre and in the corner,
# start free, every maze counted), by reports/jump_twin_check.py with the
# twin cut (docs/jump.md, "The twin cut"): from n*n - 1 moves down, each
# depth refuted (none), found (a maze written to data/jump/hardest/twins/
# and re-solved by puzzlebox-solve, whose fewest moves from its start must
# be at least the depth) or left open after TIMEOUT seconds (default 300);
# a case stops at its first maze or after DEPTHS depths (default 5). The
# starts are tried from the K-th of FIRST (N-place=K, the check's
# --starts-from; 0 for the others): 11x11's centre finds 118 from start 2
# (0,2) at once, and nothing in 300 s from 0. Row:
#   rows,cols,goal,lower,upper,proven,depths,seconds,command,board
# lower: the maze found needs that many moves (the solver's count); upper:
# every depth above it was refuted (one less than the least refuted depth
# with every depth above refuted too; n*n - 1 if none); proven: lower =
# upper. depths: each depth tried as D:none/found/open with its nodes.
# Node counts are the same on every machine; about 4 minutes on a core.
# usage: reports/jump_twins.sh [BUILD_DIR]
set -euo pipefail
build=$(realpath -m "${1:-build/release}")
cd "$(dirname "$0")/.."
solve=$build/bin/puzzlebox-solve
[ -x "$solve" ] || { echo "jump_twins: $solve not found (build first: make build)" >&2; exit 2; }
timeout_seconds=${TIMEOUT:-300}
most_depths=${DEPTHS:-5}
FIRST=${FIRST:-"11-centre=2"}
out=data/jump/hardest/twins
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "rows,cols,goal,lower,upper,proven,depths,seconds,command,board" >"$work/csv"
for n in 9 10 11 12; do
    for place in centre corner; do
        if [ "$place" = centre ]; then row=$((n / 2)) col=$((n / 2)); else row=$((n - 1)) col=$((n - 1)); fi
        upper=$((n * n - 1)) lower="" refuting=1 tried=() board="" began=$SECONDS
        first=$(tr ' ' '\n' <<<"$FIRST" | sed -n "s/^$n-$place=//p")
        first=${first:-0}
        command="jump_twin_check.py $n $row $col D --twins --starts-from $first"
        for ((depth = n * n - 1, k = 0; k < most_depths; depth--, k++)); do
            code=0
            timeout "$timeout_seconds" python3 reports/jump_twin_check.py "$n" "$row" "$col" "$depth" --twins \
                --starts-from "$first" --board "$work/maze.txt" >"$work/said" || code=$?
            nodes=$(sed -n 's/.*(\([0-9]*\) nodes.*/\1/p' "$work/said")
            if [ "$code" = 124 ]; then
                tried+=("$depth:open")
                refuting=0
            elif [ "$code" != 0 ]; then
                echo "jump_twins: jump_twin_check.py ended with exit $code" >&2
                exit 1
            elif grep -q ": none (" "$work/said"; then
                tried+=("$depth:none:$nodes")
                [ "$refuting" = 1 ] && upper=$((depth - 1))
            else
                tried+=("$depth:found:$nodes")
                board=$out/jump-${n}x$n-$place-start-any.txt
                # The solver's fewest moves from the maze's start: at least the depth.
                moves=$("$solve" "$work/maze.txt" --format csv | sed -n 2p | cut -d, -f2)
                [ "$moves" -ge "$depth" ] || { echo "jump_twins: ${n}x$n $place: the solver finds $moves moves, not $depth" >&2; exit 1; }
                [ "$moves" -le "$upper" ] || { echo "jump_twins: ${n}x$n $place: $moves moves, past the refuted $upper" >&2; exit 1; }
                lower=$moves
                mv "$work/maze.txt" "$board"
                break
            fi
        done
        proven=no
        [ "$lower" = "$upper" ] && proven=yes
        echo "$n,$n,\"$row,$col\",$lower,$upper,$proven,${tried[*]},$((SECONDS - began)),\"$command\",$board" >>"$work/csv"
        echo "jump_twins: ${n}x$n $place: ${lower:-?}..$upper (${tried[*]})" >&2
    done
done
mv "$work/csv" reports/jump-hardest-twins.csv
