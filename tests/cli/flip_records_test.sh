#!/usr/bin/env bash
# reports/flip_records.sh end to end in a scratch copy, on a list of two
# quick sizes: each row is puzzlebox-analyze's row for the size with the
# command that made it, God's number as in the main job's tables (the 7x9
# cross 21 by the column classes, the 5x9 Lights Out 35 from the kernel),
# each witness's board needs exactly that many presses (puzzlebox-solve);
# rerunning one size replaces its rows and keeps the other's; a size not in
# the list, or a missing list, exits 2 and leaves the files as they were;
# the relaxation's certificates, of the whole kernel and of a subcode, pass
# the outside check and edited ones do not.
# usage: flip_records_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
report_copy "$bin" "$src" flip_records.sh stoppable.sh flip_relaxation_check.py flip_kernel.py
printf '%s\n' '# two quick sizes' 'cross:7x9 --god-columns-work 1099511627776' '' 'plus:5x9' >list.txt
run() { (cd copy && RECORDS="$tmp/list.txt" bash reports/flip_records.sh build "$@") >"$tmp/out" 2>"$tmp/err"; }
run || fail "flip_records.sh: $(cat "$tmp/err")"
csv=copy/reports/flip-records.csv
witnesses=copy/reports/flip-records-witnesses.csv
[ "$(wc -l <"$csv")" = 3 ] || fail "two rows: $(cat "$csv")"
case "$(head -n 1 "$csv")" in "rows,cols,pattern,wrap,rank,nullity,"*",god_nodes,command,seconds") ;; *) fail "header: $(head -n 1 "$csv")" ;; esac
case "$(sed -n 2p "$csv")" in
    '7,9,cross,none,'*',21,,21,21,'*',column classes,'*',"puzzlebox-analyze flip --pattern cross --rows 7 --cols 9 --god-columns-work 1099511627776",'*) ;;
    *) fail "cross 7x9: $(sed -n 2p "$csv")" ;;
esac
case "$(sed -n 3p "$csv")" in
    '5,9,plus,none,44,1,'*',35,,35,35,'*',"puzzlebox-analyze flip --pattern plus --rows 5 --cols 9",'*) ;;
    *) fail "plus 5x9: $(sed -n 3p "$csv")" ;;
esac
[ "$(head -n 1 "$witnesses")" = "rows,cols,pattern,wrap,presses,press_set" ] || fail "witness header: $(head -n 1 "$witnesses")"
[ "$(tail -n +2 "$witnesses" | cut -d, -f1-5 | tr '\n' ' ')" = "7,9,cross,none,21 5,9,plus,none,35 " ] ||
    fail "witnesses: $(cat "$witnesses")"
checked=0
while IFS=, read -r rows cols pattern wrap presses cells; do
    [ "$rows" = rows ] && continue
    flip_witness_board "$rows" "$cols" "$pattern" "$cells" >witness.txt
    got=$("$bin/puzzlebox-solve" witness.txt --format csv | tail -n 1 | cut -d, -f2)
    [ "$got" = "$presses" ] || fail "witness ${rows}x$cols $pattern: puzzlebox-solve needs $got presses, the row says $presses"
    checked=$((checked + 1))
done <"$witnesses"
[ "$checked" = 2 ] || fail "$checked witnesses checked, not 2"

grep '^7,9,cross,' "$csv" >unbroken-7x9.csv

# One size again: its rows replaced, the other kept, the order the same.
no_seconds() { sed 's/,[0-9]*$//' "$1"; }
no_seconds "$csv" >before.csv
cp "$witnesses" before-witnesses.csv
run cross:7x9 || fail "flip_records.sh cross:7x9: $(cat "$tmp/err")"
no_seconds "$csv" >after.csv
cmp -s before.csv after.csv || fail "rerun of cross:7x9: $(diff before.csv after.csv)"
cmp -s before-witnesses.csv "$witnesses" || fail "rerun of cross:7x9, witnesses: $(diff before-witnesses.csv "$witnesses")"

# A size not in the list, a list that is missing: exit 2, nothing touched.
cp "$csv" kept.csv
run plus:6x6
[ $? = 2 ] || fail "a size not in the list must exit 2"
contains "$tmp/err" "plus:6x6 is not in" "a size not in the list"
(cd copy && RECORDS="$tmp/none.txt" bash reports/flip_records.sh build) >/dev/null 2>"$tmp/err"
[ $? = 2 ] || fail "a missing list must exit 2"
cmp -s kept.csv "$csv" || fail "a failed run changed $csv"

