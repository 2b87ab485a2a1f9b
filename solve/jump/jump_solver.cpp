// Jump maze solvers on the generic search core (see jump_solver.hpp).
#include "solve/jump/jump_solver.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>

#include "solve/breadth_first.hpp"
#include "solve/depth_first.hpp"

namespace puzzlebox {

namespace {

// The jump graph as a ranked space: a state is a cell index.
class JumpCellSpace {
public:
    explicit JumpCellSpace(const JumpBoard& board) : board_(board) {}
    StateRank state_count() const { return static_cast<StateRank>(board_.cell_count()); }
    StateRank start_state() const { return static_cast<StateRank>(board_.start_index()); }
    bool is_goal(StateRank s) const { return s == static_cast<StateRank>(board_.goal_index()); }
    template <class Visit>
    void for_each_successor(StateRank s, Visit&& visit) const {
        for_each_jump(board_, static_cast<int>(s), [&](int to) { visit(static_cast<StateRank>(to)); });
    }

private:
    const JumpBoard& board_;
};

// A jump path being walked: the current cell, the visited cells and the sum.
// With a target, only a goal reached with that exact sum counts.
class JumpPathProblem {
public:
    using Move = int;  // the cell index jumped to

    JumpPathProblem(const JumpBoard& board, std::optional<std::int64_t> target, const JumpPruning& pruning)
        : board_(board), target_(target), pruning_(pruning), goal_(board.goal_index()) {
        const auto cells = static_cast<std::size_t>(board.cell_count());
        jumps_.resize(cells);
        jump_count_.assign(cells, 0);
        for (int from = 0; from < board.cell_count(); ++from)
            for_each_jump(board, from, [&](int to) { jumps_[from][jump_count_[from]++] = to; });
        visited_.assign(cells, 0);
        if (cells <= 64) {
            jump_bits_.assign(cells, 0);
            for (std::size_t from = 0; from < cells; ++from)
                for (int i = 0; i < jump_count_[from]; ++i) jump_bits_[from] |= std::uint64_t{1} << jumps_[from][i];
        } else {
            stamp_.assign(cells, 0);
            // A flood costs the board: on boards past 4,096 cells it runs at
            // one node in cells / 4,096, so a node stays cheap and every
            // limit is felt (skipping a prune never skips a solution).
            flood_every_ = std::max<std::uint64_t>(1, cells / 4096);
        }
        if (pruning_.distance) distance_ = jump_distances_to_goal(board);
        for (int v : board.values) {
            (v > 0 ? unvisited_positive_ : unvisited_negative_) += v;
        }
        current_ = board.start_index();
        enter(current_);
    }

    bool is_goal() const { return current_ == goal_ && (!target_ || sum_ == *target_); }

    void generate_moves(std::vector<Move>& moves) const {
        const auto& jumps = jumps_[current_];
        for (int i = 0; i < jump_count_[current_]; ++i)
            if (!visited_[jumps[i]]) moves.push_back(jumps[i]);
    }

    void apply(Move to) {
        trail_.push_back(current_);
        current_ = to;
        enter(to);
    }

    void undo(Move to) {
        leave(to);
        current_ = trail_.back();
        trail_.pop_back();
    }

    bool prune() const {
        if (current_ == goal_) return true;  // reached with the wrong sum
        if (pruning_.sum_bounds && target_ && !sum_parity_allows_target()) return true;
        if (pruning_.goal_reachable && (flood_every_ == 1 || ++flood_skipped_ % flood_every_ == 0))
            return !goal_reachable_with_sum();
        if (pruning_.sum_bounds && target_) {
            // The path may still collect any subset of the unvisited cells, the goal included.
            const std::int64_t goal_value = board_.value(goal_);
            const std::int64_t low = unvisited_negative_ - std::min<std::int64_t>(goal_value, 0) + goal_value;
            const std::int64_t high = unvisited_positive_ - std::max<std::int64_t>(goal_value, 0) + goal_value;
            const std::int64_t needed = *target_ - sum_;
            return needed < low || needed > high;
        }
        return false;
    }

    std::int64_t lower_bound() const {
        if (!pruning_.distance) return 0;
        const int d = distance_[current_];
        return d < 0 ? std::numeric_limits<std::int32_t>::max() : d;
    }

