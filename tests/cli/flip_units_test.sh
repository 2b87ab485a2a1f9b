#!/usr/bin/env bash
# puzzlebox-analyze flip --god-columns-units end to end: the column-class
# search of one cross cut into units gives the row of the one search (the
# 7x9 cross 21, its 25,770 nodes, as in reports/flip-records.csv: the
# press set in hand is the answer, so the units visit the same nodes);
# shards merged and resumed give the whole run's row; the 9x9 cross (28)
# stopped by a signal keeps its units and resumes to the unbroken row; a
# shard or a checkpoint with one line edited, or of another run, is
# refused (exit 2) and nothing is written; the options it needs are asked for.
# usage: flip_units_test.sh BIN_DIR
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
analyze=$bin/puzzlebox-analyze
cross=(flip --pattern cross --rows 7 --cols 9 --god-columns-climb 65536)

"$analyze" "${cross[@]}" --csv one.csv 2>/dev/null || fail "the one search"
"$analyze" "${cross[@]}" --god-columns-units 200 --checkpoint units.csv --csv whole.csv 2>err || fail "in units: $(cat err)"
sed 's/ in 232 units//' whole.csv >whole-plain.csv
cmp -s one.csv whole-plain.csv || fail "in units the row differs from the one search's: $(diff one.csv whole.csv)"
contains whole.csv ',21,,21,21,' "7x9: God's number 21"
contains whole.csv '(25770 nodes in 232 units)' "7x9: the one search's nodes, in 232 units"
[ "$(grep -vc '^#' units.csv)" = 233 ] || fail "the checkpoint: a header and 232 units, found $(grep -vc '^#' units.csv) lines"

# Three shards, merged in any order, resumed: the whole run's row, and the
# merge is the whole run's checkpoint byte for byte.
for i in 0 1 2; do
    "$analyze" "${cross[@]}" --god-columns-units 200 --shard "$i/3" --csv "shard$i.csv" 2>err || fail "shard $i/3: $(cat err)"
done
head -n 1 shard0.csv | grep -q '^# puzzlebox partial 0/3: rows unit; seal flip-cross-units$' || fail "shard head: $(head -n 1 shard0.csv)"
"$analyze" merge shard2.csv shard0.csv shard1.csv --csv merged.csv 2>err || fail "merge: $(cat err)"
cmp -s merged.csv units.csv || fail "the merged shards are not the whole run's units: $(diff merged.csv units.csv | head -5)"
cp merged.csv merged-before.csv
"$analyze" "${cross[@]}" --god-columns-units 200 --checkpoint merged.csv --resume --csv resumed.csv 2>err ||
    fail "resumed from the merge: $(cat err)"
cmp -s resumed.csv whole.csv || fail "resumed from the merge: $(diff resumed.csv whole.csv)"

# A shard with one line edited: the merge refuses it.
sed '3s/^7,9,65536,200,0,,\([0-9]*\),,$/7,9,65536,200,0,,1\1,,/' shard0.csv >edited0.csv
cmp -s shard0.csv edited0.csv && fail "the edit did not take"
expect 2 "a merge of an edited shard" -- "$analyze" merge edited0.csv shard1.csv shard2.csv --csv bad.csv
[ -e bad.csv ] && fail "a refused merge wrote its output"
# A checkpoint with one line edited: refused by its seal, the run writes nothing.
sed '2s/^7,9,65536,200,0,,\([0-9]*\),,$/7,9,65536,200,0,,1\1,,/' merged-before.csv >edited.csv
expect 2 "resumed from an edited checkpoint" -- \
    "$analyze" "${cross[@]}" --god-columns-units 200 --checkpoint edited.csv --resume --csv bad.csv
contains "$tmp/err" "edited.csv" "the edited checkpoint named"
[ -e bad.csv ] && fail "a refused resume wrote its CSV"
# Units of another run (another number wanted): refused, naming the line.
"$analyze" "${cross[@]}" --god-columns-units 100 --checkpoint other.csv --csv /dev/null 2>/dev/null
expect 2 "resumed from another run's units" -- \
    "$analyze" "${cross[@]}" --god-columns-units 200 --checkpoint other.csv --resume --csv bad.csv
