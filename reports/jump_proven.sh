#!/usr/bin/env bash
# reports/jump-hardest-proven.csv: for n = 3 to 22, square boards with the
# goal in the centre and in the corner, the start free ("any") and fixed at
# the default (Vienna's: bottom row, middle), every maze counted or only
# those with one shortest solution: the most moves a shortest solution can
# need, proven by puzzlebox-analyze jump --hardest over every maze
# (magnitudes 1..the longest jump that fits), with the nodes and seconds of
# each run and the maze that attains it in data/jump/hardest/proven/.
#  - n = 3 to 5: the outwards search (layers from the goal), each answer
#    re-derived by the inwards one (from the deepest layer); the script
#    stops if they differ;
#  - n = 6: the inwards search, every case (seconds);
#  - n = 7 to 22: the inwards search (past 8x8 in 128-bit states, past
#    11x11 in 256-bit) where it finishes in seconds, and elsewhere (every
#    case past 16x16, in 512-bit states) the
#    forwards search (from the start): random restarts find a maze of the
#    answer's moves and the whole search refutes one move more
#    (--refute-above), which proves it too. The cases are in CASES_N for
#    size N (default_cases below: every case; e.g. CASES_7="centre-fixed-all"
#    for that case alone of 7x7, the CSV then holding the rows run). A case
#    is PLACE-START-SOLUTIONS, then @forwards for that search (else
#    inwards), then =D to ask one depth alone (--moves D: a maze that needs D
#    moves or more, or none), =D:R to look for one by R random restarts
#    (--restarts R; "at least"), or =D:R:N:S with N nodes a restart and
#    seed S (--restart-nodes N --seed S); with @forwards and a depth,
#    --refute-above follows ("yes" when none of D+1).
# Every maze written is re-checked by a plain breadth-first search; every
# answer with any solution by reports/jump_twin_check.py (forward layers,
# plain Python), with the start free or fixed (--start): none of one move
# more, and for a proof to 10x10 a maze of its moves found; an "at least"
# row (a CASES_N with restarts alone) none of one move more is what
# settles it ("settled" in the log, CHECK_SECONDS each, default 120).
# SIZES (default "3 4 ... 16", about 10 minutes on 2 cores) are the sizes
# run; the CSV keeps the rows of every other size from its last run (17 to
# 22 take longer: SIZES="17 18" runs those alone). Node counts and mazes
# are the same on every machine.
# WORK=DIR: keep the finished cases' rows in DIR, and take them from there
# on the next run (a long size stopped part-way goes on).
# usage: [SIZES="N ..."] [WORK=DIR] reports/jump_proven.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
source reports/csv_row.sh
analyze=$build/bin/puzzlebox-analyze
out=data/jump/hardest/proven
if [ -n "${WORK:-}" ]; then  # kept: a case's row lands there as it finishes (its maze in $out)
    work=$WORK
    mkdir -p "$work"
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$out"

