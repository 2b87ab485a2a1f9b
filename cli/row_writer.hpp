// Rows of named columns, as CSV or as JSON Lines: the one place the tools'
// tables become either. A JSON row is an object keyed by the CSV header, in
// its order; a field that is a whole number (within 64 bits) or a decimal
// ("2.048") becomes a JSON number, "true"/"false" a JSON boolean, an empty
// field null, anything else a string: the JSON and
// the CSV of a run hold the same values (docs/json.md lists the fields).
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/output_file.hpp"

namespace puzzlebox {

using Json = nlohmann::ordered_json;

// A CSV field as a JSON value (see above).
Json json_value(const std::string& field);
// columns[i] -> json_value(fields[i]); a missing field is null.
Json json_row(const std::vector<std::string>& columns, const std::vector<std::string>& fields);
// Adds columns[i] -> json_value(fields[i]) to `object`.
void add_fields(Json& object, const std::vector<std::string>& columns, const std::vector<std::string>& fields);
// One line of JSON Lines: compact, invalid UTF-8 replaced, '\n' at the end.
std::string json_line(const Json& value);

class RowWriter {
public:
    // format "csv" or "json"; path "-" is standard output, else the file
    // appears whole at commit() (OutputFile).
    RowWriter(const std::string& path, std::string format) : file_(path), json_(format == "json") {}

    // The header: written as the first CSV row, the keys of every JSON object.
    void columns(std::vector<std::string> names);
    // `extra` is put before the row's fields in JSON (e.g. "board"); CSV ignores it.
    void row(const std::vector<std::string>& fields, const Json& extra = Json::object());
    void commit() { file_.commit(); }

private:
    OutputFile file_;
    bool json_;
    std::vector<std::string> columns_;
};

}  // namespace puzzlebox
