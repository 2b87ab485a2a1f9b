// The orbit-numbered breadth-first search over one or many processes (see
// orbit_space.hpp).
#include "solve/rotate/orbit_space.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <numeric>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/enumerable_thread_specific.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>

#include "distributed/cluster.hpp"
#include "solve/rotate/permutation.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"

namespace puzzlebox {

namespace {

constexpr int max_orbit = 9;

std::uint32_t rank_permutation(const std::array<std::uint8_t, max_orbit>& p, int n) {
    return static_cast<std::uint32_t>(permutation_rank(p, n));
}

std::array<std::uint8_t, max_orbit> unrank_permutation(std::uint32_t rank, int n) {
    std::array<std::uint8_t, max_orbit> p{};
    permutation_unrank(rank, n, [&](int i, int value) { at(p, i) = static_cast<std::uint8_t>(value); });
    return p;
}

// The cells split into orbits of the moves, with per-orbit move tables.
struct Orbits {
    std::vector<std::vector<int>> cells;  // orbit -> its cells, ascending
    std::vector<std::uint32_t> size;      // orbit -> its arrangements (s!)
    // table[orbit][move * size + rank]: the rank after the move; inverse too.
    std::vector<std::vector<std::uint32_t>> forward, backward;
    std::vector<std::vector<std::uint8_t>> sign;  // orbit -> rank -> parity
    int moves = 0;
    // The last orbit's parity as a function of the others' (bit mask of
    // their parities -> parity), when the moves make it one; else empty.
    std::vector<int> last_parity;
    std::uint64_t runs = 1;      // prefixes
    std::uint64_t run_size = 0;  // L: states of the last orbit per prefix
    std::uint64_t run_words = 0;

