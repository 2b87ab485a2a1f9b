// The magic hexagon constraint search (see hexagon_solver.hpp).
#include "solve/hexagon/hexagon_solver.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <string>
#include <utility>

#include "solve/depth_first.hpp"
#include "solve/hexagon/hexagon_exhaustive.hpp"
#include "solve/hexagon/hexagon_plan.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

__extension__ using Wide = __int128;  // derived numerators: sums of products of values

// The search follows a plan (hexagon_plan.hpp): level d places the plan's
// free cell d + 1 and derives the cells the line equations then fix.
class HexagonProblem {
public:
    using Move = std::int64_t;  // the value of the level's free cell

    HexagonProblem(const HexagonBoard& puzzle, const HexagonGeometry& geometry, std::int64_t constant, bool break_symmetry,
                   bool nearest_first, const std::vector<HexagonPlanStep>& plan)
        : geometry_(geometry),
          plan_(plan),
          first_(puzzle.first_value),
          constant_(constant),
          break_symmetry_(break_symmetry),
          nearest_first_(nearest_first) {
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
            if (puzzle.cells[cell]) place(cell, *puzzle.cells[cell]);
        broken_ = !derive(plan_.front());
        trail_.clear();  // the givens and their consequences are never undone
    }

    bool is_goal() const {
        if (broken_ || level_ + 1 != plan_.size()) return false;
        for (std::size_t line = 0; line < line_sum_.size(); ++line)
            if (line_sum_[line] != constant_) return false;
        return corners_ordered();
    }

    // The unused values that leave every line through the free cell completable.
    void generate_moves(std::vector<Move>& moves) const {
        if (level_ + 1 >= plan_.size()) return;
        const int cell = plan_[level_ + 1].free_cell;
        const std::size_t begin = moves.size();
        refresh_unused();
        const std::size_t n = unused_.size();
        for (std::size_t rank = 0; rank < n; ++rank) {
            const std::int64_t v = unused_[rank];
            bool fits = true;
            for (int line : geometry_.lines_of(cell)) {
                const auto e = static_cast<std::size_t>(line_empty_[line] - 1);
                const std::int64_t rest = constant_ - line_sum_[line] - v;
                // The e smallest and e largest unused values other than v.
                const std::int64_t low = rank < e ? prefix_[e + 1] - v : prefix_[e];
                const std::int64_t high = rank + e >= n ? prefix_[n] - prefix_[n - e - 1] - v : prefix_[n] - prefix_[n - e];
                if (rest < low || rest > high) {
                    fits = false;
                    break;
                }
            }
            if (fits && corner_allows(cell, v, n - 1 - rank)) moves.push_back(v);
        }
        if (!nearest_first_ || corner_of_[cell] >= 0) return;
        // Looking for one solution: values nearest what the cell's lines
        // still need per open cell first (a line with e open cells and rest
        // r to go wants about r / e in each).
        double wanted = 0;
        for (int line : geometry_.lines_of(cell)) wanted += static_cast<double>(constant_ - line_sum_[line]) / line_empty_[line];
        wanted /= static_cast<double>(geometry_.lines_of(cell).size());
        std::stable_sort(moves.begin() + static_cast<std::ptrdiff_t>(begin), moves.end(),
                         [wanted](std::int64_t a, std::int64_t b) {
                             return std::abs(static_cast<double>(a) - wanted) < std::abs(static_cast<double>(b) - wanted);
                         });
    }

    void apply(Move value) {
        marks_.push_back(trail_.size());
        const HexagonPlanStep& step = plan_[++level_];
        if (at(used_, value - first_)) {
            broken_ = true;
            return;
        }
        place(step.free_cell, value);
        broken_ = !derive(step);
    }

    void undo(Move) {
        const std::size_t mark = marks_.back();
        marks_.pop_back();
        while (trail_.size() > mark) {
            unplace(trail_.back());
            trail_.pop_back();
        }
        --level_;
        broken_ = false;  // only the newest level can be broken: a broken one is never expanded
    }

