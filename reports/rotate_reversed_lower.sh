#!/usr/bin/env bash
# reports/rotate-reversed-lower.csv: the lower bound IDA* proves for OEIS
# A330280's a(N), the fewest turns that sort the reversed N x N board (2x2
# blocks either way), in a run of hours across sessions. puzzlebox-solve
# --checkpoint keeps the search's place in reports/rotate/reversed-NxN.checkpoint
# (its bound, the nodes before it, the tasks of that bound searched through);
# each run of this script goes on from there for SECONDS (default 3600; 0:
# to the end) and rewrites N's row:
#   n,pattern_states,proven_lower,bound_searching,tasks_finished,nodes_before,seconds,outcome,moves
# proven_lower: no solution has fewer moves (every bound below was searched
# through); moves: the optimal length once a solution is found (then
# proven_lower = moves, outcome "solved"). seconds: the search's time over
# every run, loading (or building) the databases included. They are built once (5x5 at
# 2^32 states: three of 7 tiles, 2.4 GB each, about 15 minutes each on 2
# cores) and kept in the pattern cache.
# BOARD=FILE searches another board of distinct labels (its row named by N as given);
# MAX_NODES=K stops each run after K nodes instead of the time (for the tests);
# THREADS=T searches on T threads (default: every core). A checkpoint of other
# PATTERN_STATES is refused at once (exit 2), before any database is built.
# A run stopped by a signal (kill, Ctrl-C) writes its row from the checkpoint
# the search leaves, then exits 128 + the signal.
# usage: reports/rotate_reversed_lower.sh [BUILD_DIR] [N] [SECONDS] [PATTERN_STATES]
set -euo pipefail
build=${1:-build/release}
n=${2:-5}
seconds=${3:-3600}
states=${4:-4294967296}
cd "$(dirname "$0")/.."
board=${BOARD:-data/rotate/reversed-${n}x${n}.txt}
[ -s "$board" ] || { echo "rotate_reversed_lower.sh: no board $board (reports/rotate_reversed.sh writes the reversed ones)" >&2; exit 2; }
csv=reports/rotate-reversed-lower.csv
checkpoint=reports/rotate/reversed-${n}x${n}.checkpoint
header="n,pattern_states,proven_lower,bound_searching,tasks_finished,nodes_before,seconds,outcome,moves"
mkdir -p reports/rotate
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

limit=(--time-limit "$seconds")
if [ -n "${MAX_NODES:-}" ]; then limit=(--max-nodes "$MAX_NODES"); fi
if [ -n "${THREADS:-}" ]; then limit+=(--threads "$THREADS"); fi
field() { sed -n "s/^$1 //p" "$checkpoint"; }
resume=()
# puzzlebox-solve refuses a checkpoint of another board or --pattern-states
# before it builds or loads any database (which can take an hour).
if [ -s "$checkpoint" ]; then resume=(--resume); fi
# Stopping this script (kill, Ctrl-C) stops the search, which writes its
# checkpoint; the row is then written from it.
source reports/stoppable.sh
code=0
stoppable "$build/bin/puzzlebox-solve" "$board" --pattern-states "$states" --checkpoint "$checkpoint" "${resume[@]}" \
    --checkpoint-seconds 300 "${limit[@]}" >"$tmp/out" || code=$?
case $code in
0 | 3) ;;
129 | 130 | 143) [ -s "$checkpoint" ] || exit "$code" ;;  # stopped by a signal: the row from its checkpoint, then that exit
*) echo "rotate_reversed_lower.sh: puzzlebox-solve ended with exit $code" >&2; exit "$code" ;;
esac
moves=$(sed -n 's/^optimal solution, \([0-9]*\) moves:.*/\1/p' "$tmp/out")
if [ -n "$moves" ]; then
    row="$n,$states,$moves,,,,$(field seconds),solved,$moves"
else
    [ -s "$checkpoint" ] || { echo "rotate_reversed_lower.sh: stopped before its first checkpoint" >&2; exit 3; }
    row="$n,$states,$(field bound),$(field bound),$(field finished),$(field nodes),$(field seconds),searching,"
fi
{
    echo "$header"
    if [ -s "$csv" ]; then tail -n +2 "$csv" | grep -v "^$n," || true; fi
    echo "$row"
} | { read -r first; echo "$first"; sort -t, -k1,1n; } >"$tmp/csv"
mv "$tmp/csv" "$csv"
grep "^$n," "$csv"
case $code in 129 | 130 | 143) exit "$code" ;; esac
