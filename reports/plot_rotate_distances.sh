#!/usr/bin/env bash
# Plot: how many arrangements of a rotation puzzle lie at each distance from
# solved (log scale), from the committed whole-space reports
# (rotate-spaces/*.csv, made by rotate_spaces.sh): the seed's 3x3 board and
# the 3x4 and 2x6 boards, for each turn set. Writes plots/rotate-distances.svg.
# usage: reports/plot_rotate_distances.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
mkdir -p "$reports/plots"
gnuplot <<GNUPLOT
set terminal svg size 900,540 dynamic font 'DejaVu Sans,13' background '#ffffff'
set output '$reports/plots/rotate-distances.svg.tmp'
set datafile separator ','
set title 'Rotation puzzles: arrangements at each distance from solved (2x2 blocks)'
set xlabel 'distance (fewest moves to solve)'
set ylabel 'arrangements'
set logscale y
set format y '10^{%L}'
set grid
set key outside right top
plot for [shape in '3x3-b2-cw 3x3-b2-both 3x3-b2-half 3x4-b2-cw 3x4-b2-both 3x4-b2-half 2x6-b2-cw'] \
    '$reports/rotate-spaces/'.shape.'.csv' every ::1 using 1:2 with linespoints pointsize 0.6 title shape
GNUPLOT
mv "$reports/plots/rotate-distances.svg.tmp" "$reports/plots/rotate-distances.svg"
