#!/usr/bin/env bash
# The tools as drivers over the family list: --help per family, options of
# another family refused by name, every family answering
# `puzzlebox-analyze BOARD` (the seeds' and textbook figures), and the checks
# every option table gets (NaN and negative limits refused).
# usage: family_cli_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"

# --help per family: flip's options only.
expect 0 "gen flip --help" -- "$bin/puzzlebox-gen" flip --help
contains "$tmp/out" "--pattern" "gen flip --help"
contains "$tmp/out" "--count" "gen flip --help (common options)"
lacks "$tmp/out" "--order" "gen flip --help"
lacks "$tmp/out" "--restarts" "gen flip --help"
expect 0 "gen --help" -- "$bin/puzzlebox-gen" --help
for option in --pattern --order --restarts --turns; do contains "$tmp/out" "$option" "gen --help lists every family"; done
expect 0 "solve jump --help" -- "$bin/puzzlebox-solve" jump --help
contains "$tmp/out" "--prune" "solve jump --help"
lacks "$tmp/out" "--pattern-cache" "solve jump --help"
expect 0 "analyze hexagon --help" -- "$bin/puzzlebox-analyze" hexagon --help
contains "$tmp/out" "--orders" "analyze hexagon --help"

# Options of another family, by name.
expect 2 "gen flip --order" -- "$bin/puzzlebox-gen" flip --order 3
contains "$tmp/err" "--order is for hexagon" "gen flip --order"
expect 2 "solve flip --prune" -- "$bin/puzzlebox-solve" "$src/data/flip/gold-bars-random.txt" --prune none
contains "$tmp/err" "--prune is for jump" "solve flip --prune"
expect 2 "unknown family" -- "$bin/puzzlebox-gen" sudoku
families=$(family_list "$(dirname "$0")/../.." | paste -sd, | sed 's/,/, /g')
contains "$tmp/err" "unknown family 'sudoku' (expected one of: $families)" "unknown family"

# Limits are checked by the table: NaN, infinity, negatives and wrap-arounds refused.
for bad in nan inf -1; do
    expect 2 "--time-limit $bad" -- "$bin/puzzlebox-solve" "$src/data/jump/schoenbrunn-2015.txt" --time-limit "$bad"
    contains "$tmp/err" "--time-limit expects a number within 0..1000000000, not '$bad'" "--time-limit $bad"
done
expect 2 "--max-nodes -1" -- "$bin/puzzlebox-solve" "$src/data/jump/schoenbrunn-2015.txt" --max-nodes -1

# Every family answers puzzlebox-analyze BOARD.
expect 0 "analyze rotate" -- "$bin/puzzlebox-analyze" "$src/data/rotate/mystery-box.txt"
head -n 1 "$tmp/out" | grep -q '^file,size,block,turns,moves,optimal_solutions,reachable,god_number,states_at_moves,states_closer,level,difficulty,percentile,partial$' ||
    fail "analyze rotate columns: $(head -n 1 "$tmp/out")"
# The seed: ten moves, five optimal solutions; the 3x3 clockwise space is all 9! arrangements.
sed -n 2p "$tmp/out" | grep -q ',3x3,2,cw,10,5,362880,' || fail "analyze mystery box: $(sed -n 2p "$tmp/out")"
# Its level: 10 moves of God's number 15 is hard (9-12 moves).
sed -n 2p "$tmp/out" | grep -q ',hard,"10 moves of a possible 15 (God.s number), 5 optimal solutions; harder than' ||
    fail "analyze mystery box level: $(sed -n 2p "$tmp/out")"
# Its distribution: the states nearer than 10 and at 10 are part of the 9!.
awk -F, 'NR == 2 && !($9 > 0 && $10 > 0 && $9 + $10 < 362880) { exit 1 }' "$tmp/out" || fail "analyze mystery box distribution"
expect 0 "analyze flip" -- "$bin/puzzlebox-analyze" "$src/data/flip/lights-out-5x5-all-lit.txt" "$src/data/flip/lights-out-5x5-one-corner.txt"
# Lights Out 5x5: rank 23, nullity 2; all lit takes 15 presses, four solutions in all (each of 15).
sed -n 2p "$tmp/out" | grep -q ',5x5,plus,none,23,2,yes,15,yes,4,fiendish,"15 presses of a possible 15 (God.s number), 4 minimal solutions; harder than 99% of random boards of its shape",99.9,,$' || fail "analyze lights out: $(sed -n 2p "$tmp/out")"
sed -n 3p "$tmp/out" | grep -q ',5x5,plus,none,23,2,no,,,,,,,"every press flips an even number' || fail "analyze one corner: $(sed -n 3p "$tmp/out")"
# The jump report is the grade's calibration: the 5x5 sample's summary is the committed row.
expect 0 "analyze jump calibration" -- "$bin/puzzlebox-analyze" jump --size 5x5
sed -n 2p "$tmp/out" | grep -qxF "$(sed -n 2p "$src/reports/jump-calibration.csv")" || fail "analyze jump calibration: $(sed -n 2p "$tmp/out")"
expect 2 "analyze jump calibration, odd target" -- "$bin/puzzlebox-analyze" jump --size 5x5 --target 1
contains "$tmp/err" "no path from 4,2 to 2,2 sums to it" "analyze jump calibration, odd target"

finish "family"
