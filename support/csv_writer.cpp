// RFC 4180 CSV quoting (the file itself is an OutputFile).
#include "support/csv_writer.hpp"

namespace puzzlebox {

namespace {

// A spreadsheet reads a cell that starts with = + - @ (or a tab or CR before
// one) as a formula. OWASP's advice for text cells: a leading ' makes it
// text. Numbers and lists of them ("-3", "-2 5 / -1", "1.5e-05") are left as
// they are: without letters, references or '=' they can do nothing.
bool formula_like(std::string_view field) {
    if (field.empty() || std::string_view("=+-@\t\r").find(field.front()) == std::string_view::npos) return false;
    return field.find_first_not_of("0123456789+-., eE/") != std::string_view::npos;
}

}  // namespace

std::string csv_field(std::string_view field) {
    if (formula_like(field)) {
        std::string text(1, '\'');  // appended, not "'" + field (GCC 12's -Wrestrict misfires on that)
        text.append(field);
        return csv_field(text);
    }
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
    std::string quoted = "\"";
    for (char ch : field) {
        if (ch == '"') quoted += '"';
        quoted += ch;
    }
    quoted += '"';
    return quoted;
}

std::string csv_row(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0) line += ',';
        line += csv_field(fields[i]);
    }
    return line;
}

// One CSV line's fields (RFC 4180 quoting, as csv_row writes them).
std::vector<std::string> parse_csv_line(const std::string& line) {
    std::vector<std::string> fields(1);
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                fields.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                fields.back() += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            fields.emplace_back();
        } else {
            fields.back() += c;
        }
    }
    return fields;
}

}  // namespace puzzlebox
