// The book spec's reader: lines through TextSource (comments, line numbers,
// and what is not text refused), keys checked as they come.
#include "cli/book_spec.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

namespace {

// The words after the key, as one string (titles keep their spaces).
std::string rest_of(const std::string& text, const std::string& key) {
    std::string rest = text.substr(std::min(text.size(), key.size()));
    const auto first = rest.find_first_not_of(" \t");
    return first == std::string::npos ? "" : rest.substr(first);
}

// Options the book sets itself: a section cannot.
// The book's limits are the book's too: one --time-limit and one
// --max-memory over every section (a section's own would be ignored).
constexpr std::string_view book_owned[] = {"out",    "svg",      "solution", "sheet", "paper",      "title",      "html",
                                           "format", "no-rules", "progress", "quiet", "time-limit", "max-memory", "threads"};

BookSpec parse(TextSource& source) {
    BookSpec spec;
    spec.file = source.name();
    BookSection* section = nullptr;
    std::map<std::string, int> seen;  // the book's keys, then the section's: each once, where it was
    while (!source.at_end()) {
        const SourceLine& line = source.next();
        const std::vector<std::string> words = split_words(line.text);
        const std::string& key = words.front();
        const std::string rest = rest_of(line.text, key);
        if (key != "section") {
            const std::string once = key == "level" || key == "levels" ? "difficulty"
                                     : key.starts_with("--")           ? key.substr(2)
                                                                       : key;
            if (const auto [at, fresh] = seen.emplace(once, line.number); !fresh)
                source.fail(line.number, fmt::format("'{}' given twice {} (first at line {})", shown(key),
                                                     section ? "in this section" : "for the book", at->second));
        } else {
            seen.clear();
        }
        const auto need_value = [&] {
            if (words.size() < 2) source.fail(line.number, fmt::format("'{}' needs a value", key));
        };
        const auto seed_of = [&]() -> std::uint64_t {
            need_value();
            const auto seed = words.size() == 2 ? parse_integer(words[1], 0, INT64_MAX) : std::nullopt;
            if (!seed) source.fail(line.number, fmt::format("seed: expected one integer 0..2^63-1, got '{}'", shown(rest)));
            return static_cast<std::uint64_t>(*seed);
        };
        if (key == "section") {
            if (words.size() != 2)
                source.fail(line.number, "expected 'section FAMILY' (a family's name, as puzzlebox-gen takes it)");
            if (spec.sections.size() == max_book_sections)
                source.fail(line.number,
                            fmt::format("a book holds at most {} sections (its contents fit the title page)", max_book_sections));
            spec.sections.push_back({});
            section = &spec.sections.back();
            section->line = line.number;
            section->family = words[1];
            section->seed = spec.seed;
            continue;
        }
        if (!section) {
            if (key == "title") {
                need_value();
                spec.title = rest;
            } else if (key == "subtitle") {
                need_value();
                spec.subtitle = rest;
            } else if (key == "paper") {
                need_value();
                spec.paper = rest;
                spec.paper_line = line.number;
            } else if (key == "seed") {
                spec.seed = seed_of();
            } else {
                source.fail(line.number, fmt::format("unknown book key '{}' (expected title, subtitle, paper, seed, or "
                                                     "'section FAMILY' to begin a section)",
                                                     shown(key)));
            }
            continue;
        }
        if (key == "heading") {
            need_value();
            section->heading = rest;
        } else if (key == "difficulty" || key == "level" || key == "levels") {
            need_value();
            section->levels.assign(words.begin() + 1, words.end());
        } else if (key == "count") {
            need_value();
            const auto count = words.size() == 2 ? parse_integer(words[1], 1, 1000) : std::nullopt;
            if (!count) source.fail(line.number, fmt::format("count: expected one integer 1..1000, got '{}'", shown(rest)));
            section->count = static_cast<int>(*count);
        } else if (key == "seed") {
            section->seed = seed_of();
        } else {
            std::string name = key.starts_with("--") ? key.substr(2) : key;
            if (std::find(std::begin(book_owned), std::end(book_owned), name) != std::end(book_owned))
                source.fail(line.number,
                            fmt::format("'{}' is the book's to set: a section cannot (puzzlebox-gen book --help)", name));
            if (name == "count" || name.empty()) source.fail(line.number, fmt::format("'{}' is not an option", shown(key)));
            section->options.push_back({line.number, name, std::vector<std::string>(words.begin() + 1, words.end())});
        }
    }
    if (source.next_board())  // a "puzzle" line begins a board file's next board: not a key of a book
        source.fail(source.peek().number, "'puzzle' is not a book key: is this a board file? (puzzlebox-gen book --help)");
    if (spec.sections.empty())
        source.fail(source.last_line_number(), "no sections: a book needs at least one 'section FAMILY' line");
    for (const BookSection& s : spec.sections)
        if (static_cast<int>(s.levels.size()) > s.count)
            source.fail(s.line, fmt::format("{} levels and {} boards: give each level a board at least (count {})",
                                            s.levels.size(), s.count, s.levels.size()));
    return spec;
}

}  // namespace

int boards_at_level(int count, int levels, int level) { return count / levels + (level < count % levels ? 1 : 0); }

BookSpec read_book_spec(const std::string& path) {
    TextSource source = TextSource::from_file(path);
    return parse(source);
}

BookSpec parse_book_spec(std::string_view text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return parse(source);
}

}  // namespace puzzlebox
