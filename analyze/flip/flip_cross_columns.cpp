// God's number of the odd x odd cross by column classes
// (flip_cross_columns.hpp): a branch and bound over how many columns of
// each class a press set has, one count vector of each orbit of the
// board's symmetry kept by lex-leader tests on watch lists; the climb over
// count vectors that gives it (or, past it, the engine) a press set; and
// the estimate of its nodes by random probes of the same tree.
#include "analyze/flip/flip_cross_columns.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numeric>
#include <stdexcept>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

// The even sets of `side` rows (bit i: row i), in increasing order.
std::vector<int> even_row_sets(int side) {
    std::vector<int> sets;
    for (int rows = 0; rows < (1 << side); ++rows)
        if (std::popcount(static_cast<unsigned>(rows)) % 2 == 0) sets.push_back(rows);
    return sets;
}

// The classes in the search's order. Class q is the column type q (bit i:
// row i pressed) or its complement; q < 2^(side - 1), so the last row's bit
// is clear. Class 0 first, then the classes of one pressed cell (or its
// complement) row by row, then the rest. Permuting the rows fixes class 0
// and permutes the rows' classes, so their counts may be taken in
// decreasing order.
std::vector<int> class_order(int side) {
    const int classes = 1 << (side - 1), all_but_last = classes - 1;
    std::vector<int> order{0};
    for (int i = 0; i + 1 < side; ++i) order.push_back(1 << i);
    if (side > 1) order.push_back(all_but_last);
    std::vector<char> taken(static_cast<std::size_t>(classes), 0);
    for (const int q : order) taken[static_cast<std::size_t>(q)] = 1;
    for (int q = 1; q < classes; ++q)
        if (taken[static_cast<std::size_t>(q)] == 0) order.push_back(q);
    return order;
}

// Row-major on a rows x cols board: counts[p] columns of class order[p]
// along the long side, the first column complemented if asked.
BitVector columns_press_set(int rows, int cols, const std::vector<int>& order, const std::vector<int>& counts,
                            bool complemented) {
    const int side = std::min(rows, cols);
    BitVector presses(rows * cols);
    int column = 0;
    for (std::size_t p = 0; p < counts.size(); ++p)
        for (int k = 0; k < counts[p]; ++k, ++column) {
            const int type = column == 0 && complemented ? order[p] ^ ((1 << side) - 1) : order[p];
            for (int i = 0; i < side; ++i)
                if (type >> i & 1) presses.set(rows <= cols ? i * cols + column : column * cols + i);
        }
    return presses;
}

struct Climbed {
    int best = -1;            // the largest distance met
    std::vector<int> counts;  // its columns per class, in the search's order
    bool complemented = false;
    bool stopped = false;  // by a stop signal
};

// A climb over count vectors of `length` columns of `side` rows: one column
// moved to another class, or the first column's complement toggled; a step
// that is not worse is kept. Eight restarts of steps / 8 each, from random
// counts (pcg32, seed 1, stream = the restart): the result depends on the
// shape and the steps only. A step updates each even row set's running
// totals (the columns' cheaper sides, the parity of those flipped, how many
// columns have each |H - 2h|), from which the distance is the least over
// the sets of the cost plus, where the parity is odd, the least |H - 2h|.
Climbed climb_counts(int side, int length, const std::vector<int>& order, const std::vector<int>& even_rows,
                     std::uint64_t steps) {
    constexpr int restarts = 8;
    const std::size_t sets = even_rows.size(), switches = static_cast<std::size_t>(side / 2 + 1);
    const int classes = static_cast<int>(order.size());
    std::vector<int> cost(sets), counts(static_cast<std::size_t>(classes));
    std::vector<char> parity(sets);
    std::vector<std::uint16_t> by_switch(sets * switches);  // per set: columns per |H - 2h| (odd: h / 2 indexes it)
    std::vector<int> present;                               // the classes with columns, in increasing order
    const auto move = [&](int q, int by) {
        int& count = counts[static_cast<std::size_t>(q)];
        if (count == 0) present.insert(std::lower_bound(present.begin(), present.end(), q), q);
        count += by;
        if (count == 0) present.erase(std::lower_bound(present.begin(), present.end(), q));
        const int type = order[static_cast<std::size_t>(q)];
        for (std::size_t r = 0; r < sets; ++r) {
            const int h = std::popcount(static_cast<unsigned>(type ^ even_rows[r]));
            cost[r] += by * std::min(h, side - h);
            parity[r] ^= static_cast<char>(2 * h > side);
            std::uint16_t& with = by_switch[r * switches + static_cast<std::size_t>(std::abs(side - 2 * h) / 2)];
            with = static_cast<std::uint16_t>(with + by);
        }
    };
    // The distance after one column of class `from` moves to class `to`
    // (from == to: none moves), without moving it; it stops as soon as it
    // falls below `floor` (a step that would be refused), so a refused step
    // costs a part of one pass over the sets, not four.
    const auto distance_after = [&](int from, int to, bool complemented, int floor) {
        const int from_type = order[static_cast<std::size_t>(from)], to_type = order[static_cast<std::size_t>(to)];
        const bool moved = from != to;
        int least = 1 << 30;
        for (std::size_t r = 0; r < sets; ++r) {
            const int out = std::popcount(static_cast<unsigned>(from_type ^ even_rows[r]));
            const int in = std::popcount(static_cast<unsigned>(to_type ^ even_rows[r]));
            const int cheaper = cost[r] + (moved ? std::min(in, side - in) - std::min(out, side - out) : 0);
            const bool odd = ((parity[r] != 0) != (moved && (2 * out > side) != (2 * in > side))) != complemented;
            if (odd) {
                const std::uint16_t* at = &by_switch[r * switches];
                const int gone = moved ? std::abs(side - 2 * out) / 2 : -1, come = moved ? std::abs(side - 2 * in) / 2 : -1;
                int cap = 0;
                while (at[cap] - (cap == gone) + (cap == come) == 0) ++cap;
                least = std::min(least, cheaper + 2 * cap + 1);
            } else {
                least = std::min(least, cheaper);
            }
            if (least < floor) return least;
        }
        return least;
    };
    const auto distance = [&](bool complemented) { return distance_after(0, 0, complemented, -1); };
    Climbed climbed;
    const auto keep_if_best = [&](int distance_now, bool complemented) {
        if (distance_now <= climbed.best) return;
        climbed.best = distance_now;
        climbed.counts = counts;
        climbed.complemented = complemented;
    };
    for (int restart = 0; restart < restarts; ++restart) {
        Random random(1, static_cast<std::uint64_t>(restart));
        std::fill(cost.begin(), cost.end(), 0);
        std::fill(parity.begin(), parity.end(), 0);
        std::fill(counts.begin(), counts.end(), 0);
        std::fill(by_switch.begin(), by_switch.end(), 0);
        present.clear();
        for (int column = 0; column < length; ++column)
            move(static_cast<int>(random.below(static_cast<std::uint32_t>(classes))), 1);
        bool complemented = random.coin();
        int current = distance(complemented);
        for (std::uint64_t step = 0; step < steps / restarts; ++step) {
            if ((step & 0xffff) == 0 && stop_requested()) {  // a long climb heeds Ctrl-C too
                climbed.stopped = true;
                return climbed;
            }
            keep_if_best(current, complemented);
            if (random.below(16) == 0) {
                if (const int now = distance_after(0, 0, !complemented, current); now >= current) {
                    complemented = !complemented;
                    current = now;
                }
                continue;
            }
            const int from = present[random.below(static_cast<std::uint32_t>(present.size()))];
            const int to = static_cast<int>(random.below(static_cast<std::uint32_t>(classes)));
            if (to == from) continue;
            if (const int now = distance_after(from, to, complemented, current); now >= current) {
                move(from, -1);
                move(to, 1);
                current = now;
            }
        }
        keep_if_best(current, complemented);
    }
    return climbed;
}

