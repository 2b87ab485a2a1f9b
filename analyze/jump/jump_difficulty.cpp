// Jump maze levels: the deduction's in normal mode, the expert grade's with a target (see jump_difficulty.hpp).
#include "analyze/jump/jump_difficulty.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "analyze/jump/jump_grade.hpp"
#include "solve/jump/jump_count.hpp"
#include "solve/jump/jump_solver.hpp"
#include "support/index.hpp"

namespace puzzlebox {

GradeBand jump_level_grades(Level level) {
    const auto k = static_cast<std::size_t>(level);
    GradeBand band;
    band.low = k == 0 ? 0 : at(jump_level_cuts, k - 1);
    if (k < jump_level_cuts.size()) band.high = at(jump_level_cuts, k);
    return band;
}

int jump_level_min_moves(Level level) {
    const auto k = static_cast<std::size_t>(level);
    return k == 0 ? jump_min_made_moves : at(jump_level_moves, k - 1);
}

Level jump_rule_level(JumpRule rule) {
    switch (rule) {
        case JumpRule::in_sight:
        case JumpRule::only_jump:
            return Level::easy;
        case JumpRule::dead_ends:
        case JumpRule::work_back:
            return Level::medium;
        case JumpRule::meet:
            return Level::hard;
        case JumpRule::trial:
        case JumpRule::search:
            return Level::fiendish;
    }
    return Level::fiendish;
}

double jump_deduction_score(const JumpDeduction& deduction, int cells) {
    const double reading = static_cast<double>(deduction.looks) / (10.0 * std::max(1, cells));
    return static_cast<double>(jump_rule_level(deduction.hardest)) + std::min(0.99, reading);
}

GradeBand jump_level_scores(Level level) {
    const auto k = static_cast<double>(level);
    return {k, k + 0.99};
}

Level jump_level(double grade, int moves) {
    for (const Level level : all_levels) {
        const auto next = static_cast<std::size_t>(level) + 1;
        if (next == all_levels.size()) break;
        if (grade < jump_level_grades(level).high || moves < jump_level_min_moves(at(all_levels, next))) return level;
    }
    return Level::fiendish;
}

std::optional<double> jump_expert_grade(double walk_grade, PathCount goal_paths, PathCount target_paths) {
    if (target_paths.is_zero() || goal_paths < target_paths) return std::nullopt;
    return walk_grade + std::log2(static_cast<double>(goal_paths.value()) / static_cast<double>(target_paths.value()));
}

namespace {

// The simple paths to the goal and those summing to `target`; empty when
// the board is too big to count or a count was cut short.
struct ExpertCounts {
    PathCount goal_paths, target_paths;
};
std::optional<ExpertCounts> count_expert_paths(const JumpBoard& board, std::int64_t target, const SearchLimits& limits) {
    if (board.cell_count() > jump_count_max_cells) return std::nullopt;
    const JumpCount goal = count_jump_paths(board, std::nullopt, limits, 1);
    if (is_partial(goal.outcome)) return std::nullopt;
    const JumpCount hits = count_jump_paths(board, target, limits, 1);
    if (is_partial(hits.outcome)) return std::nullopt;
    return ExpertCounts{goal.count, hits.count};
}

}  // namespace

std::optional<double> jump_expert_grade(const JumpBoard& board, std::int64_t target, const SearchLimits& limits) {
    const auto walk = jump_grade(board);
    if (!walk) return std::nullopt;
    const auto counts = count_expert_paths(board, target, limits);
    if (!counts) return std::nullopt;
    return jump_expert_grade(*walk, counts->goal_paths, counts->target_paths);
}

namespace {

// The level, and why the solution's length holds it below the grade's.
Difficulty graded(double grade, int moves, std::string reason) {
    const Level level = jump_level(grade, moves);
    if (level != jump_level(grade, std::numeric_limits<int>::max()))
        reason +=
            fmt::format(" ({} move{} hold{} it at {})", moves, moves == 1 ? "" : "s", moves == 1 ? "s" : "", level_name(level));
    return {grade, level, std::move(reason), std::nullopt};
}

std::string walk_words(double grade) {
    return fmt::format("a wandering solver needs about {:.0f} jumps (grade {:.1f})", std::exp2(grade) - 1, grade);
}

std::optional<Difficulty> expert_difficulty(double walk, PathCount goal_paths, PathCount target_paths, std::int64_t target,
                                            int moves) {
    const auto expert = jump_expert_grade(walk, goal_paths, target_paths);
    if (!expert) return std::nullopt;
    return graded(
        *expert, moves,
        fmt::format("{} to the goal, where {} of {} paths sum to {} (expert grade {:.1f}), the fewest-move one {} moves",
                    walk_words(walk), target_paths.to_string(), goal_paths.to_string(), target, *expert, moves));
}

}  // namespace

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpDeduction& deduction) {
    if (!deduction.solved) return std::nullopt;
    const int moves = static_cast<int>(deduction.path.size()) - 1;
    const double score = jump_deduction_score(deduction, board.cell_count());
    return Difficulty{score, jump_rule_level(deduction.hardest),
                      fmt::format("{} ({}); {} cells read, {} move{} found", rule_name(deduction.hardest), deduction.key_step,
                                  deduction.looks, moves, moves == 1 ? "" : "s"),
                      std::nullopt};
}

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpMeasures& m) {
    if (!board.target) return m.deduction ? jump_difficulty(board, *m.deduction) : std::nullopt;
    if (!m.grade) return std::nullopt;
    for (const auto& cut : m.partial)
        if (cut == "simple_paths" || cut == "expert_paths") return std::nullopt;
    if (!m.expert_fewest_moves) return std::nullopt;
    return expert_difficulty(*m.grade, m.simple_paths, m.expert_paths, m.target, *m.expert_fewest_moves);
}

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const SearchLimits& limits) {
    if (!board.target) return jump_difficulty(board, deduce_jump(board, JumpRule::search, StopCheck(limits)));
    const auto walk = jump_grade(board);
    if (!walk) return std::nullopt;
    {
        const auto counts = count_expert_paths(board, *board.target, limits);
        if (!counts) return std::nullopt;
        const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, *board.target, {}, limits);
        if (fewest.paths.empty() || is_partial(fewest.outcome)) return std::nullopt;
        return expert_difficulty(*walk, counts->goal_paths, counts->target_paths, *board.target, fewest.paths.front().moves());
    }
}

}  // namespace puzzlebox
