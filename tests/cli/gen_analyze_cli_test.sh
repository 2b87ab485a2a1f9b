#!/usr/bin/env bash
# End-to-end checks of puzzlebox-gen and puzzlebox-analyze: reproducible
# boards that the solver solves, CSV reports written whole or not at all.
# usage: gen_analyze_cli_test.sh PUZZLEBOX_GEN PUZZLEBOX_ANALYZE PUZZLEBOX_SOLVE
set -u
gen=$1
analyze=$2
solve=$3
source "$(dirname "$0")/lib.sh"
export XDG_CACHE_HOME=$tmp/xdg  # distance tables and pattern databases: never the user's cache

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
compgen -G "$tmp/*.tmp" >/dev/null && fail "analyze left a temporary file"

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
# The default maze is a medium one: working back from the goal (or
# crossing out dead ends) is the strongest rule it needs, so its shortest
# solution has 3 moves or more (by the solver: two are in sight), its score
# is 1 to 2, and the sheet runs easy to hard.
"$gen" jump --count 8 --seed 5 --out "$tmp/default" --sheet "$tmp/default.svg" || fail "gen jump default"
for f in "$tmp"/default/jump-*.txt; do
    m=$("$solve" "$f" --format csv | sed -n 2p | cut -d, -f2)
    [ "$m" -ge 3 ] || fail "gen jump default: $f solves in $m moves"
done
[ "$(field "$tmp/default/boards.csv" level)" = "medium " ] || fail "gen jump default: levels $(field "$tmp/default/boards.csv" level)"
case "$(field "$tmp/default/boards.csv" rule)" in
    "working back " | "dead ends " | "dead ends working back ") ;;
    *) fail "gen jump default: rules $(field "$tmp/default/boards.csv" rule)" ;;
esac
# (the scores are on the answers' sheet: a puzzle's caption is its level only)
grep -q '[0-9]\. score' "$tmp/default.svg" && fail "gen jump default sheet: a puzzle's caption shows its score"
scores=$(grep -o '[0-9]\. score [0-9.]*' "$tmp/default-solutions.svg" | awk '{print $3}')
[ "$(echo "$scores" | wc -l)" = 8 ] || fail "gen jump default sheet: captions $(echo "$scores" | tr '\n' ' ')"
[ "$scores" = "$(echo "$scores" | sort -n)" ] || fail "gen jump default sheet not easy to hard: $(echo "$scores" | tr '\n' ' ')"
echo "$scores" | awk '$1 < 1 || $1 >= 2 { bad = 1 } END { exit bad }' || fail "gen jump default scores: $(echo "$scores" | tr '\n' ' ')"
# An expert level is a band of the deduction's score, as in normal mode: a --grade outside it is refused.
"$gen" jump --expert --start 4,0 --difficulty hard --grade 3.2-3.5 2>"$tmp/err"; [ $? = 2 ] || fail "gen --grade outside the level must exit 2"
grep -q "lies outside the hard level" "$tmp/err" || fail "gen --grade outside the level: $(cat "$tmp/err")"
# --grade LO-HI for every family: flip presses and rotate moves by the solver, hexagon scores by the analysis.
"$gen" flip --size 5x5 --pattern plus --grade 10-11 --count 3 --seed 2 --out "$tmp/fg" || fail "gen flip --grade"
for f in "$tmp"/fg/flip-*.txt; do
    p=$("$solve" "$f" --format csv | sed -n 2p | cut -d, -f2)
    [ "$p" -ge 10 ] && [ "$p" -le 11 ] || fail "gen flip --grade 10-11: $f needs $p presses"
done
"$gen" rotate --grade 9-10 --count 3 --seed 2 --out "$tmp/rg" || fail "gen rotate --grade"
for f in "$tmp"/rg/rotate-*.txt; do
    m=$("$solve" "$f" --format csv | sed -n 2p | cut -d, -f2)
    [ "$m" -ge 9 ] && [ "$m" -le 10 ] || fail "gen rotate --grade 9-10: $f needs $m moves"
