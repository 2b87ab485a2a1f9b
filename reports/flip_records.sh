#!/usr/bin/env bash
# reports/flip-records.csv: God's numbers of flip boards that the main job's
# default budgets leave as bounds (reports/flip-cross.csv, flip-plus.csv),
# settled by the same engine on a larger budget. Each row is
# puzzlebox-analyze's own CSV row for the size, then the command that made it
# and the seconds it took (one core); the press set attaining each answer is
# in reports/flip-records-witnesses.csv, re-solved by the solver as the
# engine always does; where the linear relaxation gave the upper bound, its
# certificate is in reports/flip-records-certificates.csv, re-checked at the
# end by reports/flip_relaxation_check.py (plain Python, exact fractions). Node counts are the same on every machine; the
# seconds are one run's. The whole list takes hours (7x21 the longest):
# give sizes to run only those. A cross's column-class search keeps its
# state in reports/flip/checkpoints/PATTERN:SIZE.txt every CHECKPOINT_SECONDS
# (default 60; commit it to carry a run to another machine or session), and
# the next run of the script goes on from there (--resume) to the same row;
# the seconds count every session's.
# The sizes and their options: reports/flip/records.txt (RECORDS=FILE for
# another list).
# usage: reports/flip_records.sh [BUILD_DIR] [PATTERN:ROWSxCOLS ...]
#   e.g. reports/flip_records.sh build/release cross:7x19
set -euo pipefail
build=""
if [ $# -gt 0 ] && [[ $1 != *:* ]]; then
    build=$(realpath -m "$1")
    shift
fi
# Paths given (BUILD_DIR, RECORDS) are the caller's: resolved before moving to the project.
[ -z "${RECORDS:-}" ] || RECORDS=$(realpath -m "$RECORDS")
cd "$(dirname "$0")/.."
source reports/stoppable.sh  # a kill of this script stops the search, which keeps its checkpoint
analyze=${build:-build/release}/bin/puzzlebox-analyze
[ -x "$analyze" ] || { echo "flip_records: $analyze not found (build first: make build)" >&2; exit 2; }

# pattern:size and the options past the defaults that settle it, one a line.
list=${RECORDS:-reports/flip/records.txt}
[ -f "$list" ] || { echo "flip_records: $list not found" >&2; exit 2; }
mapfile -t records < <(grep -v -e '^#' -e '^[[:space:]]*$' "$list")
wanted=("$@")
for key in "${wanted[@]}"; do
    printf '%s\n' "${records[@]}" | cut -d' ' -f1 | grep -qx -- "$key" ||
        { echo "flip_records: $key is not in $list" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
csv=reports/flip-records.csv
witnesses=reports/flip-records-witnesses.csv
certificates=reports/flip-records-certificates.csv
ran=0
for record in "${records[@]}"; do
    read -r key options <<<"$record"
    if [ ${#wanted[@]} -gt 0 ] && ! printf '%s\n' "${wanted[@]}" | grep -qx "$key"; then continue; fi
    pattern=${key%%:*} size=${key#*:}
    rows=${size%x*} cols=${size#*x}
    command="puzzlebox-analyze flip --pattern $pattern --rows $rows --cols $cols${options:+ $options}"
    echo "flip_records: $command" >&2
    # The column-class search (odd x odd cross, short side up to
    # --god-columns-side, default 7) keeps a checkpoint.
    side=7 keep=() before=0
    [[ " $options " =~ " --god-columns-side "([0-9]+)" " ]] && side=${BASH_REMATCH[1]}
    checkpoint=reports/flip/checkpoints/$key.txt
    if [ "$pattern" = cross ] && [ $((rows % 2)) = 1 ] && [ $((cols % 2)) = 1 ] &&
        [ "$(( rows < cols ? rows : cols ))" -le "$side" ]; then
        mkdir -p reports/flip/checkpoints
        keep=(--checkpoint "$checkpoint" --checkpoint-seconds "${CHECKPOINT_SECONDS:-60}" --resume)
        [ -s "$checkpoint" ] && before=$(awk '$1 == "seconds" { printf "%d", $2 }' "$checkpoint")
    fi
    start=$(date +%s)
    # shellcheck disable=SC2086 # the options are words
    stoppable "$analyze" flip --pattern "$pattern" --rows "$rows" --cols "$cols" $options "${keep[@]}" \
        --csv "$work/$key.csv" --witnesses "$work/$key.witness.csv" --certificates "$work/$key.certificate.csv"
    seconds=$((before + $(date +%s) - start))
    rm -f "$checkpoint"
    header="$(head -1 "$work/$key.csv"),command,seconds"
    row="$(sed -n 2p "$work/$key.csv"),\"$command\",$seconds"
    witness_header=$(head -1 "$work/$key.witness.csv")
    witness=$(sed -n 2p "$work/$key.witness.csv")
    # Replace this size's rows in the committed files, keep the others.
    for file in "$csv" "$witnesses" "$certificates"; do
        [ -f "$file" ] || continue
        awk -F, -v r="$rows" -v c="$cols" -v p="$pattern" 'NR == 1 || !($1 == r && $2 == c && $3 == p)' "$file" >"$file.tmp"
        mv "$file.tmp" "$file"
    done
    [ -f "$csv" ] || echo "$header" >"$csv"
    [ -f "$witnesses" ] || echo "$witness_header" >"$witnesses"
    echo "$row" >>"$csv"
    [ -z "$witness" ] || echo "$witness" >>"$witnesses"
    if [ "$(wc -l <"$work/$key.certificate.csv")" -gt 1 ]; then
        [ -f "$certificates" ] || head -1 "$work/$key.certificate.csv" >"$certificates"
        tail -n +2 "$work/$key.certificate.csv" >>"$certificates"
    fi
    ran=$((ran + 1))
done
[ "$ran" -gt 0 ] || { echo "flip_records: $list lists no size" >&2; exit 2; }
# Keep the files in size order (pattern, rows, cols) under their headers
# (a size's certificate rows keep their order).
for file in "$csv" "$witnesses" "$certificates"; do
    [ -f "$file" ] || continue
    { head -1 "$file"; tail -n +2 "$file" | LC_ALL=C sort -s -t, -k3,3 -k1,1n -k2,2n; } >"$file.tmp"
    mv "$file.tmp" "$file"
done
if [ -f "$certificates" ]; then
    python3 reports/flip_relaxation_check.py "$certificates"
fi
