#!/usr/bin/env bash
# End-to-end checks of puzzlebox-gen and puzzlebox-analyze: reproducible
# boards that the solver solves, CSV reports written whole or not at all.
# usage: gen_analyze_cli_test.sh PUZZLEBOX_GEN PUZZLEBOX_ANALYZE PUZZLEBOX_SOLVE
set -u
gen=$1
analyze=$2
solve=$3
source "$(dirname "$0")/lib.sh"

"$gen" jump --size 6x6 --count 4 --seed 11 --unique --min-moves 5 --out "$tmp/a" || fail "gen exit $?"
"$gen" jump --size 6x6 --count 4 --seed 11 --unique --min-moves 5 --out "$tmp/b" || fail "gen exit $?"
for board in "$tmp/a"/*.txt; do  # (the comment lines name the command line, --out included)
    diff <(grep -v '^#' "$board") <(grep -v '^#' "$tmp/b/$(basename "$board")") >/dev/null \
        || fail "the same seed gave different boards: $(basename "$board")"
done
[ "$(ls "$tmp/a"/*.txt | wc -l)" = 4 ] || fail "expected 4 board files"
for board in "$tmp/a"/*.txt; do
    out=$("$solve" "$board" --format csv) || fail "generated board $board does not solve"
    moves=$(echo "$out" | sed -n 2p | cut -d, -f2)
    [ "$moves" -ge 5 ] || fail "$board: shortest solution $moves < --min-moves 5"
    [ "$(echo "$out" | wc -l)" = 2 ] || fail "$board: csv"
    "$solve" "$board" | grep -q "solutions with $moves moves: 1" || fail "$board: not unique"
done
# Board i of a run does not depend on --count.
"$gen" jump --size 6x6 --count 3 --seed 11 --unique --min-moves 5 --out "$tmp/c" || fail "gen exit $?"
diff <(grep -v '^#' "$tmp/a/jump-6x6-s11-002.txt") <(grep -v '^#' "$tmp/c/jump-6x6-s11-002.txt") >/dev/null \
    || fail "board 2 depends on --count"

"$analyze" "$tmp/a"/*.txt --csv "$tmp/report.csv" || fail "analyze exit $?"
header=$(head -n 1 "$tmp/report.csv")
for column in file rows cols start goal reachable coreachable dead_cells unused_cells components branching shortest_moves \
    shortest_count forced_moves simple_paths expert_paths expert_fewest_moves random_walk_steps grade; do
    echo ",$header," | grep -q ",$column," || fail "analyze: no column $column"
done
[ "$(wc -l <"$tmp/report.csv")" = 5 ] || fail "analyze: expected 4 rows"

printf 'puzzle jump\nsize 2x2\n' >"$tmp/bad.txt"
"$analyze" "$tmp/a/jump-6x6-s11-000.txt" "$tmp/bad.txt" --csv "$tmp/bad-report.csv" 2>"$tmp/err"
[ $? = 2 ] || fail "analyze of a bad file must exit 2"
grep -qF "$tmp/bad.txt: missing key" "$tmp/err" || fail "analyze error names the file: $(cat "$tmp/err")"
[ -e "$tmp/bad-report.csv" ] && fail "analyze left a half-written report"
ls "$tmp" | grep -q '\.tmp$' && fail "analyze left a temporary file"

"$gen" jump --size 0x3 2>/dev/null; [ $? = 2 ] || fail "gen --size 0x3 must exit 2"
"$gen" jump --size 7x7 --expert 2>"$tmp/err"; [ $? = 2 ] || fail "gen --expert on 7x7 (odd Manhattan distance) must exit 2"
grep -q "Manhattan distance 3" "$tmp/err" || fail "gen --expert parity message: $(cat "$tmp/err")"
"$gen" jump --size 5x5 --expert --seed 3 --out "$tmp/expert" || fail "gen --expert on 5x5"
[ "$("$solve" "$tmp/expert/jump-5x5-s3-000.txt" --mode expert --count)" -ge 1 ] || fail "gen --expert board has no sum-zero path"
# boards.csv of gen --out carries the analysis columns: no dead cells, one shortest solution.
col() { head -n 1 "$1" | tr ',' '\n' | grep -nx "$2" | cut -d: -f1; }
field() { sed '1d; s/"[^"]*"/cell/g' "$1" | cut -d, -f"$(col "$1" "$2")" | sort -u | tr '\n' ' '; }
csv="$tmp/a/boards.csv"
[ "$(field "$csv" dead_cells)" = "0 " ] || fail "gen: a board with dead cells: $(field "$csv" dead_cells)"
[ "$(field "$csv" shortest_count)" = "1 " ] || fail "gen --unique: shortest_count $(field "$csv" shortest_count)"
# --unique-expert: exactly one sum-zero path, counted by the solver.
"$gen" jump --size 5x5 --unique-expert --maximize expert-moves --restarts 2 --iterations 200 --seed 4 --out "$tmp/ue" \
    || fail "gen --unique-expert"
[ "$("$solve" "$tmp/ue/jump-5x5-s4-000.txt" --mode expert --count | tail -n 1)" = 1 ] \
    || fail "gen --unique-expert board has not exactly one sum-zero path"
# --maximize moves with a free start: a long unique solution.
"$gen" jump --size 5x5 --unique --maximize moves --start any --restarts 2 --iterations 20000 --seed 9 >"$tmp/hard.txt" \
    || fail "gen --maximize moves"
moves=$("$solve" "$tmp/hard.txt" --format csv | sed -n 2p | cut -d, -f2)
[ "$moves" -ge 16 ] || fail "gen --maximize moves found only $moves moves"
"$gen" jump --maximize longest 2>/dev/null; [ $? = 2 ] || fail "gen --maximize longest must exit 2"
"$gen" jump --start 2,2 --goal 2,2 2>/dev/null; [ $? = 2 ] || fail "gen with start = goal must exit 2"
"$gen" rotate 2>/dev/null; [ $? = 2 ] || fail "gen of an unknown family must exit 2"
"$gen" --help | grep -q "usage: puzzlebox-gen" || fail "gen --help"
"$analyze" --help | grep -q "usage: puzzlebox-analyze" || fail "analyze --help"

finish "puzzlebox-gen and puzzlebox-analyze"
