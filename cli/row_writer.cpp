// CSV or JSON Lines rows (see row_writer.hpp).
#include "cli/row_writer.hpp"

#include "puzzles/text_source.hpp"
#include "support/csv_writer.hpp"

namespace puzzlebox {

namespace {
// "-12.50": digits, one '.', digits (what the tables print with {:.Nf}).
bool is_decimal(const std::string& field) {
    const std::size_t digits = field.starts_with('-') ? 1 : 0;
    const auto dot = field.find('.');
    if (dot == std::string::npos || dot == digits || dot + 1 == field.size()) return false;
    for (std::size_t i = digits; i < field.size(); ++i)
        if (i != dot && (field[i] < '0' || field[i] > '9')) return false;
    return true;
}
}  // namespace

Json json_value(const std::string& field) {
    if (field.empty()) return nullptr;
    if (is_decimal(field)) return std::stod(field);
    if (field == "true") return true;
    if (field == "false") return false;
    if (!field.empty() && field.front() != '+' && !(field.size() > 1 && field.front() == '0') && !field.starts_with("-0"))
        if (const auto number =
                parse_integer(field, std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()))
            return *number;
    return field;
}

void add_fields(Json& object, const std::vector<std::string>& columns, const std::vector<std::string>& fields) {
    for (std::size_t i = 0; i < columns.size(); ++i) object[columns[i]] = i < fields.size() ? json_value(fields[i]) : Json();
}

Json json_row(const std::vector<std::string>& columns, const std::vector<std::string>& fields) {
    Json row = Json::object();
    add_fields(row, columns, fields);
    return row;
}

std::string json_line(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace) + '\n'; }

void RowWriter::columns(std::vector<std::string> names) {
    columns_ = std::move(names);
    if (!json_) file_.write(csv_row(columns_) + '\n');
}

void RowWriter::row(const std::vector<std::string>& fields, const Json& extra) {
    if (!json_) {
        file_.write(csv_row(fields) + '\n');
        return;
    }
    Json object = extra;
    add_fields(object, columns_, fields);
    file_.write(json_line(object));
}

}  // namespace puzzlebox