# A long search stopped: the 7x15 cross (11 million nodes, about 2 s) with a
# checkpoint every second, its analyze killed outright once one is kept;
# the next run goes on from it to the unbroken run's row, nodes and witness
# too, and removes it.
printf '%s\n' 'cross:7x15' >list.txt
(cd copy && RECORDS="$tmp/list.txt" bash reports/flip_records.sh build) >/dev/null 2>&1 || fail "cross:7x15"
no_seconds "$csv" | grep '^7,15,' >unbroken.csv
grep '^7,15,' "$witnesses" >unbroken-witness.csv
[ -s unbroken.csv ] || fail "no 7x15 row: $(cat "$csv")"
kept=copy/reports/flip/checkpoints/cross:7x15.txt
[ -e "$kept" ] && fail "7x15 done, its checkpoint kept"
# The script itself stopped (kill, as a person stops a run of hours): its
# search stops too and keeps its checkpoint, the script exits 143, the
# committed rows are as they were.
cp "$csv" rows-before.csv
(cd copy && RECORDS="$tmp/list.txt" exec bash reports/flip_records.sh build) >/dev/null 2>&1 &
script=$!
for _ in $(seq 600); do pgrep -f -- "--checkpoint reports/flip/checkpoints/cross:7x15.txt" >/dev/null && break; sleep 0.05; done
sleep 0.2
kill -TERM "$script"
wait "$script"
code=$?
[ "$code" = 143 ] || fail "7x15, the script killed: exit $code, expected 143"
pgrep -f -- "--checkpoint reports/flip/checkpoints/cross:7x15.txt" >/dev/null && fail "7x15, the script killed: its search still runs"
grep -q '^nodes [0-9]' "$kept" || fail "7x15, the script killed: no checkpoint kept"
cmp -s rows-before.csv "$csv" || fail "7x15, the script killed: the rows changed: $(diff rows-before.csv "$csv")"
rm -f "$kept"
(cd copy && CHECKPOINT_SECONDS=1 RECORDS="$tmp/list.txt" bash reports/flip_records.sh build) >/dev/null 2>&1 &
script=$!
for _ in $(seq 600); do [ -s "$kept" ] && break; sleep 0.05; done
[ -s "$kept" ] || fail "7x15: no checkpoint within 30 s"
for pid in $(pgrep -f -- "--checkpoint reports/flip/checkpoints/cross:7x15.txt"); do
    [ "$(readlink "/proc/$pid/cwd")" = "$(readlink -f copy)" ] && kill -9 "$pid"
done
wait "$script" && fail "7x15 finished before it was killed"
grep -q '^nodes [1-9]' "$kept" || fail "checkpoint: $(cat "$kept")"
# What is left of it, estimated: the checkpoint read and left as it was.
cp "$kept" kept-before.txt
"$bin/puzzlebox-analyze" flip --pattern cross --rows 7 --cols 15 --checkpoint "$kept" --resume --god-columns-estimate 2000 \
    --csv left.csv 2>err
status=$?
cmp -s kept-before.txt "$kept" || fail "the estimate changed the checkpoint"
if grep -q '^pass 1$' "$kept"; then
    [ $status = 0 ] || fail "estimate from the checkpoint: $(cat err)"
    done_nodes=$(sed -n 's/^nodes //p' "$kept") best=$(sed -n 's/^best //p' "$kept")
    case "$(tail -n 1 left.csv)" in "7,15,cross,0,$best,2000,$done_nodes,"*) ;; *) fail "estimate from the checkpoint: $(cat left.csv)" ;; esac
else
    [ $status = 2 ] && contains err "the estimate goes on only from the pass with the symmetry tests" "a first-pass checkpoint" ||
        fail "estimate from a first-pass checkpoint: $(cat err)"
fi
"$bin/puzzlebox-analyze" flip --pattern cross --rows 7 --cols 15 --checkpoint none.txt --resume --god-columns-estimate 10 \
    --csv left.csv >/dev/null 2>err
[ $? = 2 ] && contains err "give --resume, and a checkpoint that is there" "no checkpoint to estimate from" ||
    fail "an estimate from no checkpoint: $(cat err)"
