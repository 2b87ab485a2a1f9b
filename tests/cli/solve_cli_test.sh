#!/usr/bin/env bash
# End-to-end checks of puzzlebox-solve: the seeds' published results on the
# committed boards, output formats, exit codes, and bad input.
# usage: solve_cli_test.sh PUZZLEBOX_SOLVE SOURCE_DIR
set -u
solve=$1
src=$2
source "$(dirname "$0")/lib.sh"

b2015=$src/data/jump/schoenbrunn-2015.txt
b2023=$src/data/jump/schoenbrunn-2023.txt

expect 0 "expert 2015" -- "$solve" "$b2015" --mode expert
contains "$tmp/out" "solution 1: 14 moves, 15 tiles, sum 0" "expert 2015"
contains "$tmp/out" "4,2 (1) -> 4,1 (-2) -> 2,1 (-2) -> 2,3 (-2) -> 4,3 (-3) -> 4,0 (4) -> 0,0 (2) -> 2,0 (1) -> 3,0 (-3) -> 3,3 (2) -> 3,1 (2) -> 1,1 (3) -> 1,4 (-2) -> 1,2 (-1) -> 2,2 (0)" "expert 2015"

expect 0 "expert 2015 csv" -- "$solve" "$b2015" --mode expert --format csv
[ "$(head -n 1 "$tmp/out")" = "index,moves,tiles,sum,path" ] || fail "csv header: $(head -n 1 "$tmp/out")"
[ "$(sed -n 2p "$tmp/out")" = '1,14,15,0,"4,2 4,1 2,1 2,3 4,3 4,0 0,0 2,0 3,0 3,3 3,1 1,1 1,4 1,2 2,2"' ] || fail "csv row: $(sed -n 2p "$tmp/out")"

expect 0 "expert 2023" -- "$solve" "$b2023" --mode expert
contains "$tmp/out" "sum 0" "expert 2023"

# The 2023 post's 17-tile path is among the simple paths of its board.
expect 0 "all 2023" -- "$solve" "$b2023" --all --format csv
contains "$tmp/out" '"4,2 4,1 2,1 0,1 0,3 1,3 4,3 4,0 0,0 2,0 3,0 3,3 3,1 1,1 1,4 1,2 2,2"' "2023 post path"

expect 0 "count" -- "$solve" "$b2015" --mode expert --count
[ "$(tail -n 1 "$tmp/out")" = 10 ] || fail "--mode expert --count on the 2015 board: the README and the post give 10 sum-zero paths, got: $(cat "$tmp/out")"
expect 0 "count with --target" -- "$solve" "$b2015" --target 0 --count
[ "$(tail -n 1 "$tmp/out")" = "$("$solve" "$b2015" --mode expert --count)" ] || fail "--target 0 implies expert"

expect 3 "node limit" -- "$solve" "$b2015" --count --max-nodes 5
contains "$tmp/out" "# partial: stopped by the node limit" "node limit"

printf 'puzzle jump\nsize 1x4\nstart 0,0\ngoal 0,3\ngrid\n1 0 1 0\n' >"$tmp/none.txt"
expect 1 "no solution" -- "$solve" "$tmp/none.txt"
contains "$tmp/out" "no solution" "no solution"
expect 1 "no solution count" -- "$solve" "$tmp/none.txt" --count
[ "$(tail -n 1 "$tmp/out")" = "0" ] || fail "count of none is 0"
contains "$tmp/out" "# no solution: no paths from start to goal" "count of none says why"

expect 0 "help" -- "$solve" --help
contains "$tmp/out" "usage: puzzlebox-solve" "help"
expect 2 "no board" -- "$solve"
expect 2 "bad option" -- "$solve" "$b2015" --frobnicate
expect 2 "bad mode" -- "$solve" "$b2015" --mode hard
expect 2 "bad format" -- "$solve" "$b2015" --format xml
expect 2 "all and count" -- "$solve" "$b2015" --all --count
expect 2 "target in normal mode" -- "$solve" "$b2015" --mode normal --target 3
expect 2 "missing file" -- "$solve" "$tmp/nope.txt"
contains "$tmp/err" "nope.txt: cannot open file" "missing file"

