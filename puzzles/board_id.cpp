// Board IDs (see board_id.hpp).
#include "puzzles/board_id.hpp"

#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <sys/stat.h>

#include "puzzles/tatham_save.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

namespace {

bool is_key(std::string_view word) {
    if (word.empty()) return false;
    for (const char ch : word)
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '-' || ch == '_')) return false;
    return !(word.front() == '-');
}

// A value of a row (no ','), or with `comma` a word of a key line ("4,2").
bool plain_word(std::string_view word, bool comma = false) {
    for (const char ch : word) {
        const auto byte = static_cast<unsigned char>(ch);
        if (ch == ':' || ch == '/' || ch == '=' || ch == '+' || ch == '#' || (ch == ',' && !comma) || byte <= 0x20 ||
            byte >= 0x7f)
            return false;
    }
    return !word.empty();
}

// Whether a line of board text begins a key line: every key of every
// family's format has two letters or more, and a row of one-letter values
// (rotate's orientation rows, "u r r") is a row, not a key "u".
bool starts_key_line(std::string_view word) { return word.size() >= 2 && is_key(word); }

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t from = 0;
    for (;;) {
        const auto at = text.find(separator, from);
        parts.push_back(text.substr(from, at == std::string_view::npos ? std::string_view::npos : at - from));
        if (at == std::string_view::npos) return parts;
        from = at + 1;
    }
}

struct Block {
    std::string key;
    std::vector<std::vector<std::string>> rows;
};

}  // namespace

std::string board_id(std::string_view board_text) {
    const auto fail = [](const std::string& why) { throw std::logic_error("board_id: " + why); };
    std::string id;
    std::vector<Block> blocks;  // every key line, with the rows below it
    for (std::string_view line : split(board_text, '\n')) {
        if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
        const std::vector<std::string> words = split_words(line);
        if (words.empty()) continue;
        for (const auto& word : words)
            if (!plain_word(word, starts_key_line(words.front())))
                fail(fmt::format("the word '{}' does not fit in an ID", shown(word)));
        if (starts_key_line(words.front())) {
            blocks.push_back({words.front(), {}});
            if (words.size() > 1) blocks.back().rows.emplace_back(words.begin() + 1, words.end());
            blocks.back().key += words.size() > 1 ? "=" : "";
        } else {
            if (blocks.empty() || blocks.back().key.ends_with('=')) fail("a row outside a block");
            blocks.back().rows.push_back(words);
        }
    }
    if (blocks.empty() || blocks.front().key != "puzzle=" || blocks.front().rows.size() != 1 ||
        blocks.front().rows[0].size() != 1)
        fail("the text does not begin with 'puzzle NAME'");
    id = blocks.front().rows[0][0];
    for (std::size_t b = 1; b < blocks.size(); ++b) {
        const Block& block = blocks[b];
        id += ':' + block.key;
        if (block.key.ends_with('=')) {
            const auto& words = block.rows.front();
            for (std::size_t i = 0; i < words.size(); ++i) id += (i ? "+" : "") + words[i];
            continue;
        }
        bool packed = true;
        for (const auto& row : block.rows)
            for (const auto& value : row) packed = packed && value.size() == 1;
        for (const auto& row : block.rows) {
            id += '/';
            for (std::size_t i = 0; i < row.size(); ++i) id += (i && !packed ? "," : "") + row[i];
            if (!packed && row.size() == 1) id += ',';  // one value of several characters: not packed
        }
    }
    return id;
}

bool looks_like_board_id(std::string_view argument) {
    const auto colon = argument.find(':');
    return colon != std::string_view::npos && colon > 0 && is_key(argument.substr(0, colon)) &&
           argument.find('\n') == std::string_view::npos;
}

