// Line reader for the text formats (see text_source.hpp).
#include "text_source.hpp"

#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace puzzlebox {

namespace {

std::string_view trim(std::string_view s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) return {};
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

}  // namespace

TextSource TextSource::from_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path, 0, "cannot open file for reading");
    std::string bytes;
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        bytes.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (bytes.size() > max_file_bytes)
            throw InputError(path, 0, fmt::format("file is larger than {} MiB", max_file_bytes >> 20));
    }
    if (in.bad()) throw InputError(path, 0, "read error");
    return from_string(bytes, path);
}

TextSource TextSource::from_string(std::string_view text, std::string name) {
    TextSource source;
    source.name_ = std::move(name);
    int number = 0;
    bool seen_content = false;
    std::size_t pos = 0;
    while (pos < text.size()) {
        auto end = text.find('\n', pos);
        if (end == std::string_view::npos) end = text.size();
        std::string_view raw = text.substr(pos, end - pos);
        pos = end + 1;
        ++number;
        if (raw.size() > max_line_bytes)
            source.fail(number, fmt::format("line is longer than {} bytes", max_line_bytes));
        for (char ch : raw) {
            const auto byte = static_cast<unsigned char>(ch);
            if ((byte < 0x20 && ch != '\t' && ch != '\r') || byte == 0x7f)
                source.fail(number, fmt::format("unexpected byte 0x{:02x}: this does not look like a text puzzle file", byte));
        }
        std::string_view content = raw;
        const auto hash = content.find('#');
        if (hash != std::string_view::npos) {
            if (!seen_content && trim(content.substr(0, hash)).empty()) {
                std::string_view comment = content.substr(hash + 1);
                if (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
                while (!comment.empty() && (comment.back() == '\r' || comment.back() == ' ')) comment.remove_suffix(1);
                source.leading_comments_.emplace_back(comment);
            }
            content = content.substr(0, hash);
        }
        content = trim(content);
        if (content.empty()) continue;
        seen_content = true;
        source.lines_.push_back({number, std::string(content)});
    }
    source.last_line_ = number;
    return source;
}

const SourceLine& TextSource::peek() const { return lines_.at(next_); }

const SourceLine& TextSource::next() { return lines_.at(next_++); }

void TextSource::fail(int line, const std::string& message) const {
    throw InputError(name_, line, message);
}

std::vector<std::string> split_words(std::string_view text) {
    std::vector<std::string> words;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const auto start = text.find_first_not_of(" \t\r", pos);
        if (start == std::string_view::npos) break;
        auto end = text.find_first_of(" \t\r", start);
        if (end == std::string_view::npos) end = text.size();
        words.emplace_back(text.substr(start, end - start));
        pos = end;
    }
    return words;
}

std::optional<std::int64_t> parse_integer(std::string_view word, std::int64_t lo, std::int64_t hi) {
    if (!word.empty() && word.front() == '+') word.remove_prefix(1);
    if (word.empty() || word.front() == '+') return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
    if (value < lo || value > hi) return std::nullopt;
    return value;
}

std::optional<std::pair<int, int>> parse_size(std::string_view word, int max_side) {
    const auto x = word.find('x');
    if (x == std::string_view::npos) return std::nullopt;
    const auto rows = parse_integer(word.substr(0, x), 1, max_side);
    const auto cols = parse_integer(word.substr(x + 1), 1, max_side);
    if (!rows || !cols || word[0] == '+' || word[x + 1] == '+') return std::nullopt;
    return std::pair{static_cast<int>(*rows), static_cast<int>(*cols)};
}

std::optional<Cell> parse_cell(std::string_view word) {
    const auto comma = word.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const auto row = parse_integer(word.substr(0, comma), 0, 1'000'000'000);
    const auto col = parse_integer(word.substr(comma + 1), 0, 1'000'000'000);
    if (!row || !col || word[0] == '+' || word[comma + 1] == '+') return std::nullopt;
    return Cell{static_cast<int>(*row), static_cast<int>(*col)};
}

}  // namespace puzzlebox
