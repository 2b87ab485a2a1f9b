# Shared by the CLI test scripts: a scratch directory and failure counting.
# Source it, call fail "what" on each failed check, and finish with `finish NAME`.
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
# python3: the system's (/usr/bin, where make deps puts the tests' packages), also for the
# scripts a test runs; a version manager's shim on PATH costs about 0.4 s a start.
if [ -x /usr/bin/python3 ]; then
    python3() { /usr/bin/python3 "$@"; }
    export -f python3
fi
finish() {
    if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
    echo "all $1 checks passed"
}

# expect CODE DESCRIPTION -- COMMAND...: runs COMMAND, keeps stdout/stderr in $tmp/out, $tmp/err
expect() {
    local code=$1 what=$2
    shift 3
    "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    [ "$got" = "$code" ] || fail "$what: exit $got, expected $code ($(head -c 300 "$tmp/err"))"
}
# interrupt PID SECONDS DESCRIPTION: sends SIGINT to a run started in the
# background and waits up to SECONDS for it to end (else fails and kills
# it); fails unless it ended with 130, as a run stopped by Ctrl-C does.
interrupt() {
    local pid=$1 most=$2 what=$3
    kill -INT "$pid"
    for _ in $(seq $((most * 10))); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$pid" 2>/dev/null; then
        fail "$what: still running $most s after SIGINT"
        kill -9 "$pid"
    fi
    wait "$pid"
    local code=$?
    [ "$code" = 130 ] || fail "$what, SIGINT: exit $code, expected 130 ($(head -c 300 "$tmp/err"))"
}
# family_list SOURCE_DIR: the families, one a line, from the FAMILY(name)
# lines of families/family_list.hpp (the build's one list).
family_list() { sed -n 's/^ *FAMILY(\([a-z_]*\)).*/\1/p' "$1/families/family_list.hpp"; }
contains() { grep -qF -- "$2" "$1" || fail "$3: '$2' not in $(basename "$1"): $(head -c 400 "$1")"; }
lacks() { ! grep -qF -- "$2" "$1" || fail "$3: '$2' in $(basename "$1")"; }

# report_copy BIN_DIR SOURCE_DIR SCRIPT...: a scratch copy of the project in
# $tmp/copy for a reports/ script to run in: the scripts named (paths under
# reports/) and build/bin linked to BIN_DIR.
report_copy() {
    local bin_dir=$1 source_dir=$2
    shift 2
    mkdir -p "$tmp/copy/reports" "$tmp/copy/build"
    for script in "$@"; do cp "$source_dir/reports/$script" "$tmp/copy/reports/"; done
    ln -s "$bin_dir" "$tmp/copy/build/bin"
}

# flip_witness_board ROWS COLS PATTERN HEX: the flip board (all off, the cells
# of HEX pressed: cells 4i..4i+3, row-major, are the bits 1, 2, 4, 8 of digit
# i) that a witness press set of puzzlebox-analyze flip stands for, on stdout.
flip_witness_board() {
    printf 'puzzle flip\nsize %sx%s\npattern %s\ngrid\n' "$1" "$2" "$3"
    python3 -c "import sys
r, c = int(sys.argv[1]), int(sys.argv[2])
on = [4 * i + k for i, digit in enumerate(sys.argv[3]) for k in range(4) if int(digit, 16) >> k & 1]
g = [[0] * c for _ in range(r)]
def flip(y, x):
    if 0 <= y < r and 0 <= x < c: g[y][x] ^= 1
for cell in on:
    y, x = divmod(cell, c)
    if sys.argv[4] == 'plus':
        for dy, dx in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)): flip(y + dy, x + dx)
    else:
        for xx in range(c): flip(y, xx)
        for yy in range(r):
            if yy != y: flip(yy, x)
print('\\n'.join(''.join(map(str, row)) for row in g))" "$1" "$2" "$4" "$3"
}

# reseal FILE KIND: FILE's seal line (support/sealed_text.hpp) recomputed
# after an edit, as a forger would leave it (tests/cli/reseal.py).
# (Its folder found once, as sourced: a test given by a relative path cd's after.)
lib_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
reseal() { python3 "$lib_dir/reseal.py" "$1" "$2"; }