done
"$gen" hexagon --grade 2-2.9 --count 2 --seed 2 --out "$tmp/hg" || fail "gen hexagon --grade"
[ "$(field "$tmp/hg/boards.csv" level)" = "medium " ] || fail "gen hexagon --grade 2-2.9: $(field "$tmp/hg/boards.csv" level)"
"$gen" rotate --grade 30-40 2>/dev/null; [ $? = 2 ] || fail "gen rotate --grade beyond God's number must exit 2"
expect 2 "gen rotate --depth beyond God's number" -- "$gen" rotate --size 2x2 --depth 5
contains "$tmp/err" "no 2x2 arrangement with 2x2 blocks is that far from its target (God's number: 3)" "gen rotate --depth 5 on 2x2"
# Three moves hold three levels, not four: medium is refused, with the levels there are; hard is made.
expect 2 "gen rotate 2x2 medium" -- "$gen" rotate --size 2x2
contains "$tmp/err" "the levels they hold, by moves: easy 1, hard 2, fiendish 3" "gen rotate 2x2 medium"
expect 0 "gen rotate 2x2 hard" -- "$gen" rotate --size 2x2 --difficulty hard
contains "$tmp/out" "optimal solution 2 moves" "gen rotate 2x2 hard"
expect 2 "gen flip --min-presses beyond God's number" -- "$gen" flip --size 3x3 --min-presses 5
contains "$tmp/err" "--min-presses 5: cross 3x3 boards need at most 3 presses" "gen flip --min-presses 5 on 3x3 gold bars"
expect 2 "gen flip --min-presses beyond the cells" -- "$gen" flip --size 3x3 --pattern random --min-presses 10
contains "$tmp/err" "--min-presses 10: a 3x3 board has 9 cells" "gen flip random --min-presses 10 on 3x3"
"$gen" jump --grade 9-x 2>/dev/null; [ $? = 2 ] || fail "gen --grade 9-x must exit 2"
"$gen" jump --maximize longest 2>/dev/null; [ $? = 2 ] || fail "gen --maximize longest must exit 2"
"$gen" jump --start 2,2 --goal 2,2 2>/dev/null; [ $? = 2 ] || fail "gen with start = goal must exit 2"
# A shape small enough to try whole: a level none of its mazes reaches is
# refused at once (3x3 from the bottom middle to the centre: every maze with
# no dead cells is easy), and where the restarts miss (one random board, no
# annealing) a maze of the level is drawn from every one of them.
expect 2 "gen jump --size 3x3 (medium)" -- "$gen" jump --size 3x3
contains "$tmp/err" "no 3x3 maze from 2,1 to the goal 1,1 meets it with no dead cells (each of its 256 mazes was tried)" "gen jump 3x3 medium"
"$gen" jump --size 3x3 --difficulty easy --out "$tmp/j33" || fail "gen jump --size 3x3 --difficulty easy"
expect 2 "gen jump --min-moves past the cells" -- "$gen" jump --size 5x5 --min-moves 25
contains "$tmp/err" "--min-moves 25: a path never visits a cell twice, so a 5x5 maze needs at most 24 moves" "gen jump --min-moves 25"
"$gen" jump --size 3x4 --difficulty fiendish --restarts 1 --iterations 0 --count 4 --seed 3 --out "$tmp/j34" \
    || fail "gen jump 3x4 fiendish, the restarts' one random board"
[ "$(field "$tmp/j34/boards.csv" level)" = "fiendish " ] \
    || fail "gen jump 3x4 fiendish from every maze: $(field "$tmp/j34/boards.csv" level)"
"$gen" sudoku 2>/dev/null; [ $? = 2 ] || fail "gen of an unknown family must exit 2"
"$gen" --help | grep -q "usage: puzzlebox-gen" || fail "gen --help"
"$analyze" --help | grep -q "usage: puzzlebox-analyze" || fail "analyze --help"

