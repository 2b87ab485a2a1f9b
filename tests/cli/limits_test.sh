#!/usr/bin/env bash
# Limits that hold in every phase (issue "Limits that hold"): --time-limit
# stops table and database building, elimination and local search within a
# generous margin (the brief's promise is 1 s; the test allows 10 s on a
# loaded CI machine), --max-memory refuses before any work, the cheap
# refusal comes before any database, the pattern cache is checked (two
# builders at once, a truncated and an altered file), and a generator that
# cannot make every board says so in its MANIFEST.
# usage: limits_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
export XDG_CACHE_HOME=$tmp/xdg  # never the user's cache

now() { date +%s.%N; }
# within LIMIT WHAT -- COMMAND: exit 3, "partial" marked, done within LIMIT + 10 s
within() {
    local limit=$1 what=$2
    shift 3
    local started=$(now)
    "$@" >"$tmp/out" 2>"$tmp/err"
    local code=$? took
    took=$(awk -v a="$(now)" -v b="$started" 'BEGIN { printf "%.2f", a - b }')
    [ "$code" = 3 ] || fail "$what: exit $code, expected 3 ($(head -c 300 "$tmp/err"))"
    awk -v t="$took" -v l="$limit" 'BEGIN { exit !(t < l + 10) }' || fail "$what: took $took s under --time-limit $limit"
    grep -qi "partial\|stopped" "$tmp/out" "$tmp/err" || fail "$what: the output is not marked partial"
    echo "$what: $took s (limit $limit)"
}

# rotate: a pattern database of 8 tiles (about 160 s to build) and the 12! table (about 13 s)
within 2 "rotate, pattern database building" -- "$bin/puzzlebox-solve" "$src/data/rotate/reversed-4x4.txt" --time-limit 2 --pattern-cache ''
contains "$tmp/out" "while building a pattern database" "rotate, pattern database building"
printf 'puzzle rotate\nsize 3x4\nblock 2\nturns cw\ngrid\n12 11 10 9\n8 7 6 5\n4 3 2 1\n' >r34.txt
within 1 "rotate, distance table building" -- "$bin/puzzlebox-solve" r34.txt --method table --time-limit 1
contains "$tmp/out" "while building the distance table" "rotate, distance table building"

# flip: 512x512 Lights Out, all lit (elimination by light chasing, then information sets)
{ printf 'puzzle flip\nsize 512x512\npattern plus\ngrid\n'; for _ in $(seq 512); do printf '%0512d\n' 0 | tr 0 1; done; } >lo512.txt
within 2 "flip 512x512, minimal presses" -- "$bin/puzzlebox-solve" lo512.txt --time-limit 2

# jump: a 1000x1000 board (values 1..3 and -1..-3), counted
awk 'BEGIN { srand(7); n = 1000; print "puzzle jump"; print "size " n "x" n; print "start 0,0"; print "goal " n-1 "," n-1; print "grid";
             for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) { v = int(rand() * 3) + 1; if (rand() < 0.5) v = -v; line = line (c ? " " : "") v }; print line } }' >j1000.txt
within 2 "jump 1000x1000 --count" -- "$bin/puzzlebox-solve" j1000.txt --count --time-limit 2
within 2 "jump 1000x1000 --count --max-nodes 2048" -- "$bin/puzzlebox-solve" j1000.txt --count --max-nodes 2048

# analyze: a 400x400 jump board (160,000 cells: the random walk's iterative
# solver) under a tiny limit; every column cut short is named
awk 'BEGIN { srand(9); n = 400; print "puzzle jump"; print "size " n "x" n; print "start 0,0"; print "goal " n-1 "," n-1; print "grid";
             for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) { v = int(rand() * 3) + 1; if (rand() < 0.5) v = -v; line = line (c ? " " : "") v }; print line } }' >j400.txt
expect 3 "analyze 400x400 --time-limit 0.05" -- timeout 120 "$bin/puzzlebox-analyze" j400.txt --time-limit 0.05
for column in random_walk_steps forced_moves simple_paths; do
    tail -n 1 "$tmp/out" | awk -F, '{ print $NF }' | grep -q "$column" || fail "analyze 400x400 under a limit: $column not marked partial"
