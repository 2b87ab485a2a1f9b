// God's number of the odd x odd cross by column classes
// (flip_cross_columns.hpp): a branch and bound over how many columns of
// each class a press set has.
#include "analyze/flip/flip_cross_columns.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace puzzlebox {

namespace {

class ColumnSearch {
public:
    ColumnSearch(int side, int length, std::uint64_t max_work)
        : side_(side),
          length_(length),
          classes_(1 << (side - 1)),
          max_nodes_(std::max<std::uint64_t>(max_work >> (side - 1), 1)) {
        // Class q is the column type q (bit i: row i pressed) or its
        // complement; q < 2^(side - 1), so the last row's bit is clear.
        for (int rows = 0; rows < (1 << side); ++rows)
            if (std::popcount(static_cast<unsigned>(rows)) % 2 == 0) even_rows_.push_back(rows);
        // The search's order: class 0, then the classes of one pressed cell
        // (or its complement) row by row, then the rest. Permuting the rows
        // fixes class 0 and permutes the rows' classes, so their counts may be
        // taken in decreasing order.
        const int all_but_last = (1 << (side - 1)) - 1;
        order_.push_back(0);
        for (int i = 0; i + 1 < side; ++i) order_.push_back(1 << i);
        if (side > 1) order_.push_back(all_but_last);
        row_classes_ = static_cast<int>(order_.size()) - 1;
        for (int q = 1; q < classes_; ++q)
            if (std::find(order_.begin(), order_.end(), q) == order_.end()) order_.push_back(q);
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
    }

    void run() {
        // One state per class, filled in place: state q + 1 is the columns of classes up to q, when class q has some.
        states_.assign(static_cast<std::size_t>(classes_) + 1, State{});
        for (State& state : states_) {
            state.cost.assign(even_rows_.size(), 0);
            state.parity.assign(even_rows_.size(), 0);
            state.switch_cap.assign(even_rows_.size(), side_);
        }
        // Class 0 holds the largest count (a translation by an even row set
        // takes any class to class 0).
        for (int first = (length_ + classes_ - 1) / classes_; first <= length_ && !out_of_nodes(); ++first)
            descend(0, first, length_, states_[0]);
        complete_ = !out_of_nodes();
    }

    bool complete() const { return complete_; }
    int best() const { return best_; }
    std::uint64_t nodes() const { return nodes_; }

    // Row-major on a rows x cols board whose short side is `side`.
    BitVector witness(int rows, int cols) const {
        BitVector presses(rows * cols);
        int column = 0;
        for (int q = 0; q < classes_; ++q)
            for (int k = 0; k < best_counts_[q]; ++k, ++column) {
                const int of = order_[static_cast<std::size_t>(q)];
                const int type = column == 0 && best_complemented_ ? of ^ ((1 << side_) - 1) : of;
                for (int i = 0; i < side_; ++i)
                    if (type >> i & 1) presses.set(rows <= cols ? i * cols + column : column * cols + i);
            }
        return presses;
    }

private:
    struct State {
        std::vector<int> cost;        // per even row set: the columns' cheaper sides so far
        std::vector<char> parity;     // and the parity of the columns flipped by them
        std::vector<int> switch_cap;  // the least |H - 2h| over the classes present (H when none)
    };

    std::size_t index(std::size_t r, int q) const { return r * static_cast<std::size_t>(classes_) + static_cast<std::size_t>(q); }
    bool out_of_nodes() const { return nodes_ >= max_nodes_; }

    // Class q gets `count` columns; `left` columns before it, at most `cap` per class.
    void descend(int q, int count, int left, const State& before) {
        ++nodes_;
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
        counts_[q] = count;
        left -= count;
        const int cap = counts_[0];
        if (q + 1 == classes_) {
            leaf(state);
            return;
        }
        // Bounds on the least distance any completion can reach: per row set,
        // the rest at their dearest class; and the average over all row sets,
        // where every column adds the same.
        long long total = 0;
        int bound = 1 << 30;
        for (std::size_t r = 0; r < even_rows_.size(); ++r) {
            total += state.cost[r] + state.switch_cap[r];
            bound = std::min(bound, state.cost[r] + left * suffix_cheaper_[index(r, q + 1)] + state.switch_cap[r]);
        }
        if (bound <= best_) return;
        total += static_cast<long long>(left) * per_column_total_;
        bound = static_cast<int>(std::min<long long>(bound, total / static_cast<long long>(even_rows_.size())));
        if (bound <= best_) return;
        // The cheaper half's average: it pays where a node is cheap (H = 5:
        // 5x41 in 8 million nodes, not 29), not at H = 7 (a third fewer
        // nodes, each twice the time).
        if (even_rows_.size() <= 16 && left >= 2 && half_bound(state, q + 1, left) <= best_) return;
        const int classes_after = classes_ - q - 1;
        // The rows' classes in decreasing order of count.
        const int next_cap = q + 1 >= 2 && q + 1 <= row_classes_ ? std::min(cap, counts_[q]) : cap;
        const int most = std::min(next_cap, left), least = std::max(0, left - cap * (classes_after - 1));
        if (q + 2 == classes_) {
            if (left <= next_cap) descend(q + 1, left, left, state);
            return;
        }
        // Near an even share first: the far ones are rarely best.
        const int share = std::clamp((left + classes_after / 2) / classes_after, least, most);
        for (int step = 0; share + step <= most || share - step >= least; ++step) {
            if (out_of_nodes()) return;
            if (share + step <= most) descend(q + 1, share + step, left, state);
            if (step > 0 && share - step >= least) descend(q + 1, share - step, left, state);
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
    std::vector<int> counts_, best_counts_;
    bool best_complemented_ = false;
    int best_ = -1;
    bool complete_ = false;
};

}  // namespace

CrossColumnsAnswer cross_god_by_columns(int rows, int cols, std::uint64_t max_work) {
    const int side = std::min(rows, cols), length = std::max(rows, cols);
    if (rows % 2 == 0 || cols % 2 == 0 || side > cross_columns_max_side)
        throw std::invalid_argument("cross_god_by_columns: both sides odd, the short one at most 7");
    ColumnSearch search(side, length, max_work);
    search.run();
    CrossColumnsAnswer answer;
    answer.best = std::max(search.best(), 0);
    answer.complete = search.complete();
    answer.witness = search.witness(rows, cols);
    answer.nodes = search.nodes();
    return answer;
}

}  // namespace puzzlebox
