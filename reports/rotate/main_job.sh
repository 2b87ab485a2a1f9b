# The rotate family's part of the main job (sourced by reports/main_job.sh,
# which gives solve_into_out, $out, $solve, $gen, $analyze, report and say).

# Every rotation puzzle in data/rotate: all optimal solutions up to 12 cells
# (IDA* with small pattern databases; colour boards by the breadth-first
# table), one above (IDA*; the 4x4 pattern database takes about 1.5 min to
# build once, then comes from ~/.cache).
# Boards above 16 cells (the reversed 5x5 to 7x7 of OEIS A330280) are past
# optimal search: reports/rotate_reversed.sh solves them with --method fast
# into reports/rotate-reversed.csv, and the summary quotes that file.
rotations=reports/rotate-solutions.csv
echo "file,index,moves,path" >"$rotations.tmp"
rotate_cells() { awk '$1 == "size" { split($2, side, "x"); print side[1] * side[2]; exit }' "$1"; }
rotate_boards=()
for board in $(find data/rotate -name '*.txt' | LC_ALL=C sort); do
    if [ "$(rotate_cells "$board")" -le 16 ]; then rotate_boards+=("$board"); fi
done
for board in "${rotate_boards[@]}"; do
    which=--all
    [ "$(rotate_cells "$board")" -gt 12 ] && which=
    solve_into_out "$board" $which --format csv || true
    tail -n +2 "$out" | sed "s|^|$board,|" >>"$rotations.tmp"
done
mv "$rotations.tmp" "$rotations"
report "$rotations"

# 3x3 Mystery Boxes (2x2 blocks, turned either way) 10 moves from solved (certified optimal).
generated_rotations=reports/generated/rotate
rm -rf "$generated_rotations"
"$gen" rotate --size 3x3 --turns both --depth 10 --count 5 --seed 1 --out "$generated_rotations" --svg \
    --sheet "$generated_rotations/sheet.svg" --html "$generated_rotations/play.html"
sheets+=("$generated_rotations")

say "Fresh 3x3 rotation boards: $(ls "$generated_rotations"/*.txt | wc -l) (in $generated_rotations)"
say "Rotation puzzles (optimal moves, optimal solutions):"
for board in "${rotate_boards[@]}"; do
    moves=$(grep -m 1 "^$board," "$rotations" | cut -d, -f3)
    if [ "$(rotate_cells "$board")" -gt 12 ]; then
        say "  $board: $moves moves, optimal (IDA*; one solution listed)"
    else
        say "  $board: $(grep -c "^$board," "$rotations") optimal solutions of $moves moves"
    fi
done
if [ -s reports/rotate-reversed.csv ]; then
    say "Reversed n x n boards, OEIS A330280 (reports/rotate-reversed.csv; proven lower bound .. moves found, published):"
    awk -F, 'NR > 1 { printf "  %sx%s: %s .. %s (published %s)\n", $1, $1, $8, $3, $2 }' reports/rotate-reversed.csv >>"$summary"
fi
say "God's numbers of rotation puzzles (reports/rotate-spaces.csv, 2x2 blocks; cw / both / half):"
awk -F, 'NR > 1 && $2 == 2 && $4 == "plain" { g[$1] = g[$1] (g[$1] == "" ? "" : " / ") $7; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
         END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], g[order[i]] }' reports/rotate-spaces.csv >>"$summary"
say "God's numbers with orientable tiles (Twiddle's 'o', 2x2 blocks; cw / both / half):"
awk -F, 'NR > 1 && $2 == 2 && $4 == "orientable" { g[$1] = g[$1] (g[$1] == "" ? "" : " / ") $7; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
         END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], g[order[i]] }' reports/rotate-spaces.csv >>"$summary"
say "God's numbers with 3x3 blocks above 12 cells (the orbit search; cw / both / half):"
awk -F, 'NR > 1 && $2 == 3 && $4 == "plain" && $5 > 479001600 { g[$1] = g[$1] (g[$1] == "" ? "" : " / ") $7; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
         END { for (i = 1; i <= n; i++) printf "  %s: %s\n", order[i], g[order[i]] }' reports/rotate-spaces.csv >>"$summary"
