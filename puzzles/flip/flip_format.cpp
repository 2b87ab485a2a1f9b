// Reader and writer of flip board files (see flip_format.hpp).
#include "puzzles/flip/flip_format.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "puzzles/keyed_text.hpp"
#include "puzzles/puzzle_file.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

namespace {

// Reads `rows` rows of `cols` cells below the line `key`.
std::vector<std::uint8_t> read_cells(TextSource& source, const KeyLine& key, int rows, int cols) {
    std::vector<std::uint8_t> cells;
    cells.reserve(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols));
    for (int r = 0; r < rows; ++r) {
        const KeyLine row = block_row(source, key, r, rows);
        const auto& words = row.words;
        std::string packed;
        if (static_cast<int>(words.size()) == cols) {
            for (const auto& word : words) packed += word.size() == 1 ? word : "?";
        } else if (words.size() == 1 && static_cast<int>(words[0].size()) == cols) {
            packed = words[0];
        } else {
            source.fail(row.number, fmt::format("{} row {} has {}, expected {} (0 or 1 each, spaced or packed)", key.words[0], r,
                                                counted(words.size() == 1 ? words[0].size() : words.size(), "cell"), cols));
        }
        for (char ch : packed) {
            if (ch != '0' && ch != '1') source.fail(row.number, fmt::format("expected cells 0 or 1, got '{}'", shown(row.text)));
            cells.push_back(static_cast<std::uint8_t>(ch - '0'));
        }
    }
    return cells;
}

// Reads the press matrix of `pattern cells` after the line 'presses': one row a
// pressing cell (row-major), the board's cells it flips as 0/1: packed, one
// word a board row, or one word a cell.
std::vector<std::vector<int>> read_press_sets(TextSource& source, const KeyLine& key, int rows, int cols) {
    const int cells = rows * cols;
    std::vector<std::vector<int>> presses;
    for (int press = 0; press < cells; ++press) {
        const KeyLine row = block_row(source, key, press, cells);
        const auto& row_words = row.words;
        std::string packed;
        for (const auto& word : row_words) packed += word;
        const std::size_t words = row_words.size();
        const bool shaped = words == 1 || words == static_cast<std::size_t>(rows) || words == static_cast<std::size_t>(cells);
        if (static_cast<int>(packed.size()) != cells || !shaped)
            source.fail(row.number, fmt::format("press row {} (cell {},{}) has {} in {}, expected {} (0 or 1 each: "
                                                "packed, a word a board row, or spaced)",
                                                press, press / cols, press % cols, counted(packed.size(), "cell"),
                                                counted(words, "word"), cells));
        presses.emplace_back();
        for (int cell = 0; cell < cells; ++cell) {
            const char ch = packed[static_cast<std::size_t>(cell)];
            if (ch != '0' && ch != '1') source.fail(row.number, fmt::format("expected cells 0 or 1, got '{}'", shown(row.text)));
            if (ch == '1') presses.back().push_back(cell);
        }
    }
    return presses;
}

// The offset dr,dc that is word `i` of a 'stencil' line.
std::pair<int, int> read_offset(TextSource& source, const KeyLine& line, std::size_t i) {
    const std::string& word = line.words[i];
    const auto comma = word.find(',');
    const auto part = [&](std::size_t from, std::size_t length) {
        return comma == std::string::npos ? std::nullopt
                                          : parse_integer(word.substr(from, length), -FlipBoard::max_side, FlipBoard::max_side);
    };
    const auto dr = part(0, comma), dc = part(comma + 1, std::string::npos);
    if (!dr || !dc) source.fail(line.number, fmt::format("expected an offset dr,dc (integers), got '{}'", shown(word)));
    return {static_cast<int>(*dr), static_cast<int>(*dc)};
}

// The keys that go with a pattern, and only with it: a stencil's offsets, a
// cells pattern's press sets, Merlin's 3x3, wrapping for offsets only.
void check_press_keys(const TextSource& source, const KeyedText& keys, const FlipBoard& board) {
    const int pattern_line = keys.line_of("pattern"), stencil_line = keys.line_of("stencil"),
              presses_line = keys.line_of("presses");
    if (board.pattern == FlipPattern::stencil && stencil_line == 0)
        source.fail(pattern_line, "'pattern stencil' needs a 'stencil dr,dc ...' line");
    if (board.pattern != FlipPattern::stencil && stencil_line != 0)
        source.fail(stencil_line,
                    fmt::format("a 'stencil' line is only for 'pattern stencil', not '{}'", to_string(board.pattern)));
    if (board.pattern == FlipPattern::cells && presses_line == 0)
        source.fail(pattern_line, "'pattern cells' needs a 'presses' block: a row a cell, the cells it flips");
    if (board.pattern != FlipPattern::cells && presses_line != 0)
        source.fail(presses_line,
                    fmt::format("a 'presses' block is only for 'pattern cells', not '{}'", to_string(board.pattern)));
    if (board.pattern == FlipPattern::merlin && (board.rows != 3 || board.cols != 3))
        source.fail(pattern_line, fmt::format("Merlin's Magic Square is 3x3, not {}x{}", board.rows, board.cols));
    if ((board.pattern == FlipPattern::merlin || board.pattern == FlipPattern::cells) && board.torus)
        source.fail(keys.line_of("wrap"), fmt::format("'wrap torus' is for patterns of offsets; 'pattern {}' names every "
                                                      "cell's set",
                                                      to_string(board.pattern)));
}

