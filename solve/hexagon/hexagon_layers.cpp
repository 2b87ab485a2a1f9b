// Zero-sum magic hexagons by layers, outer lines first (see hexagon_layers.hpp).
#include "solve/hexagon/hexagon_layers.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "solve/hexagon/hexagon_pairs.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

// One band's problem: which pairs may move, how much each tracked line weighs.
struct Band {
    int from = 1, to = 1;                  // its distances
    bool core = false;                     // the last band (moves within the core only)
    std::vector<int> active;               // its pairs
    std::array<std::vector<int>, 2> pool;  // parity -> the pairs its pairs trade values with (itself included)
    std::vector<int> lines;                // its tracked lines
    std::vector<char> own;                 // tracked line -> one of `lines`
    std::vector<std::int64_t> weight;      // tracked line -> weight
    std::vector<char> movable;             // pair -> in the pool
};

// The bands from the rim inwards: `band` distances each, the one that would
// reach within `stretch` of the core's shell stretched to the shell, the
// shell (if any), then the core.
std::vector<Band> make_bands(const ZeroSumPairs& pairs, int far, const ZeroSumLayers& layers) {
    std::vector<Band> bands;
    const int shell_edge = layers.core + layers.shell;
    for (int to = far; to >= 1;) {
        Band band;
        band.to = to;
        band.from = std::max(1, to - layers.band + 1);
        if (to <= layers.core) {
            band.from = 1;
            band.core = true;
        } else if (to > shell_edge && band.from <= shell_edge + layers.stretch) {
            band.from = shell_edge + 1;
        } else if (to <= shell_edge) {
            band.from = layers.core + 1;  // the shell, one band however wide
        }
        const bool next_is_core = !band.core && band.from == layers.core + 1;
        for (int l = 0; l < pairs.tracked; ++l) {
            const int d = at(pairs.distance, l);
            if (d >= band.from && d <= band.to) band.lines.push_back(l);
            band.own.push_back(d >= band.from && d <= band.to);
            band.weight.push_back(d > band.to ? 0 : d >= band.from || !next_is_core ? layers.full : layers.light);
        }
        for (int p = 0; p < pairs.m; ++p) {
            const int r = at(pairs.ring, p);
            if (r >= band.from && r <= band.to) band.active.push_back(p);
        }
        bands.push_back(std::move(band));
        to = bands.back().from - 1;
    }
    return bands;
}

// The pairs' values, the tracked lines' errors, and one band's energy (its
// weighted squared errors).
class LayerState : public PairValues {
public:
    using PairValues::PairValues;
    std::int64_t squares(const std::vector<int>& lines) const {
        std::int64_t total = 0;
        for (int l : lines) total += error(l) * error(l);
        return total;
    }

    // The change of the weighted energy if pair p took vp and (q >= 0) q
    // took vq, and of the squared errors of the lines marked `own`.
    struct Change {
        std::int64_t energy = 0, own = 0;
    };
    Change delta(const std::vector<std::int64_t>& weight, const std::vector<char>& own, int p, std::int64_t vp, int q,
                 std::int64_t vq) const {
        Change total;
        visit_changes(p, vp, q, vq, [&](int line, std::int64_t by) {
            const std::int64_t e = error(line);
            const std::int64_t squared = (e + by) * (e + by) - e * e;
            total.energy += at(weight, line) * squared;
            if (at(own, line)) total.own += squared;
        });
        return total;
    }
};

// Chains of up to `depth` targeted moves that put every line of the band
// right; `tried` counts the moves tried.
bool finish(LayerState& s, const ZeroSumPairs& pairs, const Band& band, const std::vector<char>& movable, int near, int depth,
            std::uint64_t& tried) {
    if (s.squares(band.lines) == 0) return true;
    if (depth == 0) return false;
    for (int line : band.lines) {
        if (s.error(line) == 0) continue;
        for (int p : at(pairs.on_line, line)) {
            if (!at(movable, p)) continue;
            int q = -1;
            std::int64_t vp = 0, vq = 0;
            ++tried;
            if (!targeted_move(s, line, p, &movable, near, q, vp, vq)) continue;
            const std::int64_t old_p = s.value(p), old_q = q >= 0 ? s.value(q) : 0;
            s.set(p, vp);
            if (q >= 0) s.set(q, vq);
            if (finish(s, pairs, band, movable, near, depth - 1, tried)) return true;
            s.set(p, old_p);
            if (q >= 0) s.set(q, old_q);
        }
    }
    return false;
}

