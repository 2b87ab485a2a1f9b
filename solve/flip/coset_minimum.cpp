// Minimum weight over a coset of the kernel (see coset_minimum.hpp).
#include "solve/flip/coset_minimum.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <limits>
#include <unordered_set>
#include <utility>

#include <tbb/parallel_for.h>

#include "support/hash_mix.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {

// The kernel's support: coordinates where some kernel vector is 1, and the
// vectors restricted to them.
struct Support {
    std::vector<int> positions;
    int fixed_weight = 0;  // ones of x0 outside the support
    BitVector x0;
    std::vector<BitVector> kernel;
};

BitVector restrict_to(const BitVector& v, const std::vector<int>& positions) {
    BitVector out(static_cast<int>(positions.size()));
    for (std::size_t k = 0; k < positions.size(); ++k)
        if (v.get(positions[k])) out.set(static_cast<int>(k));
    return out;
}

Support support_of(const BitVector& x0, const std::vector<BitVector>& kernel) {
    BitVector any(x0.size());
    for (const BitVector& v : kernel)
        for (std::size_t k = 0; k < v.words().size(); ++k) any.data()[k] |= v.words()[k];
    Support support;
    support.positions = any.ones();
    BitVector outside = x0;
    for (std::size_t k = 0; k < outside.words().size(); ++k) outside.data()[k] &= ~any.words()[k];
    support.fixed_weight = outside.count();
    support.x0 = restrict_to(x0, support.positions);
    for (const BitVector& v : kernel) support.kernel.push_back(restrict_to(v, support.positions));
    return support;
}

BitVector expand(const BitVector& x0, const Support& support, const BitVector& restricted) {
    BitVector full = x0;
    for (std::size_t k = 0; k < support.positions.size(); ++k)
        full.set(support.positions[k], restricted.get(static_cast<int>(k)));
    return full;
}

struct WordsHash {
    std::size_t operator()(const std::vector<BitVector::Word>& words) const {
        std::uint64_t h = golden_gamma;
        for (BitVector::Word w : words) h = fold_word(h, w);
        return static_cast<std::size_t>(finish_fold(h));
    }
};

// Every coset vector: 2^c chunks (the top c basis vectors fixed) run in
// parallel, each a Gray code over the rest. Merged in chunk order, so the
// vector kept and the counts do not depend on the threads; the node limit
// is spent in chunk order too (chunk t gets what the chunks before it leave
// of it), so a search it stops visits the same vectors on any number of
// threads. The clock and signals stop every chunk where it is.
void gray(const Support& support, const SearchLimits& limits, CosetMinimum& result) {
    const int d = static_cast<int>(support.kernel.size());
    const int top = std::min(d, 6), low = d - top;
    struct Chunk {
        int weight = std::numeric_limits<int>::max();
        std::uint64_t count = 0, vectors = 0;
        BitVector best;
    };
    std::vector<Chunk> chunks(std::size_t{1} << top);
    const std::uint64_t steps = std::uint64_t{1} << low;
    std::atomic<bool> stop{false};
    const auto started = std::chrono::steady_clock::now();
    std::atomic<int> stopped_by{0};  // a SearchOutcome: the clock's or a signal's
    tbb::parallel_for(std::size_t{0}, chunks.size(), [&](std::size_t t) {
        Chunk& chunk = chunks[t];
        const std::uint64_t spent_before = t * steps;
        const std::uint64_t allowed = limits.max_nodes <= spent_before ? 0 : std::min(steps, limits.max_nodes - spent_before);
        BitVector y = support.x0;
        for (int j = 0; j < top; ++j)
            if ((t >> j & 1) != 0) y ^= at(support.kernel, low + j);
        for (std::uint64_t i = 0; i < allowed; ++i) {
            if (i > 0) y ^= support.kernel[static_cast<std::size_t>(std::countr_zero(i))];
            if ((i & 4095) == 4095) {
                if (const SearchOutcome why = clock_outcome(limits, started); why != SearchOutcome::complete) {
                    int none = 0;
                    stopped_by.compare_exchange_strong(none, static_cast<int>(why));
                    stop = true;
                }
                if (stop) return;
            }
            ++chunk.vectors;
            const int w = y.count();
            if (w < chunk.weight) {
                chunk.weight = w;
                chunk.best = y;
                chunk.count = 1;
            } else if (w == chunk.weight) {
                ++chunk.count;
            }
        }
    });
    result.weight = std::numeric_limits<int>::max();
    result.count = 0;
    for (const Chunk& chunk : chunks) {
        result.vectors += chunk.vectors;
        if (chunk.vectors == 0) continue;
        if (chunk.weight < result.weight) {
            result.weight = chunk.weight;
            result.best = chunk.best;
            result.count = chunk.count;
        } else if (chunk.weight == result.weight) {
            result.count += chunk.count;
        }
    }
    if (result.vectors == 0) {  // stopped before any chunk began: x0 itself
        result.best = support.x0;
        result.weight = support.x0.count();
        result.count = 1;
    }
    if (stopped_by != 0 || limits.max_nodes < (std::uint64_t{1} << d)) {
        result.outcome = stopped_by != 0 ? static_cast<SearchOutcome>(stopped_by.load()) : SearchOutcome::node_limit;
        return;
    }
    result.proven = true;
    result.lower_bound = result.weight;
}

