#!/usr/bin/env bash
# The report page end to end: the plot scripts draw valid SVG from the
# committed CSVs (gnuplot), reports/index.html links every CSV and shows
# every plot, and headless Chromium loads every image on it (a page with a
# missing image is caught, so the check can fail).
# usage: report_page_test.sh SOURCE_DIR
set -u
source_dir=$1
source "$(dirname "$0")/lib.sh"

for tool in gnuplot chromium xmllint; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (make deps installs it)"; exit 1; }
done

# A copy of the committed reports, without any plots or page from an earlier run.
cp -r "$source_dir/reports" "$tmp/reports"
rm -rf "$tmp/reports/plots" "$tmp/reports/index.html"
reports=$tmp/reports
# Hostile names: a link is always a relative path (never a live
# "javascript:" URL) and one link, whatever the name holds.
printf 'a,b\n1,2\n' >"$reports/javascript:alert(document.domain).csv"
printf 'a,b\n1,2\n' >"$reports/a b.csv"
for script in "$source_dir"/reports/plot_*.sh; do
    bash "$script" "$reports" >"$tmp/plot.log" 2>&1 || fail "$(basename "$script"): $(tail -n 3 "$tmp/plot.log")"
done
bash "$source_dir/reports/index_page.sh" "$reports" || fail "index_page.sh exit $?"

plots=$(ls "$reports"/plots/*.svg 2>/dev/null | wc -l)
[ "$plots" -ge 3 ] || fail "expected the three plots, found $plots"
for plot in "$reports"/plots/*.svg; do
    xmllint --noout "$plot" 2>/dev/null || fail "$(basename "$plot") is not valid XML"
done
[ "$(grep -c '<img src="./plots/' "$reports/index.html")" = "$plots" ] || fail "index.html does not show every plot"
sheets=$(cd "$reports" && find . -path ./plots -prune -o -name sheet.svg -print | wc -l)
[ "$(grep -c '<figure class="sheet">' "$reports/index.html")" = "$sheets" ] || fail "index.html does not preview all $sheets sheets"
images=$((plots + sheets))
# The headline table, against the CSVs: the Mystery Box's 3x3 board has 9! arrangements, and
# its God's numbers are rotate-spaces.csv's; the 5x5 hardest maze's moves are jump-hardest.csv's.
gods=$(awk -F, '$1 == "3x3" && $2 == 2 && $4 == "plain" { g[$3] = $7 } END { print g["cw"] "," g["both"] "," g["half"] }' "$reports/rotate-spaces.csv")
grep -q "<tr><td>3x3</td><td>2x2</td><td>362880</td><td>${gods//,/</td><td>}</td></tr>" "$reports/index.html" \
    || fail "index.html: the 3x3 God's numbers are not $gods"
hardest=$(cut -d, -f1-4 "$reports/jump-hardest.csv" | awk -F, '$1 == 5 && $3 == "centre" { print $4 }')
grep -q "<tr><td>5x5</td><td>$hardest</td>" "$reports/index.html" || fail "index.html: the 5x5 hardest maze is not $hardest moves"
grep -q '<tr><td>3</td><td class="words">[^<]*, 1 (12)</td>' "$reports/index.html" \
    || fail "index.html: Aristotle's hexagon (order 3 from 1, 12 solutions) is not in the table"

# Every CSV is linked, and every link leads to a file.
csvs=$(cd "$reports" && find . -name '*.csv' | wc -l)
[ "$(grep -c '<li><a href=' "$reports/index.html")" = "$csvs" ] || fail "index.html does not link all $csvs CSV files"
python3 - "$reports" <<'PY' | grep FAIL && fail "broken CSV links"
import html, os, re, sys, urllib.parse
reports = sys.argv[1]
for link in re.findall(r'href="([^"]*)"', open(os.path.join(reports, "index.html")).read()):
    if not link.startswith("./"):
        print(f"FAIL: index.html links {link}, not a relative path")
    elif not os.path.isfile(os.path.join(reports, urllib.parse.unquote(html.unescape(link)))):
        print(f"FAIL: index.html links {link}, which does not exist")
PY
grep -qF 'href="./javascript%3Aalert%28document.domain%29.csv"' "$reports/index.html" || fail "the javascript: name's link"
grep -qF 'href="./a%20b.csv"' "$reports/index.html" || fail "the spaced name's link"
grep -q 'href="javascript' "$reports/index.html" && fail "a live javascript: link"

# loaded PAGE: what Chromium says of the page's images after it loaded: "N loaded M broken SRC..".
loaded() {
    sed 's|</body>|<script>window.addEventListener("load", () => { const images = [...document.images]; const broken = images.filter(i => !i.complete \|\| i.naturalWidth === 0); document.body.setAttribute("data-images", images.length + " loaded " + (images.length - broken.length) + " broken " + broken.map(i => i.getAttribute("src")).join(" ")); });</script>\n</body>|' \
        "$1" >"$reports/check.html"
    timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
        --disable-component-update --disable-sync --user-data-dir="$tmp/profile" --virtual-time-budget=10000 \
        --dump-dom "file://$reports/check.html" 2>"$tmp/chromium.err" | grep -o 'data-images="[^"]*"' | sed 's/data-images="//; s/"$//'
}
result=$(loaded "$reports/index.html")
[ "$result" = "$images loaded $images broken " ] || fail "Chromium: images on index.html: '$result' (stderr: $(tail -n 2 "$tmp/chromium.err"))"

# The negative control: a missing plot is reported broken.
sed 's|</body>|<img src="./plots/missing.svg" alt="missing">\n</body>|' "$reports/index.html" >"$tmp/broken.html"
cp "$tmp/broken.html" "$reports/broken.html"
result=$(loaded "$reports/broken.html")
[ "$result" = "$((images + 1)) loaded $images broken ./plots/missing.svg" ] || fail "Chromium did not catch the missing image: '$result'"

finish report-page