    std::vector<Cell> path_cells(std::span<const Move> moves) const {
        std::vector<Cell> cells{board_.start};
        for (Move m : moves) cells.push_back(board_.cell(m));
        return cells;
    }
    std::int64_t sum() const { return sum_; }

private:
    void enter(int cell) {
        visited_[cell] = 1;
        visited_bits_ |= std::uint64_t{1} << (cell & 63);
        const int v = board_.value(cell);
        sum_ += v;
        (v > 0 ? unvisited_positive_ : unvisited_negative_) -= v;
    }
    void leave(int cell) {
        visited_[cell] = 0;
        visited_bits_ &= ~(std::uint64_t{1} << (cell & 63));
        const int v = board_.value(cell);
        sum_ -= v;
        (v > 0 ? unvisited_positive_ : unvisited_negative_) += v;
    }

    // The parity rule (jump_board.hpp) from here: the cells still to leave
    // are this one and those before the goal.
    bool sum_parity_allows_target() const {
        const std::int64_t leaving = board_.value(current_) + (*target_ - sum_ - board_.value(goal_));
        return sum_parity_allows(board_.cell(current_), board_.cell(goal_), leaving);
    }

    // Floods the unvisited cells reachable from here (the goal is a dead end
    // of the flood, as of a path). The goal must be among them, and with a
    // target and sum_bounds, the sum still needed must lie between the sums
    // of the flood's negative and positive values (goal value always taken).
    bool goal_reachable_with_sum() const {
        if (!jump_bits_.empty()) return goal_reachable_with_sum_bitboard();
        ++generation_;
        if (generation_ == 0) {
            std::fill(stamp_.begin(), stamp_.end(), 0);
            generation_ = 1;
        }
        stack_.clear();
        stack_.push_back(current_);
        stamp_[current_] = generation_;
        bool goal_found = false;
        std::int64_t low = 0, high = 0;
        while (!stack_.empty()) {
            const int from = stack_.back();
            stack_.pop_back();
            const auto& jumps = jumps_[from];
            for (int i = 0; i < jump_count_[from]; ++i) {
                const int to = jumps[i];
                if (visited_[to] || stamp_[to] == generation_) continue;
                stamp_[to] = generation_;
                if (to == goal_) {
                    goal_found = true;
                    continue;
                }
                const int v = board_.value(to);
                (v > 0 ? high : low) += v;
                stack_.push_back(to);
            }
        }
        if (!goal_found) return false;
        if (!pruning_.sum_bounds || !target_) return true;
        const std::int64_t needed = *target_ - sum_ - board_.value(goal_);
        return needed >= low && needed <= high;
    }

    // The same flood on boards of at most 64 cells, one bit per cell: the
    // hot loop of expert counting on puzzle-sized boards.
    bool goal_reachable_with_sum_bitboard() const {
        const std::uint64_t goal_bit = std::uint64_t{1} << goal_;
        std::uint64_t reached = 0;
        std::uint64_t frontier = std::uint64_t{1} << current_;
        while (frontier) {
            const int from = std::countr_zero(frontier);
            frontier &= frontier - 1;
            const std::uint64_t fresh = jump_bits_[from] & ~visited_bits_ & ~reached;
            reached |= fresh;
            frontier |= fresh;  // the goal has no jumps, so expanding it adds nothing
        }
        if (!(reached & goal_bit)) return false;
        if (!pruning_.sum_bounds || !target_) return true;
        std::int64_t low = 0, high = 0;
        for (std::uint64_t rest = reached & ~goal_bit; rest; rest &= rest - 1) {
            const int v = board_.value(std::countr_zero(rest));
            (v > 0 ? high : low) += v;
        }
        const std::int64_t needed = *target_ - sum_ - board_.value(goal_);
        return needed >= low && needed <= high;
    }

