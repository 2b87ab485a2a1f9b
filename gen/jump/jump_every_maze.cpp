// Every maze of a small shape, tried one by one (see jump_every_maze.hpp):
// an odometer over the moving cells' values and the start.
#include "gen/jump/jump_every_maze.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "analyze/jump/jump_difficulty.hpp"
#include "solve/jump/jump_solver.hpp"
#include "support/index.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// What the odometer turns: the value choices of each moving cell and the starts.
struct MazeSpace {
    JumpBoard shape;
    std::vector<int> cells;    // moving cells (not the goal, room to jump), by index
    std::vector<int> largest;  // by position in `cells`: the largest magnitude
    std::vector<Cell> starts;  // the fixed start, or every cell a free start may take
    bool signs = false;        // the signs are turned too (a sum target)

    int choices(std::size_t i) const { return signs ? 2 * at(largest, i) : at(largest, i); }
    // The i-th cell's value for digit d: 1..m, then (with signs) -1..-m.
    int value(std::size_t i, int d) const { return d < at(largest, i) ? d + 1 : -(d - at(largest, i) + 1); }
};

MazeSpace maze_space(const JumpGenOptions& options) {
    MazeSpace space;
    space.shape = jump_shape(options);
    space.signs = options.expert || options.unique_expert;
    JumpBoard& shape = space.shape;
    for (int u = 0; u < shape.cell_count(); ++u) {
        if (u == shape.goal_index()) continue;
        const int room = jump_largest_magnitude(shape.rows, shape.cols, shape.cell(u), options.max_value);
        if (room == 0) continue;
        space.cells.push_back(u);
        space.largest.push_back(room);
    }
    if (!options.free_start) {
        space.starts.push_back(shape.start);
    } else {
        // A free start keeps the target's parity (as the annealer's does).
        for (int u = 0; u < shape.cell_count(); ++u)
            if (u != shape.goal_index() && (!space.signs || sum_parity_allows(shape.cell(u), shape.goal, options.expert_target)))
                space.starts.push_back(shape.cell(u));
    }
    return space;
}

// The objective's measure of a board that meets the guarantees (higher is better).
int objective_value(const JumpGenOptions& options, const JumpBoard& board) {
    switch (options.objective) {
        case JumpObjective::shortest:
            return solve_jump_shortest(board).paths.at(0).moves();
        case JumpObjective::expert_path: {
            const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, options.expert_target);
            return fewest.paths.empty() ? 0 : fewest.paths.front().moves();
        }
        case JumpObjective::none:
            break;
    }
    return 0;
}

}  // namespace

std::optional<std::uint64_t> jump_maze_count(const JumpGenOptions& options, std::uint64_t cap) {
    if (options.rows * options.cols > jump_every_maze_cells) return std::nullopt;  // nothing built for a large board
    const MazeSpace space = maze_space(options);
    std::uint64_t count = space.starts.size();
    for (std::size_t i = 0; i < space.cells.size(); ++i) {
        count *= static_cast<std::uint64_t>(space.choices(i));
        if (count > cap) return std::nullopt;
    }
    if (space.cells.empty() || count > cap) return std::nullopt;  // a 1x1 board has no maze
    return count;
}

JumpEveryMaze try_every_jump_maze(const JumpGenOptions& options, const std::function<bool(const JumpBoard&)>& meets,
                                  Random& random, bool first_only) {
    const MazeSpace space = maze_space(options);
    JumpEveryMaze result;
    JumpBoard board = space.shape;
    std::vector<int> digits(space.cells.size(), 0);
    int best = 0;
    for (const Cell start : space.starts) {
        board.start = start;
        std::fill(digits.begin(), digits.end(), 0);
        for (;;) {
            if ((result.tried & 255) == 0 && stop_requested()) {
                result.cut_short = true;
                result.board.reset();  // a part of the space says nothing of the rest
                return result;
            }
            for (std::size_t i = 0; i < digits.size(); ++i) at(board.values, at(space.cells, i)) = space.value(i, at(digits, i));
            ++result.tried;
            if (meets(board)) {
                const int value = objective_value(options, board);
                if (result.met == 0 || value > best) {
                    best = value;
                    result.met = 1;
                    result.board = board;
                } else if (value == best && random.below64(++result.met) == 0) {
                    result.board = board;
                }
                if (first_only) return result;
            }
            // The next digits, the first cell turning fastest.
            std::size_t i = 0;
            while (i < digits.size() && ++at(digits, i) == space.choices(i)) at(digits, i++) = 0;
            if (i == digits.size()) break;
        }
    }
    if (result.board && !space.signs)
        for (int& value : result.board->values)
            if (value != 0 && random.coin()) value = -value;
    return result;
}

std::optional<JumpShapeLevels> jump_levels_of_every_maze(const JumpGenOptions& options) {
    if (!jump_maze_count(options)) return std::nullopt;
    std::array<bool, all_levels.size()> seen{};
    Random unused(0);  // nothing is drawn: no maze is kept
    const JumpEveryMaze every = try_every_jump_maze(
        options,
        [&](const JumpBoard& board) {
            if (recheck_jump_board(board, options)) return false;
            if (const std::optional<Difficulty> difficulty = jump_difficulty(board))
                at(seen, static_cast<std::size_t>(difficulty->level)) = true;
            return false;
        },
        unused);
    if (every.cut_short) return std::nullopt;
    JumpShapeLevels shape;
    shape.tried = every.tried;
    for (const Level level : all_levels)
        if (at(seen, static_cast<std::size_t>(level))) shape.levels.push_back(level);
    return shape;
}

}  // namespace puzzlebox