// A band's values shuffled anew among its pairs (each parity among its
// own), signs at random: the start of a band's next run.
void shuffle_band(LayerState& s, const Band& band, const std::vector<char>& is_odd, Random& random) {
    for (int c = 0; c < 2; ++c) {
        std::vector<int> members;
        std::vector<std::int64_t> magnitudes;
        for (int p : band.active)
            if (at(is_odd, p) == c) {
                members.push_back(p);
                magnitudes.push_back(std::abs(s.value(p)));
            }
        random.shuffle(magnitudes.begin(), magnitudes.end());
        for (std::size_t i = 0; i < members.size(); ++i) s.set(members[i], random.coin() ? magnitudes[i] : -magnitudes[i]);
    }
}

// The first values: odd magnitudes on the pairs of the parity classes, the
// core's pairs taking the smallest of each class, signs at random.
std::vector<std::int64_t> first_values(const ZeroSumPairs& pairs, const std::vector<char>& is_odd, int core, Random& random) {
    std::array<int, 2> core_count{0, 0};
    for (int p = 0; p < pairs.m; ++p)
        if (at(pairs.ring, p) <= core) ++at(core_count, at(is_odd, p));
    std::array<std::vector<std::int64_t>, 2> inner, outer;
    for (int v = 1; v <= pairs.m; ++v) {
        const int c = v & 1;
        (std::ssize(at(inner, c)) < at(core_count, c) ? at(inner, c) : at(outer, c)).push_back(v);
    }
    for (int c = 0; c < 2; ++c) {
        random.shuffle(at(inner, c).begin(), at(inner, c).end());
        random.shuffle(at(outer, c).begin(), at(outer, c).end());
    }
    std::array<std::size_t, 2> used_inner{0, 0}, used_outer{0, 0};
    std::vector<std::int64_t> value(static_cast<std::size_t>(pairs.m));
    for (int p = 0; p < pairs.m; ++p) {
        const int c = at(is_odd, p);
        const std::int64_t v = at(pairs.ring, p) <= core ? at(inner, c)[at(used_inner, c)++] : at(outer, c)[at(used_outer, c)++];
        at(value, p) = random.coin() ? v : -v;
    }
    return value;
}

// The layers as the search runs them: the core by the order unless given,
// its outer `shell` distances (at most all but one) a band of their own.
ZeroSumLayers resolved(const ZeroSumLayers& given, int order) {
    ZeroSumLayers layers = given;
    if (layers.core == 0) layers.core = zero_sum_layers_core(order);
    layers.shell = std::clamp(layers.shell, 0, layers.core - 1);
    layers.core -= layers.shell;
    return layers;
}

// The swaps of one of the band's runs: in proportion to its pairs squared.
std::uint64_t run_swaps_of(const Band& band, const ZeroSumLayers& layers) {
    const auto size = static_cast<double>(band.active.size());
    return static_cast<std::uint64_t>(layers.run_swaps_per_pair_squared * size * size) + 1;
}

// The hexagon the pair values make, row by row (the centre 0, the cell
// opposite a pair's the negated value).
std::vector<std::int64_t> unfolded(const ZeroSumPairs& pairs, int cells, const std::vector<std::int64_t>& value) {
    std::vector<std::int64_t> filled(static_cast<std::size_t>(cells), 0);
    for (int p = 0; p < pairs.m; ++p) {
        filled[static_cast<std::size_t>(at(pairs.cell, p))] = at(value, p);
        filled[static_cast<std::size_t>(cells - 1 - at(pairs.cell, p))] = -at(value, p);
    }
    return filled;
}

// All 3(2n-1) lines' squared errors: twice the tracked lines'.
std::int64_t closeness_of(const ZeroSumPairs& pairs, const LayerState& s) {
    std::int64_t total = 0;
    for (int l = 0; l < pairs.tracked; ++l) total += s.error(l) * s.error(l);
    return 2 * total;
}

}  // namespace

int zero_sum_layers_core(int order) { return std::max(12, (3 * order + 5) / 10); }

