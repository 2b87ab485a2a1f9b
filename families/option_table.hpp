// Options as rows of a table (CaDiCaL's options.hpp habit): each row names an
// option, its kind, default, range and help, and the table alone drives
// parsing, --help and the range checks. A tool takes its own table plus the
// table of the family a run is about; an option of another family is refused
// by name ("--prune is for jump"), never by a hand-kept list.
#pragma once

#include <cstdint>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

namespace puzzlebox {

enum class OptionKind {
    flag,      // --name, no value
    integer,   // within [low, high]
    real,      // finite, within [low, high]
    text,      // any text, or one of `choices`
    maybe_text,// --name alone (value "") or --name=TEXT
};

struct OptionRow {
    std::string name;
    OptionKind kind = OptionKind::text;
    std::string fallback;  // the default, as it would be typed ("" = none; flags: off)
    std::string help;
    std::int64_t low = std::numeric_limits<std::int64_t>::min();  // integer and real: the range
    std::int64_t high = std::numeric_limits<std::int64_t>::max();
    std::vector<std::string> choices;  // text: the words allowed (empty: any)
};

using OptionTable = std::vector<OptionRow>;

// Rows of the common kinds.
OptionRow flag_option(std::string name, std::string help);
OptionRow integer_option(std::string name, std::int64_t fallback, std::int64_t low, std::int64_t high, std::string help);
OptionRow real_option(std::string name, std::string fallback, std::int64_t low, std::int64_t high, std::string help);
OptionRow text_option(std::string name, std::string fallback, std::string help, std::vector<std::string> choices = {});

// The checked values of one run: every row of the tables it was made from,
// given or defaulted.
class OptionValues {
public:
    bool given(const std::string& name) const;
    bool flag(const std::string& name) const;
    std::int64_t integer(const std::string& name) const;
    double real(const std::string& name) const;
    const std::string& text(const std::string& name) const;

    // Every option's value as typed ("name=value", defaults too, in name
    // order) but those named in `leave_out`: what a run's results depend on.
    std::string settings(const std::vector<std::string>& leave_out) const;

    // Sets a value after the fact (a family's derived default); keeps `given`.
    void set_text(const std::string& name, const std::string& text);

private:
    friend OptionValues check_options(const boost::program_options::variables_map&, const std::vector<const OptionTable*>&);
    struct Value {
        bool given = false;
        std::string text;
        std::int64_t integer = 0;
        double real = 0;
    };
    const Value& at(const std::string& name) const;
    std::map<std::string, Value> values_;
};

// Every row of `tables` as program_options, once per name, values kept as
// text (the checks are check_options'); for parsing.
void add_parse_rows(boost::program_options::options_description& into, const OptionTable& table);

// The rows as --help shows them: name, argument, default, range, help.
std::string option_help(const std::string& caption, const OptionTable& table);

// The values of `tables`' rows (defaults where not given), each range-checked;
// throws UsageError naming the option and what it expects.
OptionValues check_options(const boost::program_options::variables_map& given, const std::vector<const OptionTable*>& tables);

// Throws UsageError for an option given on the command line that no table in
// `allowed` has: names which of `others` (family name, table) take it.
void refuse_foreign_options(const boost::program_options::variables_map& given, const std::vector<const OptionTable*>& allowed,
                            const std::vector<std::pair<std::string, const OptionTable*>>& others, const std::string& context);

// "5" or "1-8" within 1..most, the value of option --`option`; throws UsageError.
std::pair<int, int> parse_range(const std::string& option, const std::string& text, int most);

}  // namespace puzzlebox
