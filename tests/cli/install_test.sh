#!/usr/bin/env bash
# `cmake --install` into a temporary prefix: the installed tools run from
# there (--version, a seed board solved), the man pages and the bash
# completion are in place and work, and examples/find_package builds against
# the installed CMake package and answers as puzzlebox-solve does.
# usage: install_test.sh BUILD_DIR SOURCE_DIR SANITIZE(ON|OFF)
set -u
build=$1
src=$2
sanitize=$3
source "$(dirname "$0")/lib.sh"
prefix=$tmp/prefix

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 || fail "cmake --install: $(tail -5 "$tmp/install.log")"
source_dir=$(cd "$src" && pwd)
mkdir -p "$tmp/examples"
# The man pages' examples name the installed example files under the
# configured prefix; installed here under $prefix, they run from there.
# (puzzlebox-solve.1's FILES section names that directory.)
configured_share=$(sed -n 's|^\.I \(/.*/puzzlebox\)/data$|\1|p' "$prefix/share/man/man1/puzzlebox-solve.1" | head -1)
[ -n "$configured_share" ] || fail "puzzlebox-solve.1 names no installed data directory (FILES)"
[ -f "$prefix/share/puzzlebox/data/jump/schoenbrunn-2015.txt" ] || fail "the example boards are not installed in share/puzzlebox/data"
[ -f "$prefix/share/puzzlebox/book/sampler.txt" ] || fail "the sampler book is not installed in share/puzzlebox/book"
for tool in puzzlebox-solve puzzlebox-gen puzzlebox-analyze; do
    [ -x "$prefix/bin/$tool" ] || fail "$tool not installed in bin/"
    expect 0 "installed $tool --version" -- "$prefix/bin/$tool" --version
    contains "$tmp/out" "$tool (puzzlebox)" "installed $tool --version"
    page=$prefix/share/man/man1/$tool.1
    [ -s "$page" ] || fail "no man page $tool.1"
    grep -q "^\.TH \"*${tool^^}" "$page" 2>/dev/null || grep -qi "^\.TH .*$tool" "$page" || fail "$tool.1 is not a man page: $(head -c 200 "$page")"
    grep -q "time.-limit" "$page" || fail "$tool.1 lacks the options"
    grep -q "^\.SH EXAMPLES" "$page" || fail "$tool.1 has no EXAMPLES section"
    for family in $(family_list "$src"); do  # each family's section, under its heading
        section=$(head -1 "$src/families/$family/$family.h2m" | tr -d '[]')
        grep -q "^\.SH \"*$section" "$page" || fail "$tool.1 has no $section section"
    done
    grep -q "$configured_share/data" "$page" || [ "$tool" != puzzlebox-solve ] || fail "$tool.1 does not name the installed boards"
    # Every example runs as printed, on the installed files, in a scratch directory.
    while IFS= read -r example; do
        command=${example#.B }
        command=${command//\\-/-}  # the page writes a minus as \-
        command=${command//$configured_share/$prefix/share/puzzlebox}
        (cd "$tmp/examples" && PATH=$prefix/bin:$PATH timeout 120 bash -c "$command" >/dev/null 2>"$tmp/example.err") \
            || fail "$tool.1 example '$command': exit $? ($(head -c 300 "$tmp/example.err"))"
    done < <(grep '^\.B puzzlebox' "$page")
    [ -e "$prefix/share/bash-completion/completions/$tool" ] || fail "no bash completion for $tool"
done
[ -f "$prefix/include/puzzlebox/puzzles/board_id.hpp" ] || fail "headers not installed"
[ -f "$prefix/lib/cmake/puzzlebox/puzzleboxConfig.cmake" ] || fail "CMake package not installed"

# The Python package (when built): where python3 looks under the prefix, and it imports and solves from there.
if [ -d "$build/python/puzzlebox" ]; then
    site=$(find "$prefix/lib" -path '*-packages/puzzlebox/__init__.py' 2>/dev/null | head -1)
    if [ -z "$site" ]; then
        fail "the Python package is not installed under $prefix/lib"
    else
        expected=$(/usr/bin/python3 -c "import sysconfig; print(sysconfig.get_path('platlib', vars={'base': '$prefix', 'platbase': '$prefix'}))")
        [[ "$site" == "$expected"/* || "$site" == "$prefix/lib/python3."*"/dist-packages/"* ]] \
            || fail "the Python package went to $site, not where python3 looks ($expected)"
        moves=$(cd "$tmp" && PYTHONPATH=$(dirname "$(dirname "$site")") /usr/bin/python3 -c \
            "import puzzlebox; print(puzzlebox.solve('$source_dir/data/rotate/mystery-box.txt')['solutions'][0]['moves'])" 2>&1)
        [ "$moves" = 10 ] || fail "the installed Python package: $moves"
    fi
fi

# The installed solver answers the Mystery Box: five optimal 10-move solutions.
expect 0 "installed solve" -- "$prefix/bin/puzzlebox-solve" "$src/data/rotate/mystery-box.txt" --count
[ "$(grep -v '^#' "$tmp/out")" = 5 ] || fail "installed solve --count: $(cat "$tmp/out")"

# Bash completion, through the installed script and tools.
complete_words() {  # complete_words WORD... : the completions of the last word
    PATH=$prefix/bin:$PATH bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _puzzlebox; printf "%s\n" "${COMPREPLY[@]}"' \
        _ "$prefix/share/bash-completion/completions/puzzlebox-solve" "$@"
}
complete_words puzzlebox-gen fl | grep -qx flip || fail "completion: 'puzzlebox-gen fl' does not give flip"
complete_words puzzlebox-gen flip --pat | grep -qx -- --pattern || fail "completion: 'puzzlebox-gen flip --pat' does not give --pattern"
complete_words puzzlebox-gen flip --ord | grep -q . && fail "completion: 'puzzlebox-gen flip --ord' offers hexagon's --order"
complete_words puzzlebox-solve x --form | grep -qx -- --format || fail "completion: 'puzzlebox-solve x --form' does not give --format"
complete_words puzzlebox-solve x --format j | grep -qx json || fail "completion: '--format j' does not give json"

# A separate project: find_package(puzzlebox).
flags=""
[ "$sanitize" = ON ] && flags="-fsanitize=address,undefined"
cmake -S "$src/examples/find_package" -B "$tmp/example" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_BUILD_TYPE=Release >"$tmp/example.log" 2>&1 || fail "example configure: $(tail -20 "$tmp/example.log")"
cmake --build "$tmp/example" -j 2 >>"$tmp/example.log" 2>&1 || fail "example build: $(tail -20 "$tmp/example.log")"
expect 0 "example program" -- "$tmp/example/shortest_jump" "$src/data/jump/schoenbrunn-2015.txt"
# The post's board: 11 moves, one shortest path (as puzzlebox-solve says).
[ "$(cat "$tmp/out")" = "shortest 11 moves, 1 shortest paths" ] || fail "example program: $(cat "$tmp/out")"
"$prefix/bin/puzzlebox-solve" "$src/data/jump/schoenbrunn-2015.txt" | grep -qx "solutions with 11 moves: 1" || fail "installed solve disagrees"
# The installed drawing library: the answer key as PDF (librsvg and cairo, found again by the package).
expect 0 "example program, key" -- "$tmp/example/shortest_jump" "$src/data/jump/schoenbrunn-2015.txt" "$tmp/key.pdf"
head -c 5 "$tmp/key.pdf" 2>/dev/null | grep -q '%PDF-' || fail "example program: the key is not a PDF"

finish install
