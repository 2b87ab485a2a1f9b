#!/usr/bin/env bash
# puzzlebox-analyze jump --hardest end to end: the proven 4x4 answer against
# the maze it writes (re-solved by puzzlebox-solve); a run killed with
# SIGKILL and resumed from its checkpoint gives the uninterrupted run's row;
# one depth alone (--moves) finds a maze the solver confirms, or none (also
# by random restarts, --restarts, where none found proves nothing);
# three shards merged and finished from the merge give it too; 8x8's 61
# with the twin cut and 9x9's 77 (start fixed, 128-bit states) against
# reports/jump_twin_check.py; the forwards search proves 9x9's corner (start
# fixed: 77) and its restarts find 15x15's corner 221, where the check
# refutes 222; bad
# checkpoints and option mixes are refused with exit 2, naming file and line.
# usage: jump_hardest_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
analyze=$bin/puzzlebox-analyze
solve=$bin/puzzlebox-solve
# Every column of the summary but seconds (the one before the witness).
same_row() {
    sed -E 's/,[0-9]+\.[0-9]+,"start/,"start/' "$1" >"$1.cut"
    sed -E 's/,[0-9]+\.[0-9]+,"start/,"start/' "$2" >"$2.cut"
    cmp -s "$1.cut" "$2.cut"
}

# 4x4, goal in the corner, start free, one shortest solution: 11 moves (every
# maze brute-forced in tests/jump_hardest_test.cpp), and the maze needs 11.
expect 0 "4x4 unique" -- "$analyze" jump --hardest --size 4x4 --goal 3,3 --start any --unique --board maze.txt
contains "$tmp/out" '4,4,"3,3",any,yes,0,11,yes,' "4x4 unique"
"$solve" maze.txt --format csv >solved.csv || fail "solving the 4x4 maze"
contains solved.csv "1,11,12," "the 4x4 maze needs 11 moves"

# The inwards search: the same answer, a maze the solver confirms, and no
# units to split or keep.
expect 0 "4x4 unique, inwards" -- "$analyze" jump --hardest --size 4x4 --goal 3,3 --start any --unique --method inwards \
    --board inwards.txt
contains "$tmp/out" '4,4,"3,3",any,yes,0,11,yes,' "4x4 unique, inwards"
"$solve" inwards.txt --format csv >solved.csv || fail "solving the inwards 4x4 maze"
contains solved.csv "1,11,12," "the inwards 4x4 maze needs 11 moves"
expect 0 "6x6 centre, inwards" -- "$analyze" jump --hardest --size 6x6 --goal 2,2 --start any --method inwards
contains "$tmp/out" '6,6,"2,2",any,no,0,33,yes,' "6x6 centre, inwards"
# 8x8 with the twin cut: 61 proven, and the outside check (forward layers,
# plain Python) refutes 62 and finds 61 with the cut; on 5x5 it agrees with
# the proofs without the cut too.
check=${2:-.}/reports/jump_twin_check.py
for goal in 4,4 7,7; do
    expect 0 "8x8 goal $goal, inwards" -- "$analyze" jump --hardest --size 8x8 --goal "$goal" --start any --method inwards
    contains "$tmp/out" "8,8,\"$goal\",any,no,0,61,yes," "8x8 goal $goal, inwards"
    python3 "$check" 8 "${goal%,*}" "${goal#*,}" 62 --twins | grep -q ": none (" || fail "the outside check found 62 at $goal"
    python3 "$check" 8 "${goal%,*}" "${goal#*,}" 61 --twins | grep -q ": found (" || fail "the outside check missed 61 at $goal"
done
# Past 64 cells, in 128-bit states: 9x9 centre, start at the bottom
# middle, 77 proven; the outside check from that start alone (--start)
# finds none of 78, and the maze needs 77 by puzzlebox-solve.
expect 0 "9x9 start 8,4, inwards" -- "$analyze" jump --hardest --size 9x9 --goal 4,4 --start 8,4 --method inwards \
    --board nine.txt
