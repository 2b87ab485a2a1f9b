// The one CSV writer: RFC 4180 quoting (LF line ends), and reports that appear whole or not at
// all (written to a temporary file beside the target, then renamed). "-" means
// standard output.
#pragma once

#include <fstream>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

// Quotes a field when it holds a comma, quote, CR or LF (quotes doubled).
std::string csv_field(std::string_view field);
std::string csv_row(const std::vector<std::string>& fields);

class CsvWriter {
public:
    // path "-" writes to stdout; otherwise to path + ".tmp", renamed by commit().
    explicit CsvWriter(std::string path);
    ~CsvWriter();  // without commit(), removes the temporary file
    CsvWriter(const CsvWriter&) = delete;
    CsvWriter& operator=(const CsvWriter&) = delete;

    void row(const std::vector<std::string>& fields);
    // Flushes and renames into place; throws std::runtime_error on failure.
    void commit();

private:
    std::string path_;
    std::string temp_path_;
    std::ofstream file_;
    std::ostream* out_;
    bool committed_ = false;
};

}  // namespace puzzlebox
