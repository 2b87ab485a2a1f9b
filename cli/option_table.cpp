// Parsing, --help and range checks driven by option tables.
#include "cli/option_table.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "puzzles/text_source.hpp"

namespace po = boost::program_options;

namespace puzzlebox {

OptionRow flag_option(std::string name, std::string help) {
    return OptionRow{std::move(name), OptionKind::flag, "", std::move(help), 0, 1, {}};
}

OptionRow integer_option(std::string name, std::int64_t fallback, std::int64_t low, std::int64_t high, std::string help) {
    return OptionRow{std::move(name), OptionKind::integer, std::to_string(fallback), std::move(help), low, high, {}};
}

OptionRow optional_integer_option(std::string name, std::int64_t low, std::int64_t high, std::string help) {
    return OptionRow{std::move(name), OptionKind::integer, "", std::move(help), low, high, {}};
}

OptionRow maybe_text_option(std::string name, std::string help) {
    return OptionRow{std::move(name), OptionKind::maybe_text, "", std::move(help), 0, 0, {}};
}

OptionRow checked_row(const std::string& name, OptionRow row) {
    if (row.name != name) throw std::logic_error("option table: the row '" + row.name + "' is listed as '" + name + "'");
    return row;
}

OptionRow real_option(std::string name, std::string fallback, std::int64_t low, std::int64_t high, std::string help) {
    return OptionRow{std::move(name), OptionKind::real, std::move(fallback), std::move(help), low, high, {}};
}

OptionRow text_option(std::string name, std::string fallback, std::string help, std::vector<std::string> choices) {
    return OptionRow{std::move(name), OptionKind::text, std::move(fallback), std::move(help), 0, 0, std::move(choices)};
}

bool OptionValues::given(const std::string& name) const { return at(name).given; }
bool OptionValues::flag(const std::string& name) const { return at(name).integer != 0; }
std::int64_t OptionValues::integer(const std::string& name) const { return at(name).integer; }
double OptionValues::real(const std::string& name) const { return at(name).real; }
const std::string& OptionValues::text(const std::string& name) const { return at(name).text; }

std::string OptionValues::settings(const std::vector<std::string>& leave_out) const {
    std::string text;
    for (const auto& [name, value] : values_)
        if (std::find(leave_out.begin(), leave_out.end(), name) == leave_out.end()) text += name + '=' + value.text + '\n';
    return text;
}

void OptionValues::set_text(const std::string& name, const std::string& text) { values_[name].text = text; }

const OptionValues::Value& OptionValues::at(const std::string& name) const {
    const auto found = values_.find(name);
    if (found == values_.end()) throw std::logic_error("option --" + name + " is in no table of this run");
    return found->second;
}

namespace {

bool given_on_command_line(const po::variables_map& given, const OptionRow& row) {
    if (!given.count(row.name)) return false;
    if (row.kind == OptionKind::flag) return given[row.name].as<bool>();
    return true;
}

std::string range_text(const OptionRow& row) {
    const auto bound = [](std::int64_t v) {
        if (v == std::numeric_limits<std::int64_t>::max()) return std::string("2^63-1");
        return std::to_string(v);
    };
    if (row.kind == OptionKind::integer || row.kind == OptionKind::real) return bound(row.low) + ".." + bound(row.high);
    std::string words;
    for (const auto& choice : row.choices) words.append(words.empty() ? "" : " | ").append(choice);
    return words;
}

// Whether the help already names every choice (as "a | b" or with a word on
// each): the choices are then not listed again after it.
bool names_every_choice(const std::string& help, const std::vector<std::string>& choices) {
    return std::all_of(choices.begin(), choices.end(),
                       [&](const std::string& choice) { return help.find(choice) != std::string::npos; });
}

}  // namespace

void add_parse_rows(po::options_description& into, const OptionTable& table) {
    for (const OptionRow& row : table) {
        if (into.find_nothrow(row.name, false)) continue;  // a name several families share: parsed once
        if (row.kind == OptionKind::flag) into.add_options()(row.name.c_str(), po::bool_switch(), "");
        else if (row.kind == OptionKind::maybe_text)
            into.add_options()(row.name.c_str(), po::value<std::string>()->implicit_value(""), "");
        else into.add_options()(row.name.c_str(), po::value<std::string>(), "");
    }
}

std::string option_help(const std::string& caption, const OptionTable& table) {
    po::options_description shown(caption, 100, 50);
    for (const OptionRow& row : table) {
        std::string help = row.help;
        const std::string range = range_text(row);
        if (!range.empty() && !(row.kind == OptionKind::text && names_every_choice(help, row.choices)))
            help.append(" [").append(range).append("]");
        if (row.kind == OptionKind::flag) {
            shown.add_options()(row.name.c_str(), help.c_str());
        } else {
            auto* value = po::value<std::string>()->value_name(row.kind == OptionKind::integer ? "N"
                                                               : row.kind == OptionKind::real  ? "X"
                                                                                               : "ARG");
            if (row.kind == OptionKind::maybe_text) value->implicit_value("", "");
            if (!row.fallback.empty()) value->default_value(row.fallback);
            shown.add_options()(row.name.c_str(), value, help.c_str());
        }
    }
    std::ostringstream out;
    out << shown;
    return out.str();
}

OptionValues check_options(const po::variables_map& given, const std::vector<const OptionTable*>& tables) {
    OptionValues values;
    for (const OptionTable* table : tables) {
        for (const OptionRow& row : *table) {
            if (values.values_.count(row.name)) continue;
            OptionValues::Value& value = values.values_[row.name];
            value.given = given_on_command_line(given, row);
            if (row.kind == OptionKind::flag) {
                value.integer = value.given ? 1 : 0;
                continue;
            }
            value.text = value.given ? given[row.name].as<std::string>() : row.fallback;
            if (row.kind == OptionKind::integer) {
                if (!value.given && row.fallback.empty()) continue;
                const auto parsed = parse_integer(value.text, row.low, row.high);
                if (!parsed)
                    throw UsageError(
                        fmt::format("--{} expects a whole number within {}, not '{}'", row.name, range_text(row), value.text));
                value.integer = *parsed;
            } else if (row.kind == OptionKind::real) {
                if (!value.given && row.fallback.empty()) continue;
                double parsed = 0;
                const char* end = value.text.data() + value.text.size();
                const auto [stop, error] = std::from_chars(value.text.data(), end, parsed);
                if (error != std::errc() || stop != end || !std::isfinite(parsed) || parsed < static_cast<double>(row.low) ||
                    parsed > static_cast<double>(row.high))
                    throw UsageError(
                        fmt::format("--{} expects a number within {}, not '{}'", row.name, range_text(row), value.text));
                value.real = parsed;
            } else if (!row.choices.empty() && (value.given || !value.text.empty())) {
                bool known = false;
                for (const auto& choice : row.choices) known = known || choice == value.text;
                if (!known) throw UsageError(fmt::format("--{} must be {}, not '{}'", row.name, range_text(row), value.text));
            }
        }
    }
    return values;
}

std::pair<int, int> parse_range(const std::string& option, const std::string& text, int most) {
    const auto dash = text.find('-');
    const auto low = parse_integer(text.substr(0, dash), 1, most);
    const auto high = dash == std::string::npos ? low : parse_integer(text.substr(dash + 1), 1, most);
    if (!low || !high || *low > *high)
        throw UsageError(fmt::format("--{} expects N or LOW-HIGH within 1..{}, not '{}'", option, most, text));
    return {static_cast<int>(*low), static_cast<int>(*high)};
}

void refuse_foreign_options(const po::variables_map& given, const std::vector<const OptionTable*>& allowed,
                            const std::vector<std::pair<std::string, const OptionTable*>>& others, const std::string& context) {
    std::set<std::string> names;
    for (const OptionTable* table : allowed)
        for (const OptionRow& row : *table) names.insert(row.name);
    for (const auto& [family, table] : others) {
        for (const OptionRow& row : *table) {
            if (names.count(row.name) || !given_on_command_line(given, row)) continue;
            std::string owners;
            for (const auto& [other, other_table] : others)
                for (const OptionRow& other_row : *other_table)
                    if (other_row.name == row.name) owners.append(owners.empty() ? "" : ", ").append(other);
            throw UsageError(fmt::format("--{} is for {} ({})", row.name, owners, context));
        }
    }
}

}  // namespace puzzlebox
