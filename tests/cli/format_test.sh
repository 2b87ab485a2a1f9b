#!/usr/bin/env bash
# Every C++ file in the repository is laid out as .clang-format says (the
# Debian clang-format, 14 on bookworm). Reformat with: clang-format -i FILE
# usage: format_test.sh SOURCE_DIR
set -u
cd "$1"
command -v clang-format >/dev/null || { echo "format: clang-format is not installed (make deps installs it)"; exit 1; }
mapfile -t files < <(git ls-files '*.cpp' '*.hpp' 2>/dev/null || find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print)
[ "${#files[@]}" -gt 100 ] || { echo "format: found only ${#files[@]} C++ files"; exit 1; }
bad=()
for f in "${files[@]}"; do
    clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ "${#bad[@]}" -gt 0 ]; then
    echo "format: ${#bad[@]} file(s) differ from .clang-format; run: clang-format -i ${bad[*]}"
    exit 1
fi
echo "format: ${#files[@]} C++ files as .clang-format lays them out"
