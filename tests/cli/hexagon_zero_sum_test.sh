#!/usr/bin/env bash
# reports/hexagon_zero_sum.sh end to end on orders 9 to 11 in a scratch copy:
# every hexagon it writes is magic (puzzlebox-solve finds its one
# completion, the validator re-checking it), the summary's score is
# closeness / 2 + 1, and a run stopped part-way (an order's row missing, a
# half-written row left behind) resumes to the unbroken run's summary; a
# budget too small to finish gives "not found" with its closeness; a second
# seed skips the orders already magic, and the summary reports, per order,
# the seed with the least closeness; an order killed part-way goes on from
# its checkpoint to the unbroken run's row. The layered search (METHOD=layers,
# REHEAT, CORE_SHELL) likewise, its checkpoints too, its provenance line
# reproducing its hexagon.
# usage: hexagon_zero_sum_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
report_copy "$bin" "$src" hexagon_zero_sum.sh hexagon_best_run.sh
run() { (cd copy && PROCS=2 bash reports/hexagon_zero_sum.sh build "$@") >"$tmp/out" 2>"$tmp/err" || fail "hexagon_zero_sum.sh $*: $(cat "$tmp/err")"; }
no_seconds() { cut -d, -f1-6,8 "$1"; }

run 9 11
cp copy/reports/hexagon-zero-sum.csv whole.csv
[ "$(wc -l <whole.csv)" = 4 ] || fail "three orders: $(cat whole.csv)"
[ "$(head -n 1 whole.csv)" = "order,cells,status,closeness,score,swaps,seconds,file" ] || fail "header: $(head -n 1 whole.csv)"
for order in 9 10 11; do
    row=$(grep "^$order," whole.csv)
    cells=$((3 * order * (order - 1) + 1))
    case "$row" in "$order,$cells,magic,0,1,"*) ;; *) fail "order $order: $row" ;; esac
    file=copy/$(echo "$row" | cut -d, -f8)
    [ "$("$bin/puzzlebox-solve" "$file" --count | tail -n 1)" = 1 ] || fail "order $order: $file is not a magic hexagon"
done

# Stopped part-way: order 10's row lost, order 11 left half-written.
rm copy/reports/hexagon/zero-sum/order-10.csv
mv copy/reports/hexagon/zero-sum/order-11.csv copy/reports/hexagon/zero-sum/order-11.csv.tmp
run 9 11
grep -q "order 9" "$tmp/out" && fail "the resumed run searched order 9 again"
no_seconds whole.csv >a
no_seconds copy/reports/hexagon-zero-sum.csv >b
cmp -s a b || fail "resumed: $(diff a b)"

