// The hardest jump maze, by dealing layers forwards from the start (see
// jump_hardest_forward.hpp).
#include "analyze/jump/jump_hardest_forward.hpp"

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

#include <fmt/format.h>

#include "analyze/jump/failed_states.hpp"
#include "analyze/jump/jump_depth_search.hpp"
#include "analyze/jump/jump_landings.hpp"
#include "solve/search_limits.hpp"
#include "support/luby.hpp"
#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

template <class Mask>
class ForwardSearch {
public:
    ForwardSearch(const JumpLandingsOf<Mask>& shape, int moves, std::uint64_t memo_states)
        : shape_(shape),
          moves_(moves),
          unique_(shape.question.unique),
          goal_(cell_bit<Mask>(shape.goal)),
          failed_unique_(unique_ ? memo_states : 0),
          failed_any_(unique_ ? 0 : memo_states),
          families_(twin_families(shape)),
          values_(static_cast<std::size_t>(shape.cells), 0),
          order_(static_cast<std::size_t>(shape.cells)) {
        for (int u = 0; u < shape.cells; ++u) {
            std::vector<int>& order = order_[static_cast<std::size_t>(u)];
            order.resize(shape.jumps(u).size());
            std::iota(order.begin(), order.end(), 0);
        }
    }

    // Whether a maze of `moves` moves or more exists (from the start, if
    // fixed; else from some start, tried in row-major order: the states
    // failed are the same whatever the start, so the table serves them all).
    bool run() {
        if (shape_.start >= 0) return from_start(shape_.start);
        for (int start = 0; start < shape_.cells; ++start)
            if (start != shape_.goal && from_start(start)) return true;
        return false;
    }

    // Whether random restarts find such a maze: each from the fixed start or
    // one drawn at random, every cell's magnitudes in a new random order,
    // until a budget of `restart_nodes` times the Luby sequence's next term
    // runs out (the table of failed states is kept: a state in it failed in
    // full). A finder, not a proof: false only says none was met.
    bool run_restarts(std::uint64_t restarts, std::uint64_t restart_nodes, std::uint64_t seed) {
        Random random(seed);
        for (std::uint64_t i = 1; i <= restarts; ++i) {
            if (stop_requested()) stop();  // a restart can end before its first node (a failed state drawn again)
            for (std::vector<int>& order : order_) random.shuffle(order.begin(), order.end());
            int start = shape_.start;
            if (start < 0) {
                start = static_cast<int>(random.below(static_cast<std::uint32_t>(shape_.cells - 1)));
                if (start >= shape_.goal) ++start;
            }
            const std::uint64_t term = luby(i), room = ~std::uint64_t{0} - nodes_;
            node_limit_ = restart_nodes > room / term ? ~std::uint64_t{0} : nodes_ + restart_nodes * term;
            try {
                if (from_start(start)) return true;
            } catch (const OutOfNodes&) {}
        }
        return false;
    }

    std::uint64_t nodes() const { return nodes_; }
    // The layer the goal entered in the maze found: its start needs that many moves.
    int found_depth() const { return found_layer_; }

    // The maze found: the magnitudes chosen, 1 on every other cell but the goal.
    JumpBoard witness() const {
        JumpBoard board = shape_.blank_board();
        for (int u = 0; u < shape_.cells; ++u) {
            const int value = values_[static_cast<std::size_t>(u)];
            board.values[static_cast<std::size_t>(u)] = u == shape_.goal ? 0 : value > 0 ? value : 1;
        }
        board.start = board.cell(start_);
        board.description = {fmt::format("the hardest {}: a maze that needs {} moves", shape_.question.describe(), moves_)};
        return board;
    }

private:
    struct OutOfNodes {};  // a restart's budget spent (run_restarts)

    [[noreturn]] void stop() const {
        throw SearchStopped(stop_outcome(), fmt::format("proving the hardest {}: nothing written", shape_.question.describe()));
    }

    bool from_start(int start) {
        start_ = start;
        const Mask layer = cell_bit<Mask>(start);
        return layer_after(layer, layer, layer, 0);
    }

