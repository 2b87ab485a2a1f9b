#!/usr/bin/env bash
# Plot: how many arrangements of a rotation puzzle lie at each distance from
# solved (log scale), from the committed whole-space reports
# (rotate-spaces/*.csv, made by rotate_spaces.sh): the seed's 3x3 board and
# the 3x4 and 2x6 boards, for each turn set. Writes plots/rotate-distances.svg.
# usage: reports/plot_rotate_distances.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
mkdir -p "$reports/plots"
# Print-safe: colour by board (Okabe-Ito, readable by colour-blind eyes and
# dark enough on paper), dash and point by turn set, so the lines part in
# grey too; every line's title in words.
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
set key outside right top spacing 1.2
board(s) = s[1:3]
turns(s) = s[8:]
colour(s) = board(s) eq '3x3' ? '#0072B2' : board(s) eq '3x4' ? '#D55E00' : '#009E73'
dash(s) = turns(s) eq 'cw' ? 1 : turns(s) eq 'both' ? 2 : 3
points(s) = turns(s) eq 'cw' ? 7 : turns(s) eq 'both' ? 5 : 9
legend_of(s) = board(s).' board, '.(turns(s) eq 'cw' ? 'clockwise turns' : turns(s) eq 'both' ? 'turns either way' : 'quarter and half turns')
plot for [shape in '3x3-b2-cw 3x3-b2-both 3x3-b2-half 3x4-b2-cw 3x4-b2-both 3x4-b2-half 2x6-b2-cw'] \
    '$reports/rotate-spaces/'.shape.'.csv' every ::1 using 1:2 with linespoints linewidth 1.6 linecolor rgb colour(shape) \
    dashtype dash(shape) pointtype points(shape) pointsize 0.6 title legend_of(shape)
GNUPLOT
mv "$reports/plots/rotate-distances.svg.tmp" "$reports/plots/rotate-distances.svg"