std::optional<std::string> board_id_text(std::string_view id, std::string& problem, std::span<const ForeignBoardId> foreign) {
    if (!looks_like_board_id(id)) {
        problem = "a board ID begins with the family's name and ':' (NAME:key=value:...)";
        return std::nullopt;
    }
    const std::string_view name = id.substr(0, id.find(':')), rest = id.substr(name.size() + 1);
    for (const ForeignBoardId& reader : foreign)
        if (reader.name == name && reader.claims(rest)) return reader.text(rest, problem);
    const std::vector<std::string_view> items = split(id, ':');
    std::string text = fmt::format("puzzle {}\n", items[0]);
    for (std::size_t i = 1; i < items.size(); ++i) {
        const std::string_view item = items[i];
        const auto equals = item.find('=');
        const auto slash = item.find('/');
        const std::string_view key = item.substr(0, std::min(equals, slash));
        if (!is_key(key)) {
            problem = fmt::format("item {} ('{}'): expected key=value or key/row/row...", i + 1, shown(item));
            return std::nullopt;
        }
        if (key == "puzzle") {  // an ID is one board: its family is named once, at the start
            problem = fmt::format("item {} ('{}'): 'puzzle' is the ID's first word, not a key", i + 1, shown(item));
            return std::nullopt;
        }
        text += key;
        if (equals < slash) {
            for (const std::string_view word : split(item.substr(equals + 1), '+')) {
                if (!plain_word(word, true)) {
                    problem = fmt::format("item {} ('{}'): an empty or unexpected value", i + 1, shown(item));
                    return std::nullopt;
                }
                text.append(" ").append(word);
            }
            text += '\n';
            continue;
        }
        text += '\n';
        if (slash == std::string_view::npos) continue;
        for (const std::string_view row : split(item.substr(slash + 1), '/')) {
            if (row.empty()) {
                problem = fmt::format("item {} ('{}'): an empty row", i + 1, shown(item));
                return std::nullopt;
            }
            std::vector<std::string_view> values;
            if (row.find(',') != std::string_view::npos) {
                values = split(row, ',');
                if (values.size() > 1 && values.back().empty()) values.pop_back();
            } else {
                for (std::size_t c = 0; c < row.size(); ++c) values.push_back(row.substr(c, 1));
            }
            if (!values.empty() && values.front() == "puzzle") {  // a row that would read as a second board's first line
                problem = fmt::format("item {} ('{}'): a row cannot begin with 'puzzle'", i + 1, shown(item));
                return std::nullopt;
            }
            for (std::size_t v = 0; v < values.size(); ++v) {
                if (!plain_word(values[v])) {
                    problem = fmt::format("item {} ('{}'): an empty or unexpected value in a row", i + 1, shown(item));
                    return std::nullopt;
                }
                text.append(v ? " " : "").append(values[v]);
            }
            text += '\n';
        }
    }
    return text;
}

TextSource open_board_file(const std::string& path, std::span<const ForeignBoardId> foreign) {
    TextSource file = TextSource::from_file(path);
    if (!is_tatham_save(file)) return file;
    const TathamSave save = read_tatham_save(file);
    for (const ForeignBoardId& reader : foreign)
        if (reader.game == save.game) {
            std::string problem;
            const auto text = reader.text(save.params + ":" + save.desc, problem);
            if (!text) file.fail(save.desc_line, fmt::format("the {} game's PARAMS and DESC: {}", save.game, problem));
            return TextSource::from_string(*text, fmt::format("{} (Tatham's {} game)", file.name(), save.game));
        }
    std::string games;
    for (const ForeignBoardId& reader : foreign) games.append(games.empty() ? "" : ", ").append(reader.game);
    file.fail(save.game_line, fmt::format("a save file of Tatham's {}: puzzlebox reads those of {}", shown(save.game),
                                          games.empty() ? "no game" : games));
}

TextSource open_board(const std::string& argument, std::span<const ForeignBoardId> foreign) {
    if (argument == "-") {
        // Standard input: board files, or board IDs one a line (puzzlebox-gen --format id | puzzlebox-solve -).
        TextSource in = TextSource::from_file("-");
        if (in.at_end() || !looks_like_board_id(in.peek().text)) return in;
        std::string boards;
        while (!in.at_end()) {
            const SourceLine& line = in.next();
            std::string problem;
            const auto text = board_id_text(std::string(line.text), problem, foreign);
            if (!text) in.fail(line.number, "expected a board ID on each line: " + problem);
            boards += *text;
        }
        return TextSource::from_string(boards, "<stdin>");
    }
    struct stat status {};
    if (argument != "-" && looks_like_board_id(argument) && ::stat(argument.c_str(), &status) != 0) {
        std::string problem;
        const auto text = board_id_text(argument, problem, foreign);
        if (!text) throw InputError("board ID", 0, problem);
        return TextSource::from_string(*text, "board ID");
    }
    return open_board_file(argument, foreign);
}

std::string board_label(const std::string& argument, const TextSource& source) {
    const std::string& name = argument == "-" ? source.name() : argument;
    return source.board_number() > 1 ? fmt::format("{} board {}", name, source.board_number()) : name;
}

}  // namespace puzzlebox
