// The rotate scale and difficulty (see rotate_difficulty.hpp).
#include "analyze/rotate/rotate_difficulty.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "solve/rotate/rotate_table.hpp"
#include "support/counted.hpp"

namespace puzzlebox {

RotateScale rotate_scale(const std::vector<std::uint64_t>& layers) {
    RotateScale scale;
    scale.most = static_cast<int>(layers.size()) - 1;
    scale.exact = true;
    scale.why = "God's number";
    scale.layers = layers;
    return scale;
}

RotateScale rotate_scale_found(int most_found, int arrangements_tried) {
    RotateScale scale;
    scale.most = most_found;
    scale.why = fmt::format("the most among {} random arrangements; God's number is unknown", arrangements_tried);
    return scale;
}

std::optional<double> rotate_share_nearer(const RotateScale& scale, int moves) {
    if (scale.layers.empty()) return std::nullopt;
    double nearer = 0, total = 0;
    for (std::size_t d = 0; d < scale.layers.size(); ++d) {
        total += static_cast<double>(scale.layers[d]);
        if (static_cast<int>(d) < moves) nearer += static_cast<double>(scale.layers[d]);
    }
    return nearer / total;
}

Difficulty rotate_difficulty(int moves, const PathCount& optimal_solutions, const RotateScale& scale) {
    Difficulty difficulty;
    difficulty.score = moves;
    difficulty.level = level_of(moves, scale.most);
    difficulty.reason = fmt::format("{} of {} ({}), {} optimal solution{}", counted(moves, "move"),
                                    scale.exact ? fmt::format("a possible {}", scale.most) : std::to_string(scale.most),
                                    scale.why, optimal_solutions.to_string(), optimal_solutions == PathCount(1) ? "" : "s");
    if (const auto nearer = rotate_share_nearer(scale, moves)) {
        difficulty.percentile = 100 * *nearer;
        difficulty.reason += fmt::format("; harder than {:.0f}% of random arrangements",
                                         *nearer < 1 ? std::min(99.0, std::floor(100 * *nearer)) : 100.0);
    }
    return difficulty;
}

}  // namespace puzzlebox