    std::size_t last() const { return cells.size() - 1; }
};

std::vector<std::vector<int>> orbits_of(const RotateBoard& solved, const std::vector<std::vector<int>>& sources) {
    const int n = static_cast<int>(solved.target.size());
    std::vector<int> parent(static_cast<std::size_t>(n));
    std::iota(parent.begin(), parent.end(), 0);
    const auto find = [&](int x) {
        while (at(parent, x) != x) x = at(parent, x) = parent[static_cast<std::size_t>(at(parent, x))];
        return x;
    };
    for (const auto& source : sources)
        for (int i = 0; i < n; ++i) parent[static_cast<std::size_t>(find(i))] = find(at(source, i));
    std::vector<std::vector<int>> orbits;
    std::vector<int> orbit_of_root(static_cast<std::size_t>(n), -1);
    for (int i = 0; i < n; ++i) {
        int& o = orbit_of_root[static_cast<std::size_t>(find(i))];
        if (o < 0) {
            o = static_cast<int>(orbits.size());
            orbits.emplace_back();
        }
        at(orbits, o).push_back(i);
    }
    // The largest orbit last: it is the run (the cache-local part).
    std::stable_sort(orbits.begin(), orbits.end(), [](const auto& a, const auto& b) { return a.size() < b.size(); });
    return orbits;
}

std::vector<std::vector<int>> move_sources(const RotateBoard& solved) {
    std::vector<std::vector<int>> sources;
    for (const RotateMove& move : rotate_moves(solved))
        sources.push_back(rotate_move_sources(solved.rows, solved.cols, solved.block, move));
    return sources;
}

Orbits build_orbits(const RotateBoard& solved) {
    const auto sources = move_sources(solved);
    Orbits o;
    o.cells = orbits_of(solved, sources);
    o.moves = static_cast<int>(sources.size());
    const std::size_t k = o.cells.size();
    o.forward.resize(k);
    o.backward.resize(k);
    o.sign.resize(k);
    std::vector<int> move_signs(static_cast<std::size_t>(o.moves), 0);  // bit j: the move's parity on orbit j
    for (std::size_t j = 0; j < k; ++j) {
        const auto& cells = o.cells[j];
        const int s = static_cast<int>(cells.size());
        const auto count = static_cast<std::uint32_t>(factorial(s));
        o.size.push_back(count);
        std::vector<int> local(solved.target.size(), -1);
        for (int i = 0; i < s; ++i) local[static_cast<std::size_t>(at(cells, i))] = i;
        o.sign[j].resize(count);
        o.forward[j].resize(static_cast<std::size_t>(o.moves) * count);
        o.backward[j].resize(static_cast<std::size_t>(o.moves) * count);
        for (std::uint32_t r = 0; r < count; ++r) {
            const auto p = unrank_permutation(r, s);
            o.sign[j][r] = static_cast<std::uint8_t>(permutation_parity(p, s));
            for (int m = 0; m < o.moves; ++m) {
                std::array<std::uint8_t, max_orbit> q{};
                for (int i = 0; i < s; ++i)
                    at(q, i) = p[static_cast<std::size_t>(
                        local[static_cast<std::size_t>(at(sources, m)[static_cast<std::size_t>(at(cells, i))])])];
                const std::uint32_t to = rank_permutation(q, s);
                o.forward[j][static_cast<std::size_t>(m) * count + r] = to;
                o.backward[j][static_cast<std::size_t>(m) * count + to] = r;
            }
        }
        for (int m = 0; m < o.moves; ++m)  // the move's parity on the orbit: of its image of the identity
            at(move_signs, m) |= o.sign[j][o.forward[j][static_cast<std::size_t>(m) * count]] << j;
    }
    // The parity vectors the moves reach: their span over GF(2).
    std::vector<char> reached(std::size_t{1} << k, 0);
    reached[0] = 1;
    for (bool grew = true; grew;) {
        grew = false;
        for (std::size_t v = 0; v < reached.size(); ++v)
            if (reached[v])
                for (int m : move_signs)
                    if (!std::exchange(reached[v ^ static_cast<std::size_t>(m)], 1)) grew = true;
    }
    const std::size_t last_bit = std::size_t{1} << o.last();
    if (!reached[last_bit]) {  // the last orbit's parity follows from the others'
        o.last_parity.assign(last_bit, 0);
        for (std::size_t v = 0; v < reached.size(); ++v)
            if (reached[v]) o.last_parity[v & (last_bit - 1)] = (v & last_bit) ? 1 : 0;
    }
    for (std::size_t j = 0; j + 1 < k; ++j) o.runs *= o.size[j];
    o.run_size = o.last_parity.empty() ? o.size[o.last()] : o.size[o.last()] / 2;
    o.run_words = (o.run_size + 63) / 64;
    return o;
}

// A state's place: its run (prefix) and its place in the run.
struct Place {
    std::uint64_t run;
    std::uint32_t rest;
};

class Numbering {
public:
    explicit Numbering(const Orbits& o) : o_(o) {
        if (!o.last_parity.empty()) {  // the two full ranks of each half rank, by parity
            const std::uint32_t count = o.size[o.last()];
            for (int want = 0; want < 2; ++want) {
                at(full_, want).resize(count / 2);
                for (std::uint32_t half = 0; half < count / 2; ++half) {
                    const std::uint32_t a = 2 * half;
                    at(full_, want)[half] = o.sign[o.last()][a] == want ? a : a + 1;
                }
            }
        }
    }
    // The prefix's orbit ranks.
    void split(std::uint64_t run, std::array<std::uint32_t, 16>& ranks) const {
        for (std::size_t j = o_.last(); j-- > 0;) {
            ranks[j] = static_cast<std::uint32_t>(run % o_.size[j]);
            run /= o_.size[j];
        }
    }
    std::uint64_t join(const std::array<std::uint32_t, 16>& ranks) const {
        std::uint64_t run = 0;
        for (std::size_t j = 0; j < o_.last(); ++j) run = run * o_.size[j] + ranks[j];
        return run;
    }
    int prefix_parity(const std::array<std::uint32_t, 16>& ranks) const {
        int mask = 0;
        for (std::size_t j = 0; j < o_.last(); ++j) mask |= o_.sign[j][ranks[j]] << j;
        return o_.last_parity.empty() ? 0 : at(o_.last_parity, mask);
    }
    // The last orbit's full rank from the rest, given the prefix parity.
    std::uint32_t full(std::uint32_t rest, int wanted) const { return o_.last_parity.empty() ? rest : at(full_, wanted)[rest]; }
    std::uint32_t rest_of(std::uint32_t full_rank) const { return o_.last_parity.empty() ? full_rank : full_rank / 2; }

