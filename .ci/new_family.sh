#!/usr/bin/env bash
# CI's sixth family: tools/new_family.sh scratch (the template, renamed) in
# this clean clone, checked to touch only families/scratch/ and the family
# list's line; the release build again; then every test the family list
# drives, with six families. The clone's sources are put back after (the
# family's folder removed, the list restored); build/release is left with
# six families (`make build` puts it back).
# usage: .ci/new_family.sh   (after `make test`: build/release is built)
set -euo pipefail
cd "$(dirname "$0")/.."
name=scratch
restore() {
    rm -rf "families/$name"
    git checkout -q -- families/family_list.hpp
}
trap restore EXIT
bash tools/new_family.sh "$name"
changed=$(git status --porcelain --untracked-files=all | awk '{print $2}' | grep -v "^families/$name/" || true)
if [ "$changed" != families/family_list.hpp ]; then
    echo "new_family: the template touched more than its folder and the list: $changed"
    exit 1
fi
make build
ctest --test-dir build/release --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" \
    -R '^(format|layering|docs|cli\.(families|unix_tool|pictures))$|famil|option'
# Its man page section and its completion (what the install test checks of
# every family, without installing: a minute less of CI).
section=$(head -1 "families/$name/$name.h2m" | tr -d '[]')
for tool in solve gen analyze; do
    grep -q "^\.SH \"*$section" "build/release/man/puzzlebox-$tool.1" || { echo "new_family: puzzlebox-$tool.1 has no $section section"; exit 1; }
done
words=$(PATH=$PWD/build/release/bin:$PATH bash -c 'source tools/completion.bash; COMP_WORDS=(puzzlebox-gen "${1:0:3}"); COMP_CWORD=1; _puzzlebox; printf "%s\n" "${COMPREPLY[@]}"' _ "$name")
grep -qx "$name" <<<"$words" || { echo "new_family: 'puzzlebox-gen ${name:0:3}' does not complete to $name: $words"; exit 1; }
echo "new_family: $name built, tested, in the man pages and the completion"
