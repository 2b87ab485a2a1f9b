#!/usr/bin/env bash
# reports/hexagon-existence.csv: which magic hexagons exist.
#  - orders 1 to 8, every start within 2n-1 of 1 plus the zero-sum start
#    (orders up to 3: every start the line bounds allow, counted completely):
#    settled by divisibility (no integer constant), the line bounds, the
#    exhaustive search (orders <= 3: all solutions, up to symmetry too), or
#    the local search then the exhaustive one within budgets counted in
#    swaps and nodes;
#  - orders 9 to 40, the zero-sum start only (values -(N-1)/2..(N-1)/2,
#    every line sums to 0): the rows reports/hexagon_zero_sum.sh wrote to
#    reports/hexagon/zero-sum/ (run it first; orders it has not reached yet
#    are left out; where several seeds ran, hexagon_best_run.sh picks one).
# Budgets count swaps and nodes, not seconds, so the report is the same on
# every run and for any number of processes. Hexagons found go to
# data/hexagon/found/. With mpirun on PATH and an MPI build, the starts are
# shared by PROCS processes (default 2, the cores here); about 5 minutes.
# usage: reports/hexagon_existence.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
procs=${PROCS:-2}
cd "$(dirname "$0")/.."
source reports/hexagon_best_run.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
launch=()
if command -v mpirun >/dev/null && "$build/bin/puzzlebox-analyze" --version | grep -q '^MPI: built in'; then
    launch=(mpirun --oversubscribe -np "$procs")
    [ "$(id -u)" = 0 ] && export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
fi
# Exit 3 means some entry is unknown within its budget: a result, not a failure.
settle() { "$@" || [ $? = 3 ]; }
settle "${launch[@]}" "$build/bin/puzzlebox-analyze" hexagon --orders 1-8 --seed 1 \
    --local-swaps 3000000000 --exhaustive-nodes 300000000 \
    --write-dir data/hexagon/found --csv "$work/small.csv"
{
    cat "$work/small.csv"
    for order in $(hexagon_run_orders 9 40); do
        row=$(hexagon_best_run "$order")
        if [ -n "$row" ]; then tail -n 1 "$row"; fi
    done
} >"$work/all.csv"
mv "$work/all.csv" reports/hexagon-existence.csv
echo "wrote reports/hexagon-existence.csv"