# Stopped within an order: ORDER in 30 million swaps (not magic yet, about
# 2 s), its analyze killed outright once a checkpoint is kept; the
# script's next run goes on from the checkpoint to the unbroken run's row.
# ORDER RUN_FILE EXPECTED_ROW SETTING...
stopped_and_resumed() {
    local order=$1 run=copy/reports/hexagon/zero-sum/$2 expected=$3 unbroken script pid
    shift 3
    local kept=$run.checkpoint
    search_once() {
        (cd copy && env SWAPS_TO_40=30000000 CHECKPOINT_SWAPS=3000000 "$@" bash reports/hexagon_zero_sum.sh build "$order" "$order") \
            >"$tmp/out$order" 2>&1
    }
    search_once "$@" || fail "order $order $*: $(cat "$tmp/out$order")"
    unbroken=$(tail -n 1 "$run")
    # shellcheck disable=SC2254 # the expected row is a pattern
    case "$unbroken" in $expected) ;; *) fail "order $order $* in 30 million swaps: $unbroken" ;; esac
    [ -e "$kept" ] && fail "order $order $* done, its checkpoint kept"
    rm "$run"*
    search_once "$@" &
    script=$!
    for _ in $(seq 600); do [ -s "$kept" ] && break; sleep 0.05; done
    [ -s "$kept" ] || fail "order $order $*: no checkpoint within 30 s"
    for pid in $(pgrep -f "$(basename "$kept")"); do
        [ "$(readlink "/proc/$pid/cwd")" = "$(readlink -f copy)" ] && kill -9 "$pid"
    done
    wait "$script" && fail "order $order $* finished before it was killed: $(cat "$tmp/out$order")"
    [ -e "$run" ] && fail "the killed order $order $* left a row"
    grep -q '^swaps [1-9]' "$kept" || fail "checkpoint: $(head -c 300 "$kept")"
    search_once "$@" || fail "order $order $* resumed: $(cat "$tmp/out$order")"
    [ "$(tail -n 1 "$run")" = "$unbroken" ] || fail "order $order $* resumed: $(cat "$run"), unbroken: $unbroken"
    [ -e "$kept" ] && fail "order $order $* resumed and done, its checkpoint kept"
}
stopped_and_resumed 20 order-20.csv '*20,-570,0,unknown,*30000000 swaps*'
# The layered search likewise (order 24, a band's runs part way).
stopped_and_resumed 24 order-24.layers.csv '*24,-828,0,unknown,*layered search, seed 1: *30000000 swaps*' METHOD=layers
# Checkpoints refused, exit 2 with the reason and nothing written: --resume
# alone, two orders, an existing checkpoint without --resume, one of
# another run (file:line), one whose best hexagon is not the closeness it claims.
analyze() { "$bin/puzzlebox-analyze" hexagon --starts zero-sum --local-swaps 30000000 --csv out.csv "$@" >/dev/null 2>err; }
refused() {  # EXPECTED-MESSAGE ARGS...
    local expected=$1
    shift
    rm -f out.csv
    analyze "$@"
    local status=$?
    [ "$status" = 2 ] || fail "$*: exit $status, expected 2"
    grep -qF -- "$expected" err || fail "$*: $(cat err), expected '$expected'"
    [ -e out.csv ] && fail "$*: wrote out.csv"
}
refused "--resume needs --checkpoint FILE" --orders 20 --resume
refused "give one order" --orders 20-21 --checkpoint k.txt
printf '%s\n' "# puzzlebox-analyze hexagon --checkpoint: the zero-sum local search, where it stood" "order 21" >k.txt
refused "k.txt exists: add --resume" --orders 20 --checkpoint k.txt
refused "k.txt:2: expected the seal line '# puzzlebox seal hexagon-zero-sum DIGEST'" --orders 20 --checkpoint k.txt --resume
echo "# puzzlebox seal hexagon-zero-sum 0" >>k.txt
reseal k.txt hexagon-zero-sum
refused "k.txt:2: a checkpoint of another run: order 21, where this run's is 20" --orders 20 --checkpoint k.txt --resume
analyze --orders 20 --checkpoint good.txt --checkpoint-swaps 1000000 || [ $? = 3 ] || fail "order 20 with a checkpoint: $(cat err)"
# good.txt's seal as written is the one an independent digest (reseal.py) gives.
cp good.txt k.txt && reseal k.txt hexagon-zero-sum && cmp -s good.txt k.txt || fail "reseal.py's seal differs from puzzlebox's"
sed 's/^closeness .*/closeness 2/' good.txt >k.txt
refused "k.txt:17: the seal's digest" --orders 20 --checkpoint k.txt --resume
reseal k.txt hexagon-zero-sum
refused "k.txt: not a state the search can be in: the best hexagon's closeness is" --orders 20 --checkpoint k.txt --resume
rm copy/reports/hexagon/zero-sum/order-20.csv*

# A budget too small to finish: not found, score = closeness / 2 + 1.
rm -rf copy/reports/hexagon/zero-sum/order-12.csv*
(cd copy && SWAPS_TO_40=1000 bash reports/hexagon_zero_sum.sh build 12 12) >/dev/null 2>&1 || fail "order 12 with 1000 swaps"
row=$(grep "^12," copy/reports/hexagon-zero-sum.csv)
closeness=$(echo "$row" | cut -d, -f4)
case "$row" in "12,397,not found,$closeness,$((closeness / 2 + 1)),1000,"*) ;; *) fail "order 12 in 1000 swaps: $row" ;; esac
[ "$closeness" -gt 0 ] || fail "order 12 in 1000 swaps: closeness $closeness"

# Seeds 2 and 3 on orders 9 and 12: order 9 is magic already (no run); the
# summary's order 12 row is the least closeness of the three seeds.
for seed in 2 3; do
    (cd copy && SEED=$seed SWAPS_TO_40=1000 bash reports/hexagon_zero_sum.sh build 9 9) >/dev/null 2>&1 || fail "seed $seed, order 9"
    (cd copy && SEED=$seed SWAPS_TO_40=1000 bash reports/hexagon_zero_sum.sh build 12 12) >/dev/null 2>&1 || fail "seed $seed, order 12"
done
[ -e copy/reports/hexagon/zero-sum/order-9.seed-2.csv ] && fail "seed 2 searched order 9, magic already"
least=$(for run in copy/reports/hexagon/zero-sum/order-12.csv copy/reports/hexagon/zero-sum/order-12.seed-[23].csv; do
    tail -n 1 "$run" | cut -d, -f7
done | sort -n | head -n 1)
[ "$(grep "^12," copy/reports/hexagon-zero-sum.csv | cut -d, -f4)" = "$least" ] || fail "order 12 over seeds 1-3: $(grep "^12," copy/reports/hexagon-zero-sum.csv), least $least"
grep -q "^9,.*,magic," copy/reports/hexagon-zero-sum.csv || fail "order 9 after seed 2: $(grep "^9," copy/reports/hexagon-zero-sum.csv)"

