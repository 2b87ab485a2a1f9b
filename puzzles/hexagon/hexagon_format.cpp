// Reader and writer of the magic hexagon text format (see hexagon_format.hpp).
#include "puzzles/hexagon/hexagon_format.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "puzzles/keyed_text.hpp"
#include "puzzles/puzzle_file.hpp"
#include "support/counted.hpp"
#include "support/index.hpp"

namespace puzzlebox {

std::optional<std::pair<std::int64_t, std::int64_t>> parse_value_range(std::string_view word) {
    const auto dots = word.find("..");
    if (dots == std::string_view::npos) return std::nullopt;
    const std::int64_t limit = std::int64_t{1} << 40;
    const auto low = parse_integer(word.substr(0, dots), -limit, limit);
    const auto high = parse_integer(word.substr(dots + 2), -limit, limit);
    if (!low || !high) return std::nullopt;
    return std::pair{*low, *high};
}

namespace {

// The rows of an order-`order` hexagon below the line 'grid' (key), as
// (line number, words): their values are read once the value range is known.
using GridRows = std::vector<std::pair<int, std::vector<std::string>>>;

GridRows read_grid_rows(TextSource& source, const KeyLine& key, int order) {
    const HexagonGeometry geometry(order);
    GridRows rows;
    for (int r = 0; r < geometry.row_count(); ++r) {
        KeyLine row = block_row(source, key, r, geometry.row_count());
        auto& words = row.words;
        if (static_cast<int>(words.size()) != geometry.row_length(r))
            source.fail(row.number, fmt::format("grid row {} has {}, expected {} (row lengths of an order-{} "
                                                "hexagon: {} up to {} and back)",
                                                r, counted(words.size(), "entry", "entries"), geometry.row_length(r), order,
                                                order, 2 * order - 1));
        rows.emplace_back(row.number, std::move(words));
    }
    return rows;
}

// The range k..m checked against the order: as many values as cells, least first.
void check_value_range(const TextSource& source, int line, std::pair<std::int64_t, std::int64_t> range,
                       const HexagonBoard& board) {
    const auto [first, last] = range;
    const int cells = board.cell_count();
    if (first < -HexagonBoard::max_abs_first_value || first > HexagonBoard::max_abs_first_value)
        source.fail(line, fmt::format("the first value must be within +-{}", HexagonBoard::max_abs_first_value));
    if (last < first)
        source.fail(line, fmt::format("values {}..{} run backwards (expected {}..{}: the least value first)", first, last, first,
                                      first + cells - 1));
    if (last - first + 1 != cells)
        source.fail(line, fmt::format("values {}..{} are {} values, but an order-{} hexagon has {} cells (expected {}..{})",
                                      first, last, last - first + 1, board.order, cells, first, first + cells - 1));
}

}  // namespace

HexagonBoard read_hexagon_board(TextSource& source) {
    HexagonBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "hexagon");
    std::optional<std::pair<std::int64_t, std::int64_t>> range;
    GridRows grid_rows;
    KeyedText keys(source, {
                               {"order", KeyForm::value, "order n", true,
                                [&](const KeyLine& line) {
                                    const auto order = parse_integer(line.words[1], 1, HexagonBoard::max_order);
                                    if (!order)
                                        source.fail(line.number, fmt::format("expected an order (side) from 1 to {}, got '{}'",
                                                                             HexagonBoard::max_order, shown(line.words[1])));
                                    board.order = static_cast<int>(*order);
                                }},
                               {"values", KeyForm::value, "values k..m", false,
                                [&](const KeyLine& line) {
                                    range = parse_value_range(line.words[1]);
                                    if (!range)
                                        source.fail(line.number,
                                                    fmt::format("expected a value range 'k..m' of integers, got '{}'",
                                                                shown(line.words[1])));
                                }},
                               {"grid", KeyForm::block, "the rows below it", false,
                                [&](const KeyLine& line) { grid_rows = read_grid_rows(source, line, board.order); }},
                           });
    keys.read();
    if (range) {
        check_value_range(source, keys.line_of("values"), *range, board);
        board.first_value = range->first;
    }
    board.cells.assign(static_cast<std::size_t>(board.cell_count()), std::nullopt);
    std::set<std::int64_t> used;
    int cell = 0;
    for (const auto& [number, row_words] : grid_rows) {
        for (const auto& word : row_words) {
            if (word != ".") {
                const auto value = parse_integer(word, board.first_value, board.last_value());
                if (!value)
                    source.fail(number, fmt::format("cell {}: expected '.' or a value in {}..{}, got '{}'", cell,
                                                    board.first_value, board.last_value(), shown(word)));
                if (!used.insert(*value).second)
                    source.fail(number, fmt::format("cell {}: the value {} is used twice", cell, *value));
                at(board.cells, cell) = *value;
            }
            ++cell;
        }
    }
    return board;
}

HexagonBoard parse_hexagon_board(std::string_view text, const std::string& name) {
    TextSource source = TextSource::from_string(text, name);
    return read_hexagon_board(source);
}

HexagonBoard load_hexagon_board(const std::string& path) {
    TextSource source = TextSource::from_file(path);
    return read_hexagon_board(source);
}

std::string hexagon_grid_text(const HexagonBoard& board) {
    const HexagonGeometry geometry(board.order);
    std::size_t width = 1;
    for (const auto& value : board.cells)
        if (value) width = std::max(width, fmt::formatted_size("{}", *value));
    // An even pitch (entry plus gap) lets each shorter row start half a pitch in.
    const std::size_t pitch = (width + 2) & ~std::size_t{1};
    std::string out;
    int cell = 0;
    for (int r = 0; r < geometry.row_count(); ++r) {
        const int length = geometry.row_length(r);
        out.append(static_cast<std::size_t>(2 * board.order - 1 - length) * pitch / 2, ' ');
        for (int i = 0; i < length; ++i, ++cell) {
            if (i > 0) out.append(pitch - width, ' ');
            const auto& value = at(board.cells, cell);
            out += fmt::format("{:>{}}", value ? fmt::format("{}", *value) : std::string("."), width);
        }
        out += '\n';
    }
    return out;
}

std::string write_hexagon_board(const HexagonBoard& board) {
    std::string out = comment_lines(board.description);
    out += "puzzle hexagon\n";
    out += fmt::format("order {}\n", board.order);
    out += fmt::format("values {}..{}\n", board.first_value, board.last_value());
    if (std::any_of(board.cells.begin(), board.cells.end(), [](const auto& v) { return v.has_value(); })) {
        out += "grid\n";
        out += hexagon_grid_text(board);
    }
    return out;
}

}  // namespace puzzlebox
