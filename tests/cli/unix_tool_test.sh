#!/usr/bin/env bash
# The tools as Unix tools: '-' for standard input and output, streams of
# boards from puzzlebox-gen read by solve and analyze one after another,
# board IDs wherever a board file goes, JSON Lines checked field by field
# against the CSV of the same run, --version.
# usage: unix_tool_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
gen=$bin/puzzlebox-gen solve=$bin/puzzlebox-solve analyze=$bin/puzzlebox-analyze

for tool in "$gen" "$solve" "$analyze"; do
    expect 0 "$(basename "$tool") --version" -- "$tool" --version
    grep -qE "^$(basename "$tool") \(puzzlebox\) [0-9]+\.[0-9]+\.[0-9]+$" <(head -1 "$tmp/out") || fail "$(basename "$tool") --version: $(head -1 "$tmp/out")"
done

# gen | solve - and gen | analyze -: one result per board, in order, equal
# to solving the same boards one file at a time.
for family in $(family_list "$src"); do
    "$gen" $family --count 3 --seed 7 >"$tmp/stream.txt" 2>/dev/null || fail "gen $family --count 3"
    "$gen" $family --count 3 --seed 7 --out "$tmp/$family" 2>/dev/null || fail "gen $family --out"
    expect 0 "gen $family | solve - --count" -- bash -c "'$gen' $family --count 3 --seed 7 | '$solve' - --count"
    grep -v '^#' "$tmp/out" | grep -v '^$' >"$tmp/piped"
    : >"$tmp/each"
    for file in "$tmp/$family"/*.txt; do "$solve" "$file" --count | grep -v '^#' >>"$tmp/each"; done
    [ "$(wc -l <"$tmp/piped")" = 3 ] || fail "gen $family | solve -: $(wc -l <"$tmp/piped") results, expected 3"
    cmp -s "$tmp/piped" "$tmp/each" || fail "gen $family | solve -: counts differ from the files': $(paste -d' ' "$tmp/piped" "$tmp/each" | tr '\n' ';')"
    grep -c '^# board [123]: ' "$tmp/out" | grep -qx 3 || fail "gen $family | solve -: each result labelled '# board N'"
    expect 0 "gen $family | analyze -" -- bash -c "'$gen' $family --count 3 --seed 7 | '$analyze' -"
    [ "$(wc -l <"$tmp/out")" = 4 ] || fail "gen $family | analyze -: $(wc -l <"$tmp/out") lines, expected a header and 3 rows"
    # The stream's boards measured as files give the same rows (the file column aside).
    "$analyze" "$tmp/$family"/*.txt | cut -d, -f2- >"$tmp/rows-files"
    cut -d, -f2- "$tmp/out" >"$tmp/rows-stream"
    cmp -s "$tmp/rows-files" "$tmp/rows-stream" || fail "gen $family | analyze -: rows differ from the files'"
    # gen --format json against the same run's boards.csv, field by field.
    "$gen" $family --count 3 --seed 7 --format json >"$tmp/gen.jsonl" 2>/dev/null
    python3 "$src/tests/cli/json_matches_csv.py" "$tmp/$family/boards.csv" "$tmp/gen.jsonl" --ignore seconds --ignore generate_seconds >"$tmp/cmp" || fail "gen $family --format json vs boards.csv: $(cat "$tmp/cmp")"
    # analyze --format json against --format csv.
    "$analyze" "$tmp/stream.txt" --format json >"$tmp/analyze.jsonl"
    "$analyze" "$tmp/stream.txt" >"$tmp/analyze.csv"
    python3 "$src/tests/cli/json_matches_csv.py" "$tmp/analyze.csv" "$tmp/analyze.jsonl" >"$tmp/cmp" || fail "analyze $family json vs csv: $(cat "$tmp/cmp")"
    # Board IDs: gen --format id, solved as IDs, give the same counts.
    "$gen" $family --count 3 --seed 7 --format id >"$tmp/ids" 2>/dev/null
    [ "$(wc -l <"$tmp/ids")" = 3 ] || fail "gen $family --format id: $(wc -l <"$tmp/ids") lines"
    : >"$tmp/by-id"
    while read -r id; do "$solve" "$id" --count | grep -v '^#' >>"$tmp/by-id"; done <"$tmp/ids"
    cmp -s "$tmp/by-id" "$tmp/each" || fail "gen $family --format id: solving the IDs gives other counts"
    python3 - "$tmp/gen.jsonl" "$tmp/ids" <<'PY' || fail "gen $family: the JSON's id fields are not the --format id lines"
import json, sys
ids = [json.loads(line)["id"] for line in open(sys.argv[1])]
sys.exit(0 if ids == open(sys.argv[2]).read().split() else 1)
PY
done

# solve --format json against --format csv, every solution, field by field.
# Each family's smallest board in data/; --all where the family offers it
# (flip refuses it, exit 2: a solution is a set of presses).
for family in $(family_list "$src"); do
    board=$(ls -S -r "$src/data/$family"/*.txt 2>/dev/null | head -1)
    if [ -z "$board" ]; then  # a family with no boards in data/: one of its own making
        board=$tmp/$family-made.txt
        "$gen" $family --count 1 --seed 1 >"$board" 2>/dev/null || fail "gen $family: no board for the JSON checks"
    fi
    all=--all
    "$solve" "$board" --all --format csv >/dev/null 2>&1 || [ $? != 2 ] || all=
    "$solve" "$board" $all --format csv >"$tmp/solve.csv" 2>/dev/null
    "$solve" "$board" $all --format json >"$tmp/solve.jsonl" 2>/dev/null
    python3 "$src/tests/cli/json_matches_csv.py" "$tmp/solve.csv" "$tmp/solve.jsonl" --nested solutions >"$tmp/cmp" || fail "solve $board json vs csv: $(cat "$tmp/cmp")"
done
# The Mystery Box's JSON: the post's five 10-move solutions.
"$solve" "$src/data/rotate/mystery-box.txt" --all --format json >"$tmp/box.json"
python3 - "$tmp/box.json" <<'PY' || fail "solve mystery-box --format json: fields"
import json, sys
box = json.loads(open(sys.argv[1]).read())
ok = (box["family"] == "rotate" and box["status"] == "solved" and box["exit"] == 0 and box["count"] == 5
      and len(box["solutions"]) == 5 and all(s["moves"] == 10 for s in box["solutions"]))
sys.exit(0 if ok else 1)
PY
# An ID of a data/ board solves as the file does (the board's name aside).
id=$("$analyze" "$src/data/jump/schoenbrunn-2015.txt" --format id)
[ "$id" = "jump:size=5x5:start=4,2:goal=2,2:target=0:grid/2,-2,4,-1,3/-3,3,-1,3,-2/1,-2,0,-2,3/-3,2,-3,2,-4/4,-2,1,-3,2" ] || fail "analyze --format id: $id"
"$solve" "$src/data/jump/schoenbrunn-2015.txt" --mode expert | tail -n +2 >"$tmp/file-solve"
"$solve" "$id" --mode expert | tail -n +2 >"$tmp/id-solve"
cmp -s "$tmp/file-solve" "$tmp/id-solve" || fail "solve ID: differs from solving the file"
expect 2 "a malformed ID" -- "$solve" "jump:size=5x5:grid//"
contains "$tmp/err" "board ID" "a malformed ID"

# A stream with a bad second board: the first board's result, then exit 2 naming the line.
{ "$gen" flip --count 1; printf 'puzzle flip\nsize 2x2\npattern cross\ngrid\n1 0\n1 2\n'; } >"$tmp/bad-stream"
expect 2 "a bad second board" -- bash -c "'$solve' - --count <'$tmp/bad-stream'"
contains "$tmp/out" "# board 1: <stdin>" "a bad second board: the first result"
contains "$tmp/err" "<stdin>:" "a bad second board: the line"

# '-' for pictures: the SVG is the output.
expect 0 "solve --svg -" -- "$solve" "$src/data/rotate/mystery-box.txt" --svg - --solution
head -c 5 "$tmp/out" | grep -qF '<?xml' || fail "solve --svg -: not an SVG on stdout"
lacks "$tmp/out" "board:" "solve --svg -: the text result is not mixed in"
expect 0 "gen --svg -" -- "$gen" jump --svg -
head -c 5 "$tmp/out" | grep -qF '<?xml' || fail "gen --svg -: not an SVG on stdout"
expect 0 "gen --sheet -" -- "$gen" flip --count 4 --sheet -
grep -c '<svg' "$tmp/out" | grep -qx 1 || fail "gen --sheet -: one sheet on stdout"
expect 2 "gen --svg - --sheet -" -- "$gen" flip --svg - --sheet -
expect 0 "analyze --csv -" -- "$analyze" "$src/data/flip/gold-bars-random.txt" --csv -
contains "$tmp/out" "gold-bars-random" "analyze --csv -"

# docs/json.md names every key the tools write (a family's own, or its
# folder's README.md: the template's way).
for family in $(family_list "$src"); do
    for file in "$tmp/$family/boards.csv"; do
        for key in $(head -1 "$file" | tr ',' ' '); do
            cat "$src/docs/json.md" "$src/families/$family/README.md" 2>/dev/null | grep -q "\`$key\`" \
                || fail "docs/json.md (or families/$family/README.md) lacks $family's key '$key'"
        done
    done
done
for key in $(python3 -c 'import json,sys; print(" ".join(json.loads(open(sys.argv[1]).read()).keys()))' "$tmp/box.json"); do
    grep -q "\`$key\`" "$src/docs/json.md" || fail "docs/json.md lacks solve's key '$key'"
done

# Progress: on stderr with --progress (rate, share done), never in the data;
# --quiet silences it; piped without --progress, none.
"$analyze" rotate --space 2x5 --progress >"$tmp/space.csv" 2>"$tmp/space.err" || fail "analyze rotate --progress"
contains "$tmp/space.err" "arrangements (" "analyze rotate --progress: the share of the space"
contains "$tmp/space.err" "/s" "analyze rotate --progress: the rate"
"$analyze" rotate --space 2x5 >"$tmp/space-quiet.csv" 2>"$tmp/space-quiet.err"
cmp -s <(cut -d, -f1-11 "$tmp/space.csv") <(cut -d, -f1-11 "$tmp/space-quiet.csv") || fail "--progress changed the data on stdout"
[ -s "$tmp/space-quiet.err" ] && fail "analyze piped without --progress wrote to stderr: $(head -2 "$tmp/space-quiet.err")"
"$analyze" rotate --space 2x5 --progress --quiet >/dev/null 2>"$tmp/space-q.err"
[ -s "$tmp/space-q.err" ] && fail "--quiet did not silence progress"
"$gen" jump --size 5x5 --unique --maximize moves --start any --restarts 40 --iterations 60000 --threads 1 --progress >/dev/null 2>"$tmp/gen.err"
contains "$tmp/gen.err" "restarts (" "gen --progress: restarts done"
contains "$tmp/gen.err" "left" "gen --progress: time left"

finish unix-tool
