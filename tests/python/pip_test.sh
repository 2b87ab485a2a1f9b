#!/usr/bin/env bash
# `pip install .` from the checkout, offline (--no-index): the in-tree build
# backend (python/build_backend.py) builds the module (here in the test's
# build tree, PUZZLEBOX_BUILD_DIR, rather than a fresh one) and installs a
# wheel into a virtual environment, whose python3 then solves the Mystery
# Box in 10 moves.
# usage: pip_test.sh SOURCE_DIR BUILD_DIR
set -u
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
source "$(dirname "$0")/../cli/lib.sh"
/usr/bin/python3 -m venv --system-site-packages "$tmp/venv" || fail "python3 -m venv"
(cd "$tmp" && PUZZLEBOX_BUILD_DIR=$build "$tmp/venv/bin/python" -m pip install --no-index --quiet "$src" >"$tmp/pip.log" 2>&1) \
    || fail "pip install --no-index: $(tail -5 "$tmp/pip.log")"
moves=$(cd "$tmp" && "$tmp/venv/bin/python" -c "import puzzlebox, sys; print(puzzlebox.__file__.startswith(sys.prefix), \
puzzlebox.solve('$src/data/rotate/mystery-box.txt')['solutions'][0]['moves'])" 2>&1)
[ "$moves" = "True 10" ] || fail "the pip-installed package: $moves"
finish pip
