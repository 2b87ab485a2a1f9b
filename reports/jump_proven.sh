#!/usr/bin/env bash
# reports/jump-hardest-proven.csv: for n = 3, 4, 5, square boards with the goal
# in the centre and in the corner, the start free ("any") and fixed at the
# default (Vienna's: bottom row, middle), every maze counted or only those
# with one shortest solution: the most moves a shortest solution can need,
# proven by puzzlebox-analyze jump --hardest over every maze (magnitudes
# 1..the longest jump that fits), with the nodes and seconds of each run and
# the maze that attains it in data/jump/hardest/proven/. About 3 minutes on
# 2 cores; node counts and mazes are the same on every machine.
# usage: reports/jump_proven.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
out=data/jump/hardest/proven
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

run_one() {  # n place start unique
    local n=$1 place=$2 start=$3 unique=$4 goal
    if [ "$place" = centre ]; then goal="$((n / 2)),$((n / 2))"; else goal="$((n - 1)),$((n - 1))"; fi
    local startarg=any
    [ "$start" = fixed ] && startarg="$((n - 1)),$((n / 2))"
    local flag=""
    [ "$unique" = unique ] && flag="--unique"
    local name="jump-${n}x$n-$place-start-$start${flag:+-unique}"
    local command="puzzlebox-analyze jump --hardest --size ${n}x$n --goal $goal --start $startarg${flag:+ $flag}"
    "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start "$startarg" $flag --board "$out/$name.txt" \
        --csv "$work/$name.csv" --quiet
    echo "$(sed -n 2p "$work/$name.csv"),\"$command\",$out/$name.txt" >"$work/row-$name"
    echo "$name" >>"$work/order"
}

for n in 3 4 5; do
    for place in centre corner; do
        for start in any fixed; do
            run_one "$n" "$place" "$start" all &
            run_one "$n" "$place" "$start" unique &
            wait
        done
    done
    echo "jump_proven: ${n}x$n done" >&2
done
{
    echo "$(head -1 "$(ls "$work"/*.csv | head -1)"),command,board"
    for n in 3 4 5; do
        for place in centre corner; do
            for start in any fixed; do
                cat "$work/row-jump-${n}x$n-$place-start-$start" "$work/row-jump-${n}x$n-$place-start-$start-unique"
            done
        done
    done
} >reports/jump-hardest-proven.csv.tmp
mv reports/jump-hardest-proven.csv.tmp reports/jump-hardest-proven.csv
