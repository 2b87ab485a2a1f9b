#!/usr/bin/env bash
# Plot: the nullity of the press matrix of n x n flip boards (2^nullity
# presses sets do nothing; 1 in 2^nullity boards is solvable), Lights Out
# (plus) and the gold bars (cross), from the committed flip-plus.csv and
# flip-cross.csv. Writes plots/flip-nullity.svg.
# usage: reports/plot_flip_nullity.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
mkdir -p "$reports/plots"
plus=$(mktemp) cross=$(mktemp)
trap 'rm -f "$plus" "$cross" "$reports/plots/flip-nullity.svg.tmp"' EXIT
# rows,cols,pattern,rank,nullity come first and hold no quoted commas.
tail -n +2 "$reports/flip-plus.csv" | cut -d, -f1-6 | awk -F, '$1 == $2 { print $1, $6 }' >"$plus"
tail -n +2 "$reports/flip-cross.csv" | cut -d, -f1-6 | awk -F, '$1 == $2 { print $1, $6 }' >"$cross"
gnuplot <<GNUPLOT
set terminal svg size 900,540 dynamic font 'DejaVu Sans,13' background '#ffffff'
set output '$reports/plots/flip-nullity.svg.tmp'
set title 'Flip boards n x n: nullity of the press matrix (0: every board solvable)'
set xlabel 'board side n'
set ylabel 'nullity'
set grid
set key left top
plot '$plus' using 1:2 with linespoints linewidth 1.6 linecolor rgb '#0072B2' pointtype 7 pointsize 0.7 title 'plus (Lights Out)', \
     '$cross' using 1:2 with points linecolor rgb '#D55E00' pointtype 5 pointsize 0.7 title 'cross (gold bars): 2(n-1) for odd n, 0 for even'
GNUPLOT
mv "$reports/plots/flip-nullity.svg.tmp" "$reports/plots/flip-nullity.svg"
