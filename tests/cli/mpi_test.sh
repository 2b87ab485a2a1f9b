#!/usr/bin/env bash
# The searches that scale out, under `mpirun --oversubscribe -np 1, 2, 3`,
# against the one-process run (and the shards of --shard i/N merged by
# `puzzlebox-analyze merge` against the whole run, byte for byte):
#   rotation spaces 3x3, 2x4 (2x2 blocks) and 3x4 (3x3 blocks), every turn set:
#     the same reachable states, God's number and distribution;
#   jump path counts by work units: the same count and nodes for every P,
#     and the same count as the depth-first enumeration (--prune none);
#   the hexagon existence report, orders 1-4: the same file for every P;
#   the hardest 4x4 maze proof: the same answer, units and nodes for every P;
#   the 7x9 cross's column-class search in units: the same row for every P;
#   generator restarts (--maximize): the same boards for every P;
#   the hexagon local search: the processes share it, the hexagon is valid.
# usage: mpi_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
gen=$bin/puzzlebox-gen solve=$bin/puzzlebox-solve analyze=$bin/puzzlebox-analyze
# OpenMPI refuses root unless told; CI runs as root.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
# Containers often forbid the cross-memory attach OpenMPI uses between processes of a node.
export OMPI_MCA_btl_vader_single_copy_mechanism=none
# Under AddressSanitizer: OpenMPI keeps its start-up allocations to exit (not our leaks).
export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
mpi() { local np=$1; shift; mpirun --oversubscribe -np "$np" "$@"; }

# Rotation spaces: columns size..why_not (the antipode examples and seconds aside).
for shape in "3x3 2" "2x4 2" "3x4 3"; do
    set -- $shape
    for turns in cw both half; do
        "$analyze" rotate --space "$1" --block "$2" --turns "$turns" 2>/dev/null | cut -d, -f1-9 >"$tmp/one.csv"
        for np in 1 2 3; do
            mpi "$np" "$analyze" rotate --space "$1" --block "$2" --turns "$turns" 2>"$tmp/err" | cut -d, -f1-9 >"$tmp/many.csv" ||
                fail "mpirun -np $np analyze rotate --space $1 --block $2 --turns $turns: $(head -c 300 "$tmp/err")"
            cmp -s "$tmp/one.csv" "$tmp/many.csv" || fail "rotate $1 block $2 $turns: -np $np differs: $(tail -1 "$tmp/many.csv") vs $(tail -1 "$tmp/one.csv")"
        done
    done
done

# Jump path counts: every P, every shard split, and a different engine.
for board in "$src/data/jump/schoenbrunn-2023.txt" "$src/bench/boards/jump-8x8-01.txt" "$src/bench/boards/jump-8x8-06.txt"; do
    name=$(basename "$board")
    "$solve" "$board" --count --format csv >"$tmp/whole.csv" || fail "solve $name --count --format csv"
    for np in 1 2 3; do
        mpi "$np" "$solve" "$board" --count --format csv >"$tmp/many.csv" 2>"$tmp/err" || fail "mpirun -np $np solve $name --count: $(head -c 300 "$tmp/err")"
        cmp -s "$tmp/whole.csv" "$tmp/many.csv" || fail "$name: -np $np count/nodes $(tail -1 "$tmp/many.csv") vs $(tail -1 "$tmp/whole.csv")"
    done
    for n in 2 3; do
        parts=()
        for ((i = 0; i < n; i++)); do
            "$solve" "$board" --count --format csv --shard "$i/$n" >"$tmp/part$i.csv" || fail "$name --shard $i/$n"
            parts+=("$tmp/part$i.csv")
        done
        "$analyze" merge "${parts[@]}" --csv "$tmp/merged.csv" || fail "merge of $n shards of $name"
        cmp -s "$tmp/whole.csv" "$tmp/merged.csv" || fail "$name: $n shards merged differ from the whole run"
    done
    # Sharded and under MPI at once: shard 1/2 shared by 2 processes is shard 1/2.
    "$solve" "$board" --count --format csv --shard 1/2 >"$tmp/one-shard.csv"
    mpi 2 "$solve" "$board" --count --format csv --shard 1/2 >"$tmp/many.csv" 2>/dev/null
    cmp -s "$tmp/one-shard.csv" "$tmp/many.csv" || fail "$name: shard 1/2 under -np 2 differs from shard 1/2"
