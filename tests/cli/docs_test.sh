#!/usr/bin/env bash
# Docs that can be checked: every source file of the code folders (tracked,
# or new and not ignored) is named in its folder's README.md, by its name
# without the extension, or with its family's name written <name> (the
# README of families/ says `<name>_solve.cpp` once for every family); and
# every relative link in a Markdown file resolves to a file or folder
# (anchors aside).
# usage: docs_test.sh SOURCE_DIR
set -u
cd "$1"
failures=0
fail() {
    echo "docs: $*" >&2
    failures=$((failures + 1))
}
mapfile -t families < <(sed -n "s/^ *FAMILY(\([a-z_]*\)).*/\1/p" families/family_list.hpp)
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    files() { git ls-files --cached --others --exclude-standard -- "$@"; }
else
    files() { find "$@" -type f -not -path '*/.*'; }
fi

for dir in support puzzles distributed solve draw analyze gen cli families tools python fuzz bench; do
    readme=$dir/README.md
    [ -f "$readme" ] || { fail "$dir has no README.md"; continue; }
    while IFS= read -r file; do
        [ -f "$file" ] || continue
        stem=$(basename "$file")
        stem=${stem%%.*}
        grep -qF -- "$stem" "$readme" && continue
        named=0
        for family in "${families[@]}"; do
            if [ "${stem#"$family"_}" != "$stem" ] && grep -qF -- "<name>_${stem#"$family"_}" "$readme"; then
                named=1
                break
            fi
        done
        [ "$named" = 1 ] || fail "$file is not named in $readme"
    done < <(files "$dir" | grep -E '\.(cpp|hpp|h|py|sh|js|cmake)$')
done

while IFS= read -r md; do
    [ -f "$md" ] || continue
    dir=$(dirname "$md")
    while IFS= read -r link; do
        target=${link%%#*}
        target=${target%% *}  # a title after the address
        [ -n "$target" ] || continue
        case "$target" in *://* | mailto:* | /*) continue ;; esac
        [ -e "$dir/$target" ] || fail "$md: the link ($link) leads nowhere"
    done < <(grep -o '\]([^)]*)' "$md" | sed 's/^](//; s/)$//')
done < <(files '*.md')

[ "$failures" = 0 ] || exit 1
echo "docs: every source named in its folder's README, every relative link resolves"
