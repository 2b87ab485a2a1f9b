# csv_row FIELD...: one CSV row on stdout, quoted as support/csv_writer.cpp
# quotes (RFC 4180: a field holding a comma, quote, CR or LF is quoted, its
# quotes doubled). The report scripts build every row they add through it;
# tests/report_csv_test.cpp checks every committed report parses whole.
csv_row() {
    local line="" field sep=""
    for field in "$@"; do
        if [[ $field == *[,\"$'\r\n']* ]]; then field="\"${field//\"/\"\"}\""; fi
        line+="$sep$field"
        sep=","
    done
    printf '%s\n' "$line"
}

# csv_field FILE COLUMN: the named column of FILE's first row below the
# header; csv_line_field HEADER LINE COLUMN: of one row's line under a
# header line (a row picked out of a report). Both read the quoting above
# back by Python's csv module, so a quoted field (a goal's "r,c", a
# command) is one field; an unknown column fails.
csv_field() {
    python3 -c 'import csv, sys
rows = csv.reader(open(sys.argv[1], newline=""))
header = next(rows)
print(next(rows)[header.index(sys.argv[2])])' "$1" "$2"
}
csv_line_field() {
    python3 -c 'import csv, sys
header, row = next(csv.reader([sys.argv[1]])), next(csv.reader([sys.argv[2]]))
print(row[header.index(sys.argv[3])])' "$1" "$2" "$3"
}
