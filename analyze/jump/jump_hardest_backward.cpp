// The hardest jump maze, proven by dealing layers inwards from the deepest
// (see jump_hardest_backward.hpp).
#include "analyze/jump/jump_hardest_backward.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "analyze/jump/failed_states.hpp"
#include "analyze/jump/jump_depth_search.hpp"
#include "analyze/jump/jump_landings.hpp"
#include "solve/jump/jump_solver.hpp"
#include "solve/search_limits.hpp"
#include "support/luby.hpp"
#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

constexpr int no_cell = -1;

// Calls `visit` with every subset of `pool` of at most `most` cells (the
// empty one first), until it returns true; then returns true.
template <class Mask, class Visit>
bool any_subset(Mask pool, int most, Mask chosen, const Visit& visit) {
    if (visit(chosen)) return true;
    if (most == 0) return false;
    for (Mask m = pool; m; m &= m - 1) {
        const Mask low = m & (~m + 1);
        if (any_subset(m & (m - 1), most - 1, chosen | low, visit)) return true;
    }
    return false;
}

// A layer's cells and each one's magnitudes that fit, with the choice being
// tried: kept per layer dealt, so that no node allocates.
template <class Mask>
struct LayerChoices {
    std::vector<int> cells;
    std::vector<std::pair<Mask, int>> options;  // (landings outside the cells dealt, magnitude), cell by cell
    std::vector<std::size_t> first;             // cells[i]'s options: first[i] .. first[i+1]-1
    std::vector<std::size_t> pick;              // the option each cell takes now
    std::vector<std::pair<Mask, int>> tried;    // (layer before, its spine) already searched
};

template <class Mask>
class BackwardSearch {
public:
    BackwardSearch(const JumpLandingsOf<Mask>& shape, int moves, std::uint64_t memo_states)
        : shape_(shape),
          moves_(moves),
          failed_(memo_states),
          reach_(static_cast<std::size_t>(shape.cells), 0),
          landers_(static_cast<std::size_t>(shape.cells), 0),
          scratch_(static_cast<std::size_t>(shape.cells)) {
        for (int u = 0; u < shape.cells; ++u)
            for (const Mask to : shape.jumps(u)) {
                reach_[static_cast<std::size_t>(u)] |= to;
                for (Mask m = to; m; m &= m - 1) landers_[static_cast<std::size_t>(lowest_cell(m))] |= cell_bit<Mask>(u);
            }
        families_ = twin_families(shape);
    }

    // Whether a maze of `moves` moves or more (from the start, if fixed) exists.
    bool run() {
        return first_states([&](const State& state) { return deal(state); });
    }

    // Whether random restarts find such a maze: each draws a first state and
    // searches below it, each cell's magnitudes in a random order, until a node budget of
    // `restart_nodes` times the Luby sequence's next term runs out (the
    // table of failed states is kept: a state in it failed in full). A
    // finder, not a proof: false only says none was met.
    bool run_restarts(std::uint64_t restarts, std::uint64_t restart_nodes, std::uint64_t seed) {
        Random& random = shuffle_.emplace(seed);
        for (std::uint64_t i = 1; i <= restarts; ++i) {
            if (stop_requested()) stop();  // a restart can end before its first node (a failed state drawn again)
            const State first = random_first_state(random);
            const std::uint64_t term = luby(i), room = ~std::uint64_t{0} - nodes_;
            node_limit_ = restart_nodes > room / term ? ~std::uint64_t{0} : nodes_ + restart_nodes * term;
            try {
                if (deal(first)) return true;
            } catch (const OutOfNodes&) {
                dealt_ = 0;
            }
        }
        return false;
    }
    std::uint64_t nodes() const { return nodes_; }
    // The maze found: its layers (what its deepest layer needs, `moves` or
    // more: the waste not spent leaves room for more layers).
    int found_depth() const { return static_cast<int>(found_layers_); }
    JumpBoard witness() const;

