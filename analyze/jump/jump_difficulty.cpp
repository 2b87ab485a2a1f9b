// Jump maze levels from the deduction, in normal and expert mode (see jump_difficulty.hpp).
#include "analyze/jump/jump_difficulty.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "analyze/jump/jump_grade.hpp"
#include "solve/jump/jump_count.hpp"
#include "solve/jump/jump_solver.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

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

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpDeduction& deduction) {
    if (!deduction.solved) return std::nullopt;
    const int moves = static_cast<int>(deduction.path.size()) - 1;
    const double score = jump_deduction_score(deduction, board.cell_count());
    const std::string sum = board.target ? fmt::format(" summing to {}", *board.target) : "";
    return Difficulty{score, jump_rule_level(deduction.hardest),
                      fmt::format("{} ({}); {} cells read, {}{} found", rule_name(deduction.hardest), deduction.key_step,
                                  deduction.looks, counted(moves, "move"), sum),
                      std::nullopt};
}

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const JumpMeasures& m) {
    return m.deduction ? jump_difficulty(board, *m.deduction) : std::nullopt;
}

std::optional<Difficulty> jump_difficulty(const JumpBoard& board, const SearchLimits& limits) {
    return jump_difficulty(board, deduce_jump(board, JumpRule::search, StopCheck(limits)));
}

}  // namespace puzzlebox