done

# hexagon: a zero-sum order-10 hexagon with one clue by local search (the
# empty grid is solved at once by the antisymmetric search; a clue rules it out)
{ printf 'puzzle hexagon\norder 10\nvalues -135..135\ngrid\n'; for len in 10 11 12 13 14 15 16 17 18 19 18 17 16 15 14 13 12 11 10; do
      line=""; for _ in $(seq $len); do line="$line ."; done; [ "$len" = 19 ] && line=" 7${line# .}"; echo "${line# }"; done; } >hex10.txt
within 1 "hexagon order 10, local search" -- "$bin/puzzlebox-solve" hex10.txt --method local --time-limit 1

# hexagon levels: the deduction's trial and error and search poll the stop
# (order 5 fiendish overran a 5 s limit to 25 s before)
within 2 "gen hexagon order 5 fiendish, trial and error" -- "$bin/puzzlebox-gen" hexagon --order 5 --difficulty fiendish \
    --count 3 --seed 1 --time-limit 2 --out hexf

# Every family's whole-family report takes --time-limit for the whole run
# (the jump sample of 10 million boards ran 166 s under a 3 s limit before)
within 2 "analyze hexagon --orders 1-12" -- "$bin/puzzlebox-analyze" hexagon --orders 1-12 --time-limit 2
grep -q "stopped" "$tmp/out" || fail "analyze hexagon under --time-limit: no start marked stopped"
within 2 "analyze jump, a sample of 10 million" -- "$bin/puzzlebox-analyze" jump --size 7x7 --boards 10000000 --time-limit 2
within 1 "analyze rotate --space 3x4" -- "$bin/puzzlebox-analyze" rotate --space 3x4 --time-limit 1
within 1 "analyze flip, God's number of the 7x21 cross" -- "$bin/puzzlebox-analyze" flip --pattern cross --rows 7 --cols 21 --time-limit 1
grep -q "time limit" "$tmp/err" || fail "analyze flip under --time-limit: the stop is not named the time limit ($(cat "$tmp/err"))"

# gen: a long maximising search under --time-limit keeps its best board so far
within 2 "gen jump --maximize under --time-limit" -- "$bin/puzzlebox-gen" jump --size 5x5 --unique --maximize moves --start any \
    --restarts 20 --iterations 1000000 --time-limit 2 --out maximized
contains maximized/MANIFEST "status incomplete" "gen jump --maximize under --time-limit"
contains maximized/MANIFEST "boards 1 of 1" "gen jump --maximize under --time-limit"
expect 0 "the best board found before the limit solves" -- "$bin/puzzlebox-solve" maximized/jump-5x5-s1-000.txt

# --- the largest boards each reader takes: --time-limit and --max-memory hold in every phase ---
# bounded LIMIT MB WHAT -- COMMAND: exit 3, done within LIMIT + 10 s, peak memory under MB
# (under AddressSanitizer, whose shadow memory and checks cost about 3x: 4x MB, LIMIT + 60 s)
sanitized=$(ldd "$bin/puzzlebox-solve" 2>/dev/null | grep -c 'libasan')
bounded() {
    local limit=$1 most=$2 what=$3
    shift 4
    local started=$(now) took peak
    /usr/bin/time -o "$tmp/peak" -f "%M" "$@" >"$tmp/out" 2>"$tmp/err"
    local code=$?
    took=$(awk -v a="$(now)" -v b="$started" 'BEGIN { printf "%.2f", a - b }')
    peak=$(( $(tail -n 1 "$tmp/peak") / 1024 ))
    [ "$code" = 3 ] || fail "$what: exit $code, expected 3 ($(head -c 300 "$tmp/err"))"
    [ "$sanitized" -gt 0 ] && { most=$((most * 4)); limit=$(awk -v l="$limit" 'BEGIN { print l + 50 }'); }
    awk -v t="$took" -v l="$limit" 'BEGIN { exit !(t < l + 10) }' || fail "$what: took $took s (limit $limit)"
    [ "$peak" -lt "$most" ] || fail "$what: peak $peak MB, over $most MB"
    echo "$what: $took s, $peak MB (limit $limit s, $most MB)"
}
# flip: a random solvable 4096x4096 Lights Out board (random presses; nullity 2072: its
# kernel alone would be 8 GB)
python3 -c "
import random
random.seed(3); n = 4096; mask = (1 << n) - 1
presses = [random.getrandbits(n) for _ in range(n)]
print('puzzle flip\nsize %dx%d\npattern plus\ngrid' % (n, n))
for r, p in enumerate(presses):
    lit = p ^ ((p << 1) & mask) ^ (p >> 1) ^ (presses[r - 1] if r > 0 else 0) ^ (presses[r + 1] if r + 1 < n else 0)
    print(format(lit, '0%db' % n))" >f4096.txt