# The layered search (METHOD=layers): order 12, which no seed made magic
# above, becomes magic in its own run file, the summary takes it, and
# puzzlebox-solve finds the written hexagon's one completion; order 9,
# magic already, is not searched again.
(cd copy && METHOD=layers bash reports/hexagon_zero_sum.sh build 9 9) >/dev/null 2>&1 || fail "layers, order 9"
[ -e copy/reports/hexagon/zero-sum/order-9.layers.csv ] && fail "the layered search searched order 9, magic already"
(cd copy && METHOD=layers bash reports/hexagon_zero_sum.sh build 12 12) >/dev/null 2>&1 || fail "layers, order 12"
case "$(tail -n 1 copy/reports/hexagon/zero-sum/order-12.layers.csv)" in
*",found,"*",layers,\"layered search, seed 1: "*) ;;
*) fail "layers, order 12: $(tail -n 1 copy/reports/hexagon/zero-sum/order-12.layers.csv)" ;;
esac
row=$(grep "^12," copy/reports/hexagon-zero-sum.csv)
case "$row" in "12,397,magic,0,1,"*) ;; *) fail "order 12 after the layered search: $row" ;; esac
file=copy/$(echo "$row" | cut -d, -f8)
grep -q "puzzlebox-solve --method layers --seed 1" "$file" || fail "layers, order 12: $file does not say how it was found"
[ "$("$bin/puzzlebox-solve" "$file" --count | tail -n 1)" = 1 ] || fail "layers, order 12: $file is not a magic hexagon"
(cd copy && METHOD=walk bash reports/hexagon_zero_sum.sh build 12 12) >/dev/null 2>err && fail "METHOD=walk was taken"
grep -q "METHOD is anneal or layers" err || fail "METHOD=walk: $(cat err)"
# A found file's provenance line, run by puzzlebox-solve on its grid
# emptied, finds the same hexagon and names the search: FILE LINE NAME.
numbers() { sed -n "/$1/,\$p" "$2" | tail -n +2 | tr -s ' ' '\n' | grep -v '^$'; }
reproduces() {
    local line
    line=$(grep -o "$2" "$1") || fail "$1 does not say how it was found"
    empty=$(mktemp -p "$tmp")
    { sed -n '/^puzzle/,/^grid/p' "$1"; sed -n '/^grid/,$p' "$1" | tail -n +2 | sed 's/-*[0-9][0-9]*/./g'; } >"$empty"
    # shellcheck disable=SC2086 # the provenance line's options, word by word
    "$bin/puzzlebox-solve" "$empty" ${line#puzzlebox-solve } >out 2>err || fail "$1: the provenance line: $(cat err)"
    [ "$(numbers '^solution 1' out)" = "$(numbers '^grid' "$1")" ] || fail "$1: the provenance line finds another hexagon"
    grep -q "^$3 search, seed " out || fail "$1: the solution does not name its search: $(head -n 3 out)"
}
# The script with METHOD=layers and these settings on one order: its own
# run file, whose note names the search, the summary's row magic, and the
# found file's provenance line reproducing it.
# ORDER CELLS RUN_FILE NAME OPTIONS SETTING...
layered_run() {
    local order=$1 cells=$2 run=copy/reports/hexagon/zero-sum/$3 name=$4 options=$5 row
    shift 5
    (cd copy && env METHOD=layers "$@" bash reports/hexagon_zero_sum.sh build "$order" "$order") >/dev/null 2>&1 || fail "layers $*, order $order"
    case "$(tail -n 1 "$run")" in
    *",found,"*",layers,\"$name search, seed "*) ;;
    *) fail "layers $*, order $order: $(tail -n 1 "$run")" ;;
    esac
    row=$(grep "^$order," copy/reports/hexagon-zero-sum.csv)
    case "$row" in "$order,$cells,magic,0,1,"*) ;; *) fail "order $order after layers $*: $row" ;; esac
    reproduces "copy/$(echo "$row" | cut -d, -f8)" "puzzlebox-solve --method layers $options --max-nodes [0-9]*" "$name"
}
# REHEAT=400 SEED=4 on order 16 (the reheat takes part there): its own run
# file, a note and a provenance line that name it, and puzzlebox-solve with
# that line's options finds the same hexagon.
layered_run 16 721 order-16.layers.reheat-400.seed-4.csv "layered (reheat 400)" "--reheat 400 --seed 4" REHEAT=400 SEED=4
(cd copy && METHOD=layers REHEAT=x bash reports/hexagon_zero_sum.sh build 16 16) >/dev/null 2>err && fail "REHEAT=x was taken"
grep -q "REHEAT is a whole number" err || fail "REHEAT=x: $(cat err)"
"$bin/puzzlebox-solve" "$empty" --method local --reheat 5 >out 2>err
[ $? = 2 ] && grep -q "reheat is for --method layers" err || fail "--reheat without layers: $(cat err)"
# CORE_SHELL=5 with REHEAT=64 on order 18: the run file and the note name
# both, and the provenance line reproduces the hexagon.
layered_run 18 919 order-18.layers.shell-5.reheat-64.csv "layered (shell 5, reheat 64)" "--shell 5 --reheat 64 --seed 1" \
    CORE_SHELL=5 REHEAT=64
