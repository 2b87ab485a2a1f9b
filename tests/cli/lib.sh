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
