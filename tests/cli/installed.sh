# Sourced by the install and package tests (after lib.sh): the checks of an
# installed puzzlebox under a prefix, wherever it was put (cmake --install,
# or the Debian package unpacked into a scratch root).

# check_installed PREFIX SOURCE_DIR WHAT: the tools, the man pages (each
# example run as printed, on the installed files: the pages name the example
# boards under the configured prefix, puzzlebox-solve.1's FILES section says
# where, and here they are under PREFIX), the example boards and book, the
# bash completion and, when installed, the Python package, which imports and
# solves the Mystery Box from there. WHAT starts each failure's message.
check_installed() {
    local prefix=$1 src=$2 what=$3 tool page section command example configured_share site moves
    mkdir -p "$tmp/examples"
    configured_share=$(sed -n 's|^\.I \(/.*/puzzlebox\)/data$|\1|p' "$prefix/share/man/man1/puzzlebox-solve.1" | head -1)
    [ -n "$configured_share" ] || fail "$what: puzzlebox-solve.1 names no installed data directory (FILES)"
    [ -f "$prefix/share/puzzlebox/data/jump/schoenbrunn-2015.txt" ] || fail "$what: the example boards are not installed in share/puzzlebox/data"
    [ -f "$prefix/share/puzzlebox/book/sampler.txt" ] || fail "$what: the sampler book is not installed in share/puzzlebox/book"
    for tool in puzzlebox-solve puzzlebox-gen puzzlebox-analyze; do
        [ -x "$prefix/bin/$tool" ] || fail "$what: $tool not installed in bin/"
        expect 0 "installed $tool --version" -- "$prefix/bin/$tool" --version
        contains "$tmp/out" "$tool (puzzlebox)" "installed $tool --version"
        page=$prefix/share/man/man1/$tool.1
        [ -s "$page" ] || fail "$what: no man page $tool.1"
        grep -q "^\.TH \"*${tool^^}" "$page" 2>/dev/null || grep -qi "^\.TH .*$tool" "$page" || fail "$what: $tool.1 is not a man page: $(head -c 200 "$page")"
        grep -q "time.-limit" "$page" || fail "$what: $tool.1 lacks the options"
        grep -q "^\.SH EXAMPLES" "$page" || fail "$what: $tool.1 has no EXAMPLES section"
        for family in $(family_list "$src"); do  # each family's section, under its heading
            section=$(head -1 "$src/families/$family/$family.h2m" | tr -d '[]')
            grep -q "^\.SH \"*$section" "$page" || fail "$what: $tool.1 has no $section section"
        done
        grep -q "$configured_share/data" "$page" || [ "$tool" != puzzlebox-solve ] || fail "$what: $tool.1 does not name the installed boards"
        # Every example runs as printed, on the installed files, in a scratch directory.
        while IFS= read -r example; do
            command=${example#.B }
            command=${command//\\-/-}  # the page writes a minus as \-
            command=${command//$configured_share/$prefix/share/puzzlebox}
            (cd "$tmp/examples" && PATH=$prefix/bin:$PATH timeout 120 bash -c "$command" >/dev/null 2>"$tmp/example.err") \
                || fail "$what: $tool.1 example '$command': exit $? ($(head -c 300 "$tmp/example.err"))"
        done < <(grep '^\.B puzzlebox' "$page")
        [ -e "$prefix/share/bash-completion/completions/$tool" ] || fail "$what: no bash completion for $tool"
    done
    site=$(find "$prefix/lib" -path '*-packages/puzzlebox/__init__.py' 2>/dev/null | head -1)
    if [ -n "$site" ]; then
        moves=$(cd "$tmp" && PYTHONPATH=$(dirname "$(dirname "$site")") /usr/bin/python3 -c \
            "import puzzlebox; print(puzzlebox.solve('$prefix/share/puzzlebox/data/rotate/mystery-box.txt')['solutions'][0]['moves'])" 2>&1)
        [ "$moves" = 10 ] || fail "$what: the installed Python package ($site): $moves"
    fi
}
