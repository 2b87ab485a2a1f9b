# The flip family's part of the main job (sourced by reports/main_job.sh,
# which gives solve_into_out, $out, $solve, $gen, $analyze, report and say).

# Every flip board in data/flip: a solution with the fewest presses, and how
# many minimal solutions there are (unsolvable boards: no row).
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
report "$flips"
# The structure of every flip board size 1x1..64x64, cross and plus, is
# committed (reports/flip_tables.sh, `make tables`: half an hour); the
# summary below reads it.

# Merlin's Magic Square (3x3, each cell its own press set): God's number and
# the boards at each number of presses, from the whole space (512 boards).
"$analyze" flip --pattern merlin --rows 3 --cols 3 --csv reports/flip-merlin.csv --long reports/flip-merlin-distribution.csv
report reports/flip-merlin.csv
report reports/flip-merlin-distribution.csv

# Hard 5x5 Lights Out boards (9-12 presses of God's number 15).
generated_flips=reports/generated/flip
rm -rf "$generated_flips"
"$gen" flip --size 5x5 --pattern plus --difficulty hard --count 5 --seed 1 --out "$generated_flips" --svg \
    --sheet "$generated_flips/sheet.svg" --html "$generated_flips/play.html"
sheets+=("$generated_flips")

say "Fresh hard 5x5 Lights Out boards: $(ls "$generated_flips"/*.txt | wc -l) (in $generated_flips)"
say "Flip boards (fewest presses, minimal solutions):"
for board in "${flip_boards[@]}"; do
    row=$(grep -m 1 "^$board," "$flips" || true)
    if [ -n "$row" ]; then
        say "  $board: $(echo "$row" | cut -d, -f3) presses, $(echo "$row" | awk -F, '{ print $NF }') minimal solutions"
    else
        say "  $board: not solvable"
    fi
done
say "Flip boards always solvable (nullity 0) among 1x1..64x64 (reports/flip-cross.csv, flip-plus.csv):"
awk -F, 'NR > 1 { n++; if ($6 == 0) z++; if (($6 == 0) != (($1 % 2 == 0 && $2 % 2 == 0) || ($1 == 1 && $2 == 1))) odd++ }
         END { printf "  cross: %d of %d sizes (those with both sides even, and 1x1; %d exceptions)\n", z, n, odd }' \
    reports/flip-cross.csv >>"$summary"
awk -F, 'NR > 1 { n++; if ($6 == 0) z++ } END { printf "  plus:  %d of %d sizes\n", z, n }' reports/flip-plus.csv >>"$summary"
say "God's numbers of flip boards (cross / plus; blank: bounds only, in the CSV):"
for size in "4,4" "5,5" "9,9" "16,16" "20,20" "39,39"; do
    say "  ${size/,/x}: $(grep "^$size,cross," reports/flip-cross.csv | cut -d, -f9) / $(grep "^$size,plus," reports/flip-plus.csv | cut -d, -f9)"
done
# Past the default budgets: the committed records (reports/flip_records.sh, hours).
if [ -f reports/flip-records.csv ]; then
    say "God's numbers past the default budgets (reports/flip-records.csv, bash reports/flip_records.sh):"
    # Quoted fields hold commas: read as CSV. Bounds where the answer is open.
    python3 -c 'import csv, sys
for r in csv.DictReader(open(sys.argv[1])):
    answer = r["god_number"] or "%s..%s (bounds)" % (r["god_lower"], r["god_upper"])
    print("  %sx%s %s: %s" % (r["rows"], r["cols"], r["pattern"], answer))' reports/flip-records.csv >>"$summary"
fi