    // A derived value that is not a whole unused value in range, a full line
    // off the constant, an unfinished line the unused values cannot complete,
    // or corners out of the symmetry-breaking order.
    bool prune() const {
        if (broken_) return true;
        if (!corners_ordered()) return true;
        refresh_unused();
        for (std::size_t line = 0; line < line_sum_.size(); ++line) {
            const int empty = line_empty_[line];
            const std::int64_t rest = constant_ - line_sum_[line];
            if (empty == 0) {
                if (rest != 0) return true;
                continue;
            }
            if (rest < at(prefix_, empty) || rest > prefix_.back() - prefix_[unused_.size() - static_cast<std::size_t>(empty)])
                return true;
        }
        return false;
    }

    std::vector<std::int64_t> filled_values() const { return value_; }

private:
    void place(int cell, std::int64_t value) {
        unused_fresh_ = false;
        value_[cell] = value;
        filled_[cell] = 1;
        at(used_, value - first_) = 1;
        for (int line : geometry_.lines_of(cell)) {
            line_sum_[line] += value;
            --line_empty_[line];
        }
        trail_.push_back(cell);
    }
    void unplace(int cell) {
        unused_fresh_ = false;
        filled_[cell] = 0;
        used_[static_cast<std::size_t>(value_[cell] - first_)] = 0;
        for (int line : geometry_.lines_of(cell)) {
            line_sum_[line] -= value_[cell];
            ++line_empty_[line];
        }
    }

    // Places the step's derived cells; false at the first that is not a whole,
    // unused value of the range.
    bool derive(const HexagonPlanStep& step) {
        for (const HexagonFormula& f : step.derived) {
            Wide numerator = static_cast<Wide>(f.constant) * constant_;
            for (auto [cell, coefficient] : f.terms) numerator += static_cast<Wide>(coefficient) * value_[cell];
            if (numerator % f.denominator != 0) return false;
            const auto value = numerator / f.denominator;
            if (value < first_ || value >= first_ + static_cast<std::int64_t>(used_.size())) return false;
            if (at(used_, value - first_)) return false;
            place(f.cell, static_cast<std::int64_t>(value));
        }
        return true;
    }

    // Sorted unused values and their prefix sums; prune() and then
    // generate_moves() at the same node share one refresh.
    void refresh_unused() const {
        if (unused_fresh_) return;
        unused_fresh_ = true;
        unused_.clear();
        for (std::size_t i = 0; i < used_.size(); ++i)
            if (!used_[i]) unused_.push_back(first_ + static_cast<std::int64_t>(i));
        prefix_.assign(unused_.size() + 1, 0);
        for (std::size_t i = 0; i < unused_.size(); ++i) prefix_[i + 1] = prefix_[i] + unused_[i];
    }

    // The symmetry-breaking order, checked before placing v at `cell`
    // (`larger` unused values exceed v): corner 0 must leave a larger value
    // for every open corner, the others must exceed corner 0, corner 1 < corner 5.
    bool corner_allows(int cell, std::int64_t v, std::size_t larger) const {
        if (!break_symmetry_ || corner_of_[cell] < 0) return true;
        const auto& corners = geometry_.corners();
        const int corner = corner_of_[cell];
        if (corner == 0) {
            std::size_t open = 0;
            for (std::size_t i = 1; i < 6; ++i) {
                if (!filled_[corners[i]]) ++open;
                else if (value_[corners[i]] < v) return false;
            }
            if (larger < open) return false;
        } else if (filled_[corners[0]] && v < value_[corners[0]]) {
            return false;
        }
        if (corner == 1 && filled_[corners[5]] && v > value_[corners[5]]) return false;
        if (corner == 5 && filled_[corners[1]] && v < value_[corners[1]]) return false;
        return true;
    }

    // Symmetry breaking on an empty grid: corner 0 holds the smallest corner
    // value and corner 1 < corner 5, true of exactly one of the 12 images.
    bool corners_ordered() const {
        if (!break_symmetry_) return true;
        const auto& corners = geometry_.corners();
        const int c0 = corners[0];
        if (filled_[c0])
            for (std::size_t i = 1; i < 6; ++i)
                if (filled_[corners[i]] && value_[corners[i]] < value_[c0]) return false;
        if (filled_[corners[1]] && filled_[corners[5]] && value_[corners[1]] > value_[corners[5]]) return false;
        return true;
    }

