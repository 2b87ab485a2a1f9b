#!/usr/bin/env bash
# Text from outside (file names, --title, CSV fields) goes into SVG, HTML and
# CSV through one escaping function per format: pictures stay valid XML
# whatever the bytes, report pages show CSV fields as text, never markup,
# and CSV text cells a spreadsheet would evaluate start with '.
# usage: escaping_test.sh BIN_DIR SOURCE_DIR
set -u
bin=$1
src=$2
source "$(dirname "$0")/lib.sh"
cd "$tmp" || exit 1

# --- invalid UTF-8 and U+FFFE in a file name and --title: valid SVG and HTML ---
bad=$(printf 'bad\xff\xef\xbf\xbename.txt')
cp "$src/data/jump/schoenbrunn-2015.txt" "$bad"
title=$(printf 'T\xc3\x28 \xef\xbf\xbf')
expect 0 "solve --svg with invalid UTF-8" -- "$bin/puzzlebox-solve" "$bad" --svg o.svg --title "$title"
xmllint --noout o.svg 2>/dev/null || fail "an SVG with invalid UTF-8 in its name and title is not valid XML"
expect 0 "solve --svg with invalid UTF-8, no title" -- "$bin/puzzlebox-solve" "$bad" --svg p.svg
xmllint --noout p.svg 2>/dev/null || fail "an SVG with invalid UTF-8 in its file name is not valid XML"
expect 0 "solve --svg PDF with invalid UTF-8" -- "$bin/puzzlebox-solve" "$bad" --svg o.pdf --title "$title"
expect 0 "gen --sheet with invalid UTF-8" -- "$bin/puzzlebox-gen" jump --count 2 --sheet s.svg --title "$title"
xmllint --noout s.svg 2>/dev/null || fail "a sheet with an invalid UTF-8 title is not valid XML"
expect 0 "solve --html with invalid UTF-8" -- "$bin/puzzlebox-solve" "$bad" --html o.html --title "$title"
xmllint --html --noout o.html 2>/dev/null || fail "a play page with an invalid UTF-8 title does not parse"

# --- CSV formula injection: a board file named =2+5 ---
cp "$src/data/jump/schoenbrunn-2015.txt" "=2+5"
expect 0 "analyze =2+5" -- "$bin/puzzlebox-analyze" "=2+5"
grep -q "^'=2+5," "$tmp/out" || fail "analyze: the file name =2+5 is not neutralised: $(sed -n 2p "$tmp/out")"
expect 0 "solve --count --shard 0/2 =2+5" -- sh -c "'$bin/puzzlebox-solve' '=2+5' --count --format csv --shard 0/2 >part0.csv"
expect 0 "solve --count --shard 1/2 =2+5" -- sh -c "'$bin/puzzlebox-solve' '=2+5' --count --format csv --shard 1/2 >part1.csv"
expect 0 "merge =2+5" -- "$bin/puzzlebox-analyze" merge part0.csv part1.csv
grep -q "^1,'=2+5," "$tmp/out" || fail "merge: the file name =2+5 is not neutralised: $(sed -n 2p "$tmp/out")"
# Numbers stay numbers: the expert board's negative values and sums.
expect 0 "analyze an expert board" -- "$bin/puzzlebox-analyze" "$src/data/jump/expert/jump-5x5-unique-expert.txt"
grep -q ",'-" "$tmp/out" && fail "analyze: a number was neutralised: $(cat "$tmp/out")"

# --- the report page shows CSV fields as text ---
mkdir reports
cp "$src/reports/hexagon-existence.csv" reports/
awk -F, 'BEGIN { OFS = "," } NR == 3 { $4 = "open"; $7 = "<img src=x onerror=alert(1)>" } { print }' \
    "$src/reports/hexagon-existence.csv" >reports/hexagon-existence.csv
bash "$src/reports/index_page.sh" reports || fail "index_page.sh"
grep -q '<img src=x' reports/index.html && fail "a CSV field went into index.html as markup"
grep -qF '&lt;img src=x onerror=alert(1)&gt;' reports/index.html || fail "the CSV field is not shown as text in index.html"

finish escaping