class ColumnSearch {
public:
    ColumnSearch(int side, int length, std::uint64_t max_work)
        : side_(side),
          length_(length),
          classes_(1 << (side - 1)),
          max_nodes_(std::max<std::uint64_t>(max_work >> (side - 1), 1)) {
        even_rows_ = even_row_sets(side);
        order_ = class_order(side);
        row_classes_ = side > 1 ? side : 0;  // positions 1..side: one pressed cell's classes, and all rows' but the last
        const std::size_t cells = even_rows_.size() * static_cast<std::size_t>(classes_);
        cheaper_.resize(cells), upper_.resize(cells), switch_.resize(cells), suffix_cheaper_.resize(cells + even_rows_.size());
        for (std::size_t r = 0; r < even_rows_.size(); ++r) {
            int total = 0;
            for (int q = 0; q < classes_; ++q) {
                const int h = std::popcount(static_cast<unsigned>(order_[static_cast<std::size_t>(q)] ^ even_rows_[r]));
                const std::size_t at = index(r, q);
                cheaper_[at] = std::min(h, side - h);
                upper_[at] = 2 * h > side;
                switch_[at] = std::abs(side - 2 * h);
                total += cheaper_[at];
            }
            // Every class is cut the same way by the even row sets taken together.
            if (r == 0) per_column_total_ = total;
            for (int q = classes_ - 1; q >= 0; --q)
                suffix_cheaper_[index(r, q)] =
                    std::max(cheaper_[index(r, q)], q + 1 < classes_ ? suffix_cheaper_[index(r, q + 1)] : 0);
        }
        for (int q = 0; q < classes_; ++q) {
            int total = 0;
            for (std::size_t r = 0; r < even_rows_.size(); ++r) total += cheaper_[index(r, q)];
            if (total != per_column_total_) throw std::logic_error("cross columns: the even row sets do not act regularly");
        }
        counts_.assign(classes_, 0);
        best_counts_ = counts_;
        path_.assign(static_cast<std::size_t>(classes_), 0);
        entry_best_.assign(static_cast<std::size_t>(classes_), -1);
        build_symmetries();
    }

    void run(std::uint64_t climb_steps) {
        clear_states();
        // A climb's press set does what the first pass is for: that pass is
        // skipped (and a resumed search has its snapshot's best instead).
        const bool climbed = !checkpoints_.resume && climb_steps > 0;
        if (climbed) climb(climb_steps);
        // Three passes on one budget. The symmetry tests can cut branch after
        // branch deep down before the first leaf (7x33: no leaf in 2^27
        // nodes), so a short pass without them (2^20 nodes) first gives a
        // press set that makes the bounds bite; the pass with them then has
        // the budget but a last slice, and where it runs out, a pass without
        // them spends that slice (at most 2^24 nodes) on a better witness
        // (7x33: 78, not 77). Any pass that ends has the answer.
        auto passes = passes_of(max_nodes_);
        if (climbed) passes[0].second = 0;
        // A resumed search skips the passes that ran out of nodes before
        // its snapshot, and replays its pass down to the snapshot's node.
        const CrossColumnsSnapshot* resume = checkpoints_.resume;
        last_save_ = std::chrono::steady_clock::now();
        for (pass_ = resume ? resume->pass : 0; pass_ < static_cast<int>(passes.size()); ++pass_) {
            if (resume && pass_ == resume->pass) {
                replaying_ = true;
                nodes_ = resume->nodes;
                best_ = resume->best;
                best_counts_ = resume->best_counts;
                best_complemented_ = resume->best_complemented;
            }
            complete_ = pass(passes[static_cast<std::size_t>(pass_)].first, passes[static_cast<std::size_t>(pass_)].second);
            if (replaying_) end_replay();  // the snapshot's node is cut off now
            if (complete_ || stopped_) break;
        }
    }

    // Before the passes, a press set in hand: the climb (climb_counts). Its
    // best is the search's best from the first node, so the bounds cut as
    // they would only after the search had found as good a press set itself
    // (9x9: 3.5 million nodes with 28 in hand against 256 million). The
    // search stays exact: it only skips what cannot beat a press set that
    // is there.
    void climb(std::uint64_t steps) {
        const Climbed climbed = climb_counts(side_, length_, order_, even_rows_, steps);
        stopped_ = climbed.stopped;
        if (climbed.best <= best_) return;
        best_ = climbed.best;
        best_counts_ = climbed.counts;
        best_complemented_ = climbed.complemented;
    }

