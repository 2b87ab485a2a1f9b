// puzzlebox-gen pancake: stacks of n pancakes at a level, drawn uniformly
// from the whole space's stacks whose fewest flips fall in the level's share
// of the scale 1 .. the pancake number (analyze/difficulty.hpp's cuts); each
// re-checked: IDA*'s flips replayed, and as few as the breadth-first table says.
#include <algorithm>

#include <fmt/format.h>

#include "cli/usage_error.hpp"
#include "families/pancake/pancake_family.hpp"

namespace puzzlebox {

namespace {

#define PANCAKE_GENERATE_OPTIONS(O)                                                                                      \
    O(integer, pancakes, "pancakes", 6, 3, PancakeBoard::max_table_pancakes, "pancakes in the stack")                    \
    O(text, difficulty, "difficulty", "medium", level_names() + " (the fewest flips, against the most any stack needs)", \
      level_choices())
PUZZLEBOX_OPTIONS(PancakeGenerateOptions, PANCAKE_GENERATE_OPTIONS);

}  // namespace

OptionTable PancakeFamily::gen_options() { return PancakeGenerateOptions::table(); }

PancakeFamily::Generator::Generator(const OptionValues& values) {
    const auto o = PancakeGenerateOptions::read(values);
    pancakes_ = static_cast<int>(o.pancakes);
    level_ = parse_level(o.difficulty).value();
}

void PancakeFamily::Generator::prepare() {
    distances_ = pancake_distances(pancakes_);
    most_ = *std::max_element(distances_.begin(), distances_.end());
    const ScoreRange range = level_range(level_, most_);
    for (std::uint64_t rank = 0; rank < distances_.size(); ++rank)
        if (range.holds(distances_[rank])) ranks_.push_back(rank);
    if (ranks_.empty())
        throw UsageError(
            fmt::format("no {} stacks of {} pancakes: the most flips any needs is {}", level_name(level_), pancakes_, most_));
}

std::string PancakeFamily::Generator::what() const {
    return fmt::format("{} stacks of {} pancakes", level_name(level_), pancakes_);
}

Figure PancakeFamily::Generator::shape() const {
    PancakeBoard board;
    for (int size = 1; size <= pancakes_; ++size) board.stack.push_back(size);
    return draw(board, nullptr);
}

std::vector<std::string> PancakeFamily::Generator::columns() const {
    std::vector<std::string> columns = measure_columns();
    for (const char* extra : {"seed", "board", "generate_seconds"}) columns.push_back(extra);
    return columns;
}

Made<PancakeBoard, std::vector<int>> PancakeFamily::Generator::make(Random& random, int) const {
    Made<PancakeBoard, std::vector<int>> made;
    PancakeBoard board;
    board.stack = pancake_unrank(ranks_[random.below(static_cast<std::uint32_t>(ranks_.size()))], pancakes_);
    made.solution = solve_pancakes(board.stack, false, {}).solutions.front();
    const auto flips = static_cast<int>(made.solution.size());
    made.difficulty = Difficulty{static_cast<double>(flips), level_of(flips, most_),
                                 fmt::format("{} flips of at most {} (the pancake number)", flips, most_), std::nullopt};
    made.summary = fmt::format(": {}, {}", level_name(made.difficulty->level), made.difficulty->reason);
    made.stem = fmt::format("pancake-{}", pancakes_);
    made.board = std::move(board);
    return made;
}

std::string PancakeFamily::Generator::recheck(const Made<PancakeBoard, std::vector<int>>& made) const {
    if (const std::string problem = check_pancake_flips(*made.board, made.solution); !problem.empty()) return problem;
    const std::uint8_t fewest = distances_[pancake_rank(made.board->stack)];
    if (made.solution.size() != fewest)
        return fmt::format("its {} flips are not the fewest ({} by breadth-first search)", made.solution.size(), fewest);
    return "";
}

std::string PancakeFamily::Generator::caption(const Made<PancakeBoard, std::vector<int>>& made) const {
    return std::string(level_name(made.difficulty->level));
}

std::vector<std::string> PancakeFamily::Generator::row(const std::string& file, const Made<PancakeBoard, std::vector<int>>& made,
                                                       std::uint64_t seed, int index, double seconds) const {
    std::vector<std::string> row = measure(file, *made.board, {}).fields;
    for (const auto& extra : {std::to_string(seed), std::to_string(index), fmt::format("{:.3f}", seconds)}) row.push_back(extra);
    return row;
}

}  // namespace puzzlebox