contains "$tmp/out" '9,9,"4,4","8,4",no,0,77,yes,' "9x9 start 8,4, inwards"
"$solve" nine.txt --format csv >solved.csv || fail "solving the 9x9 maze"
contains solved.csv "1,77,78," "the 9x9 maze needs 77 moves"
python3 "$check" 9 4 4 78 --twins --start 8,4 | grep -q ": none (" || fail "the outside check found 78 from 8,4"
python3 "$check" 5 4 4 22 --board forward.txt | grep -q ": found (" || fail "the outside check missed 5x5's 22"
"$solve" forward.txt --format csv >solved.csv || fail "solving the outside check's 5x5 maze"
contains solved.csv "1,22,23," "the outside check's 5x5 maze needs 22 moves"
for case in "2 2 21" "4 4 22"; do
    read -r row col most <<<"$case"
    python3 "$check" 5 "$row" "$col" "$most" | grep -q ": found (" || fail "the outside check missed 5x5 $case"
    python3 "$check" 5 "$row" "$col" $((most + 1)) | grep -q ": none (" || fail "the outside check found past 5x5 $case"
done
# The forwards search (from the start): 9x9, goal in the corner, start at
# the bottom middle, 77 proven (where the inwards search cannot take both
# diagonals), the maze re-solved; and 15x15's corner from its bottom
# middle: random restarts find a maze of 221 moves, with one shortest
# solution too, the whole search then refutes 222 (--refute-above: proven),
# and so does the outside check.
expect 0 "9x9 corner, start 8,4, forwards" -- "$analyze" jump --hardest --size 9x9 --goal 8,8 --start 8,4 \
    --method forwards --board corner.txt
contains "$tmp/out" '9,9,"8,8","8,4",no,0,77,yes,' "9x9 corner, start 8,4, forwards"
"$solve" corner.txt --format csv >solved.csv || fail "solving the 9x9 corner maze"
contains solved.csv "1,77,78," "the 9x9 corner maze needs 77 moves"
for unique in "" --unique; do
    # shellcheck disable=SC2086 # the flag is one word or none
    expect 0 "15x15 corner, 221 by restarts $unique" -- "$analyze" jump --hardest --size 15x15 --goal 14,14 --start 14,7 \
        --method forwards --moves 221 --restarts 100000 --restart-nodes 4096 $unique --refute-above --board fifteen.txt
    contains "$tmp/out" ',221,yes,1,2,' "15x15 corner, 221 by restarts $unique, 222 refuted"
    contains fifteen.txt "221 moves, proven the most" "the 15x15 maze's caption"
    contains fifteen.txt "--method forwards --moves 221 --restarts 100000" "the 15x15 maze's command"
    "$solve" fifteen.txt --format csv >solved.csv || fail "solving the 15x15 maze"
    contains solved.csv "1,221,222," "the 15x15 maze needs 221 moves $unique"
done
python3 "$check" 15 14 14 222 --twins --start 14,7 | grep -q ": none (" || fail "the outside check found 222 from 14,7"
# A refutation the time limit stops keeps the maze found: 9x9's corner,
# start free, one shortest solution, 78 by the inwards restarts, whose whole
# search cannot refute 79 there (the twin count of an odd corner): "at
# least" 78, the board written, exit 3.
expect 3 "--refute-above stopped" -- "$analyze" jump --hardest --size 9x9 --goal 8,8 --start any --unique \
    --method inwards --moves 78 --restarts 100000 --refute-above --time-limit 3 --board stopped.txt
contains "$tmp/out" ',78,at least,1,1,' "--refute-above stopped: the maze found"
contains "$tmp/err" "stopped by --time-limit" "--refute-above stopped: the reason"
"$solve" stopped.txt --format csv >solved.csv || fail "solving the maze a stopped refutation kept"
contains solved.csv "1,78,79," "the kept 9x9 maze needs 78 moves"
expect 1 "15x15 corner, 222, forwards" -- "$analyze" jump --hardest --size 15x15 --goal 14,14 --start 14,7 \
    --method forwards --moves 222
contains "$tmp/out" ',below 222,' "15x15 corner, 222 refuted"
for method in inwards forwards; do
    for extra in "--checkpoint i.ck" "--shard 0/2 --at-least 30" "--units u.csv" "--at-least 30"; do
        # shellcheck disable=SC2086 # the options split into words on purpose
        expect 2 "$method with $extra" -- "$analyze" jump --hardest --size 4x4 --method $method $extra
        contains "$tmp/err" "--method outwards: the $method search" "$method with $extra"
        [ ! -e i.ck ] && [ ! -e u.csv ] || fail "$method with $extra wrote a file"
    done
