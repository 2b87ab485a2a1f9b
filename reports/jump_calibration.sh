#!/usr/bin/env bash
# reports/jump-calibration.csv and reports/calibration/jump-*.csv: where the
# difficulty scores of random jump mazes lie (normal mode: the deduction's,
# docs/jump.md "Difficulty", in expert mode keeping the sum), the scale behind puzzlebox-analyze's
# percentile column. For each shape, 10,000 uniformly random boards
# (random_jump_board: board i is pcg32 stream i of seed 1) that solve (in
# expert mode: that have a path summing to 0), each board's stream and
# score in reports/calibration/, one summary row per shape (percentiles and
# the share in each level's band) in reports/jump-calibration.csv.
# Every shape (expert 7x7 from start 6,2: the default start's sums are
# odd) in about 5 s; 2 cores, deterministic.
# usage: reports/jump_calibration.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p reports/calibration

run_one() {  # name options...
    local name=$1
    shift
    "$analyze" jump "$@" --scores "reports/calibration/jump-$name.csv" --csv "$work/$name.csv"
}

for n in 5 6 7 8 9; do run_one "${n}x$n" --size "${n}x$n"; done
run_one 5x5-expert --size 5x5 --target 0
run_one 6x6-expert --size 6x6 --target 0
run_one 7x7-expert --size 7x7 --start 6,2 --target 0
{
    head -n 1 "$work/5x5.csv"
    for name in 5x5 6x6 7x7 8x8 9x9 5x5-expert 6x6-expert 7x7-expert; do tail -n 1 "$work/$name.csv"; done
} >reports/jump-calibration.csv.tmp
mv reports/jump-calibration.csv.tmp reports/jump-calibration.csv
