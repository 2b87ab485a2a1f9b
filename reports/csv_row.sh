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
