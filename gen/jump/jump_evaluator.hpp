// The fast normal-mode score of a jump maze that the generator's local search
// evaluates millions of times: shortest solution length, number of shortest
// solutions, and dead cells. Reuses its buffers; the final board is always
// re-checked by the solver and the Boost.Graph measures.
#pragma once

#include <cstdint>
#include <vector>

#include "puzzles/jump/jump_board.hpp"

namespace puzzlebox {

struct JumpScore {
    bool solvable = false;
    int moves = 0;            // shortest solution (0 when unsolvable)
    std::uint32_t count = 0;  // number of shortest solutions, saturated at count_cap
    int reachable = 0;        // cells reachable from the start
    int dead = 0;             // reachable cells that cannot reach the goal

    static constexpr std::uint32_t count_cap = 1u << 30;
};

class JumpEvaluator {
public:
    // Polls stop_requested(): a stopped pass returns a default score.
    JumpScore evaluate(const JumpBoard& board);
    // Bytes a cell its buffers hold at most (for the memory budget).
    static constexpr std::uint64_t bytes_per_cell = 4 + 4 + 4 + 4 + 4 + 4 * 4 + 1;

private:
    std::vector<int> distance_;
    std::vector<std::uint32_t> count_;
    std::vector<int> queue_;
    std::vector<int> first_;  // reverse edges in compressed rows, reachable cells only
    std::vector<int> sources_;
    std::vector<int> fill_;
    std::vector<char> coreachable_;
};

}  // namespace puzzlebox
