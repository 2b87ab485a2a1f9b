#!/usr/bin/env bash
# reports/hexagon-zero-sum.csv: zero-sum magic hexagons (values -(N-1)/2..
# (N-1)/2, every line summing to 0) of every order 9 to 109, by the
# antisymmetric local search (docs/hexagon.md), and the best closeness
# where none is found within the budget, with the 2025-26 contest's score
# (closeness / 2 + 1; 1 for a magic hexagon).
#  - orders up to 40: SWAPS_TO_40 swaps (default 40 billion, about 35
#    minutes; the search stops at the first magic hexagon: orders to 30
#    needed at most 14 billion, 31 had none within it);
#  - orders above 40: SWAPS_ABOVE_40 swaps (default 2 billion, 1 to 5
#    minutes an order), best closeness only.
# Each order is one deterministic run (seed SEED, default 1; budgets in
# swaps), written whole to reports/hexagon/zero-sum/order-N.csv (seed 1) or
# order-N.seed-S.csv when it ends, so a stopped run resumes where it was:
# orders with a file for the seed are skipped, and the result is the same
# as an unbroken run's. Within an order, the search's state is kept in
# order-N[.seed-S].csv.checkpoint every CHECKPOINT_SWAPS swaps (default
# 2^28, about 15 s), and a stopped order goes on from there (--resume),
# to the same result; the order's seconds count every session's. SEED=2 tries again the orders no seed has made
# magic; the summary takes, per order, a magic run if any, else the least
# closeness (ties: the lowest seed). PROCS orders at a time (default 2, the
# cores here). Found hexagons go to data/hexagon/found/; the validator
# re-checks each one before it is written. METHOD=layers searches by the
# layered search instead (puzzlebox-analyze --layers: band by band from the
# rim, docs/hexagon.md), writing order-N.layers[.seed-S].csv, with its
# checkpoints likewise; the summary counts its runs like the seeds'. REHEAT=R (with
# METHOD=layers) lets a band's run that ends within R go on from where it
# stands (--reheat R), writing order-N.layers.reheat-R[.seed-S].csv.
# CORE_SHELL=W (with METHOD=layers) settles the core's outer W distances as a band
# of their own (--shell W), writing order-N.layers.shell-W[.reheat-R][.seed-S].csv;
# CORE=K instead keeps the core proper at K distances, the rest of each
# order's core its shell (--core K), writing order-N.layers.core-K[...].csv.
# NEAR=N (with METHOD=layers) lets a targeted move take the nearest magnitude
# the band holds, up to N steps of 2, when it lacks the exact one (--near N),
# writing order-N.layers[.core-K|.shell-W][.reheat-R].near-N[.seed-S].csv.
# usage: reports/hexagon_zero_sum.sh [BUILD_DIR] [FROM] [TO]
set -euo pipefail
build=${1:-build/release}
from=${2:-9}
to=${3:-109}
procs=${PROCS:-2}
export HEXAGON_ZERO_SUM_ANALYZE="$build/bin/puzzlebox-analyze"
export SWAPS_TO_40=${SWAPS_TO_40:-40000000000}
export SWAPS_ABOVE_40=${SWAPS_ABOVE_40:-2000000000}
export SEED=${SEED:-1}
export METHOD=${METHOD:-anneal}
export REHEAT=${REHEAT:-0}
case $REHEAT in *[!0-9]* | '') echo "hexagon_zero_sum.sh: REHEAT is a whole number, not '$REHEAT'" >&2; exit 2 ;; esac
[ "$REHEAT" = 0 ] || [ "$METHOD" = layers ] || { echo "hexagon_zero_sum.sh: REHEAT is for METHOD=layers" >&2; exit 2; }
export CORE_SHELL=${CORE_SHELL:-0}
case $CORE_SHELL in *[!0-9]* | '') echo "hexagon_zero_sum.sh: CORE_SHELL is a whole number, not '$CORE_SHELL'" >&2; exit 2 ;; esac
[ "$CORE_SHELL" = 0 ] || [ "$METHOD" = layers ] || { echo "hexagon_zero_sum.sh: CORE_SHELL is for METHOD=layers" >&2; exit 2; }
export CORE=${CORE:-0}
case $CORE in *[!0-9]* | '') echo "hexagon_zero_sum.sh: CORE is a whole number, not '$CORE'" >&2; exit 2 ;; esac
[ "$CORE" = 0 ] || [ "$METHOD" = layers ] || { echo "hexagon_zero_sum.sh: CORE is for METHOD=layers" >&2; exit 2; }
[ "$CORE" = 0 ] || [ "$CORE_SHELL" = 0 ] || { echo "hexagon_zero_sum.sh: CORE and CORE_SHELL both set the shell: give one" >&2; exit 2; }
export NEAR=${NEAR:-0}
case $NEAR in *[!0-9]* | '') echo "hexagon_zero_sum.sh: NEAR is a whole number, not '$NEAR'" >&2; exit 2 ;; esac
[ "$NEAR" = 0 ] || [ "$METHOD" = layers ] || { echo "hexagon_zero_sum.sh: NEAR is for METHOD=layers" >&2; exit 2; }
case $METHOD in anneal | layers) ;; *) echo "hexagon_zero_sum.sh: METHOD is anneal or layers, not $METHOD" >&2; exit 2 ;; esac
export CHECKPOINT_SWAPS=${CHECKPOINT_SWAPS:-268435456}
cd "$(dirname "$0")/.."
source reports/hexagon_best_run.sh
mkdir -p reports/hexagon/zero-sum data/hexagon/found

