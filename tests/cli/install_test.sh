#!/usr/bin/env bash
# `cmake --install` into a temporary prefix: the installed tools run from
# there (--version, a seed board solved), the man pages and the bash
# completion are in place and work, and examples/find_package builds against
# the installed CMake package and answers as puzzlebox-solve does. The
# Debian package of the same build passes deb_test.sh with the same files.
# usage: install_test.sh BUILD_DIR SOURCE_DIR SANITIZE(ON|OFF)
set -u
build=$1
src=$2
sanitize=$3
source "$(dirname "$0")/lib.sh"
prefix=$tmp/prefix

source "$(dirname "$0")/installed.sh"
source_dir=$(cd "$src" && pwd)

cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 || fail "cmake --install: $(tail -5 "$tmp/install.log")"
[ -f "$prefix/include/puzzlebox/puzzles/board_id.hpp" ] || fail "headers not installed"
[ -f "$prefix/lib/cmake/puzzlebox/puzzleboxConfig.cmake" ] || fail "CMake package not installed"

# The Python package (when built) goes where python3 looks under the prefix (check_installed imports it).
if [ -d "$build/python/puzzlebox" ]; then
    site=$(find "$prefix/lib" -path '*-packages/puzzlebox/__init__.py' 2>/dev/null | head -1)
    expected=$(/usr/bin/python3 -c "import sysconfig; print(sysconfig.get_path('platlib', vars={'base': '$prefix', 'platbase': '$prefix'}))")
    [[ -n "$site" && ( "$site" == "$expected"/* || "$site" == "$prefix/lib/python3."*"/dist-packages/"* ) ]] \
        || fail "the Python package went to '$site', not where python3 looks ($expected)"
fi

# The Debian package of this build (CPack, cmake/package.cmake), unpacked into
# a scratch root by deb_test.sh, which runs every check of an installed
# puzzlebox there (installed.sh): it holds exactly the files cmake --install
# puts in place, the same bytes but for the binaries it strips. Without
# dpkg-deb, those checks run on the cmake --install prefix.
if command -v dpkg-deb >/dev/null && command -v cpack >/dev/null; then
    (cd "$build" && cpack -G DEB -D CPACK_DEBIAN_COMPRESSION_TYPE=gzip -B "$tmp/package") >"$tmp/cpack.log" 2>&1 || fail "cpack: $(tail -5 "$tmp/cpack.log")"
    deb=$(ls "$tmp"/package/*.deb 2>/dev/null | head -1)
    if [ -z "$deb" ]; then
        fail "cpack made no .deb: $(tail -5 "$tmp/cpack.log")"
    else
        bash "$(dirname "$0")/deb_test.sh" "$deb" "$src" "$tmp/root" || fail "the Debian package (deb_test.sh)"
        configured=$(sed -n 's/^CMAKE_INSTALL_PREFIX:PATH=//p' "$build/CMakeCache.txt")
        diff <(cd "$prefix" && find . ! -type d | sort) <(cd "$tmp/root$configured" && find . ! -type d | sort) >"$tmp/files.diff" \
            || fail "the package's files under $configured differ from cmake --install's: $(head -c 600 "$tmp/files.diff")"
        while IFS= read -r file; do
            case $file in ./bin/* | *.so | *.a) continue ;; esac
            cmp -s "$prefix/$file" "$tmp/root$configured/$file" || fail "the package's $file differs from cmake --install's"
        done < <(cd "$prefix" && find . -type f)
    fi
else
    echo "no dpkg-deb or cpack: the installed files are checked under cmake --install's prefix, no package"
    check_installed "$prefix" "$source_dir" "cmake --install"
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
