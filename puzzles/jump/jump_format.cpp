// Reader and writer of the jump maze text format (see jump_format.hpp).
#include "puzzles/jump/jump_format.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "puzzles/keyed_text.hpp"
#include "puzzles/puzzle_file.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

std::vector<int> read_grid(TextSource& source, const KeyLine& key, int rows, int cols) {
    std::vector<int> values;
    values.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
    for (int r = 0; r < rows; ++r) {
        const KeyLine line = block_row(source, key, r, rows);
        const auto& words = line.words;
        if (static_cast<int>(words.size()) != cols)
            source.fail(line.number, fmt::format("grid row {} has {}, expected {}", r, counted(words.size(), "value"), cols));
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
    std::optional<Cell> start, goal;
    const auto cell_of = [&](const KeyLine& line) {
        const auto cell = parse_cell(line.words[1]);
        if (!cell) source.fail(line.number, fmt::format("expected a cell 'row,col', got '{}'", shown(line.words[1])));
        return cell;
    };
    KeyedText keys(
        source,
        {
            {"size", KeyForm::value, "size HxW", true,
             [&](const KeyLine& line) { std::tie(board.rows, board.cols) = size_of(source, line, 1, JumpBoard::max_side); }},
            {"start", KeyForm::value, "start row,col", true, [&](const KeyLine& line) { start = cell_of(line); }},
            {"goal", KeyForm::value, "goal row,col", true, [&](const KeyLine& line) { goal = cell_of(line); }},
            {"target", KeyForm::value, "target SUM", false,
             [&](const KeyLine& line) {
                 const auto target = parse_integer(line.words[1], -(std::int64_t{1} << 60), std::int64_t{1} << 60);
                 if (!target)
                     source.fail(line.number, fmt::format("expected an integer target sum, got '{}'", shown(line.words[1])));
                 board.target = *target;
             }},
            {"grid", KeyForm::block, "the rows below it", true,
             [&](const KeyLine& line) { board.values = read_grid(source, line, board.rows, board.cols); }},
        });
    keys.read();
    board.start = *start;
    board.goal = *goal;
    if (!board.contains(board.start))
        source.fail(keys.line_of("start"),
                    fmt::format("start {} is off the {}x{} board", to_string(board.start), board.rows, board.cols));
    if (!board.contains(board.goal))
        source.fail(keys.line_of("goal"),
                    fmt::format("goal {} is off the {}x{} board", to_string(board.goal), board.rows, board.cols));
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
