#!/usr/bin/env bash
# reports/jump-hardest-proven.csv: for n = 3 to 11, square boards with the
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
#  - n = 7 to 11: the inwards search (past 8x8 in 128-bit states), the
#    cases in SEVEN, EIGHT, NINE, TEN and ELEVEN (default: every case; each
#    a proof, under 10 s on a core with the twin cut, but where the search
#    does not finish (docs/jump.md: the corner goal of an odd side past
#    7x7, and 11x11's centre with the start fixed and any solution), a maze
#    found by random restarts, "at least", whose moves the forward check
#    below bounds from above; e.g. SEVEN="centre-fixed-all" for one); a
#    case from 7x7 on may be given as case=D to ask one depth alone
#    (--moves D: a maze that needs D moves or more, or none) or case=D:R to
#    look for one by R random restarts (--restarts R; "at least").
# Every maze written is re-checked by a plain breadth-first search; every
# answer with any solution is re-derived by reports/jump_twin_check.py
# (forward layers, plain Python): the start free to 8x8 and the start fixed
# (--start) to 11x11, both ways (a maze of D moves found, none of D+1; an
# "at least" row only the second, which settles it: "settled" in the log);
# the start free past 8x8 against its own rows (reports/jump-hardest-twins.csv).
# About 5 minutes on 2 cores; node counts and mazes are the same on every
# machine.
# usage: reports/jump_proven.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
out=data/jump/hardest/proven
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

run_one() {  # n place start unique method [moves: that depth alone[:restarts]]
    local n=$1 place=$2 start=$3 unique=$4 method=$5 depth=${6:-} goal restarts=""
    if [[ $depth == *:* ]]; then
        restarts=${depth#*:}
        depth=${depth%%:*}
    fi
    if [ "$place" = centre ]; then goal="$((n / 2)),$((n / 2))"; else goal="$((n - 1)),$((n - 1))"; fi
    local startarg=any
    [ "$start" = fixed ] && startarg="$((n - 1)),$((n / 2))"
    local flag=""
    [ "$unique" = unique ] && flag="--unique"
    [ -n "$depth" ] && flag="${flag:+$flag }--moves $depth"
    [ -n "$restarts" ] && flag="$flag --restarts $restarts"
    local suffix=""
    [ "$unique" = unique ] && suffix=-unique
    local name="jump-${n}x$n-$place-start-$start$suffix"
    local command="puzzlebox-analyze jump --hardest --size ${n}x$n --goal $goal --start $startarg${flag:+ $flag} --method $method"
    "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start "$startarg" $flag --method "$method" \
        --board "$out/$name.txt" --csv "$work/$name.csv" --quiet
    echo "$(sed -n 2p "$work/$name.csv"),\"$command\",$out/$name.txt" >"$work/row-$name"
    if [ "$method" = outwards ]; then  # the inwards search must agree
        "$analyze" jump --hardest --size "${n}x$n" --goal "$goal" --start "$startarg" $flag --method inwards \
            --csv "$work/$name.inwards.csv" --quiet
        local a b
        a=$(sed -n 2p "$work/$name.csv" | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[6])')
        b=$(sed -n 2p "$work/$name.inwards.csv" | python3 -c 'import csv, sys; print(next(csv.reader(sys.stdin))[6])')
        if [ "$a" != "$b" ]; then
            echo "jump_proven: $name: outwards $a moves, inwards $b" >&2
            return 1
        fi
    fi
}
SEVEN=${SEVEN:-"centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique corner-any-all corner-any-unique corner-fixed-all corner-fixed-unique"}
EIGHT=${EIGHT:-"centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique corner-any-all corner-any-unique corner-fixed-all corner-fixed-unique"}
NINE=${NINE:-"centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique corner-any-all=78:1000000 corner-any-unique=78:1000000 corner-fixed-all=77:1000000 corner-fixed-unique=77:1000000"}
TEN=${TEN:-"centre-any-all centre-any-unique centre-fixed-all centre-fixed-unique corner-any-all corner-any-unique corner-fixed-all corner-fixed-unique"}
ELEVEN=${ELEVEN:-"centre-any-all centre-any-unique centre-fixed-all=117:1000000 centre-fixed-unique corner-any-all=118:1000000 corner-any-unique=118:1000000 corner-fixed-all=116:1000000 corner-fixed-unique=116:1000000"}
sizes="3 4 5 6 7 8 9 10 11"
cases=([7]="$SEVEN" [8]="$EIGHT" [9]="$NINE" [10]="$TEN" [11]="$ELEVEN")
pids=()
for n in $sizes; do
    method=outwards
    [ "$n" -ge 6 ] && method=inwards
    for place in centre corner; do
        for start in any fixed; do
            for unique in all unique; do
                depth=""
                if [ "$n" -ge 7 ]; then
                    entry=$(tr ' ' '\n' <<<"${cases[$n]}" | grep -E "^$place-$start-$unique(=|\$)" || true)
                    [ -n "$entry" ] || continue
                    [[ $entry == *=* ]] && depth=${entry#*=}
                fi
                run_one "$n" "$place" "$start" "$unique" "$method" $depth &
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
{
    echo "$(head -1 "$(ls "$work"/*.csv | head -1)"),command,board"
    for n in $sizes; do
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
# on (docs/jump.md, "The twin cut"); the start free to 8x8 and fixed
# (--start) to 11x11, a maze of the row's moves found and none of one more.
# Past 8x8 a start-free row must agree with the check's own row in
# reports/jump-hardest-twins.csv (reports/jump_twins.sh: minutes a size).
field() {  # csv row, column name
    python3 -c 'import csv, sys; h = next(csv.reader([sys.argv[1]])); r = next(csv.reader([sys.argv[2]])); print(r[h.index(sys.argv[3])])' \
        "$(head -1 reports/jump-hardest-proven.csv)" "$1" "$2"
}
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
            if [ "$start" = any ] && [ "$n" -ge 9 ]; then
                theirs=$(grep -F "$n,$n,\"$goal\"," reports/jump-hardest-twins.csv | python3 -c 'import csv, sys; r = next(csv.reader(sys.stdin)); print(r[3] if r[5] == "yes" else "")')
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
            if [ "$proven" = yes ]; then
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
