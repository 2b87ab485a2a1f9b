// Tatham's Flip game IDs (see flip_tatham.hpp).
#include "puzzles/flip/flip_tatham.hpp"

#include <cstdlib>

#include <fmt/format.h>

#include "puzzles/flip/flip_format.hpp"
#include "puzzles/text_source.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr std::string_view hex_digits = "0123456789abcdef";

int hex_value(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
    return -1;
}

// `bits` cells from hex (most significant bit first), or nullopt with problem.
std::optional<std::vector<std::uint8_t>> decode_bits(std::string_view hex, std::size_t bits, std::string_view what,
                                                     std::size_t offset, std::string& problem) {
    const std::size_t digits = (bits + 3) / 4;
    if (hex.size() != digits) {
        problem = fmt::format("the {} has {} hex digits, expected {}", what, hex.size(), digits);
        return std::nullopt;
    }
    std::vector<std::uint8_t> cells(bits, 0);
    for (std::size_t i = 0; i < digits; ++i) {
        const int value = hex_value(hex[i]);
        if (value < 0) {
            problem = fmt::format("the {} has '{}' at character {} of the ID, not a hex digit", what, shown(hex.substr(i, 1)),
                                  offset + i + 1);
            return std::nullopt;
        }
        for (std::size_t j = 0; j < 4 && 4 * i + j < bits; ++j)
            cells[4 * i + j] = static_cast<std::uint8_t>(value >> (3 - j) & 1);
    }
    return cells;
}

std::string encode_bits(const std::vector<std::uint8_t>& cells) {
    std::string hex;
    for (std::size_t i = 0; i < cells.size(); i += 4) {
        int value = 0;
        for (std::size_t j = 0; j < 4; ++j)
            if (i + j < cells.size() && cells[i + j]) value |= 8 >> j;
        hex += hex_digits[static_cast<std::size_t>(value)];
    }
    return hex;
}

// "W", "WxH", then an optional 'c' or 'r': Tatham's parameters.
std::optional<std::pair<int, int>> read_size(std::string_view params, std::string& problem) {
    std::size_t at = 0;
    const auto number = [&]() -> std::optional<int> {
        const std::size_t from = at;
        while (at < params.size() && params[at] >= '0' && params[at] <= '9') ++at;
        const auto value = parse_integer(std::string(params.substr(from, at - from)), 1, FlipBoard::max_cells_own_sets);
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    };
    const auto w = number();
    auto h = w;
    if (w && at < params.size() && params[at] == 'x') {
        ++at;
        h = number();
    }
    if (w && h && at < params.size() && (params[at] == 'c' || params[at] == 'r')) ++at;
    if (!w || !h || at != params.size()) {
        problem = fmt::format("expected Tatham's Flip parameters WxH (optionally with c or r), got '{}' (character {})",
                              shown(params), at + 1);
        return std::nullopt;
    }
    if (*w * *h > FlipBoard::max_cells_own_sets) {
        problem = fmt::format("{}x{}: an ID holds the cells x cells press matrix, read up to {} cells", *w, *h,
                              FlipBoard::max_cells_own_sets);
        return std::nullopt;
    }
    return std::pair{*w, *h};
}

}  // namespace

bool is_tatham_flip_id(std::string_view id) { return !id.empty() && id.front() >= '0' && id.front() <= '9'; }

std::optional<FlipBoard> read_tatham_flip_id(std::string_view id, std::string& problem) {
    const auto colon = id.find(':');
    if (colon == std::string_view::npos) {
        problem = "expected Tatham's Flip ID WxH:MATRIX,GRID (no ':' after the size)";
        return std::nullopt;
    }
    const auto size = read_size(id.substr(0, colon), problem);
    if (!size) return std::nullopt;
    const auto [w, h] = *size;
    const std::size_t cells = static_cast<std::size_t>(w) * static_cast<std::size_t>(h);
    const std::string_view desc = id.substr(colon + 1);
    const auto comma = desc.find(',');
    if (comma == std::string_view::npos) {
        problem = "expected MATRIX,GRID after the size (no ',')";
        return std::nullopt;
    }
    const auto matrix = decode_bits(desc.substr(0, comma), cells * cells, "press matrix", colon + 1, problem);
    if (!matrix) return std::nullopt;
    const auto grid = decode_bits(desc.substr(comma + 1), cells, "grid", colon + 2 + comma, problem);
    if (!grid) return std::nullopt;
    FlipBoard board;
    board.rows = h;
    board.cols = w;
    board.pattern = FlipPattern::cells;
    board.presses.resize(cells);
    for (std::size_t press = 0; press < cells; ++press)
        for (std::size_t cell = 0; cell < cells; ++cell)
            if (at(*matrix, press * cells + cell)) board.presses[press].push_back(static_cast<int>(cell));
    board.grid = *grid;
    board.target.assign(cells, 0);
    // A named pattern where the matrix is one: Tatham's crosses, Merlin's square.
    for (const FlipPattern named : {FlipPattern::plus, FlipPattern::merlin}) {
        if (named == FlipPattern::merlin && (w != 3 || h != 3)) continue;
        FlipBoard plain = board;
        plain.pattern = named;
        plain.presses.clear();
        if (with_own_press_sets(plain).presses == board.presses) return plain;
    }
    return board;
}

std::optional<std::string> tatham_flip_text(std::string_view id, std::string& problem) {
    const auto board = read_tatham_flip_id(id, problem);
    if (!board) {
        problem = "Tatham's Flip ID: " + problem;
        return std::nullopt;
    }
    return write_flip_board(*board);
}

const ForeignBoardId tatham_flip_reader{"flip", "Flip", &is_tatham_flip_id, &tatham_flip_text};

std::optional<std::string> tatham_flip_id(const FlipBoard& board, std::string& why) {
    const std::size_t cells = static_cast<std::size_t>(board.cell_count());
    if (board.cell_count() > FlipBoard::max_cells_own_sets) {
        why = fmt::format("Tatham's IDs hold the cells x cells press matrix; {}x{} has more than {} cells", board.rows,
                          board.cols, FlipBoard::max_cells_own_sets);
        return std::nullopt;
    }
    for (const std::uint8_t cell : board.target)
        if (cell != 0) {
            why = "Tatham's Flip turns every cell off; this board has a target";
            return std::nullopt;
        }
    if (!flip_presses_local(board)) {
        why = "a press flips a cell beyond its 3x3 neighbourhood, which Tatham's Flip cannot draw";
        return std::nullopt;
    }
    std::vector<std::uint8_t> matrix(cells * cells, 0);
    for (int press = 0; press < board.cell_count(); ++press)
        for (int cell : flip_pattern_cells(board, press))
            matrix[static_cast<std::size_t>(press) * cells + static_cast<std::size_t>(cell)] = 1;
    return fmt::format("{}x{}:{},{}", board.cols, board.rows, encode_bits(matrix), encode_bits(board.grid));
}

}  // namespace puzzlebox