    // Knuth's estimate of the nodes run() visits when it finds nothing,
    // without its table of failed states: each probe walks down from a first
    // state taking one child uniformly (pcg32 seed 1) and adds up at each
    // node the product of the children counted above it.
    JumpBackwardEstimate estimate(std::uint64_t probes, std::uint64_t most_first_states) {
        JumpBackwardEstimate estimate;
        estimate.moves = moves_;
        std::vector<State> first, children;
        const auto keep = [](std::vector<State>& into, std::uint64_t most) {
            return [&into, most](const State& state) {
                into.push_back(state);
                return into.size() > most;
            };
        };
        if (first_states(keep(first, most_first_states)))
            throw std::invalid_argument(
                fmt::format("more than {} first states at {} moves: too many to estimate from", most_first_states, moves_));
        estimate.first_states = first.size();
        Random random(1);
        long double sum = 0, squares = 0;
        for (; estimate.probes < probes && !first.empty(); ++estimate.probes) {
            if (stop_requested()) {
                estimate.stopped = true;
                break;
            }
            long double weight = static_cast<long double>(first.size()), nodes = 0;
            State state = first[random.below64(first.size())];
            for (;;) {
                nodes += weight;
                if (!could_finish(state.placed, state.layer, state.waste)) break;
                children.clear();
                if (children_of(state, keep(children, ~std::uint64_t{0}))) {
                    estimate.reached = true;
                    break;
                }
                if (children.empty()) break;
                weight *= static_cast<long double>(children.size());
                state = children[random.below64(children.size())];
            }
            sum += nodes;
            squares += nodes * nodes;
        }
        if (estimate.probes == 0) return estimate;
        const long double count = static_cast<long double>(estimate.probes), mean = sum / count;
        const long double variance = std::max<long double>(0, squares / count - mean * mean);
        estimate.log10_nodes = static_cast<double>(std::log10(mean));
        estimate.relative_error = static_cast<double>(std::sqrt(variance / count) / mean);
        return estimate;
    }

private:
    struct OutOfNodes {};  // a restart's budget spent (run_restarts)

    [[noreturn]] void stop() const {
        throw SearchStopped(stop_outcome(), fmt::format("proving the hardest {}: nothing written", shape_.question.describe()));
    }

    // A node: `layer` is the shallowest layer dealt, `placed` every cell
    // dealt (and the cells beyond); `spine` is the cell of `layer` that must
    // have one shortest solution (no_cell: none asked); `waste` is what is
    // left of it for the layers to come.
    struct State {
        Mask placed = 0, layer = 0;
        int spine = no_cell, waste = 0;
    };

    // Calls visit with every first state (a deepest layer and the cells
    // beyond it) until it returns true; then returns true.
    template <class Visit>
    bool first_states(const Visit& visit) {
        const int waste = shape_.cells - 1 - moves_;
        if (waste < 0) return false;
        const Mask goal = cell_bit<Mask>(shape_.goal);
        const Mask others = shape_.all & ~goal;
        const Mask start = shape_.start == no_cell ? 0 : cell_bit<Mask>(shape_.start);
        // A fixed start is in the deepest layer: the other cells of it are the choice.
        return any_subset(others & ~start, start ? waste : waste + 1, start, [&](Mask deepest) {
            return deepest && from_deepest(deepest, waste - (cell_count(deepest) - 1), visit);
        });
    }

    // Whether u has a magnitude whose landings all lie in `inside`.
    bool lands_within(int u, Mask inside) const {
        for (const Mask to : shape_.jumps(u))
            if (!(to & ~inside)) return true;
        return false;
    }

    // The largest part of `cells` each of whose cells has a magnitude landing
    // only within it and the deepest layer: the cells beyond it must be in it.
    Mask could_be_beyond(Mask cells, Mask deepest) const {
        for (bool shrunk = true; shrunk;) {
            shrunk = false;
            for (Mask m = cells; m; m &= m - 1)
                if (!lands_within(lowest_cell(m), cells | deepest)) {
                    cells &= ~cell_bit<Mask>(lowest_cell(m));
                    shrunk = true;
                }
        }
        return cells;
    }

    // The deepest layer chosen: the cells deeper still or never reaching the
    // goal (`beyond`), each with a magnitude landing only among them and the
    // deepest layer, then the layers inwards.
    template <class Visit>
    bool from_deepest(Mask deepest, int waste, const Visit& visit) {
        const Mask could = could_be_beyond(shape_.all & ~cell_bit<Mask>(shape_.goal) & ~deepest, deepest);
        return any_subset(could, waste, Mask{0}, [&](Mask beyond) {
            for (Mask m = beyond; m; m &= m - 1)
                if (!lands_within(lowest_cell(m), beyond | deepest)) return false;
            beyond_ = beyond;
            deepest_ = deepest;
            const int left = waste - cell_count(beyond);
            if (!shape_.question.unique) return visit(State{deepest | beyond, deepest, no_cell, left});
            if (shape_.start != no_cell) return visit(State{deepest | beyond, deepest, shape_.start, left});
            for (Mask m = deepest; m; m &= m - 1) {
                spine_start_ = lowest_cell(m);
                if (visit(State{deepest | beyond, deepest, spine_start_, left})) return true;
            }
            return false;
        });
    }

