#!/usr/bin/env bash
# The main job of `make run`: solve every board in data/, generate a small
# fresh set, analyse everything, write reports/*.csv and print a summary.
# Heavy reports (hardest-board searches, whole state spaces) are committed with
# their commands and are not redone here.
# usage: reports/main_job.sh BUILD_DIR
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
solve=$build/bin/puzzlebox-solve
gen=$build/bin/puzzlebox-gen
analyze=$build/bin/puzzlebox-analyze
started=$(date +%s)
source reports/csv_row.sh

# Runs puzzlebox-solve with its output in $out, in this shell (not a
# subshell, so that a failure can stop the job). Exit 0 (solved) and 1 (no
# solution) are results and are returned; anything else stops the main job,
# leaving no half-written report behind (the trap removes the .tmp files).
out=$(mktemp)
solve_into_out() {
    local status=0
    "$solve" "$@" >"$out" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "main job: puzzlebox-solve $* failed (exit $status)" >&2
        exit 1
    fi
    return "$status"
}
trap 'rm -f reports/*.csv.tmp "$out"' EXIT

# 1. Solve every board: both modes for jump mazes, one CSV row per solution.
solutions=reports/jump-solutions.csv
echo "file,mode,index,moves,tiles,sum,path" >"$solutions.tmp"
solved=0 unsolved=0
mapfile -t boards < <(find data/jump -name '*.txt' | LC_ALL=C sort)
for board in "${boards[@]}"; do
    for mode in normal expert; do
        if solve_into_out "$board" --mode "$mode" --format csv --time-limit 60; then
            solved=$((solved + 1))
        else
            unsolved=$((unsolved + 1))
        fi
        tail -n +2 "$out" | sed "s|^|$board,$mode,|" >>"$solutions.tmp"
    done
done
mv "$solutions.tmp" "$solutions"

# 1b. Every magic hexagon in data/hexagon (found ones included): how many
#     completions, and up to symmetry.
hexagons=reports/hexagon-solutions.csv
echo "file,solutions,orbits" >"$hexagons.tmp"
mapfile -t hexagon_boards < <(find data/hexagon -name '*.txt' | LC_ALL=C sort)
for board in "${hexagon_boards[@]}"; do
    solve_into_out "$board" --count --time-limit 60 || true
    hexagon_count=$(tail -n 1 "$out")
    solve_into_out "$board" --count --up-to-symmetry --time-limit 60 || true
    hexagon_orbits=$(tail -n 1 "$out")
    csv_row "$board" "$hexagon_count" "$hexagon_orbits" >>"$hexagons.tmp"
done
mv "$hexagons.tmp" "$hexagons"

# 1c. Every rotation puzzle in data/rotate: all optimal solutions up to 12
#     cells (IDA* with small pattern databases; colour boards by the
#     breadth-first table), one above (IDA*; the 4x4 pattern database takes
#     about 1.5 min to build once, then comes from ~/.cache).
rotations=reports/rotate-solutions.csv
echo "file,index,moves,path" >"$rotations.tmp"
mapfile -t rotate_boards < <(find data/rotate -name '*.txt' | LC_ALL=C sort)
rotate_cells() { awk '$1 == "size" { split($2, side, "x"); print side[1] * side[2]; exit }' "$1"; }
for board in "${rotate_boards[@]}"; do
    which=--all
    [ "$(rotate_cells "$board")" -gt 12 ] && which=
    solve_into_out "$board" $which --format csv || true
    tail -n +2 "$out" | sed "s|^|$board,|" >>"$rotations.tmp"
done
mv "$rotations.tmp" "$rotations"

# 1d. Every flip board in data/flip: a solution with the fewest presses, and
#     how many minimal solutions there are (unsolvable boards: no row).
flips=reports/flip-solutions.csv
echo "file,index,presses,cells,minimal_solutions" >"$flips.tmp"
mapfile -t flip_boards < <(find data/flip -name '*.txt' | LC_ALL=C sort)
for board in "${flip_boards[@]}"; do
    solve_into_out "$board" --count 2>/dev/null || true
    flip_count=$(tail -n 1 "$out")
    solve_into_out "$board" --format csv 2>/dev/null || true
    tail -n +2 "$out" | sed "s|^|$board,|;s|$|,$flip_count|" >>"$flips.tmp"
