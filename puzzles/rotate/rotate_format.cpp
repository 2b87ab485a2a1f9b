// Reader and writer of rotation puzzle files (see rotate_format.hpp).
#include "puzzles/rotate/rotate_format.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "puzzles/keyed_text.hpp"
#include "puzzles/puzzle_file.hpp"
#include "support/counted.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr std::int64_t max_label = 1'000'000'000;

// Reads `rows` rows of `cols` labels below the line `key`.
std::vector<int> read_rows(TextSource& source, const KeyLine& key, int rows, int cols) {
    std::vector<int> labels;
    for (int r = 0; r < rows; ++r) {
        const KeyLine row = block_row(source, key, r, rows);
        const auto& words = row.words;
        if (static_cast<int>(words.size()) != cols)
            source.fail(row.number,
                        fmt::format("{} row {} has {}, expected {}", key.words[0], r, counted(words.size(), "label"), cols));
        for (const auto& word : words) {
            const auto label = parse_integer(word, -max_label, max_label);
            if (!label) source.fail(row.number, fmt::format("expected an integer label, got '{}'", shown(word)));
            labels.push_back(static_cast<int>(*label));
        }
    }
    return labels;
}

// Reads `rows` rows of `cols` orientation letters after the line `orientation`.
std::vector<int> read_orientation(TextSource& source, const KeyLine& key, int rows, int cols) {
    std::vector<int> turned;
    for (int r = 0; r < rows; ++r) {
        const KeyLine row = block_row(source, key, r, rows);
        const auto& words = row.words;
        if (static_cast<int>(words.size()) != cols)
            source.fail(row.number,
                        fmt::format("orientation row {} has {}, expected {}", r, counted(words.size(), "letter"), cols));
        for (const auto& word : words) {
            const auto quarters = word.size() == 1 ? parse_turned_letter(word[0]) : std::nullopt;
            if (!quarters)
                source.fail(row.number,
                            fmt::format("expected a tile's way up, u, r, d or l (turned 0 to 3 quarters clockwise), got '{}'",
                                        shown(word)));
            turned.push_back(*quarters);
        }
    }
    return turned;
}

}  // namespace

RotateBoard read_rotate_board(TextSource& source) {
    RotateBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "rotate");
    std::vector<int> target;
    KeyedText keys(
        source,
        {
            {"size", KeyForm::value, "size HxW", true,
             [&](const KeyLine& line) { std::tie(board.rows, board.cols) = size_of(source, line, 2, RotateBoard::max_side); }},
            {"block", KeyForm::value, "block k", true,
             [&](const KeyLine& line) {
                 const auto block = parse_integer(line.words[1], 2, RotateBoard::max_side);
                 if (!block)
                     source.fail(line.number, fmt::format("expected a block side from 2 to {}, got '{}'", RotateBoard::max_side,
                                                          shown(line.words[1])));
                 board.block = static_cast<int>(*block);
             }},
            {"turns", KeyForm::value, "turns cw|both|half", false,
             [&](const KeyLine& line) {
                 const auto turns = parse_rotate_turns(line.words[1]);
                 if (!turns)
                     source.fail(line.number, fmt::format("expected turns cw, both or half, got '{}'", shown(line.words[1])));
                 board.turns = *turns;
             }},
            {"grid", KeyForm::block, "the rows below it", true,
             [&](const KeyLine& line) { board.grid = read_rows(source, line, board.rows, board.cols); }},
            {"target", KeyForm::block, "the rows below it", false,
             [&](const KeyLine& line) { target = read_rows(source, line, board.rows, board.cols); }},
            {"orientation", KeyForm::block, "the rows below it", false,
             [&](const KeyLine& line) { board.turned = read_orientation(source, line, board.rows, board.cols); }},
        });
    keys.read();
    const int block_line = keys.line_of("block"), grid_line = keys.line_of("grid"), target_line = keys.line_of("target");
    if (board.block > std::min(board.rows, board.cols))
        source.fail(block_line,
                    fmt::format("a {}x{} block does not fit on a {}x{} board", board.block, board.block, board.rows, board.cols));
    board.target = target_line != 0 ? target : default_rotate_target(board.rows, board.cols);
    std::vector<int> a = board.grid, b = board.target;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    if (a != b)
        source.fail(target_line != 0 ? target_line : grid_line,
                    target_line != 0
                        ? "the target is not a rearrangement of the grid's labels"
                        : fmt::format("without a 'target', the grid must hold 1..{} (the default target)", board.cell_count()));
    return board;
}

RotateBoard parse_rotate_board(std::string_view text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return read_rotate_board(source);
}

RotateBoard load_rotate_board(const std::string& path) {
    TextSource source = TextSource::from_file(path);
    return read_rotate_board(source);
}

std::string rotate_grid_text(int rows, int cols, const std::vector<int>& labels) {
    std::size_t width = 1;
    for (int label : labels) width = std::max(width, std::to_string(label).size());
    std::string out;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) out += fmt::format("{}{:>{}}", c > 0 ? " " : "", at(labels, r * cols + c), width);
        out += '\n';
    }
    return out;
}

std::string rotate_orientation_text(int rows, int cols, const std::vector<int>& turned) {
    std::string out;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            if (c > 0) out += ' ';
            out += turned_letter(at(turned, r * cols + c));
        }
        out += '\n';
    }
    return out;
}

std::string write_rotate_board(const RotateBoard& board) {
    std::string out = comment_lines(board.description);
    out += fmt::format("puzzle rotate\nsize {}x{}\nblock {}\nturns {}\ngrid\n", board.rows, board.cols, board.block,
                       to_string(board.turns));
    out += rotate_grid_text(board.rows, board.cols, board.grid);
    if (board.target != default_rotate_target(board.rows, board.cols))
        out += "target\n" + rotate_grid_text(board.rows, board.cols, board.target);
    if (board.orientable()) out += "orientation\n" + rotate_orientation_text(board.rows, board.cols, board.turned);
    return out;
}

}  // namespace puzzlebox