    // One first state at random (run_restarts): a deepest layer of a random
    // size (with the start, if fixed), cells beyond it of a random number,
    // drawn from those that could be and shrunk to the part that can, and
    // the spine's end drawn from the deepest layer.
    State random_first_state(Random& random) {
        const int waste = shape_.cells - 1 - moves_;
        const Mask goal = cell_bit<Mask>(shape_.goal);
        const Mask start = shape_.start == no_cell ? 0 : cell_bit<Mask>(shape_.start);
        Mask deepest = start;
        const int size = random.between(1, waste + 1);
        for (Mask pool = shape_.all & ~goal & ~start; cell_count(deepest) < size;) {
            const int u = nth_cell(pool, random.below(static_cast<std::uint32_t>(cell_count(pool))));
            deepest |= cell_bit<Mask>(u);
            pool &= ~cell_bit<Mask>(u);
        }
        Mask beyond = could_be_beyond(shape_.all & ~goal & ~deepest, deepest);
        for (const int most = random.between(0, waste - (size - 1)); cell_count(beyond) > most;) {
            const int u = nth_cell(beyond, random.below(static_cast<std::uint32_t>(cell_count(beyond))));
            beyond = could_be_beyond(beyond & ~cell_bit<Mask>(u), deepest);
        }
        const int left = waste - (size - 1) - cell_count(beyond);
        beyond_ = beyond;
        deepest_ = deepest;
        int spine = no_cell;
        if (shape_.question.unique)
            spine = start ? shape_.start : nth_cell(deepest, random.below(static_cast<std::uint32_t>(cell_count(deepest))));
        spine_start_ = spine;
        return State{deepest | beyond, deepest, spine, left};
    }

    // The n-th cell (from 0) of a mask, lowest first.
    static int nth_cell(Mask mask, std::uint32_t n) {
        for (; n > 0; --n) mask &= mask - 1;
        return lowest_cell(mask);
    }

    // Deal the layer before the state's.
    bool deal(const State& s) {
        if (failed_.failed(s.placed, s.layer, s.spine, s.waste)) return false;
        if (++nodes_ > node_limit_) throw OutOfNodes{};
        if ((nodes_ & 4095) == 0 && stop_requested()) stop();
        if (!could_finish(s.placed, s.layer, s.waste)) return false;
        if (!children_of(s, [&](const State& child) { return deal(child); })) {
            failed_.add(s.placed, s.layer, s.spine, s.waste);
            return false;
        }
        return true;
    }

    // Whether the cells not dealt yet (`open`, the goal among them) could
    // still make the layers to the goal. Each one's layers lead to the goal
    // through cells not dealt yet, so it must reach the goal through them.
    // And each one is landed on from the layer after its own or is waste (no
    // one lands on it): those the layer being dealt does not reach through
    // open cells fall into groups that nothing outside them reaches, each of
    // which needs a waste cell of its own, and the goal cannot be waste.
    bool could_finish(Mask placed, Mask layer, int waste) const {
        const Mask goal = cell_bit<Mask>(shape_.goal);
        const Mask open = shape_.all & ~placed;
        if (!twins_allow(placed, waste)) return false;
        if (!(landers_[static_cast<std::size_t>(shape_.goal)] & (open | layer))) return false;
        if (closure(goal, open, landers_) != open) return false;
        Mask unreached = open & ~closure(layer, open | layer, reach_);
        for (int groups = 0; unreached;) {
            // The cells that reach this one hold a group no cell outside reaches.
            const Mask sources = closure(unreached & (~unreached + 1), unreached, landers_);
            if (++groups > waste) return false;
            unreached &= ~closure(sources, unreached, reach_);
        }
        return true;
    }

