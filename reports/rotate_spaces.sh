#!/usr/bin/env bash
# reports/rotate-spaces.csv: the whole state space of every rotation puzzle
# shape from 2x2 up to MAX_CELLS cells (default 12), with 2x2 blocks and with
# 3x3 blocks where they fit, in all three turn sets: reachable states, God's
# number, the distance distribution, antipodes, and why the rest is out of
# reach. One row per shape, with the command that makes it; the long-format
# distributions go to reports/rotate-spaces/. Deterministic. Up to 10 cells:
# about 5 s; with the 12-cell boards (12! states each, 12 to 27 s per
# shape on 2 cores, 144 MiB) under 4 minutes.
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
first=1
for rows in 2 3 4 5 6; do
    for cols in 2 3 4 5 6; do
        [ $((rows * cols)) -le "$max_cells" ] || continue
        for block in 2 3; do
            [ "$block" -le "$rows" ] && [ "$block" -le "$cols" ] || continue
            for turns in cw both half; do
                command="puzzlebox-analyze rotate --space ${rows}x$cols --block $block --turns $turns"
                "$analyze" rotate --space "${rows}x$cols" --block "$block" --turns "$turns" --csv "$work/row.csv" \
                    --long "$long/${rows}x$cols-b$block-$turns.csv"
                if [ "$first" = 1 ]; then
                    echo "$(head -n 1 "$work/row.csv"),command" >"$work/all.csv"
                    first=0
                fi
                echo "$(tail -n 1 "$work/row.csv"),$command" >>"$work/all.csv"
            done
        done
    done
done
mv "$work/all.csv" "$out"
echo "wrote $out ($(($(wc -l <"$out") - 1)) shapes) and $long/"
