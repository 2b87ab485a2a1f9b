# The hexagon family's part of the main job (sourced by reports/main_job.sh,
# which gives solve_into_out, $out, $solve, $gen, $analyze, report and say).

# Every magic hexagon in data/hexagon (found ones included): how many
# completions, and up to symmetry.
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
report "$hexagons"

# Order-3 magic hexagon puzzles with exactly one completion, few clues.
generated_hexagons=reports/generated/hexagon
rm -rf "$generated_hexagons"
"$gen" hexagon --order 3 --count 5 --seed 1 --out "$generated_hexagons" --svg --sheet "$generated_hexagons/sheet.svg" \
    --html "$generated_hexagons/play.html"
sheets+=("$generated_hexagons")

"$analyze" "${hexagon_boards[@]}" --csv reports/hexagon-boards.csv
report reports/hexagon-boards.csv
# The proven fewest clues of an order-3 puzzle, per start (well under 1 s);
# the existence report of orders 1..8 is committed (reports/hexagon_existence.sh).
"$analyze" hexagon --clues --orders 1-3 --csv reports/hexagon-clues.csv 2>/dev/null
report reports/hexagon-clues.csv

say "Fresh order-3 hexagon puzzles: $(ls "$generated_hexagons"/*.txt | wc -l) (in $generated_hexagons)"
say "Magic hexagons (solutions, up to symmetry):"
grep -v '/found/' "$hexagons" | tail -n +2 | sed 's/^/  /;s/,/: /;s/,/, /' >>"$summary"
say "Magic hexagons found, by order (reports/hexagon-existence.csv; starts found / tried with an integer constant):"
awk -F, 'NR > 1 && $3 != "" { tried[$1]++; if ($4 == "found") found[$1]++; else if ($7 != "") best[$1] = $7; if ($1 > top) top = $1 }
         END { for (o = 1; o <= top; o++) printf "  order %d: %d / %d%s\n", o, found[o], tried[o], (o in best) && !found[o] ? " (best closeness " best[o] ")" : "" }' \
    reports/hexagon-existence.csv >>"$summary"
say "Zero-sum hexagons, orders 9 to 109 (reports/hexagon-zero-sum.csv, by reports/hexagon_zero_sum.sh; contest score = closeness / 2 + 1):"
awk -F, 'function close_run() { if (from) list = list (list ? ", " : "") (from == to ? from : from "-" to); from = 0 }
         NR > 1 { done++
                  if ($3 == "magic") { magic++; if (from && $1 == to + 1) to = $1; else { close_run(); from = to = $1 } }
                  else { close_run(); other++; if (!best || $5 < best) best = $5; if ($5 > worst) worst = $5 } }
         END { close_run(); printf "  magic: %d of the %d orders done (orders %s)\n", magic, done, list
               if (other) printf "  the other %d: contest scores %d to %d\n", other, best, worst }' \
    reports/hexagon-zero-sum.csv >>"$summary"
say "Fewest clues of an order-3 puzzle with one completion (reports/hexagon-clues.csv):"
awk -F, 'NR > 1 && $1 == 3 { printf "  values %d..%d: %s clues (%s such puzzles)\n", $2, $2 + 18, $6, $7 }' reports/hexagon-clues.csv >>"$summary"
