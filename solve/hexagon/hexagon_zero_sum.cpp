// Antisymmetric zero-sum magic hexagons by annealing (see hexagon_zero_sum.hpp).
#include "solve/hexagon/hexagon_zero_sum.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "solve/hexagon/hexagon_pairs.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

// The state: the pairs' values, the tracked lines' errors and the sum of
// their squares.
class State : public PairValues {
public:
    State(const ZeroSumPairs& pairs, std::vector<std::int64_t> value) : PairValues(pairs, std::move(value)) {
        for (int l = 0; l < pairs.tracked; ++l) total_ += error(l) * error(l);
    }
    std::int64_t total() const { return total_; }

    // The change of the total if pair p took vp and (q >= 0) q took vq.
    std::int64_t delta(int p, std::int64_t vp, int q, std::int64_t vq) const {
        std::int64_t total = 0;
        visit_changes(p, vp, q, vq, [&](int line, std::int64_t by) {
            const std::int64_t e = error(line);
            total += (e + by) * (e + by) - e * e;
        });
        return total;
    }
    void apply(int p, std::int64_t vp, int q, std::int64_t vq, std::int64_t delta) {
        set(p, vp);
        if (q >= 0) set(q, vq);
        total_ += delta;
    }

private:
    std::int64_t total_ = 0;
};

// Chains of up to `depth` targeted moves that put every line right.
bool finish(State& s, const ZeroSumPairs& pairs, int depth) {
    if (s.total() == 0) return true;
    if (depth == 0) return false;
    for (int line = 0; line < pairs.tracked; ++line) {
        if (s.error(line) == 0) continue;
        for (int p : at(pairs.on_line, line)) {
            int q = -1;
            std::int64_t vp = 0, vq = 0;
            if (!targeted_move(s, line, p, nullptr, 0, q, vp, vq)) continue;
            const std::int64_t old_p = s.value(p), old_q = q >= 0 ? s.value(q) : 0;
            const std::int64_t delta = s.delta(p, vp, q, vq);
            if (depth == 1 && s.total() + delta != 0) continue;  // the last move: made only if it finishes
            s.apply(p, vp, q, vq, delta);
            if (finish(s, pairs, depth - 1)) return true;
            s.apply(p, old_p, q, old_q, -delta);
        }
    }
    return false;
}

}  // namespace

std::string zero_sum_snapshot_problem(const HexagonGeometry& geometry, std::uint64_t steps_per_run,
                                      const ZeroSumSnapshot& snapshot) {
    if (std::string problem = zero_sum_state_problem(geometry, snapshot); !problem.empty()) return problem;
    if (snapshot.band != 0 || snapshot.band_run != 0 || snapshot.reheating) return "a band of the layered search";
    if (snapshot.step >= steps_per_run) return fmt::format("swap {} of a run of {} swaps", snapshot.step, steps_per_run);
    if (snapshot.last_finish > snapshot.step) return "the last finish comes after the swap the run is at";
    return "";
}

std::string zero_sum_state_problem(const HexagonGeometry& geometry, const ZeroSumSnapshot& snapshot) {
    const int n = geometry.cell_count(), m = (n - 1) / 2;
    if (snapshot.value.size() != static_cast<std::size_t>(m))
        return fmt::format("{} pair values where order {} has {} pairs", snapshot.value.size(), geometry.order(), m);
    std::vector<char> seen(static_cast<std::size_t>(m) + 1, 0);
    for (const std::int64_t v : snapshot.value) {
        const std::int64_t magnitude = v < 0 ? -v : v;
        if (magnitude < 1 || magnitude > m || seen[static_cast<std::size_t>(magnitude)])
            return fmt::format("the pair values are not the magnitudes 1..{} once each, signed", m);
        seen[static_cast<std::size_t>(magnitude)] = 1;
    }
    if (snapshot.runs == 0) return "no run started";
    if (snapshot.step > snapshot.swaps) return "the run is further on than the swaps spent";
    if (!(snapshot.temperature > 0) || !std::isfinite(snapshot.temperature)) return "the temperature is not positive";
    if (!Random(0).restore(snapshot.random)) return "not a state of the random number generator";
    if (snapshot.closeness < 0) return "no best hexagon";
    if (snapshot.best.size() != static_cast<std::size_t>(n))
        return fmt::format("the best hexagon has {} cells, not {}", snapshot.best.size(), n);
    std::vector<std::int64_t> sorted = snapshot.best;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < n; ++i)
        if (sorted[static_cast<std::size_t>(i)] != i - m)
            return fmt::format("the best hexagon does not hold the values -{}..{} once each", m, m);
    std::int64_t closeness = 0;
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = 0;
        for (const int cell : line) sum += snapshot.best[static_cast<std::size_t>(cell)];
        closeness += sum * sum;
    }
    if (closeness != snapshot.closeness)
        return fmt::format("the best hexagon's closeness is {}, not {}", closeness, snapshot.closeness);
    return "";
}