    std::vector<int> arrangement(Place place, const RotateBoard& solved) const {
        std::array<std::uint32_t, 16> ranks{};
        split(place.run, ranks);
        ranks[o_.last()] = full(place.rest, prefix_parity(ranks));
        std::vector<int> grid(solved.target.size());
        for (std::size_t j = 0; j < o_.cells.size(); ++j) {
            const auto& cells = o_.cells[j];
            const auto p = unrank_permutation(ranks[j], static_cast<int>(cells.size()));
            for (std::size_t i = 0; i < cells.size(); ++i)
                grid[static_cast<std::size_t>(cells[i])] = solved.target[static_cast<std::size_t>(cells[p[i]])];
        }
        return grid;
    }

private:
    const Orbits& o_;
    std::array<std::vector<std::uint32_t>, 2> full_;
};

bool test_bit(const std::vector<std::uint64_t>& bits, std::uint64_t i) { return (bits[i >> 6] >> (i & 63)) & 1; }
void set_bit_atomic(std::vector<std::uint64_t>& bits, std::uint64_t i) {
    std::atomic_ref<std::uint64_t>(bits[i >> 6]).fetch_or(std::uint64_t{1} << (i & 63), std::memory_order_relaxed);
}

// One process's share of the search: the runs it owns, the layer being
// expanded (whole, on every process: one bit per state), and for its own
// runs a "seen" bit and a "next layer" bit per state.
class LayerSearch {
public:
    LayerSearch(const Orbits& o, const Numbering& numbering, const Cluster& cluster)
        : o_(o), numbering_(numbering), cluster_(cluster), last_(o.last()), last_size_(o.size[o.last()]) {
        const auto P = static_cast<std::uint64_t>(cluster.size()), me = static_cast<std::uint64_t>(cluster.rank());
        const auto first_run = [&](std::uint64_t r) { return o.runs * r / P; };
        my_first_ = first_run(me);
        my_end_ = first_run(me + 1);
        words_ = o.runs * o.run_words;
        my_words_ = (my_end_ - my_first_) * o.run_words;
        for (std::uint64_t r = 0; r <= P; ++r) byte_offset_.push_back(first_run(r) * o.run_words * 8);
    }
    std::uint64_t bytes() const { return (words_ + 2 * my_words_) * 8; }

    // Layer 0: the target, numbered 0 (every orbit at the identity).
    void start() {
        frontier_.assign(words_, 0);
        seen_.assign(my_words_, 0);
        next_.assign(my_words_, 0);
        frontier_[0] = 1;
        if (mine(0)) seen_[0] = 1;
    }

    // Every process expands the whole layer and keeps the predecessors
    // (states one move before) that it owns.
    void push() {
        std::fill(next_.begin(), next_.end(), 0);
        tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, o_.runs), [&](const auto& range) {
            std::array<std::uint32_t, 16> ranks{};
            std::vector<std::uint64_t> to_runs(static_cast<std::size_t>(o_.moves));
            for (std::uint64_t run = range.begin(); run != range.end(); ++run) {
                const std::uint64_t* w = &frontier_[run * o_.run_words];
                bool any = false;
                for (std::uint64_t i = 0; i < o_.run_words && !any; ++i) any = w[i] != 0;
                if (!any) continue;
                numbering_.split(run, ranks);
                const int wanted = numbering_.prefix_parity(ranks);
                runs_after(o_.backward, ranks, to_runs);
                for (std::uint64_t i = 0; i < o_.run_words; ++i)
                    for (std::uint64_t bits = w[i]; bits; bits &= bits - 1)
                        push_state(
                            numbering_.full(
                                static_cast<std::uint32_t>(i * 64 + static_cast<std::uint64_t>(std::countr_zero(bits))), wanted),
                            to_runs);
            }
        });
    }