while IFS='|' read -r file message; do
    expect 2 "bad input $file" -- "$solve" "$src/tests/bad_input/$file"
    contains "$tmp/err" "$src/tests/bad_input/$file$message" "bad input $file"
    [ -s "$tmp/out" ] && fail "bad input $file: something was printed on stdout"
done <<'TABLE'
jump/empty.txt|: the file is empty
jump/binary-junk.bin|:1: unexpected byte 0x7f
jump/short-row.txt|:7: grid row 1 has 2 values, expected 3
jump/not-a-number.txt|:7: grid row 1 column 2: expected an integer
jump/start-off-board.txt|:3: start 3,1 is off the 3x3 board
jump/missing-grid.txt|: missing key 'grid'
jump/missing-goal.txt|: missing key 'goal'
jump/too-big.txt|:2: expected a size HxW with 1 <= H, W <= 5000
rotate/bad-turns.txt|:4: expected turns cw, both or half, got 'sideways'
rotate/block-too-big.txt|:3: a 4x4 block does not fit on a 2x3 board
rotate/grid-before-size.txt|:3: no 'size HxW' line before 'grid'
rotate/plus-minus.txt|:7: expected an integer label, got '+-6'
rotate/repeated-label.txt|:5: without a 'target', the grid must hold 1..6
rotate/short-row.txt|:7: grid row 1 has 2 labels, expected 3
flip/bad-pattern.txt|:3: expected pattern cross, plus, stencil, merlin or cells, got 'star'
flip/bad-wrap.txt|:4: expected wrap torus or none, got 'sphere'
flip/missing-grid.txt|: missing key 'grid'
flip/not-a-bit.txt|:6: expected cells 0 or 1, got '012'
flip/short-row.txt|:6: grid row 1 has 2 cells, expected 3
flip/size-twice.txt|:8: 'size' is given twice
hexagon/backwards-range.txt|:3: values 7..1 run backwards
hexagon/grid-before-order.txt|:3: no 'order n' line before 'grid'
hexagon/order-too-big.txt|:2: expected an order (side) from 1 to 109, got '110'
hexagon/repeated-value.txt|:5: cell 1: the value 1 is used twice
hexagon/short-row.txt|:6: grid row 1 has 2 entries, expected 3
hexagon/value-out-of-range.txt|:7: cell 6: expected '.' or a value in 1..7, got '9'
TABLE

