#!/usr/bin/env bash
# Every C++ file in the repository is laid out as .clang-format says (the
# Debian clang-format, 14 on bookworm). Reformat with: clang-format -i FILE
# usage: format_test.sh SOURCE_DIR
set -u
cd "$1"
command -v clang-format >/dev/null || { echo "format: clang-format is not installed (make deps installs it)"; exit 1; }
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' 2>/dev/null || find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print)
[ "${#files[@]}" -gt 100 ] || { echo "format: found only ${#files[@]} C++ files"; exit 1; }
# One clang-format run over every file (one a file took 50 s); the files it
# names in its complaints ("FILE:LINE:COL: error: ...") are the bad ones.
mapfile -t bad < <(clang-format --dry-run --Werror "${files[@]}" 2>&1 >/dev/null | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: .*/\1/p' | sort -u)
if [ "${#bad[@]}" -gt 0 ]; then
    echo "format: ${#bad[@]} file(s) differ from .clang-format; run: clang-format -i ${bad[*]}"
    exit 1
fi
echo "format: ${#files[@]} C++ files as .clang-format lays them out"