one_order() {
    local order=$1 done=reports/hexagon/zero-sum/order-$1 swaps=$SWAPS_TO_40 method=()
    [ "$METHOD" = layers ] && done=$done.layers && method=(--layers)
    [ "$CORE" = 0 ] || { done=$done.core-$CORE && method+=(--core "$CORE"); }
    [ "$CORE_SHELL" = 0 ] || { done=$done.shell-$CORE_SHELL && method+=(--shell "$CORE_SHELL"); }
    [ "$REHEAT" = 0 ] || { done=$done.reheat-$REHEAT && method+=(--reheat "$REHEAT"); }
    [ "$NEAR" = 0 ] || { done=$done.near-$NEAR && method+=(--near "$NEAR"); }
    [ "$SEED" = 1 ] || done=$done.seed-$SEED
    done=$done.csv
    [ -s "$done" ] && return 0
    # Already magic by another seed or method: nothing to do.
    if [ "$done" != reports/hexagon/zero-sum/order-"$order".csv ] && cat reports/hexagon/zero-sum/order-"$order".csv \
        reports/hexagon/zero-sum/order-"$order".*.csv 2>/dev/null | cut -d, -f4 | grep -qx found; then
        return 0
    fi
    [ "$order" -gt 40 ] && swaps=$SWAPS_ABOVE_40
    local start end status=0 before=0
    # The seconds the sessions before this one spent, up to the state kept.
    [ -s "$done.checkpoint" ] && before=$(awk '$1 == "seconds" { print $2 }' "$done.checkpoint")
    start=$(date +%s.%N)
    "$HEXAGON_ZERO_SUM_ANALYZE" hexagon --orders "$order" --starts zero-sum --seed "$SEED" --local-swaps "$swaps" \
        --exhaustive-nodes 0 --threads 1 --quiet --write-dir data/hexagon/found --csv "$done.tmp" "${method[@]}" \
        --checkpoint "$done.checkpoint" --checkpoint-swaps "$CHECKPOINT_SWAPS" --resume || status=$?
    # Exit 3: not magic within the budget, a result like any other.
    if [ "$status" != 0 ] && [ "$status" != 3 ]; then
        rm -f "$done.tmp"
        echo "order $order: puzzlebox-analyze exited with $status" >&2
        return 1
    fi
    end=$(date +%s.%N)
    awk -v b="${before:-0}" -v s="$start" -v e="$end" 'BEGIN { printf "%.2f\n", b + e - s }' >"$done.seconds"
    mv "$done.tmp" "$done"
    rm -f "$done.checkpoint"
    echo "order $order: $(cut -d, -f4,7 "$done" | tail -n 1)"
}
export -f one_order
seq "$from" "$to" | xargs -P "$procs" -I{} bash -c 'one_order {}'

# The summary, from every order done so far. Its own temporary name, so
# that two runs side by side (two seeds, one a core) never move each
# other's file.
out=reports/hexagon-zero-sum.csv
summary=$(mktemp "$out.XXXXXX")
trap 'rm -f "$summary"' EXIT
{
    echo "order,cells,status,closeness,score,swaps,seconds,file"
    for order in $(hexagon_run_orders 9 109); do
        done=$(hexagon_best_run "$order")
        [ -n "$done" ] || continue
        tail -n 1 "$done" | awk -F, -v order="$order" -v seconds="$(cat "$done.seconds")" '{
            match($0, /[0-9]+ swaps/); swaps = substr($0, RSTART, RLENGTH - 6)
            printf "%d,%d,%s,%s,%d,%s,%s,%s\n", order, 3 * order * (order - 1) + 1, $4 == "found" ? "magic" : "not found",
                   $7, $7 / 2 + 1, swaps, seconds, $8 }'
    done
} >"$summary"
chmod 644 "$summary"
mv "$summary" "$out"
echo "wrote $out"

# An independent check of every magic hexagon listed, in plain Python with
# its own geometry: the values -m..m once each, and every line of the three
# directions summing to 0.
python3 - "$out" <<'PY'
import csv, sys
checked = 0
for row in csv.DictReader(open(sys.argv[1])):
    if row["status"] != "magic":
        continue
    n = int(row["order"])
    lines = open(row["file"]).read().splitlines()
    values = [int(w) for line in lines[lines.index("grid") + 1:] for w in line.split()]
    m = 3 * n * (n - 1) // 2
    assert sorted(values) == list(range(-m, m + 1)), f"order {n}: not the values -{m}..{m}"
    cells, i = [], 0
    for y in range(-(n - 1), n):  # axial coordinates, row by row
        for x in range(max(-(n - 1), -(n - 1) - y), min(n - 1, n - 1 - y) + 1):
            cells.append((x, y, values[i]))
            i += 1
    for axis in range(3):
        sums = {}
        for x, y, v in cells:
            key = (x, y, -x - y)[axis]
            sums[key] = sums.get(key, 0) + v
        assert len(sums) == 2 * n - 1 and all(s == 0 for s in sums.values()), f"order {n}: a line does not sum to 0"
    checked += 1
print(f"checked {checked} magic hexagons independently: every value once, every line 0")
PY