    // The best in hand for an estimate, as the search would have it before
    // its pass with the symmetry tests: the climb's, or else the first pass's.
    // Returns the first pass's nodes (0 when climbed).
    std::uint64_t find_best_in_hand(std::uint64_t climb_steps) {
        clear_states();
        if (climb_steps > 0) climb(climb_steps);
        else pass(false, passes_of(max_nodes_)[0].second);
        const std::uint64_t first_pass = nodes_;
        nodes_ = 0;
        return first_pass;
    }

    // Probes of what is left after a snapshot of the pass with the symmetry
    // tests: its best in hand, its path (which must outlive the probes).
    void start_from(const CrossColumnsSnapshot& snapshot) {
        clear_states();
        best_ = snapshot.best;
        best_counts_ = snapshot.best_counts;
        best_complemented_ = snapshot.best_complemented;
        probe_path_ = &snapshot.path;
        probe_entry_best_ = snapshot.entry_best;
    }

    // Knuth's estimate of the nodes of the pass with the symmetry tests (or
    // of those left after a snapshot), the best in hand held fixed (a better
    // press set met at a leaf is not taken): each probe walks down from the
    // root, one child at random, and adds up at each node it meets the
    // product of 1 / (the chance of each step above it); the mean over
    // probes is the tree's size in expectation. pcg32 seed 1: the estimate
    // depends on the shape, the best in hand, the snapshot and the probes
    // only. The mean and its standard error.
    std::pair<double, double> estimate(std::uint64_t probes) {
        symmetric_ = true;
        max_nodes_ = ~std::uint64_t{0};
        Random random(1);
        probe_ = &random;
        const int least = (length_ + classes_ - 1) / classes_;
        double sum = 0, squares = 0;
        std::uint64_t done = 0;
        for (; done < probes; ++done) {
            if ((done & 0xff) == 0 && stop_requested()) {  // Ctrl-C: the probes end, unfinished
                stopped_ = true;
                break;
            }
            probe_nodes_ = 0;
            weight_ = 1;
            on_path_ = probe_path_ != nullptr;
            probe_child(0, least, length_, least, length_, classes_ - 1, states_[0]);
            sum += probe_nodes_;
            squares += probe_nodes_ * probe_nodes_;
        }
        probe_ = nullptr;
        if (done == 0) return {0, 0};
        const double mean = sum / static_cast<double>(done);
        const double variance = std::max(0.0, squares / static_cast<double>(done) - mean * mean);
        return {mean, std::sqrt(variance / static_cast<double>(done))};
    }

    // The units: the nodes of the first level of the pass with the symmetry
    // tests that has at least `wanted` of them (the widest level when none
    // has), against the best in hand (held fixed above them). The level is
    // found by counting each level's nodes to the depth reached so far,
    // deepening 1, 2, 4, ... levels, and the count stops going deeper
    // than a level that has reached `wanted`; then the level's paths are
    // collected, and the nodes above it counted (`nodes_`).
    void split(std::uint64_t wanted, CrossColumnsSplit& into) {
        symmetric_ = true;
        wanted_ = std::max<std::uint64_t>(wanted, 1);
        int depth = classes_;
        for (int limit = 1;; limit = std::min(2 * limit, classes_)) {
            level_nodes_.assign(static_cast<std::size_t>(classes_), 0);
            unit_mode_ = UnitMode::count;
            unit_depth_ = limit;
            run_units_pass();
            if (stopped_) return;
            if (unit_depth_ < limit) {
                depth = unit_depth_;
                break;
            }
            if (limit == classes_) {  // no level has `wanted`: the widest
                depth = 1 + static_cast<int>(std::max_element(level_nodes_.begin(), level_nodes_.end()) - level_nodes_.begin());
                break;
            }
        }
        const std::uint64_t units = level_nodes_[static_cast<std::size_t>(depth - 1)];
        if (units > (std::uint64_t{8} << 30) / 2 / static_cast<std::uint64_t>(depth))
            throw std::invalid_argument(
                fmt::format("the units: {} nodes at level {} would take {:.1f} GiB of paths (at most 8); ask for fewer", units,
                            depth, static_cast<double>(units) * 2 * depth / (1u << 30)));
        unit_mode_ = UnitMode::collect;
        unit_depth_ = depth;
        units_ = &into.paths;
        into.paths.reserve(units * static_cast<std::uint64_t>(depth));
        into.paths.clear();
        nodes_ = 0;
        run_units_pass();
        unit_mode_ = UnitMode::none;
        into.depth = depth;
        into.nodes_above = nodes_;
    }

    // One unit's subtree (`path`: its node's, `depth` levels), from the
    // best in hand; the best found in it, past that, and its nodes.
    CrossColumnsUnitResult unit(const std::uint16_t* path, int depth, int in_hand, const std::vector<int>& in_hand_counts,
                                bool in_hand_complemented) {
        symmetric_ = true;
        unit_mode_ = UnitMode::unit;
        unit_path_ = path;
        unit_depth_ = depth;
        nodes_ = 0;
        best_ = in_hand;
        best_counts_ = in_hand_counts;
        best_complemented_ = in_hand_complemented;
        // The states are filled on the way down before they are read: set up once.
        if (states_.empty()) clear_states();
        pass(true, ~std::uint64_t{0});
        unit_mode_ = UnitMode::none;
        CrossColumnsUnitResult result;
        result.nodes = nodes_;
        result.stopped = stopped_;
        if (best_ > in_hand) {
            result.best = best_;
            result.best_counts = best_counts_;
            result.best_complemented = best_complemented_;
        }
        return result;
    }

    const std::vector<int>& best_counts() const { return best_counts_; }
    bool best_complemented() const { return best_complemented_; }

    // The passes on a budget of `budget` nodes: whether the symmetry tests
    // are on, and the node count the pass stops at.
    static std::array<std::pair<bool, std::uint64_t>, 3> passes_of(std::uint64_t budget) {
        const std::uint64_t slice = std::min(budget / 8, std::uint64_t{1} << 24);
        return {{{false, std::min(slice, std::uint64_t{1} << 20)}, {true, budget - slice}, {false, budget}}};
    }

