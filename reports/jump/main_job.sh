# The jump family's part of the main job (sourced by reports/main_job.sh,
# which gives solve_into_out, $out, $solve, $gen, $analyze, report and say).

# Every board in data/jump, both modes, one CSV row per solution.
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
report "$solutions"

# A small fresh set: 7x7 mazes with a unique shortest solution of 12+ moves
# and no dead cells (boards.csv beside them holds their measures).
generated=reports/generated/jump
rm -rf "$generated"
"$gen" jump --size 7x7 --count 5 --seed 1 --unique --min-moves 12 --out "$generated" --svg --sheet "$generated/sheet.svg" \
    --html "$generated/play.html"
sheets+=("$generated")

# The committed boards and the fresh ones, measured.
"$analyze" "${boards[@]}" --csv reports/jump-boards.csv
"$analyze" "$generated"/*.txt --csv reports/jump-generated.csv
report reports/jump-boards.csv
report reports/jump-generated.csv

say "Jump mazes in data/jump: ${#boards[@]}; solved $solved board-modes, $unsolved without solution"
say "  fresh 7x7 boards generated: $(ls "$generated"/*.txt | wc -l) (in $generated)"
say "Vienna, fewest-move sum-zero paths (expert mode):"
grep -E '^data/jump/schoenbrunn[^,]*,expert,1,' "$solutions" | cut -d, -f1,4,5 | sed 's/^/  /;s/,/: /;s/,/ moves, /;s/$/ tiles/' >>"$summary"
say "Hardest boards found (reports/jump-hardest.csv, unique shortest solution):"
tail -n +2 reports/jump-hardest.csv | cut -d, -f1-4 | sed 's/^\([0-9]*\),\([0-9]*\),\([a-z]*\),\([0-9]*\)/  \1x\2, goal in the \3: \4 moves/' >>"$summary"
say "Hardest 5x5 mazes proven over every maze (reports/jump-hardest-proven.csv):"
grep '^5,5,' reports/jump-hardest-proven.csv |
    sed -E 's/^([0-9]+),([0-9]+),"([0-9,]+)","?([0-9,]+|any)"?,(yes|no),0,([0-9]+),.*/  goal \3, start \4, one shortest solution \5: \6 moves/' >>"$summary"