# Magic hexagons: Aristotle's puzzle has 12 solutions, 1 up to symmetry.
aristotle=$src/data/hexagon/aristotle.txt
expect 0 "hexagon count" -- "$solve" "$aristotle" --count
[ "$(tail -n 1 "$tmp/out")" = 12 ] || fail "hexagon --count: $(cat "$tmp/out")"
expect 0 "hexagon orbits" -- "$solve" "$aristotle" --count --up-to-symmetry
[ "$(tail -n 1 "$tmp/out")" = 1 ] || fail "hexagon --count --up-to-symmetry: $(cat "$tmp/out")"
expect 0 "hexagon all csv" -- "$solve" "$aristotle" --all --format csv
[ "$(wc -l <"$tmp/out")" = 13 ] || fail "hexagon --all --format csv: expected 12 rows"
contains "$tmp/out" "1,3 17 18 19 7 1 11 16 2 5 6 9 12 4 8 14 10 13 15" "hexagon all csv"
expect 0 "hexagon representative" -- "$solve" "$aristotle" --all --up-to-symmetry
contains "$tmp/out" "solutions: 12 (1 up to rotation and reflection)" "hexagon representative"
printf 'puzzle hexagon\norder 2\nvalues 0..6\n' >"$tmp/order2.txt"
expect 1 "order 2 has no magic hexagon" -- "$solve" "$tmp/order2.txt"
contains "$tmp/out" "no solution: the search was exhaustive" "order 2"
printf 'puzzle hexagon\norder 3\nvalues 2..20\n' >"$tmp/noninteger.txt"
expect 1 "no integer constant" -- "$solve" "$tmp/noninteger.txt"
contains "$tmp/out" "not a multiple of 5" "no integer constant"
printf 'puzzle hexagon\norder 3\ngrid\n1 2 3\n4 5 6 7\n8 9 10 11 12\n13 14 15 16\n17 18 1\n' >"$tmp/twice.txt"
expect 2 "hexagon value twice" -- "$solve" "$tmp/twice.txt"
contains "$tmp/err" "twice.txt:8: cell 18: the value 1 is used twice" "hexagon value twice"
expect 2 "hexagon --mode expert" -- "$solve" "$aristotle" --mode expert
expect 2 "jump --up-to-symmetry" -- "$solve" "$b2015" --up-to-symmetry
# --method local: the annealer finds order 3 and reports its best (and exit 3) on order 2.
expect 0 "hexagon --method local" -- "$solve" "$aristotle" --method local --max-nodes 5000000
contains "$tmp/out" "solution 1:" "hexagon --method local"
expect 3 "hexagon --method local on order 2" -- "$solve" "$tmp/order2.txt" --method local --max-nodes 100000
contains "$tmp/out" "best found: closeness" "hexagon --method local on order 2"
expect 0 "hexagon --method local csv" -- "$solve" "$aristotle" --method local --format csv --seed 5
[ "$(wc -l <"$tmp/out")" = 2 ] || fail "hexagon --method local csv: expected one row"
expect 2 "hexagon --method bogus" -- "$solve" "$aristotle" --method bogus
expect 2 "hexagon --method local --all" -- "$solve" "$aristotle" --method local --all
expect 2 "hexagon --seed without local" -- "$solve" "$aristotle" --seed 3
expect 2 "jump --method local" -- "$solve" "$b2015" --method local
# Beyond the line bounds: proven at once, no search.
printf 'puzzle hexagon\norder 3\nvalues 26..44\n' >"$tmp/far.txt"
expect 1 "hexagon past the line bounds" -- "$solve" "$tmp/far.txt"
contains "$tmp/out" "no solution: a line of" "hexagon past the line bounds"
# Every hexagon the existence report found is a magic hexagon.
for found in "$src"/data/hexagon/found/*.txt; do
    expect 0 "found hexagon $(basename "$found")" -- "$solve" "$found" --count
    [ "$(tail -n 1 "$tmp/out")" = 1 ] || fail "$found: expected exactly one completion"
done

# Rotation puzzles: the Mystery Box needs 10 clockwise moves, 5 ways.
box=$src/data/rotate/mystery-box.txt
expect 0 "rotate count" -- "$solve" "$box" --count
[ "$(tail -n 1 "$tmp/out")" = 5 ] || fail "rotate --count: $(cat "$tmp/out")"
expect 0 "rotate csv" -- "$solve" "$box" --all --format csv
[ "$(head -n 1 "$tmp/out")" = "index,moves,path" ] || fail "rotate csv header"
contains "$tmp/out" "1,10,Q2 Q4 Q3 Q4 Q1 Q3 Q1 Q3 Q2 Q3" "rotate csv"
expect 0 "rotate text" -- "$solve" "$box"
contains "$tmp/out" "optimal solution, 10 moves:" "rotate text"
printf 'puzzle rotate\nsize 2x3\nblock 2\nturns both\ngrid\n2 1 3\n4 5 6\n' >"$tmp/r23.txt"
expect 1 "rotate unreachable" -- "$solve" "$tmp/r23.txt"
contains "$tmp/out" "reach 120 of the 720 arrangements" "rotate unreachable"
printf 'puzzle rotate\nsize 3x3\nblock 2\ngrid\n1 2 3\n4 5 6\n7 8 9\ntarget\n1 2 3\n4 5 6\n7 8 8\n' >"$tmp/rbad.txt"
expect 2 "rotate bad target" -- "$solve" "$tmp/rbad.txt"
contains "$tmp/err" "rbad.txt:8: the target is not a rearrangement" "rotate bad target"
expect 2 "rotate --mode expert" -- "$solve" "$box" --mode expert
# IDA* (the method above 12 cells), here with small databases on boards the table checks.
ida=(--method ida --pattern-states 5000 --pattern-cache '')
expect 0 "rotate ida count" -- "$solve" "$box" --count "${ida[@]}"
[ "$(tail -n 1 "$tmp/out")" = 5 ] || fail "rotate ida --count: $(cat "$tmp/out")"
expect 0 "rotate ida" -- "$solve" "$box" "${ida[@]}"
contains "$tmp/out" "optimal solution, 10 moves:" "rotate ida"
contains "$tmp/out" "search: IDA* with pattern databases of 4 + 4 tiles (16 lookups)" "rotate ida"
# One-tile databases on a board turning both ways are read as the farthest tile's steps.
printf 'puzzle rotate\nsize 3x3\nblock 2\nturns both\ngrid\n4 1 3\n5 2 6\n7 8 9\n' >"$tmp/r33.txt"
expect 0 "rotate ida one-tile" -- "$solve" "$tmp/r33.txt" --method ida --pattern-states 1 --pattern-cache ''
contains "$tmp/out" "optimal solution, 1 move: Q1'" "rotate ida one-tile"
contains "$tmp/out" "lookups read as the farthest tile's steps)" "rotate ida one-tile"
expect 1 "rotate ida unreachable" -- "$solve" "$tmp/r23.txt" "${ida[@]}"
contains "$tmp/out" "reach 120 of the 720 arrangements" "rotate ida unreachable"
printf 'puzzle rotate\nsize 4x4\nblock 2\nturns both\ngrid\n16 15 14 13\n12 11 10 9\n8 7 6 5\n4 3 2 1\n' >"$tmp/r44.txt"
expect 2 "rotate 4x4 --method table" -- "$solve" "$tmp/r44.txt" --method table
contains "$tmp/err" "--method table holds at most 479001600 arrangements" "rotate 4x4 --method table"
expect 3 "rotate 4x4 time limit" -- "$solve" "$tmp/r44.txt" --pattern-states 5000 --pattern-cache '' --time-limit 1
contains "$tmp/out" "no solution found yet: no solution has fewer than" "rotate 4x4 time limit"
grep -q "method fast" "$tmp/out" && fail "rotate 4x4 time limit: 4x4 is not past what optimal search ends on"
# Past 4x4 a stopped optimal search (not asked for by name) points to --method fast; asked for by name, it does not.
printf 'puzzle rotate
size 5x5
block 2
turns both
grid
25 24 23 22 21
20 19 18 17 16
15 14 13 12 11
10 9 8 7 6
5 4 3 2 1
' >"$tmp/r55.txt"
expect 3 "rotate 5x5 time limit" -- "$solve" "$tmp/r55.txt" --pattern-states 5000 --pattern-cache '' --time-limit 1
contains "$tmp/out" "--method fast finds a short solution (not proven optimal) of a 5x5 board" "rotate 5x5 time limit"
expect 3 "rotate 5x5 --method ida time limit" -- "$solve" "$tmp/r55.txt" --method ida --pattern-states 5000 --pattern-cache '' --time-limit 1
grep -q "method fast" "$tmp/out" && fail "rotate 5x5 --method ida time limit: the method was asked for"
expect 2 "rotate --method local" -- "$solve" "$box" --method local
# --method fast: the reversed 10x10 board (the largest), a short solution
# that the validator replays, marked as not proven optimal; its refusals.
python3 -c "
print('puzzle rotate\nsize 10x10\nblock 2\nturns both\ngrid')
for r in range(10): print(' '.join(str(100 - (r * 10 + c)) for c in range(10)))" >"$tmp/r1010.txt"
fast=(--method fast --tries 1 --pattern-states 5000 --pattern-cache '')
expect 0 "rotate fast 10x10" -- "$solve" "$tmp/r1010.txt" "${fast[@]}"
contains "$tmp/out" "solution (not proven optimal), " "rotate fast 10x10"
contains "$tmp/out" "search: fast (stages, then windows re-solved, 4x4 by IDA*): 1 of 1 tries" "rotate fast 10x10"
expect 0 "rotate fast csv" -- "$solve" "$tmp/r1010.txt" "${fast[@]}" --format csv
[ "$(head -n 1 "$tmp/out")" = "index,moves,path" ] || fail "rotate fast csv header"
expect 0 "rotate fast 6x6 beam" -- "$solve" "$src/data/rotate/reversed-6x6.txt" "${fast[@]}" --beam 100
contains "$tmp/out" "search: fast (stages, corners by a beam of 100, then windows re-solved, 4x4 by IDA*)" "rotate fast 6x6 beam"
expect 2 "rotate fast --count" -- "$solve" "$tmp/r1010.txt" "${fast[@]}" --count
contains "$tmp/err" "--count and --all need an optimal method" "rotate fast --count"
expect 2 "rotate fast 3x3" -- "$solve" "$box" --method fast
contains "$tmp/err" "for boards of more than 12 cells" "rotate fast 3x3"
expect 2 "rotate fast 3x3 blocks" -- "$solve" "$src/data/rotate/antipode-4x4-b3-both.txt" --method fast
contains "$tmp/err" "2x2 blocks only" "rotate fast 3x3 blocks"
expect 2 "rotate --tries without fast" -- "$solve" "$box" --tries 3
expect 2 "rotate --beam without fast" -- "$solve" "$box" --beam 3
expect 2 "rotate 10x10 ida" -- "$solve" "$tmp/r1010.txt" --method ida
contains "$tmp/err" "--method fast finds short solutions of larger ones" "rotate 10x10 ida"
sed 's/size 10x10/size 11x11/' "$tmp/r1010.txt" >"$tmp/r1111.txt"
expect 2 "rotate 11x11" -- "$solve" "$tmp/r1111.txt" --method fast
contains "$tmp/err" "expected a size HxW with 2 <= H, W <= 10" "rotate 11x11"

# Flip boards: the gold bars (all horizontal: all 16 presses, the only
# solution), Lights Out 5x5 all lit (15 presses, 4 ways), an unsolvable one.
gold=$src/data/flip/gold-bars-all-horizontal.txt
expect 0 "flip gold bars" -- "$solve" "$gold"
contains "$tmp/out" "fewest presses: 16 (proven minimal)" "flip gold bars"
contains "$tmp/out" "solutions with 16 presses: 1" "flip gold bars"
expect 0 "flip csv" -- "$solve" "$src/data/flip/lights-out-5x5-all-lit.txt" --format csv
[ "$(head -n 1 "$tmp/out")" = "index,presses,cells" ] || fail "flip csv header: $(head -n 1 "$tmp/out")"
[ "$(sed -n 2p "$tmp/out" | cut -d, -f1,2)" = "1,15" ] || fail "flip csv row: $(sed -n 2p "$tmp/out")"
expect 0 "flip count" -- "$solve" "$src/data/flip/lights-out-5x5-all-lit.txt" --count
[ "$(tail -n 1 "$tmp/out")" = 4 ] || fail "flip --count: $(cat "$tmp/out")"
expect 0 "flip elimination" -- "$solve" "$src/data/flip/lights-out-5x5-all-lit.txt" --method elimination --count
[ "$(tail -n 1 "$tmp/out")" = 4 ] || fail "flip --method elimination --count: $(cat "$tmp/out")"
expect 1 "flip unsolvable" -- "$solve" "$src/data/flip/lights-out-5x5-one-corner.txt"
contains "$tmp/out" "no solution: every press flips an even number of the cells" "flip unsolvable"
expect 1 "flip unsolvable count" -- "$solve" "$src/data/flip/lights-out-5x5-one-corner.txt" --count
[ "$(tail -n 1 "$tmp/out")" = 0 ] || fail "flip unsolvable --count: $(cat "$tmp/out")"
printf 'puzzle flip\nsize 3x4\npattern cross\ngrid\n1000\n0000\n0000\n' >"$tmp/f34.txt"
expect 1 "flip cross parity" -- "$solve" "$tmp/f34.txt"
contains "$tmp/out" "with an odd number of rows (3), every press flips the parity of every column" "flip cross parity"
expect 2 "flip --all" -- "$solve" "$gold" --all
expect 2 "flip --method ida" -- "$solve" "$gold" --method ida
printf 'puzzle flip\nsize 3x3\npattern plus\ngrid\n101\n010\n' >"$tmp/fshort.txt"
expect 2 "flip short grid" -- "$solve" "$tmp/fshort.txt"
contains "$tmp/err" "fshort.txt:" "flip short grid"

# A mixed-family stream and --format csv: one family's columns, so refused at the second family (exit 2).
gen=$(dirname "$solve")/puzzlebox-gen
mixed=$tmp/mixed.txt
{ "$gen" jump --count 1 --seed 2; "$gen" rotate --count 1 --seed 2; } >"$mixed"
expect 2 "mixed families with --format csv" -- "$solve" "$mixed" --format csv
contains "$tmp/err" "a rotate puzzle after jump puzzles" "mixed families with --format csv"
expect 0 "mixed families with --format json" -- "$solve" "$mixed" --format json
[ "$(wc -l <"$tmp/out")" = 2 ] || fail "mixed families with --format json: expected 2 lines"
expect 0 "mixed families with --count --format csv" -- "$solve" "$mixed" --count --format csv
[ "$(wc -l <"$tmp/out")" = 3 ] || fail "mixed families with --count --format csv: expected a header and 2 rows"
# A board ID is one board: a second 'puzzle' and '#' are refused.
expect 2 "an ID with a second puzzle" -- "$solve" "jump:size=2x2:start=0,0:goal=1,1:grid/1,1/1,0:puzzle=jump:size=2x2"
expect 2 "an ID with a '#'" -- "$solve" "jump:size=2x2#:start=0,0:goal=1,1:grid/1,1/1,0"
expect 0 "the same ID without them" -- "$solve" "jump:size=2x2:start=0,0:goal=1,1:grid/1,1/1,0"

# analyze --format id takes a stream of several families (an ID is a line whatever the family);
# its CSV refuses them at the second family; gen --out '' is refused; analyze hexagon --quiet is quiet
analyze=$(dirname "$solve")/puzzlebox-analyze
expect 0 "analyze --format id of mixed families" -- "$analyze" "$mixed" --format id
[ "$(grep -c '^jump:\|^rotate:' "$tmp/out")" = 2 ] || fail "analyze --format id of mixed families: $(cat "$tmp/out")"
expect 2 "analyze of mixed families" -- "$analyze" "$mixed"
contains "$tmp/err" "board 2:" "analyze of mixed families names the board"
expect 2 "gen --out ''" -- "$gen" jump --out ''
expect 0 "analyze hexagon --quiet" -- "$analyze" hexagon --orders 1-3 --quiet
[ -s "$tmp/err" ] && fail "analyze hexagon --quiet wrote to standard error: $(head -c 200 "$tmp/err")"

# A count of one is said in the singular, in every family's solution lines.
printf 'puzzle jump\nsize 1x3\nstart 0,0\ngoal 0,2\ngrid\n2 1 0\n' >"$tmp/j1.txt"
expect 0 "jump one move" -- "$solve" "$tmp/j1.txt"
contains "$tmp/out" "solution 1: 1 move, 2 tiles, sum 2" "jump one move"
contains "$tmp/out" "solutions with 1 move: 1" "jump one move"
printf 'puzzle flip\nsize 3x3\npattern plus\ngrid\n0 1 0\n1 1 1\n0 1 0\n' >"$tmp/f1.txt"
expect 0 "flip one press" -- "$solve" "$tmp/f1.txt"
contains "$tmp/out" "solutions with 1 press: 1" "flip one press"
# And nothing to do is said in words, not left blank: a solved board in
# each family with moves, a one-cell board's single press and chase unknown.
printf 'puzzle jump\nsize 1x2\nstart 0,1\ngoal 0,1\ngrid\n1 0\n' >"$tmp/j0.txt"
expect 0 "jump at its goal" -- "$solve" "$tmp/j0.txt"
contains "$tmp/out" "solution 1: 0 moves, 1 tile, sum 0" "jump at its goal"
printf 'puzzle rotate\nsize 2x2\nblock 2\nturns cw\ngrid\n1 2\n3 4\n' >"$tmp/r0.txt"
expect 0 "rotate solved" -- "$solve" "$tmp/r0.txt"
contains "$tmp/out" "optimal solution, 0 moves: none, the board reads its target already" "rotate solved"
contains "$tmp/out" "pattern databases of 1 tile (8 lookups), 1 node," "rotate solved"
printf 'puzzle flip\nsize 2x2\npattern plus\ngrid\n0 0\n0 0\n' >"$tmp/f0.txt"
expect 0 "flip dark" -- "$solve" "$tmp/f0.txt"
contains "$tmp/out" "presses: none, every cell is off already" "flip dark"
printf 'puzzle flip\nsize 1x1\npattern plus\ngrid\n1\n' >"$tmp/f11.txt"
expect 0 "flip one cell" -- "$solve" "$tmp/f11.txt"
contains "$tmp/out" "light chasing (1 top-row unknown)" "flip one cell"
finish "puzzlebox-solve"
