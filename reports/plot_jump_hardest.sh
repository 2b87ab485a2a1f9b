#!/usr/bin/env bash
# Plot: the longest shortest solution found per jump maze size (n x n), goal
# in the centre or a corner, from the committed jump-hardest.csv (made by
# jump_hardest.sh). Writes plots/jump-hardest.svg.
# usage: reports/plot_jump_hardest.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
mkdir -p "$reports/plots"
data=$(mktemp)
trap 'rm -f "$data" "$reports/plots/jump-hardest.svg.tmp"' EXIT
# rows,cols,goal,moves come first and hold no quoted commas.
# Two blocks, centre then corner goals: side, moves.
for goal in centre corner; do
    tail -n +2 "$reports/jump-hardest.csv" | cut -d, -f1-4 | awk -F, -v goal=$goal '$1 == $2 && $3 == goal { print $1, $4 }'
    printf '\n\n'
done >"$data"
gnuplot <<GNUPLOT
set terminal svg size 900,540 dynamic font 'DejaVu Sans,13' background '#ffffff'
set output '$reports/plots/jump-hardest.svg.tmp'
set title 'Jump mazes: the hardest boards found, moves of the shortest solution'
set xlabel 'board side n (n x n)'
set ylabel 'moves'
set grid
set key left top
set xtics 1
plot '$data' index 0 using 1:2 with linespoints linewidth 1.6 linecolor rgb '#0072B2' pointtype 7 title 'goal in the centre', \
     '$data' index 1 using 1:2 with linespoints linewidth 1.6 linecolor rgb '#D55E00' dashtype 2 pointtype 5 title 'goal in a corner', \
     x * x with lines linecolor rgb '#555555' dashtype 3 title 'n^2 (every cell)'
GNUPLOT
mv "$reports/plots/jump-hardest.svg.tmp" "$reports/plots/jump-hardest.svg"