bounded 5 600 "flip 4096x4096 solve" -- "$bin/puzzlebox-solve" f4096.txt --time-limit 5 --max-memory 500M
bounded 5 600 "flip 4096x4096 analyze" -- "$bin/puzzlebox-analyze" f4096.txt --time-limit 5 --max-memory 500M
tail -n 1 "$tmp/out" | grep -q 'fewest_presses$' || fail "flip 4096x4096 analyze: the row is not marked partial: $(tail -n 1 "$tmp/out" | cut -c1-200)"
bounded 0.3 600 "flip 4096x4096 solve stopped while chasing" -- "$bin/puzzlebox-solve" f4096.txt --time-limit 0.3
contains "$tmp/out" "solvability not known" "flip 4096x4096 solve stopped while chasing"
bounded 0.3 600 "flip 4096x4096 analyze stopped while chasing" -- "$bin/puzzlebox-analyze" f4096.txt --time-limit 0.3
tail -n 1 "$tmp/out" | grep -q ',rank nullity solvable fewest_presses$' || fail "flip 4096x4096 analyze stopped while chasing: $(tail -n 1 "$tmp/out")"
# flip: Ctrl-C while CBC works on 13x17 Lights Out's covering program (k = 13;
# its first target takes minutes): CBC puts a SIGINT handler of its own in
# place, so the signal was dropped and the run went on. Now it stops within
# seconds, exit 130, nothing written.
"$bin/puzzlebox-analyze" flip --pattern plus --rows 13 --cols 17 --god-nodes 1 --god-work 1 --god-tabu-work 0 \
    --god-program-nullity 13 >"$tmp/out" 2>"$tmp/err" &
analyzing=$!
# CBC is opened on first use: signal once it is loaded and has begun.
for _ in $(seq 600); do grep -q libCbc "/proc/$analyzing/maps" 2>/dev/null && break; sleep 0.1; done
grep -q libCbc "/proc/$analyzing/maps" 2>/dev/null || fail "flip 13x17 analyze: CBC not opened within 60 s"
sleep 1
signalled=$(now)
interrupt "$analyzing" 60 "flip 13x17 analyze inside CBC"
contains "$tmp/err" "stopping:" "flip 13x17 analyze, SIGINT inside CBC"
echo "flip 13x17 analyze stopped inside CBC: $(awk -v a="$(now)" -v b="$signalled" 'BEGIN { printf "%.2f", a - b }') s after SIGINT"
# A hangup stops a run politely (exit 129); under nohup, which ignores it so
# that the run outlives its terminal, it is ignored, and SIGTERM still stops
# the run (exit 143) with its output written.
hangup() {
    "$@" "$src/data/rotate/reversed-4x4.txt" --pattern-states 1 --pattern-cache '' --time-limit 60 >"$tmp/out" 2>"$tmp/err" &
    running=$!
    sleep 1
    kill -HUP "$running"
    sleep 1
}
hangup "$bin/puzzlebox-solve"
wait "$running"
code=$?
[ "$code" = 129 ] || fail "solve, SIGHUP: exit $code, expected 129 ($(head -c 300 "$tmp/err"))"
hangup nohup "$bin/puzzlebox-solve"
kill -0 "$running" 2>/dev/null || fail "solve under nohup: ended by SIGHUP ($(head -c 300 "$tmp/err"))"
kill -TERM "$running"
wait "$running"
code=$?
[ "$code" = 143 ] || fail "solve under nohup, SIGTERM: exit $code, expected 143 ($(head -c 300 "$tmp/err"))"
contains "$tmp/out" "partial: interrupted" "solve under nohup, SIGTERM"
# flip: the column search's estimate, 10^8 probes of 9x11 (hours), stopped
# by the time limit within seconds, exit 3, no CSV written.
bounded 1 200 "flip 9x11 column-search estimate" -- "$bin/puzzlebox-analyze" flip --pattern cross --rows 9 --cols 11 \
    --god-columns-estimate 100000000 --csv "$tmp/estimate.csv" --time-limit 1