std::string press_sets_text(const FlipBoard& board) {
    std::string out;
    for (const auto& flipped : board.presses) {
        std::string row(static_cast<std::size_t>(board.cell_count()), '0');
        for (int cell : flipped) row[static_cast<std::size_t>(cell)] = '1';
        for (int r = 0; r < board.rows; ++r)
            out.append(r ? " " : "").append(row, static_cast<std::size_t>(r * board.cols), static_cast<std::size_t>(board.cols));
        out += '\n';
    }
    return out;
}

std::string cells_text(int rows, int cols, const std::vector<std::uint8_t>& cells) {
    std::string out;
    const bool spaced = cols <= 64;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            if (spaced && c > 0) out += ' ';
            out += static_cast<char>(
                '0' + cells[static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c)]);
        }
        out += '\n';
    }
    return out;
}

}  // namespace

FlipBoard read_flip_board(TextSource& source) {
    FlipBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "flip");
    std::vector<std::uint8_t> target;
    KeyedText keys(
        source,
        {
            {"size", KeyForm::value, "size HxW", true,
             [&](const KeyLine& line) { std::tie(board.rows, board.cols) = size_of(source, line, 1, FlipBoard::max_side); }},
            {"pattern", KeyForm::value, "pattern cross|plus|stencil|merlin|cells", true,
             [&](const KeyLine& line) {
                 const auto pattern = parse_flip_pattern(line.words[1]);
                 if (!pattern)
                     source.fail(line.number, fmt::format("expected pattern cross, plus, stencil, merlin or cells, got '{}'",
                                                          shown(line.words[1])));
                 board.pattern = *pattern;
             }},
            {"stencil", KeyForm::words, "stencil dr,dc ...", false,
             [&](const KeyLine& line) {
                 for (std::size_t i = 1; i < line.words.size(); ++i) board.stencil.push_back(read_offset(source, line, i));
             }},
            {"presses", KeyForm::block, "a row a cell below it", false,
             [&](const KeyLine& line) {
                 if (board.cell_count() > FlipBoard::max_cells_own_sets)
                     source.fail(line.number,
                                 fmt::format("'presses' gives each cell's set on boards of up to {} cells, not {}x{}",
                                             FlipBoard::max_cells_own_sets, board.rows, board.cols));
                 board.presses = read_press_sets(source, line, board.rows, board.cols);
             }},
            {"wrap", KeyForm::value, "wrap torus|none", false,
             [&](const KeyLine& line) {
                 if (line.words[1] != "torus" && line.words[1] != "none")
                     source.fail(line.number, fmt::format("expected wrap torus or none, got '{}'", shown(line.words[1])));
                 board.torus = line.words[1] == "torus";
             }},
            {"grid", KeyForm::block, "the rows below it", true,
             [&](const KeyLine& line) { board.grid = read_cells(source, line, board.rows, board.cols); }},
            {"target", KeyForm::block, "the rows below it", false,
             [&](const KeyLine& line) { target = read_cells(source, line, board.rows, board.cols); }},
        });
    keys.read();
    check_press_keys(source, keys, board);
    board.target = keys.line_of("target") != 0 ? target : std::vector<std::uint8_t>(board.grid.size(), 0);
    return board;
}

FlipBoard parse_flip_board(std::string_view text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return read_flip_board(source);
}

FlipBoard load_flip_board(const std::string& path) {
    TextSource source = TextSource::from_file(path);
    return read_flip_board(source);
}

std::string write_flip_board(const FlipBoard& board) {
    std::string out = comment_lines(board.description);
    out += fmt::format("puzzle flip\nsize {}x{}\npattern {}\n", board.rows, board.cols, to_string(board.pattern));
    if (board.pattern == FlipPattern::stencil) {
        out += "stencil";
        for (const auto& [dr, dc] : board.stencil) out += fmt::format(" {},{}", dr, dc);
        out += '\n';
    }
    if (board.pattern == FlipPattern::cells) out += "presses\n" + press_sets_text(board);
    if (board.torus) out += "wrap torus\n";
    out += "grid\n" + cells_text(board.rows, board.cols, board.grid);
    if (std::any_of(board.target.begin(), board.target.end(), [](std::uint8_t cell) { return cell != 0; }))
        out += "target\n" + cells_text(board.rows, board.cols, board.target);
    return out;
}

}  // namespace puzzlebox
