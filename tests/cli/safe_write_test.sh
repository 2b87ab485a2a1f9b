#!/usr/bin/env bash
# Writes that lose nothing and follow no planted link, inputs refused at the
# first bad line with bounded messages, and stop signals that end a run with
# its output written and marked partial (issue "Nothing lost, nothing hijacked").
# usage: safe_write_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
board=$src/data/jump/schoenbrunn-2015.txt
cd "$tmp" || exit 1

# --- write errors on standard output are errors ---
expect 2 "solve >/dev/full" -- sh -c "'$bin/puzzlebox-solve' '$board' >/dev/full"
contains "$tmp/err" "cannot write standard output" "solve >/dev/full"
expect 2 "analyze >/dev/full" -- sh -c "'$bin/puzzlebox-analyze' '$board' >/dev/full"
expect 2 "gen >/dev/full" -- sh -c "'$bin/puzzlebox-gen' jump --size 5x5 --count 2 --seed 1 >/dev/full"

# --- never over the input being read ---
cp "$board" in.txt
expect 2 "analyze --csv INPUT" -- "$bin/puzzlebox-analyze" in.txt --csv in.txt
contains "$tmp/err" "input of this run" "analyze --csv INPUT"
cmp -s "$board" in.txt || fail "analyze --csv INPUT changed the input"
ln -s in.txt alias.txt
expect 2 "analyze --csv LINK-TO-INPUT" -- "$bin/puzzlebox-analyze" in.txt --csv alias.txt
cmp -s "$board" in.txt || fail "analyze --csv LINK-TO-INPUT changed the input"

# --- output names that overlap are refused before anything is written ---
# (every name a run writes: numbered SVG pages, the -solutions sheet, the
# book, the play page, checkpoints and reports; two spellings of one file)
small_book() { printf 'title Two\nsection jump\nsize 4x4\ncount 2\n' >book.txt; }
small_book
clashes() {
    local what=$1
    shift
    rm -f x.pdf b.svg b-2.svg q.svg q-solutions.svg w.svg w-2.svg
    echo precious >keep.txt
    expect 2 "$what" -- "$@"
    contains "$tmp/err" "would both write" "$what"
    [ "$(cat keep.txt)" = precious ] || fail "$what: a file was overwritten"
    ls x.pdf b.svg b-2.svg q.svg q-solutions.svg w.svg w-2.svg >/dev/null 2>&1 && fail "$what: wrote a file"
}
clashes "book --out x.pdf --html x.pdf" "$bin/puzzlebox-gen" book book.txt --out x.pdf --html x.pdf
clashes "book --out b.svg --html b-2.svg" "$bin/puzzlebox-gen" book book.txt --out b.svg --html b-2.svg
clashes "--sheet q.svg --html q-solutions.svg" "$bin/puzzlebox-gen" flip --count 2 --sheet q.svg --html q-solutions.svg
clashes "--sheet w.svg --html w-2.svg" "$bin/puzzlebox-gen" flip --count 2 --sheet w.svg --html w-2.svg
clashes "--sheet w.svg --html ./w.svg" "$bin/puzzlebox-gen" flip --count 2 --sheet w.svg --html ./w.svg
clashes "solve --svg keep.txt --html ./keep.txt" "$bin/puzzlebox-solve" "$board" --svg keep.txt --html ./keep.txt
clashes "--hardest --csv keep.txt --units keep.txt" "$bin/puzzlebox-analyze" jump --hardest --size 3x3 --csv keep.txt --units keep.txt
clashes "flip --csv keep.txt --witnesses keep.txt" "$bin/puzzlebox-analyze" flip --rows 3 --cols 3 --csv keep.txt --witnesses keep.txt
expect 0 "--sheet w.svg --html w-1.svg (no page 1 by that name)" -- "$bin/puzzlebox-gen" flip --count 2 --sheet w.svg --html w-1.svg