done
expect 2 "--method without --hardest" -- "$analyze" jump --size 4x4 --method inwards

# One depth alone (--moves): 5x5 centre, start free, needs at most 21 moves
# (the eight 5x5 answers an outside search re-derived): a maze of 21 or
# more is found and the solver confirms what it says; none of 22 or more.
expect 0 "5x5 --moves 21" -- "$analyze" jump --hardest --size 5x5 --start any --method inwards --moves 21 --board deep.txt
contains "$tmp/out" '5,5,"2,2",any,no,0,21,at least,' "5x5 --moves 21"
contains deep.txt "so the hardest needs at least as many" "the --moves maze's caption"
"$solve" deep.txt --format csv >solved.csv || fail "solving the --moves maze"
contains solved.csv "1,21,22," "the --moves maze needs 21 moves"
expect 1 "5x5 --moves 22" -- "$analyze" jump --hardest --size 5x5 --start any --method inwards --moves 22
contains "$tmp/out" '5,5,"2,2",any,no,0,,below 22,' "5x5 --moves 22"
# --restarts: the same depth looked for by random restarts; past the most
# none is found, which proves nothing (not "below").
expect 0 "5x5 --moves 21 --restarts" -- "$analyze" jump --hardest --size 5x5 --start any --method inwards --moves 21 \
    --restarts 100000 --seed 7 --board lucky.txt
contains "$tmp/out" '5,5,"2,2",any,no,0,21,at least,' "5x5 --moves 21 --restarts"
contains lucky.txt "--restarts 100000 --restart-nodes 1024 --seed 7" "the restarts' maze's caption"
"$solve" lucky.txt --format csv >solved.csv || fail "solving the restarts' maze"
contains solved.csv "1,21,22," "the restarts' maze needs 21 moves"
expect 1 "5x5 --moves 22 --restarts" -- "$analyze" jump --hardest --size 5x5 --start any --method inwards --moves 22 \
    --restarts 200
contains "$tmp/out" '5,5,"2,2",any,no,0,,not found,' "5x5 --moves 22 --restarts"
# Restarts past the most that keep drawing failed first states visit no
# node, so the stop is checked at every restart too: SIGINT ends the run
# (exit 130, nothing written).
"$analyze" jump --hardest --size 5x5 --start any --method inwards --moves 22 --restarts 1000000000000 \
    >"$tmp/out" 2>"$tmp/err" &
restarting=$!
sleep 1
interrupt "$restarting" 10 "--restarts"
[ ! -s "$tmp/out" ] || fail "--restarts, SIGINT: wrote $(head -c 200 "$tmp/out")"
expect 2 "--refute-above without --moves" -- "$analyze" jump --hardest --size 5x5 --method forwards --refute-above
contains "$tmp/err" "--refute-above follows one depth" "--refute-above without --moves"
expect 2 "--refute-above without --hardest" -- "$analyze" jump --size 5x5 --refute-above
expect 2 "--restarts without --moves" -- "$analyze" jump --hardest --size 5x5 --method inwards --restarts 5
contains "$tmp/err" "--restarts look for one depth: give --moves" "--restarts without --moves"
expect 2 "--restart-nodes without --restarts" -- "$analyze" jump --hardest --size 5x5 --method inwards --moves 21 \
    --restart-nodes 5
contains "$tmp/err" "--restart-nodes belongs to --restarts" "--restart-nodes without --restarts"
expect 2 "--moves outwards" -- "$analyze" jump --hardest --size 5x5 --moves 21
contains "$tmp/err" "--moves belongs to --method inwards or forwards" "--moves outwards"
expect 2 "--moves past the cells" -- "$analyze" jump --hardest --size 4x4 --method inwards --moves 16
contains "$tmp/err" "at most 15 moves" "--moves past the cells"
expect 2 "--moves without --hardest" -- "$analyze" jump --moves 3
contains "$tmp/err" "--moves belongs to --hardest" "--moves without --hardest"
# --estimate: a row a depth, 5x5's most moves (24) down to the first found
# (21, reached by a probe); the depths 24 and 23 have 24 and 320 first
# states (a deepest cell; or two, or one and a cell beyond).
expect 0 "the inwards search's estimate" -- "$analyze" jump --hardest --size 5x5 --goal 2,2 --start any \
    --method inwards --estimate 20000 --at-least 21