[ -e "$tmp/estimate.csv" ] && fail "flip 9x11 estimate stopped: a CSV written"
contains "$tmp/err" "estimating the column-class search: nothing written" "flip 9x11 estimate stopped"
# flip: a 200x200 board drawn as PDF (librsvg holds about 80 bytes per byte of SVG)
awk 'BEGIN { srand(4); n = 200; print "puzzle flip"; print "size " n "x" n; print "pattern plus"; print "grid";
             for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) line = line (rand() < 0.5 ? "0" : "1"); print line } }' >f200.txt
bounded 2 150 "flip 200x200 --svg PDF under --max-memory 100M" -- "$bin/puzzlebox-solve" f200.txt --svg f200.pdf --time-limit 2 --max-memory 100M
bounded 2 150 "flip 200x200 --svg PDF under --time-limit 2" -- "$bin/puzzlebox-solve" f200.txt --svg f200.pdf --time-limit 2
# hexagon: empty boards of order 30 and 40 (the plan's eliminations take minutes)
for order in 30 40; do
    half=$(( 3 * order * (order - 1) / 2 ))
    printf 'puzzle hexagon\norder %d\nvalues -%d..%d\n' "$order" "$half" "$half" >h$order.txt
done
bounded 3 100 "hexagon order 30 solve" -- "$bin/puzzlebox-solve" h30.txt --time-limit 3
bounded 3 100 "hexagon order 40 analyze" -- "$bin/puzzlebox-analyze" h40.txt --time-limit 3
# order 109, the largest: one elimination of its 651 lines took 6 s before it polled the limit
half=$(( 3 * 109 * 108 / 2 ))
printf 'puzzle hexagon\norder 109\nvalues -%d..%d\n' "$half" "$half" >h109.txt
started=$(now)
bounded 0.5 400 "hexagon order 109 solve" -- "$bin/puzzlebox-solve" h109.txt --time-limit 0.5
[ "$sanitized" -gt 0 ] || awk -v a="$(now)" -v b="$started" 'BEGIN { exit !(a - b < 3) }' ||
    fail "hexagon order 109 solve: the 0.5 s limit slipped past 3 s"
# jump: a 3000x3000 board measured under --max-memory (refused before the graph), the
# largest board generated under --time-limit, and refused under --max-memory
awk 'BEGIN { srand(5); n = 3000; print "puzzle jump"; print "size " n "x" n; print "start 0,0"; print "goal " n/2 "," n/2; print "grid";
             for (r = 0; r < n; r++) { line = ""; for (c = 0; c < n; c++) { v = int(rand() * 9) + 1; if (rand() < 0.5) v = -v;
             if (r == n/2 && c == n/2) v = 0; line = line (c ? " " : "") v }; print line } }' >j3000.txt
