// libFuzzer target: board IDs, puzzlebox's and Tatham's (flip:, twiddle:).
// Any bytes either decode to the text of one board (one 'puzzle' line,
// first; no '#', which the readers take for a comment) or are refused with a
// reason; text that a family's reader takes has an ID that decodes to the
// same board.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "puzzles/board_id.hpp"
#include "puzzles/flip/flip_format.hpp"
#include "puzzles/flip/flip_tatham.hpp"
#include "puzzles/hexagon/hexagon_format.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/rotate/rotate_tatham.hpp"
#include "support/input_error.hpp"

namespace {

[[noreturn]] void finding(const char* what, const std::string& text) {
    std::fprintf(stderr, "board ID: %s:\n%s\n", what, text.c_str());
    std::abort();
}

// The board the text stands for reads back the same from its own ID.
template <class Parse, class Write>
void same_board_from_its_id(const std::string& text, Parse parse, Write write) {
    try {
        const auto board = parse(text, "fuzz");
        const std::string id = puzzlebox::board_id(write(board));
        std::string problem;
        const auto again = puzzlebox::board_id_text(id, problem);
        if (!again) finding("a board's own ID does not decode", id);
        if (!(parse(*again, "again") == board)) finding("a board's own ID decodes to another board", id);
    } catch (const puzzlebox::InputError&) {
        // well formed, but not a board: the reader said why
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view id(reinterpret_cast<const char*>(data), size);
    // Tatham's IDs, the readers the families offer (without linking the families).
    static const puzzlebox::ForeignBoardId tatham[] = {puzzlebox::tatham_flip_reader, puzzlebox::tatham_twiddle_reader};
    std::string problem;
    const auto text = puzzlebox::board_id_text(id, problem, tatham);
    if (!text) {
        if (problem.empty()) finding("refused without a reason", std::string(id));
        return 0;
    }
    if (text->find('#') != std::string::npos) finding("decodes to text with a '#'", *text);
    if (!text->starts_with("puzzle ")) finding("decodes to text that does not begin with 'puzzle'", *text);
    // A line the readers take for the start of a board (TextSource): "puzzle" alone or before a blank.
    for (std::size_t at = text->find('\n'); at != std::string::npos; at = text->find('\n', at + 1)) {
        const std::string_view line = std::string_view(*text).substr(at + 1, text->find('\n', at + 1) - at - 1);
        if (line == "puzzle" || line.starts_with("puzzle ") || line.starts_with("puzzle\t"))
            finding("decodes to two boards", *text);
    }
    const std::string family = text->substr(7, text->find('\n') - 7);
    using namespace puzzlebox;
    const auto read = [](auto parse) {
        return [parse](const std::string& t, const std::string& name) { return parse(t, name); };
    };
    if (family == "jump")
        same_board_from_its_id(*text, read([](std::string_view t, const std::string& n) { return parse_jump_board(t, n); }),
                               [](const JumpBoard& b) { return write_jump_board(b); });
    else if (family == "rotate")
        same_board_from_its_id(*text, read([](std::string_view t, const std::string& n) { return parse_rotate_board(t, n); }),
                               [](const RotateBoard& b) { return write_rotate_board(b); });
    else if (family == "flip")
        same_board_from_its_id(*text, read([](std::string_view t, const std::string& n) { return parse_flip_board(t, n); }),
                               [](const FlipBoard& b) { return write_flip_board(b); });
    else if (family == "hexagon")
        same_board_from_its_id(*text, read([](std::string_view t, const std::string& n) { return parse_hexagon_board(t, n); }),
                               [](const HexagonBoard& b) { return write_hexagon_board(b); });
    return 0;
}
