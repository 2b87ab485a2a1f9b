#!/usr/bin/env bash
# reports/flip-cross.csv and reports/flip-plus.csv (with their
# -distribution and -witnesses companions): the structure of every flip
# board size 1x1..64x64, cross and plus: rank and nullity by elimination,
# God's number up to 25 cells from the whole space (its distribution in
# long form beside it) and up to 1600 cells from the kernel, exact or
# bounded, with the press sets that attain the lower bounds and, where the
# linear relaxation lowered an upper bound (nullity up to 16 on the odd
# classes' span), its certificate in reports/flip-PATTERN-certificates.csv,
# re-checked at the end by reports/flip_relaxation_check.py. About 30
# minutes on 2 cores (`make tables`); the main job reads the committed
# tables and does not redo them. Deterministic but for the integer
# program's node counts in the reasons (CBC's search order).
# usage: reports/flip_tables.sh [BUILD_DIR] [PATTERN...]   (default: cross plus)
set -euo pipefail
build=${1:-build/release}
shift || true
cd "$(dirname "$0")/.."
analyze=$build/bin/puzzlebox-analyze
patterns=("$@")
[ ${#patterns[@]} -gt 0 ] || patterns=(cross plus)
for pattern in "${patterns[@]}"; do
    started=$(date +%s)
    echo "flip_tables: the $pattern pattern, 1x1..64x64 ..." >&2
    "$analyze" flip --pattern "$pattern" --rows 1-64 --cols 1-64 --whole-space 25 --god-cells 1600 \
        --csv "reports/flip-$pattern.csv" --long "reports/flip-$pattern-distribution.csv" \
        --witnesses "reports/flip-$pattern-witnesses.csv" --god-relaxation-nullity 16 \
        --certificates "reports/flip-$pattern-certificates.csv" --progress
    python3 reports/flip_relaxation_check.py "reports/flip-$pattern-certificates.csv" | tail -1
    echo "flip_tables: the $pattern pattern done in $(($(date +%s) - started)) s" >&2
done
