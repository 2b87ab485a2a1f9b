// Certified rotation puzzle scrambles (see rotate_generator.hpp).
#include "rotate_generator.hpp"

#include <fmt/format.h>

namespace puzzlebox {

RotateGenResult generate_rotate_board(const RotateGenOptions& options, const RotateDistanceTable& table, Random& random) {
    RotateGenResult result;
    RotateBoard board = solved_rotate_board(options.rows, options.cols, options.block, options.turns);
    const ArrangementRanker& ranker = table.ranker();
    if (options.depth && (*options.depth < 0 || *options.depth > table.god_number())) {
        result.problem = fmt::format("no arrangement is {} moves from the target: God's number of this puzzle is {}",
                                     *options.depth, table.god_number());
        return result;
    }
    const std::uint64_t eligible = options.depth ? table.layers()[static_cast<std::size_t>(*options.depth)] : table.reachable();
    const int wanted_code = options.depth ? *options.depth % 3 : -1;
    const RotateDescent descent(board, table);
    std::vector<int> arrangement;
    // Is this rank one to draw, and how far is it?
    auto fits = [&](std::uint64_t rank, int& moves) {
        const int code = table.code(rank);
        if (code == 3 || (options.depth && code != wanted_code)) return false;
        ranker.unrank(rank, arrangement);
        moves = *descent.distance(arrangement);
        return !options.depth || moves == *options.depth;
    };
    int moves = 0;
    std::optional<std::uint64_t> chosen;
    if (eligible * 1000 >= ranker.count()) {
        while (!chosen) {  // rejection: expected at most 1000 draws
            const std::uint64_t rank = random.below64(ranker.count());
            if (fits(rank, moves)) chosen = rank;
        }
    } else {
        std::uint64_t seen = 0;  // reservoir of one over the table, in rank order
        for (std::uint64_t rank = 0; rank < ranker.count(); ++rank) {
            int here = 0;
            if (!fits(rank, here)) continue;
            if (random.below64(++seen) == 0) {
                chosen = rank;
                moves = here;
            }
        }
    }
    ranker.unrank(*chosen, board.grid);
    result.moves = moves;
    result.board = board;
    return result;
}

}  // namespace puzzlebox