bounded 0 600 "jump 3000x3000 analyze under --max-memory 500M" -- "$bin/puzzlebox-analyze" j3000.txt --max-memory 500M
contains "$tmp/err" "more than the memory budget" "jump 3000x3000 analyze under --max-memory 500M"
bounded 5 2500 "gen jump 5000x5000 --time-limit 5" -- "$bin/puzzlebox-gen" jump --size 5000x5000 --time-limit 5
bounded 0 150 "gen jump 5000x5000 --max-memory 100M" -- "$bin/puzzlebox-gen" jump --size 5000x5000 --max-memory 100M
# rotate: a scrambled 8x8 board (the largest), solved and measured
python3 -c "
import random
random.seed(3); g = list(range(1, 65)); random.shuffle(g)
print('puzzle rotate\nsize 8x8\nblock 2\nturns cw\ngrid')
for r in range(8): print(' '.join(str(x) for x in g[r * 8:r * 8 + 8]))" >r88.txt
bounded 3 600 "rotate 8x8 solve" -- "$bin/puzzlebox-solve" r88.txt --time-limit 3 --max-memory 500M --pattern-cache ''
bounded 3 600 "rotate 8x8 analyze" -- "$bin/puzzlebox-analyze" r88.txt --time-limit 3 --max-memory 500M
# a stream longer than the input cap is read board by board (each under the cap)
python3 -c "
import sys
board = open(sys.argv[1]).read()
pad = ('#' + 'x' * 98 + '\n') * 1500000
for _ in range(2): sys.stdout.write(pad + board + '\n')" "$src/data/flip/lights-out-5x5-all-lit.txt" >stream.txt
expect 0 "a 300 MB stream of two boards" -- "$bin/puzzlebox-solve" stream.txt
[ "$(grep -c '^fewest presses' "$tmp/out")" = 2 ] || fail "a 300 MB stream of two boards: expected two solutions"
# 200 MB of comment lines before a board cost their size once, not a string each
python3 -c "
import sys
sys.stdout.write(('#' * 9 + '\n') * (20 << 20))
sys.stdout.write(open(sys.argv[1]).read())" "$src/data/jump/schoenbrunn-2015.txt" >comments.txt
/usr/bin/time -o "$tmp/peak" -f "%M" "$bin/puzzlebox-solve" comments.txt --max-memory 100M >"$tmp/out" 2>"$tmp/err" || fail "200 MB of comments: exit $?"
peak=$(( $(tail -n 1 "$tmp/peak") / 1024 ))
[ "$peak" -lt $(( sanitized > 0 ? 400 : 100 )) ] || fail "200 MB of comments: peak $peak MB"
echo "200 MB of comment lines: peak $peak MB"
# a million-board run's memory does not grow with the boards made (one TBB arena for the run)
/usr/bin/time -o "$tmp/peak" -f "%M" "$bin/puzzlebox-gen" jump --count 20000 --format id --threads 2 >/dev/null 2>"$tmp/err" || fail "gen --count 20000: exit $?"
peak=$(( $(tail -n 1 "$tmp/peak") / 1024 ))
# (AddressSanitizer's quarantine keeps 256 MB of freed blocks: the figure is release's)
[ "$sanitized" -gt 0 ] || [ "$peak" -lt 30 ] || fail "gen jump --count 20000 --format id on 2 threads: peak $peak MB"
echo "gen jump --count 20000 --format id on 2 threads: peak $peak MB"
rm -f stream.txt f4096.txt j3000.txt comments.txt

# Limits that are not numbers are refused.
for bad in nan inf -1 1e400; do
    expect 2 "--time-limit $bad" -- "$bin/puzzlebox-solve" r34.txt --time-limit "$bad"
done
expect 2 "--max-nodes -1" -- "$bin/puzzlebox-solve" r34.txt --max-nodes -1

# --- the memory budget: refused before any work, with the figure and the way out ---
started=$(now)
expect 3 "--max-memory 100M" -- "$bin/puzzlebox-solve" "$src/data/rotate/reversed-4x4.txt" --max-memory 100M --pattern-cache ''
contains "$tmp/err" "--max-memory" "--max-memory 100M"
contains "$tmp/err" "needs" "--max-memory 100M"
awk -v a="$(now)" -v b="$started" 'BEGIN { exit !(a - b < 5) }' || fail "--max-memory 100M: the refusal came after work"
expect 3 "the 12! table under --max-memory 64M" -- "$bin/puzzlebox-solve" r34.txt --method table --max-memory 64M
contains "$tmp/err" "distance table" "the 12! table under --max-memory 64M"
expect 2 "--max-memory lots" -- "$bin/puzzlebox-solve" r34.txt --max-memory lots
expect 0 "--help shows the default budget" -- "$bin/puzzlebox-solve" --help
contains "$tmp/out" "--max-memory" "--help"

