// puzzlebox-analyze on jump mazes: one row of structural measures per board
// (analyze/jump/jump_analysis.hpp). Jump mazes have no whole-family report.
#include "analyze/jump/jump_analysis.hpp"
#include "families/jump/jump_family.hpp"
#include "families/usage_error.hpp"

namespace puzzlebox {

std::vector<std::string> JumpFamily::measure_columns() { return jump_measure_columns(); }

MeasureRow JumpFamily::measure(const std::string& file, const JumpBoard& board, const SearchLimits& limits) {
    const JumpMeasures m = measure_jump_board(board, limits);
    return {jump_measure_row(file, board, m), !m.partial.empty()};
}

int JumpFamily::report(const OptionValues&) {
    throw UsageError(
        "jump mazes have no whole-family report: measure boards with 'puzzlebox-analyze BOARD...', "
        "or search for the hardest with 'puzzlebox-gen jump --maximize moves'");
}

}  // namespace puzzlebox
