#!/usr/bin/env bash
# puzzlebox-solve --checkpoint on the optimal rotate search (IDA*): a search
# stopped by a node limit and resumed ends with the unbroken search's
# solution and node count, even resumed twice; a checkpoint with one edited
# line, of another board or of other databases is refused (exit 2, the
# file named, the file left as it was; a board or --pattern-states not the
# checkpoint's before any database is built); the options that cannot go with
# it are refused before any work. The a(N) report script writes its row
# when stopped part way, by a node limit or by a signal.
# usage: rotate_checkpoint_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
export XDG_CACHE_HOME=$tmp/xdg  # never the user's cache
solve() { "$bin/puzzlebox-solve" "$@" --pattern-cache ''; }
nodes_of() { sed -n 's/^search: .*), \([0-9]*\) nodes, .*/\1/p' "$1"; }

# The 3x4 antipode under clockwise turns (20 moves); databases of 4 + 4
# tiles make several bounds and about 4.5 million nodes.
printf 'puzzle rotate\nsize 3x4\nblock 2\nturns cw\ngrid\n5 6 1 2\n9 10 7 3\n12 11 8 4\n' >far.txt
expect 0 "unbroken" -- solve far.txt --pattern-states 65536
cp "$tmp/out" whole.txt
whole_nodes=$(nodes_of whole.txt)
[ -n "$whole_nodes" ] || fail "unbroken: no node count in $(cat whole.txt)"
grep -q "^optimal solution, 20 moves" whole.txt || fail "unbroken: not 20 moves: $(cat whole.txt)"

expect 3 "stopped" -- solve far.txt --pattern-states 65536 --checkpoint ck.txt --max-nodes 1500000
contains "$tmp/out" "no solution has fewer than" "stopped"
[ -s ck.txt ] || fail "stopped: no checkpoint written"
grep -q "^task " ck.txt || fail "stopped: no finished task in the checkpoint"
cp ck.txt ck-first.txt
# The tasks finished past the limit (the other core's, while one ran on)
# are kept too, so how much is left varies from run to run: the second
# limit is small enough that the bound-20 tasks before the solution (about
# 360,000 nodes) outlast it in any case.
expect 3 "resumed, stopped again" -- solve far.txt --pattern-states 65536 --checkpoint ck.txt --resume --max-nodes 100000
cmp -s ck.txt ck-first.txt && fail "resumed, stopped again: the checkpoint did not move on"
expect 0 "resumed to the end" -- solve far.txt --pattern-states 65536 --checkpoint ck.txt --resume
grep "^optimal solution" "$tmp/out" >resumed-solution.txt
grep "^optimal solution" whole.txt >whole-solution.txt
cmp -s resumed-solution.txt whole-solution.txt || fail "resumed: $(cat resumed-solution.txt), unbroken: $(cat whole-solution.txt)"
[ "$(nodes_of "$tmp/out")" = "$whole_nodes" ] || fail "resumed: $(nodes_of "$tmp/out") nodes, unbroken: $whole_nodes"