    const HexagonGeometry& geometry_;
    const std::vector<HexagonPlanStep>& plan_;
    std::int64_t first_;
    std::int64_t constant_;
    bool break_symmetry_;
    bool nearest_first_;
    std::vector<std::int64_t> value_;
    std::vector<char> filled_;
    std::vector<char> used_;  // by value - first
    std::vector<std::int64_t> line_sum_;
    std::vector<int> line_empty_;
    std::vector<int> corner_of_;
    std::vector<int> trail_;          // cells placed, in order
    std::vector<std::size_t> marks_;  // trail size at each level's start
    std::size_t level_ = 0;           // plan steps done (step 0: the givens)
    bool broken_ = false;
    mutable std::vector<std::int64_t> unused_;  // ascending
    mutable std::vector<std::int64_t> prefix_;  // prefix sums of unused_
    mutable bool unused_fresh_ = false;
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

HexagonSearchResult solve_magic_hexagon(const HexagonBoard& puzzle, SearchGoal goal, bool up_to_symmetry,
                                        const SearchLimits& limits, std::uint64_t stop_after) {
    HexagonSearchResult result;
    if (std::string reason = hexagon_impossibility(puzzle.order, puzzle.first_value); !reason.empty()) {
        result.impossible = std::move(reason);
        return result;
    }
    const auto constant = hexagon_constant(puzzle.order, puzzle.first_value);
    const HexagonGeometry geometry(puzzle.order);
    const bool empty_grid = std::none_of(puzzle.cells.begin(), puzzle.cells.end(), [](const auto& v) { return v.has_value(); });
    // On an empty grid no solution is its own image (the values differ, and
    // every symmetry but the identity moves a corner), so each orbit has 12.
    const bool break_symmetry = empty_grid && !geometry.corners().empty();
    std::vector<char> given(puzzle.cells.size(), 0);
    for (std::size_t cell = 0; cell < given.size(); ++cell) given[cell] = puzzle.cells[cell].has_value();
    std::set<std::vector<std::int64_t>> orbit_seen;
    std::vector<std::vector<std::int64_t>> found;
    // One solution found; false once the search should stop.
    const auto record = [&](const std::vector<std::int64_t>& filled) {
        if (goal != SearchGoal::count) found.push_back(filled);
        if (break_symmetry) {  // one orientation of an orbit of 12
            result.orbits += 1;
            result.count += geometry.symmetries().size();
        } else {
            result.count += 1;
            if (orbit_seen.insert(canonical_hexagon(geometry, filled)).second) result.orbits += 1;
        }
        if (goal == SearchGoal::first) return false;
        return stop_after == 0 || result.count < PathCount(stop_after);
    };
    if (goal != SearchGoal::first && geometry.cell_count() <= hexagon_exhaustive_max_cells) {
        // Every solution: the bitmask search (hexagon_exhaustive.hpp).
        const HexagonEnumeration stats = enumerate_magic_hexagons(puzzle, geometry, *constant, break_symmetry, limits, record);
        result.outcome = stats.outcome;
        result.nodes = stats.nodes;
    } else {
        // One solution (values nearest what the lines need first), or beyond 128 cells: the plan search.
        std::shared_ptr<const std::vector<HexagonPlanStep>> plan;
        try {
            plan = cached_hexagon_plan(geometry, given, StopCheck(limits));
        } catch (const SearchStopped& stopped) {  // no node searched: partial, nothing found
            result.outcome = stopped.outcome;
            return result;
        }
        HexagonProblem problem(puzzle, geometry, *constant, break_symmetry, goal == SearchGoal::first, *plan);
        if (problem.prune()) return result;  // the given cells already break a line
        std::int64_t depth_limit = std::numeric_limits<std::int64_t>::max();
        const auto stats = depth_first(problem, limits, depth_limit, [&](const HexagonProblem& p, std::span<const std::int64_t>) {
            return record(p.filled_values()) ? GoalAction::keep_going : GoalAction::stop;
        });
        result.outcome = stats.outcome;
        result.nodes = stats.nodes;
    }
    if (goal == SearchGoal::first) {
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
