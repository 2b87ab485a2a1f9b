// Replays a jump path move by move (see jump_validate.hpp).
#include "puzzles/jump/jump_validate.hpp"

#include <set>

#include <fmt/format.h>

namespace puzzlebox {

JumpPathCheck check_jump_path(const JumpBoard& board, std::span<const Cell> path, std::optional<std::int64_t> target) {
    JumpPathCheck check;
    auto fail = [&](std::string why) {
        check.valid = false;
        check.problem = std::move(why);
        return check;
    };
    if (path.empty()) return fail("the path is empty");
    if (path.front() != board.start)
        return fail(fmt::format("the path starts at {}, not at the start {}", to_string(path.front()), to_string(board.start)));
    std::set<Cell> visited;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const Cell here = path[i];
        if (!board.contains(here)) return fail(fmt::format("tile {} ({}) is off the board", i + 1, to_string(here)));
        if (!visited.insert(here).second) return fail(fmt::format("tile {} ({}) is visited twice", i + 1, to_string(here)));
        check.sum += board.value(here);
        if (i + 1 == path.size()) break;
        if (here == board.goal) return fail(fmt::format("the path goes on after reaching the goal at tile {}", i + 1));
        const Cell next = path[i + 1];
        const int step = std::abs(board.value(here));
        const int dr = std::abs(next.row - here.row);
        const int dc = std::abs(next.col - here.col);
        const bool straight = (dr == 0) != (dc == 0);
        if (step == 0 || !straight || dr + dc != step)
            return fail(
                fmt::format("{} -> {} is not a jump of {} cells in a straight line", to_string(here), to_string(next), step));
    }
    if (path.back() != board.goal)
        return fail(fmt::format("the path ends at {}, not at the goal {}", to_string(path.back()), to_string(board.goal)));
    if (target && check.sum != *target)
        return fail(fmt::format("the values sum to {}, not to the target {}", check.sum, *target));
    check.valid = true;
    return check;
}

}  // namespace puzzlebox
