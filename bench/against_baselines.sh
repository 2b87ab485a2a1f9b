#!/usr/bin/env bash
# puzzlebox's exact engines side by side with the plain C baselines of
# ../shared/baselines (built here as their README says), on the same inputs,
# in one run: wall time (median of RUNS runs), the ratio, and peak memory.
#
#   rotate   whole 3x4 spaces, cw and both: twiddle_bfs R C ccw against
#            puzzlebox-analyze rotate --space, with 2 threads and with 1
#   hexagon  hexc3's order-4 benchmark (45 completions) against
#            puzzlebox-solve --count; Aristotle's 12 inside the process
#   jump     sum-zero path counts of bench/boards/jump-8x8-*.txt: jump_paths
#            against puzzlebox-solve --mode expert --count (nodes from both)
#   solve    one rotation board without the table: the Mystery Box's five
#            solutions (whole process) and the 3x4 antipodes
#
# usage: bench/against_baselines.sh [BUILD_DIR] [rotate|hexagon|jump|solve|all] [RUNS]
# The rotate part takes about 6 minutes (the baselines 4 of them), the rest 3.
set -euo pipefail
build=${1:-build/release}
part=${2:-all}
runs=${3:-3}
cd "$(dirname "$0")/.."
baselines=${BASELINES:-../shared/baselines}
[ -d "$baselines" ] || { echo "no baselines at $baselines (set BASELINES)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for program in twiddle_bfs hexc3 jump_paths; do
    gcc -O3 -march=native -o "$work/$program" "$baselines/$program.c" -lm
done
analyze=$build/bin/puzzlebox-analyze
solve=$build/bin/puzzlebox-solve

# measure N COMMAND...: median wall seconds (microsecond clock) and largest
# peak RSS in MiB of N runs -> "seconds mib"
measure() {
    local n=$1
    shift
    local times=() peak=0 kib
    # One run under /usr/bin/time for the peak; with more runs, the timed
    # ones run bare (time's own exec would count against millisecond runs).
    local begin=$EPOCHREALTIME
    /usr/bin/time -f "%M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
    local end=$EPOCHREALTIME
    kib=$(tail -n 1 "$work/time")  # after "Command exited with non-zero status" when there is one
    peak=$kib
    if ((n == 1)); then
        times+=("$(echo "$end - $begin" | bc -l)")
    else
        for ((i = 0; i < n; i++)); do
            begin=$EPOCHREALTIME
            "$@" >"$work/out" 2>"$work/err" || true
            end=$EPOCHREALTIME
            times+=("$(echo "$end - $begin" | bc -l)")
        done
    fi
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')
    echo "$median $((peak / 1024))"
}
row() {  # work, baseline "s mib", puzzlebox "s mib", note
    read -r bs bm <<<"$2"
    read -r ps pm <<<"$3"
    printf '%-46s %9.4f %6d %9.4f %6d %8.1fx  %s\n' "$1" "$bs" "$bm" "$ps" "$pm" "$(echo "$bs / $ps" | bc -l)" "${4:-}"
}
printf '%-46s %9s %6s %9s %6s %9s\n' "work" "base s" "MiB" "pbox s" "MiB" "ratio"

if [ "$part" = all ] || [ "$part" = rotate ]; then
    for turns in cw both; do
        ccw=$([ "$turns" = both ] && echo 1 || echo 0)
        base=$(measure 1 "$work/twiddle_bfs" 3 4 "$ccw")
        grep -q "reachable=479001600" "$work/out" || { echo "twiddle_bfs 3 4 $ccw: unexpected output" >&2; exit 1; }
        god=$(grep -o 'godsnumber=[0-9]*' "$work/out" | cut -d= -f2)
        two=$(measure 1 "$analyze" rotate --space 3x4 --turns "$turns" --threads 2 --csv "$work/space.csv")
        [ "$(tail -n 1 "$work/space.csv" | cut -d, -f6)" = "$god" ] || { echo "God's numbers differ" >&2; exit 1; }
        one=$(measure 1 "$analyze" rotate --space 3x4 --turns "$turns" --threads 1 --csv "$work/space.csv")
        row "rotate 3x4 $turns whole space, 2 threads" "$base" "$two" "God's number $god"
        row "rotate 3x4 $turns whole space, 1 thread" "$base" "$one" "threads 1 -> 2: $(echo "$(echo "$one" | cut -d' ' -f1) / $(echo "$two" | cut -d' ' -f1)" | bc -l | cut -c1-4)x"
    done
fi

if [ "$part" = all ] || [ "$part" = hexagon ]; then
    board=$work/hexc3-order4.txt
    printf 'puzzle hexagon\norder 4\nvalues 3..39\ngrid\n14 33 30 34\n39 6 24 20 .\n. . . . . .\n. . . . . . .\n. . . . . .\n. . . . .\n. . . .\n' >"$board"
    base=$(measure "$runs" "$work/hexc3" 4 3 0 0 14 33 30 34 39 6 24 20)
    grep -q "solutions=45 " "$work/out" || { echo "hexc3: unexpected output" >&2; exit 1; }
    nodes=$(grep -o 'nodes=[0-9]*' "$work/out" | cut -d= -f2)
    ours=$(measure "$runs" "$solve" "$board" --count)
    [ "$(tail -n 1 "$work/out")" = 45 ] || { echo "puzzlebox: not 45 completions" >&2; exit 1; }
    row "hexagon order-4 benchmark, 45 completions" "$base" "$ours" "hexc3 nodes $nodes"
fi

if [ "$part" = all ] || [ "$part" = jump ]; then
    for board in bench/boards/jump-8x8-*.txt; do
        base=$(measure 1 "$work/jump_paths" "$board")
        expected=$(grep -o 'target_paths=[0-9]*' "$work/out" | cut -d= -f2)
        base_nodes=$(grep -o ' nodes=[0-9]*' "$work/out" | cut -d= -f2)
        ours=$(measure "$runs" "$solve" "$board" --mode expert --count)
        [ "$(tail -n 1 "$work/out")" = "$expected" ] || { echo "$board: counts differ" >&2; exit 1; }
        ours_nodes=$("$build/bench/puzzlebox-bench" jump-count-nodes "$board")
        row "jump $(basename "$board" .txt) sum-0 paths: $expected" "$base" "$ours" \
            "nodes $base_nodes / $ours_nodes = $(echo "$base_nodes / $ours_nodes" | bc -l | cut -c1-5)x"
    done
fi

if [ "$part" = all ] || [ "$part" = solve ]; then
    # Whole processes, many runs: the median of 51.
    seed=$(measure 51 "$solve" data/rotate/mystery-box.txt --all --pattern-cache '')
    table=$(measure 5 "$solve" data/rotate/mystery-box.txt --all --method table)
    floor=$(measure 51 /bin/true)
    row "Mystery Box, all 5 solutions (table vs IDA*)" "$table" "$seed" "whole process, no pattern cache"
    printf '%-46s %9s %6s %9.4f %6d %9s  %s\n' "empty process (/bin/true), measured the same way" "-" "-" \
        "$(echo "$floor" | cut -d' ' -f1)" "$(echo "$floor" | cut -d' ' -f2)" "" "the shell's fork and exec"
    for case in "cw 5 6 1 2 9 10 7 3 12 11 8 4" "both 12 11 10 9 8 7 6 5 4 3 2 1" "half 3 4 7 1 8 2 6 5 12 11 10 9"; do
        read -r turns grid <<<"$case"
        printf 'puzzle rotate\nsize 3x4\nblock 2\nturns %s\ngrid\n' "$turns" >"$work/antipode.txt"
        echo "$grid" | xargs -n 4 >>"$work/antipode.txt"
        ours=$(measure "$runs" "$solve" "$work/antipode.txt" --pattern-cache '')
        printf '%-46s %9s %6s %9.4f %6d %9s  %s\n' "3x4 $turns antipode, one optimal solution" "-" "-" \
            "$(echo "$ours" | cut -d' ' -f1)" "$(echo "$ours" | cut -d' ' -f2)" "" "$(sed -n 3p "$work/out" | cut -c1-30)"
    done
fi
