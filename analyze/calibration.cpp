// Percentiles against a calibration sample (see calibration.hpp).
#include "analyze/calibration.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace puzzlebox {

Calibration make_calibration(std::string population, std::vector<double> scores) {
    std::sort(scores.begin(), scores.end());
    return {std::move(population), std::move(scores)};
}

double Calibration::percentile(double score) const {
    if (scores.empty()) return 0;
    const auto below = std::lower_bound(scores.begin(), scores.end(), score);
    const auto above = std::upper_bound(below, scores.end(), score);
    const double rank = static_cast<double>(below - scores.begin()) + 0.5 * static_cast<double>(above - below);
    return 100.0 * rank / static_cast<double>(scores.size());
}

std::string Calibration::harder_than(double score) const {
    if (scores.empty()) return "";
    const double p = percentile(score);
    // Whole percents, but never "100%" or "0%" for a board inside the sample's range.
    const std::string percent = p >= 99.95 && score <= scores.back() ? fmt::format("{:.1f}", std::min(p, 99.9))
                                : p > 99.5 && p < 100                ? fmt::format("{:.1f}", p)
                                                                     : fmt::format("{:.0f}", p);
    return fmt::format("harder than {}% of {} ({} boards)", percent, population, scores.size());
}

double Calibration::at_percent(double p) const {
    if (scores.empty()) return 0;
    const double clamped = std::clamp(p, 0.0, 100.0);
    const auto rank = static_cast<std::size_t>(std::ceil(clamped / 100.0 * static_cast<double>(scores.size())));
    return scores[std::min(scores.size() - 1, rank == 0 ? 0 : rank - 1)];
}

}  // namespace puzzlebox
