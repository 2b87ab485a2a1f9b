// The one CSV writer: RFC 4180 quoting (LF line ends), and reports that appear whole or not at
// all (through OutputFile: an exclusive temporary renamed into place). "-" means
// standard output.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "support/output_file.hpp"

namespace puzzlebox {

// Quotes a field when it holds a comma, quote, CR or LF (quotes doubled);
// a text field a spreadsheet would take for a formula (it starts with = + -
// @, tab or CR and is not a number or a list of numbers) gets a leading '.
std::string csv_field(std::string_view field);
std::string csv_row(const std::vector<std::string>& fields);
// One line's fields, unquoted as csv_row quotes them (a field's leading ' stays).
std::vector<std::string> parse_csv_line(const std::string& line);

class CsvWriter {
public:
    // path "-" writes to stdout; otherwise nothing appears until commit().
    explicit CsvWriter(const std::string& path) : file_(path) {}

    void row(const std::vector<std::string>& fields) { file_.write(csv_row(fields) + '\n'); }
    // A line as it is (a shard's "# puzzlebox partial" header).
    void line(const std::string& text) { file_.write(text + '\n'); }
    // Puts the file in place; throws WriteError on failure.
    void commit() { file_.commit(); }

private:
    OutputFile file_;
};

}  // namespace puzzlebox