contains "$tmp/err" "other.csv:2" "another run's units: the line"
contains "$tmp/err" "a unit of another run" "another run's units"
# A shard's units are not the whole run's checkpoint until merged.
cp merged-before.csv kept.csv
expect 2 "shard 1/3 resumed from the whole run's units" -- \
    "$analyze" "${cross[@]}" --god-columns-units 200 --shard 1/3 --checkpoint kept.csv --resume --csv bad.csv
contains "$tmp/err" "k mod 3 = 1" "the whole run's units given to a shard"

# Stopped by a signal once it has kept some units (9x9: 1,000 units, a
# few seconds), kept, resumed: the unbroken run's row.
nine=(flip --pattern cross --rows 9 --cols 9 --god-columns-side 9 --god-columns-climb 131072 --god-columns-units 1000)
"$analyze" "${nine[@]}" --csv nine.csv 2>/dev/null || fail "9x9 in units"
contains nine.csv ',28,,28,28,' "9x9: God's number 28"
"$analyze" "${nine[@]}" --checkpoint nine-units.csv --checkpoint-seconds 1 --csv nine-stopped.csv 2>err &
pid=$!
for _ in $(seq 600); do [ -s nine-units.csv ] && break; kill -0 $pid 2>/dev/null || break; sleep 0.1; done
kill -INT $pid 2>/dev/null
wait $pid
status=$?
if [ $status = 0 ]; then
    echo "note: the 9x9 run ended before the signal; the resume is not tested here"
else
    [ $status = 130 ] || fail "9x9 stopped by SIGINT: exit $status, expected 130 ($(cat err))"
    contains err "keeps the units ended" "the stopped run says what it kept"
    [ -e nine-stopped.csv ] && fail "a stopped run wrote its CSV"
    [ -s nine-units.csv ] || fail "the stopped run kept no units"
    "$analyze" "${nine[@]}" --checkpoint nine-units.csv --resume --csv nine-resumed.csv 2>err || fail "9x9 resumed: $(cat err)"
    cmp -s nine.csv nine-resumed.csv || fail "9x9 resumed differs: $(diff nine.csv nine-resumed.csv)"
fi

# A time limit: exit 3, the units ended kept, no CSV.
"$analyze" "${nine[@]}" --checkpoint nine-limited.csv --time-limit 1 --csv nine-limited-row.csv 2>err
status=$?
if [ $status = 0 ]; then
    echo "note: the 9x9 run ended within its time limit"
else
    [ $status = 3 ] || fail "9x9 under --time-limit 1: exit $status, expected 3 ($(cat err))"
    [ -e nine-limited-row.csv ] && fail "a run stopped by its time limit wrote its CSV"
    grep -q "keeps the units ended\|nothing written" err || fail "the time limit's message: $(cat err)"
fi

# What the units need.
expect 2 "--shard without --god-columns-units" -- "$analyze" "${cross[@]}" --shard 0/2 --csv bad.csv
contains "$tmp/err" "give --god-columns-units" "--shard alone"
expect 2 "units on an even side" -- "$analyze" flip --pattern cross --rows 7 --cols 8 --god-columns-units 10 --csv bad.csv
expect 2 "units on a range of sizes" -- "$analyze" flip --pattern cross --rows 7 --cols 7-9 --god-columns-units 10 --csv bad.csv
expect 2 "units past --god-columns-side" -- "$analyze" flip --pattern cross --rows 9 --cols 9 --god-columns-units 10 --csv bad.csv
expect 2 "units of the plus pattern" -- "$analyze" flip --pattern plus --rows 7 --cols 9 --god-columns-units 10 --csv bad.csv
expect 2 "a shard with --witnesses" -- "$analyze" "${cross[@]}" --god-columns-units 10 --shard 0/2 --witnesses w.csv --csv bad.csv
[ -e bad.csv ] && fail "a refused run wrote its CSV"
finish flip_units