std::string zero_sum_layers_snapshot_problem(const HexagonGeometry& geometry, const ZeroSumLayers& given,
                                             const ZeroSumSnapshot& snapshot) {
    if (std::string problem = zero_sum_state_problem(geometry, snapshot); !problem.empty()) return problem;
    const ZeroSumLayers layers = resolved(given, geometry.order());
    const ZeroSumPairs pairs(geometry);
    const std::vector<Band> bands = make_bands(pairs, geometry.order() - 1, layers);
    if (snapshot.band < 0 || snapshot.band >= std::ssize(bands))
        return fmt::format("band {} where order {} has bands 0 to {}", snapshot.band, geometry.order(), bands.size() - 1);
    if (snapshot.band_run < 0 || snapshot.band_run >= layers.runs_per_band)
        return fmt::format("run {} of a band, which has runs 0 to {}", snapshot.band_run, layers.runs_per_band - 1);
    if (snapshot.reheating && (snapshot.band_run == 0 || layers.reheat_below == 0))
        return "a reheat where none can be (the band's first run, or no --reheat)";
    const Band& band = at(bands, snapshot.band);
    if (const std::uint64_t swaps = run_swaps_of(band, layers); snapshot.step >= swaps)
        return fmt::format("swap {} of band {}'s runs of {} swaps", snapshot.step, snapshot.band, swaps);
    const LayerState s(pairs, snapshot.value);
    for (int l = 0; l < pairs.tracked; ++l)
        if (s.error(l) % 2 != 0) return "a line of odd sum (the odd magnitudes are not two to a line)";
    for (int b = 0; b < snapshot.band; ++b)
        for (const int l : at(bands, b).lines)
            if (s.error(l) != 0) return fmt::format("band {} is in progress, but band {} is not balanced", snapshot.band, b);
    if (snapshot.best != unfolded(pairs, geometry.cell_count(), snapshot.value))
        return "the hexagon is not the one the pair values make";
    return "";
}