# --- cheap refusals first: an unsolvable 4x4 with 3x3 blocks builds no database ---
printf 'puzzle rotate\nsize 4x4\nblock 3\nturns cw\ngrid\n2 1 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n' >odd.txt
mkdir -p nocache
expect 1 "unsolvable 4x4, 3x3 blocks" -- "$bin/puzzlebox-solve" odd.txt --pattern-cache nocache
[ -z "$(ls -A nocache)" ] || fail "an unsolvable board built a pattern database: $(ls -A nocache)"

# --- the pattern cache is checked, not trusted ---
printf 'puzzle rotate\nsize 3x4\nblock 2\nturns both\ngrid\n12 11 10 9\n8 7 6 5\n4 3 2 1\n' >r34b.txt
"$bin/puzzlebox-solve" r34b.txt --pattern-cache cache >first.txt 2>first.err &
"$bin/puzzlebox-solve" r34b.txt --pattern-cache cache >second.txt 2>second.err &
wait
answer=$(grep '^optimal' first.txt)
[ -n "$answer" ] || fail "two builders at once: no answer ($(cat first.err))"
[ "$(grep '^optimal' second.txt)" = "$answer" ] || fail "two builders at once gave different answers"
ls -A cache | grep -qv '\.pdb$' && fail "two builders left temporaries: $(ls -A cache)"
expect 0 "a cache both builders wrote" -- "$bin/puzzlebox-solve" r34b.txt --pattern-cache cache
lacks "$tmp/err" "warning" "a cache both builders wrote"
pdb=$(ls cache/*.pdb | head -1)
size=$(stat -c %s "$pdb")
head -c $((size - 1000)) "$pdb" >cut && cat cut >"$pdb"
expect 0 "a truncated cache file" -- "$bin/puzzlebox-solve" r34b.txt --pattern-cache cache
contains "$tmp/err" "truncated" "a truncated cache file"
[ "$(grep '^optimal' "$tmp/out")" = "$answer" ] || fail "a truncated cache file changed the answer"
[ "$(stat -c %s "$pdb")" = "$size" ] || fail "a truncated cache file was not rebuilt"
printf '\x07' | dd of="$pdb" bs=1 seek=$((size - 5000)) conv=notrunc status=none
expect 0 "an altered cache file" -- "$bin/puzzlebox-solve" r34b.txt --pattern-cache cache
contains "$tmp/err" "checksum" "an altered cache file"
[ "$(grep '^optimal' "$tmp/out")" = "$answer" ] || fail "an altered cache file changed the answer"
expect 0 "the rebuilt cache file" -- "$bin/puzzlebox-solve" r34b.txt --pattern-cache cache
lacks "$tmp/err" "warning" "the rebuilt cache file"

# --- a generator that cannot make every board: whole boards, MANIFEST marks it ---
made_incomplete=0
for seed in 1 2 3 4 5 6 7 8; do
    "$bin/puzzlebox-gen" flip --size 5x5 --pattern plus --min-presses 15 --steps 3 --count 4 --seed $seed --out "flip$seed" >/dev/null 2>"flip$seed.err"
    code=$?
    if [ "$code" = 1 ]; then
        made_incomplete=1
        contains "flip$seed/MANIFEST" "status incomplete" "gen that fell short, seed $seed"
        contains "flip$seed.err" "made" "gen that fell short, seed $seed"
        for board in $(grep '^file .*\.txt$' "flip$seed/MANIFEST" | cut -c6-); do
            "$bin/puzzlebox-solve" "flip$seed/$board" >/dev/null 2>&1 || fail "gen that fell short: $board does not solve"
        done
        ls -A "flip$seed" | grep -q '^\.' && fail "gen that fell short left hidden files"
        break
    fi
    [ "$code" = 0 ] || fail "gen flip --min-presses 15: exit $code"
done
[ "$made_incomplete" = 1 ] || echo "note: every seed made all its boards; the incomplete case was not met"

finish limits
