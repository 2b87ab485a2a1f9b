// Tatham's Twiddle game IDs (see rotate_tatham.hpp).
#include "puzzles/rotate/rotate_tatham.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "puzzles/rotate/rotate_format.hpp"
#include "puzzles/text_source.hpp"

namespace puzzlebox {

namespace {

struct TwiddleParams {
    int w = 0, h = 0, n = 2;
    bool orientable = false;
};

// "W[xH][nN][r][o][mK]", or std::nullopt with problem.
std::optional<TwiddleParams> read_params(std::string_view text, std::string& problem) {
    std::size_t at = 0;
    const auto number = [&](int lo, int hi) -> std::optional<int> {
        const std::size_t from = at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        const auto value = parse_integer(text.substr(from, at - from), lo, hi);
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    };
    const auto refuse = [&](const std::string& what) {
        problem = fmt::format("Twiddle's parameters '{}': {} (character {})", shown(text), what, at + 1);
        return std::nullopt;
    };
    TwiddleParams params;
    const auto w = number(1, RotateBoard::max_side);
    if (!w) return refuse(fmt::format("expected the width, 1 to {}", RotateBoard::max_side));
    params.w = params.h = *w;
    if (at < text.size() && text[at] == 'x') {
        ++at;
        const auto h = number(1, RotateBoard::max_side);
        if (!h) return refuse(fmt::format("expected the height, 1 to {}", RotateBoard::max_side));
        params.h = *h;
    }
    if (at < text.size() && text[at] == 'n') {
        ++at;
        const auto n = number(2, RotateBoard::max_side);
        if (!n) return refuse("expected the block side after 'n'");
        params.n = *n;
    }
    while (at < text.size()) {
        if (text[at] == 'o') {
            params.orientable = true;
            ++at;
        } else if (text[at] == 'r') {
            ++at;
        } else if (text[at] == 'm') {
            ++at;
            if (!number(0, 1'000'000'000)) return refuse("expected the shuffle's moves after 'm'");
        } else {
            return refuse("expected r, o or mK after the size");
        }
    }
    if (params.n > params.w || params.n > params.h)
        return refuse(fmt::format("a {}x{} block does not fit a {}x{} board", params.n, params.n, params.w, params.h));
    return params;
}

}  // namespace

bool is_tatham_twiddle_id(std::string_view id) { return !id.empty() && id.front() >= '0' && id.front() <= '9'; }

std::optional<RotateBoard> read_tatham_twiddle_id(std::string_view id, std::string& problem) {
    const auto colon = id.find(':');
    if (colon == std::string_view::npos) {
        problem = "expected Tatham's Twiddle ID WxHnN:LABELS (no ':' after the parameters)";
        return std::nullopt;
    }
    const auto params = read_params(id.substr(0, colon), problem);
    if (!params) return std::nullopt;
    RotateBoard board;
    board.rows = params->h;
    board.cols = params->w;
    board.block = params->n;
    board.turns = RotateTurns::both;
    std::size_t at = colon + 1;
    for (int cell = 0; cell < board.cell_count(); ++cell) {
        const std::size_t from = at;
        while (at < id.size() && id[at] >= '0' && id[at] <= '9') ++at;
        const auto label = parse_integer(id.substr(from, at - from), 0, 1'000'000'000);
        if (!label) {
            problem = fmt::format("expected label {} of {} at character {} of the ID", cell + 1, board.cell_count(), from + 1);
            return std::nullopt;
        }
        board.grid.push_back(static_cast<int>(*label));
        const bool last = cell + 1 == board.cell_count();
        if (params->orientable) {
            // Each label is followed by its tile's way up (the direction its top points).
            const auto quarters = at < id.size() ? parse_turned_letter(id[at]) : std::nullopt;
            if (!quarters) {
                problem =
                    fmt::format("expected the way up of tile {} (u, l, d or r) at character {} of the ID", cell + 1, at + 1);
                return std::nullopt;
            }
            board.turned.push_back(*quarters);
            ++at;
            if (last && at != id.size()) {
                problem =
                    fmt::format("unexpected '{}' after the last tile, at character {} of the ID", shown(id.substr(at)), at + 1);
                return std::nullopt;
            }
            continue;
        }
        if (!last && (at >= id.size() || id[at] != ',')) {
            problem = fmt::format("expected ',' after label {} at character {} of the ID{}", cell + 1, at + 1,
                                  at < id.size() && std::string_view("udlr").find(id[at]) != std::string_view::npos
                                      ? " (an orientation letter: orientable tiles need 'o' in the parameters)"
                                      : "");
            return std::nullopt;
        }
        if (last && at != id.size()) {
            problem =
                fmt::format("unexpected '{}' after the last label, at character {} of the ID", shown(id.substr(at)), at + 1);
            return std::nullopt;
        }
        ++at;
    }
    board.target = board.grid;
    std::sort(board.target.begin(), board.target.end());
    return board;
}

std::optional<std::string> tatham_twiddle_text(std::string_view id, std::string& problem) {
    const auto board = read_tatham_twiddle_id(id, problem);
    if (!board) {
        problem = "Tatham's Twiddle ID: " + problem;
        return std::nullopt;
    }
    return write_rotate_board(*board);
}

const ForeignBoardId tatham_twiddle_reader{"twiddle", "Twiddle", &is_tatham_twiddle_id, &tatham_twiddle_text};

std::optional<std::string> tatham_twiddle_id(const RotateBoard& board, std::string& why) {
    if (board.turns == RotateTurns::half) {
        why = "Twiddle turns a block a quarter turn either way, not half turns";
        return std::nullopt;
    }
    std::vector<int> sorted = board.grid;
    std::sort(sorted.begin(), sorted.end());
    if (board.target != sorted) {
        why = "Twiddle's goal is the labels in order, row-major; this board's target is another arrangement";
        return std::nullopt;
    }
    if (!sorted.empty() && sorted.front() < 0) {
        why = "Twiddle's labels are numbers 0 and up; this board has a negative one";
        return std::nullopt;
    }
    // Twiddle's rows-only goal: its New game then makes more of them ('r' changes nothing else).
    const bool rows_only = board.cols > 1 && board.target == rows_only_rotate_target(board.rows, board.cols);
    std::string id =
        fmt::format("{}x{}n{}{}{}:", board.cols, board.rows, board.block, rows_only ? "r" : "", board.orientable() ? "o" : "");
    for (std::size_t i = 0; i < board.grid.size(); ++i) {
        if (board.orientable()) id += fmt::format("{}{}", board.grid[i], turned_letter(board.turned[i]));
        else id += fmt::format("{}{}", i ? "," : "", board.grid[i]);
    }
    return id;
}

}  // namespace puzzlebox