(cd copy && RECORDS="$tmp/list.txt" bash reports/flip_records.sh build) >/dev/null 2>"$tmp/err" || fail "7x15 resumed: $(cat "$tmp/err")"
no_seconds "$csv" | grep '^7,15,' >resumed.csv
cmp -s unbroken.csv resumed.csv || fail "7x15 resumed: $(diff unbroken.csv resumed.csv)"
grep '^7,15,' "$witnesses" | cmp -s unbroken-witness.csv - || fail "7x15 resumed: another witness"
[ -e "$kept" ] && fail "7x15 resumed and done, its checkpoint kept"
# Checkpoints refused, exit 2 and nothing written: one of another size, and
# one for a range of sizes.
analyze() { "$bin/puzzlebox-analyze" flip --pattern cross --cols 11 --csv out.csv "$@" >/dev/null 2>err; }
printf '%s\n' "# puzzlebox-analyze flip --checkpoint: the cross's column-class search, where it stood" "rows 7" "cols 13" "x" >k.txt
reseal k.txt flip-cross-columns
rm -f out.csv
analyze --rows 7 --checkpoint k.txt --resume
[ $? = 2 ] && contains err "k.txt:3: a checkpoint of another run: cols 13, where this run's is 11" "another size" && [ ! -e out.csv ] ||
    fail "another size's checkpoint: $(cat err)"
analyze --rows 7-9 --checkpoint k.txt --resume
[ $? = 2 ] && contains err "one odd x odd cross" "two sizes" || fail "two sizes: $(cat err)"

# The search's nodes estimated before running it: the plain 7x9's row above
# counted 1,074,346 (its first pass's 2^20 among them); 20,000 probes come
# within a quarter of it, with the same press set in hand (21, the answer).
# A shape the column search does not take: exit 2, nothing written.
"$bin/puzzlebox-analyze" flip --pattern cross --rows 7 --cols 9 --god-columns-estimate 20000 --csv estimate.csv 2>err ||
    fail "estimate: $(cat err)"
[ "$(head -n 1 estimate.csv)" = "rows,cols,pattern,climb_steps,best_in_hand,probes,nodes_done,nodes_left_estimate,standard_error" ] ||
    fail "estimate header: $(cat estimate.csv)"
nodes=$(grep '^7,9,cross,' unbroken-7x9.csv | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[14])')
python3 - "$nodes" estimate.csv <<'PY' || fail "estimate against the search's $nodes nodes: $(cat estimate.csv)"
import csv, sys
row = list(csv.DictReader(open(sys.argv[2])))[0]
nodes = int(sys.argv[1])
assert row["rows"] == "7" and row["cols"] == "9" and row["best_in_hand"] == "21" and row["probes"] == "20000", row
assert row["nodes_done"] == str(2**20), row  # the first pass
assert abs((int(row["nodes_done"]) + float(row["nodes_left_estimate"])) / nodes - 1) < 0.25, (row, nodes)
PY
for shape in "--rows 8 --cols 9" "--rows 7 --cols 9-11" "--rows 11 --cols 13"; do
    rm -f bad.csv
    "$bin/puzzlebox-analyze" flip --pattern cross $shape --god-columns-estimate 10 --csv bad.csv >/dev/null 2>err
    [ $? = 2 ] && contains err "one odd x odd cross" "estimate of $shape" && [ ! -e bad.csv ] || fail "estimate of $shape: $(cat err)"
done

# The class-count search's size, estimated: 9x9 Lights Out is 37, and the
# branch and bound proves 38 out of reach in 228,048 nodes (the unit test
# counts them); 10^5 probes come within a quarter. One size and a target
# are asked for; a size the search cannot take is refused.
"$bin/puzzlebox-analyze" flip --pattern plus --rows 9 --cols 9 --god-classes-estimate 100000 --god-classes-target 38 \
    --csv classes.csv 2>err || fail "class estimate of 9x9: $(cat err)"
[ "$(head -n 1 classes.csv)" = "rows,cols,pattern,wrap,nullity,classes,target,probes,log10_nodes,relative_error,log10_work,reached" ] ||
    fail "class estimate header: $(head -n 1 classes.csv)"
python3 - classes.csv <<'PY' || fail "class estimate of 9x9: $(cat classes.csv)"
import csv, math, sys
row = next(csv.DictReader(open(sys.argv[1])))
assert (row["rows"], row["cols"], row["nullity"], row["target"], row["reached"]) == ("9", "9", "8", "38", "no"), row
assert abs(10 ** float(row["log10_nodes"]) / 228048 - 1) < 0.25, row
PY
for bad in "--rows 9 --cols 9-11 --god-classes-target 38" "--rows 9 --cols 9" "--rows 39 --cols 39 --god-classes-target 760"; do
    rm -f bad.csv
    "$bin/puzzlebox-analyze" flip --pattern plus $bad --god-classes-estimate 10 --csv bad.csv >/dev/null 2>err
    [ $? = 2 ] && [ ! -e bad.csv ] || fail "class estimate with $bad: $(cat err)"
