#!/usr/bin/env bash
# reports/index.html: the headline answers in one table (God's numbers of
# the rotation puzzles, the hardest jump mazes found, which magic hexagons
# exist), every plot under plots/ shown, previews of the printable sheets
# with their answer keys and play pages, and every CSV report linked (with
# its row count), so the reports can be browsed and printed from a web
# browser. Written to a temporary file and renamed.
# usage: reports/index_page.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
cd "$reports"
page=index.html.tmp
trap 'rm -f "$page"' EXIT
# Text into HTML, written once for the shell and once for awk: the five
# specials as entities (a CSV field is data, never markup).
html() { sed "s/&/\\&amp;/g; s/</\\&lt;/g; s/>/\\&gt;/g; s/\"/\\&quot;/g; s/'/\\&#39;/g"; }
# A file's path as a link: "./" and every byte but letters, digits, "-._~/"
# percent-encoded, so a name is always a relative path (never a scheme such
# as "javascript:") and one link, whatever spaces or quotes it holds.
url() {
    local LC_ALL=C text=$1 out=./ i c hex
    for ((i = 0; i < ${#text}; ++i)); do
        c=${text:i:1}
        case $c in
            [a-zA-Z0-9/._~-]) out+=$c ;;
            *) printf -v hex '%%%02X' "'$c" && out+=${hex: -3} ;;
        esac
    done
    echo "$out"
}
awk_html='function h(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); gsub(/"/, "\\&quot;", s); gsub(/'"'"'/, "\\&#39;", s); return s }'

describe() {
    case $1 in
        rotate-distances) echo "Rotation puzzles: arrangements at each distance from solved, log scale (rotate-spaces/*.csv)" ;;
        jump-hardest) echo "Jump mazes: moves of the hardest boards found per size (jump-hardest.csv)" ;;
        flip-nullity) echo "Flip boards: nullity of the press matrix per square size (flip-plus.csv, flip-cross.csv)" ;;
        *) echo "$1" ;;
    esac
}
{
    cat <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>puzzlebox reports</title>
<style>
body { font-family: "DejaVu Sans", Arial, sans-serif; max-width: 980px; margin: 2em auto; padding: 0 1em; }
figure { margin: 1.5em 0; }
figure img { max-width: 100%; border: 1px solid #ccc; }
ul.csv { columns: 2; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border: 1px solid #999; padding: 0.2em 0.6em; text-align: right; }
th { background: #eee; }
td.words { text-align: left; }
.sheets { display: flex; flex-wrap: wrap; gap: 1em; }
.sheets figure { width: 30%; min-width: 14em; margin: 0; }
.sheets img { width: 100%; border: 1px solid #ccc; }
@media print { h2 { break-before: auto; } figure, table { break-inside: avoid; } a { color: #000; } }
</style>
</head>
<body>
<h1>puzzlebox reports</h1>
<p>Written by <code>make run</code>. The plots are drawn by gnuplot from the committed CSV reports, one script each
(<code>reports/plot_*.sh</code>).</p>
HTML
    # The headline answers.
    echo '<h2>Headline answers</h2>'
    if [ -f rotate-spaces.csv ]; then
        echo "<h3>Rotation puzzles: God's numbers (the most moves any arrangement needs)</h3>"
        echo '<table class="summary" id="god-numbers"><tr><th>board</th><th>block</th><th>arrangements</th><th>clockwise</th><th>either way</th><th>quarter and half</th></tr>'
        # size,block,turns,tiles,states,reachable,god_number,...: one row a shape and kind of tile, a column a turn set.
        tail -n +2 rotate-spaces.csv | awk -F, "$awk_html"'{ key = $1 "," $2 "," $4; if (!(key in seen)) { seen[key] = 1; order[++n] = key; reach[key] = $6 }
                                                 god[key "," $3] = $7 }
            END { for (i = 1; i <= n; ++i) { split(order[i], k, ",")
                    printf "<tr><td>%s%s</td><td>%sx%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", h(k[1]), k[3] == "orientable" ? ", orientable tiles" : "", h(k[2]), h(k[2]), h(reach[order[i]]),
                        h(god[order[i] ",cw"]), h(god[order[i] ",both"]), h(god[order[i] ",half"]) } }'
        echo '</table>'
    fi
    if [ -f jump-hardest.csv ]; then
        echo '<h3>Jump mazes: the hardest boards found (moves of the unique shortest solution)</h3>'
        echo '<table class="summary" id="hardest-mazes"><tr><th>board</th><th>goal in the centre</th><th>goal in a corner</th></tr>'
        # rows,cols,goal,moves,...; the command column is quoted and holds commas, so only the first four are read.
        tail -n +2 jump-hardest.csv | cut -d, -f1-4 | awk -F, "$awk_html"'{ key = $1 "x" $2; if (!(key in seen)) { seen[key] = 1; order[++n] = key } moves[key "," $3] = $4 }
            END { for (i = 1; i <= n; ++i) printf "<tr><td>%s</td><td>%s</td><td>%s</td></tr>\n", h(order[i]), h(moves[order[i] ",centre"]), h(moves[order[i] ",corner"]) }'
        echo '</table>'
    fi
    if [ -f hexagon-existence.csv ]; then
        echo '<h3>Magic hexagons: which exist (values start..start+N-1, every line the same sum)</h3>'
        echo '<table class="summary" id="hexagon-existence"><tr><th>order</th><th>found: first value (solutions, where counted)</th><th>ruled out</th><th>not decided (best closeness)</th></tr>'
        # order,start,constant,status,solutions,orbits,closeness,...
        tail -n +2 hexagon-existence.csv | awk -F, "$awk_html"'{ if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 }
                if ($4 == "found") found[$1] = found[$1] (found[$1] == "" ? "" : ", ") $2 ($5 != "" ? " (" $5 ")" : "")
                else if ($4 == "impossible") ruled[$1]++
                else open[$1] = open[$1] (open[$1] == "" ? "" : ", ") $2 " (" $7 ")" }
            END { for (i = 1; i <= n; ++i) { o = order[i]
                    printf "<tr><td>%s</td><td class=\"words\">%s</td><td>%d</td><td class=\"words\">%s</td></tr>\n", h(o),
                        found[o] == "" ? "none" : h(found[o]), ruled[o], h(open[o]) } }'
        echo '</table>'
        echo '<p>Orders 1 to 8: every start the line-sum divisibility allows, searched (exhaustively up to order 4, by local search'
        echo 'above); from order 9 on, only the zero-sum start, by the antisymmetric search (hexagon-existence.csv, docs/hexagon.md).</p>'
    fi
    echo '<h2>Plots</h2>'
    while IFS= read -r -d '' plot; do
        name=$(basename "$plot" .svg)
        printf '<figure>\n<img src="%s" alt="%s">\n<figcaption>%s</figcaption>\n</figure>\n' \
            "$(url "$plot" | html)" "$(echo "$name" | html)" "$(describe "$name" | html)"
    done < <(find plots -name '*.svg' -print0 2>/dev/null | LC_ALL=C sort -z)
    # The sheets' first pages as previews, each with its answer key and play page.
    if [ -n "$(find . -path ./plots -prune -o -name 'sheet.svg' -print)" ]; then
        echo '<h2>Printable sheets (A4) and play pages</h2>'
        echo '<div class="sheets">'
        while IFS= read -r -d '' sheet; do
            sheet=${sheet#./}
            dir=$(dirname "$sheet")
            printf '<figure class="sheet"><a href="%s"><img src="%s" alt="%s"></a><figcaption>%s:' "$(url "$sheet" | html)" \
                "$(url "$sheet" | html)" "$(echo "$sheet" | html)" "$(basename "$dir" | html)"
            printf ' <a class="sheet" href="%s">sheet</a>' "$(url "$sheet" | html)"
            [ -f "$dir/sheet-solutions.svg" ] && printf ', <a class="sheet" href="%s">answer keys</a>' "$(url "$dir/sheet-solutions.svg" | html)"
            [ -f "$dir/play.html" ] && printf ', <a class="sheet" href="%s">play in the browser</a>' "$(url "$dir/play.html" | html)"
            printf '</figcaption></figure>\n'
        done < <(find . -path ./plots -prune -o -name 'sheet.svg' -print0 | LC_ALL=C sort -z)
        echo '</div>'
    fi
    echo '<h2>CSV reports</h2>'
    echo '<ul class="csv">'
    while IFS= read -r -d '' csv; do
        csv=${csv#./}
        printf '<li><a href="%s">%s</a> (%s rows)</li>\n' "$(url "$csv" | html)" "$(echo "$csv" | html)" \
            "$(($(wc -l <"$csv") - 1))"
    done < <(find . -name '*.csv' -print0 | LC_ALL=C sort -z)
    echo '</ul>'
    echo '</body>'
    echo '</html>'
} >"$page"
mv "$page" index.html
