#!/usr/bin/env bash
# The layers include downward only, each family is one folder per layer, and
# nothing shared names a family.
#   support <- puzzles <- distributed <- solve, draw <- analyze <- gen <- cli <- families <- tools <- python
# A file may include its own layer and the layers listed for it below.
# Inside a layer, LAYER/<family>/ holds one family's files: they may include
# their own family's folders and the shared files of any layer they may
# reach, never another family's folder; the shared files of a layer include
# no family folder (families/family_list.cpp, which binds the list, aside).
# Shared code (every source and CMake module outside a family folder, and
# the main job's driver; a layer's CMakeLists.txt lists its families' files)
# names no family: no "jump", JumpBoard or jump_... in
# code (comments aside). The tests and report scripts of one family name it.
# usage: layering_test.sh SOURCE_DIR
set -u
cd "$1"
# The families: the FAMILY(name) lines of the one list.
mapfile -t families < <(sed -n "s/^ *FAMILY(\([a-z_]*\)).*/\1/p" families/family_list.hpp)
family_re=$(IFS='|'; echo "${families[*]}")
declare -A allowed=(
    [support]="support"
    [puzzles]="support puzzles"
    [distributed]="support puzzles distributed"
    [solve]="support puzzles distributed solve"
    [draw]="support puzzles draw"
    [analyze]="support puzzles distributed solve analyze"
    [gen]="support puzzles distributed solve analyze gen"
    [cli]="support puzzles distributed solve draw analyze gen cli"
    [families]="support puzzles distributed solve draw analyze gen cli families"
    [tools]="support puzzles distributed solve draw analyze gen cli families tools"
    [python]="support puzzles distributed solve draw analyze gen cli families tools python"
)
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# The family a path belongs to (LAYER/<family>/...), or "", into $family
# (a variable, not $(...): a subshell per include took most of the test's time).
family_of() {
    local rest=${1#*/}
    local second=${rest%%/*}
    family=
    if [ "$second" != "$rest" ] && [[ " ${families[*]} " == *" $second "* ]]; then family=$second; fi
}
for layer in "${!allowed[@]}"; do
    while IFS= read -r -d '' file; do
        family_of "$file"
        own=$family
        while IFS= read -r included; do
            top=${included%%/*}
            if [ "$top" = "$included" ]; then
                fail "$file includes \"$included\": includes name their layer (\"$layer/...\")"; continue
            fi
            case " ${allowed[$layer]} " in
                *" $top "*) ;;
                *) fail "$file includes $included ($layer may include: ${allowed[$layer]})"; continue ;;
            esac
            family_of "$included"
            theirs=$family
            [ -z "$theirs" ] && continue
            if [ -z "$own" ]; then
                [ "$file" = families/family_list.cpp ] || fail "$file (shared) includes the $theirs family's $included"
            elif [ "$theirs" != "$own" ]; then
                fail "$file (the $own family) includes the $theirs family's $included"
            fi
        done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$file")
    done < <(find "$layer" \( -name '*.cpp' -o -name '*.hpp' -o -name '*.in' \) -print0)
done
# Shared code names no family. Code lines only: // comments (C++, JS) and
# # comments (shell, CMake, Python) are stripped first; family_list.hpp is the
# list itself.
shared=$(find support puzzles distributed solve draw analyze gen cli families tools python cmake -maxdepth 1 -type f \
              \( -name '*.cpp' -o -name '*.hpp' -o -name '*.in' -o -name '*.js' -o -name '*.cmake' \) \
              ! -name family_list.hpp | sort)
shared="$shared reports/main_job.sh"
for file in $shared; do
    case $file in
        *.sh|*.cmake) strip='s/(^|[[:space:]])#.*//' ;;
        *) strip='s|//.*||' ;;
    esac
    hits=$(sed -E "$strip" "$file" | grep -nEi "(^|[^a-z])($family_re)" | head -3)
    [ -n "$hits" ] && fail "$file (shared) names a family: $(echo "$hits" | tr '\n' ' ')"
done
# Options are read through their typed tables (cli/option_table.hpp:
# PUZZLEBOX_OPTIONS), never by name: a misspelt name must not compile.
if grep -nE '\.(text|integer|flag|real|given)\("' $(find cli families tools -name '*.cpp' -o -name '*.hpp') \
        | grep -v '^cli/option_table\.'; then
    fail "an option is read by its name (the lines above): read it through its table's struct"
fi
[ "$failures" -eq 0 ] && echo "layering: includes point downward, each family stays in its folders, shared code names no family"
exit $((failures > 0))
