// The one loop over a read-back CSV file's lines (see csv_rows.hpp).
#include "support/csv_rows.hpp"

#include <fmt/format.h>

#include "support/csv_writer.hpp"
#include "support/input_error.hpp"

namespace puzzlebox {

void for_each_csv_row(const std::string& file, const std::string& text, const std::vector<std::string>& columns,
                      std::string_view no_header,
                      const std::function<void(const std::vector<std::string>& fields, int line)>& visit) {
    std::size_t at = 0;
    int line_number = 0;
    bool header = false;
    while (at < text.size()) {
        const std::size_t end = text.find('\n', at);
        const std::string line = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
        at = end == std::string::npos ? text.size() : end + 1;
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        const std::vector<std::string> fields = parse_csv_line(line);
        if (!header) {
            if (fields != columns)
                throw InputError(file, line_number, fmt::format("expected the units header '{}'", csv_row(columns)));
            header = true;
            continue;
        }
        if (fields.size() != columns.size())
            throw InputError(file, line_number, fmt::format("expected {} fields, found {}", columns.size(), fields.size()));
        visit(fields, line_number);
    }
    if (!header) throw InputError(file, line_number, std::string(no_header));
}

}  // namespace puzzlebox
