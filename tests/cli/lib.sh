# Shared by the CLI test scripts: a scratch directory and failure counting.
# Source it, call fail "what" on each failed check, and finish with `finish NAME`.
failures=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
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
contains() { grep -qF -- "$2" "$1" || fail "$3: '$2' not in $(basename "$1"): $(head -c 400 "$1")"; }
lacks() { ! grep -qF -- "$2" "$1" || fail "$3: '$2' in $(basename "$1")"; }
