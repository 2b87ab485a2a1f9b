// puzzlebox-analyze on pancake stacks: a stack's gaps, fewest flips and
// level (one CSV row); `puzzlebox-analyze pancake`: the pancake numbers
// (the most flips any stack of n needs) from the whole spaces.
#include <algorithm>
#include <iostream>

#include <fmt/format.h>

#include "families/pancake/pancake_family.hpp"

namespace puzzlebox {

namespace {

#define PANCAKE_REPORT_OPTIONS(O) \
    O(integer, up_to, "up-to", 8, 1, PancakeBoard::max_table_pancakes, "stacks of 1 to this many pancakes")
PUZZLEBOX_OPTIONS(PancakeReportOptions, PANCAKE_REPORT_OPTIONS);

}  // namespace

std::vector<std::string> PancakeFamily::measure_columns() {
    return {"file", "pancakes", "gaps", "fewest_flips", "optimal_solutions", "level", "partial"};
}

MeasureRow PancakeFamily::measure(const std::string& file, const PancakeBoard& board, const SearchLimits& limits) {
    const auto n = static_cast<int>(board.stack.size());
    const PancakeSearch search = solve_pancakes(board.stack, true, limits);
    const bool partial = is_partial(search.outcome);
    std::string level;
    if (!partial && n <= PancakeBoard::max_table_pancakes) {
        const auto distances = pancake_distances(n);
        const int most = *std::max_element(distances.begin(), distances.end());
        level = search.solutions.front().empty()
                    ? "solved"
                    : std::string(level_name(level_of(static_cast<int>(search.solutions.front().size()), most)));
    }
    return {{file, std::to_string(n), std::to_string(pancake_gaps(board.stack)),
             partial ? "" : std::to_string(search.solutions.front().size()),
             partial ? "" : std::to_string(search.solutions.size()), level, partial ? "fewest_flips" : ""},
            partial};
}

OptionTable PancakeFamily::report_options() { return PancakeReportOptions::table(); }

int PancakeFamily::report(const OptionValues& values) {
    const auto o = PancakeReportOptions::read(values);
    std::cout << "pancakes,stacks,pancake_number,stacks_at_most\n";
    for (int n = 1; n <= o.up_to; ++n) {
        const auto distances = pancake_distances(n);
        const std::uint8_t most = *std::max_element(distances.begin(), distances.end());
        std::cout << fmt::format("{},{},{},{}\n", n, distances.size(), most,
                                 std::count(distances.begin(), distances.end(), most));
    }
    return 0;
}

}  // namespace puzzlebox