    // Each unseen state this process owns looks for one move into the layer.
    void pull() {
        std::fill(next_.begin(), next_.end(), 0);
        tbb::parallel_for(tbb::blocked_range<std::uint64_t>(my_first_, my_end_), [&](const auto& range) {
            std::array<std::uint32_t, 16> ranks{};
            std::vector<std::uint64_t> to_runs(static_cast<std::size_t>(o_.moves));
            for (std::uint64_t run = range.begin(); run != range.end(); ++run) {
                numbering_.split(run, ranks);
                const int wanted = numbering_.prefix_parity(ranks);
                runs_after(o_.forward, ranks, to_runs);
                for (std::uint32_t rest = 0; rest < o_.run_size; ++rest) {
                    const std::uint64_t b = my_bit(run, rest);
                    if (!test_bit(seen_, b) && reaches_layer(numbering_.full(rest, wanted), to_runs))
                        next_[b >> 6] |= std::uint64_t{1} << (b & 63);  // this run's words are this task's alone
                }
            }
        });
    }

    // The new layer: this process's part marked seen and counted, then every
    // owner's part sent to all. The states found by all processes.
    std::uint64_t advance() {
        std::uint64_t found = 0;
        for (std::uint64_t i = 0; i < my_words_; ++i) {
            seen_[i] |= next_[i];
            found += static_cast<std::uint64_t>(std::popcount(next_[i]));
        }
        found = cluster_.sum(found);
        if (found == 0) return 0;
        std::fill(frontier_.begin(), frontier_.end(), 0);
        std::copy(next_.begin(), next_.end(), frontier_.begin() + static_cast<std::ptrdiff_t>(my_first_ * o_.run_words));
        cluster_.all_gather_bytes(std::span<std::uint8_t>(reinterpret_cast<std::uint8_t*>(frontier_.data()), words_ * 8),
                                  byte_offset_);
        if (cluster_.distributed()) bytes_exchanged_ += (words_ - my_words_) * 8;
        return found;
    }
    std::uint64_t bytes_exchanged() const { return bytes_exchanged_; }

    // The first `count` states of the layer, in numbering order.
    std::vector<Place> first_of_layer(int count) const {
        std::vector<Place> places;
        for (std::uint64_t w = 0; w < words_; ++w)
            for (std::uint64_t bits = frontier_[w]; bits && static_cast<int>(places.size()) < count; bits &= bits - 1) {
                const std::uint64_t i = w * 64 + static_cast<std::uint64_t>(std::countr_zero(bits));
                places.push_back({i / (o_.run_words * 64), static_cast<std::uint32_t>(i % (o_.run_words * 64))});
            }
        return places;
    }

private:
    bool mine(std::uint64_t run) const { return run >= my_first_ && run < my_end_; }
    std::uint64_t bit(std::uint64_t run, std::uint32_t rest) const { return run * o_.run_words * 64 + rest; }
    std::uint64_t my_bit(std::uint64_t run, std::uint32_t rest) const { return (run - my_first_) * o_.run_words * 64 + rest; }

