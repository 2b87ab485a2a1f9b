// Checkpoint files' "key value" lines (see keyed_lines.hpp).
#include "support/keyed_lines.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "support/input_error.hpp"

namespace puzzlebox {

namespace {

template <class Integer>
std::optional<Integer> number(const std::string& text) {
    Integer value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

KeyedLines::KeyedLines(std::string file, const std::string& text, const std::string& heading, const std::string& what)
    : file_(std::move(file)) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) lines_.push_back(line);
    if (lines_.empty() || lines_.front() != heading)
        throw InputError(file_, lines_.empty() ? 0 : 1, fmt::format("not {} (expected its first line, '{}')", what, heading));
    at_ = 1;
}

std::string KeyedLines::text_of(const std::string& key) {
    if (at_ >= lines_.size()) throw InputError(file_, 0, fmt::format("cut short: no '{}' line", key));
    const std::string& line = lines_[at_++];
    if (line.rfind(key + " ", 0) != 0) throw InputError(file_, line_number(), fmt::format("expected '{} ...'", key));
    return line.substr(key.size() + 1);
}

std::uint64_t KeyedLines::whole_of(const std::string& key) {
    const auto value = number<std::uint64_t>(text_of(key));
    if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected a whole number", key));
    return *value;
}

std::int64_t KeyedLines::integer_of(const std::string& key) {
    const auto value = number<std::int64_t>(text_of(key));
    if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected an integer", key));
    return *value;
}

std::vector<std::int64_t> KeyedLines::integers_of(const std::string& key) {
    std::vector<std::int64_t> values;
    std::istringstream words(text_of(key));
    std::string word;
    while (words >> word) {
        const auto value = number<std::int64_t>(word);
        if (!value) throw InputError(file_, line_number(), fmt::format("{}: expected integers, found '{}'", key, word));
        values.push_back(*value);
    }
    return values;
}

double KeyedLines::decimal_of(const std::string& key) {
    const std::string text = text_of(key);
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(value) || value < 0)
        throw InputError(file_, line_number(), fmt::format("{}: expected a number at least 0", key));
    return value;
}

void KeyedLines::same_run(const std::string& key, std::uint64_t expected) {
    const std::uint64_t found = whole_of(key);
    if (found != expected) another_run(key, std::to_string(found), std::to_string(expected));
}

void KeyedLines::same_run(const std::string& key, const std::string& expected) {
    const std::string found = text_of(key);
    if (found != expected) another_run(key, found, expected);
}

void KeyedLines::another_run(const std::string& key, const std::string& found, const std::string& expected) const {
    throw InputError(file_, line_number(),
                     fmt::format("a checkpoint of another run: {} {}, where this run's is {}", key, found, expected));
}

void KeyedLines::end() const {
    if (at_ < lines_.size()) throw InputError(file_, static_cast<int>(at_) + 1, "expected the end of the checkpoint");
}

}  // namespace puzzlebox