done
"$solve" "$src/bench/boards/jump-8x8-01.txt" --count --prune none >"$tmp/dfs" 2>/dev/null
mpi 3 "$solve" "$src/bench/boards/jump-8x8-01.txt" --count >"$tmp/units" 2>/dev/null
cmp -s "$tmp/dfs" "$tmp/units" || fail "jump-8x8-01: the unit count under -np 3 ($(cat "$tmp/units")) differs from the enumeration ($(cat "$tmp/dfs"))"

# Merge refuses what is not a whole set of shards (exit 2, the file named).
"$solve" "$src/data/jump/schoenbrunn-2023.txt" --count --format csv --shard 0/2 >"$tmp/a.csv"
expect 2 "merge with a shard missing" -- "$analyze" merge "$tmp/a.csv"
contains "$tmp/err" "shard 1/2 is missing" "merge with a shard missing"
expect 2 "merge with a shard twice" -- "$analyze" merge "$tmp/a.csv" "$tmp/a.csv"
contains "$tmp/err" "given twice" "merge with a shard twice"
expect 2 "merge of a whole report" -- "$analyze" merge "$tmp/whole.csv"
contains "$tmp/err" "whole.csv:1" "merge of a whole report"
expect 2 "--shard 2/2" -- "$solve" "$src/data/jump/schoenbrunn-2023.txt" --count --shard 2/2
expect 2 "--shard without --count" -- "$solve" "$src/data/jump/schoenbrunn-2023.txt" --shard 0/2
expect 2 "--shard on a rotation board" -- "$solve" "$src/data/rotate/$(ls "$src/data/rotate" | grep txt | head -1)" --count --shard 0/2

# The hexagon existence report: the same file for every P and for merged shards.
"$analyze" hexagon --orders 1-4 --csv "$tmp/hex.csv" 2>/dev/null || fail "analyze hexagon --orders 1-4"
for np in 1 2 3; do
    mpi "$np" "$analyze" hexagon --orders 1-4 --csv "$tmp/hex-many.csv" 2>"$tmp/err" || fail "mpirun -np $np analyze hexagon: $(head -c 300 "$tmp/err")"
    cmp -s "$tmp/hex.csv" "$tmp/hex-many.csv" || fail "hexagon report orders 1-4: -np $np differs"
done
for i in 0 1 2; do "$analyze" hexagon --orders 1-4 --shard "$i/3" --csv "$tmp/hex$i.csv" 2>/dev/null; done
"$analyze" merge "$tmp/hex2.csv" "$tmp/hex0.csv" "$tmp/hex1.csv" --csv "$tmp/hex-merged.csv" || fail "merge hexagon shards"
cmp -s "$tmp/hex.csv" "$tmp/hex-merged.csv" || fail "hexagon report orders 1-4: 3 shards merged differ from the whole"
grep -q '^3,1,38,found,12,1,0,' "$tmp/hex.csv" || fail "hexagon report: Aristotle's order 3 (1..19, constant 38) has 12 solutions, 1 up to symmetry"

# The hardest-maze proof: its units spread over the processes, the same row
# (moves, units, nodes, maze; seconds aside) for every P.
hardest=(jump --hardest --size 4x4 --goal 3,3 --start any --unique)
"$analyze" "${hardest[@]}" 2>/dev/null | sed -E 's/,[0-9.]+,"start/,"start/' >"$tmp/hardest1.csv" || fail "analyze jump --hardest"
grep -q '^4,4,"3,3",any,yes,0,11,yes,' "$tmp/hardest1.csv" || fail "the hardest 4x4 unique maze: $(cat "$tmp/hardest1.csv")"
for np in 2 3; do
    mpi "$np" "$analyze" "${hardest[@]}" 2>"$tmp/err" | sed -E 's/,[0-9.]+,"start/,"start/' >"$tmp/hardest-many.csv" ||
        fail "mpirun -np $np analyze jump --hardest: $(head -c 300 "$tmp/err")"
    cmp -s "$tmp/hardest1.csv" "$tmp/hardest-many.csv" || fail "jump --hardest: -np $np differs: $(cat "$tmp/hardest-many.csv")"
