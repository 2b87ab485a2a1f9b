// Rotation puzzle moves: names, the turn sets, and the cell permutation of a
// block turn (see rotate_board.hpp).
#include "puzzles/rotate/rotate_board.hpp"

#include <numeric>

#include <fmt/format.h>

#include "puzzles/text_source.hpp"

namespace puzzlebox {

std::string to_string(RotateTurns turns) {
    switch (turns) {
        case RotateTurns::cw:
            return "cw";
        case RotateTurns::both:
            return "both";
        case RotateTurns::half:
            return "half";
    }
    return "?";
}

std::optional<RotateTurns> parse_rotate_turns(const std::string& text) {
    if (text == "cw") return RotateTurns::cw;
    if (text == "both") return RotateTurns::both;
    if (text == "half") return RotateTurns::half;
    return std::nullopt;
}

std::string move_name(const RotateMove& move) {
    return fmt::format("Q{}{}", move.block + 1, move.quarters == 3 ? "'" : move.quarters == 2 ? "^2" : "");
}

std::optional<RotateMove> parse_move_name(const std::string& name) {
    if (name.size() < 2 || name[0] != 'Q') return std::nullopt;
    RotateMove move;
    std::string number = name.substr(1);
    if (number.ends_with("'")) {
        move.quarters = 3;
        number.pop_back();
    } else if (number.ends_with("^2")) {
        move.quarters = 2;
        number.resize(number.size() - 2);
    }
    const auto block = parse_integer(number, 1, 1 << 20);
    if (!block) return std::nullopt;
    move.block = static_cast<int>(*block) - 1;
    return move;
}

std::vector<RotateMove> rotate_moves(const RotateBoard& board) {
    std::vector<RotateMove> moves;
    for (int b = 0; b < board.block_count(); ++b) {
        moves.push_back({b, 1});
        if (board.turns != RotateTurns::cw) moves.push_back({b, 3});
        if (board.turns == RotateTurns::half) moves.push_back({b, 2});
    }
    return moves;
}

std::vector<int> rotate_move_sources(int rows, int cols, int block_side, const RotateMove& move) {
    std::vector<int> source(static_cast<std::size_t>(rows * cols));
    std::iota(source.begin(), source.end(), 0);
    const int per_row = cols - block_side + 1;
    const int top = move.block / per_row, left = move.block % per_row;
    for (int i = 0; i < block_side; ++i)
        for (int j = 0; j < block_side; ++j) {
            // One clockwise quarter turn: new (i, j) = old (k-1-j, i); repeated.
            int si = i, sj = j;
            for (int q = 0; q < move.quarters; ++q) {
                const int ni = block_side - 1 - sj, nj = si;
                si = ni;
                sj = nj;
            }
            source[static_cast<std::size_t>((top + i) * cols + left + j)] = (top + si) * cols + left + sj;
        }
    return source;
}

std::vector<int> rotate_move_destinations(int rows, int cols, int block_side, const RotateMove& move) {
    const std::vector<int> source = rotate_move_sources(rows, cols, block_side, move);
    std::vector<int> to(source.size());
    for (std::size_t i = 0; i < source.size(); ++i) to[static_cast<std::size_t>(source[i])] = static_cast<int>(i);
    return to;
}

void apply_rotate_move(const RotateBoard& board, const RotateMove& move, std::vector<int>& arrangement) {
    const std::vector<int> source = rotate_move_sources(board.rows, board.cols, board.block, move);
    const std::vector<int> before = arrangement;
    for (std::size_t i = 0; i < arrangement.size(); ++i) arrangement[i] = before[static_cast<std::size_t>(source[i])];
}

std::vector<int> rotate_block_cells(int cols, int block_side, int block) {
    const int per_row = cols - block_side + 1;
    const int top = block / per_row, left = block % per_row;
    std::vector<int> cells;
    for (int i = 0; i < block_side; ++i)
        for (int j = 0; j < block_side; ++j) cells.push_back((top + i) * cols + left + j);
    return cells;
}

void turn_rotate_board(RotateBoard& board, const RotateMove& move) {
    if (board.orientable()) {
        apply_rotate_move(board, move, board.turned);
        for (int c : rotate_block_cells(board.cols, board.block, move.block)) {
            int& quarters = board.turned[static_cast<std::size_t>(c)];
            quarters = (quarters + move.quarters) % 4;
        }
    }
    apply_rotate_move(board, move, board.grid);
}

bool rotate_board_solved(const RotateBoard& board) {
    if (board.grid != board.target) return false;
    for (int quarters : board.turned)
        if (quarters != 0) return false;
    return true;
}

char turned_letter(int quarters) { return "urdl"[quarters & 3]; }

std::optional<int> parse_turned_letter(char letter) {
    switch (letter) {
        case 'u':
            return 0;
        case 'r':
            return 1;
        case 'd':
            return 2;
        case 'l':
            return 3;
        default:
            return std::nullopt;
    }
}

std::vector<int> default_rotate_target(int rows, int cols) {
    std::vector<int> target(static_cast<std::size_t>(rows * cols));
    std::iota(target.begin(), target.end(), 1);
    return target;
}

std::vector<int> rows_only_rotate_target(int rows, int cols) {
    std::vector<int> target(static_cast<std::size_t>(rows * cols));
    for (std::size_t c = 0; c < target.size(); ++c) target[c] = static_cast<int>(c) / cols + 1;
    return target;
}

RotateBoard solved_rotate_board(int rows, int cols, int block, RotateTurns turns, bool rows_only) {
    RotateBoard board;
    board.rows = rows;
    board.cols = cols;
    board.block = block;
    board.turns = turns;
    board.target = rows_only ? rows_only_rotate_target(rows, cols) : default_rotate_target(rows, cols);
    board.grid = board.target;
    return board;
}

}  // namespace puzzlebox
