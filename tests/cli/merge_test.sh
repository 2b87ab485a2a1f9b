#!/usr/bin/env bash
# puzzlebox-analyze merge takes only whole shards of one run: a shard that a
# signal or a limit cut short, one of another board, mode or order range,
# and a header-only file are refused (exit 2, naming the file and line);
# merge reads with the board readers' caps and '-' as standard input.
# usage: merge_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
big=$src/bench/boards/jump-8x8-06.txt   # 8,335,719 paths
solve=$bin/puzzlebox-solve
analyze=$bin/puzzlebox-analyze

"$solve" "$big" --count --format csv >whole.csv || fail "the whole count"
contains whole.csv ",8335719," "the whole count"
"$solve" "$big" --count --format csv --shard 0/2 >s0.csv || fail "shard 0/2"
"$solve" "$big" --count --format csv --shard 1/2 >s1.csv || fail "shard 1/2"
expect 0 "merge of two whole shards" -- "$analyze" merge s0.csv s1.csv
cmp -s "$tmp/out" whole.csv || fail "merged shards differ from the whole run: $(cat "$tmp/out")"
expect 0 "merge with one shard on standard input" -- sh -c "'$analyze' merge s0.csv - <s1.csv"
cmp -s "$tmp/out" whole.csv || fail "merge - differs from the whole run"
expect 2 "merge - -" -- "$analyze" merge - -

# A shard stopped by --max-nodes says incomplete; one stopped by SIGTERM has no end line.
expect 3 "shard stopped by --max-nodes" -- sh -c "'$solve' '$big' --count --format csv --shard 0/2 --max-nodes 1000 >m0.csv"
expect 2 "merge of a node-limited shard" -- "$analyze" merge m0.csv s1.csv
contains "$tmp/err" "m0.csv:4: shard 0/2 is incomplete" "merge of a node-limited shard"
slow=$src/bench/boards/jump-8x8-09.txt   # seconds on one thread
"$solve" "$slow" --count --format csv --shard 1/2 >k1.csv || fail "shard 1/2 of the slow board"
"$solve" "$slow" --count --format csv --shard 0/2 --threads 1 >k0.csv 2>/dev/null &
pid=$!
# Stopped once it catches SIGTERM (its handler in /proc's SigCgt mask: a loaded machine, the
# sanitizers, may take seconds to get there), and a moment into its search.
for _ in $(seq 600); do
    caught=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$pid/status" 2>/dev/null)
    [ -n "$caught" ] && (((0x$caught >> 14) & 1)) && break
    sleep 0.05
done
sleep 0.3
kill -TERM "$pid"
wait "$pid"
[ $? = 143 ] || fail "SIGTERM did not end the shard with 143"
expect 2 "merge of a shard stopped by SIGTERM" -- "$analyze" merge k0.csv k1.csv
contains "$tmp/err" "has no end line" "merge of a shard stopped by SIGTERM"
head -2 s0.csv >h0.csv
expect 2 "merge of a header-only shard" -- "$analyze" merge h0.csv s1.csv
sed '$d' s0.csv >t0.csv
expect 2 "merge of a shard without its end line" -- "$analyze" merge t0.csv s1.csv
sed 's/complete, 1 rows/complete, 2 rows/' s0.csv >r0.csv
expect 2 "merge of a shard whose row count is off" -- "$analyze" merge r0.csv s1.csv

# Shards of another run: expert mode, another board under the same name, other orders.
"$solve" "$big" --count --format csv --shard 1/2 --mode expert >e1.csv || fail "expert shard"
expect 2 "merge of an expert shard with a normal one" -- "$analyze" merge s0.csv e1.csv
contains "$tmp/err" "of another run" "merge of an expert shard with a normal one"
cp "$big" same.txt
"$solve" same.txt --count --format csv --shard 0/2 >a0.csv
cp "$src/bench/boards/jump-8x8-09.txt" same.txt
"$solve" same.txt --count --format csv --shard 1/2 >a1.csv
expect 2 "merge of another board under the same name" -- "$analyze" merge a0.csv a1.csv
contains "$tmp/err" "of another run" "merge of another board under the same name"
"$analyze" hexagon --orders 1-5 --shard 0/2 >x0.csv 2>/dev/null
"$analyze" hexagon --orders 1-3 --shard 1/2 >x1.csv 2>/dev/null
expect 2 "merge of hexagon shards of other orders" -- "$analyze" merge x0.csv x1.csv
contains "$tmp/err" "of another run" "merge of hexagon shards of other orders"
"$analyze" hexagon --orders 1-3 --shard 0/2 >y0.csv 2>/dev/null
"$analyze" hexagon --orders 1-3 >y.csv 2>/dev/null
expect 0 "merge of hexagon shards" -- "$analyze" merge y0.csv x1.csv
cmp -s "$tmp/out" y.csv || fail "merged hexagon shards differ from the whole run"

# Caps: /dev/zero is refused at once, an endless line at 1 MiB, a stop signal ends a read.
expect 2 "merge /dev/zero" -- timeout 20 "$analyze" merge /dev/zero
contains "$tmp/err" "unexpected byte 0x00" "merge /dev/zero"
{ printf '# puzzlebox partial 0/1: rows a\na,b\n'; head -c 3000000 /dev/zero | tr '\0' x; echo; } >long3.csv
expect 2 "merge of a file whose line 3 is too long" -- "$analyze" merge long3.csv
contains "$tmp/err" "long3.csv:3: line is longer than" "merge of a file whose line 3 is too long"
expect 2 "merge of an endless line" -- timeout 20 sh -c "yes abcdefgh | tr -d '\n' | '$analyze' merge -"
contains "$tmp/err" "longer than" "merge of an endless line"
mkfifo slow
"$analyze" merge - <slow >/dev/null 2>&1 &
pid=$!
exec 3>slow   # the writer holds the FIFO open and sends one line: merge waits for more
echo "# puzzlebox partial 0/1: sum board_number" >&3
sleep 1
kill -INT "$pid" 2>/dev/null
for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$pid" 2>/dev/null && { fail "merge ignored SIGINT while reading"; kill -KILL "$pid"; }
exec 3>&-

finish merge
