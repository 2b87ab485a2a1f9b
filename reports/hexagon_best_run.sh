# Sourced by hexagon_zero_sum.sh and hexagon_existence.sh: the zero-sum run
# of an order to report, among reports/hexagon/zero-sum/order-N.csv (seed 1)
# and order-N.seed-S.csv, then the layered search's order-N.layers[.seed-S].csv
# and its runs with options, order-N.layers.core-K[.reheat-R][.seed-S].csv,
# order-N.layers.shell-W[.reheat-R][.seed-S].csv, order-N.layers.reheat-R[.seed-S].csv
# and order-N.layers.near-N[.seed-S].csv (each with .near-N before the seed when given):
# a magic one if any run found one, else the least closeness (ties: the
# first in that order; seeds in numeric order). Prints its path, or nothing.
hexagon_best_run() {
    local best="" run
    for run in reports/hexagon/zero-sum/order-"$1".csv $(printf '%s\n' reports/hexagon/zero-sum/order-"$1".seed-*.csv | sort -V) \
        reports/hexagon/zero-sum/order-"$1".layers.csv $(printf '%s\n' reports/hexagon/zero-sum/order-"$1".layers.seed-*.csv | sort -V) \
        $(printf '%s\n' reports/hexagon/zero-sum/order-"$1".layers.core-*.csv reports/hexagon/zero-sum/order-"$1".layers.shell-*.csv \
            reports/hexagon/zero-sum/order-"$1".layers.reheat-*.csv reports/hexagon/zero-sum/order-"$1".layers.near-*.csv | sort -V); do
        [ -s "$run" ] || continue
        if [ -z "$best" ] || { [ "$(tail -n 1 "$best" | cut -d, -f4)" != found ] &&
            { [ "$(tail -n 1 "$run" | cut -d, -f4)" = found ] ||
                [ "$(tail -n 1 "$run" | cut -d, -f7)" -lt "$(tail -n 1 "$best" | cut -d, -f7)" ]; }; }; then
            best=$run
        fi
    done
    echo "$best"
}
# hexagon_run_orders FROM TO: the orders from FROM to TO with a run file, in
# order (a summary asks only for those: each hexagon_best_run costs a dozen
# processes, and a test's scratch copy holds three orders of 101).
hexagon_run_orders() {
    local run
    for run in reports/hexagon/zero-sum/order-*.csv; do
        run=${run#reports/hexagon/zero-sum/order-}
        echo "${run%%.*}"
    done | awk -v from="$1" -v to="$2" '/^[0-9]+$/ && $1 >= from && $1 <= to' | sort -nu
}