    // Whether a replay down `snapshot`'s path meets its node, as the resumed
    // search's replay must: a path the search never takes (a child it does
    // not have, or one its bounds or symmetry tests cut) would skip work
    // unsearched and end with a wrong answer marked proven.
    bool reaches(const CrossColumnsSnapshot& snapshot) {
        checkpoints_ = CrossColumnsCheckpoints{};
        checkpoints_.resume = &snapshot;
        clear_states();
        pass_ = snapshot.pass;
        replaying_ = dry_ = true;
        nodes_ = snapshot.nodes;
        best_ = snapshot.best;
        pass(passes_of(1)[static_cast<std::size_t>(snapshot.pass)].first, ~std::uint64_t{0});
        return reached_;
    }

    // The distance from the kernel of the press sets with these counts per
    // class (in the search's order), one column complemented or not.
    int distance_of(const std::vector<int>& counts, bool complemented) const {
        int least = 1 << 30;
        for (std::size_t r = 0; r < even_rows_.size(); ++r) {
            int cost = 0, cap = side_;
            bool parity = complemented;
            for (int q = 0; q < classes_; ++q) {
                const int count = counts[static_cast<std::size_t>(q)];
                if (count == 0) continue;
                cost += count * cheaper_[index(r, q)];
                parity ^= (upper_[index(r, q)] & count & 1) != 0;
                cap = std::min(cap, switch_[index(r, q)]);
            }
            least = std::min(least, cost + (parity ? cap : 0));
        }
        return least;
    }
    int classes() const { return classes_; }
    int length() const { return length_; }

    void set_checkpoints(const CrossColumnsCheckpoints& checkpoints) { checkpoints_ = checkpoints; }

    // Searches every count vector (with or without the symmetry tests) until
    // `nodes_` reaches `until`; true when it got through.
    bool pass(bool symmetric, std::uint64_t until) {
        symmetric_ = symmetric;
        max_nodes_ = until;
        if (out_of_nodes()) return false;
        // Class 0 holds the largest count (a translation by an even row set
        // takes any class to class 0).
        const int least = (length_ + classes_ - 1) / classes_;
        for (int first = least; first <= length_ && !out_of_nodes(); ++first)
            descend(0, first, length_, states_[0], first - least);
        return !out_of_nodes();
    }

    bool complete() const { return complete_; }
    bool stopped() const { return stopped_; }
    int best() const { return best_; }
    std::uint64_t nodes() const { return nodes_; }

    // Row-major on a rows x cols board whose short side is `side`.
    BitVector witness(int rows, int cols) const {
        return columns_press_set(rows, cols, order_, best_counts_, best_complemented_);
    }

private:
    struct State {
        std::vector<int> cost;        // per even row set: the columns' cheaper sides so far
        std::vector<char> parity;     // and the parity of the columns flipped by them
        std::vector<int> switch_cap;  // the least |H - 2h| over the classes present (H when none)
    };

    // A probe's step: class q gets one count of least..most, drawn in
    // proportion to how many ways the columns left can fill the `after`
    // classes past it (multisets, caps ignored: most of the tree lies where
    // columns are spread thin), and the node then stands for 1 / (its
    // chance) as many. The children's order is the search's (share first,
    // then either side), so that a probe from a snapshot draws only the
    // children not finished by then: from its node's on, on the way down
    // to it, and after it at its own level.
    void probe_child(int q, int least, int most, int share, int left, int after, const State& state) {
        std::vector<int>& order = probe_order_;
        order.clear();
        for (int step = 0; share + step <= most || share - step >= least; ++step) {
            if (share + step <= most) order.push_back(share + step);
            if (step > 0 && share - step >= least) order.push_back(share - step);
        }
        std::size_t first = 0;
        if (on_path_ && static_cast<std::size_t>(q) < probe_path_->size()) {
            const auto saved = static_cast<std::size_t>((*probe_path_)[static_cast<std::size_t>(q)]);
            first = static_cast<std::size_t>(q) + 1 == probe_path_->size() ? saved + 1 : saved;
        }
        if (first >= order.size()) return;  // all finished
        std::vector<double>& chances = probe_chances_;
        chances.clear();
        double total = 0;
        for (std::size_t i = first; i < order.size(); ++i) {
            const int rest = left - order[i];
            const double ways = after == 0 ? (rest == 0 ? 1.0 : 0.0)
                                           : std::exp(std::lgamma(rest + after) - std::lgamma(rest + 1) - std::lgamma(after));
            chances.push_back(ways);
            total += ways;
        }
        if (!(total > 0)) return;
        double pick = (static_cast<double>(probe_->next()) + 0.5) / 4294967296.0 * total;  // uniform in (0, total)
        std::size_t at = 0;
        while (at + 1 < chances.size() && pick >= chances[at]) pick -= chances[at++];
        const double chance = chances[at] / total;
        const int count = order[first + at];
        weight_ /= chance;
        descend(q, count, left, state, static_cast<int>(first + at));
        weight_ *= chance;
    }

    void clear_states() {
        // One state per class, filled in place: state q + 1 is the columns of classes up to q, when class q has some.
        states_.assign(static_cast<std::size_t>(classes_) + 1, State{});
        for (State& state : states_) {
            state.cost.assign(even_rows_.size(), 0);
            state.parity.assign(even_rows_.size(), 0);
            state.switch_cap.assign(even_rows_.size(), side_);
        }
    }

    std::size_t index(std::size_t r, int q) const { return r * static_cast<std::size_t>(classes_) + static_cast<std::size_t>(q); }
    bool out_of_nodes() const { return stopped_ || nodes_ >= max_nodes_; }