done

# The cross's column-class search in units, spread over the processes: the
# same row (God's number, nodes, units) for every P.
columns=(flip --pattern cross --rows 7 --cols 9 --god-columns-climb 65536 --god-columns-units 200)
"$analyze" "${columns[@]}" >"$tmp/columns1.csv" 2>/dev/null || fail "analyze flip --god-columns-units"
grep -q '(25770 nodes in 232 units)' "$tmp/columns1.csv" || fail "the 7x9 cross in units: $(cat "$tmp/columns1.csv")"
for np in 2 3; do
    mpi "$np" "$analyze" "${columns[@]}" >"$tmp/columns-many.csv" 2>"$tmp/err" ||
        fail "mpirun -np $np analyze flip --god-columns-units: $(head -c 300 "$tmp/err")"
    cmp -s "$tmp/columns1.csv" "$tmp/columns-many.csv" || fail "flip --god-columns-units: -np $np differs: $(cat "$tmp/columns-many.csv")"
done

# Generator restarts: the same boards for any number of processes (and threads).
args=(jump --size 6x6 --unique --maximize moves --restarts 7 --iterations 20000 --seed 5 --count 2 --format id)
"$gen" "${args[@]}" --threads 1 >"$tmp/gen1" 2>/dev/null || fail "gen --maximize"
for np in 2 3; do
    mpi "$np" "$gen" "${args[@]}" --threads 1 >"$tmp/gen-many" 2>/dev/null || fail "mpirun -np $np gen --maximize"
    cmp -s "$tmp/gen1" "$tmp/gen-many" || fail "gen --maximize: -np $np gives other boards"
done

# The hexagon local search shared by 3 processes: one answer, re-checked.
mpi 3 "$solve" "$src/data/hexagon/aristotle.txt" --method local --format json >"$tmp/local.json" 2>"$tmp/err" || fail "mpirun -np 3 solve --method local: $(head -c 300 "$tmp/err")"
[ "$(wc -l <"$tmp/local.json")" = 1 ] || fail "solve --method local under -np 3: $(wc -l <"$tmp/local.json") results, expected 1 (rank 0 only)"
grep -q '"status":"solved"' "$tmp/local.json" || fail "solve --method local under -np 3: $(head -c 300 "$tmp/local.json")"

# A rank whose job is over leaves: one rank stopped (SIGSTOP) while rank 0
# writes the result, then mpirun killed outright (SIGKILL: it passes nothing
# on); within seconds no process of the run is left, the stopped one too.
run=(hexagon --orders 25 --local-swaps 30000000 --csv "$tmp/stopped.csv")
mpirun --oversubscribe -np 3 "$analyze" "${run[@]}" >/dev/null 2>&1 &
launcher=$!
ranks=()
for _ in $(seq 100); do
    mapfile -t ranks < <(pgrep -f -- "--csv $tmp/stopped.csv" | while read -r pid; do
        [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = puzzlebox-analy ] && echo "$pid"; done)
    [ "${#ranks[@]}" = 3 ] && break
    sleep 0.1
done
[ "${#ranks[@]}" = 3 ] || fail "mpirun -np 3: ${#ranks[@]} ranks seen"
kill -STOP "${ranks[2]}" 2>/dev/null
sleep 3
kill -KILL "$launcher" 2>/dev/null
wait "$launcher" 2>/dev/null
left=0
for _ in $(seq 50); do
    left=0
    for pid in "${ranks[@]}"; do kill -0 "$pid" 2>/dev/null && [ "$(cat "/proc/$pid/stat" 2>/dev/null | cut -d' ' -f3)" != Z ] && left=$((left + 1)); done
    [ "$left" = 0 ] && break
    sleep 0.2
done
[ "$left" = 0 ] || { fail "mpirun killed: $left of its ranks still run"; kill -KILL "${ranks[@]}" 2>/dev/null; }

finish mpi