[ "$(wc -l <"$tmp/out")" = 5 ] || fail "the estimate: a header and four depths"
contains "$tmp/out" 'rows,cols,goal,start,unique,max_value,moves,first_states,probes,log10_nodes,relative_error,reached,seconds' \
    "the estimate's columns"
contains "$tmp/out" '5,5,"2,2",any,no,0,24,24,20000,' "the estimate at 24 moves"
contains "$tmp/out" '5,5,"2,2",any,no,0,23,320,20000,' "the estimate at 23 moves"
for extra in "--method outwards" "--units u.csv" "--board b.txt" "--at-least 25" "--estimate -1"; do
    # shellcheck disable=SC2086 # the options split into words on purpose
    expect 2 "the estimate with $extra" -- "$analyze" jump --hardest --size 5x5 --method inwards --estimate 10 $extra
    [ ! -e u.csv ] && [ ! -e b.txt ] || fail "the estimate with $extra wrote a file"
done
expect 2 "--estimate without --hardest" -- "$analyze" jump --size 4x4 --estimate 10
expect 2 "an unknown method" -- "$analyze" jump --hardest --size 4x4 --method sideways

# Killed (SIGKILL: no handler runs) after its first checkpoint, then resumed.
args=(jump --hardest --size 5x5 --goal 4,4 --start any)
"$analyze" "${args[@]}" >whole.csv || fail "the whole 5x5 run"
contains whole.csv '5,5,"4,4",any,no,0,22,yes,' "the whole 5x5 run"
"$analyze" "${args[@]}" --checkpoint ck.csv >/dev/null 2>&1 &
pid=$!
for _ in $(seq 1 400); do [ -s ck.csv ] && break; sleep 0.025; done
kill -KILL "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
[ -s ck.csv ] || fail "no checkpoint was written"
units=$(($(wc -l <ck.csv) - 1))
expect 2 "a checkpoint that exists, without --resume" -- "$analyze" "${args[@]}" --checkpoint ck.csv
contains "$tmp/err" "--resume" "a checkpoint that exists, without --resume"
expect 0 "resumed" -- "$analyze" "${args[@]}" --checkpoint ck.csv --resume
cp "$tmp/out" resumed.csv
same_row whole.csv resumed.csv || fail "the resumed run differs: $(cat resumed.csv) against $(cat whole.csv)"
[ "$units" -ge 1 ] && [ "$units" -lt 405 ] || fail "the kill did not cut the run short: $units of 405 units in the checkpoint"

# Three shards, each down to 22 moves on its own, merged: the whole run's answer.
for i in 0 1 2; do
    "$analyze" "${args[@]}" --at-least 22 --shard $i/3 --csv s$i.csv 2>/dev/null || fail "shard $i/3"
done
expect 0 "merge of the shards" -- "$analyze" merge s0.csv s1.csv s2.csv --csv merged.csv
expect 0 "finished from the merged units" -- "$analyze" "${args[@]}" --at-least 22 --checkpoint merged.csv --resume
cp "$tmp/out" from_shards.csv
same_row whole.csv from_shards.csv || fail "the shards' answer differs: $(cat from_shards.csv) against $(cat whole.csv)"

