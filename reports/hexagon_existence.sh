#!/usr/bin/env bash
# reports/hexagon-existence.csv: which magic hexagons exist, for orders 1 to 8
# and every start within 2n-1 of 1 plus the zero-sum start (orders up to 3:
# every start the line bounds allow, counted completely). Rows are settled
# by divisibility (no integer constant), the line bounds, the exhaustive
# search (orders <= 3: all solutions, up to symmetry too), or the local
# search then the exhaustive one within budgets counted in swaps and nodes,
# so the report is the same on every run. Hexagons found go to
# data/hexagon/found/. About ten minutes on one core.
# usage: reports/hexagon_existence.sh [BUILD_DIR]
set -euo pipefail
build=${1:-build/release}
cd "$(dirname "$0")/.."
"$build/bin/puzzlebox-analyze" hexagon --orders 1-8 --seed 1 \
    --local-swaps 3000000000 --exhaustive-nodes 300000000 \
    --write-dir data/hexagon/found --csv reports/hexagon-existence.csv
