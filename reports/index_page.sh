#!/usr/bin/env bash
# reports/index.html: every plot under plots/ shown, every CSV report linked
# (with its row count), so the reports can be browsed in a web browser.
# Written to a temporary file and renamed.
# usage: reports/index_page.sh [REPORTS_DIR]
set -euo pipefail
reports=${1:-$(dirname "$0")}
cd "$reports"
page=index.html.tmp
trap 'rm -f "$page"' EXIT
html() { sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g; s/"/\&quot;/g'; }
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
</style>
</head>
<body>
<h1>puzzlebox reports</h1>
<p>Written by <code>make run</code>. The plots are drawn by gnuplot from the committed CSV reports, one script each
(<code>reports/plot_*.sh</code>).</p>
<h2>Plots</h2>
HTML
    for plot in $(find plots -name '*.svg' 2>/dev/null | LC_ALL=C sort); do
        name=$(basename "$plot" .svg)
        printf '<figure>\n<img src="%s" alt="%s">\n<figcaption>%s</figcaption>\n</figure>\n' \
            "$(echo "$plot" | html)" "$(echo "$name" | html)" "$(describe "$name" | html)"
    done
    sheets=$(find . -path ./plots -prune -o -name '*.svg' -path '*sheet*' -print | sed 's|^\./||' | LC_ALL=C sort)
    if [ -n "$sheets" ]; then
        echo '<h2>Printable sheets (A4)</h2>'
        echo '<ul>'
        for sheet in $sheets; do printf '<li class="sheet"><a href="%s">%s</a></li>\n' "$(echo "$sheet" | html)" "$(echo "$sheet" | html)"; done
        echo '</ul>'
    fi
    echo '<h2>CSV reports</h2>'
    echo '<ul class="csv">'
    for csv in $(find . -name '*.csv' | sed 's|^\./||' | LC_ALL=C sort); do
        printf '<li><a href="%s">%s</a> (%s rows)</li>\n' "$(echo "$csv" | html)" "$(echo "$csv" | html)" \
            "$(($(wc -l <"$csv") - 1))"
    done
    echo '</ul>'
    echo '</body>'
    echo '</html>'
} >"$page"
mv "$page" index.html