# --- a FIFO nobody opens holds no run past its --time-limit ---
# (as a board, a sheet, a book's --out, a checkpoint to resume)
mkfifo lonely.txt lonely.svg lonely.csv
fifo_bounded() {
    local what=$1 start
    shift
    start=$(date +%s)
    timeout 30 "$@" >/dev/null 2>"$tmp/err"
    local code=$?
    [ "$code" != 124 ] && [ $(($(date +%s) - start)) -le 10 ] || fail "$what: still waiting after $(($(date +%s) - start)) s"
    [ "$code" != 0 ] || fail "$what: exit 0"
    contains "$tmp/err" "the other end of the FIFO" "$what"
}
fifo_bounded "solve with a FIFO board" "$bin/puzzlebox-solve" lonely.txt --time-limit 2
fifo_bounded "gen --sheet FIFO" "$bin/puzzlebox-gen" flip --count 2 --sheet lonely.svg --time-limit 2
fifo_bounded "gen book --out FIFO" "$bin/puzzlebox-gen" book book.txt --out lonely.svg --time-limit 2
fifo_bounded "analyze --csv FIFO" "$bin/puzzlebox-analyze" "$board" --csv lonely.csv --time-limit 2
# Without a limit, Ctrl-C ends the wait (a checkpoint to resume, from a FIFO).
"$bin/puzzlebox-analyze" jump --hardest --size 3x3 --checkpoint lonely.csv --resume >/dev/null 2>"$tmp/err" &
waiting=$!
sleep 1
kill -INT "$waiting"
for _ in $(seq 100); do kill -0 "$waiting" 2>/dev/null || break; sleep 0.1; done
kill -0 "$waiting" 2>/dev/null && { fail "--resume from a FIFO ignored Ctrl-C"; kill -KILL "$waiting"; }
wait "$waiting" 2>/dev/null
contains "$tmp/err" "the other end of the FIFO" "--resume from a FIFO, Ctrl-C"
# A FIFO whose writer comes in time is read as a file.
(sleep 1; cat "$board" >lonely.txt) &
expect 0 "solve with a FIFO fed in time" -- timeout 30 "$bin/puzzlebox-solve" lonely.txt --time-limit 20
wait
contains "$tmp/out" "11 moves" "solve with a FIFO fed in time"

# --- planted links at the old predictable temporary names ---
echo "precious" >victim
mkdir -p o
ln -s "$tmp/victim" o/boards.csv.tmp
ln -s "$tmp/victim" report.csv.tmp
ln -s "$tmp/victim" pic.svg.tmp
expect 0 "gen --out with planted links" -- "$bin/puzzlebox-gen" jump --size 5x5 --count 2 --seed 1 --out o
expect 0 "analyze --csv with a planted link" -- "$bin/puzzlebox-analyze" "$board" --csv report.csv
expect 0 "solve --svg with a planted link" -- "$bin/puzzlebox-solve" "$board" --svg pic.svg
[ "$(cat victim)" = precious ] || fail "a planted link's target was written"
for f in o/boards.csv report.csv pic.svg; do
    [ -f "$f" ] && [ ! -L "$f" ] || fail "$f is not a regular file"
done
ls -A | grep -q '^\..*\.tmp$' && fail "a temporary was left behind: $(ls -A)"
ls -A o | grep -q '^\.' && fail "a hidden file was left in o: $(ls -A o)"

# --- a full file system (RLIMIT_FSIZE, SIGXFSZ ignored: writes fail with EFBIG) ---
cp report.csv report.good
cp o/jump-5x5-s1-000.txt board.good
expect 2 "analyze --csv on a full disk" -- bash -c "trap '' XFSZ; ulimit -f 0; exec '$bin/puzzlebox-analyze' '$board' --csv report.csv"
cmp -s report.csv report.good || fail "a failed --csv write changed report.csv"
expect 2 "gen --out on a full disk" -- bash -c "trap '' XFSZ; ulimit -f 0; exec '$bin/puzzlebox-gen' jump --size 9x9 --count 3 --seed 1 --out o"
cmp -s o/jump-5x5-s1-000.txt board.good || fail "a failed gen --out changed an earlier board"
contains o/MANIFEST "boards 2 of 2" "a failed gen --out changed the earlier run's MANIFEST"
ls -A o | grep -q '^\.' && fail "a failed gen --out left hidden files: $(ls -A o)"