run_one() {  # n place start unique method [moves: that depth alone[:restarts[:nodes a restart:seed]]]
    local n=$1 place=$2 start=$3 unique=$4 method=$5 depth=${6:-} goal restarts="" budget=""
    if [[ $depth == *:* ]]; then
        restarts=${depth#*:}
        depth=${depth%%:*}
    fi
    if [[ $restarts == *:*:* ]]; then
        budget=${restarts#*:}
        restarts=${restarts%%:*}
        budget="--restart-nodes ${budget%%:*} --seed ${budget#*:}"
    fi
    if [ "$place" = centre ]; then goal="$((n / 2)),$((n / 2))"; else goal="$((n - 1)),$((n - 1))"; fi
    local startarg=any
    [ "$start" = fixed ] && startarg="$((n - 1)),$((n / 2))"
    local flag=""
    [ "$unique" = unique ] && flag="--unique"
    [ -n "$depth" ] && flag="${flag:+$flag }--moves $depth"
    [ -n "$restarts" ] && flag="$flag --restarts $restarts${budget:+ $budget}"
    [ -n "$depth" ] && [ "$method" = forwards ] && flag="$flag --refute-above"
    local suffix=""
    [ "$unique" = unique ] && suffix=-unique
    local name="jump-${n}x$n-$place-start-$start$suffix"
    if [ -s "$work/row-$name" ] && [ -s "$out/$name.txt" ]; then return 0; fi  # finished in an earlier run (WORK)
    local command="puzzlebox-analyze jump --hardest --size ${n}x$n --goal $goal --start $startarg${flag:+ $flag} --method $method"
    "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start "$startarg" $flag --method "$method" \
        --board "$out/$name.txt" --csv "$work/$name.csv" --quiet
    echo "$(sed -n 2p "$work/$name.csv"),\"$command\",$out/$name.txt" >"$work/row-$name.tmp"
    mv "$work/row-$name.tmp" "$work/row-$name"
    if [ "$method" = outwards ]; then  # the inwards search must agree
        "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start "$startarg" $flag --method inwards \
            --csv "$work/$name.inwards.csv" --quiet
        local a b
        a=$(csv_field "$work/$name.csv" moves)
        b=$(csv_field "$work/$name.inwards.csv" moves)
        if [ "$a" != "$b" ]; then
            echo "jump_proven: $name: outwards $a moves, inwards $b" >&2
            return 1
        fi
    fi
}
# The cases of each size from 7x7 on: CASES_N overrides size N's.
F=1000000:4096:1  # the forwards search's restarts (how many, nodes a restart, seed) where the inwards proof does not finish
default_cases() {
    local all="centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique"
    all="$all corner-any-all corner-any-unique corner-fixed-all corner-fixed-unique"
    # The depths the restarts look for: n^2 - 3 with the start free, one
    # less from the bottom middle of an odd side (the pattern of 6x6 to 8x8
    # and of the earlier runs). A guess the run verifies: restarts that find
    # no maze fail the script (exit 1), and a maze past it makes the row "at
    # least" the deeper one, never "yes".
    local m=$(($1 * $1 - 3)) f=$(($1 * $1 - 3 - $1 % 2))
    case $1 in
        7 | 8 | 10) echo "$all" ;;
        9) echo "centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique corner-any-all@forwards=$m:$F" \
            "corner-any-unique@forwards=$m:$F corner-fixed-all@forwards=$f:$F corner-fixed-unique@forwards=$f:$F" ;;
        11 | 13) echo "centre-any-all centre-any-unique centre-fixed-all@forwards=$f:$F centre-fixed-unique" \
            "corner-any-all@forwards=$m:$F corner-any-unique@forwards=$m:$F corner-fixed-all@forwards=$f:$F" \
            "corner-fixed-unique@forwards=$f:$F" ;;
        12) echo "centre-any-all centre-any-unique centre-fixed-all@forwards=$f:$F centre-fixed-unique corner-any-all" \
            "corner-any-unique corner-fixed-all@forwards=$f:$F corner-fixed-unique@forwards=$f:$F" ;;
        14) echo "centre-any-all centre-any-unique centre-fixed-all@forwards=$f:$F centre-fixed-unique corner-any-all" \
            "corner-any-unique corner-fixed-all@forwards=$f:$F corner-fixed-unique" ;;
        15) echo "centre-any-all centre-any-unique centre-fixed-all@forwards=$f:$F centre-fixed-unique@forwards=$f:$F" \
            "corner-any-all@forwards=$m:$F corner-any-unique@forwards=$m:$F corner-fixed-all@forwards=$f:$F" \
            "corner-fixed-unique@forwards=$f:$F" ;;
        16) echo "centre-any-all@forwards=$m:$F centre-any-unique centre-fixed-all@forwards=$f:$F centre-fixed-unique" \
            "corner-any-all@forwards=$m:$F corner-any-unique corner-fixed-all@forwards=$f:$F corner-fixed-unique" ;;
        *)  # past 16x16 (512-bit states): every case forwards
            local case
            for case in $all; do
                if [[ $case == *-fixed-* ]]; then echo -n "$case@forwards=$f:$F "; else echo -n "$case@forwards=$m:$F "; fi
            done
            echo ;;
    esac
}
sizes=${SIZES:-3 4 5 6 7 8 9 10 11 12 13 14 15 16}
for n in $sizes; do
    case $n in [3-9] | 1[0-9] | 2[0-2]) ;; *) echo "jump_proven.sh: SIZES are 3 to 22, not '$n'" >&2; exit 2 ;; esac
