#!/usr/bin/env bash
# reports/hexagon-existence-map.csv: the complete existence map of magic
# hexagons of orders 4 to MAX_ORDER (default 8): every start k whose
# line constant is an integer and that the line bounds allow
# (puzzlebox-analyze hexagon --starts possible), each either found (local
# search, the hexagon in data/hexagon/found/) or proven impossible: by the
# perimeter (the six edge lines), by weighted lines (the centre band), or by
# the exhaustive search (of the start or of its negation). Budgets in swaps
# and nodes, so the same on every run; about 2 minutes on one core.
# usage: reports/hexagon_map.sh [BUILD_DIR] [MAX_ORDER]
set -euo pipefail
build=${1:-build/release}
max_order=${2:-8}
cd "$(dirname "$0")/.."
# Exit 3 means some start is unknown within its budget: a result, not a failure.
"$build/bin/puzzlebox-analyze" hexagon --orders "4-$max_order" --starts possible --seed 1 \
    --local-swaps 3000000000 --exhaustive-nodes 300000000 \
    --write-dir data/hexagon/found --csv reports/hexagon-existence-map.csv || [ $? = 3 ]
echo "wrote reports/hexagon-existence-map.csv"