    // Class q gets `count` columns; `left` columns before it, at most `cap`
    // per class; `child`: which of its parent's children it is, in order.
    void descend(int q, int count, int left, const State& before, int child) {
        // Units (split, unit): the levels above a unit's node.
        bool above_unit = false;
        if (unit_mode_ == UnitMode::count) {
            // How many nodes each level has, down to the first level with `wanted_`.
            if (++level_nodes_[static_cast<std::size_t>(q)] >= wanted_) unit_depth_ = std::min(unit_depth_, q + 1);
            if (q + 1 >= unit_depth_) return;
            above_unit = true;
        } else if (unit_mode_ == UnitMode::collect && q + 1 == unit_depth_) {  // a unit: its path
            for (int level = 0; level < q; ++level)
                units_->push_back(static_cast<std::uint16_t>(path_[static_cast<std::size_t>(level)]));
            units_->push_back(static_cast<std::uint16_t>(child));
            return;
        } else if (unit_mode_ == UnitMode::unit && q < unit_depth_) {  // on the way down to the unit's node
            if (child != unit_path_[q]) return;
            above_unit = q + 1 < unit_depth_;
        }
        if (replaying_) {  // on the way down to the snapshot's node
            const std::vector<int>& path = checkpoints_.resume->path;
            const int saved = path[static_cast<std::size_t>(q)];
            if (child < saved) return;  // finished before the snapshot
            if (child > saved) {
                if (dry_) {  // passed by: the snapshot's node is not one the search has
                    stopped_ = true;
                    return;
                }
                end_replay();  // the snapshot's node is cut off now: the rest is new
            } else if (static_cast<std::size_t>(q) + 1 == path.size()) {
                reached_ = true;
                stopped_ = dry_;
                if (!dry_) end_replay();  // the snapshot's own node, finished
                return;
            }
        }
        // A probe from a snapshot: the nodes down to it were counted before
        // it, and each is held against the best of its own time, as a replay does.
        const bool was_on_path = on_path_;
        if (probe_ && on_path_) {
            const std::vector<int>& path = *probe_path_;
            on_path_ = static_cast<std::size_t>(q) < path.size() && child == path[static_cast<std::size_t>(q)];
            if (on_path_ && static_cast<std::size_t>(q) + 1 == path.size()) {  // the snapshot's node: finished
                on_path_ = was_on_path;
                return;
            }
        }
        if (above_unit ? (++top_nodes_ & 0xffff) == 0 : (++nodes_ & 0xffff) == 0) poll();
        if (probe_ && !on_path_) probe_nodes_ += weight_;
        counts_[q] = count;
        path_[static_cast<std::size_t>(q)] = child;
        entry_best_[static_cast<std::size_t>(q)] = replaying_ ? checkpoints_.resume->entry_best[static_cast<std::size_t>(q)]
                                                   : on_path_ ? probe_entry_best_[static_cast<std::size_t>(q)]
                                                              : best_;
        const std::size_t mark = trail_.size();
        if (!symmetric_ || compare_at(q)) fill(q, count, left, before);
        undo(mark);
        on_path_ = was_on_path;
        if (due_ && !replaying_ && !probe_ && !out_of_nodes()) node_done(q);
    }

    void end_replay() {
        replaying_ = false;
        nodes_ = checkpoints_.resume->nodes;
    }

    // Every 2^16 nodes: whether a snapshot is due, or a stop signal came.
    void poll() {
        const bool saving = checkpoints_.every_seconds > 0 && checkpoints_.save;
        due_ =
            stop_requested() || (saving && std::chrono::duration<double>(std::chrono::steady_clock::now() - last_save_).count() >=
                                               checkpoints_.every_seconds);
    }

    // Node q's subtree has finished while a snapshot was due: it is taken
    // here, and after a stop signal the search ends, unfinished.
    void node_done(int q) {
        due_ = false;
        stopped_ = stop_requested();
        if (checkpoints_.every_seconds <= 0 || !checkpoints_.save) return;
        last_save_ = std::chrono::steady_clock::now();
        const auto levels = static_cast<std::ptrdiff_t>(q) + 1;
        checkpoints_.save({pass_, std::vector<int>(path_.begin(), path_.begin() + levels),
                           std::vector<int>(entry_best_.begin(), entry_best_.begin() + levels), nodes_, best_, best_counts_,
                           best_complemented_});
    }

    void fill(int q, int count, int left, const State& before) {
        // No columns of class q: the state before is the state after.
        State& filled = states_[static_cast<std::size_t>(q) + 1];
        if (count > 0)
            for (std::size_t r = 0; r < even_rows_.size(); ++r) {
                const std::size_t at = index(r, q);
                filled.cost[r] = before.cost[r] + count * cheaper_[at];
                filled.parity[r] = static_cast<char>(before.parity[r] ^ (upper_[at] & count & 1));
                filled.switch_cap[r] = std::min(before.switch_cap[r], switch_[at]);
            }
        const State& state = count > 0 ? filled : before;
        left -= count;
        const int cap = counts_[0];
        if (q + 1 == classes_) {
            leaf(state);
            return;
        }
        // Bounds on the least distance any completion can reach: per row set,
        // the rest at their dearest class; and the average over all row sets,
        // where every column adds the same.
        // Each bound is held against the best found when this node was
        // entered; a replay uses the best of the time it stands for, so that
        // it cuts what the unbroken search cut.
        const int cut = entry_best_[static_cast<std::size_t>(q)];
        long long total = 0;
        int bound = 1 << 30;
        for (std::size_t r = 0; r < even_rows_.size(); ++r) {
            total += state.cost[r] + state.switch_cap[r];
            bound = std::min(bound, state.cost[r] + left * suffix_cheaper_[index(r, q + 1)] + state.switch_cap[r]);
        }
        if (bound <= cut) return;
        total += static_cast<long long>(left) * per_column_total_;
        bound = static_cast<int>(std::min<long long>(bound, total / static_cast<long long>(even_rows_.size())));
        if (bound <= cut) return;
        // The cheaper half's average: it pays where a node is cheap (H = 5:
        // 5x41 in 8 million nodes, not 29), not at H = 7 (a third fewer
        // nodes, each twice the time).
        if (even_rows_.size() <= 16 && left >= 2 && half_bound(state, q + 1, left) <= cut) return;
        const int classes_after = classes_ - q - 1;
        // The rows' classes in decreasing order of count.
        int next_cap = q + 1 >= 2 && q + 1 <= row_classes_ ? std::min(cap, counts_[q]) : cap;
        int next_floor = 0;
        if (symmetric_) symmetry_range(q + 1, next_floor, next_cap);
        const int most = std::min(next_cap, left), least = std::max({0, left - cap * (classes_after - 1), next_floor});
        if (q + 2 == classes_) {
            if (left <= next_cap && left >= next_floor) descend(q + 1, left, left, state, 0);
            return;
        }
        // Near an even share first: the far ones are rarely best.
        const int share = std::clamp((left + classes_after / 2) / classes_after, least, most);
        if (probe_) {  // an estimate's probe: one child at random, standing for all of them
            if (most >= least) probe_child(q + 1, least, most, share, left, classes_after - 1, state);
            return;
        }
        int child = 0;
        for (int step = 0; share + step <= most || share - step >= least; ++step) {
            if (out_of_nodes()) return;
            if (share + step <= most) descend(q + 1, share + step, left, state, child++);
            if (step > 0 && share - step >= least) descend(q + 1, share - step, left, state, child++);
        }
    }

