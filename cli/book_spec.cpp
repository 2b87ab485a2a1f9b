// The book spec's reader: its book keys and each section's keys are tables
// of the one keyed-text reader (puzzles/keyed_text.hpp).
#include "cli/book_spec.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "puzzles/keyed_text.hpp"

namespace puzzlebox {

namespace {

// Options the book sets itself: a section cannot.
// The book's limits are the book's too: one --time-limit and one
// --max-memory over every section (a section's own would be ignored).
constexpr std::string_view book_owned[] = {"out",    "svg",      "solution", "sheet", "paper",      "title",      "html",
                                           "format", "no-rules", "progress", "quiet", "time-limit", "max-memory", "threads"};

std::uint64_t seed_of(const TextSource& source, const KeyLine& line) {
    const auto seed = parse_integer(line.words[1], 0, INT64_MAX);
    if (!seed) source.fail(line.number, fmt::format("seed: expected one integer 0..2^63-1, got '{}'", shown(line.rest())));
    return static_cast<std::uint64_t>(*seed);
}

// The book's own keys, up to its first section.
void read_book_keys(TextSource& source, BookSpec& spec) {
    KeyedText keys(
        source,
        {
            {"title", KeyForm::words, "title TEXT", false, [&](const KeyLine& line) { spec.title = line.rest(); }},
            {"subtitle", KeyForm::words, "subtitle TEXT", false, [&](const KeyLine& line) { spec.subtitle = line.rest(); }},
            {"paper", KeyForm::words, "paper a4|letter|WxH", false,
             [&](const KeyLine& line) {
                 spec.paper = line.rest();
                 spec.paper_line = line.number;
             }},
            {"seed", KeyForm::value, "seed N", false, [&](const KeyLine& line) { spec.seed = seed_of(source, line); }},
        },
        "book key", " for the book");
    keys.read("section");
}

// A section's keys after its "section FAMILY" line, up to the next section;
// keys the table does not name are the family's puzzlebox-gen options.
void read_section_keys(TextSource& source, BookSection& section) {
    const auto levels = [&](const KeyLine& line) { section.levels.assign(line.words.begin() + 1, line.words.end()); };
    std::vector<TextKey> table{
        {"heading", KeyForm::words, "heading TEXT", false, [&](const KeyLine& line) { section.heading = line.rest(); }},
        {"difficulty", KeyForm::words, "difficulty LEVEL ...", false, levels},
        {"level", KeyForm::words, "level LEVEL ...", false, levels, "difficulty"},
        {"levels", KeyForm::words, "levels LEVEL ...", false, levels, "difficulty"},
        {"count", KeyForm::words, "count N", false,
         [&](const KeyLine& line) {
             const auto count = line.words.size() == 2 ? parse_integer(line.words[1], 1, 1000) : std::nullopt;
             if (!count)
                 source.fail(line.number, fmt::format("count: expected one integer 1..1000, got '{}'", shown(line.rest())));
             section.count = static_cast<int>(*count);
         }},
        {"seed", KeyForm::value, "seed N", false, [&](const KeyLine& line) { section.seed = seed_of(source, line); }},
    };
    KeyedText keys(source, table, "key", " in this section");
    keys.otherwise([&](const KeyLine& line) {
        const std::string& key = line.words.front();
        const std::string name = key.starts_with("--") ? key.substr(2) : key;
        if (std::find(std::begin(book_owned), std::end(book_owned), name) != std::end(book_owned))
            source.fail(line.number,
                        fmt::format("'{}' is the book's to set: a section cannot (puzzlebox-gen book --help)", name));
        if (name.empty()) source.fail(line.number, "'--' is not an option: expected a key or an option's name");
        if (std::any_of(table.begin(), table.end(), [&](const TextKey& k) { return k.name == name; }))
            source.fail(line.number,
                        fmt::format("'{}' is not an option (a section's own keys are written without '--')", shown(key)));
        keys.once(name, line.number, key);
        section.options.push_back({line.number, name, std::vector<std::string>(line.words.begin() + 1, line.words.end())});
    });
    keys.read("section");
}

BookSpec parse(TextSource& source) {
    BookSpec spec;
    spec.file = source.name();
    read_book_keys(source, spec);
    while (!source.at_end()) {
        const SourceLine& line = source.next();  // a "section" line: read_*_keys stop at one
        const std::vector<std::string> words = split_words(line.text);
        if (words.size() != 2) source.fail(line.number, "expected 'section FAMILY' (a family's name, as puzzlebox-gen takes it)");
        if (spec.sections.size() == max_book_sections)
            source.fail(line.number,
                        fmt::format("a book holds at most {} sections (its contents fit the title page)", max_book_sections));
        BookSection& section = spec.sections.emplace_back();
        section.line = line.number;
        section.family = words[1];
        section.seed = spec.seed;
        read_section_keys(source, section);
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