    const JumpBoard& board_;
    std::optional<std::int64_t> target_;
    JumpPruning pruning_;
    int goal_;
    std::vector<std::array<int, 4>> jumps_;
    std::vector<std::uint8_t> jump_count_;
    std::vector<int> distance_;
    std::vector<std::uint8_t> visited_;
    std::vector<std::uint64_t> jump_bits_;  // boards of at most 64 cells: where each cell jumps, as bits
    std::uint64_t visited_bits_ = 0;        // (only meaningful with jump_bits_)
    std::vector<int> trail_;
    int current_ = 0;
    std::int64_t sum_ = 0;
    std::int64_t unvisited_positive_ = 0;
    std::int64_t unvisited_negative_ = 0;
    mutable std::vector<std::uint32_t> stamp_;
    mutable std::uint32_t generation_ = 0;
    mutable std::vector<int> stack_;
    std::uint64_t flood_every_ = 1;
    mutable std::uint64_t flood_skipped_ = 0;
};

void sort_fewest_first(std::vector<JumpPath>& paths) {
    std::stable_sort(paths.begin(), paths.end(),
                     [](const JumpPath& a, const JumpPath& b) { return a.cells.size() < b.cells.size(); });
}

}  // namespace

std::vector<int> jump_distances_to_goal(const JumpBoard& board) {
    const auto cells = static_cast<std::size_t>(board.cell_count());
    // Reverse adjacency in compressed rows: who can jump onto each cell.
    std::vector<int> first(cells + 1, 0);
    for (int from = 0; from < board.cell_count(); ++from)
        for_each_jump(board, from, [&](int to) { ++first[static_cast<std::size_t>(to) + 1]; });
    for (std::size_t i = 0; i < cells; ++i) first[i + 1] += first[i];
    std::vector<int> sources(static_cast<std::size_t>(first[cells]));
    std::vector<int> fill(first.begin(), first.end() - 1);
    for (int from = 0; from < board.cell_count(); ++from)
        for_each_jump(board, from, [&](int to) { sources[static_cast<std::size_t>(fill[to]++)] = from; });

    std::vector<int> distance(cells, -1);
    std::vector<int> queue{board.goal_index()};
    distance[board.goal_index()] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int here = queue[head];
        for (int i = first[here]; i < first[here + 1]; ++i) {
            const int from = sources[i];
            if (distance[from] < 0) {
                distance[from] = distance[here] + 1;
                queue.push_back(from);
            }
        }
    }
    return distance;
}

JumpSearchResult solve_jump_shortest(const JumpBoard& board, const SearchLimits& limits) {
    const JumpCellSpace space(board);
    const ShortestPaths shortest = breadth_first_shortest(space, limits);
    JumpSearchResult result;
    result.outcome = shortest.outcome;
    result.nodes = shortest.nodes;
    if (!shortest.distance) return result;
    result.count = shortest.count;
    JumpPath path;
    for (StateRank s : shortest.path) {
        path.cells.push_back(board.cell(static_cast<int>(s)));
        path.sum += board.value(static_cast<int>(s));
    }
    result.paths.push_back(std::move(path));
    return result;
}

JumpSearchResult solve_jump_fewest_with_sum(const JumpBoard& board, std::int64_t target, const JumpPruning& pruning,
                                            const SearchLimits& limits) {
    JumpPathProblem problem(board, target, pruning);
    JumpSearchResult result;
    std::int64_t depth_limit = std::numeric_limits<std::int64_t>::max();
    const auto stats = depth_first(problem, limits, depth_limit, [&](const JumpPathProblem& p, std::span<const int> moves) {
        const auto depth = static_cast<std::int64_t>(moves.size());
        if (result.paths.empty() || depth < result.paths.front().moves()) {
            result.paths.assign(1, JumpPath{p.path_cells(moves), p.sum()});
            result.count = 1;
            depth_limit = depth;  // from now on only paths as short as this one
        } else {
            result.count += 1;
        }
        return GoalAction::keep_going;
    });
    result.outcome = stats.outcome;
    result.nodes = stats.nodes;
    return result;
}

JumpSearchResult find_all_jump_paths(const JumpBoard& board, std::optional<std::int64_t> target, bool list,
                                     const JumpPruning& pruning, const SearchLimits& limits, std::uint64_t stop_after) {
    JumpPruning all_lengths = pruning;
    all_lengths.distance = false;  // no length bound: every path counts
    JumpPathProblem problem(board, target, all_lengths);
    JumpSearchResult result;
    result.used_cells.assign(static_cast<std::size_t>(board.cell_count()), 0);
    std::int64_t depth_limit = std::numeric_limits<std::int64_t>::max();
    const auto stats = depth_first(problem, limits, depth_limit, [&](const JumpPathProblem& p, std::span<const int> moves) {
        result.count += 1;
        result.used_cells[board.start_index()] = 1;
        for (int cell : moves) result.used_cells[cell] = 1;
        if (list) result.paths.push_back(JumpPath{p.path_cells(moves), p.sum()});
        return result.count == PathCount(stop_after) ? GoalAction::stop : GoalAction::keep_going;
    });
    sort_fewest_first(result.paths);
    result.outcome = stats.outcome;
    result.nodes = stats.nodes;
    return result;
}

}  // namespace puzzlebox