ZeroSumResult search_zero_sum_hexagon(const HexagonGeometry& geometry, SearchBudget& budget, Random& random,
                                      std::uint64_t steps_per_run, const std::function<bool()>& stop,
                                      const std::function<void(std::uint64_t, std::int64_t)>& progress,
                                      const ZeroSumCheckpoints& checkpoints) {
    const ZeroSumPairs pairs(geometry);
    ZeroSumResult result;
    const int m = pairs.m;
    const int n = geometry.cell_count();
    const auto unfold = [&](const State& s) {
        std::vector<std::int64_t> filled(static_cast<std::size_t>(n), 0);
        for (int p = 0; p < m; ++p) {
            filled[static_cast<std::size_t>(at(pairs.cell, p))] = s.value(p);
            filled[static_cast<std::size_t>(n - 1 - at(pairs.cell, p))] = -s.value(p);
        }
        return filled;
    };
    if (m == 0) {  // order 1: the one cell holds 0
        result.best = {0};
        result.closeness = 0;
        return result;
    }
    // Each run cools through a window 1.2 wide whose top falls by 0.02 an
    // order from 20 to 40 (2.6 to 1.4 up to order 20, 2.46 to 1.26 at 27,
    // 2.2 to 1.0 from 40): the hexagons are found while the walk is warm,
    // and the warmth that keeps it near closeness 0 falls as lines are
    // added. The full search's 3 to 0.5 found none later than 45% into a run
    // (at 1.3) on orders 20 to 26 (docs/hexagon.md has the measurements).
    const double hot = 2.6 - 0.02 * std::clamp(geometry.order() - 20, 0, 20), cold = hot - 1.2;
    const double cooling = std::pow(cold / hot, 1.0 / static_cast<double>(steps_per_run));
    std::vector<std::int64_t> start(static_cast<std::size_t>(m));
    // The finish looks through about (pairs on a line)^3 chains, so its cost
    // grows as the order cubed: 0.3 s a call at order 41, where a run that
    // sits at two lines off by 2 spent four fifths of its time in it. Every
    // million swaps up to order 40, then in proportion to the order cubed.
    const double past_40 = std::max(1.0, geometry.order() / 40.0);
    const auto finish_every = static_cast<std::uint64_t>(1e6 * past_40 * past_40 * past_40);
    std::vector<int> class_of;                   // pair -> magnitude parity
    std::array<std::vector<int>, 2> members_of;  // parity -> its pairs
    const auto sort_classes = [&](const std::vector<std::int64_t>& value) {
        class_of.assign(static_cast<std::size_t>(m), 0);
        for (auto& members : members_of) members.clear();
        for (int p = 0; p < m; ++p) {
            const int c = static_cast<int>(std::abs(at(value, p)) & 1);
            at(class_of, p) = c;
            at(members_of, c).push_back(p);
        }
    };
    const ZeroSumSnapshot* resume = checkpoints.resume;
    if (resume) {
        if (const std::string problem = zero_sum_snapshot_problem(geometry, steps_per_run, *resume); !problem.empty())
            throw std::invalid_argument("search_zero_sum_hexagon: a snapshot that cannot be resumed: " + problem);
        result.runs = resume->runs - 1;  // counted again as its run goes on
        result.closeness = resume->closeness;
        result.best = resume->best;
        random.restore(resume->random);
        budget.resume_from(resume->swaps);
    }
    while (budget.outcome() == SearchOutcome::complete && !stop()) {
        if (progress) progress(result.runs, result.closeness);
        ++result.runs;
        std::uint64_t first_step = 0, last_finish = 0;
        double temperature = hot;
        if (resume) {  // the snapshot's run, where it stood
            start = resume->value;
            first_step = resume->step;
            last_finish = resume->last_finish;
            temperature = resume->temperature;
        } else {
            // Odd magnitudes on the pairs chosen for them, even ones on the
            // rest, each class shuffled, signs at random; moves keep the classes.
            const std::vector<char> is_odd = zero_sum_odd_pairs(pairs, random);
            if (is_odd.empty()) break;  // no parity-balanced choice found: cannot happen on a hexagon, but never loop
            std::array<std::vector<std::int64_t>, 2> magnitudes;
            for (int v = 1; v <= m; ++v) at(magnitudes, v & 1).push_back(v);
            for (auto& list : magnitudes) random.shuffle(list.begin(), list.end());
            std::array<std::size_t, 2> used{0, 0};
            for (int p = 0; p < m; ++p) {
                const int c = at(is_odd, p);
                const std::int64_t v = at(magnitudes, c)[at(used, c)++];
                at(start, p) = random.coin() ? v : -v;
            }
        }
        sort_classes(start);
        State s(pairs, start);
        const auto keep_if_best = [&] {
            if (result.closeness >= 0 && 2 * s.total() >= result.closeness) return;
            result.closeness = 2 * s.total();
            result.best = unfold(s);
        };
        if (!resume) keep_if_best();
        resume = nullptr;
        // The swap count of the next snapshot: one compare a swap, no division.
        std::uint64_t next_snapshot = checkpoints.every > 0 && checkpoints.save
                                          ? (budget.nodes() / checkpoints.every + 1) * checkpoints.every
                                          : std::numeric_limits<std::uint64_t>::max();
        for (std::uint64_t step = first_step; step < steps_per_run && result.closeness > 0; ++step) {
            if (budget.nodes() == next_snapshot) {
                next_snapshot += checkpoints.every;
                checkpoints.save({budget.nodes(), result.runs, result.closeness, result.best, step, last_finish, temperature,
                                  s.values(), random.state()});
            }
            if (!budget.spend()) break;
            if ((step & anneal_poll_mask) == 0 && stop()) break;
            temperature *= cooling;
            int p = static_cast<int>(random.below(static_cast<std::uint32_t>(m)));
            int q = -1;
            std::int64_t vp = 0, vq = 0;
            bool chosen = false;
            if (random.coin()) {  // a targeted move on a wrong line
                for (int attempt = 0; attempt < wrong_line_draws && !chosen; ++attempt) {
                    const int line = static_cast<int>(random.below(static_cast<std::uint32_t>(pairs.tracked)));
                    if (s.error(line) == 0) continue;
                    const auto& on = at(pairs.on_line, line);
                    p = on[random.below(static_cast<std::uint32_t>(on.size()))];
                    chosen = targeted_move(s, line, p, nullptr, 0, q, vp, vq);
                    if (!chosen) break;
                }
            }
            if (!chosen) {
                if (random.coin()) {  // flip a sign
                    vp = -s.value(p);
                    q = -1;
                } else {  // swap two magnitudes of one parity, signs kept
                    const auto& same = members_of[static_cast<std::size_t>(at(class_of, p))];
                    q = same[random.below(static_cast<std::uint32_t>(same.size()))];
                    if (q == p) continue;
                    vp = signed_like(s.value(p), s.value(q));
                    vq = signed_like(s.value(q), s.value(p));
                }
            }
            const std::int64_t delta = s.delta(p, vp, q, vq);
            if (delta > 0 && !metropolis_accepts(random.next(), static_cast<double>(delta) / temperature)) continue;
            s.apply(p, vp, q, vq, delta);
            keep_if_best();
            if (s.total() <= 8 && step >= last_finish + finish_every) {  // two lines off by 2
                last_finish = step;
                if (finish(s, pairs, 3)) keep_if_best();
            }
        }
        if (result.closeness == 0) break;
    }
    return result;
}

}  // namespace puzzlebox