# Refusals, the checkpoint left as it was.
cp ck-first.txt ck.txt
sed '0,/^task \([0-9]*\) \([0-9]*\)$/s//task \1 1\2/' ck.txt >edited.txt
cmp -s edited.txt ck.txt && fail "the edit did not change the checkpoint"
cp edited.txt edited-before.txt
expect 2 "one edited line" -- solve far.txt --pattern-states 65536 --checkpoint edited.txt --resume
contains "$tmp/err" "edited.txt" "one edited line"
cmp -s edited.txt edited-before.txt || fail "one edited line: the file was rewritten"
printf 'puzzle rotate\nsize 3x4\nblock 2\nturns cw\ngrid\n6 5 1 2\n9 10 7 3\n12 11 8 4\n' >other.txt
expect 2 "another board" -- solve other.txt --pattern-states 65536 --checkpoint ck.txt --resume
contains "$tmp/err" "board" "another board"
expect 2 "other databases" -- solve far.txt --pattern-states 1048576 --checkpoint ck.txt --resume
# ... refused before the databases are built: a time limit that would stop
# the build does not come first.
expect 2 "other databases, before the build" -- solve far.txt --pattern-states 1048576 --checkpoint ck.txt --resume --time-limit 0.001
contains "$tmp/err" "pattern-states" "other databases, before the build"
expect 2 "another board, before the build" -- solve other.txt --pattern-states 65536 --checkpoint ck.txt --resume --time-limit 0.001
cmp -s ck.txt ck-first.txt || fail "refusals: the checkpoint was rewritten"
expect 2 "an existing checkpoint without --resume" -- solve far.txt --pattern-states 65536 --checkpoint ck.txt
expect 2 "--resume alone" -- solve far.txt --resume
expect 2 "--checkpoint-seconds alone" -- solve far.txt --checkpoint-seconds 5
expect 2 "--count" -- solve far.txt --checkpoint new.txt --count
expect 2 "--method fast" -- solve far.txt --checkpoint new.txt --method fast
expect 2 "two boards" -- solve far.txt other.txt --checkpoint new.txt
expect 2 "the checkpoint is the picture" -- solve far.txt --checkpoint pic.svg --svg pic.svg
[ -e new.txt ] && fail "a refused run wrote its checkpoint"

# reports/rotate_reversed_lower.sh: a run stopped part way writes the bound
# it proved; the next goes on to the unbroken search's answer.
report_copy "$bin" "$2" rotate_reversed_lower.sh stoppable.sh
expect 0 "the report script, stopped" -- env BOARD="$tmp/far.txt" MAX_NODES=1500000 bash copy/reports/rotate_reversed_lower.sh build 34 0 65536
row=$(grep '^34,' copy/reports/rotate-reversed-lower.csv)
case $row in
34,65536,1[0-9],1[0-9],*,searching,) ;;
*) fail "the report script, stopped: row '$row'" ;;
esac
[ -s copy/reports/rotate/reversed-34x34.checkpoint ] || fail "the report script, stopped: no checkpoint"
# Other databases than the checkpoint's: refused at once, the row as it was.
expect 2 "the report script, other databases" -- env BOARD="$tmp/far.txt" bash copy/reports/rotate_reversed_lower.sh build 34 0 1048576
[ "$(grep '^34,' copy/reports/rotate-reversed-lower.csv)" = "$row" ] || fail "the report script, other databases: the row changed"
grep -q "pattern-states 65536, where this run's is 1048576" "$tmp/err" || fail "the report script, other databases: not refused before the databases: $(cat "$tmp/err")"
expect 0 "the report script, to the end" -- env BOARD="$tmp/far.txt" bash copy/reports/rotate_reversed_lower.sh build 34 0 65536
row=$(grep '^34,' copy/reports/rotate-reversed-lower.csv)
case $row in
34,65536,20,,,,*,solved,20) ;;
*) fail "the report script, to the end: row '$row'" ;;
esac
[ "$(grep -c '^34,' copy/reports/rotate-reversed-lower.csv)" = 1 ] || fail "the report script: more than one row for the board"
# Stopped by a signal to the script (kill): the search is stopped in turn,
# leaves its checkpoint, and the row is written from it (exit 143). The
# reversed 4x4 on one-tile databases takes minutes.
env BOARD="$2/data/rotate/reversed-4x4.txt" bash copy/reports/rotate_reversed_lower.sh build 44 0 1 >"$tmp/out" 2>"$tmp/err" &
script=$!
for _ in $(seq 100); do pgrep -P "$script" puzzlebox-solve >/dev/null && break; sleep 0.1; done
sleep 1
kill -TERM "$script"
wait "$script"
code=$?
[ "$code" = 143 ] || fail "the report script, killed: exit $code, expected 143 ($(head -c 300 "$tmp/err"))"
row=$(grep '^44,' copy/reports/rotate-reversed-lower.csv)
case $row in
44,1,2[0-9],2[0-9],*,searching,) ;;
*) fail "the report script, killed: row '$row'" ;;
esac
pgrep -f "reversed-4x4.txt --pattern-states 1 --checkpoint" >/dev/null && fail "the report script, killed: the search still runs"
finish rotate_checkpoint
