// The tabu search on a working set of kernel vectors, each target checked
// against the whole kernel (see flip_wide_kernel.hpp).
#include "analyze/flip/flip_wide_kernel.hpp"

#include <algorithm>
#include <climits>
#include <unordered_set>

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

#include "analyze/flip/flip_tabu.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

// A lambda and its distance as one key: lower f first, then lower lambda.
std::uint64_t key_of(int f, KernelPoint lambda) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(f)) << 32) | lambda;
}

// The `keep` lowest keys, the rest dropped.
void keep_lowest(std::vector<std::uint64_t>& keys, std::size_t keep) {
    if (keys.size() <= keep) return;
    std::nth_element(keys.begin(), keys.begin() + static_cast<std::ptrdiff_t>(keep), keys.end());
    keys.resize(keep);
}

constexpr int low_bits_most = 16;                  // a block: 2^16 lambdas, one transform
constexpr std::size_t working_set_most = 1 << 20;  // kernel vectors the tabu search keeps at most

}  // namespace

WideDistances wide_distances(const KernelClasses& classes, const std::vector<int>& a, std::size_t keep) {
    const int k = classes.nullity, low_bits = std::min(k, low_bits_most), high_bits = k - low_bits;
    const std::size_t blocks = std::size_t{1} << high_bits, width = std::size_t{1} << low_bits;
    const KernelPoint low_mask = static_cast<KernelPoint>(width - 1);
    // f = A + (E - Ehat(lambda)) / 2, as all_distances.
    long pressed = 0, excess = 0;
    for (std::size_t c = 0; c < classes.cells.size(); ++c) {
        pressed += at(a, c);
        excess += classes.size(c) - 2 * at(a, c);
    }
    constexpr std::size_t grain = 16;
    const std::size_t chunks = (blocks + grain - 1) / grain;
    std::vector<std::vector<std::uint64_t>> lowest(chunks);
    std::vector<int> least_of(chunks, INT_MAX);
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, chunks, 1), [&](const tbb::blocked_range<std::size_t>& range) {
        std::vector<int> g(width);
        for (std::size_t chunk = range.begin(); chunk < range.end(); ++chunk) {
            std::vector<std::uint64_t>& keys = at(lowest, chunk);
            std::uint64_t bar = UINT64_MAX;  // keys above it cannot be among the chunk's `keep` lowest
            int least = INT_MAX;
            for (std::size_t high = chunk * grain; high < std::min(blocks, (chunk + 1) * grain); ++high) {
                std::fill(g.begin(), g.end(), 0);
                for (std::size_t c = 0; c < classes.cells.size(); ++c) {
                    const KernelPoint p = at(classes.point, c);
                    const int e = classes.size(c) - 2 * at(a, c);
                    at(g, p & low_mask) += odd_parity(high & (p >> low_bits)) ? -e : e;
                }
                walsh_hadamard(g);
                for (std::size_t low = 0; low < width; ++low) {
                    const int f = static_cast<int>(pressed + (excess - at(g, low)) / 2);
                    least = std::min(least, f);
                    const std::uint64_t key = key_of(f, static_cast<KernelPoint>((high << low_bits) | low));
                    if (keep == 0 || key >= bar) continue;
                    keys.push_back(key);
                    if (keys.size() >= 2 * keep) {
                        keep_lowest(keys, keep);
                        bar = *std::max_element(keys.begin(), keys.end());
                    }
                }
            }
            keep_lowest(keys, keep);
            at(least_of, chunk) = least;
        }
    });
    WideDistances answer;
    answer.least = *std::min_element(least_of.begin(), least_of.end());
    std::vector<std::uint64_t> keys;
    for (const std::vector<std::uint64_t>& chunk : lowest) keys.insert(keys.end(), chunk.begin(), chunk.end());
    keep_lowest(keys, keep);
    std::sort(keys.begin(), keys.end());
    for (const std::uint64_t key : keys) {
        answer.lambda.push_back(static_cast<KernelPoint>(key & 0xffffffffu));
        answer.f.push_back(static_cast<int>(key >> 32));
    }
    answer.work = blocks * (classes.cells.size() + (static_cast<std::uint64_t>(low_bits) + 1) * width);
    return answer;
}

WideSearch wide_tabu_search(const KernelClasses& classes, std::vector<int> a, int ceiling, std::uint64_t work,
                            std::uint64_t seed) {
    constexpr std::size_t keep = 4096;  // the lowest kernel vectors of each check that join the set
    std::uint64_t work_left = work;
    WideSearch search;
    const auto check = [&] {
        WideDistances all = wide_distances(classes, a, keep);
        work_left -= std::min(all.work, work_left);
        ++search.checks;
        return all;
    };
    WideDistances all = check();
    search.first_least = search.least = all.least;
    search.a = a;
    TabuState state(classes.cells.size(), seed);
    TabuDistances d;
    d.named = true;
    std::unordered_set<KernelPoint> in_set;
    for (int target = all.least + 1; target <= ceiling && work_left > 0;) {
        // The lowest of the whole kernel join the set (those in it already
        // are at or above the target, kept in step by the steps).
        for (std::size_t i = 0; i < all.lambda.size() && d.names.size() < working_set_most; ++i)
            if (in_set.insert(at(all.lambda, i)).second) {
                d.names.push_back(at(all.lambda, i));
                d.f.push_back(at(all.f, i));
            }
        if (!tabu_steps(classes, d, a, target, work_left, state) || work_left == 0) break;
        all = check();
        if (all.least >= target) {
            search.least = all.least;
            search.a = a;
            target = all.least + 1;
        }
    }
    search.set = d.names.size();
    return search;
}

}  // namespace puzzlebox
