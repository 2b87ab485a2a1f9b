// The tabu search over class counts (flip_god_number.hpp), from below: its
// steps at one target, on the distances to every kernel vector or to a
// working set of them (flip_wide_kernel.hpp, past the nullity where 2^k
// distances fit).
//
// At a target t it minimises the shortfall V = sum over lambdas of
// max(0, t - f_lambda); a count's step up or down changes V only on the
// lambdas at or below t, by
//     (|tight| - W_tight(p_c)) / 2 - (|short| + W_short(p_c)) / 2   (step up)
// and the same with W negated (step down), W_A(p) the sum over A of
// (-1)^(lambda . p), short = {f < t}, tight = {f <= t}. Every step prices
// every class's two steps: W at the classes' points, summed over the tight
// lambdas directly (|tight| x classes) or, on the whole space when that is
// dearer, by two whole Walsh-Hadamard transforms (2 k 2^k); the same
// integers either way, so the same steps. The best step not taken back
// within the last few steps is made (a step that would reach a shortfall
// below the best so far always may), ties broken at random. The work
// counted is what each step costs: the distances moved and the tight
// lambdas listed, plus the pricing.
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

#include "analyze/flip/flip_kernel_classes.hpp"
#include "support/index.hpp"
#include "support/random.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

// The distances the tabu search keeps: f over every lambda, or over the
// lambdas named (a working set).
struct TabuDistances {
    std::vector<int> f;
    bool named = false;              // else f[lambda] for every lambda of the kernel
    std::vector<KernelPoint> names;  // when named: the lambda of each f

    KernelPoint name(std::size_t i) const { return named ? names[i] : static_cast<KernelPoint>(i); }
    // A class of pattern p one count up (dir 1) or down (-1).
    void move(KernelPoint p, int dir) {
        if (!named) {
            add_by_parity(f.data(), f.size(), p, -dir, dir);
            return;
        }
        for (std::size_t i = 0; i < f.size(); ++i) f[i] += odd_parity(names[i] & p) ? -dir : dir;
    }
};

class TabuPricing {
public:
    explicit TabuPricing(const KernelClasses& classes) : classes_(classes) {}

    // The lambdas of d below the target and at it.
    void list(const TabuDistances& d, int target) {
        short_.clear();
        at_target_.clear();
        for (std::size_t i = 0; i < d.f.size(); ++i) {
            if (d.f[i] > target) continue;
            (d.f[i] < target ? short_ : at_target_).push_back(d.name(i));
        }
    }
    long tight_count() const { return static_cast<long>(short_.size() + at_target_.size()); }
    long short_count() const { return static_cast<long>(short_.size()); }

    // W_tight and W_short at every class's point; returns the work it took.
    std::uint64_t price(const TabuDistances& d, std::vector<long>& w_tight, std::vector<long>& w_short) {
        const std::size_t count = classes_.cells.size();
        w_tight.assign(count, 0);
        w_short.assign(count, 0);
        const std::uint64_t direct_cost = (2 * short_.size() + at_target_.size()) * count;  // as |tight| + |short|
        const std::uint64_t transform_cost =
            !d.named ? 2 * d.f.size() * static_cast<std::uint64_t>(std::max(classes_.nullity, 1)) : UINT64_MAX;
        if (direct_cost <= transform_cost) {
            for (std::size_t c = 0; c < count; ++c) {
                const KernelPoint p = at(classes_.point, c);
                at(w_short, c) = signed_sum(short_, p);
                at(w_tight, c) = at(w_short, c) + signed_sum(at_target_, p);
            }
            return direct_cost;
        }
        tight_.assign(d.f.size(), 0);
        short_of_.assign(d.f.size(), 0);
        for (const KernelPoint lambda : short_) at(tight_, lambda) = at(short_of_, lambda) = 1;
        for (const KernelPoint lambda : at_target_) at(tight_, lambda) = 1;
        walsh_hadamard(tight_);
        walsh_hadamard(short_of_);
        for (std::size_t c = 0; c < count; ++c) {
            at(w_tight, c) = at(tight_, at(classes_.point, c));
            at(w_short, c) = at(short_of_, at(classes_.point, c));
        }
        return transform_cost;
    }

private:
    // sum over the lambdas of (-1)^(lambda . p)
    static long signed_sum(const std::vector<KernelPoint>& lambdas, KernelPoint p) {
        long odd = 0;
        for (const KernelPoint lambda : lambdas) odd += std::popcount(lambda & p) & 1;
        return static_cast<long>(lambdas.size()) - 2 * odd;
    }

    const KernelClasses& classes_;
    std::vector<KernelPoint> short_, at_target_;  // the tight lambdas: below the target, at it
    std::vector<int> tight_, short_of_;           // their indicators, transformed (kept between steps)
};

// What the steps at one target keep between calls: the random draws and
// when each step may be taken back.
struct TabuState {
    explicit TabuState(std::size_t classes, std::uint64_t seed) : random(seed), tabu_until(2 * classes, 0) {}
    Random random;
    std::vector<std::uint64_t> tabu_until;  // per step (class, up or down), the step it is tabu until
};

// Steps at `target` from counts a (kept in step with d) until no lambda of d
// falls short of it (true) or the work runs out or a stop is asked (false).
inline bool tabu_steps(const KernelClasses& classes, TabuDistances& d, std::vector<int>& a, int target, std::uint64_t& work_left,
                       TabuState& state) {
    const std::size_t count = classes.cells.size();
    TabuPricing pricing(classes);
    std::vector<long> w_tight, w_short;
    std::vector<std::size_t> ties;
    long shortfall = 0;
    for (const int value : d.f) shortfall += std::max(0, target - value);
    long best_shortfall = shortfall;
    pricing.list(d, target);
    for (std::uint64_t step = 0; shortfall > 0; ++step) {
        if (work_left == 0 || (step % 64 == 0 && stop_requested())) return false;
        const std::uint64_t cost = d.f.size() + count + pricing.price(d, w_tight, w_short);
        work_left -= std::min(cost, work_left);
        const long tight_count = pricing.tight_count(), short_count = pricing.short_count();
        long best_change = LONG_MAX;
        ties.clear();
        for (std::size_t move = 0; move < 2 * count; ++move) {
            const std::size_t c = move / 2;
            const int dir = move % 2 == 0 ? 1 : -1;
            if (at(a, c) + dir < 0 || at(a, c) + dir > classes.size(c)) continue;
            const long change = (tight_count - dir * at(w_tight, c)) / 2 - (short_count + dir * at(w_short, c)) / 2;
            if (at(state.tabu_until, move) > step && shortfall + change >= best_shortfall) continue;
            if (change < best_change) {
                best_change = change;
                ties.clear();
            }
            if (change == best_change) ties.push_back(move);
        }
        if (ties.empty()) continue;
        const std::size_t move = ties[state.random.below(static_cast<std::uint32_t>(ties.size()))];
        const std::size_t c = move / 2;
        const int dir = move % 2 == 0 ? 1 : -1;
        at(a, c) += dir;
        d.move(at(classes.point, c), dir);
        pricing.list(d, target);
        shortfall += best_change;
        best_shortfall = std::min(best_shortfall, shortfall);
        at(state.tabu_until, move ^ 1) = step + 8 + state.random.below(8);  // the step back
    }
    return true;
}

}  // namespace puzzlebox