// One systematic form: basis[i] is 1 on pivots[i] and 0 on the other pivots;
// x0 is 0 on all pivots.
struct Form {
    std::vector<int> pivots;
    std::vector<BitVector> basis;
    BitVector x0;
};

// Disjoint information sets, greedily: reduce the basis choosing pivots only
// among the columns no earlier form used, while d of them are independent.
// Fewer forms only weaken the bound, never break it: they stop at a quarter
// of the memory budget (s / d forms of d x s bits each would be s^2 / 8
// bytes: 8 GiB for a 512x512 board) and when the clock or a signal says so.
std::vector<Form> systematic_forms(const Support& support, SearchBudget& budget) {
    const int d = static_cast<int>(support.kernel.size()), s = static_cast<int>(support.positions.size());
    std::vector<char> used(static_cast<std::size_t>(s), 0);
    std::vector<Form> forms;
    const std::uint64_t form_bytes = (static_cast<std::uint64_t>(d) + 1) * (static_cast<std::uint64_t>(s) / 8 + 8);
    const std::uint64_t most_forms = std::max<std::uint64_t>(1, memory_budget() / 4 / std::max<std::uint64_t>(form_bytes, 1));
    while (forms.size() < most_forms && (forms.empty() || budget.check_clock())) {
        std::vector<BitVector> rows = support.kernel;
        std::vector<int> pivot_of_row(static_cast<std::size_t>(d), -1);
        int pivoted = 0;
        for (int col = 0; col < s && pivoted < d; ++col) {
            if (at(used, col)) continue;
            int pick = -1;
            for (int i = 0; i < d; ++i)
                if (at(pivot_of_row, i) < 0 && at(rows, i).get(col)) {
                    pick = i;
                    break;
                }
            if (pick < 0) continue;
            for (int i = 0; i < d; ++i)
                if (i != pick && at(rows, i).get(col)) at(rows, i) ^= at(rows, pick);
            at(pivot_of_row, pick) = col;
            ++pivoted;
        }
        if (pivoted < d) break;
        Form form;
        form.pivots = pivot_of_row;
        form.basis = std::move(rows);
        form.x0 = support.x0;
        for (int i = 0; i < d; ++i)
            if (form.x0.get(at(form.pivots, i))) form.x0 ^= at(form.basis, i);
        for (int p : form.pivots) at(used, p) = 1;
        forms.push_back(std::move(form));
    }
    return forms;
}

class InformationSetSearch {
public:
    InformationSetSearch(const Support& support, const CosetOptions& options, CosetMinimum& result, SearchBudget& budget)
        : options_(options),
          result_(result),
          budget_(budget),
          forms_(systematic_forms(support, budget)),
          words_(std::max<std::uint64_t>(1, support.x0.words().size())) {
        result_.best = support.x0;
        result_.weight = support.x0.count();
        result_.count = 0;
    }

    void run() {
        if (forms_.empty()) return;
        const int d = static_cast<int>(forms_.front().basis.size());
        const auto m = static_cast<int>(forms_.size());
        for (int w = 0; w <= d; ++w) {
            for (const Form& form : forms_) {
                stack_.assign(static_cast<std::size_t>(w) + 1, form.x0);
                if (!combinations(form, 0, w, 0)) return;
            }
            // Every vector not seen has more than w ones on each of the m sets.
            const int bound = m * (w + 1);
            result_.lower_bound = std::min(result_.weight, bound);
            if (bound > result_.weight || w == d) {
                result_.proven = true;
                result_.lower_bound = result_.weight;
                result_.count = minimal_.size() + overflow_;
                result_.count_capped = overflow_ > 0;
                return;
            }
        }
    }

