#!/usr/bin/env bash
# reports/rotate-spaces.csv: the whole state space of every rotation puzzle
# shape from 2x2 up to MAX_CELLS cells (default 12), with 2x2 blocks and with
# 3x3 blocks where they fit, and 3x5, 4x4 and 5x3 with 3x3 blocks (the orbit
# search: 8!7!/2 and 8!8!/2 states), in all three turn sets: reachable states, God's
# number, the distance distribution, antipodes, and why the rest is out of
# reach; and with orientable tiles (Twiddle's 'o', --orientable: the labels
# and every tile's turn) with 2x2 blocks up to 3x3; and Twiddle's rows-only
# boards (--rows-only: each row's tiles share its label), with 2x2 blocks up
# to 4x4 (63 million arrangements, the table's 1.5 minutes a turn set) and
# 3x3 blocks up to 12 cells, orientable too up to 3x3. One row per shape, with the command that makes it; the long-format
# distributions go to reports/rotate-spaces/. Deterministic. Up to 10 cells:
# about 5 s; with the 12-cell boards (12! states each, 12 to 27 s per
# shape on 2 cores, 144 MiB) and the orbit shapes (4x4: 17 to 19 s each, 300 MiB)
# about 5 minutes.
# usage: reports/rotate_spaces.sh [BUILD_DIR] [MAX_CELLS]
set -euo pipefail
build=${1:-build/release}
max_cells=${2:-12}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
out=reports/rotate-spaces.csv
long=reports/rotate-spaces
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$long"
# One shape's row: space_row SHAPE BLOCK TURNS SUFFIX [OPTION...], its long
# distribution in $long/SHAPE-bBLOCK-TURNS[-SUFFIX].csv.
space_row() {
    local shape=$1 block=$2 turns=$3 suffix=$4
    shift 4
    local command="puzzlebox-analyze rotate --space $shape --block $block --turns $turns${*:+ $*}"
    "$analyze" rotate --space "$shape" --block "$block" --turns "$turns" "$@" --csv "$work/row.csv" \
        --long "$long/$shape-b$block-$turns${suffix:+-$suffix}.csv"
    [ -f "$work/all.csv" ] || echo "$(head -n 1 "$work/row.csv"),command" >"$work/all.csv"
    echo "$(tail -n 1 "$work/row.csv"),$command" >>"$work/all.csv"
}
for rows in 2 3 4 5 6; do
    for cols in 2 3 4 5 6; do
        for block in 2 3; do
            if [ "$block" -gt "$rows" ] || [ "$block" -gt "$cols" ]; then continue; fi
            # Above max_cells: the shapes whose 3x3 turns keep the cells in
            # orbits of at most 9 (the chessboard colours), by the orbit search.
            if [ $((rows * cols)) -gt "$max_cells" ]; then
                case "$block ${rows}x$cols" in "3 3x5" | "3 4x4" | "3 5x3") ;; *) continue ;; esac
            fi
            for turns in cw both half; do space_row "${rows}x$cols" "$block" "$turns" ""; done
        done
    done
done
# Orientable tiles up to 9 cells: a state is the labels and each tile's
# high turn bit (the low one follows from its colour), 3x3: 9! x 512
# numbered states, 46 MiB, 10 s to 6 minutes a turn set.
for shape in 2x2 2x3 3x2 2x4 4x2 3x3; do
    for turns in cw both half; do space_row "$shape" 2 "$turns" orientable --orientable; done
done
for rows in 2 3 4; do
    for cols in 2 3 4; do
        for block in 2 3; do
            if [ "$block" -gt "$rows" ] || [ "$block" -gt "$cols" ]; then continue; fi
            if [ "$block" = 3 ] && [ $((rows * cols)) -gt 12 ]; then continue; fi
            for turns in cw both half; do space_row "${rows}x$cols" "$block" "$turns" rows-only --rows-only; done
        done
    done
done
for shape in 2x2 2x3 3x2 2x4 4x2 3x3; do
    for turns in cw both half; do
        space_row "$shape" 2 "$turns" orientable-rows-only --orientable --rows-only
    done
done
mv "$work/all.csv" "$out"
echo "wrote $out ($(($(wc -l <"$out") - 1)) shapes) and $long/"