done
mv "$flips.tmp" "$flips"
#     The structure of every flip board size 1x1..64x64, cross and plus: rank
#     and nullity by elimination, God's number and distribution up to 25
#     cells (about 20 s on 2 cores).
"$analyze" flip --pattern cross --rows 1-64 --cols 1-64 --whole-space 25 --csv reports/flip-cross.csv
"$analyze" flip --pattern plus --rows 1-64 --cols 1-64 --whole-space 25 --csv reports/flip-plus.csv

# 2. A small fresh set: 7x7 mazes with a unique shortest solution of 12+ moves
#    and no dead cells (boards.csv beside them holds their measures).
generated=reports/generated/jump
rm -rf "$generated"
"$gen" jump --size 7x7 --count 5 --seed 1 --unique --min-moves 12 --out "$generated" --svg --sheet "$generated/sheet.svg" \
    --html "$generated/play.html"
#    and order-3 magic hexagon puzzles with exactly one completion, few clues.
generated_hexagons=reports/generated/hexagon
rm -rf "$generated_hexagons"
"$gen" hexagon --order 3 --count 5 --seed 1 --out "$generated_hexagons" --svg --sheet "$generated_hexagons/sheet.svg" \
    --html "$generated_hexagons/play.html"
#    and 5x5 Lights Out boards needing at least 12 presses.
generated_flips=reports/generated/flip
rm -rf "$generated_flips"
"$gen" flip --size 5x5 --pattern plus --min-presses 12 --count 5 --seed 1 --out "$generated_flips" --svg --sheet "$generated_flips/sheet.svg" \
    --html "$generated_flips/play.html"
#    and 3x3 Mystery Boxes (2x2 blocks, turned either way) 10 moves from solved (certified optimal).
generated_rotations=reports/generated/rotate
rm -rf "$generated_rotations"
"$gen" rotate --size 3x3 --turns both --depth 10 --count 5 --seed 1 --out "$generated_rotations" --svg \
    --sheet "$generated_rotations/sheet.svg" --html "$generated_rotations/play.html"