done
pids=()
for n in $sizes; do
    method=outwards
    [ "$n" -ge 6 ] && method=inwards
    for place in centre corner; do
        for start in any fixed; do
            for unique in all unique; do
                depth="" how=$method
                if [ "$n" -ge 7 ]; then
                    var=CASES_$n
                    entry=$(tr ' ' '\n' <<<"${!var:-$(default_cases "$n")}" | grep -E "^$place-$start-$unique(@forwards)?(=|\$)" || true)
                    [ -n "$entry" ] || continue
                    [[ $entry == *=* ]] && depth=${entry#*=}
                    [[ ${entry%%=*} == *@forwards ]] && how=forwards
                fi
                run_one "$n" "$place" "$start" "$unique" "$how" $depth &
                pids+=($!)
                if [ "${#pids[@]}" -ge 2 ]; then
                    for pid in "${pids[@]}"; do wait "$pid"; done
                    pids=()
                fi
            done
        done
    done
    for pid in "${pids[@]}"; do wait "$pid"; done
    pids=()
    echo "jump_proven: ${n}x$n done" >&2
done
# The rows run, and those of the sizes not run from the CSV as it was.
old=reports/jump-hardest-proven.csv
[ -s "$old" ] || old=/dev/null
{
    echo "$(head -1 "$(ls "$work"/*.csv | head -1)"),command,board"
    for n in $(seq 3 22); do
        if [[ " $sizes " != *" $n "* ]]; then
            grep "^$n,$n," "$old" || true
            continue
        fi
        for place in centre corner; do
            for start in any fixed; do
                for unique in "" -unique; do
                    row=$work/row-jump-${n}x$n-$place-start-$start$unique
                    [ -e "$row" ] && cat "$row"
                done
            done
        done
    done
} >reports/jump-hardest-proven.csv.tmp
mv reports/jump-hardest-proven.csv.tmp reports/jump-hardest-proven.csv

# A plain check with its own geometry: each maze's distances by a breadth-
# first search from the goal along jumps reversed, and the count of
# shortest ways; the row's moves must be the start's distance (the deepest
# of all with the start free), with one shortest way where asked.
python3 - reports/jump-hardest-proven.csv <<'PY'
import csv, sys
from collections import deque
for row in csv.DictReader(open(sys.argv[1])):
    lines = [l.split() for l in open(row["board"]) if l.strip() and not l.startswith("#")]
    rows, cols = map(int, dict((l[0], l[1]) for l in lines if len(l) == 2)["size"].split("x"))
    at = [i for i, l in enumerate(lines) if l == ["grid"]][0]
    grid = [list(map(int, l)) for l in lines[at + 1: at + 1 + rows]]
    cell = lambda key: tuple(map(int, [l for l in lines if l[0] == key][0][1].split(",")))
    goal, start = cell("goal"), cell("start")
    into = {}
    for r in range(rows):
        for c in range(cols):
            m = abs(grid[r][c])
            if (r, c) == goal or m == 0:
                continue
            for t in ((r - m, c), (r + m, c), (r, c - m), (r, c + m)):
                if 0 <= t[0] < rows and 0 <= t[1] < cols:
                    into.setdefault(t, []).append((r, c))
    dist, ways, queue = {goal: 0}, {goal: 1}, deque([goal])
    while queue:
        t = queue.popleft()
        for u in into.get(t, []):
            if u not in dist:
                dist[u], ways[u] = dist[t] + 1, 0
                queue.append(u)
            if dist[u] == dist[t] + 1:
                ways[u] += ways[t]
    moves = int(row["moves"])
    ok = dist.get(start) == moves and (row["unique"] == "no" or ways[start] == 1)
    if row["start"] == "any" and row["unique"] == "no":
        ok = ok and max(dist.values()) == moves
    if not ok:
        sys.exit(f"jump_proven: {row['board']}: the plain check does not find {moves} moves")
print(f"jump_proven: every maze re-checked by a plain breadth-first search", file=sys.stderr)
PY

# An outside check of the answers with any solution (which bound the
# cases with one: it needs no more), by reports/jump_twin_check.py: forward
# layers in plain Python, without the twin cut to 5x5 and with it from 6x6
# on (docs/jump.md, "The twin cut"); a maze of the row's moves found (to
# 10x10: past it finding takes the check minutes) and none of one more. A
# start-free row of 9x9 to 12x12 must agree instead with the check's own
# row in reports/jump-hardest-twins.csv (reports/jump_twins.sh).
field() { csv_line_field "$(head -n 1 reports/jump-hardest-proven.csv)" "$1" "$2"; }  # a proof's row, a column
checked=0
for n in $sizes; do
    [ "$n" -ge 4 ] || continue
    for place in centre corner; do
        if [ "$place" = centre ]; then goal="$((n / 2)),$((n / 2))"; else goal="$((n - 1)),$((n - 1))"; fi
        for start in any "$((n - 1)),$((n / 2))"; do
            quoted=$start
            [ "$start" = any ] || quoted="\"$start\""
            row=$(grep -F "$n,$n,\"$goal\",$quoted,no,0," reports/jump-hardest-proven.csv || true)
            [ -n "$row" ] || continue
            moves=$(field "$row" moves)
            proven=$(field "$row" proven)
            theirs=$(grep -F "$n,$n,\"$goal\"," reports/jump-hardest-twins.csv || true)
            if [ "$start" = any ] && [ "$n" -ge 9 ] && [ -n "$theirs" ]; then
                header=$(head -n 1 reports/jump-hardest-twins.csv)
                if [ "$(csv_line_field "$header" "$theirs" proven)" = yes ]; then
                    theirs=$(csv_line_field "$header" "$theirs" lower)
                else
                    theirs=""
                fi
                [ "$theirs" = "$moves" ] ||
                    { echo "jump_proven: ${n}x$n goal $goal start free: $moves moves, the check's row says '$theirs'" >&2; exit 1; }
                [ "$proven" = yes ] || echo "jump_proven: ${n}x$n goal $goal start free: at least $moves, and the check's row says no more: settled" >&2
                checked=$((checked + 1))
                continue
            fi
            twins=""
            [ "$n" -ge 6 ] && twins=--twins
            where=()
            [ "$start" = any ] || where=(--start "$start")
            if [ "$proven" = yes ] && [ "$n" -le 10 ]; then  # past 10x10 finding takes the check minutes: the bound only
                python3 reports/jump_twin_check.py "$n" "${goal%,*}" "${goal#*,}" "$moves" $twins "${where[@]}" | grep -q ": found (" ||
                    { echo "jump_proven: the outside check finds no ${n}x$n maze of $moves moves, goal $goal, start $start" >&2; exit 1; }
            fi
            limit=()  # an "at least" row's check may not finish: CHECK_SECONDS each (default 120)
            [ "$proven" = yes ] || limit=(timeout "${CHECK_SECONDS:-120}")
            said=$("${limit[@]}" python3 reports/jump_twin_check.py "$n" "${goal%,*}" "${goal#*,}" "$((moves + 1))" $twins "${where[@]}" || true)
            if [[ $said == *": none ("* ]]; then
                [ "$proven" = yes ] || echo "jump_proven: ${n}x$n goal $goal start $start: at least $moves, and the check finds none of $((moves + 1)): settled" >&2
            elif [ "$proven" = yes ]; then
                echo "jump_proven: the outside check does not refute a ${n}x$n maze of $((moves + 1)) moves, goal $goal, start $start" >&2
                exit 1
            else
                echo "jump_proven: ${n}x$n goal $goal start $start: at least $moves, ${said:-the check did not finish}: not settled" >&2
            fi
            checked=$((checked + 1))
        done
    done
done
echo "jump_proven: $checked answers with any solution checked by reports/jump_twin_check.py" >&2
