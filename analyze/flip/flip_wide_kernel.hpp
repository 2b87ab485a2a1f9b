// God's number from below past the nullity where the 2^k distances of a
// press set fit in memory (flip_god_number.hpp; 39x39 Lights Out, k = 32):
// the tabu search (flip_tabu.hpp) on a working set of kernel vectors, and
// each target it reaches there checked against every kernel vector, the
// lowest of those then joining the set (rows added as they are broken, as
// the relaxation does from above).
#pragma once

#include <cstdint>
#include <vector>

#include "analyze/flip/flip_kernel_classes.hpp"

namespace puzzlebox {

// The distances f(lambda) of class counts a to all 2^k kernel vectors,
// the high bits of lambda a block at a time (a Walsh-Hadamard transform of
// 2^16 over the low bits each; 2^k ints never held): the least, and the
// `keep` lowest (lowest f, then lowest lambda: the same for any threads).
struct WideDistances {
    int least = 0;
    std::vector<KernelPoint> lambda;
    std::vector<int> f;
    std::uint64_t work = 0;  // its operations, about (16 + 1) 2^k
};
WideDistances wide_distances(const KernelClasses& classes, const std::vector<int>& a, std::size_t keep);

struct WideSearch {
    int first_least = 0;  // the least distance of the counts given (the first check's)
    int least = 0;        // the least distance over the support of the best counts
    std::vector<int> a;   // those counts
    int checks = 0;       // the whole kernel checked this many times
    std::size_t set = 0;  // kernel vectors in the working set at the end
};

// From counts a, targets above their least distance up to `ceiling`, for
// about `work` operations (tabu steps and checks).
WideSearch wide_tabu_search(const KernelClasses& classes, std::vector<int> a, int ceiling, std::uint64_t work,
                            std::uint64_t seed);

}  // namespace puzzlebox
