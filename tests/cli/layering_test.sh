#!/usr/bin/env bash
# The layers include downward only, and the tools never name a family.
#   puzzles <- distributed <- solve, draw <- analyze <- gen <- families <- tools
# A file may include its own folder and the folders listed for it below;
# families/<name>/ is part of families. Fails on the first include that
# reaches up (or sideways: solve and draw do not know each other).
# usage: layering_test.sh SOURCE_DIR
set -u
cd "$1"
declare -A allowed=(
    [puzzles]="puzzles"
    [distributed]="puzzles distributed"
    [solve]="puzzles distributed solve"
    [draw]="puzzles draw"
    [analyze]="puzzles distributed solve analyze"
    [gen]="puzzles distributed solve analyze gen"
    [families]="puzzles distributed solve draw analyze gen families"
    [tools]="puzzles distributed solve draw analyze gen families tools"
)
failures=0
for layer in "${!allowed[@]}"; do
    while IFS= read -r -d '' file; do
        while IFS= read -r included; do
            top=${included%%/*}
            [ "$top" = "$included" ] && continue  # same folder
            case " ${allowed[$layer]} " in
                *" $top "*) ;;
                *) echo "FAIL: $file includes $included ($layer may include: ${allowed[$layer]})"; failures=$((failures + 1)) ;;
            esac
        done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
    done < <(find "$layer" \( -name '*.cpp' -o -name '*.hpp' \) -print0)
done
# The tools are drivers over the family list: no family's name in them.
if grep -nE '"(jump|rotate|flip|hexagon)"' tools/*.cpp tools/*.hpp; then
    echo "FAIL: a tool names a family (the lines above)"; failures=$((failures + 1))
fi
# Nor do the shared sequences of families/ (only the family folders do).
if grep -nE '"(jump|rotate|flip|hexagon)"' families/*.cpp families/*.hpp; then
    echo "FAIL: families/ names a family outside its own folder (the lines above)"; failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] && echo "layering: every include points downward, no tool names a family"
exit $((failures > 0))