    // Symmetry beyond class 0 and the rows' order: a count vector is searched
    // only if, read in the search's order, it is at least its image under
    // each group element kept: the greatest of each orbit passes every such
    // test, so the search stays exact. An element's test is decided at the
    // first position where the two differ; it waits (watch_) at the position
    // where that comparison becomes known, and until then bounds the count
    // there from above or below. The elements kept are every translation by
    // an even row set after the identity or one exchange of two rows
    // (2^(H-1) (1 + H (H - 1) / 2): 1,408 at H = 7). The whole group (H! times
    // the translations) searches half the nodes of that at 7x11 but costs
    // 100 times more a node; three or four rows moved cost more than they save.
    void build_symmetries() {
        const int full = (1 << side_) - 1;
        const auto canonical = [&](int type) { return type >> (side_ - 1) & 1 ? type ^ full : type; };
        std::vector<int> position(static_cast<std::size_t>(classes_));
        for (int p = 0; p < classes_; ++p) position[static_cast<std::size_t>(order_[static_cast<std::size_t>(p)])] = p;
        // The row exchanges (i, j); (0, 0) is the identity.
        std::vector<std::pair<int, int>> exchanges{{0, 0}};
        for (int i = 0; i < side_; ++i)
            for (int j = i + 1; j < side_; ++j) exchanges.emplace_back(i, j);
        watch_.assign(static_cast<std::size_t>(classes_), {});
        std::vector<std::uint8_t> image(static_cast<std::size_t>(classes_));
        for (const auto& [i, j] : exchanges)
            for (const int shift : even_rows_) {
                for (int p = 0; p < classes_; ++p) {
                    const int type = order_[static_cast<std::size_t>(p)];
                    const int exchanged = (type >> i & 1) == (type >> j & 1) ? type : type ^ (1 << i) ^ (1 << j);
                    image[static_cast<std::size_t>(p)] =
                        static_cast<std::uint8_t>(position[static_cast<std::size_t>(canonical(exchanged ^ shift))]);
                }
                int first = 0;
                while (first < classes_ && image[static_cast<std::size_t>(first)] == first) ++first;
                if (first == classes_) continue;  // the identity
                const int element = static_cast<int>(point_.size());
                point_.push_back(static_cast<std::uint8_t>(first));
                images_.insert(images_.end(), image.begin(), image.end());
                watch_[static_cast<std::size_t>(std::max<int>(first, image[static_cast<std::size_t>(first)]))].push_back(element);
            }
    }

    int image_of(int element, int p) const {
        return images_[static_cast<std::size_t>(element) * static_cast<std::size_t>(classes_) + static_cast<std::size_t>(p)];
    }

    // Position q has its count: decide or move on the tests waiting there.
    // False when one fails (the range given by symmetry_range prevents it).
    bool compare_at(int q) {
        const std::vector<int>& waiting = watch_[static_cast<std::size_t>(q)];
        for (std::size_t k = 0; k < waiting.size(); ++k) {
            const int element = waiting[k];
            int p = point_[static_cast<std::size_t>(element)];
            for (;;) {
                const int image = image_of(element, p);
                if (std::max(p, image) > q) {
                    const int at = std::max(p, image);
                    trail_.push_back({element, point_[static_cast<std::size_t>(element)], at});
                    point_[static_cast<std::size_t>(element)] = static_cast<std::uint8_t>(p);
                    watch_[static_cast<std::size_t>(at)].push_back(element);
                    break;
                }
                const int mine = counts_[static_cast<std::size_t>(p)], theirs = counts_[static_cast<std::size_t>(image)];
                if (mine > theirs) break;
                if (mine < theirs) return false;
                if (++p == classes_) break;
            }
        }
        return true;
    }

    void undo(std::size_t mark) {
        while (trail_.size() > mark) {
            const Move& move = trail_.back();
            watch_[static_cast<std::size_t>(move.watched_at)].pop_back();
            point_[static_cast<std::size_t>(move.element)] = move.point;
            trail_.pop_back();
        }
    }

    // The counts position q may take under the tests waiting there.
    void symmetry_range(int q, int& floor, int& cap) const {
        for (const int element : watch_[static_cast<std::size_t>(q)]) {
            const int p = point_[static_cast<std::size_t>(element)], image = image_of(element, p);
            if (p == q && image < q) floor = std::max(floor, counts_[static_cast<std::size_t>(image)]);
            if (p < q && image == q) cap = std::min(cap, counts_[static_cast<std::size_t>(p)]);
        }
    }