# Refused: shards without a floor, a checkpoint of another question, a bad row.
expect 2 "--shard without --at-least" -- "$analyze" "${args[@]}" --shard 0/2
expect 2 "--resume without --checkpoint" -- "$analyze" "${args[@]}" --resume
expect 2 "a checkpoint of another question" -- "$analyze" jump --hardest --size 5x5 --goal 2,2 --start any --checkpoint ck.csv --resume
contains "$tmp/err" "ck.csv:2: a unit of another question" "a checkpoint of another question"
{ head -1 ck.csv; echo '5,5,"4,4",any,no,0,23,0,"4,3",yes,12,"start 0,0 values 9 9"'; echo x; } >bad.csv
reseal bad.csv jump-hardest-units
expect 2 "a checkpoint with a bad witness" -- "$analyze" "${args[@]}" --checkpoint bad.csv --resume
contains "$tmp/err" "bad.csv:2: witness" "a checkpoint with a bad witness"
# The outside pass's coordinated edit (4x4, goal 2,2, start 3,2: 12 moves):
# the depth-12 mazes turned into "no" and those items appended at depth 11.
# The seal refuses it; resealed, as a forger would, the field checks refuse
# what the search cannot have written (a unit twice; a depth begun before
# the one above it was searched through).
small=(jump --hardest --size 4x4 --goal 2,2 --start 3,2)
expect 0 "the 4x4 with a checkpoint" -- "$analyze" "${small[@]}" --checkpoint j1.csv
grep -q '^4,4,"2,2","3,2",no,0,12,yes' "$tmp/out" || fail "4x4 from 3,2: $(cat "$tmp/out")"
grep -c ',12,[0-9]*,"[^"]*",yes,' j1.csv | grep -qx '[1-9][0-9]*' || fail "4x4: no depth-12 maze in the checkpoint"
awk '/^# puzzlebox seal/ { print extra; next } /,0,12,[0-9]+,"[^"]*",yes,/ {
    line = $0; sub(/,yes,[0-9]+,".*"$/, ",no,1,", line); print line
    copy = $0; sub(/,0,12,/, ",0,11,", copy); sub(/,yes,[0-9]+,".*"$/, ",no,1,", copy)
    extra = extra (extra == "" ? "" : "\n") copy; next } { print }' j1.csv | sed '/^$/d' >j2.csv
tail -1 j1.csv >>j2.csv
expect 2 "the coordinated edit" -- "$analyze" "${small[@]}" --checkpoint j2.csv --resume
contains "$tmp/err" "the seal's digest" "the coordinated edit"
lacks "$tmp/out" "proven" "the coordinated edit"
head -n -1 j1.csv >j3.csv && sed -n 2p j1.csv >>j3.csv && echo seal >>j3.csv && reseal j3.csv jump-hardest-units
expect 2 "a unit twice, resealed" -- "$analyze" "${small[@]}" --checkpoint j3.csv --resume
contains "$tmp/err" "twice" "a unit twice, resealed"
{ sed -n 1p j1.csv; grep ',0,14,5,' j1.csv; echo seal; } >j4.csv && reseal j4.csv jump-hardest-units
expect 2 "depth 14 without depth 15, resealed" -- "$analyze" "${small[@]}" --checkpoint j4.csv --resume
contains "$tmp/err" "no unit of 15 moves for item 0" "depth 14 without depth 15, resealed"
# Single bits flipped through the whole file, 24 places spread evenly:
# each is refused (exit 2), none resumed into an answer.
size=$(wc -c <j1.csv)
for k in $(seq 0 23); do
    python3 -c 'import sys
data = bytearray(open(sys.argv[1], "rb").read()); at = int(sys.argv[2]) * len(data) // 24
data[at] ^= 1 << (int(sys.argv[2]) % 8); open(sys.argv[3], "wb").write(data)' j1.csv "$k" flipped.csv
    "$analyze" "${small[@]}" --checkpoint flipped.csv --resume >/dev/null 2>&1
    code=$?
    [ "$code" = 2 ] || fail "a bit flipped at byte $((k * size / 24)) of the checkpoint: exit $code"
done
echo "not,a,checkpoint" >foreign.csv
expect 2 "a file that is not a checkpoint" -- "$analyze" "${args[@]}" --checkpoint foreign.csv --resume
contains "$tmp/err" "foreign.csv:1:" "a file that is not a checkpoint"
expect 2 "a board of 81 cells, outwards" -- "$analyze" jump --hardest --size 9x9
contains "$tmp/err" "--method inwards or forwards: 512" "a board of 81 cells, outwards"
for method in inwards forwards; do
    expect 2 "a board of 529 cells, $method" -- "$analyze" jump --hardest --size 23x23 --method $method
    contains "$tmp/err" "at most 512 cells" "a board of 529 cells, $method"
done
finish "jump --hardest"
