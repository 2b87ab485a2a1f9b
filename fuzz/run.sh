#!/usr/bin/env bash
# Runs every libFuzzer target for SECONDS each: each reader's, seeded with
# the family's boards in data/ and tests/bad_input/<family>/; the board IDs'
# and merge's, seeded from fuzz/seeds/. Fails on any finding (kept under
# BUILD/findings/); the targets run side by side, one a core.
# usage: fuzz/run.sh BUILD_DIR SECONDS
set -uo pipefail
build=$1
seconds=$2
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$build/findings"
status=0
# run TARGET CORPUS_DIR: the target for SECONDS on a copy of its seeds
run() {
    local target=$1 corpus=$2 seeds log code runs
    seeds=$(ls "$corpus" | wc -l)
    log="$build/findings/$target.log"
    "$build/fuzz/fuzz-$target" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$build/findings/$target-" -print_final_stats=1 >"$log" 2>&1
    code=$?
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    echo "fuzz-$target: $seeds seeds, ${runs:-?} inputs in $seconds s, exit $code"
    [ "$code" = 0 ] || tail -40 "$log"
    rm -rf "$corpus"
    [ "$code" = 0 ]
}
# The targets run side by side, one a core (each is one process): the
# number of cores at a time, a failure of any one the run's.
cores=$(nproc 2>/dev/null || echo 2)
running=0
start() {
    if [ "$running" -ge "$cores" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
    run "$@" &
    running=$((running + 1))
}
# The families: the FAMILY(name) lines of the one list.
mapfile -t families < <(sed -n 's/^ *FAMILY(\([a-z_]*\)).*/\1/p' "$src/families/family_list.hpp")
for family in "${families[@]}"; do
    corpus=$(mktemp -d)
    find "$src/data" -name '*.txt' -exec grep -l "^puzzle $family\$" {} + 2>/dev/null | head -200 | xargs -r cp -t "$corpus"
    cp "$src/tests/bad_input/$family"/* "$corpus" 2>/dev/null
    start "$family" "$corpus"
done
for target in board-id merge book-spec; do
    corpus=$(mktemp -d)
    cp "$src/fuzz/seeds/$target"/* "$corpus"
    start "$target" "$corpus"
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
exit $status
