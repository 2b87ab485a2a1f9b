#!/usr/bin/env bash
# 1 process against 2 (MPI, mpirun) on the searches that scale out, side by
# side in one run: median wall time of RUNS runs each, peak memory per
# process, and that every run gives the same answer (the result column).
#   rotate 4x4 --block 3 --turns cw (the orbit search, 8!8!/2 states)
#   jump path count of bench/boards/jump-8x8-09.txt (work units by prefix)
#   the hexagon existence report, orders 1-7 (items by order and start)
# Each case: one process with 1 thread, one process with 2 threads, and two
# processes with 1 thread each (this machine has 2 cores).
# usage: bench/scale_out.sh [BUILD_DIR] [RUNS]
set -euo pipefail
build=${1:-build/release}
runs=${2:-3}
cd "$(dirname "$0")/.."
bin=$build/bin
command -v mpirun >/dev/null || { echo "scale_out: no mpirun (Debian: openmpi-bin)"; exit 2; }
[ "$(id -u)" = 0 ] && export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl_vader_single_copy_mechanism=${OMPI_MCA_btl_vader_single_copy_mechanism:-none}  # containers: no cross-memory attach
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# median of numbers on stdin
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

# measure NAME SETUP ANSWER_FILTER -- COMMAND...: SETUP is "1x1", "1x2" or "2x1"
measure() {
    local name=$1 setup=$2 filter=$3
    shift 4
    local procs=${setup%x*} threads=${setup#*x} times=() answer="" peak=0
    for ((r = 0; r < runs; r++)); do
        local launch=()
        [ "$procs" -gt 1 ] && launch=(mpirun --oversubscribe -np "$procs")
        local start end
        start=$(date +%s.%N)
        # each process records its own peak (KiB) in rss.PID
        "${launch[@]}" bash -c 'exec /usr/bin/time -f %M -o "$0.$$" "$@"' "$work/rss" "$@" --threads "$threads" >"$work/out" 2>/dev/null
        end=$(date +%s.%N)
        times+=("$(awk "BEGIN {print $end - $start}")")
        answer=$(eval "$filter" <"$work/out" | md5sum | cut -c1-8)
        for f in "$work"/rss.*; do [ "$(cat "$f")" -gt "$peak" ] && peak=$(cat "$f"); rm -f "$f"; done
    done
    printf '%-34s %-5s %9.2f s %9d KiB  answer %s\n' "$name" "$setup" "$(printf '%s\n' "${times[@]}" | median)" "$peak" "$answer"
}

echo "case                               P x T  median       peak RSS/process"
for setup in 1x1 1x2 2x1; do
    measure "rotate 4x4 block 3 cw" "$setup" "cut -d, -f1-9" -- "$bin/puzzlebox-analyze" rotate --space 4x4 --block 3 --turns cw
done
for setup in 1x1 1x2 2x1; do
    measure "jump count jump-8x8-09" "$setup" "cat" -- "$bin/puzzlebox-solve" bench/boards/jump-8x8-09.txt --count --format csv
done
for setup in 1x1 2x1; do
    measure "hexagon existence orders 1-7" "$setup" "cut -d, -f1-7" -- "$bin/puzzlebox-analyze" hexagon --orders 1-7
done
