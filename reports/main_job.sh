#!/usr/bin/env bash
# The main job of `make run`: each family's part (reports/<family>/main_job.sh:
# solve every board in data/<family>, generate a small fresh set, analyse,
# write reports/*.csv), then the plots, reports/index.html and a summary.
# Heavy reports (hardest-board searches, whole state spaces, the 64x64
# flip tables: `make tables`) are committed with their commands and are
# not redone here.
# usage: reports/main_job.sh BUILD_DIR
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
solve=$build/bin/puzzlebox-solve
gen=$build/bin/puzzlebox-gen
analyze=$build/bin/puzzlebox-analyze
started=$(date +%s)
source reports/csv_row.sh

# Runs puzzlebox-solve with its output in $out, in this shell (not a
# subshell, so that a failure can stop the job). Exit 0 (solved) and 1 (no
# solution) are results and are returned; anything else stops the main job,
# leaving no half-written report behind (the trap removes the .tmp files).
out=$(mktemp)
summary=$(mktemp)
solve_into_out() {
    local status=0
    "$solve" "$@" >"$out" || status=$?
    if [ "$status" -gt 1 ]; then
        echo "main job: puzzlebox-solve $* failed (exit $status)" >&2
        exit 1
    fi
    return "$status"
}
trap 'rm -f reports/*.csv.tmp "$out" "$summary"' EXIT
# What the parts wrote (listed at the end), and their summary lines.
written=() sheets=()
report() { written+=("$1"); }
say() { printf '%s\n' "$*" >>"$summary"; }

# A line per part as it goes, on standard error: what, and how long it took.
for part in reports/*/main_job.sh; do
    family=$(basename "$(dirname "$part")")
    part_started=$(date +%s)
    echo "main job: $family ..." >&2
    source "$part"
    echo "main job: $family done in $(($(date +%s) - part_started)) s" >&2
done
echo "main job: plots and reports/index.html ..." >&2

# Plots of the committed reports (gnuplot, one script each), and the page
# that shows them and links every CSV: reports/index.html.
for plot in reports/plot_*.sh; do bash "$plot" reports; done
bash reports/index_page.sh reports

echo "puzzlebox main job: $(($(date +%s) - started)) s"
for file in "${written[@]}"; do
    echo "  wrote $file ($(($(wc -l <"$file") - 1)) rows)"
done
echo "  plots: $(ls reports/plots/*.svg | tr '\n' ' '); all of it on reports/index.html"
echo "  printable sheets (+ -solutions.svg, the answer keys) and play pages (play.html):"
echo "    ${sheets[*]}"
echo
cat "$summary"
