// puzzlebox-solve on pancake stacks: the fewest flips (IDA* on the gap
// bound), every such sequence or their number; the picture and the lines
// each tool prints.
#include <fmt/format.h>

#include "families/family_model.hpp"
#include "families/pancake/pancake_family.hpp"

namespace puzzlebox {

namespace {

#define PANCAKE_SOLVE_OPTIONS(O)
PUZZLEBOX_OPTIONS(PancakeSolveOptions, PANCAKE_SOLVE_OPTIONS);

std::string sizes_text(const std::vector<int>& sizes) {
    std::string text;
    for (const int size : sizes) text.append(text.empty() ? "" : " ").append(std::to_string(size));
    return text;
}

}  // namespace

OptionTable PancakeFamily::solve_options() { return PancakeSolveOptions::table(); }

Solved<std::vector<int>> PancakeFamily::solve(const PancakeBoard& board, const SolveRequest& request) {
    const PancakeSearch search = solve_pancakes(board.stack, request.goal != SearchGoal::first, request.limits);
    Solved<std::vector<int>> solved;
    solved.outcome = search.outcome;
    solved.nodes = search.nodes;
    solved.solutions = search.solutions;
    solved.count = PathCount(search.solutions.size());
    solved.header = {fmt::format("board: {} ({} pancakes, top first: {}; {} gaps: at least as many flips)", request.board_path,
                                 board.stack.size(), sizes_text(board.stack), pancake_gaps(board.stack))};
    if (!search.solutions.empty()) solved.header.push_back(fmt::format("fewest flips: {}", search.solutions.front().size()));
    solved.drawn = "solution";
    return solved;
}

std::string PancakeFamily::solution_text(const PancakeBoard&, const std::vector<int>& flips, std::size_t index,
                                         const SolveRequest&) {
    return fmt::format("solution {}: flip {}\n", index + 1, flips.empty() ? std::string("nothing") : sizes_text(flips));
}

std::vector<std::string> PancakeFamily::csv_columns() { return {"flips", "moves"}; }

std::vector<std::string> PancakeFamily::csv_fields(const PancakeBoard&, const std::vector<int>& flips) {
    return {sizes_text(flips), std::to_string(flips.size())};
}

std::string PancakeFamily::picture_title(const PancakeBoard& board) { return fmt::format("{} pancakes", board.stack.size()); }

std::string PancakeFamily::rules(const PancakeBoard&) {
    return "Slide a spatula under any pancake and flip the ones above it over. Sort the stack: smallest on top.";
}

std::string PancakeFamily::play_data(const PancakeBoard& board, const std::vector<int>* flips) {
    return fmt::format(R"({{"stack":[{}],"flips":[{}]}})", fmt::join(board.stack, ","),
                       flips ? fmt::format("{}", fmt::join(*flips, ",")) : std::string());
}

Figure PancakeFamily::draw(const PancakeBoard& board, const std::vector<int>* flips, Legend legend) {
    // A pancake of size s is 8 + 6 s mm wide, 6 mm high, top first; the
    // flips (when drawn) in a line below.
    const auto n = static_cast<int>(board.stack.size());
    Figure figure;
    figure.width = 8 + 6.0 * n + 4;
    const Paint batter{"#f3c06b", "#8a5a12", 0.3, "pancake"};
    TextStyle label;
    label.size = 3.5;
    label.weight = "bold";
    for (int i = 0; i < n; ++i) {
        const int size = board.stack[static_cast<std::size_t>(i)];
        const double width = 8 + 6.0 * size, y = 2 + 7.0 * i;
        figure.svg.rect((figure.width - width) / 2, y, width, 6, batter, 3);
        figure.svg.text({figure.width / 2, y + 3}, std::to_string(size), label);
    }
    figure.height = 2 + 7.0 * n + 2;
    Paint plate;
    plate.fill = "#555555";
    figure.svg.rect(2, figure.height - 1.5, figure.width - 4, 1, plate);
    if (flips && legend == Legend::shown) {
        TextStyle words;
        words.size = 3.5;
        words.anchor = "start";
        figure.height +=
            2 + figure.caption(figure.height + 4,
                               fmt::format("flip {}", flips->empty() ? std::string("nothing") : sizes_text(*flips)), words);
    }
    return figure;
}

const Family& pancake_family() {
    static const FamilyModel<PancakeFamily> family;
    return family;
}

}  // namespace puzzlebox
