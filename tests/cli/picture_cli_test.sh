#!/usr/bin/env bash
# End-to-end checks of the pictures: every family's board and solution SVG,
# from puzzlebox-solve and puzzlebox-gen (--svg, --out --svg, --sheet), is
# valid XML to a real parser (xmllint) and renders (rsvg-convert); the arrows
# of a jump picture, mapped back to the cells under them, visit the solver's
# path; text stays text; bad options exit 2 and write nothing.
# usage: picture_cli_test.sh PUZZLEBOX_SOLVE PUZZLEBOX_GEN SOURCE_DIR
set -u
solve=$1
gen=$2
data=$3/data
source "$(dirname "$0")/lib.sh"

for tool in xmllint rsvg-convert; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (make deps installs it)"; exit 1; }
done

# valid FILE: parses as XML, has the SVG root with mm sizes, and renders to a PNG.
valid() {
    xmllint --noout "$1" 2>"$tmp/xmllint.err" || { fail "$1 is not valid XML: $(head -n 3 "$tmp/xmllint.err")"; return; }
    [ "$(xmllint --xpath "name(/*)" "$1")" = svg ] || fail "$1: the root is not <svg>"
    xmllint --xpath "string(/*/@width)" "$1" | grep -Eq '^[0-9.]+mm$' || fail "$1: the width is not in mm"
    rsvg-convert "$1" -o "$tmp/render.png" 2>"$tmp/rsvg.err" || fail "$1 does not render: $(head -n 3 "$tmp/rsvg.err")"
    [ -s "$tmp/render.png" ] || fail "$1 rendered an empty PNG"
}

# attribute FILE XPATH: the values of the attributes the path selects, one a line.
attribute() { xmllint --xpath "$2" "$1" 2>/dev/null | grep -o '"[^"]*"' | tr -d '"'; }

# drawn_path FILE: the cells under the jump arrows, start to goal, as "r,c r,c ..".
drawn_path() {
    paste -d ' ' <(attribute "$1" "//*[@class='jump-cell']/@data-cell") \
        <(attribute "$1" "//*[@class='jump-cell']/*[local-name()='rect']/@x") \
        <(attribute "$1" "//*[@class='jump-cell']/*[local-name()='rect']/@y") \
        <(attribute "$1" "//*[@class='jump-cell']/*[local-name()='rect']/@width") \
        <(attribute "$1" "//*[@class='jump-cell']/*[local-name()='rect']/@height") >"$tmp/cells"
    paste -d ' ' <(attribute "$1" "//*[@class='jump-move']/@data-x1") <(attribute "$1" "//*[@class='jump-move']/@data-y1") \
        <(attribute "$1" "//*[@class='jump-move']/@data-x2") <(attribute "$1" "//*[@class='jump-move']/@data-y2") >"$tmp/arrows"
    awk 'function at(x, y,   i) { for (i = 1; i <= n; ++i) if (x > X[i] && x < X[i] + W[i] && y > Y[i] && y < Y[i] + H[i]) return C[i]; return "?" }
         NR == FNR { ++n; C[n] = $1; X[n] = $2; Y[n] = $3; W[n] = $4; H[n] = $5; next }
         { from = at($1, $2); to = at($3, $4)
           if (FNR == 1) path = from; else if (from != last) path = path " (broken)"
           path = path " " to; last = to }
         END { print path }' "$tmp/cells" "$tmp/arrows"
}

# solved_path BOARD [options]: the solver's first path, "r,c r,c ..".
solved_path() { "$solve" "$@" --format csv | sed -n 2p | sed 's/.*"\(.*\)".*/\1/'; }

# puzzlebox-solve: every family, board alone and with its solution.
for board in jump/schoenbrunn-2015 jump/schoenbrunn-2023 rotate/mystery-box rotate/colours-2x4 rotate/twiddle-3x3-both \
    flip/gold-bars-random flip/lights-out-5x5-torus-all-lit flip/lights-out-5x5-one-corner hexagon/aristotle hexagon/order4-corners; do
    name=$(basename "$board")
    "$solve" "$data/$board.txt" --svg "$tmp/$name.svg" >/dev/null
    status=$?
    [ $status = 0 ] || [ $status = 1 ] || fail "$board --svg: exit $status"
    valid "$tmp/$name.svg"
    "$solve" "$data/$board.txt" --svg "$tmp/$name-solution.svg" --solution >/dev/null
    valid "$tmp/$name-solution.svg"
done

# The drawn jump path is the solver's, cell by cell (normal and expert mode).
for board in schoenbrunn-2015 schoenbrunn-2023; do
    expected=$(solved_path "$data/jump/$board.txt")
    [ -n "$expected" ] || fail "$board: no path from the solver"
    drawn=$(drawn_path "$tmp/$board-solution.svg")
    [ "$drawn" = "$expected" ] || fail "$board: drawn path '$drawn', solver's '$expected'"
    "$solve" "$data/jump/$board.txt" --mode expert --svg "$tmp/$board-expert.svg" --solution >/dev/null
    [ "$(drawn_path "$tmp/$board-expert.svg")" = "$(solved_path "$data/jump/$board.txt" --mode expert)" ] \
        || fail "$board: drawn expert path is not the solver's"
    [ -z "$(attribute "$tmp/$board.svg" "//*[@class='jump-move']/@data-x1")" ] || fail "$board: arrows drawn without --solution"
done
# The seed's figures: the 2015 maze's sum-zero path has 15 tiles (14 arrows), its shortest 12 (11 arrows).
[ "$(attribute "$tmp/schoenbrunn-2015-expert.svg" "//*[@class='jump-move']/@data-x1" | wc -l)" = 14 ] \
    || fail "schoenbrunn-2015 expert: expected 14 arrows"
[ "$(attribute "$tmp/schoenbrunn-2015-solution.svg" "//*[@class='jump-move']/@data-x1" | wc -l)" = 11 ] \
    || fail "schoenbrunn-2015: expected 11 arrows"

# Text stays text: the values and the hexagon's line sum are <text>.
xmllint --xpath "//*[local-name()='text'][@class='hexagon-sum']/text()" "$tmp/aristotle-solution.svg" | grep -q '= 38$' \
    || fail "aristotle: the top row's sum is not written as text ending '= 38'"
[ "$(attribute "$tmp/aristotle-solution.svg" "//*[@class='hexagon-cell']/@data-cell" | wc -l)" = 19 ] || fail "aristotle: 19 cells"
# Flip: as many ringed cells as the solver's presses; rotate: a frame per move.
presses=$("$solve" "$data/flip/gold-bars-random.txt" --format csv | sed -n 2p | cut -d, -f2)
[ "$(attribute "$tmp/gold-bars-random-solution.svg" "//*[@class='flip-cell flip-press']/@data-cell" | wc -l)" = "$presses" ] \
    || fail "gold-bars-random: ringed cells are not the $presses presses"
# The seed's 10-move solution: its moves listed, and the board after moves 3, 5 and 8.
[ "$(attribute "$tmp/mystery-box-solution.svg" "//*[@class='rotate-frame']/@data-move" | tr '\n' ' ')" = "3 5 8 " ] \
    || fail "mystery-box: expected frames after moves 3, 5 and 8 of the seed's 10"
grep -q '>Q2 Q4 Q3 Q4 Q1 Q3 Q1 Q3 Q2 Q3<' "$tmp/mystery-box-solution.svg" \
    || fail "mystery-box: the 10 moves are not listed"
[ "$(attribute "$tmp/mystery-box.svg" "//*[@class='rotate-button']/@data-block" | tr '\n' ' ')" = "Q1 Q2 Q3 Q4 " ] \
    || fail "mystery-box: expected buttons Q1..Q4"

# puzzlebox-gen: one board, a picture per board, and sheets, for every family.
for family in $(family_list "$data/.."); do  # each family's default board
    name=$family
    $gen $family --svg "$tmp/gen-$name.svg" --solution >/dev/null || fail "gen $family --svg: exit $?"
    valid "$tmp/gen-$name.svg"
    $gen $family --count 2 --out "$tmp/out-$name" --svg >/dev/null || fail "gen $family --out --svg: exit $?"
    [ "$(ls "$tmp/out-$name"/*.svg | wc -l)" = 2 ] || fail "gen $family --out --svg: expected 2 pictures"
    for picture in "$tmp/out-$name"/*.svg; do valid "$picture"; done
    $gen $family --count 6 --sheet "$tmp/sheet-$name.svg" >/dev/null || fail "gen $family --sheet: exit $?"
    valid "$tmp/sheet-$name.svg"
    valid "$tmp/sheet-$name-solutions.svg"
    [ "$(xmllint --xpath "string(/*/@width)" "$tmp/sheet-$name.svg")" = 210mm ] || fail "sheet-$name: not A4 wide"
    [ "$(attribute "$tmp/sheet-$name.svg" "//*[@class='sheet-item']/*[local-name()='text']/@class" | wc -l)" = 6 ] \
        || fail "sheet-$name: expected 6 captioned boards"
done
# The generated board's picture shows its solution: the gen'd board, solved, gives the same path.
"$gen" jump --size 6x6 --seed 5 --svg "$tmp/gen5.svg" --solution >"$tmp/gen5.txt"
[ "$(drawn_path "$tmp/gen5.svg")" = "$(solved_path "$tmp/gen5.txt")" ] || fail "gen jump --svg --solution: drawn path is not the solver's"

# Bad options exit 2 and write nothing.
expect_usage() {
    rm -f "$tmp/nothing.svg" "$tmp/nothing-solutions.svg"
    "$@" >/dev/null 2>"$tmp/err"
    [ $? = 2 ] || fail "$*: expected exit 2"
    [ ! -e "$tmp/nothing.svg" ] || fail "$*: wrote a picture"
    [ -s "$tmp/err" ] || fail "$*: no message"
}
expect_usage "$solve" "$data/jump/schoenbrunn-2015.txt" --solution
expect_usage "$solve" "$data/jump/schoenbrunn-2015.txt" --svg "$tmp/nothing.svg" --solution --count
expect_usage "$solve" "$data/jump/schoenbrunn-2015.txt" --svg "$tmp/no/such/dir/x.svg"
expect_usage "$gen" jump --count 2 --svg "$tmp/nothing.svg"
expect_usage "$gen" jump --svg
expect_usage "$gen" jump --solution
expect_usage "$gen" jump --size 60x60 --sheet "$tmp/nothing.svg"
expect_usage "$gen" jump --count 40 --size 9x9 --sheet -
expect_usage "$gen" jump --sheet "$tmp/nothing.svg" --paper a5
expect_usage "$gen" jump --sheet "$tmp/nothing.png"
expect_usage "$gen" jump --size 300x300 --svg "$tmp/nothing.svg"
"$gen" jump --size 60x60 --sheet "$tmp/nothing.svg" 2>&1 | grep -q 'does not fit on an A4 page' \
    || fail "gen --sheet: the message does not say the board does not fit"

# 40 boards spread over pages, each board once, every page A4 (or Letter) with
# the title, the rules and "page k of n"; no local path printed; PDF alike.
mkdir -p "$tmp/forty"
"$gen" jump --count 40 --size 9x9 --sheet "$tmp/forty/sheet.svg" --title "Forty mazes" >/dev/null 2>"$tmp/err" \
    || fail "gen --count 40 --sheet: exit $? ($(head -n 2 "$tmp/err"))"
pages=$(ls "$tmp"/forty/sheet.svg "$tmp"/forty/sheet-[0-9]*.svg 2>/dev/null | wc -l)
[ "$pages" -ge 2 ] || fail "40 9x9 boards: expected several pages, found $pages"
boards=0
for page in "$tmp"/forty/sheet.svg "$tmp"/forty/sheet-[0-9]*.svg; do
    valid "$page"
    [ "$(xmllint --xpath "string(/*/@width)" "$page")" = 210mm ] || fail "$page: not A4 wide"
    boards=$((boards + $(attribute "$page" "//*[@class='sheet-item']/*[local-name()='text']/@class" | wc -l)))
    xmllint --xpath "//*[@class='title']/text()" "$page" | grep -qx 'Forty mazes' || fail "$page: no --title"
    xmllint --xpath "//*[@class='rules']/text()" "$page" | grep -q 'Start on S' || fail "$page: no rules"
    xmllint --xpath "//*[@class='page-number']/text()" "$page" | grep -q "of $pages\$" || fail "$page: no 'page k of $pages'"
    ! grep -q "$tmp" "$page" || fail "$page prints a local path"
done
[ "$boards" = 40 ] || fail "40 boards asked, $boards on the pages"
"$gen" jump --count 40 --size 9x9 --sheet "$tmp/forty/sheet.pdf" --paper letter --no-rules >/dev/null || fail "gen --sheet x.pdf: exit $?"
head -c 5 "$tmp/forty/sheet.pdf" | grep -q '%PDF-' || fail "sheet.pdf is not a PDF"
[ "$(grep -ac '/Type /Page$\|/Type /Page[^s]' "$tmp/forty/sheet.pdf")" = "$pages" ] \
    || fail "sheet.pdf: expected $pages pages, found $(grep -ac '/Type /Page[^s]' "$tmp/forty/sheet.pdf")"
grep -aq 'MediaBox \[ *0 0 612 792 *\]' "$tmp/forty/sheet.pdf" || fail "sheet.pdf --paper letter: no 612 x 792 pt page"
[ -s "$tmp/forty/sheet-solutions.pdf" ] || fail "no sheet-solutions.pdf"
"$gen" jump --count 3 --size 6x6 --sheet "$tmp/letter.svg" --paper letter --no-rules >/dev/null
[ "$(xmllint --xpath "string(/*/@width)" "$tmp/letter.svg")" = 215.9mm ] || fail "--paper letter: not 215.9 mm wide"
[ -z "$(attribute "$tmp/letter.svg" "//*[@class='rules']/@class")" ] || fail "--no-rules: rules printed"

# --html - : the page is the output, in place of the boards or the solution.
"$gen" jump --count 2 --html - >"$tmp/page.html" || fail "gen --html -: exit $?"
head -n 1 "$tmp/page.html" | grep -qx '<!DOCTYPE html>' || fail "gen --html -: not a page"
! grep -q '^puzzle jump' "$tmp/page.html" || fail "gen --html -: the boards were written too"
[ "$(grep -c '<section class="play" id=' "$tmp/page.html")" = 2 ] || fail "gen --html - --count 2: expected 2 boards on the page"
"$solve" "$data/rotate/mystery-box.txt" --html - >"$tmp/page.html" || fail "solve --html -: exit $?"
head -n 1 "$tmp/page.html" | grep -qx '<!DOCTYPE html>' || fail "solve --html -: not a page"
! grep -q '^optimal solution' "$tmp/page.html" || fail "solve --html -: the solution text was written too"
expect_usage "$gen" jump --html - --sheet -
expect_usage "$solve" "$data/jump/schoenbrunn-2015.txt" --html "$tmp/nothing.svg" --svg "$tmp/nothing.svg"

# A single picture is sized by its board, not its title; captions count rows and columns from 1.
width=$(xmllint --xpath "string(/*/@width)" "$tmp/schoenbrunn-2015.svg")
[ "${width%mm}" = 76 ] || fail "schoenbrunn-2015.svg is $width wide, expected 76mm (50 mm board, 60 mm text, margins)"
xmllint --xpath "//*[@class='legend']/text()" "$tmp/schoenbrunn-2015.svg" | tr '\n' ' ' | grep -q 'S start: row 5, col 3' \
    || fail "schoenbrunn-2015: the start is not 'row 5, col 3'"
"$solve" "$data/jump/schoenbrunn-2015.txt" --svg "$tmp/key.pdf" --solution >/dev/null || fail "--svg x.pdf: exit $?"
head -c 5 "$tmp/key.pdf" | grep -q '%PDF-' || fail "--svg key.pdf is not a PDF"
# The answer key: a step number in every landed cell, and the move string the solver's path spells.
[ "$(attribute "$tmp/schoenbrunn-2015-solution.svg" "//*[@class='move-number']/@class" | wc -l)" = 11 ] \
    || fail "schoenbrunn-2015 key: expected 11 step numbers"
letters=$(solved_path "$data/jump/schoenbrunn-2015.txt" | tr ' ' '\n' | awk -F, 'NR > 1 { print ($1 > r) ? "D" : ($1 < r) ? "U" : ($2 > c) ? "R" : "L" } { r = $1; c = $2 }' | tr -d '\n')
xmllint --xpath "//*[@class='jump-moves']/text()" "$tmp/schoenbrunn-2015-solution.svg" | tr -d ' \n' | grep -q "moves:$letters\$" \
    || fail "schoenbrunn-2015 key: the move string is not $letters"
# Lights Out is lamps, the gold bars bars.
[ -n "$(attribute "$tmp/lights-out-5x5-torus-all-lit.svg" "//*[@class='lamp lamp-on']/@class")" ] || fail "Lights Out: no lit lamps"
[ -z "$(attribute "$tmp/lights-out-5x5-torus-all-lit.svg" "//*[@class='bar bar-on']/@class")" ] || fail "Lights Out drawn as bars"
[ -n "$(attribute "$tmp/gold-bars-random.svg" "//*[@class='bar bar-on']/@class")" ] || fail "gold bars: no bars"

finish picture