ZeroSumResult search_zero_sum_layers(const HexagonGeometry& geometry, SearchBudget& budget, Random& random,
                                     const std::function<bool()>& stop,
                                     const std::function<void(std::uint64_t, std::int64_t)>& progress, const ZeroSumLayers& given,
                                     const ZeroSumCheckpoints& checkpoints) {
    const ZeroSumLayers layers = resolved(given, geometry.order());
    const ZeroSumPairs pairs(geometry);
    ZeroSumResult result;
    const int n = geometry.cell_count();
    if (pairs.m == 0) {  // order 1: the one cell holds 0
        result.best = {0};
        result.closeness = 0;
        return result;
    }
    const ZeroSumSnapshot* resume = checkpoints.resume;
    if (resume) {
        if (const std::string problem = zero_sum_layers_snapshot_problem(geometry, given, *resume); !problem.empty())
            throw std::invalid_argument("search_zero_sum_layers: a snapshot that cannot be resumed: " + problem);
    }
    // Which pairs hold odd magnitudes: chosen once, and kept by every move
    // (so a snapshot's values tell them).
    std::vector<char> is_odd;
    if (resume) {
        for (const std::int64_t v : resume->value) is_odd.push_back(static_cast<char>(std::abs(v) & 1));
        result.runs = resume->runs - 1;  // counted again as its run goes on
        random.restore(resume->random);
        budget.resume_from(resume->swaps);
    } else {
        is_odd = zero_sum_odd_pairs(pairs, random);
    }
    if (is_odd.empty()) return result;  // no parity-balanced choice: never seen on a hexagon
    std::vector<Band> bands = make_bands(pairs, geometry.order() - 1, layers);
    for (Band& band : bands) {
        band.movable.assign(static_cast<std::size_t>(pairs.m), 0);
        for (int p = 0; p < pairs.m; ++p) {
            const int r = at(pairs.ring, p);
            at(band.movable, p) = r <= band.to && (band.core || band.from == layers.core + 1 || r > layers.core);
            if (at(band.movable, p)) at(band.pool, at(is_odd, p)).push_back(p);
        }
    }
    // The finish (chains of three targeted moves) costs about the cube of
    // the moves on the band's wrong lines, a second and more on a wide band
    // far out: after one, the walk goes on for ten swaps a move it tried (at
    // least 100,000) before the next, so it never takes more than a tenth of
    // the time.
    constexpr std::uint64_t swaps_per_finish_move = 10, least_between_finishes = 100000;
    // The swap count of the next snapshot: one compare a swap, no division.
    std::uint64_t next_snapshot = checkpoints.every > 0 && checkpoints.save
                                      ? (budget.nodes() / checkpoints.every + 1) * checkpoints.every
                                      : std::numeric_limits<std::uint64_t>::max();
    std::optional<LayerState> state;
    std::int64_t wrong = 1;
    // Attempts from fresh values until every band is settled: a band gets
    // `runs_per_band` runs (each after the first from its own values
    // shuffled anew), then the attempt is given up.
    while (wrong > 0 && budget.outcome() == SearchOutcome::complete && !stop()) {
        if (resume) state.emplace(pairs, resume->value);
        else state.emplace(pairs, first_values(pairs, is_odd, layers.core, random));
        LayerState& s = *state;
        for (int b = resume ? resume->band : 0; b < std::ssize(bands); ++b) {
            const Band& band = at(bands, b);
            const std::uint64_t run_swaps = run_swaps_of(band, layers);
            const double cooling = std::pow(layers.cold / layers.hot, 1.0 / static_cast<double>(run_swaps));
            const std::vector<char>& movable = band.movable;
            wrong = s.squares(band.lines);
            for (int run = resume ? resume->band_run : 0; run < layers.runs_per_band && wrong > 0; ++run) {
                if (budget.outcome() != SearchOutcome::complete || stop()) break;
                ++result.runs;
                if (progress) progress(result.runs, 2 * wrong);
                // wrong > 0 here: the run before left the band not yet right.
                bool reheat = run > 0 && wrong <= layers.reheat_below;
                double temperature = reheat ? layers.reheat : layers.hot;
                std::uint64_t first_step = 0, next_finish = 0;
                if (resume) {  // the snapshot's run, where it stood
                    reheat = resume->reheating;
                    temperature = resume->temperature;
                    first_step = resume->step;
                    next_finish = resume->last_finish;
                    resume = nullptr;
                } else if (run > 0 && !reheat) {
                    shuffle_band(s, band, is_odd, random);
                }
                wrong = s.squares(band.lines);
                for (std::uint64_t step = first_step; step < run_swaps && wrong > 0; ++step) {
                    if (budget.nodes() == next_snapshot) {
                        next_snapshot += checkpoints.every;
                        ZeroSumSnapshot snapshot{budget.nodes(),
                                                 result.runs,
                                                 closeness_of(pairs, s),
                                                 unfolded(pairs, n, s.values()),
                                                 step,
                                                 next_finish,
                                                 temperature,
                                                 s.values(),
                                                 random.state()};
                        snapshot.band = b;
                        snapshot.band_run = run;
                        snapshot.reheating = reheat;
                        checkpoints.save(snapshot);
                    }
                    if (!budget.spend()) break;
                    if ((step & anneal_poll_mask) == 0 && stop()) break;
                    temperature *= cooling;
                    if (reheat && temperature < layers.cold) break;  // (the swap counted, as found)
                    const auto& active = band.active;
                    int p = active[random.below(static_cast<std::uint32_t>(active.size()))];
                    int q = -1;
                    std::int64_t vp = 0, vq = 0;
                    bool chosen = false;
                    if (random.coin()) {  // a targeted move on a wrong line of the band
                        for (int attempt = 0; attempt < wrong_line_draws && !chosen; ++attempt) {
                            const int line = band.lines[random.below(static_cast<std::uint32_t>(band.lines.size()))];
                            if (s.error(line) == 0) continue;
                            const auto& on = at(pairs.on_line, line);
                            p = on[random.below(static_cast<std::uint32_t>(on.size()))];
                            if (!at(movable, p)) continue;  // a pair of a band settled before
                            chosen = targeted_move(s, line, p, &movable, layers.near, q, vp, vq);
                            if (!chosen) break;
                        }
                    }
                    if (!chosen) {
                        p = active[random.below(static_cast<std::uint32_t>(active.size()))];
                        if (random.coin()) {  // flip a sign
                            vp = -s.value(p);
                            q = -1;
                        } else {  // trade magnitudes with a pair of the pool, signs kept
                            const auto& same = at(band.pool, at(is_odd, p));
                            q = same[random.below(static_cast<std::uint32_t>(same.size()))];
                            if (q == p) continue;
                            vp = signed_like(s.value(p), s.value(q));
                            vq = signed_like(s.value(q), s.value(p));
                        }
                    }
                    const LayerState::Change change = s.delta(band.weight, band.own, p, vp, q, vq);
                    if (change.energy > 0 && !metropolis_accepts(random.next(), static_cast<double>(change.energy) / temperature))
                        continue;
                    s.set(p, vp);
                    if (q >= 0) s.set(q, vq);
                    wrong += change.own;
                    if (wrong <= 8 && step >= next_finish) {  // two lines off by 2
                        std::uint64_t tried = 0;
                        if (finish(s, pairs, band, movable, layers.near, 3, tried)) wrong = 0;
                        next_finish = step + std::max(least_between_finishes, swaps_per_finish_move * tried);
                    }
                }
            }
            if (wrong > 0) break;  // given up, or the budget or a stop: the band stays as it is
        }
    }
    if (!state) return result;  // stopped before it began
    result.best = unfolded(pairs, n, state->values());
    result.closeness = closeness_of(pairs, *state);
    return result;
}

}  // namespace puzzlebox
