// The magic hexagon constraint search (see hexagon_solver.hpp).
#include "hexagon_solver.hpp"

#include <algorithm>
#include <limits>
#include <set>

#include "solve/depth_first.hpp"

namespace puzzlebox {

namespace {

struct Placement {
    int cell;
    std::int64_t value;
};

class HexagonProblem {
public:
    using Move = Placement;

    HexagonProblem(const HexagonBoard& puzzle, const HexagonGeometry& geometry, std::int64_t constant, bool break_symmetry)
        : geometry_(geometry), first_(puzzle.first_value), constant_(constant), break_symmetry_(break_symmetry) {
        const int cells = geometry.cell_count();
        value_.assign(static_cast<std::size_t>(cells), 0);
        filled_.assign(static_cast<std::size_t>(cells), 0);
        used_.assign(static_cast<std::size_t>(cells), 0);
        line_sum_.assign(geometry.lines().size(), 0);
        line_empty_.resize(geometry.lines().size());
        for (std::size_t line = 0; line < geometry.lines().size(); ++line)
            line_empty_[line] = static_cast<int>(geometry.lines()[line].size());
        corner_of_.assign(static_cast<std::size_t>(cells), -1);
        for (std::size_t i = 0; i < geometry.corners().size(); ++i) corner_of_[geometry.corners()[i]] = static_cast<int>(i);
        for (int cell = 0; cell < cells; ++cell)
            if (puzzle.cells[cell]) apply({cell, *puzzle.cells[cell]});
    }

    bool is_goal() const { return filled_count_ == geometry_.cell_count(); }

    // Forward checking: the values each empty cell could still take; none
    // for some cell ends this branch, else the cell with the fewest is filled
    // (a line's last cell has at most one).
    void generate_moves(std::vector<Move>& moves) const {
        refresh_unused();
        int best = -1;
        std::size_t fewest = std::numeric_limits<std::size_t>::max();
        for (int cell = 0; cell < geometry_.cell_count(); ++cell) {
            if (filled_[cell]) continue;
            std::size_t options = 0;
            for (std::size_t rank = 0; rank < unused_.size() && options < fewest; ++rank)
                options += fits(cell, unused_[rank], rank) && corners_allow(cell, unused_[rank]);
            if (options == 0) return;
            if (options < fewest) {
                fewest = options;
                best = cell;
            }
        }
        for (std::size_t rank = 0; rank < unused_.size(); ++rank) {
            const std::int64_t v = unused_[rank];
            if (fits(best, v, rank) && corners_allow(best, v)) moves.push_back({best, v});
        }
    }

    void apply(const Move& m) {
        value_[m.cell] = m.value;
        filled_[m.cell] = 1;
        used_[static_cast<std::size_t>(m.value - first_)] = 1;
        ++filled_count_;
        for (int line : geometry_.lines_of(m.cell)) {
            line_sum_[line] += m.value;
            --line_empty_[line];
        }
    }

    void undo(const Move& m) {
        filled_[m.cell] = 0;
        used_[static_cast<std::size_t>(m.value - first_)] = 0;
        --filled_count_;
        for (int line : geometry_.lines_of(m.cell)) {
            line_sum_[line] -= m.value;
            ++line_empty_[line];
        }
    }

    // Every unfinished line must still be able to reach the constant with the
    // unused values (a finished one must equal it).
    bool prune() const {
        refresh_unused();
        for (std::size_t line = 0; line < line_sum_.size(); ++line) {
            const int empty = line_empty_[line];
            const std::int64_t rest = constant_ - line_sum_[line];
            if (empty == 0) {
                if (rest != 0) return true;
                continue;
            }
            if (rest < smallest(empty) || rest > largest(empty)) return true;
        }
        return false;
    }

    std::vector<std::int64_t> filled_values() const { return value_; }

private:
    void refresh_unused() const {
        unused_.clear();
        for (std::size_t i = 0; i < used_.size(); ++i)
            if (!used_[i]) unused_.push_back(first_ + static_cast<std::int64_t>(i));
        prefix_.assign(unused_.size() + 1, 0);
        for (std::size_t i = 0; i < unused_.size(); ++i) prefix_[i + 1] = prefix_[i] + unused_[i];
    }
    // Sums of the e smallest / largest unused values.
    std::int64_t smallest(int e) const { return prefix_[static_cast<std::size_t>(e)]; }
    std::int64_t largest(int e) const { return prefix_.back() - prefix_[unused_.size() - static_cast<std::size_t>(e)]; }

    // Can every line through `cell` still reach the constant once v (the
    // rank-th smallest unused value) is placed there?
    bool fits(int cell, std::int64_t v, std::size_t rank) const {
        for (int line : geometry_.lines_of(cell)) {
            const int empty = line_empty_[line] - 1;
            const std::int64_t rest = constant_ - line_sum_[line] - v;
            if (empty == 0) {
                if (rest != 0) return false;
                continue;
            }
            const auto e = static_cast<std::size_t>(empty);
            // The e smallest and e largest unused values other than v.
            const std::int64_t low = rank < e ? prefix_[e + 1] - v : prefix_[e];
            const std::size_t n = unused_.size();
            const std::int64_t high = rank >= n - e ? prefix_[n] - prefix_[n - e - 1] - v : prefix_[n] - prefix_[n - e];
            if (rest < low || rest > high) return false;
        }
        return true;
    }