(cd copy && METHOD=layers CORE_SHELL=-1 bash reports/hexagon_zero_sum.sh build 18 18) >/dev/null 2>err && fail "CORE_SHELL=-1 was taken"
grep -q "CORE_SHELL is a whole number" err || fail "CORE_SHELL=-1: $(cat err)"
"$bin/puzzlebox-solve" "$empty" --method local --shell 5 >out 2>err
[ $? = 2 ] && grep -q "shell is for --method layers" err || fail "--shell without layers: $(cat err)"
# The script refuses each SETTING (word by word, with METHOD=layers) on
# ORDER, its message matching PATTERN: ORDER PATTERN SETTING...
script_refuses() {
    local order=$1 pattern=$2 setting
    shift 2
    for setting in "$@"; do
        # shellcheck disable=SC2086 # the settings, word by word
        (cd copy && env METHOD=layers $setting bash reports/hexagon_zero_sum.sh build "$order" "$order") >/dev/null 2>err &&
            fail "$setting was taken"
        grep -Eq "$pattern" err || fail "$setting: $(cat err)"
    done
}
# puzzlebox-solve without --method layers and analyze without --layers
# refuse OPTION VALUE (on the empty grid, and on ORDER): OPTION VALUE ORDER.
needs_layers() {
    "$bin/puzzlebox-solve" "$empty" --method local "$1" "$2" >out 2>err
    [ $? = 2 ] && grep -qF -- "$1 is for --method layers" err || fail "$1 without layers: $(cat err)"
    "$bin/puzzlebox-analyze" hexagon --orders "$3" --starts zero-sum "$1" "$2" --csv "$tmp/x.csv" >out 2>err
    [ $? = 2 ] && grep -qF -- "$1 is for --layers" err && [ ! -e "$tmp/x.csv" ] || fail "analyze $1 without --layers: $(cat err)"
}
# CORE=7 is the same search at order 18 (core 12): --core 7 finds the
# shell-5 run's hexagon; the refusals.
shelled=copy/$(grep "^18," copy/reports/hexagon-zero-sum.csv | cut -d, -f8)
"$bin/puzzlebox-solve" "$empty" --method layers --core 7 --reheat 64 --seed 1 --max-nodes 2000000000 >out 2>err ||
    fail "--core 7 at order 18: $(cat err)"
[ "$(numbers '^solution 1' out)" = "$(numbers '^grid' "$shelled")" ] || fail "--core 7 finds another hexagon than --shell 5"
grep -q "^layered (core 7, reheat 64) search, seed 1" out || fail "--core 7: $(head -n 3 out)"
"$bin/puzzlebox-solve" "$empty" --method layers --core 7 --shell 5 >out 2>err
[ $? = 2 ] && grep -q "give one" err || fail "--core with --shell: $(cat err)"
needs_layers --core 7 18
script_refuses 18 "CORE is a whole number|give one" "CORE=x" "CORE=7 CORE_SHELL=5"
"$bin/puzzlebox-solve" "$empty" --method layers --shell 12 >out 2>err
[ $? = 2 ] && grep -q "the core of order 18 spans 12 distances" err || fail "--shell 12 at order 18: $(cat err)"
"$bin/puzzlebox-analyze" hexagon --orders 18-60 --starts zero-sum --layers --shell 12 --csv "$tmp/x.csv" >out 2>err
[ $? = 2 ] && grep -q "the core of order 18 spans 12 distances" err && [ ! -e "$tmp/x.csv" ] || fail "analyze --shell 12 from order 18: $(cat err)"
# NEAR=32 with CORE_SHELL=5 on order 19: the run file and the note name
# both, and the provenance line reproduces the hexagon; the refusals.
layered_run 19 1027 order-19.layers.shell-5.near-32.csv "layered (shell 5, near 32)" "--shell 5 --near 32 --seed 1" \
    CORE_SHELL=5 NEAR=32
script_refuses 19 "NEAR is a whole number|NEAR is for METHOD=layers" "NEAR=x" "METHOD=anneal NEAR=32"
needs_layers --near 32 19
# puzzlebox-solve --method layers fills an empty zero-sum grid only.
"$bin/puzzlebox-solve" "$file" --method layers >out 2>err
[ $? = 2 ] && grep -q "fills an empty grid of the values -198..198" err || fail "--method layers on a filled grid: $(cat err)"
finish hexagon_zero_sum