    // The twin cut (docs/jump.md). A family of twins is a set of cells such
    // that every magnitude landing on one of them lands on another as well
    // (on a square board each diagonal: a jump along a row onto the
    // diagonal lands, by the same magnitude along the column, on the
    // diagonal too). A cell of layer k lands on layer k-1 and on nothing
    // shallower, so the first layer dealt that holds a family's cells, when
    // none is dealt before it, holds two of them (one landed on brings its
    // twin) or one that nothing lands on beside the one landed on: either
    // way a cell more than the one a layer, so each such family (taken
    // pairwise apart) needs a waste cell of its own. Families that share
    // only the goal are apart too: the goal is alone in layer 0, so no
    // family's first layer is the goal's (an odd side's diagonals, goal
    // in the centre).
    bool twins_allow(Mask placed, int waste) const {
        const Mask goal = cell_bit<Mask>(shape_.goal);
        Mask counted = 0;
        int needed = 0;
        for (const TwinFamily<Mask>& twins : families_) {
            const Mask family = twins.cells;
            const Mask open = family & ~placed;
            if (!open || (family & placed) || (family & counted & ~goal)) continue;
            counted |= family;
            if (++needed > waste) return false;
        }
        return true;
    }

    // `from` and every cell of `within` reached from it by `edges`.
    static Mask closure(Mask from, Mask within, const std::vector<Mask>& edges) {
        Mask seen = from;
        for (Mask frontier = from; frontier;) {
            Mask next = 0;
            for (Mask m = frontier; m; m &= m - 1) next |= edges[static_cast<std::size_t>(lowest_cell(m))];
            frontier = next & within & ~seen;
            seen |= frontier;
        }
        return seen;
    }

    // Calls visit with every state after this one: every choice of one
    // magnitude for each cell of its layer, whose landings outside the cells
    // dealt make the layer before (the spine's a single cell), with cells no
    // one lands on. True when a visit is, or when the layer before is the
    // goal and every cell is dealt (a maze found).
    template <class Visit>
    bool children_of(const State& s, const Visit& visit) {
        const auto [placed, layer, spine, waste] = s;
        LayerChoices<Mask>& here = scratch_[dealt_];
        here.cells.clear();
        here.options.clear();
        here.first.assign(1, 0);
        for (Mask m = layer; m; m &= m - 1) {
            const int u = lowest_cell(m);
            const auto& jumps = shape_.jumps(u);
            for (std::size_t i = 0; i < jumps.size(); ++i) {
                const Mask out = jumps[i] & ~placed;
                if (out && (u != spine || cell_count(out) == 1)) here.options.emplace_back(out, static_cast<int>(i) + 1);
            }
            if (here.options.size() == here.first.back()) return false;
            if (shuffle_)
                shuffle_->shuffle(here.options.begin() + static_cast<std::ptrdiff_t>(here.first.back()), here.options.end());
            here.cells.push_back(u);
            here.first.push_back(here.options.size());
        }
        here.tried.clear();
        here.pick.assign(here.first.begin(), here.first.end() - 1);
        return choose(here, here.cells.size(), 0, s, no_cell, visit);
    }

    // The choices of children_of for cells[0 .. i-1], the others' made (their
    // landings `before`; the spine's next cell, if chosen), in the order of an
    // odometer whose first cell turns fastest. A partial choice is dropped
    // when its landings already hold more cells than the waste allows the
    // layer before, or the goal beside other cells: no choice of the cells
    // left could make either good. A layer before met again is not searched twice.
    template <class Visit>
    bool choose(LayerChoices<Mask>& here, std::size_t i, Mask before, const State& s, int next_spine, const Visit& visit) {
        if (i == 0) {
            if (std::find(here.tried.begin(), here.tried.end(), std::pair{before, next_spine}) != here.tried.end()) return false;
            here.tried.emplace_back(before, next_spine);
            return through(s.placed, before, next_spine, s.waste, visit);
        }
        const std::size_t c = i - 1;
        const Mask goal = cell_bit<Mask>(shape_.goal);
        for (here.pick[c] = here.first[c]; here.pick[c] < here.first[c + 1]; ++here.pick[c]) {
            const Mask out = here.options[here.pick[c]].first, with = before | out;
            if (cell_count(with) - 1 > s.waste || ((with & goal) && with != goal)) continue;
            if (choose(here, c, with, s, here.cells[c] == s.spine ? lowest_cell(out) : next_spine, visit)) return true;
        }
        return false;
    }