    // A node: `layer` is layer k, `dealt` every cell of layers 0..k, and
    // `only_way` the cells of the layer with one shortest path from the start.
    bool layer_after(Mask dealt, Mask layer, Mask only_way, int k) {
        // Cells not dealt past one a layer for layers k+1 .. moves: what the
        // layers can spend on more cells than one.
        const int slack = cell_count(shape_.all & ~dealt) - (moves_ - k);
        if (unique_ ? failed_unique_.failed(dealt, layer, only_way, slack) : failed_any_.failed(dealt, layer, NoTag{}, slack))
            return false;
        if (++nodes_ > node_limit_) throw OutOfNodes{};
        if ((nodes_ & 4095) == 0 && stop_requested()) stop();
        if (slack < 0 || twins_needed(dealt) > slack || (unique_ && !only_way)) return false;
        if (choose(layer, Mask{0}, Mask{0}, dealt, only_way, k, slack)) return true;
        if (unique_) failed_unique_.add(dealt, layer, only_way, slack);
        else failed_any_.add(dealt, layer, NoTag{}, slack);
        return false;
    }

    // The twin cut, forwards. The first layer holding a cell of a family
    // untouched so far holds two of them (the magnitude that lands on one
    // lands on a second, which no earlier layer holds), so the family costs
    // a cell past one a layer, or two cells never dealt if it is never
    // entered. Families that may share cells need care: in a set of them
    // whose crossings make no cycle, j families entering one layer bring at
    // least j + 1 cells to it (2 each, less at most one a crossing), and j
    // never entered leave j + 1 cells undealt. Every family of one
    // direction and one of the other make such a set (those of a direction
    // are apart, and the other one crosses each once at most): the most of
    // that count over the two directions.
    int twins_needed(Mask dealt) const {
        int down = 0, up = 0;
        for (const TwinFamily<Mask>& family : families_)
            if (!(family.cells & dealt)) ++(family.down ? down : up);
        return std::max(down + (up > 0 ? 1 : 0), up + (down > 0 ? 1 : 0));
    }

    // Each cell of `rest` (the layer's cells not chosen yet) takes a
    // magnitude; `next` is the landings so far outside the cells dealt,
    // `single` those of them landed on once, from a cell with one shortest
    // path. A choice is dropped when the next layer already holds more cells
    // than the slack allows past one, or the goal too soon (or, with one
    // shortest solution asked, by a second path).
    bool choose(Mask rest, Mask next, Mask single, Mask dealt, Mask only_way, int k, int slack) {
        if (!rest) {
            if (!next) return false;
            if (next & goal_) {
                found_layer_ = k + 1;
                return true;
            }
            return layer_after(dealt | next, next, single, k + 1);
        }
        const int u = lowest_cell(rest);
        const Mask others = rest & (rest - 1);
        const bool one_path = static_cast<bool>(only_way & cell_bit<Mask>(u));
        const auto& jumps = shape_.jumps(u);
        for (const int i : order_[static_cast<std::size_t>(u)]) {
            const Mask out = jumps[static_cast<std::size_t>(i)] & ~dealt;
            const Mask grown = next | out;
            if (cell_count(grown) - 1 > slack) continue;
            const Mask once = one_path ? (single & ~out) | (out & ~next) : single & ~out;
            if (grown & goal_) {
                if (k + 1 < moves_) continue;
                if (unique_ && !(once & goal_)) continue;
            }
            if (choose(others, grown, once, dealt, only_way, k, slack)) {
                values_[static_cast<std::size_t>(u)] = i + 1;
                return true;
            }
        }
        return false;
    }

    const JumpLandingsOf<Mask>& shape_;
    int moves_;
    bool unique_;
    Mask goal_;
    // The failed states, keyed by the cells with one shortest path only where
    // one shortest solution is asked (an entry a third smaller without).
    FailedStates<Mask, Mask> failed_unique_;
    FailedStates<Mask, NoTag> failed_any_;
    std::vector<TwinFamily<Mask>> families_;
    std::vector<int> values_;              // by cell: the magnitude chosen on the way to the maze found (0: none)
    std::vector<std::vector<int>> order_;  // by cell: the order its magnitudes (from 0) are tried in
    std::uint64_t nodes_ = 0;
    std::uint64_t node_limit_ = ~std::uint64_t{0};  // run_restarts: this restart's budget ends here
    int start_ = 0;                                 // the start being searched from
    int found_layer_ = 0;
};

}  // namespace

JumpHardestResult prove_hardest_jump_forward(const JumpHardestQuestion& q, const JumpSearchOptions& options) {
    return prove_depths<ForwardSearch>(q, options);
}

}  // namespace puzzlebox