    // Symmetry breaking on an empty grid: corner 0 holds the smallest corner
    // value and corner 1 < corner 5, true of exactly one of the 12 images.
    bool corners_allow(int cell, std::int64_t v) const {
        if (!break_symmetry_) return true;
        const int corner = corner_of_[cell];
        if (corner < 0) return true;
        const auto& corners = geometry_.corners();
        auto value_at = [&](int i) -> std::optional<std::int64_t> {
            const int c = corners[static_cast<std::size_t>(i)];
            return filled_[c] ? std::optional(value_[c]) : std::nullopt;
        };
        if (corner == 0) {
            for (int i = 1; i < 6; ++i)
                if (auto other = value_at(i); other && *other < v) return false;
        } else if (auto zero = value_at(0); zero && *zero > v) {
            return false;
        }
        if (corner == 1)
            if (auto five = value_at(5); five && v > *five) return false;
        if (corner == 5)
            if (auto one = value_at(1); one && v < *one) return false;
        return true;
    }

    const HexagonGeometry& geometry_;
    std::int64_t first_;
    std::int64_t constant_;
    bool break_symmetry_;
    std::vector<std::int64_t> value_;
    std::vector<char> filled_;
    std::vector<char> used_;  // by value - first
    std::vector<std::int64_t> line_sum_;
    std::vector<int> line_empty_;
    std::vector<int> corner_of_;
    int filled_count_ = 0;
    mutable std::vector<std::int64_t> unused_;  // ascending
    mutable std::vector<std::int64_t> prefix_;  // prefix sums of unused_
};

std::vector<std::int64_t> image(const std::vector<int>& symmetry, const std::vector<std::int64_t>& filled) {
    std::vector<std::int64_t> out(filled.size());
    for (std::size_t cell = 0; cell < filled.size(); ++cell) out[static_cast<std::size_t>(symmetry[cell])] = filled[cell];
    return out;
}

}  // namespace

std::vector<std::int64_t> canonical_hexagon(const HexagonGeometry& geometry, const std::vector<std::int64_t>& filled) {
    std::vector<std::int64_t> best = filled;
    for (const auto& symmetry : geometry.symmetries()) best = std::min(best, image(symmetry, filled));
    return best;
}

HexagonSearchResult solve_magic_hexagon(const HexagonBoard& puzzle, HexagonGoal goal, bool up_to_symmetry,
                                        const SearchLimits& limits) {
    HexagonSearchResult result;
    const auto constant = hexagon_constant(puzzle.order, puzzle.first_value);
    if (!constant) {
        result.impossible = hexagon_constant_problem(puzzle.order, puzzle.first_value);
        return result;
    }
    const HexagonGeometry geometry(puzzle.order);
    const bool empty_grid =
        std::none_of(puzzle.cells.begin(), puzzle.cells.end(), [](const auto& v) { return v.has_value(); });
    // On an empty grid no solution is its own image (the values differ, and
    // every symmetry but the identity moves a corner), so each orbit has 12.
    const bool break_symmetry = empty_grid && !geometry.corners().empty();
    HexagonProblem problem(puzzle, geometry, *constant, break_symmetry);
    if (problem.prune()) return result;  // the given cells already break a line

    std::set<std::vector<std::int64_t>> orbit_seen;
    std::vector<std::vector<std::int64_t>> found;
    std::int64_t depth_limit = std::numeric_limits<std::int64_t>::max();
    const auto stats = depth_first(problem, limits, depth_limit, [&](const HexagonProblem& p, std::span<const Placement>) {
        const std::vector<std::int64_t> filled = p.filled_values();
        if (break_symmetry) {
            result.orbits += 1;
            result.count += geometry.symmetries().size();
            if (goal == HexagonGoal::all) found.push_back(filled);
        } else {
            result.count += 1;
            if (orbit_seen.insert(canonical_hexagon(geometry, filled)).second) result.orbits += 1;
            if (goal == HexagonGoal::all || goal == HexagonGoal::first) found.push_back(filled);
        }
        if (goal == HexagonGoal::first) {
            if (break_symmetry) found.push_back(filled);
            return GoalAction::stop;
        }
        return GoalAction::keep_going;
    });
    result.outcome = stats.outcome;
    result.nodes = stats.nodes;
    if (goal == HexagonGoal::first) {
        result.count = found.empty() ? 0 : 1;
        result.orbits = result.count;
        result.solutions = std::move(found);
        return result;
    }
    // Listing: one per orbit, or every orientation; sorted for stable output.
    for (const auto& filled : found) {
        if (up_to_symmetry) {  // on an empty grid, the orbit's least orientation
            result.solutions.push_back(break_symmetry ? canonical_hexagon(geometry, filled) : filled);
        } else if (break_symmetry) {
            for (const auto& symmetry : geometry.symmetries()) result.solutions.push_back(image(symmetry, filled));
        } else {
            result.solutions.push_back(filled);
        }
    }
    if (up_to_symmetry && !break_symmetry) {
        std::set<std::vector<std::int64_t>> kept;
        std::vector<std::vector<std::int64_t>> representatives;
        for (auto& filled : result.solutions)
            if (kept.insert(canonical_hexagon(geometry, filled)).second) representatives.push_back(filled);
        result.solutions = std::move(representatives);
    }
    std::sort(result.solutions.begin(), result.solutions.end());
    return result;
}

}  // namespace puzzlebox