    // Stopped early (budget or limit): the best found stands, not proven.
    void finish_unproven() {
        result_.count = minimal_.size() + overflow_;
        result_.count_capped = true;
    }

private:
    // All sums of `left` more basis vectors with index >= start; false when stopped.
    bool combinations(const Form& form, int start, int left, int depth) {
        if (left == 0) return evaluate(at(stack_, depth));
        const int d = static_cast<int>(form.basis.size());
        for (int i = start; i <= d - left; ++i) {
            BitVector& next = stack_[static_cast<std::size_t>(depth) + 1];
            next = at(stack_, depth);
            next ^= at(form.basis, i);
            if (!combinations(form, i + 1, left - 1, depth + 1)) return false;
        }
        return true;
    }

    bool evaluate(const BitVector& y) {
        if (!budget_.spend()) {
            result_.outcome = budget_.outcome();
            return false;
        }
        ++result_.vectors;
        operations_ += words_;
        if (operations_ > options_.max_word_operations) return false;
        const int w = y.count();
        if (w < result_.weight) {
            result_.weight = w;
            result_.best = y;
            minimal_.clear();
            overflow_ = 0;
        }
        if (w == result_.weight) {
            if (minimal_.size() < options_.max_minimal_kept) minimal_.insert(y.words());
            else if (!minimal_.count(y.words())) overflow_ = 1;  // at least one more: the count is a lower bound
        }
        return true;
    }

    const CosetOptions& options_;
    CosetMinimum& result_;
    SearchBudget& budget_;
    std::vector<Form> forms_;
    std::uint64_t words_;
    std::uint64_t operations_ = 0;
    std::vector<BitVector> stack_;
    std::unordered_set<std::vector<BitVector::Word>, WordsHash> minimal_;
    std::uint64_t overflow_ = 0;
};

}  // namespace

CosetMinimum coset_minimum(const BitVector& x0, const std::vector<BitVector>& kernel, const CosetOptions& options,
                           const SearchLimits& limits) {
    CosetMinimum result;
    SearchBudget budget(limits);
    if (kernel.empty()) {
        result.best = x0;
        result.weight = result.lower_bound = x0.count();
        result.proven = true;
        result.count = 1;
        result.vectors = 1;
        return result;
    }
    const Support support = support_of(x0, kernel);
    const int d = static_cast<int>(kernel.size());
    const std::uint64_t words = std::max<std::size_t>(1, support.x0.words().size());
    const bool gray_fits = d < 63 && (std::uint64_t{1} << d) * words <= options.max_word_operations;
    CosetMethod method = options.method;
    if (method == CosetMethod::automatic) {
        // Small kernels: every vector. Larger: information sets first, on a
        // sixteenth of the Gray code's cost (they prove low-weight cosets
        // fast), then the Gray code if that fits the budget.
        if (d <= options.gray_max_dimension && gray_fits) {
            method = CosetMethod::gray;
        } else {
            CosetOptions first = options;
            if (gray_fits) first.max_word_operations = ((std::uint64_t{1} << d) * words) / 16;
            result.method = CosetMethod::information_sets;
            InformationSetSearch search(support, first, result, budget);
            search.run();
            if (!result.proven) search.finish_unproven();
            method =
                result.proven || !gray_fits || is_partial(result.outcome) ? CosetMethod::information_sets : CosetMethod::gray;
            if (method == CosetMethod::gray) result = CosetMinimum{};
        }
    } else if (method == CosetMethod::information_sets) {
        InformationSetSearch search(support, options, result, budget);
        search.run();
        if (!result.proven) search.finish_unproven();
    }
    result.method = method;
    if (method == CosetMethod::gray) {
        gray(support, limits, result);
        if (!result.proven) result.count_capped = true;
    }
    result.best = expand(x0, support, result.best);
    result.weight += support.fixed_weight;
    result.lower_bound += support.fixed_weight;
    return result;
}

}  // namespace puzzlebox
