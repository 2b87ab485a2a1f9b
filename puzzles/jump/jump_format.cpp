// Reader and writer of the jump maze text format (see jump_format.hpp).
#include "puzzles/jump/jump_format.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "puzzles/puzzle_file.hpp"

namespace puzzlebox {

namespace {

constexpr const char* jump_keys = "size, start, goal, target, grid";

std::vector<int> read_grid(TextSource& source, int grid_line, int rows, int cols) {
    std::vector<int> values;
    values.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
    for (int r = 0; r < rows; ++r) {
        if (source.at_end())
            source.fail(source.last_line_number(),
                        fmt::format("the grid (from line {}) has {} rows, expected {}", grid_line, r, rows));
        const SourceLine& line = source.next();
        const auto words = split_words(line.text);
        if (static_cast<int>(words.size()) != cols)
            source.fail(line.number, fmt::format("grid row {} has {} values, expected {}", r, words.size(), cols));
        for (std::size_t c = 0; c < words.size(); ++c) {
            const auto value = parse_integer(words[c], -JumpBoard::max_abs_value, JumpBoard::max_abs_value);
            if (!value)
                source.fail(line.number, fmt::format("grid row {} column {}: expected an integer in [-{}, {}], got '{}'", r, c,
                                                     JumpBoard::max_abs_value, JumpBoard::max_abs_value, shown(words[c])));
            values.push_back(static_cast<int>(*value));
        }
    }
    return values;
}

}  // namespace

JumpBoard read_jump_board(TextSource& source) {
    JumpBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "jump");
    std::set<std::string> seen;
    std::optional<Cell> start, goal;
    int size_line = 0, start_line = 0, goal_line = 0;
    bool have_grid = false;
    while (!source.at_end()) {
        const SourceLine& line = source.next();
        const auto words = split_words(line.text);
        const std::string& key = words[0];
        if (key != "size" && key != "start" && key != "goal" && key != "target" && key != "grid")
            source.fail(line.number, fmt::format("unknown key '{}': expected one of {}", shown(key), jump_keys));
        if (!seen.insert(key).second) source.fail(line.number, fmt::format("'{}' is given twice", shown(key)));
        const std::size_t arguments = key == "grid" ? 1 : 2;
        if (words.size() != arguments)
            source.fail(line.number, key == "grid" ? std::string("expected 'grid' alone on its line, the rows below it")
                                                   : fmt::format("expected '{} <value>', got '{}'", key, shown(line.text)));
        if (key == "size") {
            const auto size = parse_size(words[1], JumpBoard::max_side);
            if (!size)
                source.fail(line.number, fmt::format("expected a size HxW with 1 <= H, W <= {}, got '{}'", JumpBoard::max_side,
                                                     shown(words[1])));
            std::tie(board.rows, board.cols) = *size;
            size_line = line.number;
        } else if (key == "start" || key == "goal") {
            const auto cell = parse_cell(words[1]);
            if (!cell) source.fail(line.number, fmt::format("expected a cell 'row,col', got '{}'", shown(words[1])));
            (key == "start" ? start : goal) = cell;
            (key == "start" ? start_line : goal_line) = line.number;
        } else if (key == "target") {
            const auto target = parse_integer(words[1], -(std::int64_t{1} << 60), std::int64_t{1} << 60);
            if (!target) source.fail(line.number, fmt::format("expected an integer target sum, got '{}'", shown(words[1])));
            board.target = *target;
        } else {  // grid
            if (size_line == 0) source.fail(line.number, "no 'size HxW' line before 'grid' (the size comes first)");
            board.values = read_grid(source, line.number, board.rows, board.cols);
            have_grid = true;
        }
    }
    if (size_line == 0) source.fail(0, "missing key 'size' (expected 'size HxW')");
    if (!start) source.fail(0, "missing key 'start' (expected 'start row,col')");
    if (!goal) source.fail(0, "missing key 'goal' (expected 'goal row,col')");
    if (!have_grid) source.fail(0, "missing key 'grid' (expected 'grid' followed by the rows)");
    board.start = *start;
    board.goal = *goal;
    if (!board.contains(board.start))
        source.fail(start_line, fmt::format("start {} is off the {}x{} board", to_string(board.start), board.rows, board.cols));
    if (!board.contains(board.goal))
        source.fail(goal_line, fmt::format("goal {} is off the {}x{} board", to_string(board.goal), board.rows, board.cols));
    return board;
}

JumpBoard parse_jump_board(std::string_view text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return read_jump_board(source);
}

JumpBoard load_jump_board(const std::string& path) {
    TextSource source = TextSource::from_file(path);
    return read_jump_board(source);
}

std::string write_jump_board(const JumpBoard& board) {
    std::string out = comment_lines(board.description);
    out += "puzzle jump\n";
    out += fmt::format("size {}x{}\n", board.rows, board.cols);
    out += fmt::format("start {}\n", to_string(board.start));
    out += fmt::format("goal {}\n", to_string(board.goal));
    if (board.target) out += fmt::format("target {}\n", *board.target);
    out += "grid\n";
    std::size_t width = 1;
    for (int v : board.values) width = std::max(width, fmt::formatted_size("{}", v));
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) {
            if (c > 0) out += ' ';
            out += fmt::format("{:>{}}", board.value(Cell{r, c}), width);
        }
        out += '\n';
    }
    return out;
}

}  // namespace puzzlebox
