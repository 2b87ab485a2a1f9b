// Reader and writer of the magic hexagon text format (see hexagon_format.hpp).
#include "puzzles/hexagon/hexagon_format.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "puzzles/puzzle_file.hpp"
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

HexagonBoard read_hexagon_board(TextSource& source) {
    HexagonBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "hexagon");
    std::set<std::string> seen;
    int order_line = 0, values_line = 0, grid_line = 0;
    std::optional<std::pair<std::int64_t, std::int64_t>> range;
    std::vector<std::pair<int, std::vector<std::string>>> grid_rows;  // (line number, words)
    while (!source.at_end()) {
        const SourceLine& line = source.next();
        const auto words = split_words(line.text);
        const std::string& key = words[0];
        if (key != "order" && key != "values" && key != "grid")
            source.fail(line.number, fmt::format("unknown key '{}': expected one of order, values, grid", shown(key)));
        if (!seen.insert(key).second) source.fail(line.number, fmt::format("'{}' is given twice", shown(key)));
        if (key == "grid") {
            if (words.size() != 1) source.fail(line.number, "expected 'grid' alone on its line, the rows below it");
            if (order_line == 0) source.fail(line.number, "no 'order n' line before 'grid' (the order comes first)");
            grid_line = line.number;
            const HexagonGeometry geometry(board.order);
            for (int r = 0; r < geometry.row_count(); ++r) {
                if (source.at_end())
                    source.fail(source.last_line_number(), fmt::format("the grid (from line {}) has {} rows, expected {}",
                                                                       grid_line, r, geometry.row_count()));
                const SourceLine& row = source.next();
                auto row_words = split_words(row.text);
                if (static_cast<int>(row_words.size()) != geometry.row_length(r))
                    source.fail(row.number, fmt::format("grid row {} has {} entries, expected {} (row lengths of an order-{} "
                                                        "hexagon: {} up to {} and back)",
                                                        r, row_words.size(), geometry.row_length(r), board.order, board.order,
                                                        2 * board.order - 1));
                grid_rows.emplace_back(row.number, std::move(row_words));
            }
            continue;
        }
        if (words.size() != 2) source.fail(line.number, fmt::format("expected '{} <value>', got '{}'", key, shown(line.text)));
        if (key == "order") {
            const auto order = parse_integer(words[1], 1, HexagonBoard::max_order);
            if (!order)
                source.fail(line.number, fmt::format("expected an order (side) from 1 to {}, got '{}'", HexagonBoard::max_order,
                                                     shown(words[1])));
            board.order = static_cast<int>(*order);
            order_line = line.number;
        } else {  // values
            range = parse_value_range(words[1]);
            if (!range)
                source.fail(line.number, fmt::format("expected a value range 'k..m' of integers, got '{}'", shown(words[1])));
            values_line = line.number;
        }
    }
    if (order_line == 0) source.fail(0, "missing key 'order' (expected 'order n')");
    const int cells = board.cell_count();
    if (range) {
        if (range->first < -HexagonBoard::max_abs_first_value || range->first > HexagonBoard::max_abs_first_value)
            source.fail(values_line, fmt::format("the first value must be within +-{}", HexagonBoard::max_abs_first_value));
        if (range->second < range->first)
            source.fail(values_line, fmt::format("values {}..{} run backwards (expected {}..{}: the least value first)",
                                                 range->first, range->second, range->first, range->first + cells - 1));
        if (range->second - range->first + 1 != cells)
            source.fail(values_line, fmt::format("values {}..{} are {} values, but an order-{} hexagon has {} cells "
                                                 "(expected {}..{})",
                                                 range->first, range->second, range->second - range->first + 1, board.order,
                                                 cells, range->first, range->first + cells - 1));
        board.first_value = range->first;
    }
    board.cells.assign(static_cast<std::size_t>(cells), std::nullopt);
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