# 3. Analyse the committed boards and the fresh ones.
"$analyze" "${boards[@]}" --csv reports/jump-boards.csv
"$analyze" "$generated"/*.txt --csv reports/jump-generated.csv
"$analyze" "${hexagon_boards[@]}" --csv reports/hexagon-boards.csv
#    The proven fewest clues of an order-3 puzzle, per start (well under 1 s);
#    the existence report of orders 1..8 is committed (reports/hexagon_existence.sh).
"$analyze" hexagon --clues --orders 1-3 --csv reports/hexagon-clues.csv 2>/dev/null

# 4. Plots of the committed reports (gnuplot, one script each), and the page
#    that shows them and links every CSV: reports/index.html.
for plot in reports/plot_*.sh; do bash "$plot" reports; done
bash reports/index_page.sh reports

echo "puzzlebox main job: $(($(date +%s) - started)) s"
echo "  jump boards in data/jump: ${#boards[@]}; solved $solved board-modes, $unsolved without solution"
echo "  fresh 7x7 boards generated: $(ls "$generated"/*.txt | wc -l) (in $generated)"
echo "  fresh order-3 hexagon puzzles: $(ls "$generated_hexagons"/*.txt | wc -l) (in $generated_hexagons)"
echo "  fresh 5x5 Lights Out boards (12+ presses): $(ls "$generated_flips"/*.txt | wc -l) (in $generated_flips)"
for report in "$solutions" "$rotations" "$flips" "$hexagons" reports/jump-boards.csv reports/jump-generated.csv reports/hexagon-boards.csv \
    reports/hexagon-clues.csv reports/flip-cross.csv reports/flip-plus.csv; do
    echo "  wrote $report ($(($(wc -l <"$report") - 1)) rows)"
done
echo "  plots: $(ls reports/plots/*.svg | tr '\n' ' '); all of it on reports/index.html"
echo "  fresh 3x3 rotation boards: $(ls "$generated_rotations"/*.txt | wc -l) (in $generated_rotations)"
echo "  printable sheets (+ -solutions.svg, the answer keys) and play pages (play.html):"
echo "    $generated, $generated_hexagons, $generated_flips, $generated_rotations"
echo
echo "Vienna, fewest-move sum-zero paths (expert mode):"
grep -E '^data/jump/schoenbrunn[^,]*,expert,1,' "$solutions" | cut -d, -f1,4,5 | sed 's/^/  /;s/,/: /;s/,/ moves, /;s/$/ tiles/'
echo "Rotation puzzles (optimal moves, optimal solutions):"
for board in "${rotate_boards[@]}"; do
    moves=$(grep -m 1 "^$board," "$rotations" | cut -d, -f3)
    if [ "$(rotate_cells "$board")" -gt 12 ]; then
        echo "  $board: $moves moves, optimal (IDA*; one solution listed)"
    else
        echo "  $board: $(grep -c "^$board," "$rotations") optimal solutions of $moves moves"
    fi
done
echo "Flip boards (fewest presses, minimal solutions):"
for board in "${flip_boards[@]}"; do
    row=$(grep -m 1 "^$board," "$flips" || true)
    if [ -n "$row" ]; then
        echo "  $board: $(echo "$row" | cut -d, -f3) presses, $(echo "$row" | awk -F, '{ print $NF }') minimal solutions"
    else
        echo "  $board: not solvable"
    fi
done
echo "Flip boards always solvable (nullity 0) among 1x1..64x64 (reports/flip-cross.csv, flip-plus.csv):"
awk -F, 'NR > 1 { n++; if ($5 == 0) z++; if (($5 == 0) != (($1 % 2 == 0 && $2 % 2 == 0) || ($1 == 1 && $2 == 1))) odd++ }
         END { printf "  cross: %d of %d sizes (those with both sides even, and 1x1; %d exceptions)\n", z, n, odd }' reports/flip-cross.csv
awk -F, 'NR > 1 { n++; if ($5 == 0) z++ } END { printf "  plus:  %d of %d sizes\n", z, n }' reports/flip-plus.csv
echo "God's numbers of flip boards (4x4 and 5x5; cross / plus):"
for size in "4,4" "5,5"; do
    echo "  ${size/,/x}: $(grep "^$size,cross," reports/flip-cross.csv | cut -d, -f7) / $(grep "^$size,plus," reports/flip-plus.csv | cut -d, -f7)"
done
echo "God's numbers of rotation puzzles (reports/rotate-spaces.csv, 2x2 blocks; cw / both / half):"
awk -F, 'NR > 1 && $2 == 2 { g[$1] = g[$1] (g[$1] == "" ? "" : " / ") $6; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
         END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], g[order[i]] }' reports/rotate-spaces.csv
echo "God's numbers with 3x3 blocks above 12 cells (the orbit search; cw / both / half):"
awk -F, 'NR > 1 && $2 == 3 && $4 > 479001600 { g[$1] = g[$1] (g[$1] == "" ? "" : " / ") $6; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
         END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], g[order[i]] }' reports/rotate-spaces.csv
echo "Magic hexagons (solutions, up to symmetry):"
grep -v '/found/' "$hexagons" | tail -n +2 | sed 's/^/  /;s/,/: /;s/,/, /'
echo "Magic hexagons found, by order (reports/hexagon-existence.csv; starts found / tried with an integer constant):"
awk -F, 'NR > 1 && $3 != "" { tried[$1]++; if ($4 == "found") found[$1]++; else if ($7 != "") best[$1] = $7; if ($1 > top) top = $1 }
         END { for (o = 1; o <= top; o++) printf "  order %d: %d / %d%s\n", o, found[o], tried[o], (o in best) && !found[o] ? " (best closeness " best[o] ")" : "" }' reports/hexagon-existence.csv
echo "Fewest clues of an order-3 puzzle with one completion (reports/hexagon-clues.csv):"
awk -F, 'NR > 1 && $1 == 3 { printf "  values %d..%d: %s clues (%s such puzzles)\n", $2, $2 + 18, $6, $7 }' reports/hexagon-clues.csv
echo "Hardest boards found (reports/jump-hardest.csv, unique shortest solution):"
tail -n +2 reports/jump-hardest.csv | cut -d, -f1-4 | sed 's/^\([0-9]*\),\([0-9]*\),\([a-z]*\),\([0-9]*\)/  \1x\2, goal in the \3: \4 moves/'