done
contains err "past 24" "39x39's nullity"
"$bin/puzzlebox-analyze" flip --pattern plus --rows 9 --cols 9 --god-classes-target 38 --csv bad.csv >/dev/null 2>err
[ $? = 2 ] && contains err "--god-classes-target is the target of --god-classes-estimate" "a target alone" || fail "a target alone: $(cat err)"

# An upper bound from the linear relaxation: 13x17 Lights Out, the
# translations fixed four ways. The row's bound is below the parity bound's
# 108 (an independent relaxation found 107), its certificate is written and
# the outside check re-derives it; an edited bound, or a kernel vector with
# a cell moved, is refused.
printf '%s\n' 'plus:13x17 --god-relaxation-nullity 16 --god-relaxation-tries 4 --god-nodes 1 --god-tabu-work 0' >list.txt
run || fail "plus:13x17: $(cat "$tmp/err")"
certificates=copy/reports/flip-records-certificates.csv
upper=$(grep '^13,17,plus,' "$csv" | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[11])')
[ -n "$upper" ] && [ "$upper" -le 107 ] && [ "$upper" -ge 101 ] || fail "13x17: upper bound $upper"
[ "$(head -n 1 "$certificates")" = "rows,cols,pattern,wrap,god_upper,kind,value,cells" ] || fail "certificates: $(head -n 2 "$certificates")"
contains "$tmp/out" "13x17 plus none: God's number <= $upper" "the script's own check of 13x17"
python3 copy/reports/flip_relaxation_check.py "$certificates" >check.out || fail "check: $(cat check.out)"
sed "s/^13,17,plus,none,$upper,/13,17,plus,none,$((upper - 1)),/" "$certificates" >edited.csv
python3 copy/reports/flip_relaxation_check.py edited.csv >/dev/null 2>check.err
[ $? = 1 ] && contains check.err "whose floor is not the claimed $((upper - 1))" "an edited bound" || fail "an edited bound: $(cat check.err)"
awk -F, -v OFS=, '$6 == "vector" && !done { $8 = ($8 ~ /^1/ ? "0" : "1") substr($8, 2); done = 1 } { print }' "$certificates" >moved.csv
python3 copy/reports/flip_relaxation_check.py moved.csv >/dev/null 2>check.err
[ $? = 1 ] && contains check.err "REFUSED" "a vector edited" || fail "a vector edited: $(cat check.err)"


# The relaxation on a subcode (random combinations of the kernel basis):
# 13x17 Lights Out on a subcode of dimension 9, the relaxation of the whole
# kernel off. Its bound is below the 110 the engine has without it and not below the 101 a
# known press set needs (reports/flip-plus-witnesses.csv); the certificate
# carries the generators and the outside check, which re-derives the
# classes from them, accepts it; a generator that is not a kernel vector
# (one cell changed) is refused.
"$bin/puzzlebox-analyze" flip --pattern plus --rows 13 --cols 17 --god-nodes 1 --god-tabu-work 0 --god-subcode 9 \
    --csv subcode.csv --certificates subcode-certificates.csv 2>err || fail "subcode: $(cat err)"
upper=$(tail -n 1 subcode.csv | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[11])')
reason=$(tail -n 1 subcode.csv | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[12])')
[ -n "$upper" ] && [ "$upper" -lt 110 ] && [ "$upper" -ge 101 ] || fail "13x17 on a subcode: upper bound $upper"
case "$reason" in *"subcode of dimension 9"*) ;; *) fail "13x17 on a subcode: $reason" ;; esac
[ "$(grep -c ',generator,' subcode-certificates.csv)" = 9 ] || fail "subcode generators: $(cut -d, -f6 subcode-certificates.csv | sort | uniq -c)"
python3 copy/reports/flip_relaxation_check.py subcode-certificates.csv >check.out || fail "subcode check: $(cat check.out)"
contains check.out "God's number <= $upper" "the outside check of the subcode's bound"
awk -F, -v OFS=, '$6 == "generator" && !done { $8 = ($8 ~ /^1/ ? "0" : "1") substr($8, 2); done = 1 } { print }' \
    subcode-certificates.csv >generator.csv
python3 copy/reports/flip_relaxation_check.py generator.csv >/dev/null 2>check.err
[ $? = 1 ] && contains check.err "a generator row is not a kernel vector" "a generator edited" ||
    fail "a generator edited: $(cat check.err)"
finish "reports/flip_records.sh"