# Magic hexagon puzzles: exactly one completion, as many clues as asked.
"$gen" hexagon --count 3 --seed 2 --out "$tmp/hex" || fail "gen hexagon exit $?"
for puzzle in "$tmp/hex"/*.txt; do
    [ "$("$solve" "$puzzle" --count | tail -n 1)" = 1 ] || fail "$puzzle: not exactly one completion"
done
[ "$(field "$tmp/hex/boards.csv" solutions)" = "1 " ] || fail "gen hexagon boards.csv: solutions $(field "$tmp/hex/boards.csv" solutions)"
"$gen" hexagon --values -9..9 --clues 6 --seed 2 >"$tmp/clues6.txt" || fail "gen hexagon --clues 6"
[ "$(sed -n '/^grid/,$p' "$tmp/clues6.txt" | tail -n +2 | tr -s ' ' '\n' | grep -c '[0-9]')" = 6 ] || fail "gen --clues 6: clue count"
[ "$("$solve" "$tmp/clues6.txt" --count | tail -n 1)" = 1 ] || fail "gen --clues 6: not exactly one completion"
# Levels: the deduction solver grades each generated puzzle at the level asked for (medium by default).
for level in easy medium hard fiendish; do
    rm -rf "$tmp/hex-$level"
    if [ "$level" = medium ]; then args=(); else args=(--difficulty "$level"); fi
    "$gen" hexagon "${args[@]}" --count 3 --seed 5 --out "$tmp/hex-$level" || fail "gen hexagon $level"
    [ "$(field "$tmp/hex-$level/boards.csv" level)" = "$level " ] || fail "gen hexagon $level: boards.csv level $(field "$tmp/hex-$level/boards.csv" level)"
    "$analyze" "$tmp/hex-$level"/*.txt --csv "$tmp/hex-$level.csv" || fail "analyze hexagon $level"
    [ "$(field "$tmp/hex-$level.csv" level)" = "$level " ] || fail "analyze hexagon $level: level $(field "$tmp/hex-$level.csv" level)"
done
# Larger orders (to order 7): made and graded alike, every completion counted by the exhaustive search.
for order_level in 4:fiendish 6:medium 7:easy; do
    order=${order_level%:*} level=${order_level#*:}
    rm -rf "$tmp/hex-o$order"
    "$gen" hexagon --order "$order" --difficulty "$level" --count 1 --seed 5 --out "$tmp/hex-o$order" || fail "gen hexagon order $order $level"
    "$analyze" "$tmp/hex-o$order"/*.txt --csv "$tmp/hex-o$order.csv" || fail "analyze hexagon order $order"
    [ "$(field "$tmp/hex-o$order.csv" level)" = "$level " ] || fail "analyze hexagon order $order: level $(field "$tmp/hex-o$order.csv" level)"
    [ "$(field "$tmp/hex-o$order.csv" solutions)" = "1 " ] || fail "hexagon order $order $level: $(field "$tmp/hex-o$order.csv" solutions) completions"
done
"$gen" hexagon --order 8 2>"$tmp/err"; [ $? = 2 ] && grep -q "up to order 7" "$tmp/err" || fail "gen hexagon --order 8 (a level) must exit 2, saying up to order 7"
"$gen" hexagon --difficulty hard --clues 5 2>/dev/null; [ $? = 2 ] || fail "gen hexagon --difficulty with --clues must exit 2"
"$gen" hexagon --values 1..20 2>/dev/null; [ $? = 2 ] || fail "gen hexagon --values 1..20 must exit 2"
# Values no magic hexagon takes are refused before any puzzle: a sum the
# rows cannot share (1..37: 703 is no multiple of 7), and order 2, which has
# none at all (its every filling tried).
expect 2 "gen hexagon --order 4 --values 1..37" -- "$gen" hexagon --order 4 --values 1..37 --clues 20
contains "$tmp/err" "sum to 703, which the 7 rows of one direction cannot share equally" "gen hexagon --order 4 --values 1..37"
expect 2 "gen hexagon --order 2" -- "$gen" hexagon --order 2
contains "$tmp/err" "--order 2 --values 3..9 (the default): no magic hexagon has them" "gen hexagon --order 2"
# One clue never fixes an order-3 hexagon (every cell lies on a mirror axis,
# docs/hexagon.md): --clues 1 is refused, every clue set tried; 2 is made.
expect 2 "gen hexagon --clues 1" -- "$gen" hexagon --clues 1
contains "$tmp/err" "--clues 1: no order-3 puzzle of 1..19 with 1 clue has one completion" "gen hexagon --clues 1"
expect 0 "gen hexagon --clues 2" -- "$gen" hexagon --clues 2
contains "$tmp/out" "2 clues, exactly one completion" "gen hexagon --clues 2"
"$gen" hexagon --size 5x5 2>/dev/null; [ $? = 2 ] || fail "gen hexagon --size must exit 2"
"$gen" jump --order 3 2>/dev/null; [ $? = 2 ] || fail "gen jump --order must exit 2"
# analyze: hexagon files, the existence report, the fewest clues.
"$analyze" "$tmp/hex"/*.txt --csv "$tmp/hex.csv" || fail "analyze hexagon files exit $?"
# Every order-3 puzzle with one completion gets a level from the deduction solver.
python3 -c 'import csv,sys
rows = [r for r in csv.DictReader(open(sys.argv[1])) if r["solutions"] == "1"]
assert rows and all(r["level"] in ("easy", "medium", "hard", "fiendish") and r["difficulty"].startswith("needs") for r in rows), rows' \
    "$tmp/hex.csv" || fail "analyze hexagon: level and difficulty"
for column in file order start constant given free_cells solutions orbits; do
    echo ",$(head -n 1 "$tmp/hex.csv")," | grep -q ",$column," || fail "analyze hexagon: no column $column"
done
"$analyze" "$tmp/hex/hexagon-o3-s2-000.txt" "$tmp/a/jump-6x6-s11-000.txt" --csv "$tmp/mixed.csv" 2>/dev/null
[ $? = 2 ] || fail "analyze of mixed families must exit 2"
"$analyze" hexagon --orders 1-5 --local-swaps 100000000 --write-dir "$tmp/found" --csv "$tmp/exist.csv" 2>/dev/null \
    || fail "analyze hexagon exit $?"
[ "$(head -n 1 "$tmp/exist.csv" | cut -d, -f1-8)" = "order,start,constant,status,solutions,orbits,closeness,file" ] \
    || fail "existence columns: $(head -n 1 "$tmp/exist.csv")"
grep -q '^3,1,38,found,12,1,' "$tmp/exist.csv" || fail "existence: Aristotle's row"
grep -q '^2,0,7,impossible,0,0,' "$tmp/exist.csv" || fail "existence: order 2"
grep -q '^5,6,244,found,' "$tmp/exist.csv" || fail "existence: order 5 from 6"
[ "$("$solve" "$tmp/found/order5-6-66.txt" --count | tail -n 1)" = 1 ] || fail "existence: written order-5 hexagon"
"$analyze" hexagon --clues --orders 3 --csv "$tmp/clues.csv" 2>/dev/null || fail "analyze hexagon --clues"
grep -q '^3,1,38,12,1,2,1584,' "$tmp/clues.csv" || fail "fewest clues of Aristotle's puzzle: $(cat "$tmp/clues.csv")"
"$analyze" hexagon --clues --orders 4 2>/dev/null; [ $? = 2 ] || fail "analyze hexagon --clues --orders 4 must exit 2"
"$analyze" hexagon --orders 0-3 2>/dev/null; [ $? = 2 ] || fail "analyze hexagon --orders 0-3 must exit 2"

# analyze rotate: whole spaces; transposed boards have the same distribution.
"$analyze" rotate --space 2x4 --turns both --csv "$tmp/r24.csv" --long "$tmp/r24-long.csv" || fail "analyze rotate 2x4"
"$analyze" rotate --space 4x2 --turns both --csv "$tmp/r42.csv" || fail "analyze rotate 4x2"
[ "$(head -n 1 "$tmp/r24.csv" | cut -d, -f1-9)" = "size,block,turns,tiles,states,reachable,god_number,antipodes,distribution" ] \
    || fail "analyze rotate columns: $(head -n 1 "$tmp/r24.csv")"
[ "$(sed -n 2p "$tmp/r24.csv" | cut -d, -f4-9)" = "$(sed -n 2p "$tmp/r42.csv" | cut -d, -f4-9)" ] || fail "2x4 and 4x2 differ"
[ "$(head -n 1 "$tmp/r24-long.csv")" = "distance,states" ] || fail "analyze rotate --long header"
[ "$(tail -n +2 "$tmp/r24-long.csv" | awk -F, '{ s += $2 } END { print s }')" = 40320 ] || fail "analyze rotate --long: states do not sum to 8!"
# Orientable tiles: 2x3 reaches 5! x 2^5 = 3840 positions (the corner group's order), God's number 15 either way.
"$analyze" rotate --space 2x3 --turns both --orientable | grep -q '^2x3,2,both,orientable,2949120,3840,15,' \
    || fail "analyze rotate --space 2x3 --orientable: $("$analyze" rotate --space 2x3 --turns both --orientable)"
"$analyze" rotate --space 3x4 --orientable 2>/dev/null; [ $? = 2 ] || fail "analyze rotate --space 3x4 --orientable must exit 2 (too many states)"
# One orientable 3x3 board placed on its shape's whole table: 10 moves (10 optimal solutions) of God's number 14.
"$analyze" "$(dirname "$0")/../../data/rotate/twiddle-3x3-orientable.txt" | grep -q ',3x3,2,both,10,10,92897280,14,.*,hard,' \
    || fail "analyze the orientable seed: $("$analyze" "$(dirname "$0")/../../data/rotate/twiddle-3x3-orientable.txt")"
"$analyze" rotate --space 2x3 | grep -q ',120,.*group of order 120' || fail "analyze rotate 2x3: 120 reachable"
"$analyze" rotate --space 4x4 2>/dev/null; [ $? = 2 ] || fail "analyze rotate --space 4x4 must exit 2 (above 12 cells)"
"$analyze" rotate --space 3x3 --block 4 2>/dev/null; [ $? = 2 ] || fail "analyze rotate --block 4 on 3x3 must exit 2"

# gen rotate: certified depths that the solver confirms.
"$gen" rotate --depth 8 --count 3 --seed 6 --out "$tmp/rot" || fail "gen rotate --depth 8"
for board in "$tmp/rot"/*.txt; do
    [ "$("$solve" "$board" --format csv | sed -n 2p | cut -d, -f2)" = 8 ] || fail "$board: not 8 moves"
done
[ "$(field "$tmp/rot/boards.csv" moves)" = "8 " ] || fail "gen rotate boards.csv moves: $(field "$tmp/rot/boards.csv" moves)"
"$gen" rotate --depth 16 2>/dev/null; [ $? = 2 ] || fail "gen rotate --depth 16 (past God's number 15) must exit 2"
"$gen" rotate --size 3x6 2>/dev/null; [ $? = 2 ] || fail "gen rotate --size 3x6 must exit 2 (above 16 cells)"
"$gen" rotate --depth 3 --random-state 2>/dev/null; [ $? = 2 ] || fail "gen rotate --depth with --random-state must exit 2"
# Levels of 3x3 clockwise (God's number 15): easy 1-4 moves, medium (the default) 5-8, fiendish 13-15, by the solver.
rotate_level() {  # LOW HIGH LEVEL [OPTIONS]
    local low=$1 high=$2 level=$3
    shift 3
    rm -rf "$tmp/rot-level"
    "$gen" rotate "$@" --count 4 --seed 3 --out "$tmp/rot-level" || fail "gen rotate $*"
    for board in "$tmp/rot-level"/*.txt; do
        moves=$("$solve" "$board" --format csv | sed -n 2p | cut -d, -f2)
        [ "$moves" -ge "$low" ] && [ "$moves" -le "$high" ] 2>/dev/null || fail "gen rotate $*: $board needs $moves moves, not $low-$high"
    done
    [ "$(field "$tmp/rot-level/boards.csv" level)" = "$level " ] || fail "gen rotate $*: level column"
}
rotate_level 1 4 easy --difficulty easy
rotate_level 5 8 medium
rotate_level 13 15 fiendish --difficulty fiendish
"$gen" rotate --difficulty hard --depth 3 2>/dev/null; [ $? = 2 ] || fail "gen rotate --difficulty with --depth must exit 2"
"$gen" jump --depth 3 2>/dev/null; [ $? = 2 ] || fail "gen jump --depth must exit 2"

# gen flip: uniform solvable boards needing at least M presses, confirmed by the solver.
"$gen" flip --size 5x5 --pattern plus --min-presses 13 --count 3 --seed 4 --out "$tmp/flip" || fail "gen flip"
for board in "$tmp/flip"/*.txt; do
    presses=$("$solve" "$board" --format csv | sed -n 2p | cut -d, -f2)
    [ "$presses" -ge 13 ] 2>/dev/null || fail "$board: $presses presses, expected at least 13"
done
[ "$(head -n 1 "$tmp/flip/boards.csv")" = "file,size,pattern,wrap,presses,proven,minimal_solutions,level,seed,board" ] \
    || fail "gen flip boards.csv columns"
"$gen" flip --size 4x4 --min-presses 17 2>/dev/null; [ $? = 2 ] || fail "gen flip --min-presses 17 on 4x4 (past its 16 cells) must exit 2"
# Levels: 5x5 Lights Out (God's number 15) easy is 1-4 presses, fiendish 13-15, by default medium (5-8);
# the 4x4 gold bars' one board of 16 presses comes at once.
level_presses() {  # DIR LOW HIGH LEVEL
    for board in "$1"/*.txt; do
        presses=$("$solve" "$board" --format csv | sed -n 2p | cut -d, -f2)
        [ "$presses" -ge "$2" ] && [ "$presses" -le "$3" ] 2>/dev/null || fail "$board: $presses presses, expected $2-$3 ($4)"
    done
    [ "$(python3 -c 'import csv,sys; print(" ".join(sorted({r["level"] for r in csv.DictReader(open(sys.argv[1]))})))' "$1/boards.csv")" = "$4" ] \
        || fail "$1/boards.csv: level column is not $4"
}
"$gen" flip --size 5x5 --pattern plus --difficulty easy --count 5 --out "$tmp/flip-easy" || fail "gen flip --difficulty easy"
level_presses "$tmp/flip-easy" 1 4 easy
"$gen" flip --size 5x5 --pattern plus --difficulty fiendish --count 3 --out "$tmp/flip-fiendish" || fail "gen flip --difficulty fiendish"
level_presses "$tmp/flip-fiendish" 13 15 fiendish
"$gen" flip --size 5x5 --pattern plus --count 5 --out "$tmp/flip-default" || fail "gen flip (default level)"
level_presses "$tmp/flip-default" 5 8 medium
"$gen" flip --size 4x4 --min-presses 16 --out "$tmp/flip-16" || fail "gen flip 4x4 --min-presses 16"
level_presses "$tmp/flip-16" 16 16 fiendish
"$gen" flip --difficulty extreme 2>"$tmp/err"; [ $? = 2 ] || fail "gen flip --difficulty extreme must exit 2"
grep -q "easy" "$tmp/err" || fail "gen flip --difficulty extreme: the error does not list the levels"
"$gen" flip --min-presses 9 --max-presses 8 2>/dev/null; [ $? = 2 ] || fail "gen flip with empty press bounds must exit 2"
"$analyze" "$tmp/flip-16"/*.txt | grep -q ",fiendish,\"16 presses of a possible 16 (God's number)" || fail "analyze flip: level and reason"
"$gen" flip --pattern star 2>/dev/null; [ $? = 2 ] || fail "gen flip --pattern star must exit 2"
"$gen" flip --block 2 2>/dev/null; [ $? = 2 ] || fail "gen flip --block must exit 2"

# analyze flip: the columns, the seed's 4x4 (16 presses at most, C(16,k)
# boards at k presses) and Lights Out 5x5 (rank 23, God's number 15).
# The distribution in long form (--long): C(16,k) boards at k presses.
"$analyze" flip --rows 4 --cols 4 --csv "$tmp/f44.csv" --long "$tmp/f44-long.csv" || fail "analyze flip 4x4"
[ "$(head -n 1 "$tmp/f44.csv")" = "rows,cols,pattern,wrap,rank,nullity,solvable_log2,solvable_fraction,god_number,god_number_missing,god_lower,god_upper,god_upper_proof,god_method,god_nodes" ] \
    || fail "analyze flip columns: $(head -n 1 "$tmp/f44.csv")"
[ "$(sed -n 2p "$tmp/f44.csv")" = "4,4,cross,none,16,0,16,1,16,,16,16,every board of the shape,whole space,0" ] || fail "analyze flip 4x4: $(sed -n 2p "$tmp/f44.csv")"
[ "$(head -n 1 "$tmp/f44-long.csv")" = "rows,cols,pattern,wrap,presses,boards" ] || fail "analyze flip --long columns"
[ "$(tail -n +2 "$tmp/f44-long.csv" | cut -d, -f6 | paste -sd' ')" = "1 16 120 560 1820 4368 8008 11440 12870 11440 8008 4368 1820 560 120 16 1" ] \
    || fail "analyze flip 4x4 --long: $(cat "$tmp/f44-long.csv")"
"$analyze" flip --pattern plus --rows 5 --cols 5 | sed -n 2p | grep -q '^5,5,plus,none,23,2,23,0.25,15,,15,15,every board' || fail "analyze flip plus 5x5"
# Above --whole-space, God's number from the kernel (--god-cells, 1600 by
# default): Lights Out 5x5 is 15 that way too (published), 6x6 is
# invertible (36); past --god-cells it is blank and the row says why.
"$analyze" flip --pattern plus --rows 5 --cols 5 --whole-space 0 | sed -n 2p | grep -q '^5,5,plus,none,23,2,23,0.25,15,,15,15,' \
    || fail "analyze flip plus 5x5 from the kernel"
"$analyze" flip --pattern plus --rows 6 --cols 6 | sed -n 2p | grep -q '^6,6,plus,none,36,0,36,1,36,,36,36,.*,invertible,0$' \
    || fail "analyze flip plus 6x6: $("$analyze" flip --pattern plus --rows 6 --cols 6 | sed -n 2p)"
"$analyze" flip --pattern plus --rows 6 --cols 6 --god-cells 30 | sed -n 2p | grep -q '^6,6,plus,none,36,0,36,1,,God.s number is sought up to 30 cells' \
    || fail "analyze flip plus 6x6 --god-cells 30: the blank God's number without its reason"
# 9x9 Lights Out with a branch and bound of one node: the integer program
# (CBC) proves 37 (as the branch and bound does with its budget); without
# it (--god-program-work 0) the row gives bounds and says why.
"$analyze" flip --pattern plus --rows 9 --cols 9 --god-nodes 1 | sed -n 2p | grep -q '^9,9,plus,none,73,8,73,0.00390625,37,,37,37,.*integer program,' \
    || fail "analyze flip plus 9x9 by the integer program: $("$analyze" flip --pattern plus --rows 9 --cols 9 --god-nodes 1 | sed -n 2p)"
"$analyze" flip --pattern plus --rows 9 --cols 9 --god-nodes 1 --god-program-work 0 | sed -n 2p | grep -q '^9,9,plus,none,73,8,73,0.00390625,,"between 37 and 40' \
    || fail "analyze flip plus 9x9 --god-program-work 0: not bounds"
# The witnesses: each press set's board, solved by puzzlebox-solve, needs
# exactly the presses the row gives (cross 3x10: 11 = 10 * 2 / 2 + 1 by the
# closed form; plus 4x7, 9x9 from the kernel's classes).
"$analyze" flip --pattern cross --rows 3 --cols 10 --witnesses "$tmp/wc.csv" >/dev/null || fail "analyze flip --witnesses"
"$analyze" flip --pattern plus --rows 4-9 --cols 7-9 --witnesses "$tmp/wp.csv" >/dev/null || fail "analyze flip --witnesses (plus)"
[ "$(head -n 1 "$tmp/wc.csv")" = "rows,cols,pattern,wrap,presses,press_set" ] || fail "witness columns: $(head -n 1 "$tmp/wc.csv")"
[ "$(sed -n 2p "$tmp/wc.csv" | cut -d, -f1-5)" = "3,10,cross,none,11" ] || fail "cross 3x10 witness: $(sed -n 2p "$tmp/wc.csv")"
checked=0
while IFS=, read -r rows cols pattern _wrap presses cells; do
    [ "$rows" = rows ] && continue
    flip_witness_board "$rows" "$cols" "$pattern" "$cells" >"$tmp/witness.txt"
    got=$("$solve" "$tmp/witness.txt" --format csv | tail -n 1 | cut -d, -f2)
    [ "$got" = "$presses" ] || fail "witness ${rows}x$cols $pattern: puzzlebox-solve needs $got presses, the row says $presses"
    checked=$((checked + 1))
done < <(cat "$tmp/wc.csv"; tail -n +2 "$tmp/wp.csv")
[ "$checked" -ge 5 ] || fail "only $checked witnesses checked"
"$analyze" flip --rows 0-3 2>/dev/null; [ $? = 2 ] || fail "analyze flip --rows 0-3 must exit 2"
"$analyze" flip --whole-space 40 2>/dev/null; [ $? = 2 ] || fail "analyze flip --whole-space 40 must exit 2"

# Nonsense refused (exit 2), not run as if unsaid: an empty --shard or
# --values, jump --hardest's options without --hardest.
expect 2 "solve --shard ''" -- "$solve" "$(dirname "$0")/../../data/jump/schoenbrunn-2015.txt" --shard ''
contains "$tmp/err" "--shard expects i/N" "solve --shard ''"
expect 2 "gen hexagon --values ''" -- "$gen" hexagon --values ''
contains "$tmp/err" "--values expects K..M" "gen hexagon --values ''"
expect 2 "analyze jump --shard 0/0 without --hardest" -- "$analyze" jump --size 3x3 --shard 0/0
contains "$tmp/err" "--shard belongs to --hardest" "analyze jump --shard without --hardest"
expect 2 "analyze jump --checkpoint without --hardest" -- "$analyze" jump --size 3x3 --checkpoint x.csv
contains "$tmp/err" "--checkpoint belongs to --hardest" "analyze jump --checkpoint without --hardest"

# Board IDs on standard input, one a line, are boards: gen --format id | solve -.
"$gen" jump --count 3 --seed 4 --format id >"$tmp/ids.txt" || fail "gen --format id"
"$solve" - --count --format csv <"$tmp/ids.txt" >"$tmp/counted.csv" 2>"$tmp/err" || fail "solve - with IDs: $(cat "$tmp/err")"
[ "$(tail -n +2 "$tmp/counted.csv" | wc -l)" = 3 ] || fail "solve - with 3 IDs: $(cat "$tmp/counted.csv")"
printf 'jump:not-an-id\n' | "$solve" - >/dev/null 2>"$tmp/err"
[ $? = 2 ] || fail "solve - with a bad ID: not exit 2 ($(cat "$tmp/err"))"

# A --grade band past the scale's top reaches to the top: the same boards
# however far past it; a band wholly past it is refused; a time limit that
# stops a board's search says so (not "no board met the guarantees").
"$gen" jump --grade 1- --count 2 --seed 3 --format id >"$tmp/open-band.txt" || fail "--grade 1-"
for band in 1-99999999999999999999 1-1e30 1-1000 1-100 1-4; do
    "$gen" jump --grade "$band" --count 2 --seed 3 --format id >"$tmp/band.txt" 2>"$tmp/err" || fail "--grade $band: $(cat "$tmp/err")"
    cmp -s "$tmp/open-band.txt" "$tmp/band.txt" || fail "--grade $band differs from --grade 1-"
done
expect 2 "--grade 5-6" -- "$gen" jump --grade 5-6 --count 1
contains "$tmp/err" "the score scale tops out at 4" "--grade 5-6"
expect 2 "--expert --grade 5-6" -- "$gen" jump --expert --start 4,0 --grade 5-6 --count 1
contains "$tmp/err" "the score scale tops out at 4" "--expert --grade 5-6"
expect 3 "a time limit in a board's search" -- "$gen" jump --size 7x7 --min-moves 45 --restarts 100000 --time-limit 1 --count 1
contains "$tmp/err" "board 0: --time-limit stopped the search" "a time limit in a board's search"
lacks "$tmp/err" "no board met the guarantees in" "a time limit in a board's search"

# 3x4 easy scrambles finish (their depth's arrangements found by layers
# back from the target, not a scan of 12! arrangements), each at the depth
# the solver certifies; a time limit stops a 3x4 run at the limit.
# The first run builds the 3x4 distance table and keeps it in the cache
# directory; the next loads it, and makes each board in well under a second.
expect 0 "3x4 easy" -- timeout 200 "$gen" rotate --size 3x4 --difficulty easy --count 2 --format id --progress
[ "$(grep -c '^rotate:' "$tmp/out")" = 2 ] || fail "3x4 easy: $(cat "$tmp/out")"
contains "$tmp/err" "building the distance table of 3x4" "3x4 easy, the first run"
ls "$tmp"/xdg/puzzlebox/rotate-3x4-block2-cw-*.table >/dev/null 2>&1 || fail "3x4 easy: no table kept in the cache"
expect 0 "3x4 easy, the table kept" -- "$gen" rotate --size 3x4 --difficulty easy --count 3 --time-limit 30 --format id --progress
[ "$(grep -c '^rotate:' "$tmp/out")" = 3 ] || fail "3x4 easy, the table kept: $(cat "$tmp/out")"
contains "$tmp/err" "distance table loaded from" "3x4 easy, the table kept"
lacks "$tmp/err" "building the distance table" "3x4 easy, the table kept"
while read -r id; do
    moves=$("$solve" "$id" --format csv | sed -n 2p | cut -d, -f2)
    [ "$moves" -ge 1 ] && [ "$moves" -le 6 ] || fail "3x4 easy board $id: $moves moves (easy is 1..6 of God's number 20)"
done <"$tmp/out"
start=$(date +%s)
# (a cache of its own: the table is built, stopped, and no half table kept)
expect 3 "3x4 with --time-limit 3" -- timeout 100 env XDG_CACHE_HOME="$tmp/xdg-stopped" "$gen" rotate --size 3x4 --difficulty easy --count 1 --time-limit 3
[ $(($(date +%s) - start)) -le 20 ] || fail "3x4 with --time-limit 3 took $(($(date +%s) - start)) s"
[ -z "$(ls "$tmp/xdg-stopped/puzzlebox" 2>/dev/null)" ] || fail "3x4 with --time-limit 3 kept $(ls "$tmp/xdg-stopped/puzzlebox")"

# Boards of one or two rows: the default goal moves off the start (the top
# row's middle, or the next cell along); a 1x1 maze is refused as such.
expect 0 "analyze jump 2x3" -- "$analyze" jump --size 2x3 --boards 100 --quiet
grep -q '^2x3,"1,1","0,1",' "$tmp/out" || fail "analyze jump 2x3: start and goal not 1,1 and 0,1: $(tail -n 1 "$tmp/out")"
expect 0 "analyze jump 1x3" -- "$analyze" jump --size 1x3 --boards 100 --quiet
grep -q '^1x3,"0,1","0,2",' "$tmp/out" || fail "analyze jump 1x3: start and goal not 0,1 and 0,2: $(tail -n 1 "$tmp/out")"
expect 2 "gen jump 1x1" -- "$gen" jump --size 1x1
contains "$tmp/err" "a 1x1 maze has one cell" "gen jump 1x1"
# An order-1 hexagon (one cell) has easy puzzles only: another level is refused at once.
expect 2 "gen hexagon order 1 medium" -- "$gen" hexagon --order 1
contains "$tmp/err" "an order-1 hexagon is one cell" "gen hexagon order 1 medium"
expect 0 "gen hexagon order 1 easy" -- "$gen" hexagon --order 1 --difficulty easy --quiet
finish "puzzlebox-gen and puzzlebox-analyze"