    // The run each move (by `table`: forward or backward) sends a prefix's run to.
    void runs_after(const std::vector<std::vector<std::uint32_t>>& table, const std::array<std::uint32_t, 16>& ranks,
                    std::vector<std::uint64_t>& to_runs) const {
        std::array<std::uint32_t, 16> moved{};
        for (int m = 0; m < o_.moves; ++m) {
            for (std::size_t j = 0; j < last_; ++j) moved[j] = table[j][static_cast<std::size_t>(m) * o_.size[j] + ranks[j]];
            at(to_runs, m) = numbering_.join(moved);
        }
    }
    // A layer state's (last orbit's rank `full`) unseen predecessors that this process owns, into next.
    void push_state(std::uint32_t full, const std::vector<std::uint64_t>& to_runs) {
        for (int m = 0; m < o_.moves; ++m) {
            const std::uint64_t to_run = at(to_runs, m);
            if (!mine(to_run)) continue;
            const std::uint64_t b =
                my_bit(to_run, numbering_.rest_of(o_.backward[last_][static_cast<std::size_t>(m) * last_size_ + full]));
            if (!test_bit(seen_, b)) set_bit_atomic(next_, b);
        }
    }
    // Whether one move takes the state (last orbit's rank `full`) into the layer.
    bool reaches_layer(std::uint32_t full, const std::vector<std::uint64_t>& to_runs) const {
        for (int m = 0; m < o_.moves; ++m) {
            const std::uint32_t to_rest = numbering_.rest_of(o_.forward[last_][static_cast<std::size_t>(m) * last_size_ + full]);
            if (test_bit(frontier_, bit(at(to_runs, m), to_rest))) return true;
        }
        return false;
    }

    const Orbits& o_;
    const Numbering& numbering_;
    const Cluster& cluster_;
    std::size_t last_;
    std::uint32_t last_size_;
    std::uint64_t my_first_ = 0, my_end_ = 0, words_ = 0, my_words_ = 0, bytes_exchanged_ = 0;
    std::vector<std::uint64_t> byte_offset_;  // every owner's first byte, for the exchange
    std::vector<std::uint64_t> frontier_, seen_, next_;
};

}  // namespace

std::optional<std::string> orbit_space_problem(const RotateBoard& solved) {
    std::vector<int> labels = solved.target;
    std::sort(labels.begin(), labels.end());
    if (std::adjacent_find(labels.begin(), labels.end()) != labels.end())
        return "the orbit search takes boards of distinct labels only";
    const auto orbits = orbits_of(solved, move_sources(solved));
    if (orbits.size() > 16) return "more than 16 orbits";
    std::uint64_t states = 1;
    for (const auto& orbit : orbits) {
        if (orbit.size() > max_orbit)
            return fmt::format("an orbit of {} cells (the orbit search numbers orbits of up to {} cells)", orbit.size(),
                               max_orbit);
        states *= factorial(static_cast<int>(orbit.size()));
        if (states > (std::uint64_t{1} << 40)) return "more than 2^40 states";
    }
    return std::nullopt;
}

std::uint64_t orbit_space_size(const RotateBoard& solved) {
    const Orbits o = build_orbits(solved);
    return o.runs * o.run_size;
}

OrbitSpaceResult explore_orbit_space(const RotateBoard& solved, const std::function<void(const std::string&)>& progress,
                                     int threads, int antipode_examples) {
    const Orbits o = build_orbits(solved);
    const Numbering numbering(o);
    LayerSearch search(o, numbering, Cluster::world());
    OrbitSpaceResult result;
    result.indexed = o.runs * o.run_size;
    result.bytes_per_process = search.bytes();
    MemoryReservation reservation(result.bytes_per_process, "the orbit search's bit arrays");
    std::optional<tbb::global_control> cap;
    if (threads > 0) cap.emplace(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));

    search.start();
    result.distribution.push_back(1);
    std::uint64_t seen_total = 1;
    for (int depth = 0;; ++depth) {
        // Push a small layer, pull once the layer's moves outnumber the unseen states.
        const bool pull = result.distribution.back() * static_cast<std::uint64_t>(o.moves) > result.indexed - seen_total;
        pull ? search.pull() : search.push();
        const std::uint64_t found = search.advance();
        if (found == 0) break;
        seen_total += found;
        result.distribution.push_back(found);
        if (progress)
            progress(fmt::format("distance {}: {} states ({} so far, {:.1f}% of {}; {})", depth + 1, found, seen_total,
                                 100.0 * static_cast<double>(seen_total) / static_cast<double>(result.indexed), result.indexed,
                                 pull ? "pull" : "push"));
    }
    result.bytes_exchanged = search.bytes_exchanged();
    for (const Place& place : search.first_of_layer(antipode_examples))
        result.antipodes.push_back(numbering.arrangement(place, solved));
    return result;
}

}  // namespace puzzlebox
