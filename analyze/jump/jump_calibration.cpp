// Sampling random jump boards for the scores' percentiles (see jump_calibration.hpp).
#include "analyze/jump/jump_calibration.hpp"

#include <map>
#include <mutex>

#include <fmt/format.h>

#include "analyze/jump/jump_difficulty.hpp"
#include "analyze/jump/jump_grade.hpp"
#include "puzzles/jump/jump_random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

std::string jump_population(const JumpBoard& shape) {
    return fmt::format("random {} {}x{} mazes (start {}, goal {})",
                       shape.target ? fmt::format("expert (sum {})", *shape.target) : std::string("solvable"), shape.rows,
                       shape.cols, to_string(shape.start), to_string(shape.goal));
}

JumpSample sample_jump_grades(const JumpBoard& shape, int boards, std::uint64_t seed) {
    JumpSample sample;
    const auto wanted = static_cast<std::size_t>(boards);
    sample.boards.reserve(wanted);
    const std::uint64_t most_draws = 20 * static_cast<std::uint64_t>(boards);
    for (; sample.draws < most_draws && sample.boards.size() < wanted; ++sample.draws) {
        if (stop_requested()) {
            sample.stopped = true;
            return sample;
        }
        Random random(seed, sample.draws);
        const JumpBoard board = random_jump_values(shape, 0, random);  // the target kept: expert mode's deduction keeps the sum
        if (const auto difficulty = jump_difficulty(board, deduce_jump(board)))
            sample.boards.push_back({sample.draws, difficulty->score});
    }
    if (sample.boards.size() < wanted) return sample;
    std::vector<double> grades;
    for (const auto& board : sample.boards) grades.push_back(board.grade);
    sample.calibration = make_calibration(jump_population(shape), std::move(grades));
    return sample;
}

const Calibration& jump_calibration(const JumpBoard& shape) {
    static std::mutex mutex;
    static std::map<std::string, Calibration> samples;
    static const Calibration none;
    if (shape.target || shape.cell_count() > jump_calibration_cells) return none;
    const std::string key = jump_population(shape);
    const std::lock_guard lock(mutex);
    const auto found = samples.find(key);
    if (found != samples.end()) return found->second;
    return samples.emplace(key, sample_jump_grades(shape).calibration).first->second;
}

}  // namespace puzzlebox