    // The average over the half of the row sets cheapest so far, the
    // columns left at the class dearest to that half.
    int half_bound(const State& state, int next, int left) {
        const std::size_t sets = even_rows_.size(), half = sets / 2;
        by_cost_.resize(sets);
        for (std::size_t r = 0; r < sets; ++r) by_cost_[r] = r;
        const auto key = [&](std::size_t r) { return state.cost[r] + state.switch_cap[r]; };
        std::nth_element(by_cost_.begin(), by_cost_.begin() + static_cast<std::ptrdiff_t>(half), by_cost_.end(),
                         [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
        long long sum = 0;
        for (std::size_t i = 0; i < half; ++i) sum += key(by_cost_[i]);
        int dearest = 0;
        for (int q = next; q < classes_; ++q) {
            int column = 0;
            for (std::size_t i = 0; i < half; ++i) column += cheaper_[index(by_cost_[i], q)];
            dearest = std::max(dearest, column);
        }
        return static_cast<int>((sum + static_cast<long long>(left) * dearest) / static_cast<long long>(half));
    }

    void leaf(const State& state) {
        if (probe_) return;  // an estimate holds the best in hand fixed
        for (int complemented = 0; complemented < 2; ++complemented) {
            int least = 1 << 30;
            for (std::size_t r = 0; r < even_rows_.size() && least > best_; ++r)
                least = std::min(least, state.cost[r] + ((state.parity[r] ^ complemented) != 0 ? state.switch_cap[r] : 0));
            if (least > best_) {
                best_ = least;
                best_counts_ = counts_;
                best_complemented_ = complemented != 0;
            }
        }
    }

    struct Move {
        int element;
        std::uint8_t point;
        int watched_at;
    };

    int side_, length_, classes_;
    std::uint64_t max_nodes_, nodes_ = 0;
    std::vector<int> even_rows_;
    std::vector<int> cheaper_, switch_, suffix_cheaper_;
    std::vector<char> upper_;
    int per_column_total_ = 0;
    std::vector<int> order_;            // position in the search -> class
    std::vector<std::size_t> by_cost_;  // the row sets, the cheaper half first (half_bound)
    int row_classes_ = 0;               // positions 1..row_classes_: the classes of one row
    std::vector<State> states_;
    // The symmetry tests: per element, its image of each position, and the
    // position its comparison has reached; per position, the elements waiting.
    std::vector<std::uint8_t> images_, point_;
    std::vector<std::vector<int>> watch_;
    std::vector<Move> trail_;
    bool symmetric_ = true;  // the tests on (the second pass)
    std::vector<int> counts_, best_counts_;
    bool best_complemented_ = false;
    // Checkpoints: the pass, each level's child on the way down, whether
    // the search is still replaying its way to a snapshot's node.
    CrossColumnsCheckpoints checkpoints_;
    int pass_ = 0;
    std::vector<int> path_, entry_best_;  // per level: the child taken, the best when it was entered
    bool due_ = false;                    // a snapshot is due, or a stop signal came (poll)
    bool replaying_ = false;
    bool dry_ = false;      // a replay that only looks for the snapshot's node (reaches)
    bool reached_ = false;  // the replay met the snapshot's node
    bool stopped_ = false;  // by a stop signal (support/stop_signal.hpp)
    std::chrono::steady_clock::time_point last_save_;
    int best_ = -1;
    bool complete_ = false;
    // Units (split, unit): counting each level's nodes, collecting a
    // level's paths, or searching one unit.
    enum class UnitMode { none, count, collect, unit };
    UnitMode unit_mode_ = UnitMode::none;
    int unit_depth_ = 0;
    std::uint64_t wanted_ = 0, top_nodes_ = 0;
    std::vector<std::uint64_t> level_nodes_;
    std::vector<std::uint16_t>* units_ = nullptr;
    const std::uint16_t* unit_path_ = nullptr;

    void run_units_pass() {
        clear_states();
        pass(true, ~std::uint64_t{0});
    }

    // An estimate's probe (estimate): its generator, the product of the
    // numbers of children above the node, and the nodes it stands for so far.
    Random* probe_ = nullptr;
    double weight_ = 1, probe_nodes_ = 0;
    std::vector<double> probe_chances_;
    std::vector<int> probe_order_;
    // Probes from a snapshot: its path and the bests its nodes were entered
    // with; whether the probe is still on the way down to its node.
    const std::vector<int>* probe_path_ = nullptr;
    std::vector<int> probe_entry_best_;
    bool on_path_ = false;
};

}  // namespace

std::string cross_columns_snapshot_problem(int rows, int cols, const CrossColumnsSnapshot& snapshot) {
    const int side = std::min(rows, cols), length = std::max(rows, cols);
    if (rows % 2 == 0 || cols % 2 == 0 || side > cross_columns_max_side) return "not a shape the column search takes";
    ColumnSearch search(side, length, 1);
    if (snapshot.pass < 0 || snapshot.pass > 2) return fmt::format("pass {}: the search has passes 0 to 2", snapshot.pass);
    if (snapshot.path.empty() || snapshot.path.size() > static_cast<std::size_t>(search.classes()) ||
        std::any_of(snapshot.path.begin(), snapshot.path.end(), [&](int child) { return child < 0 || child > length; }))
        return fmt::format("the node's path is not 1 to {} children in 0..{}", search.classes(), length);
    if (snapshot.entry_best.size() != snapshot.path.size() ||
        !std::is_sorted(snapshot.entry_best.begin(), snapshot.entry_best.end()) ||
        std::any_of(snapshot.entry_best.begin(), snapshot.entry_best.end(),
                    [&](int best) { return best < -1 || best > snapshot.best; }))
        return "the bests on the node's path are not -1.. the best, in order";
    if (snapshot.best_counts.size() != static_cast<std::size_t>(search.classes()))
        return fmt::format("{} counts where {} rows have {} classes", snapshot.best_counts.size(), side, search.classes());
    if (std::any_of(snapshot.best_counts.begin(), snapshot.best_counts.end(), [](int count) { return count < 0; }))
        return "a negative count";
    const int columns = std::accumulate(snapshot.best_counts.begin(), snapshot.best_counts.end(), 0);
    if (snapshot.best < 0) {
        if (snapshot.best != -1 || columns != 0) return "no best, yet counts or a distance below -1";
    } else {
        if (columns != length) return fmt::format("the best's counts hold {} columns, not {}", columns, length);
        const int distance = search.distance_of(snapshot.best_counts, snapshot.best_complemented);
        if (distance != snapshot.best)
            return fmt::format("the best's counts are {} from the kernel, not {}", distance, snapshot.best);
    }
    if (!search.reaches(snapshot)) return "the node's path is not one the search takes (a child it lacks, or cuts)";
    return "";
}

CrossColumnsAnswer cross_god_by_columns(int rows, int cols, std::uint64_t max_work, const CrossColumnsCheckpoints& checkpoints,
                                        std::uint64_t climb_steps) {
    const int side = std::min(rows, cols), length = std::max(rows, cols);
    if (rows % 2 == 0 || cols % 2 == 0 || side > cross_columns_max_side)
        throw std::invalid_argument("cross_god_by_columns: both sides odd, the short one at most 9");
    if (checkpoints.resume)
        if (const std::string problem = cross_columns_snapshot_problem(rows, cols, *checkpoints.resume); !problem.empty())
            throw std::invalid_argument("cross_god_by_columns: a snapshot that cannot be resumed: " + problem);
    ColumnSearch search(side, length, max_work);
    search.set_checkpoints(checkpoints);
    search.run(climb_steps);
    CrossColumnsAnswer answer;
    answer.best = std::max(search.best(), 0);
    answer.complete = search.complete();
    answer.witness = search.witness(rows, cols);
    answer.nodes = search.nodes();
    return answer;
}

CrossColumnsAnswer cross_columns_climb(int rows, int cols, std::uint64_t steps) {
    const int side = std::min(rows, cols), length = std::max(rows, cols);
    if (rows % 2 == 0 || cols % 2 == 0 || side > cross_columns_climb_max_side || length > 65535)
        throw std::invalid_argument(
            fmt::format("cross_columns_climb: both sides odd, the short one at most {}, the long one at most 65535",
                        cross_columns_climb_max_side));
    const std::vector<int> order = class_order(side);
    const Climbed climbed = climb_counts(side, length, order, even_row_sets(side), steps);
    CrossColumnsAnswer answer;
    answer.best = std::max(climbed.best, 0);
    answer.witness =
        climbed.best < 0 ? BitVector(rows * cols) : columns_press_set(rows, cols, order, climbed.counts, climbed.complemented);
    return answer;
}

CrossColumnsEstimate estimate_cross_columns(int rows, int cols, std::uint64_t probes, std::uint64_t climb_steps,
                                            const CrossColumnsSnapshot* from) {
    const int side = std::min(rows, cols), length = std::max(rows, cols);
    if (rows % 2 == 0 || cols % 2 == 0 || side > cross_columns_max_side)
        throw std::invalid_argument("estimate_cross_columns: both sides odd, the short one at most 9");
    if (from) {
        if (const std::string problem = cross_columns_snapshot_problem(rows, cols, *from); !problem.empty())
            throw std::invalid_argument("estimate_cross_columns: a snapshot the search cannot be at: " + problem);
        if (from->pass != 1)
            throw std::invalid_argument(
                fmt::format("estimate_cross_columns: a snapshot in pass {}; the estimate goes on only from the pass with the "
                            "symmetry tests (1)",
                            from->pass));
    }
    ColumnSearch search(side, length, ~std::uint64_t{0});
    std::uint64_t done = 0;
    if (from) {
        search.start_from(*from);
        done = from->nodes;
    } else {
        done = search.find_best_in_hand(climb_steps);
    }
    CrossColumnsEstimate estimate;
    estimate.best_in_hand = std::max(search.best(), 0);
    std::tie(estimate.nodes, estimate.standard_error) = search.estimate(probes);
    estimate.nodes_done = done;
    estimate.probes = probes;
    estimate.stopped = search.stopped();
    return estimate;
}

namespace {

void check_units_shape(int rows, int cols, const char* who) {
    if (rows % 2 == 0 || cols % 2 == 0 || std::min(rows, cols) > cross_columns_max_side || std::max(rows, cols) > 65535)
        throw std::invalid_argument(fmt::format("{}: both sides odd, the short one at most {}", who, cross_columns_max_side));
}

}  // namespace

CrossColumnsSplit split_cross_columns(int rows, int cols, std::uint64_t climb_steps, std::uint64_t wanted) {
    check_units_shape(rows, cols, "split_cross_columns");
    CrossColumnsSplit split;
    split.rows = rows;
    split.cols = cols;
    split.climb_steps = climb_steps;
    split.wanted = wanted;
    ColumnSearch search(std::min(rows, cols), std::max(rows, cols), ~std::uint64_t{0});
    split.nodes_before = search.find_best_in_hand(climb_steps);
    split.stopped = search.stopped();
    if (split.stopped) return split;
    split.best_in_hand = search.best();
    split.in_hand_counts = search.best_counts();
    split.in_hand_complemented = search.best_complemented();
    search.split(wanted, split);
    split.stopped = search.stopped();
    return split;
}

struct CrossColumnsUnitSearch::Search : ColumnSearch {
    using ColumnSearch::ColumnSearch;
};

CrossColumnsUnitSearch::CrossColumnsUnitSearch(const CrossColumnsSplit& split) : split_(split) {
    check_units_shape(split.rows, split.cols, "CrossColumnsUnitSearch");
    search_ = std::make_unique<Search>(std::min(split.rows, split.cols), std::max(split.rows, split.cols), ~std::uint64_t{0});
}

CrossColumnsUnitSearch::~CrossColumnsUnitSearch() = default;

CrossColumnsUnitResult CrossColumnsUnitSearch::run(std::uint64_t unit) {
    if (unit >= split_.units()) throw std::invalid_argument(fmt::format("cross columns: no unit {}", unit));
    CrossColumnsUnitResult result =
        search_->unit(split_.paths.data() + unit * static_cast<std::uint64_t>(split_.depth), split_.depth, split_.best_in_hand,
                      split_.in_hand_counts, split_.in_hand_complemented);
    result.unit = unit;
    return result;
}

int CrossColumnsUnitSearch::distance_of(const std::vector<int>& counts, bool complemented) const {
    return search_->distance_of(counts, complemented);
}

BitVector CrossColumnsUnitSearch::press_set(const std::vector<int>& counts, bool complemented) const {
    return columns_press_set(split_.rows, split_.cols, class_order(std::min(split_.rows, split_.cols)), counts, complemented);
}

}  // namespace puzzlebox