# --- special files are written to, not replaced ---
mkfifo pipe
timeout 30 cat pipe >from-pipe &
expect 0 "analyze --csv FIFO" -- "$bin/puzzlebox-analyze" "$board" --csv pipe
wait $!
[ -p pipe ] || fail "--csv FIFO replaced the FIFO"
contains from-pipe "shortest_moves" "--csv FIFO"

# --- gen --out publishes a set: MANIFEST last, listing exactly the files ---
expect 0 "gen --out" -- "$bin/puzzlebox-gen" jump --size 5x5 --count 3 --seed 2 --out set --svg
contains set/MANIFEST "status complete" "gen --out MANIFEST"
listed=$(grep '^file ' set/MANIFEST | cut -c6- | sort | tr '\n' ' ')
present=$(ls set | grep -v MANIFEST | sort | tr '\n' ' ')
[ "$listed" = "$present" ] || fail "MANIFEST lists '$listed', the folder holds '$present'"

# --- a newline in an argument stays out of the board's comment lines ---
expect 0 "gen with a newline in --out" -- "$bin/puzzlebox-gen" jump --size 5x5 --count 1 --seed 3 --out $'nl\nout'
expect 0 "the board of that run reads back" -- "$bin/puzzlebox-solve" $'nl\nout'/jump-5x5-s3-000.txt

# --- a stop signal: the run ends 128+2, what it made written and marked ---
"$bin/puzzlebox-gen" jump --size 7x7 --count 100000 --seed 4 --out stopped >/dev/null 2>stop-err &
pid=$!
for _ in $(seq 50); do [ -n "$(ls -A stopped 2>/dev/null)" ] && break; sleep 0.1; done
sleep 0.5
kill -INT $pid
wait $pid
code=$?
[ "$code" = 130 ] || fail "gen stopped by SIGINT: exit $code, expected 130"
contains stopped/MANIFEST "status incomplete" "gen stopped by SIGINT"
contains stop-err "stopping" "gen stopped by SIGINT"
listed=$(grep -c '^file .*\.txt$' stopped/MANIFEST)
present=$(ls stopped | grep -c '\.txt$')
[ "$listed" = "$present" ] || fail "after SIGINT MANIFEST lists $listed boards, the folder holds $present"
ls -A stopped | grep -q '^\.' && fail "SIGINT left hidden files: $(ls -A stopped)"

# A search stopped by SIGTERM prints its partial result and ends 128+15.
"$bin/puzzlebox-solve" "$src/data/rotate/reversed-4x4.txt" --pattern-cache '' >term-out 2>term-err &
pid=$!
sleep 1
kill -TERM $pid
wait $pid
code=$?
[ "$code" = 143 ] || fail "solve stopped by SIGTERM: exit $code, expected 143 ($(head -c 300 term-err))"
contains term-out "interrupted" "solve stopped by SIGTERM marks its output"

# --- inputs: streamed, refused at the first bad line, bounded messages ---
printf '\xef\xbb\xbf' >bom.txt
cat "$board" >>bom.txt
expect 0 "a board with a UTF-8 byte order mark" -- "$bin/puzzlebox-solve" bom.txt
expect 2 "a directory as a board" -- "$bin/puzzlebox-solve" "$src/data"
contains "$tmp/err" "is a directory" "a directory as a board"
expect 2 "/dev/zero as a board" -- timeout 60 "$bin/puzzlebox-solve" /dev/zero
contains "$tmp/err" "0x00" "/dev/zero as a board"
{ sed -n 7,9p "$board"; printf 'goal %*s\n' 100000 x; } >long.txt
expect 2 "a long bad line" -- "$bin/puzzlebox-solve" long.txt
[ "$(wc -c <"$tmp/err")" -lt 400 ] || fail "the error message echoes the whole long line ($(wc -c <"$tmp/err") bytes)"
sed 's/^ 2 -2  4 -1  3$/ 2 +-2  4 -1  3/' "$board" >plusminus.txt
expect 2 "+-2 in a grid" -- "$bin/puzzlebox-solve" plusminus.txt
grep -v '^size' "$board" >nosize.txt
expect 2 "a board without size" -- "$bin/puzzlebox-solve" nosize.txt
contains "$tmp/err" "no 'size HxW' line" "a board without size"
# A pipe that never ends after a bad line 3: refused at line 3, not after reading it all.
mkfifo endless
( sed -n 7,8p "$board"; echo "bogus line"; exec sleep 60 ) >endless &
feeder=$!
expect 2 "a bad line in an endless stream" -- timeout 30 "$bin/puzzlebox-solve" endless
contains "$tmp/err" "endless:3" "a bad line in an endless stream"
kill $feeder 2>/dev/null
if [ "$(id -u)" != 0 ]; then
    cp "$board" locked.txt && chmod 000 locked.txt
    expect 2 "an unreadable board" -- "$bin/puzzlebox-solve" locked.txt
    contains "$tmp/err" "Permission denied" "an unreadable board"