    // The layer before is `before` plus cells no one lands on (waste).
    template <class Visit>
    bool through(Mask placed, Mask before, int next_spine, int waste, const Visit& visit) {
        const Mask goal = cell_bit<Mask>(shape_.goal);
        if (before & goal) {
            if (before != goal || (placed | goal) != shape_.all) return false;
            found_layers_ = dealt_ + 1;
            return true;
        }
        const int extra = waste - (cell_count(before) - 1);
        if (extra < 0) return false;
        ++dealt_;
        const Mask rest = shape_.all & ~placed & ~before & ~goal;
        const bool found = any_subset(rest, extra, Mask{0}, [&](Mask childless) {
            const Mask next = before | childless;
            return visit(State{placed | next, next, next_spine, extra - cell_count(childless)});
        });
        --dealt_;
        return found;
    }

    const JumpLandingsOf<Mask>& shape_;
    int moves_;
    FailedStates<Mask, int> failed_;
    std::uint64_t nodes_ = 0;
    std::vector<Mask> reach_;                  // by cell: every cell one of its magnitudes lands on
    std::vector<Mask> landers_;                // by cell: every cell with a magnitude landing on it
    std::vector<TwinFamily<Mask>> families_;   // families of twins (twins_allow)
    std::vector<LayerChoices<Mask>> scratch_;  // by layers dealt, the deepest first (at most one a cell; never resized)
    std::size_t dealt_ = 0;                    // layers dealt above the one being dealt
    std::size_t found_layers_ = 0;             // of the maze found: scratch_[0 .. this-1] hold its choices
    Mask deepest_ = 0, beyond_ = 0;            // of the maze found
    int spine_start_ = no_cell;                // with one shortest solution asked and the start free: the spine's deepest cell
    std::optional<Random> shuffle_;            // run_restarts: each layer's magnitudes in a random order
    std::uint64_t node_limit_ = ~std::uint64_t{0};  // run_restarts: this restart's budget ends here
};

template <class Mask>
JumpBoard BackwardSearch<Mask>::witness() const {
    const JumpHardestQuestion& q = shape_.question;
    JumpBoard board = shape_.blank_board();
    for (std::size_t d = 0; d < found_layers_; ++d) {
        const LayerChoices<Mask>& layer = scratch_[d];
        for (std::size_t i = 0; i < layer.cells.size(); ++i)
            board.values[static_cast<std::size_t>(layer.cells[i])] = layer.options[layer.pick[i]].second;
    }
    for (Mask m = beyond_; m; m &= m - 1) {
        const int u = lowest_cell(m);
        const auto& jumps = shape_.jumps(u);
        for (std::size_t i = 0; i < jumps.size(); ++i)
            if (!(jumps[i] & ~(beyond_ | deepest_))) {
                board.values[static_cast<std::size_t>(u)] = static_cast<int>(i) + 1;
                break;
            }
    }
    // The start: the fixed one, else the end of the spine, else a deepest cell.
    int start = shape_.start;
    if (start == no_cell) start = q.unique ? spine_start_ : lowest_cell(deepest_);
    board.start = board.cell(start);
    board.description = {fmt::format("the hardest {}: a maze that needs {} moves", q.describe(), moves_)};
    return board;
}

template <class Mask>
JumpBackwardEstimate estimate_with(const JumpHardestQuestion& q, int moves, std::uint64_t probes,
                                   std::uint64_t most_first_states) {
    const JumpLandingsOf<Mask> shape(q);
    if (moves < 1 || moves >= shape.cells)
        throw std::invalid_argument(fmt::format("moves: expected 1..{}, not {}", shape.cells - 1, moves));
    BackwardSearch<Mask> search(shape, moves, 0);
    return search.estimate(probes, most_first_states);
}

}  // namespace

JumpHardestResult prove_hardest_jump_backward(const JumpHardestQuestion& q, const JumpSearchOptions& options) {
    return prove_depths<BackwardSearch>(q, options);
}

JumpBackwardEstimate estimate_hardest_jump_backward(const JumpHardestQuestion& q, int moves, std::uint64_t probes,
                                                    std::uint64_t most_first_states) {
    check_hardest_question(q, JumpHardestQuestion::max_cells_wide);
    return with_cell_mask(search_mask_bits(q, 0), [&]<class Mask>(std::type_identity<Mask>) {
        return estimate_with<Mask>(q, moves, probes, most_first_states);
    });
}

}  // namespace puzzlebox
