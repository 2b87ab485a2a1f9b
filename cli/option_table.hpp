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
    flag,        // --name, no value
    integer,     // within [low, high]
    real,        // finite, within [low, high]
    text,        // any text, or one of `choices`
    maybe_text,  // --name alone (value "") or --name=TEXT
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
// An integer with no default: `given` says whether there is one.
OptionRow optional_integer_option(std::string name, std::int64_t low, std::int64_t high, std::string help);
OptionRow real_option(std::string name, std::string fallback, std::int64_t low, std::int64_t high, std::string help);
OptionRow text_option(std::string name, std::string fallback, std::string help, std::vector<std::string> choices = {});
// --name alone (value "") or --name=TEXT.
OptionRow maybe_text_option(std::string name, std::string help);

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

// Typed option tables (CaDiCaL's options.hpp, one X-macro of rows). A table
// is written once as
//   #define SLIDE_GEN_OPTIONS(O)
//       O(text, size, "size", "4x4", "board size HxW")
//       O(integer, min_moves, "min-moves", 1, 0, 1000, "at least this many moves")
//   PUZZLEBOX_OPTIONS(SlideGenOptions, SLIDE_GEN_OPTIONS);
// (a backslash ends each line of the #define but the last)
// Each row is O(KIND, member, "name", the rest of KIND_option's arguments),
// KIND one of flag, integer, optional_integer, real, text, maybe_text; or
// O(row_KIND, member, "name", an expression giving the row) for a row shared
// between tables (memory_option()). The struct has one field per row (bool,
// std::int64_t, double, std::string), `given.member` (typed on the command
// line), `table()` (the rows: parsing, --help, range checks) and
// `read(values)`. Code reads `options.min_moves`: a misspelt option is a
// compile error, and the name is written once, in its row.
#define PUZZLEBOX_OPTION_TYPE_flag bool
#define PUZZLEBOX_OPTION_TYPE_integer std::int64_t
#define PUZZLEBOX_OPTION_TYPE_optional_integer std::int64_t
#define PUZZLEBOX_OPTION_TYPE_real double
#define PUZZLEBOX_OPTION_TYPE_text std::string
#define PUZZLEBOX_OPTION_TYPE_maybe_text std::string
#define PUZZLEBOX_OPTION_TYPE_row_flag bool
#define PUZZLEBOX_OPTION_TYPE_row_integer std::int64_t
#define PUZZLEBOX_OPTION_TYPE_row_text std::string
#define PUZZLEBOX_OPTION_READ_flag flag
#define PUZZLEBOX_OPTION_READ_integer integer
#define PUZZLEBOX_OPTION_READ_optional_integer integer
#define PUZZLEBOX_OPTION_READ_real real
#define PUZZLEBOX_OPTION_READ_text text
#define PUZZLEBOX_OPTION_READ_maybe_text text
#define PUZZLEBOX_OPTION_READ_row_flag flag
#define PUZZLEBOX_OPTION_READ_row_integer integer
#define PUZZLEBOX_OPTION_READ_row_text text
#define PUZZLEBOX_OPTION_ROW_flag(name, ...) flag_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_integer(name, ...) integer_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_optional_integer(name, ...) optional_integer_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_real(name, ...) real_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_text(name, ...) text_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_maybe_text(name, ...) maybe_text_option(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_row_flag(name, ...) ::puzzlebox::checked_row(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_row_integer(name, ...) ::puzzlebox::checked_row(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_ROW_row_text(name, ...) ::puzzlebox::checked_row(name, __VA_ARGS__)
#define PUZZLEBOX_OPTION_FIELD(kind, member, name, ...) PUZZLEBOX_OPTION_TYPE_##kind member{};
#define PUZZLEBOX_OPTION_GIVEN(kind, member, name, ...) bool member = false;
#define PUZZLEBOX_OPTION_TABLE_ROW(kind, member, name, ...) PUZZLEBOX_OPTION_ROW_##kind(name, __VA_ARGS__),
#define PUZZLEBOX_OPTION_READ_ROW(kind, member, name, ...)   \
    read.member = values.PUZZLEBOX_OPTION_READ_##kind(name); \
    read.given.member = values.given(name);
#define PUZZLEBOX_OPTIONS(Type, ROWS)                                                          \
    struct Type {                                                                              \
        ROWS(PUZZLEBOX_OPTION_FIELD)                                                           \
        struct Given {                                                                         \
            ROWS(PUZZLEBOX_OPTION_GIVEN)                                                       \
        } given;                                                                               \
        static ::puzzlebox::OptionTable table() { return {ROWS(PUZZLEBOX_OPTION_TABLE_ROW)}; } \
        static Type read([[maybe_unused]] const ::puzzlebox::OptionValues& values) {           \
            Type read;                                                                         \
            ROWS(PUZZLEBOX_OPTION_READ_ROW)                                                    \
            return read;                                                                       \
        }                                                                                      \
    }

// A shared row under the name its table gives it (the two must agree: an
// std::logic_error names both otherwise).
OptionRow checked_row(const std::string& name, OptionRow row);

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