fi

# --- a publish that cannot finish changes nothing: boards.csv's name taken by a directory ---
rm -rf pub
"$bin/puzzlebox-gen" jump --size 5x5 --count 3 --seed 1 --out pub >/dev/null || fail "gen --out pub"
rm pub/boards.csv
mkdir pub/boards.csv
cp pub/MANIFEST manifest.before
ls pub >listing.before
expect 2 "gen --out with boards.csv a directory" -- "$bin/puzzlebox-gen" jump --size 5x5 --count 3 --seed 9 --out pub
contains "$tmp/err" "boards.csv: it is a directory" "gen --out with boards.csv a directory"
cmp -s pub/MANIFEST manifest.before || fail "a failed publish changed MANIFEST"
ls pub | cmp -s - listing.before || fail "a failed publish moved files in: $(ls pub)"
ls -A pub | grep -q '^\.' && fail "a failed publish left hidden files: $(ls -A pub)"

# --- a second signal removes the staging directory with the files staged in it ---
for pause in 0.4 0.6 0.8; do
    rm -rf twice
    "$bin/puzzlebox-gen" jump --count 1000000 --out twice >/dev/null 2>&1 &
    pid=$!
    sleep "$pause"
    kill -INT "$pid"
    sleep 0.002
    kill -INT "$pid" 2>/dev/null
    wait "$pid"
    ls -A twice 2>/dev/null | grep -q 'puzzlebox-staging' && fail "a second signal left a staging directory (pause $pause)"
done

# --- a board cut short by a stop is labelled so; a rotate board a stop left uncertified is not written ---
rm -rf cs
expect 3 "gen jump cut short by --time-limit" -- "$bin/puzzlebox-gen" jump --size 7x7 --maximize moves --restarts 100000 --time-limit 1 --out cs
contains cs/MANIFEST "status incomplete" "a cut-short board's MANIFEST"
contains cs/jump-7x7-s1-000.txt "# cut short by a stop" "a cut-short board's description"
partial=$(python3 -c 'import csv, sys; print(list(csv.DictReader(open(sys.argv[1])))[0]["partial"])' cs/boards.csv)
[ "$partial" = board ] || fail "a cut-short board's boards.csv row: partial is '$partial', not 'board'"
rm -rf rd2
expect 3 "gen rotate 4x4 stopped while certifying" -- "$bin/puzzlebox-gen" rotate --size 4x4 --pattern-states 5 --time-limit 3 --out rd2
lacks "$tmp/err" "internal error" "gen rotate 4x4 stopped while certifying"
contains rd2/MANIFEST "boards 0 of 1" "gen rotate 4x4 stopped while certifying"

# --- SIGINT at any moment of a long run: no crash, exit 130 ---
for pause in 0.2 0.3 0.45 0.6 0.75 0.9 1.1 1.3; do
    "$bin/puzzlebox-gen" jump --count 1000000 --format id >/dev/null 2>"$tmp/int-err" &
    pid=$!
    sleep "$pause"
    kill -INT "$pid"
    wait "$pid"
    code=$?
    [ "$code" = 130 ] || fail "SIGINT after $pause s: exit $code ($(head -c 200 "$tmp/int-err"))"
    lacks "$tmp/int-err" "range_check" "SIGINT after $pause s"
done

finish safe_write
