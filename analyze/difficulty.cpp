// Level names and the cutting of a score scale into levels (see difficulty.hpp).
#include "analyze/difficulty.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

#include <fmt/format.h>

namespace puzzlebox {

namespace {

constexpr std::array<std::string_view, 4> names{"easy", "medium", "hard", "fiendish"};
constexpr std::array<double, 3> cuts{0.30, 0.55, 0.80};  // the tops of easy, medium, hard, as shares of the scale

// The highest score of `level` and those below it: a share of the scale,
// easy holding 1 at least, and never below the level beneath.
int top_of(std::size_t level, int most) {
    if (level >= cuts.size()) return most;
    const int top = static_cast<int>(std::floor(cuts[level] * most + 1e-9));
    return level == 0 ? std::max(top, std::min(1, most)) : std::max(top, top_of(level - 1, most));
}

}  // namespace

std::string_view level_name(Level level) { return names[static_cast<std::size_t>(level)]; }

std::optional<Level> parse_level(std::string_view word) {
    for (const Level level : all_levels)
        if (level_name(level) == word) return level;
    return std::nullopt;
}

std::string level_names() {
    std::string text;
    for (const Level level : all_levels) text.append(text.empty() ? "" : " | ").append(level_name(level));
    return text;
}

std::vector<std::string> level_choices() {
    std::vector<std::string> choices;
    for (const Level level : all_levels) choices.emplace_back(level_name(level));
    return choices;
}

ScoreRange level_range(Level level, int most) {
    const auto k = static_cast<std::size_t>(level);
    ScoreRange range;
    range.low = k == 0 ? 1 : top_of(k - 1, most) + 1;
    range.high = top_of(k, most);
    return range;
}

std::string level_ranges_text(int most) {
    std::string text;
    for (const Level level : all_levels) {
        const ScoreRange range = level_range(level, most);
        if (range.empty()) continue;
        text.append(text.empty() ? "" : ", ").append(level_name(level)).append(" ").append(std::to_string(range.low));
        if (range.high > range.low) text.append("-").append(std::to_string(range.high));
    }
    return text;
}

Level level_of(int score, int most) {
    for (const Level level : all_levels)
        if (score <= level_range(level, most).high) return level;
    return Level::fiendish;
}

namespace {

// A plain non-negative decimal ("12", "6.5"), all of `text`.
std::optional<double> parse_score(std::string_view text) {
    if (text.empty() || text.front() == '+' || text.front() == '-') return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) return std::nullopt;
    return value;
}

}  // namespace

std::optional<GradeBand> parse_grade_band(std::string_view text) {
    const auto dash = text.find('-');
    if (dash == std::string_view::npos || text.find('-', dash + 1) != std::string_view::npos) return std::nullopt;
    const std::string_view low_text = text.substr(0, dash), high_text = text.substr(dash + 1);
    if (low_text.empty() && high_text.empty()) return std::nullopt;
    GradeBand band;
    if (!low_text.empty()) {
        const auto low = parse_score(low_text);
        if (!low) return std::nullopt;
        band.low = *low;
    }
    if (!high_text.empty()) {
        const auto high = parse_score(high_text);
        if (!high) return std::nullopt;
        band.high = *high;
    }
    if (band.low > band.high) return std::nullopt;
    return band;
}

std::string to_string(const GradeBand& band) {
    return band.bounded() ? fmt::format("{:g}-{:g}", band.low, band.high) : fmt::format("{:g}-", band.low);
}

ScoreRange whole_scores(const GradeBand& band) {
    ScoreRange range;
    range.low = static_cast<int>(std::min(std::ceil(band.low), 2e9));
    range.high = band.bounded() ? static_cast<int>(std::min(std::floor(band.high), 2e9)) : std::numeric_limits<int>::max();
    return range;
}

std::optional<GradeBand> meet_bounds(const std::vector<ScoreBound>& bounds, std::string& why) {
    GradeBand met;
    std::string names;
    for (const ScoreBound& bound : bounds) {
        const GradeBand next{std::max(met.low, bound.band.low), std::min(met.high, bound.band.high)};
        if (next.low > next.high) {
            why = fmt::format("{} lies outside {} ({})", bound.name, names, to_string(met));
            return std::nullopt;
        }
        met = next;
        names = names.empty() ? bound.name : names + " and " + bound.name;
    }
    return met;
}

GradeBand band_of(const ScoreRange& range) { return {static_cast<double>(range.low), static_cast<double>(range.high)}; }

std::string grade_band_error(std::string_view text) {
    return fmt::format("--grade expects LO-HI, LO- or -HI with 0 <= LO <= HI, not '{}'", text);
}

std::string percentile_text(const std::optional<double>& percentile) {
    return percentile ? fmt::format("{:.1f}", *percentile) : std::string();
}

}  // namespace puzzlebox
