// Tatham's save files (see tatham_save.hpp).
#include "puzzles/tatham_save.hpp"

#include <fmt/format.h>

namespace puzzlebox {

namespace {

constexpr std::string_view first_record = "SAVEFILE:41:Simon Tatham's Portable Puzzle Collection";

}  // namespace

bool is_tatham_save(const TextSource& source) { return !source.at_end() && source.peek().text == first_record; }

TathamSave read_tatham_save(TextSource& source) {
    TathamSave save;
    int params_line = 0;
    while (!source.at_end()) {
        const SourceLine& line = source.next();
        const std::string& text = line.text;
        const auto colon = text.find(':');
        const auto second = colon == std::string::npos ? std::string::npos : text.find(':', colon + 1);
        std::string key = colon == std::string::npos ? "" : text.substr(0, colon);
        while (!key.empty() && key.back() == ' ') key.pop_back();
        const auto length =
            second == std::string::npos ? std::nullopt : parse_integer(text.substr(colon + 1, second - colon - 1), 0, 1 << 30);
        if (key.empty() || key.size() > 8 || !length)
            source.fail(line.number, fmt::format("expected a save-file record KEY:LENGTH:VALUE, got '{}'", shown(text)));
        const std::string value = text.substr(second + 1);
        if (value.size() != static_cast<std::size_t>(*length))
            source.fail(line.number,
                        fmt::format("the {} record says {} characters and has {}", shown(key), *length, value.size()));
        if (key == "GAME") {
            save.game = value;
            save.game_line = line.number;
        } else if (key == "PARAMS") {
            save.params = value;
            params_line = line.number;
        } else if (key == "DESC") {
            save.desc = value;
            save.desc_line = line.number;
        } else if (key == "SOLVE") {
            save.solve = value;
        }
    }
    if (save.game_line == 0) source.fail(0, "a save file without a GAME record");
    if (params_line == 0) source.fail(0, "a save file without a PARAMS record");
    if (save.desc_line == 0) source.fail(0, "a save file without a DESC record (the game as set)");
    return save;
}

}  // namespace puzzlebox
