#!/usr/bin/env bash
# The rotate pattern cache: only regular files are read or written (a planted
# link or FIFO is replaced, never written through nor waited on), and an
# entry is bound to everything its table depends on (an edited header or
# another turn set's table is refused and rebuilt, so answers stay optimal).
# usage: pattern_cache_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1
export XDG_CACHE_HOME=$tmp/C
cache=$XDG_CACHE_HOME/puzzlebox
cw=$cache/rotate-3x4-block2-cw-homes-0-1-2-3-4-5.pdb
both=$cache/rotate-3x4-block2-both-homes-0-1-2-3-4-5.pdb
# The issue's board: puzzlebox-gen rotate --size 3x4 --depth 12 --seed 3 (certified 12 moves by the 12! table)
printf 'puzzle rotate\nsize 3x4\nblock 2\nturns cw\ngrid\n6 3 11 12\n4 1 7 8\n10 2 5 9\n' >r34.txt
mkdir -p "$cache"

# --- a link to a file we own, and a FIFO: neither written through nor waited on ---
echo precious >victim
ln -s "$tmp/victim" "$cw"
expect 0 "solve with a planted link in the cache" -- "$bin/puzzlebox-solve" r34.txt
contains "$tmp/out" "optimal solution, 12 moves" "solve with a planted link"
contains "$tmp/err" "symbolic link" "the warning names the link"
[ "$(cat victim)" = precious ] || fail "the cache wrote through a planted link"
[ -f "$cw" ] && [ ! -L "$cw" ] || fail "the planted link was not replaced by a regular file"
rm -f "$cw"
mkfifo "$cw"
expect 0 "solve with a FIFO in the cache" -- timeout 20 "$bin/puzzlebox-solve" r34.txt --time-limit 10
contains "$tmp/err" "not a regular file" "the warning names the FIFO"
[ -f "$cw" ] && [ ! -p "$cw" ] || fail "the FIFO was not replaced by a regular file"
expect 0 "solve from the cache" -- "$bin/puzzlebox-solve" r34.txt --progress
contains "$tmp/err" "loaded from" "a regular cache entry is used"

# --- the cw table under the 'both' name, its header edited to say 'both' ---
sed 's/^turns cw$/turns both/' r34.txt >both.txt
expect 0 "solve both (true optimum)" -- "$bin/puzzlebox-solve" both.txt --pattern-cache ''
optimum=$(grep -o 'optimal solution, [0-9]* moves' "$tmp/out")
[ -n "$optimum" ] || fail "no optimum for the both board"
python3 - "$cw" "$both" <<'PY'
import sys
data = open(sys.argv[1], 'rb').read()
open(sys.argv[2], 'wb').write(data.replace(b'turns cw', b'turns both', 1))
PY
expect 0 "solve both with an edited cache entry" -- "$bin/puzzlebox-solve" both.txt
contains "$tmp/out" "$optimum" "an edited cache entry changed the optimum"
contains "$tmp/err" "is not used" "an edited cache entry was trusted"
# The same with the whole header of a true 'both' entry over the cw table.
python3 - "$cw" "$both" <<'PY'
import sys
cw = open(sys.argv[1], 'rb').read()
both = open(sys.argv[2], 'rb').read()
head = lambda d: d[:d.index(b'\nlayers ') + 1]
open(sys.argv[2], 'wb').write(head(both) + cw[len(head(cw)):])
PY
expect 0 "solve both with the cw table under a both header" -- "$bin/puzzlebox-solve" both.txt
contains "$tmp/out" "$optimum" "the cw table under a both header changed the optimum"
contains "$tmp/err" "is not used" "the cw table under a both header was trusted"

finish pattern-cache
